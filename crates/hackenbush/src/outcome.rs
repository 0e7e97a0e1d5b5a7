//! How a position ends with best play and how to win it: the four outcome classes of a
//! partizan game and each player's winning moves.

use crate::picture::EdgeNumber;

/// Who wins a position with best play, by who moves first: the four outcome classes of a
/// partizan game (a green picture is always [`Outcome::First`] or [`Outcome::Second`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Outcome {
    /// Left (Blue) wins whoever moves first (a positive number, for instance).
    Left,
    /// Right (Red) wins whoever moves first (a negative number, for instance).
    Right,
    /// The player to move wins (never for a Blue-Red picture, whose value is a number).
    First,
    /// The player to move loses (the value is 0).
    Second,
}

/// Each player's winning moves: the edges whose cut, made by that player moving first,
/// wins, ascending. In a green picture both players have the same ones.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct WinningMoves {
    /// Left's (Blue's).
    pub left: Vec<EdgeNumber>,
    /// Right's (Red's).
    pub right: Vec<EdgeNumber>,
}

impl WinningMoves {
    /// Left's moves and Right's, each sorted here.
    pub(crate) fn new(mut left: Vec<EdgeNumber>, mut right: Vec<EdgeNumber>) -> WinningMoves {
        left.sort_unstable();
        right.sort_unstable();
        WinningMoves { left, right }
    }
}
