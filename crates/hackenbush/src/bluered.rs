//! Blue-Red Hackenbush: the exact value of a picture of blue and red edges (a dyadic
//! number), its outcome class and every winning move of each player.
//!
//! The picture splits at the ground into branches (what hangs from the ground through one
//! connected set of vertices above it); the value is the sum of the branches' values.
//! A branch that is a tree is valued by the tree rule in near-linear time: an edge
//! carrying a subtree worth `x` is worth the ordinal sum `±1 : x`, whose sign expansion
//! is the edge's sign followed by that of `x`, and branches meeting at a vertex add.
//! Stalks stay sign expansions (an edge is one push), and only where branches meet is
//! anything added. A branch with a cycle is searched exactly (every set of its standing
//! edges is a position, memoized) up to [`SEARCH_LIMIT`] edges.
//!
//! The winning moves come from one top-down pass: each edge gets the least value its
//! contribution must keep for the move to win, and, since `±1 : x` is increasing in `x`,
//! that bound passes through an edge by dropping the first sign of its expansion.

use std::cell::Cell;
use std::cmp::Ordering;

use petgraph::graph::{EdgeIndex, NodeIndex};
use petgraph::visit::EdgeRef;

use crate::answer::Answer;
use crate::colour::{Colour, ColourClass};
use crate::dyadic::Dyadic;
use crate::graph::{Adjacency, other_end};
use crate::outcome::WinningMoves;
use crate::picture::{EdgeNumber, Picture};
use crate::search::{Search, Stop};

/// The largest branch with a cycle whose value is searched exactly (edges in play); a
/// bigger one is refused with [`CycleTooBig`], and one whose search needs more than
/// [`POSITION_LIMIT`] positions with [`TooManyPositions`]. Forests have no limit.
pub const SEARCH_LIMIT: usize = 40;

// The search's fixed-point numbers are exact up to this many edges.
const _: () = assert!(SEARCH_LIMIT <= crate::search::FIXED_EDGES);

pub use crate::search::{POSITION_LIMIT, TooManyPositions};

/// The most positions the searches of one picture's parts memoize together: with
/// [`POSITION_LIMIT`] a part, a bound on the whole picture's time (about 4 parts at the
/// bound of one), the same on every machine. A picture that needs more is refused with
/// [`SearchTooBig`].
pub const PICTURE_POSITION_LIMIT: usize = 4 * POSITION_LIMIT;

/// A picture whose parts with cycles need more than [`PICTURE_POSITION_LIMIT`] positions
/// in all, each part within its own bound.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the picture's parts with cycles need more than {limit} positions in all (the part \
     with edge {edge} passed it, {parts} parts searched before it); pictures are searched \
     exactly up to {limit} positions in all"
)]
#[non_exhaustive]
pub struct SearchTooBig {
    /// The lowest-numbered edge of the part whose search passed the bound.
    pub edge: EdgeNumber,
    /// How many parts with cycles were searched whole before it.
    pub parts: usize,
    /// [`PICTURE_POSITION_LIMIT`].
    pub limit: usize,
}

/// A part of a picture with a cycle too big for the exact search: the one way a blue-red
/// picture can be refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a part of the picture with a cycle has {edges} edges in play (edge {edge} among \
     them); pictures with cycles are searched exactly up to {limit} edges per part"
)]
#[non_exhaustive]
pub struct CycleTooBig {
    /// Its edges in play.
    pub edges: usize,
    /// The lowest-numbered edge of that part.
    pub edge: EdgeNumber,
    /// [`SEARCH_LIMIT`].
    pub limit: usize,
}

/// Why a picture was not solved as Blue-Red Hackenbush.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PartizanError {
    /// An edge in play is green.
    #[error("the picture is {class}, not blue-red: edge {edge} is green")]
    NotBlueRed {
        /// The picture's colour class.
        class: ColourClass,
        /// The lowest-numbered green edge in play.
        edge: EdgeNumber,
    },
    /// A part of the picture with a cycle is too big for the exact search.
    #[error(transparent)]
    TooBig(#[from] CycleTooBig),
    /// A part of the picture with a cycle has too many positions for the exact search.
    #[error(transparent)]
    TooManyPositions(#[from] TooManyPositions),
    /// The parts with cycles have too many positions together.
    #[error(transparent)]
    SearchTooBig(#[from] SearchTooBig),
}

/// The value ([`Value::Number`](crate::Value::Number)), the outcome and every winning move of a Blue-Red
/// picture (only blue and red edges in play; a picture with a green edge in play is
/// refused with [`PartizanError::NotBlueRed`]; one with no edge in play is worth 0).
///
/// ```
/// use hackenbush::{bluered, parse_picture, EdgeNumber, Outcome};
/// // A blue edge on the ground with a red edge above it: {0 | 1} = 1/2. Left wins; cutting
/// // the blue edge leaves 0 and wins, cutting the red one would leave 1 for Right.
/// let p = parse_picture("G a blue\na b red\n", "G").unwrap();
/// let s = bluered::solve(&p).unwrap();
/// assert_eq!((s.value.to_string(), s.outcome), ("1/2".to_owned(), Outcome::Left));
/// assert_eq!(s.winning_moves.left, [EdgeNumber::new(1)]);
/// assert!(s.winning_moves.right.is_empty());
/// ```
pub fn solve(picture: &Picture) -> Result<Answer, PartizanError> {
    let branches = Branches::new(picture)?;
    let value = branches.value(false);
    let (mut left, mut right) = (Vec::new(), Vec::new());
    match value.signum() {
        Ordering::Greater => left = branches.winning(false, &value),
        Ordering::Less => right = branches.winning(true, &-value.clone()),
        Ordering::Equal => {}
    }
    Ok(Answer::number(
        picture,
        value,
        WinningMoves::new(left, right),
    ))
}

/// The value of a Blue-Red picture alone, without the winning moves (about half the work
/// of [`solve`]); the same errors.
///
/// ```
/// use hackenbush::{bluered, parse_picture};
/// let p = parse_picture("G a r\na b b\nb c b\n", "G").unwrap(); // - + +
/// assert_eq!(bluered::value(&p).unwrap().to_string(), "-1/4");
/// ```
pub fn value(picture: &Picture) -> Result<Dyadic, PartizanError> {
    Ok(Branches::new(picture)?.value(false))
}

/// A number on its way through a tree: as signs from the top down (the first sign from
/// the ground last, so an edge below is one push), or as a number once branches met.
enum Value {
    Signs(Vec<bool>),
    Number(Dyadic),
}

impl Value {
    fn number(self) -> Dyadic {
        match self {
            Value::Signs(signs) => Dyadic::from_signs(signs.into_iter().rev()),
            Value::Number(number) => number,
        }
    }

    /// The signs, first sign from the ground last.
    fn signs(self) -> Vec<bool> {
        match self {
            Value::Signs(signs) => signs,
            Value::Number(number) => {
                let mut signs = number.signs();
                signs.reverse();
                signs
            }
        }
    }

    fn at_most_zero(&self) -> bool {
        match self {
            Value::Signs(signs) => signs.last().is_none_or(|&s| !s),
            Value::Number(number) => number.signum() != Ordering::Greater,
        }
    }

    fn at_least_zero(&self) -> bool {
        match self {
            Value::Signs(signs) => signs.last().is_none_or(|&s| s),
            Value::Number(number) => number.signum() != Ordering::Less,
        }
    }
}

/// The least value an edge's contribution (or a vertex's value) must keep for a move
/// above it to win.
enum Bound {
    /// Any value does: every move of the player above here wins.
    Any,
    /// No value does: nothing above here wins.
    Never,
    /// At least this.
    AtLeast(Value),
}

/// The picture split at the ground: trees (valued by the rule) and parts with cycles
/// (searched), each hanging from the ground.
struct Branches<'p> {
    picture: &'p Picture,
    /// Non-ground vertices of the trees, parents before children (breadth-first from the
    /// ground): a vertex's *position* is its place here.
    order: Vec<NodeIndex>,
    /// By position: what the tree rule reads of each tree vertex. Indexed by position,
    /// not by vertex, the rule's pass from the leaves down reads it backwards in order, and
    /// a vertex's parent, found breadth-first, sits at a position that only decreases
    /// along the pass: both walks are sequential in memory.
    up: Vec<Up>,
    /// By vertex: its position ([`NONE`] before the vertex is reached; a vertex of a part
    /// with a cycle keeps a position that means nothing).
    position: Vec<u32>,
    /// By vertex: the edge below each tree vertex (towards the ground).
    below: Vec<Option<EdgeIndex>>,
    /// Self-loops at the ground: each a single edge worth ±1.
    ground_loops: Vec<EdgeIndex>,
    /// The parts with a cycle, each as its edges.
    cyclic: Vec<Search>,
    /// The colour of each edge, by index: one array read in edge order, instead of an
    /// edge's number and then its colour for every look.
    colours: Vec<Colour>,
}

/// A tree vertex as the tree rule reads it.
#[derive(Clone, Copy)]
struct Up {
    /// The parent's position, or [`NONE`] for a tree's first vertex (on the ground).
    parent: u32,
    /// Whether the edge below is blue.
    blue: bool,
    /// How many edges the vertex carries above it.
    children: u32,
}

/// No position: not reached yet, or the ground.
const NONE: u32 = u32::MAX;

impl<'p> Branches<'p> {
    fn new(picture: &'p Picture) -> Result<Branches<'p>, PartizanError> {
        let graph = picture.graph();
        let n = graph.node_count();
        let mut branches = Branches {
            picture,
            order: Vec::new(),
            up: Vec::new(),
            position: vec![NONE; n],
            below: vec![None; n],
            ground_loops: Vec::new(),
            cyclic: Vec::new(),
            colours: Vec::new(),
        };
        let Some(ground) = picture.ground() else {
            return Ok(branches);
        };
        let colours: Vec<Colour> = graph.edge_indices().map(|e| picture.colour(e)).collect();
        let adjacency = Adjacency::new(picture.edge_list(), None);
        let mut budget = PICTURE_POSITION_LIMIT;
        // One part per connected set of non-ground vertices, grown from the ground.
        // The lowest-numbered green edge in play, if any.
        let green: Cell<Option<EdgeNumber>> = Cell::new(None);
        let note = |e: EdgeIndex| {
            if colours[e.index()] == Colour::Green {
                let number = picture.number(e);
                green.set(Some(green.get().map_or(number, |g| g.min(number))));
            }
        };
        for e in graph.edges(ground) {
            let start = other_end((e.source(), e.target()), ground);
            if start == ground {
                // A loop at the ground (petgraph lists a loop once).
                note(e.id());
                branches.ground_loops.push(e.id());
                continue;
            }
            if branches.position[start.index()] != NONE {
                continue;
            }
            let first = branches.order.len();
            let edges = branches.grow(&adjacency, &colours, (ground, start, e.id()), &note);
            if edges.len() == branches.order.len() - first {
                continue; // a tree: kept in `order` as grown
            }
            branches.order.truncate(first);
            branches.up.truncate(first);
            if edges.len() > SEARCH_LIMIT {
                return Err(PartizanError::TooBig(CycleTooBig {
                    edges: edges.len(),
                    edge: picture.lowest_number(&edges).expect("a part has edges"),
                    limit: SEARCH_LIMIT,
                }));
            }
            if green.get().is_none() {
                let edge = picture.lowest_number(&edges).expect("a part has edges");
                let search =
                    Search::new(picture, ground, &edges, &mut budget).map_err(
                        |stop| match stop {
                            Stop::Part => PartizanError::TooManyPositions(TooManyPositions {
                                edges: edges.len(),
                                edge,
                                limit: POSITION_LIMIT,
                            }),
                            Stop::Picture => PartizanError::SearchTooBig(SearchTooBig {
                                edge,
                                parts: branches.cyclic.len(),
                                limit: PICTURE_POSITION_LIMIT,
                            }),
                        },
                    )?;
                branches.cyclic.push(search);
            }
        }
        match green.get() {
            Some(edge) => Err(PartizanError::NotBlueRed {
                class: picture.colour_class(),
                edge,
            }),
            None => {
                branches.colours = colours;
                Ok(branches)
            }
        }
    }

    /// Grows the part holding `start` (which hangs from the ground by `root`) breadth
    /// first, appending its vertices to `order` with their parents, the edges below them
    /// and their child counts as the search finds them (for a tree, the tree itself), and
    /// returns its edges, each once, each shown to `note`.
    fn grow(
        &mut self,
        adjacency: &Adjacency,
        colours: &[Colour],
        (ground, start, root): (NodeIndex, NodeIndex, EdgeIndex),
        note: &impl Fn(EdgeIndex),
    ) -> Vec<EdgeIndex> {
        let mut edges = Vec::new();
        let mut next = self.order.len();
        let reach = |b: &mut Branches<'_>, w: NodeIndex, e: EdgeIndex, parent: u32| {
            b.position[w.index()] = b.order.len() as u32;
            b.below[w.index()] = Some(e);
            b.order.push(w);
            b.up.push(Up {
                parent,
                blue: colours[e.index()] == Colour::Blue,
                children: 0,
            });
        };
        reach(self, start, root, NONE);
        while next < self.order.len() {
            let v = self.order[next];
            for &(w, e) in adjacency.edges(v.index()) {
                let (w, e) = (NodeIndex::new(w as usize), EdgeIndex::new(e as usize));
                // Each edge once: from its lower-indexed non-ground end (a loop is listed
                // once).
                if w == ground || v.index() <= w.index() {
                    note(e);
                    edges.push(e);
                }
                if w != ground && self.position[w.index()] == NONE {
                    reach(self, w, e, next as u32);
                    self.up[next].children += 1;
                }
            }
            next += 1;
        }
        edges
    }

    fn blue(&self, e: EdgeIndex, flip: bool) -> bool {
        (self.colours[e.index()] == Colour::Blue) != flip
    }

    /// The value of the whole picture (with `flip`, of the picture with colours swapped,
    /// its negative).
    fn value(&self, flip: bool) -> Dyadic {
        let mut total = self.trees(flip, false).total;
        for &e in &self.ground_loops {
            total = total + Dyadic::from(if self.blue(e, flip) { 1 } else { -1 });
        }
        for search in &self.cyclic {
            let value = search.value();
            total = total + if flip { -value } else { value };
        }
        total
    }

    /// The tree rule from the leaves down to the ground; with `contributions`, also each
    /// edge's contribution where branches meet (for [`Branches::winning`]).
    fn trees(&self, flip: bool, contributions: bool) -> Trees {
        let n = self.order.len();
        // By position, what each vertex has gathered from above: its one child's signs, or
        // the sum of its children's numbers.
        let mut gathered: Vec<Option<Value>> = (0..n).map(|_| None).collect();
        let mut contribution: Vec<Option<Dyadic>> = if contributions {
            vec![None; n]
        } else {
            Vec::new()
        };
        let mut roots = Vec::new();
        let mut total = Dyadic::zero();
        for (v, up) in self.up.iter().enumerate().rev() {
            let blue = up.blue != flip;
            let (p, on_ground) = (up.parent as usize, up.parent == NONE);
            let to_number = on_ground || self.up[p].children > 1;
            let number = if up.children == 0 && to_number {
                // A leaf edge met by other branches: just ±1.
                Some(Dyadic::from(if blue { 1 } else { -1 }))
            } else {
                // Where branches meet, the winning pass reads the sum again: keep it.
                let kept = contributions && up.children > 1;
                let value = match &mut gathered[v] {
                    Some(Value::Number(sum)) if kept => Value::Number(sum.clone()),
                    slot => slot.take().unwrap_or(Value::Signs(Vec::new())),
                };
                let mut signs = value.signs();
                signs.push(blue);
                if to_number {
                    Some(Value::Signs(signs).number())
                } else {
                    gathered[p] = Some(Value::Signs(signs));
                    None
                }
            };
            let Some(number) = number else { continue };
            if on_ground {
                total = total + number.clone();
                roots.push((self.order[v], number));
                continue;
            }
            let sum = match gathered[p].take() {
                Some(Value::Number(sum)) => sum + number.clone(),
                _ => number.clone(),
            };
            gathered[p] = Some(Value::Number(sum));
            if contributions {
                contribution[v] = Some(number);
            }
        }
        Trees {
            total,
            roots,
            gathered,
            contribution,
        }
    }

    /// Left's winning moves (with `flip`, Right's, on the swapped picture) when the whole
    /// is worth `total` (> 0) from that side: the moves after which it is still `>= 0`.
    fn winning(&self, flip: bool, total: &Dyadic) -> Vec<EdgeNumber> {
        let mut moves = Vec::new();
        for &e in &self.ground_loops {
            // Cutting a loop worth 1 leaves total - 1.
            if self.blue(e, flip) && total.clone() - Dyadic::from(1) >= Dyadic::zero() {
                moves.push(self.picture.number(e));
            }
        }
        for search in &self.cyclic {
            moves.extend(search.winning(flip, total));
        }
        let mut trees = self.trees(flip, true);
        let mut stack: Vec<(NodeIndex, Bound)> = Vec::new();
        for (start, value) in std::mem::take(&mut trees.roots) {
            // The tree must keep at least value - total.
            let least = value - total.clone();
            stack.push((start, Bound::AtLeast(Value::Number(least))));
        }
        let graph = self.picture.graph();
        while let Some((w, bound)) = stack.pop() {
            let below = self.below[w.index()].expect("tree vertices hang by an edge");
            let blue = self.blue(below, flip);
            // Cutting the edge leaves its contribution 0.
            let cut_wins = match &bound {
                Bound::Any => true,
                Bound::Never => false,
                Bound::AtLeast(least) => least.at_most_zero(),
            };
            if blue && cut_wins {
                moves.push(self.picture.number(below));
            }
            // What the value above the edge must stay at least: `±1 : x >= least` holds
            // for every x when least is on the far side of 0, for none when it is on the
            // near side, and otherwise exactly when x >= least without its first sign.
            let above = match bound {
                Bound::AtLeast(least) => {
                    if blue && least.at_most_zero() {
                        Bound::Any
                    } else if !blue && least.at_least_zero() {
                        Bound::Never
                    } else {
                        let mut signs = least.signs();
                        signs.pop();
                        Bound::AtLeast(Value::Signs(signs))
                    }
                }
                other => other,
            };
            if matches!(above, Bound::Never) {
                continue;
            }
            let edges_above = graph
                .edges(w)
                .filter(|e| Some(e.id()) != self.below[w.index()]);
            if self.up[self.position[w.index()] as usize].children == 1 {
                let e = edges_above.into_iter().next().expect("one child");
                stack.push((other_end((e.source(), e.target()), w), above));
                continue;
            }
            let least = match above {
                Bound::AtLeast(least) => Some(least.number()),
                _ => None,
            };
            for e in edges_above {
                let child = other_end((e.source(), e.target()), w);
                let bound = match &least {
                    None => Bound::Any,
                    Some(least) => {
                        let own = trees.contribution[self.position[child.index()] as usize]
                            .clone()
                            .expect("branches meet here");
                        let others = trees.sum(self.position[w.index()] as usize) - own;
                        Bound::AtLeast(Value::Number(least.clone() - others))
                    }
                };
                stack.push((child, bound));
            }
        }
        moves.sort_unstable();
        moves
    }
}

/// The tree rule's results: the trees' total, each tree's first vertex with its value,
/// and where branches meet, the sum gathered at the vertex and each edge's contribution
/// to it (by the vertex above the edge).
struct Trees {
    total: Dyadic,
    roots: Vec<(NodeIndex, Dyadic)>,
    gathered: Vec<Option<Value>>,
    contribution: Vec<Option<Dyadic>>,
}

impl Trees {
    /// The sum of the branches above a vertex where branches meet, by its position.
    fn sum(&self, position: usize) -> Dyadic {
        match &self.gathered[position] {
            Some(Value::Number(sum)) => sum.clone(),
            _ => unreachable!("branches meet at this vertex"),
        }
    }
}
