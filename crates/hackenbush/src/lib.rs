//! Green Hackenbush solved on petgraph: the value of a picture, who wins, and every
//! winning move, in (near) linear time, by the fusion and colon principles; and coloured
//! pictures: Blue-Red ones valued exactly, Red-Blue-Green ones in canonical form.
//!
//! # Overview
//!
//! - [`Picture`]: an undirected multigraph (parallel edges and self-loops allowed) with a
//!   ground vertex and edges named by [`EdgeNumber`]s, each with a [`Colour`] (who may cut
//!   it; a picture's [`ColourClass`] says which game it is); [`parse_picture`] reads the text
//!   format and fails with a [`PictureError`] (a [`ParseError`] with a [`ParseErrorKind`]
//!   for a bad line, or an invalid ground name).
//! - [`solve`]: the [`Solution`] (the value as a [`Nimber`], the [`Winner`] and every
//!   winning move); [`value`] alone is cheaper. [`analyze`] keeps the decomposition behind
//!   the solution in an [`Analysis`], which [`to_dot`] and [`Drawing`] draw as Graphviz
//!   DOT with bridges and fused classes marked, without solving again.
//! - [`Game`]: a game between a person and the program (which plays perfectly; in a
//!   coloured picture, [`Game::coloured`], the person takes a [`Side`]) as a state
//!   machine with no I/O: the legal moves, the person's [`Game::play`], the program's
//!   [`Game::reply`] with its [`Reason`], each as a [`Turn`], and the [`Record`].
//! - [`solve_blue_red`]: a picture of blue and red edges valued exactly, as a [`Dyadic`]
//!   number (a fraction, or [`Dyadic::sign_expansion`]), with its [`Outcome`] and each
//!   player's [`WinningMoves`]; forests by Berlekamp's sign-expansion rule and ordinal
//!   sums in near-linear time, parts with cycles by an exact search up to
//!   [`SEARCH_LIMIT`] edges ([`PartizanError`] above it).
//! - [`solve_canonical`]: any picture (meant for red-blue-green ones) as a game in
//!   canonical form, in the small combinatorial-game engine [`Engine`] (games named by
//!   [`Form`]s), printed in CGSuite's notation, with its [`Outcome`] and each player's
//!   winning moves; [`canonical_form`] gives the [`Form`] itself.
//! - [`naive`]: the game tree itself (the tests' independent oracle) and "delete each
//!   edge and recompute" (the benchmarks' baseline), in one module that is always built
//!   (it is small, and `cargo bench` needs it without extra features).
//!
//! Bridges and 2-edge-connected classes come from one depth-first search from the ground
//! over compact adjacency lists read off the picture's list of edge ends (the petgraph
//! graph, [`Picture::graph`], is built only when asked for; see the
//! [petgraph notes](crate#petgraph-notes)); values are folded over the bridge tree without
//! recursion. Winning moves come from one top-down pass over the bridge tree, and for the
//! edges inside a class that lie in 2-edge cuts, from the cycle of pieces each group of
//! such edges cuts the class into (found by a depth-first search and cut labels, checked
//! exactly): near-linear time, except for a group of `k` such edges whose pieces carry
//! values, which costs up to `O(k²)` cheap steps (a long cycle with branches at its
//! vertices; see [`docs/hackenbush.md`](https://docs.rs/crate/hackenbush/latest/source/docs/hackenbush.md)).
//!
//! # Example
//!
//! ```
//! use hackenbush::{parse_picture, solve, EdgeNumber, Nimber, Winner};
//!
//! // The house: walls G-a and G-b, ceiling a-b, roof a-r-b. Everything fuses into the
//! // ground: 5 loops, value 1. Cutting the ceiling or a roof edge leaves 0.
//! let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
//! let solution = solve(&house);
//! assert_eq!(solution.value, Nimber(1));
//! assert_eq!(solution.winner, Winner::First);
//! assert_eq!(solution.winning_moves, [3, 4, 5].map(EdgeNumber::new));
//!
//! // A stalk of 3 on the ground and a stalk of 1: 3 xor 1 = 2; cut the stalk of 3 to 1.
//! let two = parse_picture("G a\na b\nb c\nG x\n", "G").unwrap();
//! assert_eq!(solve(&two).value, Nimber(2));
//! assert_eq!(solve(&two).winning_moves, [EdgeNumber::new(2)]);
//! ```
//!
//! `examples/classic.rs` solves a few classic pictures (the house, a tree, a figure eight)
//! through the library alone: `cargo run -p hackenbush --example classic
//! --no-default-features`.
//!
//! # Features
//!
//! - `cli` (default): the `hackenbush` binary; turns on `serde`. A library user takes
//!   `default-features = false` and gets no CLI dependency.
//! - `serde`: `Serialize` for [`Solution`], [`Drawing`], [`Record`] and the types in them,
//!   as the binary's `--json` documents (compact, `snake_case`; a [`Nimber`] or an
//!   [`EdgeNumber`] is a plain number).
//!
//! # Choices where the rules are silent
//! - An edge's colour is the optional third token of its line, `blue`, `red`, `green`
//!   (`b`, `r`, `g`), lower case only; without one the edge is green. [`solve`],
//!   [`value`], [`analyze`] and [`Game`] play Green Hackenbush: they read every edge as
//!   green. [`to_dot`] draws a coloured picture's edges in their colours, without a value.
//! - Edges not connected to the ground are not part of the position: they are never
//!   moves and count for nothing (the DOT output still draws them, greyed).
//! - A picture whose ground touches no edge has value 0; so does a ground the text never
//!   names. A ground name the text could never hold (empty, white space, `#`) is an error
//!   of [`parse_picture`] instead, since it would silently make every picture worth 0.
//! - [`Solution::edges`] and [`Solution::vertices`] count the whole picture, also what
//!   the ground does not reach.
//! - The program's move in a [`Game`] is the lowest-numbered winning move, or, in a lost
//!   position, the lowest-numbered standing edge.
//!
//! # petgraph notes
//! The graph types in [`Picture`]'s signatures are petgraph's, re-exported as
//! [`petgraph`], so a user needs no petgraph dependency of their own.
//! `petgraph::algo::bridges` (0.8.3) reports both copies of a doubled edge as bridges; it
//! is the tests' oracle (filtered: a reported edge counts only when it is the sole edge
//! between its ends), and the crate finds bridges with its own search, which walks each
//! vertex's edges as one contiguous list instead of petgraph's linked lists: on a million
//! edges that is several times faster. Searches keep their own stacks, so a million-edge
//! path is fine; `petgraph::visit::depth_first_search` is
//! recursive and is not used. See [`docs/hackenbush.md`](https://docs.rs/crate/hackenbush/latest/source/docs/hackenbush.md) for the theory and sources.

#![deny(missing_docs)]

mod bluered;
mod bridges;
mod cgt;
mod colour;
mod cuts;
mod dot;
mod dyadic;
mod fusion;
mod game;
mod graph;
#[cfg(feature = "serde")]
mod json;
pub mod naive;
mod names;
mod parse;
mod picture;
mod rbg;
mod search;
mod solve;
mod winning;

/// The graph library of [`Picture::graph`], [`Picture::ground`] and friends, re-exported
/// so that its types ([`petgraph::graph::NodeIndex`], [`petgraph::graph::EdgeIndex`],
/// [`petgraph::graph::UnGraph`]) are the ones the crate uses.
pub use petgraph;

pub use bluered::{
    BlueRedSolution, Outcome, PartizanError, SEARCH_LIMIT, WinningMoves, solve_blue_red,
    value_blue_red,
};
pub use cgt::{Engine, Form};
pub use colour::{Colour, ColourClass};
pub use dot::{Drawing, to_dot};
pub use dyadic::{Dyadic, DyadicError};
pub use game::{Game, MoveError, PlayError, PlayedMove, Player, Reason, Record, Side, Turn};
/// The value of a position: a Nim heap of this size (from `games_common`).
pub use games_common::Nimber;
/// A line of a picture's text that is not an edge: line, column and [`ParseErrorKind`]
/// (from `games_common`).
pub use games_common::ParseError;
pub use parse::{ParseErrorKind, PictureError, parse_picture};
pub use picture::{Edge, EdgeNumber, Picture};
pub use rbg::{
    CANONICAL_LIMIT, CANONICAL_TOTAL_LIMIT, CanonicalError, CanonicalSolution, canonical_form,
    solve_canonical,
};
pub use solve::{Analysis, Solution, Winner, analyze, solve, value};

/// The README's examples, run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
