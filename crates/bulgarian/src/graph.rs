//! The state graph of P(N) as a petgraph graph ([`state_graph`]) and as Graphviz DOT
//! ([`dot`]), cycles marked, for N up to [`MAX_N`] (feature `graph`).

use petgraph::graph::{DiGraph, NodeIndex};

/// The graph library of [`StateGraph`], re-exported so that its types match yours.
pub use petgraph;

use crate::functional::{self, peel};
use crate::partition::{Partition, partition_count};

/// The largest N drawn: p(16) = 231 configurations is about what a picture can show.
pub const MAX_N: u32 = 16;

/// A state graph asked for an N too large for a readable picture (or 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a state graph is drawn for N from 1 to {max} ({max_nodes} partitions at most, a readable picture), not {n}"
)]
pub struct TooLarge {
    /// The N asked for.
    pub n: u64,
    /// The largest N drawn ([`MAX_N`]).
    pub max: u32,
    /// The number of partitions of `max`.
    pub max_nodes: u64,
}

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
/// graph (this module re-exports [`petgraph`]).
pub type StateGraph = DiGraph<StateNode, ()>;

/// Every partition of n, descending, and the index of each one's successor.
fn functional_graph(n: u64) -> Result<(Vec<Partition>, Vec<usize>), TooLarge> {
    if n == 0 || n > u64::from(MAX_N) {
        return Err(TooLarge {
            n,
            max: MAX_N,
            max_nodes: partition_count(MAX_N).unwrap_or(0) as u64,
        });
    }
    let all = Partition::all(n);
    // `all` is sorted descending, so the successor is found by binary search; a move
    // keeps the cards, so it is always there.
    let next = all
        .iter()
        .map(|p| {
            let after = p.step();
            all.binary_search_by(|q| after.cmp(q)).unwrap_or(0)
        })
        .collect();
    Ok((all, next))
}

/// The state graph of P(n), nodes in descending lexicographic order, for
/// 1 <= n <= [`MAX_N`].
///
/// ```
/// let graph = bulgarian::graph::state_graph(3).unwrap();
/// let on_cycle: Vec<String> = graph
///     .node_weights()
///     .filter(|node| node.on_cycle)
///     .map(|node| node.partition.to_string())
///     .collect();
/// assert_eq!(on_cycle, ["2 1"]);
/// ```
pub fn state_graph(n: u64) -> Result<StateGraph, TooLarge> {
    let (all, next) = functional_graph(n)?;
    let on_cycle = peel(&next).on_cycle;
    let mut graph = StateGraph::new();
    let nodes: Vec<NodeIndex> = all
        .into_iter()
        .zip(on_cycle)
        .map(|(partition, on_cycle)| {
            graph.add_node(StateNode {
                partition,
                on_cycle,
            })
        })
        .collect();
    for (i, &j) in next.iter().enumerate() {
        graph.add_edge(nodes[i], nodes[j], ());
    }
    Ok(graph)
}

/// The state graph of P(n) in Graphviz DOT: nodes labelled by their parts, cycle nodes and
/// cycle edges bold and red (as the relatives' graphs are drawn).
///
/// ```
/// let dot = bulgarian::graph::dot(3).unwrap();
/// assert!(dot.contains("\"2 1\" -> \"2 1\" [color=red, penwidth=2]"));
/// ```
pub fn dot(n: u64) -> Result<String, TooLarge> {
    let (all, next) = functional_graph(n)?;
    Ok(functional::dot(&format!("P({n})"), &all, &next))
}
