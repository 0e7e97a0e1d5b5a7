//! The marble take-away game, solved for any `u64` heap: who wins, with which takes, and a
//! player, referee rules and tournament scoring for the contest protocol.
//!
//! n marbles lie on the table; the first move takes 2 or 3; after a take of k the next
//! player takes between k+1 and 2k, or all that remain when fewer than k+1 remain; whoever
//! takes the last marble wins.
//!
//! - [`Position`]: the rules (legal takes, what a take leads to, [`GameError`]).
//! - [`solve`], [`mover_loses`], [`winning_takes`]: answers from the structure of the
//!   losing positions, proved in closed form (`docs/marbles.md`), in microseconds for any
//!   heap. [`Solution`] and [`Winner`] hold the answer for a game of n marbles.
//! - [`PlainTable`]: the plain win/loss table of the definition, filled with bit sets; the
//!   oracle the structure is tested against.
//! - [`choose`]: the take a player makes ([`Choice`]): a winning take when there is one,
//!   else the one that leaves the opponent the fewest winning replies.
//! - [`Player`]: one side of the contest protocol as a state machine, and [`Game`], the
//!   referee's record of a game; both check every take and do no I/O.
//!
//! ```
//! use marbles::{choose, solve, Position, Winner};
//!
//! // n = 25: the first player wins by taking 2.
//! let s = solve(25)?;
//! assert_eq!(s.winner, Winner::First);
//! assert_eq!(s.winning_first_moves, vec![2]);
//!
//! // Play it out: the winner keeps winning whatever the loser tries.
//! let mut position = Position::start(25)?;
//! let mut mover = 1;
//! while let Some(choice) = choose(&position) {
//!     position = position.take(choice.take)?;
//!     mover = 3 - mover;
//! }
//! assert_eq!(3 - mover, 1, "the first player took the last marble");
//! # Ok::<(), marbles::GameError>(())
//! ```

#![deny(missing_docs)]

mod pieces;
mod plain;
mod protocol;
mod rules;
mod strategy;
mod structure;

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use plain::PlainTable;
pub use protocol::{End, Game, Player, Reason};
pub use rules::{GameError, Position};
pub use strategy::{Choice, EXHAUSTIVE_SCAN, choose};
pub use structure::{
    Solution, Winner, count_winning_takes, first_player_loses, is_lost, mover_loses, solve,
    winning_takes,
};
