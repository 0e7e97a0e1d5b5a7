//! The marble take-away game, solved for any `u64` heap: who wins, with which takes, and a
//! player, a referee and tournament standings for the contest protocol, all without I/O.
//!
//! n marbles lie on the table; the first move takes 2 or 3; after a take of k the next
//! player takes between k+1 and 2k, or all that remain when fewer than k+1 remain; whoever
//! takes the last marble wins.
//!
//! The root holds the headline names; the rest live in modules named for their concept.
//!
//! - [`Rules`], [`Position`], [`Seat`], [`GameError`]: one member of the family of
//!   take-k-to-ck games (first take `A..=B`, factor C, take-all on or off; the contest's
//!   is [`Rules::CONTEST`]), a position (marbles left, last take), the two players (1 and
//!   2, as the protocol numbers them), and the one error of the rules.
//! - [`Solver`]: the one place that decides how a member is solved: the contest's rules
//!   from the proved structure of the losing positions, for any `u64` heap; every other
//!   member exactly by a [`FamilyTable`] up to [`FamilyTable::MAX_HEAP`] marbles.
//!   [`Solver::solution`] answers who wins a game of n marbles ([`Solution`];
//!   [`solve_family`] for one answer), [`Solver::choose`] the take to play ([`Choice`]),
//!   in a lost position by the rule [`Solver::when_losing`] sets ([`WhenLosing`]: the
//!   fewest winning replies for the opponent, or the original program's smallest legal
//!   take).
//! - [`solve`] and [`choose`]: the contest's answers, straight from the structure;
//!   [`structure`] holds the rest of it ([`structure::mover_loses`],
//!   [`structure::is_lost`], [`structure::winning_takes`],
//!   [`structure::count_winning_takes`], [`structure::first_player_loses`]), proved in
//!   closed form ([`docs/marbles.md`](https://docs.rs/crate/marbles/latest/source/docs/marbles.md)),
//!   in microseconds for any heap.
//! - [`Player`] and [`Game`], with the rest of [`protocol`]: one side of the contest
//!   protocol as a state machine (feed it the opponent's takes, ask it for its own), the
//!   grammar of what a player reads ([`protocol::Tokenizer`]), and the referee as a state
//!   machine: feed it what the program to move did ([`protocol::Event`]: a line, a closed
//!   output, a time-out); it answers the take to pass on or the end of the game
//!   ([`protocol::Step`], [`protocol::End`] with its [`protocol::Reason`] and
//!   [`protocol::Detail`]), and keeps the record ([`protocol::Refereed`]). Running the
//!   programs (processes, pipes, timers) is the caller's part.
//! - [`session::Match`], with the rest of [`session`]: a game in play with no I/O, between
//!   a person and the program or two people at one screen, under the names every game
//!   of the workspace shares ([`session::Session`]): the takes, the program's replies
//!   with their reason, a hint and the standing for the side to move, the legal takes,
//!   undo, and (feature `serde`) a save checked when restored within its limit
//!   ([`session::SavedSession`]); each turn, hint and standing displays as the sentence
//!   both front ends show. In a lost position the program leaves the other side the
//!   fewest winning replies ([`WhenLosing::FewestReplies`]), so that a slip is likeliest.
//!   It is apart from the referee of [`protocol`]: the two share only the rules.
//! - [`Tournament`], with the rest of [`tournament`]: the schedule over a range of
//!   [`tournament::Heaps`] (every ordered pair of programs, [`tournament::Pairing`]) and
//!   the standings ([`tournament::Standing`], [`Tournament::ranking`]).
//! - [`Grid`]: the Sprague–Grundy values SG(p, q) of every position with at most N
//!   marbles, from the definition, and their picture as SVG with the proved runs of losing
//!   positions outlined and the start of each game marked with its winner
//!   ([`Grid::start_winner`]; [`GridError`] for a size or rules it refuses).
//! - `naive` (feature `naive`): `naive::PlainTable`, the plain win/loss table of the
//!   definition, filled with bit sets; the oracle the structure is tested against; and
//!   `naive::OriginalPlayer`, the original program's O(n³) table and player, the oracle of
//!   [`WhenLosing::Minimum`].
//!
//! Errors are typed and hold their numbers as numbers: [`GameError`] (the rules: a rule
//! set, a heap or a take refused),
//! [`tournament::TournamentError`] (ranges of heaps, the programs of a tournament),
//! [`protocol::TokenError`] (what a player reads). Nothing in the
//! library reads, writes, spawns or prints.
//!
//! ```
//! use marbles::{Player, Seat, choose, solve, Position};
//!
//! // n = 25: the first player wins by taking 2.
//! let s = solve(25)?;
//! assert_eq!(s.winner, Seat::First);
//! assert_eq!(s.winning_first_moves, vec![2]);
//!
//! // Play it out: the winner keeps winning whatever the loser tries.
//! let mut position = Position::start(25)?;
//! let mut mover = Seat::First;
//! while let Some(choice) = choose(&position) {
//!     position = position.take(choice.take)?;
//!     mover = mover.other();
//! }
//! assert_eq!(mover.other(), Seat::First, "the first player took the last marble");
//!
//! // The same game through the protocol's state machines.
//! let (mut one, mut two) = (Player::new(25, Seat::First)?, Player::new(25, Seat::Second)?);
//! while !one.is_over() {
//!     let (mover, other) = if one.is_my_turn() { (&mut one, &mut two) } else { (&mut two, &mut one) };
//!     let take = mover.play().expect("its turn").take;
//!     other.opponent_takes(take)?;
//! }
//! assert_eq!(two.winner(), Some(Seat::First));
//! # Ok::<(), marbles::GameError>(())
//! ```
//!
//! `examples/who_wins.rs` prints who wins for a few heaps, up to 10^18, and plays one game
//! out, through the library alone (`cargo run -p marbles --example who_wins
//! --no-default-features`).
//!
//! # Features and choices
//!
//! Features: `serde` derives `serde::Serialize` and `serde::Deserialize` on the library's
//! data ([`Solution`], [`Rules`], [`Seat`] as `"first"` or `"second"`, [`Position`],
//! [`GameError`], [`protocol::Reason`], [`protocol::End`], [`protocol::Refereed`],
//! [`Tournament`] and its parts, [`WhenLosing`], and [`session::Match`]
//! as a save: its rules, heap, who plays each side, rule and takes, replayed when read): their
//! own fields, in any serde format, read back through the same checks as the
//! constructors (the binary composes its `--json` documents from them); `naive` adds
//! `naive::PlainTable`; `cli` (the default) builds the `marbles` binary and enables `serde`.
//! Without `cli` the only dependencies are `games-common` (the shared grammar of ranges)
//! and `thiserror`.
//!
//! Where the contest rules are silent this crate chooses: the referee accepts spaces, tabs
//! and a carriage return around a take, counts a number beyond any `u64` as an illegal
//! take, and passes the winning take on to the loser, so that a program that follows the
//! protocol sees the end. A tournament ranks by wins, then by fewer losses by fault, then
//! by the order the programs were given in. [`Seat`] is the one public enum that is not
//! `#[non_exhaustive]`: the game has two players for good. Results with public fields
//! ([`Solution`], [`Choice`], [`tournament::Standing`], [`tournament::LossCounts`]) are
//! `#[non_exhaustive]`, so
//! they can be read but only the library builds them.

#![deny(missing_docs)]

mod cover;
mod family;
mod grid;
pub mod heap;
#[cfg(feature = "naive")]
pub mod naive;
mod pieces;
pub mod protocol;
mod rules;
pub mod session;
mod solver;
mod strategy;
pub mod structure;
pub mod tournament;

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use family::FamilyTable;
pub use grid::{Grid, GridError};
pub use protocol::{Game, Player};
pub use rules::{GameError, Position, Rules, Seat};
pub use solver::{Solver, WhenLosing, solve_family};
pub use strategy::{Choice, choose};
pub use structure::{Solution, solve};
pub use tournament::Tournament;
