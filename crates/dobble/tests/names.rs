//! Decks of names as people write them, printed at the defaults: the 57 names of a classic
//! picture deck (many of several words) on the plane of order 7, at A4 and Letter, as PDF
//! and SVG; smaller lettering, the same on every card, where a card is too small; and a
//! refusal naming every card that does not fit, with a size that is checked to fit.
#![cfg(feature = "pdf")]

use dobble::draw::{
    Artwork, DrawError, DrawOptions, LEAST_LETTER_MM, MIN_LETTER_MM, Pictures, fit_lettering,
    lay_out,
};
use dobble::print::{Paper, PrintOptions};
use dobble::{Answer, Deck, FindOptions, find_deck, print_pdf};

/// The plane of order 7 named with the names of `fixtures/picture_names.txt`, through the
/// deck file the program writes and reads back.
fn picture_deck() -> Vec<Vec<String>> {
    let text = include_str!("fixtures/picture_names.txt");
    let names = dobble::deck::parse_names(text, 57).unwrap();
    let Ok(Answer::Deck(plane)) = find_deck(8, FindOptions::default()) else {
        panic!("the plane of order 7");
    };
    let named = plane.named(&names).unwrap();
    let deck = Deck::from_cards(named.cards.clone()).unwrap();
    let read = Deck::parse(&deck.to_text()).unwrap();
    assert_eq!(read.named_cards(), named.cards);
    named.cards
}

fn measured(cards: &[Vec<String>]) -> Artwork {
    let mut artwork = Artwork::words();
    artwork
        .measure_words(cards.iter().flatten().map(String::as_str))
        .unwrap();
    artwork
}

#[test]
fn a_picture_deck_of_names_prints_at_the_defaults() {
    let cards = picture_deck();
    let artwork = measured(&cards);
    // Names of several words break at a space over two lines; each line is a piece of the
    // name as written, and together they are the name.
    let lines = artwork.lines("skull and crossbones");
    assert_eq!(lines.len(), 2);
    assert!(lines.join(" ") == "skull and crossbones");
    assert_eq!(artwork.lines("anchor"), ["anchor"]);
    for paper in [Paper::A4, Paper::Letter] {
        let mut options = PrintOptions::default();
        options.paper = paper;
        let printed = print_pdf(&cards, &artwork, &options).unwrap();
        assert_eq!((printed.cards, printed.card_mm), (57, 85.0));
        assert_eq!(printed.lettering.letter_mm, MIN_LETTER_MM);
        assert!(printed.lettering.crowded.is_empty());
    }
    let pictures = Pictures::draw_sized(&cards, &artwork, &DrawOptions::new(0)).unwrap();
    assert_eq!(pictures.cards.len(), 57);
    // Every word of every card is at least 2.5 mm high, every name as written.
    for (index, card) in cards.iter().enumerate() {
        let layout = lay_out(card, &artwork, 0, index, 85.0).unwrap();
        for (place, name) in layout.symbols.iter().zip(card) {
            assert_eq!(&place.symbol, name);
            assert!(place.letter_mm.unwrap() >= MIN_LETTER_MM);
        }
    }
}

#[test]
fn crowded_cards_get_smaller_words_on_every_card() {
    let cards = picture_deck();
    let artwork = measured(&cards);
    let lettering = fit_lettering(&cards, &artwork, 0, 60.0, 0..cards.len()).unwrap();
    assert!(lettering.reduced());
    assert!(lettering.letter_mm >= LEAST_LETTER_MM && lettering.letter_mm < MIN_LETTER_MM);
    // The crowded cards, and only they, do not fit 2.5 mm high (checked card by card).
    for (index, card) in cards.iter().enumerate() {
        let full = lay_out(card, &artwork, 0, index, 60.0);
        assert_eq!(
            full.is_err(),
            lettering.crowded.contains(&index),
            "card {index}"
        );
    }
    // At the height chosen, every card fits, its words that high.
    let mut smaller = artwork.clone();
    smaller.set_letter_mm(lettering.letter_mm);
    for (index, card) in cards.iter().enumerate() {
        let layout = lay_out(card, &smaller, 0, index, 60.0).unwrap();
        assert!(layout.least_letter_mm.unwrap() >= lettering.letter_mm * (1.0 - 1e-9));
    }
}

#[test]
fn a_refusal_names_every_card_and_a_size_that_fits_whatever_the_seed() {
    let cards = picture_deck();
    let artwork = measured(&cards);
    let mut least = Vec::new();
    for seed in 0..4 {
        // Cards 19 to 32: enough to hold cards that do not fit at 50 mm, quick to search.
        let Err(DrawError::TooSmall {
            cards: refused,
            letter_mm,
            least_mm: Some(mm),
            ..
        }) = fit_lettering(&cards, &artwork, seed, 50.0, 18..32)
        else {
            panic!("cards 19 to 32 fit at 50 mm");
        };
        assert_eq!(letter_mm, LEAST_LETTER_MM);
        let mut smallest = artwork.clone();
        smallest.set_letter_mm(LEAST_LETTER_MM);
        for (index, card) in cards.iter().enumerate().take(32).skip(18) {
            let fits = lay_out(card, &smallest, seed, index, 50.0).is_ok();
            assert_eq!(fits, !refused.contains(&index), "seed {seed}, card {index}");
            // At the size named, every card fits.
            assert!(lay_out(card, &smallest, seed, index, mm).is_ok());
        }
        least.push(mm);
    }
    let (low, high) = least
        .iter()
        .fold((f64::INFINITY, 0f64), |(l, h), &m| (l.min(m), h.max(m)));
    assert!(high - low <= 1.0, "{least:?}");
}
