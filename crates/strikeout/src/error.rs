//! The typed errors: a bad start or width ([`StartError`]), an illegal move in a move
//! list ([`MoveError`]), an undo with no move to take back ([`NothingToUndo`]), and a start
//! longer than the length bound of a search ([`BeyondBound`]).

use std::fmt;

/// Why a field cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StartError {
    /// The width is 0.
    #[error("the width must be at least 1, not 0")]
    ZeroWidth,
    /// The start holds no digit.
    #[error("the start is empty: give at least one digit 1-9")]
    Empty,
    /// A character of the start is not a digit 1-9.
    #[error("the start has {found:?} at character {position}: only digits 1-9 are allowed")]
    NotADigit {
        /// Position of the character in the start, from 1.
        position: usize,
        /// The character found there.
        found: char,
    },
    /// A random start longer than the largest field played.
    #[error("a random start of {len} digits is longer than {max}, the largest field played")]
    TooLong {
        /// The length asked for.
        len: usize,
        /// The longest allowed, [`MAX_CELLS`](crate::field::MAX_CELLS).
        max: usize,
    },
}

/// A cell named in a message: its 0-based position and, for a person, its row and column
/// (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct CellName {
    /// 0-based position in reading order.
    pub cell: usize,
    /// Row, from 1.
    pub row: usize,
    /// Column, from 1.
    pub column: usize,
}

impl CellName {
    /// The name of `cell` on a field of `width` columns.
    pub fn new(cell: usize, width: usize) -> CellName {
        CellName {
            cell,
            row: cell / width + 1,
            column: cell % width + 1,
        }
    }
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cell {} (row {}, column {})",
            self.cell, self.row, self.column
        )
    }
}

/// Why a move cannot be played on a field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// A cell is beyond the end of the field.
    #[error("{cell} is out of range: the field has {len} cells")]
    OutOfRange {
        /// The cell named.
        cell: CellName,
        /// The number of cells on the field.
        len: usize,
    },
    /// Both cells of the move are the same.
    #[error("strikes {cell} twice: a move strikes two different cells")]
    SameCell {
        /// The cell named twice.
        cell: CellName,
    },
    /// A cell is already struck.
    #[error("{cell} is already struck")]
    Struck {
        /// The struck cell.
        cell: CellName,
    },
    /// The digits are neither equal nor sum to 10.
    #[error("{a} holds {da} and {b} holds {db}: digits must be equal or sum to 10")]
    NotMatching {
        /// The first cell.
        a: CellName,
        /// Its digit.
        da: u8,
        /// The second cell.
        b: CellName,
        /// Its digit.
        db: u8,
    },
    /// The cells are not neighbours.
    #[error(
        "{a} and {b} are not neighbours: a live digit stands between them in reading order and they are not next to each other in one column"
    )]
    NotNeighbours {
        /// The first cell.
        a: CellName,
        /// The second cell.
        b: CellName,
    },
}

/// An illegal move in a move list: which move (counted from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number}: {reason}")]
#[non_exhaustive]
pub struct MoveError {
    /// The move, from 1.
    pub number: usize,
    /// Why it cannot be played.
    pub reason: IllegalMove,
}

/// Why [`Game::undo`](crate::Game::undo) took nothing back: no move has been played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no move to take back: none has been played")]
pub struct NothingToUndo;

/// Why the exact search cannot take a start at a length bound, known before it begins
/// ([`check_start`](crate::check_start)): the start is longer than the bound, and a
/// solution is never shorter than its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the start has {len} cells, more than the length bound of {max_length}: a solution has at least as many cells as its start"
)]
#[non_exhaustive]
pub struct BeyondBound {
    /// The length of the start.
    pub len: usize,
    /// The length bound.
    pub max_length: usize,
}
