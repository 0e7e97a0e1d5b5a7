//! The state graph against plain definitions: DOT by hand for three cards, and every edge
//! and cycle mark against the move and the original program's orbit.

use bulgarian::graph::petgraph::visit::EdgeRef;
use bulgarian::graph::{MAX_N, TooLarge, dot, state_graph};
use bulgarian::naive;
use bulgarian::numbers::partition_count;

#[test]
fn dot_of_three_cards_by_hand() {
    // P(3): 3 -> 2 1, 2 1 -> 2 1 (the staircase), 1 1 1 -> 3.
    let expected = "digraph \"P(3)\" {\n  \
                    label=\"The state graph of P(3)\\nan arrow: one move; red and bold: the cycles\";\n  \
                    labelloc=t;\n  node [shape=box, fontname=monospace];\n  \"3\";\n  \
                    \"2 1\" [color=red, penwidth=2];\n  \"1 1 1\";\n  \"3\" -> \"2 1\";\n  \
                    \"2 1\" -> \"2 1\" [color=red, penwidth=2];\n  \"1 1 1\" -> \"3\";\n}\n";
    assert_eq!(dot(3).unwrap(), expected);
}

#[test]
fn state_graphs_follow_the_move() {
    for n in 1..=12u64 {
        let graph = state_graph(n).unwrap();
        assert_eq!(
            graph.node_count() as u128,
            partition_count(n as u32).unwrap()
        );
        assert_eq!(graph.edge_count(), graph.node_count());
        for edge in graph.edge_references() {
            assert_eq!(
                graph[edge.source()].partition.step(),
                graph[edge.target()].partition
            );
        }
        for node in graph.node_weights() {
            let p = &node.partition;
            assert_eq!(node.on_cycle, naive::orbit(p).0 == 0, "{p}");
        }
    }
}

#[test]
fn graphs_too_large_for_a_picture_are_refused_with_the_limit() {
    // p(16) = 231 (OEIS A000041).
    let expected = TooLarge {
        n: 17,
        max: MAX_N,
        max_nodes: 231,
    };
    assert_eq!(state_graph(17).unwrap_err(), expected);
    assert_eq!(dot(17).unwrap_err(), expected);
    assert!(matches!(state_graph(0), Err(TooLarge { n: 0, .. })));
}
