//! The 2-edge cuts inside 2-edge-connected classes, and what deleting an edge of one does
//! to its class, in near-linear time.
//!
//! An iterative depth-first search of each class (rooted where its parent bridge lands)
//! gives a tree whose non-tree edges all join a vertex to one of its ancestors. Each
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
use petgraph::graph::{EdgeIndex, NodeIndex, UnGraph};
use petgraph::visit::EdgeRef;

use crate::graph::{ends, other_end};

/// Not visited by the search.
const NONE: u32 = u32::MAX;

/// The search trees of the classes and the subtree sums the groups need.
pub(crate) struct ClassTrees {
    /// Per vertex: preorder number, or [`NONE`].
    tin: Vec<u32>,
    /// Per vertex: the largest preorder number in its subtree.
    tout: Vec<u32>,
    depth: Vec<u32>,
    /// Per vertex: the tree edge to its parent.
    parent_edge: Vec<Option<EdgeIndex>>,
    /// Per vertex: how many non-tree edges cross the edge to its parent.
    cover: Vec<u64>,
    /// Per vertex: ends of class edges in its subtree (a self-loop counts twice).
    degree: Vec<u64>,
    /// Per vertex: XOR of the weights in its subtree.
    weight: Vec<Nimber>,
    /// Per edge: its cut label (`None` for self-loops and edges not searched).
    pub(crate) label: Vec<Option<u64>>,
    /// Sparse table over the preorder: the smallest depth a non-tree edge from that vertex
    /// reaches up to.
    lowest: Vec<Vec<u32>>,
}

/// A verified group: its pieces in cyclic order from the root's piece, each piece's own
/// value (loops mod 2 XOR weights), and the edge after each piece.
pub(crate) struct Group {
    own: Vec<Nimber>,
    edges: Vec<EdgeIndex>,
}

impl ClassTrees {
    /// Searches every class whose root is in `roots`, through the edges `inside` accepts
    /// (the internal edges of those classes), with `weights` per vertex.
    pub(crate) fn new<E>(
        graph: &UnGraph<(), E>,
        roots: impl IntoIterator<Item = NodeIndex>,
        inside: impl Fn(EdgeIndex) -> bool,
        weights: &[Nimber],
    ) -> ClassTrees {
        let n = graph.node_count();
        let mut t = ClassTrees {
            tin: vec![NONE; n],
            tout: vec![NONE; n],
            depth: vec![0; n],
            parent_edge: vec![None; n],
            cover: vec![0; n],
            degree: vec![0; n],
            weight: weights.to_vec(),
            label: vec![None; graph.edge_count()],
            lowest: Vec::new(),
        };
        let mut preorder: Vec<NodeIndex> = Vec::new();
        let mut lowest_at: Vec<u32> = Vec::new();
        // Net count of non-tree edges starting (+1) or ending (-1) at each vertex, and the
        // XOR of their labels.
        let mut net = vec![0i64; n];
        let mut mark = vec![0u64; n];
        for root in roots {
            if t.tin[root.index()] != NONE {
                continue;
            }
            t.tin[root.index()] = preorder.len() as u32;
            preorder.push(root);
            lowest_at.push(NONE);
            let mut stack = vec![(root, graph.edges(root))];
            while let Some((v, edges)) = stack.last_mut() {
                let v = *v;
                let Some(e) = edges.next() else {
                    t.tout[v.index()] = preorder.len() as u32 - 1;
                    stack.pop();
                    continue;
                };
                if !inside(e.id()) {
                    continue;
                }
                let w = other_end((e.source(), e.target()), v);
                // `edges` lists a self-loop once; it gives its vertex two ends.
                t.degree[v.index()] += if w == v { 2 } else { 1 };
                if w == v || Some(e.id()) == t.parent_edge[v.index()] {
                    continue;
                }
                if t.tin[w.index()] == NONE {
                    t.tin[w.index()] = preorder.len() as u32;
                    t.depth[w.index()] = t.depth[v.index()] + 1;
                    t.parent_edge[w.index()] = Some(e.id());
                    preorder.push(w);
                    lowest_at.push(NONE);
                    stack.push((w, graph.edges(w)));
                } else if t.depth[w.index()] < t.depth[v.index()] {
                    // A non-tree edge up to the ancestor w (seen again later from w).
                    let label = splitmix64(e.id().index() as u64);
                    t.label[e.id().index()] = Some(label);
                    mark[v.index()] ^= label;
                    mark[w.index()] ^= label;
                    net[v.index()] += 1;
                    net[w.index()] -= 1;
                    let at = &mut lowest_at[t.tin[v.index()] as usize];
                    *at = (*at).min(t.depth[w.index()]);
                }
            }
        }
        // Subtree sums, children before parents.
        for &v in preorder.iter().rev() {
            let Some(e) = t.parent_edge[v.index()] else {
                continue;
            };
            let p = other_end(ends(graph, e), v);
            t.label[e.index()] = Some(mark[v.index()]);
            mark[p.index()] ^= mark[v.index()];
            net[p.index()] += net[v.index()];
            t.cover[v.index()] = net[v.index()] as u64;
            t.degree[p.index()] += t.degree[v.index()];
            let w = t.weight[v.index()];
            t.weight[p.index()] ^= w;
        }
        t.lowest = sparse_table(lowest_at);
        t
    }

    /// The group of edges `edges` (all of one class, sharing a label) if their covers
    /// really are equal; `None` otherwise. `loops` and `weight` are the class's internal
    /// edge count and total weight.
    pub(crate) fn group<E>(
        &self,
        graph: &UnGraph<(), E>,
        edges: &[EdgeIndex],
        loops: usize,
        weight: Nimber,
    ) -> Option<Group> {
        let mut tree: Vec<NodeIndex> = Vec::new();
        let mut other: Vec<EdgeIndex> = Vec::new();
        for &e in edges {
            let (a, b) = ends(graph, e);
            let lower = if self.depth[a.index()] > self.depth[b.index()] {
                a
            } else {
                b
            };
            if self.parent_edge[lower.index()] == Some(e) {
                tree.push(lower);
            } else {
                other.push(e);
            }
        }
        tree.sort_unstable_by_key(|x| self.depth[x.index()]);
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
                let (a, b) = ends(graph, n);
                let (low, high) = if self.depth[a.index()] > self.depth[b.index()] {
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
            if self.min_lowest_between(x, y) < self.depth[x.index()] {
                return None;
            }
            cut.push(self.parent_edge[x.index()]?);
            own.push(piece(
                inner(x) - inner(y) - 1,
                self.weight[x.index()] ^ self.weight[y.index()],
            ));
        }
        cut.push(self.parent_edge[last.index()]?);
        if let Some(&n) = other.first() {
            own.push(piece(bottom.0, bottom.1));
            cut.push(n);
        }
        Some(Group { own, edges: cut })
    }

    /// Whether `x` is in the subtree of `y`.
    fn below(&self, x: NodeIndex, y: NodeIndex) -> bool {
        let (tx, ty) = (self.tin[x.index()], self.tin[y.index()]);
        ty <= tx && tx <= self.tout[y.index()]
    }

    /// The smallest depth reached by a non-tree edge from the subtree of `x` without the
    /// subtree of `y` (`y` below `x`).
    fn min_lowest_between(&self, x: NodeIndex, y: NodeIndex) -> u32 {
        let (tx, ox) = (self.tin[x.index()], self.tout[x.index()]);
        let (ty, oy) = (self.tin[y.index()], self.tout[y.index()]);
        self.range_min(tx, ty).min(self.range_min(oy + 1, ox + 1))
    }

    /// Minimum of the preorder range `from..to` (empty: [`NONE`]).
    fn range_min(&self, from: u32, to: u32) -> u32 {
        if from >= to {
            return NONE;
        }
        let len = (to - from) as usize;
        let level = len.ilog2() as usize;
        let row = &self.lowest[level];
        row[from as usize].min(row[to as usize - (1 << level)])
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

/// A sparse table for range minima: row `l` holds the minima of the windows of `2^l`.
fn sparse_table(values: Vec<u32>) -> Vec<Vec<u32>> {
    let mut rows = vec![values];
    let mut width = 1;
    while 2 * width <= rows[0].len() {
        let prev = rows.last().expect("at least one row");
        let next: Vec<u32> = (0..prev.len() - width)
            .map(|i| prev[i].min(prev[i + width]))
            .collect();
        rows.push(next);
        width *= 2;
    }
    rows
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
