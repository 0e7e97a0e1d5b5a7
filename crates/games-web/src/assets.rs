//! The pages as plain files, embedded in the binary (`include_str!`): HTML, one style
//! sheet, the script every page shares and one script per page. No build step, no
//! network: a page needs nothing but this server.

use axum::Router;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;

/// A file served: its address, media type and text.
struct Asset {
    path: &'static str,
    media_type: &'static str,
    text: &'static str,
}

const HTML: &str = "text/html; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";

/// Every file the pages are made of.
const ASSETS: [Asset; 13] = [
    Asset {
        path: "/",
        media_type: HTML,
        text: include_str!("../assets/index.html"),
    },
    Asset {
        path: "/hackenbush",
        media_type: HTML,
        text: include_str!("../assets/hackenbush.html"),
    },
    Asset {
        path: "/strikeout",
        media_type: HTML,
        text: include_str!("../assets/strikeout.html"),
    },
    Asset {
        path: "/marbles",
        media_type: HTML,
        text: include_str!("../assets/marbles.html"),
    },
    Asset {
        path: "/dobble",
        media_type: HTML,
        text: include_str!("../assets/dobble.html"),
    },
    Asset {
        path: "/bulgarian",
        media_type: HTML,
        text: include_str!("../assets/bulgarian.html"),
    },
    Asset {
        path: "/app.css",
        media_type: "text/css; charset=utf-8",
        text: include_str!("../assets/app.css"),
    },
    Asset {
        path: "/app.js",
        media_type: JS,
        text: include_str!("../assets/app.js"),
    },
    Asset {
        path: "/hackenbush.js",
        media_type: JS,
        text: include_str!("../assets/hackenbush.js"),
    },
    Asset {
        path: "/strikeout.js",
        media_type: JS,
        text: include_str!("../assets/strikeout.js"),
    },
    Asset {
        path: "/marbles.js",
        media_type: JS,
        text: include_str!("../assets/marbles.js"),
    },
    Asset {
        path: "/dobble.js",
        media_type: JS,
        text: include_str!("../assets/dobble.js"),
    },
    Asset {
        path: "/bulgarian.js",
        media_type: JS,
        text: include_str!("../assets/bulgarian.js"),
    },
];

/// The routes of the files, and `/favicon.ico` answered with no content: the pages name
/// no icon, but a browser asks for one when it shows a picture on its own (the marbles
/// page's Sprague–Grundy grid), and a 404 would be an error in its console.
pub(crate) fn routes() -> Router {
    let icon = Router::new().route("/favicon.ico", get(|| async { StatusCode::NO_CONTENT }));
    ASSETS.iter().fold(icon, |router, asset| {
        let (media_type, text) = (asset.media_type, asset.text);
        router.route(
            asset.path,
            get(move || async move {
                (
                    [
                        (header::CONTENT_TYPE, media_type),
                        (header::CACHE_CONTROL, "no-cache"),
                    ],
                    text,
                )
                    .into_response()
            }),
        )
    })
}
