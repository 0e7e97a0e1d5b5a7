//! Brent's cycle detection for any deterministic step, holding two states and nothing else.
//!
//! R. P. Brent, "An improved Monte Carlo factorization algorithm", BIT 20 (1980): the hare
//! runs ahead; the tortoise jumps to the hare at every power of two, so the cycle length is
//! found within about twice the moves to the cycle; the transient then follows from a
//! second pass with the two a cycle length apart.

/// The shape of an orbit: moves to the cycle, and the cycle's length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rho {
    /// Moves from the start to the first state on the cycle.
    pub(crate) transient: u64,
    /// Length of the cycle (at least 1).
    pub(crate) cycle_length: u64,
}

/// Finds the orbit shape of `start` under `step`, with `same` as equality; returns it and
/// the first state on the cycle.
///
/// One refinement of Brent's second pass: the tortoise of the phase before the last is
/// kept. If that phase was long enough to see the cycle and did not, that state lies before
/// the cycle, and the search for the cycle's entry starts there instead of at `start`.
pub(crate) fn brent<S: Clone>(
    start: &S,
    mut step: impl FnMut(&mut S),
    same: impl Fn(&S, &S) -> bool,
) -> (Rho, S) {
    let mut power = 1u64;
    let mut cycle_length = 1u64;
    let mut tortoise = start.clone();
    let mut tortoise_at = 0u64;
    // The previous tortoise: its state, its position, its phase's power.
    let mut earlier: Option<(S, u64, u64)> = None;
    let mut hare = start.clone();
    step(&mut hare);
    let mut hare_at = 1u64;
    while !same(&tortoise, &hare) {
        if power == cycle_length {
            let previous = std::mem::replace(&mut tortoise, hare.clone());
            earlier = Some((previous, tortoise_at, power));
            tortoise_at = hare_at;
            power *= 2;
            cycle_length = 0;
        }
        step(&mut hare);
        hare_at += 1;
        cycle_length += 1;
    }
    // A phase of power p starting on the cycle finds any cycle of length <= p.
    let (mut tortoise, mut transient) = match earlier {
        Some((state, at, p)) if cycle_length <= p => (state, at),
        _ => (start.clone(), 0),
    };
    hare.clone_from(&tortoise);
    for _ in 0..cycle_length {
        step(&mut hare);
    }
    while !same(&tortoise, &hare) {
        step(&mut tortoise);
        step(&mut hare);
        transient += 1;
    }
    (
        Rho {
            transient,
            cycle_length,
        },
        tortoise,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// On any map of a small set, Brent agrees with walking the orbit and remembering it.
        #[test]
        fn agrees_with_remembering(map in proptest::collection::vec(0usize..40, 40), start in 0usize..40, long in 0usize..200) {
            // A long path into the map first, so that later phases are tried too.
            let path = |x: usize| if (40..40 + long).contains(&x) { x + 1 } else if x == 40 + long { 0 } else { map[x] };
            let start = if long > 0 { 40 + start % long } else { start };
            let (rho, entry) = brent(&start, |x| *x = path(*x), |a, b| a == b);
            let mut seen = vec![start];
            let mut x = start;
            let (first, again) = loop {
                x = path(x);
                if let Some(i) = seen.iter().position(|&y| y == x) {
                    break (i, seen.len());
                }
                seen.push(x);
            };
            prop_assert_eq!(rho.transient, first as u64);
            prop_assert_eq!(rho.cycle_length, (again - first) as u64);
            prop_assert_eq!(entry, seen[first]);
        }
    }
}
