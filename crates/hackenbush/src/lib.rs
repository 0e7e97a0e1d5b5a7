//! Green Hackenbush solved on petgraph: the value of a picture, who wins, and every
//! winning move, in (near) linear time, by the fusion and colon principles.
//!
//! - [`Picture`]: an undirected multigraph (parallel edges and self-loops allowed) with a
//!   ground vertex and numbered edges; [`parse_picture`] reads the text format.
//! - [`value`] and [`solve`]: the Sprague–Grundy value and the [`Solution`] (value and
//!   every winning move). 2-edge-connected classes come from `petgraph::algo::bridges`
//!   (filtered for its parallel-edge trap, see [`bridges`](crate#petgraph-notes)) and
//!   `petgraph::unionfind::UnionFind`; values are folded over the bridge tree without
//!   recursion. Winning moves come from one top-down pass over the bridge tree, and for
//!   the edges inside a class that lie in 2-edge cuts, from the cycle of pieces each group
//!   of such edges cuts the class into (found by a depth-first search and cut labels,
//!   checked exactly): near-linear time, except for a group of `k` such edges whose
//!   pieces carry values, which costs up to `O(k²)` cheap steps (a long cycle with
//!   branches at its vertices; see `docs/hackenbush.md`).
//! - [`brute_force`]: the game tree itself through `games_common::GrundyEvaluator`, the
//!   independent oracle of the tests; [`naive_winning_moves`]: delete each edge and
//!   recompute, the benchmarks' baseline.
//! - [`to_dot`]: the picture as Graphviz DOT with bridges and fused classes marked.
//!
//! ```
//! use hackenbush::{parse_picture, solve, Nimber};
//!
//! // The house: walls G-a and G-b, ceiling a-b, roof a-r-b. Everything fuses into the
//! // ground: 5 loops, value 1. Cutting the ceiling or a roof edge leaves 0.
//! let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
//! let solution = solve(&house);
//! assert_eq!(solution.value, Nimber(1));
//! assert_eq!(solution.winning_moves, vec![3, 4, 5]);
//!
//! // A stalk of 3 on the ground and a stalk of 1: 3 xor 1 = 2; cut the stalk of 3 to 1.
//! let two = parse_picture("G a\na b\nb c\nG x\n", "G").unwrap();
//! assert_eq!(solve(&two).value, Nimber(2));
//! assert_eq!(solve(&two).winning_moves, vec![2]);
//! ```
//!
//! # Choices where the rules are silent
//! - Edges not connected to the ground are not part of the position: they are never
//!   moves and count for nothing (the DOT output still draws them, greyed).
//! - A picture whose ground touches no edge has value 0.
//!
//! # petgraph notes
//! `petgraph::algo::bridges` (0.8.3) reports both copies of a doubled edge as bridges;
//! the crate keeps a reported edge only when it is the sole edge between its ends (one
//! place, the private `bridges` module, with a test showing the case). Its search is
//! iterative, so a million-edge path is fine; `petgraph::visit::depth_first_search` is
//! recursive and is not used. See `docs/hackenbush.md` for the theory and sources.

#![deny(missing_docs)]

mod bridges;
mod brute;
mod cuts;
mod dot;
mod fusion;
mod parse;
mod picture;
mod solve;
mod winning;

pub use brute::brute_force;
pub use dot::to_dot;
pub use games_common::Nimber;
pub use parse::parse_picture;
pub use picture::{EdgeNumber, Picture};
pub use solve::{Solution, naive_winning_moves, solve, value};

/// The README's examples, run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
