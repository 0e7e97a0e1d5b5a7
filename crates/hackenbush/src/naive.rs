//! The slow ways, kept apart from the fast solver: the game tree itself, the independent
//! oracle the tests check [`crate::green::solve`] against, and "delete each edge and
//! recompute", the baseline the benchmarks measure it beside; and for Blue-Red pictures,
//! [`blue_red`], the game tree of numbers, which checks [`crate::bluered::solve`]; and for
//! any picture, [`red_blue_green`], plain minimax on the picture itself, which checks the
//! outcome and winning moves of [`crate::canonical::solve`]. They give the same answers as
//! the fast solvers (property-tested), only slower.
//!
//! ```
//! use hackenbush::green::solve;
//! use hackenbush::{naive, parse_picture};
//! let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
//! assert_eq!(naive::brute_force(&house), solve(&house));
//! assert_eq!(naive::winning_moves(&house), solve(&house).winning_moves);
//! ```

use games_common::{GrundyEvaluator, ImpartialGame, Nimber};
use petgraph::visit::EdgeRef;

use crate::answer::Answer;
use crate::colour::Colour;
use crate::dyadic::Dyadic;
use crate::fusion::Fusion;
use crate::green::Solution;
use crate::outcome::{Outcome, WinningMoves};
use crate::picture::{EdgeNumber, Picture};
use crate::play::Side;
use crate::search::{MAX_EDGES, Search};

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
/// Quadratic: the baseline [`crate::green::solve`] is measured against.
pub fn winning_moves(picture: &Picture) -> Vec<EdgeNumber> {
    let Some(ground) = picture.ground() else {
        return Vec::new();
    };
    let graph = picture.graph();
    let grounded = picture.grounded_edges();
    let mut moves: Vec<EdgeNumber> = graph
        .edge_indices()
        .filter(|e| grounded[e.index()])
        .filter(|&e| {
            Fusion::new(picture.edge_list(), ground, Some(e), &[])
                .value()
                .is_zero()
        })
        .map(|e| picture.number(e))
        .collect();
    moves.sort_unstable();
    moves
}

/// A Blue-Red picture solved by its game tree alone: every position (set of standing
/// edges connected to the ground) memoized, valued as the simplest number between the
/// two sides' best options; Left's winning moves are the blue cuts that leave a value
/// `>= 0`, Right's the red cuts that leave `<= 0`. It knows nothing of trees, stalks or
/// sign expansions. `None` when an edge in play is green or more than 32 edges are in
/// play (it takes exponential time well before that).
///
/// ```
/// use hackenbush::{bluered, naive, parse_picture};
/// let p = parse_picture("G a b\na b r\nG c r\n", "G").unwrap();
/// assert_eq!(naive::blue_red(&p), bluered::solve(&p).ok());
/// ```
pub fn blue_red(picture: &Picture) -> Option<Answer> {
    let Some(ground) = picture.ground() else {
        return Some(Answer::number(
            picture,
            Dyadic::zero(),
            WinningMoves::default(),
        ));
    };
    let grounded = picture.grounded_edges();
    let edges: Vec<_> = picture
        .graph()
        .edge_indices()
        .filter(|e| grounded[e.index()])
        .collect();
    if edges.len() > MAX_EDGES || edges.iter().any(|&e| picture.colour(e) == Colour::Green) {
        return None;
    }
    let search = Search::new(picture, ground, &edges);
    let zero = Dyadic::zero();
    let mut moves = WinningMoves::default();
    for (edge, blue, after) in search.options() {
        if blue && *after >= zero {
            moves.left.push(edge);
        }
        if !blue && *after <= zero {
            moves.right.push(edge);
        }
    }
    Some(Answer::number(picture, search.value(), moves))
}

/// The outcome class and each player's winning moves of any picture by plain minimax on
/// the picture itself: every cut tried, nothing memoized, no theory. Exponential in the
/// edges in play, worse than [`blue_red`]: for pictures of about eight edges.
///
/// ```
/// use hackenbush::{canonical, naive, parse_picture};
/// let p = parse_picture("G a green\na b blue\n", "G").unwrap();
/// let s = canonical::solve(&p).unwrap();
/// assert_eq!(naive::red_blue_green(&p), (s.outcome, s.winning_moves));
/// ```
pub fn red_blue_green(picture: &Picture) -> (Outcome, WinningMoves) {
    let outcome = match (
        wins_first(picture, Side::Left),
        wins_first(picture, Side::Right),
    ) {
        (true, true) => Outcome::First,
        (true, false) => Outcome::Left,
        (false, true) => Outcome::Right,
        (false, false) => Outcome::Second,
    };
    let moves = WinningMoves {
        left: winning_cuts(picture, Side::Left),
        right: winning_cuts(picture, Side::Right),
    };
    (outcome, moves)
}

/// Whether `side`, moving first on `picture`, wins: some cut leaves the other side,
/// moving first, lost.
fn wins_first(picture: &Picture, side: Side) -> bool {
    !winning_cuts(picture, side).is_empty()
}

/// The cuts of `side` after which the other side, moving first, loses, ascending.
fn winning_cuts(picture: &Picture, side: Side) -> Vec<EdgeNumber> {
    picture
        .standing()
        .iter()
        .filter(|e| side.may_cut(e.colour))
        .filter(|e| {
            picture
                .after_move(e.number)
                .is_some_and(|after| !wins_first(&after, side.other()))
        })
        .map(|e| e.number)
        .collect()
}
