//! The exact solver for any member of the family of take-k-to-ck games ([`Rules`]): a
//! table of every position up to a heap, held as runs of losing remainders, and the take
//! to play from it. The contest's own rules need no table: [`crate::Solver`] answers them
//! from the proved structure and sends every other member here.

use std::fmt;

use crate::cover::Cover;
use crate::rules::{GameError, Position, Rules, Seat};
use crate::strategy::Choice;
use crate::structure::Solution;

/// Up to this many lookups of the table, a lost position is answered with the take that
/// leaves the fewest winning replies, every take's replies counted; beyond, with the
/// smallest legal take (see [`FamilyTable::choose`]).
const REPLY_BUDGET: u64 = 1 << 16;

/// Every position with at most `n` marbles left under one rule set, lost or won for the
/// player to move, held as runs of losing remainders per last take.
///
/// Write L(q) for the remainders p (1 <= p <= n) at which the player to move after a take
/// of q loses. Above C·q, p is in L(q) exactly when no take m in q+1..=C·q leaves p − m in
/// L(m), that is when p is outside the union of the shifted sets L(m) + m over that window
/// of m. The rows are filled from q = n down to 1; the window slides down by one m on the
/// left and C on the right per row, so every row L(m) enters and leaves a coverage tree
/// once, and a row is read off as the uncovered runs above C·q. The work is
/// O(R·log n) where R is the number of runs of all the rows (a few per row on every
/// rule set measured: the runs grow geometrically), and the memory holds the runs.
pub struct FamilyTable {
    rules: Rules,
    n: u64,
    /// Row q is `runs[rows[q - 1].0 as usize..][..rows[q - 1].1 as usize]`.
    rows: Vec<(u32, u32)>,
    /// Runs of losing remainders, `(first, last)` inclusive, sorted within a row.
    runs: Vec<(u32, u32)>,
}

impl FamilyTable {
    /// The largest heap the table is built for.
    pub const MAX_HEAP: u64 = 1_000_000;

    /// Fills the table for every position with at most `n` marbles left.
    pub fn new(rules: Rules, n: u64) -> Result<FamilyTable, GameError> {
        if n > Self::MAX_HEAP {
            return Err(GameError::TooManyMarbles {
                n,
                limit: Self::MAX_HEAP,
            });
        }
        let top = n as u32;
        let c = rules.factor();
        let mut cover = Cover::new(top);
        let mut rows = vec![(0u32, 0u32); top as usize];
        let mut runs: Vec<(u32, u32)> = Vec::new();
        // The window of m held in the cover: lo..=hi (empty when lo > hi).
        let (mut lo, mut hi) = (top + 1, top);
        let shift = |cover: &mut Cover, rows: &[(u32, u32)], runs: &[(u32, u32)], m: u32, add| {
            let (start, len) = rows[m as usize - 1];
            for &(a, b) in &runs[start as usize..][..len as usize] {
                let (a, b) = (u64::from(a) + u64::from(m), u64::from(b) + u64::from(m));
                if a <= n {
                    cover.add(a as u32, b.min(n) as u32, add);
                }
            }
        };
        for q in (1..=top).rev() {
            let want_hi = c.saturating_mul(u64::from(q)).min(n) as u32;
            while hi > want_hi {
                if lo <= hi {
                    shift(&mut cover, &rows, &runs, hi, false);
                }
                hi -= 1;
            }
            if q < hi {
                // Row q + 1 joins the window (it is computed: rows go from the top down).
                lo = q + 1;
                shift(&mut cover, &rows, &runs, lo, true);
            } else {
                lo = hi + 1;
            }
            let start = runs.len() as u32;
            if !rules.take_all() {
                runs.push((1, q));
            }
            let above = c.saturating_mul(u64::from(q)).saturating_add(1);
            if above <= n {
                cover.uncovered(above as u32, top, &mut runs);
            }
            rows[q as usize - 1] = (start, runs.len() as u32 - start);
        }
        Ok(FamilyTable {
            rules,
            n,
            rows,
            runs,
        })
    }

    /// The largest number of marbles left that the table covers.
    pub fn size(&self) -> u64 {
        self.n
    }

    /// The rules the table was filled for.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Whether the player to move loses with `remaining` marbles left after a take of
    /// `last_take`; `None` when `remaining` is beyond the table or `last_take` is 0.
    pub fn mover_loses(&self, remaining: u64, last_take: u64) -> Option<bool> {
        if last_take == 0 || remaining > self.n {
            return None;
        }
        if remaining == 0 {
            return Some(true);
        }
        let row = usize::try_from(last_take - 1).ok();
        let Some(&(start, len)) = row.and_then(|row| self.rows.get(row)) else {
            // A take above n: at most n <= last_take remain.
            return Some(!self.rules.take_all());
        };
        let row = &self.runs[start as usize..][..len as usize];
        let p = remaining as u32;
        let i = row.partition_point(|&(_, b)| b < p);
        Some(row.get(i).is_some_and(|&(a, _)| a <= p))
    }

    /// The winning first takes of a game of `n` marbles (the smallest first take <= n <=
    /// the table's size), smallest first; `None` outside that range.
    pub fn winning_first_moves(&self, n: u64) -> Option<Vec<u64>> {
        let (first, last) = self.rules.first_takes();
        if n < first || n > self.n {
            return None;
        }
        Some(
            (first..=last.min(n))
                .filter(|&f| self.mover_loses(n - f, f) == Some(true))
                .collect(),
        )
    }

    /// The answer for a game of `n` marbles, read from the table.
    pub fn solution(&self, n: u64) -> Option<Solution> {
        self.winning_first_moves(n).map(|moves| solution(n, moves))
    }

    /// The take to play at `position` under the table's rules, or `None` when the player
    /// to move has no legal take or the position lies beyond the table.
    ///
    /// A won position: its smallest winning take. A lost one: the legal take that leaves
    /// the opponent the fewest winning replies, the smallest such take on a tie, as
    /// [`crate::choose`] plays the contest, when counting every take's replies costs at
    /// most 65,536 lookups of the table (every position with at most 500 marbles left, and
    /// many beyond); otherwise the smallest legal take, which leaves the opponent the
    /// narrowest choice, so that a move never costs more than a scan of the legal takes.
    ///
    /// ```
    /// use marbles::{FamilyTable, Rules};
    ///
    /// // First take 1 or 2, then k+1..=3k: with 5 marbles the first player takes 1 (4
    /// // left; the reply 2 leaves 2 to take, 3 leaves 1).
    /// let rules = Rules::new(1, 2, 3, true)?;
    /// let table = FamilyTable::new(rules, 5)?;
    /// let choice = table.choose(&rules.start(5)?).expect("a legal take");
    /// assert_eq!((choice.take, choice.wins), (1, true));
    /// # Ok::<(), marbles::GameError>(())
    /// ```
    pub fn choose(&self, position: &Position) -> Option<Choice> {
        let left = position.remaining();
        if left > self.n {
            return None;
        }
        let (lo, hi) = self.rules.legal_takes(position)?;
        if let Some(take) = (lo..=hi).find(|&m| self.mover_loses(left - m, m) == Some(true)) {
            return Some(Choice {
                take,
                wins: true,
                opponent_winning_replies: 0,
            });
        }
        let replies = |m: u64| self.winning_replies(&Position::after(left - m, m));
        let take = if self.reply_work(left, lo, hi) <= REPLY_BUDGET {
            (lo..=hi).min_by_key(|&m| (replies(m), m)).unwrap_or(lo)
        } else {
            lo
        };
        Some(Choice {
            take,
            wins: false,
            opponent_winning_replies: replies(take),
        })
    }

    /// How many legal takes at `position` (within the table) leave the opponent lost or
    /// take the last marble.
    pub(crate) fn winning_replies(&self, position: &Position) -> u64 {
        let left = position.remaining();
        self.rules.legal_takes(position).map_or(0, |(lo, hi)| {
            (lo..=hi)
                .filter(|&m| self.mover_loses(left - m, m) == Some(true))
                .count() as u64
        })
    }

    /// The lookups that counting the replies to every take `lo..=hi` from `left` marbles
    /// costs, counted up to just past [`REPLY_BUDGET`].
    fn reply_work(&self, left: u64, lo: u64, hi: u64) -> u64 {
        let mut work = 0u64;
        for m in lo..=hi {
            let replies = self.rules.legal_takes(&Position::after(left - m, m));
            work += replies.map_or(0, |(a, b)| b - a + 1);
            if work > REPLY_BUDGET {
                break;
            }
        }
        work
    }
}

/// The rules and the size; the runs themselves are too many to show.
impl fmt::Debug for FamilyTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FamilyTable")
            .field("rules", &self.rules)
            .field("n", &self.n)
            .field("runs", &self.runs.len())
            .finish()
    }
}

/// A [`Solution`] from its winning first moves.
fn solution(n: u64, winning_first_moves: Vec<u64>) -> Solution {
    let winner = if winning_first_moves.is_empty() {
        Seat::Second
    } else {
        Seat::First
    };
    Solution {
        n,
        winner,
        winning_first_moves,
    }
}
