//! The memory budget: the three requests that ran out of memory or never ended now stop
//! with [`SearchError::OutOfMemory`] within a small budget, a search within its budget gives
//! the same answer as without one, and the peak it reports is exactly the budget it needs.

use proptest::prelude::*;
use strikeout::{
    Budget, CountBy, Field, Headway, SearchError, count, count_within, solve, solve_within,
};

const MIB: usize = 1 << 20;

fn out_of_memory(result: Result<impl std::fmt::Debug, SearchError>, budget: usize) -> usize {
    match result {
        Err(SearchError::OutOfMemory {
            budget: given,
            needed,
            length,
            ..
        }) => {
            assert_eq!(given, budget);
            assert!(needed > budget);
            length
        }
        other => panic!("not stopped by the budget: {other:?}"),
    }
}

/// `solve` on a 100-digit start `1919…19`: its first phase reaches more positions than any
/// budget; it stops there, in the phase of the start itself.
#[test]
fn a_long_start_stops_at_the_budget() {
    let start = Field::new(9, &"19".repeat(50)).unwrap();
    let mut reports = Vec::new();
    let budget = Budget::new(16 * MIB).on_progress(|h: &Headway| reports.push(*h));
    assert_eq!(
        out_of_memory(solve_within(&start, 200, budget), 16 * MIB),
        100
    );
    // Any progress reported on the way was within the budget.
    assert!(
        reports
            .iter()
            .all(|h| h.memory <= 16 * MIB && h.length == 100)
    );
}

/// A long count reports its progress as it goes, its memory within the budget and never
/// above the peak it ends with.
#[test]
fn progress_is_reported_within_the_budget() {
    let mut reports = Vec::new();
    let budget = Budget::new(64 * MIB).on_progress(|h: &Headway| reports.push(*h));
    let counts = count_within(&Field::standard(), 80, CountBy::Strings, budget).unwrap();
    // 938 758 positions, a report every 65 536.
    assert_eq!(reports.len(), 14);
    assert!(
        reports
            .windows(2)
            .all(|w| w[0].work.positions < w[1].work.positions)
    );
    assert!(reports.iter().all(|h| h.memory <= counts.work.peak_memory));
    assert!(reports.iter().all(|h| (27..=80).contains(&h.length)));
}

/// `count --start 123 --max-length 10000`: stuck at once, the field doubles until its
/// phases branch beyond the budget.
#[test]
fn a_start_that_doubles_stops_at_the_budget() {
    let start = Field::new(9, "123").unwrap();
    let result = count_within(&start, 10_000, CountBy::Strings, Budget::new(16 * MIB));
    assert!(out_of_memory(result, 16 * MIB) > 3);
}

/// `count --max-length 10000` on the standard start would go on for hours: it stops at the
/// budget instead, and the same way by states.
#[test]
fn a_count_without_end_stops_at_the_budget() {
    let start = Field::standard();
    for count_by in [CountBy::Strings, CountBy::States] {
        let result = count_within(&start, 10_000, count_by, Budget::new(16 * MIB));
        assert!(out_of_memory(result, 16 * MIB) > 68);
    }
}

fn digits_text(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Within the peak it reports, a search gives the same answer as without a budget; a
    /// byte less stops it. The account is the same on every run, whatever order the hash
    /// sets keep.
    #[test]
    fn the_peak_is_the_budget_a_search_needs(width in 1usize..=6, digits in prop::collection::vec(1u8..=9, 1..=9), extra in 0usize..=16) {
        let start = Field::new(width, &digits_text(&digits)).unwrap();
        let bound = digits.len() + extra;
        let plain = solve(&start, bound);
        let peak = plain.work().peak_memory;
        prop_assert!(peak > 0);
        prop_assert_eq!(solve_within(&start, bound, Budget::new(peak)).unwrap(), plain);
        let stopped = matches!(solve_within(&start, bound, Budget::new(peak - 1)), Err(SearchError::OutOfMemory { .. }));
        prop_assert!(stopped);

        let plain = count(&start, bound);
        let peak = plain.work.peak_memory;
        prop_assert_eq!(count_within(&start, bound, CountBy::Strings, Budget::new(peak)).unwrap(), plain);
        let stopped = matches!(count_within(&start, bound, CountBy::Strings, Budget::new(peak - 1)), Err(SearchError::OutOfMemory { .. }));
        prop_assert!(stopped);
    }
}
