//! The slow ways, kept apart from the fast solvers (feature `naive`; the tests, the
//! benchmarks and the fuzz targets turn it on, nothing else uses it): the games written
//! out from their definitions, sharing with the fast code only the picture they read and
//! the answers they give. [`brute_force`], the green game tree, is the independent oracle
//! the tests check [`crate::green::solve`] against; [`blue_red`], the game tree of
//! numbers, checks [`crate::bluered::solve`]; [`red_blue_green`], plain minimax on the
//! picture itself, checks the outcome and winning moves of [`crate::canonical::solve`].
//! They give the same answers as the fast solvers (property-tested), only slower. And
//! [`winning_moves`] is the benchmarks' baseline, "delete each edge and recompute", which
//! recomputes with the fast green value on purpose: it measures what the one-pass winning
//! moves save.
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

use std::collections::HashMap;

use crate::answer::{Answer, Value};
use crate::canonical::CanonicalError;
use crate::colour::Colour;
use crate::dyadic::Dyadic;
use crate::fusion::Fusion;
use crate::green::Solution;
use crate::outcome::{Outcome, WinningMoves};
use crate::picture::{EdgeNumber, Picture};
use crate::play::Side;

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

/// The most edges in play [`blue_red`] takes (a position is a set of them, as bits; it
/// takes exponential time well before that).
pub const BLUE_RED_LIMIT: usize = 16;

/// A Blue-Red picture solved by its game tree alone, from the definitions: a position is
/// the set of edges still connected to the ground (found by growing what the ground
/// reaches), every position is memoized, and its value is the simplest number strictly
/// between Left's best option and Right's best option (found by halving the interval
/// between two integers, as the number tree is built). Left's winning moves are the blue
/// cuts that leave a value `>= 0`, Right's the red cuts that leave `<= 0`; the outcome is
/// who has one. It knows nothing of trees, stalks, sign expansions, the split at the
/// ground or the crate's searches. `None` when an edge in play is green or more than
/// [`BLUE_RED_LIMIT`] edges are in play.
///
/// ```
/// use hackenbush::{bluered, naive, parse_picture};
/// let p = parse_picture("G a b\na b r\nG c r\n", "G").unwrap();
/// assert_eq!(naive::blue_red(&p), bluered::solve(&p).ok());
/// ```
pub fn blue_red(picture: &Picture) -> Option<Answer> {
    let all: Vec<(usize, usize, EdgeNumber, Colour)> = picture
        .graph()
        .edge_references()
        .map(|e| {
            let number = *e.weight();
            let colour = picture.colour_of(number).expect("an edge of the picture");
            (e.source().index(), e.target().index(), number, colour)
        })
        .collect();
    let ground = picture.ground().map(|g| g.index());
    // The edges in play, grown from the ground over the whole picture.
    let in_play = reached_from(ground, all.iter().map(|&(a, b, _, _)| Some((a, b))));
    let edges: Vec<_> = all
        .iter()
        .zip(in_play)
        .filter(|&(_, kept)| kept)
        .map(|(&edge, _)| edge)
        .collect();
    if edges.len() > BLUE_RED_LIMIT || edges.iter().any(|e| e.3 == Colour::Green) {
        return None;
    }
    let game = BlueRed {
        edges: &edges,
        ground,
    };
    let start = (1u32 << edges.len()) - 1;
    let mut memo = HashMap::new();
    let value = game.value(start, &mut memo);
    let zero = Dyadic::zero();
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for (i, &(_, _, number, colour)) in edges.iter().enumerate() {
        let after = game.value(game.grounded(start & !(1 << i)), &mut memo);
        match colour {
            Colour::Blue if after >= zero => left.push(number),
            Colour::Red if after <= zero => right.push(number),
            _ => {}
        }
    }
    let outcome = match (left.is_empty(), right.is_empty()) {
        (false, false) => Outcome::First,
        (false, true) => Outcome::Left,
        (true, false) => Outcome::Right,
        (true, true) => Outcome::Second,
    };
    left.sort_unstable();
    right.sort_unstable();
    Some(Answer::new(
        picture,
        Value::Number(value),
        outcome,
        WinningMoves { left, right },
    ))
}

/// Which of `edges` (their ends; `None` for an edge that is not standing) a path of
/// standing edges connects to `ground`: grown from the ground until nothing changes.
fn reached_from(
    ground: Option<usize>,
    edges: impl Iterator<Item = Option<(usize, usize)>> + Clone,
) -> Vec<bool> {
    let mut kept = vec![false; edges.clone().count()];
    let Some(ground) = ground else {
        return kept;
    };
    let mut reached = vec![ground];
    let mut changed = true;
    while changed {
        changed = false;
        for (i, ends) in edges.clone().enumerate() {
            let Some((a, b)) = ends else { continue };
            if !kept[i] && (reached.contains(&a) || reached.contains(&b)) {
                kept[i] = true;
                reached.extend([a, b]);
                changed = true;
            }
        }
    }
    kept
}

/// The edges in play of a Blue-Red picture (ends, number, colour) and its ground, for
/// [`blue_red`]: a position is a set of them, as bits.
struct BlueRed<'a> {
    edges: &'a [(usize, usize, EdgeNumber, Colour)],
    ground: Option<usize>,
}

impl BlueRed<'_> {
    /// The edges of `standing` that a path of standing edges connects to the ground.
    fn grounded(&self, standing: u32) -> u32 {
        let standing_edges = self
            .edges
            .iter()
            .enumerate()
            .map(|(i, &(a, b, _, _))| (standing >> i & 1 == 1).then_some((a, b)));
        reached_from(self.ground, standing_edges)
            .iter()
            .enumerate()
            .filter(|&(_, &kept)| kept)
            .fold(0, |set, (i, _)| set | 1 << i)
    }

    /// The value of the position `standing`: the simplest number between Left's best
    /// option (a blue cut) and Right's best option (a red cut).
    fn value(&self, standing: u32, memo: &mut HashMap<u32, Dyadic>) -> Dyadic {
        if let Some(value) = memo.get(&standing) {
            return value.clone();
        }
        let (mut best_left, mut best_right): (Option<Dyadic>, Option<Dyadic>) = (None, None);
        for i in (0..self.edges.len()).filter(|&i| standing >> i & 1 == 1) {
            let option = self.value(self.grounded(standing & !(1 << i)), memo);
            if self.edges[i].3 == Colour::Blue {
                if best_left.as_ref().is_none_or(|l| option > *l) {
                    best_left = Some(option);
                }
            } else if best_right.as_ref().is_none_or(|r| option < *r) {
                best_right = Some(option);
            }
        }
        let value = simplest_between(best_left.as_ref(), best_right.as_ref());
        memo.insert(standing, value.clone());
        value
    }
}

/// The simplest number strictly between `low` and `high` (`None`: no bound): 0 when it
/// fits; else the integer nearest 0 that fits; else, between the integers `a` and `a + 1`
/// around both bounds, the first midpoint that fits when the interval `[a, a + 1]` is
/// halved towards the bounds, as the number tree is built. Panics when `low >= high`,
/// which the theory rules out in Blue-Red Hackenbush.
fn simplest_between(low: Option<&Dyadic>, high: Option<&Dyadic>) -> Dyadic {
    let fits = |x: &Dyadic| low.is_none_or(|l| l < x) && high.is_none_or(|h| x < h);
    let zero = Dyadic::zero();
    if fits(&zero) {
        return zero;
    }
    let above = low.is_some_and(|l| *l >= zero);
    // Integers outwards from 0, on the side of the bounds.
    let step = if above { 1 } else { -1 };
    let mut n = 0i64;
    loop {
        let next = Dyadic::from(n + step);
        if fits(&next) {
            return next;
        }
        let past = if above {
            high.is_some_and(|h| next >= *h)
        } else {
            low.is_some_and(|l| next <= *l)
        };
        if past {
            break;
        }
        n += step;
    }
    // Between n and n + step; halve towards the bounds.
    let (mut lo, mut hi) = if above {
        (Dyadic::from(n), Dyadic::from(n + 1))
    } else {
        (Dyadic::from(n - 1), Dyadic::from(n))
    };
    loop {
        let mid = (lo.clone() + hi.clone()).halve();
        if fits(&mid) {
            return mid;
        }
        assert!(
            low.is_some_and(|l| mid <= *l) || high.is_some_and(|h| mid >= *h),
            "an empty interval: every Left option is below every Right option"
        );
        if low.is_some_and(|l| mid <= *l) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
}

/// The canonical form, outcome and winning moves of any picture by the search alone:
/// every part hanging from the ground searched whole over its positions, trees too, with
/// no colon principle (within [`crate::canonical::PART_LIMIT`] edges a part and
/// [`crate::canonical::SEARCHED_LIMIT`] in all). The twin that
/// [`crate::canonical::solve`], which values trees and bridges by ordinal sums, is
/// checked against, and its benchmarks' baseline.
///
/// ```
/// use hackenbush::{canonical, naive, parse_picture};
/// let p = parse_picture("G a green\na b blue\nb c red\na d green\n", "G").unwrap();
/// assert_eq!(naive::canonical_search(&p), canonical::solve(&p));
/// ```
pub fn canonical_search(picture: &Picture) -> Result<Answer, CanonicalError> {
    crate::canonical::solve_by_search(picture)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain simplicity rule gives what the fast one gives, on every pair of bounds
    /// with denominators up to 16 between -3 and 3 (and no bound).
    #[test]
    fn the_simplest_number_between_two_bounds() {
        let d = |text: &str| text.parse::<Dyadic>().unwrap();
        assert_eq!(simplest_between(None, None), d("0"));
        assert_eq!(simplest_between(Some(&d("0")), None), d("1"));
        assert_eq!(simplest_between(None, Some(&d("-1"))), d("-2"));
        assert_eq!(simplest_between(Some(&d("0")), Some(&d("1"))), d("1/2"));
        assert_eq!(simplest_between(Some(&d("1/4")), Some(&d("1/2"))), d("3/8"));
        assert_eq!(
            simplest_between(Some(&d("-5/2")), Some(&d("-2"))),
            d("-9/4")
        );
        let grid: Vec<Option<Dyadic>> = std::iter::once(None)
            .chain((-48..=48).map(|m| Some(Dyadic::new(m, 4))))
            .collect();
        for low in &grid {
            for high in &grid {
                if let (Some(l), Some(h)) = (low, high)
                    && l >= h
                {
                    continue;
                }
                assert_eq!(
                    Some(simplest_between(low.as_ref(), high.as_ref())),
                    Dyadic::simplest_between(low.as_ref(), high.as_ref()),
                    "{low:?} {high:?}"
                );
            }
        }
    }
}
