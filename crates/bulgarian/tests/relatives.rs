//! Montreal and Austrian solitaire against their definitions written plainly: the move,
//! the orbit found by remembering every state, and the state graph counted state by state
//! over sets built by brute force. The thesis's examples are tests.

use std::collections::{BTreeMap, BTreeSet};

use bulgarian::RangeError;
use bulgarian::austrian::{self, Austrian, GraphError, Reading, StartError};
use bulgarian::montreal::{self, Columns, ColumnsError};
use bulgarian::relatives::{Relative, orbit as relative_orbit};
use bulgarian::{Location, PartProblem};
use proptest::prelude::*;

/// Montreal's move as the rules say it: a new empty column stands past the last one, and
/// the hand walks every column, the new one included; then the ends are trimmed.
fn montreal_move(columns: &[u64]) -> Vec<u64> {
    let mut row = columns.to_vec();
    row.push(0);
    let mut hand = 0;
    for column in row.iter_mut() {
        if *column == 0 {
            *column = hand;
            hand = 0;
        } else {
            *column -= 1;
            hand += 1;
        }
    }
    let start = row.iter().take_while(|&&c| c == 0).count();
    let end = row.len() - row.iter().rev().take_while(|&&c| c == 0).count();
    row[start..end].to_vec()
}

/// Austrian's move as the rules (or the thesis) say it, on (piles, bank).
fn austrian_move(piles: &[u64], bank: i128, limit: u64, thesis: bool) -> (Vec<u64>, i128) {
    let mut bank = bank;
    let mut next = Vec::new();
    for &p in piles {
        bank += 1;
        if p - 1 > 0 {
            next.push(p - 1);
        }
    }
    if thesis {
        next.push(limit);
        bank -= limit as i128;
    } else {
        while bank >= limit as i128 {
            next.push(limit);
            bank -= limit as i128;
        }
        next.sort_unstable_by(|a, b| b.cmp(a));
    }
    (next, bank)
}

/// Transient and cycle length by remembering every state from the start.
fn remembered<S: Clone + PartialEq>(start: S, step: impl Fn(&S) -> S) -> (u64, u64) {
    let mut seen = vec![start];
    loop {
        let next = step(seen.last().unwrap());
        if let Some(i) = seen.iter().position(|s| *s == next) {
            return (i as u64, (seen.len() - i) as u64);
        }
        seen.push(next);
    }
}

/// The figures of a state graph counted state by state: (states, cycle lengths ascending,
/// max transient, witness (greatest), max orbit, garden of eden, max in-degree).
fn counted<S: Clone + Ord>(
    set: &BTreeSet<S>,
    step: impl Fn(&S) -> S,
) -> (u64, Vec<u64>, u64, S, u64, u64, u64) {
    let mut cycles = BTreeMap::new();
    let mut predecessors: BTreeMap<S, u64> = BTreeMap::new();
    let mut longest = (0, set.iter().next().unwrap().clone());
    let mut max_orbit = 0;
    for s in set {
        let (t, c) = remembered(s.clone(), &step);
        // The cycle, named by its least member.
        let mut on = s.clone();
        for _ in 0..t {
            on = step(&on);
        }
        let mut least = on.clone();
        let mut x = step(&on);
        while x != on {
            least = least.min(x.clone());
            x = step(&x);
        }
        cycles.insert(least, c);
        if t >= longest.0 {
            longest = (t, s.clone());
        }
        max_orbit = max_orbit.max(t + c - 1);
        *predecessors.entry(step(s)).or_default() += 1;
    }
    let mut lengths: Vec<u64> = cycles.values().copied().collect();
    lengths.sort_unstable();
    let eden = set
        .iter()
        .filter(|s| !predecessors.contains_key(*s))
        .count() as u64;
    let in_degree = predecessors.values().copied().max().unwrap();
    (
        set.len() as u64,
        lengths,
        longest.0,
        longest.1,
        max_orbit,
        eden,
        in_degree,
    )
}

/// Every list of positive sizes adding up to `n`.
fn compositions(n: u64) -> Vec<Vec<u64>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut all = Vec::new();
    for first in 1..=n {
        for mut rest in compositions(n - first) {
            rest.insert(0, first);
            all.push(rest);
        }
    }
    all
}

#[test]
fn montreal_reproduces_the_thesis() {
    let start = Columns::from_args(&["3", "2", "2"]).unwrap();
    let orbit = relative_orbit(&start);
    let listed: Vec<String> = orbit.trace().trace.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        listed[..5],
        [
            "2 1 1 3",
            "1 0 0 2 4",
            "1 0 1 3 2",
            "1 0 2 1 3",
            "1 1 0 2 3"
        ]
    );
    assert_eq!((orbit.transient, orbit.cycle_length), (0, 18));
    // Back at 3 2 2 after 18 moves, not before, by the plain move.
    let mut p = vec![3, 2, 2];
    for moves in 1..=18 {
        p = montreal_move(&p);
        assert_eq!(p == [3, 2, 2], moves == 18);
    }
    // Listed: 18 moves back to the unlisted start, then its successor again.
    assert_eq!(listed.len(), 19);
    assert_eq!(listed[18], listed[0]);
}

#[test]
fn montreal_keeps_every_one_zeros_one_fixed() {
    for zeros in 1..20 {
        let mut columns = vec![1];
        columns.extend(std::iter::repeat_n(0, zeros));
        columns.push(1);
        let p = Columns::new(columns.clone()).unwrap();
        assert_eq!(p.step().columns(), columns);
    }
}

#[test]
fn austrian_reproduces_the_thesis_under_its_reading() {
    let start = Austrian::from_args(&["5", "4"], 3, Reading::Thesis).unwrap();
    let listed: Vec<String> = relative_orbit(&start)
        .trace()
        .trace
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(listed[..2], ["4 3 3 | bank -1", "3 2 2 3 | bank -1"]);
    // By hand: 9 cards end as 1 2 3 with 3 in the bank, a fixed point.
    assert_eq!(listed.last().unwrap(), "1 2 3 | bank 3");
    // The rules refuse the start.
    assert_eq!(
        Austrian::from_args(&["5", "4"], 3, Reading::Rules),
        Err(StartError::PileAboveLimit {
            at: Location::Argument(1),
            pile: 5,
            limit: 3
        })
    );
}

#[test]
fn montreal_analysis_counts_as_the_definition() {
    for n in 1..=9u64 {
        let mut set: BTreeSet<Vec<u64>> = compositions(n).into_iter().collect();
        loop {
            let more: BTreeSet<Vec<u64>> = set.iter().map(|p| montreal_move(p)).collect();
            let before = set.len();
            set.extend(more);
            if set.len() == before {
                break;
            }
        }
        let (states, lengths, t, witness, orbit, eden, degree) =
            counted(&set, |p| montreal_move(p));
        let a = montreal::analysis(n).unwrap();
        assert_eq!(a.n, n);
        assert_eq!(a.states, states, "n = {n}");
        assert_eq!(a.cycles, lengths.len() as u64);
        assert_eq!(a.cycle_lengths, lengths, "n = {n}");
        assert_eq!(a.max_transient, t, "n = {n}");
        assert_eq!(a.max_transient_witness.columns(), witness, "n = {n}");
        assert_eq!(a.max_orbit, orbit, "n = {n}");
        assert_eq!(a.garden_of_eden, eden, "n = {n}");
        assert_eq!(a.max_in_degree, degree, "n = {n}");
    }
}

/// Every (piles descending, bank) with `n` cards, piles at most `limit`, bank below it.
fn austrian_states(n: u64, limit: u64) -> BTreeSet<(Vec<u64>, i128)> {
    fn piles(m: u64, largest: u64) -> Vec<Vec<u64>> {
        if m == 0 {
            return vec![vec![]];
        }
        let mut all = Vec::new();
        for first in 1..=largest.min(m) {
            for mut rest in piles(m - first, first) {
                rest.insert(0, first);
                all.push(rest);
            }
        }
        all
    }
    let mut set = BTreeSet::new();
    for bank in 0..limit.min(n + 1) {
        for p in piles(n - bank, limit) {
            set.insert((p, bank as i128));
        }
    }
    set
}

#[test]
fn austrian_analysis_counts_as_the_definition() {
    for n in 1..=12u64 {
        for limit in 1..=8u64 {
            let set = austrian_states(n, limit);
            let step = |(p, b): &(Vec<u64>, i128)| austrian_move(p, *b, limit, false);
            let (states, lengths, t, witness, orbit, eden, degree) = counted(&set, step);
            let a = austrian::analysis(n, limit).unwrap();
            let at = format!("n = {n}, L = {limit}");
            assert_eq!(a.states, states, "{at}");
            assert_eq!(a.cycle_lengths, lengths, "{at}");
            assert_eq!(a.cycles, lengths.len() as u64, "{at}");
            assert_eq!(a.max_transient, t, "{at}");
            let w = &a.max_transient_witness;
            assert_eq!((w.piles().to_vec(), w.bank()), witness, "{at}");
            assert_eq!(a.max_orbit, orbit, "{at}");
            assert_eq!(a.garden_of_eden, eden, "{at}");
            assert_eq!(a.max_in_degree, degree, "{at}");
        }
    }
}

/// With L = 1 the only state is N piles of 1: a move puts them all in the bank and lays
/// them out again, a fixed point. Its one partition has N parts, once enumerated by a
/// recursion as deep as N.
#[test]
fn austrian_limit_one_with_many_cards_is_one_fixed_point() {
    let n = 300_000;
    let a = austrian::analysis(n, 1).unwrap();
    assert_eq!(a.states, 1);
    assert_eq!(a.cycle_lengths, vec![1]);
    assert_eq!(a.max_transient, 0);
    assert_eq!(a.max_transient_witness.piles(), &vec![1; n as usize][..]);
    assert_eq!(a.max_transient_witness.bank(), 0);
}

/// With L = 2 a partition of m is k twos and m − 2k ones (m − k piles), so N = 30,000 has
/// 30,001 states, few, holding 675,015,000 piles: refused by their count, before storing.
#[test]
fn austrian_states_holding_too_many_piles_are_refused_up_front() {
    let n = 30_000u64;
    let piles: u64 = (0..2)
        .map(|bank| {
            let m = n - bank;
            (0..=m / 2).map(|twos| m - twos).sum::<u64>()
        })
        .sum();
    assert_eq!(piles, 675_015_000);
    assert_eq!(
        austrian::analysis(n, 2),
        Err(GraphError::TooManyPiles {
            n,
            limit: 2,
            piles,
            max: austrian::MAX_PILES,
        })
    );
}

#[test]
fn bad_input_is_refused_with_its_place() {
    assert_eq!(
        Columns::from_args(&["1", "-2"]),
        Err(ColumnsError::BadColumn {
            at: Location::Argument(2),
            token: "-2".into(),
            problem: PartProblem::Negative
        })
    );
    assert_eq!(
        Columns::from_args(&["0", "0"]),
        Err(ColumnsError::NoColumns)
    );
    assert_eq!(
        Austrian::new(vec![1], 0, Reading::Rules),
        Err(StartError::ZeroLimit)
    );
    assert_eq!(austrian::analysis(3, 0), Err(GraphError::ZeroLimit));
    assert!(matches!(
        Austrian::new(vec![1], austrian::MAX_THESIS_LIMIT + 1, Reading::Thesis),
        Err(StartError::ThesisLimit { .. })
    ));
    assert!(matches!(
        montreal::analysis(0),
        Err(RangeError { n: 0, .. })
    ));
    let past = montreal::MAX_ANALYZE + 1;
    assert!(matches!(montreal::analysis(past), Err(RangeError { n, .. }) if n == past));
    assert!(matches!(
        austrian::analysis(1000, 1000),
        Err(GraphError::TooManyStates { n: 1000, .. })
    ));
    assert!(matches!(
        austrian::analysis(u64::MAX, u64::MAX),
        Err(GraphError::TooManyStates { .. })
    ));
    assert!(matches!(
        austrian::analysis(0, 3),
        Err(GraphError::TooManyStates { n: 0, .. })
    ));
}

proptest! {
    #[test]
    fn montreal_moves_and_orbits_as_the_definition(columns in proptest::collection::vec(0u64..6, 1..9)) {
        prop_assume!(columns.iter().any(|&c| c > 0));
        let start = Columns::new(columns.clone()).unwrap();
        // The plain move, from the columns as given (empty ends included).
        let moved = start.step();
        prop_assert_eq!(moved.columns(), &montreal_move(start.columns())[..]);
        prop_assert_eq!(moved.columns(), &montreal_move(&columns)[..]);
        let orbit = relative_orbit(&start);
        let (t, c) = remembered(start.columns().to_vec(), |p| montreal_move(p));
        prop_assert_eq!((orbit.transient, orbit.cycle_length), (t, c));
    }

    #[test]
    fn austrian_moves_and_orbits_as_the_definition(
        limit in 1u64..7,
        piles in proptest::collection::vec(1u64..12, 1..8),
        thesis in any::<bool>(),
    ) {
        let piles: Vec<u64> = if thesis { piles } else { piles.iter().map(|&p| 1 + (p - 1) % limit).collect() };
        let reading = if thesis { Reading::Thesis } else { Reading::Rules };
        let start = Austrian::new(piles.clone(), limit, reading).unwrap();
        let mut sorted = piles.clone();
        if !thesis {
            sorted.sort_unstable_by(|a, b| b.cmp(a));
        }
        let (next, bank) = austrian_move(&sorted, 0, limit, thesis);
        let stepped = start.step();
        prop_assert_eq!((stepped.piles(), stepped.bank()), (&next[..], bank));
        prop_assert_eq!(stepped.total(), piles.iter().sum::<u64>());
        let orbit = relative_orbit(&start);
        let (t, c) = remembered((sorted, 0i128), |(p, b)| austrian_move(p, *b, limit, thesis));
        prop_assert_eq!((orbit.transient, orbit.cycle_length), (t, c));
    }

    #[test]
    fn junk_is_refused_without_panic(args in proptest::collection::vec("\\PC{0,6}", 0..5), limit in "\\PC{0,6}") {
        if let Ok(p) = Columns::from_args(&args) {
            prop_assert!(p.total() > 0);
            prop_assert!(p.columns()[0] > 0 && *p.columns().last().unwrap() > 0);
        }
        if let Some(l) = limit.parse::<u64>().ok().filter(|&l| l >= 1)
            && let Ok(a) = Austrian::from_args(&args, l, Reading::Rules)
        {
            prop_assert!(a.piles().iter().all(|&p| (1..=l).contains(&p)));
        }
    }
}
