//! How one symbol looks to the layout ([`Placed`], the word's box, the upright turn) and the
//! palettes a card is coloured from.

use crate::polygon::Point;
use std::sync::Arc;

/// Where and how one symbol is drawn on a card: a box of `width` by `height` centred on
/// (`x`, `y`) and turned by `rotation` degrees about its centre (card units: the card is
/// 100 units wide, origin at its centre, y downwards as in SVG).
///
/// The box is the image itself, or for a word its extent (its ink measured in the shipped
/// font, or estimated: see [`word_aspect`]). The shapes of one card ([`Placed::outline`])
/// lie within [`CARD_INSIDE`](super::CARD_INSIDE) of the card's centre and never overlap. On a card of words
/// alone, the shape is the turned box, which lies inside the disc of radius `radius` about
/// its centre, and these discs are apart; on a card with pictures, the shapes are the
/// pictures' outlines and the words' boxes, at least [`GAP`](super::GAP) apart, and the discs may
/// overlap.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Placed {
    /// Horizontal position of the centre.
    pub x: f64,
    /// Vertical position of the centre.
    pub y: f64,
    /// Width of the box.
    pub width: f64,
    /// Height of the box (for a word, its font size).
    pub height: f64,
    /// Rotation in degrees, clockwise on the page.
    pub rotation: f64,
    /// Radius of the disc about the centre that the turned box stays inside: half its
    /// diagonal, the symbol's size.
    pub radius: f64,
    /// Hue of a word's colour, in degrees.
    pub hue: f64,
    /// For a word, its height as [`MIN_LETTER_MM`](super::MIN_LETTER_MM) measures it (the box's height for a word
    /// measured in the shipped font, an estimate otherwise); `None` for a picture.
    pub letters: Option<f64>,
    /// The shape the layout placed, as drawn (card units, corners in order round it): on a
    /// card with pictures, a picture's outline (its ink's, or its box) and a word's box,
    /// each at least [`GAP`](super::GAP) from every other and inside [`CARD_INSIDE`](super::CARD_INSIDE); on a card of words
    /// alone, each word's box, inside its disc.
    pub outline: Vec<(f64, f64)>,
}

/// Width over height of a word of `chars` characters as drawn: 0.6 of the font size per
/// character (an estimate for a bold sans-serif face), one font size high.
pub fn word_aspect(chars: usize) -> f64 {
    0.6 * chars.max(1) as f64
}

/// How a symbol is drawn, as far as its layout is concerned: the aspect ratio (width over
/// height) of its box, and for a word the height of its smallest letters over the box's.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Look {
    /// Width over height of the symbol's box.
    pub(super) aspect: f64,
    /// For a word, the height of its smallest letters over the box's.
    pub(super) letters: Option<f64>,
    /// Never turned past an eighth of a turn ([`reads_otherwise_turned`]).
    pub(super) upright: bool,
    /// A picture's outline in the frame of its box (the `outline` module), if known.
    pub(super) outline: Option<Arc<Vec<Point>>>,
}

/// Whether `name`, turned half a turn, reads as another name: it is written in the digits
/// that read as digits upside down (0, 1, 6, 8, 9), and turned (read backwards, 6 and 9
/// swapped) it is a different number: `6` and `9`, `66` and `99`, `68` and `89`, `86` and
/// `98`, `16` and `91`. Such a symbol is never turned more than an eighth of a turn either
/// way, so that a 6 is never seen as a 9 (a 6 turned less than a quarter turn cannot look
/// like a 9 turned less than a quarter turn). `69`, `88` or `101` read the same turned.
///
/// ```
/// use dobble::draw::reads_otherwise_turned;
/// assert!(reads_otherwise_turned("6") && reads_otherwise_turned("98"));
/// assert!(!reads_otherwise_turned("69") && !reads_otherwise_turned("8"));
/// assert!(!reads_otherwise_turned("cat") && !reads_otherwise_turned("62"));
/// ```
pub fn reads_otherwise_turned(name: &str) -> bool {
    let turned: Option<String> = name
        .chars()
        .rev()
        .map(|c| match c {
            '0' | '1' | '8' => Some(c),
            '6' => Some('9'),
            '9' => Some('6'),
            _ => None,
        })
        .collect();
    turned.is_some_and(|t| t != name)
}

/// The most an upright symbol is turned, either way, in degrees.
pub const UPRIGHT_TURN: f64 = 45.0;

/// A turn drawn anywhere in [0, 360) brought within [`UPRIGHT_TURN`] of upright, by
/// scaling (so that it stays as random), in [0, 360).
pub(super) fn upright(turn: f64) -> f64 {
    let signed = if turn > 180.0 { turn - 360.0 } else { turn };
    let scaled = signed * UPRIGHT_TURN / 180.0;
    if scaled < 0.0 { scaled + 360.0 } else { scaled }
}

/// The colours of a deck's words.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Palette {
    /// Twelve hues round the colour wheel, dark enough to read on white (the default).
    #[default]
    Vivid,
    /// The eight colours of Okabe and Ito (2008), told apart by people with the common
    /// colour-vision deficiencies (red-green and blue-yellow).
    OkabeIto,
}

impl Palette {
    /// The palette's colours, as SVG writes them.
    pub fn colours(self) -> &'static [&'static str] {
        match self {
            Palette::Vivid => &[
                "hsl(0, 70%, 35%)",
                "hsl(30, 70%, 35%)",
                "hsl(60, 70%, 35%)",
                "hsl(90, 70%, 35%)",
                "hsl(120, 70%, 35%)",
                "hsl(150, 70%, 35%)",
                "hsl(180, 70%, 35%)",
                "hsl(210, 70%, 35%)",
                "hsl(240, 70%, 35%)",
                "hsl(270, 70%, 35%)",
                "hsl(300, 70%, 35%)",
                "hsl(330, 70%, 35%)",
            ],
            Palette::OkabeIto => &[
                "#000000", "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00",
                "#cc79a7",
            ],
        }
    }
}

/// The colour of each of a card's symbols placed at `placed`, as indices into a palette of
/// `colours` colours: the symbols in the order of their seeded hues take the colours in
/// turn from a seeded one, so that no two symbols of a card share a colour as long as the
/// palette has as many colours as the card has symbols.
pub fn card_colours(placed: &[Placed], colours: usize) -> Vec<usize> {
    let colours = colours.max(1);
    let mut order: Vec<usize> = (0..placed.len()).collect();
    order.sort_by(|&a, &b| placed[a].hue.total_cmp(&placed[b].hue));
    let start = placed.iter().map(|p| p.hue).fold(f64::INFINITY, f64::min);
    let start = if start.is_finite() {
        (start / 360.0 * colours as f64) as usize
    } else {
        0
    };
    let mut assigned = vec![0; placed.len()];
    for (rank, &symbol) in order.iter().enumerate() {
        assigned[symbol] = (start + rank) % colours;
    }
    assigned
}

/// Half the diagonal of a box of aspect ratio `aspect`, one unit high.
pub(super) fn half_diagonal(aspect: f64) -> f64 {
    0.5 * crate::layout::dist(aspect, 1.0)
}
