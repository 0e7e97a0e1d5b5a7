//! The two graph helpers every search of the crate uses, in one place: the ends of an edge
//! by index, and the other end of an edge seen from one of its ends.

use petgraph::graph::{EdgeIndex, NodeIndex, UnGraph};

/// The two ends of an edge of `graph`.
pub(crate) fn ends<E>(graph: &UnGraph<(), E>, e: EdgeIndex) -> (NodeIndex, NodeIndex) {
    graph
        .edge_endpoints(e)
        .expect("edge indices come from this graph")
}

/// The end of an edge with ends `(a, b)` that is not `v` (`v` itself for a self-loop).
/// Pass `(e.source(), e.target())` of an edge reference, or [`ends`] of an edge index.
pub(crate) fn other_end((a, b): (NodeIndex, NodeIndex), v: NodeIndex) -> NodeIndex {
    if a == v { b } else { a }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_end_from_either_side_and_on_a_loop() {
        let (a, b) = (NodeIndex::new(0), NodeIndex::new(1));
        assert_eq!(other_end((a, b), a), b);
        assert_eq!(other_end((a, b), b), a);
        assert_eq!(other_end((b, b), b), b);
    }
}
