//! `Picture::from_graph`: a petgraph graph the caller already has becomes the picture of
//! the same edges, numbered by edge index, coloured and named as the caller says; checked
//! edge by edge against the graph, and by value against the same edges given as a list.

use hackenbush::petgraph::graph::{DiGraph, NodeIndex, UnGraph};
use hackenbush::picture::FromGraphError;
use hackenbush::{Colour, EdgeNumber, Picture, solve};
use proptest::prelude::*;

const COLOURS: [Colour; 3] = [Colour::Blue, Colour::Red, Colour::Green];

/// A random multigraph: `n` vertices, edges as pairs of vertices with a colour number,
/// self-loops and parallel edges allowed, and a ground vertex.
fn graph() -> impl Strategy<Value = (usize, Vec<(usize, usize, u8)>, usize)> {
    (1usize..7).prop_flat_map(|n| {
        (
            Just(n),
            proptest::collection::vec((0..n, 0..n, 0u8..3), 0..9),
            0..n,
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_picture_has_the_graphs_edges((n, edges, ground) in graph()) {
        let mut g = UnGraph::<usize, u8>::new_undirected();
        let nodes: Vec<NodeIndex> = (0..n).map(|v| g.add_node(v * 10)).collect();
        for &(a, b, c) in &edges {
            g.add_edge(nodes[a], nodes[b], c);
        }
        let name = |_: NodeIndex, w: &usize| format!("v{w}");
        let colour = |c: &u8| COLOURS[*c as usize];
        let p = Picture::from_graph(&g, nodes[ground], name, colour).unwrap();
        prop_assert_eq!(p.edge_count(), edges.len());
        for (i, &(a, b, c)) in edges.iter().enumerate() {
            let number = EdgeNumber::new(i + 1);
            let (x, y) = (format!("v{}", a * 10), format!("v{}", b * 10));
            prop_assert_eq!(p.ends(number), Some((x.as_str(), y.as_str())));
            prop_assert_eq!(p.colour_of(number), Some(COLOURS[c as usize]));
        }
        // The same edges as a list, and the same graph directed, have the same answer.
        let listed = Picture::from_coloured_edges(
            &format!("v{}", ground * 10),
            edges.iter().map(|&(a, b, c)| {
                (format!("v{}", a * 10), format!("v{}", b * 10), COLOURS[c as usize])
            }),
        );
        let mut d = DiGraph::<usize, u8>::new();
        let dnodes: Vec<NodeIndex> = (0..n).map(|v| d.add_node(v * 10)).collect();
        for &(a, b, c) in &edges {
            d.add_edge(dnodes[b], dnodes[a], c);
        }
        let directed = Picture::from_graph(&d, dnodes[ground], name, colour).unwrap();
        // Small pictures: every colour class is solved within the limits.
        let answers = [solve(&p), solve(&listed), solve(&directed)].map(|a| a.map(|a| a.value));
        prop_assert_eq!(&answers[0], &answers[1]);
        prop_assert_eq!(&answers[0], &answers[2]);
    }
}

#[test]
fn a_graph_it_cannot_take_is_refused() {
    let mut g = UnGraph::<&str, ()>::new_undirected();
    let (a, b) = (g.add_node("x"), g.add_node("x"));
    g.add_edge(a, b, ());
    let named = |_: NodeIndex, w: &&str| w.to_string();
    let green = |_: &()| Colour::Green;
    assert_eq!(
        Picture::from_graph(&g, a, named, green).unwrap_err(),
        FromGraphError::SameName {
            name: "x".into(),
            vertices: (0, 1)
        }
    );
    let err = Picture::from_graph(&g, NodeIndex::new(5), named, green).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the ground, vertex 5, is not one of the graph's 2 vertices"
    );
    // By index, the two are apart: a green edge on the ground is worth * (a heap of 1).
    let p = Picture::from_graph(&g, a, |v, _| v.index().to_string(), green).unwrap();
    assert_eq!(solve(&p).unwrap().value.to_string(), "*");
}
