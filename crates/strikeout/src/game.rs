//! [`Game`]: a game in progress as a person plays it, one move at a time, with no I/O.
//!
//! The game applies the rules' own steps itself: after a move that leaves the field stuck,
//! it appends the live digits (again while still stuck), and it reports the blocks it
//! appended with the new [`Status`] in a [`Turn`]. A field that stays stuck for ever stops
//! growing before it would pass [`MAX_CELLS`](crate::field::MAX_CELLS): the game is then [`Status::Stopped`].

use crate::budget::{Budget, SearchError};
use crate::error::IllegalMove;
use crate::field::may_append;
use crate::field::{Field, Move};
use crate::hint::{Hint, hint, hint_within};

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Status {
    /// A move is available: the player's turn.
    Playing,
    /// No move is left and the next step is the append ([`Game::settle`] makes it). Only a
    /// game just made by [`Game::new`] is left in this state.
    Stuck,
    /// Every cell is struck: the game is won, at the field's length.
    Won,
    /// No move is left and another append would pass [`MAX_CELLS`](crate::field::MAX_CELLS) cells: play ends here.
    Stopped,
}

impl Status {
    /// Whether play has ended, won or stopped.
    pub fn is_over(self) -> bool {
        matches!(self, Status::Won | Status::Stopped)
    }
}

/// What a step of the game did: the blocks of digits appended after it, in order (none
/// unless the field got stuck), and where the game stands now.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Turn {
    /// The blocks appended, in order.
    pub appended: Vec<Vec<u8>>,
    /// Where the game stands after them.
    pub status: Status,
}

/// A game in progress: the field, the moves played so far, and the rules' appends made as
/// they fall due.
///
/// ```
/// use strikeout::error::IllegalMove;
/// use strikeout::{Field, Game, Status};
///
/// // 12 / 13 on rows of two: strike the two 1s of the first column.
/// let mut game = Game::new(Field::new(2, "1213").unwrap());
/// assert_eq!(game.settle().status, Status::Playing);
/// assert!(matches!(game.play((0, 1)), Err(IllegalMove::NotMatching { .. })));
/// // Only 2 and 3 are left, stuck: the game appends them.
/// let turn = game.play((0, 2)).unwrap();
/// assert_eq!(turn.appended, [vec![2, 3]]);
/// assert_eq!(game.field().rows(), [".2", ".3", "23"]);
/// // The 3s in the second column, then the two 2s, now next in reading order.
/// game.play((3, 5)).unwrap();
/// assert_eq!(game.play((4, 1)).unwrap().status, Status::Won);
/// assert_eq!(game.field().len(), 6);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    field: Field,
    played: Vec<Move>,
}

impl Game {
    /// A game from `start`. Nothing is appended yet: call [`Game::settle`] once before the
    /// first move, so that a start with no move gets its appends (and [`Game::play`] makes
    /// them after every move).
    pub fn new(start: Field) -> Game {
        Game {
            field: start,
            played: Vec::new(),
        }
    }

    /// The field as it stands.
    pub fn field(&self) -> &Field {
        &self.field
    }

    /// The moves played so far, smaller cell first, in order.
    pub fn played(&self) -> &[Move] {
        &self.played
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        if self.field.is_won() {
            Status::Won
        } else if !self.field.is_stuck() {
            Status::Playing
        } else if may_append(&self.field) {
            Status::Stuck
        } else {
            Status::Stopped
        }
    }

    /// Makes the appends that are due: while the field is stuck, its live digits are
    /// appended, up to [`MAX_CELLS`](crate::field::MAX_CELLS) cells. Returns the blocks appended (none when a move is
    /// available or the game is over) and the status after them.
    pub fn settle(&mut self) -> Turn {
        let mut appended = Vec::new();
        while self.status() == Status::Stuck {
            appended.push(self.field.append());
        }
        Turn {
            appended,
            status: self.status(),
        }
    }

    /// Plays `mv` (its cells in either order), then makes the appends that fall due
    /// ([`Game::settle`]). An illegal move changes nothing and says why.
    pub fn play(&mut self, mv: Move) -> Result<Turn, IllegalMove> {
        let (a, b) = mv;
        self.field.try_strike(a, b)?;
        self.played.push((a.min(b), a.max(b)));
        Ok(self.settle())
    }

    /// The moves available now, in increasing order.
    pub fn moves(&self) -> Vec<Move> {
        self.field.moves()
    }

    /// A move that keeps a shortest solution of at most `max_length` cells reachable, with
    /// that solution's length ([`hint`](crate::hint)); `None` when the game is over, not
    /// settled, or no solution is within the bound.
    pub fn hint(&self, max_length: usize) -> Option<Hint> {
        hint(&self.field, max_length)
    }

    /// [`Game::hint`] within `budget` ([`hint_within`](crate::hint_within)): past the
    /// budget's memory, [`SearchError::OutOfMemory`], and the game goes on unchanged.
    pub fn hint_within(
        &self,
        max_length: usize,
        budget: Budget,
    ) -> Result<Option<Hint>, SearchError> {
        hint_within(&self.field, max_length, budget)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::replay;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Random play: the checker replays the moves the game accepted to the same field,
        /// once the appends due after the last move are made; the blocks the game reported
        /// are the checker's appended blocks; a settled game is never left stuck.
        #[test]
        fn a_game_agrees_with_the_checker(
            width in 1usize..=6,
            digits in prop::collection::vec(1u8..=9, 1..14),
            choices in prop::collection::vec(any::<u16>(), 0..40),
        ) {
            let text: String = digits.iter().map(|d| d.to_string()).collect();
            let start = Field::new(width, &text).unwrap();
            let mut game = Game::new(start.clone());
            let mut reported = game.settle().appended;
            for choice in choices {
                prop_assert_ne!(game.status(), Status::Stuck);
                if game.status() != Status::Playing {
                    break;
                }
                let moves = game.moves();
                let (a, b) = moves[usize::from(choice) % moves.len()];
                // Either order of the cells is the same move.
                let turn = if choice % 2 == 0 { game.play((a, b)) } else { game.play((b, a)) };
                let turn = turn.unwrap();
                prop_assert_eq!(turn.status, game.status());
                reported.extend(turn.appended);
                let checked = replay(&start, game.played()).unwrap();
                let mut field = checked.field().clone();
                let mut appended = checked.appended();
                while field.is_stuck() && field.len() + field.live_count() <= crate::field::MAX_CELLS {
                    appended.push(field.append());
                }
                prop_assert_eq!(&field, game.field());
                prop_assert_eq!(&appended, &reported);
            }
        }
    }

    /// 1213 on rows of two, worked by hand: `12 / 13` has one move, the 1s of the first
    /// column; `2` and `3` are then stuck and appended: `.2 / .3 / 23`, where the 3s of the
    /// second column and then the two 2s (next in reading order) win at 6 cells.
    #[test]
    fn a_game_played_to_the_end() {
        let mut game = Game::new(Field::new(2, "1213").unwrap());
        assert_eq!(game.status(), Status::Playing);
        let opening = game.settle();
        assert_eq!(opening.appended, Vec::<Vec<u8>>::new());
        assert_eq!(game.moves(), [(0, 2)]);
        let turn = game.play((2, 0)).unwrap();
        assert_eq!(turn.appended, [vec![2, 3]]);
        assert_eq!(turn.status, Status::Playing);
        assert_eq!(game.moves(), [(3, 5)]);
        // An illegal move changes nothing.
        let before = game.clone();
        assert_eq!(
            game.play((1, 5)),
            Err(IllegalMove::NotMatching {
                a: crate::error::CellName::new(1, 2),
                da: 2,
                b: crate::error::CellName::new(5, 2),
                db: 3,
            })
        );
        assert!(matches!(game.play((0, 2)), Err(IllegalMove::Struck { .. })));
        assert!(matches!(
            game.play((3, 9)),
            Err(IllegalMove::OutOfRange { len: 6, .. })
        ));
        assert_eq!(game, before);
        assert_eq!(game.play((3, 5)).unwrap().status, Status::Playing);
        let last = game.play((1, 4)).unwrap();
        assert_eq!((last.appended.len(), last.status), (0, Status::Won));
        assert!(last.status.is_over());
        assert_eq!(game.field().len(), 6);
        assert_eq!(game.played(), [(0, 2), (3, 5), (1, 4)]);
        assert_eq!(game.moves(), []);
        assert_eq!(game.hint(20), None);
    }

    /// A start with no move is appended to by `settle`; `12` on a wide row never gets a
    /// move, doubles at every append (2, 4, ..., 8192 cells) and stops there, since another
    /// append would make 16 384 cells, past `MAX_CELLS`.
    #[test]
    fn a_field_stuck_for_ever_stops() {
        let mut game = Game::new(Field::new(129, "12").unwrap());
        assert_eq!(game.status(), Status::Stuck);
        let turn = game.settle();
        let sizes: Vec<usize> = turn.appended.iter().map(Vec::len).collect();
        assert_eq!(sizes, (1..=12).map(|k| 1 << k).collect::<Vec<_>>());
        assert!(
            turn.appended
                .iter()
                .all(|b| b.chunks(2).all(|p| p == [1, 2]))
        );
        assert_eq!(turn.status, Status::Stopped);
        assert!(turn.status.is_over());
        assert_eq!(game.field().len(), 8192);
        assert!(game.field().len() * 2 > crate::field::MAX_CELLS);
        // Settling again changes nothing.
        let again = game.settle();
        assert!(again.appended.is_empty());
        assert_eq!(game.field().len(), 8192);
        assert_eq!(game.hint(10_000), None);
    }

    /// Following the hints from the standard start keeps the shortest length, 68 cells,
    /// reachable until the game is won at exactly that length.
    #[test]
    fn hints_lead_to_a_shortest_win() {
        let mut game = Game::new(Field::standard());
        game.settle();
        let mut turns = 0;
        while game.status() == Status::Playing {
            let hint = game
                .hint(100)
                .expect("a solution of 68 cells stays reachable");
            assert_eq!(hint.length, 68);
            assert!(game.moves().contains(&hint.mv));
            game.play(hint.mv).unwrap();
            turns += 1;
        }
        assert_eq!(game.status(), Status::Won);
        assert_eq!(game.field().len(), 68);
        // Every move strikes two of the 68 cells.
        assert_eq!(turns, 34);
        assert_eq!(game.played().len(), 34);
    }
}
