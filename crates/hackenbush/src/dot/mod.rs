//! The picture as Graphviz DOT, with its decomposition drawn in: each 2-edge-connected
//! class that fuses into one vertex is a box (a cluster) labelled with its loops and its
//! value, bridges are bold, winning moves are red, and edges the ground does not reach are
//! grey and dashed. A coloured picture (some edge blue or red) draws each edge in its
//! colour instead, and its boxes without a value and no winning moves, since the green
//! values do not apply to it. Vertices are `v0`, `v1`, ... labelled with their names, so
//! any name is safe.

use std::fmt::Write;

use games_common::Nimber;
use petgraph::visit::EdgeRef;

use crate::colour::Colour;
use crate::green::Analysis;

/// The DOT text of an analysed picture (a `graph`, since Hackenbush edges have no
/// direction), drawn from the [`Analysis`] without solving again. A coloured picture
/// ([`crate::Picture::is_coloured`]) has its edges drawn in their colours, and no value
/// or winning move marked.
///
/// ```
/// use hackenbush::dot::to_dot;
/// use hackenbush::{green::analyze, parse_picture};
/// let p = parse_picture("G a blue\na b red\n", "G").unwrap();
/// let dot = to_dot(&analyze(&p));
/// assert!(dot.contains("v0 -- v1 [label=\"1\", style=bold, color=blue];"), "{dot}");
/// assert!(dot.contains("v1 -- v2 [label=\"2\", style=bold, color=red];"), "{dot}");
/// ```
pub fn to_dot(analysis: &Analysis<'_>) -> String {
    let picture = analysis.picture();
    let solution = analysis.solution();
    let coloured = picture.is_coloured();
    let graph = picture.graph();
    let fusion = analysis.fusion.as_ref();
    let class_of = |v| fusion.and_then(|f| f.class_of(v));
    let mut dot = String::new();
    let _ = writeln!(dot, "graph hackenbush {{");
    if coloured {
        let _ = writeln!(
            dot,
            "  // blue: Left's edge; red: Right's edge; green: either player's; bold: bridge; \
             box: a 2-edge-connected class; grey dashed: not connected to the ground"
        );
    } else {
        let _ = writeln!(
            dot,
            "  // value {}; bold: bridge; box: a class fused into one vertex; red: winning move; \
             grey dashed: not connected to the ground",
            solution.value.0
        );
    }
    let _ = writeln!(dot, "  node [shape=circle];");
    if let Some(fusion) = fusion {
        for (c, class) in fusion.classes.iter().enumerate() {
            if class.loops == 0 {
                continue;
            }
            let _ = writeln!(dot, "  subgraph cluster_{c} {{");
            let value = if coloured {
                String::new()
            } else {
                format!(", value {}", class.value.0)
            };
            let _ = writeln!(
                dot,
                "    label=\"class {c}: {} loop{}{value}\";",
                class.loops,
                if class.loops == 1 { "" } else { "s" },
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
            if fusion.is_some_and(|f| f.bridge[e.id().index()]) {
                style.push("style=bold");
            }
            if coloured {
                style.push(match picture.colour(e.id()) {
                    Colour::Blue => "color=blue",
                    Colour::Red => "color=red",
                    Colour::Green => "color=green",
                });
            } else if solution.winning_moves.binary_search(&number).is_ok() {
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

/// A drawing and the value it shows: with the `serde` feature, the document of
/// `hackenbush dot --json`, `{"value":1,"dot":"graph hackenbush {..."}` (without `value`
/// for a coloured picture).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Drawing {
    /// The picture's Green Hackenbush value; `None` for a coloured picture, whose
    /// drawing shows no value.
    #[cfg_attr(
        feature = "serde",
        serde(
            default,
            with = "crate::json::some_nimber",
            skip_serializing_if = "Option::is_none"
        )
    )]
    pub value: Option<Nimber>,
    /// The DOT text, as [`to_dot`] writes it.
    pub dot: String,
}

impl Drawing {
    /// The drawing of an analysed picture.
    pub fn new(analysis: &Analysis<'_>) -> Drawing {
        Drawing {
            value: (!analysis.picture().is_coloured()).then(|| analysis.solution().value),
            dot: to_dot(analysis),
        }
    }
}

/// A name inside a DOT double-quoted string.
fn escape(name: &str) -> String {
    name.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Picture;
    use crate::green::analyze;

    #[test]
    fn quotes_in_names_are_escaped() {
        let p = Picture::from_edges("G", [("G", "say\"hi\\")]);
        let dot = to_dot(&analyze(&p));
        assert!(dot.contains("label=\"say\\\"hi\\\\\""), "{dot}");
    }

    /// The triangle on the ground, drawn by hand: one class of 3 loops worth 1, no bridge,
    /// the top edge (2) the one winning move.
    #[test]
    fn the_triangle() {
        let p = Picture::from_edges("G", [("G", "a"), ("a", "b"), ("b", "G")]);
        let drawing = Drawing::new(&analyze(&p));
        assert_eq!(drawing.value, Some(Nimber(1)));
        let expected = "graph hackenbush {
  // value 1; bold: bridge; box: a class fused into one vertex; red: winning move; grey dashed: not connected to the ground
  node [shape=circle];
  subgraph cluster_0 {
    label=\"class 0: 3 loops, value 1\";
    v0;
    v1;
    v2;
  }
  v0 [label=\"G\", shape=box, style=filled, fillcolor=lightgrey];
  v1 [label=\"a\"];
  v2 [label=\"b\"];
  v0 -- v1 [label=\"1\"];
  v1 -- v2 [label=\"2\", color=red];
  v2 -- v0 [label=\"3\"];
}
";
        assert_eq!(drawing.dot, expected);
    }

    /// The triangle again, coloured by hand: blue, red, green edges, no value, no winning
    /// move, and a class box without a value.
    #[test]
    fn the_coloured_triangle() {
        use Colour::*;
        let p = Picture::from_coloured_edges(
            "G",
            [
                ("G", "a", Blue),
                ("a", "b", Red),
                ("b", "G", Green),
                ("x", "y", Red),
            ],
        );
        let drawing = Drawing::new(&analyze(&p));
        assert_eq!(drawing.value, None);
        let expected = "graph hackenbush {
  // blue: Left's edge; red: Right's edge; green: either player's; bold: bridge; box: a 2-edge-connected class; grey dashed: not connected to the ground
  node [shape=circle];
  subgraph cluster_0 {
    label=\"class 0: 3 loops\";
    v0;
    v1;
    v2;
  }
  v0 [label=\"G\", shape=box, style=filled, fillcolor=lightgrey];
  v1 [label=\"a\"];
  v2 [label=\"b\"];
  v3 [label=\"x\"];
  v4 [label=\"y\"];
  v0 -- v1 [label=\"1\", color=blue];
  v1 -- v2 [label=\"2\", color=red];
  v2 -- v0 [label=\"3\", color=green];
  v3 -- v4 [label=\"4\", style=dashed, color=grey];
}
";
        assert_eq!(drawing.dot, expected);
    }
}
