//! The 2-edge cuts inside 2-edge-connected classes, and what deleting an edge of one does
//! to its class, in near-linear time.
//!
//! The solver's depth-first search ([`crate::bridges::Search`]), cut at the bridges, gives
//! each class a tree (rooted where its parent bridge lands) whose non-tree edges all join a
//! vertex to one of its ancestors. Each
//! non-tree edge gets a pseudo-random 64-bit label, each tree edge the XOR of the labels of
//! the non-tree edges whose cycle runs through it (its *cover*). Two edges form a 2-edge
//! cut iff their covers are equal (a non-tree edge's cover is itself), so equal covers give
//! equal labels, and edges whose label is shared by no other edge lie in no 2-edge cut.
//!
//! Edges sharing a label are a *group* only if their covers really are equal; that is
//! checked exactly, never taken from the labels: the tree edges must lie on one path down
//! the tree with equal cover sizes, and between two consecutive ones no non-tree edge may
//! leave (a range-minimum query over the preorder). A group of `k` edges cuts its class
//! into `k` pieces in a cycle; deleting one edge of the group leaves the pieces in a path,
//! joined by the other `k − 1` edges, now bridges. Each piece's loop count and weight come
//! from subtree sums, and the colon principle folds the path; runs of pieces worth 0 are
//! skipped in one step, so a deleted edge costs `O(pieces worth something + log k)` (a
//! plain long cycle: `O(log k)` per edge; the worst case is `O(k)`).

use std::cell::OnceCell;

use games_common::Nimber;
use petgraph::graph::EdgeIndex;

use crate::bridges::{NONE, Search};
use crate::graph::EdgeList;

/// The classes' search trees (the solver's one depth-first search, cut at the bridges)
/// and the subtree sums the groups need, all by position in the search.
pub(crate) struct ClassTrees<'s> {
    /// The search: positions, subtree ranges, parents.
    search: &'s Search,
    /// By position: how many non-tree edges cross the edge to the parent (fewer than the
    /// edges, so a `u32` holds it).
    cover: Vec<u32>,
    /// By position: ends of class edges in the subtree within the class (a self-loop
    /// counts twice).
    /// Counted modulo 2^32: a piece needs only the parity of its loops, and half of an
    /// even count modulo 2^32 keeps the parity of the half.
    degree: Vec<u32>,
    /// By position: XOR of the weights in the subtree within the class.
    weight: Vec<Nimber>,
    /// By position: the cut label of the tree edge to the parent (meaningless where the
    /// vertex starts a class: the root, or below a bridge).
    pub(crate) tree_label: Vec<u64>,
    /// By position: the XOR of the indices of the non-tree edges crossing the tree edge to
    /// the parent (the one crossing edge, when `cover` is 1).
    sole: Vec<u32>,
    /// Range minima over the positions of the smallest position a non-tree edge from each
    /// vertex reaches up to (its own when none does), built when first asked for: only
    /// groups of tree edges crossed by two or more non-tree edges ask, so a picture of
    /// cycles that share no edge does without it and its memory.
    lowest: OnceCell<RangeMin>,
}

/// A verified group: its pieces in cyclic order from the root's piece, each piece's own
/// value (loops mod 2 XOR weights), and the edge after each piece. The pieces of a long
/// cycle are mostly single vertices worth 0, so only the pieces worth something are kept.
pub(crate) struct Group {
    /// The root's piece's own value.
    top: Nimber,
    /// How many pieces, the root's included.
    pieces: usize,
    /// The other pieces worth something, ascending: each its place in the cycle and its
    /// own value.
    nonzero: Vec<(usize, Nimber)>,
    /// The edge after each piece.
    edges: Vec<EdgeIndex>,
}

impl<'s> ClassTrees<'s> {
    /// The class trees of `search`, with the weights `hanging` at positions (each a
    /// position and a weight; a position may come more than once, its weights add up). A class's tree is the part of the search tree between its bridges:
    /// the tree path between two vertices of a class never crosses a bridge, so it is a
    /// depth-first tree of the class, rooted where its parent bridge lands, and the sums
    /// below stop at the bridges. Positions stay the whole search's; they are only ever
    /// compared within one class, where they order as the class's own.
    pub(crate) fn new(search: &'s Search, hanging: &[(u32, Nimber)]) -> ClassTrees<'s> {
        let n = search.order.len();
        let mut degree: Vec<u32> = search.at.iter().map(|x| x.ends_at).collect();
        let mut weight = vec![Nimber::ZERO; n];
        for &(t, w) in hanging {
            weight[t as usize] ^= w;
        }
        // Per vertex, of the non-tree edges starting (from below) or ending (at an
        // ancestor) there: the XOR of their labels and of their indices, and their net
        // count (+1 starting, -1 ending; counted modulo 2^32, every sum below is a count).
        // Summed over a subtree, they become the label, the sole edge and the size of the
        // cover of the tree edge above it.
        let mut label = vec![0u64; n];
        let mut sole = vec![0u32; n];
        let mut cover = vec![0u32; n];
        for &(v, w, e) in &search.back {
            let (v, w) = (v as usize, w as usize);
            let l = back_label(e);
            label[v] ^= l;
            label[w] ^= l;
            sole[v] ^= e;
            sole[w] ^= e;
            cover[v] = cover[v].wrapping_add(1);
            cover[w] = cover[w].wrapping_sub(1);
        }
        // Subtree sums within each class, children before parents; a bridge's ends are
        // not class edges.
        for t in (1..n).rev() {
            let p = search.at[t].parent as usize;
            if search.starts_class(t) {
                degree[t] = degree[t].wrapping_sub(1);
                degree[p] = degree[p].wrapping_sub(1);
                continue;
            }
            label[p] ^= label[t];
            sole[p] ^= sole[t];
            cover[p] = cover[p].wrapping_add(cover[t]);
            degree[p] = degree[p].wrapping_add(degree[t]);
            let w = weight[t];
            weight[p] ^= w;
        }
        ClassTrees {
            search,
            cover,
            degree,
            weight,
            tree_label: label,
            sole,
            lowest: OnceCell::new(),
        }
    }

    /// The non-tree edge that alone crosses the tree edge above position `t`, if just
    /// one does: with it, that tree edge is a 2-edge cut.
    pub(crate) fn sole_crossing(&self, t: u32) -> Option<EdgeIndex> {
        (self.cover[t as usize] == 1).then(|| EdgeIndex::new(self.sole[t as usize] as usize))
    }

    /// The tree edge from the vertex at position `x` to its parent, if any.
    fn parent_edge(&self, x: u32) -> Option<EdgeIndex> {
        let e = self.search.at[x as usize].parent_edge;
        (e != NONE).then(|| EdgeIndex::new(e as usize))
    }

    /// The group of edges `edges` (all of one class, sharing a label) if their covers
    /// really are equal; `None` otherwise. `loops` and `weight` are the class's internal
    /// edge count and total weight.
    pub(crate) fn group(
        &self,
        graph: EdgeList<'_>,
        edges: &[EdgeIndex],
        loops: usize,
        weight: Nimber,
    ) -> Option<Group> {
        // The positions of an edge's ends, the lower one (in the tree) first: the ends of
        // a class edge lie on one path from the root, where a larger position is lower.
        let ends = |e: EdgeIndex| {
            let (a, b) = graph.ends(e.index());
            let (a, b) = (self.search.tin[a], self.search.tin[b]);
            (a.max(b), a.min(b))
        };
        let mut tree: Vec<u32> = Vec::new();
        let mut other: Vec<EdgeIndex> = Vec::new();
        for &e in edges {
            let (lower, _) = ends(e);
            if self.parent_edge(lower) == Some(e) {
                tree.push(lower);
            } else {
                other.push(e);
            }
        }
        tree.sort_unstable();
        let (&first, &last) = (tree.first()?, tree.last()?);
        let cover = self.cover[first as usize];
        let nested = tree.windows(2).all(|p| self.search.below(p[1], p[0]));
        if other.len() > 1 || !nested || tree.iter().any(|&x| self.cover[x as usize] != cover) {
            return None;
        }
        // Loop counts modulo 2^32 (see `degree`): only their parity is used.
        let inner = |x: u32| {
            self.degree[x as usize]
                .wrapping_sub(1)
                .wrapping_sub(self.cover[x as usize])
                / 2
        };
        let top_loops = (loops as u32)
            .wrapping_sub(inner(first))
            .wrapping_sub(1)
            .wrapping_sub(cover);
        let top_weight = weight ^ self.weight[first as usize];
        let bottom = (inner(last), self.weight[last as usize]);
        let top = match other.first() {
            Some(&n) => {
                // The cover of every tree edge is {n}: n runs from below the last one to
                // above the first one.
                let (low, high) = ends(n);
                if cover != 1 || !self.search.below(low, last) || self.search.below(high, first) {
                    return None;
                }
                piece(top_loops, top_weight)
            }
            None => piece(
                top_loops.wrapping_add(bottom.0).wrapping_add(cover),
                top_weight ^ bottom.1,
            ),
        };
        let mut group = Group {
            top,
            pieces: 1,
            nonzero: Vec::new(),
            edges: Vec::with_capacity(edges.len()),
        };
        for pair in tree.windows(2) {
            let (x, y) = (pair[0], pair[1]);
            // No non-tree edge may leave the piece between x and y upwards past x. With a
            // non-tree edge in the group none can: it would cross the tree edge above x,
            // whose one crossing edge is the group's, which starts below the last.
            if other.is_empty() && self.min_reach_between(x, y) < x {
                return None;
            }
            group.edges.push(self.parent_edge(x)?);
            group.push(piece(
                inner(x).wrapping_sub(inner(y)).wrapping_sub(1),
                self.weight[x as usize] ^ self.weight[y as usize],
            ));
        }
        group.edges.push(self.parent_edge(last)?);
        if let Some(&n) = other.first() {
            group.push(piece(bottom.0, bottom.1));
            group.edges.push(n);
        }
        Some(group)
    }

    /// The smallest position reached by a non-tree edge from the subtree of `x` without
    /// the subtree of `y` (`y` below `x`). Such an edge leaves upwards past `x` exactly
    /// when it reaches a position below `x`'s: both ends of it and `x` lie on one path
    /// from the root, where positions order as depths.
    fn min_reach_between(&self, x: u32, y: u32) -> u32 {
        let (ox, oy) = (
            self.search.at[x as usize].tout,
            self.search.at[y as usize].tout,
        );
        let lowest = self.lowest.get_or_init(|| {
            let mut reach: Vec<u32> = (0..self.search.order.len() as u32).collect();
            for &(t, up, _) in &self.search.back {
                reach[t as usize] = reach[t as usize].min(up);
            }
            RangeMin::new(reach)
        });
        let range = |from: u32, to: u32| lowest.min(from as usize, to as usize);
        range(x, y).min(range(oy + 1, ox + 1))
    }
}

/// The cut label of the non-tree edge `e`.
pub(crate) fn back_label(e: u32) -> u64 {
    splitmix64(u64::from(e))
}

impl Group {
    /// The next piece, worth `own`.
    fn push(&mut self, own: Nimber) {
        if !own.is_zero() {
            self.nonzero.push((self.pieces, own));
        }
        self.pieces += 1;
    }

    /// Each edge of the group with the value of the class once that edge is deleted.
    pub(crate) fn values(&self) -> impl Iterator<Item = (EdgeIndex, Nimber)> + '_ {
        let k = self.pieces;
        // Edge j joins piece j and piece j + 1 (mod k); piece 0 holds the root. Deleting
        // it leaves pieces j, j - 1, ..., 1 hanging from piece 0 on one side and pieces
        // j + 1, ..., k - 1 on the other.
        (0..k).map(move |j| {
            let mut value = self.top;
            if j >= 1 {
                value ^= Nimber(self.fold(1, j, true) + 1);
            }
            if j + 1 < k {
                value ^= Nimber(self.fold(j + 1, k - 1, false) + 1);
            }
            (self.edges[j], value)
        })
    }

    /// The value of the arm of pieces `first..=last`, folded by the colon principle from
    /// its far end (`last` when `downward`, else `first`) to its near end: each piece
    /// carries the rest as a stalk, `s ↦ own ⊕ (s + 1)`. A run of `r` pieces worth 0 just
    /// adds `r`, so only the pieces worth something cost a step.
    fn fold(&self, first: usize, last: usize, downward: bool) -> u64 {
        let from = self.nonzero.partition_point(|&(i, _)| i < first);
        let to = self.nonzero.partition_point(|&(i, _)| i <= last);
        let inside = &self.nonzero[from..to];
        // Pieces folded so far, counted from the far end.
        let mut value: Option<u64> = None;
        let mut done = 0;
        let mut step = |&(at, own): &(usize, Nimber)| {
            let run = if downward { last - at } else { at - first } - done;
            value = Some(match zeros(value, run) {
                None => own.0,
                Some(s) => own.0 ^ (s + 1),
            });
            done += run + 1;
        };
        if downward {
            inside.iter().rev().for_each(&mut step);
        } else {
            inside.iter().for_each(&mut step);
        }
        zeros(value, last + 1 - first - done).unwrap_or(0)
    }
}

/// A fold continued over `run` pieces worth 0: each adds one.
fn zeros(value: Option<u64>, run: usize) -> Option<u64> {
    match (value, run) {
        (v, 0) => v,
        (None, r) => Some(r as u64 - 1),
        (Some(s), r) => Some(s + r as u64),
    }
}

/// A piece's own value: its loops (counted modulo 2^32) mod 2, XOR its weights.
fn piece(loops: u32, weight: Nimber) -> Nimber {
    Nimber(u64::from(loops & 1)) ^ weight
}

/// Range minima by a segment tree kept bottom-up in one array: the values at `n..2n`, and
/// each `i < n` the minimum of `2i` and `2i + 1`. `2n` numbers and `O(log n)` per query:
/// a sparse table answers in `O(1)` but holds `n log n` numbers, 30 MB on the 400,000
/// vertices of a million-edge picture, while the queries (one per pair of consecutive tree
/// edges of a group) are few.
#[derive(Default)]
struct RangeMin {
    tree: Vec<u32>,
}

impl RangeMin {
    fn new(values: Vec<u32>) -> RangeMin {
        let n = values.len();
        let mut tree = vec![NONE; n];
        tree.extend(values);
        for i in (1..n).rev() {
            tree[i] = tree[2 * i].min(tree[2 * i + 1]);
        }
        RangeMin { tree }
    }

    /// The minimum of the values at `from..to` ([`NONE`] when empty).
    fn min(&self, from: usize, to: usize) -> u32 {
        let n = self.tree.len() / 2;
        let (mut from, mut to) = (from + n, to + n);
        let mut min = NONE;
        while from < to {
            if from & 1 == 1 {
                min = min.min(self.tree[from]);
                from += 1;
            }
            if to & 1 == 1 {
                to -= 1;
                min = min.min(self.tree[to]);
            }
            from /= 2;
            to /= 2;
        }
        min
    }
}

/// SplitMix64: a fixed, well-mixed stream of 64-bit labels. Labels only decide which
/// edges are looked at together; every group is verified exactly, so any fixed choice
/// keeps the answers exact.
fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Every range's minimum, against a plain scan.
        #[test]
        fn range_minima(values in prop::collection::vec(0u32..50, 0..40)) {
            let ranges = RangeMin::new(values.clone());
            for from in 0..=values.len() {
                for to in 0..=values.len() {
                    let plain = values.get(from..to).and_then(|r| r.iter().copied().min());
                    prop_assert_eq!(ranges.min(from, to), plain.unwrap_or(NONE));
                }
            }
        }
    }
}
