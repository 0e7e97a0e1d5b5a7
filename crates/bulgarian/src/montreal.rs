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
//! point for any number of inner zeros), so [`montreal_analysis`] works on a finite set:
//! the positions with no empty column (the compositions of N) and everything reachable
//! from them.

use std::collections::HashSet;
use std::fmt;

use crate::error::{Error, Location, PartProblem};
use crate::partition::{parse_part, write_parts};
use crate::relatives::{Closed, Relative, RelativeAnalysis};

/// The largest N [`montreal_analysis`] takes: its set holds the 2^(N−1) compositions of N
/// and what they reach, each stored (685,008 positions at N = 16; each N more multiplies them by about 2.5).
pub const MAX_MONTREAL_ANALYZE: u64 = 16;

/// The largest N [`montreal_dot`] draws (N = 6: 38 positions, a readable picture).
pub const MAX_MONTREAL_GRAPH: u64 = 6;

/// A Montreal position: the columns' sizes, left to right, the first and last non-empty.
/// Ordered as lists of sizes (lexicographically); serialized (feature `serde`) as an array
/// of sizes.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct Columns {
    columns: Vec<u64>,
}

impl Columns {
    /// The position of these column sizes; the empty columns at both ends are dropped.
    /// Fails when there is no card, or the total exceeds `u64::MAX` (positions in errors
    /// are [`Location::Argument`]).
    ///
    /// ```
    /// let p = bulgarian::Columns::new(vec![0, 3, 0, 2, 0]).unwrap();
    /// assert_eq!(p.to_string(), "3 0 2");
    /// ```
    pub fn new(columns: Vec<u64>) -> Result<Columns, Error> {
        let mut total = 0u64;
        for (i, &c) in columns.iter().enumerate() {
            total = total.checked_add(c).ok_or(Error::TotalOverflow {
                at: Location::Argument(i + 1),
            })?;
        }
        if total == 0 {
            return Err(Error::NoColumns);
        }
        Ok(Columns::trimmed(columns))
    }

    /// Parses one column size per argument (zeros allowed, negatives refused).
    pub fn from_args<S: AsRef<str>>(args: &[S]) -> Result<Columns, Error> {
        Columns::from_located(
            args.iter()
                .enumerate()
                .map(|(i, a)| (Location::Argument(i + 1), a.as_ref())),
        )
    }

    fn from_located<'a>(
        located: impl Iterator<Item = (Location, &'a str)>,
    ) -> Result<Columns, Error> {
        let mut columns = Vec::new();
        let mut total = 0u64;
        for (at, token) in located {
            let size = match parse_part(token) {
                Ok(size) => size,
                Err(PartProblem::Zero) => 0,
                Err(problem) => {
                    return Err(Error::BadColumn {
                        at,
                        token: token.to_owned(),
                        problem,
                    });
                }
            };
            total = total.checked_add(size).ok_or(Error::TotalOverflow { at })?;
            columns.push(size);
        }
        if total == 0 {
            return Err(Error::NoColumns);
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

impl fmt::Display for Columns {
    /// The sizes, left to right, separated by single spaces (empty columns as `0`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_parts(f, &self.columns)
    }
}

/// The set [`montreal_analysis`] works on: the compositions of n and what they reach.
pub(crate) fn reachable(n: u64, max: u64) -> Result<Closed<Columns>, Error> {
    if n == 0 || n > max {
        return Err(Error::MontrealRange { n, max });
    }
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
/// column and everything they reach, for 1 <= n <= [`MAX_MONTREAL_ANALYZE`]. The witness
/// is the lexicographically greatest position (as a list of sizes) with the longest
/// transient.
///
/// ```
/// let a = bulgarian::montreal_analysis(3).unwrap();
/// // 3, 2 1, 1 2, 1 1 1, and 1 0 2, which 2 1 reaches.
/// assert_eq!(a.states, 5);
/// ```
pub fn montreal_analysis(n: u64) -> Result<RelativeAnalysis<Columns>, Error> {
    Ok(reachable(n, MAX_MONTREAL_ANALYZE)?.analysis())
}

/// The state graph of [`montreal_analysis`] in Graphviz DOT, cycles bold and red, for
/// 1 <= n <= [`MAX_MONTREAL_GRAPH`].
pub fn montreal_dot(n: u64) -> Result<String, Error> {
    Ok(reachable(n, MAX_MONTREAL_GRAPH)?.dot(&format!("Montreal {n}")))
}
