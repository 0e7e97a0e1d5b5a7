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
//! with its child subtrees standing as stalks of their known values (weights) at the
//! vertices they hang from. A 2-edge-connected class stays connected without one edge
//! (nothing falls), and stays one class, worth `value(v) ⊕ 1`, unless `e` lies in a 2-edge
//! cut. The edges that do are handled a whole group at a time by [`crate::cuts`]: linear
//! time, plus for each edge of a group a fold over the group's pieces that are worth
//! something (`O(k²)` at worst for a group of `k`). Should a group fail its exact
//! check (labels that collide by chance), its edges are evaluated by fusing their class
//! again without each of them, `O(class size)` per edge: slower, equally exact.

use games_common::Nimber;
use hashbrown::HashMap;
use petgraph::graph::{EdgeIndex, NodeIndex};

use crate::bridges::NONE;
use crate::cuts::ClassTrees;
use crate::fusion::Fusion;
use crate::graph::EdgeList;

/// The edge indices (in `graph`) of every move from the fused position that leaves value
/// 0. Unsorted.
///
/// None when the position is worth 0: a position's value is the least value none of its
/// moves leaves (the mex rule), so from 0 no move leaves 0. The search, and its class
/// trees, are then not built at all (a long cycle through the ground with one pendant
/// edge is such a position).
pub(crate) fn winning_edges(graph: EdgeList<'_>, fusion: &Fusion) -> Vec<EdgeIndex> {
    if fusion.value().is_zero() {
        return Vec::new();
    }
    let (classes, search) = (&fusion.classes, &fusion.search);
    let mut winning = Vec::new();

    // Top-down: the value each class must take, and the winning bridges. Each child
    // class's subtree stands as a stalk at the vertex its bridge hangs from (`hanging`: the
    // position and the stalk, one a child class, rather than a weight for every vertex).
    let mut want: Vec<Option<Nimber>> = vec![None; classes.len()];
    want[0] = Some(Nimber::ZERO);
    let mut hanging = Vec::with_capacity(classes.len().saturating_sub(1));
    for (c, class) in classes.iter().enumerate().skip(1) {
        let (p, bridge) = class.parent.expect("only the root has no parent");
        hanging.push((
            search.at[class.attach as usize].parent,
            Nimber(class.value.0 + 1),
        ));
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

    // Internal edges of the classes where a change can still win, found by the position
    // of their lower end: the class of the vertex at `t`, if hopeful. Deleting an edge in
    // no 2-edge cut leaves its class whole, one loop fewer: such a move wins exactly in
    // the classes where `single` holds, so those edges are listed only there.
    let hopeful = |t: u32| -> Option<u32> {
        let class = fusion.class_at[t as usize];
        want[class as usize].is_some().then_some(class)
    };
    let single =
        |class: u32| classes[class as usize].value ^ Nimber(1) == want[class as usize].unwrap();
    // The class trees are read only for tree edges inside classes, which exist only when
    // some edge closes a cycle: a picture without one (a forest, self-loops aside) does
    // without them, and without their memory.
    let class_trees = (!search.back.is_empty()).then(|| ClassTrees::new(search, &hanging));
    let trees = || {
        class_trees
            .as_ref()
            .expect("an edge inside a class lies on a cycle, so some non-tree edge closes one")
    };
    // The tree edges of hopeful classes in 2-edge cuts, found by their covers (equal
    // covers have equal sizes, so the two kinds never meet): a tree edge crossed by one
    // non-tree edge alone is in a group with it and every other tree edge it alone
    // crosses, read exactly off the sums (kept as the non-tree edge and the tree edge's
    // position: the non-tree edge names the class); tree edges crossed by more are sorted
    // by class and label, and each run of one class and one label of two or more is a
    // candidate group. Most runs are a single tree edge, in no 2-edge cut.
    //
    // Most of those labels are unique, and sorting them all would cost more than the rest
    // of the search for moves: so they are first counted in a small table, one byte a
    // slot, by a hash of class and label (saturating: none, one, more), and only the tree
    // edges whose slot saw more than one are sorted. Equal classes and labels share a
    // slot, so every run of two or more is among them; the others are runs of one.
    let in_hopeful_class = |t: u32| hopeful(t).filter(|_| !search.starts_class(t as usize));
    let positions = 1..search.order.len() as u32;
    let mut crossed_once: Vec<(u32, u32)> = Vec::new();
    let mask = (2 * search.order.len()).next_power_of_two() - 1;
    let mut seen = vec![0u8; mask + 1];
    let slot = |class: u32, label: u64| label.wrapping_add(u64::from(class)) as usize & mask;
    for t in positions.clone() {
        if let Some(class) = in_hopeful_class(t) {
            match trees().sole_crossing(t) {
                Some(n) => crossed_once.push((n.index() as u32, t)),
                None => {
                    let count = &mut seen[slot(class, trees().tree_label[t as usize])];
                    *count = (*count + 1).min(2);
                }
            }
        }
    }
    let mut labelled: Vec<(u32, u64, u32)> = positions
        .filter_map(|t| in_hopeful_class(t).map(|class| (class, t)))
        .filter(|&(_, t)| trees().sole_crossing(t).is_none())
        .map(|(class, t)| (class, trees().tree_label[t as usize], t))
        .filter(|&(class, label, _)| seen[slot(class, label)] > 1)
        .collect();
    crossed_once.sort_unstable();
    labelled.sort_unstable();
    let tree_edge = |t: u32| EdgeIndex::new(search.at[t as usize].parent_edge as usize);
    let mut exact: HashMap<u32, LocalClass> = HashMap::new();
    // The positions of the tree edges crossed more than once that fell in candidate groups.
    let mut in_runs = Vec::new();
    let mut edges = Vec::new();
    // Each candidate group of `edges` in `class`: its winners, or its edges for the
    // fallback should it fail the exact check.
    let mut candidate = |class: u32, edges: &[EdgeIndex]| {
        let c = &classes[class as usize];
        let wanted = want[class as usize].expect("hopeful classes have a want");
        let own_weight = c.value ^ Nimber(c.loops as u64 & 1);
        match trees().group(graph, edges, c.loops, own_weight) {
            Some(group) => winning.extend(
                group
                    .values()
                    .filter(|&(_, value)| value == wanted)
                    .map(|(e, _)| e),
            ),
            None => exact.entry(class).or_default().cut_edges.extend(edges),
        }
    };
    for run in crossed_once.chunk_by(|a, b| a.0 == b.0) {
        edges.clear();
        edges.extend(run.iter().map(|&(_, t)| tree_edge(t)));
        edges.push(EdgeIndex::new(run[0].0 as usize));
        candidate(fusion.class_at[run[0].1 as usize], &edges);
    }
    for run in labelled.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        if run.len() > 1 {
            edges.clear();
            edges.extend(run.iter().map(|&(_, _, t)| tree_edge(t)));
            in_runs.extend(run.iter().map(|&(_, _, t)| t));
            candidate(run[0].0, &edges);
        }
    }
    if (0..classes.len() as u32).any(|c| want[c as usize].is_some() && single(c)) {
        // The edges in no 2-edge cut: tree edges crossed more than once outside the runs,
        // non-tree edges that alone cross no tree edge, and self-loops (no label).
        in_runs.sort_unstable();
        winning.extend(
            (1..search.order.len() as u32)
                .filter(|&t| !search.starts_class(t as usize) && hopeful(t).is_some_and(single))
                .filter(|&t| {
                    trees().sole_crossing(t).is_none() && in_runs.binary_search(&t).is_err()
                })
                .map(tree_edge),
        );
        winning.extend(
            search
                .back
                .iter()
                .filter(|&&(t, _, e)| {
                    hopeful(t).is_some_and(single)
                        && crossed_once.binary_search_by_key(&e, |&(n, _)| n).is_err()
                })
                .map(|&(_, _, e)| EdgeIndex::new(e as usize)),
        );
        for (e, &[a, b]) in graph.ends.iter().enumerate() {
            let t = search.tin[a as usize];
            if a == b && t != NONE && hopeful(t).is_some_and(single) {
                winning.push(EdgeIndex::new(e));
            }
        }
    }
    winning.extend(exact_winners(graph, fusion, &hanging, exact, &want));
    winning
}

/// The fallback: each edge of `exact` evaluated by fusing its class again without it,
/// with the stalks `hanging` at positions as weights.
fn exact_winners(
    graph: EdgeList<'_>,
    fusion: &Fusion,
    hanging: &[(u32, Nimber)],
    mut exact: HashMap<u32, LocalClass>,
    want: &[Option<Nimber>],
) -> Vec<EdgeIndex> {
    if exact.is_empty() {
        return Vec::new();
    }
    let mut weights: HashMap<u32, Nimber> = HashMap::new();
    for &(t, w) in hanging {
        *weights.entry(t).or_default() ^= w;
    }
    let weight = |v: NodeIndex| {
        let t = fusion.search.tin[v.index()];
        weights.get(&t).copied().unwrap_or(Nimber::ZERO)
    };
    for e in graph.edge_indices() {
        if !fusion.bridge[e.index()]
            && let Some(class) = fusion.class_of(graph.endpoints(e).0)
            && let Some(local) = exact.get_mut(&class)
        {
            local.add_edge(graph, e, weight);
        }
    }
    let mut winning = Vec::new();
    for (class, local) in exact {
        let wanted = want[class as usize].expect("hopeful classes have a want");
        let root = fusion.vertex(fusion.classes[class as usize].attach);
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

/// One class on its own: its vertices and internal edges, with the weights of its
/// vertices; rooted where its parent bridge lands.
#[derive(Default)]
struct LocalClass {
    /// The internal edges to evaluate (global indices).
    cut_edges: Vec<EdgeIndex>,
    /// The ends of the local edges, by local index.
    ends: Vec<[u32; 2]>,
    weights: Vec<Nimber>,
    /// Global vertex index to local vertex index.
    node: HashMap<NodeIndex, NodeIndex>,
    /// Global edge index to local edge index.
    edge: HashMap<EdgeIndex, EdgeIndex>,
}

impl LocalClass {
    fn node(&mut self, v: NodeIndex, weight: impl Fn(NodeIndex) -> Nimber) -> NodeIndex {
        *self.node.entry(v).or_insert_with(|| {
            self.weights.push(weight(v));
            NodeIndex::new(self.weights.len() - 1)
        })
    }

    /// Adds the edge `e` of `graph`, and its ends with their weights.
    fn add_edge(
        &mut self,
        graph: EdgeList<'_>,
        e: EdgeIndex,
        weight: impl Fn(NodeIndex) -> Nimber + Copy,
    ) {
        let (u, w) = graph.endpoints(e);
        let (a, b) = (self.node(u, weight), self.node(w, weight));
        self.edge.insert(e, EdgeIndex::new(self.ends.len()));
        self.ends.push([a.index() as u32, b.index() as u32]);
    }

    /// The value of the class (with its weights), rooted at `root`, once its internal
    /// edge `e` is deleted.
    fn value_without(&self, root: NodeIndex, e: EdgeIndex) -> Nimber {
        // Every vertex of a class with an internal edge other than a self-loop touches one,
        // so the root is here.
        let root = self.node[&root];
        let graph = EdgeList {
            vertices: self.weights.len(),
            ends: &self.ends,
        };
        Fusion::new(graph, root, Some(self.edge[&e]), &self.weights).value()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cuts::back_label;
    use crate::graph::{ends, ends_of, other_end};
    use petgraph::graph::UnGraph;
    use petgraph::visit::EdgeRef;
    use proptest::prelude::*;

    /// Whether deleting `e` and `f` splits their class (searched by hand).
    fn disconnects(graph: &UnGraph<(), ()>, fusion: &Fusion, e: EdgeIndex, f: EdgeIndex) -> bool {
        let class = fusion.class_of(ends(graph, e).0);
        let start = ends(graph, e).0;
        let mut seen = vec![false; graph.node_count()];
        seen[start.index()] = true;
        let mut stack = vec![start];
        while let Some(v) = stack.pop() {
            for x in graph.edges(v) {
                let w = other_end((x.source(), x.target()), v);
                if x.id() != e && x.id() != f && !fusion.bridge[x.id().index()] && !seen[w.index()]
                {
                    seen[w.index()] = true;
                    stack.push(w);
                }
            }
        }
        graph
            .node_indices()
            .any(|v| fusion.class_of(v) == class && !seen[v.index()])
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]

        /// The group formula against the fallback: for every internal edge of every
        /// class, the value of the class without it, computed both ways.
        #[test]
        fn groups_agree_with_fusing_again(
            edges in (2u32..12).prop_flat_map(|n| prop::collection::vec((0..n, 0..n), 1..30))
        ) {
            let mut graph: UnGraph<(), ()> = UnGraph::default();
            let n = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0) + 1;
            for _ in 0..n {
                graph.add_node(());
            }
            graph.extend_with_edges(&edges);
            let ends_list = ends_of(&graph);
            let list = EdgeList { vertices: n as usize, ends: &ends_list };
            let fusion = Fusion::new(list, NodeIndex::new(0), None, &[]);
            // Each child class's value plus one hangs at the end of its bridge outside it.
            let mut weights = vec![Nimber::ZERO; list.vertices];
            for class in fusion.classes.iter().skip(1) {
                let (_, bridge) = class.parent.unwrap();
                let hangs = other_end(ends(&graph, bridge), fusion.vertex(class.attach));
                weights[hangs.index()] ^= Nimber(class.value.0 + 1);
            }
            let tin = &fusion.search.tin;
            let mut weights_at = vec![Nimber::ZERO; fusion.search.order.len()];
            for (&v, w) in fusion.search.order.iter().zip(&mut weights_at) {
                *w = weights[v as usize];
            }
            let inside = |e: EdgeIndex| {
                !fusion.bridge[e.index()] && fusion.class_of(ends(&graph, e).0).is_some()
            };
            let hanging: Vec<(u32, Nimber)> =
                weights_at.iter().enumerate().map(|(t, &w)| (t as u32, w)).collect();
            let trees = ClassTrees::new(&fusion.search, &hanging);
            // An edge's label: a tree edge's by the position of its lower end, a non-tree
            // edge's from its index; self-loops have none.
            let label = |e: EdgeIndex| {
                let (a, b) = ends(&graph, e);
                let lower = tin[a.index()].max(tin[b.index()]);
                if a == b {
                    None
                } else if fusion.search.at[lower as usize].parent_edge == e.index() as u32 {
                    Some(trees.tree_label[lower as usize])
                } else {
                    Some(back_label(e.index() as u32))
                }
            };
            let mut groups: HashMap<(u32, u64), Vec<EdgeIndex>> = HashMap::new();
            for e in graph.edge_indices().filter(|&e| inside(e)) {
                if let Some(label) = label(e) {
                    let class = fusion.class_of(ends(&graph, e).0).unwrap();
                    groups.entry((class, label)).or_default().push(e);
                }
            }
            for ((class, _), group_edges) in groups {
                let c = &fusion.classes[class as usize];
                let mut local = LocalClass::default();
                for e in graph.edge_indices().filter(|&e| inside(e)) {
                    if fusion.class_of(ends(&graph, e).0) == Some(class) {
                        local.add_edge(list, e, |v| weights[v.index()]);
                    }
                }
                let own = c.value ^ Nimber(c.loops as u64 & 1);
                match trees.group(list, &group_edges, c.loops, own) {
                    Some(group) => {
                        let mut seen = 0;
                        for (e, value) in group.values() {
                            prop_assert_eq!(value, local.value_without(fusion.vertex(c.attach), e));
                            seen += 1;
                        }
                        prop_assert_eq!(seen, group_edges.len());
                    }
                    None => prop_assert!(group_edges.len() == 1, "a real group failed"),
                }
            }

            // Any two edges of a class pass the group check exactly when deleting both
            // disconnects the class: the check never takes the labels' word for it.
            for e in graph.edge_indices().filter(|&e| inside(e)) {
                for f in graph.edge_indices().filter(|&f| f > e && inside(f)) {
                    let (class, other) = (fusion.class_of(ends(&graph, e).0), fusion.class_of(ends(&graph, f).0));
                    let loops = |x: EdgeIndex| { let (a, b) = ends(&graph, x); a == b };
                    if class != other || loops(e) || loops(f) {
                        continue;
                    }
                    let c = &fusion.classes[class.unwrap() as usize];
                    let own = c.value ^ Nimber(c.loops as u64 & 1);
                    let is_group = trees.group(list, &[e, f], c.loops, own).is_some();
                    prop_assert_eq!(is_group, disconnects(&graph, &fusion, e, f), "{:?} {:?}", e, f);
                }
            }
        }
    }
}
