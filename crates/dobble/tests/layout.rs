//! The layout of a card, checked from the placed shapes' rotated boxes: on every card of
//! several decks, with words and with pictures of many aspect ratios, no two boxes overlap
//! and no corner crosses the card's edge. The check is independent of how the layout
//! works (it places bounding discs): it takes each box's four corners and separates every
//! pair of boxes by an axis (the separating axis theorem for convex polygons).
//!
//! Then the look of a shop-bought deck, read from the layout as data ([`lay_out`]) on every
//! card of decks of orders 2 to 12 (synthetic cards where no plane exists) with real words
//! measured in the shipped font: bounding circles inside the rim and apart, covering at
//! least 55 % of the card's face, the largest at most 3 times the smallest, sizes mixed
//! and varied from card to card, and letters at least 2.5 mm high.
#![cfg(feature = "svg")]

use dobble::draw::{Artwork, CARD_INSIDE, Placed, card_layout, word_aspect};
use dobble::images::Image;
use dobble::{
    Answer, FindOptions, find_deck,
    methods::{PlaneOfOrderNine, plane_of_order_nine},
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The four corners of a placed box, turned as SVG's `rotate` turns them.
fn corners(p: &Placed) -> [(f64, f64); 4] {
    let (sin, cos) = p.rotation.to_radians().sin_cos();
    let (w, h) = (p.width / 2.0, p.height / 2.0);
    [(-w, -h), (w, -h), (w, h), (-w, h)]
        .map(|(x, y)| (p.x + x * cos - y * sin, p.y + x * sin + y * cos))
}

/// Whether an axis among the edges' normals of `a` and `b` separates them (touching, to
/// rounding, counts as apart).
fn apart(a: &[(f64, f64); 4], b: &[(f64, f64); 4]) -> bool {
    let project = |box_: &[(f64, f64); 4], (nx, ny): (f64, f64)| {
        box_.iter()
            .map(|&(x, y)| x * nx + y * ny)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
                (lo.min(v), hi.max(v))
            })
    };
    [a, b].iter().any(|box_| {
        (0..2).any(|i| {
            let (x0, y0) = box_[i];
            let (x1, y1) = box_[i + 1];
            let normal = (y0 - y1, x1 - x0);
            let length = normal.0.hypot(normal.1);
            let normal = (normal.0 / length, normal.1 / length);
            let (a_lo, a_hi) = project(a, normal);
            let (b_lo, b_hi) = project(b, normal);
            a_hi <= b_lo + 1e-9 || b_hi <= a_lo + 1e-9
        })
    })
}

/// Checks every card of `cards` under `seed`, and that the pictures keep their aspect.
fn check(cards: &[Vec<String>], artwork: &Artwork, seed: u64) -> usize {
    check_lettered(cards, artwork, seed, false)
}

/// [`check`], where `measured` says the words were measured in the shipped font (their
/// aspect is then the ink's, not the estimate's).
fn check_lettered(cards: &[Vec<String>], artwork: &Artwork, seed: u64, measured: bool) -> usize {
    let mut boxes = 0;
    for (index, card) in cards.iter().enumerate() {
        let placed = card_layout(card, artwork, seed, index).unwrap();
        assert_eq!(placed.len(), card.len());
        let all: Vec<[(f64, f64); 4]> = placed.iter().map(corners).collect();
        for (symbol, (p, c)) in card.iter().zip(placed.iter().zip(&all)) {
            let aspect = match artwork.image(symbol) {
                Some(image) => Some(image.aspect()),
                None if measured => None,
                None => Some(word_aspect(symbol.chars().count())),
            };
            assert!(p.height > 0.0 && p.width > 0.0);
            if let Some(aspect) = aspect {
                assert!((p.width / p.height - aspect).abs() <= 1e-9 * aspect);
            }
            for &(x, y) in c {
                assert!(
                    x.hypot(y) <= CARD_INSIDE + 1e-9,
                    "card {index}: {symbol} crosses the edge"
                );
            }
        }
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                assert!(
                    apart(&all[i], &all[j]),
                    "card {index}: {} and {} overlap",
                    card[i],
                    card[j]
                );
            }
        }
        boxes += all.len();
    }
    boxes
}

/// An SVG picture of the given aspect ratio.
fn picture(aspect: f64) -> Image {
    let svg = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {} 100'/>",
        100.0 * aspect
    );
    Image::from_bytes(svg.into_bytes()).unwrap()
}

/// The deck with `k` symbols per card, its symbols named by their numbers.
fn deck(k: u32) -> Vec<Vec<String>> {
    let Ok(Answer::Deck(plane)) = find_deck(k, FindOptions::default()) else {
        panic!("no deck for {k}")
    };
    plane
        .cards
        .iter()
        .map(|card| card.iter().map(u32::to_string).collect())
        .collect()
}

/// Pictures for about two thirds of the symbols `0..n`, of aspect ratios from 1:8 to 8:1.
fn artwork(n: usize, rng: &mut ChaCha8Rng) -> Artwork {
    let mut artwork = Artwork::words();
    for symbol in 0..n {
        if rng.random_bool(2.0 / 3.0) {
            artwork.insert(
                symbol.to_string(),
                picture(8f64.powf(rng.random_range(-1.0..1.0))),
            );
        }
    }
    artwork
}

#[test]
fn no_overlap_and_nothing_across_the_edge_on_every_card() {
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    let mut boxes = 0;
    for k in [3, 4, 6, 8, 10, 12, 14] {
        let cards = deck(k);
        let n = cards.len();
        for seed in [0, 1, 99] {
            boxes += check(&cards, &Artwork::words(), seed);
            boxes += check(&cards, &artwork(n, &mut rng), seed);
        }
    }
    for plane in [PlaneOfOrderNine::Hall, PlaneOfOrderNine::Hughes] {
        let cards: Vec<Vec<String>> = plane_of_order_nine(plane)
            .iter()
            .map(|c| c.iter().map(u32::to_string).collect())
            .collect();
        boxes += check(&cards, &artwork(91, &mut rng), 7);
    }
    // The largest card drawn (all pictures: as words, its letters could not be legible on
    // a card of the default size), and extreme pictures.
    let wide: Vec<String> = (0..dobble::draw::MAX_DRAWN_SYMBOLS)
        .map(|s| s.to_string())
        .collect();
    let mut pictures = Artwork::words();
    for (i, symbol) in wide.iter().enumerate() {
        pictures.insert(
            symbol.clone(),
            picture(8f64.powf((i % 17) as f64 / 8.0 - 1.0)),
        );
    }
    boxes += check(std::slice::from_ref(&wide), &pictures, 5);
    let mut extreme = Artwork::words();
    extreme.insert("0", picture(1000.0));
    extreme.insert("1", picture(0.001));
    boxes += check(
        &[vec!["0".into(), "1".into(), "a long word".into()]],
        &extreme,
        3,
    );
    assert!(boxes > 20_000, "{boxes} boxes checked");
}

#[test]
fn layouts_are_seeded() {
    let cards = deck(8);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let art = artwork(57, &mut rng);
    let layout = |seed, index: usize| card_layout(&cards[index], &art, seed, index).unwrap();
    assert_eq!(layout(4, 3), layout(4, 3));
    assert_ne!(layout(4, 3), layout(5, 3));
    assert_ne!(layout(4, 3), layout(4, 4));
}

/// The same on printed cards, whose words are measured in the shipped font.
#[cfg(feature = "pdf")]
#[test]
fn printed_words_do_not_overlap_either() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut boxes = 0;
    for k in [3, 6, 8, 10] {
        let cards = deck(k);
        for mut artwork in [Artwork::words(), artwork(cards.len(), &mut rng)] {
            artwork
                .measure_words(cards.iter().flatten().map(String::as_str))
                .unwrap();
            boxes += check_lettered(&cards, &artwork, 2, true);
        }
    }
    let named: Vec<Vec<String>> = include_str!("fixtures/pictures.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(str::to_owned).collect())
        .collect();
    let mut artwork = Artwork::words();
    artwork
        .measure_words(named.iter().flatten().map(String::as_str))
        .unwrap();
    boxes += check_lettered(&named, &artwork, 0, true);
    assert!(boxes > 2_000, "{boxes} boxes checked");
}

/// The words of the Dobble Kids box and long ones.
#[cfg(feature = "pdf")]
fn words() -> Vec<String> {
    let mut words: Vec<String> = include_str!("fixtures/dobble_kids.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
        .map(str::to_owned)
        .collect();
    words.sort();
    words.dedup();
    for long in [
        "crocodile",
        "hippopotamus",
        "rhinoceros",
        "caterpillar",
        "chimpanzee",
        "salamander",
        "woodpecker",
        "Zebra",
        "OX",
    ] {
        words.push(long.to_owned());
    }
    words.sort();
    words.dedup();
    words
}

/// Cards of `k` symbols named by `names` (symbol `s` is `names[s % n]`, followed by the
/// number of times round the list after the first, so every name differs): the deck of order `k - 1`, or
/// where there is none `k * k - k + 1` seeded cards of `k` distinct symbols.
#[cfg(feature = "pdf")]
fn named_deck(k: u32, names: &[String], rng: &mut ChaCha8Rng) -> Vec<Vec<String>> {
    // The names in a seeded order, so that the long ones are not all on one card.
    let mut names = names.to_vec();
    names.shuffle(rng);
    let name = |s: u32| {
        let s = s as usize;
        match s / names.len() {
            0 => names[s % names.len()].clone(),
            round => format!("{}{round}", names[s % names.len()]),
        }
    };
    let n = k * k - k + 1;
    match find_deck(k, FindOptions::default()) {
        Ok(Answer::Deck(plane)) => plane
            .cards
            .iter()
            .map(|card| card.iter().map(|&s| name(s)).collect())
            .collect(),
        _ => (0..n)
            .map(|_| {
                let mut symbols: Vec<u32> = Vec::new();
                while symbols.len() < k as usize {
                    let s = rng.random_range(0..n);
                    if !symbols.contains(&s) {
                        symbols.push(s);
                    }
                }
                symbols.into_iter().map(name).collect()
            })
            .collect(),
    }
}

/// The figures of a deck's layouts, worst first: least coverage, largest ratio, least
/// letter height.
#[cfg(feature = "pdf")]
#[derive(Debug, Clone, Copy)]
struct Worst {
    coverage: f64,
    ratio: f64,
    letter_mm: f64,
}

/// Checks every card of `cards` laid out at `card_mm` against the look of a shop deck,
/// from the circles themselves (not the figures the layout reports, which are checked
/// against them), and returns the worst figures.
#[cfg(feature = "pdf")]
fn check_shop_look(cards: &[Vec<String>], artwork: &Artwork, seed: u64, card_mm: f64) -> Worst {
    check_look(cards, artwork, seed, card_mm, true)
}

/// [`check_shop_look`], where `mixed` says whether to check the mix of sizes too (not on
/// cards whose words fill them at their least legible size, where legibility comes first).
#[cfg(feature = "pdf")]
fn check_look(
    cards: &[Vec<String>],
    artwork: &Artwork,
    seed: u64,
    card_mm: f64,
    mixed: bool,
) -> Worst {
    use dobble::draw::{CARD_FACE, GAP, MIN_LETTER_MM, SymbolKind, lay_out};
    let mut worst = Worst {
        coverage: f64::INFINITY,
        ratio: 0.0,
        letter_mm: f64::INFINITY,
    };
    let mut large_counts = std::collections::BTreeSet::new();
    for (index, card) in cards.iter().enumerate() {
        let layout = lay_out(card, artwork, seed, index, card_mm)
            .unwrap_or_else(|e| panic!("card {index} {card:?}: {e}"));
        assert_eq!(layout.card, index + 1);
        let places = &layout.symbols;
        assert_eq!(places.len(), card.len());
        let mm = card_mm / 100.0;
        let mut area = 0.0;
        let (mut small, mut large) = (f64::INFINITY, 0f64);
        // A card with pictures is packed by shape: its outlines inside the rim and the gap
        // apart; a card of words by circles, inside the rim and apart.
        let pictured = places.iter().any(|p| p.kind == SymbolKind::Picture);
        for (i, p) in places.iter().enumerate() {
            assert_eq!(p.symbol, card[i]);
            assert!((p.x_mm - p.x * mm).abs() < 1e-9 && (p.radius_mm - p.radius * mm).abs() < 1e-9);
            let outline: Vec<(f64, f64)> = p.outline.iter().map(|c| (c[0], c[1])).collect();
            if pictured {
                for &(x, y) in &outline {
                    assert!(
                        x.hypot(y) <= CARD_INSIDE + 1e-9,
                        "card {index}: {} crosses the rim",
                        p.symbol
                    );
                }
                for q in &places[i + 1..] {
                    let other: Vec<(f64, f64)> = q.outline.iter().map(|c| (c[0], c[1])).collect();
                    assert!(
                        crate::convex::distance(&outline, &other) >= GAP - 1e-9,
                        "card {index}: {} and {}",
                        p.symbol,
                        q.symbol
                    );
                }
            } else {
                assert!(
                    p.x.hypot(p.y) + p.radius <= CARD_INSIDE + 1e-9,
                    "card {index}: {} crosses the rim",
                    p.symbol
                );
                for q in &places[i + 1..] {
                    assert!((p.x - q.x).hypot(p.y - q.y) >= p.radius + q.radius - 1e-9);
                }
            }
            // The box is inside its circle, whatever its turn.
            assert!(p.width.hypot(p.height) / 2.0 <= p.radius * (1.0 + 1e-9));
            area += p.radius * p.radius;
            small = small.min(p.radius);
            large = large.max(p.radius);
            match p.kind {
                SymbolKind::Word => {
                    let letter = p.letter_mm.unwrap();
                    assert!(
                        letter >= MIN_LETTER_MM,
                        "card {index}: {} is {letter} mm",
                        p.symbol
                    );
                    worst.letter_mm = worst.letter_mm.min(letter);
                }
                _ => assert!(p.letter_mm.is_none()),
            }
        }
        let coverage = area / (CARD_FACE * CARD_FACE);
        let ratio = large / small;
        assert!((coverage - layout.coverage).abs() < 1e-9 && (ratio - layout.ratio).abs() < 1e-9);
        if card.len() >= 3 && !pictured {
            assert!(
                coverage >= 0.55,
                "card {index} of {} symbols covers {coverage}",
                card.len()
            );
            // A mix: not all of a size.
            assert!(!mixed || ratio >= 1.25, "card {index}: sizes {ratio} apart");
            worst.coverage = worst.coverage.min(coverage);
        }
        assert!(ratio <= 3.0, "card {index}: ratio {ratio}");
        worst.ratio = worst.ratio.max(ratio);
        large_counts.insert(places.iter().filter(|p| p.radius >= 0.85 * large).count());
    }
    // Varied from card to card: not every card has as many large symbols.
    if mixed && cards.len() > 3 && cards[0].len() >= 4 {
        assert!(large_counts.len() >= 2, "{large_counts:?}");
    }
    worst
}

/// Every order from 2 to 12 (13 symbols a card), words measured in the shipped font, at
/// the default size; orders up to 7 at 60 mm too. Also with pictures for half the symbols.
#[cfg(feature = "pdf")]
#[test]
fn every_order_from_2_to_12_looks_bought() {
    use dobble::draw::{DEFAULT_CARD_MM, DrawError, lay_out};
    let names = words();
    let mut rng = ChaCha8Rng::seed_from_u64(24);
    let mut overall = Vec::new();
    for k in 3..=13u32 {
        let cards = named_deck(k, &names, &mut rng);
        let mut artwork = Artwork::words();
        artwork
            .measure_words(cards.iter().flatten().map(String::as_str))
            .unwrap();
        let worst = check_shop_look(&cards, &artwork, 0, DEFAULT_CARD_MM);
        overall.push((k - 1, DEFAULT_CARD_MM, worst));
        if k <= 8 {
            // At 60 mm the words fill the card at their least legible size: legibility
            // first, the mix of sizes unchecked; a card refused names a size that fits.
            let mut fitting = Vec::new();
            for (index, card) in cards.iter().enumerate() {
                match lay_out(card, &artwork, 1, index, 60.0) {
                    Ok(_) => fitting.push(card.clone()),
                    Err(DrawError::TooSmall {
                        least_mm: Some(least),
                        ..
                    }) => {
                        assert!(least > 60.0);
                        // At the size named (computed, not searched for: a size that
                        // fits, not the least), the card (its own layout, card `index`)
                        // fits with legible words.
                        let laid = lay_out(card, &artwork, 1, index, least).unwrap();
                        assert!(laid.least_letter_mm.unwrap() >= 2.5);
                    }
                    Err(e) => panic!("{e}"),
                }
            }
            eprintln!(
                "order {}: {} of {} cards at 60 mm",
                k - 1,
                fitting.len(),
                cards.len()
            );
        }
        let mut pictured = Artwork::words();
        for symbol in cards.iter().flatten().step_by(2) {
            pictured.insert(
                symbol.clone(),
                picture(8f64.powf(rng.random_range(-1.0..1.0))),
            );
        }
        pictured
            .measure_words(cards.iter().flatten().map(String::as_str))
            .unwrap();
        check_shop_look(&cards, &pictured, 2, DEFAULT_CARD_MM);
    }
    for (order, mm, worst) in &overall {
        eprintln!("order {order} at {mm} mm: {worst:?}");
    }
}

/// The default deck of order 7 and a deck of order 11, numbered as `generate` numbers them
/// and named with words, at the default size.
#[cfg(feature = "pdf")]
#[test]
fn the_order_7_and_order_11_decks_look_bought() {
    use dobble::draw::DEFAULT_CARD_MM;
    let names = words();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for k in [8, 12] {
        for cards in [deck(k), named_deck(k, &names, &mut rng)] {
            let mut artwork = Artwork::words();
            artwork
                .measure_words(cards.iter().flatten().map(String::as_str))
                .unwrap();
            let worst = check_shop_look(&cards, &artwork, 0, DEFAULT_CARD_MM);
            eprintln!("k = {k}: {worst:?}");
        }
    }
}

#[cfg(feature = "pdf")]
mod properties {
    use super::*;
    use dobble::draw::{DrawError, lay_out};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Random cards of 3 to 13 symbols of random words at random sizes: laid out as a
        /// shop deck, or refused as too small, naming a size at which they fit.
        #[test]
        fn random_cards_look_bought_or_are_refused(
            picks in proptest::collection::vec(0usize..1000, 3..=13),
            seed in any::<u64>(),
            card_mm in 40.0f64..120.0,
        ) {
            let names = words();
            let mut card: Vec<String> = Vec::new();
            for pick in picks {
                let name = names[pick % names.len()].clone();
                if !card.contains(&name) {
                    card.push(name);
                }
            }
            let mut artwork = Artwork::words();
            artwork.measure_words(card.iter().map(String::as_str)).unwrap();
            match lay_out(&card, &artwork, seed, 0, card_mm) {
                Ok(_) => {
                    check_look(std::slice::from_ref(&card), &artwork, seed, card_mm, false);
                }
                Err(DrawError::TooSmall { least_mm: Some(least), .. }) => {
                    prop_assert!(least > card_mm);
                    check_look(std::slice::from_ref(&card), &artwork, seed, least, false);
                }
                Err(e) => prop_assert!(false, "{e}"),
            }
        }
    }
}
