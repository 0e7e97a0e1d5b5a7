//! The pages as plain files, embedded in the binary (`include_str!`): one shell (head,
//! navigation, scripts) that every page shares, each page's own `<main>`, one style
//! sheet, the script every page shares and one script per page. No build step, no
//! network: a page needs nothing but this server.
//!
//! The server fills the shell once, when the routes are made: the page's title, the
//! navigation (the page's own link marked `aria-current`), its `<main>` (with the status
//! lines and end box every game shares where it writes `{{status}}`), its script, and
//! the limits the page checks before it asks ([`crate::pages::limits`]), both as the
//! `<body>`'s `data-limits` JSON, which the scripts read, and in the forms' `min` and
//! `max` where a fragment names them as `{{name}}`.

use axum::Router;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;

/// The shell every page shares, its blanks `{{title}}`, `{{limits}}`, `{{nav}}`,
/// `{{heading}}`, `{{main}}` (what the page's `<main>` holds under its heading) and
/// `{{script}}`.
const SHELL: &str = include_str!("../assets/shell.html");

/// What every game's `<main>` shows where it writes `{{status}}`: the status line, the
/// error line and the end box with its "Play again" and "New game".
const STATUS: &str = include_str!("../assets/status.html");

/// A page: its address, its title (and its name in the navigation), its heading, what its
/// `<main>` holds under the heading, and its own script.
struct Page {
    path: &'static str,
    title: &'static str,
    heading: &'static str,
    main: &'static str,
    script: Option<&'static str>,
}

/// A game's page: its address `/NAME`, its title, its `<main>` and its script `/NAME.js`.
macro_rules! game {
    ($name:literal, $title:literal) => {
        Page {
            path: concat!("/", $name),
            title: $title,
            heading: $title,
            main: include_str!(concat!("../assets/", $name, ".html")),
            script: Some(concat!("/", $name, ".js")),
        }
    };
}

/// Every page, the index first (which the navigation does not list: the brand links it).
const PAGES: [Page; 6] = [
    Page {
        path: "/",
        title: "games",
        heading: "Games",
        main: include_str!("../assets/index.html"),
        script: None,
    },
    game!("hackenbush", "Hackenbush"),
    game!("strikeout", "Strike-out"),
    game!("marbles", "Marbles"),
    game!("dobble", "Dobble"),
    game!("bulgarian", "Bulgarian solitaire"),
];

/// A file served as it is: its address, media type and text.
struct Asset {
    path: &'static str,
    media_type: &'static str,
    text: &'static str,
}

/// A script of `assets/`, served as `/NAME`.
macro_rules! script {
    ($name:literal) => {
        Asset {
            path: concat!("/", $name),
            media_type: "text/javascript; charset=utf-8",
            text: include_str!(concat!("../assets/", $name)),
        }
    };
}

/// The style sheet and the scripts.
const FILES: [Asset; 7] = [
    Asset {
        path: "/app.css",
        media_type: "text/css; charset=utf-8",
        text: include_str!("../assets/app.css"),
    },
    script!("app.js"),
    script!("hackenbush.js"),
    script!("strikeout.js"),
    script!("marbles.js"),
    script!("dobble.js"),
    script!("bulgarian.js"),
];

/// `text` with `&`, `<`, `>` and `"` escaped, for an attribute's value in quotes.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The page's HTML: the shell filled, then every limit's `{{name}}` in it.
fn html(page: &Page) -> String {
    let limits = crate::pages::limits();
    let json: serde_json::Map<String, serde_json::Value> = limits
        .iter()
        .map(|&(name, value)| (name.to_owned(), value.into()))
        .collect();
    let nav: Vec<String> = PAGES[1..]
        .iter()
        .map(|p| {
            let current = if p.path == page.path {
                " aria-current=\"page\""
            } else {
                ""
            };
            format!("      <a href=\"{}\"{current}>{}</a>", p.path, p.title)
        })
        .collect();
    let script = page
        .script
        .map(|src| format!("  <script src=\"{src}\"></script>\n"))
        .unwrap_or_default();
    let mut text = SHELL
        .replace("{{title}}", page.title)
        .replace(
            "{{limits}}",
            &attribute(&serde_json::Value::Object(json).to_string()),
        )
        .replace("{{nav}}", &nav.join("\n"))
        .replace("{{heading}}", page.heading)
        .replace("{{main}}\n", page.main)
        .replace("{{status}}\n", STATUS)
        .replace("{{script}}\n", &script);
    for (name, value) in limits {
        text = text.replace(&format!("{{{{{name}}}}}"), &value.to_string());
    }
    text
}

/// A `GET` route answering `text` as `media_type`, never cached without asking.
fn file(media_type: &'static str, text: String) -> axum::routing::MethodRouter {
    get(move || async move {
        (
            [
                (header::CONTENT_TYPE, media_type),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            text,
        )
            .into_response()
    })
}

/// The routes of the pages and files, and `/favicon.ico` answered with no content: the
/// pages name no icon, but a browser asks for one when it shows a picture on its own (the
/// marbles page's Sprague–Grundy grid), and a 404 would be an error in its console.
pub(crate) fn routes() -> Router {
    let icon = Router::new().route("/favicon.ico", get(|| async { StatusCode::NO_CONTENT }));
    let pages = PAGES.iter().fold(icon, |router, page| {
        router.route(page.path, file("text/html; charset=utf-8", html(page)))
    });
    FILES.iter().fold(pages, |router, asset| {
        router.route(asset.path, file(asset.media_type, asset.text.to_owned()))
    })
}

#[cfg(test)]
mod tests {
    use super::{PAGES, html};

    /// Every page is whole: no blank left unfilled, one navigation with the page's own
    /// link marked (none on the index), the limits as JSON the scripts can read, and the
    /// forms' bounds from the same constants.
    #[test]
    fn every_page_is_filled() {
        for page in &PAGES {
            let text = html(page);
            assert!(!text.contains("{{"), "{}: a blank left: {text}", page.path);
            assert_eq!(text.matches("<nav").count(), 1, "{}", page.path);
            assert_eq!(text.matches("<main>").count(), 1, "{}", page.path);
            let game = !matches!(page.path, "/" | "/bulgarian");
            assert_eq!(
                text.matches("id=\"over\"").count(),
                usize::from(game),
                "{}: the end box",
                page.path
            );
            let marked = text.matches("aria-current=\"page\"").count();
            assert_eq!(marked, usize::from(page.path != "/"), "{}", page.path);
            let start = text.find("data-limits=\"").unwrap() + "data-limits=\"".len();
            let end = start + text[start..].find('"').unwrap();
            let json = text[start..end]
                .replace("&quot;", "\"")
                .replace("&amp;", "&");
            let limits: serde_json::Value = serde_json::from_str(&json).unwrap();
            assert_eq!(
                limits["dobble_upload_bytes"],
                crate::pages::UPLOAD_BYTES,
                "{}",
                page.path
            );
        }
        let strikeout = html(&PAGES[2]);
        let most = format!("max=\"{}\"", strikeout::field::MAX_CELLS);
        assert!(strikeout.contains(&most), "{strikeout}");
    }
}
