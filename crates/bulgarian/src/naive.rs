//! The seed's algorithm, ported plainly (feature `naive`): the baseline of the benchmarks
//! and the oracle of the tests. Nothing here is clever on purpose.
//!
//! - [`trace`]: keep every configuration in a list and scan the list after each move.
//! - [`orbit`]: the same list, read as transient and cycle length.
//! - [`rewrite_orbit`]: no list, Brent's method on whole partitions.
//! - [`analyze`]: enumerate all of P(n), index it, follow every start forwards.
//! - [`montreal_orbits`], [`austrian_orbits`]: the sets of `montreal analyze` and
//!   `austrian analyze`, every state's orbit walked with the seed's list.

use std::collections::HashMap;

use crate::analyze::Analysis;
use crate::error::Error;
use crate::partition::{Partition, triangular_split};
use crate::relatives::Relative;
use crate::trace::Stop;

/// The seed's trace: each configuration after a move is compared with every one already
/// listed; stop at the first repeat (listed again) or at the triangular fixed point.
pub fn trace(start: &Partition) -> (Vec<Partition>, Stop) {
    let (k, r) = triangular_split(start.total());
    let fixed = (r == 0).then(|| Partition::staircase(k)).flatten();
    let mut listed: Vec<Partition> = Vec::new();
    let mut current = start.clone();
    loop {
        current = current.step();
        let repeated = listed.contains(&current);
        listed.push(current.clone());
        if repeated {
            return (listed, Stop::Repeat);
        }
        if fixed.as_ref() == Some(&current) {
            return (listed, Stop::FixedPoint);
        }
    }
}

/// Transient and cycle length by the definition: list x0, x1, ... until some x_j equals an
/// earlier x_i; then the transient is i and the cycle length j - i.
pub fn orbit(start: &Partition) -> (u64, u64) {
    let mut listed = vec![start.clone()];
    loop {
        let next = listed[listed.len() - 1].step();
        if let Some(i) = listed.iter().position(|p| *p == next) {
            return (i as u64, (listed.len() - i) as u64);
        }
        listed.push(next);
    }
}

/// The whole state graph of P(n) by enumeration: every partition, its successor, its
/// in-degree, and every start followed forwards to its cycle (memoized). For small n.
pub fn analyze(n: u64) -> Analysis {
    let all = Partition::all(n);
    let index: HashMap<&Partition, usize> = all.iter().enumerate().map(|(i, p)| (p, i)).collect();
    let next: Vec<usize> = all.iter().map(|p| index[&p.step()]).collect();
    let mut in_degree = vec![0u64; all.len()];
    for &j in &next {
        in_degree[j] += 1;
    }
    // Cycle membership: peel off nodes without predecessors until none is left; in a
    // graph where every node has one successor, what remains are the cycles.
    let mut on_cycle = vec![true; all.len()];
    let mut left = in_degree.clone();
    let mut peel: Vec<usize> = (0..all.len()).filter(|&i| left[i] == 0).collect();
    while let Some(i) = peel.pop() {
        on_cycle[i] = false;
        left[next[i]] -= 1;
        if left[next[i]] == 0 {
            peel.push(next[i]);
        }
    }
    // Each cycle once, by its smallest index; its length.
    let mut cycle_of = vec![usize::MAX; all.len()];
    let mut cycle_lengths = Vec::new();
    for i in 0..all.len() {
        if on_cycle[i] && cycle_of[i] == usize::MAX {
            let id = cycle_lengths.len();
            let mut j = i;
            let mut length = 0u64;
            loop {
                cycle_of[j] = id;
                length += 1;
                j = next[j];
                if j == i {
                    break;
                }
            }
            cycle_lengths.push(length);
        }
    }
    // Transients by walking forwards from every start.
    let mut best: (u64, Partition) = (0, all[0].clone());
    let mut max_orbit = 0;
    for (i, start) in all.iter().enumerate() {
        let mut j = i;
        let mut transient = 0u64;
        while !on_cycle[j] {
            j = next[j];
            transient += 1;
        }
        let orbit = transient + cycle_lengths[cycle_of[j]] - 1;
        max_orbit = max_orbit.max(orbit);
        if transient > best.0 || (transient == best.0 && *start > best.1) {
            best = (transient, start.clone());
        }
    }
    cycle_lengths.sort_unstable();
    Analysis {
        n,
        partitions: all.len() as u64,
        cycles: cycle_lengths.len() as u64,
        cycle_lengths,
        max_transient: best.0,
        max_transient_witness: best.1,
        max_orbit,
        garden_of_eden: in_degree.iter().filter(|&&d| d == 0).count() as u64,
        max_in_degree: in_degree.iter().copied().max().unwrap_or(0),
    }
}

/// Transient and cycle length by Brent's method on whole partitions, rewritten on every
/// move (no list): the baseline for starts too large for the seed's list, and the oracle
/// for big piles in the tests.
pub fn rewrite_orbit(start: &Partition) -> (u64, u64) {
    let (mut power, mut lam) = (1u64, 1u64);
    let mut tortoise = start.clone();
    let mut hare = start.step();
    while tortoise != hare {
        if power == lam {
            tortoise = hare.clone();
            power *= 2;
            lam = 0;
        }
        hare = hare.step();
        lam += 1;
    }
    let (mut tortoise, mut hare) = (start.clone(), start.clone());
    for _ in 0..lam {
        hare = hare.step();
    }
    let mut mu = 0;
    while tortoise != hare {
        tortoise = tortoise.step();
        hare = hare.step();
        mu += 1;
    }
    (mu, lam)
}

/// The longest transient and the longest orbit over `states`, each state's orbit walked
/// with the seed's list (every state compared with every one listed).
fn longest<S: Relative>(states: &[S]) -> (u64, u64) {
    let mut longest = (0, 0);
    for start in states {
        let mut listed = vec![start.clone()];
        let (transient, cycle) = loop {
            let next = listed[listed.len() - 1].step();
            if let Some(i) = listed.iter().position(|s| *s == next) {
                break (i as u64, (listed.len() - i) as u64);
            }
            listed.push(next);
        };
        longest.0 = longest.0.max(transient);
        longest.1 = longest.1.max(transient + cycle - 1);
    }
    longest
}

/// The longest transient and orbit of `montreal_analysis(n)`, the naive way.
pub fn montreal_orbits(n: u64) -> Result<(u64, u64), Error> {
    Ok(longest(
        &crate::montreal::reachable(n, crate::MAX_MONTREAL_ANALYZE)?.states,
    ))
}

/// The longest transient and orbit of `austrian_analysis(n, limit)`, the naive way.
pub fn austrian_orbits(n: u64, limit: u64) -> Result<(u64, u64), Error> {
    Ok(longest(
        &crate::austrian::states(n, limit, crate::MAX_AUSTRIAN_STATES)?.states,
    ))
}
