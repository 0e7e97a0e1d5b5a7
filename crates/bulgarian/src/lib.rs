//! Bulgarian solitaire: the seed's trace reproduced exactly, orbits of any size in O(1)
//! amortized work per move, and whole state graphs of P(N) walked backwards from their
//! cycles.
//!
//! n cards lie in piles; a move takes one card from every pile and makes a new pile of
//! them. Every start ends in a cycle; for triangular n = k(k+1)/2 it is the staircase
//! `(k, ..., 2, 1)`.
//!
//! - [`Partition`]: a configuration (pile sizes, descending), parsed from arguments or text
//!   with located errors ([`Error`]); [`Partition::step`] is the move.
//! - [`trace()`]: the seed's listing, configuration after configuration, up to the first
//!   repeat or the fixed point ([`Trace`], [`Stop`]).
//! - [`orbit()`]: transient and cycle length ([`Orbit`]) with no stored history, for
//!   billions of cards.
//! - [`analyze()`]: the whole state graph of P(N) in numbers ([`Analysis`]), up to
//!   N = [`MAX_ANALYZE`], with nothing stored per partition; [`cycles`] lists the cycles.
//! - [`graph_dot`] / [`state_graph`]: the state graph for small N, as Graphviz DOT.
//! - [`young_diagram`]: a configuration drawn in text (up to [`MAX_DIAGRAM`] cards).
//! - Variants: [`random_moves`] (each pile gives with probability p, seeded) and
//!   [`multiplayer`] (players in a circle, [`Table`]).
//! - [`naive`]: the seed's algorithm ported plainly, the baseline and test oracle.
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
//! Choices where the rules leave room (documented at each item): `trace` lists the
//! configurations after each move, not the start; `orbit`'s transient counts moves from the
//! start itself; `analyze`'s witness is the lexicographically greatest descending partition
//! with the longest transient; `multiplayer` lists tables until the first repeat, listed
//! again; `random` moves draw one Bernoulli trial per pile, largest pile first, from a
//! seeded ChaCha8 generator. See `docs/bulgarian.md` for the algorithms and theorems.

#![deny(missing_docs)]

mod analyze;
mod brent;
mod diagram;
mod error;
mod graph;
mod multiplayer;
pub mod naive;
mod orbit;
mod partition;
mod random;
mod trace;

pub use analyze::{Analysis, MAX_ANALYZE, analyze, analyze_with_progress, cycles};
pub use diagram::{MAX_DIAGRAM, young_diagram};
pub use error::{Error, Location, PartProblem};
pub use graph::{MAX_GRAPH, StateGraph, graph_dot, state_graph};
pub use multiplayer::{MultiplayerTrace, Table, multiplayer};
pub use orbit::{Orbit, orbit, orbit_with_progress};
pub use partition::{Partition, all_partitions, is_triangular, partition_count, triangular_split};
pub use random::random_moves;
pub use trace::{Stop, Trace, trace};
