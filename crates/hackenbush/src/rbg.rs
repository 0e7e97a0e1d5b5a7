//! Red-Blue-Green Hackenbush (any colours): the canonical form of a picture, its outcome
//! class and each player's winning moves, through the [`crate::cgt`] engine.
//!
//! The picture splits at the ground into parts (what hangs from the ground through one
//! connected set of vertices; a loop at the ground is a part of its own), which are
//! independent, so the whole is their sum. Each part is searched: every set of standing
//! edges still connected to the ground is a position, memoized, whose canonical form is
//! `{` Left's options `|` Right's options `}` simplified (Left cuts blue and green edges,
//! Right red and green). A part of more than [`CANONICAL_LIMIT`] edges, or a picture of
//! more than [`CANONICAL_TOTAL_LIMIT`] edges in play, is refused up front.

use hashbrown::HashMap;
use petgraph::graph::{EdgeIndex, NodeIndex};
use petgraph::visit::EdgeRef;

use crate::bluered::{Outcome, WinningMoves};
use crate::cgt::{Engine, Form};
use crate::colour::{Colour, ColourClass};
use crate::graph::other_end;
use crate::picture::{EdgeNumber, Picture};
use crate::search::Layout;

/// The largest part (edges in play) whose canonical form is searched; a bigger one is
/// refused with [`CanonicalError::TooBig`].
pub const CANONICAL_LIMIT: usize = 20;

/// The most edges in play a picture may have for its canonical form, whatever its parts
/// (sums of many parts make big forms); more is refused with
/// [`CanonicalError::TooManyEdges`].
pub const CANONICAL_TOTAL_LIMIT: usize = 64;

/// A picture's game in canonical form, how it ends and how to win it.
///
/// With the `serde` feature it serializes as the document of `hackenbush solve --json`
/// for a red-blue-green picture: `{"colour_class":"red-blue-green","value":"^*",
/// "outcome":"first","winning_moves":{"left":[2],"right":[1]},"edges":2,"vertices":3}`
/// (the value in CGSuite's notation, [`Engine::notation`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct CanonicalSolution {
    /// The picture's colour class.
    pub colour_class: ColourClass,
    /// The canonical form in CGSuite's notation.
    pub value: String,
    /// Who wins, by who moves first.
    pub outcome: Outcome,
    /// Each player's winning moves when that player moves first.
    pub winning_moves: WinningMoves,
    /// How many edges the picture holds, also those the ground does not reach.
    pub edges: usize,
    /// How many vertices the picture holds.
    pub vertices: usize,
}

/// Why a picture's canonical form was not computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CanonicalError {
    /// A part of the picture is too big for the search.
    #[error(
        "a part of the picture has {edges} edges in play (edge {edge} among them); \
         canonical forms are searched up to {limit} edges per part"
    )]
    TooBig {
        /// Its edges in play.
        edges: usize,
        /// Its lowest-numbered edge.
        edge: EdgeNumber,
        /// [`CANONICAL_LIMIT`].
        limit: usize,
    },
    /// The picture has too many edges in play in all.
    #[error(
        "the picture has {edges} edges in play; canonical forms are computed up to {limit} \
         edges in all"
    )]
    TooManyEdges {
        /// Its edges in play.
        edges: usize,
        /// [`CANONICAL_TOTAL_LIMIT`].
        limit: usize,
    },
}

/// The canonical form of any picture (green, blue-red or red-blue-green) in `engine`.
///
/// ```
/// use hackenbush::{canonical_form, parse_picture, Engine};
/// // A green edge on the ground under a blue edge: {0, * | 0} = ^* (Winning Ways, ch. 2).
/// let p = parse_picture("G a green\na b blue\n", "G").unwrap();
/// let mut engine = Engine::new();
/// let form = canonical_form(&p, &mut engine).unwrap();
/// assert_eq!(engine.notation(form), "^*");
/// ```
pub fn canonical_form(picture: &Picture, engine: &mut Engine) -> Result<Form, CanonicalError> {
    let parts = searched_parts(picture, engine)?;
    let mut total = engine.zero();
    for part in &parts {
        total = engine.add(total, part.form);
    }
    Ok(total)
}

/// The canonical form (in CGSuite's notation), the outcome class and each player's
/// winning moves of any picture; meant for red-blue-green ones (a green picture's form is
/// the nimber of [`crate::solve`], a blue-red one's the number of
/// [`crate::solve_blue_red`], which have no size limit).
///
/// ```
/// use hackenbush::{parse_picture, solve_canonical, EdgeNumber, Outcome};
/// let p = parse_picture("G a green\na b blue\n", "G").unwrap();
/// let s = solve_canonical(&p).unwrap();
/// assert_eq!((s.value.as_str(), s.outcome), ("^*", Outcome::First));
/// // Whoever moves first cuts the green edge and leaves 0; cutting the blue edge would
/// // leave *, a win for the other player.
/// assert_eq!(s.winning_moves.left, [EdgeNumber::new(1)]);
/// assert_eq!(s.winning_moves.right, [EdgeNumber::new(1)]);
/// ```
pub fn solve_canonical(picture: &Picture) -> Result<CanonicalSolution, CanonicalError> {
    let mut engine = Engine::new();
    let parts = searched_parts(picture, &mut engine)?;
    let zero = engine.zero();
    let forms: Vec<Form> = parts.iter().map(|p| p.form).collect();
    let mut total = zero;
    for &form in &forms {
        total = engine.add(total, form);
    }
    let mut winning_moves = WinningMoves::default();
    for (i, part) in parts.iter().enumerate() {
        let mut others = zero;
        for (j, &form) in forms.iter().enumerate() {
            if j != i {
                others = engine.add(others, form);
            }
        }
        for (k, &(number, colour)) in part.edges.iter().enumerate() {
            let after = engine.add(others, part.after[k]);
            if colour.left_may_cut() && engine.le(zero, after) {
                winning_moves.left.push(number);
            }
            if colour.right_may_cut() && engine.le(after, zero) {
                winning_moves.right.push(number);
            }
        }
    }
    winning_moves.left.sort_unstable();
    winning_moves.right.sort_unstable();
    Ok(CanonicalSolution {
        colour_class: picture.colour_class(),
        value: engine.notation(total),
        outcome: engine.outcome(total),
        winning_moves,
        edges: picture.edge_count(),
        vertices: picture.vertex_count(),
    })
}

/// One part searched: its edges (number and colour), its form, and its form after each
/// single cut.
struct Part {
    edges: Vec<(EdgeNumber, Colour)>,
    form: Form,
    after: Vec<Form>,
}

/// Every part of the picture, searched.
fn searched_parts(picture: &Picture, engine: &mut Engine) -> Result<Vec<Part>, CanonicalError> {
    let Some(ground) = picture.ground() else {
        return Ok(Vec::new());
    };
    let parts = parts(picture, ground);
    let edges: usize = parts.iter().map(Vec::len).sum();
    if edges > CANONICAL_TOTAL_LIMIT {
        return Err(CanonicalError::TooManyEdges {
            edges,
            limit: CANONICAL_TOTAL_LIMIT,
        });
    }
    let mut searched = Vec::new();
    for edges in parts {
        if edges.len() > CANONICAL_LIMIT {
            return Err(CanonicalError::TooBig {
                edges: edges.len(),
                edge: edges
                    .iter()
                    .map(|&e| picture.number(e))
                    .min()
                    .expect("a part has edges"),
                limit: CANONICAL_LIMIT,
            });
        }
        let layout = Layout::new(picture, ground, &edges);
        let colours: Vec<Colour> = edges.iter().map(|&e| picture.colour(e)).collect();
        let mut positions = Positions {
            layout: &layout,
            colours: &colours,
            memo: HashMap::new(),
        };
        let start = layout.start();
        let form = positions.form(engine, start);
        let after = (0..edges.len())
            .map(|i| positions.form(engine, layout.grounded(start & !(1 << i))))
            .collect();
        searched.push(Part {
            edges: edges
                .iter()
                .zip(&colours)
                .map(|(&e, &c)| (picture.number(e), c))
                .collect(),
            form,
            after,
        });
    }
    Ok(searched)
}

/// The positions of one part, memoized by their edges.
struct Positions<'a> {
    layout: &'a Layout,
    colours: &'a [Colour],
    memo: HashMap<u32, Form>,
}

impl Positions<'_> {
    /// The canonical form of the position `standing` (edges all connected to the
    /// ground). Recursion is at most one level per edge.
    fn form(&mut self, engine: &mut Engine, standing: u32) -> Form {
        if let Some(&form) = self.memo.get(&standing) {
            return form;
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        let mut moves = standing;
        while moves != 0 {
            let i = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let option = self.layout.grounded(standing & !(1 << i));
            let form = self.form(engine, option);
            if self.colours[i].left_may_cut() {
                left.push(form);
            }
            if self.colours[i].right_may_cut() {
                right.push(form);
            }
        }
        let form = engine.make(&left, &right);
        self.memo.insert(standing, form);
        form
    }
}

/// The parts of a picture hanging from the ground, each as its edges in play: one per
/// connected set of non-ground vertices (with its edges to the ground), and one per loop
/// at the ground.
fn parts(picture: &Picture, ground: NodeIndex) -> Vec<Vec<EdgeIndex>> {
    let graph = picture.graph();
    let mut seen = vec![false; graph.node_count()];
    let mut parts = Vec::new();
    for e in graph.edges(ground) {
        let start = other_end((e.source(), e.target()), ground);
        if start == ground {
            parts.push(vec![e.id()]);
            continue;
        }
        if seen[start.index()] {
            continue;
        }
        seen[start.index()] = true;
        let mut stack = vec![start];
        let mut edges = Vec::new();
        while let Some(v) = stack.pop() {
            for e in graph.edges(v) {
                let w = other_end((e.source(), e.target()), v);
                // Each edge once: from its lower-indexed non-ground end.
                if w == ground || v.index() <= w.index() {
                    edges.push(e.id());
                }
                if w != ground && !seen[w.index()] {
                    seen[w.index()] = true;
                    stack.push(w);
                }
            }
        }
        parts.push(edges);
    }
    parts
}
