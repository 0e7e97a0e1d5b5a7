//! Bulgarian solitaire's fast orbit (Brent's method on the ring) and trace against the
//! seed's naive port, on starts of at most 10 piles of at most 32 cards; and up to three big
//! piles (at most 1,000 cards) among many piles of one card against plain moves with
//! Brent's method.
#![no_main]

use arbitrary::Arbitrary;
use bulgarian::trace::Stop;
use bulgarian::{Partition, naive, orbit, trace};
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
struct Input {
    /// Small piles (each taken modulo 32, plus 1).
    piles: Vec<u8>,
    /// Big piles, beyond the ring's window (each modulo 1,000, plus 1).
    big: Vec<u16>,
    /// Piles of one card beside the big ones (modulo 256).
    ones: u8,
}

fuzz_target!(|input: Input| {
    let small: Vec<u64> = input
        .piles
        .iter()
        .take(10)
        .map(|&p| u64::from(p % 32) + 1)
        .collect();
    if let Ok(start) = Partition::new(small) {
        orbit_is(&start, naive::orbit(&start));
        trace_is(&start, naive::trace(&start));
    }
    let mut parts: Vec<u64> = input
        .big
        .iter()
        .take(3)
        .map(|&p| u64::from(p % 1000) + 1)
        .collect();
    parts.extend(std::iter::repeat_n(1, usize::from(input.ones)));
    if let Ok(start) = Partition::new(parts) {
        orbit_is(&start, naive::rewrite_orbit(&start));
    }
});

/// The fast orbit of `start` has the baseline's transient and cycle length.
fn orbit_is(start: &Partition, baseline: (u64, u64)) {
    let o = orbit(start);
    assert_eq!((o.transient, o.cycle_length), baseline, "{start}");
}

/// The fast trace of `start` lists the baseline's configurations and stops as it does.
fn trace_is(start: &Partition, baseline: (Vec<Partition>, Stop)) {
    let fast = trace(start);
    let stop = fast.stop();
    assert_eq!((fast.collect::<Vec<_>>(), stop), baseline, "{start}");
}
