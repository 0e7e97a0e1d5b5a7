//! The marble take-away game, solved for any `u64` heap: who wins, with which takes, and a
//! player, a referee and tournament standings for the contest protocol, all without I/O.
//!
//! n marbles lie on the table; the first move takes 2 or 3; after a take of k the next
//! player takes between k+1 and 2k, or all that remain when fewer than k+1 remain; whoever
//! takes the last marble wins.
//!
//! - [`Position`]: the rules (legal takes, what a take leads to, [`GameError`]); [`Seat`]
//!   names the two players, 1 and 2, as the protocol numbers them.
//! - [`solve`], [`mover_loses`], [`is_lost`], [`winning_takes`], [`count_winning_takes`],
//!   [`first_player_loses`]: answers from the structure of the losing positions, proved
//!   in closed form ([`docs/marbles.md`](https://docs.rs/crate/marbles/latest/source/docs/marbles.md)), in microseconds for any heap. A [`Solution`]
//!   holds the answer for a game of n marbles.
//! - [`choose`]: the take a player makes ([`Choice`]): a winning take when there is one,
//!   else the one that leaves the opponent the fewest winning replies.
//! - [`Player`]: one side of the contest protocol as a state machine (feed it the
//!   opponent's takes, ask it for its own).
//! - [`Game`]: the referee as a state machine. Feed it what the program to move did
//!   ([`Event`]: a line, a closed output, a time-out); it answers the take to pass on or
//!   the end of the game ([`Step`], [`End`] with its [`Reason`] and [`Detail`]), and keeps
//!   the record ([`Refereed`]). Running the programs (processes, pipes, timers) is the
//!   caller's part.
//! - [`Tournament`]: the schedule over a range of [`Heaps`] (every ordered pair of
//!   programs, [`Pairing`]) and the standings ([`Standing`], [`LossCounts`], [`Played`],
//!   [`Tournament::ranking`]).
//! - [`Grid`]: the Sprague–Grundy values SG(p, q) of every position with at most N
//!   marbles, from the definition, and their picture as SVG with the proved runs of losing
//!   positions outlined ([`GridError`] for a size it refuses).
//! - [`Rules`]: one member of the family of take-k-to-ck games (first take `A..=B`,
//!   factor C, take-all on or off), with its legal takes ([`Rules::legal_takes`],
//!   [`Rules::take`]). [`Solver`] is the one place that decides how a member is solved:
//!   the contest's rules from the structure above, for any heap; every other member
//!   exactly by a [`FamilyTable`] up to [`FamilyTable::MAX_HEAP`] marbles
//!   ([`Solver::solution`], [`Solver::choose`]: the take to play; [`solve_family`] for one
//!   answer). [`Player::with_rules`], [`Game::with_rules`] and [`Tournament::with_rules`]
//!   play and referee any member through the same protocol, which does not carry the
//!   rules.
//! - `PlainTable` (feature `naive`): the plain win/loss table of the definition, filled
//!   with bit sets; the oracle the structure is tested against.
//!
//! Errors are typed and hold their numbers as numbers: [`GameError`] (the rules: a rule
//! set, a heap or a take refused),
//! [`TournamentError`] (ranges of heaps, the programs of a tournament). Nothing in the
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
//! [`GameError`], [`Reason`], [`End`], [`Refereed`], [`Tournament`] and its parts): their
//! own fields, in any serde format, read back through the same checks as the
//! constructors (the binary composes its `--json` documents from them); `naive` adds
//! `PlainTable`; `cli` (the default) builds the `marbles` binary and enables `serde`.
//! Without `cli` the only dependency is `thiserror`.
//!
//! Where the contest rules are silent this crate chooses: the referee accepts spaces, tabs
//! and a carriage return around a take, counts a number beyond any `u64` as an illegal
//! take, and passes the winning take on to the loser, so that a program that follows the
//! protocol sees the end. A tournament ranks by wins, then by fewer losses by fault, then
//! by the order the programs were given in. [`Seat`] is the one public enum that is not
//! `#[non_exhaustive]`: the game has two players for good. Results with public fields
//! ([`Solution`], [`Choice`], [`Standing`], [`LossCounts`]) are `#[non_exhaustive]`, so
//! they can be read but only the library builds them.

#![deny(missing_docs)]

mod cover;
mod family;
mod grid;
mod pieces;
#[cfg(feature = "naive")]
mod plain;
mod protocol;
mod rules;
mod solver;
mod strategy;
mod structure;
mod tournament;

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use family::FamilyTable;
pub use grid::{Grid, GridError};
#[cfg(feature = "naive")]
pub use plain::PlainTable;
pub use protocol::{
    Detail, End, Event, Exit, Expected, Game, LONGEST_TOKEN, Player, Reason, Refereed, Step, Token,
    TokenError, Tokenizer,
};
pub use rules::{GameError, Position, Rules, Seat};
pub use solver::{Solver, solve_family};
pub use strategy::{Choice, choose};
pub use structure::{
    Solution, count_winning_takes, first_player_loses, is_lost, mover_loses, solve, winning_takes,
};
pub use tournament::{Heaps, LossCounts, Pairing, Played, Standing, Tournament, TournamentError};
