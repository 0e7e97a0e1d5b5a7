//! Drawings of a picture: Graphviz DOT ([`to_dot`]) and the crate's own SVG ([`to_svg`], and
//! [`to_svg_board`] for a position in play, [`to_svg_board_with_ids`] with each edge
//! named for a page to click).
//! Both draw the ground as books do, a line at the bottom, the edges in their colours.
//!
//! The DOT has the decomposition drawn in: each 2-edge-connected class that fuses into
//! one vertex is a box (a cluster) labelled with its loops and its value, bridges are
//! bold, a green picture's edges are green and its winning moves red, and edges the
//! ground does not reach are grey and dashed. A coloured picture (some edge blue or red)
//! draws each edge in its colour, and its boxes without a value and no winning moves,
//! since the green values do not apply to it. Vertices are `v0`, `v1`, ... labelled with
//! their names, so any name is safe. The ground is a flat black bar in the last rank
//! (`rank=sink`), outside any box, and each edge is written from its end farther from the
//! ground to the nearer one, so that Graphviz puts every vertex above the vertices it
//! hangs from.

use std::fmt::Write;

use games_common::Nimber;
use games_common::text::{is_hidden, push_shown};
use petgraph::visit::EdgeRef;

use crate::colour::Colour;
use crate::green::Analysis;

mod layout;
mod svg;

pub use svg::{SVG_EDGE_LIMIT, TooBig, to_svg, to_svg_board, to_svg_board_with_ids};

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
/// assert!(dot.contains("v1 -- v0 [label=\"1\", style=bold, color=blue];"), "{dot}");
/// assert!(dot.contains("{ rank=sink; v0; }"), "{dot}");
/// assert!(dot.contains("v2 -- v1 [label=\"2\", style=bold, color=red];"), "{dot}");
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
            "  // the ground: the bar at the bottom; blue: Left's edge; red: Right's edge; green: \
             either player's; bold: bridge; box: a 2-edge-connected class; grey dashed: not \
             connected to the ground"
        );
    } else {
        let _ = writeln!(
            dot,
            "  // value {}; the ground: the bar at the bottom; green: an edge; red: winning move; \
             bold: bridge; box: a class fused into one vertex; grey dashed: not connected to the \
             ground",
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
                .filter(|&v| class_of(v) == Some(c as u32) && Some(v) != picture.ground());
            for v in members {
                let _ = writeln!(dot, "    v{};", v.index());
            }
            let _ = writeln!(dot, "  }}");
        }
    }
    // The ground: a flat bar as wide as the edges standing on it, named beside it, in the
    // last rank.
    if let Some(g) = picture.ground() {
        let feet = graph.edges(g).count();
        let _ = writeln!(
            dot,
            "  v{} [label=\"\", xlabel=\"{}\", shape=box, style=filled, fillcolor=black, \
             fixedsize=true, height=0.08, width={:.1}];",
            g.index(),
            escape(picture.name(g)),
            (0.6 * feet as f64).max(1.0)
        );
        let _ = writeln!(dot, "  {{ rank=sink; v{}; }}", g.index());
    }
    for v in graph
        .node_indices()
        .filter(|&v| Some(v) != picture.ground())
    {
        let _ = writeln!(
            dot,
            "  v{} [label=\"{}\"];",
            v.index(),
            escape(picture.name(v))
        );
    }
    let distance = layout::distances(graph, picture.ground());
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
            } else {
                style.push("color=green");
            }
        }
        let style: String = style.iter().map(|s| format!(", {s}")).collect();
        // From the end farther from the ground to the nearer one (as written when both
        // are as far, or the ground reaches neither).
        let (a, b) = (e.source(), e.target());
        let (upper, lower) =
            if distance[b.index()] > distance[a.index()] && distance[b.index()] != layout::FAR {
                (b, a)
            } else {
                (a, b)
            };
        let _ = writeln!(
            dot,
            "  v{} -- v{} [label=\"{number}\"{style}];",
            upper.index(),
            lower.index()
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

/// A name inside a DOT double-quoted string: `\` and `"` escaped as the DOT language
/// says, and each control character or bidirectional control (which a file or a terminal
/// showing the DOT text would act on) as the visible text `\u{..}`, its backslash escaped,
/// so the label reads `\u{1b}` where the name held an escape.
fn escape(name: &str) -> String {
    let mut escaped = String::with_capacity(name.len());
    for c in name.chars() {
        match c {
            '\\' => escaped.push_str("\\\\"),
            '"' => escaped.push_str("\\\""),
            c if is_hidden(c) => {
                escaped.push('\\');
                push_shown(&mut escaped, c);
            }
            c => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Picture;
    use crate::green::analyze;

    /// Escape, bell, NUL, a C1 control and the bidirectional overrides reach the DOT text
    /// as visible `\u{..}` (a backslash escaped inside the quoted ID), never as themselves.
    #[test]
    fn hidden_characters_in_names_are_shown() {
        let p = Picture::from_edges(
            "G\u{7}",
            [
                ("G\u{7}", "a\u{1b}[2J"),
                ("a\u{1b}[2J", "b\0\u{85}"),
                ("b\0\u{85}", "\u{202e}cba\u{2066}"),
            ],
        );
        let dot = to_dot(&analyze(&p));
        assert!(!dot.chars().any(|c| is_hidden(c) && c != '\n'), "{dot:?}");
        for label in [
            "xlabel=\"G\\\\u{7}\"",
            "label=\"a\\\\u{1b}[2J\"",
            "label=\"b\\\\u{0}\\\\u{85}\"",
            "label=\"\\\\u{202e}cba\\\\u{2066}\"",
        ] {
            assert!(dot.contains(label), "{label} in {dot}");
        }
    }

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
  // value 1; the ground: the bar at the bottom; green: an edge; red: winning move; bold: bridge; box: a class fused into one vertex; grey dashed: not connected to the ground
  node [shape=circle];
  subgraph cluster_0 {
    label=\"class 0: 3 loops, value 1\";
    v1;
    v2;
  }
  v0 [label=\"\", xlabel=\"G\", shape=box, style=filled, fillcolor=black, fixedsize=true, height=0.08, width=1.2];
  { rank=sink; v0; }
  v1 [label=\"a\"];
  v2 [label=\"b\"];
  v1 -- v0 [label=\"1\", color=green];
  v1 -- v2 [label=\"2\", color=red];
  v2 -- v0 [label=\"3\", color=green];
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
  // the ground: the bar at the bottom; blue: Left's edge; red: Right's edge; green: either player's; bold: bridge; box: a 2-edge-connected class; grey dashed: not connected to the ground
  node [shape=circle];
  subgraph cluster_0 {
    label=\"class 0: 3 loops\";
    v1;
    v2;
  }
  v0 [label=\"\", xlabel=\"G\", shape=box, style=filled, fillcolor=black, fixedsize=true, height=0.08, width=1.2];
  { rank=sink; v0; }
  v1 [label=\"a\"];
  v2 [label=\"b\"];
  v3 [label=\"x\"];
  v4 [label=\"y\"];
  v1 -- v0 [label=\"1\", color=blue];
  v1 -- v2 [label=\"2\", color=red];
  v2 -- v0 [label=\"3\", color=green];
  v3 -- v4 [label=\"4\", style=dashed, color=grey];
}
";
        assert_eq!(drawing.dot, expected);
    }
}
