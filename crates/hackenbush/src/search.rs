//! The exact game-tree evaluation of a small Blue-Red position: every set of standing
//! edges still connected to the ground is a position, memoized, and its value is the
//! simplest number between Left's best option and Right's best option (the definition of
//! a number's value). Used for the parts of a picture with cycles (the tests check it
//! against the game tree written out plainly, `naive::blue_red`).

use hashbrown::HashMap;
use petgraph::graph::{EdgeIndex, NodeIndex};

use crate::colour::Colour;
use crate::dyadic::Dyadic;
use crate::graph::ends;
use crate::picture::{EdgeNumber, Picture};

/// The most edges a search takes (a position is a bit set in a `u32`).
pub(crate) const MAX_EDGES: usize = 32;

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
    /// The two ends of each edge, as a set of vertex bits (at most 33 vertices).
    ends: Vec<u64>,
    /// The edges at each vertex, as bits.
    incident: Vec<u32>,
}

/// The positions of one Blue-Red search, memoized by their edges.
struct Positions {
    layout: Layout,
    blue: Vec<bool>,
    memo: HashMap<u32, Dyadic>,
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
        let mut incident = vec![0u32; local.len()];
        for (i, &(a, b)) in ends.iter().enumerate() {
            incident[a] |= 1 << i;
            incident[b] |= 1 << i;
        }
        let ends = ends
            .iter()
            .map(|&(a, b)| (1u64 << a) | (1u64 << b))
            .collect();
        Layout { ends, incident }
    }

    /// Every edge still connected to the ground: the starting position.
    pub(crate) fn start(&self) -> u32 {
        let all = if self.ends.len() == 32 {
            u32::MAX
        } else {
            (1u32 << self.ends.len()) - 1
        };
        self.grounded(all)
    }

    /// The edges of `standing` still connected to the ground: a search from the ground
    /// with the vertices reached and done as bit sets, so it allocates nothing (it runs
    /// once per option of every position).
    pub(crate) fn grounded(&self, standing: u32) -> u32 {
        let (mut reached, mut done, mut edges) = (1u64, 0u64, 0u32);
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
    /// [`MAX_EDGES`]), with the ground at `ground`.
    pub(crate) fn new(picture: &Picture, ground: NodeIndex, edges: &[EdgeIndex]) -> Search {
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
        let value = positions.value(start);
        let after = (0..edges.len())
            .map(|i| {
                let rest = positions.layout.grounded(start & !(1 << i));
                positions.value(rest)
            })
            .collect();
        Search {
            numbers: edges.iter().map(|&e| picture.number(e)).collect(),
            blue,
            value,
            after,
        }
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
    fn value(&mut self, standing: u32) -> Dyadic {
        if let Some(value) = self.memo.get(&standing) {
            return value.clone();
        }
        let (mut left, mut right): (Option<Dyadic>, Option<Dyadic>) = (None, None);
        let mut moves = standing;
        while moves != 0 {
            let i = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let option = self.layout.grounded(standing & !(1 << i));
            let value = self.value(option);
            if self.blue[i] {
                left = left.max(Some(value));
            } else if right.as_ref().is_none_or(|r| value < *r) {
                right = Some(value);
            }
        }
        let value = Dyadic::simplest_between(left.as_ref(), right.as_ref())
            .expect("in Blue-Red Hackenbush every Left option is below every Right option");
        self.memo.insert(standing, value.clone());
        value
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
            standing in any::<u32>(),
        ) {
            let names = |v: usize| if v == 0 { "G".to_owned() } else { v.to_string() };
            let picture = Picture::from_edges("G", pairs.iter().map(|&(a, b)| (names(a), names(b))));
            let Some(ground) = picture.ground() else { return Ok(()) };
            let edges: Vec<EdgeIndex> = picture.graph().edge_indices().collect();
            let layout = Layout::new(&picture, ground, &edges);
            let standing = standing & ((1u32 << edges.len()) - 1);
            // Plain: grow the set of reached vertices until nothing changes.
            let mut reached = vec![ground];
            let mut kept = 0u32;
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
