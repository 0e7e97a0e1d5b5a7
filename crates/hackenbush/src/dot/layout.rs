//! Where a drawing puts each vertex, as books draw Hackenbush: in layers from the ground
//! up, a vertex's layer its distance from the ground (the vertices on the ground in layer
//! 1), what the ground does not reach above it too, each component from its first vertex;
//! and within each layer an order that keeps edges between layers from crossing where it
//! can (the barycentre rule, a few sweeps up and down).

use std::collections::VecDeque;

use petgraph::graph::{NodeIndex, UnGraph};
use petgraph::visit::EdgeRef;

/// Not reached from the ground.
pub(crate) const FAR: u32 = u32::MAX;

/// Each vertex's distance from `ground` in edges ([`FAR`] when it does not reach it; the
/// ground's own is 0): a breadth-first search, each vertex's edges in index order.
pub(crate) fn distances<E>(graph: &UnGraph<(), E>, ground: Option<NodeIndex>) -> Vec<u32> {
    let mut distance = vec![FAR; graph.node_count()];
    if let Some(ground) = ground {
        breadth_first(graph, ground, 0, &mut distance, &mut Vec::new());
    }
    distance
}

/// Searches breadth first from `start` at distance `from`, filling `distance` of the
/// vertices not yet reached and pushing them to `order` as they are met.
fn breadth_first<E>(
    graph: &UnGraph<(), E>,
    start: NodeIndex,
    from: u32,
    distance: &mut [u32],
    order: &mut Vec<NodeIndex>,
) {
    distance[start.index()] = from;
    order.push(start);
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        let mut edges: Vec<_> = graph.edges(v).collect();
        edges.sort_unstable_by_key(|e| e.id());
        for e in edges {
            let w = if e.source() == v {
                e.target()
            } else {
                e.source()
            };
            if distance[w.index()] == FAR {
                distance[w.index()] = distance[v.index()] + 1;
                order.push(w);
                queue.push_back(w);
            }
        }
    }
}

/// The vertices in layers: `layer[v]` (0 only for the ground, [`FAR`] for a vertex no
/// edge touches, which is not drawn), `slot[v]`, the vertex's
/// place in its layer from the left (from 0), and `x[v]`, where it is drawn, in columns
/// from the left: above the mean of its neighbours in the layer below, as far as the
/// vertices left of it allow (so a stalk stands straight), and what the ground does not
/// reach right of all the rest.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Layers {
    pub(crate) layer: Vec<u32>,
    pub(crate) slot: Vec<u32>,
    pub(crate) x: Vec<f64>,
    /// One more than the largest `x` of the layer on the ground (layer 1), where what
    /// stands on the ground beside its vertices (loops) can go.
    pub(crate) ground_end: f64,
    /// The number of layers, the ground's included.
    pub(crate) layers: u32,
}

impl Layers {
    /// The layers of `graph` with its ground at `ground`.
    pub(crate) fn new<E>(graph: &UnGraph<(), E>, ground: Option<NodeIndex>) -> Layers {
        let n = graph.node_count();
        let mut distance = vec![FAR; n];
        let mut order = Vec::with_capacity(n);
        if let Some(ground) = ground {
            breadth_first(graph, ground, 0, &mut distance, &mut order);
        }
        let grounded: Vec<bool> = distance.iter().map(|&d| d != FAR).collect();
        // What the ground does not reach floats above it, from layer 1; a vertex no edge
        // touches (all of its edges cut or fallen) has no place at all.
        for v in graph.node_indices() {
            if distance[v.index()] == FAR && graph.edges(v).next().is_some() {
                breadth_first(graph, v, 1, &mut distance, &mut order);
            }
        }
        let top = distance
            .iter()
            .copied()
            .filter(|&d| d != FAR)
            .max()
            .unwrap_or(0) as usize;
        let mut rows: Vec<Vec<NodeIndex>> = vec![Vec::new(); top + 1];
        for &v in &order {
            rows[distance[v.index()] as usize].push(v);
        }
        let mut slot = vec![0u32; n];
        let place = |row: &[NodeIndex], slot: &mut [u32]| {
            for (i, v) in row.iter().enumerate() {
                slot[v.index()] = i as u32;
            }
        };
        for row in &rows {
            place(row, &mut slot);
        }
        // Barycentres: each layer ordered by the mean place of its neighbours in the layer
        // below, then (downwards) in the layer above; a vertex with none keeps its place.
        // Ties keep the order they had (a stable sort), so the result is deterministic.
        for _ in 0..4 {
            for (up, layers) in [
                (true, (2..=top).collect::<Vec<_>>()),
                (false, (1..top).rev().collect()),
            ] {
                for l in layers {
                    let next = if up { l - 1 } else { l + 1 } as u32;
                    let mut keyed: Vec<(f64, NodeIndex)> = rows[l]
                        .iter()
                        .map(|&v| {
                            let (mut sum, mut count) = (0.0, 0u32);
                            for e in graph.edges(v) {
                                let w = if e.source() == v {
                                    e.target()
                                } else {
                                    e.source()
                                };
                                if distance[w.index()] == next {
                                    sum += f64::from(slot[w.index()]);
                                    count += 1;
                                }
                            }
                            let mean = if count == 0 {
                                f64::from(slot[v.index()])
                            } else {
                                sum / f64::from(count)
                            };
                            (mean, v)
                        })
                        .collect();
                    keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
                    rows[l] = keyed.into_iter().map(|(_, v)| v).collect();
                    place(&rows[l], &mut slot);
                }
            }
        }
        // Columns, layer by layer from the ground up: each vertex over the mean of its
        // neighbours in the layer below, at least one column right of the one before it;
        // the part the ground reaches first, then each row of the rest after all of it.
        let mut x = vec![0.0f64; n];
        let reached = |v: &NodeIndex| grounded[v.index()];
        let mut ground_end = 0.0;
        let mut right = 0.0f64;
        for pass in [true, false] {
            let start = if pass { 0.0 } else { right + 1.5 };
            for (l, row) in rows.iter().enumerate().skip(1) {
                let mut next = start;
                for v in row.iter().filter(|v| reached(v) == pass) {
                    let (mut sum, mut count) = (0.0, 0u32);
                    for e in graph.edges(*v) {
                        let w = if e.source() == *v {
                            e.target()
                        } else {
                            e.source()
                        };
                        if l > 1 && distance[w.index()] as usize == l - 1 {
                            sum += x[w.index()];
                            count += 1;
                        }
                    }
                    let wanted = if count == 0 {
                        next
                    } else {
                        sum / f64::from(count)
                    };
                    x[v.index()] = wanted.max(next);
                    next = x[v.index()] + 1.0;
                    right = right.max(x[v.index()]);
                }
                if pass && l == 1 {
                    ground_end = next;
                }
            }
        }
        Layers {
            layer: distance,
            slot,
            x,
            ground_end,
            layers: rows.len() as u32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::test_graph as graph;

    /// A stalk G-a-b beside a loose edge x-y: layers by distance, the loose part from
    /// layer 1, the ground alone in layer 0.
    #[test]
    fn layers_by_distance() {
        let g = graph(5, &[(0, 1), (1, 2), (3, 4)]);
        let layers = Layers::new(&g, Some(NodeIndex::new(0)));
        assert_eq!(layers.layer, [0, 1, 2, 1, 2]);
        assert_eq!(layers.layers, 3);
        // The stalk stands straight; the loose edge stands right of it, past a gap.
        assert_eq!((layers.x[1], layers.x[2]), (0.0, 0.0));
        assert_eq!((layers.x[3], layers.x[4]), (1.5, 1.5));
        assert_eq!(layers.ground_end, 1.0);
        assert_eq!(distances(&g, Some(NodeIndex::new(0))), [0, 1, 2, FAR, FAR]);
    }

    /// A vertex no edge touches (what a cut leaves of a part that fell) gets no layer and
    /// takes no room: the stalk G-a beside the lone vertices b and c is one column wide.
    #[test]
    fn a_vertex_without_edges_has_no_place() {
        let g = graph(4, &[(0, 1)]);
        let layers = Layers::new(&g, Some(NodeIndex::new(0)));
        assert_eq!(layers.layer, [0, 1, FAR, FAR]);
        assert_eq!(layers.layers, 2);
        assert_eq!(layers.ground_end, 1.0);
        assert!(layers.x.iter().all(|&x| x == 0.0), "{layers:?}");
    }

    /// Two stalks side by side do not cross: what hangs from the left one stays left.
    #[test]
    fn stalks_do_not_cross() {
        // G-a, G-b, b-c, a-d, and c-a closing a cycle: d hangs from a, c from b and a.
        let g = graph(5, &[(0, 1), (0, 2), (2, 3), (1, 4), (3, 1)]);
        let layers = Layers::new(&g, Some(NodeIndex::new(0)));
        assert!(layers.slot[1] < layers.slot[2]);
        assert!(layers.slot[4] < layers.slot[3], "{layers:?}");
    }
}
