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

/// A searched position: its value and the value after each single cut.
pub(crate) struct Search {
    numbers: Vec<EdgeNumber>,
    blue: Vec<bool>,
    value: Dyadic,
    /// The value after cutting each edge.
    after: Vec<Dyadic>,
}

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
struct Positions {
    layout: Layout,
    blue: Vec<bool>,
    memo: HashMap<u64, Dyadic>,
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
    /// [`MAX_EDGES`]), with the ground at `ground`; [`Exceeded`] past [`POSITION_LIMIT`]
    /// positions.
    pub(crate) fn new(
        picture: &Picture,
        ground: NodeIndex,
        edges: &[EdgeIndex],
    ) -> Result<Search, Exceeded> {
        let blue: Vec<bool> = edges
            .iter()
            .map(|&e| picture.colour(e) == Colour::Blue)
            .collect();
        let mut positions = Positions {
            layout: Layout::new(picture, ground, edges),
            blue: blue.clone(),
            memo: HashMap::new(),
        };
        let start = positions.layout.start();
        let value = positions.value(start)?;
        let after = (0..edges.len())
            .map(|i| {
                let rest = positions.layout.grounded(start & !(1 << i));
                positions.value(rest)
            })
            .collect::<Result<_, _>>()?;
        Ok(Search {
            numbers: edges.iter().map(|&e| picture.number(e)).collect(),
            blue,
            value,
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

impl Positions {
    /// The value of the position `standing` (edges all connected to the ground): the
    /// simplest number between the best option of each side. Recursion is at most one
    /// level per edge.
    fn value(&mut self, standing: u64) -> Result<Dyadic, Exceeded> {
        let standing = self.layout.canonical(standing);
        if let Some(value) = self.memo.get(&standing) {
            return Ok(value.clone());
        }
        if self.memo.len() >= POSITION_LIMIT {
            return Err(Exceeded);
        }
        let (mut left, mut right): (Option<Dyadic>, Option<Dyadic>) = (None, None);
        let mut moves = self.layout.moves(standing);
        while moves != 0 {
            let i = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let option = self.layout.grounded(standing & !(1 << i));
            let value = self.value(option)?;
            if self.blue[i] {
                left = left.max(Some(value));
            } else if right.as_ref().is_none_or(|r| value < *r) {
                right = Some(value);
            }
        }
        let value = Dyadic::simplest_between(left.as_ref(), right.as_ref())
            .expect("in Blue-Red Hackenbush every Left option is below every Right option");
        self.memo.insert(standing, value.clone());
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
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
