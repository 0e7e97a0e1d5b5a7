//! A small WebDriver client (the W3C protocol, JSON over HTTP) for the browser tests, and
//! the processes it needs: the `games-web` program serving the app on a free port of
//! 127.0.0.1, and `chromedriver` driving a headless Chromium.
//!
//! Chromium and its driver are Debian's `chromium` and `chromium-driver` (`.ci/run`
//! installs them where they are missing). `CHROMEDRIVER` and `CHROMIUM` name other
//! programs. Every wait is bounded ([`WAIT`]); a wait that runs out fails the test with
//! what it waited for.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use base64::Engine;
use serde_json::{Value, json};

/// The longest wait for anything: the driver to start, an element, an answer.
pub(crate) const WAIT: Duration = Duration::from_secs(60);

/// The key under which WebDriver names an element.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// A free port of 127.0.0.1 (bound, then released for the process that takes it).
fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// The `games-web` program serving the app on a free port of 127.0.0.1 (`--port 0`), its
/// own connection loop and `Host` check included; ended when dropped.
pub(crate) struct App {
    child: Child,
    /// Where it serves: `http://127.0.0.1:PORT`.
    pub(crate) address: String,
}

impl Drop for App {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the program and reads the address it prints on its first line.
pub(crate) fn serve() -> App {
    let mut child = Command::new(env!("CARGO_BIN_EXE_games-web"))
        .args(["--port", "0"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the program starts");
    let mut line = String::new();
    let stdout = child.stdout.take().expect("its output");
    std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut line)
        .expect("the program says where it serves");
    let address = line
        .split_whitespace()
        .find(|word| word.starts_with("http://"))
        .map(|url| url.trim_end_matches('/').to_owned())
        .unwrap_or_else(|| panic!("the program says where it serves: {line:?}"));
    App { child, address }
}

/// The program named by the environment variable `variable`, or else the first of
/// `candidates` found (a path, or a name looked up on the `PATH`).
fn program(variable: &str, candidates: &[PathBuf]) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(variable) {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    candidates.iter().find_map(|candidate| {
        if candidate.components().count() > 1 {
            return candidate.is_file().then(|| candidate.clone());
        }
        std::env::split_paths(&path)
            .map(|dir| dir.join(candidate))
            .find(|file| file.is_file())
    })
}

/// `chromedriver` and Chromium: `CHROMEDRIVER` and `CHROMIUM` if set, else Debian's
/// `chromedriver` and `chromium` (or GitHub's runners' `$CHROMEWEBDRIVER/chromedriver`
/// and `google-chrome`). Without them the tests are skipped, saying so, unless
/// `GAMES_WEB_BROWSER=required` (as `cargo xtask ci` sets it), when they fail.
pub(crate) fn browser() -> Option<(PathBuf, PathBuf)> {
    let mut drivers = vec![PathBuf::from("chromedriver")];
    if let Some(dir) = std::env::var_os("CHROMEWEBDRIVER") {
        drivers.push(PathBuf::from(dir).join("chromedriver"));
    }
    let browsers = [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ]
    .map(PathBuf::from);
    let found = program("CHROMEDRIVER", &drivers).zip(program("CHROMIUM", &browsers));
    if found.is_none() {
        let wanted = "the browser tests need chromedriver and Chromium (Debian: apt-get install \
                      chromium chromium-driver; `.ci/run` installs them), or CHROMEDRIVER and \
                      CHROMIUM naming them";
        assert!(
            std::env::var("GAMES_WEB_BROWSER").as_deref() != Ok("required"),
            "{wanted}"
        );
        eprintln!("skipped: {wanted}");
    }
    found
}

/// A running `chromedriver`, stopped when dropped.
struct Driver {
    child: Child,
    url: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A browser session: headless Chromium at a window size, downloads into a folder of its
/// own, the console kept for [`Session::console`].
pub(crate) struct Session {
    agent: ureq::Agent,
    url: String,
    pub(crate) downloads: PathBuf,
    // Dropped after the session is deleted (fields drop in order of declaration).
    _driver: Driver,
}

impl Session {
    /// Starts `chromedriver` and a headless Chromium (the programs [`browser`] found) of
    /// `width` × `height`, downloads going to `downloads`.
    pub(crate) fn start(
        (chromedriver, chromium): (PathBuf, PathBuf),
        width: u32,
        height: u32,
        downloads: &Path,
    ) -> Session {
        let port = free_port();
        let child = Command::new(&chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", chromedriver.display()));
        let driver = Driver {
            child,
            url: format!("http://127.0.0.1:{port}"),
        };
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(WAIT))
            .build()
            .into();
        let started = Instant::now();
        loop {
            let ready = agent
                .get(format!("{}/status", driver.url))
                .call()
                .ok()
                .and_then(|mut r| r.body_mut().read_to_string().ok())
                .and_then(|body| serde_json::from_str::<Value>(&body).ok())
                .is_some_and(|v| v["value"]["ready"] == true);
            if ready {
                break;
            }
            assert!(
                started.elapsed() < WAIT,
                "chromedriver did not start in {WAIT:?}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        std::fs::create_dir_all(downloads).expect("a downloads folder");
        let capabilities = json!({
            "capabilities": { "alwaysMatch": {
                "browserName": "chrome",
                "goog:loggingPrefs": { "browser": "ALL" },
                "goog:chromeOptions": {
                    "binary": chromium,
                    "args": [
                        "--headless=new", "--no-sandbox", "--disable-gpu",
                        "--disable-dev-shm-usage", "--hide-scrollbars",
                        format!("--window-size={width},{height}"),
                    ],
                    "prefs": {
                        "download.default_directory": downloads,
                        "download.prompt_for_download": false,
                    },
                },
            }}
        });
        let answer = send(
            &agent,
            "POST",
            &format!("{}/session", driver.url),
            &capabilities,
        );
        let id = answer["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {answer}"))
            .to_owned();
        Session {
            agent,
            url: format!("{}/session/{id}", driver.url),
            downloads: downloads.to_owned(),
            _driver: driver,
        }
    }

    /// A command of the session: its answer's `value`.
    fn command(&self, method: &str, path: &str, body: &Value) -> Value {
        send(&self.agent, method, &format!("{}{path}", self.url), body)
    }

    /// A command that may fail: the answer's `value`, or the error's name and message.
    fn try_command(&self, method: &str, path: &str, body: &Value) -> Result<Value, String> {
        try_send(&self.agent, method, &format!("{}{path}", self.url), body)
    }

    pub(crate) fn goto(&self, url: &str) {
        self.command("POST", "/url", &json!({ "url": url }));
    }

    /// The window's size in CSS pixels.
    pub(crate) fn resize(&self, width: u32, height: u32) {
        self.command(
            "POST",
            "/window/rect",
            &json!({ "width": width, "height": height }),
        );
    }

    /// Runs `script` (a function body, `arguments` its arguments) in the page.
    pub(crate) fn run(&self, script: &str, args: &[Value]) -> Value {
        self.command(
            "POST",
            "/execute/sync",
            &json!({ "script": script, "args": args }),
        )
    }

    /// Runs `script` (an async function body; `arguments` its arguments, the last one the
    /// callback that gives the answer) in the page.
    pub(crate) fn run_async(&self, script: &str, args: &[Value]) -> Value {
        self.command(
            "POST",
            "/execute/async",
            &json!({ "script": script, "args": args }),
        )
    }

    /// The elements `css` selects, now.
    pub(crate) fn all(&self, css: &str) -> Vec<Element> {
        let found = self.command(
            "POST",
            "/elements",
            &json!({ "using": "css selector", "value": css }),
        );
        found
            .as_array()
            .map(|list| {
                list.iter()
                    .filter_map(|e| e[ELEMENT].as_str())
                    .map(|id| Element(id.to_owned()))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The first element `css` selects, waited for.
    pub(crate) fn find(&self, css: &str) -> Element {
        self.wait(&format!("an element {css}"), || {
            self.all(css).into_iter().next()
        })
    }

    /// Waits until `test` gives something, or fails naming `what`.
    pub(crate) fn wait<T>(&self, what: &str, mut test: impl FnMut() -> Option<T>) -> T {
        let started = Instant::now();
        loop {
            if let Some(found) = test() {
                return found;
            }
            assert!(
                started.elapsed() < WAIT,
                "waited {WAIT:?} for {what}; the page says: {}",
                self.words()
            );
            std::thread::sleep(Duration::from_millis(40));
        }
    }

    /// Clicks `element` as a person would (the pointer at its centre).
    pub(crate) fn click(&self, element: &Element) {
        let path = format!("/element/{}/click", element.0);
        if let Err(error) = self.try_command("POST", &path, &json!({})) {
            panic!("clicking failed: {error}; the page says: {}", self.words());
        }
    }

    /// Clicks the point (`x`, `y`) of the window: the pointer goes there, down and up,
    /// as a person clicks a line or a symbol of a drawing. (WebDriver's element click aims
    /// at the middle of the element's box, which may be a gap of a symbol or another
    /// symbol, and refuses a line straight up or across, whose box has no width.)
    pub(crate) fn click_at(&self, x: f64, y: f64) {
        let actions = json!({ "actions": [{
            "type": "pointer", "id": "mouse", "parameters": { "pointerType": "mouse" },
            "actions": [
                { "type": "pointerMove", "origin": "viewport", "x": x.round(), "y": y.round() },
                { "type": "pointerDown", "button": 0 },
                { "type": "pointerUp", "button": 0 },
            ],
        }]});
        if let Err(error) = self.try_command("POST", "/actions", &actions) {
            panic!(
                "clicking at {x}, {y} failed: {error}; the page says: {}",
                self.words()
            );
        }
    }

    /// Types `text` into `element`, after clearing it.
    pub(crate) fn type_into(&self, element: &Element, text: &str) {
        self.command("POST", &format!("/element/{}/clear", element.0), &json!({}));
        self.command(
            "POST",
            &format!("/element/{}/value", element.0),
            &json!({ "text": text }),
        );
    }

    /// Sends the keys `text` to `element` (focused first); WebDriver's codes such as
    /// `\u{E007}` (Enter) for the keys that are not characters.
    pub(crate) fn keys(&self, element: &Element, text: &str) {
        self.command(
            "POST",
            &format!("/element/{}/value", element.0),
            &json!({ "text": text }),
        );
    }

    /// What the page says: its status and error lines.
    pub(crate) fn words(&self) -> String {
        self.try_command(
            "POST",
            "/execute/sync",
            &json!({
                "script": "const s = document.getElementById('status'), \
                           e = document.getElementById('error'); \
                           return (s ? s.textContent : '') + ' | error: ' + (e ? e.textContent : '');",
                "args": [],
            }),
        )
        .map(|v| v.as_str().unwrap_or_default().to_owned())
        .unwrap_or_else(|e| format!("(unreadable: {e})"))
    }

    /// Asks the page for dark colours (`prefers-color-scheme: dark`) when `dark`, else
    /// for the browser's default, as a person's system setting would.
    pub(crate) fn dark(&self, dark: bool) {
        let value = if dark { "dark" } else { "" };
        self.command(
            "POST",
            "/goog/cdp/execute",
            &json!({
                "cmd": "Emulation.setEmulatedMedia",
                "params": { "features": [{ "name": "prefers-color-scheme", "value": value }] },
            }),
        );
    }

    /// The page as a PNG.
    pub(crate) fn screenshot(&self) -> Vec<u8> {
        let data = self.command("GET", "/screenshot", &Value::Null);
        base64::engine::general_purpose::STANDARD
            .decode(data.as_str().expect("a screenshot"))
            .expect("a base64 screenshot")
    }

    /// The console's entries since the last call, each as `LEVEL source: message`.
    pub(crate) fn console(&self) -> Vec<String> {
        let entries = self.command("POST", "/se/log", &json!({ "type": "browser" }));
        entries
            .as_array()
            .map(|list| {
                list.iter()
                    .map(|e| {
                        format!(
                            "{} {}: {}",
                            e["level"].as_str().unwrap_or("?"),
                            e["source"].as_str().unwrap_or("?"),
                            e["message"].as_str().unwrap_or("?")
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.agent.delete(&self.url).call();
    }
}

/// An element of the page, by its WebDriver id.
pub(crate) struct Element(String);

impl Element {
    /// The element as a script's argument.
    pub(crate) fn to_json(&self) -> Value {
        json!({ ELEMENT: self.0 })
    }
}

/// Sends a WebDriver command; its answer's `value`, or a failed test.
fn send(agent: &ureq::Agent, method: &str, url: &str, body: &Value) -> Value {
    try_send(agent, method, url, body).unwrap_or_else(|e| panic!("{method} {url}: {e}"))
}

/// Sends a WebDriver command (a `GET`, else a `POST` of `body`); its answer's `value`, or
/// its error's name and message.
fn try_send(agent: &ureq::Agent, method: &str, url: &str, body: &Value) -> Result<Value, String> {
    let (status, bytes) = crate::http::request(agent, url, (method != "GET").then_some(body))?;
    let text = String::from_utf8_lossy(&bytes);
    let value: Value = serde_json::from_str(&text).map_err(|e| format!("{e}: {text}"))?;
    let value = value["value"].clone();
    if (200..300).contains(&status) {
        Ok(value)
    } else {
        Err(format!("{}: {}", value["error"], value["message"]))
    }
}
