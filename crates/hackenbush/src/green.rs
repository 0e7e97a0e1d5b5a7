//! Green Hackenbush: a picture's value, who wins and every winning move, by fusion and
//! the colon principle, in near-linear time, reading every edge as green; and the
//! [`Analysis`] that keeps the decomposition behind them for drawing.

use games_common::Nimber;
use petgraph::graph::{EdgeIndex, NodeIndex};

use crate::answer::{Answer, Value};
use crate::fusion::Fusion;
use crate::graph::EdgeList;
use crate::outcome::{Outcome, WinningMoves};
use crate::picture::{EdgeNumber, Picture};
use crate::winning::winning_edges;

/// Who wins a position with best play. Exhaustive on purpose: a game of Hackenbush ends
/// when one player cannot move, so there is no draw and no third answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Winner {
    /// The player to move (the value is not 0).
    First,
    /// The other player (the value is 0).
    Second,
}

impl Winner {
    /// The winner of a position worth `value`.
    pub fn of(value: Nimber) -> Winner {
        if value.is_zero() {
            Winner::Second
        } else {
            Winner::First
        }
    }
}

/// What a picture is worth and how to win it.
///
/// With the `serde` feature it serializes as the document of `hackenbush solve --json`
/// for a green picture:
/// `{"value":3,"winner":"first","winning_moves":[2,5],"edges":12,"vertices":9}`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Solution {
    /// The Sprague–Grundy value: the size of the Nim heap the picture is worth. The
    /// player to move wins exactly when it is not 0.
    #[cfg_attr(feature = "serde", serde(with = "crate::json::nimber"))]
    pub value: Nimber,
    /// Who wins with best play: [`Winner::of`] the value.
    pub winner: Winner,
    /// Every edge whose deletion leaves value 0, ascending. Empty exactly when the value
    /// is 0.
    pub winning_moves: Vec<EdgeNumber>,
    /// How many edges the picture holds, also those the ground does not reach.
    pub edges: usize,
    /// How many vertices the picture holds: every distinct name, also those the ground
    /// does not reach.
    pub vertices: usize,
}

impl Solution {
    /// The solution of `picture` with this value and these winning moves (sorted here).
    pub(crate) fn new(
        picture: &Picture,
        value: Nimber,
        mut winning_moves: Vec<EdgeNumber>,
    ) -> Solution {
        winning_moves.sort_unstable();
        Solution {
            value,
            winner: Winner::of(value),
            winning_moves,
            edges: picture.edge_count(),
            vertices: picture.vertex_count(),
        }
    }
}

/// A green picture's answer: the value as a [`Value::Nimber`], the outcome
/// [`Outcome::First`] or [`Outcome::Second`], and the winning moves for both players.
impl From<Solution> for Answer {
    fn from(solution: Solution) -> Answer {
        let outcome = match solution.winner {
            Winner::First => Outcome::First,
            Winner::Second => Outcome::Second,
        };
        Answer {
            value: Value::Nimber(solution.value),
            outcome,
            winning_moves: WinningMoves {
                left: solution.winning_moves.clone(),
                right: solution.winning_moves,
            },
            edges: solution.edges,
            vertices: solution.vertices,
        }
    }
}

/// A green picture's answer as the green solver gives it (both players' winning moves
/// are the same); the answer back unchanged when its value is not a nimber.
///
/// ```
/// use hackenbush::green::{Solution, Winner};
/// use hackenbush::{parse_picture, solve};
/// let triangle = parse_picture("G a\na b\nb G\n", "G").unwrap();
/// let solution = Solution::try_from(solve(&triangle).unwrap()).unwrap();
/// assert_eq!(solution, hackenbush::green::solve(&triangle));
/// assert_eq!(solution.winner, Winner::First);
/// ```
impl TryFrom<Answer> for Solution {
    type Error = Answer;

    fn try_from(answer: Answer) -> Result<Solution, Answer> {
        match answer.value {
            Value::Nimber(value) => Ok(Solution {
                value,
                winner: Winner::of(value),
                winning_moves: answer.winning_moves.left,
                edges: answer.edges,
                vertices: answer.vertices,
            }),
            _ => Err(answer),
        }
    }
}

/// A picture solved once, with the decomposition behind its [`Solution`]: the bridges and
/// the 2-edge-connected classes that fuse into single vertices. [`crate::dot::to_dot`] draws
/// it without solving again.
///
/// ```
/// use hackenbush::green::analyze;
/// use hackenbush::dot::to_dot;
/// use hackenbush::{parse_picture, Nimber};
/// let triangle = parse_picture("G a\na b\nb G\n", "G").unwrap();
/// let analysis = analyze(&triangle);
/// assert_eq!(analysis.solution().value, Nimber(1));
/// assert!(to_dot(&analysis).contains("class 0: 3 loops, value 1"));
/// ```
#[derive(Clone, Debug)]
pub struct Analysis<'p> {
    picture: &'p Picture,
    /// `None` when no edge touches the ground.
    pub(crate) fusion: Option<Fusion>,
    solution: Solution,
}

impl<'p> Analysis<'p> {
    /// The picture analysed.
    pub fn picture(&self) -> &'p Picture {
        self.picture
    }

    /// Its value, winner and winning moves.
    pub fn solution(&self) -> &Solution {
        &self.solution
    }

    /// The solution, without the decomposition.
    pub fn into_solution(self) -> Solution {
        self.solution
    }

    /// The bridges of the position, ascending: the edges whose deletion drops what hangs
    /// beyond them. Edges the ground does not reach are not part of the position and never
    /// listed.
    pub fn bridges(&self) -> Vec<EdgeNumber> {
        let Some(fusion) = &self.fusion else {
            return Vec::new();
        };
        let edges = self.picture.edge_list();
        let mut bridges: Vec<EdgeNumber> = edges
            .edge_indices()
            .filter(|e| fusion.bridge[e.index()])
            .filter(|&e| fusion.class_of(edges.endpoints(e).0).is_some())
            .map(|e| self.picture.number(e))
            .collect();
        bridges.sort_unstable();
        bridges
    }
}

/// The value of `picture`, every edge read as green, in time linear in its size.
pub fn value(picture: &Picture) -> Nimber {
    picture.ground().map_or(Nimber::ZERO, |ground| {
        Fusion::new(picture.edge_list(), ground, None, &[]).value()
    })
}

/// The value, the winner and every winning move of `picture`, every edge read as green
/// (the method and its cost are in the crate docs and [`docs/hackenbush.md`](https://docs.rs/crate/hackenbush/latest/source/docs/hackenbush.md)).
///
/// A picture whose ground's part is a tree (the common case of a picture of a plant, and
/// the one where every edge is a bridge) takes a shorter way: no search for bridges, no
/// fusion, only leaves peeled towards the ground. The answer is the same.
pub fn solve(picture: &Picture) -> Solution {
    if let Some(ground) = picture.ground()
        && let Some((value, moves)) = solve_tree(picture.edge_list(), ground)
    {
        let moves = moves.into_iter().map(|e| picture.number(e)).collect();
        return Solution::new(picture, value, moves);
    }
    analyze(picture).into_solution()
}

/// What peeling knows of a vertex: how many of its edges are left, and the XOR of their
/// far ends and of their indices (so that, once one edge is left, they name it), and the
/// value of what was peeled into it.
#[derive(Clone, Copy, Default)]
struct Peeled {
    degree: u32,
    neighbours: u32,
    edges: u32,
    value: u64,
}

/// The value and the winning moves (edge indices, unsorted) of `graph` grounded at
/// `ground` when the ground's part is a tree; `None` otherwise (a cycle, a self-loop, a
/// doubled edge anywhere, or more edges than vertices), and the general way answers.
///
/// A tree needs no search: each leaf other than the ground is peeled off in turn, its
/// value passed down its one edge by the colon principle (a vertex's value is the XOR of
/// `value + 1` over what hangs from it), until only the ground is left of its part. Each
/// vertex's remaining edges are kept as a count and two XORs instead of lists, so the
/// picture is read once in its own order and no adjacency list is built. The ground's
/// part is a tree exactly when peeling leaves the ground with no edge. Then, from the
/// ground up (the peeling order backwards), each vertex gets the value its subtree must
/// take for the whole to be worth 0, as [`crate::winning`] does for classes: the edge
/// from `p` down to `c` wins when `want(p) ⊕ value(p) ⊕ (value(c) + 1)` is 0.
fn solve_tree(graph: EdgeList<'_>, ground: NodeIndex) -> Option<(Nimber, Vec<EdgeIndex>)> {
    let n = graph.vertices;
    // A forest has fewer edges than vertices: most pictures with a cycle stop here.
    if graph.ends.len() >= n || u32::try_from(n).is_err() {
        return None;
    }
    let ground = ground.index();
    let mut at = vec![Peeled::default(); n];
    for (e, &[a, b]) in graph.ends.iter().enumerate() {
        if a == b {
            return None;
        }
        for (v, w) in [(a, b), (b, a)] {
            let v = &mut at[v as usize];
            v.degree += 1;
            v.neighbours ^= w;
            v.edges ^= e as u32;
        }
    }
    // Peel every leaf, and on from it while its neighbour becomes one. A peeled vertex
    // keeps its parent and the edge to it in `neighbours` and `edges`.
    let mut order = Vec::with_capacity(n);
    for start in 0..n {
        let mut v = start;
        while v != ground && at[v].degree == 1 {
            let Peeled {
                neighbours: p,
                edges: e,
                value,
                ..
            } = at[v];
            at[v].degree = 0;
            order.push(v as u32);
            let parent = &mut at[p as usize];
            parent.degree -= 1;
            parent.neighbours ^= v as u32;
            parent.edges ^= e;
            parent.value ^= value + 1;
            v = p as usize;
        }
    }
    if at[ground].degree != 0 {
        return None;
    }
    // From the ground up: a vertex outside the ground's part has no parent wanting
    // anything, so nothing in its part is a move.
    const NONE: u64 = u64::MAX;
    let mut want = vec![NONE; n];
    want[ground] = 0;
    let mut winning = Vec::new();
    for &v in order.iter().rev() {
        let Peeled {
            neighbours: p,
            edges: e,
            value,
            ..
        } = at[v as usize];
        let wanted = want[p as usize];
        if wanted == NONE {
            continue;
        }
        let x = wanted ^ at[p as usize].value ^ (value + 1);
        if x == 0 {
            winning.push(EdgeIndex::new(e as usize));
        } else {
            want[v as usize] = x - 1;
        }
    }
    Some((Nimber(at[ground].value), winning))
}

/// [`solve`], keeping the decomposition for [`crate::dot::to_dot`] and
/// [`Analysis::bridges`].
pub fn analyze(picture: &Picture) -> Analysis<'_> {
    let Some(ground) = picture.ground() else {
        return Analysis {
            picture,
            fusion: None,
            solution: Solution::new(picture, Nimber::ZERO, Vec::new()),
        };
    };
    let fusion = Fusion::new(picture.edge_list(), ground, None, &[]);
    let winning_moves: Vec<EdgeNumber> = winning_edges(picture.edge_list(), &fusion)
        .into_iter()
        .map(|e| picture.number(e))
        .collect();
    let solution = Solution::new(picture, fusion.value(), winning_moves);
    Analysis {
        picture,
        fusion: Some(fusion),
        solution,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_follows_the_value() {
        assert_eq!(Winner::of(Nimber(0)), Winner::Second);
        assert_eq!(Winner::of(Nimber(3)), Winner::First);
    }

    /// A stalk G-a-b hanging a triangle b-c-d, and a loose edge x-y: the stalk's edges are
    /// bridges, the triangle's are not, and the loose edge is no bridge of the position.
    #[test]
    fn bridges_of_the_position() {
        let p = Picture::from_edges(
            "G",
            [
                ("G", "a"),
                ("a", "b"),
                ("b", "c"),
                ("c", "d"),
                ("d", "b"),
                ("x", "y"),
            ],
        );
        let analysis = analyze(&p);
        assert_eq!(analysis.bridges(), [1, 2].map(EdgeNumber::new));
        // The triangle fuses into 3 loops at b, worth 1; a then carries 1 + 1 = 2 and the
        // ground 2 + 1 = 3.
        assert_eq!(analysis.solution().value, Nimber(3));
        assert_eq!(analysis.solution().edges, 6);
        assert_eq!(analysis.solution().vertices, 7);
    }

    /// The tree way answers exactly the pictures whose ground's part is a tree, whatever
    /// lies apart from it; the rest go the general way. (Its answers are checked against
    /// the game tree in `tests/crosscheck.rs`.)
    #[test]
    fn only_trees_take_the_tree_way() {
        let tree_way = |edges: &[(&str, &str)]| {
            let p = Picture::from_edges("G", edges.iter().copied());
            solve_tree(p.edge_list(), p.ground().unwrap())
        };
        // G-a, a-b, a-c: b and c are each worth 1, so a is worth 0 and G 1; cutting G-a
        // leaves 0.
        assert_eq!(
            tree_way(&[("a", "b"), ("G", "a"), ("c", "a")]),
            Some((Nimber(1), vec![EdgeIndex::new(1)]))
        );
        // A loose path beside the tree counts for nothing.
        assert_eq!(
            tree_way(&[("G", "a"), ("x", "y"), ("y", "z")]),
            Some((Nimber(1), vec![EdgeIndex::new(0)]))
        );
        // A triangle through the ground, a cycle on a stalk (with a long tail so that
        // edges are fewer than vertices), a self-loop, a doubled edge.
        assert_eq!(tree_way(&[("G", "a"), ("a", "b"), ("b", "G")]), None);
        assert_eq!(
            tree_way(&[
                ("G", "a"),
                ("a", "b"),
                ("b", "c"),
                ("c", "a"),
                ("p", "q"),
                ("r", "s"),
                ("t", "u")
            ]),
            None
        );
        assert_eq!(tree_way(&[("G", "a"), ("a", "a"), ("x", "y")]), None);
        assert_eq!(tree_way(&[("G", "a"), ("G", "a"), ("x", "y")]), None);
    }

    #[test]
    fn a_picture_without_ground() {
        let p = Picture::from_edges("G", [("a", "b")]);
        let analysis = analyze(&p);
        assert!(analysis.bridges().is_empty());
        assert_eq!(analysis.solution().winner, Winner::Second);
        assert_eq!(solve(&p), analysis.into_solution());
    }
}
