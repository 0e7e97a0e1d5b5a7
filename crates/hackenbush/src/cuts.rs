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

use games_common::Nimber;
use petgraph::graph::{EdgeIndex, NodeIndex};

use crate::bridges::{NONE, Search};
use crate::graph::EdgeList;

/// The classes' search trees (the solver's one depth-first search, cut at the bridges)
/// and the subtree sums the groups need.
pub(crate) struct ClassTrees<'s> {
    /// The search: preorder numbers, subtree ranges, depths, parents.
    search: &'s Search,
    /// Per vertex: how many non-tree edges cross the edge to its parent.
    cover: Vec<u64>,
    /// Per vertex: ends of class edges in its subtree within its class (a self-loop
    /// counts twice).
    degree: Vec<u64>,
    /// Per vertex: XOR of the weights in its subtree within its class.
    weight: Vec<Nimber>,
    /// Per edge: its cut label (`None` for self-loops, bridges and edges not reached).
    pub(crate) label: Vec<Option<u64>>,
    /// Range minima over the preorder of the smallest depth a non-tree edge from each
    /// vertex reaches up to.
    lowest: RangeMin,
}

/// A verified group: its pieces in cyclic order from the root's piece, each piece's own
/// value (loops mod 2 XOR weights), and the edge after each piece.
pub(crate) struct Group {
    own: Vec<Nimber>,
    edges: Vec<EdgeIndex>,
}

impl<'s> ClassTrees<'s> {
    /// The class trees of `search` (whose `bridge` flags are `bridge`), with `weights`
    /// per vertex. A class's tree is the part of the search tree between its bridges: the
    /// tree path between two vertices of a class never crosses a bridge, so it is a
    /// depth-first tree of the class, rooted where its parent bridge lands, and the sums
    /// below stop at the bridges. Depths and preorder numbers stay the whole search's;
    /// they are only ever compared within one class, where they order as the class's own.
    pub(crate) fn new(search: &'s Search, bridge: &[bool], weights: &[Nimber]) -> ClassTrees<'s> {
        let n = search.tin.len();
        let mut t = ClassTrees {
            search,
            cover: vec![0; n],
            degree: search.at.iter().map(|x| u64::from(x.ends_at)).collect(),
            weight: weights.to_vec(),
            label: vec![None; bridge.len()],
            lowest: RangeMin::default(),
        };
        t.weight.resize(n, Nimber::ZERO);
        let mut lowest_at = vec![NONE; search.order.len()];
        // Net count of non-tree edges starting (+1) or ending (-1) at each vertex, and the
        // XOR of their labels.
        let mut net = vec![0i64; n];
        let mut mark = vec![0u64; n];
        for &(v, w, e) in &search.back {
            let (v, w) = (v as usize, w as usize);
            let label = splitmix64(u64::from(e));
            t.label[e as usize] = Some(label);
            mark[v] ^= label;
            mark[w] ^= label;
            net[v] += 1;
            net[w] -= 1;
            let at = &mut lowest_at[search.tin[v] as usize];
            *at = (*at).min(search.at[w].depth);
        }
        // A bridge's ends are not class edges.
        for &v in &search.order[1..] {
            let v = v as usize;
            if bridge[search.at[v].parent_edge as usize] {
                t.degree[v] -= 1;
                t.degree[search.at[v].parent as usize] -= 1;
            }
        }
        // Subtree sums within each class, children before parents.
        for &v in search.order.iter().rev() {
            let v = v as usize;
            let e = search.at[v].parent_edge;
            if e == NONE || bridge[e as usize] {
                continue;
            }
            let p = search.at[v].parent as usize;
            t.label[e as usize] = Some(mark[v]);
            mark[p] ^= mark[v];
            net[p] += net[v];
            t.cover[v] = net[v] as u64;
            t.degree[p] += t.degree[v];
            let w = t.weight[v];
            t.weight[p] ^= w;
        }
        t.lowest = RangeMin::new(lowest_at);
        t
    }

    /// The tree edge from `x` to its parent, if any.
    fn parent_edge(&self, x: NodeIndex) -> Option<EdgeIndex> {
        let e = self.search.at[x.index()].parent_edge;
        (e != NONE).then(|| EdgeIndex::new(e as usize))
    }

    /// The depth of `x` in the search tree.
    fn depth(&self, x: NodeIndex) -> u32 {
        self.search.at[x.index()].depth
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
        let mut tree: Vec<NodeIndex> = Vec::new();
        let mut other: Vec<EdgeIndex> = Vec::new();
        for &e in edges {
            let (a, b) = graph.endpoints(e);
            let lower = if self.depth(a) > self.depth(b) { a } else { b };
            if self.parent_edge(lower) == Some(e) {
                tree.push(lower);
            } else {
                other.push(e);
            }
        }
        tree.sort_unstable_by_key(|&x| self.depth(x));
        let (&first, &last) = (tree.first()?, tree.last()?);
        let cover = self.cover[first.index()];
        let nested = tree.windows(2).all(|p| self.below(p[1], p[0]));
        if other.len() > 1 || !nested || tree.iter().any(|x| self.cover[x.index()] != cover) {
            return None;
        }
        let inner = |x: NodeIndex| (self.degree[x.index()] - 1 - self.cover[x.index()]) / 2;
        let top_loops = loops as u64 - inner(first) - 1 - cover;
        let top_weight = weight ^ self.weight[first.index()];
        let mut own = Vec::new();
        let mut cut = Vec::new();
        let bottom = (inner(last), self.weight[last.index()]);
        match other.first() {
            Some(&n) => {
                // The cover of every tree edge is {n}: n runs from below the last one to
                // above the first one.
                let (a, b) = graph.endpoints(n);
                let (low, high) = if self.depth(a) > self.depth(b) {
                    (a, b)
                } else {
                    (b, a)
                };
                if cover != 1 || !self.below(low, last) || self.below(high, first) {
                    return None;
                }
                own.push(piece(top_loops, top_weight));
            }
            None => own.push(piece(top_loops + bottom.0 + cover, top_weight ^ bottom.1)),
        }
        for pair in tree.windows(2) {
            let (x, y) = (pair[0], pair[1]);
            // No non-tree edge may leave the piece between x and y upwards past x.
            if self.min_lowest_between(x, y) < self.depth(x) {
                return None;
            }
            cut.push(self.parent_edge(x)?);
            own.push(piece(
                inner(x) - inner(y) - 1,
                self.weight[x.index()] ^ self.weight[y.index()],
            ));
        }
        cut.push(self.parent_edge(last)?);
        if let Some(&n) = other.first() {
            own.push(piece(bottom.0, bottom.1));
            cut.push(n);
        }
        Some(Group { own, edges: cut })
    }

    /// Whether `x` is in the subtree of `y`.
    fn below(&self, x: NodeIndex, y: NodeIndex) -> bool {
        let (tin, at) = (&self.search.tin, &self.search.at);
        let (tx, ty) = (tin[x.index()], tin[y.index()]);
        ty <= tx && tx <= at[y.index()].tout
    }

    /// The smallest depth reached by a non-tree edge from the subtree of `x` without the
    /// subtree of `y` (`y` below `x`).
    fn min_lowest_between(&self, x: NodeIndex, y: NodeIndex) -> u32 {
        let (tin, at) = (&self.search.tin, &self.search.at);
        let (tx, ox) = (tin[x.index()], at[x.index()].tout);
        let (ty, oy) = (tin[y.index()], at[y.index()].tout);
        let range = |from: u32, to: u32| self.lowest.min(from as usize, to as usize);
        range(tx, ty).min(range(oy + 1, ox + 1))
    }
}

impl Group {
    /// Each edge of the group with the value of the class once that edge is deleted.
    pub(crate) fn values(&self) -> impl Iterator<Item = (EdgeIndex, Nimber)> + '_ {
        let k = self.own.len();
        let nonzero: Vec<usize> = (1..k).filter(|&i| !self.own[i].is_zero()).collect();
        // Edge j joins piece j and piece j + 1 (mod k); piece 0 holds the root. Deleting
        // it leaves pieces j, j - 1, ..., 1 hanging from piece 0 on one side and pieces
        // j + 1, ..., k - 1 on the other.
        (0..k).map(move |j| {
            let mut value = self.own[0];
            if j >= 1 {
                value ^= Nimber(self.fold(&nonzero, 1, j, true) + 1);
            }
            if j + 1 < k {
                value ^= Nimber(self.fold(&nonzero, j + 1, k - 1, false) + 1);
            }
            (self.edges[j], value)
        })
    }

    /// The value of the arm of pieces `first..=last`, folded by the colon principle from
    /// its far end (`last` when `downward`, else `first`) to its near end: each piece
    /// carries the rest as a stalk, `s ↦ own ⊕ (s + 1)`. A run of `r` pieces worth 0 just
    /// adds `r`, so only the pieces worth something (`nonzero`, ascending) cost a step.
    fn fold(&self, nonzero: &[usize], first: usize, last: usize, downward: bool) -> u64 {
        let from = nonzero.partition_point(|&i| i < first);
        let to = nonzero.partition_point(|&i| i <= last);
        let inside = &nonzero[from..to];
        // Pieces folded so far, counted from the far end.
        let mut value: Option<u64> = None;
        let mut done = 0;
        let mut step = |at: usize| {
            let run = if downward { last - at } else { at - first } - done;
            value = Some(match zeros(value, run) {
                None => self.own[at].0,
                Some(s) => self.own[at].0 ^ (s + 1),
            });
            done += run + 1;
        };
        if downward {
            inside.iter().rev().for_each(|&at| step(at));
        } else {
            inside.iter().for_each(|&at| step(at));
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

fn piece(loops: u64, weight: Nimber) -> Nimber {
    Nimber(loops & 1) ^ weight
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
