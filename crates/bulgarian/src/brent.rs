//! Brent's cycle detection for any deterministic step, holding two states and nothing else.
//!
//! R. P. Brent, "An improved Monte Carlo factorization algorithm", BIT 20 (1980): the hare
//! runs ahead; the tortoise jumps to the hare at every power of two, so the cycle length is
//! found within about twice the moves to the cycle; the transient then follows from a
//! second pass with the two a cycle length apart.
//!
//! A step may refuse to move (a move limit): the search then stops with the step's error.
//! Searches that never stop use [`always`].

use std::convert::Infallible;

/// How often long searches over single configurations report progress: every 2^24 moves
/// (a fraction of a second at O(1) per move).
pub(crate) const PROGRESS_EVERY: u64 = 1 << 24;

/// The shape of an orbit: moves to the cycle, and the cycle's length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rho {
    /// Moves from the start to the first state on the cycle.
    pub(crate) transient: u64,
    /// Length of the cycle (at least 1).
    pub(crate) cycle_length: u64,
}

/// Finds the orbit shape of `start` under `step`, with `same` as equality; returns it and
/// the first state on the cycle, or the first error of `step`.
///
/// One refinement of Brent's second pass: the tortoise of the phase before the last is
/// kept. If that phase was long enough to see the cycle and did not, that state lies before
/// the cycle, and the search for the cycle's entry starts there instead of at `start`.
pub(crate) fn brent<S: Clone, E>(
    start: &S,
    mut step: impl FnMut(&mut S) -> Result<(), E>,
    same: impl Fn(&S, &S) -> bool,
) -> Result<(Rho, S), E> {
    let mut power = 1u64;
    let mut cycle_length = 1u64;
    let mut tortoise = start.clone();
    let mut tortoise_at = 0u64;
    // The previous tortoise: its state, its position, its phase's power.
    let mut earlier: Option<(S, u64, u64)> = None;
    let mut hare = start.clone();
    step(&mut hare)?;
    let mut hare_at = 1u64;
    while !same(&tortoise, &hare) {
        if power == cycle_length {
            let previous = std::mem::replace(&mut tortoise, hare.clone());
            earlier = Some((previous, tortoise_at, power));
            tortoise_at = hare_at;
            power *= 2;
            cycle_length = 0;
        }
        step(&mut hare)?;
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
        step(&mut hare)?;
    }
    while !same(&tortoise, &hare) {
        step(&mut tortoise)?;
        step(&mut hare)?;
        transient += 1;
    }
    Ok((
        Rho {
            transient,
            cycle_length,
        },
        tortoise,
    ))
}

/// The answer of a search that cannot fail.
pub(crate) fn always<T>(result: Result<T, Infallible>) -> T {
    match result {
        Ok(answer) => answer,
        Err(never) => match never {},
    }
}

/// Makes an infallible step of a step that always moves.
pub(crate) fn moving<S>(
    mut step: impl FnMut(&mut S),
) -> impl FnMut(&mut S) -> Result<(), Infallible> {
    move |state| {
        step(state);
        Ok(())
    }
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
            let (rho, entry) = always(brent(&start, |x: &mut usize| { *x = path(*x); Ok(()) }, |a, b| a == b));
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

        /// A step that refuses its m-th move stops the search with its error, having
        /// moved no more than it allowed.
        #[test]
        fn a_refusing_step_stops_the_search(limit in 0u64..300) {
            let mut moves = 0u64;
            // A path of 1000 states into a cycle of 7: more moves than any limit tried.
            let found = brent(&0u64, |x| {
                if moves == limit {
                    return Err(moves);
                }
                moves += 1;
                *x = if *x < 1006 { *x + 1 } else { 1000 };
                Ok(())
            }, |a, b| a == b);
            prop_assert_eq!(found.map(|(rho, _)| rho), Err(limit));
            prop_assert_eq!(moves, limit);
        }
    }
}
