//! The exact game-tree evaluation of a small Blue-Red position: every set of standing
//! edges still connected to the ground is a position, memoized, and its value is the
//! simplest number between Left's best option and Right's best option (the definition of
//! a number's value). Used for the parts of a picture with cycles (the tests check it
//! against the game tree written out plainly, `naive::blue_red`).
//!
//! Positions are memoized up to symmetry: edges that an automorphism of the part swaps
//! without moving anything else (parallel edges or loops of one colour at the same ends,
//! and edges of one colour from one vertex to leaves) are twins, and a position keeps only
//! how many of each set of twins stand ([`Layout::canonical`]); a move cuts one edge of a
//! set of twins, whichever. A search stops once it has memoized [`POSITION_LIMIT`]
//! positions, with [`TooManyPositions`].

use hashbrown::HashMap;
use petgraph::graph::{EdgeIndex, NodeIndex};

use crate::colour::Colour;
use crate::dyadic::Dyadic;
use crate::graph::ends;
use crate::memo::Memo;
use crate::picture::{EdgeNumber, Picture};

/// The most edges a search takes (a position is a bit set in a `u64`).
pub(crate) const MAX_EDGES: usize = 64;

/// The most positions (up to symmetry) a search of one part memoizes: a bound on its time
/// and memory that gives the same answer on every machine; a part that needs more is
/// refused with [`TooManyPositions`]. It is `2^20`, the most grounded edge sets a part of
/// 20 edges has, so every part the searches took when they were capped at 20 edges is
/// still taken.
pub const POSITION_LIMIT: usize = 1 << 20;

/// A part of a picture whose exact search needs more than [`POSITION_LIMIT`] positions.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a part of the picture has {edges} edges in play (edge {edge} among them) and more \
     than {limit} positions; parts are searched exactly up to {limit} positions each"
)]
#[non_exhaustive]
pub struct TooManyPositions {
    /// Its edges in play.
    pub edges: usize,
    /// The lowest-numbered edge of that part.
    pub edge: EdgeNumber,
    /// [`POSITION_LIMIT`].
    pub limit: usize,
}

/// The search of a part passed [`POSITION_LIMIT`] positions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Exceeded;

/// Why a Blue-Red search stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The part passed [`POSITION_LIMIT`] positions.
    Part,
    /// The picture's searches together passed the positions they were given.
    Picture,
}

/// A searched position: its value and the value after each single cut.
pub(crate) struct Search {
    numbers: Vec<EdgeNumber>,
    blue: Vec<bool>,
    value: Dyadic,
    /// The value after cutting each edge.
    after: Vec<Dyadic>,
}

/// The search's numbers are fixed-point: `x` is kept as the integer `x * 2^FRACTION_BITS`.
/// A position of `n` edges is worth at most `n` in size, with a denominator at most
/// `2^(n - 1)` (a number born by day `n`; every move cuts an edge), so every value of a
/// part of at most [`FIXED_EDGES`] edges is exact, and below `2^54` in size.
const FRACTION_BITS: u32 = 48;

/// The most edges a Blue-Red search takes (the numbers stay exact in fixed point).
pub(crate) const FIXED_EDGES: usize = 46;

/// One, in fixed point.
const ONE: i64 = 1 << FRACTION_BITS;

/// A few edges of a picture laid out for a search: edges `0..k` as bits, their ends as
/// small vertex numbers (the ground is 0).
pub(crate) struct Layout {
    /// The two ends of each edge, as a set of vertex bits (at most 65 vertices).
    ends: Vec<u128>,
    /// The edges at each vertex, as bits.
    incident: Vec<u64>,
    /// Each set of two or more twin edges, as bits.
    twins: Vec<u64>,
}

/// The positions of one Blue-Red search, memoized by their edges.
struct Positions<'b> {
    layout: Layout,
    blue: Vec<bool>,
    memo: Memo<i64>,
    /// How many more positions the picture's searches may memoize.
    budget: &'b mut usize,
}

impl Layout {
    /// `edges` of `picture` (at most [`MAX_EDGES`]), with the ground at `ground`.
    pub(crate) fn new(picture: &Picture, ground: NodeIndex, edges: &[EdgeIndex]) -> Layout {
        assert!(
            edges.len() <= MAX_EDGES,
            "a search takes at most {MAX_EDGES} edges"
        );
        let graph = picture.graph();
        let mut local: HashMap<NodeIndex, usize> = HashMap::new();
        local.insert(ground, 0);
        let mut number = |v: NodeIndex| {
            let next = local.len();
            *local.entry(v).or_insert(next)
        };
        let ends: Vec<(usize, usize)> = edges
            .iter()
            .map(|&e| {
                let (a, b) = ends(graph, e);
                (number(a), number(b))
            })
            .collect();
        let mut incident = vec![0u64; local.len()];
        for (i, &(a, b)) in ends.iter().enumerate() {
            incident[a] |= 1 << i;
            incident[b] |= 1 << i;
        }
        // Twins: same colour and same ends, or same colour from one vertex to leaves (a
        // vertex other than the ground with one edge, not a loop): the class of an edge is
        // its colour and its ends, with every leaf read as one vertex.
        let leaf = |v: usize| v != 0 && incident[v].count_ones() == 1;
        let mut classes: HashMap<(Colour, usize, usize), u64> = HashMap::new();
        for (i, (&(a, b), &e)) in ends.iter().zip(edges).enumerate() {
            let (a, b) = match (leaf(a), leaf(b)) {
                (true, _) => (b, usize::MAX),
                (_, true) => (a, usize::MAX),
                _ => (a.min(b), a.max(b)),
            };
            *classes.entry((picture.colour(e), a, b)).or_default() |= 1 << i;
        }
        let mut twins: Vec<u64> = classes
            .into_values()
            .filter(|m| m.count_ones() > 1)
            .collect();
        twins.sort_unstable();
        let ends = ends
            .iter()
            .map(|&(a, b)| (1u128 << a) | (1u128 << b))
            .collect();
        Layout {
            ends,
            incident,
            twins,
        }
    }

    /// The representative of `standing` up to swapping twins: in each set of twins, the
    /// same number of edges stand, the lowest-numbered ones.
    pub(crate) fn canonical(&self, standing: u64) -> u64 {
        let mut s = standing;
        for &m in &self.twins {
            let mut k = (s & m).count_ones();
            s &= !m;
            let mut rest = m;
            while k > 0 {
                let bit = rest & rest.wrapping_neg();
                s |= bit;
                rest ^= bit;
                k -= 1;
            }
        }
        s
    }

    /// The moves of `standing` (a canonical position) worth trying: every standing edge,
    /// but one of each set of twins (cutting any of them leaves the same position up to
    /// symmetry).
    pub(crate) fn moves(&self, standing: u64) -> u64 {
        let mut skip = 0;
        for &m in &self.twins {
            let t = standing & m;
            skip |= t & t.wrapping_sub(1);
        }
        standing & !skip
    }

    /// The options of the canonical position `standing`: for each move worth trying
    /// ([`Layout::moves`]), the canonical position it leaves and the edge it cuts. They
    /// are all worked out first, and their slots in `memo` asked for together, with
    /// nothing between them: so their cache misses overlap when they are looked up.
    pub(crate) fn options<V: Copy>(
        &self,
        standing: u64,
        memo: &Memo<V>,
    ) -> impl Iterator<Item = (u64, usize)> + use<V> {
        let mut options = [(0u64, 0usize); MAX_EDGES];
        let mut count = 0;
        let mut moves = self.moves(standing);
        while moves != 0 {
            let i = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            options[count] = (self.canonical(self.grounded(standing & !(1 << i))), i);
            count += 1;
        }
        for &(option, _) in &options[..count] {
            memo.touch(option);
        }
        options.into_iter().take(count)
    }

    /// Every edge still connected to the ground: the starting position.
    pub(crate) fn start(&self) -> u64 {
        let all = if self.ends.len() == 64 {
            u64::MAX
        } else {
            (1u64 << self.ends.len()) - 1
        };
        self.grounded(all)
    }

    /// The edges of `standing` still connected to the ground: a search from the ground
    /// with the vertices reached and done as bit sets, so it allocates nothing (it runs
    /// once per option of every position).
    pub(crate) fn grounded(&self, standing: u64) -> u64 {
        let (mut reached, mut done, mut edges) = (1u128, 0u128, 0u64);
        while reached != done {
            let v = (reached & !done).trailing_zeros() as usize;
            done |= 1 << v;
            let mut here = self.incident[v] & standing & !edges;
            edges |= here;
            while here != 0 {
                reached |= self.ends[here.trailing_zeros() as usize];
                here &= here - 1;
            }
        }
        edges
    }
}

impl Search {
    /// Searches the position made of `edges` of `picture` (blue and red, at most
    /// [`FIXED_EDGES`]), with the ground at `ground`, memoizing at most
    /// [`POSITION_LIMIT`] positions and at most `budget` (which it lowers by what it
    /// memoized).
    pub(crate) fn new(
        picture: &Picture,
        ground: NodeIndex,
        edges: &[EdgeIndex],
        budget: &mut usize,
    ) -> Result<Search, Stop> {
        assert!(
            edges.len() <= FIXED_EDGES,
            "a Blue-Red search takes at most {FIXED_EDGES} edges"
        );
        let blue: Vec<bool> = edges
            .iter()
            .map(|&e| picture.colour(e) == Colour::Blue)
            .collect();
        let mut positions = Positions {
            layout: Layout::new(picture, ground, edges),
            blue: blue.clone(),
            memo: Memo::new(0, POSITION_LIMIT),
            budget,
        };
        let start = positions.layout.start();
        let value = positions.value(start)?;
        let after = (0..edges.len())
            .map(|i| {
                let rest = positions.layout.grounded(start & !(1 << i));
                positions.value(rest).map(to_dyadic)
            })
            .collect::<Result<_, _>>()?;
        Ok(Search {
            numbers: edges.iter().map(|&e| picture.number(e)).collect(),
            blue,
            value: to_dyadic(value),
            after,
        })
    }

    /// The position's value.
    pub(crate) fn value(&self) -> Dyadic {
        self.value.clone()
    }

    /// Left's winning moves here (with `flip`, Right's), when the whole picture is worth
    /// `total > 0` from that side: the cuts after which the whole is still `>= 0`.
    pub(crate) fn winning(&self, flip: bool, total: &Dyadic) -> Vec<EdgeNumber> {
        let side = |x: &Dyadic| if flip { -x.clone() } else { x.clone() };
        let rest = total.clone() - side(&self.value);
        (0..self.numbers.len())
            .filter(|&i| self.blue[i] != flip)
            .filter(|&i| rest.clone() + side(&self.after[i]) >= Dyadic::zero())
            .map(|i| self.numbers[i])
            .collect()
    }
}

impl Positions<'_> {
    /// The value of the position `standing` (edges all connected to the ground).
    fn value(&mut self, standing: u64) -> Result<i64, Stop> {
        let standing = self.layout.canonical(standing);
        match self.memo.get(standing) {
            Some(value) => Ok(value),
            None => self.search(standing),
        }
    }

    /// The value of the canonical position `standing`, not yet memoized: the simplest
    /// number between the best option of each side ([`Layout::options`]). Recursion is at
    /// most one level per edge.
    fn search(&mut self, standing: u64) -> Result<i64, Stop> {
        if self.memo.len() >= POSITION_LIMIT {
            return Err(Stop::Part);
        }
        if *self.budget == 0 {
            return Err(Stop::Picture);
        }
        *self.budget -= 1;
        let (mut left, mut right): (Option<i64>, Option<i64>) = (None, None);
        for (option, i) in self.layout.options(standing, &self.memo) {
            let value = match self.memo.get(option) {
                Some(value) => value,
                None => self.search(option)?,
            };
            if self.blue[i] {
                left = left.max(Some(value));
            } else {
                right = Some(right.map_or(value, |r| r.min(value)));
            }
        }
        let value = simplest_between(left, right);
        self.memo.insert(standing, value);
        Ok(value)
    }
}

/// The simplest number strictly between `left` and `right` (either side may be absent),
/// in fixed point; `left < right` when both are there, as in Blue-Red Hackenbush every
/// Left option is below every Right option.
fn simplest_between(left: Option<i64>, right: Option<i64>) -> i64 {
    // The largest integer at most `x` and the least at least `x`, in fixed point.
    let floor = |x: i64| x & !(ONE - 1);
    let ceil = |x: i64| -floor(-x);
    match (left, right) {
        (None, None) => 0,
        (Some(l), None) if l < 0 => 0,
        (Some(l), None) => floor(l) + ONE,
        (None, Some(r)) if r > 0 => 0,
        (None, Some(r)) => ceil(r) - ONE,
        (Some(l), Some(r)) => {
            debug_assert!(l < r, "Left's options are below Right's");
            if l < 0 && r > 0 {
                return 0;
            }
            // The integer nearest 0 past the bound on 0's side, if it is in range.
            let integer = if l >= 0 {
                floor(l) + ONE
            } else {
                ceil(r) - ONE
            };
            if l < integer && integer < r {
                return integer;
            }
            // Else the one multiple of the largest power of two that fits: two would have
            // a multiple of twice that power between them.
            let mut step = ONE >> 1;
            loop {
                let m = (l.div_euclid(step) + 1) * step;
                if m < r {
                    return m;
                }
                step >>= 1;
            }
        }
    }
}

/// A fixed-point value as a number.
fn to_dyadic(x: i64) -> Dyadic {
    Dyadic::new(x, u64::from(FRACTION_BITS))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// `x` as a number, `x` in fixed point.
    fn number(x: i64) -> Dyadic {
        to_dyadic(x)
    }

    /// A fixed-point number of at most `exp` binary places, of size below 48.
    fn fixed() -> impl Strategy<Value = i64> {
        (0u32..=20, -48 * (1i64 << 20)..48 * (1i64 << 20))
            .prop_map(|(exp, n)| (n >> exp) << (FRACTION_BITS - 20 + exp))
    }

    #[test]
    fn simplest_between_by_hand() {
        let half = ONE / 2;
        let s = |l: Option<i64>, r: Option<i64>| number(simplest_between(l, r)).to_string();
        assert_eq!(s(None, None), "0");
        assert_eq!(s(Some(0), None), "1");
        assert_eq!(s(Some(-ONE), None), "0");
        assert_eq!(s(Some(ONE + half), None), "2");
        assert_eq!(s(None, Some(-2 * ONE)), "-3");
        assert_eq!(s(None, Some(-half)), "-1");
        assert_eq!(s(Some(0), Some(ONE)), "1/2");
        assert_eq!(s(Some(-ONE), Some(0)), "-1/2");
        assert_eq!(s(Some(-3 * ONE), Some(0)), "-1");
        assert_eq!(s(Some(half), Some(ONE)), "3/4");
        assert_eq!(s(Some(-ONE - half), Some(-ONE - half / 2)), "-11/8");
        assert_eq!(s(Some(-half), Some(3 * ONE)), "0");
    }

    /// A picture of `edges` (vertex 0 the ground), blue and red in turn.
    fn blue_red(edges: &[(usize, usize)]) -> Picture {
        let name = |v: usize| {
            if v == 0 {
                "G".to_owned()
            } else {
                v.to_string()
            }
        };
        let colours = [Colour::Blue, Colour::Red];
        Picture::from_coloured_edges(
            "G",
            edges
                .iter()
                .enumerate()
                .map(|(i, &(a, b))| (name(a), name(b), colours[i % 2])),
        )
    }

    /// A search memoizes exactly the positions it takes from the budget: given that
    /// many it answers, given one fewer it stops for the picture.
    #[test]
    fn the_budget_counts_positions() {
        let picture = blue_red(&[
            (0, 1),
            (1, 2),
            (2, 0),
            (0, 3),
            (3, 1),
            (2, 3),
            (3, 4),
            (4, 4),
        ]);
        let ground = picture.ground().unwrap();
        let edges: Vec<EdgeIndex> = picture.graph().edge_indices().collect();
        let mut budget = usize::MAX;
        let whole = Search::new(&picture, ground, &edges, &mut budget).unwrap();
        let used = usize::MAX - budget;
        assert!(used > 20, "{used}");
        let mut exact = used;
        let again = Search::new(&picture, ground, &edges, &mut exact).unwrap();
        assert_eq!((exact, again.value()), (0, whole.value()));
        let mut short = used - 1;
        assert!(matches!(
            Search::new(&picture, ground, &edges, &mut short),
            Err(Stop::Picture)
        ));
    }

    proptest! {
        /// The fixed-point simplest number is the one `Dyadic` finds (a separate
        /// implementation, over exact fractions).
        #[test]
        fn simplest_between_as_dyadics(
            a in prop::option::of(fixed()),
            b in prop::option::of(fixed()),
        ) {
            let (l, r) = match (a, b) {
                (Some(a), Some(b)) if a == b => return Ok(()),
                (Some(a), Some(b)) => (Some(a.min(b)), Some(a.max(b))),
                other => other,
            };
            let expected = Dyadic::simplest_between(l.map(number).as_ref(), r.map(number).as_ref());
            prop_assert_eq!(Some(number(simplest_between(l, r))), expected);
        }

        /// The bit-set search from the ground keeps exactly the standing edges a plain
        /// search over the edge list reaches.
        #[test]
        fn grounded_edges_by_bits(
            pairs in prop::collection::vec((0usize..6, 0usize..6), 1..20),
            standing in any::<u64>(),
        ) {
            let names = |v: usize| if v == 0 { "G".to_owned() } else { v.to_string() };
            let picture = Picture::from_edges("G", pairs.iter().map(|&(a, b)| (names(a), names(b))));
            let Some(ground) = picture.ground() else { return Ok(()) };
            let edges: Vec<EdgeIndex> = picture.graph().edge_indices().collect();
            let layout = Layout::new(&picture, ground, &edges);
            let standing = standing & ((1u64 << edges.len()) - 1);
            // Plain: grow the set of reached vertices until nothing changes.
            let mut reached = vec![ground];
            let mut kept = 0u64;
            loop {
                let before = kept;
                for (i, &e) in edges.iter().enumerate() {
                    let (a, b) = ends(picture.graph(), e);
                    if standing & (1 << i) != 0 && (reached.contains(&a) || reached.contains(&b)) {
                        kept |= 1 << i;
                        reached.extend([a, b]);
                    }
                }
                if kept == before {
                    break;
                }
            }
            prop_assert_eq!(layout.grounded(standing), kept);
        }
    }
}
