//! The digit strike-out game: its rules, a checker for move lists, the shortest solution
//! with a proof that none is shorter, and the number of solutions of each length.
//!
//! - [`Field`]: the rules. Digits in rows of a given width, live or struck; the moves
//!   ([`Field::moves`]), the append step ([`Field::append`]), the notebook view
//!   ([`Field::rows`], struck cells shown as `.`).
//! - [`replay`]: the checker. Plays a move list (pairs of 0-based cell positions), appending
//!   whenever the field is stuck, and names the move and cells of an illegal move
//!   ([`MoveError`]).
//! - [`solve`]: a best-first search over phases (the play between two appends) for a
//!   shortest solution, exact within a length bound ([`SolveReport`]).
//! - [`count`]: every distinct solution (distinct final digit string) up to a length
//!   ([`Counts`]).
//! - [`hint`]: a move that keeps a shortest solution reachable.
//! - [`naive_search`]: breadth-first over single moves, the baseline and test oracle.
//! - [`notebook`], [`parse_move_list`], [`parse_move`]: moves and games as text.
//!
//! ```
//! use strikeout::{count, replay, solve, Field};
//!
//! let start = Field::standard();
//! assert_eq!(start.rows(), ["123456789", "111213141", "516171819"]);
//! let report = solve(&start, 100);
//! let solution = report.solution.expect("a solution of at most 100 cells");
//! // The moves replay through the checker and win.
//! let game = replay(&start, &solution.moves).unwrap();
//! assert!(game.is_won());
//! assert_eq!(game.field().len(), solution.length);
//! // Nothing shorter exists, and `count` agrees.
//! let counts = count(&start, solution.length);
//! assert_eq!(counts.by_length.keys().next(), Some(&solution.length));
//! ```
//!
//! Choices where the rules leave room:
//! - A move list names cells by their 0-based position in reading order; a cell keeps its
//!   position for good, since the field only grows. Appends are not written in a move
//!   list: [`replay`] appends whenever the field is stuck before the next move (up to
//!   [`MAX_CELLS`] cells, as some fields stay stuck for ever).
//! - Two solutions are different when their final fields (the whole digit string) differ;
//!   [`Counts::by_length`] lists only lengths with at least one solution.
//! - [`solve`] and [`count`] take a length bound: a game can go on for ever, so "no
//!   solution of at most L cells" is an answer (proved by exhausting every shorter field),
//!   not a failure.
//! - In the notebook view ([`notebook`], [`rows`]) a struck cell is shown as `.`.
//!
//! The rules, the search and the proof of optimality are described in `docs/strikeout.md`
//! of the repository.

#![deny(missing_docs)]

mod cells;
mod check;
mod count;
mod error;
mod field;
mod hint;
mod naive;
mod notation;
mod phase;
mod solve;

pub use cells::Cells;
pub use check::{MAX_CELLS, Phase, Replay, replay};
pub use count::{Counts, count};
pub use error::{CellName, IllegalMove, MoveError, StartError};
pub use field::{Field, Move, STANDARD_START, STANDARD_WIDTH, digit_string, digits_match};
pub use hint::hint;
pub use naive::{NaiveReport, naive_search};
pub use notation::{cell_label, counted, notebook, parse_cell, parse_move, parse_move_list, rows};
pub use phase::{moves_to, stuck_positions};
pub use solve::{Solution, SolveReport, Work, solve};

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
