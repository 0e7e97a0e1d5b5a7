//! The value of a rooted multigraph by the fusion and colon principles.
//!
//! 1. One depth-first search from the root ([`crate::bridges::Search`]) finds the bridges
//!    of the part the root reaches, over compact adjacency lists built from the picture's
//!    list of edges.
//! 2. Fusion: the 2-edge-connected classes are what the bridges separate: in the search
//!    tree, a vertex starts a new class when the edge to its parent is a bridge, and is in
//!    its parent's class otherwise. Fusing a class into one vertex turns each of its
//!    internal edges (self-loops included) into a loop, worth one edge each, so a class
//!    counts its loops mod 2.
//! 3. The bridge tree, rooted at the ground's class, numbered breadth-first (each class's
//!    bridges in edge order; [`crate::to_dot`] shows these numbers); what the root does not
//!    reach is not part of the position.
//! 4. Colon principle, bottom-up: `value(v) = loops(v) mod 2 ⊕ weight(v) ⊕ ⨁ (value(c) + 1)`
//!    over the children `c` of `v`.
//!
//! The vertex weights let a caller hang a stalk of known value at a vertex without
//! drawing it (a stalk of length `s` is worth `s`); the winning-move search uses them to
//! stand for whole subtrees. Everything is linear in the size of the graph.

use games_common::Nimber;
use petgraph::graph::{EdgeIndex, NodeIndex};

use crate::bridges::{NONE, Search};
use crate::graph::{Adjacency, EdgeList};

/// One 2-edge-connected class of the part reached from the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Class {
    /// The parent class and the bridge to it; `None` for the root's class.
    pub(crate) parent: Option<(u32, EdgeIndex)>,
    /// The position in the search of the vertex of this class where the bridge from the
    /// parent lands (the root's, 0, for the root's class). The bridge hangs from the
    /// vertex's parent in the search tree.
    pub(crate) attach: u32,
    /// Internal edges: the edges of the class that are not bridges, self-loops included.
    pub(crate) loops: usize,
    /// The value of this class with everything hanging below it.
    pub(crate) value: Nimber,
}

/// The fused picture: classes in breadth-first order from the root's class (so a parent
/// always comes before its children), the class of every vertex reached, which edges are
/// bridges, and the search they came from.
#[derive(Clone, Debug)]
pub(crate) struct Fusion {
    pub(crate) classes: Vec<Class>,
    /// By position in the search: the vertex's class.
    pub(crate) class_at: Vec<u32>,
    /// Per edge: whether it is a bridge (never true of the excluded edge, nor of an edge
    /// the root does not reach).
    pub(crate) bridge: Vec<bool>,
    /// The search from the root, whose tree [`crate::cuts`] reads the 2-edge cuts from.
    pub(crate) search: Search,
}

impl Fusion {
    /// Fuses `graph` rooted at `root`, as if the edge `excluded` were deleted, with
    /// `weights` (by vertex index; empty for none) hanging at the vertices.
    pub(crate) fn new(
        graph: EdgeList<'_>,
        root: NodeIndex,
        excluded: Option<EdgeIndex>,
        weights: &[Nimber],
    ) -> Fusion {
        let mut search = Search::new(&Adjacency::new(graph, excluded), root.index());
        let bridge = std::mem::take(&mut search.bridge);
        let reached = search.order.len();

        // Provisional classes by position: a vertex below a bridge starts one.
        let mut provisional = Vec::with_capacity(reached);
        let mut count = 0u32;
        for t in 0..reached {
            provisional.push(if search.starts_class(t) {
                count += 1;
                count - 1
            } else {
                provisional[search.at[t].parent as usize]
            });
        }
        // The child classes of each provisional class, each as the bridge and the position
        // of its lower end (the child's), in edge order: read off the tree by position and
        // grouped by parent (a counting sort), then each group sorted by bridge (most
        // groups are one or two bridges).
        let below_bridge = || {
            (1..reached).filter(|&t| search.starts_class(t)).map(|t| {
                let at = &search.at[t];
                (provisional[at.parent as usize], at.parent_edge, t as u32)
            })
        };
        let mut start = vec![0u32; count as usize + 1];
        for (p, _, _) in below_bridge() {
            start[p as usize + 1] += 1;
        }
        for c in 0..count as usize {
            start[c + 1] += start[c];
        }
        let mut fill = start.clone();
        let mut children = vec![(0u32, 0u32); count.saturating_sub(1) as usize];
        for (p, e, child) in below_bridge() {
            children[fill[p as usize] as usize] = (e, child);
            fill[p as usize] += 1;
        }
        drop(fill);
        for c in 0..count as usize {
            let group = &mut children[start[c] as usize..start[c + 1] as usize];
            if group.len() > 1 {
                group.sort_unstable();
            }
        }

        // Breadth-first over the bridge tree from the root's class.
        let mut number = vec![0u32; count as usize];
        let mut classes = Vec::with_capacity(count as usize);
        classes.push(Class {
            parent: None,
            attach: 0,
            loops: 0,
            value: Nimber::ZERO,
        });
        let mut next = 0;
        while next < classes.len() {
            let p = provisional[classes[next].attach as usize] as usize;
            for &(e, child) in &children[start[p] as usize..start[p + 1] as usize] {
                number[provisional[child as usize] as usize] = classes.len() as u32;
                classes.push(Class {
                    parent: Some((next as u32, EdgeIndex::new(e as usize))),
                    attach: child,
                    loops: 0,
                    value: Nimber::ZERO,
                });
            }
            next += 1;
        }
        let class_at: Vec<u32> = provisional.iter().map(|&p| number[p as usize]).collect();

        // Loops: a class's ends of edges count each internal edge twice (a self-loop too),
        // and each bridge at the class once: the one from its parent and one to each child.
        let mut ends = vec![0u64; classes.len()];
        for (t, &c) in class_at.iter().enumerate() {
            ends[c as usize] += u64::from(search.at[t].ends_at);
        }
        for c in 1..classes.len() {
            let (p, _) = classes[c].parent.expect("only the root has no parent");
            ends[c] -= 1;
            ends[p as usize] -= 1;
        }
        for (class, ends) in classes.iter_mut().zip(&ends) {
            class.loops = (ends / 2) as usize;
        }
        // Weights, then the colon principle from the leaves up.
        let mut base = vec![Nimber::ZERO; classes.len()];
        for (v, &w) in weights.iter().enumerate() {
            if let Some(&t) = search.tin.get(v).filter(|&&t| t != NONE) {
                base[class_at[t as usize] as usize] ^= w;
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
            class_at,
            bridge,
            search,
        }
    }

    /// The value of the whole position: the root class's value.
    pub(crate) fn value(&self) -> Nimber {
        self.classes[0].value
    }

    /// The class of `v`, or `None` when the root does not reach it.
    pub(crate) fn class_of(&self, v: NodeIndex) -> Option<u32> {
        let t = self.search.tin[v.index()];
        (t != NONE).then(|| self.class_at[t as usize])
    }

    /// The vertex at position `t` of the search.
    pub(crate) fn vertex(&self, t: u32) -> NodeIndex {
        NodeIndex::new(self.search.order[t as usize] as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(n: usize, edges: &[(u32, u32)]) -> u64 {
        let ends: Vec<[u32; 2]> = edges.iter().map(|&(a, b)| [a, b]).collect();
        let graph = EdgeList {
            vertices: n,
            ends: &ends,
        };
        Fusion::new(graph, NodeIndex::new(0), None, &[]).value().0
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
        let graph = EdgeList {
            vertices: 3,
            ends: &[[0, 1]],
        };
        let f = Fusion::new(
            graph,
            NodeIndex::new(0),
            None,
            &[Nimber(0), Nimber(5), Nimber(7)],
        );
        // b carries a stalk of 5 on top of the edge a-b: a stalk of 6.
        assert_eq!(f.value(), Nimber(6));
        assert_eq!(f.class_of(NodeIndex::new(2)), None);
    }
}
