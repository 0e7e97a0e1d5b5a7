//! The structure against the plain table on every position up to 20,000 marbles, against
//! the Sprague–Grundy evaluation of `games-common` on small games, and on random heaps.

use games_common::{GrundyEvaluator, ImpartialGame};
use marbles::naive::PlainTable;
use marbles::structure::{
    count_winning_takes, first_player_loses, is_lost, mover_loses, winning_takes,
};
use marbles::{Position, Seat, choose, solve};
use proptest::prelude::*;
use std::sync::OnceLock;

/// The plain table for 20,000 marbles, filled once for all the tests that read it.
fn table() -> &'static PlainTable {
    static TABLE: OnceLock<PlainTable> = OnceLock::new();
    TABLE.get_or_init(|| PlainTable::new(20_000))
}

/// Every position (p, q) with p <= 20,000: every p >= 1, every q with 2q < p + 2 (above
/// that both say "won" by the same rule, checked on a band of q as well).
#[test]
fn structure_matches_the_plain_table_everywhere_up_to_20000() {
    let t = table();
    let mut lost = 0u64;
    for p in 0..=t.size() {
        for q in 1..=(p / 2 + 2) {
            let expected = t.mover_loses(p, q).unwrap();
            assert_eq!(mover_loses(p, q), expected, "({p}, {q})");
            lost += u64::from(expected);
        }
        for q in [p, p + 1, 2 * p + 1] {
            assert_eq!(
                mover_loses(p, q.max(1)),
                t.mover_loses(p, q.max(1)).unwrap()
            );
        }
    }
    // The check is not vacuous: a sizeable share of the positions are lost.
    assert!(lost > 1_000_000, "{lost} lost positions");
}

#[test]
fn first_moves_match_the_plain_table_up_to_20000() {
    let t = table();
    for n in 2..=t.size() {
        let s = solve(n).unwrap();
        assert_eq!(
            Some(s.winning_first_moves.clone()),
            t.winning_first_moves(n),
            "n = {n}"
        );
        assert_eq!(s.winner == Seat::Second, first_player_loses(n), "n = {n}");
    }
}

/// The game as `games-common` sees it: a position is (marbles left, last take), with the
/// start written as a last take of 0 and its own move rule.
struct Marbles;

impl ImpartialGame for Marbles {
    type Position = (u64, u64);
    type Move = u64;
    fn moves(&self, &(left, last): &(u64, u64)) -> Vec<(u64, (u64, u64))> {
        let (lo, hi) = if last == 0 {
            (2, 3)
        } else {
            (last + 1, 2 * last)
        };
        if left == 0 {
            Vec::new()
        } else if left < lo {
            vec![(left, (0, left))]
        } else {
            (lo..=hi.min(left)).map(|m| (m, (left - m, m))).collect()
        }
    }
}

/// An independent oracle: the Sprague–Grundy value by definition (normal play: the player
/// who cannot move, because the last marble is gone, loses).
#[test]
fn structure_matches_grundy_values_on_small_games() {
    let mut eval = GrundyEvaluator::new(&Marbles);
    for n in 2..=160u64 {
        let won = !eval.value(&(n, 0)).is_zero();
        let s = solve(n).unwrap();
        assert_eq!(won, s.winner == Seat::First, "n = {n}");
        assert_eq!(
            eval.winning_moves(&(n, 0)),
            s.winning_first_moves,
            "n = {n}"
        );
        for q in 1..=n {
            let lost = eval.value(&(n, q)).is_zero();
            assert_eq!(mover_loses(n, q), lost, "({n}, {q})");
            let expected: Vec<u64> = eval.winning_moves(&(n, q));
            let got: Vec<u64> = winning_takes(&Position::after(n, q))
                .into_iter()
                .flat_map(|(lo, hi)| lo..=hi)
                .collect();
            assert_eq!(got, expected, "({n}, {q})");
        }
    }
}

/// The oracle itself against an independent one: the bit-set plain table against the
/// Sprague–Grundy values by definition on every position with p <= 160, so the
/// structure's agreement with the table up to 20,000 rests on a table checked by brute
/// force, not only on hand-worked rows.
#[test]
fn the_plain_table_matches_grundy_values_on_small_games() {
    let t = PlainTable::new(160);
    let mut eval = GrundyEvaluator::new(&Marbles);
    for p in 0..=160u64 {
        for q in 1..=160u64 {
            let lost = eval.value(&(p, q)).is_zero();
            assert_eq!(t.mover_loses(p, q), Some(lost), "({p}, {q})");
        }
    }
    for n in 2..=160u64 {
        assert_eq!(
            t.winning_first_moves(n),
            Some(eval.winning_moves(&(n, 0))),
            "n = {n}"
        );
    }
}

/// The first-player losses up to 300 worked out from the runs by hand (and by a separate
/// brute-force search written outside the crate): 4..=6, 16..=21, 43..=54, 100..=123 and
/// 217..=264, the runs `docs/marbles.md` lists.
#[test]
fn first_player_losses_up_to_300() {
    let losses: Vec<u64> = (2..=300)
        .filter(|&n| solve(n).unwrap().winner == Seat::Second)
        .collect();
    let expected: Vec<u64> = (4..=6)
        .chain(16..=21)
        .chain(43..=54)
        .chain(100..=123)
        .chain(217..=264)
        .collect();
    assert_eq!(losses, expected);
}

proptest! {
    /// Random heaps below 20,000 against the table.
    #[test]
    fn random_heaps_against_the_table(n in 2u64..=20_000) {
        prop_assert_eq!(Some(solve(n).unwrap().winning_first_moves), table().winning_first_moves(n));
    }

    /// Any heap: the closed form is consistent with its own recursion (a position is lost
    /// exactly when no take leads to a lost position), and with the first-player runs.
    #[test]
    fn random_huge_positions_are_consistent(p in any::<u64>(), shift in 0u32..64, low in any::<u64>()) {
        let q = (low >> shift).max(1);
        let position = Position::after(p, q);
        prop_assert_eq!(is_lost(&position), count_winning_takes(&position) == 0);
        for (lo, hi) in winning_takes(&position) {
            for take in [lo, hi] {
                prop_assert!(position.is_legal(take));
                let next = position.take(take).unwrap();
                prop_assert!(next.is_over() || is_lost(&next));
            }
        }
        let n = p.max(2);
        prop_assert_eq!(solve(n).unwrap().winner == Seat::Second, first_player_loses(n));
    }

    /// The player's choice is legal, and wins whenever the position is won.
    #[test]
    fn choices_are_legal_and_win_when_they_can(p in 1u64..1_000_000_000_000, q in 1u64..100_000) {
        let position = Position::after(p, q);
        let choice = choose(&position).unwrap();
        prop_assert!(position.is_legal(choice.take));
        prop_assert_eq!(choice.wins, !is_lost(&position));
        let next = position.take(choice.take).unwrap();
        prop_assert_eq!(choice.opponent_winning_replies, count_winning_takes(&next));
    }
}
