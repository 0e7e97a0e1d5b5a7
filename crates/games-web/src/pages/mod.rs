//! The pages' endpoints, one module per game, each a `Router` nested under
//! `/api/GAME`: the game's JSON in, the game's JSON, picture and words out. Each handler
//! runs on a thread of the solver pool ([`crate::pool`]), on the lane its route declares
//! (`light(...)` or `heavy(...)`), so it calls the libraries directly.

use axum::Router;
use axum::routing::MethodRouter;

use crate::pool::Lane;

mod bulgarian;
mod dobble;
mod hackenbush;
mod marbles;
mod strikeout;

pub use self::bulgarian::RANDOM_MOST;
pub use self::dobble::{
    DOBBLE_BODY_LIMIT, MOST_SYMBOLS_PER_CARD, MOST_UPLOADS, UPLOAD_BYTES, UPLOAD_PIXELS,
    UPLOADS_BYTES,
};
pub use self::hackenbush::PICTURE_BYTES;
pub use self::marbles::MOST_BUTTONS;
pub use self::strikeout::{HINT_MEMORY, HINT_POSITIONS};

/// Every game's endpoints under `/api`, each answered on its lane of the solver pool
/// ([`crate::pool`]), with bodies of at most [`BODY_LIMIT`](crate::BODY_LIMIT) bytes
/// ([`DOBBLE_BODY_LIMIT`] for Dobble's).
pub(crate) fn api() -> Router {
    Router::new()
        .nest("/api/hackenbush", self::hackenbush::routes())
        .nest("/api/strikeout", self::strikeout::routes())
        .nest("/api/marbles", self::marbles::routes())
        .nest("/api/dobble", self::dobble::routes())
        .nest("/api/bulgarian", self::bulgarian::routes())
}

/// What a field of a random start takes, in the words of a refusal ([`Fields::takes`]):
/// its `size` field, `what` from 1 to `most`, or its `seed`, any `u64`.
///
/// [`Fields::takes`]: crate::protocol::Fields::takes
fn random_start(
    field: &str,
    size: &str,
    what: &str,
    most: impl std::fmt::Display,
) -> Option<String> {
    if field == size {
        Some(format!("{what} is a whole number from 1 to {most}"))
    } else if field == "seed" {
        Some(format!("the seed is a whole number from 0 to {}", u64::MAX))
    } else {
        None
    }
}

/// The routes of a game played through its library's session, in this order: `/new`,
/// `/move`, `/undo`, `/hint` and `/show` (a saved game shown as it stands), each on the
/// lane its handler was given.
fn session(routes: [MethodRouter; 5]) -> Router {
    let [new, play, undo, hint, show] = routes;
    Router::new()
        .route("/new", new)
        .route("/move", play)
        .route("/undo", undo)
        .route("/hint", hint)
        .route("/show", show)
}

/// `route` answered on the light lane ([`Lane::Light`]), its bodies of at most
/// [`BODY_LIMIT`](crate::BODY_LIMIT) bytes.
fn light(route: MethodRouter) -> MethodRouter {
    Lane::Light.serve(crate::BODY_LIMIT, route)
}

/// `route` answered on the heavy lane ([`Lane::Heavy`]), its bodies of at most
/// [`BODY_LIMIT`](crate::BODY_LIMIT) bytes.
fn heavy(route: MethodRouter) -> MethodRouter {
    Lane::Heavy.serve(crate::BODY_LIMIT, route)
}

/// The limits the pages check before they ask, by name, taken from the constants the
/// handlers check: the server writes them into every page ([`crate::assets`]), as the
/// `<body>`'s `data-limits` JSON the scripts read (`App.limits`) and in the forms' bounds.
pub(crate) fn limits() -> [(&'static str, u64); 10] {
    let bytes = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
    let (width, height) = ::dobble::print::Paper::A4.size_mm();
    let most_card_mm = width.min(height) - 2.0 * ::dobble::print::MARGIN_MM;
    [
        ("bulgarian_random_most", RANDOM_MOST),
        ("dobble_most_uploads", bytes(MOST_UPLOADS)),
        ("dobble_upload_bytes", bytes(UPLOAD_BYTES)),
        ("dobble_uploads_bytes", bytes(UPLOADS_BYTES)),
        ("dobble_card_mm", ::dobble::draw::DEFAULT_CARD_MM as u64),
        (
            "dobble_least_card_mm",
            ::dobble::print::MIN_CARD_MM.ceil() as u64,
        ),
        ("dobble_most_card_mm", most_card_mm.floor() as u64),
        ("hackenbush_picture_bytes", bytes(PICTURE_BYTES)),
        ("strikeout_most_cells", bytes(::strikeout::field::MAX_CELLS)),
        (
            "strikeout_picture_cells",
            bytes(::strikeout::frames::MAX_PICTURE_CELLS),
        ),
    ]
}
