//! The rules: positions, legal takes, and what a take leads to.
//!
//! n marbles lie on the table. The first move takes 2 or 3. After a take of k the next
//! player takes m with k+1 <= m <= 2k, or all that remain when fewer than k+1 remain.
//! Whoever takes the last marble wins.
//!
//! The contest is one member of a family of take-k-to-ck games. A member is given by the
//! range of the first take `A..=B`, the factor `C` and the take-all switch. After a take of
//! k the next player takes m with k+1 <= m <= C·k (taking everything that is left is one
//! such take when it fits). With take-all on, a player may also take everything when at
//! most k remain; with it off, a player facing at most k marbles (and at least one) has no
//! legal take and loses. Whoever takes the last marble wins; a player with no legal take
//! loses. The contest is `A..=B = 2..=3`, `C = 2`, take-all on ([`Rules::CONTEST`]).
//!
//! A [`Position`] is data (marbles left, last take); its own methods follow the contest's
//! rules, and [`Rules`] answers the same questions under any member of the family. Every
//! refusal, of a rule set, a heap or a take, is a [`GameError`].

use std::fmt;

/// Why rules, a game or a take are refused: a rule set that is no game, a heap the rules
/// cannot start or the solver cannot solve, a take the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum GameError {
    /// The first take range `first..=last` is empty.
    #[error("the first take range {first}..={last} is empty: {first} is above {last}")]
    EmptyFirstRange {
        /// The smallest first take asked for.
        first: u64,
        /// The largest first take asked for.
        last: u64,
    },
    /// A first take of 0 would not be a move.
    #[error("the smallest first take must be at least 1, got 0")]
    ZeroFirstTake,
    /// The factor C must be at least 1.
    #[error("the factor must be at least 1, got {0}")]
    FactorBelowOne(u64),
    /// Fewer marbles than the smallest first take of the rules (2 in the contest).
    #[error("{}", too_few_words(*.n, .rules))]
    TooFewMarbles {
        /// The heap asked for.
        n: u64,
        /// The rules: their smallest first take is the smallest game.
        rules: Rules,
    },
    /// A heap beyond what the exact solver supports, under rules other than the contest's
    /// (the contest's are solved for any `u64` heap).
    #[error(
        "n = {n} is above {limit}, the largest heap the exact solver supports for rules other than the contest's"
    )]
    TooManyMarbles {
        /// The heap asked for.
        n: u64,
        /// The largest heap the solver supports for these rules.
        limit: u64,
    },
    /// A table of every heap up to `n` (`marbles table`) that would look at more first
    /// takes than [`Solver::TABLE_TAKE_LIMIT`](crate::Solver::TABLE_TAKE_LIMIT): under
    /// wide first takes its cost grows with the square of `n`.
    #[error(
        "a table of every heap up to {n} looks at {takes} first takes under these rules, more than the {limit} a table may: ask for fewer marbles or a narrower first take"
    )]
    TableTooLarge {
        /// The largest heap asked for.
        n: u64,
        /// The first takes such a table looks at: one per first take legal at each heap.
        takes: u128,
        /// The most a table may look at.
        limit: u64,
    },
    /// The take is outside the legal range of the position.
    #[error(
        "illegal take {take}: {position}, the legal takes are {}",
        legal_words(*.lowest, *.highest)
    )]
    IllegalTake {
        /// The amount the player tried to take.
        take: u64,
        /// The position the take was tried at.
        position: Position,
        /// The smallest legal take there.
        lowest: u64,
        /// The largest legal take there (every amount from `lowest` to it is legal).
        highest: u64,
    },
    /// A player number other than 1 or 2.
    #[error("the player number must be 1 or 2, got {0}")]
    NotAPlayer(u64),
    /// A take arrived while it was the other player's turn.
    #[error("a take arrived on the wrong turn")]
    NotYourTurn,
    /// The game is already over: the last marble has been taken.
    #[error("the game is over: no marble is left")]
    GameOver,
    /// The game is over with marbles left: the player to move has no legal take (under
    /// rules with take-all off, or with factor 1) and has lost.
    #[error("the game is over: {position}, and no take is legal there")]
    NoLegalTake {
        /// The position without a legal take.
        position: Position,
    },
}

/// `n must be at least 2 (the first move takes 2 or 3), got 1` under the contest's rules,
/// `n must be at least 3 (the smallest first take), got 2` under any other.
fn too_few_words(n: u64, rules: &Rules) -> String {
    if rules.is_contest() {
        format!("n must be at least 2 (the first move takes 2 or 3), got {n}")
    } else {
        let first = rules.first;
        format!("n must be at least {first} (the smallest first take), got {n}")
    }
}

/// `only 3` or `4 to 6`.
fn legal_words(lowest: u64, highest: u64) -> String {
    if lowest == highest {
        format!("only {lowest}")
    } else {
        format!("{lowest} to {highest}")
    }
}

/// One of the two players, by the order in which they move: the contest protocol numbers
/// them 1 ([`Seat::First`]) and 2 ([`Seat::Second`]). With the `serde` feature a seat is
/// serialized as its name in snake case, `"first"` or `"second"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Seat {
    /// The player who moves first (player 1).
    First,
    /// The player who moves second (player 2).
    Second,
}

impl Seat {
    /// The seat the protocol numbers `number` (1 or 2).
    ///
    /// ```
    /// use marbles::{GameError, Seat};
    ///
    /// assert_eq!(Seat::from_number(2), Ok(Seat::Second));
    /// assert_eq!(Seat::from_number(3), Err(GameError::NotAPlayer(3)));
    /// ```
    pub fn from_number(number: u64) -> Result<Seat, GameError> {
        match number {
            1 => Ok(Seat::First),
            2 => Ok(Seat::Second),
            other => Err(GameError::NotAPlayer(other)),
        }
    }

    /// 1 or 2, as the protocol numbers the players.
    pub fn number(self) -> u8 {
        match self {
            Seat::First => 1,
            Seat::Second => 2,
        }
    }

    /// The other player.
    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }
}

/// `player 1` or `player 2`.
impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.number())
    }
}

/// A position of the game: how many marbles remain and what the last take was.
///
/// Its methods ([`Position::legal_takes`], [`Position::take`], ...) follow the contest's
/// rules; under another member of the family ask its [`Rules`]
/// ([`Rules::legal_takes`], [`Rules::take`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Position {
    remaining: u64,
    last_take: Option<u64>,
}

impl Position {
    /// The start of a game with `n` marbles (`n >= 2`).
    pub fn start(n: u64) -> Result<Position, GameError> {
        Rules::CONTEST.start(n)
    }

    /// The position with `remaining` marbles left right after a take of `last_take`.
    ///
    /// A take is at least 2 in a real game; after a take of 0 (not a position of the
    /// game) no take is legal.
    pub fn after(remaining: u64, last_take: u64) -> Position {
        Position {
            remaining,
            last_take: Some(last_take),
        }
    }

    /// Marbles still on the table.
    pub fn remaining(&self) -> u64 {
        self.remaining
    }

    /// The previous take, `None` before the first move.
    pub fn last_take(&self) -> Option<u64> {
        self.last_take
    }

    /// True when the last marble has been taken (the player to move has lost).
    pub fn is_over(&self) -> bool {
        self.remaining == 0
    }

    /// The legal takes under the contest's rules, smallest and largest (every amount
    /// between is legal too), or `None` when the game is over (or after a take of 0,
    /// which leaves no legal take).
    pub fn legal_takes(&self) -> Option<(u64, u64)> {
        Rules::CONTEST.legal_takes(self)
    }

    /// Whether `take` is legal here under the contest's rules.
    pub fn is_legal(&self, take: u64) -> bool {
        self.legal_takes()
            .is_some_and(|(lo, hi)| (lo..=hi).contains(&take))
    }

    /// The position after `take` under the contest's rules, or why the take is not
    /// allowed.
    pub fn take(&self, take: u64) -> Result<Position, GameError> {
        Rules::CONTEST.take(self, take)
    }
}

/// `25 marbles left, first move` or `20 marbles left after a take of 3`.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = if self.remaining == 1 { "" } else { "s" };
        write!(f, "{} marble{plural} left", self.remaining)?;
        match self.last_take {
            None => write!(f, ", first move"),
            Some(k) => write!(f, " after a take of {k}"),
        }
    }
}

/// One member of the family: the first take range, the factor and the take-all switch.
///
/// Its `Display` reads `first take 2..=3, factor 2, take-all on`. With the `serde`
/// feature it serializes as its four fields, `{"first":2,"last":3,"factor":2,
/// "take_all":true}` in JSON, and is read back through [`Rules::new`], which refuses what
/// is no game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RulesFields"))]
pub struct Rules {
    first: u64,
    last: u64,
    factor: u64,
    take_all: bool,
}

impl Rules {
    /// The contest's rules: first take 2..=3, factor 2, take-all on.
    pub const CONTEST: Rules = Rules {
        first: 2,
        last: 3,
        factor: 2,
        take_all: true,
    };

    /// The rules with first take `first..=last`, factor `factor` and the take-all switch.
    ///
    /// ```
    /// use marbles::{GameError, Rules};
    ///
    /// assert_eq!(Rules::new(2, 3, 2, true), Ok(Rules::CONTEST));
    /// assert_eq!(Rules::new(4, 3, 2, true), Err(GameError::EmptyFirstRange { first: 4, last: 3 }));
    /// assert_eq!(Rules::new(0, 3, 2, true), Err(GameError::ZeroFirstTake));
    /// assert_eq!(Rules::new(1, 3, 0, true), Err(GameError::FactorBelowOne(0)));
    /// ```
    pub fn new(first: u64, last: u64, factor: u64, take_all: bool) -> Result<Rules, GameError> {
        if first == 0 {
            return Err(GameError::ZeroFirstTake);
        }
        if first > last {
            return Err(GameError::EmptyFirstRange { first, last });
        }
        if factor == 0 {
            return Err(GameError::FactorBelowOne(factor));
        }
        Ok(Rules {
            first,
            last,
            factor,
            take_all,
        })
    }

    /// The first take range, smallest and largest.
    pub fn first_takes(&self) -> (u64, u64) {
        (self.first, self.last)
    }

    /// The factor C: after a take of k the next take is at most C·k.
    pub fn factor(&self) -> u64 {
        self.factor
    }

    /// Whether a player may take everything when at most k remain after a take of k.
    pub fn take_all(&self) -> bool {
        self.take_all
    }

    /// Whether these are the contest's rules.
    pub fn is_contest(&self) -> bool {
        *self == Rules::CONTEST
    }

    /// The start of a game of `n` marbles (at least the smallest first take).
    pub fn start(&self, n: u64) -> Result<Position, GameError> {
        if n < self.first {
            return Err(GameError::TooFewMarbles { n, rules: *self });
        }
        Ok(Position {
            remaining: n,
            last_take: None,
        })
    }

    /// The legal takes at `position` under these rules, smallest and largest (every
    /// amount between is legal too), or `None` when the player to move has none: no
    /// marble is left, or (take-all off, or factor 1) no take fits.
    ///
    /// ```
    /// use marbles::{Position, Rules};
    ///
    /// let rules = Rules::new(1, 2, 3, false)?;
    /// assert_eq!(rules.legal_takes(&rules.start(10)?), Some((1, 2)));
    /// assert_eq!(rules.legal_takes(&Position::after(20, 2)), Some((3, 6)));
    /// // Take-all off: 2 marbles after a take of 2 leave no legal take.
    /// assert_eq!(rules.legal_takes(&Position::after(2, 2)), None);
    /// # Ok::<(), marbles::GameError>(())
    /// ```
    pub fn legal_takes(&self, position: &Position) -> Option<(u64, u64)> {
        let left = position.remaining();
        if left == 0 {
            return None;
        }
        let (lo, hi) = match position.last_take() {
            None => (self.first, self.last),
            Some(k) if left <= k => return self.take_all.then_some((left, left)),
            Some(k) => (k.saturating_add(1), k.saturating_mul(self.factor)),
        };
        let hi = hi.min(left);
        (lo <= hi).then_some((lo, hi))
    }

    /// Whether the player to move at `position` has no legal take, so that the game is
    /// over and the previous player has won.
    pub fn is_over(&self, position: &Position) -> bool {
        self.legal_takes(position).is_none()
    }

    /// The position after `take` under these rules, or why the take is not allowed.
    pub fn take(&self, position: &Position, take: u64) -> Result<Position, GameError> {
        let Some((lowest, highest)) = self.legal_takes(position) else {
            return Err(if position.is_over() {
                GameError::GameOver
            } else {
                GameError::NoLegalTake {
                    position: *position,
                }
            });
        };
        if !(lowest..=highest).contains(&take) {
            return Err(GameError::IllegalTake {
                take,
                position: *position,
                lowest,
                highest,
            });
        }
        Ok(Position::after(position.remaining() - take, take))
    }
}

/// The fields of [`Rules`] as read, before [`Rules::new`] checks them.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RulesFields {
    first: u64,
    last: u64,
    factor: u64,
    take_all: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<RulesFields> for Rules {
    type Error = GameError;

    fn try_from(fields: RulesFields) -> Result<Rules, GameError> {
        Rules::new(fields.first, fields.last, fields.factor, fields.take_all)
    }
}

/// `first take 2..=3, factor 2, take-all on`.
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let switch = if self.take_all { "on" } else { "off" };
        write!(
            f,
            "first take {}..={}, factor {}, take-all {switch}",
            self.first, self.last, self.factor
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_move_takes_two_or_three() {
        assert_eq!(Position::start(25).unwrap().legal_takes(), Some((2, 3)));
        assert_eq!(Position::start(2).unwrap().legal_takes(), Some((2, 2)));
        let too_few = |n| GameError::TooFewMarbles {
            n,
            rules: Rules::CONTEST,
        };
        assert_eq!(Position::start(1), Err(too_few(1)));
        assert_eq!(Position::start(0), Err(too_few(0)));
        assert_eq!(
            too_few(1).to_string(),
            "n must be at least 2 (the first move takes 2 or 3), got 1"
        );
    }

    #[test]
    fn after_a_take_of_k_the_range_is_k_plus_1_to_2k() {
        assert_eq!(Position::after(20, 3).legal_takes(), Some((4, 6)));
        // Fewer than k+1 remain: take them all.
        assert_eq!(Position::after(3, 5).legal_takes(), Some((3, 3)));
        // Between k+1 and 2k remain: any amount up to all of them.
        assert_eq!(Position::after(8, 5).legal_takes(), Some((6, 8)));
        assert_eq!(Position::after(0, 5).legal_takes(), None);
        assert_eq!(Position::after(5, 0).legal_takes(), None);
        assert_eq!(
            Position::after(5, 0).take(1),
            Err(GameError::NoLegalTake {
                position: Position::after(5, 0)
            })
        );
    }

    /// The spec's worked game for n = 25: 2, 3, 5, 8, 7.
    #[test]
    fn the_worked_game_is_legal() {
        let mut p = Position::start(25).unwrap();
        for take in [2, 3, 5, 8, 7] {
            p = p.take(take).unwrap();
        }
        assert!(p.is_over());
        assert_eq!(p.take(1), Err(GameError::GameOver));
    }

    #[test]
    fn illegal_takes_say_what_is_allowed() {
        let err = Position::after(20, 3).take(7).unwrap_err();
        assert_eq!(
            err,
            GameError::IllegalTake {
                take: 7,
                position: Position::after(20, 3),
                lowest: 4,
                highest: 6
            }
        );
        assert_eq!(
            err.to_string(),
            "illegal take 7: 20 marbles left after a take of 3, the legal takes are 4 to 6"
        );
        let err = Position::after(3, 5).take(2).unwrap_err();
        assert_eq!(
            err.to_string(),
            "illegal take 2: 3 marbles left after a take of 5, the legal takes are only 3"
        );
    }

    #[test]
    fn seats_are_numbered_as_the_protocol_numbers_them() {
        assert_eq!(Seat::from_number(1), Ok(Seat::First));
        assert_eq!(Seat::from_number(0), Err(GameError::NotAPlayer(0)));
        assert_eq!(Seat::First.other(), Seat::Second);
        assert_eq!(Seat::Second.number(), 2);
        assert_eq!(Seat::Second.to_string(), "player 2");
    }

    #[test]
    fn huge_takes_do_not_overflow() {
        let p = Position::after(u64::MAX, u64::MAX / 2 + 1);
        assert_eq!(p.legal_takes(), Some((u64::MAX / 2 + 2, u64::MAX)));
    }
}
