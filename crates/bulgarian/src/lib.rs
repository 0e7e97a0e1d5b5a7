//! Bulgarian solitaire: the original program's trace reproduced exactly, orbits of any size in O(1)
//! amortized work per move, and whole state graphs of P(N) walked backwards from their
//! cycles.
//!
//! n cards lie in piles; a move takes one card from every pile and makes a new pile of
//! them. Every start ends in a cycle; for triangular n = k(k+1)/2 it is the staircase
//! `(k, ..., 2, 1)`.
//!
//! # Overview
//!
//! At the root, what most callers need:
//!
//! - [`Partition`]: a configuration (pile sizes, descending), parsed from arguments or text
//!   with located errors ([`PartitionError`], [`Location`], [`PartProblem`]);
//!   [`Partition::step`] is the move.
//! - [`trace()`]: the original program's listing, configuration after configuration, up to
//!   the first repeat or the fixed point (module [`trace`](mod@trace): [`Trace`](trace::Trace),
//!   [`Stop`](trace::Stop), and [`TraceReport`](trace::TraceReport), the whole listing as
//!   one value).
//! - [`orbit()`]: transient and cycle length with no stored history, for billions of cards
//!   (module [`orbit`](mod@orbit): [`Orbit`](orbit::Orbit),
//!   [`OrbitReport`](orbit::OrbitReport)).
//! - [`analyze()`]: the whole state graph of P(N) in numbers, up to N = 255, with nothing
//!   stored per partition (module [`analyze`](mod@analyze):
//!   [`Analysis`](analyze::Analysis), the cycles ([`cycles`](analyze::cycles)), progress
//!   ([`Options`](analyze::Options))).
//! - [`Span`]: one N or a range of N, written `N`, `A..=B` or `A..B` (the workspace's one
//!   grammar, [`games_common::range`]), analyzed ([`Span::analyze`]) or counted
//!   (`Span::counts`, feature `count`); [`RangeError`]: the one error of an N outside
//!   what an operation handles, whatever the operation ([`Operation`]).
//! - [`Limits`]: a move limit and a progress callback ([`Headway`]) for the searches that
//!   can run long ([`orbit_within`](orbit::orbit_within),
//!   [`trace_within`](trace::trace_within), ...), which stop with [`MoveLimit`].
//!
//! In modules, by concept:
//!
//! - [`listing`]: [`Moves`](listing::Moves) and [`Listing`](listing::Listing), listings of
//!   any length (a trace, a cycle, the rounds of a game) produced one configuration at a
//!   time; no result holds its listing, so printing one needs the memory of one
//!   configuration.
//! - `count` (feature `count`): exact counts of P(N) for N up to 100,000 without
//!   enumeration: p(N), the Garden of Eden, partitions by in-degree, recurrent partitions
//!   and cycles by length, as exact big integers.
//! - [`diagram`]: a configuration drawn in text.
//! - [`draw`]: pictures as SVG: Young and Björner's diagrams, a move, a whole trace with
//!   its cycle, each configuration with its potential energy
//!   ([`energy`](draw::energy)).
//! - [`multiplayer`](mod@multiplayer): players in a circle.
//! - `graph` (feature `graph`): the state graph for small N as a petgraph graph or as
//!   Graphviz DOT.
//! - `random` (feature `random`): random Bulgarian solitaire, each pile giving with
//!   probability p, from a seeded generator.
//! - The thesis's relatives of the game: [`montreal`] solitaire and [`austrian`]
//!   solitaire, both [`Relative`](relatives::Relative) ([`relatives`]): their orbits and
//!   traces, and their state graphs on finite sets, in numbers and in DOT.
//! - [`numbers`]: partition counts and the triangular split of n; with the feature
//!   `count`, `numbers::oeis`: the OEIS sequences the crate computes (A-number, name,
//!   offset), their terms exact and one n at a time, as b-files.
//! - `naive` (feature `naive`): the original program's algorithm ported plainly, the
//!   baseline of the benchmarks and the oracle of the tests.
//!
//! # Example
//!
//! ```
//! use bulgarian::{Partition, analyze, orbit, trace};
//!
//! let start = Partition::from_args(&["5", "1", "1"])?;
//! let listed: Vec<String> = trace(&start).map(|p| p.to_string()).collect();
//! assert_eq!(listed, ["4 3", "3 2 2", "3 2 1 1", "4 2 1", "3 3 1", "3 2 2"]);
//!
//! let big = orbit(&Partition::new(vec![1_000_000])?);
//! assert!(!big.triangular());
//!
//! let graph = analyze(10)?; // 10 = 4*5/2: one fixed point
//! assert_eq!((graph.partitions, graph.cycles, graph.max_transient), (42, 1, 12));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! `examples/orbit.rs` traces and orbits a start through the library alone
//! (`cargo run -p bulgarian --example orbit --no-default-features -- 4 1 1`).
//!
//! # Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `cli` | yes | the `bulgarian` binary (clap, and JSON output through `games-common`); turns on the five below |
//! | `parallel` | yes | `analyze` shares its walk among threads (rayon: every core, or `Options::threads`); without it the same walk runs on one thread, same results |
//! | `count` | no | `count`: exact counts for any N (num-bigint) |
//! | `graph` | no | `graph`: the state graph as petgraph and DOT (petgraph) |
//! | `random` | no | `random`: random moves (rand, rand_chacha) |
//! | `serde` | no | `serde::Serialize` and `serde::Deserialize` on the data types, in any serde format (the binary composes its `--json` documents from them) |
//! | `naive` | no | `naive`, the plain port of the original program's algorithm |
//!
//! With `default-features = false` the library needs only `games-common` and `thiserror`.
//!
//! # Choices
//!
//! Where the rules leave room (documented at each item): `trace` lists the configurations
//! after each move, not the start; `orbit`'s transient counts moves from the start itself;
//! `analyze`'s witness is the lexicographically greatest descending partition with the
//! longest transient; `multiplayer` lists tables until the first repeat, listed again;
//! `random` moves draw one Bernoulli trial per pile, largest pile first, from a seeded
//! ChaCha8 generator. Huge requests stream: a listing is produced while it is printed
//! (`trace` of 10^8 cards, the cycle of 10^9, `multiplayer` of 10^6), and a search with
//! no natural end in sight can be given a move limit ([`Limits`]). Each operation has its
//! own error type, naming only what can go wrong there ([`PartitionError`],
//! [`RangeError`], [`MoveLimit`], ...), every variant holding its facts as data;
//! parts carry a [`Location`] (an argument, a line and column of a text, or a player's
//! hand) rather than a [`games_common::ParseError`], since arguments and hands have no
//! lines. No message names a command-line flag. See [`docs/bulgarian.md`](https://docs.rs/crate/bulgarian/latest/source/docs/bulgarian.md) in the
//! repository for the algorithms and theorems.

#![deny(missing_docs)]

pub mod analyze;
pub mod austrian;
mod brent;
#[cfg(feature = "count")]
pub mod count;
pub mod diagram;
pub mod draw;
mod error;
mod functional;
#[cfg(feature = "graph")]
pub mod graph;
mod limits;
pub mod listing;
pub mod montreal;
pub mod multiplayer;
#[cfg(feature = "naive")]
pub mod naive;
pub mod orbit;
mod partition;
#[cfg(feature = "random")]
pub mod random;
pub mod relatives;
mod sizes;
pub mod span;
pub mod trace;

pub mod numbers {
    //! Numbers about partitions: how many there are, and where n lies between triangular
    //! numbers (which decides the shape of the cycles); and (feature `count`) the OEIS
    //! sequences the crate computes, in `numbers::oeis`.

    #[cfg(feature = "count")]
    pub mod oeis;

    pub use crate::partition::{is_triangular, partition_count, triangular_split};
}

pub use analyze::analyze;
pub use error::{Location, PartProblem, PartitionError};
pub use limits::{Headway, Limits, MoveLimit};
pub use orbit::orbit;
pub use partition::Partition;
pub use span::{Operation, RangeError, Span};
pub use trace::trace;

/// The README's example, run as a doctest so that it stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
