//! The naive search (feature `naive`), kept as the baseline of the benchmarks and as the
//! independent oracle of the tests: breadth-first over single moves (an append counts as a
//! move when the field is stuck), remembering every field seen, digits and struck cells.

use std::collections::{BTreeMap, HashSet, VecDeque};

use crate::field::Field;

/// What the naive search found: every won field of at most the bound.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Report {
    /// The length of a shortest solution, if one has at most the bound.
    pub shortest: Option<usize>,
    /// Length to number of distinct won digit strings of that length.
    pub by_length: BTreeMap<usize, u64>,
    /// The number of fields seen.
    pub fields: usize,
}

/// Explores every field reachable from `start` by single moves and appends whose length is
/// at most `max_length` (feature `naive`). It remembers every field, so its memory grows
/// with the number of fields: gigabytes on the standard start at 100 cells.
///
/// ```
/// use strikeout::{naive, Field};
/// let report = naive::search(&Field::new(2, "19").unwrap(), 10);
/// assert_eq!(report.shortest, Some(2));
/// ```
pub fn search(start: &Field, max_length: usize) -> Report {
    let mut seen: HashSet<Field> = HashSet::new();
    let mut queue = VecDeque::new();
    let mut wins: HashSet<Vec<u8>> = HashSet::new();
    if start.len() <= max_length {
        seen.insert(start.clone());
        queue.push_back(start.clone());
    }
    while let Some(field) = queue.pop_front() {
        if field.is_won() {
            wins.insert(field.digits().to_vec());
            continue;
        }
        let mut next = Vec::new();
        let moves = field.moves();
        if moves.is_empty() {
            let mut longer = field.clone();
            longer.append();
            if longer.len() <= max_length {
                next.push(longer);
            }
        }
        for (a, b) in moves {
            let mut after = field.clone();
            after.strike(a, b);
            next.push(after);
        }
        for f in next {
            if seen.insert(f.clone()) {
                queue.push_back(f);
            }
        }
    }
    let mut by_length = BTreeMap::new();
    for digits in &wins {
        *by_length.entry(digits.len()).or_insert(0) += 1;
    }
    Report {
        shortest: by_length.keys().next().copied(),
        by_length,
        fields: seen.len(),
    }
}
