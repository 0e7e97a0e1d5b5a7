//! The pages' endpoints, one module per game, each a `Router` nested under
//! `/api/GAME`: the game's JSON in, the game's JSON, picture and words out. Each handler
//! runs on a thread of the solver pool ([`crate::pool`]), so it calls the libraries
//! directly.

use axum::Router;
use axum::middleware::from_fn_with_state;

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
pub use self::strikeout::{HINT_MEMORY, HINT_POSITIONS};

/// Every game's endpoints under `/api`, each answered on the solver pool
/// ([`crate::pool`]), with bodies of at most [`BODY_LIMIT`](crate::BODY_LIMIT) bytes
/// ([`DOBBLE_BODY_LIMIT`] for Dobble).
pub(crate) fn api() -> Router {
    let pooled = |routes: Router, limit: usize| {
        routes.layer(from_fn_with_state(
            crate::pool::Limits::body(limit),
            crate::pool::on_pool,
        ))
    };
    let limit = crate::BODY_LIMIT;
    Router::new()
        .nest("/api/hackenbush", pooled(self::hackenbush::routes(), limit))
        .nest("/api/strikeout", pooled(self::strikeout::routes(), limit))
        .nest("/api/marbles", pooled(self::marbles::routes(), limit))
        .nest(
            "/api/dobble",
            pooled(self::dobble::routes(), DOBBLE_BODY_LIMIT),
        )
        .nest("/api/bulgarian", pooled(self::bulgarian::routes(), limit))
}
