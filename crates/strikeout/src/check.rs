//! The checker: replays a proposed move list from a start, appending whenever the rules
//! require it, and says which move is illegal and why.
//!
//! Appends are not written in a move list: when the field is stuck (cells live, no move
//! left) before a move, the live digits are appended, as the rules demand, and the move is
//! then checked on the longer field (up to [`MAX_CELLS`](crate::field::MAX_CELLS) cells). Cell positions are 0-based
//! positions in the final field (the field only grows, so a cell keeps its position once
//! written).

use crate::error::MoveError;
use crate::field::{Field, Move, may_append};

/// One phase of a replayed game: the moves played between two appends.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Phase {
    /// The moves of the phase, in the order played.
    pub moves: Vec<Move>,
    /// The field at the end of the phase (after its moves, before any append).
    pub field: Field,
    /// The digits appended after the phase, if the field was stuck there and play went on.
    pub appended: Option<Vec<u8>>,
}

/// A replayed move list: its phases and the final field.
///
/// It holds every phase's field, so it has no serde form: `strikeout check --json` prints a
/// summary of it that the program composes.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Replay {
    /// The phases, in order; the last one has no append.
    pub phases: Vec<Phase>,
}

impl Replay {
    /// The field after the last move.
    pub fn field(&self) -> &Field {
        &self.phases[self.phases.len() - 1].field
    }

    /// Whether the move list wins the game (every cell struck).
    pub fn is_won(&self) -> bool {
        self.field().is_won()
    }

    /// The blocks appended, in order.
    pub fn appended(&self) -> Vec<Vec<u8>> {
        self.phases
            .iter()
            .filter_map(|p| p.appended.clone())
            .collect()
    }

    /// Every move, in the order played.
    pub fn moves(&self) -> Vec<Move> {
        self.phases.iter().flat_map(|p| p.moves.clone()).collect()
    }
}

/// Plays `moves` from `start` (see the module docs for when appends happen).
///
/// ```
/// use strikeout::{replay, Field};
/// let start = Field::new(2, "19").unwrap();
/// let game = replay(&start, &[(0, 1)]).unwrap();
/// assert!(game.is_won());
/// let err = replay(&start, &[(0, 5)]).unwrap_err();
/// assert!(err.to_string().starts_with("move 1: cell 5 (row 3, column 2) is out of range"));
/// ```
pub fn replay(start: &Field, moves: &[Move]) -> Result<Replay, MoveError> {
    let mut field = start.clone();
    let mut phases = Vec::new();
    let mut current = Vec::new();
    for (i, &(a, b)) in moves.iter().enumerate() {
        let number = i + 1;
        // Append while stuck and a named cell is not yet written. A field can stay stuck for
        // ever, growing, so it never grows past `MAX_CELLS`.
        while field.is_stuck() && field.len() <= a.max(b) && may_append(&field) {
            let before = field.clone();
            let appended = field.append();
            phases.push(Phase {
                moves: std::mem::take(&mut current),
                field: before,
                appended: Some(appended),
            });
        }
        field
            .try_strike(a, b)
            .map_err(|reason| MoveError { number, reason })?;
        current.push((a.min(b), a.max(b)));
    }
    phases.push(Phase {
        moves: current,
        field,
        appended: None,
    });
    Ok(Replay { phases })
}
