//! The picture drawn as SVG by the crate itself, as books draw Hackenbush: the ground a
//! line at the bottom, each vertex in a layer by its distance from the ground
//! ([`super::layout::Layers`]), an edge to the ground standing on the line, parallel edges
//! bowed apart, loops as petals above their vertex, edges in their colours (a green
//! picture's winning moves red and thicker), each edge's number beside it, what the ground
//! does not reach grey and dashed. A caption under the ground says what the picture is
//! worth.

use std::fmt::Write;

use games_common::xml::escape;
use hashbrown::HashMap;
use petgraph::graph::NodeIndex;
use petgraph::visit::EdgeRef;

use super::layout::{FAR, Layers};
use crate::answer::Value;
use crate::colour::Colour;
use crate::green::Analysis;

/// The most edges an SVG drawing holds: beyond it a drawing is too dense to read (and
/// its layers too wide), and [`to_svg`] refuses; Graphviz lays out a big picture's DOT
/// ([`super::to_dot`]).
pub const SVG_EDGE_LIMIT: usize = 400;

/// Why a picture was not drawn as SVG: it has more edges than [`SVG_EDGE_LIMIT`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the picture has {edges} edges, an SVG drawing holds at most {limit} (it would not be \
     legible); draw a bigger picture from its DOT with Graphviz"
)]
#[non_exhaustive]
pub struct TooBig {
    /// The picture's edges.
    pub edges: usize,
    /// [`SVG_EDGE_LIMIT`].
    pub limit: usize,
}

/// Pixels between the places of a layer.
const COLUMN: f64 = 60.0;
/// Pixels between layers.
const ROW: f64 = 72.0;
/// Pixels left and right of the drawing.
const MARGIN: f64 = 36.0;
/// Pixels above the top layer's vertices, for their names.
const TOP: f64 = 24.0;
/// Pixels under the ground, for its hatching and the caption.
const BOTTOM: f64 = 34.0;
/// How far a petal (a loop) reaches from its vertex.
const PETAL_REACH: f64 = 40.0;

const GREEN: &str = "#2e8b3d";
const BLUE: &str = "#1f5fd6";
const RED: &str = "#d62728";
const GREY: &str = "#9a9a9a";
const GROUND: &str = "#5b4636";

/// The SVG drawing of an analysed picture, drawn without solving again; deterministic
/// (the same picture gives the same bytes). A picture of more than [`SVG_EDGE_LIMIT`]
/// edges is refused.
///
/// ```
/// use hackenbush::dot::to_svg;
/// use hackenbush::{green::analyze, parse_picture, solve};
/// let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
/// let svg = to_svg(&analyze(&house)).unwrap();
/// // The caption writes the value as `hackenbush solve` does: `*`, not `1`.
/// let value = solve(&house).unwrap().value.to_string();
/// assert_eq!(value, "*");
/// assert!(svg.starts_with("<svg") && svg.contains(&format!("value {value} ·")));
/// ```
pub fn to_svg(analysis: &Analysis<'_>) -> Result<String, TooBig> {
    draw(analysis, Marks::Solution, false)
}

/// The drawing of a position in play, to keep beside a game: as [`to_svg`], but with no
/// winning move marked and no value, which would give the game away. The caption says
/// who may cut which edge.
///
/// ```
/// use hackenbush::dot::to_svg_board;
/// use hackenbush::{green::analyze, parse_picture};
/// let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
/// let svg = to_svg_board(&analyze(&house)).unwrap();
/// assert!(svg.starts_with("<svg") && !svg.contains("value"));
/// ```
///
/// # Errors
///
/// [`TooBig`] for a picture of more than [`SVG_EDGE_LIMIT`] edges.
pub fn to_svg_board(analysis: &Analysis<'_>) -> Result<String, TooBig> {
    draw(analysis, Marks::Nothing, false)
}

/// The board of [`to_svg_board`] for a front end that lets a person pick an edge: the
/// same drawing, each edge's stroke carrying its number as `id="edge-N"` and
/// `data-edge="N"`, so that a page can find it, listen for clicks on it and make it
/// reachable by keyboard. Nothing else differs.
///
/// ```
/// use hackenbush::dot::{to_svg_board, to_svg_board_with_ids};
/// use hackenbush::{green::analyze, parse_picture};
/// let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
/// let svg = to_svg_board_with_ids(&analyze(&house)).unwrap();
/// assert!(svg.contains(r#"id="edge-3" data-edge="3""#));
/// let plain = to_svg_board(&analyze(&house)).unwrap();
/// assert_eq!(svg.replace(r#" id="edge-3" data-edge="3""#, "").lines().count(), plain.lines().count());
/// ```
///
/// # Errors
///
/// [`TooBig`] for a picture of more than [`SVG_EDGE_LIMIT`] edges.
pub fn to_svg_board_with_ids(analysis: &Analysis<'_>) -> Result<String, TooBig> {
    draw(analysis, Marks::Nothing, true)
}

/// What a drawing marks besides the picture.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Marks {
    /// A green picture's value and winning moves.
    Solution,
    /// Nothing: the position as the players see it.
    Nothing,
}

/// The drawing; `ids` gives each edge's stroke its number (`id="edge-N" data-edge="N"`).
fn draw(analysis: &Analysis<'_>, marks: Marks, ids: bool) -> Result<String, TooBig> {
    let picture = analysis.picture();
    if picture.edge_count() > SVG_EDGE_LIMIT {
        return Err(TooBig {
            edges: picture.edge_count(),
            limit: SVG_EDGE_LIMIT,
        });
    }
    let graph = picture.graph();
    let ground = picture.ground();
    let layers = Layers::new(graph, ground);
    let coloured = picture.is_coloured();
    let solution = analysis.solution();
    let on_ground = |v: NodeIndex| Some(v) == ground;
    // A vertex no edge touches any more (its edges cut or fallen) is not drawn.
    let drawn = |v: NodeIndex| !on_ground(v) && layers.layer[v.index()] != FAR;
    let in_play = |v: NodeIndex| {
        analysis
            .fusion
            .as_ref()
            .and_then(|f| f.class_of(v))
            .is_some()
    };

    // Loops standing on the ground get places of their own, right of layer 1.
    let ground_loops = graph
        .edge_references()
        .filter(|e| Some(e.source()) == ground && e.source() == e.target())
        .count();
    let columns = layers
        .x
        .iter()
        .zip(&layers.layer)
        .filter(|&(_, &l)| l > 0)
        .map(|(&x, _)| x + 1.0)
        .fold(layers.ground_end + ground_loops as f64, f64::max)
        .max(1.0);
    let top = layers.layers.max(2) - 1;
    let caption = caption(analysis, marks);
    // Wide enough for the caption too (about 6.6 pixels a character at its size).
    let width =
        (2.0 * MARGIN + columns * COLUMN).max(MARGIN + 6.6 * caption.chars().count() as f64);
    // Room above the top layer for its names, and for petals where a loop stands on a
    // vertex off the ground; room under the ground for its hatching and the caption. So
    // the picture fills most of the drawing's height.
    let petals = graph
        .edge_references()
        .any(|e| e.source() == e.target() && !on_ground(e.source()));
    let above = if petals { TOP + PETAL_REACH * 0.8 } else { TOP };
    let ground_y = above + f64::from(top) * ROW;
    let height = ground_y + BOTTOM;
    let x_of = |v: NodeIndex| MARGIN + (layers.x[v.index()] + 0.5) * COLUMN;
    let y_of = |v: NodeIndex| ground_y - f64::from(layers.layer[v.index()]) * ROW;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="DejaVu Sans, Verdana, sans-serif">"#
    );
    let _ = writeln!(
        svg,
        r#"<rect width="{width:.0}" height="{height:.0}" fill="white"/>"#
    );
    // The ground: a line, hatched below.
    let _ = writeln!(
        svg,
        r#"<g stroke="{GROUND}"><line x1="{:.1}" y1="{ground_y:.1}" x2="{:.1}" y2="{ground_y:.1}" stroke-width="4" stroke-linecap="round"/>"#,
        MARGIN / 2.0,
        width - MARGIN / 2.0
    );
    let mut hatch = String::new();
    let mut x = MARGIN / 2.0 + 4.0;
    while x + 8.0 < width - MARGIN / 2.0 {
        let _ = write!(
            hatch,
            "M{:.1},{:.1} L{x:.1},{:.1} ",
            x + 8.0,
            ground_y + 2.0,
            ground_y + 10.0
        );
        x += 10.0;
    }
    let _ = writeln!(svg, r#"<path d="{}" stroke-width="1"/>"#, hatch.trim_end());
    let _ = writeln!(svg, "</g>");
    if let Some(g) = ground {
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" font-size="11" fill="{GROUND}">{}</text>"#,
            MARGIN / 2.0,
            ground_y - 6.0,
            escape(&shorten(picture.name(g)))
        );
    }

    // Each edge's shape: copies between the same two vertices are bowed apart, loops at
    // one vertex fanned out, edges to the ground stand side by side on it.
    let mut copies: HashMap<(usize, usize), u32> = HashMap::new();
    for e in graph.edge_references() {
        *copies.entry(pair(e.source(), e.target())).or_default() += 1;
    }
    let mut seen: HashMap<(usize, usize), u32> = HashMap::new();
    let mut ground_loop = 0u32;
    let mut edges: Vec<_> = graph.edge_references().collect();
    edges.sort_unstable_by_key(|e| *e.weight());
    let mut labels = String::new();
    let _ = writeln!(svg, r#"<g fill="none" stroke-linecap="round">"#);
    for e in edges {
        let (a, b) = (e.source(), e.target());
        let key = pair(a, b);
        let k = copies[&key];
        let i = {
            let i = seen.entry(key).or_default();
            *i += 1;
            *i - 1
        };
        let spread = f64::from(i) - f64::from(k - 1) / 2.0;
        // The path and where its number goes.
        let (path, (lx, ly)) = if a == b && on_ground(a) {
            let x = MARGIN + (layers.ground_end + f64::from(ground_loop) + 0.5) * COLUMN;
            ground_loop += 1;
            petal(x, ground_y, 0.0)
        } else if a == b {
            // The loops at a vertex fanned out evenly, each clear of the next, so that
            // every one can be seen and clicked along its length.
            let step = if k > 1 {
                PETAL_STEP.min(PETAL_FAN / f64::from(k - 1))
            } else {
                0.0
            };
            petal(x_of(a), y_of(a), spread * step)
        } else if on_ground(a) || on_ground(b) {
            let v = if on_ground(a) { b } else { a };
            let (x, y) = (x_of(v), y_of(v));
            let foot = x + spread * 36.0;
            let path = format!("M{x:.1},{y:.1} L{foot:.1},{ground_y:.1}");
            (path, ((x + foot) / 2.0, (y + ground_y) / 2.0))
        } else {
            // Copies are bowed by their place from one side, whichever way each is written.
            let (a, b) = if a.index() <= b.index() {
                (a, b)
            } else {
                (b, a)
            };
            let (x1, y1, x2, y2) = (x_of(a), y_of(a), x_of(b), y_of(b));
            // Bowed sideways by its place among the copies, and edges within a layer also
            // upwards, clear of the vertices between their ends.
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            let (dx, dy) = (x2 - x1, y2 - y1);
            let length = dx.hypot(dy).max(1.0);
            let (nx, ny) = (-dy / length, dx / length);
            let bow = spread * 26.0;
            let lift = if (y1 - y2).abs() < 0.5 && (x1 - x2).abs() > COLUMN * 1.5 {
                -0.35 * (x1 - x2).abs().min(4.0 * COLUMN)
            } else {
                0.0
            };
            let (cx, cy) = (mx + nx * bow, my + ny * bow + lift);
            if bow == 0.0 && lift == 0.0 {
                let path = format!("M{x1:.1},{y1:.1} L{x2:.1},{y2:.1}");
                (path, (mx, my))
            } else {
                let path = format!("M{x1:.1},{y1:.1} Q{cx:.1},{cy:.1} {x2:.1},{y2:.1}");
                // The curve's middle: a quarter of each end and half the control point.
                (
                    path,
                    ((x1 + x2) / 4.0 + cx / 2.0, (y1 + y2) / 4.0 + cy / 2.0),
                )
            }
        };
        let number = *e.weight();
        let (colour, stroke, dash) = if !in_play(a) {
            (GREY, 2.0, r#" stroke-dasharray="5 4""#)
        } else if coloured {
            let colour = match picture.colour(e.id()) {
                Colour::Blue => BLUE,
                Colour::Red => RED,
                Colour::Green => GREEN,
            };
            (colour, 3.0, "")
        } else if marks == Marks::Solution && solution.winning_moves.binary_search(&number).is_ok()
        {
            (RED, 4.0, "")
        } else {
            (GREEN, 3.0, "")
        };
        let id = if ids {
            format!(r#" id="edge-{number}" data-edge="{number}""#)
        } else {
            String::new()
        };
        let _ = writeln!(
            svg,
            r#"<path{id} d="{path}" stroke="{colour}" stroke-width="{stroke}"{dash}/>"#
        );
        let _ = writeln!(
            labels,
            r#"<text x="{lx:.1}" y="{:.1}">{number}</text>"#,
            ly + 3.5
        );
    }
    let _ = writeln!(svg, "</g>");
    // Vertices and their names, then the edge numbers on top.
    let _ = writeln!(svg, r##"<g fill="#222">"##);
    for v in graph.node_indices().filter(|&v| drawn(v)) {
        let _ = writeln!(
            svg,
            r#"<circle cx="{:.1}" cy="{:.1}" r="4"/>"#,
            x_of(v),
            y_of(v)
        );
    }
    let _ = writeln!(svg, "</g>");
    let _ = writeln!(
        svg,
        r##"<g font-size="11" fill="#555" stroke="white" stroke-width="3" paint-order="stroke">"##
    );
    for v in graph.node_indices().filter(|&v| drawn(v)) {
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            x_of(v) + 7.0,
            y_of(v) - 6.0,
            escape(&shorten(picture.name(v)))
        );
    }
    let _ = writeln!(svg, "</g>");
    let _ = write!(
        svg,
        r##"<g font-size="10" fill="#333" text-anchor="middle" stroke="white" stroke-width="3" paint-order="stroke">
{labels}</g>
"##
    );
    let _ = writeln!(
        svg,
        r##"<text x="{:.1}" y="{:.1}" font-size="12" fill="#333">{}</text>"##,
        MARGIN / 2.0,
        height - 14.0,
        escape(&caption)
    );
    let _ = writeln!(svg, "</svg>");
    Ok(svg)
}

/// The line under the ground: what a green picture is worth and its winning moves (or,
/// marking nothing, that either player cuts any edge), or what a coloured picture's
/// colours mean; for a picture with no edge (a game played out), that none stands.
fn caption(analysis: &Analysis<'_>, marks: Marks) -> String {
    if analysis.picture().edge_count() == 0 {
        return "no edge standing".to_owned();
    }
    if analysis.picture().is_coloured() {
        return "blue: Left's edge · red: Right's edge · green: either player's".to_owned();
    }
    if marks == Marks::Nothing {
        return "Green Hackenbush · either player cuts any edge".to_owned();
    }
    let solution = analysis.solution();
    let moves: Vec<String> = solution
        .winning_moves
        .iter()
        .map(ToString::to_string)
        .collect();
    if moves.is_empty() {
        format!(
            "value {} · the player to move loses",
            Value::Nimber(solution.value)
        )
    } else {
        format!(
            "value {} · the player to move wins · winning moves (red): {}",
            Value::Nimber(solution.value),
            moves.join(" ")
        )
    }
}

/// The two ends of an edge as an unordered pair.
fn pair(a: NodeIndex, b: NodeIndex) -> (usize, usize) {
    (a.index().min(b.index()), a.index().max(b.index()))
}

/// The angle between two petals at one vertex (radians): a petal is about 0.6 wide.
const PETAL_STEP: f64 = 0.8;
/// The widest fan of petals at one vertex, from the first to the last (radians).
const PETAL_FAN: f64 = 3.6;

/// A loop at `(x, y)` as a petal pointing up, turned by `tilt` (radians); and where its
/// number goes (past its tip).
fn petal(x: f64, y: f64, tilt: f64) -> (String, (f64, f64)) {
    let reach = PETAL_REACH;
    let half = 12.0;
    let (s, c) = tilt.sin_cos();
    // The two control points, left and right of the axis, at `reach` up it.
    let point = |side: f64| {
        let (px, py) = (side * half, -reach);
        (x + px * c - py * s, y + px * s + py * c)
    };
    let ((ax, ay), (bx, by)) = (point(-1.0), point(1.0));
    let tip = (x - (reach * 0.85) * s, y - (reach * 0.85) * c);
    (
        format!("M{x:.1},{y:.1} C{ax:.1},{ay:.1} {bx:.1},{by:.1} {x:.1},{y:.1}"),
        (tip.0 + 1.0 * s, tip.1 - 9.0 * c),
    )
}

/// A name as drawn: at most 14 characters (longer ones end in `…`).
fn shorten(name: &str) -> String {
    if name.chars().count() <= 14 {
        name.to_owned()
    } else {
        name.chars().take(13).chain(['…']).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::green::analyze;
    use crate::{Picture, parse_picture};

    #[test]
    fn too_big_is_refused_naming_the_limit() {
        let edges: Vec<(String, String)> = (0..=SVG_EDGE_LIMIT)
            .map(|i| ("G".to_owned(), format!("v{i}")))
            .collect();
        let p = Picture::from_edges("G", edges);
        let err = to_svg(&analyze(&p)).unwrap_err();
        assert_eq!(
            err,
            TooBig {
                edges: 401,
                limit: 400
            }
        );
        assert!(err.to_string().contains("at most 400"), "{err}");
    }

    /// The board gives nothing away: the house (winning moves 3, 4, 5) is drawn all green
    /// with no value, and otherwise as `to_svg` draws it, line for line; a coloured
    /// picture, which `to_svg` draws without a solution, is drawn the same.
    #[test]
    fn the_board_marks_no_winning_move() {
        let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
        let solved = to_svg(&analyze(&house)).unwrap();
        let board = to_svg_board(&analyze(&house)).unwrap();
        assert!(solved.contains(RED) && !board.contains(RED));
        assert!(!board.contains("value"), "{board}");
        let differ = solved
            .lines()
            .zip(board.lines())
            .filter(|(a, b)| a != b)
            .count();
        // Three edges' strokes, the caption, and the four lines the caption's width sets
        // (the frame, the background, the ground and its hatching).
        assert_eq!(solved.lines().count(), board.lines().count());
        assert_eq!(differ, 8);
        let coloured = parse_picture("G a blue\na b red\nb G\n", "G").unwrap();
        assert_eq!(
            to_svg_board(&analyze(&coloured)).unwrap(),
            to_svg(&analyze(&coloured)).unwrap()
        );
    }

    /// With ids, every edge's stroke carries its number and nothing else changes: removing
    /// the ids gives the plain board back, byte for byte.
    /// A picture played out, coloured or green, says that no edge stands, not which
    /// rules its colours follow.
    #[test]
    fn a_picture_with_no_edge_says_so() {
        let empty = Picture::from_edges("G", Vec::<(String, String)>::new());
        let board = to_svg_board(&analyze(&empty)).unwrap();
        assert!(board.contains(">no edge standing<"), "{board}");
        assert!(!board.contains("Green Hackenbush"), "{board}");
    }

    #[test]
    fn ids_name_every_edge_and_change_nothing_else() {
        let p = parse_picture("G a\na b\na b\nb b\nG G\nx y\n", "G").unwrap();
        let with = to_svg_board_with_ids(&analyze(&p)).unwrap();
        let mut stripped = with.clone();
        for n in 1..=6 {
            let id = format!(r#" id="edge-{n}" data-edge="{n}""#);
            assert_eq!(with.matches(&id).count(), 1, "edge {n}: {with}");
            stripped = stripped.replace(&id, "");
        }
        assert_eq!(stripped, to_svg_board(&analyze(&p)).unwrap());
    }

    /// What a cut leaves of a part that fell is not drawn: once the stalk G-a-b loses its
    /// foot, only c and its edge remain, with no dot or name floating for a or b.
    #[test]
    fn fallen_parts_are_not_drawn() {
        let p = parse_picture("G a\na b\nG c\n", "G").unwrap();
        let after = p.after_move(crate::EdgeNumber::new(1)).unwrap();
        let svg = to_svg_board(&analyze(&after)).unwrap();
        assert_eq!(svg.matches("<circle").count(), 1, "{svg}");
        assert!(svg.contains(">c</text>"), "{svg}");
        assert!(
            !svg.contains(">a</text>") && !svg.contains(">b</text>"),
            "{svg}"
        );
    }

    /// Three loops at one vertex are fanned apart: the directions of their tips (the
    /// middle of each petal's two control points, seen from the vertex) differ by more
    /// than a petal's width, about 0.6 radians, so none covers another.
    #[test]
    fn petals_at_one_vertex_fan_apart() {
        let p = parse_picture("G t\nt t\nt t\nt t\n", "G").unwrap();
        let svg = to_svg(&analyze(&p)).unwrap();
        let mut angles: Vec<f64> = svg
            .lines()
            .filter(|l| l.starts_with("<path") && l.contains(" C"))
            .map(|l| {
                let d = l.split("d=\"").nth(1).unwrap().split('"').next().unwrap();
                let numbers: Vec<f64> = d
                    .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
                    .filter(|t| !t.is_empty())
                    .map(|t| t.parse().unwrap())
                    .collect();
                let (x, y) = (numbers[0], numbers[1]);
                let tip = (
                    (numbers[2] + numbers[4]) / 2.0,
                    (numbers[3] + numbers[5]) / 2.0,
                );
                (tip.0 - x).atan2(y - tip.1)
            })
            .collect();
        assert_eq!(angles.len(), 3, "{svg}");
        angles.sort_by(f64::total_cmp);
        assert!(
            angles[1] - angles[0] > 0.6 && angles[2] - angles[1] > 0.6,
            "{angles:?}"
        );
    }

    /// A doubled edge is two distinct curves, a loop a closed petal, names escaped.
    #[test]
    fn doubled_edges_loops_and_names() {
        let p = parse_picture("G a\na <b>\na <b>\n<b> <b>\nG G\n", "G").unwrap();
        let svg = to_svg(&analyze(&p)).unwrap();
        // The edges' paths (the ground's hatching is a path with no stroke of its own).
        let paths: Vec<&str> = svg
            .lines()
            .filter(|l| l.starts_with("<path") && l.contains("stroke=\"#"))
            .collect();
        assert_eq!(paths.len(), 5);
        assert_ne!(paths[1], paths[2], "the copies are drawn apart");
        assert!(paths[1].contains(" Q") && paths[2].contains(" Q"));
        assert!(
            paths[3].contains(" C") && paths[4].contains(" C"),
            "loops are petals"
        );
        assert!(svg.contains("&lt;b&gt;") && !svg.contains("<b>"));
    }
}
