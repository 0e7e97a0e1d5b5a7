//! The memory budget: the three requests that ran out of memory or never ended now stop
//! with [`SearchError::OutOfMemory`] within a small budget, a search within its budget gives
//! the same answer as without one, and the peak it reports is exactly the budget it needs.

use proptest::prelude::*;
use strikeout::budget::{Budget, Headway, SearchError};
use strikeout::{CountBy, Field, count, count_within, solve, solve_within};

const MIB: usize = 1 << 20;

/// A pool of two threads, so that where a count stops does not depend on the machine.
fn two_threads() -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a thread pool")
}

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
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let counts = one_thread
        .install(|| count_within(&Field::standard(), 80, CountBy::Strings, budget))
        .unwrap();
    // 938 758 positions, a report every 65 536.
    assert_eq!(reports.len(), 14);
    assert!(
        reports
            .windows(2)
            .all(|w| w[0].work.positions < w[1].work.positions)
    );
    assert!(reports.iter().all(|h| h.memory <= counts.work.peak_memory));
    assert!(reports.iter().all(|h| (27..=80).contains(&h.length)));
    // On several threads the phases searched at once report when they are added up.
    let mut reports = 0;
    let budget = Budget::new(64 * MIB).on_progress(|_: &Headway| reports += 1);
    let three = rayon::ThreadPoolBuilder::new()
        .num_threads(3)
        .build()
        .unwrap();
    three
        .install(|| count_within(&Field::standard(), 80, CountBy::Strings, budget))
        .unwrap();
    assert!((1..=14).contains(&reports), "{reports} reports");
}

/// `count --start 123 --max-length 10000`: stuck at once, the field doubles until its
/// phases branch beyond the budget.
#[test]
fn a_start_that_doubles_stops_at_the_budget() {
    let start = Field::new(9, "123").unwrap();
    let result = two_threads()
        .install(|| count_within(&start, 10_000, CountBy::Strings, Budget::new(16 * MIB)));
    assert!(out_of_memory(result, 16 * MIB) > 3);
}

/// `count --max-length 10000` on the standard start would go on for hours: it stops at the
/// budget instead, and the same way by states.
#[test]
fn a_count_without_end_stops_at_the_budget() {
    let start = Field::standard();
    for count_by in [CountBy::Strings, CountBy::States] {
        let result =
            two_threads().install(|| count_within(&start, 10_000, count_by, Budget::new(16 * MIB)));
        assert!(out_of_memory(result, 16 * MIB) > 68);
    }
}

/// A random start on rows of 1 to 6 cells, of `len` digits from 1 to 9, and a bound of its
/// length and up to 16 cells more.
fn start_and_bound(len: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = (Field, usize)> {
    let digits = prop::collection::vec(1u8..=9, len);
    (1usize..=6, digits, 0usize..=16).prop_map(|(width, digits, extra)| {
        let text: String = digits.iter().map(|&d| char::from(b'0' + d)).collect();
        (Field::new(width, &text).unwrap(), digits.len() + extra)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Within the peak it reports, a search gives the same answer as without a budget; a
    /// byte less stops it. The account is the same on every run, whatever order the hash
    /// sets keep.
    #[test]
    fn the_peak_is_the_budget_a_search_needs((start, bound) in start_and_bound(1..=9)) {
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

    /// A bound on the positions: with the positions the search expands without one, the
    /// same answer; with one fewer, a stop that names the bound (the work counted is that
    /// of the search unbounded, from its own report).
    #[test]
    fn the_positions_expanded_are_the_work_a_search_needs((start, bound) in start_and_bound(2..=9)) {
        let plain = solve(&start, bound);
        let positions = plain.work().positions;
        let enough = Budget::default().with_positions(positions);
        prop_assert_eq!(solve_within(&start, bound, enough).unwrap(), plain);
        if positions > 0 {
            let short = Budget::default().with_positions(positions - 1);
            let stopped = solve_within(&start, bound, short);
            let named = matches!(stopped, Err(SearchError::TooManyPositions { limit, .. }) if limit == positions - 1);
            prop_assert!(named);
        }
    }
}

/// `count_within` on a pool of `threads` threads.
fn count_on(threads: usize, start: &Field, bound: usize, count_by: CountBy) -> strikeout::Counts {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
        .install(|| count_within(start, bound, count_by, Budget::default()))
        .expect("within the default budget")
}

/// The counts and the work do not depend on the number of threads: the standard game to
/// 90 cells, by final fields and by states, on 1, 2 and 3 threads.
#[test]
fn counts_are_the_same_on_any_number_of_threads() {
    let start = Field::standard();
    for count_by in [CountBy::Strings, CountBy::States] {
        let one = count_on(1, &start, 90, count_by);
        assert_eq!(
            one.total(),
            if count_by == CountBy::States { 43 } else { 35 }
        );
        for threads in [2, 3] {
            let many = count_on(threads, &start, 90, count_by);
            assert_eq!(many.by_length, one.by_length, "{threads} threads");
            assert_eq!(
                (many.work.phases, many.work.positions),
                (one.work.phases, one.work.positions)
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// The same on random short starts, and a stop on a small budget is reported the same
    /// way on a given number of threads every time.
    #[test]
    fn random_counts_are_the_same_on_any_number_of_threads((start, bound) in start_and_bound(1..=9)) {
        for count_by in [CountBy::Strings, CountBy::States] {
            let one = count_on(1, &start, bound, count_by);
            let three = count_on(3, &start, bound, count_by);
            prop_assert_eq!(&one.by_length, &three.by_length);
            prop_assert_eq!(one.work.positions, three.work.positions);
            let pool = rayon::ThreadPoolBuilder::new().num_threads(3).build().unwrap();
            let peak = three.work.peak_memory;
            let within = pool.install(|| count_within(&start, bound, count_by, Budget::new(peak)));
            prop_assert_eq!(within.unwrap(), three.clone());
            let stopped = pool.install(|| count_within(&start, bound, count_by, Budget::new(peak - 1)));
            let out_of_memory = matches!(stopped, Err(SearchError::OutOfMemory { .. }));
            prop_assert!(out_of_memory);
        }
    }
}
