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

/// The numbers that read as others turned half a turn, by hand, and the rule on every
/// card of the numbered deck of order 7 (symbols 0 to 56): such a number is turned at most
/// an eighth of a turn either way; the others are turned every way.
#[test]
fn numbers_that_read_otherwise_turned_stay_upright() {
    use dobble::draw::{UPRIGHT_TURN, reads_otherwise_turned};
    for turned in [
        "6", "9", "66", "99", "68", "89", "86", "98", "16", "19", "61", "91", "106",
    ] {
        assert!(reads_otherwise_turned(turned), "{turned}");
    }
    for same in [
        "0", "1", "8", "11", "69", "96", "88", "101", "609", "2", "62", "cat", "",
    ] {
        assert!(!reads_otherwise_turned(same), "{same}");
    }
    let Ok(Answer::Deck(plane)) = find_deck(8, FindOptions::default()) else {
        panic!("the plane of order 7");
    };
    let cards: Vec<Vec<String>> = plane
        .cards
        .iter()
        .map(|card| card.iter().map(u32::to_string).collect())
        .collect();
    let artwork = measured(&cards);
    let mut wide = 0;
    for seed in 0..3 {
        for (index, card) in cards.iter().enumerate() {
            for place in lay_out(card, &artwork, seed, index, 85.0).unwrap().symbols {
                let from_upright = place.rotation.min(360.0 - place.rotation);
                if reads_otherwise_turned(&place.symbol) {
                    assert!(from_upright <= UPRIGHT_TURN + 1e-9, "{}", place.symbol);
                } else if from_upright > 90.0 {
                    wide += 1;
                }
            }
        }
    }
    assert!(wide > 100, "the other numbers are turned every way");
}

/// No two symbols of a card share a colour while the palette has as many colours as a card
/// has symbols: every card of the decks of orders 2 to 11 with the 12 vivid colours, and
/// of orders 2 to 7 with Okabe and Ito's 8 (colours as they published them).
#[test]
fn the_symbols_of_a_card_never_share_a_colour() {
    use dobble::draw::{Palette, card_colours, card_layout};
    assert_eq!(
        Palette::OkabeIto.colours(),
        [
            "#000000", "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7"
        ]
    );
    assert_eq!(Palette::Vivid.colours().len(), 12);
    for palette in [Palette::Vivid, Palette::OkabeIto] {
        let colours = palette.colours().len();
        for k in [3u32, 4, 5, 6, 8, 9, 10, 12] {
            if k as usize > colours {
                continue;
            }
            let Ok(Answer::Deck(plane)) = find_deck(k, FindOptions::default()) else {
                panic!("a plane of order {}", k - 1);
            };
            for (index, card) in plane.cards.iter().enumerate().take(40) {
                let card: Vec<String> = card.iter().map(u32::to_string).collect();
                let placed = card_layout(&card, &Artwork::words(), 0, index).unwrap();
                let mut used = card_colours(&placed, colours);
                assert!(used.iter().all(|&c| c < colours));
                used.sort_unstable();
                used.dedup();
                assert_eq!(used.len(), card.len(), "k = {k}, card {index}");
            }
        }
    }
    // A card of more symbols than colours uses every colour.
    let card: Vec<String> = (0..20).map(|s| format!("s{s}")).collect();
    let placed = card_layout(&card, &Artwork::words(), 0, 0).unwrap();
    let mut used = card_colours(&placed, 8);
    used.sort_unstable();
    used.dedup();
    assert_eq!(used, (0..8).collect::<Vec<_>>());
}

/// The corners of a symbol's box as placed, turned with the C library's sine and cosine.
fn box_of(place: &dobble::draw::SymbolPlace) -> [(f64, f64); 4] {
    let (sin, cos) = place.rotation.to_radians().sin_cos();
    let (w, h) = (place.width / 2.0, place.height / 2.0);
    [(-w, -h), (w, -h), (w, h), (-w, h)]
        .map(|(x, y)| (place.x + x * cos - y * sin, place.y + x * sin + y * cos))
}

/// Points every 0.2 card units round a box's sides.
fn round_the_sides(corners: &[(f64, f64); 4]) -> Vec<(f64, f64)> {
    let mut points = Vec::new();
    for i in 0..4 {
        let (u, v) = (corners[i], corners[(i + 1) % 4]);
        let steps = ((v.0 - u.0).hypot(v.1 - u.1) / 0.2).ceil() as usize;
        for k in 0..steps {
            let t = k as f64 / steps as f64;
            points.push((u.0 + t * (v.0 - u.0), u.1 + t * (v.1 - u.1)));
        }
    }
    points
}

/// Two words end to end read as one ("moonsun"): on every card of the deck of 57 names,
/// under three seeds, the boxes of any two words are at least 0.6 of the height of the
/// lower one's letters apart ([`dobble::draw::WORD_SPACE`], about two spaces), measured
/// point by point round their sides (to within the 0.2 units between points).
#[test]
fn words_never_run_into_each_other() {
    let cards = picture_deck();
    let artwork = measured(&cards);
    let mut least = f64::INFINITY;
    for seed in 0..3 {
        for (index, card) in cards.iter().enumerate() {
            let layout = lay_out(card, &artwork, seed, index, 85.0).unwrap();
            let sides: Vec<Vec<(f64, f64)>> = layout
                .symbols
                .iter()
                .map(|s| round_the_sides(&box_of(s)))
                .collect();
            for i in 0..sides.len() {
                for j in i + 1..sides.len() {
                    let apart = sides[i]
                        .iter()
                        .flat_map(|p| sides[j].iter().map(move |q| (p.0 - q.0).hypot(p.1 - q.1)))
                        .fold(f64::INFINITY, f64::min);
                    let letters = |s: &dobble::draw::SymbolPlace| {
                        s.letter_mm.unwrap() * 100.0 / layout.card_mm
                    };
                    let space = letters(&layout.symbols[i]).min(letters(&layout.symbols[j]));
                    least = least.min(apart / space);
                }
            }
        }
    }
    eprintln!("least room between two words, over their letters' height: {least:.3}");
    assert!(least >= 0.6 * (1.0 - 1e-9), "{least}");
}
