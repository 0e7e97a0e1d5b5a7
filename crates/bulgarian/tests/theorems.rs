//! The theorems the spec quotes, as tests over ranges of n: Igusa / Etienne for triangular
//! n, Brandt for the cycles, and the known partition counts.

use bulgarian::numbers::{partition_count, triangular_split};
use bulgarian::{Partition, analyze, orbit};
use bulgarian::{RangeError, Span};
use proptest::prelude::*;

fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The periods (least rotation that gives the word back) of the binary necklaces of length
/// `len` with `ones` ones, ascending, by brute force over the distinct canonical (least)
/// rotations of every word.
fn necklace_periods(len: u32, ones: u32) -> Vec<u64> {
    let mask = (1u64 << len) - 1;
    let rotate = |w: u64, s: u32| (w << s | w >> ((len - s) % len)) & mask;
    let canonical = |w: u64| (0..len).map(|s| rotate(w, s)).min().unwrap();
    let mut seen: Vec<u64> = (0..1u64 << len)
        .filter(|w| w.count_ones() == ones)
        .map(canonical)
        .collect();
    seen.sort_unstable();
    seen.dedup();
    let mut periods: Vec<u64> = seen
        .iter()
        .map(|&w| (1..=len).find(|&s| rotate(w, s % len) == w).unwrap() as u64)
        .collect();
    periods.sort_unstable();
    periods
}

/// Binary necklaces of length `len` with `ones` ones, by brute force.
fn necklaces(len: u32, ones: u32) -> u64 {
    necklace_periods(len, ones).len() as u64
}

/// The same count by Burnside's lemma, as a check of the brute force.
fn necklaces_burnside(len: u64, ones: u64) -> u64 {
    let phi = |d: u64| (1..=d).filter(|&i| gcd(i, d) == 1).count() as u64;
    let g = gcd(len, ones);
    (1..=g)
        .filter(|&d| g.is_multiple_of(d))
        .map(|d| phi(d) * binomial(len / d, ones / d))
        .sum::<u64>()
        / len
}

#[test]
fn necklace_counts_agree() {
    for len in 1..=16 {
        for ones in 0..=len {
            assert_eq!(
                necklaces(len, ones),
                necklaces_burnside(len as u64, ones as u64)
            );
        }
    }
}

#[test]
fn brandt_cycles_up_to_78() {
    for n in 1..=78u64 {
        let (k, r) = triangular_split(n);
        let a = analyze(n).unwrap();
        assert_eq!(a.cycles, necklaces(k as u32 + 1, r as u32), "n = {n}");
        // Each cycle is as long as the period of its necklace.
        assert_eq!(
            a.cycle_lengths,
            necklace_periods(k as u32 + 1, r as u32),
            "n = {n}"
        );
        assert!(
            a.cycle_lengths.iter().all(|c| (k + 1).is_multiple_of(*c)),
            "n = {n}"
        );
        assert_eq!(
            a.cycle_lengths.iter().sum::<u64>(),
            binomial(k + 1, r),
            "n = {n}"
        );
        assert_eq!(
            a.partitions as u128,
            partition_count(n as u32).unwrap(),
            "n = {n}"
        );
        if r == 0 {
            // Igusa, Etienne: the fixed point within k^2 - k moves, and some start needs them.
            assert_eq!(a.cycle_lengths, [1], "n = {n}");
            assert_eq!(a.max_transient, k * k - k, "n = {n}");
        }
    }
}

#[test]
fn a_span_analyzes_each_n_in_turn() {
    let span: Span = "1..=12".parse().unwrap();
    let counts: Vec<u128> = span
        .analyze()
        .unwrap()
        .iter()
        .map(|a| a.partitions as u128)
        .collect();
    let expected: Vec<u128> = (1..=12).map(|n| partition_count(n).unwrap()).collect();
    assert_eq!(counts, expected);
}

#[test]
fn known_partition_counts() {
    assert_eq!(analyze(55).unwrap().partitions, 451_276);
    assert_eq!(analyze(60).unwrap().partitions, 966_467);
    assert_eq!(partition_count(100), Some(190_569_292));
    assert_eq!(partition_count(115), Some(1_064_144_451));
}

#[test]
fn analyze_refuses_what_it_cannot_hold() {
    assert!(matches!(analyze(0), Err(RangeError { n: 0, .. })));
    assert!(matches!(
        analyze(256),
        Err(RangeError {
            n: 256,
            max: 255,
            ..
        })
    ));
    let span: Span = "250..257".parse().unwrap();
    assert!(matches!(span.analyze(), Err(RangeError { n: 256, .. })));
}

proptest! {
    /// Random starts of triangular n reach the staircase within k^2 - k moves.
    #[test]
    fn triangular_starts_reach_the_staircase(k in 1u64..40, seed in proptest::collection::vec(1u64..100, 1..60)) {
        let n = k * (k + 1) / 2;
        // Cut n into parts following the original program's proportions.
        let mut parts = Vec::new();
        let mut left = n;
        for s in seed {
            if left == 0 { break; }
            let part = (s % left).max(1);
            parts.push(part);
            left -= part;
        }
        if left > 0 { parts.push(left); }
        let o = orbit(&Partition::new(parts).unwrap());
        prop_assert!(o.transient <= k * k - k);
        prop_assert_eq!(o.cycle_length, 1);
        prop_assert_eq!(Some(o.cycle_entry), Partition::staircase(k));
    }

    /// Every orbit of n = k(k+1)/2 + r ends on a cycle whose length divides k + 1, made of the
    /// staircase plus a 0/1 word with r ones.
    #[test]
    fn cycles_are_staircases_plus_words(parts in proptest::collection::vec(1u64..200, 1..30)) {
        let start = Partition::new(parts).unwrap();
        let (k, r) = triangular_split(start.total());
        let o = orbit(&start);
        prop_assert!((k + 1).is_multiple_of(o.cycle_length));
        for p in o.cycle_members() {
            let mut padded = p.parts().to_vec();
            padded.resize(k as usize + 1, 0);
            let word: Vec<i64> = padded.iter().enumerate().map(|(i, &x)| x as i64 - (k as i64 - i as i64)).collect();
            prop_assert!(word.iter().all(|&b| b == 0 || b == 1), "{}", p);
            prop_assert_eq!(word.iter().sum::<i64>(), r as i64);
        }
    }
}

/// p(n) by the plain recurrence over the largest part, as a check of the pentagonal one.
#[test]
fn partition_counts_by_two_recurrences() {
    let mut p = vec![0u128; 401];
    p[0] = 1;
    for part in 1..=400 {
        for n in part..=400 {
            p[n] += p[n - part];
        }
    }
    for (n, &count) in p.iter().enumerate() {
        assert_eq!(partition_count(n as u32), Some(count), "n = {n}");
    }
    assert_eq!(partition_count(20_000), None);
}
