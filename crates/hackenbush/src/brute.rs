//! The game tree itself, valued through `games_common::GrundyEvaluator`: the slow,
//! independent oracle the fast solver is checked against. It knows nothing of fusion,
//! bridges or petgraph: a position is the sorted list of the edges still connected to the
//! ground, found by a plain graph search. Exponential; for pictures of a dozen edges.

use games_common::{GrundyEvaluator, ImpartialGame, Nimber};
use petgraph::visit::EdgeRef;

use crate::picture::{EdgeNumber, Picture};
use crate::solve::Solution;

/// Green Hackenbush on one picture's edges, with positions as sorted edge lists.
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

/// The value and winning moves of `picture` by evaluating its whole game tree.
/// Exponential in the number of edges: for small pictures only.
pub fn brute_force(picture: &Picture) -> Solution {
    let Some(game) = Hackenbush::new(picture) else {
        return Solution {
            value: Nimber::ZERO,
            winning_moves: Vec::new(),
        };
    };
    let start = game.grounded(&(0..game.ends.len()).collect::<Vec<_>>());
    let mut evaluator = GrundyEvaluator::new(&game);
    let value = evaluator.value(&start);
    let mut winning_moves = evaluator.winning_moves(&start);
    winning_moves.sort_unstable();
    Solution {
        value,
        winning_moves,
    }
}
