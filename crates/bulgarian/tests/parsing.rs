//! The parsers on junk: never a panic, and every error points inside the input.

use bulgarian::analyze::{AnalyzeSpan, MAX_N as MAX_ANALYZE, RangeError, SpanError};
use bulgarian::multiplayer::{Table, TableError};
use bulgarian::{Location, Partition, PartitionError};
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

    /// Any text is a span of N within 1..=MAX_ANALYZE or a refusal, never a panic.
    #[test]
    fn spans_never_panic(text in "[0-9 .=x\\-+]{0,24}") {
        match text.parse::<AnalyzeSpan>() {
            Ok(span) => {
                prop_assert!(1 <= span.first() && span.first() <= span.last());
                prop_assert!(span.last() <= u64::from(MAX_ANALYZE));
                prop_assert_eq!(span.is_range(), text.contains("..="));
            }
            Err(SpanError::Range(RangeError { n, .. })) => prop_assert!(n == 0 || n > u64::from(MAX_ANALYZE)),
            Err(SpanError::EmptyRange { first, last }) => prop_assert!(first > last),
            Err(SpanError::Beyond { written, .. } | SpanError::NotANumber { written }) => {
                prop_assert!(text.contains(written.as_str()));
            }
            Err(other) => prop_assert!(false, "unexpected {}", other),
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

/// A span's ends, or the error.
fn span(text: &str) -> Result<(u64, u64, bool), SpanError> {
    text.parse::<AnalyzeSpan>()
        .map(|s| (s.first(), s.last(), s.is_range()))
}

#[test]
fn analyze_spans_are_checked_before_any_work() {
    assert_eq!(span("6"), Ok((6, 6, false)));
    assert_eq!(span(" 9 ..= 10 "), Ok((9, 10, true)));
    assert_eq!(span("7..=7"), Ok((7, 7, true)));
    let range = |n| Err(SpanError::Range(RangeError { n, max: 255 }));
    assert_eq!(span("0"), range(0));
    assert_eq!(span("256"), range(256));
    // Both ends are checked before any N is analyzed.
    assert_eq!(span("100..=300"), range(300));
    assert_eq!(span("0..=5"), range(0));
    let beyond = |w: &str| {
        Err(SpanError::Beyond {
            written: w.into(),
            max: 255,
        })
    };
    assert_eq!(span("-1"), beyond("-1"));
    assert_eq!(span("99999999999999999999"), beyond("99999999999999999999"));
    assert_eq!(span("-3..=5"), beyond("-3"));
    let not_a_number = |w: &str| Err(SpanError::NotANumber { written: w.into() });
    assert_eq!(span("ten"), not_a_number("ten"));
    assert_eq!(span("1..=x"), not_a_number("x"));
    assert_eq!(span(""), not_a_number(""));
    assert_eq!(
        span("9..=3"),
        Err(SpanError::EmptyRange { first: 9, last: 3 })
    );
    assert_eq!(
        AnalyzeSpan::single(256).unwrap_err().to_string(),
        "N must be from 1 to 255 (pile sizes are held in 256-bit sets), not 256"
    );
}
