//! The one place that decides how a member of the family is solved: the contest's rules
//! from the proved structure of the losing positions (any `u64` heap, in microseconds),
//! every other member from an exact [`FamilyTable`] (up to [`FamilyTable::MAX_HEAP`]
//! marbles). The player, the referee, the tournament and the binary all ask a [`Solver`]
//! and never choose again.

use std::sync::Arc;

use crate::family::FamilyTable;
use crate::rules::{GameError, Position, Rules};
use crate::strategy::{self, Choice};
use crate::structure::{self, Solution};

/// Answers for one member of the family: who wins a game of n marbles
/// ([`Solver::solution`]) and the take to play at a position ([`Solver::choose`]), within
/// the largest heap it can handle ([`Solver::max_heap`]).
///
/// The contest's rules are answered from the proved structure, for any `u64` heap. Any
/// other member is answered from a [`FamilyTable`]: a solver made with
/// [`Solver::for_heap`] fills one table for every position of at most n marbles and reads
/// every answer within it from there; otherwise each answer fills a table of its own.
/// Clones share the table.
///
/// ```
/// use marbles::{Rules, Seat, Solver};
///
/// // The contest: any heap.
/// let contest = Solver::new(Rules::CONTEST);
/// assert_eq!(contest.solution(1_000_000_000_000_000_000)?.winner, Seat::First);
/// assert_eq!(contest.max_heap(), u64::MAX);
///
/// // First take 1 or 2, then k+1..=3k: an exact table, up to a million marbles.
/// let rules = Rules::new(1, 2, 3, true)?;
/// let solver = Solver::for_heap(rules, 40)?;
/// assert_eq!(solver.solution(5)?.winning_first_moves, vec![1]);
/// let choice = solver.choose(&rules.start(5)?).expect("a legal take");
/// assert_eq!((choice.take, choice.wins), (1, true));
/// assert!(Solver::new(rules).solution(solver.max_heap() + 1).is_err());
/// # Ok::<(), marbles::GameError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Solver {
    rules: Rules,
    method: Method,
    when_losing: WhenLosing,
}

/// What a player does in a lost position, where no take wins against a perfect opponent
/// (in a won position every rule plays the smallest winning take).
///
/// With the `serde` feature: `"fewest_replies"` or `"minimum"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum WhenLosing {
    /// The legal take that leaves the opponent the fewest winning replies, the smallest
    /// on a tie: an imperfect opponent has the most chances to go wrong.
    #[default]
    FewestReplies,
    /// The smallest legal take, as the original program plays: it narrows the opponent's
    /// choices.
    Minimum,
}

/// How a solver answers: the decision, made once in [`Solver::new`].
#[derive(Clone, Debug)]
enum Method {
    /// The contest's rules: the proved structure, nothing to fill.
    Structure,
    /// Any other member: exact tables, the one filled for a heap given in advance kept
    /// (shared by clones).
    Table(Option<Arc<FamilyTable>>),
}

impl Solver {
    /// The solver for `rules`: the proved structure for the contest's, an exact table for
    /// any other member, filled when an answer needs it.
    pub fn new(rules: Rules) -> Solver {
        let method = if rules.is_contest() {
            Method::Structure
        } else {
            Method::Table(None)
        };
        Solver {
            rules,
            method,
            when_losing: WhenLosing::default(),
        }
    }

    /// The same solver, playing `rule` in lost positions.
    ///
    /// ```
    /// use marbles::structure::mover_loses;
    /// use marbles::{Position, Rules, Solver, WhenLosing};
    ///
    /// // The first lost position after a take of 3: the takes are 4 to 6.
    /// let p = (1..).find(|&p| mover_loses(p, 3)).unwrap();
    /// let lost = Position::after(p, 3);
    /// let seed = Solver::new(Rules::CONTEST).when_losing(WhenLosing::Minimum);
    /// let choice = seed.choose(&lost).unwrap();
    /// assert_eq!((choice.take, choice.wins), (4, false));
    /// ```
    pub fn when_losing(mut self, rule: WhenLosing) -> Solver {
        self.when_losing = rule;
        self
    }

    /// The rule it plays in lost positions.
    pub fn losing_rule(&self) -> WhenLosing {
        self.when_losing
    }

    /// The solver for `rules` ready for every position of at most `n` marbles: under
    /// rules other than the contest's it fills their table for n now (a fraction of a
    /// second at [`FamilyTable::MAX_HEAP`]), so that every answer within it is a lookup.
    /// Refuses a heap [`Solver::check_heap`] refuses.
    pub fn for_heap(rules: Rules, n: u64) -> Result<Solver, GameError> {
        let mut solver = Solver::new(rules);
        solver.check_heap(n)?;
        if let Method::Table(table) = &mut solver.method {
            *table = Some(Arc::new(FamilyTable::new(rules, n)?));
        }
        Ok(solver)
    }

    /// The most first takes a table of every heap ([`Solver::check_table`]) may look at:
    /// a few seconds of lookups, and a few hundred megabytes of text at the most.
    pub const TABLE_TAKE_LIMIT: u64 = 200_000_000;

    /// Whether a table of the answers for every heap from the smallest first take to `n`
    /// can be made: the heap is checked as [`Solver::check_heap`] does, and under rules
    /// other than the contest's (whose answers come from the proved structure, a few takes
    /// each) the first takes such a table looks at, one per first take legal at each heap,
    /// may not pass [`Solver::TABLE_TAKE_LIMIT`] ([`GameError::TableTooLarge`]): under
    /// first takes as wide as the heap, that number grows with the square of `n`.
    ///
    /// ```
    /// use marbles::{GameError, Rules, Solver};
    ///
    /// let wide = Solver::new(Rules::new(1, 100_000, 2, true)?);
    /// assert!(wide.check_table(1_000).is_ok());
    /// assert!(matches!(wide.check_table(100_000), Err(GameError::TableTooLarge { .. })));
    /// assert!(Solver::new(Rules::CONTEST).check_table(u64::MAX).is_ok());
    /// # Ok::<(), marbles::GameError>(())
    /// ```
    pub fn check_table(&self, n: u64) -> Result<(), GameError> {
        self.check_heap(n)?;
        if let Method::Structure = self.method {
            return Ok(());
        }
        let takes = table_takes(self.rules.first_takes(), n);
        if takes > u128::from(Self::TABLE_TAKE_LIMIT) {
            return Err(GameError::TableTooLarge {
                n,
                takes,
                limit: Self::TABLE_TAKE_LIMIT,
            });
        }
        Ok(())
    }

    /// The rules it solves.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The largest heap it can handle: any `u64` under the contest's rules,
    /// [`FamilyTable::MAX_HEAP`] under any other.
    pub fn max_heap(&self) -> u64 {
        match self.method {
            Method::Structure => u64::MAX,
            Method::Table(_) => FamilyTable::MAX_HEAP,
        }
    }

    /// Whether a game of `n` marbles can be played and solved under its rules: at least
    /// the smallest first take ([`GameError::TooFewMarbles`]) and at most
    /// [`Solver::max_heap`] ([`GameError::TooManyMarbles`]).
    pub fn check_heap(&self, n: u64) -> Result<(), GameError> {
        self.rules.start(n)?;
        let limit = self.max_heap();
        if n > limit {
            return Err(GameError::TooManyMarbles { n, limit });
        }
        Ok(())
    }

    /// The answer for a game of `n` marbles: who wins, and with which first takes; or why
    /// the heap is refused ([`Solver::check_heap`]).
    pub fn solution(&self, n: u64) -> Result<Solution, GameError> {
        self.check_heap(n)?;
        let table = match &self.method {
            Method::Structure => return structure::solve(n),
            Method::Table(table) => table.as_ref().filter(|table| n <= table.size()),
        };
        let answer = match table {
            Some(table) => table.solution(n),
            None => FamilyTable::new(self.rules, n)?.solution(n),
        };
        Ok(answer.expect("the smallest first take <= n <= the table's size"))
    }

    /// How many legal takes at `position` win for the player to move (0 exactly when it
    /// loses); `None` when more marbles are left than a table filled now may hold.
    pub(crate) fn winning_take_count(&self, position: &Position) -> Option<u64> {
        let left = position.remaining();
        match &self.method {
            Method::Structure => Some(structure::count_winning_takes(position)),
            Method::Table(Some(table)) if left <= table.size() => {
                Some(table.winning_replies(position))
            }
            Method::Table(_) => Some(
                FamilyTable::new(self.rules, left)
                    .ok()?
                    .winning_replies(position),
            ),
        }
    }

    /// The take to play at `position` under its rules, or `None` when the player to move
    /// has no legal take (or more marbles are left than [`Solver::max_heap`]).
    ///
    /// A won position: its smallest winning take. A lost one: as [`Solver::when_losing`]
    /// says; by default ([`WhenLosing::FewestReplies`]) the legal take that leaves
    /// the opponent the fewest winning replies, the smallest such take on a tie (the
    /// contest: [`crate::choose`]; any other member: [`FamilyTable::choose`], which falls
    /// back on the smallest legal take where counting every reply would cost too much).
    pub fn choose(&self, position: &Position) -> Option<Choice> {
        let left = position.remaining();
        let kept;
        let table = match &self.method {
            Method::Structure => None,
            Method::Table(Some(table)) if left <= table.size() => Some(&**table),
            Method::Table(_) => {
                kept = FamilyTable::new(self.rules, left).ok()?;
                Some(&kept)
            }
        };
        let choice = match table {
            None => strategy::choose(position),
            Some(table) => table.choose(position),
        }?;
        if choice.wins || self.when_losing == WhenLosing::FewestReplies {
            return Some(choice);
        }
        // The smallest legal take, and what it leaves the opponent.
        let (take, _) = self.rules.legal_takes(position)?;
        let after = Position::after(left - take, take);
        let replies = match table {
            None => structure::count_winning_takes(&after),
            Some(table) => table.winning_replies(&after),
        };
        Some(Choice {
            take,
            wins: false,
            opponent_winning_replies: replies,
        })
    }
}

/// Solves the game of `n` marbles under `rules`, as [`Solver::solution`] does: the
/// contest's rules from the proved structure (any `u64` heap), every other rule set from a
/// [`FamilyTable`] (at most [`FamilyTable::MAX_HEAP`] marbles).
///
/// ```
/// use marbles::{Rules, Seat, solve_family};
///
/// // Take 1 or 2 first, then k+1..=2k: with 4 marbles the first player takes 1; the
/// // second must take 2, and the first takes the last one.
/// let rules = Rules::new(1, 2, 2, true)?;
/// assert_eq!(solve_family(rules, 4)?.winning_first_moves, vec![1]);
/// assert_eq!(solve_family(Rules::CONTEST, 25)?.winner, Seat::First);
/// # Ok::<(), marbles::GameError>(())
/// ```
pub fn solve_family(rules: Rules, n: u64) -> Result<Solution, GameError> {
    Solver::new(rules).solution(n)
}

/// The first takes a table of every heap from `first` to `n` looks at: at heap `h`, the
/// takes `first..=min(last, h)`. Zero when `n` is below `first`.
fn table_takes((first, last): (u64, u64), n: u64) -> u128 {
    if n < first {
        return 0;
    }
    let (first, last, n) = (u128::from(first), u128::from(last), u128::from(n));
    // Heaps first..=min(last, n) look at 1, 2, ... takes; every heap above last at all of
    // last - first + 1.
    let rising = last.min(n) - first + 1;
    let level = n.saturating_sub(last);
    rising * (rising + 1) / 2 + level * (last - first + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The contest's rules on the structure, any other on a table; a table filled in
    /// advance and one filled per answer agree.
    #[test]
    fn each_member_goes_to_its_method() {
        let contest = Solver::new(Rules::CONTEST);
        assert!(matches!(contest.method, Method::Structure));
        assert_eq!(contest.solution(u64::MAX), structure::solve(u64::MAX));
        let rules = Rules::new(1, 2, 3, false).unwrap();
        let ahead = Solver::for_heap(rules, 60).unwrap();
        let each = Solver::new(rules);
        for n in 1..=60 {
            assert_eq!(ahead.solution(n), each.solution(n), "n = {n}");
            for last in 1..=n {
                let position = Position::after(n, last);
                assert_eq!(
                    ahead.choose(&position),
                    each.choose(&position),
                    "{position}"
                );
            }
        }
        // Beyond the table filled in advance, a table of its own.
        assert_eq!(ahead.solution(61), each.solution(61));
    }

    #[test]
    fn heaps_are_checked_against_the_method() {
        let rules = Rules::new(3, 4, 2, true).unwrap();
        let solver = Solver::new(rules);
        assert_eq!(
            solver.solution(2),
            Err(GameError::TooFewMarbles { n: 2, rules })
        );
        let limit = FamilyTable::MAX_HEAP;
        assert_eq!(
            solver.check_heap(limit + 1),
            Err(GameError::TooManyMarbles {
                n: limit + 1,
                limit
            })
        );
        assert_eq!(solver.choose(&Position::after(limit + 1, 3)), None);
        assert!(Solver::for_heap(rules, limit + 1).is_err());
        assert_eq!(
            Solver::new(Rules::CONTEST).check_heap(1),
            Err(GameError::TooFewMarbles {
                n: 1,
                rules: Rules::CONTEST
            })
        );
    }

    proptest::proptest! {
        /// The count of first takes a table looks at, against the heaps walked one by one.
        #[test]
        fn table_takes_are_the_sum_over_heaps(first in 1u64..40, wide in 0u64..40, n in 0u64..200) {
            let last = first + wide;
            let walked: u128 = (first..=n).map(|h| u128::from(last.min(h) - first + 1)).sum();
            proptest::prop_assert_eq!(table_takes((first, last), n), walked);
        }
    }
}
