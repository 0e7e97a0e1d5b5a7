//! The pages' endpoints, one module per game, each a `Router` nested under
//! `/api/GAME`: the game's JSON in, the game's JSON, picture and words out.

use axum::Router;

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
pub use self::marbles::{FAMILY_HEAP_LIMIT, MOST_BUTTONS};
pub use self::strikeout::{HINT_BOUND, HINT_MEMORY, HINT_POSITIONS};

/// Every game's endpoints under `/api`.
pub(crate) fn api() -> Router {
    Router::new()
        .nest("/api/hackenbush", self::hackenbush::routes())
        .nest("/api/strikeout", self::strikeout::routes())
        .nest("/api/marbles", self::marbles::routes())
        .nest("/api/dobble", self::dobble::routes())
        .nest("/api/bulgarian", self::bulgarian::routes())
}
