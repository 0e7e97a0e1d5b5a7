//! The family solver against the Sprague–Grundy evaluation of `games-common` on the game
//! written plainly from the rules, on many random rule sets, and against the proved
//! structure on the contest's rules.

use games_common::{GrundyEvaluator, ImpartialGame};
use marbles::{FamilyError, FamilyTable, Rules, Seat, mover_loses, solve, solve_family};
use proptest::prelude::*;

/// A member of the family as `games-common` sees it, written from the rules and nothing
/// else: a position is (marbles left, last take), the start has a last take of 0.
struct Plain {
    first: u64,
    last: u64,
    factor: u64,
    take_all: bool,
}

impl ImpartialGame for Plain {
    type Position = (u64, u64);
    type Move = u64;
    fn moves(&self, &(left, k): &(u64, u64)) -> Vec<(u64, (u64, u64))> {
        let mut takes: Vec<u64> = if k == 0 {
            (self.first..=self.last).filter(|&m| m <= left).collect()
        } else {
            (k + 1..=self.factor * k).filter(|&m| m <= left).collect()
        };
        if k > 0 && self.take_all && 0 < left && left <= k {
            takes.push(left);
        }
        takes.into_iter().map(|m| (m, (left - m, m))).collect()
    }
}

/// Every position (p, q) with p <= n and q <= n + 1, and every first move, agree.
fn agree(first: u64, last: u64, factor: u64, take_all: bool, n: u64) {
    let rules = Rules::new(first, last, factor, take_all).unwrap();
    let table = FamilyTable::new(rules, n).unwrap();
    let game = Plain {
        first,
        last,
        factor,
        take_all,
    };
    let mut eval = GrundyEvaluator::new(&game);
    for p in 0..=n {
        for q in 1..=n + 1 {
            let lost = eval.value(&(p, q)).is_zero();
            assert_eq!(table.mover_loses(p, q), Some(lost), "{rules:?}: ({p}, {q})");
        }
    }
    for heap in first..=n {
        let mut expected = eval.winning_moves(&(heap, 0));
        expected.sort_unstable();
        assert_eq!(
            table.winning_first_moves(heap),
            Some(expected.clone()),
            "{rules:?}: n = {heap}"
        );
        let s = solve_family(rules, heap).unwrap();
        assert_eq!(s.winning_first_moves, expected, "{rules:?}: n = {heap}");
        assert_eq!(s.winner == Seat::First, !expected.is_empty());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn family_table_matches_grundy_values(
        first in 1u64..=7,
        width in 0u64..=5,
        factor in 1u64..=5,
        take_all in any::<bool>(),
        n in 0u64..=90,
    ) {
        agree(first, first + width, factor, take_all, n);
    }
}

/// A few rule sets further out, each position checked: a large factor, a wide first range,
/// take-all off, factor 1.
#[test]
fn chosen_rule_sets_match_grundy_values_up_to_160() {
    for (first, last, factor, take_all) in [
        (2, 3, 2, true),
        (2, 3, 2, false),
        (1, 1, 2, true),
        (1, 2, 3, false),
        (3, 9, 4, true),
        (5, 5, 1, false),
        (1, 1, 10, true),
    ] {
        agree(first, last, factor, take_all, 160);
    }
}

/// Factor 1 by hand: after the first take nobody can make a normal take (k+1 > k), so
/// with take-all on the second player wins exactly when at most 1 marble is left, with
/// take-all off the second player always loses.
#[test]
fn factor_one_by_hand() {
    let on = FamilyTable::new(Rules::new(1, 1, 1, true).unwrap(), 10).unwrap();
    let off = FamilyTable::new(Rules::new(1, 1, 1, false).unwrap(), 10).unwrap();
    assert_eq!(on.winning_first_moves(1), Some(vec![1]));
    assert_eq!(on.winning_first_moves(2), Some(vec![]));
    assert_eq!(on.winning_first_moves(3), Some(vec![1]));
    for n in 1..=10 {
        assert_eq!(off.winning_first_moves(n), Some(vec![1]));
    }
}

/// The contest's rules through the family solver agree with the proved structure on every
/// position up to 20,000 marbles (the structure is itself checked against the plain table
/// that far), and `solve_family` answers them from the structure for any heap.
#[test]
fn the_family_solver_agrees_with_the_structure_on_the_contest() {
    let n = 20_000;
    let table = FamilyTable::new(Rules::CONTEST, n).unwrap();
    let mut lost = 0u64;
    for p in 0..=n {
        for q in 1..=(p / 2 + 2) {
            let expected = mover_loses(p, q);
            assert_eq!(table.mover_loses(p, q), Some(expected), "({p}, {q})");
            lost += u64::from(expected);
        }
    }
    assert!(lost > 1_000_000, "{lost} lost positions");
    for heap in 2..=n {
        assert_eq!(
            table.solution(heap),
            Some(solve(heap).unwrap()),
            "n = {heap}"
        );
    }
    let huge = 1_000_000_000_000_000_000;
    assert_eq!(solve_family(Rules::CONTEST, huge), Ok(solve(huge).unwrap()));
}

#[test]
fn refusals_are_typed() {
    let rules = Rules::new(1, 2, 3, true).unwrap();
    let limit = FamilyTable::MAX_HEAP;
    assert_eq!(
        solve_family(rules, limit + 1),
        Err(FamilyError::TooManyMarbles {
            n: limit + 1,
            limit
        })
    );
    assert!(FamilyTable::new(rules, limit + 1).is_err());
    assert_eq!(
        solve_family(Rules::new(3, 4, 2, false).unwrap(), 2),
        Err(FamilyError::TooFewMarbles { n: 2, first: 3 })
    );
    assert_eq!(
        Rules::new(5, 4, 2, true).unwrap_err().to_string(),
        "the first take range 5..=4 is empty: 5 is above 4"
    );
    assert_eq!(
        FamilyError::TooManyMarbles { n: 7, limit: 6 }.to_string(),
        "n = 7 is above 6, the largest heap the exact solver supports for rules other than the contest's"
    );
    let table = FamilyTable::new(rules, 10).unwrap();
    assert_eq!(table.mover_loses(11, 1), None);
    assert_eq!(table.mover_loses(5, 0), None);
    assert_eq!(table.winning_first_moves(11), None);
    assert_eq!(table.winning_first_moves(0), None);
}

/// The closed form of `docs/marbles.md` for the rows of any member (the rows do not depend
/// on the first take range): lost at (p, q) exactly when p is in a run
/// `[a_j·q + c_j, (a_j + 1)·q + a_j + c_j]`, with `a_0 = C` (take-all on) or `2C` (off),
/// `c_0 = 1`, `a_{j+1} = C·(a_j + 2)`, `c_{j+1} = c_j + a_j + 1`; below the runs, p <= q is
/// lost only with take-all off, and the rest is won. Factor 1 has no runs: above q, lost.
fn closed_form_loses(p: u64, q: u64, c: u64, take_all: bool) -> bool {
    let (p, q, c) = (u128::from(p), u128::from(q), u128::from(c));
    if p == 0 || (p <= q && !take_all) {
        return true;
    }
    if c == 1 {
        return p > q;
    }
    let (mut a, mut offset) = (if take_all { c } else { 2 * c }, 1u128);
    loop {
        let start = a * q + offset;
        if p < start {
            return false;
        }
        if p <= (a + 1) * q + a + offset {
            return true;
        }
        offset += a + 1;
        a = c * (a + 2);
    }
}

/// The proof of `docs/marbles.md` for every factor and either switch, checked: the closed
/// form against the family table on every position (p, q) with p <= 4,000 and q <= p + 1,
/// for factors 1 to 7.
#[test]
fn the_closed_form_matches_the_family_table_for_every_factor() {
    let n = 4_000;
    for c in 1..=7 {
        for take_all in [true, false] {
            let table = FamilyTable::new(Rules::new(1, 1, c, take_all).unwrap(), n).unwrap();
            let mut lost = 0u64;
            for p in 0..=n {
                for q in 1..=p + 1 {
                    let expected = closed_form_loses(p, q, c, take_all);
                    assert_eq!(
                        table.mover_loses(p, q),
                        Some(expected),
                        "C = {c}, take-all {take_all}: ({p}, {q})"
                    );
                    lost += u64::from(expected);
                }
            }
            assert!(lost > 10_000, "C = {c}: {lost} lost positions");
        }
    }
}

/// The corollary of `docs/marbles.md` for the first player (factor C >= 2): the first
/// player loses exactly for n in `[B + 1, (a_0 + 1)·A]` (`[2B + 1, (a_0 + 1)·A]` with
/// take-all off) and, for j >= 0, in
/// `[(a_j + 2)·B + a_j + c_j + 1, (a_{j+1} + 1)·A + a_j + c_j]`, each when not empty.
fn closed_form_first_player_loses(
    n: u64,
    (first, last): (u64, u64),
    c: u64,
    take_all: bool,
) -> bool {
    let (n, first, last, c) = (
        u128::from(n),
        u128::from(first),
        u128::from(last),
        u128::from(c),
    );
    let (mut a, mut offset) = (if take_all { c } else { 2 * c }, 1u128);
    let below = if take_all { last } else { 2 * last };
    if (below + 1..=(a + 1) * first).contains(&n) {
        return true;
    }
    while (a + 2) * last <= n {
        let next = c * (a + 2);
        if ((a + 2) * last + a + offset + 1..=(next + 1) * first + a + offset).contains(&n) {
            return true;
        }
        offset += a + 1;
        a = next;
    }
    false
}

/// The corollary against the family table for every first range with A <= 8 and
/// B <= A + 12, factors 2 to 5, either switch, every n up to 3,000.
#[test]
fn the_first_player_corollary_matches_the_family_table() {
    let n = 3_000;
    for c in 2..=5 {
        for take_all in [true, false] {
            for first in 1..=8 {
                for last in first..=first + 12 {
                    let rules = Rules::new(first, last, c, take_all).unwrap();
                    let table = FamilyTable::new(rules, n).unwrap();
                    for heap in first..=n {
                        let loses = table.winning_first_moves(heap).unwrap().is_empty();
                        assert_eq!(
                            closed_form_first_player_loses(heap, (first, last), c, take_all),
                            loses,
                            "{rules:?}: n = {heap}"
                        );
                    }
                }
            }
        }
    }
}
