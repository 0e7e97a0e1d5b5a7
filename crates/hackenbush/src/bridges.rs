//! The bridges of a multigraph, from `petgraph::algo::bridges` with its one trap removed.
//!
//! petgraph 0.8.3's `bridges` is written for simple graphs. Its depth-first search skips
//! every edge back to a vertex's DFS parent, so with parallel edges between `u` and `w`
//! (a cycle of length 2) it misses the cycle and reports every copy as a bridge. Its search
//! is iterative (an explicit stack), so a path of a million edges is fine, and self-loops
//! are never reported (checked by the tests below).
//!
//! The filter, in one place: a reported edge is a real bridge exactly when it is the sole
//! edge between its two ends (and not a self-loop). The copies of a parallel edge are
//! either all reported or none is (the search treats them alike), and when they are, they
//! are not bridges: each lies on the cycle the other copy closes. Reported edges of any
//! other kind are true bridges, since skipping parent edges only hides the 2-cycles.

use hashbrown::HashMap;
use petgraph::algo::bridges;
use petgraph::graph::{EdgeIndex, NodeIndex, UnGraph};
use petgraph::visit::{EdgeFiltered, EdgeRef};

/// Which edges of `graph` are bridges, ignoring the edge `excluded` (as if deleted; it is
/// reported as not a bridge). Linear time, parallel edges and self-loops handled.
pub(crate) fn bridge_flags<E>(graph: &UnGraph<(), E>, excluded: Option<EdgeIndex>) -> Vec<bool> {
    // Without an excluded edge, no filter: its per-edge test costs time on big graphs.
    let reported: Vec<EdgeIndex> = match excluded {
        None => bridges(graph).map(|e| e.id()).collect(),
        Some(x) => bridges(&EdgeFiltered::from_fn(graph, |e| e.id() != x))
            .map(|e| e.id())
            .collect(),
    };
    let mut copies: HashMap<(NodeIndex, NodeIndex), u32> =
        reported.iter().map(|&e| (pair(graph, e), 0)).collect();
    for e in graph.edge_indices().filter(|&e| Some(e) != excluded) {
        if let Some(count) = copies.get_mut(&pair(graph, e)) {
            *count += 1;
        }
    }
    let mut flags = vec![false; graph.edge_count()];
    for e in reported {
        let (u, w) = pair(graph, e);
        flags[e.index()] = u != w && copies[&(u, w)] == 1;
    }
    flags
}

/// The ends of an edge, smaller index first, so both directions name the same pair.
fn pair<E>(graph: &UnGraph<(), E>, e: EdgeIndex) -> (NodeIndex, NodeIndex) {
    let (u, w) = graph
        .edge_endpoints(e)
        .expect("edge indices come from this graph");
    (u.min(w), u.max(w))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(u32, u32)]) -> UnGraph<(), ()> {
        let mut g = UnGraph::default();
        for _ in 0..n {
            g.add_node(());
        }
        g.extend_with_edges(edges);
        g
    }

    /// The trap itself: petgraph reports both copies of a doubled edge as bridges; the
    /// filter keeps neither, and keeps the true bridge beside them.
    #[test]
    fn parallel_edges_are_not_bridges() {
        // 0 = 1 (two copies), 1 - 2 a single edge.
        let g = graph(3, &[(0, 1), (1, 0), (1, 2)]);
        let mut raw: Vec<usize> = bridges(&g).map(|e| e.id().index()).collect();
        raw.sort_unstable();
        assert_eq!(raw, vec![0, 1, 2], "petgraph 0.8.3 reports the copies");
        assert_eq!(bridge_flags(&g, None), vec![false, false, true]);
    }

    #[test]
    fn deleting_a_copy_makes_the_other_a_bridge() {
        let g = graph(2, &[(0, 1), (0, 1)]);
        assert_eq!(bridge_flags(&g, Some(EdgeIndex::new(0))), vec![false, true]);
    }

    #[test]
    fn self_loops_are_never_bridges() {
        // A self-loop at 0 (also the DFS root) and at 1, beside the bridge 0-1.
        let g = graph(2, &[(0, 0), (0, 1), (1, 1)]);
        let raw: Vec<usize> = bridges(&g).map(|e| e.id().index()).collect();
        assert_eq!(raw, vec![1]);
        assert_eq!(bridge_flags(&g, None), vec![false, true, false]);
    }

    #[test]
    fn cycles_and_trees() {
        // Triangle 0-1-2 with a tail 2-3 and a pendant 0-4.
        let g = graph(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (0, 4)]);
        assert_eq!(
            bridge_flags(&g, None),
            vec![false, false, false, true, true]
        );
        // Without 1-2 the triangle opens into a path of bridges.
        assert_eq!(
            bridge_flags(&g, Some(EdgeIndex::new(1))),
            vec![true, false, true, true, true]
        );
    }

    /// A path of a million edges: petgraph's search keeps its own stack, so no overflow.
    #[test]
    fn a_long_path_does_not_overflow() {
        let n = 1_000_000u32;
        let edges: Vec<(u32, u32)> = (0..n).map(|i| (i, i + 1)).collect();
        let g = graph(n as usize + 1, &edges);
        assert!(bridge_flags(&g, None).iter().all(|&b| b));
    }
}
