//! Montreal solitaire (Cannings and Haigh): cards in columns, left to right, empty inner
//! columns included.
//!
//! A move walks the columns from left to right with a hand that starts empty: from a
//! non-empty column it takes one card into the hand; at a column that is empty when it is
//! reached it puts the whole hand down, and the hand is empty again. Past the last column
//! the hand is put down in a new column. Then the empty columns at both ends are dropped;
//! inner empty columns stay, because they are part of the position.
//!
//! For a fixed number of cards the positions are infinitely many (`1 0 … 0 1` is a fixed
//! point for any number of inner zeros), so [`analysis`] (and [`dot`]) work on a finite
//! set: the positions with no empty column (the compositions of N) and everything
//! reachable from them.

use std::collections::HashSet;
use std::fmt;

use crate::error::{Location, PartProblem};
use crate::partition::{parse_part, write_parts};
use crate::relatives::{Closed, Relative, RelativeAnalysis};
use crate::span::{Operation, RangeError};

/// The largest N [`analysis`] takes: its set holds the 2^(N−1) compositions of N and what
/// they reach, each stored (685,008 positions at N = 16; each N more multiplies them by
/// about 2.5).
pub const MAX_ANALYZE: u64 = 16;

/// The largest N [`dot`] draws (N = 6: 38 positions, a readable picture).
pub const MAX_GRAPH: u64 = 6;

/// Why column sizes are not a Montreal position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ColumnsError {
    /// A position with no card.
    #[error("no cards: give the columns' sizes, left to right, for example `3 2 2`")]
    NoColumns,
    /// A column size that is not a whole number of at least 0.
    #[error("{at}: the column size {token:?} {}", column_words(*problem))]
    BadColumn {
        /// Where the size was read.
        at: Location,
        /// The size as written.
        token: String,
        /// What is wrong with it ([`PartProblem::Zero`] never: a column may be empty).
        problem: PartProblem,
    },
    /// The total number of cards does not fit in 64 bits.
    #[error("{at}: the total number of cards exceeds 18446744073709551615")]
    TotalOverflow {
        /// The column that made the total overflow.
        at: Location,
    },
}

/// What is wrong with a Montreal column size, in words (a column may be empty).
fn column_words(problem: PartProblem) -> &'static str {
    match problem {
        PartProblem::Negative => "is negative (a column holds 0 cards or more)",
        _ => "is not a whole number of at least 0 (at most 18446744073709551615)",
    }
}

/// A Montreal position: the columns' sizes, left to right, the first and last non-empty.
/// Ordered as lists of sizes (lexicographically); serialized (feature `serde`) as the
/// sequence of sizes, and read back from one (checked).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct Columns {
    columns: Vec<u64>,
}

impl Columns {
    /// The position of these column sizes; the empty columns at both ends are dropped.
    /// Fails when there is no card, or the total exceeds `u64::MAX` (positions in errors
    /// are [`Location::Index`]).
    ///
    /// ```
    /// let p = bulgarian::montreal::Columns::new(vec![0, 3, 0, 2, 0]).unwrap();
    /// assert_eq!(p.to_string(), "3 0 2");
    /// ```
    pub fn new(columns: Vec<u64>) -> Result<Columns, ColumnsError> {
        let mut total = 0u64;
        for (i, &c) in columns.iter().enumerate() {
            total = total.checked_add(c).ok_or(ColumnsError::TotalOverflow {
                at: Location::Index(i),
            })?;
        }
        if total == 0 {
            return Err(ColumnsError::NoColumns);
        }
        Ok(Columns::trimmed(columns))
    }

    /// Parses one column size per argument (zeros allowed, negatives refused).
    pub fn from_args<S: AsRef<str>>(args: &[S]) -> Result<Columns, ColumnsError> {
        Columns::from_located(
            args.iter()
                .enumerate()
                .map(|(i, a)| (Location::Argument(i + 1), a.as_ref())),
        )
    }

    fn from_located<'a>(
        located: impl Iterator<Item = (Location, &'a str)>,
    ) -> Result<Columns, ColumnsError> {
        let mut columns = Vec::new();
        let mut total = 0u64;
        for (at, token) in located {
            let size = match parse_part(token) {
                Ok(size) => size,
                Err(PartProblem::Zero) => 0,
                Err(problem) => {
                    return Err(ColumnsError::BadColumn {
                        at,
                        token: token.to_owned(),
                        problem,
                    });
                }
            };
            total = total
                .checked_add(size)
                .ok_or(ColumnsError::TotalOverflow { at })?;
            columns.push(size);
        }
        if total == 0 {
            return Err(ColumnsError::NoColumns);
        }
        Ok(Columns::trimmed(columns))
    }

    fn trimmed(mut columns: Vec<u64>) -> Columns {
        while columns.last() == Some(&0) {
            columns.pop();
        }
        let first = columns.iter().position(|&c| c > 0).unwrap_or(columns.len());
        columns.drain(..first);
        Columns { columns }
    }

    /// The columns' sizes, left to right.
    pub fn columns(&self) -> &[u64] {
        &self.columns
    }
}

impl Relative for Columns {
    /// One move (O(columns)).
    fn step(&self) -> Columns {
        let mut columns = Vec::with_capacity(self.columns.len() + 1);
        let mut hand = 0u64;
        for &c in &self.columns {
            if c > 0 {
                columns.push(c - 1);
                hand += 1;
            } else {
                columns.push(hand);
                hand = 0;
            }
        }
        columns.push(hand);
        Columns::trimmed(columns)
    }

    fn total(&self) -> u64 {
        self.columns.iter().sum()
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Columns {
    /// The column sizes, checked as [`Columns::new`] checks it.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Columns, D::Error> {
        let raw = <Vec<u64> as serde::Deserialize>::deserialize(deserializer)?;
        Columns::new(raw).map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for Columns {
    /// The sizes, left to right, separated by single spaces (empty columns as `0`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_parts(f, &self.columns)
    }
}

/// The set [`analysis`] works on: the compositions of n and what they reach.
fn reachable(n: u64, max: u64) -> Result<Closed<Columns>, RangeError> {
    RangeError::check(n, Operation::Montreal, 1, max)?;
    let mut seen: HashSet<Columns> = HashSet::new();
    let mut todo: Vec<Columns> = Vec::new();
    // Composition number `bits`: a cut after card i + 1 where bit i is set.
    for bits in 0..1u64 << (n - 1) {
        let mut columns = Vec::new();
        let mut size = 1;
        for i in 0..n - 1 {
            if bits >> i & 1 == 1 {
                columns.push(size);
                size = 0;
            }
            size += 1;
        }
        columns.push(size);
        let p = Columns { columns };
        if seen.insert(p.clone()) {
            todo.push(p);
        }
    }
    while let Some(p) = todo.pop() {
        let q = p.step();
        if seen.insert(q.clone()) {
            todo.push(q);
        }
    }
    Ok(Closed::new(seen.into_iter().collect()))
}

/// The state graph of Montreal solitaire with n cards, on the positions with no empty
/// column and everything they reach, for 1 <= n <= [`MAX_ANALYZE`]. The witness is the
/// lexicographically greatest position (as a list of sizes) with the longest transient.
///
/// ```
/// let a = bulgarian::montreal::analysis(3).unwrap();
/// // 3, 2 1, 1 2, 1 1 1, and 1 0 2, which 2 1 reaches.
/// assert_eq!(a.states, 5);
/// ```
pub fn analysis(n: u64) -> Result<RelativeAnalysis<Columns>, RangeError> {
    Ok(reachable(n, MAX_ANALYZE)?.analysis())
}

/// The state graph of [`analysis`] in Graphviz DOT, cycles bold and red, for
/// 1 <= n <= [`MAX_GRAPH`].
pub fn dot(n: u64) -> Result<String, RangeError> {
    Ok(reachable(n, MAX_GRAPH)?.dot(&format!("Montreal {n}")))
}
