//! The picture as Graphviz DOT, with its decomposition drawn in: each 2-edge-connected
//! class that fuses into one vertex is a box (a cluster) labelled with its loops and its
//! value, bridges are bold, winning moves are red, and edges the ground does not reach are
//! grey and dashed. Vertices are `v0`, `v1`, ... labelled with their names, so any name is
//! safe.

use std::fmt::Write;

use petgraph::visit::EdgeRef;

use crate::fusion::Fusion;
use crate::picture::Picture;
use crate::solve::solve;

/// The DOT text of `picture` (a `graph`, since Hackenbush edges have no direction).
pub fn to_dot(picture: &Picture) -> String {
    let graph = picture.graph();
    let solution = solve(picture);
    let fusion = picture
        .ground()
        .map(|ground| Fusion::new(graph, ground, None, &[]));
    let class_of = |v| fusion.as_ref().and_then(|f| f.class_of(v));
    let mut dot = String::new();
    let _ = writeln!(dot, "graph hackenbush {{");
    let _ = writeln!(
        dot,
        "  // value {}; bold: bridge; box: a class fused into one vertex; red: winning move; \
         grey dashed: not connected to the ground",
        solution.value.0
    );
    let _ = writeln!(dot, "  node [shape=circle];");
    if let Some(fusion) = &fusion {
        for (c, class) in fusion.classes.iter().enumerate() {
            if class.loops == 0 {
                continue;
            }
            let _ = writeln!(dot, "  subgraph cluster_{c} {{");
            let _ = writeln!(
                dot,
                "    label=\"class {c}: {} loop{}, value {}\";",
                class.loops,
                if class.loops == 1 { "" } else { "s" },
                class.value.0
            );
            let members = graph
                .node_indices()
                .filter(|&v| class_of(v) == Some(c as u32));
            for v in members {
                let _ = writeln!(dot, "    v{};", v.index());
            }
            let _ = writeln!(dot, "  }}");
        }
    }
    for v in graph.node_indices() {
        let ground = Some(v) == picture.ground();
        let shape = if ground {
            ", shape=box, style=filled, fillcolor=lightgrey"
        } else {
            ""
        };
        let _ = writeln!(
            dot,
            "  v{} [label=\"{}\"{shape}];",
            v.index(),
            escape(picture.name(v))
        );
    }
    let mut edges: Vec<_> = graph.edge_references().collect();
    edges.sort_unstable_by_key(|e| *e.weight());
    for e in edges {
        let number = *e.weight();
        let mut style = Vec::new();
        if class_of(e.source()).is_none() {
            style.push("style=dashed, color=grey");
        } else {
            if fusion.as_ref().is_some_and(|f| f.bridge[e.id().index()]) {
                style.push("style=bold");
            }
            if solution.winning_moves.binary_search(&number).is_ok() {
                style.push("color=red");
            }
        }
        let style: String = style.iter().map(|s| format!(", {s}")).collect();
        let _ = writeln!(
            dot,
            "  v{} -- v{} [label=\"{number}\"{style}];",
            e.source().index(),
            e.target().index()
        );
    }
    let _ = writeln!(dot, "}}");
    dot
}

/// A name inside a DOT double-quoted string.
fn escape(name: &str) -> String {
    name.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_in_names_are_escaped() {
        let p = Picture::from_edges("G", [("G", "say\"hi\\")]);
        let dot = to_dot(&p);
        assert!(dot.contains("label=\"say\\\"hi\\\\\""), "{dot}");
    }
}
