//! A thermograph drawn as SVG, as *Winning Ways* (ch. 6) and *Lessons in Play* (ch. 9)
//! draw one: the temperature upwards, values along the horizontal with Left's side (the
//! larger values) on the left, one unit the same length both ways so that a taxed wall
//! slopes at 45 degrees; Left's wall blue, Right's red, the mast black above the
//! temperature, the line `t = 0` dashed (the walls cross it at the stops), a caption
//! with the mean and temperature.

use std::fmt::Write;

use games_common::xml::escape;

use super::thermograph::Thermograph;
use crate::dyadic::Dyadic;

/// Pixels around the plot.
const MARGIN: f64 = 48.0;
/// The most pixels a unit takes, and the widest the plot is drawn.
const UNIT: f64 = 80.0;
const WIDEST: f64 = 640.0;

/// A dyadic as a float, for drawing only.
fn float(x: &Dyadic) -> f64 {
    let text = x.to_string();
    match text.split_once('/') {
        Some((num, den)) => num.parse::<f64>().unwrap_or(0.0) / den.parse::<f64>().unwrap_or(1.0),
        None => text.parse().unwrap_or(0.0),
    }
}

impl Thermograph {
    /// The thermograph drawn as SVG (see the module's description), with `title` (the
    /// game, say) above it.
    ///
    /// ```
    /// use hackenbush::canonical::{CanonicalForm, Engine};
    /// let mut engine = Engine::new();
    /// let g = "{2|0}".parse::<CanonicalForm>().unwrap().form(&mut engine);
    /// let svg = engine.thermograph(g).to_svg("{2|0}");
    /// assert!(svg.starts_with("<svg"));
    /// assert!(svg.contains("mean 1, temperature 1"));
    /// ```
    pub fn to_svg(&self, title: &str) -> String {
        let left = self.left().breakpoints();
        let right = self.right().breakpoints();
        let temperature = float(self.temperature());
        let top = temperature.max(0.0) + 1.0;
        let values = left.iter().chain(&right).map(|(_, v)| float(v));
        let high = values.clone().fold(f64::MIN, f64::max).ceil() + 0.5;
        let low = values.fold(f64::MAX, f64::min).floor() - 0.5;
        let unit = UNIT.min(WIDEST / (high - low)).max(1.0);
        let caption = format!(
            "{title}: mean {}, temperature {}",
            self.mean(),
            self.temperature()
        );
        // Wide enough for the caption (about 8 pixels a character), the plot centred.
        let plot = (high - low) * unit + 2.0 * MARGIN;
        let width = plot.max(caption.chars().count() as f64 * 8.0 + 2.0 * MARGIN);
        let offset = (width - plot) / 2.0;
        let x = |v: f64| offset + MARGIN + (high - v) * unit;
        let y = |t: f64| MARGIN + (top - t) * unit;
        let height = y(-1.0) + MARGIN;
        let mut svg = String::new();
        let _ = writeln!(
            svg,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="12">"#
        );
        let _ = writeln!(
            svg,
            r#"<rect width="100%" height="100%" fill="white"/><text x="{:.1}" y="20" text-anchor="middle" font-size="14">{}</text>"#,
            width / 2.0,
            escape(&caption)
        );
        // Temperatures: a line and label at each integer; t = 0 dashed across.
        let mut t = -1;
        while f64::from(t) <= top {
            let yt = y(f64::from(t));
            let dash = if t == 0 {
                ""
            } else {
                r#" stroke-dasharray="2,4""#
            };
            let _ = writeln!(
                svg,
                r##"<line x1="{:.1}" y1="{yt:.1}" x2="{:.1}" y2="{yt:.1}" stroke="#999"{dash}/><text x="{:.1}" y="{:.1}" fill="#666">t={t}</text>"##,
                x(high),
                x(low),
                x(low) + 4.0,
                yt + 4.0
            );
            t += 1;
        }
        // Values: a tick and label at each integer, Left's side on the left.
        let mut v = low.ceil();
        while v <= high {
            let _ = writeln!(
                svg,
                r##"<line x1="{0:.1}" y1="{1:.1}" x2="{0:.1}" y2="{2:.1}" stroke="#999"/><text x="{0:.1}" y="{3:.1}" text-anchor="middle" fill="#666">{4}</text>"##,
                x(v),
                y(-1.0),
                y(-1.0) + 5.0,
                y(-1.0) + 18.0,
                v
            );
            v += 1.0;
        }
        let wall = |points: &[(Dyadic, Dyadic)]| {
            let mut path: Vec<String> = points
                .iter()
                .map(|(t, v)| format!("{:.1},{:.1}", x(float(v)), y(float(t))))
                .collect();
            let last = points.last().map_or(0.0, |(_, v)| float(v));
            path.push(format!("{:.1},{:.1}", x(last), y(temperature.max(-1.0))));
            path.join(" ")
        };
        for (points, colour, name, anchor) in [
            (&left, "#1f4fd8", "Left", "end"),
            (&right, "#d0302a", "Right", "start"),
        ] {
            let _ = writeln!(
                svg,
                r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2.5"/>"#,
                wall(points)
            );
            if let Some((t, v)) = points.first() {
                let shift = if anchor == "end" { -6.0 } else { 6.0 };
                let _ = writeln!(
                    svg,
                    r#"<text x="{:.1}" y="{:.1}" text-anchor="{anchor}" fill="{colour}">{name}</text>"#,
                    x(float(v)) + shift,
                    y(float(t)) - 4.0
                );
            }
        }
        let mean = x(float(self.mean()));
        let _ = writeln!(
            svg,
            r#"<line x1="{mean:.1}" y1="{:.1}" x2="{mean:.1}" y2="{:.1}" stroke="black" stroke-width="2.5"/>"#,
            y(temperature.max(-1.0)),
            y(top)
        );
        svg.push_str("</svg>\n");
        svg
    }
}
