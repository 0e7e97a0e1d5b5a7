//! A local web app on the puzzle-solver libraries: Hackenbush, strike-out and marbles
//! played against the program (or a friend), a Dobble deck designed, printed and played,
//! Bulgarian solitaire traced step by step; every answer and every picture is the
//! libraries' own.
//!
//! # How the pages keep their games
//!
//! The server keeps nothing. The page holds the game: each request carries the game as
//! its library saves it (serde JSON: a Hackenbush game's start and cuts, a strike-out
//! game's start and moves, a marbles match's rules, heap and takes) with the move, and the
//! answer carries the new saved game, the picture and the words. The library restores
//! (and checks) the saved game on every request, so a restart of the server, a second tab
//! or a second server loses nothing and cannot disagree; the page also keeps the game in
//! the browser's `localStorage`, so a reload carries on where it was.
//!
//! # Bounds
//!
//! Every request's body is at most [`BODY_LIMIT`] bytes (413 past it; a Dobble design
//! with its uploaded pictures, [`pages::DOBBLE_BODY_LIMIT`]), and each game's
//! work is bounded by its library's own limits (the pictures' sizes, the solvers' heaps,
//! a hint's memory budget) or a tighter one of the page's, named in the refusal. A refusal
//! is status 400 or 413 with `{"error": "..."}`, the library's words where a library
//! refused; nothing a request holds can make the server panic.
//!
//! - **Answers**: an answer has at most [`ANSWER_MULTIPLE`] (2) times its request's body
//!   and [`ANSWER_ALLOWANCE`] (8 MiB) bytes ([`answer_limit`]); a larger one is refused
//!   with 400, naming both sizes. A Dobble deck's answer sends each picture once, not on
//!   every card and sheet that shows it.
//! - **Solver work** runs on a bounded pool of threads with two lanes ([`pool`]), each
//!   endpoint on the lane it declares: the heavy lane ([`pool::Lane::Heavy`]: designs,
//!   PDFs, hints, Hackenbush, traces) has [`pool::SOLVER_THREADS`] threads,
//!   [`pool::QUEUE`] waiting ([`pool::QUEUE_BYTES`] of bodies) and [`pool::TIME_LIMIT`] a
//!   request; the light lane ([`pool::Lane::Light`]: a strike-out or marbles move, new
//!   game, undo or view, a Dobble round or guess) its own [`pool::LIGHT_THREADS`],
//!   [`pool::LIGHT_QUEUE`], [`pool::LIGHT_BYTES`] and [`pool::LIGHT_TIME_LIMIT`], so a
//!   move never waits behind a design. Past a lane's bounds the answer is 503 with
//!   `Retry-After` ([`RETRY_AFTER_SECONDS`]), at once. The threads that serve the sockets
//!   never solve.
//! - **Connections**, in the program (`src/cmd/serve.rs`, its socket I/O kept out of the
//!   library): header and idle timeouts, a cap on open connections under the descriptor
//!   limit (the oldest idle one gives way to a new one), accept errors survived, and a
//!   `Host` other than the server's own address or `localhost`
//!   ([`address::host_allowed`]) answered 421.
//! - **Headers**: every answer carries [`CONTENT_SECURITY_POLICY`] (no inline script,
//!   never framed), `X-Content-Type-Options: nosniff` and `X-Frame-Options: DENY`.
//!
//! # Features
//!
//! - `server`: [`router`], the pages and their endpoints as an axum `Router`.
//! - `cli` (default): the `games-web` program, which serves the router on 127.0.0.1.
//!
//! Without features the crate holds only [`address`], where the program listens.

pub mod address;
#[cfg(feature = "server")]
mod assets;
#[cfg(feature = "server")]
mod guard;
#[cfg(feature = "server")]
pub mod pages;
#[cfg(feature = "server")]
pub mod pool;
#[cfg(feature = "server")]
mod protocol;

#[cfg(feature = "server")]
pub use guard::{ANSWER_ALLOWANCE, ANSWER_MULTIPLE, CONTENT_SECURITY_POLICY, answer_limit, secure};
#[cfg(feature = "server")]
pub use protocol::{ApiError, BODY_LIMIT, RETRY_AFTER_SECONDS};

/// The whole app: the pages, their files and their endpoints, with every request body
/// capped at [`BODY_LIMIT`] bytes.
///
/// ```
/// let app = games_web::router();
/// # let _ = app;
/// ```
#[cfg(feature = "server")]
pub fn router() -> axum::Router {
    assets::routes()
        .merge(pages::api())
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT))
        .layer(axum::middleware::from_fn(guard::guard))
}
