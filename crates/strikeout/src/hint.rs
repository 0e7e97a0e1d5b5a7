//! A hint: a move from the current field that keeps a shortest solution reachable.
//!
//! The current field (digits and live cells) is a start like any other, so the shortest
//! solution from it is found by [`solve`]; its first move is the hint. A stuck field has no
//! move to hint: the next step is the append.

use crate::field::{Field, Move};
use crate::solve::solve;

/// A first move of a shortest solution from `field` among those of at most `max_length`
/// cells, with that solution's length; `None` when the field is won or stuck, or no
/// solution is within the bound.
///
/// ```
/// use strikeout::{hint, Field};
/// let field = Field::new(3, "1919").unwrap();
/// let (mv, length) = hint(&field, 20).unwrap();
/// assert!(field.is_move(mv.0, mv.1));
/// assert_eq!(length, 4);
/// ```
pub fn hint(field: &Field, max_length: usize) -> Option<(Move, usize)> {
    if field.is_won() || field.is_stuck() {
        return None;
    }
    let solution = solve(field, max_length).solution?;
    solution.moves.first().map(|&m| (m, solution.length))
}
