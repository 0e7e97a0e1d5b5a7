//! The library's answers as a user sees them: the spec's worked examples, the words of
//! defects and figures, and (feature `serde`) the JSON shapes of the specification.

use dobble::complete::Together;
use dobble::deck::{DeckErrorKind, ParseError};
use dobble::find::{Construction, Existence};
use dobble::verify::DefectKind;
use dobble::{Answer, Deck, FindOptions, Method, NewSymbols, Verdict, complete, find_deck};

const KIDS: &str = include_str!("fixtures/dobble_kids.txt");

fn defect(text: &str) -> dobble::verify::DeckDefect {
    match Deck::parse(text).unwrap().verify() {
        Verdict::Invalid(defect) => defect,
        Verdict::Valid(figures) => panic!("valid: {figures}"),
    }
}

#[test]
fn defects_in_words_name_lines_and_symbols() {
    // Card 2 (line 3, after a comment) repeats `d`.
    let d = defect("a b c\n# comment\nd e d\n");
    assert_eq!(
        (d.kind, d.lines.clone(), d.symbols.clone()),
        (DefectKind::RepeatedSymbol, vec![3], vec!["d".to_owned()])
    );
    assert_eq!(d.to_string(), "line 3 shows the symbol d more than once");

    let d = defect("cat dog\nowl\n");
    assert_eq!(
        (d.kind, d.sizes.clone()),
        (DefectKind::WrongSize, vec![2, 1])
    );
    assert_eq!(
        d.to_string(),
        "line 2 has 1 symbol, but the first card (line 1) has 2"
    );
    let d = defect("a b\na c\nb c d\n");
    assert_eq!(
        d.to_string(),
        "line 3 has 3 symbols, but the first card (line 1) has 2"
    );

    let d = defect("a b\nc d\n");
    assert_eq!((d.kind, d.symbols.len()), (DefectKind::NoCommonSymbol, 0));
    assert_eq!(d.to_string(), "lines 1 and 2 share no symbol");

    let d = defect("a b c\nb c d\n");
    assert_eq!(d.kind, DefectKind::SeveralCommonSymbols);
    assert_eq!(d.to_string(), "lines 1 and 2 share 2 symbols: b c");
}

#[test]
fn figures_in_words() {
    let figures = |text: &str| match Deck::parse(text).unwrap().verify() {
        Verdict::Valid(f) => f.to_string(),
        Verdict::Invalid(d) => panic!("{d}"),
    };
    assert_eq!(
        figures("a\n"),
        "1 card, 1 symbol per card, 1 symbol; complete (k = 1: a single card of one symbol)"
    );
    assert_eq!(
        figures("owl cat\ncat dog\ndog owl\n"),
        "3 cards, 2 symbols per card, 3 symbols; complete (order 1: the triangle)"
    );
    assert_eq!(
        figures("cat dog\n"),
        "1 card, 2 symbols per card, 2 symbols; not complete (a complete deck has 3 cards and 3 symbols)"
    );
    // The spec: Dobble Kids ships 30 of the 31 cards of the plane of order 5.
    assert_eq!(
        figures(KIDS),
        "30 cards, 6 symbols per card, 31 symbols; not complete (a complete deck has 31 cards and 31 symbols)"
    );
    let fano = "0 1 6\n0 2 4\n0 3 5\n1 2 5\n1 3 4\n2 3 6\n4 5 6\n";
    assert_eq!(
        figures(fano),
        "7 cards, 3 symbols per card, 7 symbols; a complete projective plane of order 2"
    );
}

#[test]
fn dobble_kids_misses_its_camel_card() {
    // The spec's worked example: complete the 30 cards of the Dobble Kids box.
    let deck = Deck::parse(KIDS).unwrap();
    let completion = complete(&deck, NewSymbols::Forbidden, 100).unwrap();
    assert_eq!(
        completion.candidates,
        [["camel", "cat", "dog", "fish", "horse", "ladybug"]]
    );
    assert_eq!(completion.together, Together::Complete);
}

#[test]
fn an_invalid_deck_is_no_completion() {
    let deck = Deck::parse("a b\nc d\n").unwrap();
    let e = complete(&deck, NewSymbols::Allowed, 100).unwrap_err();
    assert_eq!(
        e.to_string(),
        "not a valid deck: lines 1 and 2 share no symbol"
    );
    assert!(matches!(e, dobble::complete::CompleteError::InvalidDeck(d) if d.lines == [1, 2]));
}

#[test]
fn parse_errors_are_matchable() {
    let e = Deck::parse("a b\n  c +d\n").unwrap_err();
    assert_eq!(
        e,
        ParseError::new(2, 5, DeckErrorKind::ReservedSymbol("+d".into()))
    );
}

#[test]
fn order_four_by_mihova_is_refused_with_the_spec_pair() {
    // The spec: for q = 4, line(4, 5) = [1,5,9,13,17] and line(4, 13) = [3,5,11,13,19].
    let e = find_deck(5, FindOptions::new(Method::Mihova)).unwrap_err();
    let dobble::find::FindError::Mihova(dobble::methods::MihovaError::Composite {
        first,
        second,
        shared,
        ..
    }) = e
    else {
        panic!("{e:?}");
    };
    assert_eq!(first, (5, vec![1, 5, 9, 13, 17]));
    assert_eq!(second, (13, vec![3, 5, 11, 13, 19]));
    assert_eq!(shared, [5, 13]);
    // The field answers for the same k.
    let plane = find_deck(5, FindOptions::default())
        .unwrap()
        .into_deck()
        .unwrap();
    assert_eq!(plane.built, Construction::Field { p: 2, m: 2 });
}

#[test]
fn the_spec_list_of_orders_without_a_known_plane() {
    let known = |k: u32| match find_deck(k, FindOptions::default()).unwrap() {
        Answer::NoDeck { known, .. } => known,
        other => panic!("k = {k}: {other:?}"),
    };
    // q = 6, 14, 21, 22, 30: excluded; q = 10: Lam, Thiel and Swiercz; 12, 15, 18, 20: open.
    assert_eq!(known(7), Existence::OrderSix);
    for q in [14, 21, 22, 30] {
        assert_eq!(known(q + 1), Existence::BruckRyser, "q = {q}");
    }
    assert_eq!(known(11), Existence::OrderTen);
    for q in [12, 15, 18, 20] {
        assert_eq!(known(q + 1), Existence::Unknown, "q = {q}");
    }
}

#[cfg(feature = "serde")]
mod json {
    use super::*;

    fn json<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string(value).unwrap()
    }

    /// `value` written, read back and written again: the same value, the same text.
    fn round_trip<T>(value: &T) -> String
    where
        T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
    {
        let text = json(value);
        let back: T = serde_json::from_str(&text).unwrap();
        assert_eq!(&back, value, "{text}");
        assert_eq!(json(&back), text);
        text
    }

    #[test]
    fn verdicts_are_their_variant_and_its_fields() {
        let deck = Deck::parse(KIDS).unwrap();
        assert_eq!(
            round_trip(&deck.verify()),
            r#"{"valid":{"cards":30,"symbols_per_card":6,"symbols":31,"complete":false}}"#
        );
        let deck = Deck::parse("a b c\na d e\nb c f\n").unwrap();
        let verdict = deck.verify();
        // The sizes are not written: they read back empty.
        assert_eq!(
            json(&verdict),
            r#"{"invalid":{"kind":"several_common_symbols","lines":[1,3],"symbols":["b","c"]}}"#
        );
        let back: Verdict<dobble::verify::DeckDefect> =
            serde_json::from_str(&json(&verdict)).unwrap();
        let (Verdict::Invalid(back), Verdict::Invalid(defect)) = (back, verdict) else {
            panic!("not invalid");
        };
        assert_eq!(
            (back.kind, &back.lines, &back.symbols),
            (defect.kind, &defect.lines, &defect.symbols)
        );
        assert!(back.sizes.is_empty());
        let numbers = dobble::verify(&[vec![0, 1], vec![2, 3]]);
        assert_eq!(
            round_trip(&numbers),
            r#"{"invalid":{"kind":"no_common_symbol","cards":[0,1],"symbols":[],"sizes":[2,2]}}"#
        );
    }

    #[test]
    fn decks_say_how_they_were_built() {
        let plane = find_deck(2, FindOptions::default()).unwrap();
        assert_eq!(
            round_trip(&plane),
            r#"{"k":2,"order":1,"cards":[[0,1],[0,2],[1,2]],"built":{"method":"triangle"}}"#
        );
        let names = ["x", "y", "z"].map(String::from);
        let named = plane.deck().unwrap().named(&names).unwrap();
        assert_eq!(
            round_trip(&named),
            r#"{"k":2,"order":1,"cards":[["x","y"],["x","z"],["y","z"]],"built":{"method":"triangle"}}"#
        );
        let field = find_deck(4, FindOptions::default()).unwrap();
        assert!(round_trip(&field).ends_with(r#""built":{"method":"field","p":3,"m":1}}"#));
        let options = FindOptions::new(Method::OrderNine(
            dobble::methods::PlaneOfOrderNine::DualHall,
        ));
        let hall = find_deck(10, options).unwrap();
        assert!(
            round_trip(&hall).ends_with(r#""built":{"method":"order_nine","plane":"dual_hall"}}"#)
        );
    }

    #[test]
    fn no_deck_answers_say_what_is_known() {
        let ten = find_deck(11, FindOptions::default()).unwrap();
        assert_eq!(round_trip(&ten), r#"{"k":11,"known":{"kind":"order_ten"}}"#);
        let twelve = find_deck(13, FindOptions::default()).unwrap();
        assert_eq!(
            round_trip(&twelve),
            r#"{"k":13,"known":{"kind":"unknown"}}"#
        );
    }

    #[test]
    fn the_proof_is_its_census() {
        let proof = find_deck(7, FindOptions::new(Method::SearchOrProve)).unwrap();
        // The counts of docs/dobble.md: 9,408 squares (OEIS A000315), 64,512 transversals.
        assert_eq!(
            round_trip(&proof),
            r#"{"n":6,"reduced_latin_squares":9408,"transversals":64512,"nodes":34728,"with_mate":0}"#
        );
    }

    #[test]
    fn completions_say_what_the_candidates_make() {
        let deck = Deck::parse("a b\n").unwrap();
        let completion = complete(&deck, NewSymbols::Allowed, 100).unwrap();
        // {a, +1} and {b, +1}: with the deck, a triangle.
        assert_eq!(
            round_trip(&completion),
            r#"{"k":2,"candidates":[["+1","a"],["+1","b"]],"together":"complete"}"#
        );
        let deck = Deck::parse("a b c\nd e a\n").unwrap();
        let completion = complete(&deck, NewSymbols::Allowed, 100).unwrap();
        assert_eq!(completion.together, Together::Conflicting);
        assert!(round_trip(&completion).ends_with(r#""together":"conflicting"}"#));
    }

    #[test]
    fn censuses_round_trip() {
        let deck = Deck::parse(KIDS).unwrap();
        let census = dobble::fano_census(&deck).unwrap();
        assert_eq!(
            round_trip(&census),
            r#"{"configurations":0,"symbols":[[0,31]],"cards":[[0,30]]}"#
        );
    }

    #[cfg(feature = "pdf")]
    #[test]
    fn prints_leave_their_bytes_out() {
        let cards = vec![vec!["a".to_owned(), "b".to_owned()]; 7];
        let printed = dobble::print_pdf(
            &cards,
            &dobble::draw::Artwork::words(),
            &dobble::print::PrintOptions::default(),
        )
        .unwrap();
        let text = json(&printed);
        assert_eq!(
            text,
            r#"{"pages":2,"sheets":2,"cards":7,"first_card":1,"last_card":7,"per_sheet":6,"paper":"a4","card_mm":85.0,"backs":false}"#
        );
        let back: dobble::print::Printed = serde_json::from_str(&text).unwrap();
        assert!(back.pdf.is_empty());
        assert_eq!(json(&back), text);
    }

    /// A card's layout reads back as it was written, with its fields named as documented.
    #[cfg(feature = "svg")]
    #[test]
    fn layouts_read_back() {
        let mut artwork = dobble::draw::Artwork::words();
        let sun = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>"#;
        artwork.insert(
            "sun",
            dobble::images::Image::from_bytes(sun.to_vec()).unwrap(),
        );
        let card: Vec<String> = ["sun", "moon", "star"].map(String::from).into();
        let layout = dobble::draw::lay_out(&card, &artwork, 3, 4, 60.0).unwrap();
        let text = json(&layout);
        assert!(
            text.starts_with(r#"{"card":5,"card_mm":60.0,"coverage":"#),
            "{text}"
        );
        for field in [
            r#""ratio":"#,
            r#""least_letter_mm":"#,
            r#""symbols":[{"symbol":"sun","kind":"picture","x":"#,
            r#""letter_mm":null,"outline":[["#,
            r#"]],"outline_area":"#,
            r#"{"symbol":"moon","kind":"word","#,
            r#""radius_mm":"#,
            r#""rotation":"#,
            r#""outline_coverage":"#,
        ] {
            assert!(text.contains(field), "{field} in {text}");
        }
        // serde_json reads a float back to within its last bit.
        let back: dobble::draw::CardLayout = serde_json::from_str(&text).unwrap();
        assert_eq!(
            (back.card, back.symbols.len()),
            (layout.card, layout.symbols.len())
        );
        for (b, p) in back.symbols.iter().zip(&layout.symbols) {
            assert_eq!((&b.symbol, b.kind), (&p.symbol, p.kind));
            assert!((b.radius - p.radius).abs() < 1e-12 && (b.x_mm - p.x_mm).abs() < 1e-12);
            assert_eq!(b.outline.len(), p.outline.len());
            assert!((b.outline_area - p.outline_area).abs() < 1e-12);
        }
    }
}
