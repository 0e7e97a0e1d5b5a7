//! The graph helpers the searches of the crate use, in one place: the ends of an edge by
//! index, the other end of an edge seen from one of its ends, [`EdgeList`], a picture's
//! edges as the solvers read them, and [`Adjacency`], the compact adjacency lists the
//! linear-time solver walks.

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

/// A petgraph graph of `n` vertices and these edges, for the tests.
#[cfg(test)]
pub(crate) fn test_graph(n: usize, edges: &[(u32, u32)]) -> UnGraph<(), ()> {
    let mut g = UnGraph::default();
    for _ in 0..n {
        g.add_node(());
    }
    g.extend_with_edges(edges);
    g
}

/// The ends of every edge of a petgraph graph, by edge index.
#[cfg(test)]
pub(crate) fn ends_of<E>(graph: &UnGraph<(), E>) -> Vec<[u32; 2]> {
    graph
        .raw_edges()
        .iter()
        .map(|e| [e.source().index() as u32, e.target().index() as u32])
        .collect()
}

/// A multigraph as the solvers read it: how many vertices it has, and the two ends of
/// each edge by its index (the indices of the petgraph graph it stands for). Eight bytes
/// an edge, read in order, where petgraph's edge array holds 24 and builds linked lists
/// the solvers do not need; [`crate::Picture`] keeps its edges this way and builds its
/// petgraph graph only when asked for it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct EdgeList<'a> {
    /// How many vertices (every end is below).
    pub(crate) vertices: usize,
    /// The ends of edge `e` at `ends[e]`.
    pub(crate) ends: &'a [[u32; 2]],
}

impl EdgeList<'_> {
    /// The two ends of edge `e`, as vertex indices.
    pub(crate) fn ends(&self, e: usize) -> (usize, usize) {
        let [a, b] = self.ends[e];
        (a as usize, b as usize)
    }

    /// The two ends of edge `e`, as petgraph's indices.
    pub(crate) fn endpoints(&self, e: EdgeIndex) -> (NodeIndex, NodeIndex) {
        let (a, b) = self.ends(e.index());
        (NodeIndex::new(a), NodeIndex::new(b))
    }

    /// Every edge's index, ascending.
    pub(crate) fn edge_indices(&self) -> impl Iterator<Item = EdgeIndex> + use<> {
        (0..self.ends.len()).map(EdgeIndex::new)
    }
}

/// The edges at each vertex of a graph, stored contiguously (compressed sparse rows):
/// vertex `v`'s entries are `list[start[v]..start[v + 1]]`, each the neighbour and the
/// edge's index, in edge-index order. petgraph keeps each vertex's edges as a linked
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
    pub(crate) fn new(graph: EdgeList<'_>, excluded: Option<EdgeIndex>) -> Adjacency {
        let n = graph.vertices;
        let excluded = excluded.map_or(usize::MAX, EdgeIndex::index);
        let edges = || {
            graph
                .ends
                .iter()
                .enumerate()
                .filter(move |&(e, _)| e != excluded)
                .map(|(e, &[a, b])| (e as u32, a as usize, b as usize))
        };
        // Each vertex's count of entries, summed up to where its entries end; filled from
        // the last edge down, each entry just before the ones already there, so that a
        // vertex's entries end up in edge-index order and `start` where they start.
        let mut start = vec![0usize; n + 1];
        for (_, a, b) in edges() {
            start[a] += 1;
            if a != b {
                start[b] += 1;
            }
        }
        let mut total = 0;
        for end in &mut start {
            total += *end;
            *end = total;
        }
        let mut list = vec![(0u32, 0u32); total];
        for (e, a, b) in edges().rev() {
            start[a] -= 1;
            list[start[a]] = (b as u32, e);
            if a != b {
                start[b] -= 1;
                list[start[b]] = (a as u32, e);
            }
        }
        Adjacency {
            edge_count: graph.ends.len(),
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

    /// The first entry of `v`'s list, if any (reading it brings the list into the cache).
    pub(crate) fn first(&self, v: usize) -> Option<&(u32, u32)> {
        self.list.get(self.start[v])
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
        let ends = ends_of(&g);
        let list = EdgeList {
            vertices: 4,
            ends: &ends,
        };
        for excluded in [None, Some(EdgeIndex::new(2))] {
            let adjacency = Adjacency::new(list, excluded);
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
