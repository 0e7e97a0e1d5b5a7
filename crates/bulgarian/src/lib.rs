//! Bulgarian solitaire: the seed's trace reproduced exactly, orbits of any size in O(1)
//! amortized work per move, and whole state graphs of P(N) walked backwards from their
//! cycles.
//!
//! n cards lie in piles; a move takes one card from every pile and makes a new pile of
//! them. Every start ends in a cycle; for triangular n = k(k+1)/2 it is the staircase
//! `(k, ..., 2, 1)`.
//!
//! # Overview
//!
//! - [`Partition`]: a configuration (pile sizes, descending), parsed from arguments or text
//!   with located errors ([`Error`], [`Location`], [`PartProblem`]); [`Partition::step`] is
//!   the move.
//! - [`trace()`]: the seed's listing, configuration after configuration, up to the first
//!   repeat or the fixed point ([`Trace`], [`Stop`]; as one document: [`TraceReport`]).
//! - [`orbit()`]: transient and cycle length ([`Orbit`], [`OrbitReport`]) with no stored
//!   history, for billions of cards; [`orbit_within`] stops at a move limit.
//! - [`Moves`] and [`Listing`]: listings of any length (a trace, a cycle, the rounds of a
//!   game) produced one configuration at a time, and written as JSON arrays the same way;
//!   no result holds its listing, so printing one needs the memory of one configuration.
//! - [`analyze()`]: the whole state graph of P(N) in numbers ([`Analysis`]), up to
//!   N = [`MAX_ANALYZE`], with nothing stored per partition; [`AnalyzeSpan`] checks and
//!   runs a range of N; [`cycles`] lists the cycles.
//! - Feature `count`: [`count()`] / [`count_text`], exact counts of P(N) for N up to
//!   [`MAX_COUNT`] without enumeration ([`Counts`], [`CycleCount`]): p(N), the Garden of
//!   Eden, partitions by in-degree, recurrent partitions and cycles by length, as exact
//!   big integers.
//! - [`young_diagram`]: a configuration drawn in text (up to [`MAX_DIAGRAM`] cards).
//! - [`multiplayer`]: players in a circle ([`Table`], [`MultiplayerTrace`]).
//! - Feature `graph`: [`state_graph`] / [`graph_dot`], the state graph for small N
//!   (up to [`MAX_GRAPH`]) as a [`petgraph`] graph ([`StateGraph`], [`StateNode`]) or as
//!   Graphviz DOT.
//! - Feature `random`: [`random_moves`] and [`RandomRun`], each pile giving with
//!   [`Probability`] p, from a seeded generator.
//! - The thesis's relatives of the game: Montreal solitaire ([`Columns`]) and Austrian
//!   solitaire ([`Austrian`], under the rules or the thesis's reading, [`Reading`]), both
//!   [`Relative`]: their orbits and traces ([`relative_orbit`], [`RelativeOrbit`],
//!   [`RelativeTrace`]) and their state graphs on finite sets ([`montreal_analysis`],
//!   [`austrian_analysis`], [`RelativeAnalysis`]; [`montreal_dot`], [`austrian_dot`]).
//! - [`numbers`]: partition counts and the triangular split of n.
//! - Feature `naive`: `naive`, the seed's algorithm ported plainly, the baseline of the
//!   benchmarks and the oracle of the tests.
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
//! # Ok::<(), bulgarian::Error>(())
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
//! | `parallel` | yes | `analyze` shares its walk among threads (rayon); without it the same walk runs on one thread, same results |
//! | `count` | no | [`count()`], [`Counts`]: exact counts for any N (num-bigint) |
//! | `graph` | no | [`state_graph`], [`graph_dot`] (petgraph) |
//! | `random` | no | [`random_moves`], [`RandomRun`], [`Probability`] (rand, rand_chacha) |
//! | `serde` | no | `serde::Serialize` on the result types, as the `--json` documents (serde_json writes exact counts) |
//! | `naive` | no | `naive`, the plain port of the seed's algorithm |
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
//! no natural end in sight can be given a move limit ([`orbit_within`]). All errors are one [`Error`] enum whose variants hold their facts as
//! data; parts carry a [`Location`] (an argument, a line and column of a text, or a
//! player's hand) rather than a [`games_common::ParseError`], since arguments and hands
//! have no lines. No message names a command-line flag. See [`docs/bulgarian.md`](https://docs.rs/crate/bulgarian/latest/source/docs/bulgarian.md) in the
//! repository for the algorithms and theorems.

#![deny(missing_docs)]

mod analyze;
mod austrian;
mod brent;
#[cfg(feature = "count")]
mod count;
mod diagram;
mod error;
#[cfg(feature = "graph")]
mod graph;
mod listing;
mod montreal;
mod multiplayer;
#[cfg(feature = "naive")]
pub mod naive;
mod orbit;
mod partition;
#[cfg(feature = "random")]
mod random;
mod relatives;
mod sizes;
mod trace;

pub mod numbers {
    //! Numbers about partitions: how many there are, and where n lies between triangular
    //! numbers (which decides the shape of the cycles).

    pub use crate::partition::{is_triangular, partition_count, triangular_split};
}

pub use analyze::{Analysis, AnalyzeSpan, MAX_ANALYZE, analyze, analyze_with_progress, cycles};
pub use austrian::{
    Austrian, MAX_AUSTRIAN_DRAWN, MAX_AUSTRIAN_STATES, MAX_THESIS_LIMIT, Reading,
    austrian_analysis, austrian_dot, parse_limit,
};
#[cfg(feature = "count")]
pub use count::{Counts, CycleCount, MAX_COUNT, count, count_text};
pub use diagram::{MAX_DIAGRAM, young_diagram};
pub use error::{Error, Location, PartProblem};
#[cfg(feature = "graph")]
pub use graph::{MAX_GRAPH, StateGraph, StateNode, graph_dot, state_graph};
pub use listing::{Listing, Moves};
pub use montreal::{
    Columns, MAX_MONTREAL_ANALYZE, MAX_MONTREAL_GRAPH, montreal_analysis, montreal_dot,
};
pub use multiplayer::{MultiplayerTrace, Table, multiplayer, multiplayer_with_progress};
pub use orbit::{Orbit, OrbitReport, orbit, orbit_with_progress, orbit_within};
pub use partition::Partition;
#[cfg(feature = "graph")]
/// The graph library of [`StateGraph`], re-exported so that its types match yours.
pub use petgraph;
#[cfg(feature = "random")]
pub use random::{Probability, RandomMoves, RandomRun, random_moves};
pub use relatives::{Relative, RelativeAnalysis, RelativeOrbit, RelativeTrace, relative_orbit};
pub use trace::{Stop, Trace, TraceReport, trace, trace_with_progress};

/// The README's example, run as a doctest so that it stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
