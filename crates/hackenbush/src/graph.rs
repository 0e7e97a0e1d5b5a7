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
///
/// A vertex with at most two entries keeps them apart, beside each other by vertex
/// ([`Adjacency::edges`] reads them there): on a long path or cycle each step of a search
/// then waits on one read of the next vertex's entries, not on its offset and then its
/// list one after the other.
#[derive(Clone, Debug)]
pub(crate) struct Adjacency {
    /// How many edges the graph has, the excluded one included (edge indices are below).
    edge_count: usize,
    /// Offsets into `list` (as `usize`: a graph may have more edge ends than a `u32`
    /// counts, though petgraph's `u32` indices bound its edges and vertices).
    start: Vec<usize>,
    list: Vec<(u32, u32)>,
    /// By vertex: the entries of a vertex with at most two, then [`UNUSED`] entries; such
    /// a vertex has none in `list`.
    pair: Vec<[(u32, u32); 2]>,
}

/// An entry of [`Adjacency`]'s pairs that holds no edge (no vertex has this index).
const UNUSED: (u32, u32) = (u32::MAX, u32::MAX);

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
        // The vertices of at most two entries keep them in `pair`, in edge-index order.
        let mut pair = vec![[UNUSED; 2]; n];
        let small: Vec<bool> = start[..n].iter().map(|&count| count <= 2).collect();
        for (count, &small) in start.iter_mut().zip(&small) {
            if small {
                *count = 0;
            }
        }
        for (e, a, b) in edges() {
            for (v, w) in [(a, b), (b, a)] {
                if small[v] {
                    let slot = usize::from(pair[v][0] != UNUSED);
                    pair[v][slot] = (w as u32, e);
                }
                if a == b {
                    break;
                }
            }
        }
        let mut total = 0;
        for end in &mut start {
            total += *end;
            *end = total;
        }
        let mut list = vec![(0u32, 0u32); total];
        for (e, a, b) in edges().rev() {
            for (v, w) in [(a, b), (b, a)] {
                if !small[v] {
                    start[v] -= 1;
                    list[start[v]] = (w as u32, e);
                }
                if a == b {
                    break;
                }
            }
        }
        Adjacency {
            edge_count: graph.ends.len(),
            start,
            list,
            pair,
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
        self.edges(v).first()
    }

    /// The edges at `v`: each as (the other end, the edge's index).
    pub(crate) fn edges(&self, v: usize) -> &[(u32, u32)] {
        let (from, to) = (self.start[v], self.start[v + 1]);
        if from < to {
            return &self.list[from..to];
        }
        let pair = &self.pair[v];
        let count = usize::from(pair[0] != UNUSED) + usize::from(pair[1] != UNUSED);
        &pair[..count]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use petgraph::visit::EdgeRef;

    /// The lists of `g` hold what petgraph's `edges` gives, in edge-index order, without
    /// the excluded edge; a self-loop once.
    fn assert_lists_match_petgraph(g: &UnGraph<(), ()>, excluded: Option<EdgeIndex>) {
        let ends = ends_of(g);
        let list = EdgeList {
            vertices: g.node_count(),
            ends: &ends,
        };
        let adjacency = Adjacency::new(list, excluded);
        assert_eq!(adjacency.vertex_count(), g.node_count());
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
            assert_eq!(adjacency.first(v.index()), expected.first());
        }
    }

    #[test]
    fn adjacency_lists_match_petgraph() {
        // Vertex 0 has three entries, 1 four (a self-loop among them): in the lists; 2
        // has two and 3 one: kept apart.
        let g = test_graph(4, &[(0, 1), (1, 1), (1, 2), (2, 1), (3, 0), (0, 0)]);
        for excluded in [None, Some(EdgeIndex::new(2))] {
            assert_lists_match_petgraph(&g, excluded);
        }
    }

    /// On a cycle every vertex has two entries: none is in the lists, each is read from
    /// its vertex's pair.
    #[test]
    fn a_cycle_keeps_its_entries_by_vertex() {
        let g = test_graph(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
        let ends = ends_of(&g);
        let adjacency = Adjacency::new(
            EdgeList {
                vertices: 4,
                ends: &ends,
            },
            None,
        );
        assert!(adjacency.list.is_empty());
        assert_eq!(adjacency.edges(0), [(1, 0), (3, 3)]);
        assert_eq!(adjacency.edges(2), [(1, 1), (3, 2)]);
        assert_lists_match_petgraph(&g, None);
    }

    proptest::proptest! {
        /// Random multigraphs, vertices of every degree from 0 up, self-loops and
        /// parallel edges: the lists and the pairs together hold what petgraph's lists do.
        #[test]
        fn lists_and_pairs_match_petgraph(
            n in 1u32..8,
            edges in proptest::collection::vec((0u32..8, 0u32..8), 0..14),
            excluded in proptest::option::of(0usize..14),
        ) {
            let edges: Vec<(u32, u32)> = edges.iter().map(|&(a, b)| (a % n, b % n)).collect();
            let g = test_graph(n as usize, &edges);
            let excluded = excluded.filter(|&e| e < edges.len()).map(EdgeIndex::new);
            assert_lists_match_petgraph(&g, excluded);
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
