//! Which take to play: a winning take when there is one, else the take that leaves the
//! opponent the fewest winning replies (ties: the smallest take), so that an imperfect
//! opponent has the most chances to go wrong.

use crate::rules::Position;
use crate::structure::{count_winning_takes, winning_takes};

/// Up to this many legal takes the fewest-replies choice scans them all (each costs well
/// under a microsecond, so a scan stays under a millisecond).
pub(crate) const EXHAUSTIVE_SCAN: u64 = 256;

/// A chosen take and what it leaves the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Choice {
    /// The number of marbles to take.
    pub take: u64,
    /// Whether the take wins against any defence.
    pub wins: bool,
    /// How many winning replies the opponent has after it (0 when it wins).
    pub opponent_winning_replies: u64,
}

/// The take to play at `position`, or `None` when the game is over.
///
/// A won position: its smallest winning take. A lost one: the legal take that leaves the
/// opponent the fewest winning replies, the smallest such take on a tie. That choice is
/// exact when the position has at most 256 legal takes; with more, it is
/// the best of the candidates described in [`docs/marbles.md`](https://docs.rs/crate/marbles/latest/source/docs/marbles.md) (the ends of the pieces on
/// which the reply count keeps one form, and the first minimum on each), which the tests
/// compare with a full scan.
pub fn choose(position: &Position) -> Option<Choice> {
    let (lo, hi) = position.legal_takes()?;
    if let Some(&(take, _)) = winning_takes(position).first() {
        return Some(Choice {
            take,
            wins: true,
            opponent_winning_replies: 0,
        });
    }
    let take = if hi - lo < EXHAUSTIVE_SCAN {
        fewest_replies_scan(position, lo, hi)
    } else {
        fewest_replies_candidates(position, lo, hi)
    };
    Some(Choice {
        take,
        wins: false,
        opponent_winning_replies: replies(position, take),
    })
}

/// The opponent's winning replies after `take` at `position` (a legal take).
fn replies(position: &Position, take: u64) -> u64 {
    count_winning_takes(&Position::after(position.remaining() - take, take))
}

/// Every legal take in `lo..=hi`: the first with the fewest winning replies.
fn fewest_replies_scan(position: &Position, lo: u64, hi: u64) -> u64 {
    (lo..=hi)
        .min_by_key(|&m| (replies(position, m), m))
        .unwrap_or(lo)
}

/// The first take with the fewest replies among the candidates of
/// [`crate::pieces::candidates`].
fn fewest_replies_candidates(position: &Position, lo: u64, hi: u64) -> u64 {
    crate::pieces::candidates(position.remaining(), lo, hi, |m| replies(position, m))
        .into_iter()
        .min_by_key(|&m| (replies(position, m), m))
        .unwrap_or(lo)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_won_position_plays_its_winning_take() {
        let c = choose(&Position::start(25).unwrap()).unwrap();
        assert_eq!(
            c,
            Choice {
                take: 2,
                wins: true,
                opponent_winning_replies: 0
            }
        );
        // Few enough left to take them all.
        assert_eq!(choose(&Position::after(7, 4)).unwrap().take, 7);
        assert_eq!(choose(&Position::after(0, 4)), None);
        assert_eq!(choose(&Position::after(9, 0)), None);
    }

    /// n = 4 is lost: 2 leaves 2 (one winning reply: take 2), 3 leaves 1 (one: take 1).
    /// Tie, so the smaller take.
    #[test]
    fn a_lost_position_plays_the_fewest_replies() {
        let c = choose(&Position::start(4).unwrap()).unwrap();
        assert_eq!(
            c,
            Choice {
                take: 2,
                wins: false,
                opponent_winning_replies: 1
            }
        );
    }

    /// The candidates against a full scan, on lost positions with up to 5,000
    /// legal takes: lost positions are drawn by picking a run j and a place in it.
    #[test]
    fn candidates_agree_with_a_full_scan() {
        use proptest::prelude::*;
        use proptest::test_runner::{Config, TestRunner};
        let mut runner = TestRunner::new(Config::with_cases(1500));
        runner
            .run(&(1u64..5_000, 0u32..20, 0.0f64..=1.0), |(q, j, at)| {
                let (start, end) = crate::structure::Run::nth(j).unwrap().bounds(q).unwrap();
                let p = start + ((end - start) as f64 * at) as i128;
                prop_assume!(p <= i128::from(u64::MAX));
                let position = Position::after(p as u64, q);
                prop_assert!(crate::structure::is_lost(&position));
                let (lo, hi) = position.legal_takes().unwrap();
                prop_assert_eq!(
                    fewest_replies_candidates(&position, lo, hi),
                    fewest_replies_scan(&position, lo, hi),
                    "({}, {})",
                    p,
                    q
                );
                Ok(())
            })
            .unwrap();
    }
}
