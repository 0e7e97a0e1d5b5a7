//! The structure of the losing positions, in closed form, and the answers it gives for any
//! `u64` heap.
//!
//! Write (p, q) for the position with p marbles left right after a take of q. The player to
//! move there loses exactly when p lies in one of the runs
//!
//! ```text
//! run j (j = 0, 1, 2, ...):  (6·2^j − 4)(q + 1) − 3j − 1  <=  p  <=  (6·2^j − 3)(q + 2) − 3j − 3
//! ```
//!
//! (for q = 1: 3..=6, 12..=21, 33..=54, ...; for q = 2: 5..=9, 20..=30, 53..=75, ...). This
//! is proved by induction on p in [`docs/marbles.md`](https://docs.rs/crate/marbles/latest/source/docs/marbles.md) and checked against the plain table on
//! every position up to 20,000 marbles in the tests. The run containing p is found in at
//! most 62 steps, so every answer here costs microseconds at most, whatever the heap.

use crate::rules::{GameError, Position, Seat};

/// The coefficients of run j: it is `a·q + c ..= (a+1)·q + d`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Run {
    pub(crate) a: i128,
    pub(crate) c: i128,
    pub(crate) d: i128,
}

impl Run {
    /// Run j, or `None` past j = 62: run j starts at `12·2^j − 3j − 9` or later (take 1),
    /// beyond every `u64` heap from j = 61 on.
    pub(crate) fn nth(j: u32) -> Option<Run> {
        if j > 62 {
            return None;
        }
        let t = 1i128 << j;
        let j = i128::from(j);
        Some(Run {
            a: 6 * t - 4,
            c: 6 * t - 5 - 3 * j,
            d: 12 * t - 9 - 3 * j,
        })
    }

    /// The first and last losing remainder of this run after a take of `q`, if the start
    /// fits the arithmetic (a start that does not is beyond every `u64` heap).
    pub(crate) fn bounds(self, q: u64) -> Option<(i128, i128)> {
        let q = i128::from(q);
        let start = self.a.checked_mul(q)?.checked_add(self.c)?;
        let end = (self.a + 1).checked_mul(q)?.checked_add(self.d)?;
        Some((start, end))
    }

    /// The takes m (any m, before the rules' range is applied) that leave the opponent in
    /// this run: `p − m` in run j after a take of m, that is `(a+1)m + c <= p <= (a+2)m + d`.
    fn takes_into(self, p: u64) -> (i128, i128) {
        let p = i128::from(p);
        let lo = ceil_div(p - self.d, self.a + 2);
        let hi = (p - self.c).div_euclid(self.a + 1);
        (lo, hi)
    }
}

/// `x / y` rounded up, for a positive `y`.
pub(crate) fn ceil_div(x: i128, y: i128) -> i128 {
    x.div_euclid(y) + i128::from(x.rem_euclid(y) != 0)
}

/// The runs that could hold a remainder of `p` after a take of at least `q`, smallest first.
pub(crate) fn runs_up_to(p: u64, q: u64) -> impl Iterator<Item = Run> {
    (0..).map_while(Run::nth).take_while(move |run| {
        run.bounds(q)
            .is_some_and(|(start, _)| start <= i128::from(p))
    })
}

/// True when the player to move loses with `remaining` marbles left after a take of
/// `last_take` (with perfect play on both sides). True at `remaining == 0`: the previous
/// player took the last marble; true after a take of 0 too, which leaves no legal take.
pub fn mover_loses(remaining: u64, last_take: u64) -> bool {
    if remaining == 0 || last_take == 0 {
        return true;
    }
    let p = i128::from(remaining);
    runs_up_to(remaining, last_take)
        .any(|run| run.bounds(last_take).is_some_and(|(_, end)| p <= end))
}

/// True when the player to move at `position` loses with perfect play on both sides.
pub fn is_lost(position: &Position) -> bool {
    match position.last_take() {
        Some(k) => mover_loses(position.remaining(), k),
        None => first_moves(position.remaining())
            .iter()
            .all(|&f| !wins_with_first(position.remaining(), f)),
    }
}

/// The legal first takes for n marbles (n >= 2).
fn first_moves(n: u64) -> Vec<u64> {
    (2..=n.min(3)).collect()
}

/// Whether the first take `f` wins a game of `n` marbles.
fn wins_with_first(n: u64, f: u64) -> bool {
    f == n || mover_loses(n - f, f)
}

/// The winning takes at `position`, as ranges `lo..=hi` in increasing order (empty when the
/// player to move loses). A range, because there can be very many.
pub fn winning_takes(position: &Position) -> Vec<(u64, u64)> {
    let p = position.remaining();
    let Some(k) = position.last_take() else {
        return first_moves(p)
            .into_iter()
            .filter(|&f| wins_with_first(p, f))
            .map(|f| (f, f))
            .collect();
    };
    if p == 0 || k == 0 {
        return Vec::new();
    }
    if p <= k.saturating_mul(2) {
        // Take everything (the only winning take: anything less leaves at most 2m).
        return vec![(p, p)];
    }
    let (lo, hi) = (i128::from(k) + 1, 2 * i128::from(k));
    let mut ranges: Vec<(u64, u64)> = runs_up_to(p, k + 1)
        .filter_map(|run| {
            let (from, to) = run.takes_into(p);
            let (from, to) = (from.max(lo), to.min(hi));
            // Both ends lie within k+1..=2k, so they fit a u64.
            (from <= to).then_some((from as u64, to as u64))
        })
        .collect();
    ranges.sort_unstable();
    ranges
}

/// How many legal takes at `position` win (leave the opponent lost, or take the last
/// marble). Zero exactly when the player to move loses.
pub fn count_winning_takes(position: &Position) -> u64 {
    winning_takes(position)
        .iter()
        .map(|&(lo, hi)| hi - lo + 1)
        .sum()
}

/// The answer for a game of n marbles: who wins, and with which first takes.
///
/// With the `serde` feature it serializes as its three fields, which is what
/// `marbles solve N --json` prints: `{"n":25,"winner":"first","winning_first_moves":[2]}`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Solution {
    /// The number of marbles.
    pub n: u64,
    /// Who wins with perfect play.
    pub winner: Seat,
    /// The first takes that win (2 and/or 3), empty when the second player wins.
    pub winning_first_moves: Vec<u64>,
}

/// Solves the game of `n` marbles (`n >= 2`) from the structure of the losing positions.
///
/// ```
/// use marbles::{solve, Seat};
///
/// let s = solve(25).unwrap();
/// assert_eq!((s.winner, s.winning_first_moves), (Seat::First, vec![2]));
/// assert_eq!(solve(4).unwrap().winner, Seat::Second);
/// assert_eq!(solve(1_000_000_000_000_000_000).unwrap().winner, Seat::First);
/// ```
pub fn solve(n: u64) -> Result<Solution, GameError> {
    let start = Position::start(n)?;
    let winning_first_moves: Vec<u64> = winning_takes(&start).into_iter().map(|r| r.0).collect();
    let winner = if winning_first_moves.is_empty() {
        Seat::Second
    } else {
        Seat::First
    };
    Ok(Solution {
        n,
        winner,
        winning_first_moves,
    })
}

/// The heaps the first player loses, as runs: 4..=6, then for j = 0, 1, 2, ...
/// `30·2^j − 3j − 14 ..= 36·2^j − 3j − 15` (16..=21, 43..=54, 100..=123, ...). A corollary
/// of the structure, used by the tests as a second derivation.
pub fn first_player_loses(n: u64) -> bool {
    let n = i128::from(n);
    if (4..=6).contains(&n) {
        return true;
    }
    (0..=62u32).any(|j| {
        let t = 1i128 << j;
        let j = i128::from(j);
        (30 * t - 3 * j - 14..=36 * t - 3 * j - 15).contains(&n)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Small cases worked by hand from the rules.
    ///
    /// n = 2: take 2 and win. n = 3: take 3 and win (taking 2 leaves 1, which the opponent
    /// takes). n = 4: 2 leaves 2 <= 4 and 3 leaves 1, both taken by the opponent: lost.
    /// n = 5: 2 leaves 3 (opponent takes 3), 3 leaves 2 (opponent takes 2): lost. n = 6: 2
    /// leaves 4 (opponent takes 4), 3 leaves 3: lost. n = 7: 2 leaves 5 after a take of 2;
    /// the opponent takes 3 (2 left, fewer than 4: I take them) or 4 (1 left: I take it):
    /// won with 2 (3 leaves 4 <= 6 for the opponent).
    #[test]
    fn small_heaps_by_hand() {
        let expect = [
            (2, vec![2]),
            (3, vec![3]),
            (4, vec![]),
            (5, vec![]),
            (6, vec![]),
            (7, vec![2]),
        ];
        for (n, moves) in expect {
            let s = solve(n).unwrap();
            assert_eq!(s.winning_first_moves, moves, "n = {n}");
            let winner = if moves.is_empty() {
                Seat::Second
            } else {
                Seat::First
            };
            assert_eq!(s.winner, winner, "n = {n}");
        }
    }

    /// The spec's example: n = 25, only 2 wins. By the runs: 2 leaves 23 after a take of 2,
    /// inside run 1 for q = 2 (20..=30), so the opponent loses; 3 leaves 22 after a take of
    /// 3, outside the runs for q = 3 (7..=12, 28..=39), so the opponent wins.
    #[test]
    fn worked_example_n_25() {
        assert!(mover_loses(23, 2));
        assert!(!mover_loses(22, 3));
        let s = solve(25).unwrap();
        assert_eq!(s.winner, Seat::First);
        assert_eq!(s.winning_first_moves, vec![2]);
    }

    /// The runs for q = 1 and q = 2, read off the closed form by hand.
    #[test]
    fn first_runs() {
        let runs = |q: u64| -> Vec<(i128, i128)> {
            (0..3)
                .map(|j| Run::nth(j).unwrap().bounds(q).unwrap())
                .collect()
        };
        assert_eq!(runs(1), vec![(3, 6), (12, 21), (33, 54)]);
        assert_eq!(runs(2), vec![(5, 9), (20, 30), (53, 75)]);
    }

    /// The CLI contract's example document, from the library type.
    #[cfg(feature = "serde")]
    #[test]
    fn a_solution_serializes_as_the_contract_says() {
        let json = serde_json::to_string(&solve(25).unwrap()).unwrap();
        assert_eq!(
            json,
            r#"{"n":25,"winner":"first","winning_first_moves":[2]}"#
        );
        let json = serde_json::to_string(&solve(4).unwrap()).unwrap();
        assert_eq!(
            json,
            r#"{"n":4,"winner":"second","winning_first_moves":[]}"#
        );
        let read: Solution = serde_json::from_str(&json).unwrap();
        assert_eq!(read, solve(4).unwrap());
    }

    #[test]
    fn first_player_losses_agree_with_solve() {
        for n in 2..5_000 {
            assert_eq!(
                first_player_loses(n),
                solve(n).unwrap().winner == Seat::Second,
                "n = {n}"
            );
        }
    }

    #[test]
    fn extreme_heaps_do_not_overflow() {
        for n in [u64::MAX, u64::MAX - 1, 1 << 63, 1_000_000_000_000_000_000] {
            let s = solve(n).unwrap();
            assert_eq!(s.winner == Seat::Second, first_player_loses(n));
        }
        for (p, q) in [
            (u64::MAX, 1),
            (u64::MAX, 7),
            (u64::MAX - 5, 1 << 40),
            (1 << 63, 3),
        ] {
            let position = Position::after(p, q);
            assert_eq!(
                mover_loses(p, q),
                count_winning_takes(&position) == 0,
                "({p}, {q})"
            );
        }
        assert_eq!(
            winning_takes(&Position::after(u64::MAX, u64::MAX)),
            vec![(u64::MAX, u64::MAX)]
        );
        let big = Position::after(u64::MAX, u64::MAX / 3);
        assert_eq!(count_winning_takes(&big) == 0, is_lost(&big));
    }
}
