//! Every fast path against the plain definition: all partitions of every n up to 30, and
//! random larger starts.

use bulgarian::numbers::partition_count;
use bulgarian::{Partition, analyze, naive, orbit, trace};
use proptest::prelude::*;

#[test]
fn orbit_and_trace_agree_with_the_seed_on_every_partition_up_to_30() {
    for n in 1..=30 {
        for start in Partition::all(n) {
            let o = orbit(&start);
            assert_eq!(
                (o.transient, o.cycle_length),
                naive::orbit(&start),
                "{start}"
            );
            // The cycle entry is the configuration `transient` moves on, and lies on the cycle.
            let mut entry = start.clone();
            for _ in 0..o.transient {
                entry = entry.step();
            }
            assert_eq!(o.cycle_entry, entry, "{start}");
            let fast = trace(&start);
            let stop = fast.stop();
            assert_eq!(
                (fast.collect::<Vec<_>>(), stop),
                naive::trace(&start),
                "{start}"
            );
        }
    }
}

#[test]
fn partitions_are_enumerated_once_each() {
    for n in 1..=30u32 {
        let all = Partition::all(n as u64);
        assert_eq!(all.len() as u128, partition_count(n).unwrap(), "n = {n}");
        assert!(
            all.windows(2).all(|w| w[0] > w[1]),
            "strictly descending, n = {n}"
        );
        assert!(all.iter().all(|p| p.total() == n as u64));
    }
}

#[test]
fn analyze_agrees_with_enumeration_up_to_30() {
    for n in 1..=30 {
        assert_eq!(analyze(n).unwrap(), naive::analyze(n), "n = {n}");
    }
}

/// A random partition: parts drawn up to `max_part`, `count` of them.
fn partition(count: usize, max_part: u64) -> impl Strategy<Value = Partition> {
    proptest::collection::vec(1..=max_part, 1..=count)
        .prop_map(|parts| Partition::new(parts).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Larger starts against the original program's list.
    #[test]
    fn orbit_and_trace_agree_with_the_seed(start in partition(12, 25)) {
        let o = orbit(&start);
        prop_assert_eq!((o.transient, o.cycle_length), naive::orbit(&start));
        let fast = trace(&start);
        let stop = fast.stop();
        prop_assert_eq!((fast.collect::<Vec<_>>(), stop), naive::trace(&start));
    }

    /// Big piles (beyond the ring's window) and many small ones, against plain moves.
    #[test]
    fn big_piles_agree_with_plain_moves(
        big in proptest::collection::vec(1u64..3000, 1..4),
        ones in 0usize..400,
    ) {
        let mut parts = big;
        parts.extend(std::iter::repeat_n(1, ones));
        let start = Partition::new(parts).unwrap();
        let o = orbit(&start);
        prop_assert_eq!((o.transient, o.cycle_length), naive::rewrite_orbit(&start));
    }
}

#[test]
fn the_relatives_naive_orbits_agree_with_their_analyses() {
    for n in 1..=8 {
        let a = bulgarian::montreal::analysis(n).unwrap();
        assert_eq!(naive::montreal_orbits(n), (a.max_transient, a.max_orbit));
        for limit in 1..=6 {
            let a = bulgarian::austrian::analysis(n, limit).unwrap();
            assert_eq!(
                naive::austrian_orbits(n, limit),
                (a.max_transient, a.max_orbit)
            );
        }
    }
}
