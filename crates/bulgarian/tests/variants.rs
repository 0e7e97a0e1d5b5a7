//! The graph, the diagrams and the two variants against plain definitions.

use bulgarian::{
    Error, MAX_DIAGRAM, Partition, Table, graph_dot, multiplayer, naive, partition_count,
    random_moves, state_graph, young_diagram,
};
use petgraph::visit::EdgeRef;
use proptest::prelude::*;

#[test]
fn dot_of_three_cards_by_hand() {
    // P(3): 3 -> 2 1, 2 1 -> 2 1 (the staircase), 1 1 1 -> 3.
    let expected = "digraph \"P(3)\" {\n  node [shape=box, fontname=monospace];\n  \"3\";\n  \
                    \"2 1\" [color=red, penwidth=2];\n  \"1 1 1\";\n  \"3\" -> \"2 1\";\n  \
                    \"2 1\" -> \"2 1\" [color=red, penwidth=2];\n  \"1 1 1\" -> \"3\";\n}\n";
    assert_eq!(graph_dot(3).unwrap(), expected);
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
            assert_eq!(graph[edge.source()].0.step(), graph[edge.target()].0);
        }
        for node in graph.node_indices() {
            let (p, on_cycle) = &graph[node];
            assert_eq!(*on_cycle, naive::orbit(p).0 == 0, "{p}");
        }
    }
    assert!(state_graph(17).is_err() && state_graph(0).is_err());
}

#[test]
fn diagrams_have_a_row_per_pile() {
    let p = Partition::new(vec![2, 4, 1]).unwrap();
    assert_eq!(young_diagram(&p).unwrap(), "####\n##\n#\n");
}

#[test]
fn diagrams_stop_at_their_limit() {
    let at = Partition::new(vec![MAX_DIAGRAM - 1, 1]).unwrap();
    assert_eq!(young_diagram(&at).unwrap().len() as u64, MAX_DIAGRAM + 2);
    let past = Partition::new(vec![MAX_DIAGRAM, 1]).unwrap();
    assert_eq!(
        young_diagram(&past),
        Err(Error::DiagramTooLarge {
            n: MAX_DIAGRAM + 1,
            max: MAX_DIAGRAM
        })
    );
}

fn start() -> impl Strategy<Value = Partition> {
    proptest::collection::vec(1u64..30, 1..10).prop_map(|v| Partition::new(v).unwrap())
}

/// Multiplayer by the seed's rule, with the list.
fn naive_multiplayer(start: &Table) -> Vec<Table> {
    let mut listed: Vec<Table> = Vec::new();
    let mut current = start.clone();
    loop {
        current = current.round();
        let repeated = listed.contains(&current);
        listed.push(current.clone());
        if repeated {
            return listed;
        }
    }
}

proptest! {
    #[test]
    fn sure_random_moves_are_ordinary_moves(s in start(), seed: u64) {
        let moves: Vec<Partition> = random_moves(&s, 1.0, 20, seed).unwrap().collect();
        let plain: Vec<Partition> = std::iter::successors(Some(s.step()), |p| Some(p.step())).take(20).collect();
        prop_assert_eq!(moves, plain);
    }

    #[test]
    fn random_moves_keep_the_cards_and_repeat_with_the_seed(s in start(), p in 0.0f64..=1.0, seed: u64) {
        let a: Vec<Partition> = random_moves(&s, p, 30, seed).unwrap().collect();
        let b: Vec<Partition> = random_moves(&s, p, 30, seed).unwrap().collect();
        prop_assert!(a.iter().all(|q| q.total() == s.total()));
        prop_assert_eq!(a, b);
        let still: Vec<Partition> = random_moves(&s, 0.0, 3, seed).unwrap().collect();
        prop_assert!(still.iter().all(|q| *q == s));
    }

    #[test]
    fn multiplayer_agrees_with_the_list(hands in proptest::collection::vec("[1-5]( [1-5]){0,3}|", 1..4)) {
        prop_assume!(hands.iter().any(|h| !h.is_empty()));
        let table = Table::from_args(&hands).unwrap();
        let game = multiplayer(&table);
        let listed = naive_multiplayer(&table);
        prop_assert!(listed.iter().all(|t| t.total() == table.total()));
        // The transient and cycle length from the start, by the list that includes it.
        let mut all = vec![table.clone()];
        let (first, again) = loop {
            let next = all[all.len() - 1].round();
            if let Some(i) = all.iter().position(|t| *t == next) {
                break (i as u64, all.len() as u64);
            }
            all.push(next);
        };
        prop_assert_eq!((game.transient, game.cycle_length), (first, again - first));
        prop_assert_eq!(game.rounds, listed);
    }
}

#[test]
fn probabilities_outside_zero_one_are_refused() {
    let s = Partition::new(vec![3]).unwrap();
    assert!(random_moves(&s, 1.5, 1, 0).is_err());
    assert!(random_moves(&s, f64::NAN, 1, 0).is_err());
    assert!(random_moves(&s, -0.1, 1, 0).is_err());
}
