//! The digit strike-out game: its rules, a checker for move lists, a game to play move by
//! move, the shortest solution with a proof that none is shorter, and the number of
//! solutions of each length.
//!
//! - [`Field`]: the rules. Digits in rows of a given width, live or struck; the moves
//!   ([`Field::moves`], [`Field::try_strike`]), the append step ([`Field::append`]), the
//!   notebook view ([`Field::rows`], struck cells shown as `.`). [`StartError`] says why a
//!   start is refused, [`IllegalMove`] why a move is.
//! - [`replay`]: the checker. Plays a move list (pairs of 0-based cell positions),
//!   appending whenever the field is stuck, into a [`Replay`] of [`Phase`]s, or names the
//!   move and cells of an illegal move ([`MoveError`]).
//! - [`Game`]: a game in progress, one move at a time, for a player: [`Game::play`] takes a
//!   move and answers with a [`Turn`] (the blocks appended, the [`Status`]), or an
//!   [`IllegalMove`]; [`Game::hint`] suggests a move ([`Hint`]).
//! - [`solve`]: a best-first search over phases (the play between two appends) for a
//!   shortest solution, exact within a length bound ([`SolveReport`], [`Solution`],
//!   [`Work`]).
//! - [`count`]: every distinct solution (distinct final digit string) up to a length
//!   ([`Counts`]).
//! - [`parse_move_list`], [`parse_move`], [`parse_cell`]: moves as text, with errors that
//!   say where and what ([`NotationError`], a [`ParseError`] of [`NotationErrorKind`]).
//!
//! ```
//! use strikeout::{count, replay, solve, Field};
//!
//! let start = Field::standard();
//! assert_eq!(start.rows(), ["123456789", "111213141", "516171819"]);
//! let report = solve(&start, 100);
//! let solution = report.solution().expect("a solution of at most 100 cells");
//! // The moves replay through the checker and win.
//! let game = replay(&start, solution.moves()).unwrap();
//! assert!(game.is_won());
//! assert_eq!(game.field().len(), solution.length());
//! // Nothing shorter exists, and `count` agrees.
//! let counts = count(&start, solution.length());
//! assert_eq!(counts.by_length.keys().next(), Some(&solution.length()));
//! ```
//!
//! `examples/shortest.rs` in the repository finds and prints the proved-shortest solution
//! through this library alone (`cargo run --example shortest --no-default-features`).
//!
//! # Choices where the rules leave room
//!
//! - A move list names cells by their 0-based position in reading order; a cell keeps its
//!   position for good, since the field only grows. Appends are not written in a move
//!   list: [`replay`] appends whenever the field is stuck before the next move (up to
//!   [`MAX_CELLS`] cells, as some fields stay stuck for ever). A [`Game`] appends as soon
//!   as the field is stuck, within the same bound.
//! - Two solutions are different when their final fields (the whole digit string) differ;
//!   [`Counts::by_length`] lists only lengths with at least one solution.
//! - [`solve`] and [`count`] take a length bound: a game can go on for ever, so "no
//!   solution of at most L cells" is an answer (proved by exhausting every shorter field),
//!   not a failure.
//! - In the notebook view ([`Field::rows`]) a struck cell is shown as `.`.
//! - Errors are data to match on; their messages name cells by position, row and column,
//!   and never a command-line option. Results that a program prints as text are words of
//!   the program, not of this library.
//!
//! # Features
//!
//! - `serde`: [`SolveReport`], [`Counts`] and [`Replay`] serialize as the documents of
//!   `strikeout solve --json`, `count --json` and `check --json`; [`Work`], [`Hint`] and
//!   [`Status`] serialize too. Appended blocks are digit strings, moves `[a, b]` pairs.
//! - `cli` (default): the `strikeout` command (clap, serde_json); it enables `serde`. A
//!   library user takes the crate with `default-features = false`.
//! - `naive`: `naive_search`, the breadth-first search over single moves that remembers
//!   every field (the baseline of the benchmarks and the independent oracle of the
//!   tests).
//!
//! The rules, the search and the proof of optimality are described in `docs/strikeout.md`
//! of the repository.

#![deny(missing_docs)]

mod cells;
mod check;
mod count;
mod error;
mod field;
mod game;
mod hint;
#[cfg(feature = "naive")]
mod naive;
mod notation;
mod phase;
mod solve;

pub use check::{MAX_CELLS, Phase, Replay, replay};
pub use count::{Counts, count};
pub use error::{CellName, IllegalMove, MoveError, StartError};
pub use field::{Field, Move, STANDARD_START, STANDARD_WIDTH};
pub use game::{Game, Status, Turn};
/// The position and kind of an error in text: see [`NotationError`].
pub use games_common::ParseError;
pub use hint::{Hint, hint};
#[cfg(feature = "naive")]
pub use naive::{NaiveReport, naive_search};
pub use notation::{NotationError, NotationErrorKind, parse_cell, parse_move, parse_move_list};
pub use solve::{Solution, SolveReport, Work, solve};

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
