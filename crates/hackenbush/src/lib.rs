//! Green Hackenbush solved on petgraph: the value of a picture, who wins, and every
//! winning move, in (near) linear time, by the fusion and colon principles; and coloured
//! pictures: Blue-Red ones valued exactly, Red-Blue-Green ones in canonical form.
//!
//! # Overview
//!
//! - [`Picture`]: an undirected multigraph (parallel edges and self-loops allowed) with a
//!   ground vertex and edges named by [`EdgeNumber`]s, each with a [`Colour`] (who may cut
//!   it; a picture's [`ColourClass`] says which game it is); [`parse_picture`] reads the
//!   text format and fails with a [`PictureError`]. The module [`picture`] holds the rest
//!   (a line's [`picture::ParseError`], a standing [`picture::Edge`], and the pictures that
//!   ship with the crate, [`picture::named`]).
//! - [`solve`]: any picture's [`Answer`], by the solver of its colour class (the one
//!   place that choice is made): the [`Value`] (a [`Nimber`] for a green picture, a
//!   [`Dyadic`] number for a blue-red one, a [`canonical::CanonicalForm`] for a
//!   red-blue-green one; it prints as the game writes it: `*2`, `-3/8`, `^*`), the
//!   [`Outcome`] and each player's [`WinningMoves`]; a [`SolveError`] when a picture is
//!   beyond the exact searches.
//! - [`green`]: Green Hackenbush, every edge read as green, in near-linear time:
//!   [`green::solve`] (the [`green::Solution`]: value, [`green::Winner`] and every winning
//!   move), [`green::value`] alone, and [`green::analyze`], which keeps the decomposition
//!   behind the solution in an [`green::Analysis`] for [`dot::to_dot`] and
//!   [`dot::Drawing`] to draw as Graphviz DOT with bridges and fused classes marked, and
//!   for [`dot::to_svg`] to draw as SVG laid out by the crate (the ground a line at the
//!   bottom, as books draw it), without solving again.
//! - [`bluered`]: a picture of blue and red edges valued exactly, as a [`Dyadic`] number
//!   (a fraction, or [`Dyadic::sign_expansion`]); forests by Berlekamp's sign-expansion
//!   rule and ordinal sums in near-linear time, parts with cycles by an exact search up
//!   to [`bluered::SEARCH_LIMIT`] edges.
//! - [`canonical`]: any picture as a game in canonical form, in the small
//!   combinatorial-game engine [`canonical::Engine`], printed in CGSuite's notation; and
//!   what thermography says of a game: its [`canonical::Thermograph`] (two exact
//!   [`canonical::Wall`]s), stops, mean, temperature and [`canonical::Kind`], its reduced
//!   canonical form, and how two games compare ([`canonical::Comparison`]).
//! - [`Game`]: a game between a person and the program (which plays perfectly; in a
//!   coloured picture the person takes a [`Side`]) as a state machine with no I/O, with
//!   undo, hints and who is winning; the module [`play`] holds its moves, the program's
//!   [`play::Reason`]s and the [`play::Record`], and [`play::Session`], the game as every
//!   front end drives it (against the program or a friend), its answers in words.
//! - [`sums`]: several pictures added, their winning moves named by part.
//! - `naive` (feature `naive`): the game trees written out plainly, the tests' oracles
//!   and the benchmarks' baselines.
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
//! use hackenbush::{parse_picture, solve, EdgeNumber, Nimber, Outcome, Value};
//!
//! // The house: walls G-a and G-b, ceiling a-b, roof a-r-b. Everything fuses into the
//! // ground: 5 loops, value *1. Cutting the ceiling or a roof edge leaves 0.
//! let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
//! let answer = solve(&house).unwrap();
//! assert_eq!(answer.value, Value::Nimber(Nimber(1)));
//! assert_eq!(answer.outcome, Outcome::First);
//! assert_eq!(answer.winning_moves.left, [3, 4, 5].map(EdgeNumber::new));
//!
//! // A stalk of 3 on the ground and a stalk of 1: 3 xor 1 = 2; cut the stalk of 3 to 1.
//! let two = parse_picture("G a\na b\nb c\nG x\n", "G").unwrap();
//! let answer = solve(&two).unwrap();
//! assert_eq!(answer.value.to_string(), "*2");
//! assert_eq!(answer.winning_moves.left, [EdgeNumber::new(2)]);
//!
//! // A blue edge under a red one is worth 1/2; Left wins by cutting the blue edge.
//! let half = parse_picture("G a blue\na b red\n", "G").unwrap();
//! let answer = solve(&half).unwrap();
//! assert_eq!((answer.value.to_string(), answer.outcome), ("1/2".to_owned(), Outcome::Left));
//! assert_eq!(answer.winning_moves.left, [EdgeNumber::new(1)]);
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
//! - `serde`: a [`Game`] saved and restored (its start and moves, checked when read
//!   back); `Serialize` and `Deserialize` for [`Answer`], [`green::Solution`],
//!   [`dot::Drawing`], [`play::Record`] and the types in them, in any serde format
//!   (`snake_case`; a [`Nimber`] or an [`EdgeNumber`] is a plain number, a [`Dyadic`] or
//!   a [`canonical::CanonicalForm`] the string it prints as). The binary's `--json`
//!   documents hold them, and read back into them.
//! - `naive`: the module `naive`, the slow twins of the solvers.
//!
//! # Choices where the rules are silent
//! - An edge's colour is the optional third token of its line, `blue`, `red`, `green`
//!   (`b`, `r`, `g`), lower case only; without one the edge is green. [`solve`] and
//!   [`Game`] play the game the colours make; [`green::solve`], [`green::value`] and
//!   [`green::analyze`] read every edge as green. [`dot::to_dot`] draws a coloured
//!   picture's edges in their colours, without a value.
//! - Edges not connected to the ground are not part of the position: they are never
//!   moves and count for nothing (the DOT output still draws them, greyed); they do not
//!   count for the colour class either.
//! - A picture whose ground touches no edge has value 0 in the library; so does a ground
//!   the text never names. The front ends refuse such a picture when it has edges
//!   ([`Picture::check_grounded`]: its ground is surely misnamed), and take an empty one
//!   (no edge at all) as the game 0. A ground name the text could never hold (empty, white
//!   space, `#`) is an error of [`parse_picture`] instead, since it would silently make
//!   every picture worth 0.
//! - Every value is written by one function, [`Value`]'s `Display` (CGSuite's notation:
//!   `*` for a heap of 1, `^^`, `^3`, `±1`), which every front end shows.
//! - [`Answer::edges`] and [`Answer::vertices`] count the whole picture, also what the
//!   ground does not reach.
//! - A green picture is played without a side, any other with one ([`Game::new`]); the
//!   program's move is the lowest-numbered winning move, or, in a lost position, the move
//!   that leaves the person the fewest winning replies (then removes the fewest edges,
//!   then has the lowest number; see [`Game`]).
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

mod answer;
pub mod bluered;
mod bridges;
pub mod canonical;
mod cgt;
mod colour;
mod cuts;
pub mod dot;
mod dyadic;
mod fusion;
mod graph;
pub mod green;
#[cfg(feature = "serde")]
mod json;
mod memo;
#[cfg(feature = "naive")]
pub mod naive;
mod names;
mod outcome;
pub mod picture;
pub mod play;
mod search;
mod solve;
pub mod sums;
mod winning;

/// The graph library of [`Picture::graph`], [`Picture::ground`] and friends, re-exported
/// so that its types ([`petgraph::graph::NodeIndex`], [`petgraph::graph::EdgeIndex`],
/// [`petgraph::graph::UnGraph`]) are the ones the crate uses.
pub use petgraph;

pub use answer::{Answer, Value};
pub use colour::{Colour, ColourClass};
pub use dyadic::Dyadic;
/// The value of a green picture: a Nim heap of this size (from `games_common`).
pub use games_common::Nimber;
pub use outcome::{Outcome, WinningMoves};
pub use picture::{EdgeNumber, Picture, PictureError, parse_picture};
pub use play::{Game, Player, Side};
pub use solve::{SolveError, solve};

/// The README's examples, run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
