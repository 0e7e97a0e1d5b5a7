//! Printable cards as SVG (feature `svg`): one picture per card ([`card_svg`]) and A4
//! sheets of six ([`Pictures`]), the layout of each card ([`card_layout`], [`Placed`]:
//! the symbols' shapes are apart and inside [`CARD_INSIDE`], cover most of the card's face
//! [`CARD_FACE`] with a mix of sizes, and words keep letters of at least
//! [`MIN_LETTER_MM`]), the same as data at any printed size ([`lay_out`],
//! [`CardLayout`], [`SymbolPlace`], [`SymbolKind`]), and how the symbols and the backs
//! look ([`Artwork`]: words, or pictures of [`images`](crate::images)). Cards of more
//! than [`MAX_DRAWN_SYMBOLS`] symbols, and cards too small for their words, are refused
//! ([`DrawError`], [`MAX_TRIED_MM`]); SVG cards are [`DEFAULT_CARD_MM`] wide.
//!
//! A card is a circle of 100 units, its printed rim a circle of radius [`CARD_FACE`]; its
//! symbols are laid out as a shop-bought deck is, with a seeded mix of large, medium and
//! small sizes that cover most of the card, packed into the disc of radius
//! [`CARD_INSIDE`]. On a card of words alone, their bounding circles (each word's box,
//! turned at random, stays inside its circle) are packed, apart (see the `layout`
//! module). On a card with a picture, every symbol is packed by its shape so that they
//! nestle: a picture by the outline of its ink (the `outline` module; its box where that
//! is unknown), a word by its box, each turned at random, at least [`GAP`] apart (see
//! the `shapes` module). A word is never so small that its letters fall under
//! [`MIN_LETTER_MM`] at the printed size. Layouts are random but seeded (ChaCha8, one
//! stream per card) and computed with correctly rounded arithmetic alone: the same seed
//! gives the same pictures, on every platform.
//!
//! A card shows at most [`MAX_DRAWN_SYMBOLS`] symbols: more would be too small to read,
//! and the layout costs the square of a card's size. A deck with a larger card is refused
//! before anything is drawn ([`DrawError`]), and so is a card whose words cannot be legible
//! at its size.
//!
//! A sheet is an A4 page (210 x 297 mm) with six cards of [`DEFAULT_CARD_MM`] in two
//! columns, meant to be printed at 100 % scale ("actual size") and cut out.

#[cfg(feature = "pdf")]
use crate::font::{Ink, LetteringError};
use crate::images::Image;
use crate::polygon::{Point, centroid, turn, turned};
use games_common::xml::escape;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Write;
use std::sync::Arc;

/// Radius of the printed card circle, in card units (the card is 100 units wide): the face
/// of the card, whose area the symbols' coverage is a share of.
pub const CARD_FACE: f64 = 48.0;
/// Radius every symbol's bounding circle stays within, in card units (the card is 100
/// units wide, its printed rim a circle of radius [`CARD_FACE`]).
pub const CARD_INSIDE: f64 = 46.5;
/// The diameter of a card drawn as SVG, and the default of a printed one, in mm: about the
/// size of the shop deck's cards (85 mm), and six of them fit on A4 and on Letter.
pub const DEFAULT_CARD_MM: f64 = 85.0;
/// The least height of a word on a card, in mm at the printed size: both the height of
/// its ink, from its highest point to its lowest, and the height of the font's capital
/// letters (ISO 3098's nominal lettering height, whose smallest size is this 2.5 mm) are
/// at least this, for a word measured in the shipped font. A word's lowercase letters
/// without ascenders are then about 0.7 of it, as in ISO 3098's own lettering.
pub const MIN_LETTER_MM: f64 = 2.5;
/// The least height a deck's words are reduced to, in mm, where some card cannot hold its
/// words [`MIN_LETTER_MM`] high: every word of the deck is then drawn at one height between
/// the two ([`fit_lettering`]).
pub const LEAST_LETTER_MM: f64 = 2.0;
/// Layouts tried for a card whose words do not fit: its own stream, then the next ones, so
/// that whether a card fits, and the card size it needs, hardly depends on the seed.
const ATTEMPTS: u64 = 8;
/// The height of a word not measured in a font, over its box's height (its font size):
/// the x-height of common bold sans-serif faces (0.52 to 0.55) rounded down, the least a
/// word's ink can be, so that the estimate errs towards larger words.
const ESTIMATED_LETTERS: f64 = 0.5;

/// The most symbols a drawn card shows ([`Pictures::draw`], [`card_svg`]): 128, the
/// cards of the deck of order 127.
pub const MAX_DRAWN_SYMBOLS: usize = 128;

/// The most symbols drawn in one go, all cards together ([`Pictures::draw_sized`], and the
/// PDF): 16,384, four times the full deck of 13 symbols a card (2,041 symbols on 157 cards)
/// and more than any deck printed to play with. Each symbol takes a few milliseconds to lay
/// out, so a deck of thousands of large cards would take many minutes; it is refused up
/// front ([`check_amount`]), and can be drawn a range of cards at a time.
pub const MAX_DRAWN_TOTAL: usize = 16_384;

/// Why cards cannot be drawn.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum DrawError {
    /// A card has more than [`MAX_DRAWN_SYMBOLS`] symbols.
    #[error("a card of {symbols} symbols is more than the {limit} a drawn card can show")]
    TooManySymbols {
        /// The card (an index into the cards drawn).
        card: usize,
        /// Its number of symbols.
        symbols: usize,
        /// [`MAX_DRAWN_SYMBOLS`].
        limit: usize,
    },
    /// Cards too small for their words to be [`LEAST_LETTER_MM`] high (or
    /// [`MIN_LETTER_MM`], for a single card laid out alone).
    #[error(
        "the words of {} do not fit on a card of {card_mm} mm, even {letter_mm} mm high: {}",
        card_list(cards), least_words(*least_mm)
    )]
    TooSmall {
        /// Every card that does not fit (indices into the cards drawn), in order.
        cards: Vec<usize>,
        /// The most symbols on one of them.
        symbols: usize,
        /// The diameter asked for, in mm.
        card_mm: f64,
        /// The height of the words tried, in mm.
        letter_mm: f64,
        /// A diameter, in whole mm, at which all of them fit with words `letter_mm` high,
        /// if one up to [`MAX_TRIED_MM`] does: computed from the words' measures and
        /// checked by laying the cards out, within a few mm of the least.
        least_mm: Option<f64>,
    },
    /// A card diameter an SVG sheet cannot take ([`SVG_CARD_MM`]).
    #[error(
        "a card of {card_mm} mm cannot be drawn: from {least_mm} to {most_mm} mm, A4 holding one"
    )]
    CardSize {
        /// The diameter asked for.
        card_mm: f64,
        /// The least.
        least_mm: f64,
        /// The most.
        most_mm: f64,
    },
    /// Cards that hold more than [`MAX_DRAWN_TOTAL`] symbols together, to be drawn at once.
    #[error(
        "cards {}..={last} hold {symbols} symbols, more than the {max} drawn at once",
        first + 1
    )]
    TooMuchToDraw {
        /// The first (an index from 0).
        first: usize,
        /// The end (excluded).
        last: usize,
        /// Their symbols, all together.
        symbols: usize,
        /// The most drawn at once ([`MAX_DRAWN_TOTAL`]).
        max: usize,
    },
    /// A word the shipped font cannot draw (feature `pdf`, where words are measured in it).
    #[cfg(feature = "pdf")]
    #[error(transparent)]
    Lettering(#[from] LetteringError),
    /// Cards asked for beyond the deck.
    #[error("cards {}..={last} are outside the deck of {cards} cards", first + 1)]
    CardsOutside {
        /// The first (an index from 0).
        first: usize,
        /// The end (excluded).
        last: usize,
        /// The deck's cards.
        cards: usize,
    },
}

/// The largest card diameter [`DrawError::TooSmall`] looks at for one that fits, in mm.
pub const MAX_TRIED_MM: f64 = 1000.0;

/// The end of [`DrawError::TooSmall`]'s message.
fn least_words(least_mm: Option<f64>) -> String {
    match least_mm {
        Some(mm) => format!("every card fits at {mm} mm"),
        None => format!("no card up to {MAX_TRIED_MM} mm is large enough"),
    }
}

/// `card 3`, `cards 3 and 7`, `cards 3, 7 and 9`, numbered from 1.
fn card_list(cards: &[usize]) -> String {
    let numbers: Vec<String> = cards.iter().map(|c| (c + 1).to_string()).collect();
    match numbers.as_slice() {
        [one] => format!("card {one}"),
        [rest @ .., last] => format!("cards {} and {last}", rest.join(", ")),
        [] => "no card".to_owned(),
    }
}

/// Refuses to draw the cards `range` of `cards` at once when one of them has more than
/// [`MAX_DRAWN_SYMBOLS`] symbols, or they hold more than [`MAX_DRAWN_TOTAL`] together,
/// before anything is measured or laid out (the part of `range` beyond the deck counts
/// nothing).
///
/// ```
/// use dobble::draw::{DrawError, MAX_DRAWN_TOTAL, check_amount};
/// let cards = vec![vec!["a".to_owned(); 50]; 2451];
/// assert!(check_amount(&cards, 0..300).is_ok());
/// assert_eq!(
///     check_amount(&cards, 0..2451),
///     Err(DrawError::TooMuchToDraw { first: 0, last: 2451, symbols: 122_550, max: MAX_DRAWN_TOTAL })
/// );
/// ```
///
/// # Errors
/// [`DrawError::TooManySymbols`] for the first card too large,
/// [`DrawError::TooMuchToDraw`].
pub fn check_amount<S>(cards: &[Vec<S>], range: std::ops::Range<usize>) -> Result<(), DrawError> {
    let within = range.start.min(cards.len())..range.end.min(cards.len());
    for (i, card) in cards[within.clone()].iter().enumerate() {
        check_size(within.start + i, card.len())?;
    }
    let symbols: usize = cards[within].iter().map(Vec::len).sum();
    if symbols > MAX_DRAWN_TOTAL {
        return Err(DrawError::TooMuchToDraw {
            first: range.start,
            last: range.end,
            symbols,
            max: MAX_DRAWN_TOTAL,
        });
    }
    Ok(())
}

/// Refuses card `card` of `symbols` symbols if they are more than [`MAX_DRAWN_SYMBOLS`].
pub(crate) fn check_size(card: usize, symbols: usize) -> Result<(), DrawError> {
    if symbols > MAX_DRAWN_SYMBOLS {
        return Err(DrawError::TooManySymbols {
            card,
            symbols,
            limit: MAX_DRAWN_SYMBOLS,
        });
    }
    Ok(())
}

/// Where and how one symbol is drawn on a card: a box of `width` by `height` centred on
/// (`x`, `y`) and turned by `rotation` degrees about its centre (card units: the card is
/// 100 units wide, origin at its centre, y downwards as in SVG).
///
/// The box is the image itself, or for a word its extent (its ink measured in the shipped
/// font, or estimated: see [`word_aspect`]). The shapes of one card ([`Placed::outline`])
/// lie within [`CARD_INSIDE`] of the card's centre and never overlap. On a card of words
/// alone, the shape is the turned box, which lies inside the disc of radius `radius` about
/// its centre, and these discs are apart; on a card with pictures, the shapes are the
/// pictures' outlines and the words' boxes, at least [`GAP`] apart, and the discs may
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
    /// For a word, its height as [`MIN_LETTER_MM`] measures it (the box's height for a word
    /// measured in the shipped font, an estimate otherwise); `None` for a picture.
    pub letters: Option<f64>,
    /// The shape the layout placed, as drawn (card units, corners in order round it): on a
    /// card with pictures, a picture's outline (its ink's, or its box) and a word's box,
    /// each at least [`GAP`] from every other and inside [`CARD_INSIDE`]; on a card of words
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
struct Look {
    aspect: f64,
    letters: Option<f64>,
    /// Never turned past an eighth of a turn ([`reads_otherwise_turned`]).
    upright: bool,
    /// A picture's outline in the frame of its box (the `outline` module), if known.
    outline: Option<Arc<Vec<Point>>>,
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
fn upright(turn: f64) -> f64 {
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
fn half_diagonal(aspect: f64) -> f64 {
    0.5 * crate::layout::dist(aspect, 1.0)
}

/// Placements for symbols of the given looks on a card of `card_mm`, in the symbols'
/// order, or `None` where the words cannot have letters of [`MIN_LETTER_MM`]. The work is
/// bounded (see the `layout` module).
#[cfg(test)]
fn layout(looks: &[Look], card_mm: f64, rng: &mut ChaCha8Rng) -> Option<Vec<Placed>> {
    layout_at(looks, units(MIN_LETTER_MM, card_mm), rng)
}

/// The height of letters `letter_mm` high on a card of `card_mm`, in card units, with a
/// hair to spare for rounding.
fn units(letter_mm: f64, card_mm: f64) -> f64 {
    letter_mm * 100.0 / card_mm * (1.0 + 1e-9)
}

/// The least radius of each symbol of `looks` with letters `letter` card units high: a
/// word's box's half diagonal at that height, 0 for a picture.
fn least_radii(looks: &[Look], letter: f64) -> Vec<f64> {
    looks
        .iter()
        .map(|look| {
            look.letters
                .map_or(0.0, |q| letter / q * half_diagonal(look.aspect))
        })
        .collect()
}

/// [`layout`] with letters at least `letter` card units high.
fn layout_at(looks: &[Look], letter: f64, rng: &mut ChaCha8Rng) -> Option<Vec<Placed>> {
    let least = least_radii(looks, letter);
    if looks.iter().any(|look| look.letters.is_none()) {
        return by_shape(looks, &least, rng);
    }
    let circles = crate::layout::pack(&least, CARD_INSIDE, rng)?;
    // Each word turned at random, but not so that its end comes within two spaces of
    // another word's: two words end to end read as one ("moonsun"). A word is offered
    // turns evenly spread from a random one and takes one of those that leave room at
    // random, or else the one that leaves the most; then each word is turned again
    // against all the others, for a few rounds.
    let words: Vec<(f64, f64, Vec<Turned>)> = circles
        .iter()
        .zip(looks)
        .map(|(c, look)| {
            let height = c.r / half_diagonal(look.aspect);
            let letters = look.letters.map_or(height, |q| q * height);
            let start = rng.random_range(0.0..360.0);
            let turns = (0..WORD_TURNS)
                .map(|k| {
                    let rotation = {
                        let turn = (start + 360.0 * k as f64 / WORD_TURNS as f64) % 360.0;
                        if look.upright { upright(turn) } else { turn }
                    };
                    let outline: Vec<Point> =
                        turned(&box_corners(look.aspect * height, height), turn(rotation))
                            .iter()
                            .map(|p| (c.x + p.0, c.y + p.1))
                            .collect();
                    (rotation, outline)
                })
                .collect();
            (height, letters, turns)
        })
        .collect();
    let mut chosen: Vec<Option<usize>> = vec![None; words.len()];
    for _ in 0..WORD_ROUNDS {
        for i in 0..words.len() {
            let (_, letters, turns) = &words[i];
            let room = |outline: &[Point]| {
                (0..words.len())
                    .filter(|&j| j != i)
                    .filter_map(|j| chosen[j].map(|t| (j, t)))
                    .map(|(j, t)| {
                        let space = WORD_SPACE * letters.min(words[j].1);
                        crate::polygon::distance(outline, &words[j].2[t].1) / space
                    })
                    .fold(f64::INFINITY, f64::min)
            };
            let rooms: Vec<f64> = turns.iter().map(|(_, outline)| room(outline)).collect();
            let roomy: Vec<usize> = (0..turns.len()).filter(|&t| rooms[t] >= 1.0).collect();
            chosen[i] = Some(if roomy.is_empty() {
                (0..turns.len()).fold(0, |b, t| if rooms[t] > rooms[b] { t } else { b })
            } else {
                roomy[rng.random_range(0..roomy.len())]
            });
        }
    }
    Some(
        circles
            .iter()
            .zip(looks)
            .zip(words.into_iter().zip(chosen))
            .map(|((c, look), ((height, _, mut turns), t))| {
                let (rotation, outline) = turns.swap_remove(t.unwrap_or(0));
                Placed {
                    x: c.x,
                    y: c.y,
                    width: look.aspect * height,
                    height,
                    rotation,
                    radius: c.r,
                    hue: rng.random_range(0.0..360.0),
                    letters: look.letters.map(|q| q * height),
                    outline,
                }
            })
            .collect(),
    )
}

/// A word's turn in degrees and its box so turned, in place.
type Turned = (f64, Vec<Point>);

/// The room left between two words of a card of words where a turn allows it, over the
/// height of the lower one's letters: about two spaces of the shipped font, so that two
/// words end to end still read as two.
pub const WORD_SPACE: f64 = 0.6;

/// How many turns a word of a card of words is offered, evenly spread from a random one;
/// where none leaves [`WORD_SPACE`] to the other words, it takes the one that leaves the
/// most.
const WORD_TURNS: usize = 72;

/// How many times each word of a card of words is turned: once against the words before
/// it, then against all the others.
const WORD_ROUNDS: usize = 3;

/// The least distance between the outlines of two symbols of a card with pictures, in card
/// units (0.68 mm on a card of 85 mm): outlines nestle, but never touch.
pub const GAP: f64 = 0.8;

/// The corners of a box of `width` by `height` centred on the origin.
fn box_corners(width: f64, height: f64) -> Vec<Point> {
    let (w, h) = (width / 2.0, height / 2.0);
    vec![(-w, -h), (w, -h), (w, h), (-w, h)]
}

/// [`layout_at`] of a card with pictures: every symbol packed by its shape (a picture's
/// outline, or its box; a word's box), turned by a seeded whole tenth of a degree as it is
/// drawn, with least radii `least` (see the `shapes` module).
fn by_shape(looks: &[Look], least: &[f64], rng: &mut ChaCha8Rng) -> Option<Vec<Placed>> {
    // Each start turns the shapes its own way: each shape at size 1 (its box's half
    // diagonal), turned, about its centroid; kept, its turn and where the box's centre is
    // from the centroid.
    let draw = |rng: &mut ChaCha8Rng| -> (Vec<Vec<Point>>, Vec<(f64, Point)>) {
        looks
            .iter()
            .map(|look| {
                let tenths = f64::from(rng.random_range(0..3600u32));
                let rotation = if look.upright {
                    (upright(tenths / 10.0) * 10.0).round() / 10.0
                } else {
                    tenths / 10.0
                };
                let unit = half_diagonal(look.aspect);
                let drawn = match &look.outline {
                    Some(outline) => outline.to_vec(),
                    None => box_corners(look.aspect, 1.0),
                };
                let shape: Vec<Point> = turned(&drawn, turn(rotation))
                    .iter()
                    .map(|p| (p.0 / unit, p.1 / unit))
                    .collect();
                let c = centroid(&shape);
                let about: Vec<Point> = shape.iter().map(|p| (p.0 - c.0, p.1 - c.1)).collect();
                (about, (rotation, (-c.0, -c.1)))
            })
            .unzip()
    };
    let (spots, shapes, turns) = crate::shapes::pack(draw, least, CARD_INSIDE, GAP, rng)?;
    Some(
        spots
            .iter()
            .zip(looks)
            .zip(shapes.iter().zip(&turns))
            .map(|((s, look), (shape, &(rotation, centre)))| {
                let height = s.r / half_diagonal(look.aspect);
                Placed {
                    x: s.x + s.r * centre.0,
                    y: s.y + s.r * centre.1,
                    width: look.aspect * height,
                    height,
                    rotation,
                    radius: s.r,
                    hue: rng.random_range(0.0..360.0),
                    letters: look.letters.map(|q| q * height),
                    outline: shape
                        .iter()
                        .map(|p| (s.x + s.r * p.0, s.y + s.r * p.1))
                        .collect(),
                }
            })
            .collect(),
    )
}

/// The random numbers of card `index` under `seed`.
fn card_rng(seed: u64, index: usize) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index as u64);
    rng
}

/// The layout of card `index` with letters `letter` card units high: of its own stream
/// ([`card_rng`]), or where that cannot fit the words, of the first of [`ATTEMPTS`] - 1
/// further streams that can.
fn attempt(looks: &[Look], letter: f64, seed: u64, index: usize) -> Option<Vec<Placed>> {
    (0..ATTEMPTS).find_map(|t| {
        let mut rng = card_rng(seed, index);
        if t > 0 {
            rng.set_stream(index as u64 | (t << 48));
        }
        layout_at(looks, letter, &mut rng)
    })
}

/// A symbol's picture as [`Artwork`] keeps it: the picture, its `data:` address and the
/// outline of its ink, if known.
type Drawing = (Image, String, Option<Arc<Vec<Point>>>);

/// How a deck's symbols look: each a word, unless it was given a picture.
#[derive(Clone, Debug, Default)]
pub struct Artwork {
    /// The pictures by symbol name, each with its `data:` address for SVG and the outline
    /// of its ink (the `outline` module), if known.
    images: hashbrown::HashMap<String, Drawing>,
    /// The picture on the cards' backs, with its `data:` address.
    back: Option<(Image, String)>,
    /// The words measured in the shipped font ([`Artwork::measure_words`]), each on one
    /// line or two.
    #[cfg(feature = "pdf")]
    inks: hashbrown::HashMap<String, Lines>,
    /// The height of the words, in mm, where it is not [`MIN_LETTER_MM`].
    letter_mm: Option<f64>,
    /// The colours of the words.
    palette: Palette,
}

/// A word measured in the shipped font, as drawn: one line, or two broken at a space,
/// stacked and centred, whichever lets it be drawn smallest with legible letters.
#[cfg(feature = "pdf")]
#[derive(Clone, Debug, PartialEq)]
struct Lines {
    /// Each line's text, its ink, and where its ink's top left corner sits in the box
    /// (font-size units, from the box's top left corner).
    lines: Vec<(String, Ink, f64, f64)>,
    /// The box: width and height, font-size units.
    width: f64,
    height: f64,
    /// The height of the smallest letters: the lower of the font's capitals and each
    /// line's ink.
    letters: f64,
}

/// Room between two lines of a word, over the font's capital height.
#[cfg(feature = "pdf")]
const LINE_GAP: f64 = 0.35;

#[cfg(feature = "pdf")]
impl Lines {
    /// `word` on one line, or broken at one of its spaces into two, whichever has the
    /// smallest half diagonal for its smallest letters (one line where they tie).
    fn measure(word: &str) -> Result<Lines, LetteringError> {
        let capital = crate::font::capital_height();
        let one = crate::font::measure(word)?;
        let mut best = Lines {
            lines: vec![(word.to_owned(), one, 0.0, 0.0)],
            width: one.width,
            height: one.height,
            letters: capital.min(one.height),
        };
        let score = |l: &Lines| crate::layout::dist(l.width, l.height) / l.letters;
        for (at, _) in word.match_indices(char::is_whitespace) {
            let (first, second) = (word[..at].trim_end(), word[at..].trim_start());
            if first.is_empty() || second.is_empty() {
                continue;
            }
            let (a, b) = (crate::font::measure(first)?, crate::font::measure(second)?);
            let width = a.width.max(b.width);
            let gap = LINE_GAP * capital;
            let two = Lines {
                lines: vec![
                    (first.to_owned(), a, (width - a.width) / 2.0, 0.0),
                    (
                        second.to_owned(),
                        b,
                        (width - b.width) / 2.0,
                        a.height + gap,
                    ),
                ],
                width,
                height: a.height + gap + b.height,
                letters: capital.min(a.height).min(b.height),
            };
            if score(&two) < score(&best) {
                best = two;
            }
        }
        Ok(best)
    }
}

impl Artwork {
    /// Every symbol drawn as its word.
    pub fn words() -> Artwork {
        Artwork::default()
    }

    /// Draws the symbol named `symbol` (exactly as on the cards) as `image`.
    pub fn insert(&mut self, symbol: impl Into<String>, image: Image) {
        let href = data_address(&image);
        let outline = crate::outline::outline(&image).map(Arc::new);
        self.images.insert(symbol.into(), (image, href, outline));
    }

    /// Draws each of `symbols` with its picture as `matched` says
    /// ([`match_deck`](crate::images::match_deck) of the same symbols): a built-in picture
    /// from the crate, a file's from `file` (given the file's index in the listing
    /// matched), the rest as words.
    ///
    /// # Errors
    /// The first error of `file`.
    pub fn insert_matched<E>(
        &mut self,
        symbols: &[String],
        matched: &crate::images::DeckMatch,
        mut file: impl FnMut(usize) -> Result<Image, E>,
    ) -> Result<(), E> {
        use crate::images::PictureSource;
        let shipped = if matched
            .pictures
            .iter()
            .any(|p| matches!(p, Some(PictureSource::Builtin(_))))
        {
            crate::images::builtin()
        } else {
            Vec::new()
        };
        for (symbol, picture) in symbols.iter().zip(&matched.pictures) {
            match picture {
                Some(PictureSource::File(i)) => self.insert(symbol.clone(), file(*i)?),
                Some(PictureSource::Builtin(i)) => {
                    self.insert(symbol.clone(), shipped[*i].1.clone());
                }
                None => {}
            }
        }
        Ok(())
    }

    /// Puts `image` on the backs of printed cards ([`print_pdf`](crate::print_pdf) with
    /// backs): centred, scaled to cover the card's face and clipped to it.
    pub fn set_back(&mut self, image: Image) {
        let href = data_address(&image);
        self.back = Some((image, href));
    }

    /// The picture on the backs, if one was set.
    pub fn back(&self) -> Option<&Image> {
        self.back.as_ref().map(|(image, _)| image)
    }

    /// The `data:` address of the picture on the backs, if one was set.
    pub(crate) fn back_address(&self) -> Option<&str> {
        self.back.as_ref().map(|(_, href)| href.as_str())
    }

    /// The picture of `symbol`, if it has one.
    pub fn image(&self, symbol: &str) -> Option<&Image> {
        self.images.get(symbol).map(|(image, _, _)| image)
    }

    /// Colours the words from `palette` ([`Palette::Vivid`] unless set).
    pub fn set_palette(&mut self, palette: Palette) {
        self.palette = palette;
    }

    /// The height of the words, in mm: [`MIN_LETTER_MM`] unless set lower
    /// ([`Artwork::set_letter_mm`]).
    pub fn letter_mm(&self) -> f64 {
        self.letter_mm.unwrap_or(MIN_LETTER_MM)
    }

    /// Draws every word `letter_mm` high at least (as [`fit_lettering`] chooses for a
    /// deck whose words do not fit [`MIN_LETTER_MM`] high).
    pub fn set_letter_mm(&mut self, letter_mm: f64) {
        self.letter_mm = (letter_mm != MIN_LETTER_MM).then_some(letter_mm);
    }

    /// The lines a word is drawn on: one, or two where it was measured in the shipped font
    /// and is drawn smaller broken at a space.
    pub fn lines(&self, symbol: &str) -> Vec<String> {
        #[cfg(feature = "pdf")]
        if let Some(lines) = self.inks.get(symbol) {
            return lines.lines.iter().map(|l| l.0.clone()).collect();
        }
        vec![symbol.to_owned()]
    }

    /// How `symbol` is drawn: a picture's aspect, or a word's (measured or estimated).
    fn look(&self, symbol: &str) -> Look {
        #[cfg(feature = "pdf")]
        if let Some(lines) = self.inks.get(symbol) {
            // The box is the ink. The word's letters are as high as the lower of its ink
            // and the font's capital letters: a word with a descender is taller than its
            // capitals, a word of short letters only ("cow") is lower than them.
            if let [(_, ink, _, _)] = lines.lines.as_slice() {
                return Look {
                    aspect: ink.width / ink.height,
                    letters: Some((crate::font::capital_height() / ink.height).min(1.0)),
                    upright: reads_otherwise_turned(symbol),
                    outline: None,
                };
            }
            return Look {
                aspect: lines.width / lines.height,
                letters: Some(lines.letters / lines.height),
                upright: false,
                outline: None,
            };
        }
        match self.images.get(symbol) {
            Some((image, _, outline)) => Look {
                aspect: image.aspect(),
                letters: None,
                upright: false,
                outline: outline.clone(),
            },
            None => Look {
                aspect: word_aspect(symbol.chars().count()),
                letters: Some(ESTIMATED_LETTERS),
                upright: reads_otherwise_turned(symbol),
                outline: None,
            },
        }
    }

    /// Measures every one of `symbols` that has no picture in the font shipped with the
    /// crate (feature `pdf`): from then on such a word is drawn in that font, its box the
    /// exact extent of its ink rather than an estimate.
    ///
    /// # Errors
    /// [`LetteringError`] for the first word the font cannot draw.
    #[cfg(feature = "pdf")]
    pub fn measure_words<'a>(
        &mut self,
        symbols: impl IntoIterator<Item = &'a str>,
    ) -> Result<(), LetteringError> {
        for symbol in symbols {
            if self.images.contains_key(symbol) || self.inks.contains_key(symbol) {
                continue;
            }
            let lines = Lines::measure(symbol)?;
            self.inks.insert(symbol.to_owned(), lines);
        }
        Ok(())
    }

    /// The SVG element that writes `word` in the shipped font, its ink filling the box
    /// `p`, if the word was measured.
    #[cfg(feature = "pdf")]
    fn lettered(&self, word: &str, p: &Placed, colour: &str) -> Option<String> {
        let lines = self.inks.get(word)?;
        let [(_, ink, _, _)] = lines.lines.as_slice() else {
            // Two lines: each its own text, its ink at its place in the box.
            let size = p.height / lines.height;
            let mut text = String::new();
            for (i, (line, ink, left, top)) in lines.lines.iter().enumerate() {
                if i > 0 {
                    text.push('\n');
                }
                let _ = write!(
                    text,
                    "<text transform=\"translate({:.3} {:.3}) rotate({:.1})\" x=\"{:.3}\" y=\"{:.3}\" \
                     font-family=\"{}\" font-weight=\"bold\" font-size=\"{:.3}\" text-anchor=\"start\" \
                     dominant-baseline=\"alphabetic\" fill=\"{}\"{}>{}</text>",
                    p.x,
                    p.y,
                    p.rotation,
                    (left - lines.width / 2.0 - ink.left) * size,
                    (top - lines.height / 2.0 - ink.top) * size,
                    crate::font::FAMILY,
                    size,
                    colour,
                    if line.contains(char::is_whitespace) {
                        " xml:space=\"preserve\""
                    } else {
                        ""
                    },
                    escape(line)
                );
            }
            return Some(text);
        };
        let size = p.height / ink.height;
        Some(format!(
            "<text transform=\"translate({:.3} {:.3}) rotate({:.1})\" x=\"{:.3}\" y=\"{:.3}\" \
             font-family=\"{}\" font-weight=\"bold\" font-size=\"{:.3}\" text-anchor=\"start\" \
             dominant-baseline=\"alphabetic\" fill=\"{}\"{}>{}</text>",
            p.x,
            p.y,
            p.rotation,
            -(ink.left + ink.width / 2.0) * size,
            -(ink.top + ink.height / 2.0) * size,
            crate::font::FAMILY,
            size,
            colour,
            if word.contains(char::is_whitespace) {
                " xml:space=\"preserve\""
            } else {
                ""
            },
            escape(word)
        ))
    }

    #[cfg(not(feature = "pdf"))]
    fn lettered(&self, _word: &str, _p: &Placed, _colour: &str) -> Option<String> {
        None
    }
}

/// The `data:` address of `image`, as SVG embeds it.
fn data_address(image: &Image) -> String {
    use base64::Engine as _;
    format!(
        "data:{};base64,{}",
        image.format().media_type(),
        base64::engine::general_purpose::STANDARD.encode(image.bytes())
    )
}

/// Where each symbol of a card goes ([`Placed`]): the layout of [`card_svg`] and
/// [`Pictures`] for card `index` under `seed`, with the looks of `artwork`, on a card of
/// [`DEFAULT_CARD_MM`] (as [`lay_out`] at that size).
///
/// # Errors
/// [`DrawError::TooManySymbols`] (with `index`) for more than [`MAX_DRAWN_SYMBOLS`]
/// symbols, [`DrawError::TooSmall`] where the words cannot be legible.
pub fn card_layout(
    symbols: &[String],
    artwork: &Artwork,
    seed: u64,
    index: usize,
) -> Result<Vec<Placed>, DrawError> {
    check_size(index, symbols.len())?;
    placements(symbols, artwork, seed, index, DEFAULT_CARD_MM)
}

/// [`card_layout`] of a card already checked for size, on a card of `card_mm`, its words
/// as high as `artwork` says ([`Artwork::letter_mm`]).
pub(crate) fn placements(
    symbols: &[String],
    artwork: &Artwork,
    seed: u64,
    index: usize,
    card_mm: f64,
) -> Result<Vec<Placed>, DrawError> {
    let looks: Vec<Look> = symbols.iter().map(|s| artwork.look(s)).collect();
    let letter_mm = artwork.letter_mm();
    attempt(&looks, units(letter_mm, card_mm), seed, index).ok_or_else(|| DrawError::TooSmall {
        cards: vec![index],
        symbols: symbols.len(),
        card_mm,
        letter_mm,
        least_mm: fitting_card_mm(&[looks], seed, &[index], letter_mm, card_mm),
    })
}

/// How much of the disc of radius [`CARD_INSIDE`] a card's words take with letters
/// `letter` card units high, by their least sizes (each raised to the floor the packing
/// keeps, as the `layout` module's plan does): on a card of words alone, the sum of their
/// least circles' areas; on a card with pictures, of their boxes' (pictures shrink, words
/// do not). Over 1, the card cannot hold them at any seed: the shapes of a card are apart
/// and inside the disc. Computed from the words' measures alone, with no layout.
fn crowding(looks: &[Look], letter: f64) -> f64 {
    let least = crate::layout::floors(&least_radii(looks, letter));
    let disc = CARD_INSIDE * CARD_INSIDE;
    if looks.iter().all(|look| look.letters.is_some()) {
        return least.iter().map(|r| r * r).sum::<f64>() / disc;
    }
    let boxes: f64 = looks
        .iter()
        .zip(&least)
        .filter(|(look, _)| look.letters.is_some())
        .map(|(look, r)| {
            // A box of aspect a with half diagonal r: height 2r / sqrt(1 + a^2).
            let height = 2.0 * r / crate::layout::dist(look.aspect, 1.0);
            look.aspect * height * height
        })
        .sum();
    let widest = least.iter().copied().fold(0.0, f64::max);
    (boxes / (std::f64::consts::PI * disc)).max(widest * widest / disc)
}

/// The share of the disc a card's words may take ([`crowding`]) at the size a refusal
/// names: the packing fits them there at the first try, or nearly (the crowded cards of
/// the classic 57 names fit with 0.71, at 43 mm with words 2 mm high); the size is checked
/// by a layout all the same.
const ROOMY: f64 = 0.62;

/// A whole diameter in mm, above `card_mm` and up to [`MAX_TRIED_MM`], at which every card
/// of `looks` (card `indices[i]` for `looks[i]`) holds its words `letter_mm` high, found
/// cheaply: a layout depends on the letters' height over the card's alone, so the
/// diameter at which each card is [`ROOMY`] follows from its [`crowding`] at `card_mm`
/// with no layout at all; the largest of these, rounded up, is checked with one layout of
/// each card, and raised by a twentieth where a card still does not fit. Close to the
/// least such diameter, not searched for it.
fn fitting_card_mm(
    looks: &[Vec<Look>],
    seed: u64,
    indices: &[usize],
    letter_mm: f64,
    card_mm: f64,
) -> Option<f64> {
    let letter = units(letter_mm, card_mm);
    let mut needed = card_mm.floor() + 1.0;
    for looks in looks {
        let crowded = crowding(looks, letter);
        needed = needed.max((card_mm * (crowded / ROOMY).sqrt()).ceil());
    }
    while needed <= MAX_TRIED_MM {
        let fits = looks
            .iter()
            .zip(indices)
            .all(|(looks, &index)| attempt(looks, units(letter_mm, needed), seed, index).is_some());
        if fits {
            return Some(needed);
        }
        needed = (needed * 1.05).ceil();
    }
    None
}

/// The height of a deck's words, chosen once for the whole deck ([`fit_lettering`]).
#[derive(Clone, Debug, Default, PartialEq)]
#[non_exhaustive]
pub struct Lettering {
    /// The height of every word, in mm: [`MIN_LETTER_MM`], or where a card cannot hold its
    /// words that high, the largest tenth of a mm down to [`LEAST_LETTER_MM`] at which
    /// every card can.
    pub letter_mm: f64,
    /// The cards (indices) whose words do not fit [`MIN_LETTER_MM`] high; empty when
    /// `letter_mm` is [`MIN_LETTER_MM`].
    pub crowded: Vec<usize>,
}

impl Lettering {
    /// Whether the words are drawn smaller than [`MIN_LETTER_MM`].
    pub fn reduced(&self) -> bool {
        self.letter_mm < MIN_LETTER_MM
    }
}

/// The one height of the words of cards `range` of `cards` on cards of `card_mm`, with the
/// looks of `artwork`, under `seed`: [`MIN_LETTER_MM`] where every card holds its words
/// that high; else the same smaller height on every card, the largest tenth of a mm down to
/// [`LEAST_LETTER_MM`] at which every card fits.
///
/// # Errors
/// [`DrawError::TooManySymbols`] for the first card of more than [`MAX_DRAWN_SYMBOLS`];
/// [`DrawError::TooSmall`] naming every card whose words do not fit even
/// [`LEAST_LETTER_MM`] high, and the least card size at which all of them fit.
pub fn fit_lettering(
    cards: &[Vec<String>],
    artwork: &Artwork,
    seed: u64,
    card_mm: f64,
    range: std::ops::Range<usize>,
) -> Result<Lettering, DrawError> {
    for i in range.clone() {
        check_size(i, cards[i].len())?;
    }
    let looks: Vec<(usize, Vec<Look>)> = range
        .map(|i| (i, cards[i].iter().map(|s| artwork.look(s)).collect()))
        .collect();
    // Cards whose words take more than the card even at the least height, told from the
    // words' measures alone: refused before anything is laid out.
    let least = units(LEAST_LETTER_MM, card_mm);
    let impossible: Vec<&(usize, Vec<Look>)> = looks
        .iter()
        .filter(|(_, looks)| crowding(looks, least) > 1.0)
        .collect();
    if !impossible.is_empty() {
        return Err(too_small(&impossible, seed, card_mm));
    }
    // A card without words fits at any height of words: it is laid out once, when drawn.
    let fits = |looks: &[Look], index: usize, letter_mm: f64| {
        looks.iter().all(|look| look.letters.is_none())
            || attempt(looks, units(letter_mm, card_mm), seed, index).is_some()
    };
    let crowded: Vec<usize> = looks
        .iter()
        .filter(|(i, looks)| !fits(looks, *i, MIN_LETTER_MM))
        .map(|(i, _)| *i)
        .collect();
    if crowded.is_empty() {
        return Ok(Lettering {
            letter_mm: MIN_LETTER_MM,
            crowded,
        });
    }
    // The crowded cards at the least height first: where one does not fit even so, the
    // deck is refused at once, without trying the heights between.
    let failing: Vec<&(usize, Vec<Look>)> = looks
        .iter()
        .filter(|(i, looks)| crowded.contains(i) && !fits(looks, *i, LEAST_LETTER_MM))
        .collect();
    if !failing.is_empty() {
        return Err(too_small(&failing, seed, card_mm));
    }
    // Tenths of a mm, from just under the full height down to the least.
    let steps = ((MIN_LETTER_MM - LEAST_LETTER_MM) * 10.0).round() as usize;
    for step in 1..=steps {
        let letter_mm = (MIN_LETTER_MM * 10.0 - step as f64).round() / 10.0;
        if looks.iter().all(|(i, looks)| fits(looks, *i, letter_mm)) {
            return Ok(Lettering { letter_mm, crowded });
        }
    }
    let failing: Vec<&(usize, Vec<Look>)> = looks
        .iter()
        .filter(|(i, looks)| !fits(looks, *i, LEAST_LETTER_MM))
        .collect();
    Err(too_small(&failing, seed, card_mm))
}

/// The refusal of the cards `failing` (each with its looks), whose words do not fit
/// [`LEAST_LETTER_MM`] high on cards of `card_mm`, naming a size at which they do
/// ([`fitting_card_mm`]).
fn too_small(failing: &[&(usize, Vec<Look>)], seed: u64, card_mm: f64) -> DrawError {
    let indices: Vec<usize> = failing.iter().map(|(i, _)| *i).collect();
    let looks: Vec<Vec<Look>> = failing.iter().map(|(_, l)| l.clone()).collect();
    DrawError::TooSmall {
        symbols: looks.iter().map(Vec::len).max().unwrap_or(0),
        least_mm: fitting_card_mm(&looks, seed, &indices, LEAST_LETTER_MM, card_mm),
        cards: indices,
        card_mm,
        letter_mm: LEAST_LETTER_MM,
    }
}

/// The layout of one card as data: where each symbol goes, with the figures a reader checks
/// (the card's coverage, the size ratio, the smallest letters), in card units and in mm.
///
/// Serialized (feature `serde`) as its fields: `{"card":..,"card_mm":..,"coverage":..,
/// "ratio":..,"least_letter_mm":..,"outline_coverage":..,"symbols":[{"symbol":..,
/// "kind":"word"|"picture","x":..,"y":..,"radius":..,"x_mm":..,"y_mm":..,"radius_mm":..,
/// "rotation":..,"width":..,"height":..,"letter_mm":..,"outline":[[x,y],..],
/// "outline_area":..},..]}`.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct CardLayout {
    /// The card, numbered from 1.
    pub card: usize,
    /// The card's diameter, in mm.
    pub card_mm: f64,
    /// The symbols' bounding circles' area over the card's face (the disc of radius
    /// [`CARD_FACE`]): the share of the face they cover on a card of words, whose circles
    /// are apart; on a card with pictures, packed by their outlines, the circles overlap
    /// and this may pass 1 ([`CardLayout::outline_coverage`] is the share there).
    pub coverage: f64,
    /// The largest bounding circle's diameter over the smallest's.
    pub ratio: f64,
    /// The height of the smallest letters of the card's words, in mm; `None` without words.
    pub least_letter_mm: Option<f64>,
    /// The share of the card's face that the placed shapes ([`SymbolPlace::outline`])
    /// cover: on a card with pictures, their outlines, apart; on a card of words, their
    /// boxes.
    pub outline_coverage: f64,
    /// The symbols, in the card's order.
    pub symbols: Vec<SymbolPlace>,
}

/// Whether a symbol is drawn as a word or a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum SymbolKind {
    /// Its name, written.
    Word,
    /// A picture.
    Picture,
}

/// Where one symbol of a [`CardLayout`] goes: its bounding circle (centre and radius, in
/// card units and in mm from the card's centre, y downwards), the turn of its box about
/// the centre, and the box itself.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct SymbolPlace {
    /// The symbol's name.
    pub symbol: String,
    /// Word or picture.
    pub kind: SymbolKind,
    /// The centre's x, in card units (the card is 100 units wide, origin at its centre).
    pub x: f64,
    /// The centre's y, in card units.
    pub y: f64,
    /// The bounding circle's radius, in card units.
    pub radius: f64,
    /// The centre's x, in mm.
    pub x_mm: f64,
    /// The centre's y, in mm.
    pub y_mm: f64,
    /// The bounding circle's radius, in mm.
    pub radius_mm: f64,
    /// The box's turn, in degrees clockwise on the page.
    pub rotation: f64,
    /// The box's width, in card units.
    pub width: f64,
    /// The box's height, in card units.
    pub height: f64,
    /// For a word, the height of its smallest letters in mm ([`MIN_LETTER_MM`]).
    pub letter_mm: Option<f64>,
    /// The shape the layout placed ([`Placed::outline`]), its corners in card units.
    pub outline: Vec<[f64; 2]>,
    /// The area of [`SymbolPlace::outline`], in square card units.
    pub outline_area: f64,
}

/// The layout of card `index` (its `symbols`, with the looks of `artwork`) under `seed`,
/// printed `card_mm` wide, as data: the placements [`card_layout`] gives at that size and
/// the figures of the card.
///
/// # Errors
/// [`DrawError::TooManySymbols`] for more than [`MAX_DRAWN_SYMBOLS`] symbols,
/// [`DrawError::TooSmall`] where the words cannot be legible at `card_mm`.
///
/// ```
/// use dobble::draw::{Artwork, MIN_LETTER_MM, lay_out};
/// let card: Vec<String> = ["cat", "crocodile", "owl", "hippopotamus"].map(String::from).into();
/// let layout = lay_out(&card, &Artwork::words(), 0, 0, 85.0).unwrap();
/// assert!(layout.coverage >= 0.55 && layout.ratio <= 3.0);
/// assert!(layout.least_letter_mm.unwrap() >= MIN_LETTER_MM);
/// assert_eq!(layout.symbols[1].symbol, "crocodile");
/// // On a card of 30 mm, "hippopotamus" cannot be 2.5 mm high.
/// assert!(lay_out(&card, &Artwork::words(), 0, 0, 30.0).is_err());
/// ```
pub fn lay_out(
    symbols: &[String],
    artwork: &Artwork,
    seed: u64,
    index: usize,
    card_mm: f64,
) -> Result<CardLayout, DrawError> {
    check_size(index, symbols.len())?;
    let placed = placements(symbols, artwork, seed, index, card_mm)?;
    let mm = card_mm / 100.0;
    let circles: Vec<crate::layout::Circle> = placed
        .iter()
        .map(|p| crate::layout::Circle {
            x: p.x,
            y: p.y,
            r: p.radius,
        })
        .collect();
    let symbols: Vec<SymbolPlace> = symbols
        .iter()
        .zip(&placed)
        .map(|(symbol, p)| SymbolPlace {
            symbol: symbol.clone(),
            kind: if p.letters.is_some() {
                SymbolKind::Word
            } else {
                SymbolKind::Picture
            },
            x: p.x,
            y: p.y,
            radius: p.radius,
            x_mm: p.x * mm,
            y_mm: p.y * mm,
            radius_mm: p.radius * mm,
            rotation: p.rotation,
            width: p.width,
            height: p.height,
            letter_mm: p.letters.map(|l| l * mm),
            outline: p.outline.iter().map(|&(x, y)| [x, y]).collect(),
            outline_area: crate::polygon::area(&p.outline),
        })
        .collect();
    Ok(CardLayout {
        card: index + 1,
        card_mm,
        coverage: crate::layout::coverage(&circles, CARD_FACE),
        ratio: if circles.is_empty() {
            1.0
        } else {
            crate::layout::ratio(&circles)
        },
        least_letter_mm: symbols
            .iter()
            .filter_map(|s| s.letter_mm)
            .min_by(f64::total_cmp),
        outline_coverage: symbols.iter().map(|s| s.outline_area).sum::<f64>()
            / (std::f64::consts::PI * CARD_FACE * CARD_FACE),
        symbols,
    })
}

/// The drawing of one card (circle and symbols, placed at `placed`) in card units, centred
/// on the origin.
pub(crate) fn card_body(symbols: &[String], artwork: &Artwork, placed: &[Placed]) -> String {
    drawing(symbols, artwork, placed, false)
}

/// The id of the group that holds symbol `i` (from 0) of a card picture ([`Pictures`]'
/// cards): a program showing the picture finds each symbol's drawing by it, whatever the
/// symbol is drawn with (a picture, a word of one line or two, turned into outlines).
pub fn symbol_id(i: usize) -> String {
    format!("symbol-{i}")
}

/// [`card_body`], each symbol in a group of its own named by [`symbol_id`] where `marked`.
fn drawing(symbols: &[String], artwork: &Artwork, placed: &[Placed], marked: bool) -> String {
    let mut body = format!(
        "<circle r=\"{CARD_FACE}\" fill=\"white\" stroke=\"black\" stroke-width=\"0.8\"/>\n"
    );
    let palette = artwork.palette.colours();
    let colours = card_colours(placed, palette.len());
    for (i, ((symbol, p), &c)) in symbols.iter().zip(placed).zip(&colours).enumerate() {
        let colour = palette[c];
        if marked {
            let _ = writeln!(body, "<g id=\"{}\">", symbol_id(i));
        }
        let _ = match artwork.images.get(symbol.as_str()) {
            Some((_, href, _)) => writeln!(
                body,
                "<image transform=\"translate({:.2} {:.2}) rotate({:.1})\" x=\"{:.3}\" y=\"{:.3}\" \
                 width=\"{:.3}\" height=\"{:.3}\" href=\"{href}\"/>",
                p.x,
                p.y,
                p.rotation,
                -p.width / 2.0,
                -p.height / 2.0,
                p.width,
                p.height,
            ),
            None => match artwork.lettered(symbol, p, colour) {
                Some(text) => writeln!(body, "{text}"),
                None => writeln!(
                    body,
                    "<text transform=\"translate({:.2} {:.2}) rotate({:.1})\" font-size=\"{:.2}\" \
                 fill=\"{}\">{}</text>",
                    p.x,
                    p.y,
                    p.rotation,
                    p.height,
                    colour,
                    escape(symbol)
                ),
            },
        };
        if marked {
            body.push_str("</g>\n");
        }
    }
    body
}

const TEXT_STYLE: &str = "font-family=\"DejaVu Sans, Arial, sans-serif\" font-weight=\"bold\" \
                          text-anchor=\"middle\" dominant-baseline=\"central\"";

/// One card as a standalone SVG picture, [`DEFAULT_CARD_MM`] wide, its symbols as words
/// (measured in the shipped font with feature `pdf`, as [`Pictures`] draws them), each in
/// the group [`symbol_id`] names. `index` picks the card's layout stream.
///
/// # Errors
/// [`DrawError::TooManySymbols`] (with `index`) for more than [`MAX_DRAWN_SYMBOLS`]
/// symbols, [`DrawError::TooSmall`] for words that cannot be legible on it.
///
/// ```
/// let svg = dobble::draw::card_svg(&["cat".into(), "dog".into(), "owl".into()], 7, 0).unwrap();
/// assert!(svg.starts_with("<svg") && svg.matches("id=\"symbol-").count() == 3);
/// let wide: Vec<String> = (0..200).map(|s| s.to_string()).collect();
/// assert!(dobble::draw::card_svg(&wide, 7, 0).is_err());
/// ```
pub fn card_svg(symbols: &[String], seed: u64, index: usize) -> Result<String, DrawError> {
    check_size(index, symbols.len())?;
    #[allow(unused_mut)]
    let mut artwork = Artwork::words();
    #[cfg(feature = "pdf")]
    artwork.measure_words(symbols.iter().map(String::as_str))?;
    let placed = card_layout(symbols, &artwork, seed, index)?;
    Ok(drawn_card_sized(
        &drawing(symbols, &artwork, &placed, true),
        DEFAULT_CARD_MM,
        &artwork,
    ))
}

/// `svg` with its words turned into the outlines of the shipped font (feature `pdf`), if
/// `artwork` measured them in it: a picture then shows the words exactly as they were laid
/// out, in any viewer, with no font installed. Unchanged where no word was measured.
#[cfg(feature = "pdf")]
fn outlined(svg: String, artwork: &Artwork) -> String {
    if artwork.inks.is_empty() {
        return svg;
    }
    match usvg::Tree::from_str(&svg, crate::font::options()) {
        Ok(tree) => tree.to_string(&usvg::WriteOptions::default()),
        Err(_) => svg,
    }
}

#[cfg(not(feature = "pdf"))]
fn outlined(svg: String, _artwork: &Artwork) -> String {
    svg
}

/// One card's drawing `body` as a standalone SVG picture `card_mm` wide.
fn drawn_card_sized(body: &str, card_mm: f64, artwork: &Artwork) -> String {
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{card_mm}mm\" \
         height=\"{card_mm}mm\" viewBox=\"-50 -50 100 100\">\n<g {TEXT_STYLE}>\n{body}</g>\n</svg>\n"
    );
    outlined(svg, artwork)
}

/// Room left blank at each edge of a sheet, and between two cards, in mm (as the PDF's).
const SHEET_MARGIN_MM: f64 = 7.0;
const SHEET_GAP_MM: f64 = 3.0;

/// Columns and rows of cards of `card_mm` on an A4 sheet within the margins (2 x 3 of
/// 85 mm), and the centre of each place, row by row, in mm from the top left corner.
fn sheet_places(card_mm: f64) -> Vec<(f64, f64)> {
    let (width, height) = (210.0, 297.0);
    let fit = |length: f64| {
        ((length - 2.0 * SHEET_MARGIN_MM + SHEET_GAP_MM) / (card_mm + SHEET_GAP_MM)).floor()
    };
    let (columns, rows) = (fit(width).max(1.0) as usize, fit(height).max(1.0) as usize);
    let span = |n: usize| n as f64 * card_mm + (n - 1) as f64 * SHEET_GAP_MM;
    let left = (width - span(columns)) / 2.0 + card_mm / 2.0;
    let top = (height - span(rows)) / 2.0 + card_mm / 2.0;
    let step = card_mm + SHEET_GAP_MM;
    (0..columns * rows)
        .map(|i| {
            (
                left + step * (i % columns) as f64,
                top + step * (i / columns) as f64,
            )
        })
        .collect()
}

/// A4 sheets of the given card bodies at `card_mm`, as many a sheet as fit.
fn sheets_of(bodies: Vec<String>, card_mm: f64, artwork: &Artwork) -> Vec<String> {
    let places = sheet_places(card_mm);
    let scale = card_mm / 100.0;
    bodies
        .chunks(places.len())
        .map(|chunk| {
            let mut svg = String::from(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"210mm\" height=\"297mm\" \
                 viewBox=\"0 0 210 297\">\n",
            );
            for (body, &(x, y)) in chunk.iter().zip(&places) {
                let _ = write!(
                    svg,
                    "<g transform=\"translate({x} {y}) scale({scale})\" {TEXT_STYLE}>\n{body}</g>\n",
                );
            }
            svg.push_str("</svg>\n");
            outlined(svg, artwork)
        })
        .collect()
}

/// The cards (with their placements) on A4 sheets, six per page in two columns and three
/// rows, 3 mm apart and centred on the page.
#[cfg(test)]
fn sheet_svgs(cards: &[Vec<String>], artwork: &Artwork, placed: &[Vec<Placed>]) -> Vec<String> {
    let bodies = cards
        .iter()
        .zip(placed)
        .map(|(card, placed)| card_body(card, artwork, placed))
        .collect();
    sheets_of(bodies, DEFAULT_CARD_MM, artwork)
}

/// The back of a card, in card units, when no picture is given.
pub(crate) const BACK: &str = "<circle r=\"48\" fill=\"#24476b\"/>\n\
                    <circle r=\"40\" fill=\"none\" stroke=\"#f2c14e\" stroke-width=\"2.5\"/>\n\
                    <circle r=\"30\" fill=\"none\" stroke=\"#f2c14e\" stroke-width=\"1.2\"/>\n\
                    <circle r=\"8\" fill=\"#f2c14e\"/>\n";

/// The back of a card, in card units: the picture of `href` (a `data:` address) centred,
/// scaled to cover the card's face and clipped to it, or the crate's own.
pub(crate) fn back(href: Option<&str>, place: usize) -> String {
    match href {
        Some(href) => format!(
            "<clipPath id=\"back-{place}\"><circle r=\"{CARD_FACE}\"/></clipPath>\n\
             <image x=\"-{CARD_FACE}\" y=\"-{CARD_FACE}\" width=\"{d}\" height=\"{d}\" \
             preserveAspectRatio=\"xMidYMid slice\" clip-path=\"url(#back-{place})\" href=\"{href}\"/>\n",
            d = 2.0 * CARD_FACE
        ),
        None => BACK.to_owned(),
    }
}

/// How [`Pictures::draw_sized`] draws a deck.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct DrawOptions {
    /// Seed of the card layouts.
    pub seed: u64,
    /// The cards' diameter, in mm.
    pub card_mm: f64,
    /// The first card drawn (an index from 0).
    pub first: usize,
    /// How many cards are drawn from `first`; `None` for the rest of the deck.
    pub count: Option<usize>,
    /// Whether a card back and a sheet of backs are drawn too.
    pub backs: bool,
}

impl DrawOptions {
    /// Every card, [`DEFAULT_CARD_MM`] wide, without backs, with the layouts of `seed`.
    pub fn new(seed: u64) -> DrawOptions {
        DrawOptions {
            seed,
            card_mm: DEFAULT_CARD_MM,
            first: 0,
            count: None,
            backs: false,
        }
    }
}

/// The least and most card diameters an SVG sheet takes, in mm (as the PDF's A4).
pub const SVG_CARD_MM: std::ops::RangeInclusive<f64> = 30.0..=196.0;

/// The pictures of a deck: one SVG per card ([`card_svg`]) and A4 sheets (210 x 297 mm) of
/// six cards of [`DEFAULT_CARD_MM`], to print at 100 % and cut out, each with the file name it is meant
/// to be saved under.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Pictures {
    /// One picture per card, in the deck's order.
    pub cards: Vec<String>,
    /// The A4 sheets.
    pub sheets: Vec<String>,
    /// The number of the first card drawn, from 1 (its file's number).
    pub first_card: usize,
    /// One card's back, and an A4 sheet of backs, if asked for.
    pub backs: Option<(String, String)>,
    /// The height of the words, the same on every card.
    pub lettering: Lettering,
}

impl Pictures {
    /// Draws `cards` (each card the names of its symbols) with the layouts of `seed`: card
    /// `i` is [`card_svg`]`(card, seed, i)`, on sheet `i / 6`.
    ///
    /// # Errors
    /// [`DrawError::TooManySymbols`] for the first card with more than
    /// [`MAX_DRAWN_SYMBOLS`] symbols, before anything is drawn; [`DrawError::TooSmall`] for
    /// the first card whose words cannot be legible.
    ///
    /// ```
    /// let cards = vec![vec!["cat".to_owned(), "dog".to_owned()]; 7];
    /// let pictures = dobble::Pictures::draw(&cards, 0).unwrap();
    /// let names: Vec<String> = pictures.files().map(|(name, _)| name).collect();
    /// assert_eq!(names[0], "card-001.svg");
    /// assert_eq!(names[7..], ["sheet-1.svg", "sheet-2.svg"]);
    /// ```
    pub fn draw(cards: &[Vec<String>], seed: u64) -> Result<Pictures, DrawError> {
        Pictures::draw_with(cards, &Artwork::words(), seed)
    }

    /// [`Pictures::draw`] with the pictures of `artwork` in place of their symbols' words:
    /// each image keeps its aspect ratio, and is laid out as a word is, with a seeded size
    /// and rotation.
    ///
    /// # Errors
    /// As [`Pictures::draw`].
    ///
    /// ```
    /// let mut artwork = dobble::draw::Artwork::words();
    /// let sun = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>"#;
    /// artwork.insert("sun", dobble::images::Image::from_bytes(sun.to_vec()).unwrap());
    /// let cards = vec![vec!["sun".to_owned(), "moon".to_owned()]; 3];
    /// let pictures = dobble::Pictures::draw_with(&cards, &artwork, 0).unwrap();
    /// // "moon" is a word: in the shipped font, as printed, its letters outlined (feature `pdf`).
    /// assert!(pictures.cards[0].contains("<image") && pictures.cards[0].contains("id=\"symbol-1\""));
    /// ```
    pub fn draw_with(
        cards: &[Vec<String>],
        artwork: &Artwork,
        seed: u64,
    ) -> Result<Pictures, DrawError> {
        Pictures::draw_sized(cards, artwork, &DrawOptions::new(seed))
    }

    /// [`Pictures::draw_with`] at any size, of a range of cards, with backs: the words the
    /// same height on every card ([`fit_lettering`]), the sheets holding as many cards as
    /// fit on A4.
    ///
    /// # Errors
    /// As [`Pictures::draw`]; [`DrawError::CardSize`] for a diameter outside
    /// [`SVG_CARD_MM`], [`DrawError::CardsOutside`] for cards beyond the deck.
    pub fn draw_sized(
        cards: &[Vec<String>],
        artwork: &Artwork,
        options: &DrawOptions,
    ) -> Result<Pictures, DrawError> {
        let card_mm = options.card_mm;
        if !SVG_CARD_MM.contains(&card_mm) {
            return Err(DrawError::CardSize {
                card_mm,
                least_mm: *SVG_CARD_MM.start(),
                most_mm: *SVG_CARD_MM.end(),
            });
        }
        let last = options.count.map_or(cards.len(), |n| options.first + n);
        if last > cards.len() || options.first >= last.max(1) {
            return Err(DrawError::CardsOutside {
                first: options.first,
                last,
                cards: cards.len(),
            });
        }
        check_amount(cards, options.first..last)?;
        let mut artwork = artwork.clone();
        // Words are measured in the shipped font, as the PDF measures them: one layout,
        // whatever draws the card.
        #[cfg(feature = "pdf")]
        artwork.measure_words(
            cards[options.first..last]
                .iter()
                .flatten()
                .map(String::as_str),
        )?;
        let lettering = fit_lettering(cards, &artwork, options.seed, card_mm, options.first..last)?;
        artwork.set_letter_mm(lettering.letter_mm);
        let drawn = &cards[options.first..last];
        let placed = drawn
            .iter()
            .enumerate()
            .map(|(i, card)| placements(card, &artwork, options.seed, options.first + i, card_mm))
            .collect::<Result<Vec<_>, _>>()?;
        let bodies: Vec<String> = drawn
            .iter()
            .zip(&placed)
            .map(|(card, placed)| card_body(card, &artwork, placed))
            .collect();
        let backs = options.backs.then(|| {
            let body = back(artwork.back_address(), 0);
            let sheet = sheets_of(
                (0..sheet_places(card_mm).len())
                    .map(|place| back(artwork.back_address(), place))
                    .collect(),
                card_mm,
                &artwork,
            );
            (drawn_card_sized(&body, card_mm, &artwork), sheet.concat())
        });
        Ok(Pictures {
            cards: drawn
                .iter()
                .zip(&placed)
                .map(|(card, placed)| {
                    drawn_card_sized(&drawing(card, &artwork, placed, true), card_mm, &artwork)
                })
                .collect(),
            sheets: sheets_of(bodies, card_mm, &artwork),
            first_card: options.first + 1,
            backs,
            lettering,
        })
    }

    /// Every picture with its file name: `card-001.svg`, ... (at least three digits, as many
    /// as the number of cards needs, so the names sort in card order), then `sheet-1.svg`,
    /// ....
    pub fn files(&self) -> impl Iterator<Item = (String, &str)> {
        let first = self.first_card.max(1);
        let digits = (first - 1 + self.cards.len()).to_string().len().max(3);
        let cards = self
            .cards
            .iter()
            .enumerate()
            .map(move |(i, svg)| (format!("card-{:0digits$}.svg", first + i), svg.as_str()));
        let backs = self.backs.iter().flat_map(|(card, sheet)| {
            [
                ("back.svg".to_owned(), card.as_str()),
                ("back-sheet.svg".to_owned(), sheet.as_str()),
            ]
        });
        let sheets = self
            .sheets
            .iter()
            .enumerate()
            .map(|(i, svg)| (format!("sheet-{}.svg", i + 1), svg.as_str()));
        cards.chain(sheets).chain(backs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Looks of the given aspects: words (estimated, letters half the box's height) where
    /// `words` says so, pictures elsewhere.
    fn looks(aspects: &[f64], words: &[bool]) -> Vec<Look> {
        aspects
            .iter()
            .zip(words.iter().cycle())
            .map(|(&aspect, &word)| Look {
                aspect,
                letters: word.then_some(ESTIMATED_LETTERS),
                upright: false,
                outline: None,
            })
            .collect()
    }

    /// Checks placements against the promises, from their boxes: inside the card, apart,
    /// of their aspect, words legible at `card_mm`.
    /// How far apart the convex polygons `a` and `b` are along the edge normal of either
    /// that parts them most (negative where they overlap).
    fn parted(a: &[Point], b: &[Point]) -> f64 {
        let mut best = f64::NEG_INFINITY;
        for shape in [a, b] {
            for i in 0..shape.len() {
                let (p, q) = (shape[i], shape[(i + 1) % shape.len()]);
                let (nx, ny) = (q.1 - p.1, p.0 - q.0);
                let length = nx.hypot(ny);
                if length == 0.0 {
                    continue;
                }
                let span = |s: &[Point]| {
                    s.iter()
                        .map(|v| (v.0 * nx + v.1 * ny) / length)
                        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), x| {
                            (lo.min(x), hi.max(x))
                        })
                };
                let ((a_lo, a_hi), (b_lo, b_hi)) = (span(a), span(b));
                best = best.max((b_lo - a_hi).max(a_lo - b_hi));
            }
        }
        best
    }

    /// The distance between the convex polygons `a` and `b`: where an axis parts them,
    /// the least distance from a corner of one to an edge of the other; else how far they
    /// overlap along the axis that parts them most (0 or less).
    fn distance(a: &[Point], b: &[Point]) -> f64 {
        let overlap = parted(a, b);
        if overlap <= 0.0 {
            return overlap;
        }
        let to_edge = |p: Point, (u, v): (Point, Point)| {
            let (dx, dy) = (v.0 - u.0, v.1 - u.1);
            let t = (((p.0 - u.0) * dx + (p.1 - u.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
            (p.0 - u.0 - t * dx).hypot(p.1 - u.1 - t * dy)
        };
        let mut least = f64::INFINITY;
        for (from, to) in [(a, b), (b, a)] {
            for &p in from {
                for i in 0..to.len() {
                    least = least.min(to_edge(p, (to[i], to[(i + 1) % to.len()])));
                }
            }
        }
        least
    }

    /// Checks placements against the promises, from their boxes and shapes: inside the
    /// card, apart (a card of words by its discs, a card with pictures by its shapes, the
    /// gap apart), of their aspect, each shape the turned box unless a picture's outline,
    /// words legible at `card_mm`.
    fn check(placed: &[Placed], looks: &[Look], card_mm: f64) -> Result<(), TestCaseError> {
        prop_assert_eq!(placed.len(), looks.len());
        let words = looks.iter().all(|look| look.letters.is_some());
        for (i, (p, look)) in placed.iter().zip(looks).enumerate() {
            prop_assert!(p.height > 0.0);
            prop_assert!((p.width / p.height - look.aspect).abs() < 1e-9 * look.aspect);
            // The box's half diagonal is its radius.
            prop_assert!((p.width.hypot(p.height) / 2.0 - p.radius).abs() < 1e-9 * p.radius);
            if look.outline.is_none() {
                // The turned box, by the C library's sine and cosine.
                let (sin, cos) = p.rotation.to_radians().sin_cos();
                let (w, h) = (p.width / 2.0, p.height / 2.0);
                let corners = [(-w, -h), (w, -h), (w, h), (-w, h)]
                    .map(|(x, y)| (p.x + x * cos - y * sin, p.y + x * sin + y * cos));
                prop_assert_eq!(p.outline.len(), 4);
                for (a, b) in p.outline.iter().zip(corners) {
                    prop_assert!(
                        (a.0 - b.0).abs() < 1e-9 * p.radius && (a.1 - b.1).abs() < 1e-9 * p.radius
                    );
                }
            }
            for corner in &p.outline {
                prop_assert!(corner.0.hypot(corner.1) <= CARD_INSIDE + 1e-9);
            }
            for q in &placed[i + 1..] {
                if words {
                    prop_assert!((p.x - q.x).hypot(p.y - q.y) >= p.radius + q.radius - 1e-9);
                } else {
                    prop_assert!(distance(&p.outline, &q.outline) >= GAP - 1e-9);
                }
            }
            if let Some(letters) = p.letters {
                prop_assert!(letters * card_mm / 100.0 >= MIN_LETTER_MM * (1.0 - 1e-12));
            }
        }
        Ok(())
    }

    proptest! {
        /// Symbols stay inside the card and never overlap, whatever their shapes, and words
        /// are legible; pictures always fit, and 3 to 13 of them (boxes of aspects up to 3)
        /// cover half the card's face with sizes at most 3 times apart.
        #[test]
        fn symbols_fit(
            aspects in proptest::collection::vec(0.01f64..14.0, 1..20),
            words in proptest::collection::vec(any::<bool>(), 1..4),
            card_mm in 30.0f64..200.0,
            seed in any::<u64>(),
        ) {
            let looks = looks(&aspects, &words);
            if let Some(placed) = layout(&looks, card_mm, &mut card_rng(seed, 3)) {
                check(&placed, &looks, card_mm)?;
            } else {
                prop_assert!(words.contains(&true));
            }
            let pictures = self::looks(&aspects, &[false]);
            let placed = layout(&pictures, card_mm, &mut card_rng(seed, 3)).unwrap();
            check(&placed, &pictures, card_mm)?;
            let circles: Vec<crate::layout::Circle> = placed
                .iter()
                .map(|p| crate::layout::Circle { x: p.x, y: p.y, r: p.radius })
                .collect();
            if (3..=13).contains(&aspects.len()) {
                prop_assert!(crate::layout::ratio(&circles) <= 3.0);
                let area: f64 = placed.iter().map(|p| p.width * p.height).sum();
                let covered = area / (std::f64::consts::PI * CARD_FACE * CARD_FACE);
                if aspects.iter().all(|&a| (1.0 / 3.0..=3.0).contains(&a)) {
                    prop_assert!(covered >= 0.5, "{covered}");
                }
            }
        }
    }

    /// A card of the largest size fits with pictures (checked as in `symbols_fit`); with
    /// words it is refused as too small, naming a size at which it fits; one more symbol
    /// is refused before any drawing, naming the card.
    #[test]
    fn the_largest_drawn_card_fits_and_a_larger_one_is_refused() {
        let aspects: Vec<f64> = (0..MAX_DRAWN_SYMBOLS)
            .map(|i| word_aspect(1 + i % 12))
            .collect();
        let pictures = looks(&aspects, &[false]);
        let placed = layout(&pictures, DEFAULT_CARD_MM, &mut card_rng(5, 0)).unwrap();
        check(&placed, &pictures, DEFAULT_CARD_MM).unwrap();
        let word = |i: usize| format!("s{i}");
        let mut cards = vec![vec![word(0), word(1)]; 3];
        cards[1] = (0..MAX_DRAWN_SYMBOLS).map(word).collect();
        let Err(DrawError::TooSmall {
            cards: refused,
            symbols: MAX_DRAWN_SYMBOLS,
            letter_mm: LEAST_LETTER_MM,
            least_mm: Some(least),
            ..
        }) = Pictures::draw(&cards, 0)
        else {
            panic!("a card of 128 words is legible at {DEFAULT_CARD_MM} mm");
        };
        assert_eq!(refused, [1]);
        // At the size named, the card fits with the least lettering (its words measured as
        // the drawing measures them).
        let mut words = Artwork::words();
        #[cfg(feature = "pdf")]
        words
            .measure_words(cards[1].iter().map(String::as_str))
            .unwrap();
        words.set_letter_mm(LEAST_LETTER_MM);
        assert!(least > DEFAULT_CARD_MM && least.fract() == 0.0);
        let placed = lay_out(&cards[1], &words, 0, 1, least).unwrap();
        assert!(placed.least_letter_mm.unwrap() >= LEAST_LETTER_MM);
        cards[2] = (0..1_000_000).map(word).collect();
        let refused = DrawError::TooManySymbols {
            card: 2,
            symbols: 1_000_000,
            limit: MAX_DRAWN_SYMBOLS,
        };
        cards[1] = cards[0].clone();
        assert_eq!(Pictures::draw(&cards, 0), Err(refused.clone()));
        assert_eq!(card_svg(&cards[2], 0, 2), Err(refused));
    }

    fn pictures_card() -> Vec<String> {
        vec!["a&b".to_owned(), "<c>".to_owned()]
    }

    #[test]
    fn seeded_and_escaped() {
        let card = vec!["a&b".to_owned(), "<c>".to_owned()];
        assert_eq!(card_svg(&card, 1, 0), card_svg(&card, 1, 0));
        assert_ne!(card_svg(&card, 1, 0), card_svg(&card, 2, 0));
        let placed = card_layout(&card, &Artwork::words(), 1, 0).unwrap();
        let svg = card_body(&card, &Artwork::words(), &placed);
        assert!(svg.contains("a&amp;b") && svg.contains("&lt;c&gt;"));
        let thirteen = vec![card.clone(); 13];
        let placed: Vec<Vec<Placed>> = (0..13)
            .map(|i| card_layout(&card, &Artwork::words(), 0, i).unwrap())
            .collect();
        let sheets = sheet_svgs(&thirteen, &Artwork::words(), &placed);
        assert_eq!(sheets.len(), 3);
        assert_eq!(sheets[2].matches("<circle").count(), 1);
        let pictures = Pictures::draw(&vec![card; 1000], 0).unwrap();
        let names: Vec<String> = pictures.files().map(|(name, _)| name).collect();
        assert_eq!(names.len(), 1000 + 167);
        assert_eq!(
            (names[0].as_str(), names[999].as_str()),
            ("card-0001.svg", "card-1000.svg")
        );
        assert_eq!(names[1166], "sheet-167.svg");
        assert_eq!(
            pictures.cards[999],
            card_svg(&pictures_card(), 0, 999).unwrap()
        );
        assert_eq!((pictures.cards.len(), pictures.sheets.len()), (1000, 167));
    }
}

/// Printed words: the ink usvg draws is the box the layout placed, at least 2.5 mm high.
#[cfg(all(test, feature = "pdf"))]
mod lettering_tests {
    use super::*;

    /// The ink of every text under `group`, in document order.
    fn inks(group: &usvg::Group, found: &mut Vec<usvg::Rect>) {
        for node in group.children() {
            match node {
                usvg::Node::Text(t) => found.push(t.flattened().bounding_box()),
                usvg::Node::Group(g) => inks(g, found),
                _ => {}
            }
        }
    }

    #[test]
    fn printed_ink_stays_in_its_box() {
        let card: Vec<String> = ["Wolf", "jay", "_", "É", "gyp", "ant", "QQ", "ffi", "-", "."]
            .map(str::to_owned)
            .to_vec();
        let mut artwork = Artwork::words();
        artwork
            .measure_words(card.iter().map(String::as_str))
            .unwrap();
        for seed in 0..20 {
            let placed = placements(&card, &artwork, seed, 0, DEFAULT_CARD_MM).unwrap();
            let svg = format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-50 -50 100 100\" \
                 width=\"100\" height=\"100\">{}</svg>",
                card_body(&card, &artwork, &placed)
            );
            let tree = usvg::Tree::from_str(&svg, crate::font::options()).unwrap();
            let mut texts = Vec::new();
            inks(tree.root(), &mut texts);
            assert_eq!(texts.len(), card.len());
            // In the text's own frame (before its translation and rotation, which are the
            // placement's own), the ink is the box: centred, as wide and as high.
            for (ink, p) in texts.iter().zip(&placed) {
                let tolerance = 0.01 * p.height;
                let (x0, y0) = (f64::from(ink.left()), f64::from(ink.top()));
                let (x1, y1) = (f64::from(ink.right()), f64::from(ink.bottom()));
                assert!(
                    x0 >= -p.width / 2.0 - tolerance
                        && x1 <= p.width / 2.0 + tolerance
                        && y0 >= -p.height / 2.0 - tolerance
                        && y1 <= p.height / 2.0 + tolerance
                        && (x1 - x0) >= p.width - 2.0 * tolerance
                        && (y1 - y0) >= p.height - 2.0 * tolerance,
                    "seed {seed}: ink {ink:?} is not the box {p:?}"
                );
                // The word is as high as promised, by the ink usvg draws.
                let high_mm = (y1 - y0) * DEFAULT_CARD_MM / 100.0;
                assert!(high_mm >= MIN_LETTER_MM * 0.99, "seed {seed}: {high_mm} mm");
            }
        }
    }
}
