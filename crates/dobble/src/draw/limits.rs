//! The limits of drawing (the card's units, the most symbols drawn, the least letters) and
//! the refusals when a deck passes them ([`DrawError`]).

#[cfg(feature = "pdf")]
use crate::font::LetteringError;

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
/// the two ([`fit_lettering`](super::fit_lettering)).
pub const LEAST_LETTER_MM: f64 = 2.0;
/// Layouts tried for a card whose words do not fit: its own stream, then the next ones, so
/// that whether a card fits, and the card size it needs, hardly depends on the seed.
pub(super) const ATTEMPTS: u64 = 8;
/// The height of a word not measured in a font, over its box's height (its font size):
/// the x-height of common bold sans-serif faces (0.52 to 0.55) rounded down, the least a
/// word's ink can be, so that the estimate errs towards larger words.
pub(super) const ESTIMATED_LETTERS: f64 = 0.5;

/// The most symbols a drawn card shows ([`Pictures::draw`](super::Pictures::draw), [`card_svg`](super::card_svg)): 128, the
/// cards of the deck of order 127.
pub const MAX_DRAWN_SYMBOLS: usize = 128;

/// The most symbols drawn in one go, all cards together ([`Pictures::draw_sized`](super::Pictures::draw_sized), and the
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
    /// A card diameter an SVG sheet cannot take ([`SVG_CARD_MM`](super::SVG_CARD_MM)).
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
pub(super) fn least_words(least_mm: Option<f64>) -> String {
    match least_mm {
        Some(mm) => format!("every card fits at {mm} mm"),
        None => format!("no card up to {MAX_TRIED_MM} mm is large enough"),
    }
}

/// `card 3`, `cards 3 and 7`, `cards 3, 7 and 9`, numbered from 1.
pub(super) fn card_list(cards: &[usize]) -> String {
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
pub(super) fn check_size(card: usize, symbols: usize) -> Result<(), DrawError> {
    if symbols > MAX_DRAWN_SYMBOLS {
        return Err(DrawError::TooManySymbols {
            card,
            symbols,
            limit: MAX_DRAWN_SYMBOLS,
        });
    }
    Ok(())
}
