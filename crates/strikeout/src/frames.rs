//! The game as pictures: one frame per move or per phase ([`Step`]), then the field at the
//! end, as SVG documents or (feature `gif`) together as an animated GIF.
//!
//! A frame shows the field as a grid before its step is played: the cells the step strikes
//! (a move's two, or every cell a phase strikes) on amber with a red border, struck cells
//! greyed (their digits still readable, as in a notebook, or drawn as `#` with
//! [`Struck::Hash`]), and the rows that hold appended digits marked by a bar in the margin,
//! one colour per append, each appended cell underlined in its block's colour. Rows are
//! numbered in the margin. The last frame shows the field after the last move: for a
//! winning game, every cell struck. Every frame has the size of the final field, so the
//! pictures stand still while the field grows.
//!
//! Both outputs are drawn from one list of shapes (rectangles, and digits from the crate's
//! own pixel font), so the SVG and the GIF frames agree pixel for pixel. [`Style::scale`]
//! multiplies every side: the GIF's pixels, and the SVG's width and height (its drawing,
//! in the view box, is the same at every scale).

use std::ops::Range;

use crate::check::Replay;
use crate::field::{Field, Move};
use crate::glyphs::{GLYPH_HEIGHT, GLYPH_WIDTH, HASH, pixels};

/// The largest field drawn, in cells: the frames of a longer game would be too many and
/// too large to look at (and a GIF frame's side is at most 65 535 pixels).
pub const MAX_PICTURE_CELLS: usize = 2_000;

/// The largest [`Style::scale`].
pub const MAX_SCALE: usize = 4;

/// The longest side of a frame, in pixels, at its scale: a GIF's limit.
pub const MAX_SIDE: usize = 65_535;

/// What one frame of the pictures shows (the frames of the steps, then the end).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Step {
    /// One frame per move, its two cells marked.
    #[default]
    Move,
    /// One frame per phase (the moves between two appends), every cell the phase strikes
    /// marked: the rhythm of a notebook, where a page shows the field as each append
    /// leaves it. A phase without a move (stuck again right after an append) has no frame.
    Phase,
}

/// How the pictures draw a struck cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Struck {
    /// Greyed, its digit still readable.
    #[default]
    Grey,
    /// Its digit replaced by `#`, as a notebook's struck digits look (and as `solve`
    /// prints them with `.`): what is left to play stands out, what was struck is gone.
    Hash,
}

/// How the pictures of a game are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Style {
    /// What one frame shows.
    pub step: Step,
    /// Pixels per pixel of the drawing, 1 to [`MAX_SCALE`].
    pub scale: usize,
    /// How struck cells are drawn.
    pub struck: Struck,
}

impl Default for Style {
    /// A frame per move, at scale 1, struck cells greyed.
    fn default() -> Style {
        Style {
            step: Step::Move,
            scale: 1,
            struck: Struck::Grey,
        }
    }
}

/// Side of a cell, in pixels.
const CELL: usize = 32;
/// Pixels per glyph pixel in a cell.
const SCALE: usize = 3;
/// Pixels per glyph pixel in a row number.
const SMALL: usize = 2;
/// The left margin: the append bar, then the row numbers.
const LEFT: usize = 64;
/// The other margins.
const EDGE: usize = 8;
/// The append bar: its left edge and width.
const BAR: (usize, usize) = (6, 8);
/// Thickness of the red border of a move's cells and of an appended cell's underline.
const BORDER: usize = 3;

/// The colours of the pictures, in the order of the GIF palette.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Colour {
    Paper,
    Grid,
    Ink,
    StruckFill,
    StruckInk,
    MoveFill,
    MoveBorder,
    RowNumber,
    Block0,
    Block1,
    Block2,
    Block3,
}

/// The palette, as RGB: the index of a colour is its position here.
const PALETTE: [(Colour, [u8; 3]); 12] = [
    (Colour::Paper, [0xff, 0xff, 0xff]),
    (Colour::Grid, [0xb0, 0xb0, 0xb0]),
    (Colour::Ink, [0x1a, 0x1a, 0x1a]),
    (Colour::StruckFill, [0xe0, 0xe0, 0xe0]),
    (Colour::StruckInk, [0xa0, 0xa0, 0xa0]),
    (Colour::MoveFill, [0xff, 0xd5, 0x4f]),
    (Colour::MoveBorder, [0xd3, 0x2f, 0x2f]),
    (Colour::RowNumber, [0x70, 0x70, 0x70]),
    (Colour::Block0, [0x1e, 0x88, 0xe5]),
    (Colour::Block1, [0x43, 0xa0, 0x47]),
    (Colour::Block2, [0x8e, 0x24, 0xaa]),
    (Colour::Block3, [0xfb, 0x8c, 0x00]),
];

const BLOCKS: [Colour; 4] = [
    Colour::Block0,
    Colour::Block1,
    Colour::Block2,
    Colour::Block3,
];

impl Colour {
    fn index(self) -> u8 {
        PALETTE.iter().position(|&(c, _)| c == self).unwrap_or(0) as u8
    }

    fn rgb(self) -> [u8; 3] {
        PALETTE[usize::from(self.index())].1
    }

    fn hex(self) -> String {
        let [r, g, b] = self.rgb();
        format!("#{r:02x}{g:02x}{b:02x}")
    }
}

/// What a picture is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// A filled rectangle: left, top, width, height, in pixels.
    Rect(usize, usize, usize, usize, Colour),
    /// A digit of the pixel font: the digit, left, top, pixels per font pixel.
    Digit(u8, usize, usize, usize, Colour),
}

/// Why the pictures of a game cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PictureError {
    /// The final field is longer than [`MAX_PICTURE_CELLS`].
    #[error("the field has {cells} cells: pictures are drawn for at most {limit} cells")]
    TooLarge {
        /// The cells of the final field.
        cells: usize,
        /// [`MAX_PICTURE_CELLS`].
        limit: usize,
    },
    /// The game has no move to draw.
    #[error("the game has no move: a picture is drawn for each move")]
    NoMove,
    /// [`Style::scale`] is not from 1 to [`MAX_SCALE`].
    #[error("a scale is a whole number from 1 to {limit}, not {scale}")]
    Scale {
        /// The scale asked for.
        scale: usize,
        /// [`MAX_SCALE`].
        limit: usize,
    },
    /// A side of a frame, at the scale asked for, is longer than [`MAX_SIDE`].
    #[error(
        "a frame would be {side} pixels long at scale {scale}: a side is at most {limit} pixels"
    )]
    TooLong {
        /// The longer side of a frame, in pixels.
        side: usize,
        /// The scale asked for.
        scale: usize,
        /// [`MAX_SIDE`].
        limit: usize,
    },
}

/// What a frame is the picture of.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Shown {
    /// A move: its number (from 1) and cells, the smaller first.
    Move(usize, Move),
    /// A phase with moves: its number among those (from 1) and its number of moves.
    Phase(usize, usize),
    /// The field after the last move.
    End,
    /// A field before any move: the only frame of [`Animation::still`].
    Still,
}

/// One frame: the field before its step, the cells the step strikes (in increasing order;
/// none at the end), and what it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Frame {
    field: Field,
    marked: Vec<usize>,
    shown: Shown,
}

/// The frames of a game, one per step, then the end (see the module docs).
///
/// ```
/// use strikeout::frames::{Animation, Step, Style};
/// use strikeout::{Field, replay};
/// let start = Field::new(2, "13579").unwrap();
/// // 3 and 7 in the second column; stuck, 159 is appended; then 9-1, 5-5 and 1-9.
/// let game = replay(&start, &[(1, 3), (4, 5), (2, 6), (0, 7)]).unwrap();
/// let frames = Animation::new(&start, &game).unwrap();
/// // A frame per move, then the won field.
/// assert_eq!(frames.len(), 5);
/// assert!(frames.svg(0).starts_with("<svg "));
/// assert!(frames.svg(4).contains("<title>the end: won, every one of 8 cells struck</title>"));
/// // A frame per phase, twice as large.
/// let mut style = Style::default();
/// style.step = Step::Phase;
/// style.scale = 2;
/// let phases = Animation::with_style(&start, &game, style).unwrap();
/// assert_eq!(phases.len(), 3);
/// assert_eq!(phases.size(), (2 * frames.size().0, 2 * frames.size().1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    frames: Vec<Frame>,
    style: Style,
    /// The cells of each appended block, in order.
    blocks: Vec<Range<usize>>,
    width: usize,
    /// The columns and rows of the final field.
    columns: usize,
    rows: usize,
}

/// Refuses a scale out of range and a field of more than [`MAX_PICTURE_CELLS`] cells,
/// before anything is drawn.
fn check_request(style: Style, cells: usize) -> Result<(), PictureError> {
    if !(1..=MAX_SCALE).contains(&style.scale) {
        return Err(PictureError::Scale {
            scale: style.scale,
            limit: MAX_SCALE,
        });
    }
    if cells > MAX_PICTURE_CELLS {
        return Err(PictureError::TooLarge {
            cells,
            limit: MAX_PICTURE_CELLS,
        });
    }
    Ok(())
}

impl Animation {
    /// The frames of `game`, replayed from `start` (as [`crate::replay`] returned it), in
    /// the default [`Style`]: one per move, then the end.
    pub fn new(start: &Field, game: &Replay) -> Result<Animation, PictureError> {
        Animation::with_style(start, game, Style::default())
    }

    /// The frames of `game`, replayed from `start`, drawn in `style`.
    pub fn with_style(
        start: &Field,
        game: &Replay,
        style: Style,
    ) -> Result<Animation, PictureError> {
        let last = game.field();
        check_request(style, last.len())?;
        let mut field = start.clone();
        let mut frames = Vec::new();
        let mut blocks = Vec::new();
        for phase in &game.phases {
            if style.step == Step::Phase && !phase.moves.is_empty() {
                let mut marked: Vec<usize> =
                    phase.moves.iter().flat_map(|&(a, b)| [a, b]).collect();
                marked.sort_unstable();
                let number = frames.len() + 1;
                frames.push(Frame {
                    field: field.clone(),
                    marked,
                    shown: Shown::Phase(number, phase.moves.len()),
                });
            }
            for &(a, b) in &phase.moves {
                if style.step == Step::Move {
                    let mv = (a.min(b), a.max(b));
                    frames.push(Frame {
                        field: field.clone(),
                        marked: vec![mv.0, mv.1],
                        shown: Shown::Move(frames.len() + 1, mv),
                    });
                }
                field.strike(a, b);
            }
            if phase.appended.is_some() {
                let from = field.len();
                field.append();
                blocks.push(from..field.len());
            }
        }
        if frames.is_empty() {
            return Err(PictureError::NoMove);
        }
        frames.push(Frame {
            field,
            marked: Vec::new(),
            shown: Shown::End,
        });
        Animation::assemble(frames, style, blocks, start.width(), last.len())
    }

    /// One frame: `field` as it stands, no move marked, drawn in `style`, as a page shows a
    /// game before its first move (which [`Animation::new`] refuses: it has nothing to
    /// animate).
    ///
    /// ```
    /// use strikeout::Field;
    /// use strikeout::frames::{Animation, Style};
    ///
    /// let start = Field::new(2, "1955").unwrap();
    /// let still = Animation::still(&start, Style::default()).unwrap();
    /// assert_eq!(still.len(), 1);
    /// assert!(still.svg(0).contains("<title>before any move: 4 cells, 4 live</title>"));
    /// ```
    ///
    /// # Errors
    /// As [`Animation::with_style`]: a scale out of range, a field past
    /// [`MAX_PICTURE_CELLS`], a side past the pictures' limit.
    pub fn still(field: &Field, style: Style) -> Result<Animation, PictureError> {
        check_request(style, field.len())?;
        let still = Frame {
            field: field.clone(),
            marked: Vec::new(),
            shown: Shown::Still,
        };
        Animation::assemble(vec![still], style, Vec::new(), field.width(), field.len())
    }

    /// The animation of `frames` on a field `width` cells wide whose last state has
    /// `cells` cells, refused when a frame would be longer than [`MAX_SIDE`] at its scale.
    fn assemble(
        frames: Vec<Frame>,
        style: Style,
        blocks: Vec<Range<usize>>,
        width: usize,
        cells: usize,
    ) -> Result<Animation, PictureError> {
        let animation = Animation {
            frames,
            style,
            blocks,
            width,
            columns: width.min(cells),
            rows: cells.div_ceil(width),
        };
        let (w, h) = animation.size();
        if w.max(h) > MAX_SIDE {
            return Err(PictureError::TooLong {
                side: w.max(h),
                scale: style.scale,
                limit: MAX_SIDE,
            });
        }
        Ok(animation)
    }

    /// The number of frames: one per step ([`Step`]), then the end.
    pub fn len(&self) -> usize {
        self.frames.len()
    }

    /// Always false: an animation has at least one step and the end.
    pub fn is_empty(&self) -> bool {
        self.frames.is_empty()
    }

    /// The style the frames are drawn in.
    pub fn style(&self) -> Style {
        self.style
    }

    /// The size of every frame, in pixels at its scale: width and height.
    pub fn size(&self) -> (usize, usize) {
        let (w, h) = self.drawing_size();
        (w * self.style.scale, h * self.style.scale)
    }

    /// The size of the drawing, at scale 1.
    fn drawing_size(&self) -> (usize, usize) {
        (
            LEFT + self.columns * CELL + EDGE,
            EDGE + self.rows * CELL + EDGE,
        )
    }

    /// Frame `index` (from 0) as an SVG document.
    ///
    /// # Panics
    ///
    /// If `index` is not below [`Animation::len`].
    pub fn svg(&self, index: usize) -> String {
        let frame = &self.frames[index];
        let (w, h) = self.drawing_size();
        let (sw, sh) = self.size();
        let mut out = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"{sw}\" height=\"{sh}\" viewBox=\"0 0 {w} {h}\">\n"
        );
        let steps = self.len() - 1;
        let title = match frame.shown {
            Shown::Move(number, (a, b)) => {
                format!("move {number} of {steps}: cells {a} and {b}")
            }
            Shown::Phase(number, 1) => format!("phase {number} of {steps}: 1 move"),
            Shown::Phase(number, moves) => format!("phase {number} of {steps}: {moves} moves"),
            Shown::End if frame.field.is_won() => format!(
                "the end: won, every one of {} cells struck",
                frame.field.len()
            ),
            Shown::End => format!(
                "the end: {} of {} cells live",
                frame.field.live_count(),
                frame.field.len()
            ),
            Shown::Still => format!(
                "before any move: {} cells, {} live",
                frame.field.len(),
                frame.field.live_count()
            ),
        };
        out.push_str(&format!("<title>{title}</title>\n<defs>\n"));
        let glyphs = match self.style.struck {
            Struck::Grey => 10,
            Struck::Hash => HASH + 1,
        };
        for digit in 0..glyphs {
            out.push_str(&format!("<g id=\"d{digit}\">"));
            for (x, y) in pixels(digit) {
                out.push_str(&format!(
                    "<rect x=\"{x}\" y=\"{y}\" width=\"1\" height=\"1\"/>"
                ));
            }
            out.push_str("</g>\n");
        }
        out.push_str("</defs>\n");
        for shape in self.shapes(frame) {
            match shape {
                Shape::Rect(x, y, w, h, colour) => out.push_str(&format!(
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"{}\"/>\n",
                    colour.hex()
                )),
                Shape::Digit(digit, x, y, scale, colour) => out.push_str(&format!(
                    "<use xlink:href=\"#d{digit}\" transform=\"translate({x} {y}) scale({scale})\" fill=\"{}\"/>\n",
                    colour.hex()
                )),
            }
        }
        out.push_str("</svg>\n");
        out
    }

    /// Frame `index` as pixels, row by row, each the index of its colour in the palette
    /// (what a GIF frame holds; the tests check the frames through it).
    #[cfg(any(feature = "gif", test))]
    fn raster(&self, index: usize) -> Vec<u8> {
        let (w, h) = self.size();
        let zoom = self.style.scale;
        let mut pixels_out = vec![Colour::Paper.index(); w * h];
        let mut fill = |x: usize, y: usize, rw: usize, rh: usize, colour: Colour| {
            let (x, y, rw, rh) = (x * zoom, y * zoom, rw * zoom, rh * zoom);
            let index = colour.index();
            for row in y..(y + rh).min(h) {
                let line = &mut pixels_out[row * w..row * w + w];
                line[x.min(w)..(x + rw).min(w)].fill(index);
            }
        };
        for shape in self.shapes(&self.frames[index]) {
            match shape {
                Shape::Rect(x, y, rw, rh, colour) => fill(x, y, rw, rh, colour),
                Shape::Digit(digit, x, y, scale, colour) => {
                    for (px, py) in pixels(digit) {
                        fill(x + px * scale, y + py * scale, scale, scale, colour);
                    }
                }
            }
        }
        pixels_out
    }

    /// The shapes of `frame`, back to front.
    fn shapes(&self, frame: &Frame) -> Vec<Shape> {
        let (w, h) = self.drawing_size();
        let mut shapes = vec![Shape::Rect(0, 0, w, h, Colour::Paper)];
        let field = &frame.field;
        // Row numbers, right-aligned against the grid.
        for row in 0..field.len().div_ceil(self.width) {
            let label = (row + 1).to_string();
            let step = (GLYPH_WIDTH + 1) * SMALL;
            let right = LEFT - 6;
            let top = EDGE + row * CELL + (CELL - GLYPH_HEIGHT * SMALL) / 2;
            for (i, d) in label.bytes().enumerate() {
                let x = right - (label.len() - i) * step;
                shapes.push(Shape::Digit(d - b'0', x, top, SMALL, Colour::RowNumber));
            }
        }
        // The append bars: a row holding cells of a block is marked in its colour.
        for (k, block) in self.blocks.iter().enumerate() {
            if block.start >= field.len() {
                break;
            }
            let colour = BLOCKS[k % BLOCKS.len()];
            let rows = block.start / self.width..=(block.end - 1) / self.width;
            for row in rows {
                shapes.push(Shape::Rect(BAR.0, EDGE + row * CELL, BAR.1, CELL, colour));
            }
        }
        for (cell, &digit) in field.digits().iter().enumerate() {
            let x = LEFT + (cell % self.width) * CELL;
            let y = EDGE + (cell / self.width) * CELL;
            let marked = frame.marked.binary_search(&cell).is_ok();
            let (border, inset, fill, ink) = if marked {
                (Colour::MoveBorder, BORDER, Colour::MoveFill, Colour::Ink)
            } else if field.is_live(cell) {
                (Colour::Grid, 1, Colour::Paper, Colour::Ink)
            } else {
                (Colour::Grid, 1, Colour::StruckFill, Colour::StruckInk)
            };
            let glyph = if !marked && !field.is_live(cell) && self.style.struck == Struck::Hash {
                HASH
            } else {
                digit
            };
            shapes.push(Shape::Rect(x, y, CELL + 1, CELL + 1, border));
            shapes.push(Shape::Rect(
                x + inset,
                y + inset,
                CELL + 1 - 2 * inset,
                CELL + 1 - 2 * inset,
                fill,
            ));
            if let Some(k) = self.blocks.iter().position(|b| b.contains(&cell)) {
                let colour = BLOCKS[k % BLOCKS.len()];
                shapes.push(Shape::Rect(
                    x + 4,
                    y + CELL - 2 - BORDER,
                    CELL - 7,
                    BORDER,
                    colour,
                ));
            }
            shapes.push(Shape::Digit(
                glyph,
                x + (CELL + 1 - GLYPH_WIDTH * SCALE) / 2,
                y + (CELL - 4 - GLYPH_HEIGHT * SCALE) / 2 + 1,
                SCALE,
                ink,
            ));
        }
        shapes
    }

    /// The frames as an animated GIF (feature `gif`), looping: each move shown for 0.6 s
    /// (each phase for 1.5 s), the end for 3 s.
    #[cfg(feature = "gif")]
    pub fn gif(&self) -> Vec<u8> {
        let mut out = Vec::new();
        // Writing into a vector cannot fail.
        self.write_gif(&mut out).expect("a GIF in memory");
        out
    }

    /// The GIF of [`Animation::gif`], handed to `out` a frame at a time: only one frame's
    /// pixels are held at once, whatever the number of frames. The only errors are those
    /// of `out`.
    #[cfg(feature = "gif")]
    pub fn write_gif(&self, out: impl std::io::Write) -> std::io::Result<()> {
        let (w, h) = self.size();
        let palette: Vec<u8> = PALETTE.iter().flat_map(|&(_, rgb)| rgb).collect();
        // Every side was checked against MAX_SIDE when the frames were made.
        let side = |n: usize| u16::try_from(n).expect("a frame side under 65 536 pixels");
        let mut encoder = gif::Encoder::new(out, side(w), side(h), &palette).map_err(io_error)?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(io_error)?;
        let step = match self.style.step {
            Step::Move => 60,
            Step::Phase => 150,
        };
        for index in 0..self.len() {
            let raster = self.raster(index);
            let mut frame = gif::Frame::from_indexed_pixels(side(w), side(h), raster, None);
            frame.delay = if index + 1 == self.len() { 300 } else { step };
            encoder.write_frame(&frame).map_err(io_error)?;
        }
        encoder.into_inner().map(drop).map_err(io_error)
    }
}

/// An encoder's error as the writer's: the frames always fit a GIF, so only writing fails.
#[cfg(feature = "gif")]
fn io_error(error: gif::EncodingError) -> std::io::Error {
    match error {
        gif::EncodingError::Io(e) => e,
        other => std::io::Error::other(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{Phase, replay};
    use crate::field::arbitrary;
    use proptest::prelude::*;

    /// The colour at `(x, y)` of frame `index`.
    fn colour_at(animation: &Animation, raster: &[u8], x: usize, y: usize) -> u8 {
        raster[y * animation.size().0 + x]
    }

    /// The colour a cell's fill and underline should have, from the move list alone: the
    /// cells of the frame's step amber, those struck before grey, the other written cells
    /// white; an appended cell is underlined in its block's colour.
    fn cell_agrees(
        animation: &Animation,
        raster: &[u8],
        cell: usize,
        expected: Colour,
        blocks: &[Range<usize>],
        what: &str,
    ) -> Result<(), TestCaseError> {
        let width = animation.width;
        let (x, y) = (LEFT + (cell % width) * CELL, EDGE + (cell / width) * CELL);
        let fill = colour_at(animation, raster, x + 4, y + 4);
        prop_assert_eq!(fill, expected.index(), "{} cell {}", what, cell);
        let underline = colour_at(animation, raster, x + 8, y + CELL - 4);
        match blocks.iter().position(|r| r.contains(&cell)) {
            Some(n) => prop_assert_eq!(underline, BLOCKS[n % 4].index()),
            None => prop_assert_eq!(underline, expected.index()),
        }
        Ok(())
    }

    /// The appended blocks of a game, as ranges of cells, from the checker's phases.
    fn blocks_of(start: &Field, game: &Replay) -> Vec<Range<usize>> {
        let mut from = start.len();
        game.appended()
            .iter()
            .map(|b| {
                from += b.len();
                from - b.len()..from
            })
            .collect()
    }

    /// Checks every cell of every frame, one per move, against the move list alone, and the
    /// end frame: every cell written by the end, struck or not as the moves say, none
    /// marked.
    fn frames_agree(start: &Field, moves: &[Move]) -> Result<(), TestCaseError> {
        let game = replay(start, moves).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let animation = Animation::new(start, &game).unwrap();
        prop_assert_eq!(animation.len(), moves.len() + 1);
        let blocks = blocks_of(start, &game);
        // The length of the field before each move, from the checker's phases: a phase's
        // block is appended before the next phase's first move.
        let mut lengths = Vec::new();
        let mut len = start.len();
        for phase in &game.phases {
            lengths.extend(std::iter::repeat_n(len, phase.moves.len()));
            len += phase.appended.as_ref().map_or(0, Vec::len);
        }
        for (k, &(a, b)) in moves.iter().enumerate() {
            let raster = animation.raster(k);
            let struck: Vec<usize> = moves[..k].iter().flat_map(|&(a, b)| [a, b]).collect();
            for cell in 0..lengths[k] {
                let expected = fill(cell, &[a, b], &struck);
                cell_agrees(
                    &animation,
                    &raster,
                    cell,
                    expected,
                    &blocks,
                    &format!("frame {k}"),
                )?;
            }
        }
        let raster = animation.raster(moves.len());
        let struck: Vec<usize> = moves.iter().flat_map(|&(a, b)| [a, b]).collect();
        for cell in 0..game.field().len() {
            let expected = fill(cell, &[], &struck);
            cell_agrees(&animation, &raster, cell, expected, &blocks, "the end")?;
        }
        Ok(())
    }

    /// The fill a cell should have: the move's colour for the cells being struck, the
    /// struck colour for those struck before, paper for the rest.
    fn fill(cell: usize, striking: &[usize], struck: &[usize]) -> Colour {
        if striking.contains(&cell) {
            Colour::MoveFill
        } else if struck.contains(&cell) {
            Colour::StruckFill
        } else {
            Colour::Paper
        }
    }

    /// Checks the frames of a game drawn one per phase: a frame for each phase with moves,
    /// the field as that phase starts, every cell the phase strikes marked; then the end,
    /// the same as the end of the frames drawn per move.
    fn phase_frames_agree(start: &Field, moves: &[Move]) -> Result<(), TestCaseError> {
        let game = replay(start, moves).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let style = Style {
            step: Step::Phase,
            ..Style::default()
        };
        let animation = Animation::with_style(start, &game, style).unwrap();
        let played: Vec<&Phase> = game.phases.iter().filter(|p| !p.moves.is_empty()).collect();
        prop_assert_eq!(animation.len(), played.len() + 1);
        let blocks = blocks_of(start, &game);
        let mut done = 0;
        for (k, phase) in played.iter().enumerate() {
            let raster = animation.raster(k);
            // The phase starts where its end field is, with its own moves not yet played.
            let ours: Vec<usize> = phase.moves.iter().flat_map(|&(a, b)| [a, b]).collect();
            let before: Vec<usize> = moves[..done].iter().flat_map(|&(a, b)| [a, b]).collect();
            for cell in 0..phase.field.len() {
                let expected = fill(cell, &ours, &before);
                cell_agrees(
                    &animation,
                    &raster,
                    cell,
                    expected,
                    &blocks,
                    &format!("phase {k}"),
                )?;
            }
            done += phase.moves.len();
        }
        let per_move = Animation::new(start, &game).unwrap();
        prop_assert_eq!(
            animation.raster(animation.len() - 1),
            per_move.raster(per_move.len() - 1)
        );
        Ok(())
    }

    /// A random game: up to `steps` legal moves chosen by `picks` from a start.
    fn play(start: &Field, picks: &[usize]) -> Vec<Move> {
        let mut field = start.clone();
        let mut moves = Vec::new();
        for &pick in picks {
            while field.is_stuck() && field.len() + field.live_count() <= 200 {
                field.append();
            }
            let options = field.moves();
            if options.is_empty() {
                break;
            }
            let mv = options[pick % options.len()];
            field.strike(mv.0, mv.1);
            moves.push(mv);
        }
        moves
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn every_frame_shows_its_move_the_struck_cells_and_the_appends(
            start in arbitrary::start(1..=9, 1..=12),
            picks in prop::collection::vec(0usize..1000, 1..=20),
        ) {
            let moves = play(&start, &picks);
            prop_assume!(!moves.is_empty());
            frames_agree(&start, &moves)?;
            phase_frames_agree(&start, &moves)?;
        }

        /// At scale `s`, pixel (x, y) is pixel (x / s, y / s) of scale 1; the notebook look
        /// changes only the glyphs of struck cells that are not marked, from a digit to `#`.
        #[test]
        fn scales_and_the_notebook_look_redraw_the_same_frames(
            start in arbitrary::start(1..=9, 1..=12),
            picks in prop::collection::vec(0usize..1000, 1..=12),
            scale in 2usize..=MAX_SCALE,
            phases in any::<bool>(),
        ) {
            let (moves, width) = (play(&start, &picks), start.width());
            prop_assume!(!moves.is_empty());
            let game = replay(&start, &moves).unwrap();
            let step = if phases { Step::Phase } else { Step::Move };
            let plain = Style { step, ..Style::default() };
            let one = Animation::with_style(&start, &game, plain).unwrap();
            let big = Animation::with_style(&start, &game, Style { scale, ..plain }).unwrap();
            let hash = Style { struck: Struck::Hash, ..plain };
            let notebook = Animation::with_style(&start, &game, hash).unwrap();
            let (w, h) = one.size();
            prop_assert_eq!(big.size(), (w * scale, h * scale));
            prop_assert_eq!(big.len(), one.len());
            for index in 0..one.len() {
                let small = one.raster(index);
                let large = big.raster(index);
                for y in 0..h * scale {
                    for x in 0..w * scale {
                        prop_assert_eq!(large[y * w * scale + x], small[(y / scale) * w + x / scale]);
                    }
                }
                // The glyph of a struck cell (not marked) is `#` in the notebook look; every
                // other pixel is the same.
                let frame = &one.frames[index];
                let redrawn = notebook.raster(index);
                for (cell, &digit) in frame.field.digits().iter().enumerate() {
                    let (x, y) = (LEFT + (cell % width) * CELL, EDGE + (cell / width) * CELL);
                    let glyph = |r: &[u8]| -> Vec<bool> {
                        (0..CELL).flat_map(|dy| (0..CELL).map(move |dx| (dx, dy)))
                            .map(|(dx, dy)| r[(y + dy) * w + x + dx] == Colour::StruckInk.index())
                            .collect()
                    };
                    let struck = !frame.field.is_live(cell) && !frame.marked.contains(&cell);
                    let ink = (glyph(&small), glyph(&redrawn));
                    if struck {
                        prop_assert_eq!(ink.0.iter().filter(|&&p| p).count(), pixels(digit).count() * SCALE * SCALE);
                        prop_assert_eq!(ink.1.iter().filter(|&&p| p).count(), pixels(HASH).count() * SCALE * SCALE);
                    } else {
                        prop_assert_eq!(ink.0, ink.1);
                    }
                }
            }
        }
    }

    /// The standard game's shortest solution: 34 frames of 360 × 272 pixels, the first
    /// with cells 0 and 9 marked, each SVG drawing one digit per written cell and the row
    /// numbers, then the won field; or 3 phases (of 5, 5 and 24 moves), then the won field.
    #[test]
    fn the_shortest_solution_in_frames() {
        let start = Field::standard();
        let report = crate::solve(&start, 100);
        let solution = report.solution().unwrap();
        frames_agree(&start, solution.moves()).unwrap();
        phase_frames_agree(&start, solution.moves()).unwrap();
        let animation = Animation::new(&start, solution.replay()).unwrap();
        assert_eq!(animation.len(), 35);
        assert_eq!(animation.size(), (64 + 9 * 32 + 8, 8 + 8 * 32 + 8));
        let first = animation.svg(0);
        assert!(first.contains("<title>move 1 of 34: cells 0 and 9</title>"));
        assert_eq!(first.matches("<use ").count(), 27 + 3);
        let last = animation.svg(33);
        assert!(last.contains("<title>move 34 of 34: "));
        assert_eq!(last.matches("<use ").count(), 68 + 8);
        assert!(last.ends_with("</svg>\n"));
        let end = animation.svg(34);
        assert!(end.contains("<title>the end: won, every one of 68 cells struck</title>"));
        assert_eq!(end.matches("<use ").count(), 68 + 8);
        // Every cell of the end is struck: greyed, its digit in grey ink.
        assert_eq!(end.matches("fill=\"#e0e0e0\"").count(), 68);
        assert_eq!(end.matches("fill=\"#ffd54f\"").count(), 0);
        let style = Style {
            step: Step::Phase,
            scale: 3,
            ..Style::default()
        };
        let phases = Animation::with_style(&start, solution.replay(), style).unwrap();
        assert_eq!(phases.len(), 4);
        assert_eq!(phases.size(), (3 * 360, 3 * 272));
        let titles: Vec<String> = (0..4)
            .map(|i| {
                let svg = phases.svg(i);
                let from = svg.find("<title>").unwrap() + 7;
                svg[from..svg.find("</title>").unwrap()].to_string()
            })
            .collect();
        assert_eq!(
            titles,
            [
                "phase 1 of 3: 5 moves",
                "phase 2 of 3: 5 moves",
                "phase 3 of 3: 24 moves",
                "the end: won, every one of 68 cells struck"
            ]
        );
        // The SVG is the same drawing, shown three times as large.
        assert!(phases.svg(0).starts_with(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"1080\" height=\"816\" viewBox=\"0 0 360 272\">"
        ));
    }

    /// A game that does not win ends on the field as the last move left it.
    #[test]
    fn a_game_that_does_not_win_ends_on_its_live_cells() {
        let start = Field::standard();
        let game = replay(&start, &[(0, 9)]).unwrap();
        let animation = Animation::new(&start, &game).unwrap();
        assert_eq!(animation.len(), 2);
        assert!(
            animation
                .svg(1)
                .contains("<title>the end: 25 of 27 cells live</title>")
        );
    }

    #[test]
    fn scales_and_sides_past_the_limits_are_refused() {
        let start = Field::new(2, "19").unwrap();
        let game = replay(&start, &[(0, 1)]).unwrap();
        for scale in [0, MAX_SCALE + 1] {
            let style = Style {
                scale,
                ..Style::default()
            };
            assert_eq!(
                Animation::with_style(&start, &game, style),
                Err(PictureError::Scale { scale, limit: 4 })
            );
        }
        // 2 000 cells in one column: 64 016 pixels high at scale 1, twice that at scale 2.
        let tall = Field::new(1, &"19".repeat(1000)).unwrap();
        let moves: Vec<Move> = (0..1000).map(|k| (2 * k, 2 * k + 1)).collect();
        let game = replay(&tall, &moves).unwrap();
        assert!(game.is_won());
        assert_eq!(Animation::new(&tall, &game).unwrap().size(), (104, 64_016));
        let style = Style {
            scale: 2,
            ..Style::default()
        };
        assert_eq!(
            Animation::with_style(&tall, &game, style),
            Err(PictureError::TooLong {
                side: 128_032,
                scale: 2,
                limit: MAX_SIDE
            })
        );
    }

    /// A still of a field is the drawing of the end of any game that ends on that field
    /// without appending, but for its title; and it is refused where a game is.
    #[test]
    fn a_still_draws_the_field_as_an_end_does() {
        let start = Field::new(4, "19552837").unwrap();
        let game = replay(&start, &[(0, 1), (2, 3)]).unwrap();
        let moved = Animation::new(&start, &game).unwrap();
        let end = moved.svg(moved.len() - 1);
        let mut field = start.clone();
        field.strike(0, 1);
        field.strike(2, 3);
        let still = Animation::still(&field, Style::default()).unwrap();
        assert_eq!(still.len(), 1);
        let untitled = |svg: &str| {
            svg.lines()
                .filter(|l| !l.starts_with("<title>"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(untitled(&still.svg(0)), untitled(&end));
        assert!(
            still
                .svg(0)
                .contains("<title>before any move: 8 cells, 4 live</title>")
        );
        let long = Field::new(9, &"12".repeat(1001)).unwrap();
        assert!(matches!(
            Animation::still(&long, Style::default()),
            Err(PictureError::TooLarge { cells: 2002, .. })
        ));
    }

    #[test]
    fn games_too_long_or_without_a_move_are_refused() {
        let start = Field::new(9, "12").unwrap();
        let game = replay(&start, &[]).unwrap();
        assert_eq!(Animation::new(&start, &game), Err(PictureError::NoMove));
        let long = Field::new(9, &"12".repeat(1001)).unwrap();
        let game = replay(&long, &[]).unwrap();
        assert_eq!(
            Animation::new(&long, &game),
            Err(PictureError::TooLarge {
                cells: 2002,
                limit: MAX_PICTURE_CELLS
            })
        );
    }

    /// The GIF holds the same frames, pixel for pixel, looping.
    #[cfg(feature = "gif")]
    #[test]
    fn the_gif_holds_the_frames() {
        let start = Field::new(2, "13579").unwrap();
        let game = replay(&start, &[(1, 3), (4, 5), (2, 6), (0, 7)]).unwrap();
        let animation = Animation::new(&start, &game).unwrap();
        let bytes = animation.gif();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes.as_slice()).unwrap();
        let (w, h) = animation.size();
        assert_eq!(
            (decoder.width() as usize, decoder.height() as usize),
            (w, h)
        );
        let mut index = 0;
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            assert_eq!(frame.buffer.as_ref(), animation.raster(index).as_slice());
            assert_eq!(frame.delay, if index == 4 { 300 } else { 60 });
            index += 1;
        }
        assert_eq!(index, 5);
        // Per phase at scale 2: the phase frames 1.5 s, the end 3 s, twice the side.
        let style = Style {
            step: Step::Phase,
            scale: 2,
            struck: Struck::Hash,
        };
        let animation = Animation::with_style(&start, &game, style).unwrap();
        let bytes = animation.gif();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes.as_slice()).unwrap();
        assert_eq!(
            (decoder.width() as usize, decoder.height() as usize),
            (2 * w, 2 * h)
        );
        let mut delays = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            assert_eq!(
                frame.buffer.as_ref(),
                animation.raster(delays.len()).as_slice()
            );
            delays.push(frame.delay);
        }
        assert_eq!(delays, [150, 150, 300]);
    }
}
