//! The layout and the SVG text of a [`Figure`]: frames side by side (wrapped into rows for
//! a long trace), each holding one diagram and its caption (the parts and U), arrows
//! between them, the cycle tinted. Every coordinate is a whole pixel, so the text is the
//! same on every machine.

use std::fmt::{self, Write as _};

use super::{Configuration, Figure, Kind, Style};
use crate::partition::triangular_split;

/// The widest row of frames before a trace wraps, in pixels.
const ROW_WIDTH: i64 = 1100;
/// Around a frame's contents.
const PAD: i64 = 10;
/// Between frames: room for an arrow.
const GAP: i64 = 36;
/// Between rows of frames.
const ROW_GAP: i64 = 24;
/// After the last frame of a trace: the arrow back into the cycle.
const RETURN: i64 = 64;
/// The margin of the picture.
const MARGIN: i64 = 16;

/// Grey: a cell outside the triangle T_k.
const GREY: &str = "#c4c4c4";
/// The blue of the cycle.
const BLUE: &str = "#2f6db5";
/// The tint behind a frame on the cycle.
const TINT: &str = "#e4eefa";
/// Lines and text.
const INK: &str = "#222222";

pub(super) fn draw(figure: &Figure, style: Style) -> String {
    let layout = Layout::new(figure, style);
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = layout.write(&mut out);
    out
}

/// Where everything goes.
struct Layout<'f> {
    figure: &'f Figure,
    style: Style,
    /// The staircase T_k below n: a cell is white when its layer i + j - 1 is at most k.
    k: u64,
    /// A Young cell's side, or half the width of a Björner cell, in pixels.
    unit: i64,
    /// The diagrams' common box, in units: x from `x0` to `x1` (Young: from the left edge;
    /// Björner: from the corner), and `height` units tall.
    x0: i64,
    x1: i64,
    height: i64,
    /// The width of the layers' numbers left of a single Björner diagram (0 elsewhere).
    scale: i64,
    /// Caption and label sizes, and the height of the label row atop a trace's frames.
    font: i64,
    label: i64,
    label_h: i64,
    /// A frame's size, and its inner width.
    frame_w: i64,
    frame_h: i64,
    inner_w: i64,
    /// Frames per row, rows.
    columns: i64,
    rows: i64,
    /// The top of the first row (below the header).
    top: i64,
    /// The header line, if any, and the legend under the frames, if any.
    header: Option<String>,
    legend: Option<String>,
}

impl<'f> Layout<'f> {
    fn new(figure: &'f Figure, style: Style) -> Layout<'f> {
        let (k, r) = triangular_split(figure.n);
        let configurations = &figure.configurations;
        let longest = configurations.iter().map(|c| longest(c) as i64).max();
        let piles = configurations.iter().map(|c| c.parts.len() as i64).max();
        let (longest, piles) = (longest.unwrap_or(1), piles.unwrap_or(1));
        let side = longest.max(piles).max(1);
        let trace = figure.kind == Kind::Trace;
        let (x0, x1, height, unit) = match style {
            Style::Young => {
                let unit = if trace { 150 / side } else { 420 / side };
                (
                    0,
                    longest,
                    piles,
                    unit.clamp(8, if trace { 22 } else { 36 }),
                )
            }
            Style::Bjorner => {
                // The top of row i is at layer i + λ_i.
                let top = configurations
                    .iter()
                    .flat_map(|c| c.parts.parts().iter().zip(1..).map(|(&p, i)| p as i64 + i))
                    .max()
                    .unwrap_or(1);
                let unit = if trace { 120 / side } else { 300 / side };
                (
                    -longest,
                    piles,
                    top,
                    unit.clamp(6, if trace { 16 } else { 26 }),
                )
            }
        };
        let (font, label) = if trace { (12, 11) } else { (16, 12) };
        let caption = configurations
            .iter()
            .map(|c| text_width(&caption(c), font))
            .max()
            .unwrap_or(0);
        let scale = if style == Style::Bjorner && !trace {
            text_width(&height.to_string(), 11) + 8
        } else {
            0
        };
        let inner_w = scale + ((x1 - x0) * unit).max(caption);
        let frame_w = inner_w + 2 * PAD;
        let label_h = if trace { label + 6 } else { 0 };
        let frame_h = PAD + label_h + height * unit + 8 + 2 * line(font) + PAD;
        let count = configurations.len().max(1) as i64;
        let room = ROW_WIDTH - if trace { RETURN } else { 0 };
        // As many frames in a row as fit, then the rows evened out.
        let fit = ((room + GAP) / (frame_w + GAP)).clamp(1, count);
        let rows = (count + fit - 1) / fit;
        let columns = (count + rows - 1) / rows;
        let grey = configurations
            .iter()
            .any(|c| c.parts.parts().iter().zip(1..).any(|(&p, i)| p + i - 1 > k));
        let grey_words = format!("grey: cells outside {}", t(k));
        let header = trace.then(|| {
            let moves = trace_header(figure, k, r);
            if grey {
                format!("{moves} · {grey_words}")
            } else {
                moves
            }
        });
        let legend =
            (grey && !trace).then(|| format!("N = {} · {grey_words}", split(figure.n, k, r)));
        let top = MARGIN + if header.is_some() { 30 } else { 0 };
        Layout {
            figure,
            style,
            k,
            unit,
            scale,
            x0,
            x1,
            height,
            font,
            label,
            label_h,
            frame_w,
            frame_h,
            inner_w,
            columns,
            rows,
            top,
            header,
            legend,
        }
    }

    fn width(&self) -> i64 {
        let trace = self.figure.kind == Kind::Trace;
        let frames = self.columns * self.frame_w + (self.columns - 1) * GAP;
        let frames = frames + if trace { RETURN } else { 0 };
        let header = self.header.as_deref().map_or(0, |h| text_width(h, 14));
        let legend = self.legend.as_deref().map_or(0, |l| text_width(l, 13));
        2 * MARGIN + frames.max(header).max(legend)
    }

    fn height(&self) -> i64 {
        let legend = if self.legend.is_some() { 28 } else { 0 };
        self.top + self.rows * self.frame_h + (self.rows - 1) * ROW_GAP + legend + MARGIN
    }

    /// The top-left corner of frame `index`.
    fn frame(&self, index: usize) -> (i64, i64) {
        let (row, column) = (index as i64 / self.columns, index as i64 % self.columns);
        (
            MARGIN + column * (self.frame_w + GAP),
            self.top + row * (self.frame_h + ROW_GAP),
        )
    }

    /// The vertical middle of a frame's diagram, from the frame's top.
    fn middle(&self) -> i64 {
        PAD + self.label_h + self.height * self.unit / 2
    }

    fn write(&self, out: &mut String) -> fmt::Result {
        let (w, h) = (self.width(), self.height());
        writeln!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, Verdana, sans-serif" font-size="{}">"#,
            self.font
        )?;
        writeln!(
            out,
            "<style>.w{{fill:#ffffff}}.g{{fill:{GREY}}}.c{{stroke:{INK};stroke-width:1.2;stroke-linejoin:round}}.d{{fill:{INK}}}.b{{fill:{BLUE}}}</style>"
        )?;
        writeln!(out, r#"<rect width="{w}" height="{h}" fill="white"/>"#)?;
        if let Some(header) = &self.header {
            writeln!(
                out,
                r#"<text x="{MARGIN}" y="{}" font-size="14">{header}</text>"#,
                MARGIN + 14
            )?;
        }
        let count = self.figure.configurations.len();
        for (index, c) in self.figure.configurations.iter().enumerate() {
            self.frame_at(out, index, c)?;
            if index + 1 < count && self.figure.kind != Kind::Diagram {
                let (x, y) = self.frame(index);
                if (index as i64 + 1) % self.columns != 0 {
                    arrow(
                        out,
                        x + self.frame_w + 6,
                        x + self.frame_w + GAP - 6,
                        y + self.middle(),
                        INK,
                    )?;
                }
            }
        }
        if self.figure.kind == Kind::Trace {
            self.return_arrow(out)?;
        }
        if let Some(legend) = &self.legend {
            writeln!(
                out,
                r#"<text x="{MARGIN}" y="{}" font-size="13">{legend}</text>"#,
                self.height() - MARGIN - 6
            )?;
        }
        writeln!(out, "</svg>")
    }

    /// One frame: the tint of the cycle, the label, the diagram and the caption.
    fn frame_at(&self, out: &mut String, index: usize, c: &Configuration) -> fmt::Result {
        let (x, y) = self.frame(index);
        let trace = self.figure.kind == Kind::Trace;
        if trace && c.on_cycle {
            writeln!(
                out,
                r#"<rect x="{x}" y="{y}" width="{}" height="{}" rx="6" fill="{TINT}" stroke="{BLUE}" stroke-width="1.5"/>"#,
                self.frame_w, self.frame_h
            )?;
        }
        if trace {
            let colour = if c.on_cycle { BLUE } else { INK };
            writeln!(
                out,
                r#"<text x="{}" y="{}" font-size="{}" fill="{colour}">{index}</text>"#,
                x + 6,
                y + 4 + self.label,
                self.label
            )?;
        }
        let left = x
            + PAD
            + self.scale
            + (self.inner_w - self.scale - (self.x1 - self.x0) * self.unit) / 2;
        let top = y + PAD + self.label_h;
        let origin = match self.style {
            Style::Young => (left, top),
            Style::Bjorner => {
                let (u, ground) = (self.unit, top + self.height * self.unit);
                if self.scale > 0 {
                    self.layers(out, x + PAD, ground)?;
                }
                let corner = left - self.x0 * u;
                writeln!(
                    out,
                    r##"<path d="M{} {ground}H{}" stroke="#777777" stroke-width="1.5"/>"##,
                    corner + self.x0 * u - 4,
                    corner + self.x1 * u + 4
                )?;
                (corner, ground)
            }
        };
        self.diagram(out, c, origin, &self.marks(index, c))?;
        let centre = x + self.frame_w / 2;
        let base = top + self.height * self.unit + 8;
        let (parts, energy) = caption_lines(c);
        writeln!(
            out,
            r#"<text x="{centre}" y="{}" text-anchor="middle">{parts}</text>"#,
            base + self.font
        )?;
        writeln!(
            out,
            r#"<text x="{centre}" y="{}" text-anchor="middle">{energy}</text>"#,
            base + self.font + line(self.font)
        )
    }

    /// The cells marked with a dot: in a move, the cards taken from λ (the first of every
    /// pile) and the new pile of B(λ) (the first row as long as λ has piles).
    fn marks(&self, index: usize, c: &Configuration) -> Mark {
        match (self.figure.kind, index) {
            (Kind::Move, 0) => Mark::FirstColumn,
            (Kind::Move, 1) => {
                let piles = self.figure.configurations[0].parts.len() as u64;
                c.parts
                    .parts()
                    .iter()
                    .position(|&p| p == piles)
                    .map_or(Mark::Nothing, Mark::Row)
            }
            _ => Mark::Nothing,
        }
    }

    /// The layers' heights at the left of a frame whose left edge is `left`, each a faint
    /// line across the frame: every layer when there is room, every second or more
    /// otherwise.
    fn layers(&self, out: &mut String, left: i64, ground: i64) -> fmt::Result {
        let u = self.unit;
        let every = (14 + u - 1) / u;
        for layer in (1..self.height).filter(|d| d % every == 0) {
            let y = ground - layer * u;
            writeln!(
                out,
                r##"<path d="M{} {y}H{}" stroke="#dddddd" stroke-dasharray="2 3"/><text x="{}" y="{}" font-size="11" fill="#777777" text-anchor="end">{layer}</text>"##,
                left + self.scale,
                left + self.inner_w,
                left + self.scale - 6,
                y + 4
            )?;
        }
        Ok(())
    }

    /// Whether cell (i, j), from 1, is white (inside T_k).
    fn white(&self, i: u64, j: u64) -> bool {
        i + j - 1 <= self.k
    }

    /// The diagram of `c` in the frame's style, from `origin`: the top-left corner of a
    /// Young diagram; the corner Björner's diagram stands on, where cell (i, j) is a
    /// diamond centred (i - j) units right of it and i + j - 1 units up. A marked cell
    /// carries a dot in its middle.
    fn diagram(
        &self,
        out: &mut String,
        c: &Configuration,
        (ox, oy): (i64, i64),
        marks: &Mark,
    ) -> fmt::Result {
        let u = self.unit;
        for (row, &part) in c.parts.parts().iter().enumerate() {
            let i = row as i64 + 1;
            for j in 1..=part {
                let class = if self.white(i as u64, j) { "w" } else { "g" };
                let (x, y) = match self.style {
                    Style::Young => {
                        let (x, y) = (ox + (j as i64 - 1) * u, oy + row as i64 * u);
                        writeln!(
                            out,
                            r#"<rect class="{class} c" x="{x}" y="{y}" width="{u}" height="{u}"/>"#
                        )?;
                        (x + u / 2, y + u / 2)
                    }
                    Style::Bjorner => {
                        let (x, y) = (ox + (i - j as i64) * u, oy - (i + j as i64 - 1) * u);
                        writeln!(
                            out,
                            r#"<path class="{class} c" d="M{x} {}L{} {y}L{x} {}L{} {y}Z"/>"#,
                            y - u,
                            x + u,
                            y + u,
                            x - u
                        )?;
                        (x, y)
                    }
                };
                if marks.holds(row, j) {
                    dot(out, x, y, u)?;
                }
            }
        }
        Ok(())
    }

    /// After the last frame of a trace: an arrow to the number of the configuration the
    /// cycle goes back to, in a blue disc.
    fn return_arrow(&self, out: &mut String) -> fmt::Result {
        let configurations = &self.figure.configurations;
        let (Some(last), Some(entry)) = (
            configurations.len().checked_sub(1),
            configurations.iter().position(|c| c.on_cycle),
        ) else {
            return Ok(());
        };
        let (x, y) = self.frame(last);
        let (from, y) = (x + self.frame_w + 6, y + self.middle());
        let disc = from + RETURN - 22;
        arrow(out, from, disc - 15, y, BLUE)?;
        writeln!(out, r#"<circle class="b" cx="{disc}" cy="{y}" r="13"/>"#)?;
        writeln!(
            out,
            r#"<text x="{disc}" y="{}" text-anchor="middle" font-size="12" font-weight="bold" fill="white">{entry}</text>"#,
            y + 4
        )
    }
}

/// Which cells of a diagram carry a dot.
enum Mark {
    Nothing,
    /// The first card of every pile.
    FirstColumn,
    /// Every card of the pile in this row (from 0).
    Row(usize),
}

impl Mark {
    fn holds(&self, row: usize, j: u64) -> bool {
        match self {
            Mark::Nothing => false,
            Mark::FirstColumn => j == 1,
            Mark::Row(r) => *r == row,
        }
    }
}

/// A dot in the middle of a cell of size `unit`.
fn dot(out: &mut String, x: i64, y: i64, unit: i64) -> fmt::Result {
    writeln!(
        out,
        r#"<circle class="d" cx="{x}" cy="{y}" r="{}"/>"#,
        (unit / 5).max(2)
    )
}

/// A horizontal arrow from `from` to `to` at height `y`.
fn arrow(out: &mut String, from: i64, to: i64, y: i64, colour: &str) -> fmt::Result {
    writeln!(
        out,
        r#"<path d="M{from} {y}H{}" stroke="{colour}" stroke-width="1.5"/><path d="M{to} {y}l-8 -4v8z" fill="{colour}"/>"#,
        to - 6
    )
}

/// The longest pile of a configuration.
fn longest(c: &Configuration) -> u64 {
    c.parts.parts().first().copied().unwrap_or(0)
}

/// The two lines under a diagram: its parts and its energy.
fn caption_lines(c: &Configuration) -> (String, String) {
    (c.parts.to_string(), format!("U = {}", c.energy))
}

/// The longer of the caption's lines, for its width.
fn caption(c: &Configuration) -> String {
    let (parts, energy) = caption_lines(c);
    if parts.len() >= energy.len() {
        parts
    } else {
        energy
    }
}

/// The height of a line of text.
fn line(font: i64) -> i64 {
    font * 4 / 3
}

/// A generous estimate of a text's width in DejaVu Sans (the widest digit is 0.64 em),
/// so that captions never run into their neighbours.
fn text_width(text: &str, font: i64) -> i64 {
    // Markup (the subscripts' tspans) is not shown.
    let mut shown = 0;
    let mut in_tag = false;
    for c in text.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => shown += 1,
            _ => {}
        }
    }
    (shown * font * 66 + 99) / 100
}

/// T_k with k as a subscript.
fn t(k: u64) -> String {
    format!(r#"T<tspan baseline-shift="sub" font-size="75%">{k}</tspan>"#)
}

/// n written as T_k + r (or T_k).
fn split(n: u64, k: u64, r: u64) -> String {
    if r == 0 {
        format!("{n} = {}", t(k))
    } else {
        format!("{n} = {} + {r}", t(k))
    }
}

/// The line above a trace: N as T_k + r, and the moves to the cycle, in blue.
fn trace_header(figure: &Figure, k: u64, r: u64) -> String {
    let transient = figure
        .configurations
        .iter()
        .take_while(|c| !c.on_cycle)
        .count();
    let cycle = figure.configurations.len() - transient;
    let end = if cycle == 1 {
        "the fixed point".to_owned()
    } else {
        format!("a cycle of {cycle}")
    };
    let moves = match transient {
        0 => format!("on {end}"),
        1 => format!("1 move to {end}"),
        m => format!("{m} moves to {end}"),
    };
    format!("N = {} · {moves} (blue)", split(figure.n, k, r))
}
