//! The original program's algorithm, ported plainly (feature `naive`): the baseline of the
//! benchmarks and the oracle of the tests. Nothing here is clever on purpose, and nothing here uses
//! the fast code: the moves are written out from the rules, on plain lists of pile sizes,
//! and only the results are the library's types ([`Partition`], [`Stop`], [`Analysis`]).
//!
//! - [`trace`]: keep every configuration in a list and scan the list after each move.
//! - [`orbit`]: the same list, read as transient and cycle length.
//! - [`rewrite_orbit`]: no list, Brent's method on whole configurations.
//! - [`analyze`]: enumerate all of P(n), index it, follow every start forwards.
//! - [`montreal_orbits`], [`austrian_orbits`]: the sets of `montreal analyze` and
//!   `austrian analyze`, enumerated by their definitions, every state's orbit walked with
//!   the original program's list.

use std::collections::{HashMap, HashSet};

use crate::analyze::Analysis;
use crate::partition::Partition;
use crate::trace::Stop;

/// The move, as the rules say it: take one card from each pile (a pile of one vanishes),
/// and add a pile of as many cards as there were piles; sizes descending.
fn step(parts: &[u64]) -> Vec<u64> {
    let mut next: Vec<u64> = parts.iter().filter(|&&p| p > 1).map(|&p| p - 1).collect();
    next.push(parts.len() as u64);
    next.sort_unstable_by(|a, b| b.cmp(a));
    next
}

/// The configuration of these descending parts (each a move or more from a valid start,
/// so always valid).
fn partition(parts: &[u64]) -> Partition {
    Partition::new(parts.to_vec()).expect("a move keeps the cards")
}

/// The staircase `(k, ..., 2, 1)` when `n` = k(k+1)/2, by trying every k.
fn staircase(n: u64) -> Option<Vec<u64>> {
    (1..=n)
        .take_while(|k| k * (k + 1) / 2 <= n)
        .find(|k| k * (k + 1) / 2 == n)
        .map(|k| (1..=k).rev().collect())
}

/// The original program's trace: each configuration after a move is compared with every one already
/// listed; stop at the first repeat (listed again) or at the triangular fixed point.
pub fn trace(start: &Partition) -> (Vec<Partition>, Stop) {
    let fixed = staircase(start.parts().iter().sum());
    let mut listed: Vec<Vec<u64>> = Vec::new();
    let mut current = start.parts().to_vec();
    loop {
        current = step(&current);
        let repeated = listed.contains(&current);
        listed.push(current.clone());
        let stop = if repeated {
            Stop::Repeat
        } else if fixed.as_ref() == Some(&current) {
            Stop::FixedPoint
        } else {
            continue;
        };
        return (listed.iter().map(|p| partition(p)).collect(), stop);
    }
}

/// Transient and cycle length by the definition: list x0, x1, ... until some x_j equals an
/// earlier x_i; then the transient is i and the cycle length j - i.
pub fn orbit(start: &Partition) -> (u64, u64) {
    listed_orbit(start.parts().to_vec(), |p| step(p))
}

/// Transient and cycle length of `start` under `step`, by listing the states until the
/// next one is listed already.
fn listed_orbit<S: PartialEq>(start: S, step: impl Fn(&S) -> S) -> (u64, u64) {
    let mut listed = vec![start];
    loop {
        let next = step(&listed[listed.len() - 1]);
        if let Some(i) = listed.iter().position(|s| *s == next) {
            return (i as u64, (listed.len() - i) as u64);
        }
        listed.push(next);
    }
}

/// Every partition of `rest` into parts of at most `largest`, descending, each after
/// `prefix`, appended to `out` in descending lexicographic order.
fn partitions(rest: u64, largest: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    if rest == 0 {
        out.push(prefix.clone());
        return;
    }
    for part in (1..=largest.min(rest)).rev() {
        prefix.push(part);
        partitions(rest - part, part, prefix, out);
        prefix.pop();
    }
}

/// The whole state graph of P(n) by enumeration: every partition, its successor, its
/// in-degree, and every start followed forwards to its cycle (memoized). For small n.
pub fn analyze(n: u64) -> Analysis {
    let mut all = Vec::new();
    partitions(n, n, &mut Vec::new(), &mut all);
    let index: HashMap<&Vec<u64>, usize> = all.iter().enumerate().map(|(i, p)| (p, i)).collect();
    let next: Vec<usize> = all.iter().map(|p| index[&step(p)]).collect();
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
    let mut best: (u64, &Vec<u64>) = (0, &all[0]);
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
        if transient > best.0 || (transient == best.0 && start > best.1) {
            best = (transient, start);
        }
    }
    cycle_lengths.sort_unstable();
    Analysis {
        n,
        partitions: all.len() as u64,
        cycles: cycle_lengths.len() as u64,
        cycle_lengths,
        max_transient: best.0,
        max_transient_witness: partition(best.1),
        max_orbit,
        garden_of_eden: in_degree.iter().filter(|&&d| d == 0).count() as u64,
        max_in_degree: in_degree.iter().copied().max().unwrap_or(0),
    }
}

/// Transient and cycle length by Brent's method on whole configurations, rewritten on
/// every move (no list): the baseline for starts too large for the original program's list, and the
/// oracle for big piles in the tests.
pub fn rewrite_orbit(start: &Partition) -> (u64, u64) {
    let start = start.parts().to_vec();
    let (mut power, mut lam) = (1u64, 1u64);
    let mut tortoise = start.clone();
    let mut hare = step(&start);
    while tortoise != hare {
        if power == lam {
            tortoise = hare.clone();
            power *= 2;
            lam = 0;
        }
        hare = step(&hare);
        lam += 1;
    }
    let (mut tortoise, mut hare) = (start.clone(), start);
    for _ in 0..lam {
        hare = step(&hare);
    }
    let mut mu = 0;
    while tortoise != hare {
        tortoise = step(&tortoise);
        hare = step(&hare);
        mu += 1;
    }
    (mu, lam)
}

/// The longest transient and the longest orbit over `states`, each state's orbit walked
/// with the original program's list (every state compared with every one listed).
fn longest<S: Clone + PartialEq>(states: &[S], step: impl Fn(&S) -> S) -> (u64, u64) {
    let mut longest = (0, 0);
    for start in states {
        let (transient, cycle) = listed_orbit(start.clone(), &step);
        longest.0 = longest.0.max(transient);
        longest.1 = longest.1.max(transient + cycle - 1);
    }
    longest
}

/// Montreal's move as the rules say it: a new empty column stands past the last one, the
/// hand walks every column (taking a card from a full one, putting itself down in an
/// empty one), then the empty columns at both ends are dropped.
fn montreal_step(columns: &[u64]) -> Vec<u64> {
    let mut row = columns.to_vec();
    row.push(0);
    let mut hand = 0;
    for column in &mut row {
        if *column == 0 {
            *column = hand;
            hand = 0;
        } else {
            *column -= 1;
            hand += 1;
        }
    }
    let first = row.iter().take_while(|&&c| c == 0).count();
    let end = row.len() - row.iter().rev().take_while(|&&c| c == 0).count();
    row[first..end].to_vec()
}

/// The longest transient and orbit of `montreal::analysis(n)`, the naive way: every
/// composition of n, everything they reach, every orbit listed (n >= 1).
pub fn montreal_orbits(n: u64) -> (u64, u64) {
    fn compositions(n: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if n == 0 {
            out.push(prefix.clone());
        }
        for first in 1..=n {
            prefix.push(first);
            compositions(n - first, prefix, out);
            prefix.pop();
        }
    }
    let mut states = Vec::new();
    compositions(n, &mut Vec::new(), &mut states);
    let mut seen: HashSet<Vec<u64>> = states.iter().cloned().collect();
    let mut at = 0;
    while at < states.len() {
        let next = montreal_step(&states[at]);
        if seen.insert(next.clone()) {
            states.push(next);
        }
        at += 1;
    }
    longest(&states, |c| montreal_step(c))
}

/// Austrian solitaire's move under the rules, on (piles, bank): one card from every pile
/// to the bank, then new piles of L while the bank holds L; piles descending.
fn austrian_step((piles, bank): &(Vec<u64>, u64), limit: u64) -> (Vec<u64>, u64) {
    let mut bank = bank + piles.len() as u64;
    let mut next: Vec<u64> = piles.iter().filter(|&&p| p > 1).map(|&p| p - 1).collect();
    while bank >= limit {
        next.push(limit);
        bank -= limit;
    }
    next.sort_unstable_by(|a, b| b.cmp(a));
    (next, bank)
}

/// The longest transient and orbit of `austrian::analysis(n, limit)`, the naive way: every
/// bank below L with every partition of the rest into piles of at most L, every orbit
/// listed (n, limit >= 1).
pub fn austrian_orbits(n: u64, limit: u64) -> (u64, u64) {
    let mut states = Vec::new();
    for bank in 0..limit.min(n + 1) {
        let mut piles = Vec::new();
        partitions(n - bank, limit, &mut Vec::new(), &mut piles);
        states.extend(piles.into_iter().map(|p| (p, bank)));
    }
    longest(&states, |s| austrian_step(s, limit))
}
