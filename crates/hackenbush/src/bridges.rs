//! The depth-first search the solver stands on, and the bridges it finds.
//!
//! One iterative search from the root over the [`Adjacency`] lists gives the tree, the
//! preorder, and every non-tree edge (each joins a vertex to one of its ancestors, as in
//! any depth-first search of an undirected graph); the classic low-link rule on the way
//! back up marks the bridges. A parallel edge is a non-tree edge like any other, since
//! only the tree edge itself (by its index, not its far end) is skipped as the way back to
//! the parent: so a doubled edge is never a bridge, and a self-loop never is. The fusion
//! ([`crate::fusion`]) and the 2-edge cuts ([`crate::cuts`]) both read their structure off
//! this one search.
//!
//! What the search learns of a vertex is stored by its *position*, its preorder number,
//! not by its index: the search enters the vertices in random order on a random picture,
//! but it writes what it learns in order, and every later pass walks the positions in
//! order (or backwards), reading a vertex's parent at a smaller position, instead of
//! jumping around tables of a million vertices.
//!
//! petgraph's own `petgraph::algo::bridges` (0.8.3) is the tests' oracle: it is written
//! for simple graphs and reports every copy of a parallel edge as a bridge, so it is
//! filtered (a reported edge is a real bridge exactly when it is the sole edge between its
//! two ends), and the two agree on many generated multigraphs. The search here is several
//! times faster on a million edges: it walks contiguous lists instead of petgraph's linked
//! ones, and it leaves the tree behind for the rest of the solver.

use crate::graph::Adjacency;

/// Not reached, or no such edge.
pub(crate) const NONE: u32 = u32::MAX;

/// What the search records of one vertex, side by side, at the vertex's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Visit {
    /// The largest position in the vertex's subtree.
    pub(crate) tout: u32,
    /// The parent's position in the tree ([`NONE`] for the root).
    pub(crate) parent: u32,
    /// The index of the tree edge to the parent ([`NONE`] for the root).
    pub(crate) parent_edge: u32,
    /// The ends of edges at the vertex (a self-loop counts twice).
    pub(crate) ends_at: u32,
}

/// A depth-first search of the part of a graph reached from a root.
#[derive(Clone, Debug)]
pub(crate) struct Search {
    /// The vertices reached, by position (the root first).
    pub(crate) order: Vec<u32>,
    /// Per vertex: its position, or [`NONE`] when not reached. Apart from the rest of
    /// [`Visit`]: the search reads it for every edge, and a compact array stays in cache
    /// better.
    pub(crate) tin: Vec<u32>,
    /// By position: what else the search found of the vertex.
    pub(crate) at: Vec<Visit>,
    /// The non-tree edges that are not self-loops, each once, as (the lower end's
    /// position, the position of the ancestor it reaches up to, the edge's index), in the
    /// order of the lower end's position.
    pub(crate) back: Vec<(u32, u32, u32)>,
    /// Per edge: whether it is a bridge of the part reached (never true of the others).
    pub(crate) bridge: Vec<bool>,
    /// By position: whether the vertex starts a 2-edge-connected class ([`Self::starts_class`]).
    starts: Vec<bool>,
}

impl Search {
    /// Searches `adjacency` from `root`. Linear time; no recursion, so a path of a
    /// million edges is fine.
    pub(crate) fn new(adjacency: &Adjacency, root: usize) -> Search {
        let n = adjacency.vertex_count();
        let mut s = Search {
            order: Vec::with_capacity(n),
            tin: vec![NONE; n],
            at: Vec::with_capacity(n),
            // Every edge but the tree edges, when the root reaches everything: sized once.
            back: Vec::with_capacity(adjacency.edge_count().saturating_sub(n.saturating_sub(1))),
            bridge: vec![false; adjacency.edge_count()],
            starts: Vec::with_capacity(n),
        };
        // The low links of the vertices on the path from the root, the one on top last: the
        // smallest position a non-tree edge from the vertex's subtree seen so far reaches
        // up to. A vertex's is needed only until it is finished, and vertices finish in the
        // reverse order they were entered, so they are kept as a stack, not one a vertex.
        let mut lows: Vec<u32> = Vec::new();
        // The path from the root, as a stack: each vertex on it is a mark (`NONE`) with
        // its neighbours not yet reached when it was entered above it, the first on top.
        // The search reads a vertex's children to be from here, where they stay in the
        // cache, rather than from its list again, which the way down a long subtree has
        // evicted. `at` the vertex on top of the path, by position.
        let mut path: Vec<u32> = Vec::new();
        let mut at = s.enter(adjacency, root, NONE, NONE, &mut path, &mut lows);
        while let Some(w) = path.pop() {
            if w != NONE {
                if s.tin[w as usize] == NONE {
                    let v = s.order[at as usize];
                    at = s.enter(adjacency, w as usize, at, v, &mut path, &mut lows);
                }
                continue;
            }
            // The vertex at `at` is finished.
            let t = at as usize;
            s.at[t].tout = s.order.len() as u32 - 1;
            let p = s.at[t].parent;
            let low = lows
                .pop()
                .expect("each vertex on the path has its low link");
            if let Some(parent) = lows.last_mut() {
                *parent = (*parent).min(low);
                if low > p {
                    s.bridge[s.at[t].parent_edge as usize] = true;
                    s.starts[t] = true;
                }
            }
            at = p;
        }
        s
    }

    /// Enters `v`, below the vertex at position `parent` (the vertex `parent_vertex`), and
    /// gives its position; pushes its mark on `path` ([`NONE`]) and over it its neighbours
    /// not yet reached, the first on top. What can be known of a vertex as the search
    /// enters it: its ends of edges, and its non-tree edges up to ancestors. Every
    /// neighbour already reached is an ancestor (a finished vertex would have reached this
    /// one first), so each such edge other than the tree edge itself is one, found here
    /// once, from below; and the neighbours' entries are read together, so their cache
    /// misses overlap instead of queueing one by one behind the search.
    ///
    /// The tree edge is the first edge to the parent in `v`'s list: the parent took `v`
    /// as a child by the first edge to it in its own list, and both lists are in
    /// edge-index order, so that is the same edge (the lowest-numbered of any parallel
    /// ones).
    fn enter(
        &mut self,
        adjacency: &Adjacency,
        v: usize,
        parent: u32,
        parent_vertex: u32,
        path: &mut Vec<u32>,
        lows: &mut Vec<u32>,
    ) -> u32 {
        let t = self.order.len() as u32;
        self.tin[v] = t;
        self.order.push(v as u32);
        let (mut ends, mut low) = (0, t);
        let mut parent_edge = NONE;
        path.push(NONE);
        let base = path.len();
        for &(w, e) in adjacency.edges(v) {
            if w as usize == v {
                ends += 2;
                continue;
            }
            ends += 1;
            let seen = self.tin[w as usize];
            if seen == NONE {
                // A child to be (the search enters the first of these next): reading the
                // start of its list now lets that cache miss overlap this vertex's others
                // instead of waiting for them.
                std::hint::black_box(adjacency.first(w as usize).copied());
                path.push(w);
            } else if w == parent_vertex && parent_edge == NONE {
                parent_edge = e;
            } else {
                low = low.min(seen);
                self.back.push((t, seen, e));
            }
        }
        path[base..].reverse();
        self.at.push(Visit {
            tout: NONE,
            parent,
            parent_edge,
            ends_at: ends,
        });
        lows.push(low);
        self.starts.push(parent == NONE);
        t
    }

    /// Whether the vertex at position `t` starts a 2-edge-connected class: it is the root,
    /// or it hangs from its parent by a bridge.
    pub(crate) fn starts_class(&self, t: usize) -> bool {
        self.starts[t]
    }

    /// Whether the vertex at position `x` is in the subtree of the one at position `y`.
    pub(crate) fn below(&self, x: u32, y: u32) -> bool {
        y <= x && x <= self.at[y as usize].tout
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{EdgeList, ends_of, test_graph as graph};
    use hashbrown::HashMap;
    use petgraph::algo::bridges;
    use petgraph::graph::{EdgeIndex, NodeIndex, UnGraph};
    use petgraph::visit::EdgeRef;
    use proptest::prelude::*;

    /// The adjacency lists of `g` without the edge `excluded`.
    fn adjacency(g: &UnGraph<(), ()>, excluded: Option<EdgeIndex>) -> Adjacency {
        let ends = ends_of(g);
        let list = EdgeList {
            vertices: g.node_count(),
            ends: &ends,
        };
        Adjacency::new(list, excluded)
    }

    /// The bridges of the part reached from `root`, without the edge `excluded`.
    fn bridge_flags(g: &UnGraph<(), ()>, root: usize, excluded: Option<EdgeIndex>) -> Vec<bool> {
        Search::new(&adjacency(g, excluded), root).bridge
    }

    /// The oracle: petgraph's bridges, filtered for its parallel-edge trap (a reported edge
    /// is a real bridge exactly when it is the sole edge between its two ends).
    fn petgraph_bridges(g: &UnGraph<(), ()>) -> Vec<bool> {
        let pair = |e: EdgeIndex| {
            let (u, w) = g.edge_endpoints(e).unwrap();
            (u.min(w), u.max(w))
        };
        let reported: Vec<EdgeIndex> = bridges(g).map(|e| e.id()).collect();
        let mut copies: HashMap<(NodeIndex, NodeIndex), u32> = HashMap::new();
        for e in g.edge_indices() {
            *copies.entry(pair(e)).or_default() += 1;
        }
        let mut flags = vec![false; g.edge_count()];
        for e in reported {
            let (u, w) = pair(e);
            flags[e.index()] = u != w && copies[&(u, w)] == 1;
        }
        flags
    }

    /// The trap of petgraph's search: both copies of a doubled edge reported as bridges.
    /// Here neither is, and the true bridge beside them is.
    #[test]
    fn parallel_edges_are_not_bridges() {
        // 0 = 1 (two copies), 1 - 2 a single edge.
        let g = graph(3, &[(0, 1), (1, 0), (1, 2)]);
        let mut raw: Vec<usize> = bridges(&g).map(|e| e.id().index()).collect();
        raw.sort_unstable();
        assert_eq!(raw, vec![0, 1, 2], "petgraph 0.8.3 reports the copies");
        assert_eq!(bridge_flags(&g, 0, None), vec![false, false, true]);
        assert_eq!(petgraph_bridges(&g), vec![false, false, true]);
    }

    #[test]
    fn deleting_a_copy_makes_the_other_a_bridge() {
        let g = graph(2, &[(0, 1), (0, 1)]);
        assert_eq!(
            bridge_flags(&g, 0, Some(EdgeIndex::new(0))),
            vec![false, true]
        );
    }

    #[test]
    fn self_loops_are_never_bridges() {
        // A self-loop at 0 (also the root) and at 1, beside the bridge 0-1.
        let g = graph(2, &[(0, 0), (0, 1), (1, 1)]);
        assert_eq!(bridge_flags(&g, 0, None), vec![false, true, false]);
        let search = Search::new(&adjacency(&g, None), 0);
        assert_eq!(
            search.at.iter().map(|x| x.ends_at).collect::<Vec<_>>(),
            [3, 3]
        );
        assert!(search.back.is_empty());
    }

    #[test]
    fn cycles_and_trees() {
        // Triangle 0-1-2 with a tail 2-3 and a pendant 0-4.
        let g = graph(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (0, 4)]);
        assert_eq!(
            bridge_flags(&g, 0, None),
            vec![false, false, false, true, true]
        );
        // Without 1-2 the triangle opens into a path of bridges.
        assert_eq!(
            bridge_flags(&g, 0, Some(EdgeIndex::new(1))),
            vec![true, false, true, true, true]
        );
    }

    /// Only the part reached from the root is searched.
    #[test]
    fn unreached_parts_are_left_alone() {
        let g = graph(4, &[(0, 1), (2, 3)]);
        let search = Search::new(&adjacency(&g, None), 0);
        assert_eq!(search.order, vec![0, 1]);
        assert_eq!(search.bridge, vec![true, false]);
        assert_eq!(search.tin[2], NONE);
    }

    /// A path of a million edges: the search keeps its own stack, so no overflow.
    #[test]
    fn a_long_path_does_not_overflow() {
        let n = 1_000_000u32;
        let edges: Vec<(u32, u32)> = (0..n).map(|i| (i, i + 1)).collect();
        let g = graph(n as usize + 1, &edges);
        assert!(bridge_flags(&g, 0, None).iter().all(|&b| b));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The search agrees with petgraph's filtered bridges on connected multigraphs
        /// (parallel edges and self-loops included), and its tree is a depth-first tree:
        /// every non-tree edge joins a vertex to an ancestor.
        #[test]
        fn agrees_with_petgraph(
            n in 1usize..14,
            tree in prop::collection::vec(any::<prop::sample::Index>(), 13),
            extra in prop::collection::vec((0u32..14, 0u32..14), 0..25),
        ) {
            // A random tree keeps the graph connected, so both search all of it.
            let mut edges: Vec<(u32, u32)> =
                (1..n).map(|i| (tree[i - 1].index(i) as u32, i as u32)).collect();
            edges.extend(extra.iter().map(|&(a, b)| (a % n as u32, b % n as u32)));
            let g = graph(n, &edges);
            let search = Search::new(&adjacency(&g, None), 0);
            prop_assert_eq!(&search.bridge, &petgraph_bridges(&g));
            prop_assert_eq!(search.order.len(), n);
            for &(v, w, _) in &search.back {
                prop_assert!(search.below(v, w) && v != w);
            }
            // Positions are preorder numbers: the order and the vertices' positions agree,
            // and a vertex's parent comes before it.
            for (t, &v) in search.order.iter().enumerate() {
                prop_assert_eq!(search.tin[v as usize] as usize, t);
                prop_assert!(t == 0 || (search.at[t].parent as usize) < t);
            }
            let self_loops = edges.iter().filter(|(a, b)| a == b).count();
            prop_assert_eq!(search.back.len() + (n - 1) + self_loops, edges.len());
        }
    }
}
