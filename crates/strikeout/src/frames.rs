//! The game move by move, as pictures: one frame per move, as an SVG document or (feature
//! `gif`) the frames together as an animated GIF.
//!
//! A frame shows the field as a grid before its move is played: the two cells of the move
//! on amber with a red border, struck cells greyed (their digits still readable, as in a
//! notebook), and the rows that hold appended digits marked by a bar in the margin, one
//! colour per append, each appended cell underlined in its block's colour. Rows are
//! numbered in the margin. Every frame has the size of the final field, so the pictures
//! stand still while the field grows.
//!
//! Both outputs are drawn from one list of shapes (rectangles, and digits from the crate's
//! own pixel font), so the SVG and the GIF frames agree pixel for pixel.

use std::ops::Range;

use crate::check::Replay;
use crate::field::{Field, Move};
use crate::glyphs::{GLYPH_HEIGHT, GLYPH_WIDTH, pixels};

/// The largest field drawn, in cells: the frames of a longer game would be too many and
/// too large to look at (and a GIF frame's side is at most 65 535 pixels).
pub const MAX_PICTURE_CELLS: usize = 2_000;

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
}

/// One frame: the field before a move, and the move.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Frame {
    field: Field,
    mv: Move,
}

/// The frames of a game, one per move (see the module docs).
///
/// ```
/// use strikeout::frames::Animation;
/// use strikeout::{Field, replay};
/// let start = Field::new(2, "13579").unwrap();
/// // 3 and 7 in the second column; stuck, 159 is appended; then 9-1, 5-5 and 1-9.
/// let game = replay(&start, &[(1, 3), (4, 5), (2, 6), (0, 7)]).unwrap();
/// let frames = Animation::new(&start, &game).unwrap();
/// assert_eq!(frames.len(), 4);
/// assert!(frames.svg(0).starts_with("<svg "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    frames: Vec<Frame>,
    /// The cells of each appended block, in order.
    blocks: Vec<Range<usize>>,
    width: usize,
    /// The columns and rows of the final field.
    columns: usize,
    rows: usize,
}

impl Animation {
    /// The frames of `game`, replayed from `start` (as [`crate::replay`] returned it).
    pub fn new(start: &Field, game: &Replay) -> Result<Animation, PictureError> {
        let last = game.field();
        if last.len() > MAX_PICTURE_CELLS {
            return Err(PictureError::TooLarge {
                cells: last.len(),
                limit: MAX_PICTURE_CELLS,
            });
        }
        let mut field = start.clone();
        let mut frames = Vec::new();
        let mut blocks = Vec::new();
        for phase in &game.phases {
            for &(a, b) in &phase.moves {
                frames.push(Frame {
                    field: field.clone(),
                    mv: (a.min(b), a.max(b)),
                });
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
        Ok(Animation {
            frames,
            blocks,
            width: start.width(),
            columns: start.width().min(last.len()),
            rows: last.len().div_ceil(start.width()),
        })
    }

    /// The number of frames: one per move.
    pub fn len(&self) -> usize {
        self.frames.len()
    }

    /// Always false: an animation has at least one move.
    pub fn is_empty(&self) -> bool {
        self.frames.is_empty()
    }

    /// The size of every frame, in pixels: width and height.
    pub fn size(&self) -> (usize, usize) {
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
        let (w, h) = self.size();
        let mut out = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n"
        );
        out.push_str(&format!(
            "<title>move {} of {}: cells {} and {}</title>\n<defs>\n",
            index + 1,
            self.len(),
            frame.mv.0,
            frame.mv.1
        ));
        for digit in 0..10 {
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
        let mut pixels_out = vec![Colour::Paper.index(); w * h];
        let mut fill = |x: usize, y: usize, rw: usize, rh: usize, colour: Colour| {
            for row in y..(y + rh).min(h) {
                let line = &mut pixels_out[row * w..row * w + w];
                for p in &mut line[x.min(w)..(x + rw).min(w)] {
                    *p = colour.index();
                }
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
        let (w, h) = self.size();
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
            let in_move = cell == frame.mv.0 || cell == frame.mv.1;
            let (border, inset, fill, ink) = if in_move {
                (Colour::MoveBorder, BORDER, Colour::MoveFill, Colour::Ink)
            } else if field.is_live(cell) {
                (Colour::Grid, 1, Colour::Paper, Colour::Ink)
            } else {
                (Colour::Grid, 1, Colour::StruckFill, Colour::StruckInk)
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
                digit,
                x + (CELL + 1 - GLYPH_WIDTH * SCALE) / 2,
                y + (CELL - 4 - GLYPH_HEIGHT * SCALE) / 2 + 1,
                SCALE,
                ink,
            ));
        }
        shapes
    }

    /// The frames as an animated GIF (feature `gif`): each move shown for 0.6 s, the last
    /// for 3 s, looping.
    #[cfg(feature = "gif")]
    pub fn gif(&self) -> Vec<u8> {
        let (w, h) = self.size();
        let palette: Vec<u8> = PALETTE.iter().flat_map(|&(_, rgb)| rgb).collect();
        let mut out = Vec::new();
        // The sizes fit a GIF (at most MAX_PICTURE_CELLS cells on a row or in a column:
        // 64 072 pixels at most), and writing into a vector cannot fail.
        let side = |n: usize| u16::try_from(n).expect("a frame side under 65 536 pixels");
        {
            let mut encoder = gif::Encoder::new(&mut out, side(w), side(h), &palette)
                .expect("a GIF header in memory");
            encoder
                .set_repeat(gif::Repeat::Infinite)
                .expect("a GIF extension in memory");
            for index in 0..self.len() {
                let raster = self.raster(index);
                let mut frame = gif::Frame::from_indexed_pixels(side(w), side(h), raster, None);
                frame.delay = if index + 1 == self.len() { 300 } else { 60 };
                encoder.write_frame(&frame).expect("a GIF frame in memory");
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::replay;
    use proptest::prelude::*;

    /// The colour at `(x, y)` of frame `index`.
    fn colour_at(animation: &Animation, raster: &[u8], x: usize, y: usize) -> u8 {
        raster[y * animation.size().0 + x]
    }

    /// Checks every cell of every frame against the move list alone: the cells of the
    /// frame's move are amber, those of earlier moves grey, the other written cells white,
    /// and an appended cell is underlined in its block's colour.
    fn frames_agree(start: &Field, moves: &[Move]) -> Result<(), TestCaseError> {
        let game = replay(start, moves).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let animation = Animation::new(start, &game).unwrap();
        prop_assert_eq!(animation.len(), moves.len());
        let blocks: Vec<Range<usize>> = {
            let mut from = start.len();
            game.appended()
                .iter()
                .map(|b| {
                    from += b.len();
                    from - b.len()..from
                })
                .collect()
        };
        // The length of the field before each move, from the checker's phases: a phase's
        // block is appended before the next phase's first move.
        let mut lengths = Vec::new();
        let mut len = start.len();
        for phase in &game.phases {
            lengths.extend(std::iter::repeat_n(len, phase.moves.len()));
            len += phase.appended.as_ref().map_or(0, Vec::len);
        }
        let width = start.width();
        for (k, &(a, b)) in moves.iter().enumerate() {
            let raster = animation.raster(k);
            let written = lengths[k];
            let struck: Vec<usize> = moves[..k].iter().flat_map(|&(a, b)| [a, b]).collect();
            for cell in 0..written {
                let (x, y) = (LEFT + (cell % width) * CELL, EDGE + (cell / width) * CELL);
                let fill = colour_at(&animation, &raster, x + 4, y + 4);
                let expected = if cell == a || cell == b {
                    Colour::MoveFill
                } else if struck.contains(&cell) {
                    Colour::StruckFill
                } else {
                    Colour::Paper
                };
                prop_assert_eq!(fill, expected.index(), "frame {} cell {}", k, cell);
                let underline = colour_at(&animation, &raster, x + 8, y + CELL - 4);
                let block = blocks.iter().position(|r| r.contains(&cell));
                match block {
                    Some(n) => prop_assert_eq!(underline, BLOCKS[n % 4].index()),
                    None => prop_assert_eq!(underline, expected.index()),
                }
            }
        }
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
            width in 1usize..=9,
            digits in prop::collection::vec(1u8..=9, 1..=12),
            picks in prop::collection::vec(0usize..1000, 1..=20),
        ) {
            let text: String = digits.iter().map(|&d| char::from(b'0' + d)).collect();
            let start = Field::new(width, &text).unwrap();
            let moves = play(&start, &picks);
            prop_assume!(!moves.is_empty());
            frames_agree(&start, &moves)?;
        }
    }

    /// The standard game's shortest solution: 34 frames of 360 × 272 pixels, the first
    /// with cells 0 and 9 marked, each SVG drawing one digit per written cell and the row
    /// numbers.
    #[test]
    fn the_shortest_solution_in_frames() {
        let start = Field::standard();
        let report = crate::solve(&start, 100);
        let solution = report.solution().unwrap();
        frames_agree(&start, solution.moves()).unwrap();
        let animation = Animation::new(&start, solution.replay()).unwrap();
        assert_eq!(animation.len(), 34);
        assert_eq!(animation.size(), (64 + 9 * 32 + 8, 8 + 8 * 32 + 8));
        let first = animation.svg(0);
        assert!(first.contains("<title>move 1 of 34: cells 0 and 9</title>"));
        assert_eq!(first.matches("<use ").count(), 27 + 3);
        let last = animation.svg(33);
        assert_eq!(last.matches("<use ").count(), 68 + 8);
        assert!(last.ends_with("</svg>\n"));
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
            assert_eq!(frame.delay, if index == 3 { 300 } else { 60 });
            index += 1;
        }
        assert_eq!(index, 4);
    }
}
