//! The graph helpers the searches of the crate use, in one place: the ends of an edge by
//! index, the other end of an edge seen from one of its ends, and [`Adjacency`], the
//! compact adjacency lists the linear-time solver walks.

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

/// The edges at each vertex of a petgraph graph, stored contiguously (compressed sparse
/// rows): vertex `v`'s entries are `list[start[v]..start[v + 1]]`, each the neighbour and
/// the edge's index, in edge-index order. petgraph keeps each vertex's edges as a linked
/// list through the edge array; on a million random edges, following it costs a cache
/// miss per edge, and a search of the whole graph walks it several times. A self-loop is
/// listed once, at its vertex, as petgraph's `edges` lists it.
#[derive(Clone, Debug)]
pub(crate) struct Adjacency {
    /// How many edges the graph has, the excluded one included (edge indices are below).
    edge_count: usize,
    /// Offsets into `list` (as `usize`: a graph may have more edge ends than a `u32`
    /// counts, though petgraph's `u32` indices bound its edges and vertices).
    start: Vec<usize>,
    list: Vec<(u32, u32)>,
}

impl Adjacency {
    /// The adjacency lists of `graph` without the edge `excluded` (as if deleted).
    pub(crate) fn new<E>(graph: &UnGraph<(), E>, excluded: Option<EdgeIndex>) -> Adjacency {
        let n = graph.node_count();
        let excluded = excluded.map_or(usize::MAX, EdgeIndex::index);
        let edges = || {
            graph
                .raw_edges()
                .iter()
                .enumerate()
                .filter(move |&(e, _)| e != excluded)
                .map(|(e, edge)| (e as u32, edge.source().index(), edge.target().index()))
        };
        let mut start = vec![0usize; n + 1];
        for (_, a, b) in edges() {
            start[a + 1] += 1;
            if a != b {
                start[b + 1] += 1;
            }
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill: Vec<usize> = start[..n].to_vec();
        let mut list = vec![(0u32, 0u32); start[n]];
        for (e, a, b) in edges() {
            list[fill[a]] = (b as u32, e);
            fill[a] += 1;
            if a != b {
                list[fill[b]] = (a as u32, e);
                fill[b] += 1;
            }
        }
        Adjacency {
            edge_count: graph.edge_count(),
            start,
            list,
        }
    }

    /// How many vertices the graph has.
    pub(crate) fn vertex_count(&self) -> usize {
        self.start.len() - 1
    }

    /// How many edges the graph has (edge indices are below it), an excluded one included.
    pub(crate) fn edge_count(&self) -> usize {
        self.edge_count
    }

    /// The edges at `v`: each as (the other end, the edge's index).
    pub(crate) fn edges(&self, v: usize) -> &[(u32, u32)] {
        &self.list[self.start[v]..self.start[v + 1]]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use petgraph::visit::EdgeRef;

    /// The lists hold what petgraph's `edges` gives, in edge-index order, without the
    /// excluded edge; a self-loop once.
    #[test]
    fn adjacency_lists_match_petgraph() {
        let mut g: UnGraph<(), ()> = UnGraph::default();
        for _ in 0..4 {
            g.add_node(());
        }
        g.extend_with_edges([(0, 1), (1, 1), (1, 2), (2, 1), (3, 0), (0, 0)]);
        for excluded in [None, Some(EdgeIndex::new(2))] {
            let adjacency = Adjacency::new(&g, excluded);
            assert_eq!(adjacency.vertex_count(), 4);
            for v in g.node_indices() {
                let mut expected: Vec<(u32, u32)> = g
                    .edges(v)
                    .filter(|e| Some(e.id()) != excluded)
                    .map(|e| {
                        (
                            other_end((e.source(), e.target()), v).index() as u32,
                            e.id().index() as u32,
                        )
                    })
                    .collect();
                expected.sort_unstable_by_key(|&(_, e)| e);
                assert_eq!(adjacency.edges(v.index()), expected, "{v:?} {excluded:?}");
            }
        }
    }

    #[test]
    fn other_end_from_either_side_and_on_a_loop() {
        let (a, b) = (NodeIndex::new(0), NodeIndex::new(1));
        assert_eq!(other_end((a, b), a), b);
        assert_eq!(other_end((a, b), b), a);
        assert_eq!(other_end((b, b), b), b);
    }
}
