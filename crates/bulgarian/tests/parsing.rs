//! The parsers on junk: never a panic, and every error points inside the input.

use bulgarian::analyze::MAX_N as MAX_ANALYZE;
use bulgarian::multiplayer::{Table, TableError};
use bulgarian::{Location, Partition, PartitionError};
use bulgarian::{RangeError, Span};
use games_common::range::RangeErrorKind;
use proptest::prelude::*;

/// Whether the error's location lies inside `text` (lines and columns from 1).
fn inside(text: &str, error: &PartitionError) -> bool {
    match error {
        PartitionError::BadPart { at, .. } | PartitionError::TotalOverflow { at } => match *at {
            Location::Text { line, column } => text
                .lines()
                .nth(line - 1)
                .is_some_and(|l| column >= 1 && column <= l.chars().count()),
            _ => false,
        },
        PartitionError::NoParts => true,
        _ => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn text_never_panics(text in "[0-9 \\t\\n#x+\\-é]{0,40}") {
        match Partition::from_text(&text) {
            Ok(p) => prop_assert!(p.parts().windows(2).all(|w| w[0] >= w[1]) && p.parts().iter().all(|&x| x > 0)),
            Err(e) => prop_assert!(inside(&text, &e), "{} not inside {:?}", e, text),
        }
    }

    #[test]
    fn arguments_never_panic(args in proptest::collection::vec("[0-9x\\-+]{0,21}", 0..6)) {
        match Partition::from_args(&args) {
            Ok(p) => prop_assert_eq!(p.len(), args.len()),
            Err(PartitionError::BadPart { at: Location::Argument(i), token, .. }) => {
                prop_assert!(i >= 1 && i <= args.len());
                prop_assert_eq!(&args[i - 1], &token);
            }
            Err(PartitionError::TotalOverflow { at: Location::Argument(i) }) => prop_assert!(i >= 2 && i <= args.len()),
            Err(PartitionError::NoParts) => prop_assert!(args.is_empty()),
            Err(other) => prop_assert!(false, "unexpected {}", other),
        }
    }

    #[test]
    fn hands_never_panic(hands in proptest::collection::vec("[0-9 x\\-]{0,12}", 1..4)) {
        match Table::from_args(&hands) {
            Ok(t) => prop_assert_eq!(t.players().len(), hands.len()),
            Err(TableError::BadPart { at: Location::Player { player, column }, token, .. }) => {
                let hand: Vec<char> = hands[player - 1].chars().collect();
                let at: String = hand[column - 1..].iter().take(token.chars().count()).collect();
                prop_assert_eq!(at, token);
            }
            Err(TableError::NoCards) => prop_assert!(hands.iter().all(|h| h.split_whitespace().next().is_none())),
            Err(other) => prop_assert!(false, "unexpected {}", other),
        }
    }

    /// Any text is a span or a refusal that names what was written, never a panic; a
    /// span is analyzed or refused for an N outside 1..=MAX_ANALYZE.
    #[test]
    fn spans_never_panic(text in "[0-9 .=x\\-+]{0,24}") {
        match text.parse::<Span>() {
            Ok(span) => {
                prop_assert!(span.first() <= span.last());
                prop_assert_eq!(span.is_range(), text.contains(".."));
                if span.last() - span.first() < 3 && span.last() <= 40 && span.first() >= 1 {
                    prop_assert_eq!(span.analyze().map(|a| a.len() as u64), Ok(span.last() - span.first() + 1));
                } else if span.first() == 0 || span.last() > MAX_ANALYZE {
                    let refused = span.analyze().unwrap_err();
                    prop_assert!(refused.n == 0 || refused.n > MAX_ANALYZE);
                }
            }
            Err(e) => match e.kind {
                RangeErrorKind::NotANumber { found }
                | RangeErrorKind::Negative { found }
                | RangeErrorKind::TooLarge { found, .. } => prop_assert!(text.contains(found.as_str())),
                RangeErrorKind::Empty { .. } | RangeErrorKind::MissingNumber => {}
                other => prop_assert!(false, "unexpected {}", other),
            },
        }
    }

    /// Parts printed and read back give the same configuration.
    #[test]
    fn display_round_trips(parts in proptest::collection::vec(1u64..1_000_000, 1..20)) {
        let p = Partition::new(parts).unwrap();
        prop_assert_eq!(Partition::from_text(&p.to_string()).unwrap(), p);
    }
}

#[test]
fn totals_that_overflow_are_refused_with_their_place() {
    let err = Partition::from_text("9223372036854775808\n\n  9223372036854775808\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 3, column 3: the total number of cards exceeds 18446744073709551615"
    );
    let err = Table::from_args(&["18446744073709551615", "1"]).unwrap_err();
    assert!(matches!(
        err,
        TableError::TotalOverflow {
            at: Location::Player { player: 2, .. }
        }
    ));
    // The part that tips the total over is named, not the start of its hand.
    let err = Table::from_args(&["1", "5 18446744073709551615"]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "player 2, column 3: the total number of cards exceeds 18446744073709551615"
    );
    assert_eq!(Table::from_args(&["", " "]), Err(TableError::NoCards));
}

#[test]
fn a_byte_order_mark_is_skipped_and_columns_count_from_after_it() {
    let p = Partition::from_text("\u{feff}4 1 1\r\n").unwrap();
    assert_eq!(p.parts(), [4, 1, 1]);
    let err = Partition::from_text("\u{feff}4 x\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1, column 3: the part \"x\" is not a whole number"
    );
}

/// A span's ends after `analyze` has checked them, or the words of the error.
fn span(text: &str) -> Result<(u64, u64, bool), String> {
    let span: Span = text
        .parse()
        .map_err(|e: games_common::RangeError| e.to_string())?;
    span.analyze().map_err(|e: RangeError| e.to_string())?;
    Ok((span.first(), span.last(), span.is_range()))
}

#[test]
fn analyze_spans_are_checked_before_any_work() {
    assert_eq!(span("6"), Ok((6, 6, false)));
    assert_eq!(span(" 9 ..= 10 "), Ok((9, 10, true)));
    assert_eq!(span("7..=7"), Ok((7, 7, true)));
    assert_eq!(span("7..8"), Ok((7, 7, true)));
    let range = |n| {
        Err(format!(
            "N must be from 1 to 255 (pile sizes are held in 256-bit sets), not {n}"
        ))
    };
    assert_eq!(span("0"), range(0));
    assert_eq!(span("256"), range(256));
    // Both ends are checked before any N is analyzed.
    assert_eq!(span("100..=300"), range(300));
    assert_eq!(span("0..=5"), range(0));
    let refused = [
        ("-1", "-1 is negative (the numbers here are 0 or more)"),
        ("-3..=5", "-3 is negative (the numbers here are 0 or more)"),
        (
            "99999999999999999999",
            "99999999999999999999 is too large: the largest number taken is 18446744073709551615",
        ),
        ("", "a number is missing (write N, A..=B or A..B)"),
        (
            "9..=3",
            "the range 9..=3 is empty (its start is above its end)",
        ),
    ];
    for (text, expected) in refused {
        assert_eq!(span(text), Err(expected.to_owned()), "{text:?}");
    }
    let not_a_number = |w: &str| {
        Err(format!(
            "{w:?} is not a whole number (write N, A..=B or A..B)"
        ))
    };
    assert_eq!(span("ten"), not_a_number("ten"));
    assert_eq!(span("1..=x"), not_a_number("x"));
    assert_eq!(span("3-5"), not_a_number("3-5"));
}

#[test]
fn a_list_of_parts_names_the_part_by_its_place() {
    // The second number given, at index 1 of the list.
    let zero = Partition::new(vec![3, 0, 1]).unwrap_err();
    assert_eq!(
        zero.to_string(),
        "part 2 (index 1) is 0 (a pile holds at least one card)"
    );
    let zero = Partition::new(vec![3, 1, 0]).unwrap_err();
    assert_eq!(
        zero.to_string(),
        "part 3 (index 2) is 0 (a pile holds at least one card)"
    );
    let overflow = Partition::new(vec![u64::MAX, 1]).unwrap_err();
    assert_eq!(
        overflow.to_string(),
        "part 2 (index 1): the total number of cards exceeds 18446744073709551615"
    );
}

#[test]
fn a_partition_is_read_from_text_as_from_text_reads_it() {
    assert_eq!(
        "1 3\n2 # three piles".parse::<Partition>().unwrap().parts(),
        [3, 2, 1]
    );
    assert_eq!(
        "4 -1".parse::<Partition>().unwrap_err().to_string(),
        "line 1, column 3: the part \"-1\" is negative (a pile holds a positive number of cards)"
    );
    assert_eq!("".parse::<Partition>(), Err(PartitionError::NoParts));
}

proptest! {
    /// Any text is a partition or refused, never a panic, exactly as `from_text` reads
    /// it; on texts of small numbers the parts are the numbers themselves, sorted, read
    /// without the library.
    #[test]
    fn from_str_reads_any_text(text in "\\PC{0,30}|[0-9 \\t\\n#]{0,30}") {
        let parsed = text.parse::<Partition>();
        prop_assert_eq!(&parsed, &Partition::from_text(&text));
        let plain = text.bytes().all(|b| b.is_ascii_digit() || b" \t\n".contains(&b));
        if plain {
            let mut parts: Vec<u128> = text
                .split_whitespace()
                .map(|w| w.bytes().fold(0u128, |v, d| v * 10 + u128::from(d - b'0')))
                .collect();
            parts.sort_unstable_by(|a, b| b.cmp(a));
            let fits = parts.iter().sum::<u128>() <= u128::from(u64::MAX);
            match parsed {
                Ok(p) => prop_assert_eq!(p.parts().iter().map(|&x| u128::from(x)).collect::<Vec<_>>(), parts),
                Err(_) => prop_assert!(parts.is_empty() || parts.contains(&0) || !fits),
            }
        }
        if let Ok(p) = text.parse::<Partition>() {
            prop_assert_eq!(p.to_string().parse::<Partition>(), Ok(p));
        }
    }
}
