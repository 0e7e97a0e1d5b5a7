//! Every page played in a real headless Chromium, driven over WebDriver as a person would:
//! a whole game of Hackenbush, strike-out and marbles by clicking, hint and undo included;
//! a Dobble deck designed from typed names, downloaded as PDF and played for ten rounds; a
//! Bulgarian solitaire trace stepped through. Each test fails on any error in the page's
//! console (the only ones allowed are the 400 answers to a move the test makes illegal on
//! purpose), saves a screenshot of the page in play at desktop and at phone width under
//! `target/tmp/screenshots/` and checks that at phone width it needs no sideways scroll,
//! and opens the page again at the end, as after closing the tab.
//!
//! They need Debian's `chromium` and `chromium-driver` (see `browser/webdriver.rs`).

#[path = "support/http.rs"]
mod http;
#[path = "browser/webdriver.rs"]
mod webdriver;

use std::path::PathBuf;

use serde_json::json;
use webdriver::{Element, Session};

/// A desktop window and a phone's (CSS pixels).
const DESKTOP: (u32, u32) = (1280, 900);
const PHONE: (u32, u32) = (390, 844);

/// A script that finds where a person would click a drawn element, `arguments[0]`, after
/// scrolling it into view: the point of its ink nearest the middle of its box, in window
/// coordinates, where no symbol of a Dobble card drawn after it covers it. The ink of a
/// word is the middle of each letter (and a word covers its box); of a picture (an
/// `<image>`), the pixels the Dobble page reads with its `inked`; of a line or a shape,
/// its fill and stroke.
const INK: &str = "const [e, done] = arguments; (async () => { \
    e.scrollIntoView({block: 'center'}); \
    const r = e.getBoundingClientRect(), middle = [r.left + r.width / 2, r.top + r.height / 2]; \
    const local = (s, x, y) => new DOMPoint(x, y).matrixTransform(s.getScreenCTM().inverse()); \
    const drawn = async (s, x, y) => { \
      for (const p of [s, ...s.querySelectorAll('*')]) { \
        if (!p.getScreenCTM) continue; \
        const q = local(p, x, y); \
        if (p.tagName.toLowerCase() === 'image') { if (await inked(p, q)) return true; } \
        else if (p.getNumberOfChars) { const b = p.getBBox(); \
          if (q.x >= b.x && q.x <= b.x + b.width && q.y >= b.y && q.y <= b.y + b.height) return true; } \
        else if (p.isPointInFill && (p.isPointInFill(q) || p.isPointInStroke(q))) return true; \
      } \
      return false; \
    }; \
    const points = []; \
    if (e.getNumberOfChars) { \
      for (let c = 0; c < e.getNumberOfChars(); c++) { \
        const b = e.getExtentOfChar(c); \
        const p = new DOMPoint(b.x + b.width / 2, b.y + b.height / 2).matrixTransform(e.getScreenCTM()); \
        points.push([p.x, p.y]); \
      } \
    } else { \
      const n = 16; \
      for (let i = 0; i <= n; i++) for (let j = 0; j <= n; j++) { \
        const x = r.left + r.width * i / n, y = r.top + r.height * j / n; \
        if (await drawn(e, x, y)) points.push([x, y]); \
      } \
    } \
    points.sort((a, b) => Math.hypot(a[0] - middle[0], a[1] - middle[1]) - Math.hypot(b[0] - middle[0], b[1] - middle[1])); \
    const above = Array.from(document.querySelectorAll('[data-symbol]')) \
      .filter((s) => s !== e && (e.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING)); \
    for (const [x, y] of points) { \
      let covered = false; \
      for (const s of above) if (await drawn(s, x, y)) { covered = true; break; } \
      if (!covered) return done([x, y]); \
    } \
    done(null); })().catch((error) => done(String(error)));";

/// Where the screenshots and downloads go.
fn out(folder: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(folder)
}

/// A page of the app open in its own browser.
struct Page {
    session: Session,
    address: String,
    name: &'static str,
    /// The program serving the page, ended with it.
    _app: webdriver::App,
}

impl Page {
    /// The app served afresh, and its page `name` open at desktop size, showing `ready`;
    /// `None` (the test skipped) on a machine without Chromium, unless it is required.
    fn open(name: &'static str, ready: &str) -> Option<Page> {
        let programs = webdriver::browser()?;
        let app = webdriver::serve();
        let address = app.address.clone();
        let downloads = out(&format!("downloads-{name}"));
        let session = Session::start(programs, DESKTOP.0, DESKTOP.1, &downloads);
        session.goto(&format!("{address}/{name}"));
        let page = Page {
            session,
            address,
            name,
            _app: app,
        };
        page.count_answers();
        page.find(ready);
        Some(page)
    }

    /// Counts the page's requests to the server as they end (`window.answered`), so a
    /// click can wait for its answer.
    fn count_answers(&self) {
        self.session.run(
            "if (window.answered === undefined && typeof App !== 'undefined') { \
               window.answered = 0; window.asking = 0; const post = App.post; \
               App.post = async function (...args) { \
                 window.asking++; \
                 try { return await post.apply(App, args); } \
                 finally { window.asking--; window.answered++; } \
               }; \
             }",
            &[],
        );
    }

    fn answered(&self) -> i64 {
        self.session
            .run("return window.asking === 0 ? window.answered : -1;", &[])
            .as_i64()
            .unwrap_or(-1)
    }

    /// Does `act` (a click, a key) once the page is idle, and waits for the server's answer
    /// to it, named `what` if it does not come.
    fn answer_to(&self, what: &str, act: impl FnOnce()) {
        let before = self.session.wait("the page to be idle", || {
            Some(self.answered()).filter(|&n| n >= 0)
        });
        act();
        self.session
            .wait(what, || (self.answered() > before).then_some(()));
    }

    /// Clicks `element` and waits for the server's answer to it.
    fn click_and_wait(&self, element: &Element) {
        self.answer_to("the answer to a click", || self.session.click(element));
    }

    /// Clicks the element `css` selects and waits for the answer.
    fn press(&self, css: &str) {
        let element = self.session.find(css);
        self.click_and_wait(&element);
    }

    /// Clicks the drawn element `css` selects (a line, a symbol) where it is drawn, and
    /// waits for the answer: the point is the one [`INK`] finds.
    fn press_drawn(&self, css: &str) {
        let element = self.session.find(css);
        let point = self.session.run_async(INK, &[element.to_json()]);
        let (Some(x), Some(y)) = (point[0].as_f64(), point[1].as_f64()) else {
            panic!(
                "{}: {css} is drawn nowhere that can be clicked: {point}",
                self.name
            );
        };
        self.answer_to("the answer to a click", || self.session.click_at(x, y));
    }

    /// Clicks the element `css` selects (waited for), without waiting for an answer: a
    /// choice in a list, a tab, a box that opens.
    fn choose(&self, css: &str) {
        self.session.click(&self.find(css));
    }

    /// Types `text` into the field `css` selects, after clearing it.
    fn type_in(&self, css: &str, text: &str) {
        self.session.type_into(&self.find(css), text);
    }

    fn find(&self, css: &str) -> Element {
        self.session.find(css)
    }

    fn count(&self, css: &str) -> usize {
        self.session.all(css).len()
    }

    /// The text of the element `id`.
    fn text(&self, id: &str) -> String {
        self.session
            .run(
                "const e = document.getElementById(arguments[0]); return e ? e.textContent : '';",
                &[json!(id)],
            )
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// The page's status line.
    fn status(&self) -> String {
        self.text("status")
    }

    /// Whether the game is over: the end box shows who won and how (the status line above
    /// it no longer repeats that).
    fn ended(&self) -> bool {
        self.count("#over:not([hidden])") == 1
    }

    /// Fails if the page shows an error.
    fn no_error(&self, step: &str) {
        let error = self.text("error");
        assert!(
            error.is_empty(),
            "{}: {step}: the page shows {error:?}",
            self.name
        );
    }

    /// Fails on any error in the console since the last look.
    fn quiet_console(&self, step: &str) {
        let errors: Vec<String> = self
            .session
            .console()
            .into_iter()
            .filter(|e| e.starts_with("SEVERE"))
            .collect();
        assert!(
            errors.is_empty(),
            "{}: {step}: console errors: {errors:#?}",
            self.name
        );
    }

    /// The console since the last look holds only the 400 answers a refused move draws.
    fn console_only_refusals(&self, step: &str) {
        for entry in self.session.console() {
            if entry.starts_with("SEVERE") {
                assert!(
                    entry.contains("network") && entry.contains("400"),
                    "{}: {step}: a console error other than the refusal: {entry}",
                    self.name
                );
            }
        }
    }

    /// Saves a screenshot of the page as it is, at desktop width, at phone width and in
    /// dark mode (as `NAME-desktop.png`, `NAME-phone.png` and `NAME-dark.png`, `NAME` the
    /// page's or `label`), and checks that at phone width nothing is wider than the
    /// window and that in dark mode the page's background is dark.
    fn look(&self, label: Option<&str>) {
        let folder = out("screenshots");
        std::fs::create_dir_all(&folder).expect("a screenshots folder");
        let name = label.unwrap_or(self.name);
        let save = |width: &str| {
            let file = folder.join(format!("{name}-{width}.png"));
            std::fs::write(&file, self.session.screenshot()).expect("a screenshot saved");
            println!("screenshot: {}", file.display());
        };
        save("desktop");
        self.session.resize(PHONE.0, PHONE.1);
        let overflow = self.session.run(
            "return document.documentElement.scrollWidth - window.innerWidth;",
            &[],
        );
        assert!(
            overflow.as_i64().is_some_and(|o| o <= 0),
            "{name}: at phone width the page is {overflow} px wider than the window"
        );
        save("phone");
        self.session.resize(DESKTOP.0, DESKTOP.1);
        // Dark, as the browser asks for it: the page's own background turns dark.
        self.session.dark(true);
        let back = self.session.run(
            "return getComputedStyle(document.body).backgroundColor + ' ' + getComputedStyle(document.documentElement).backgroundColor;",
            &[],
        );
        assert!(
            back.as_str().is_some_and(|b| b.contains("rgb(18, 18, 21)")),
            "{name}: in dark mode the page stays {back}"
        );
        save("dark");
        self.session.dark(false);
    }

    /// Opens the page again, as after closing the tab: it comes back (with the game kept
    /// in the browser), showing `wait_for`, with no error; and the console stayed quiet.
    fn reopen(&self, wait_for: &str) {
        self.session
            .goto(&format!("{}/{}", self.address, self.name));
        self.find(wait_for);
        self.session.wait("the page to settle", || {
            (!self.status().ends_with('…')).then_some(())
        });
        self.no_error("opened again");
        self.quiet_console("opened again");
    }
}

/// The index: a link to every game, each of which opens.
#[test]
fn index_links_every_game() {
    let Some(page) = Page::open("", "main a") else {
        return;
    };
    let links = page.session.run(
        "return Array.from(document.querySelectorAll('main a')).map(a => a.getAttribute('href'));",
        &[],
    );
    for game in [
        "/hackenbush",
        "/strikeout",
        "/marbles",
        "/dobble",
        "/bulgarian",
    ] {
        assert!(
            links
                .as_array()
                .is_some_and(|l| l.iter().any(|h| h == game)),
            "the index links {game}: {links}"
        );
    }
    page.look(Some("index"));
    page.choose("main a[href='/marbles']");
    page.find("#takes button");
    page.quiet_console("the index and a game");
}

/// Hackenbush: a coloured picture chosen from the list, played as Right against the
/// program by clicking its edges (in the drawing, in the list and by keyboard), with a
/// hint, an undo and the value asked, to the end.
#[test]
fn hackenbush_is_played_by_clicking_edges() {
    let Some(page) = Page::open("hackenbush", "#board svg") else {
        return;
    };
    page.choose("#picture option[value='coloured-house']");
    page.choose("#side option[value='right']");
    page.press("#new");
    page.no_error("a new game");
    assert!(page.status().contains("You"), "{}", page.status());

    page.press("#hint");
    page.no_error("hint");
    assert!(
        page.count("#board path.hinted") > 0 || page.status().contains("every"),
        "a hint marks an edge or says every move loses: {}",
        page.status()
    );
    page.look(None);

    // A cut in the drawing, then taken back.
    let standing = page.count("#edges button");
    page.press_drawn("#board path.hit");
    page.no_error("a cut in the drawing");
    assert!(
        page.count("#edges button") < standing,
        "the cut edges disappear"
    );
    page.press("#undo");
    assert!(page.status().contains("Took back"), "{}", page.status());
    assert_eq!(
        page.count("#edges button"),
        standing,
        "undo puts the edges back"
    );

    // The value is one click away, under "Value and winner", and not in the status line.
    let status = page.status();
    assert!(!status.contains("worth"), "{status}");
    page.answer_to("the value", || page.choose("#value-box summary"));
    let value = page.text("value-text");
    assert!(
        value.contains("worth") && value.contains("with best play"),
        "{value}"
    );
    assert_eq!(page.status(), status, "the status line stays as it was");

    // A cut by keyboard: the edge focused, Enter pressed.
    let edge = page.find("#board path.hit");
    page.answer_to("the answer to Enter", || {
        page.session.keys(&edge, "\u{E007}")
    });
    page.no_error("a cut by keyboard");

    // The rest of the game: the drawing's edges and the list's buttons in turn.
    for turn in 0..100 {
        if page.ended() {
            break;
        }
        if turn % 2 == 0 {
            page.press_drawn("#board path.hit");
        } else {
            page.press("#edges button:not([disabled])");
        }
        page.no_error("a cut");
    }
    assert!(page.ended(), "the game ends: {}", page.status());
    // The end says who won and how, with "Play again" and "New game", once: the status
    // line above it does not repeat it.
    let ending = page.text("over-text");
    assert!(!page.status().contains(&ending), "{}", page.status());
    assert!(
        ending.contains(" won: ") && ending.contains("no edge left to cut"),
        "{ending:?}"
    );
    assert_eq!(page.count("#over:not([hidden]) #again"), 1);
    assert_eq!(page.count("#over:not([hidden]) #fresh"), 1);
    page.look(Some("hackenbush-end"));
    page.quiet_console("the game");
    page.reopen("#board svg");
    // The settings show the game carried on: the coloured house as text, against the
    // program.
    let settings = page.session.run(
        "return [document.getElementById('picture').value, \
                 document.getElementById('text').value, \
                 document.getElementById('opponent').value];",
        &[],
    );
    assert_eq!(settings[0], "", "{settings}");
    assert!(
        settings[1]
            .as_str()
            .is_some_and(|t| t.contains(" red\n") && t.contains(" blue\n")),
        "{settings}"
    );
    assert_eq!(settings[2], "program", "{settings}");
    // "Play again": the same picture from the start, the end box gone.
    page.count_answers();
    page.press("#again");
    page.no_error("play again");
    assert_eq!(page.count("#over:not([hidden])"), 0);
    assert_eq!(page.count("#board svg path[data-edge]:not(.hit)"), 5);
}

/// A script that measures the Hackenbush board: how much of the panel the picture (the
/// box round its edges and dots) fills, the larger of its share of the panel's width and
/// of its height; and every point at 1/4, 1/2 and 3/4 of an edge's drawn length where the
/// element a click there reaches (`document.elementFromPoint`) is not that edge's.
const EDGE_POINTS: &str = "const board = document.getElementById('board'); \
    const paths = Array.from(board.querySelectorAll('svg path[data-edge]:not(.hit)')); \
    board.scrollIntoView({block: 'start'}); \
    let [l, t, r, b] = [Infinity, Infinity, -Infinity, -Infinity]; \
    for (const e of [...paths, ...board.querySelectorAll('svg circle')]) { \
      const q = e.getBoundingClientRect(); \
      l = Math.min(l, q.left); t = Math.min(t, q.top); r = Math.max(r, q.right); b = Math.max(b, q.bottom); \
    } \
    const panel = board.getBoundingClientRect(); \
    const fill = Math.max((r - l) / panel.width, (b - t) / panel.height); \
    const misses = []; \
    for (const p of paths) { \
      const length = p.getTotalLength(); \
      for (const f of [0.25, 0.5, 0.75]) { \
        p.scrollIntoView({block: 'center'}); \
        const at = p.getPointAtLength(length * f).matrixTransform(p.getScreenCTM()); \
        const e = document.elementFromPoint(at.x, at.y); \
        const owner = e && e.closest('[data-edge]'); \
        const got = owner ? 'edge ' + owner.dataset.edge : (e ? e.tagName : 'nothing'); \
        if (got !== 'edge ' + p.dataset.edge) misses.push(`edge ${p.dataset.edge} at ${f}: ${got}`); \
      } \
    } \
    return {fill, misses, edges: paths.length};";

/// Hackenbush: every shipped picture fills at least 70 % of its panel's width or height,
/// and every edge can be clicked along its drawn length: at 1/4, 1/2 and 3/4 of each
/// edge, the element under the point is that edge's (on the flower, petal 4 lay under
/// edge 6). Cutting the flower's stem makes what stood on it disappear, dots and all.
#[test]
fn hackenbush_every_edge_is_clickable_along_its_length() {
    let Some(page) = Page::open("hackenbush", "#board svg") else {
        return;
    };
    page.choose("#opponent option[value='friend']");
    let names = page.session.run(
        "return Array.from(document.querySelectorAll('#picture option')).map(o => o.value).filter(v => v);",
        &[],
    );
    let names: Vec<String> = names
        .as_array()
        .expect("the shipped pictures")
        .iter()
        .map(|n| n.as_str().unwrap_or_default().to_owned())
        .collect();
    assert!(names.len() >= 5, "{names:?}");
    for name in &names {
        page.choose(&format!("#picture option[value='{name}']"));
        page.press("#new");
        page.no_error(name);
        let measured = page.session.run(EDGE_POINTS, &[]);
        let fill = measured["fill"].as_f64().unwrap_or(0.0);
        assert!(
            fill >= 0.7,
            "{name}: the picture fills {fill:.2} of its panel"
        );
        assert!(
            measured["edges"].as_u64().unwrap_or(0) > 0,
            "{name}: {measured}"
        );
        assert_eq!(measured["misses"], json!([]), "{name}: {measured}");
    }
    page.choose("#picture option[value='flower']");
    page.press("#new");
    assert_eq!(page.count("#board svg circle"), 4, "s, t, l and g");
    page.press_drawn("#board path.hit[data-edge='1']");
    page.no_error("the stem cut");
    assert_eq!(
        page.count("#board svg circle"),
        1,
        "only the grass's top is left"
    );
    assert_eq!(page.count("#board path[data-edge]:not(.hit)"), 1);
    page.quiet_console("the pictures");
}

/// The texts of the elements `css` selects, in order.
fn texts(session: &Session, css: &str) -> serde_json::Value {
    session.run(
        "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.textContent);",
        &[json!(css)],
    )
}

/// A "Share" link opens the same game in another browser: a Hackenbush game, a marbles
/// match and a strike-out field, each a move in (the flower with its grass cut; a take;
/// the hinted pair struck), opened from the link in a second browser session (its own
/// profile, nothing kept from the first), show the same position, and play on there.
#[test]
fn a_shared_link_opens_the_same_game() {
    for (name, ready, position) in [
        ("hackenbush", "#board svg", "#edges button"),
        ("marbles", "#takes button", "#history li"),
        ("strikeout", "#grid button.cell", "#facts"),
    ] {
        let Some(page) = Page::open(name, ready) else {
            return;
        };
        match name {
            "hackenbush" => {
                // The flower between two people: a cut of the grass leaves six edges and
                // no reply.
                page.choose("#picture option[value='flower']");
                page.choose("#opponent option[value='friend']");
                page.press("#new");
                page.press_drawn("#board path.hit[data-edge='7']");
            }
            "marbles" => page.press("#takes button"),
            _ => {
                page.press("#standard");
                page.press("#hint");
                let marked = page.session.all("#grid button.hinted");
                page.session.click(&marked[0]);
                page.click_and_wait(&marked[1]);
            }
        }
        page.no_error("a move");
        let here = texts(&page.session, position);
        assert!(
            here.as_array().is_some_and(|a| !a.is_empty()),
            "{name}: {here}"
        );
        let link = page.session.run(
            "const a = document.getElementById('share'); return a.hidden ? '' : a.href;",
            &[],
        );
        let link = link.as_str().unwrap_or_default().to_owned();
        assert!(
            link.contains(&format!("#{name}=")),
            "{name}: the share link {link:?}"
        );
        let programs = webdriver::browser().expect("the browser found once");
        let other = Session::start(programs, DESKTOP.0, DESKTOP.1, &out("downloads-shared"));
        other.goto(&link);
        other.find(ready);
        other.wait("the shared game", || {
            (texts(&other, position) == here).then_some(())
        });
        assert_eq!(
            texts(&other, "#error"),
            json!([""]),
            "{name}: the shared game opens"
        );
        assert_eq!(
            other.run("return location.hash;", &[]),
            json!(""),
            "{name}: the address drops the shared game once it is shown"
        );
    }
}

/// Strike-out: the article's start played to the end by tapping cells, each pair the
/// hint marks; an illegal pair tapped and explained; a move taken back.
#[test]
fn strikeout_is_played_by_tapping_cells() {
    let Some(page) = Page::open("strikeout", "#grid button.cell") else {
        return;
    };
    page.press("#standard");
    page.no_error("the article's start");

    // An illegal pair: the first cell and the third, with the second live between them.
    page.choose("#grid button[data-cell='0']");
    page.press("#grid button[data-cell='2']");
    assert!(
        !page.text("error").is_empty(),
        "an illegal pair is explained"
    );
    page.console_only_refusals("an illegal pair");

    let mut undone = false;
    for move_number in 0..200 {
        if !page.text("facts").contains("playing") {
            break;
        }
        page.press("#hint");
        page.no_error("a hint");
        let marked = page.session.all("#grid button.hinted");
        assert_eq!(marked.len(), 2, "a hint marks two cells: {}", page.status());
        if move_number == 5 {
            page.look(None);
        }
        page.session.click(&marked[0]);
        page.click_and_wait(&marked[1]);
        page.no_error("a hinted pair");
        if !undone {
            page.press("#undo");
            page.no_error("undo");
            assert!(
                page.text("facts").contains("0 moves"),
                "{}",
                page.text("facts")
            );
            undone = true;
        }
    }
    assert!(page.ended(), "the game ends: {}", page.status());
    // The end box says how the game was won: every cell struck, and in how many cells.
    let ending = page.text("over-text");
    assert!(
        ending.starts_with("Every cell is struck: won in ") && ending.ends_with(" cells."),
        "the end box: {ending:?}"
    );
    // "New game": the box goes, the settings come into view with their first field
    // focused.
    page.choose("#over:not([hidden]) #fresh");
    assert_eq!(page.count("#over:not([hidden])"), 0, "the end box goes");
    let focused = page.session.run("return document.activeElement.id;", &[]);
    assert_eq!(focused, json!("standard"), "the first setting is focused");
    page.quiet_console("the game");
    // Opened again, the ended game comes back with its end box.
    page.reopen("#grid button.cell");
    assert_eq!(page.text("over-text"), ending, "the end box is shown again");
    // "Play again": the article's start once more, no move made, the box gone.
    page.count_answers();
    page.press("#over:not([hidden]) #again");
    page.no_error("play again");
    assert_eq!(page.count("#over:not([hidden])"), 0);
    let facts = page.text("facts");
    assert!(
        facts.contains("0 moves") && facts.contains("playing"),
        "a fresh game: {facts}"
    );
    let counts = page.session.run(
        "return Array.from(document.querySelectorAll('#facts b')).map(b => b.textContent);",
        &[],
    );
    assert_eq!(counts[0], counts[1], "every cell live again: {counts}");
}

/// Marbles: 25 marbles under the contest's rules against the program, each take a
/// button, with a hint and an undo, to the end; the Sprague–Grundy grid's link works.
#[test]
fn marbles_is_played_by_pressing_takes() {
    let Some(page) = Page::open("marbles", "#takes button") else {
        return;
    };
    page.press("#new");
    page.no_error("a new game");

    page.press("#hint");
    page.no_error("a hint");
    assert_eq!(page.count("#takes button.hinted"), 1, "a hint marks a take");
    page.look(None);
    page.press("#takes button");
    let history = page.count("#history li");
    assert!(history >= 1, "the take is listed");
    page.press("#undo");
    assert!(page.count("#history li") < history, "undo takes it back");

    for _ in 0..100 {
        if page.count("#takes button") == 0 {
            break;
        }
        page.press("#takes button");
        page.no_error("a take");
    }
    assert!(page.ended(), "the game ends: {}", page.status());

    // The game's end: who won and how, with "Play again" and "New game".
    let ending = page.text("over-text");
    assert!(ending.contains("won"), "the end box: {ending:?}");
    assert_eq!(page.count("#over:not([hidden]) #again"), 1);
    assert_eq!(page.count("#over:not([hidden]) #fresh"), 1);

    // The grid opens in the page, drawn, not as a bare SVG in a tab of its own.
    page.choose("#grid-box summary");
    page.session.wait("the grid drawn in the page", || {
        let width = page.session.run(
            "const g = document.getElementById('grid'); return g.complete ? g.naturalWidth : 0;",
            &[],
        );
        (width.as_u64().unwrap_or(0) > 0).then_some(())
    });
    assert_eq!(
        page.session.run("return location.pathname;", &[]),
        json!("/marbles")
    );
    page.look(Some("marbles-end"));
    // On a phone the grid, wider than the screen, shrinks to its box's width: nothing to
    // scroll sideways.
    page.session.resize(PHONE.0, PHONE.1);
    let sizes = page.session.run(
        "const g = document.getElementById('grid'), box = g.parentNode; \
         box.scrollIntoView({block: 'start'}); \
         return [box.scrollWidth, box.clientWidth, g.naturalWidth];",
        &[],
    );
    let [scroll, width, natural] = [0, 1, 2].map(|i| sizes[i].as_f64().unwrap_or(f64::NAN));
    assert!(
        natural > width && scroll <= width,
        "the grid at phone width: {sizes}"
    );
    page.session.resize(DESKTOP.0, DESKTOP.1);
    page.look(Some("marbles-grid"));
    page.press("#again");
    page.no_error("play again");
    assert_eq!(page.count("#history li"), 0, "a new game, no take yet");
    assert_eq!(page.count("#over:not([hidden])"), 0);
    page.press("#takes button");
    page.quiet_console("the game");
    page.reopen("#history li");
}

/// Marbles between two people at one screen: with "a friend" chosen, each press is the
/// side to move's, the heading names the player to move, the program never takes, and the
/// history names player 1 and player 2.
#[test]
fn marbles_is_played_by_two_people() {
    let Some(page) = Page::open("marbles", "#takes button") else {
        return;
    };
    page.choose("#opponent option[value='friend']");
    page.press("#new");
    page.no_error("a new game between two people");
    assert_eq!(page.text("play"), "Player 1's take");
    page.press("#takes button");
    page.no_error("player 1's take");
    assert_eq!(page.count("#history li"), 1, "no reply of the program's");
    assert_eq!(page.text("play"), "Player 2's take");
    assert!(
        page.status().starts_with("Player 1 took "),
        "{}",
        page.status()
    );
    page.press("#takes button");
    assert_eq!(page.count("#history li"), 2);
    let history = page.text("history");
    assert!(
        history.contains("player 1 took") && history.contains("player 2 took"),
        "{history}"
    );
    page.quiet_console("a game between two people");
}

/// Dobble: a deck of 3 symbols a card from typed names (with spaces), every card drawn,
/// two of them given pictures by upload, the PDF downloaded; then a game of ten rounds
/// played by clicking the shared symbol, one wrong click included.
#[test]
fn dobble_deck_is_designed_downloaded_and_played() {
    let Some(page) = Page::open("dobble", "#deck img") else {
        return;
    };
    page.choose("#k option[value='3']");
    let names = "red apple\nbaby bottle\nsun\nold oak tree\nkey\nship in a bottle\nmoon";
    page.type_in("#names", names);
    page.press("#design-button");
    page.no_error("design");
    assert_eq!(page.count("#deck img"), 7, "seven cards previewed");
    let alts = page.session.run(
        "return Array.from(document.querySelectorAll('#deck img')).map(i => i.alt).join(';');",
        &[],
    );
    assert!(
        alts.as_str()
            .unwrap_or_default()
            .contains("ship in a bottle"),
        "{alts}"
    );

    assert!(
        page.status().contains("red apple"),
        "drawn as a word: {}",
        page.status()
    );

    // Two pictures uploaded, named for their symbols: they are drawn in place of words.
    // One is an SVG, the other a JPEG (a photograph's format), made by the browser's own
    // encoder.
    let folder = out("uploads");
    std::fs::create_dir_all(&folder).expect("a folder for the pictures");
    let apple = folder.join("red apple.svg");
    std::fs::write(
        &apple,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4.5" fill="crimson"/></svg>"#,
    )
    .expect("a picture written");
    let jpeg = page.session.run(
        "const c = document.createElement('canvas'); c.width = 60; c.height = 60; \
         const g = c.getContext('2d'); g.fillStyle = 'white'; g.fillRect(0, 0, 60, 60); \
         g.fillStyle = 'forestgreen'; g.beginPath(); g.arc(30, 30, 26, 0, 7); g.fill(); \
         return c.toDataURL('image/jpeg').split(',')[1];",
        &[],
    );
    let jpeg = {
        use base64::Engine;
        base64::engine::general_purpose::STANDARD
            .decode(jpeg.as_str().expect("a JPEG"))
            .expect("base64")
    };
    assert!(jpeg.starts_with(&[0xFF, 0xD8]), "a JPEG file");
    let tree = folder.join("old oak tree.jpg");
    std::fs::write(&tree, jpeg).expect("a picture written");
    let paths = [apple.display().to_string(), tree.display().to_string()];
    let uploads = page.find("#uploads");
    page.answer_to("the deck with the pictures", || {
        page.session.keys(&uploads, &paths.join("\n"));
    });
    page.no_error("pictures uploaded");
    assert!(
        page.text("uploaded").starts_with("2 pictures"),
        "{}",
        page.text("uploaded")
    );
    assert!(
        !page.status().contains("red apple")
            && !page.status().contains("old oak tree")
            && page.status().contains("ship in a bottle"),
        "the uploaded pictures are drawn, the other words stay: {}",
        page.status()
    );

    let pdf = page.session.downloads.join("deck.pdf");
    let _ = std::fs::remove_file(&pdf);
    page.choose("#pdf");
    let bytes = page.session.wait("deck.pdf to download", || {
        std::fs::read(&pdf)
            .ok()
            .filter(|b| b.ends_with(b"%%EOF\n") || b.ends_with(b"%%EOF"))
    });
    assert!(bytes.starts_with(b"%PDF-"), "a PDF");
    page.no_error("the PDF");
    page.look(None);

    page.choose("#tab-play");
    // Every request the page makes from here on, to show that the results stay in the
    // browser.
    page.session.run(SENT, &[]);
    page.press("#start");
    let mut wrong = false;
    for round in 0..10 {
        let (cards, shared) = dobble_round(&page, round);
        if !wrong {
            let other = cards[0]
                .iter()
                .find(|s| **s != shared)
                .expect("another symbol");
            page.press_drawn(&format!("#pair .card [data-symbol='{other}']"));
            assert!(page.status().starts_with("Not "), "{}", page.status());
            wrong = true;
        }
        if round == 3 {
            page.look(Some("dobble-play"));
            // At phone width each card is drawn whole inside its box, not clipped: its lines and
            // words (a picture's box may reach past the ink it holds).
            page.session.resize(PHONE.0, PHONE.1);
            let clipped = page.session.run(
                "return Array.from(document.querySelectorAll('#pair .card svg')).filter(s => { \
                   const box = s.getBoundingClientRect(); \
                   return Array.from(s.querySelectorAll('path, circle, text')).some(p => { \
                     const ink = p.getBoundingClientRect(); \
                     return ink.width > 0 && (ink.right > box.right + 1 || ink.bottom > box.bottom + 1); }); \
                 }).length;",
                &[],
            );
            page.session.resize(DESKTOP.0, DESKTOP.1);
            assert_eq!(clipped, json!(0), "the cards at phone width are whole");
        }
        page.press_drawn(&format!("#pair .card [data-symbol='{shared}']"));
        page.no_error("a guess");
    }
    page.session.wait("the game's end", || {
        page.status().starts_with("Done").then_some(())
    });
    assert!(
        page.status().contains("with 1 mistake."),
        "{}",
        page.status()
    );
    dobble_results_stay_in_the_browser(&page);
    page.quiet_console("the game");
}

/// A script that records every request the page sends from now on (`window.sent`: each
/// address and body), by `fetch`, `sendBeacon` or `XMLHttpRequest`.
const SENT: &str = "window.sent = []; \
    const fetched = window.fetch; \
    window.fetch = (url, init) => { window.sent.push([String(url), String((init && init.body) || '')]); return fetched(url, init); }; \
    const beacon = navigator.sendBeacon.bind(navigator); \
    navigator.sendBeacon = (url, body) => { window.sent.push([String(url), String(body || '')]); return beacon(url, body); }; \
    const open = XMLHttpRequest.prototype.open; \
    XMLHttpRequest.prototype.open = function (method, url, ...rest) { window.sent.push([String(url), '']); return open.call(this, method, url, ...rest); };";

/// The two cards of a Dobble round on show (waited for), each as its symbols' names, and
/// the symbol they share.
fn dobble_round(page: &Page, round: usize) -> (Vec<Vec<String>>, String) {
    page.find("#pair [data-symbol]");
    let symbols = page.session.run(
        "return Array.from(document.querySelectorAll('#pair .card')).map(c => \
           Array.from(c.querySelectorAll('[data-symbol]')).map(s => s.dataset.symbol));",
        &[],
    );
    let cards: Vec<Vec<String>> = serde_json::from_value(symbols).expect("two cards");
    assert_eq!(cards.len(), 2, "round {round}: two cards");
    let shared = cards[0]
        .iter()
        .find(|s| cards[1].contains(s))
        .expect("the cards share a symbol")
        .clone();
    (cards, shared)
}

/// The results kept in the browser: what `localStorage` holds for the Dobble page.
fn kept_results(page: &Page) -> serde_json::Value {
    let text = page.session.run(
        "return localStorage.getItem('games-web:dobble-results');",
        &[],
    );
    serde_json::from_str(text.as_str().expect("the results are kept")).expect("JSON")
}

/// After a first Dobble game of ten rounds: the end box says how it went and that it is
/// the best time yet; the time and the mistakes are kept in `localStorage` and were sent
/// to no server; "Play again" starts a game; the page opened again lists the result; a
/// second game, played by keyboard, ends with the best time of the two kept and both
/// results listed; and "New game" goes back to the deck's design.
fn dobble_results_stay_in_the_browser(page: &Page) {
    let ending = page.text("over-text");
    assert!(
        ending.starts_with("Done: 10 pairs in ")
            && ending.contains("with 1 mistake.")
            && ending.ends_with("Your best time yet!"),
        "the end box: {ending:?}"
    );
    let kept = kept_results(page);
    let last = kept["last"].as_array().expect("the last results");
    assert_eq!(last.len(), 1, "{kept}");
    assert_eq!(last[0]["mistakes"], 1, "{kept}");
    assert_eq!(kept["best"], last[0]["seconds"], "{kept}");
    // Only the rounds and the guesses went to the server: no time, no result.
    let sent = page.session.run("return window.sent;", &[]);
    let sent = sent.as_array().expect("the requests recorded");
    assert!(sent.len() >= 20, "ten rounds and their guesses: {sent:?}");
    for request in sent {
        let (url, body) = (
            request[0].as_str().unwrap_or(""),
            request[1].as_str().unwrap_or(""),
        );
        assert!(
            url.ends_with("/api/dobble/round") || url.ends_with("/api/dobble/check"),
            "a request other than a round or a guess: {url}"
        );
        for word in ["seconds", "best", "mistakes", "dobble-results"] {
            assert!(!body.contains(word), "{url} carried {word}: {body}");
        }
    }
    assert_eq!(page.count("#results li"), 1, "the result listed");

    // "Play again": a new game at its first round, the end box gone.
    page.press("#over:not([hidden]) #again");
    page.no_error("play again");
    assert_eq!(page.count("#over:not([hidden])"), 0);
    assert!(page.status().starts_with("Round 1:"), "{}", page.status());

    // The page opened again keeps the result, and plays a second game by keyboard.
    page.reopen("#deck img");
    page.count_answers();
    assert_eq!(
        page.count("#results li"),
        1,
        "the result kept across a reload"
    );
    page.choose("#tab-play");
    page.press("#start");
    for round in 0..10 {
        let (_, shared) = dobble_round(page, round);
        let symbol = page.find(&format!("#pair .card [data-symbol='{shared}']"));
        page.answer_to("the answer to Enter", || {
            page.session.keys(&symbol, "\u{E007}")
        });
        page.no_error("a guess by keyboard");
    }
    page.session.wait("the second game's end", || {
        page.status().starts_with("Done").then_some(())
    });
    let kept = kept_results(page);
    let times: Vec<f64> = kept["last"]
        .as_array()
        .expect("the last results")
        .iter()
        .map(|r| r["seconds"].as_f64().expect("a time"))
        .collect();
    assert_eq!(times.len(), 2, "{kept}");
    assert_eq!(
        kept["best"].as_f64(),
        Some(times[0].min(times[1])),
        "{kept}"
    );
    let ending = page.text("over-text");
    assert!(
        ending.ends_with("Your best time yet!") || ending.contains("Your best time: "),
        "{ending:?}"
    );
    assert_eq!(page.count("#results li"), 2, "both results listed");

    // "New game": back to the design of the deck.
    page.choose("#over:not([hidden]) #fresh");
    assert_eq!(page.count("#over:not([hidden])"), 0);
    assert_eq!(page.count("#design:not([hidden])"), 1, "the design shows");
    assert_eq!(page.count("#game[hidden]"), 1, "the game is put away");
}

/// The 57 names of a classic deck (many of two words or more), the built-in pictures
/// unticked, design on the page at 85 mm, as `dobble render` prints them at its defaults;
/// a card too small is refused with a size named, the PDF of the last deck no longer
/// offered and no "Drawing the cards…" left above the error.
#[test]
fn dobble_classic_names_design_at_85_mm() {
    let Some(page) = Page::open("dobble", "#deck img") else {
        return;
    };
    page.choose("#k option[value='8']");
    let pictures = page.find("#pictures");
    if page
        .session
        .run("return document.getElementById('pictures').checked;", &[])
        == json!(true)
    {
        page.session.click(&pictures);
    }
    let names = include_str!("classic-names.txt").trim_end();
    page.type_in("#names", names);
    page.type_in("#card-mm", "85");
    page.press("#design-button");
    page.no_error("the classic deck at 85 mm");
    assert_eq!(page.count("#deck img"), 57, "57 cards previewed");
    let enabled = page
        .session
        .run("return !document.getElementById('pdf').disabled;", &[]);
    assert_eq!(enabled, json!(true), "the PDF can be downloaded");

    page.type_in("#card-mm", "32");
    page.press("#design-button");
    let error = page.text("error");
    assert!(
        error.contains("every card fits at"),
        "refused, naming a size: {error:?}"
    );
    assert_eq!(page.status(), "", "no status left above the error");
    let disabled = page
        .session
        .run("return document.getElementById('pdf').disabled;", &[]);
    assert_eq!(
        disabled,
        json!(true),
        "no PDF of the previous deck after a refusal"
    );
    page.console_only_refusals("the refused design");
}

/// Bulgarian solitaire: a typed partition traced and stepped through to its last
/// configuration and back, in Young and in Björner diagrams.
#[test]
fn bulgarian_trace_is_stepped_through() {
    let Some(page) = Page::open("bulgarian", "#step svg") else {
        return;
    };
    page.type_in("#partition", "5 3 1");
    page.press("#trace");
    page.no_error("a trace");
    let steps = page.count("#configs li");
    assert!(steps >= 2, "a trace of several configurations");
    let mut seen = 0;
    while page.count("#next:not([disabled])") == 1 {
        page.choose("#next");
        seen += 1;
        assert!(seen < steps, "Next stops at the last configuration");
    }
    assert_eq!(seen, steps - 1);
    assert!(
        page.text("where").contains("on the cycle"),
        "{}",
        page.text("where")
    );
    page.choose("#prev");
    assert!(
        page.text("where")
            .contains(&format!("configuration {} of", steps - 2))
    );
    page.choose("#configs li[data-at='1']");
    assert!(page.text("where").contains("configuration 1 of"));
    page.look(None);
    page.choose("#style option[value='bjorner']");
    page.session.wait("Björner diagrams", || {
        (page.count("#configs li") == steps && page.count("#step svg") == 1).then_some(())
    });
    page.no_error("Björner diagrams");
    page.quiet_console("the trace");
    page.reopen("#step svg");
}

/// Words of the solver that no status line in play says to a player.
const SOLVER_WORDS: [&str; 7] = [
    "position",
    "canonical",
    "G1 =",
    "take-all",
    "..=",
    "Sprague",
    "nimber",
];

/// Fails if the page's status line, after `step`, says a word of [`SOLVER_WORDS`].
fn players_words(page: &Page, step: &str) {
    page.no_error(step);
    let status = page.status();
    assert!(!status.is_empty(), "{}: {step}: no status line", page.name);
    for word in SOLVER_WORDS {
        assert!(
            !status.contains(word),
            "{}: {step}: the status line says {word:?}: {status}",
            page.name
        );
    }
}

/// Opens "Value and winner" and returns what it says, once said.
fn value_box(page: &Page) -> String {
    page.choose("#value-box summary");
    page.session.wait("the value", || {
        Some(page.text("value-text")).filter(|t| !t.is_empty())
    })
}

/// Every page's status line in play speaks a player's words, after each kind of move
/// (a start, a move, a hint, an undo, a wrong guess): none of the solver's words. The
/// game pages with a value (Hackenbush, marbles, strike-out) keep it one click away,
/// under "Value and winner".
#[test]
fn status_lines_speak_a_players_words() {
    // Hackenbush: a start, a cut (and the program's reply), a hint, an undo.
    let Some(page) = Page::open("hackenbush", "#board svg") else {
        return;
    };
    page.choose("#picture option[value='coloured-house']");
    page.press("#new");
    players_words(&page, "a start");
    page.press_drawn("#board path.hit");
    players_words(&page, "a cut");
    page.press("#hint");
    players_words(&page, "a hint");
    page.press("#undo");
    players_words(&page, "an undo");
    let value = value_box(&page);
    assert!(value.starts_with("The picture is worth "), "{value}");
    drop(page);

    // Marbles: a start, a take (and the reply), a hint, an undo.
    let page = Page::open("marbles", "#takes button").expect("the browser found once");
    page.press("#new");
    players_words(&page, "a start");
    page.press("#takes button");
    players_words(&page, "a take");
    page.press("#hint");
    players_words(&page, "a hint");
    page.press("#undo");
    players_words(&page, "an undo");
    page.choose("#value-box summary");
    let value = page.text("value-text");
    assert!(value.contains("With perfect play"), "{value}");
    drop(page);

    // Strike-out: a start, a hint, the hinted pair struck, an undo.
    let page = Page::open("strikeout", "#grid button.cell").expect("the browser found once");
    page.press("#standard");
    players_words(&page, "a start");
    page.press("#hint");
    players_words(&page, "a hint");
    let marked = page.session.all("#grid button.hinted");
    page.session.click(&marked[0]);
    page.click_and_wait(&marked[1]);
    players_words(&page, "a move");
    page.press("#undo");
    players_words(&page, "an undo");
    page.answer_to("the value", || page.choose("#value-box summary"));
    let value = page.text("value-text");
    assert!(
        value.starts_with("The field can still be cleared: in ")
            || value.starts_with("No way to clear")
            || value.starts_with("The search for the fewest"),
        "{value}"
    );
    drop(page);

    // Dobble: a deck, a game started, a wrong guess and a right one.
    let page = Page::open("dobble", "#deck img").expect("the browser found once");
    players_words(&page, "a deck");
    page.choose("#tab-play");
    page.press("#start");
    players_words(&page, "a start");
    let (cards, shared) = dobble_round(&page, 0);
    let other = cards[0].iter().find(|s| **s != shared).expect("another");
    for (symbol, step) in [(other, "a wrong guess"), (&shared, "a right guess")] {
        let element = page.find(&format!("#pair .card [data-symbol='{symbol}']"));
        page.answer_to("the answer to Enter", || {
            page.session.keys(&element, "\u{E007}")
        });
        players_words(&page, step);
    }
    drop(page);

    // Bulgarian solitaire: a trace.
    let page = Page::open("bulgarian", "#step svg").expect("the browser found once");
    page.type_in("#partition", "5 3 1");
    page.press("#trace");
    players_words(&page, "a trace");
}
