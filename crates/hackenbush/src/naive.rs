//! The slow ways, kept apart from the fast solver: the game tree itself, the independent
//! oracle the tests check [`crate::solve`] against, and "delete each edge and
//! recompute", the baseline the benchmarks measure it beside. Both give the same answers as
//! the fast solver (property-tested), only slower.
//!
//! ```
//! use hackenbush::{naive, parse_picture, solve};
//! let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
//! assert_eq!(naive::brute_force(&house), solve(&house));
//! assert_eq!(naive::winning_moves(&house), solve(&house).winning_moves);
//! ```

use games_common::{GrundyEvaluator, ImpartialGame, Nimber};
use petgraph::visit::EdgeRef;

use crate::fusion::Fusion;
use crate::picture::{EdgeNumber, Picture};
use crate::solve::Solution;

/// Green Hackenbush on one picture's edges, with positions as sorted edge lists. It knows
/// nothing of fusion, bridges or petgraph's algorithms: a position is the sorted list of
/// the edges still connected to the ground, found by a plain search.
struct Hackenbush {
    /// The ends of each edge, by position in the picture's edge list.
    ends: Vec<(usize, usize)>,
    numbers: Vec<EdgeNumber>,
    vertices: usize,
    ground: usize,
}

impl Hackenbush {
    fn new(picture: &Picture) -> Option<Hackenbush> {
        let graph = picture.graph();
        Some(Hackenbush {
            ends: graph
                .edge_references()
                .map(|e| (e.source().index(), e.target().index()))
                .collect(),
            numbers: graph.edge_references().map(|e| *e.weight()).collect(),
            vertices: graph.node_count(),
            ground: picture.ground()?.index(),
        })
    }

    /// The edges of `edges` that a path connects to the ground, sorted.
    fn grounded(&self, edges: &[usize]) -> Vec<usize> {
        let mut reached = vec![false; self.vertices];
        reached[self.ground] = true;
        let mut kept = vec![false; self.ends.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for &e in edges {
                let (a, b) = self.ends[e];
                if !kept[e] && (reached[a] || reached[b]) {
                    kept[e] = true;
                    reached[a] = true;
                    reached[b] = true;
                    changed = true;
                }
            }
        }
        edges.iter().copied().filter(|&e| kept[e]).collect()
    }
}

impl ImpartialGame for Hackenbush {
    type Position = Vec<usize>;
    type Move = EdgeNumber;

    fn moves(&self, edges: &Vec<usize>) -> Vec<(EdgeNumber, Vec<usize>)> {
        edges
            .iter()
            .map(|&cut| {
                let rest: Vec<usize> = edges.iter().copied().filter(|&e| e != cut).collect();
                (self.numbers[cut], self.grounded(&rest))
            })
            .collect()
    }
}

/// The value and winning moves of `picture` by evaluating its whole game tree through
/// `games_common::GrundyEvaluator`. Exponential in the number of edges: for pictures of a
/// dozen edges.
pub fn brute_force(picture: &Picture) -> Solution {
    let Some(game) = Hackenbush::new(picture) else {
        return Solution::new(picture, Nimber::ZERO, Vec::new());
    };
    let start = game.grounded(&(0..game.ends.len()).collect::<Vec<_>>());
    let mut evaluator = GrundyEvaluator::new(&game);
    let value = evaluator.value(&start);
    let winning_moves = evaluator.winning_moves(&start);
    Solution::new(picture, value, winning_moves)
}

/// The winning moves found the slow way: delete each grounded edge in turn and compute
/// the value of what is left from scratch (by fusion, without copying the picture).
/// Quadratic: the baseline [`crate::solve`] is measured against.
pub fn winning_moves(picture: &Picture) -> Vec<EdgeNumber> {
    let Some(ground) = picture.ground() else {
        return Vec::new();
    };
    let graph = picture.graph();
    let grounded = picture.grounded_edges();
    let mut moves: Vec<EdgeNumber> = graph
        .edge_indices()
        .filter(|e| grounded[e.index()])
        .filter(|&e| Fusion::new(graph, ground, Some(e), &[]).value().is_zero())
        .map(|e| picture.number(e))
        .collect();
    moves.sort_unstable();
    moves
}
