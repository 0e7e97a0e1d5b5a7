//! One card's layout as data ([`lay_out`], [`CardLayout`], [`SymbolPlace`]): where each
//! symbol goes, in card units and in mm, with the figures a reader checks.

use super::artwork::*;
use super::lettering::*;
use super::limits::*;

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
    /// The shape the layout placed ([`Placed::outline`](super::Placed::outline)), its corners in card units.
    pub outline: Vec<[f64; 2]>,
    /// The area of [`SymbolPlace::outline`], in square card units.
    pub outline_area: f64,
}

/// The layout of card `index` (its `symbols`, with the looks of `artwork`) under `seed`,
/// printed `card_mm` wide, as data: the placements [`card_layout_sized`] gives and
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
    let placed = card_layout_sized(symbols, artwork, seed, index, card_mm)?;
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
