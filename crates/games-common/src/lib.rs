//! Shared pieces of the puzzle-solver workspace, and nothing puzzle-specific.
//!
//! - [`Nimber`] and [`mex`]: Nim arithmetic, the values of impartial games.
//! - [`ImpartialGame`] and [`GrundyEvaluator`]: any finite impartial game, valued by its
//!   definition (a memoized Sprague–Grundy evaluation). Solver crates use it as the slow,
//!   independent oracle their fast algorithms are tested against.
//! - [`input`]: input text with `#` comments, tokens with their columns, and a
//!   [`ParseError`] that carries line, column and a kind of each crate's own to match on.
//! - [`output`]: the format of a picture file, chosen by its extension (`.svg`, `.png`,
//!   `.pdf`, `.gif`) among those a command writes, one rule and one [`FormatError`](output::FormatError).
//! - `raster` (feature `png`): an SVG drawing as a PNG image, its text in a font shipped
//!   with the crate, so the image is the same on every machine.
//! - [`range`]: whole numbers and ranges of them (`N`, `A..=B`, `A..B`) as every program
//!   takes them, one grammar and one [`RangeError`].
//! - [`session`]: [`Session`](session::Session), one game in play under the same names
//!   in every game library (sides, standing, legal moves, play, reply, undo, hint, save
//!   and restore), its moves explained in the library's words.
//! - [`shard`]: the part K of M of a run cut for a cluster's scheduler, and the checksum
//!   and words the programs that merge parts share.
//! - [`xml`]: text made safe for the SVG pictures the solvers draw.
//!
//! This is the vocabulary that the solver libraries' APIs name (`ParseError`, `Nimber`), so
//! it changes rarely: a breaking change here forces a breaking release of every library
//! that re-exports one of its types. It does no I/O. The binaries' plumbing (exit
//! statuses, reading files, JSON output, progress) is the separate `games-cli` crate, which
//! no library names.
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

mod game;
pub mod input;
mod nim;
pub mod output;
pub mod range;
#[cfg(feature = "png")]
pub mod raster;
pub mod session;
pub mod shard;
pub mod text;
pub mod xml;

pub use game::{GrundyEvaluator, ImpartialGame};
pub use input::ParseError;
pub use nim::{Nimber, mex};
pub use range::{NumberRange, RangeError};
