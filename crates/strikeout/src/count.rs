//! Every solution up to a length: how many distinct final fields win the game.
//!
//! Two solutions are different when their final fields (the whole digit string) differ.
//! The digits of a field never change within a phase, so a solution's final field is the
//! field at the start of its last phase, and it wins exactly when that phase can strike every
//! cell. The count walks every phase-start field of at most the bound reachable from the
//! start (each field, digits and live cells, once), and collects the digit strings of those
//! whose phase can win.

use std::collections::BTreeMap;

use hashbrown::HashSet;

use crate::field::Field;
use crate::phase::stuck_positions;
use crate::solve::Work;

/// The solutions of each length up to a bound.
///
/// With the `serde` feature it serializes as the `count --json` document:
/// `{"max_length":L,"by_length":{"LEN":COUNT,..},"total":..}`, lengths in increasing
/// numeric order (as strings, since JSON keys are strings); the work is left out.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Counts {
    /// The bound: solutions of at most this many cells are counted.
    pub max_length: usize,
    /// Length to number of distinct solutions of that length; only lengths with at least
    /// one solution are listed.
    pub by_length: BTreeMap<usize, u64>,
    /// The work done.
    pub work: Work,
}

impl Counts {
    /// The number of solutions of every length up to the bound.
    pub fn total(&self) -> u64 {
        self.by_length.values().sum()
    }
}

/// Counts the distinct solutions from `start` of at most `max_length` cells.
///
/// ```
/// use strikeout::{count, Field};
/// // "19": strike both at once; "11" in one column of width 1 likewise.
/// let counts = count(&Field::new(2, "19").unwrap(), 10);
/// assert_eq!(counts.by_length.get(&2), Some(&1));
/// assert_eq!(counts.total(), 1);
/// ```
pub fn count(start: &Field, max_length: usize) -> Counts {
    let mut work = Work::default();
    let mut seen: HashSet<Field> = HashSet::new();
    let mut wins: HashSet<Vec<u8>> = HashSet::new();
    let mut stack = Vec::new();
    if start.len() <= max_length {
        seen.insert(start.clone());
        stack.push(start.clone());
    }
    while let Some(field) = stack.pop() {
        work.phases += 1;
        for live in stuck_positions(&field, &mut work.positions) {
            if live.is_empty() {
                wins.insert(field.digits().to_vec());
                continue;
            }
            if field.len() + live.len() > max_length {
                continue;
            }
            let mut child = field.clone();
            child.set_live(live);
            child.append();
            if !seen.contains(&child) {
                seen.insert(child.clone());
                stack.push(child);
            }
        }
    }
    let mut by_length = BTreeMap::new();
    for digits in &wins {
        *by_length.entry(digits.len()).or_insert(0) += 1;
    }
    Counts {
        max_length,
        by_length,
        work,
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Counts {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut doc = serializer.serialize_struct("Counts", 3)?;
        doc.serialize_field("max_length", &self.max_length)?;
        doc.serialize_field("by_length", &self.by_length)?;
        doc.serialize_field("total", &self.total())?;
        doc.end()
    }
}
