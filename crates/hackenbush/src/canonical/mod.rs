//! Red-Blue-Green Hackenbush (any colours): the canonical form of a picture, its outcome
//! class and each player's winning moves, through the small engine of
//! combinatorial game theory, [`Engine`].
//!
//! The picture splits at the ground into parts (what hangs from the ground through one
//! connected set of vertices; a loop at the ground is a part of its own), which are
//! independent, so the whole is their sum; the same holds at every vertex the ground
//! reaches through bridges alone. A part joined to its vertex by a bridge is the ordinal
//! sum `edge : above` (the colon principle, `canonical/colon.rs`), so trees are never searched. A
//! part with a cycle through its vertex is searched: every set of its standing edges
//! still connected to the vertex is a position, memoized, whose canonical form is
//! `{` Left's options `|` Right's options `}` simplified (Left cuts blue and green edges,
//! Right red and green). A searched part of more than [`PART_LIMIT`] edges, more than
//! [`SEARCHED_LIMIT`] edges in searched parts, or a picture of more than [`TOTAL_LIMIT`]
//! edges in play, is refused up front; a value born after [`BIRTHDAY_LIMIT`] is refused
//! when met; positions are memoized
//! up to symmetry (twin edges, see `search.rs`), and a part whose search passes
//! [`POSITION_LIMIT`] positions, or a picture whose searches and sum pass
//! [`COMPARISON_LIMIT`] comparisons of games, is refused then.

use petgraph::graph::{EdgeIndex, NodeIndex};
#[cfg(feature = "naive")]
use petgraph::visit::EdgeRef;

use crate::answer::{Answer, Value};
use crate::colour::Colour;
#[cfg(feature = "naive")]
use crate::graph::other_end;
use crate::memo::Memo;
use crate::outcome::WinningMoves;
use crate::picture::{EdgeNumber, Picture};
use crate::search::{Exceeded, Layout};
use colon::Bridged;

/// The largest part (edges in play) whose canonical form is searched; a bigger one is
/// refused with [`CanonicalError::TooBig`].
pub const PART_LIMIT: usize = 40;

/// The most edges in play a picture may have for its canonical form; more is refused
/// with [`CanonicalError::TooManyEdges`]. Trees and the bridges between parts are valued
/// by the colon principle, without a search, so this bounds only the work of the winning
/// moves (one climb to the ground an edge); the forms are bounded by [`BIRTHDAY_LIMIT`].
pub const TOTAL_LIMIT: usize = 10_000;

/// The most edges in play, in all, of the parts that are searched (those with a cycle
/// through the vertex they hang from, and loops; sums of many searched parts make big
/// forms); more is refused with [`CanonicalError::TooManySearched`].
pub const SEARCHED_LIMIT: usize = 128;

/// The most comparisons of games one picture's canonical form may take, its parts'
/// searches and their sums together; a picture that needs more is refused with
/// [`CanonicalError::TooManyComparisons`]. Comparisons are most of the engine's work, and
/// this many take 3 to 5 s on one core of a 2-core machine (docs/hackenbush.md), so that
/// every picture within the edge limits is answered or refused within 10 s.
pub const COMPARISON_LIMIT: u64 = 1 << 25;

pub use crate::search::{POSITION_LIMIT, TooManyPositions};

/// What a searched position counts against [`COMPARISON_LIMIT`], for laying out its moves
/// between comparisons.
const POSITION_WORK: u64 = 8;

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
    /// The picture has too many edges in play in parts that are searched.
    #[error(
        "the picture has {edges} edges in play in parts with cycles; canonical forms are \
         searched up to {limit} such edges in all"
    )]
    TooManySearched {
        /// Its edges in play in parts with cycles.
        edges: usize,
        /// [`SEARCHED_LIMIT`].
        limit: usize,
    },
    /// A value met on the way grew past [`BIRTHDAY_LIMIT`]: the value of what stands on
    /// a bridge (`edge`), or of the whole picture (`edge` is `None`).
    #[error(
        "{} has a value born on day {birthday}; canonical forms are built up to day {limit}",
        comparisons_place(*.edges, *.edge)
    )]
    FormTooBig {
        /// The edges in play of the part: the bridge and everything on it.
        edges: usize,
        /// The part's bridge, nearest the ground; `None` for the whole picture.
        edge: Option<EdgeNumber>,
        /// The value's birthday.
        birthday: u32,
        /// [`BIRTHDAY_LIMIT`].
        limit: u32,
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
    /// The picture's canonical form needs more than [`COMPARISON_LIMIT`] comparisons of
    /// games: in the search of one part (`edge` names it), or in the sum of the parts.
    #[error(
        "{} needs more than {limit} comparisons of games; canonical forms are computed up \
         to {limit} comparisons a picture",
        comparisons_place(*.edges, *.edge)
    )]
    TooManyComparisons {
        /// The edges in play of the part (or of the whole picture, for the sum).
        edges: usize,
        /// The lowest-numbered edge of the part whose search passed the limit; `None`
        /// when it was passed in adding the parts.
        edge: Option<EdgeNumber>,
        /// [`COMPARISON_LIMIT`].
        limit: u64,
    },
}

/// Where the comparisons ran out, in words.
fn comparisons_place(edges: usize, edge: Option<EdgeNumber>) -> String {
    match edge {
        Some(edge) => {
            format!("a part of the picture with {edges} edges in play (edge {edge} among them)")
        }
        None => format!("the sum of the picture's parts ({edges} edges in play)"),
    }
}

mod colon;

pub use crate::cgt::{
    BIRTHDAY_LIMIT, CanonicalForm, Comparison, Engine, Form, Kind, NESTING_LIMIT, NOTATION_LIMIT,
    NotationError, NotationTooLong, SUM_BIRTHDAY_LIMIT, SUM_COMPARISON_LIMIT, SUM_FORM_LIMIT,
    SUM_SWITCH_LIMIT, SumError, Switches, Thermal, Thermograph, Wall,
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
    let bridged = Bridged::new(picture)?;
    Ok(bridged.value(picture, engine)?.total())
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
    solve_in(
        picture,
        &mut Engine::with_comparison_limit(COMPARISON_LIMIT),
    )
}

/// [`solve`] in `engine`, whose comparison limit bounds the work: the picture cut at its
/// bridges and valued by the colon principle (`canonical/colon.rs`), the parts with cycles
/// searched.
pub(crate) fn solve_in(picture: &Picture, engine: &mut Engine) -> Result<Answer, CanonicalError> {
    let bridged = Bridged::new(picture)?;
    let mut valued = bridged.value(picture, engine)?;
    let (left, right) = valued.winning()?;
    let total = valued.total();
    let engine = valued.engine();
    Ok(Answer::new(
        picture,
        Value::Canonical(engine.canonical(total)),
        engine.outcome(total),
        WinningMoves::new(left, right),
    ))
}

/// [`solve`] the way it was before the colon principle: every part hanging from the
/// ground searched whole, trees too, within [`PART_LIMIT`] edges a part and
/// [`SEARCHED_LIMIT`] in all; the tests' and benchmarks' twin of [`solve`].
#[cfg(feature = "naive")]
pub(crate) fn solve_by_search(picture: &Picture) -> Result<Answer, CanonicalError> {
    let engine = &mut Engine::with_comparison_limit(COMPARISON_LIMIT);
    let parts = searched_parts(picture, engine)?;
    let zero = engine.zero();
    let forms: Vec<Form> = parts.iter().map(|p| p.form).collect();
    // The sums of the parts before each part, and after it: the others of part i are
    // `before[i] + after[i + 1]`, found in 3 sums a part rather than one per pair.
    let mut before = vec![zero];
    for &form in &forms {
        let last = *before.last().expect("starts with 0");
        before.push(engine.add(last, form));
    }
    let mut after = vec![zero; forms.len() + 1];
    for i in (1..forms.len()).rev() {
        after[i] = engine.add(forms[i], after[i + 1]);
    }
    let total = before[forms.len()];
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for (i, part) in parts.iter().enumerate() {
        let others = engine.add(before[i], after[i + 1]);
        for (k, &edge) in part.edges.iter().enumerate() {
            let against = engine.negate(part.after[k]);
            let colour = picture.colour(edge);
            if colour.left_may_cut() && engine.le(against, others) {
                left.push(picture.number(edge));
            }
            if colour.right_may_cut() && engine.le(others, against) {
                right.push(picture.number(edge));
            }
        }
    }
    if engine.exhausted() {
        return Err(CanonicalError::TooManyComparisons {
            edges: parts.iter().map(|p| p.edges.len()).sum(),
            edge: None,
            limit: COMPARISON_LIMIT,
        });
    }
    Ok(Answer::new(
        picture,
        Value::Canonical(engine.canonical(total)),
        engine.outcome(total),
        WinningMoves::new(left, right),
    ))
}

/// One part searched: its edges, its form, and its form after each single cut.
pub(crate) struct Part {
    pub(crate) edges: Vec<EdgeIndex>,
    pub(crate) form: Form,
    pub(crate) after: Vec<Form>,
}

/// Every part hanging from the ground, searched whole.
#[cfg(feature = "naive")]
fn searched_parts(picture: &Picture, engine: &mut Engine) -> Result<Vec<Part>, CanonicalError> {
    let Some(ground) = picture.ground() else {
        return Ok(Vec::new());
    };
    let parts = parts(picture, ground);
    let edges: usize = parts.iter().map(Vec::len).sum();
    if edges > SEARCHED_LIMIT {
        return Err(CanonicalError::TooManySearched {
            edges,
            limit: SEARCHED_LIMIT,
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
        searched.push(search_part(picture, ground, &edges, engine)?);
    }
    Ok(searched)
}

/// One part hanging from `root` (its `edges`, at most [`PART_LIMIT`]), searched over its
/// positions: its form, and its form after each single cut.
pub(crate) fn search_part(
    picture: &Picture,
    root: NodeIndex,
    edges: &[EdgeIndex],
    engine: &mut Engine,
) -> Result<Part, CanonicalError> {
    let layout = Layout::new(picture, root, edges);
    let colours: Vec<Colour> = edges.iter().map(|&e| picture.colour(e)).collect();
    let mut positions = Positions {
        layout: &layout,
        colours: &colours,
        memo: Memo::new(engine.zero(), POSITION_LIMIT),
    };
    let start = layout.start();
    let lowest = picture.lowest_number(edges).expect("a part has edges");
    let outcome = (|| {
        let form = positions.form(engine, start)?;
        let after = (0..edges.len())
            .map(|i| positions.form(engine, layout.grounded(start & !(1 << i))))
            .collect::<Result<Vec<_>, _>>()?;
        Ok((form, after))
    })();
    let (form, after) = outcome.map_err(|_: Exceeded| {
        if engine.exhausted() {
            CanonicalError::TooManyComparisons {
                edges: edges.len(),
                edge: Some(lowest),
                limit: COMPARISON_LIMIT,
            }
        } else {
            CanonicalError::TooManyPositions(TooManyPositions {
                edges: edges.len(),
                edge: lowest,
                limit: POSITION_LIMIT,
            })
        }
    })?;
    Ok(Part {
        edges: edges.to_vec(),
        form,
        after,
    })
}

/// The positions of one part, memoized by their edges.
struct Positions<'a> {
    layout: &'a Layout,
    colours: &'a [Colour],
    memo: Memo<Form>,
}

impl Positions<'_> {
    /// The canonical form of the position `standing` (edges all connected to the
    /// ground).
    fn form(&mut self, engine: &mut Engine, standing: u64) -> Result<Form, Exceeded> {
        let standing = self.layout.canonical(standing);
        match self.memo.get(standing) {
            Some(form) => Ok(form),
            None => self.search(engine, standing),
        }
    }

    /// The canonical form of the canonical position `standing`, not yet memoized, from
    /// its options ([`Layout::options`]). Recursion is at most one level per edge.
    fn search(&mut self, engine: &mut Engine, standing: u64) -> Result<Form, Exceeded> {
        if self.memo.len() >= POSITION_LIMIT {
            return Err(Exceeded);
        }
        // Laying out a position's moves: counted as a few comparisons.
        engine.charge(POSITION_WORK);
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (option, i) in self.layout.options(standing, &self.memo) {
            let form = match self.memo.get(option) {
                Some(form) => form,
                None => self.search(engine, option)?,
            };
            let colour = self.colours[i];
            if colour.left_may_cut() {
                left.push(form);
            }
            if colour.right_may_cut() {
                right.push(form);
            }
        }
        let form = engine.make(&left, &right);
        if engine.exhausted() {
            return Err(Exceeded);
        }
        self.memo.insert(standing, form);
        Ok(form)
    }
}

/// The parts of a picture hanging from the ground, each as its edges in play: one per
/// connected set of non-ground vertices (with its edges to the ground), and one per loop
/// at the ground.
#[cfg(feature = "naive")]
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
