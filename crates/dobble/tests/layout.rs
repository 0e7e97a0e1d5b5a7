//! The layout of a card, checked from the placed shapes' rotated boxes: on every card of
//! several decks, with words and with pictures of many aspect ratios, no two boxes overlap
//! and no corner crosses the card's edge. The check is independent of how the layout
//! works (it places bounding discs): it takes each box's four corners and separates every
//! pair of boxes by an axis (the separating axis theorem for convex polygons).
#![cfg(feature = "svg")]

use dobble::draw::{Artwork, CARD_INSIDE, Placed, card_layout, word_aspect};
use dobble::images::Image;
use dobble::{
    Answer, FindOptions, find_deck,
    methods::{PlaneOfOrderNine, plane_of_order_nine},
};
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
    // The largest card drawn, and extreme pictures.
    let wide: Vec<String> = (0..dobble::draw::MAX_DRAWN_SYMBOLS)
        .map(|s| s.to_string())
        .collect();
    boxes += check(
        std::slice::from_ref(&wide),
        &artwork(wide.len(), &mut rng),
        5,
    );
    let mut extreme = Artwork::words();
    extreme.insert("0", picture(1000.0));
    extreme.insert("1", picture(0.001));
    boxes += check(
        &[vec![
            "0".into(),
            "1".into(),
            "a long word of many letters".into(),
        ]],
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
