//! Shared pieces of the puzzle-solver workspace, and nothing puzzle-specific.
//!
//! - [`Nimber`] and [`mex`]: Nim arithmetic, the values of impartial games.
//! - [`ImpartialGame`] and [`GrundyEvaluator`]: any finite impartial game, valued by its
//!   definition (a memoized Sprague–Grundy evaluation). Solver crates use it as the slow,
//!   independent oracle their fast algorithms are tested against.
//! - [`input`]: input text with `#` comments, tokens with their columns, and a
//!   [`ParseError`] that carries line, column and a kind of each crate's own to match on.
//! - `cli` (feature `cli`): the conventions every solver binary follows: exit statuses,
//!   one-line error messages with their causes, reading a file or `-`, JSON output (and the
//!   JSON conventions every crate's `serde` types follow), failed writes, progress only on a
//!   terminal. It is the only part that does I/O; without it the crate does none.
//!
//! ```
//! use games_common::{mex, GrundyEvaluator, ImpartialGame, Nimber};
//!
//! /// The subtraction game: take 1, 2 or 3 counters from a heap.
//! struct TakeAway;
//! impl ImpartialGame for TakeAway {
//!     type Position = u32;
//!     type Move = u32;
//!     fn moves(&self, heap: &u32) -> Vec<(u32, u32)> {
//!         (1..=3).filter(|take| take <= heap).map(|take| (take, heap - take)).collect()
//!     }
//! }
//!
//! let mut evaluator = GrundyEvaluator::new(&TakeAway);
//! assert_eq!(evaluator.value(&10), Nimber(2));
//! assert_eq!(evaluator.winning_moves(&10), vec![2]);
//! assert_eq!(mex([Nimber(0), Nimber(1), Nimber(3)]), Nimber(2));
//! assert_eq!(Nimber(3) ^ Nimber(5), Nimber(6));
//! ```

#![deny(missing_docs)]

#[cfg(feature = "cli")]
pub mod cli;
mod game;
pub mod input;
mod nim;

pub use game::{GrundyEvaluator, ImpartialGame};
pub use input::{InputError, ParseError};
pub use nim::{Nimber, mex};
