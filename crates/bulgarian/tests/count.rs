//! Exact counts against enumeration: the predecessor characterisation they rest on is
//! checked first against the move itself, then every figure against `analyze` and against
//! a forward tally of the whole state graph.

use std::collections::HashMap;

use bulgarian::count::{MAX_N, count};
use bulgarian::{Operation, RangeError, Span};
use bulgarian::{Partition, analyze};
use num_bigint::BigUint;

/// How many predecessors each partition of n has, by applying the move to every partition.
fn tally(n: u64) -> HashMap<Partition, u64> {
    let all = Partition::all(n);
    let mut preds: HashMap<Partition, u64> = all.iter().map(|p| (p.clone(), 0)).collect();
    for mu in &all {
        *preds.get_mut(&mu.step()).expect("a move keeps the cards") += 1;
    }
    preds
}

/// The characterisation: λ has one predecessor for each distinct part value m >= len - 1;
/// none exactly when len >= λ1 + 2.
#[test]
fn predecessors_are_the_large_distinct_parts() {
    for n in 1..=26 {
        for (lambda, preds) in tally(n) {
            let len = lambda.len() as u64;
            let mut large: Vec<u64> = lambda
                .parts()
                .iter()
                .copied()
                .filter(|&m| m + 1 >= len)
                .collect();
            large.dedup();
            assert_eq!(preds, large.len() as u64, "{lambda}");
            assert_eq!(preds == 0, len >= lambda.parts()[0] + 2, "{lambda}");
        }
    }
}

fn big(x: u64) -> BigUint {
    BigUint::from(x)
}

/// The in-degree distribution against the forward tally.
#[test]
fn in_degrees_agree_with_the_tally() {
    for n in 1..=30 {
        let mut by_degree: Vec<u64> = Vec::new();
        for preds in tally(n).into_values() {
            let d = preds as usize;
            if by_degree.len() <= d {
                by_degree.resize(d + 1, 0);
            }
            by_degree[d] += 1;
        }
        let expected: Vec<BigUint> = by_degree.into_iter().map(big).collect();
        assert_eq!(count(n).unwrap().in_degrees, expected, "n = {n}");
    }
}

/// Every figure both compute, for every N analyze reaches in well under a second.
#[test]
fn counts_agree_with_analyze() {
    for n in 1..=75 {
        let a = analyze(n).unwrap();
        let c = count(n).unwrap();
        assert_eq!(c.partitions, big(a.partitions), "n = {n}");
        assert_eq!(c.garden_of_eden, big(a.garden_of_eden), "n = {n}");
        assert_eq!(c.max_in_degree(), a.max_in_degree, "n = {n}");
        assert_eq!(c.cycles, big(a.cycles), "n = {n}");
        assert_eq!(c.recurrent, big(a.cycle_lengths.iter().sum()), "n = {n}");
        let mut lengths = Vec::new();
        for group in &c.cycle_lengths {
            let times = u64::try_from(&group.cycles).unwrap();
            lengths.extend(std::iter::repeat_n(group.length, times as usize));
        }
        assert_eq!(lengths, a.cycle_lengths, "n = {n}");
    }
}

/// Euler's totient, by its definition.
fn totient(n: u64) -> u64 {
    (1..=n).filter(|&i| gcd(i, n) == 1).count() as u64
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn binomial(n: u64, k: u64) -> BigUint {
    (0..k).fold(BigUint::from(1u32), |acc, i| acc * (n - i) / (i + 1))
}

/// Far past enumeration, the counts still add up: the in-degrees sum to p(N) and, with
/// weights, to p(N) again (every partition has exactly one successor); the cycles'
/// lengths add up to C(k+1, r); the number of cycles is the number of binary necklaces by
/// Burnside's lemma, `(1/w) sum_{g | gcd(w, r)} phi(g) C(w/g, r/g)`, w = k + 1.
#[test]
fn far_past_enumeration_the_counts_add_up() {
    for n in [61, 100, 127, 500, 1000, 2016, 5050, 9999, 10_000] {
        let c = count(n).unwrap();
        let sum: BigUint = c.in_degrees.iter().sum();
        assert_eq!(sum, c.partitions, "n = {n}");
        let weighted: BigUint = c
            .in_degrees
            .iter()
            .enumerate()
            .map(|(d, x)| x * BigUint::from(d))
            .sum();
        assert_eq!(weighted, c.partitions, "n = {n}");
        assert_eq!(c.garden_of_eden, c.in_degrees[0]);
        let (k, r) = bulgarian::numbers::triangular_split(n);
        let w = k + 1;
        let on_cycles: BigUint = c
            .cycle_lengths
            .iter()
            .map(|g| &g.cycles * BigUint::from(g.length))
            .sum();
        assert_eq!(on_cycles, c.recurrent, "n = {n}");
        assert_eq!(c.recurrent, binomial(w, r), "n = {n}");
        let burnside: BigUint = (1..=w)
            .filter(|g| w.is_multiple_of(*g) && r.is_multiple_of(*g))
            .map(|g| binomial(w / g, r / g) * BigUint::from(totient(g)))
            .sum::<BigUint>()
            / BigUint::from(w);
        assert_eq!(c.cycles, burnside, "n = {n}");
        assert!(c.cycle_lengths.iter().all(|g| w.is_multiple_of(g.length)));
    }
}

/// p(N) against the u128 pentagonal recurrence of `numbers`, and against the known value
/// p(1000) = 24061467864032622473692149727991 (Hardy and Ramanujan's table, checked by
/// MacMahon).
#[test]
fn partition_numbers_are_exact() {
    for n in (1..=1000).step_by(37) {
        let expected = bulgarian::numbers::partition_count(n as u32).unwrap();
        assert_eq!(count(n).unwrap().partitions, BigUint::from(expected));
    }
    let p1000: BigUint = "24061467864032622473692149727991".parse().unwrap();
    assert_eq!(count(1000).unwrap().partitions, p1000);
}

/// A triangular N has one cycle, the fixed point; N = 7 = 3*4/2 + 1 has one cycle of the
/// four rotations of 1000; N = 9 = 3*4/2 + 3 the same with 1110.
#[test]
fn cycles_by_hand() {
    let lengths = |n| {
        count(n)
            .unwrap()
            .cycle_lengths
            .iter()
            .map(|g| (g.length, u64::try_from(&g.cycles).unwrap()))
            .collect::<Vec<_>>()
    };
    assert_eq!(lengths(10), [(1, 1)]);
    assert_eq!(lengths(7), [(4, 1)]);
    assert_eq!(lengths(9), [(4, 1)]);
    // 8 = 3*4/2 + 2: the words 1100 (a cycle of 4) and 1010 (a cycle of 2).
    assert_eq!(lengths(8), [(2, 1), (4, 1)]);
}

#[test]
fn the_limits_are_named() {
    let refused = |n| RangeError {
        n,
        min: 1,
        max: MAX_N,
        operation: Operation::Count,
    };
    assert_eq!(count(0), Err(refused(0)));
    assert_eq!(count(MAX_N + 1), Err(refused(MAX_N + 1)));
    assert_eq!(
        count(MAX_N + 1).unwrap_err().to_string(),
        "N must be from 1 to 100000 (exact counts keep p(m) for every m up to N), not 100001"
    );
}

/// A range is counted one N at a time, each N exactly as `count` counts it alone, and the
/// Garden of Eden of each equals `analyze`'s.
#[test]
fn a_range_counts_each_n_as_count_does() {
    let span: Span = "1..=60".parse().unwrap();
    let counted: Vec<_> = span.counts().unwrap().collect();
    assert_eq!(counted.len(), 60);
    for c in &counted {
        assert_eq!(c, &count(c.n).unwrap(), "n = {}", c.n);
        if c.n <= 40 {
            let a = analyze(c.n).unwrap();
            assert_eq!(c.garden_of_eden, BigUint::from(a.garden_of_eden));
        }
    }
    let late: Span = "995..1001".parse().unwrap();
    for c in late.counts().unwrap() {
        assert_eq!(c, count(c.n).unwrap(), "n = {}", c.n);
    }
}

#[test]
fn count_spans_are_checked_before_any_work() {
    let span = |text: &str| text.parse::<Span>().unwrap();
    let refused = |text: &str| span(text).counts().unwrap_err().n;
    assert_eq!(refused("0..=5"), 0);
    assert_eq!(refused("5..=100001"), 100_001);
    assert_eq!(refused("5..100002"), 100_001);
    assert_eq!(span("3..=3").counts().unwrap().count(), 1);
    assert_eq!(span("3..5").counts().unwrap().count(), 2);
}

proptest::proptest! {
    /// Any span is counted or refused before any work; what is counted is within
    /// 1..=MAX_N.
    #[test]
    fn any_count_span_is_taken_or_refused(first in 0..200_000u64, length in 0..3u64) {
        let span = Span::range(first, first + length).unwrap();
        match span.counts() {
            Ok(_) => proptest::prop_assert!(1 <= first && first + length <= MAX_N),
            Err(e) => proptest::prop_assert!(e.n == 0 || e.n > MAX_N),
        }
    }
}
