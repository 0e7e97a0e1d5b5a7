//! Print-ready PDF decks read back: the page count and page size from the document's own
//! `/Count` and `/MediaBox` entries, against figures worked out by hand.
#![cfg(feature = "pdf")]

use dobble::draw::Artwork;
use dobble::images::Image;
use dobble::print::{CardRange, Paper, PrintError, PrintOptions};
use dobble::{Answer, FindOptions, find_deck, print_pdf};

/// The numbers after `key` each time it appears in `pdf` (up to the end of the line).
fn entries(pdf: &[u8], key: &str) -> Vec<Vec<f64>> {
    let text = String::from_utf8_lossy(pdf);
    text.match_indices(key)
        .map(|(at, _)| {
            let rest = &text[at + key.len()..];
            let line = rest.lines().next().unwrap_or_default();
            line.split(|c: char| c.is_whitespace() || c == '[' || c == ']')
                .filter_map(|w| w.parse().ok())
                .collect()
        })
        .collect()
}

/// The page count of the page tree, and every page's size in points.
fn pages(pdf: &[u8]) -> (usize, Vec<(f64, f64)>) {
    assert!(pdf.starts_with(b"%PDF-1.") && pdf.trim_ascii_end().ends_with(b"%%EOF"));
    let count = entries(pdf, "/Count ");
    assert_eq!(count.len(), 1, "one page tree");
    let sizes = entries(pdf, "/MediaBox ")
        .into_iter()
        .map(|b| {
            assert_eq!(&b[..2], [0.0, 0.0]);
            (b[2], b[3])
        })
        .collect();
    (count[0][0] as usize, sizes)
}

fn order_seven() -> Vec<Vec<String>> {
    let Ok(Answer::Deck(plane)) = find_deck(8, FindOptions::default()) else {
        panic!()
    };
    plane
        .cards
        .iter()
        .map(|c| c.iter().map(u32::to_string).collect())
        .collect()
}

fn close(a: (f64, f64), b: (f64, f64)) -> bool {
    (a.0 - b.0).abs() < 0.01 && (a.1 - b.1).abs() < 0.01
}

#[test]
fn pages_and_sizes_as_worked_out_by_hand() {
    // 57 cards, as many as the deck of order 7, of few symbols: the pages are what counts.
    let deck = vec![vec!["a".to_owned(), "b".to_owned()]; 57];
    // A4 is 595.28 x 841.89 pt, Letter 612 x 792 pt (1 pt = 1/72 in = 25.4/72 mm).
    let a4 = (210.0 / 25.4 * 72.0, 297.0 / 25.4 * 72.0);
    let letter = (612.0, 792.0);
    let cases = [
        // 57 cards, 6 per A4 sheet (2 x 3 of 90 mm): 10 sheets.
        (Paper::A4, 90.0, false, None, 10, a4),
        // With backs: 20 pages.
        (Paper::A4, 90.0, true, None, 20, a4),
        // The commercial box's 55 cards, 4 per Letter sheet (2 x 2): 14 sheets, 28 pages.
        (Paper::Letter, 90.0, true, Some((1, 55)), 28, letter),
        // 60 mm on Letter: 3 x 4 = 12 a sheet; cards 50 to 57: 1 sheet.
        (Paper::Letter, 60.0, false, Some((50, 57)), 1, letter),
    ];
    for (paper, card_mm, backs, cards, expected, size) in cases {
        let mut options = PrintOptions::default();
        options.paper = paper;
        options.card_mm = card_mm;
        options.backs = backs;
        options.cards = cards.map(|(first, last)| CardRange { first, last });
        let printed = print_pdf(&deck, &Artwork::words(), &options).unwrap();
        let (count, sizes) = pages(&printed.pdf);
        assert_eq!(
            (count, sizes.len(), printed.pages),
            (expected, expected, expected)
        );
        assert!(sizes.iter().all(|&s| close(s, size)), "{sizes:?}");
    }
}

#[test]
fn pictures_are_embedded_and_bad_requests_refused() {
    let deck = order_seven();
    let mut artwork = Artwork::words();
    let png = std::fs::read("tests/fixtures/images/fish.png").unwrap();
    artwork.insert("3", Image::from_bytes(png).unwrap());
    let svg = std::fs::read("tests/fixtures/images/sun.svg").unwrap();
    artwork.insert("5", Image::from_bytes(svg).unwrap());
    let printed = print_pdf(&deck, &artwork, &PrintOptions::default()).unwrap();
    let words = print_pdf(&deck, &Artwork::words(), &PrintOptions::default()).unwrap();
    // The PNG is an image object of its own size (64 x 32 pixels).
    let text = String::from_utf8_lossy(&printed.pdf);
    assert!(text.contains("/Subtype /Image") && text.contains("/Width 64"));
    assert!(!String::from_utf8_lossy(&words.pdf).contains("/Subtype /Image"));
    // Text is in the shipped font, embedded.
    assert!(text.contains("Comfortaa") && text.contains("/FontFile2"));

    let mut options = PrintOptions::default();
    options.cards = Some(CardRange {
        first: 50,
        last: 58,
    });
    assert!(matches!(
        print_pdf(&deck, &artwork, &options),
        Err(PrintError::CardsOutside { cards: 57, .. })
    ));
    options.cards = None;
    options.card_mm = 20.0;
    assert!(matches!(
        print_pdf(&deck, &artwork, &options),
        Err(PrintError::CardTooSmall { .. })
    ));
    assert!(matches!(
        print_pdf(&[], &artwork, &PrintOptions::default()),
        Err(PrintError::NoCards)
    ));
    // A picture on the backs: a page of backs after the sheet, the picture in it.
    let mut backed = Artwork::words();
    let png = std::fs::read("tests/fixtures/images/fish.png").unwrap();
    backed.set_back(Image::from_bytes(png).unwrap());
    let mut options = PrintOptions::default();
    options.backs = true;
    let small = vec![vec!["a".to_owned(), "b".to_owned()]; 3];
    let printed = print_pdf(&small, &backed, &options).unwrap();
    assert_eq!(printed.pages, 2);
    let text = String::from_utf8_lossy(&printed.pdf);
    assert!(text.contains("/Subtype /Image") && text.contains("/Width 64"));
    let unprintable = vec![vec!["\u{4e00}".to_owned(), "a".to_owned()]];
    assert!(matches!(
        print_pdf(&unprintable, &artwork, &PrintOptions::default()),
        Err(PrintError::Lettering(_))
    ));
}
