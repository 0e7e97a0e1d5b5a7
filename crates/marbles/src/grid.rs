//! The Sprague–Grundy table SG(p, q) of the positions with at most N marbles, computed by
//! its definition, and its picture as SVG: each cell coloured by win or loss (or by its
//! Grundy value), with the proved runs of losing positions outlined over it.
//!
//! The table is filled from the definition alone, not from the structure, so the picture
//! shows the two agreeing: every losing cell with marbles left lies inside an outline, and
//! every cell inside an outline is losing.
//!
//! Above the table a row marks the start of each game of n marbles (nothing taken yet)
//! and its winner, under a range of first takes (the contest's 2 or 3, or another), read
//! from the same table: the first player wins exactly when a first take m leaves a losing
//! cell (n − m, m).

use std::fmt::{self, Write as _};

use crate::rules::{Rules, Seat};
use crate::structure::Run;

/// Why a grid cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GridError {
    /// Fewer than 2 marbles: no game.
    #[error("the grid needs at least 2 marbles, got {n}")]
    TooSmall {
        /// The number asked for.
        n: u64,
    },
    /// More marbles than [`Grid::LARGEST`]: the cells would be smaller than a pixel.
    #[error("a grid of {n} marbles is too large: the largest is {largest}")]
    TooLarge {
        /// The number asked for.
        n: u64,
        /// [`Grid::LARGEST`].
        largest: u64,
    },
    /// Rules whose game after the first take is not the grid's (factor 2, take-all on):
    /// only the first takes may differ from the contest's.
    #[error("the grid draws the game of factor 2 with take-all on, not {rules}")]
    NotTheGridsGame {
        /// The rules asked for.
        rules: Rules,
    },
    /// A smallest first take larger than the grid: no game starts.
    #[error("no game of at most {n} marbles starts under {rules}")]
    NoStart {
        /// The rules asked for.
        rules: Rules,
        /// N.
        n: u64,
    },
}

/// The Sprague–Grundy values SG(p, q) of every position with p <= N marbles left after a
/// take of q (1 <= q <= N; a larger q plays like q = N, only taking all is legal).
///
/// SG(0, q) = 0 (the previous player took the last marble); otherwise SG(p, q) is the
/// least value not among SG(p − m, m) for the legal takes m: q+1 <= m <= min(2q, p), or
/// m = p alone when p <= q. The player to move loses exactly where the value is 0.
///
/// ```
/// use marbles::Grid;
/// use marbles::structure::mover_loses;
///
/// let grid = Grid::new(30)?;
/// assert_eq!(grid.value(5, 1), Some(0)); // 5 left after a take of 1: lost
/// assert_eq!(grid.value(2, 1), Some(1)); // take both
/// assert!((1..=30).all(|p| (1..=30).all(|q| (grid.value(p, q) == Some(0)) == mover_loses(p, q))));
/// assert!(grid.svg(false).starts_with("<svg"));
///
/// // The starts: with 3 marbles the first player takes all 3; with 5 he loses, as 2
/// // leaves (3, 2) and 3 leaves (2, 3), both won by taking the rest.
/// use marbles::{Rules, Seat};
/// assert_eq!(grid.start_winner(Rules::CONTEST, 5), Some(Seat::Second));
/// assert_eq!(grid.start_winner(Rules::CONTEST, 3), Some(Seat::First));
/// assert_eq!(grid.start_winner(Rules::CONTEST, 1), None);
/// # Ok::<(), marbles::GridError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Grid {
    n: usize,
    /// `values[p * (n + 1) + q]`; column q = 0 is unused.
    values: Vec<u16>,
}

impl Grid {
    /// The largest N: beyond it a cell of the picture is smaller than a pixel.
    pub const LARGEST: u64 = 1_000;

    /// The table for every position with at most `n` marbles, 2 <= n <= [`Grid::LARGEST`].
    pub fn new(n: u64) -> Result<Grid, GridError> {
        if n < 2 {
            return Err(GridError::TooSmall { n });
        }
        if n > Grid::LARGEST {
            return Err(GridError::TooLarge {
                n,
                largest: Grid::LARGEST,
            });
        }
        let n = n as usize;
        let width = n + 1;
        let mut values = vec![0u16; width * width];
        // seen[g]: some take leads to value g; only values up to the number of takes matter.
        let mut seen = vec![false; n + 2];
        for p in 1..=n {
            for q in 1..=n {
                let value = if p <= q {
                    // Only taking all is legal, which leaves SG(0, p) = 0.
                    1
                } else {
                    let last = (2 * q).min(p);
                    let takes = last - q;
                    seen[..=takes].fill(false);
                    for m in q + 1..=last {
                        let g = usize::from(values[(p - m) * width + m]);
                        if g <= takes {
                            seen[g] = true;
                        }
                    }
                    // At most `takes` values are seen, so one of 0..=takes is missing.
                    seen[..=takes].iter().position(|&s| !s).unwrap_or(takes) as u16
                };
                values[p * width + q] = value;
            }
        }
        Ok(Grid { n, values })
    }

    /// N, the most marbles in the table.
    pub fn n(&self) -> u64 {
        self.n as u64
    }

    /// SG(p, q), for p <= N and 1 <= q <= N; `None` outside the table.
    pub fn value(&self, p: u64, q: u64) -> Option<u16> {
        let (p, q) = (usize::try_from(p).ok()?, usize::try_from(q).ok()?);
        (p <= self.n && (1..=self.n).contains(&q)).then(|| self.values[p * (self.n + 1) + q])
    }

    /// The largest value in the table.
    pub fn largest_value(&self) -> u16 {
        self.values.iter().copied().max().unwrap_or(0)
    }

    /// The takes drawn (the rows of the picture): q = 1 to ⌈N/2⌉. From q = ⌈N/2⌉ on,
    /// 2q >= N, so every position with marbles left is won by taking all of them: the rows
    /// further down would show nothing new about winning.
    pub fn drawn_takes(&self) -> u64 {
        self.n.div_ceil(2) as u64
    }

    /// The winner of a game of `n` marbles under `rules`, read from the table: the first
    /// player wins exactly when a first take m in the rules' range (at most n) leaves a
    /// losing cell (n − m, m). `None` when n is below the smallest first take or above N,
    /// or when the rules' game after the first take is not the grid's (factor 2, take-all
    /// on).
    pub fn start_winner(&self, rules: Rules, n: u64) -> Option<Seat> {
        let (first, last) = rules.first_takes();
        if !Grid::draws(rules) || n < first || n > self.n() {
            return None;
        }
        let wins = (first..=last.min(n)).any(|m| self.value(n - m, m) == Some(0));
        Some(if wins { Seat::First } else { Seat::Second })
    }

    /// Whether the game after the first take under `rules` is the grid's.
    fn draws(rules: Rules) -> bool {
        rules.factor() == 2 && rules.take_all()
    }

    /// The picture as an SVG document: rows are the previous take q (1 at the top),
    /// columns the marbles left p (0 at the left). Each cell is coloured by win or loss
    /// for the player to move, or by its Grundy value when `values` is true (0, a loss, in
    /// the same red); the proved runs of losing positions are outlined and labelled
    /// `I0`, `I1`, ... Above the table, a row marks the start of each game of n marbles
    /// under the contest's first takes (2 or 3) with its winner. Legible up to N = 300
    /// (cells of 4 pixels) and drawn up to [`Grid::LARGEST`].
    pub fn svg(&self, values: bool) -> String {
        Picture::new(self, values, Rules::CONTEST).draw()
    }

    /// The picture of [`Grid::svg`], the starts marked under the first takes of `rules`;
    /// refused when the game after the first take is not the grid's (factor 2, take-all
    /// on: [`GridError::NotTheGridsGame`]), or when no game of at most N marbles starts
    /// ([`GridError::NoStart`]).
    ///
    /// ```
    /// use marbles::{Grid, GridError, Rules};
    ///
    /// let grid = Grid::new(30)?;
    /// let one_to_four = Rules::new(1, 4, 2, true).unwrap();
    /// assert!(grid.svg_with_starts(false, one_to_four)?.contains("first take 1..=4"));
    /// let triple = Rules::new(2, 3, 3, true).unwrap();
    /// assert!(matches!(grid.svg_with_starts(false, triple), Err(GridError::NotTheGridsGame { .. })));
    /// # Ok::<(), marbles::GridError>(())
    /// ```
    pub fn svg_with_starts(&self, values: bool, rules: Rules) -> Result<String, GridError> {
        if !Grid::draws(rules) {
            return Err(GridError::NotTheGridsGame { rules });
        }
        if rules.first_takes().0 > self.n() {
            return Err(GridError::NoStart { rules, n: self.n() });
        }
        Ok(Picture::new(self, values, rules).draw())
    }
}

/// The red of a losing cell (value 0).
const LOSS: &str = "#b2182b";
/// The colour of a winning cell in the win/loss picture.
const WIN: &str = "#f4efe6";
/// The colour of a start that the first player wins (one the second player wins is a loss
/// for the player to move: [`LOSS`]).
const FIRST_WINS: &str = "#1b7837";

/// The layout of a picture.
struct Picture<'g> {
    grid: &'g Grid,
    values: bool,
    /// The rules whose first takes start the games marked in the start row.
    rules: Rules,
    /// The side of a cell, in pixels.
    cell: usize,
    /// The top-left corner of the cells.
    left: usize,
    top: usize,
    /// The top of the start row.
    start: usize,
    /// How many columns (p = 0..=n) and rows (q = 1..=rows).
    rows: usize,
}

impl<'g> Picture<'g> {
    fn new(grid: &'g Grid, values: bool, rules: Rules) -> Picture<'g> {
        let cell = (1200 / (grid.n + 1)).clamp(1, 40);
        // The start row, then a gap of half a row (at least 14 pixels, room for the labels
        // of the runs), then the table.
        let start = 84;
        Picture {
            grid,
            values,
            rules,
            cell,
            left: 56,
            top: start + cell.max(10) + (cell / 2).max(14),
            start,
            rows: grid.drawn_takes() as usize,
        }
    }

    /// The height of the start row: a cell, at least 10 pixels.
    fn start_height(&self) -> usize {
        self.cell.max(10)
    }

    /// At least wide enough for the title and the formula above the cells.
    fn width(&self) -> usize {
        (self.left + (self.grid.n + 1) * self.cell + 24).max(900)
    }

    fn height(&self) -> usize {
        self.top + self.rows * self.cell + 120
    }

    /// The left edge of column p.
    fn x(&self, p: usize) -> usize {
        self.left + p * self.cell
    }

    /// The top edge of row q.
    fn y(&self, q: usize) -> usize {
        self.top + (q - 1) * self.cell
    }

    /// The class of a cell's colour: `l` or `w`, or `vG` for a Grundy value.
    fn class(&self, value: u16) -> Class {
        match (self.values, value) {
            (true, g) => Class::Value(g),
            (false, 0) => Class::Loss,
            (false, _) => Class::Win,
        }
    }

    fn draw(&self) -> String {
        let mut svg = String::with_capacity(64 * self.grid.n * self.rows + 4096);
        // Writing to a String cannot fail.
        let _ = self.write(&mut svg);
        svg
    }

    fn write(&self, out: &mut String) -> fmt::Result {
        let (w, h) = (self.width(), self.height());
        writeln!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans, Verdana, sans-serif" font-size="12">"#
        )?;
        self.style(out)?;
        writeln!(out, r#"<rect width="{w}" height="{h}" fill="white"/>"#)?;
        self.title(out)?;
        self.starts(out)?;
        self.cells(out)?;
        self.runs(out)?;
        self.axes(out)?;
        self.legend(out)?;
        writeln!(out, "</svg>")
    }

    fn style(&self, out: &mut String) -> fmt::Result {
        write!(
            out,
            "<style>.l{{fill:{LOSS}}}.w{{fill:{WIN}}}.s1{{fill:{FIRST_WINS}}}.s2{{fill:{LOSS}}}.r{{fill:none;stroke:#111;stroke-width:{}}}.v{{font-size:{}px;text-anchor:middle}}",
            if self.cell >= 8 { 2 } else { 1 },
            (self.cell * 6 / 10).max(1)
        )?;
        if self.values {
            for g in 1..=self.grid.largest_value() {
                write!(
                    out,
                    ".v{g}{{fill:{}}}",
                    value_colour(g, self.grid.largest_value())
                )?;
            }
        }
        writeln!(out, "</style>")
    }

    fn title(&self, out: &mut String) -> fmt::Result {
        let n = self.grid.n;
        let what = if self.values {
            "coloured by Sprague–Grundy value"
        } else {
            "red: the player to move loses"
        };
        writeln!(
            out,
            r#"<text x="{}" y="24" font-size="15" font-weight="bold">The marble game: positions (p, q) with p ≤ {n} marbles left after a take of q</text>"#,
            self.left
        )?;
        writeln!(
            out,
            r#"<text x="{}" y="44">{what}; outlined: the proved runs I_j(q) = [(6·2^j − 4)(q + 1) − 3j − 1, (6·2^j − 3)(q + 2) − 3j − 3]</text>"#,
            self.left
        )
    }

    /// The start row: for each n from the smallest first take, the start of a game of n
    /// marbles, coloured by its winner (and numbered 1 or 2 where a cell is large enough),
    /// neighbours of one colour merged into one rectangle.
    fn starts(&self, out: &mut String) -> fmt::Result {
        let n = self.grid.n as u64;
        let (first, last) = self.rules.first_takes();
        let (c, h) = (self.cell, self.start_height());
        let winner = |m: u64| self.grid.start_winner(self.rules, m);
        let mut from = first;
        while from <= n {
            let seat = winner(from);
            let mut end = from;
            while end < n && winner(end + 1) == seat {
                end += 1;
            }
            let class = Class::Start(seat.unwrap_or(Seat::Second));
            writeln!(
                out,
                r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{h}"/>"#,
                self.x(from as usize),
                self.start,
                (end - from + 1) as usize * c
            )?;
            from = end + 1;
        }
        if c >= 12 {
            for m in first..=n {
                let number = winner(m).map_or(2, Seat::number);
                writeln!(
                    out,
                    r#"<text class="v" x="{}" y="{}" fill="white">{number}</text>"#,
                    self.x(m as usize) + c / 2,
                    self.start + c * 7 / 10
                )?;
            }
        }
        writeln!(
            out,
            r#"<text x="{}" y="{}" text-anchor="end">start</text>"#,
            self.left - 6,
            self.start + h / 2 + 4
        )?;
        writeln!(
            out,
            r#"<text x="{}" y="64">top row: the start of a game of n = p marbles, first take {first}..={last}, coloured by who wins</text>"#,
            self.left
        )
    }

    /// The cells, a row at a time, neighbours of one colour merged into one rectangle.
    fn cells(&self, out: &mut String) -> fmt::Result {
        let width = self.grid.n + 1;
        let c = self.cell;
        for q in 1..=self.rows {
            let mut p = 0;
            while p <= self.grid.n {
                let class = self.class(self.grid.values[p * width + q]);
                let mut end = p;
                while end < self.grid.n
                    && self.class(self.grid.values[(end + 1) * width + q]) == class
                {
                    end += 1;
                }
                writeln!(
                    out,
                    r#"<rect class="{class}" x="{}" y="{}" width="{}" height="{c}"/>"#,
                    self.x(p),
                    self.y(q),
                    (end - p + 1) * c
                )?;
                p = end + 1;
            }
        }
        if self.values && self.cell >= 16 {
            for q in 1..=self.rows {
                for p in 0..=self.grid.n {
                    let g = self.grid.values[p * width + q];
                    let ink = if value_is_dark(g, self.grid.largest_value()) {
                        "white"
                    } else {
                        "black"
                    };
                    writeln!(
                        out,
                        r#"<text class="v" x="{}" y="{}" fill="{ink}">{g}</text>"#,
                        self.x(p) + c / 2,
                        self.y(q) + c * 7 / 10
                    )?;
                }
            }
        }
        Ok(())
    }

    /// Each run I_j, clipped to the picture, outlined as a staircase and labelled above
    /// the cells.
    fn runs(&self, out: &mut String) -> fmt::Result {
        let n = self.grid.n as i128;
        for j in 0.. {
            let Some(run) = Run::nth(j) else { break };
            // Its rows: those where it starts within the picture.
            let rows: Vec<(usize, usize, usize)> = (1..=self.rows)
                .map_while(|q| {
                    let (start, end) = run.bounds(q as u64)?;
                    (start <= n).then(|| (q, start as usize, end.min(n) as usize))
                })
                .collect();
            let Some(&(_, first_start, first_end)) = rows.first() else {
                break;
            };
            // Down the left edge, a step per row, then up the right edge.
            let mut corners = Vec::with_capacity(4 * rows.len());
            for &(q, start, _) in &rows {
                corners.push((self.x(start), self.y(q)));
                corners.push((self.x(start), self.y(q) + self.cell));
            }
            for &(q, _, end) in rows.iter().rev() {
                let right = self.x(end) + self.cell;
                corners.push((right, self.y(q) + self.cell));
                corners.push((right, self.y(q)));
            }
            corners.dedup();
            write!(out, r#"<path class="r" d=""#)?;
            for (i, (x, y)) in corners.into_iter().enumerate() {
                let command = if i == 0 { "M" } else { " L" };
                write!(out, "{command}{x} {y}")?;
            }
            writeln!(out, r#" Z"/>"#)?;
            let middle = (self.x(first_start) + self.x(first_end) + self.cell) / 2;
            writeln!(
                out,
                r#"<text x="{middle}" y="{}" text-anchor="middle" font-size="11">I{j}</text>"#,
                self.top - 6
            )?;
        }
        Ok(())
    }

    /// Ticks and labels: p along the bottom, q down the left side.
    fn axes(&self, out: &mut String) -> fmt::Result {
        let bottom = self.y(self.rows) + self.cell;
        let c = self.cell;
        let p_step = step(c, 36);
        for p in (0..=self.grid.n).filter(|&p| p.is_multiple_of(p_step)) {
            let x = self.x(p) + c / 2;
            writeln!(
                out,
                r##"<line x1="{x}" y1="{bottom}" x2="{x}" y2="{}" stroke="#444"/><text x="{x}" y="{}" text-anchor="middle">{p}</text>"##,
                bottom + 4,
                bottom + 17
            )?;
        }
        writeln!(
            out,
            r#"<text x="{}" y="{}" text-anchor="middle">p: marbles left</text>"#,
            self.left + (self.grid.n + 1) * c / 2,
            bottom + 34
        )?;
        let q_step = step(c, 16);
        for q in (1..=self.rows).filter(|&q| shows_tick(q, q_step)) {
            let y = self.y(q) + c / 2;
            writeln!(
                out,
                r##"<line x1="{}" y1="{y}" x2="{}" y2="{y}" stroke="#444"/><text x="{}" y="{}" text-anchor="end">{q}</text>"##,
                self.left - 4,
                self.left,
                self.left - 6,
                y + 4
            )?;
        }
        writeln!(
            out,
            r#"<text transform="translate(16 {}) rotate(-90)" text-anchor="middle">q: the previous take</text>"#,
            self.top + self.rows * c / 2
        )
    }

    /// What the colours mean, and what the columns beyond the picture hold.
    fn legend(&self, out: &mut String) -> fmt::Result {
        let y = self.y(self.rows) + self.cell + 52;
        let mut x = self.left;
        let mut swatch = |out: &mut String, class: Class, label: &str| -> fmt::Result {
            writeln!(
                out,
                r##"<rect class="{class}" x="{x}" y="{}" width="12" height="12" stroke="#888"/><text x="{}" y="{}">{label}</text>"##,
                y - 10,
                x + 16,
                y
            )?;
            x += 24 + 7 * label.chars().count();
            Ok(())
        };
        if self.values {
            let largest = self.grid.largest_value();
            swatch(out, Class::Value(0), "0: loss")?;
            let shown: Vec<u16> = if largest <= 12 {
                (1..=largest).collect()
            } else {
                let mut some: Vec<u16> = (1..=11).map(|i| 1 + (largest - 1) * i / 11).collect();
                some.insert(0, 1);
                some.dedup();
                some
            };
            for g in shown {
                swatch(out, Class::Value(g), &g.to_string())?;
            }
        } else {
            swatch(out, Class::Loss, "the player to move loses")?;
            swatch(out, Class::Win, "wins")?;
        }
        let y = y + 22;
        let mut x = self.left;
        let (first, last) = self.rules.first_takes();
        let label = format!("start (first take {first}..={last}):");
        writeln!(out, r#"<text x="{x}" y="{y}">{label}</text>"#)?;
        x += 16 + 7 * label.chars().count();
        for (class, label) in [
            (Class::Start(Seat::First), "player 1 wins"),
            (Class::Start(Seat::Second), "player 2 wins"),
        ] {
            writeln!(
                out,
                r##"<rect class="{class}" x="{x}" y="{}" width="12" height="12" stroke="#888"/><text x="{}" y="{y}">{label}</text>"##,
                y - 10,
                x + 16,
            )?;
            x += 24 + 7 * label.chars().count();
        }
        writeln!(
            out,
            r#"<text x="{}" y="{}">Takes q &gt; {} (rows not drawn): every position is won by taking all (p ≤ 2q).</text>"#,
            self.left,
            y + 22,
            self.rows
        )
    }
}

/// The fill of a cell.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Loss,
    Win,
    Value(u16),
    /// A start, by its winner.
    Start(Seat),
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Class::Loss | Class::Value(0) => f.write_str("l"),
            Class::Win => f.write_str("w"),
            Class::Value(g) => write!(f, "v{g}"),
            Class::Start(seat) => write!(f, "s{}", seat.number()),
        }
    }
}

/// The smallest of 1, 2, 5, 10, 20, 50, ..., 1000 whose ticks are at least `gap` pixels
/// apart (1000 at the most: a grid has at most 1,000 columns).
fn step(cell: usize, gap: usize) -> usize {
    [1, 2, 5, 10, 20, 50, 100, 200, 500]
        .into_iter()
        .find(|step| step * cell >= gap)
        .unwrap_or(1000)
}

/// Whether line `i` gets a tick: every `step`-th, and the first unless the second tick
/// (at 2) would crowd it.
fn shows_tick(i: usize, step: usize) -> bool {
    i.is_multiple_of(step) || (i == 1 && step != 2)
}

/// Where value g (1..=largest) sits on the blue scale, from 0 (light) to 1 (dark).
fn shade(g: u16, largest: u16) -> f64 {
    if largest <= 1 {
        0.0
    } else {
        f64::from(g - 1) / f64::from(largest - 1)
    }
}

/// The colour of value g: from a light blue (1) to a dark blue (the largest).
fn value_colour(g: u16, largest: u16) -> String {
    let t = shade(g, largest);
    let mix = |light: f64, dark: f64| (light + (dark - light) * t).round() as u8;
    format!(
        "#{:02x}{:02x}{:02x}",
        mix(222.0, 8.0),
        mix(235.0, 48.0),
        mix(247.0, 107.0)
    )
}

/// Whether a label on value g needs white ink.
fn value_is_dark(g: u16, largest: u16) -> bool {
    g == 0 || shade(g, largest) > 0.45
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_round() {
        assert_eq!(step(4, 36), 10);
        assert_eq!(step(40, 36), 1);
        assert_eq!(step(1, 36), 50);
        assert_eq!(step(3, 16), 10);
        assert_eq!(step(12, 16), 2);
        assert_eq!(step(7, 16), 5);
    }
}
