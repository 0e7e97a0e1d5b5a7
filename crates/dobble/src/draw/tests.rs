//! Tests of the drawing: layouts stay on the card and apart, words stay legible, the
//! largest card fits, pictures are seeded and escaped, and printed ink stays in its box.

use super::artwork::*;
use super::lay_out::*;
use super::lettering::*;
use super::limits::*;
use super::look::*;
use super::packing::*;
use super::pictures::*;
use super::svg::*;
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
                prop_assert!(crate::convex::distance(&p.outline, &q.outline) >= GAP - 1e-9);
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

/// Printed words: the ink usvg draws is the box the layout placed, at least 2.5 mm high.
#[cfg(feature = "pdf")]
mod lettering {
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
            let placed = card_layout(&card, &artwork, seed, 0).unwrap();
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
