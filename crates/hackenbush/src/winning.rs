//! Every winning move, without recomputing the whole picture for each edge.
//!
//! A move wins when it leaves value 0. Deleting an edge changes only one class of the
//! bridge tree: its own class for an internal edge, the parent class for a bridge (the
//! child's whole subtree falls). So, top-down from the root, each class `v` gets the value
//! it would need for the total to become 0, `want(v)`:
//!
//! - `want(root) = 0`;
//! - for a child `c` of `v`, let `x = want(v) ⊕ value(v) ⊕ (value(c) + 1)`. Deleting the
//!   bridge to `c` wins iff `x = 0`. A change inside `c`'s subtree wins iff it brings
//!   `value(c)` to `x − 1`, which is possible only when `x ≥ 1` (a subtree worth `s` adds
//!   `s + 1 ≥ 1`); otherwise no move below `c` can win and the subtree is skipped.
//!
//! An internal edge `e` of class `v` wins iff the class without `e` is worth `want(v)`,
//! with its child subtrees standing as stalks of their known values at the vertices they
//! hang from. A 2-edge-connected class stays connected without one edge, and falls into a
//! path of new classes exactly when `e` lies in a 2-edge cut `{e, f}`; otherwise it is one
//! class with one loop fewer and is worth `value(v) ⊕ 1`.
//!
//! The 2-edge cuts are found by cut labels: take a spanning tree of each class, give each
//! non-tree edge a pseudo-random 64-bit label and each tree edge the XOR of the labels of
//! the non-tree edges whose cycle passes through it. `{e, f}` is a 2-edge cut iff the
//! fundamental cycles through `e` are those through `f`, so the two labels are then equal.
//! An edge whose label no other edge of its class shares is therefore in no 2-edge cut and
//! takes the shortcut; the others (and any accidental label collision, which costs time,
//! never correctness) are evaluated exactly by fusing their class without them,
//! `O(size of the class)` each.
//!
//! Cost: linear for everything but those edges, plus `O(class size)` per edge that lies in
//! a 2-edge cut of a class whose `want` is defined. Worst case (one long cycle: every pair
//! of its edges is a cut) that is `O(Σ class size²)`, like deleting each edge in turn; on
//! typical graphs few edges lie in 2-edge cuts.

use games_common::Nimber;
use hashbrown::HashMap;
use petgraph::graph::{EdgeIndex, NodeIndex, UnGraph};
use petgraph::visit::EdgeRef;

use crate::fusion::{Fusion, ends};

/// The edge indices (in `graph`) of every move from the position rooted at `root` that
/// leaves value 0, given the position's fusion. Unsorted.
pub(crate) fn winning_edges<E>(graph: &UnGraph<(), E>, fusion: &Fusion) -> Vec<EdgeIndex> {
    let classes = &fusion.classes;
    let mut winning = Vec::new();

    // Top-down: the value each class must take, and the winning bridges.
    let mut want: Vec<Option<Nimber>> = vec![None; classes.len()];
    want[0] = Some(Nimber::ZERO);
    for (c, class) in classes.iter().enumerate().skip(1) {
        let (p, bridge) = class.parent.expect("only the root has no parent");
        let Some(wanted) = want[p as usize] else {
            continue;
        };
        let x = wanted ^ classes[p as usize].value ^ Nimber(class.value.0 + 1);
        if x.is_zero() {
            winning.push(bridge);
        } else {
            want[c] = Some(Nimber(x.0 - 1));
        }
    }

    // Internal edges of the classes where a change can still win.
    let hopeful = |e: EdgeIndex| -> Option<u32> {
        if fusion.bridge[e.index()] {
            return None;
        }
        let (u, _) = ends(graph, e);
        fusion.class_of(u).filter(|&c| want[c as usize].is_some())
    };
    let labels = cut_labels(graph, fusion, &hopeful);
    let mut shared: HashMap<(u32, u64), u32> = HashMap::new();
    for e in graph.edge_indices() {
        if let (Some(class), Some(label)) = (hopeful(e), labels[e.index()]) {
            *shared.entry((class, label)).or_default() += 1;
        }
    }
    // Edges in no 2-edge cut take the shortcut; the others wait for their class's exact
    // evaluation, with the class's internal edges and children gathered in one pass.
    let mut in_cuts: HashMap<u32, LocalClass> = HashMap::new();
    for e in graph.edge_indices() {
        let Some(class) = hopeful(e) else { continue };
        let cut = labels[e.index()].is_some_and(|l| shared[&(class, l)] > 1);
        let wanted = want[class as usize].expect("hopeful classes have a want");
        if cut {
            in_cuts.entry(class).or_default().cut_edges.push(e);
        } else if classes[class as usize].value ^ Nimber(1) == wanted {
            winning.push(e);
        }
    }
    for e in graph.edge_indices() {
        if let Some(class) = hopeful(e)
            && let Some(local) = in_cuts.get_mut(&class)
        {
            local.add_edge(graph, e);
        }
    }
    for child in classes {
        if let Some((p, bridge)) = child.parent
            && let Some(local) = in_cuts.get_mut(&p)
        {
            let (u, w) = ends(graph, bridge);
            let at = if u == child.attach { w } else { u };
            local.add_stalk(at, Nimber(child.value.0 + 1));
        }
    }
    for (class, local) in in_cuts {
        let wanted = want[class as usize].expect("hopeful classes have a want");
        let root = fusion.classes[class as usize].attach;
        winning.extend(
            local
                .cut_edges
                .iter()
                .copied()
                .filter(|&e| local.value_without(root, e) == wanted),
        );
    }
    winning
}

/// Cut labels of the internal edges that `hopeful` accepts (self-loops get none): a
/// breadth-first spanning tree of each class; pseudo-random labels on the non-tree edges;
/// on each tree edge the XOR of the labels of the non-tree edges that cross it.
fn cut_labels<E>(
    graph: &UnGraph<(), E>,
    fusion: &Fusion,
    hopeful: &impl Fn(EdgeIndex) -> Option<u32>,
) -> Vec<Option<u64>> {
    let n = graph.node_count();
    let mut tree_edge: Vec<Option<EdgeIndex>> = vec![None; n];
    let mut seen = vec![false; n];
    let mut order: Vec<NodeIndex> = Vec::new();
    for class in &fusion.classes {
        let start = class.attach;
        if seen[start.index()] || hopeful_at(graph, start, hopeful).is_none() {
            continue;
        }
        seen[start.index()] = true;
        order.push(start);
        let mut next = order.len() - 1;
        while next < order.len() {
            let v = order[next];
            next += 1;
            for e in graph.edges(v) {
                if hopeful(e.id()).is_none() {
                    continue;
                }
                let w = if e.source() == v {
                    e.target()
                } else {
                    e.source()
                };
                if !seen[w.index()] {
                    seen[w.index()] = true;
                    tree_edge[w.index()] = Some(e.id());
                    order.push(w);
                }
            }
        }
    }
    let mut labels = vec![None; graph.edge_count()];
    let mut crossing = vec![0u64; n];
    for e in graph.edge_references() {
        let (u, w) = (e.source(), e.target());
        let in_tree = tree_edge[u.index()] == Some(e.id()) || tree_edge[w.index()] == Some(e.id());
        if u == w || in_tree || hopeful(e.id()).is_none() {
            continue;
        }
        let label = splitmix64(e.id().index() as u64);
        labels[e.id().index()] = Some(label);
        crossing[u.index()] ^= label;
        crossing[w.index()] ^= label;
    }
    for &v in order.iter().rev() {
        if let Some(e) = tree_edge[v.index()] {
            let label = crossing[v.index()];
            labels[e.index()] = Some(label);
            let (a, b) = ends(graph, e);
            let parent = if a == v { b } else { a };
            crossing[parent.index()] ^= label;
        }
    }
    labels
}

/// Whether some hopeful edge touches `v` (so `v`'s class takes part).
fn hopeful_at<E>(
    graph: &UnGraph<(), E>,
    v: NodeIndex,
    hopeful: &impl Fn(EdgeIndex) -> Option<u32>,
) -> Option<u32> {
    graph.edges(v).find_map(|e| hopeful(e.id()))
}

/// SplitMix64: a fixed, well-mixed stream of 64-bit labels (the labels only decide which
/// edges get the exact check, so any fixed choice keeps the results exact).
fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One class on its own: its vertices and internal edges, its child subtrees as weights
/// (stalks of `value + 1`) at the vertices they hang from; rooted where its parent bridge
/// lands.
#[derive(Default)]
struct LocalClass {
    /// The internal edges that lie in some 2-edge cut (global indices).
    cut_edges: Vec<EdgeIndex>,
    graph: UnGraph<(), ()>,
    weights: Vec<Nimber>,
    /// Global vertex index to local vertex index.
    node: HashMap<NodeIndex, NodeIndex>,
    /// Global edge index to local edge index.
    edge: HashMap<EdgeIndex, EdgeIndex>,
}

impl LocalClass {
    fn node(&mut self, v: NodeIndex) -> NodeIndex {
        *self.node.entry(v).or_insert_with(|| {
            self.weights.push(Nimber::ZERO);
            self.graph.add_node(())
        })
    }

    fn add_edge<E>(&mut self, graph: &UnGraph<(), E>, e: EdgeIndex) {
        let (u, w) = ends(graph, e);
        let (a, b) = (self.node(u), self.node(w));
        let local = self.graph.add_edge(a, b, ());
        self.edge.insert(e, local);
    }

    fn add_stalk(&mut self, v: NodeIndex, value: Nimber) {
        let v = self.node(v);
        self.weights[v.index()] ^= value;
    }

    /// The value of the class (with its stalks), rooted at `root`, once its internal edge
    /// `e` is deleted.
    fn value_without(&self, root: NodeIndex, e: EdgeIndex) -> Nimber {
        // A class with an edge in a cut has at least two vertices, all touched by its
        // internal edges, so the root is among them.
        let root = self.node[&root];
        Fusion::new(&self.graph, root, Some(self.edge[&e]), &self.weights).value()
    }
}
