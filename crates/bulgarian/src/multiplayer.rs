//! Multiplayer Bulgarian solitaire: players in a circle, each holding a partition; in one
//! round every player takes one card from each of their piles and hands the new pile to the
//! next player (the last player hands to the first).
//!
//! A player may hold nothing (then they make no pile that round). "Traced to its cycle"
//! means: the table after each round, stopping after the first table equal to one already
//! listed, which is listed again, last (the original program's repeat rule; a table that stays as
//! it is shows up twice). The start is not listed, as in [`crate::trace()`]: [`multiplayer()`],
//! [`MultiplayerTrace`]; within a round limit or with progress reports,
//! [`multiplayer_within`]. The length of the
//! listing is found first with Brent's method; the rounds are then produced one at a time
//! (a million cards make about a million rounds of a thousand piles: they stream, never
//! held), so memory stays that of a few tables.

use std::fmt;

use crate::brent::{Rho, always, brent, moving};
use crate::error::{Location, PartProblem};
use crate::limits::{Limits, MoveLimit};
use crate::listing::{Listing, Moves};
use crate::partition::{PartFault, parse_located, shrink_and_add, write_parts};
use games_common::input::tokens;

/// Why hands are not a [`Table`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TableError {
    /// Every hand is empty.
    #[error(
        "no cards on the table: every hand is empty (give a player piles, for example \"3 2 1\")"
    )]
    NoCards,
    /// A part is not a positive whole number.
    #[error("{at}: the part {token:?} {problem}")]
    BadPart {
        /// Where the part was read.
        at: Location,
        /// The part as written.
        token: String,
        /// What is wrong with it.
        problem: PartProblem,
    },
    /// The total number of cards does not fit in 64 bits.
    #[error("{at}: the total number of cards exceeds 18446744073709551615")]
    TotalOverflow {
        /// The part that made the total overflow.
        at: Location,
    },
}

impl From<PartFault> for TableError {
    fn from(fault: PartFault) -> TableError {
        match fault {
            PartFault::Bad { at, token, problem } => TableError::BadPart { at, token, problem },
            PartFault::Overflow { at } => TableError::TotalOverflow { at },
        }
    }
}

/// The players' hands, in seating order; each a descending list of pile sizes (maybe
/// empty). Serialized (feature `serde`) as a sequence of hands, each a sequence of parts,
/// and read back from one (checked).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct Table {
    players: Vec<Vec<u64>>,
}

impl Table {
    /// Parses one hand per argument (`"3 2 1"`); errors name the player and column. At
    /// least one card in all.
    pub fn from_args<S: AsRef<str>>(hands: &[S]) -> Result<Table, TableError> {
        let mut players = Vec::with_capacity(hands.len());
        let mut total = 0u64;
        for (i, hand) in hands.iter().enumerate() {
            let located = tokens(hand.as_ref()).map(|(column, token)| {
                (
                    Location::Player {
                        player: i + 1,
                        column,
                    },
                    token,
                )
            });
            let (parts, new_total) = parse_located(located, total)?;
            total = new_total;
            players.push(parts);
        }
        if total == 0 {
            return Err(TableError::NoCards);
        }
        Ok(Table { players })
    }

    /// The table of these hands (pile sizes in any order, maybe none), in seating order.
    /// Fails on a zero part, a total beyond `u64::MAX`, or no card in all; positions in
    /// errors are [`Location::Hand`].
    ///
    /// ```
    /// let table = bulgarian::multiplayer::Table::new(vec![vec![1, 3], vec![]]).unwrap();
    /// assert_eq!(table.to_string(), "3 1 | -");
    /// assert_eq!(table.players(), [vec![3, 1], vec![]]);
    /// ```
    pub fn new(mut players: Vec<Vec<u64>>) -> Result<Table, TableError> {
        let mut total = 0u64;
        for (i, hand) in players.iter_mut().enumerate() {
            for (j, &part) in hand.iter().enumerate() {
                let at = Location::Hand {
                    player: i + 1,
                    index: j + 1,
                };
                if part == 0 {
                    return Err(TableError::BadPart {
                        at,
                        token: "0".into(),
                        problem: PartProblem::Zero,
                    });
                }
                total = total
                    .checked_add(part)
                    .ok_or(TableError::TotalOverflow { at })?;
            }
            hand.sort_unstable_by(|a, b| b.cmp(a));
        }
        if total == 0 {
            return Err(TableError::NoCards);
        }
        Ok(Table { players })
    }

    /// The hands, in seating order.
    pub fn players(&self) -> &[Vec<u64>] {
        &self.players
    }

    /// The number of cards on the table.
    pub fn total(&self) -> u64 {
        self.players.iter().flatten().sum()
    }

    /// The table after one round (O(piles), no sort).
    pub fn round(&self) -> Table {
        let m = self.players.len();
        let players = (0..m)
            .map(|i| {
                let from = &self.players[(i + m - 1) % m];
                shrink_and_add(&self.players[i], from.len() as u64)
            })
            .collect();
        Table { players }
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Table {
    /// The hands, checked as [`Table::new`] checks it.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Table, D::Error> {
        let raw = <Vec<Vec<u64>> as serde::Deserialize>::deserialize(deserializer)?;
        Table::new(raw).map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for Table {
    /// Hands separated by ` | `, parts by single spaces, `-` for an empty hand.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, hand) in self.players.iter().enumerate() {
            if i > 0 {
                f.write_str(" | ")?;
            }
            if hand.is_empty() {
                f.write_str("-")?;
            } else {
                write_parts(f, hand)?;
            }
        }
        Ok(())
    }
}

/// A multiplayer game traced to its cycle; the rounds are produced while they are
/// iterated, never held.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MultiplayerTrace {
    /// The number of cards on the table.
    pub n: u64,
    /// The table before the first round (not listed in [`MultiplayerTrace::rounds`]).
    pub start: Table,
    /// The tables after each round, up to and including the first repeat, produced when
    /// they are iterated.
    pub rounds: Listing<Moves<Table>>,
    /// Rounds from the start to the first table on the cycle.
    pub transient: u64,
    /// The cycle's length in rounds.
    pub cycle_length: u64,
}

/// Plays `start` round by round to its cycle (see the module docs for what is listed).
///
/// ```
/// use bulgarian::multiplayer::{Table, multiplayer};
///
/// let table = Table::from_args(&["3 2 1", "6"]).unwrap();
/// let t = multiplayer(&table);
/// let rounds: Vec<_> = t.rounds.iter().collect();
/// assert_eq!(rounds[0].to_string(), "2 1 1 | 5 3");
/// let last = rounds.last().unwrap();
/// assert!(rounds[..rounds.len() - 1].contains(last));
/// ```
pub fn multiplayer(start: &Table) -> MultiplayerTrace {
    let play = moving(|t: &mut Table| *t = t.round());
    let (rho, _) = always(brent(start, play, |a, b| a == b));
    played(start, rho)
}

/// [`multiplayer()`] within `limits`: it gives up after [`Limits::max_moves`] rounds with
/// [`MoveLimit`], and tells its progress every 2^16 rounds (a round costs one step per
/// pile).
pub fn multiplayer_within(
    start: &Table,
    limits: Limits<'_>,
) -> Result<MultiplayerTrace, MoveLimit> {
    let play = limits.counted(1 << 16, |t: &mut Table| *t = t.round());
    let (rho, _) = brent(start, play, |a, b| a == b)?;
    Ok(played(start, rho))
}

/// The game of `start`, whose orbit has the shape `rho`.
fn played(start: &Table, rho: Rho) -> MultiplayerTrace {
    let listed = rho.transient.saturating_sub(1) + rho.cycle_length + 1;
    MultiplayerTrace {
        n: start.total(),
        start: start.clone(),
        transient: rho.transient,
        cycle_length: rho.cycle_length,
        rounds: Listing::new(Moves::new(start.round(), listed, Table::round)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partition::Partition;

    #[test]
    fn one_player_plays_the_ordinary_game() {
        let table = Table::from_args(&["4 1 1"]).unwrap();
        let mut t = table.clone();
        let mut p = Partition::new(vec![4, 1, 1]).unwrap();
        for _ in 0..10 {
            t = t.round();
            p = p.step();
            assert_eq!(t.players()[0], p.parts());
        }
    }
}
