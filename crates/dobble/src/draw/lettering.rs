//! The one letter height of a deck's words ([`fit_lettering`], [`Lettering`]): how crowded
//! a card is, the card size its words need, and each card's layout ([`card_layout`]).

use super::artwork::*;
use super::limits::*;
use super::look::*;
use super::packing::*;

/// Where each symbol of a card goes ([`Placed`]): the layout of [`card_svg`](super::card_svg) and
/// [`Pictures`](super::Pictures) for card `index` under `seed`, with the looks of `artwork`, on a card of
/// [`DEFAULT_CARD_MM`] (as [`lay_out`](super::lay_out) at that size).
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
    card_layout_sized(symbols, artwork, seed, index, DEFAULT_CARD_MM)
}

/// [`card_layout`] on a card printed `card_mm` wide, its words as high as `artwork` says
/// ([`Artwork::letter_mm`]): where each symbol goes, in card units, for
/// [`card_body`](super::card_body) to draw.
///
/// # Errors
/// [`DrawError::TooManySymbols`] (with `index`) for more than [`MAX_DRAWN_SYMBOLS`]
/// symbols, [`DrawError::TooSmall`] where the words do not fit at that height.
///
/// ```
/// use dobble::draw::{Artwork, DrawError, card_layout_sized};
/// let card: Vec<String> = ["cat", "crocodile", "owl"].map(String::from).into();
/// assert_eq!(card_layout_sized(&card, &Artwork::words(), 0, 0, 120.0).unwrap().len(), 3);
/// let wide = vec!["x".to_owned(); 200];
/// assert!(matches!(
///     card_layout_sized(&wide, &Artwork::words(), 0, 4, 120.0),
///     Err(DrawError::TooManySymbols { card: 4, symbols: 200, .. })
/// ));
/// ```
pub fn card_layout_sized(
    symbols: &[String],
    artwork: &Artwork,
    seed: u64,
    index: usize,
    card_mm: f64,
) -> Result<Vec<Placed>, DrawError> {
    check_size(index, symbols.len())?;
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
pub(super) fn crowding(looks: &[Look], letter: f64) -> f64 {
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
pub(super) const ROOMY: f64 = 0.62;

/// A whole diameter in mm, above `card_mm` and up to [`MAX_TRIED_MM`], at which every card
/// of `looks` (card `indices[i]` for `looks[i]`) holds its words `letter_mm` high, found
/// cheaply: a layout depends on the letters' height over the card's alone, so the
/// diameter at which each card is [`ROOMY`] follows from its [`crowding`] at `card_mm`
/// with no layout at all; the largest of these, rounded up, is checked with one layout of
/// each card, and raised by a twentieth where a card still does not fit. Close to the
/// least such diameter, not searched for it.
pub(super) fn fitting_card_mm(
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
pub(super) fn too_small(failing: &[&(usize, Vec<Look>)], seed: u64, card_mm: f64) -> DrawError {
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
