//! The plain win/loss table (feature `naive`): the definition of the game, filled position
//! by position, kept as the oracle the structure is checked against and as the baseline of
//! the benchmarks.
//!
//! The original program's table: for p marbles left after a take of q, the player to move loses
//! when p > 2q and no take m in q+1..=2q leaves the opponent lost at (p − m, m); he wins when
//! 0 < p <= 2q (he takes everything). Filled naively this costs O(n^3). Here the same
//! table is filled in O(n^2) time with bit sets: for every sum s, a bit set holds the takes
//! m for which (s − m, m) is lost for the player to move, so row p is read off the bit set
//! of s = p with one sweep over q from the top down (the nearest such m above q decides
//! whether one lies in q+1..=2q). Memory: about n^2/4 bits for the table and n^2/6 bits
//! for the sums while it is filled (20 MB at n = 20,000).

use bitvec::prelude::*;

/// Every position with at most `n` marbles left, lost or won for the player to move.
pub struct PlainTable {
    n: u64,
    /// `lost[p][q]`, for `2q < p`: the player to move at (p, q) loses.
    lost: Vec<BitVec>,
}

impl PlainTable {
    /// Fills the table for every position with at most `n` marbles left.
    pub fn new(n: u32) -> PlainTable {
        let n = n as usize;
        // by_sum[s][m]: (s − m, m) is lost for the player to move. Only m < s/3 can be set.
        let mut by_sum: Vec<BitVec> = (0..=n).map(|s| bitvec![0; s / 3 + 1]).collect();
        let mut lost: Vec<BitVec> = Vec::with_capacity(n + 1);
        for p in 0..=n {
            let top = p.saturating_sub(1) / 2; // the largest q with 2q < p
            let mut row = bitvec![0; top + 1];
            let sums = &by_sum[p];
            let mut nearest_above = usize::MAX;
            for q in (1..=top).rev() {
                if sums.get(q + 1).is_some_and(|bit| *bit) {
                    nearest_above = q + 1;
                }
                if nearest_above > 2 * q {
                    row.set(q, true);
                }
            }
            for q in row.iter_ones() {
                if let Some(sum) = by_sum.get_mut(p + q) {
                    sum.set(q, true);
                }
            }
            lost.push(row);
        }
        PlainTable { n: n as u64, lost }
    }

    /// The largest number of marbles left that the table covers.
    pub fn size(&self) -> u64 {
        self.n
    }

    /// Whether the player to move loses with `remaining` marbles left after a take of
    /// `last_take`; `None` when `remaining` is beyond the table or `last_take` is 0.
    pub fn mover_loses(&self, remaining: u64, last_take: u64) -> Option<bool> {
        if last_take == 0 {
            return None;
        }
        let row = self.lost.get(usize::try_from(remaining).ok()?)?;
        Some(match remaining {
            0 => true,
            p if p <= last_take.saturating_mul(2) => false,
            _ => row[last_take as usize],
        })
    }

    /// The winning first takes of a game of `n` marbles (2 <= n <= the table's size), read
    /// from the table; `None` outside that range.
    pub fn winning_first_moves(&self, n: u64) -> Option<Vec<u64>> {
        if !(2..=self.n).contains(&n) {
            return None;
        }
        Some(
            (2..=n.min(3))
                .filter(|&f| f == n || self.mover_loses(n - f, f) == Some(true))
                .collect(),
        )
    }
}

/// The original program's player: its table filled as the spec writes it, in O(n^3), then a
/// take into a winning entry when there is one (the smallest), else the smallest legal take.
///
/// `wins[p][q]`: I have just taken q, leaving p; I win at p = 0, lose when 0 < p <= 2q
/// (the opponent takes everything), and otherwise win exactly when no reply m of the
/// opponent (q+1 <= m <= 2q) puts him in a winning entry (p − m, m).
pub struct OriginalPlayer {
    n: usize,
    wins: Vec<Vec<bool>>,
}

impl OriginalPlayer {
    /// The original program's table for every position with at most `n` marbles left.
    pub fn new(n: u32) -> OriginalPlayer {
        let n = n as usize;
        let mut wins = vec![vec![false; n + 1]; n + 1];
        for p in 0..=n {
            for q in 1..=n {
                wins[p][q] = if p == 0 {
                    true
                } else if p <= 2 * q {
                    false
                } else {
                    !(q + 1..=2 * q).any(|m| wins[p - m][m])
                };
            }
        }
        OriginalPlayer { n, wins }
    }

    /// The original program's take with `remaining` marbles left after a take of `last_take`
    /// (`None`: the first move, 2 or 3), or `None` when no marble is left or the position is beyond
    /// the table.
    pub fn take(&self, remaining: u64, last_take: Option<u64>) -> Option<u64> {
        let p = usize::try_from(remaining).ok()?;
        if p == 0 || p > self.n {
            return None;
        }
        let (lo, hi) = match last_take {
            None => (2, 3.min(p)),
            Some(k) => {
                let k = usize::try_from(k).ok()?;
                if p <= k {
                    (p, p)
                } else {
                    (k + 1, (2 * k).min(p))
                }
            }
        };
        if lo > hi {
            return None;
        }
        let winning = (lo..=hi).find(|&m| m <= self.n && self.wins[p - m][m]);
        Some(winning.unwrap_or(lo) as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The losing remainders after a take of 1 and of 2, by hand from the rules: after a
    /// take of 1 the mover takes 2; (1..=2, 1) are won (take all); (3..=6, 1) are lost (a
    /// take of 2 leaves 1..=4, at most 4, for the opponent to take); (7, 1) is won (take 2,
    /// leaving 5 after 2, which is lost: 3 leaves 2, 4 leaves 1).
    #[test]
    fn small_rows_by_hand() {
        let t = PlainTable::new(40);
        let lost = |q| -> Vec<u64> { (1..=40).filter(|&p| t.mover_loses(p, q).unwrap()).collect() };
        assert_eq!(&lost(1)[..5], &[3, 4, 5, 6, 12]);
        assert_eq!(&lost(2)[..6], &[5, 6, 7, 8, 9, 20]);
        assert_eq!(t.mover_loses(0, 5), Some(true));
        assert_eq!(t.mover_loses(41, 1), None);
    }

    /// The original program's table agrees with the plain table, and its player takes by hand what
    /// the original program would: with 25 marbles, 2 (winning); with 4 (lost), 2, the
    /// smallest legal take; after a take of 1 with 1 left, that one.
    #[test]
    fn the_seed_player_by_hand() {
        let seed = OriginalPlayer::new(60);
        let plain = PlainTable::new(60);
        for p in 1..=60u64 {
            for q in 1..=60u64 {
                // The original program's entry is "I win" for the player who left p; the plain
                // table's "lost" for the player to move: the same thing.
                let entry = seed.wins[p as usize][q as usize];
                assert_eq!(Some(entry), plain.mover_loses(p, q), "({p}, {q})");
            }
        }
        assert_eq!(seed.take(25, None), Some(2));
        assert_eq!(seed.take(4, None), Some(2));
        assert_eq!(seed.take(1, Some(1)), Some(1));
        assert_eq!(seed.take(0, Some(1)), None);
        assert_eq!(seed.take(61, Some(1)), None);
    }

    #[test]
    fn first_moves_from_the_table() {
        let t = PlainTable::new(30);
        assert_eq!(t.winning_first_moves(2), Some(vec![2]));
        assert_eq!(t.winning_first_moves(3), Some(vec![3]));
        assert_eq!(t.winning_first_moves(4), Some(vec![]));
        assert_eq!(t.winning_first_moves(25), Some(vec![2]));
        assert_eq!(t.winning_first_moves(31), None);
        assert_eq!(t.winning_first_moves(1), None);
    }
}
