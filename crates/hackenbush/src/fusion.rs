//! The value of a rooted multigraph by the fusion and colon principles.
//!
//! 1. Bridges ([`crate::bridges`], petgraph's search with the parallel-edge filter).
//! 2. Fusion: `petgraph::unionfind::UnionFind` joins the two ends of every edge that is
//!    not a bridge, giving the 2-edge-connected classes. Fusing a class into one vertex
//!    turns each of its internal edges (self-loops included) into a loop, worth one
//!    edge each, so a class counts its loops mod 2.
//! 3. The bridge tree, rooted at the ground's class, found breadth-first (no recursion);
//!    classes the root does not reach are not part of the position.
//! 4. Colon principle, bottom-up: `value(v) = loops(v) mod 2 ⊕ weight(v) ⊕ ⨁ (value(c) + 1)`
//!    over the children `c` of `v`.
//!
//! The vertex weights let a caller hang a stalk of known value at a vertex without
//! drawing it (a stalk of length `s` is worth `s`); the winning-move search uses them to
//! stand for whole subtrees. Everything is linear in the size of the graph.

use games_common::Nimber;
use petgraph::graph::{EdgeIndex, NodeIndex, UnGraph};
use petgraph::unionfind::UnionFind;
use petgraph::visit::EdgeRef;

use crate::bridges::bridge_flags;
use crate::graph::ends;

/// Marks a vertex or class that the root does not reach.
const UNREACHED: u32 = u32::MAX;

/// One 2-edge-connected class of the part reached from the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Class {
    /// The parent class and the bridge to it; `None` for the root's class.
    pub(crate) parent: Option<(u32, EdgeIndex)>,
    /// The vertex of this class where the bridge from the parent lands (the root for the
    /// root's class).
    pub(crate) attach: NodeIndex,
    /// Internal edges: the edges of the class that are not bridges, self-loops included.
    pub(crate) loops: usize,
    /// The value of this class with everything hanging below it.
    pub(crate) value: Nimber,
}

/// The fused picture: classes in breadth-first order from the root's class (so a parent
/// always comes before its children), the class of every vertex and which edges are
/// bridges.
#[derive(Clone, Debug)]
pub(crate) struct Fusion {
    pub(crate) classes: Vec<Class>,
    /// Per vertex: its class, or [`UNREACHED`].
    class_of: Vec<u32>,
    /// Per edge: whether it is a bridge (never true of the excluded edge).
    pub(crate) bridge: Vec<bool>,
}

impl Fusion {
    /// Fuses `graph` rooted at `root`, as if the edge `excluded` were deleted, with
    /// `weights` (by vertex index; empty for none) hanging at the vertices.
    pub(crate) fn new<E>(
        graph: &UnGraph<(), E>,
        root: NodeIndex,
        excluded: Option<EdgeIndex>,
        weights: &[Nimber],
    ) -> Fusion {
        let n = graph.node_count();
        let bridge = bridge_flags(graph, excluded);
        let present = |e: EdgeIndex| Some(e) != excluded;

        let mut fused = UnionFind::<usize>::new(n);
        for e in graph.edge_references() {
            if present(e.id()) && !bridge[e.id().index()] {
                fused.union(e.source().index(), e.target().index());
            }
        }
        let rep: Vec<usize> = fused.into_labeling();

        // The bridges at each class representative, as a compressed adjacency list.
        let mut start = vec![0usize; n + 1];
        let bridges: Vec<EdgeIndex> = graph.edge_indices().filter(|e| bridge[e.index()]).collect();
        for &b in &bridges {
            let (u, w) = ends(graph, b);
            start[rep[u.index()] + 1] += 1;
            start[rep[w.index()] + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut at_rep = vec![EdgeIndex::end(); start[n]];
        for &b in &bridges {
            let (u, w) = ends(graph, b);
            for r in [rep[u.index()], rep[w.index()]] {
                at_rep[fill[r]] = b;
                fill[r] += 1;
            }
        }

        // Breadth-first over the bridge tree from the root's class.
        let mut class_of_rep = vec![UNREACHED; n];
        let mut classes = vec![Class {
            parent: None,
            attach: root,
            loops: 0,
            value: Nimber::ZERO,
        }];
        class_of_rep[rep[root.index()]] = 0;
        let mut next = 0;
        while next < classes.len() {
            let r = rep[classes[next].attach.index()];
            for &b in &at_rep[start[r]..start[r + 1]] {
                let (u, w) = ends(graph, b);
                let far = if rep[u.index()] == r { w } else { u };
                let far_rep = rep[far.index()];
                if class_of_rep[far_rep] == UNREACHED {
                    class_of_rep[far_rep] = classes.len() as u32;
                    classes.push(Class {
                        parent: Some((next as u32, b)),
                        attach: far,
                        loops: 0,
                        value: Nimber::ZERO,
                    });
                }
            }
            next += 1;
        }
        let class_of: Vec<u32> = rep.iter().map(|&r| class_of_rep[r]).collect();

        // Loops and weights, then the colon principle from the leaves up.
        let mut base = vec![Nimber::ZERO; classes.len()];
        for e in graph.edge_references() {
            let c = class_of[e.source().index()];
            if present(e.id()) && !bridge[e.id().index()] && c != UNREACHED {
                classes[c as usize].loops += 1;
            }
        }
        for (v, &w) in weights.iter().enumerate() {
            if class_of[v] != UNREACHED {
                base[class_of[v] as usize] ^= w;
            }
        }
        for c in (0..classes.len()).rev() {
            let value = base[c] ^ Nimber(classes[c].loops as u64 & 1);
            classes[c].value = value;
            if let Some((p, _)) = classes[c].parent {
                base[p as usize] ^= Nimber(value.0 + 1);
            }
        }
        Fusion {
            classes,
            class_of,
            bridge,
        }
    }

    /// The value of the whole position: the root class's value.
    pub(crate) fn value(&self) -> Nimber {
        self.classes[0].value
    }

    /// The class of `v`, or `None` when the root does not reach it.
    pub(crate) fn class_of(&self, v: NodeIndex) -> Option<u32> {
        let c = self.class_of[v.index()];
        (c != UNREACHED).then_some(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(n: usize, edges: &[(u32, u32)]) -> u64 {
        let mut g: UnGraph<(), ()> = UnGraph::default();
        for _ in 0..n {
            g.add_node(());
        }
        g.extend_with_edges(edges);
        Fusion::new(&g, NodeIndex::new(0), None, &[]).value().0
    }

    /// A stalk of n edges is a Nim heap of size n (each move shortens it to any length
    /// below n).
    #[test]
    fn stalks_are_nim_heaps() {
        for n in 1..20u32 {
            let path: Vec<(u32, u32)> = (0..n).map(|i| (i, i + 1)).collect();
            assert_eq!(value(n as usize + 1, &path), u64::from(n));
        }
    }

    /// A weight is a stalk that is not drawn: a lone root with weight 5 is worth 5, and
    /// a weight on a vertex the root does not reach counts for nothing.
    #[test]
    fn weights_stand_for_stalks() {
        let mut g: UnGraph<(), ()> = UnGraph::default();
        let a = g.add_node(());
        let b = g.add_node(());
        let _c = g.add_node(());
        g.add_edge(a, b, ());
        let f = Fusion::new(&g, a, None, &[Nimber(0), Nimber(5), Nimber(7)]);
        // b carries a stalk of 5 on top of the edge a-b: a stalk of 6.
        assert_eq!(f.value(), Nimber(6));
        assert_eq!(f.class_of(NodeIndex::new(2)), None);
    }
}
