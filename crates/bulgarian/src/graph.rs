//! The state graph of P(N) as a petgraph graph and as Graphviz DOT, cycles marked
//! (feature `graph`).

use std::fmt::Write;

use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::EdgeRef;

use crate::error::Error;
use crate::orbit::orbit;
use crate::partition::{Partition, partition_count};

/// The largest N drawn: p(16) = 231 configurations is about what a picture can show.
pub const MAX_GRAPH: u32 = 16;

/// A node of the [`StateGraph`]: a configuration, and whether it lies on a cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct StateNode {
    /// The configuration.
    pub partition: Partition,
    /// Whether the configuration lies on a cycle (its transient is 0).
    pub on_cycle: bool,
}

/// The state graph: one node per configuration, one edge to its successor. A petgraph
/// graph (the crate re-exports [`petgraph`](crate::petgraph)).
pub type StateGraph = DiGraph<StateNode, ()>;

/// The state graph of P(n), nodes in descending lexicographic order, for
/// 1 <= n <= [`MAX_GRAPH`].
///
/// ```
/// let graph = bulgarian::state_graph(3).unwrap();
/// let on_cycle: Vec<String> = graph
///     .node_weights()
///     .filter(|node| node.on_cycle)
///     .map(|node| node.partition.to_string())
///     .collect();
/// assert_eq!(on_cycle, ["2 1"]);
/// ```
pub fn state_graph(n: u64) -> Result<StateGraph, Error> {
    if n == 0 || n > MAX_GRAPH as u64 {
        return Err(Error::GraphTooLarge {
            n,
            max: MAX_GRAPH,
            max_nodes: partition_count(MAX_GRAPH).unwrap_or(0) as u64,
        });
    }
    let all = Partition::all(n);
    let mut graph = StateGraph::new();
    let nodes: Vec<NodeIndex> = all
        .iter()
        .map(|p| {
            graph.add_node(StateNode {
                partition: p.clone(),
                on_cycle: orbit(p).transient == 0,
            })
        })
        .collect();
    for (i, p) in all.iter().enumerate() {
        let next = p.step();
        // `all` is sorted descending, so the successor is found by binary search.
        if let Ok(j) = all.binary_search_by(|q| next.cmp(q)) {
            graph.add_edge(nodes[i], nodes[j], ());
        }
    }
    Ok(graph)
}

/// The state graph of P(n) in Graphviz DOT: nodes labelled by their parts, cycle nodes and
/// cycle edges bold and red.
///
/// ```
/// let dot = bulgarian::graph_dot(3).unwrap();
/// assert!(dot.contains("\"2 1\" -> \"2 1\" [color=red, penwidth=2]"));
/// ```
pub fn graph_dot(n: u64) -> Result<String, Error> {
    let graph = state_graph(n)?;
    let mut dot = format!("digraph \"P({n})\" {{\n  node [shape=box, fontname=monospace];\n");
    let name = |i: NodeIndex| format!("\"{}\"", graph[i].partition);
    for i in graph.node_indices() {
        if graph[i].on_cycle {
            let _ = writeln!(dot, "  {} [color=red, penwidth=2];", name(i));
        } else {
            let _ = writeln!(dot, "  {};", name(i));
        }
    }
    for edge in graph.edge_references() {
        let style = if graph[edge.source()].on_cycle {
            " [color=red, penwidth=2]"
        } else {
            ""
        };
        let _ = writeln!(
            dot,
            "  {} -> {}{style};",
            name(edge.source()),
            name(edge.target())
        );
    }
    dot.push_str("}\n");
    Ok(dot)
}
