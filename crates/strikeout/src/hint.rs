//! A hint: a move from the current field that keeps a shortest solution reachable.
//!
//! The current field (digits and live cells) is a start like any other, so the shortest
//! solution from it is found by [`solve_within`]; its first move is the hint. A stuck field
//! has no move to hint: the next step is the append. A hint costs what a solve costs, so
//! [`hint_within`] keeps to a memory [`Budget`] as [`solve_within`] does.

use crate::budget::{Budget, SearchError};
use crate::field::{Field, Move};
use crate::solve::solve_within;

/// A move to play now, and the length of the shortest solution it keeps reachable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Hint {
    /// The move: the first move of a shortest solution from the field.
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub mv: Move,
    /// The length of that shortest solution (cells on its final field).
    pub length: usize,
}

/// A first move of a shortest solution from `field` among those of at most `max_length`
/// cells, with that solution's length; `None` when the field is won or stuck (the next step
/// is then the append, not a move), or no solution is within the bound.
///
/// ```
/// use strikeout::{hint, Field};
/// let field = Field::new(3, "1919").unwrap();
/// let hint = hint(&field, 20).unwrap();
/// assert!(field.is_move(hint.mv.0, hint.mv.1));
/// assert_eq!(hint.length, 4);
/// // "12" is stuck: the next step is an append, not a move.
/// assert_eq!(strikeout::hint(&Field::new(9, "12").unwrap(), 20), None);
/// ```
pub fn hint(field: &Field, max_length: usize) -> Option<Hint> {
    match hint_within(field, max_length, Budget::unlimited()) {
        Ok(hint) => hint,
        Err(e) => unreachable!("an unlimited budget is never exhausted: {e}"),
    }
}

/// [`hint`] within `budget`: the same answer, or [`SearchError::OutOfMemory`] when the
/// search's tables would pass the budget's memory before the answer is known.
///
/// ```
/// use strikeout::budget::{Budget, SearchError};
/// use strikeout::{hint_within, Field};
/// // A phase of 1919…19 (100 digits) reaches far more positions than 1 MiB holds.
/// let field = Field::new(9, &"19".repeat(50)).unwrap();
/// let stopped = hint_within(&field, 120, Budget::new(1 << 20));
/// assert!(matches!(stopped, Err(SearchError::OutOfMemory { .. })));
/// ```
pub fn hint_within(
    field: &Field,
    max_length: usize,
    budget: Budget,
) -> Result<Option<Hint>, SearchError> {
    if field.is_won() || field.is_stuck() {
        return Ok(None);
    }
    let report = solve_within(field, max_length, budget)?;
    Ok(report.solution().and_then(|solution| {
        solution.moves().first().map(|&mv| Hint {
            mv,
            length: solution.length(),
        })
    }))
}
