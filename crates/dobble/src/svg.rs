//! Printable cards as SVG: one picture per card, and A4 sheets of six cards.
//!
//! A card is a circle of 100 units, its printed rim a circle of radius [`CARD_FACE`]; its
//! symbols, words or pictures, are laid out as a shop-bought deck is: their bounding
//! circles (each symbol's box, turned at random, stays inside its circle) are packed into
//! the disc of radius [`CARD_INSIDE`], apart, with a seeded mix of large, medium and small
//! sizes that cover most of the card (see the `layout` module). A word's circle is never
//! so small that its letters fall under [`MIN_LETTER_MM`] at the printed size. Layouts
//! are random but seeded (ChaCha8, one stream per card) and computed with correctly
//! rounded arithmetic alone: the same seed gives the same pictures, on every platform.
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
use crate::image::Image;
use games_common::xml::escape;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Write;

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
/// The height of a word not measured in a font, over its box's height (its font size):
/// the x-height of common bold sans-serif faces (0.52 to 0.55) rounded down, the least a
/// word's ink can be, so that the estimate errs towards larger words.
const ESTIMATED_LETTERS: f64 = 0.5;
/// Cards per A4 sheet.
const CARDS_PER_SHEET: usize = 6;

/// The most symbols a drawn card shows ([`Pictures::draw`], [`card_svg`]): 128, the
/// cards of the deck of order 127.
pub const MAX_DRAWN_SYMBOLS: usize = 128;

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
    /// A card too small for its words to be [`MIN_LETTER_MM`] high.
    #[error(
        "a card of {card_mm} mm is too small for the words of card {} ({symbols} symbols) to \
         be {} mm high: {}", card + 1, MIN_LETTER_MM, least_words(*least_mm)
    )]
    TooSmall {
        /// The card (an index into the cards drawn).
        card: usize,
        /// Its number of symbols.
        symbols: usize,
        /// The diameter asked for, in mm.
        card_mm: f64,
        /// The least diameter, in whole mm, at which its layout keeps every word legible,
        /// if one up to [`MAX_TRIED_MM`] does.
        least_mm: Option<f64>,
    },
}

/// The largest card diameter [`DrawError::TooSmall`] looks at for one that fits, in mm.
pub const MAX_TRIED_MM: f64 = 1000.0;

/// The end of [`DrawError::TooSmall`]'s message.
fn least_words(least_mm: Option<f64>) -> String {
    match least_mm {
        Some(mm) => format!("it needs at least {mm} mm"),
        None => format!("no card up to {MAX_TRIED_MM} mm is large enough"),
    }
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
/// The box is the image itself, or for a word its estimated extent (see [`word_aspect`]).
/// Every corner of the turned box lies within [`CARD_INSIDE`] of the centre, and the
/// turned boxes of one card never overlap: each lies inside the disc of radius `radius`
/// about its centre, and these discs are apart.
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
    /// diagonal.
    pub radius: f64,
    /// Hue of a word's colour, in degrees.
    pub hue: f64,
    /// For a word, its height as [`MIN_LETTER_MM`] measures it (the box's height for a word
    /// measured in the shipped font, an estimate otherwise); `None` for a picture.
    pub letters: Option<f64>,
}

/// Width over height of a word of `chars` characters as drawn: 0.6 of the font size per
/// character (an estimate for a bold sans-serif face), one font size high.
pub fn word_aspect(chars: usize) -> f64 {
    0.6 * chars.max(1) as f64
}

/// How a symbol is drawn, as far as its layout is concerned: the aspect ratio (width over
/// height) of its box, and for a word the height of its smallest letters over the box's.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Look {
    aspect: f64,
    letters: Option<f64>,
}

/// Half the diagonal of a box of aspect ratio `aspect`, one unit high.
fn half_diagonal(aspect: f64) -> f64 {
    0.5 * crate::layout::dist(aspect, 1.0)
}

/// Placements for symbols of the given looks on a card of `card_mm`, in the symbols'
/// order, or `None` where the words cannot have letters of [`MIN_LETTER_MM`]. The work is
/// bounded (see the `layout` module).
fn layout(looks: &[Look], card_mm: f64, rng: &mut ChaCha8Rng) -> Option<Vec<Placed>> {
    // The least height of a letter, in card units, with a hair to spare for rounding.
    let letter = MIN_LETTER_MM * 100.0 / card_mm * (1.0 + 1e-9);
    let least: Vec<f64> = looks
        .iter()
        .map(|look| {
            look.letters
                .map_or(0.0, |q| letter / q * half_diagonal(look.aspect))
        })
        .collect();
    let circles = crate::layout::pack(&least, CARD_INSIDE, rng)?;
    Some(
        circles
            .iter()
            .zip(looks)
            .map(|(c, look)| {
                let height = c.r / half_diagonal(look.aspect);
                Placed {
                    x: c.x,
                    y: c.y,
                    width: look.aspect * height,
                    height,
                    rotation: rng.random_range(0.0..360.0),
                    radius: c.r,
                    hue: rng.random_range(0.0..360.0),
                    letters: look.letters.map(|q| q * height),
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

/// How a deck's symbols look: each a word, unless it was given a picture.
#[derive(Clone, Debug, Default)]
pub struct Artwork {
    /// The pictures by symbol name, each with its `data:` address for SVG.
    images: hashbrown::HashMap<String, (Image, String)>,
    /// The picture on the cards' backs, with its `data:` address.
    back: Option<(Image, String)>,
    /// The words measured in the shipped font ([`Artwork::measure_words`]).
    #[cfg(feature = "pdf")]
    inks: hashbrown::HashMap<String, Ink>,
}

impl Artwork {
    /// Every symbol drawn as its word.
    pub fn words() -> Artwork {
        Artwork::default()
    }

    /// Draws the symbol named `symbol` (exactly as on the cards) as `image`.
    pub fn insert(&mut self, symbol: impl Into<String>, image: Image) {
        let href = data_address(&image);
        self.images.insert(symbol.into(), (image, href));
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
    #[cfg(feature = "pdf")]
    pub(crate) fn back_address(&self) -> Option<&str> {
        self.back.as_ref().map(|(_, href)| href.as_str())
    }

    /// The picture of `symbol`, if it has one.
    pub fn image(&self, symbol: &str) -> Option<&Image> {
        self.images.get(symbol).map(|(image, _)| image)
    }

    /// How `symbol` is drawn: a picture's aspect, or a word's (measured or estimated).
    fn look(&self, symbol: &str) -> Look {
        #[cfg(feature = "pdf")]
        if let Some(ink) = self.inks.get(symbol) {
            // The box is the ink. The word's letters are as high as the lower of its ink
            // and the font's capital letters: a word with a descender is taller than its
            // capitals, a word of short letters only ("cow") is lower than them.
            return Look {
                aspect: ink.width / ink.height,
                letters: Some((crate::font::capital_height() / ink.height).min(1.0)),
            };
        }
        match self.image(symbol) {
            Some(image) => Look {
                aspect: image.aspect(),
                letters: None,
            },
            None => Look {
                aspect: word_aspect(symbol.chars().count()),
                letters: Some(ESTIMATED_LETTERS),
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
            let ink = crate::font::measure(symbol)?;
            self.inks.insert(symbol.to_owned(), ink);
        }
        Ok(())
    }

    /// The SVG element that writes `word` in the shipped font, its ink filling the box
    /// `p`, if the word was measured.
    #[cfg(feature = "pdf")]
    fn lettered(&self, word: &str, p: &Placed) -> Option<String> {
        let ink = self.inks.get(word)?;
        let size = p.height / ink.height;
        Some(format!(
            "<text transform=\"translate({:.3} {:.3}) rotate({:.1})\" x=\"{:.3}\" y=\"{:.3}\" \
             font-family=\"{}\" font-weight=\"bold\" font-size=\"{:.3}\" text-anchor=\"start\" \
             dominant-baseline=\"alphabetic\" fill=\"hsl({:.0}, 70%, 35%)\">{}</text>",
            p.x,
            p.y,
            p.rotation,
            -(ink.left + ink.width / 2.0) * size,
            -(ink.top + ink.height / 2.0) * size,
            crate::font::FAMILY,
            size,
            p.hue,
            escape(word)
        ))
    }

    #[cfg(not(feature = "pdf"))]
    fn lettered(&self, _word: &str, _p: &Placed) -> Option<String> {
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

/// [`card_layout`] of a card already checked for size, on a card of `card_mm`.
pub(crate) fn placements(
    symbols: &[String],
    artwork: &Artwork,
    seed: u64,
    index: usize,
    card_mm: f64,
) -> Result<Vec<Placed>, DrawError> {
    let looks: Vec<Look> = symbols.iter().map(|s| artwork.look(s)).collect();
    layout(&looks, card_mm, &mut card_rng(seed, index)).ok_or_else(|| DrawError::TooSmall {
        card: index,
        symbols: symbols.len(),
        card_mm,
        least_mm: least_card_mm(&looks, seed, index, card_mm),
    })
}

/// The least whole diameter in mm, above `card_mm` and up to [`MAX_TRIED_MM`], at which the
/// card of `looks` keeps its words legible: found by doubling, then halving the interval
/// down to a whole mm (about 15 layouts, on the card that failed alone). The answer is one
/// the layout was seen to fit at.
fn least_card_mm(looks: &[Look], seed: u64, index: usize, card_mm: f64) -> Option<f64> {
    let fits = |mm: f64| layout(looks, mm, &mut card_rng(seed, index)).is_some();
    let mut low = card_mm.clamp(1.0, MAX_TRIED_MM).floor();
    let mut high = low;
    loop {
        if high >= MAX_TRIED_MM {
            return None;
        }
        high = (high * 2.0).min(MAX_TRIED_MM);
        if fits(high) {
            break;
        }
        low = high;
    }
    while high - low > 1.0 {
        let middle = ((low + high) / 2.0).floor();
        if fits(middle) {
            high = middle;
        } else {
            low = middle;
        }
    }
    Some(high)
}

/// The layout of one card as data: where each symbol goes, with the figures a reader checks
/// (the card's coverage, the size ratio, the smallest letters), in card units and in mm.
///
/// Serialized (feature `serde`) as its fields: `{"card":..,"card_mm":..,"coverage":..,
/// "ratio":..,"least_letter_mm":..,"symbols":[{"symbol":..,"kind":"word"|"picture",
/// "x":..,"y":..,"radius":..,"x_mm":..,"y_mm":..,"radius_mm":..,"rotation":..,"width":..,
/// "height":..,"letter_mm":..},..]}`.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct CardLayout {
    /// The card, numbered from 1.
    pub card: usize,
    /// The card's diameter, in mm.
    pub card_mm: f64,
    /// The share of the card's face (the disc of radius [`CARD_FACE`]) that the symbols'
    /// bounding circles cover.
    pub coverage: f64,
    /// The largest bounding circle's diameter over the smallest's.
    pub ratio: f64,
    /// The height of the smallest letters of the card's words, in mm; `None` without words.
    pub least_letter_mm: Option<f64>,
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
        symbols,
    })
}

/// The drawing of one card (circle and symbols, placed at `placed`) in card units, centred
/// on the origin.
pub(crate) fn card_body(symbols: &[String], artwork: &Artwork, placed: &[Placed]) -> String {
    let mut body = format!(
        "<circle r=\"{CARD_FACE}\" fill=\"white\" stroke=\"black\" stroke-width=\"0.8\"/>\n"
    );
    for (symbol, p) in symbols.iter().zip(placed) {
        let _ = match artwork.images.get(symbol.as_str()) {
            Some((_, href)) => writeln!(
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
            None => match artwork.lettered(symbol, p) {
                Some(text) => writeln!(body, "{text}"),
                None => writeln!(
                    body,
                    "<text transform=\"translate({:.2} {:.2}) rotate({:.1})\" font-size=\"{:.2}\" \
                 fill=\"hsl({:.0}, 70%, 35%)\">{}</text>",
                    p.x,
                    p.y,
                    p.rotation,
                    p.height,
                    p.hue,
                    escape(symbol)
                ),
            },
        };
    }
    body
}

const TEXT_STYLE: &str = "font-family=\"DejaVu Sans, Arial, sans-serif\" font-weight=\"bold\" \
                          text-anchor=\"middle\" dominant-baseline=\"central\"";

/// One card as a standalone SVG picture, [`DEFAULT_CARD_MM`] wide, its symbols as words.
/// `index` picks the card's layout stream.
///
/// # Errors
/// [`DrawError::TooManySymbols`] (with `index`) for more than [`MAX_DRAWN_SYMBOLS`]
/// symbols, [`DrawError::TooSmall`] for words that cannot be legible on it.
///
/// ```
/// let svg = dobble::draw::card_svg(&["cat".into(), "dog".into(), "owl".into()], 7, 0).unwrap();
/// assert!(svg.starts_with("<svg") && svg.matches("<text").count() == 3);
/// let wide: Vec<String> = (0..200).map(|s| s.to_string()).collect();
/// assert!(dobble::draw::card_svg(&wide, 7, 0).is_err());
/// ```
pub fn card_svg(symbols: &[String], seed: u64, index: usize) -> Result<String, DrawError> {
    let artwork = Artwork::words();
    let placed = card_layout(symbols, &artwork, seed, index)?;
    Ok(drawn_card(symbols, &artwork, &placed))
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

/// One card as a standalone SVG picture, of a card already placed.
fn drawn_card(symbols: &[String], artwork: &Artwork, placed: &[Placed]) -> String {
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{DEFAULT_CARD_MM}mm\" \
         height=\"{DEFAULT_CARD_MM}mm\" viewBox=\"-50 -50 100 100\">\n<g {TEXT_STYLE}>\n{}</g>\n</svg>\n",
        card_body(symbols, artwork, placed)
    );
    outlined(svg, artwork)
}

/// The cards (with their placements) on A4 sheets, six per page in two columns and three
/// rows, 3 mm apart and centred on the page.
fn sheet_svgs(cards: &[Vec<String>], artwork: &Artwork, placed: &[Vec<Placed>]) -> Vec<String> {
    let step = DEFAULT_CARD_MM + 3.0;
    let (left, top) = (105.0 - step / 2.0, 148.5 - step);
    let scale = DEFAULT_CARD_MM / 100.0;
    cards
        .chunks(CARDS_PER_SHEET)
        .zip(placed.chunks(CARDS_PER_SHEET))
        .map(|(chunk, placed)| {
            let mut svg = String::from(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"210mm\" height=\"297mm\" \
                 viewBox=\"0 0 210 297\">\n",
            );
            for (i, (card, placed)) in chunk.iter().zip(placed).enumerate() {
                let (x, y) = (left + step * (i % 2) as f64, top + step * (i / 2) as f64);
                let _ = write!(
                    svg,
                    "<g transform=\"translate({x} {y}) scale({scale})\" {TEXT_STYLE}>\n{}</g>\n",
                    card_body(card, artwork, placed)
                );
            }
            svg.push_str("</svg>\n");
            outlined(svg, artwork)
        })
        .collect()
}

/// The pictures of a deck: one SVG per card ([`card_svg`]) and A4 sheets (210 x 297 mm) of
/// six cards of [`DEFAULT_CARD_MM`], to print at 100 % and cut out, each with the file name it is meant
/// to be saved under.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Pictures {
    /// One picture per card, in the deck's order.
    pub cards: Vec<String>,
    /// The A4 sheets.
    pub sheets: Vec<String>,
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
    /// assert!(pictures.cards[0].contains("<image") && pictures.cards[0].contains(">moon</text>"));
    /// ```
    pub fn draw_with(
        cards: &[Vec<String>],
        artwork: &Artwork,
        seed: u64,
    ) -> Result<Pictures, DrawError> {
        for (i, card) in cards.iter().enumerate() {
            check_size(i, card.len())?;
        }
        let placed = cards
            .iter()
            .enumerate()
            .map(|(i, card)| placements(card, artwork, seed, i, DEFAULT_CARD_MM))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Pictures {
            cards: cards
                .iter()
                .zip(&placed)
                .map(|(card, placed)| drawn_card(card, artwork, placed))
                .collect(),
            sheets: sheet_svgs(cards, artwork, &placed),
        })
    }

    /// Every picture with its file name: `card-001.svg`, ... (at least three digits, as many
    /// as the number of cards needs, so the names sort in card order), then `sheet-1.svg`,
    /// ....
    pub fn files(&self) -> impl Iterator<Item = (String, &str)> {
        let digits = self.cards.len().to_string().len().max(3);
        let cards = self
            .cards
            .iter()
            .enumerate()
            .map(move |(i, svg)| (format!("card-{:0digits$}.svg", i + 1), svg.as_str()));
        let sheets = self
            .sheets
            .iter()
            .enumerate()
            .map(|(i, svg)| (format!("sheet-{}.svg", i + 1), svg.as_str()));
        cards.chain(sheets)
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
            })
            .collect()
    }

    /// Checks placements against the promises, from their boxes: inside the card, apart,
    /// of their aspect, words legible at `card_mm`.
    fn check(placed: &[Placed], looks: &[Look], card_mm: f64) -> Result<(), TestCaseError> {
        prop_assert_eq!(placed.len(), looks.len());
        for (i, (p, look)) in placed.iter().zip(looks).enumerate() {
            prop_assert!(p.height > 0.0);
            prop_assert!((p.width / p.height - look.aspect).abs() < 1e-9 * look.aspect);
            // The box's half diagonal is its radius.
            prop_assert!((p.width.hypot(p.height) / 2.0 - p.radius).abs() < 1e-9 * p.radius);
            prop_assert!(p.x.hypot(p.y) + p.radius <= CARD_INSIDE + 1e-9);
            for q in &placed[i + 1..] {
                prop_assert!((p.x - q.x).hypot(p.y - q.y) >= p.radius + q.radius - 1e-9);
            }
            if let Some(letters) = p.letters {
                prop_assert!(letters * card_mm / 100.0 >= MIN_LETTER_MM * (1.0 - 1e-12));
            }
        }
        Ok(())
    }

    proptest! {
        /// Symbols stay inside the card and never overlap, whatever their shapes, and words
        /// are legible; pictures always fit, and 3 to 13 of them cover 55 % of the card's
        /// face with sizes at most 3 times apart.
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
                prop_assert!(crate::layout::coverage(&circles, CARD_FACE) >= 0.55);
                prop_assert!(crate::layout::ratio(&circles) <= 3.0);
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
            card: 1,
            symbols: MAX_DRAWN_SYMBOLS,
            least_mm: Some(least),
            ..
        }) = Pictures::draw(&cards, 0)
        else {
            panic!("a card of 128 words is legible at {DEFAULT_CARD_MM} mm");
        };
        let words = Artwork::words();
        assert!(least > DEFAULT_CARD_MM && least.fract() == 0.0);
        let placed = lay_out(&cards[1], &words, 0, 1, least).unwrap();
        assert!(placed.least_letter_mm.unwrap() >= MIN_LETTER_MM);
        assert!(
            lay_out(&cards[1], &words, 0, 1, least - 1.0).is_err()
                || least - 1.0 <= DEFAULT_CARD_MM
        );
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
        let svg = card_svg(&card, 1, 0).unwrap();
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
