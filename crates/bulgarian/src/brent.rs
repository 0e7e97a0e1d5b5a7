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
pub(crate) fn brent<S: Clone>(
    start: &S,
    mut step: impl FnMut(&mut S),
    same: impl Fn(&S, &S) -> bool,
) -> (Rho, S) {
    let mut power = 1u64;
    let mut cycle_length = 1u64;
    let mut tortoise = start.clone();
    let mut hare = start.clone();
    step(&mut hare);
    while !same(&tortoise, &hare) {
        if power == cycle_length {
            tortoise.clone_from(&hare);
            power *= 2;
            cycle_length = 0;
        }
        step(&mut hare);
        cycle_length += 1;
    }
    tortoise.clone_from(start);
    hare.clone_from(start);
    for _ in 0..cycle_length {
        step(&mut hare);
    }
    let mut transient = 0;
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
        fn agrees_with_remembering(map in proptest::collection::vec(0usize..40, 40), start in 0usize..40) {
            let (rho, entry) = brent(&start, |x| *x = map[*x], |a, b| a == b);
            let mut seen = vec![start];
            let mut x = start;
            let (first, again) = loop {
                x = map[x];
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
