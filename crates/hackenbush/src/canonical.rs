//! Red-Blue-Green Hackenbush (any colours): the canonical form of a picture, its outcome
//! class and each player's winning moves, through the small engine of
//! combinatorial game theory, [`Engine`].
//!
//! The picture splits at the ground into parts (what hangs from the ground through one
//! connected set of vertices; a loop at the ground is a part of its own), which are
//! independent, so the whole is their sum. Each part is searched: every set of standing
//! edges still connected to the ground is a position, memoized, whose canonical form is
//! `{` Left's options `|` Right's options `}` simplified (Left cuts blue and green edges,
//! Right red and green). A part of more than [`PART_LIMIT`] edges, or a picture of
//! more than [`TOTAL_LIMIT`] edges in play, is refused up front; positions are memoized
//! up to symmetry (twin edges, see `search.rs`), and a part whose search passes
//! [`POSITION_LIMIT`] positions is refused then.

use hashbrown::HashMap;
use petgraph::graph::{EdgeIndex, NodeIndex};
use petgraph::visit::EdgeRef;

use crate::answer::{Answer, Value};
use crate::colour::Colour;
use crate::graph::other_end;
use crate::outcome::WinningMoves;
use crate::picture::{EdgeNumber, Picture};
use crate::search::{Exceeded, Layout};

/// The largest part (edges in play) whose canonical form is searched; a bigger one is
/// refused with [`CanonicalError::TooBig`].
pub const PART_LIMIT: usize = 40;

/// The most edges in play a picture may have for its canonical form, whatever its parts
/// (sums of many parts make big forms); more is refused with
/// [`CanonicalError::TooManyEdges`].
pub const TOTAL_LIMIT: usize = 64;

pub use crate::search::{POSITION_LIMIT, TooManyPositions};

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
        /// [`PART_LIMIT`].
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
        /// [`TOTAL_LIMIT`].
        limit: usize,
    },
    /// A part of the picture needs more than [`POSITION_LIMIT`] positions.
    #[error(transparent)]
    TooManyPositions(#[from] TooManyPositions),
}

pub use crate::cgt::{
    CanonicalForm, Comparison, Engine, Form, Kind, NOTATION_LIMIT, NotationError, NotationTooLong,
    Thermal, Thermograph, Wall,
};

/// The canonical form of any picture (green, blue-red or red-blue-green) in `engine`.
///
/// ```
/// use hackenbush::canonical::{form as canonical_form, Engine};
/// use hackenbush::parse_picture;
/// // A green edge on the ground under a blue edge: {0, * | 0} = ^* (Winning Ways, ch. 2).
/// let p = parse_picture("G a green\na b blue\n", "G").unwrap();
/// let mut engine = Engine::new();
/// let form = canonical_form(&p, &mut engine).unwrap();
/// assert_eq!(engine.notation(form), "^*");
/// ```
pub fn form(picture: &Picture, engine: &mut Engine) -> Result<Form, CanonicalError> {
    let parts = searched_parts(picture, engine)?;
    let mut total = engine.zero();
    for part in &parts {
        total = engine.add(total, part.form);
    }
    Ok(total)
}

/// The canonical form ([`Value::Canonical`]), the outcome class and each player's
/// winning moves of any picture; meant for red-blue-green ones (a green picture's form is
/// the nimber of [`crate::green::solve`], a blue-red one's the number of
/// [`crate::bluered::solve`], which have no size limit, and [`crate::solve`] picks the
/// solver by the colour class).
///
/// ```
/// use hackenbush::{canonical, parse_picture, EdgeNumber, Outcome};
/// let p = parse_picture("G a green\na b blue\n", "G").unwrap();
/// let s = canonical::solve(&p).unwrap();
/// assert_eq!((s.value.to_string(), s.outcome), ("^*".to_owned(), Outcome::First));
/// // Whoever moves first cuts the green edge and leaves 0; cutting the blue edge would
/// // leave *, a win for the other player.
/// assert_eq!(s.winning_moves.left, [EdgeNumber::new(1)]);
/// assert_eq!(s.winning_moves.right, [EdgeNumber::new(1)]);
/// ```
pub fn solve(picture: &Picture) -> Result<Answer, CanonicalError> {
    let mut engine = Engine::new();
    let parts = searched_parts(picture, &mut engine)?;
    let zero = engine.zero();
    let forms: Vec<Form> = parts.iter().map(|p| p.form).collect();
    let mut total = zero;
    for &form in &forms {
        total = engine.add(total, form);
    }
    let (mut left, mut right) = (Vec::new(), Vec::new());
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
                left.push(number);
            }
            if colour.right_may_cut() && engine.le(after, zero) {
                right.push(number);
            }
        }
    }
    Ok(Answer::new(
        picture,
        Value::Canonical(engine.canonical(total)),
        engine.outcome(total),
        WinningMoves::new(left, right),
    ))
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
    if edges > TOTAL_LIMIT {
        return Err(CanonicalError::TooManyEdges {
            edges,
            limit: TOTAL_LIMIT,
        });
    }
    let mut searched = Vec::new();
    for edges in parts {
        if edges.len() > PART_LIMIT {
            return Err(CanonicalError::TooBig {
                edges: edges.len(),
                edge: picture.lowest_number(&edges).expect("a part has edges"),
                limit: PART_LIMIT,
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
        let refused = |_: Exceeded| TooManyPositions {
            edges: edges.len(),
            edge: picture.lowest_number(&edges).expect("a part has edges"),
            limit: POSITION_LIMIT,
        };
        let form = positions.form(engine, start).map_err(refused)?;
        let after = (0..edges.len())
            .map(|i| positions.form(engine, layout.grounded(start & !(1 << i))))
            .collect::<Result<_, _>>()
            .map_err(refused)?;
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
    memo: HashMap<u64, Form>,
}

impl Positions<'_> {
    /// The canonical form of the position `standing` (edges all connected to the
    /// ground). Recursion is at most one level per edge.
    fn form(&mut self, engine: &mut Engine, standing: u64) -> Result<Form, Exceeded> {
        let standing = self.layout.canonical(standing);
        if let Some(&form) = self.memo.get(&standing) {
            return Ok(form);
        }
        if self.memo.len() >= POSITION_LIMIT {
            return Err(Exceeded);
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        let mut moves = self.layout.moves(standing);
        while moves != 0 {
            let i = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let option = self.layout.grounded(standing & !(1 << i));
            let form = self.form(engine, option)?;
            if self.colours[i].left_may_cut() {
                left.push(form);
            }
            if self.colours[i].right_may_cut() {
                right.push(form);
            }
        }
        let form = engine.make(&left, &right);
        self.memo.insert(standing, form);
        Ok(form)
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
