//! The answers for a picture: its value and its winning moves, by fusion and the colon
//! principle (fast), and the same by deleting each edge in turn (the naive baseline).

use games_common::Nimber;

use crate::fusion::Fusion;
use crate::picture::{EdgeNumber, Picture};
use crate::winning::winning_edges;

/// What a picture is worth and how to win it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The Sprague–Grundy value: the size of the Nim heap the picture is worth. The
    /// player to move wins exactly when it is not 0.
    pub value: Nimber,
    /// Every edge whose deletion leaves value 0, ascending. Empty exactly when the value
    /// is 0.
    pub winning_moves: Vec<EdgeNumber>,
}

impl Solution {
    /// Whether the player to move wins with best play.
    pub fn first_player_wins(&self) -> bool {
        !self.value.is_zero()
    }
}

/// The value of `picture`, in time linear in its size.
pub fn value(picture: &Picture) -> Nimber {
    picture.ground().map_or(Nimber::ZERO, |ground| {
        Fusion::new(picture.graph(), ground, None, &[]).value()
    })
}

/// The value and every winning move of `picture` (the method and its cost are in the
/// crate docs and `docs/hackenbush.md`).
pub fn solve(picture: &Picture) -> Solution {
    let Some(ground) = picture.ground() else {
        return Solution {
            value: Nimber::ZERO,
            winning_moves: Vec::new(),
        };
    };
    let fusion = Fusion::new(picture.graph(), ground, None, &[]);
    let mut winning_moves: Vec<EdgeNumber> = winning_edges(picture.graph(), &fusion)
        .into_iter()
        .map(|e| picture.number(e))
        .collect();
    winning_moves.sort_unstable();
    Solution {
        value: fusion.value(),
        winning_moves,
    }
}

/// The winning moves found the slow way: delete each grounded edge in turn and compute
/// the value of what is left from scratch (by fusion, without copying the picture).
/// Quadratic; the baseline [`solve`] is measured against.
pub fn naive_winning_moves(picture: &Picture) -> Vec<EdgeNumber> {
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
