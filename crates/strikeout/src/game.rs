//! [`Game`]: a game in progress as a person plays it, one move at a time, with no I/O.
//!
//! The game applies the rules' own steps itself: after a move that leaves the field stuck,
//! it appends the live digits (again while still stuck), and it reports the blocks it
//! appended with the new [`Status`] in a [`Turn`]. A field that stays stuck for ever stops
//! growing before it would pass [`MAX_CELLS`](crate::field::MAX_CELLS): the game is then [`Status::Stopped`].
//!
//! A game keeps its start and its moves, which are all it is: [`Game::undo`] replays the
//! moves but the last from the start (so the appends that move caused go too), and a saved
//! game (feature `serde`) is its start and moves, replayed and checked when restored.
//!
//! The game is a puzzle for one person: there is no opponent, so no rule for the program
//! in a lost position. What the program offers is advice: [`Game::advise`] (a move while
//! one is left: on a shortest solution when the search proves one, else by a stated rule),
//! [`Game::hint`] (a move on a shortest solution, or none) and [`Game::shortest`] (the
//! length of the shortest solution from here, or that none is within a bound).

use crate::advice::{Advice, advise, hint_bound};
use crate::budget::{Budget, SearchError};
use crate::error::{IllegalMove, MoveError, NothingToUndo};
use crate::field::may_append;
use crate::field::{Field, Move};
use crate::hint::{Hint, hint, hint_within};
use crate::solve::solve_within;

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

/// What a step of the game did: the move struck (none for the appends due before the first
/// move), the blocks of digits appended after it, in order (none unless the field got
/// stuck), and where the game stands now.
///
/// Displays as the step in the player's words (the module [`session`](crate::session)
/// shows it on both front ends): `Struck cell 0 (row 1, column 1) and cell 2 (row 2,
/// column 1). No move was left: the 2 live digits were appended (23).`
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Turn {
    /// The move struck, smaller cell first; `None` when the step only made the appends
    /// that were due ([`Game::settle`]).
    pub mv: Option<Move>,
    /// The blocks appended, in order.
    pub appended: Vec<Vec<u8>>,
    /// Where the game stands after them.
    pub status: Status,
    /// The width of the field, to name the cells.
    pub(crate) width: usize,
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
///
/// A move can be taken back, with the appends it caused:
///
/// ```
/// use strikeout::{Field, Game};
///
/// let mut game = Game::new(Field::new(2, "1213").unwrap());
/// game.settle();
/// let before = game.clone();
/// game.play((0, 2)).unwrap(); // the field gets stuck and grows to 6 cells
/// assert_eq!(game.field().len(), 6);
/// assert_eq!(game.undo(), Ok((0, 2)));
/// assert_eq!(game, before);
/// assert!(game.undo().is_err(), "nothing left to take back");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Field,
    field: Field,
    played: Vec<Move>,
}

impl Game {
    /// A game from `start`. Nothing is appended yet: call [`Game::settle`] once before the
    /// first move, so that a start with no move gets its appends (and [`Game::play`] makes
    /// them after every move).
    pub fn new(start: Field) -> Game {
        Game {
            field: start.clone(),
            start,
            played: Vec::new(),
        }
    }

    /// The game reached by playing `moves` from `start`, settled before each move
    /// ([`Game::settle`]) and after the last: the game a person who played them would
    /// have. The first illegal move is refused with its number (from 1) and why.
    ///
    /// ```
    /// use strikeout::{Field, Game};
    ///
    /// let start = Field::new(2, "1213").unwrap();
    /// let game = Game::replayed(start.clone(), &[(0, 2), (3, 5)]).unwrap();
    /// assert_eq!(game.field().rows(), [".2", "..", "2."]);
    /// let refused = Game::replayed(start, &[(0, 2), (0, 2)]).unwrap_err();
    /// assert_eq!(refused.number, 2);
    /// ```
    pub fn replayed(start: Field, moves: &[Move]) -> Result<Game, MoveError> {
        let mut game = Game::new(start);
        game.settle();
        for (i, &mv) in moves.iter().enumerate() {
            game.play(mv).map_err(|reason| MoveError {
                number: i + 1,
                reason,
            })?;
        }
        Ok(game)
    }

    /// The field the game started from, before any append.
    pub fn start(&self) -> &Field {
        &self.start
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
            mv: None,
            appended,
            status: self.status(),
            width: self.field.width(),
        }
    }

    /// Plays `mv` (its cells in either order), then makes the appends that fall due
    /// ([`Game::settle`]). An illegal move changes nothing and says why.
    pub fn play(&mut self, mv: Move) -> Result<Turn, IllegalMove> {
        let (a, b) = mv;
        self.field.try_strike(a, b)?;
        let mv = (a.min(b), a.max(b));
        self.played.push(mv);
        Ok(Turn {
            mv: Some(mv),
            ..self.settle()
        })
    }

    /// Takes back the last move, and the appends it caused: the game is as it was just
    /// before that move (settled). Returns the move taken back, or [`NothingToUndo`] when
    /// no move has been played.
    pub fn undo(&mut self) -> Result<Move, NothingToUndo> {
        let (last, kept) = self.played.split_last().ok_or(NothingToUndo)?;
        let last = *last;
        // Every kept move was legal when played, and replaying is deterministic.
        match Game::replayed(self.start.clone(), kept) {
            Ok(game) => *self = game,
            Err(e) => unreachable!("a game's own moves replay: {e}"),
        }
        Ok(last)
    }

    /// The moves available now, in increasing order.
    pub fn moves(&self) -> Vec<Move> {
        self.field.moves()
    }

    /// The length of a shortest solution from here among those of at most `max_length`
    /// cells (the field's own length once the game is won); `None` when none is within
    /// the bound, or the game has stopped ([`Status::Stopped`]).
    ///
    /// ```
    /// use strikeout::{Field, Game};
    ///
    /// let mut game = Game::new(Field::new(2, "1213").unwrap());
    /// game.settle();
    /// assert_eq!(game.shortest(20), Some(6));
    /// assert_eq!(game.shortest(5), None);
    /// ```
    pub fn shortest(&self, max_length: usize) -> Option<usize> {
        match self.shortest_within(max_length, Budget::unlimited()) {
            Ok(length) => length,
            Err(e) => unreachable!("an unlimited budget is never exhausted: {e}"),
        }
    }

    /// [`Game::shortest`] within `budget` ([`solve_within`](crate::solve_within)): past
    /// the budget's memory, [`SearchError::OutOfMemory`], and nothing is known.
    pub fn shortest_within(
        &self,
        max_length: usize,
        budget: Budget,
    ) -> Result<Option<usize>, SearchError> {
        match self.status() {
            Status::Won => Ok(Some(self.field.len()).filter(|&len| len <= max_length)),
            Status::Stopped => Ok(None),
            _ => Ok(solve_within(&self.field, max_length, budget)?
                .solution()
                .map(|solution| solution.length())),
        }
    }

    /// A move that keeps a shortest solution of at most `max_length` cells reachable, with
    /// that solution's length ([`hint`](crate::hint)); `None` when the game is over, not
    /// settled, or no solution is within the bound.
    pub fn hint(&self, max_length: usize) -> Option<Hint> {
        hint(&self.field, max_length)
    }

    /// The hint a player is shown ([`Advice`], [`advise`](crate::advise)): a move that
    /// keeps a shortest solution reachable when the search finds one within the default
    /// bound ([`hint_bound`](crate::advice::hint_bound), which grows with the field) and
    /// `budget`; otherwise the move that leaves the most moves open, not proved best.
    /// `None` only when no move is left (the game is over, or not settled).
    ///
    /// ```
    /// use strikeout::budget::Budget;
    /// use strikeout::{Field, Game};
    /// let mut game = Game::new(Field::new(9, &"19".repeat(50)).unwrap());
    /// game.settle();
    /// // Far too little memory for a search from 100 digits: a move all the same.
    /// let advice = game.advise(Budget::new(1 << 20)).unwrap();
    /// assert!(!advice.is_proved());
    /// assert!(game.moves().contains(&advice.mv));
    /// ```
    pub fn advise(&self, budget: Budget) -> Option<Advice> {
        self.advise_up_to(hint_bound(&self.field), budget)
    }

    /// [`Game::advise`] with the search's length bound given (`strikeout play
    /// --hint-bound`) instead of derived from the field.
    pub fn advise_up_to(&self, max_length: usize, budget: Budget) -> Option<Advice> {
        advise(&self.field, max_length, budget)
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

/// A game saved as what it is: the start's width and digits and the moves played,
/// `{"width":2,"start":"1213","moves":[[0,2]]}`; read back by [`Game::replayed`], so a
/// start or a move the rules refuse is an error, and the game restored is settled.
#[cfg(feature = "serde")]
pub(crate) mod saved {
    use super::{Field, Game, Move};
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// A saved game's fields, read before the game is replayed (the session checks its
    /// limits on them first).
    #[derive(Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    pub(crate) struct Saved {
        pub(crate) width: usize,
        pub(crate) start: String,
        pub(crate) moves: Vec<Move>,
    }

    impl Serialize for Game {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            Saved {
                width: self.start.width(),
                start: self.start.digit_string(),
                moves: self.played.clone(),
            }
            .serialize(serializer)
        }
    }

    impl<'de> Deserialize<'de> for Game {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Game, D::Error> {
            let saved = Saved::deserialize(deserializer)?;
            let start = Field::new(saved.width, &saved.start).map_err(D::Error::custom)?;
            Game::replayed(start, &saved.moves).map_err(D::Error::custom)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::replay;
    use crate::field::arbitrary;
    use proptest::prelude::*;

    /// The game worked by hand below: 1213 on rows of two, not yet settled.
    fn worked_game() -> Game {
        Game::new(Field::new(2, "1213").unwrap())
    }

    /// Games of random legal moves from random starts (the choices index the moves
    /// available), with every earlier state kept, the settled start first.
    fn random_games() -> impl Strategy<Value = (Game, Vec<Game>)> {
        let starts = arbitrary::start(1..=6, 1..14);
        (starts, arbitrary::choices(0..40)).prop_map(|(start, choices)| {
            let mut game = Game::new(start);
            game.settle();
            let mut states = vec![game.clone()];
            for choice in choices {
                if game.status() != Status::Playing {
                    break;
                }
                let moves = game.moves();
                game.play(moves[usize::from(choice) % moves.len()]).unwrap();
                states.push(game.clone());
            }
            (game, states)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Random play: the checker replays the moves the game accepted to the same field,
        /// once the appends due after the last move are made; the blocks the game reported
        /// are the checker's appended blocks; a settled game is never left stuck.
        #[test]
        fn a_game_agrees_with_the_checker(
            start in arbitrary::start(1..=6, 1..14),
            choices in arbitrary::choices(0..40),
        ) {
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

        /// Undoing every move of a random game, one at a time, passes through exactly the
        /// states it was in (appends taken back too), each also the game replayed from
        /// scratch on the moves before; then nothing is left to undo.
        #[test]
        fn undo_restores_every_earlier_state((mut game, mut states) in random_games()) {
            let played = game.played().to_vec();
            states.pop();
            while let Some(before) = states.pop() {
                let undone = game.undo().unwrap();
                prop_assert_eq!(undone, played[states.len()]);
                prop_assert_eq!(&game, &before);
                let fresh = Game::replayed(game.start().clone(), &played[..states.len()]).unwrap();
                prop_assert_eq!(&game, &fresh);
            }
            prop_assert_eq!(game.undo(), Err(NothingToUndo));
            prop_assert!(game.played().is_empty());
        }

        /// A saved game reads back as the same game, and plays on the same: the same
        /// moves, the same turns after each of them, and undo.
        #[cfg(feature = "serde")]
        #[test]
        fn a_saved_game_restores((game, _) in random_games()) {
            let text = serde_json::to_string(&game).unwrap();
            let mut back: Game = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(&back, &game);
            prop_assert_eq!(back.moves(), game.moves());
            for mv in game.moves() {
                let (mut a, mut b) = (game.clone(), back.clone());
                prop_assert_eq!(a.play(mv), b.play(mv));
                prop_assert_eq!(a, b);
            }
            let mut original = game.clone();
            prop_assert_eq!(back.undo(), original.undo());
            prop_assert_eq!(back, original);
        }

        /// Any text is read as a game or refused, never a panic; what is read back is a
        /// game its own moves replay to.
        #[cfg(feature = "serde")]
        #[test]
        fn any_save_is_judged(
            width in 0usize..=4,
            start in "[0-9a]{0,6}",
            moves in prop::collection::vec((0usize..12, 0usize..12), 0..6),
        ) {
            let text = serde_json::json!({"width": width, "start": start, "moves": moves}).to_string();
            if let Ok(game) = serde_json::from_str::<Game>(&text) {
                prop_assert_eq!(game.played().len(), moves.len());
                let again = Game::replayed(game.start().clone(), game.played()).unwrap();
                prop_assert_eq!(game, again);
            }
        }
    }

    /// The save's form, written by hand, and saves that are refused: a bad start, an
    /// illegal move (named by its number), a field missing or unknown.
    #[cfg(feature = "serde")]
    #[test]
    fn saves_by_hand() {
        let mut game = worked_game();
        game.settle();
        game.play((2, 0)).unwrap();
        let text = r#"{"width":2,"start":"1213","moves":[[0,2]]}"#;
        assert_eq!(serde_json::to_string(&game).unwrap(), text);
        assert_eq!(serde_json::from_str::<Game>(text).unwrap(), game);
        for (tampered, why) in [
            (
                r#"{"width":0,"start":"1213","moves":[]}"#,
                "the width must be at least 1",
            ),
            (
                r#"{"width":2,"start":"1203","moves":[]}"#,
                "the start has '0' at character 3",
            ),
            (
                r#"{"width":2,"start":"1213","moves":[[0,2],[0,2]]}"#,
                "move 2: cell 0 (row 1, column 1) is already struck",
            ),
            (
                r#"{"width":2,"start":"1213","moves":[[0,1]]}"#,
                "move 1: cell 0 (row 1, column 1) holds 1",
            ),
            (
                r#"{"width":2,"start":"1213","moves":[[0,99]]}"#,
                "move 1: cell 99 (row 50, column 2) is out of range",
            ),
            (r#"{"width":2,"start":"1213"}"#, "missing field `moves`"),
            (
                r#"{"width":2,"start":"1213","moves":[],"won":true}"#,
                "unknown field `won`",
            ),
        ] {
            let e = serde_json::from_str::<Game>(tampered)
                .unwrap_err()
                .to_string();
            assert!(e.starts_with(why), "{tampered}: {e}");
        }
    }

    /// Undo by hand on `1213`: taking back the move that got the field stuck takes back
    /// the append too; a fresh game has nothing to undo.
    #[test]
    fn undo_takes_back_the_appends() {
        let mut game = worked_game();
        assert_eq!(game.undo(), Err(NothingToUndo));
        game.settle();
        game.play((0, 2)).unwrap();
        game.play((3, 5)).unwrap();
        assert_eq!(game.field().rows(), [".2", "..", "2."]);
        assert_eq!(game.undo(), Ok((3, 5)));
        assert_eq!(game.field().rows(), [".2", ".3", "23"]);
        assert_eq!(game.undo(), Ok((0, 2)));
        assert_eq!(game.field().rows(), ["12", "13"]);
        assert_eq!(game.moves(), [(0, 2)]);
        assert_eq!(
            NothingToUndo.to_string(),
            "no move to take back: none has been played"
        );
    }

    /// The shortest length from a position, by hand (the naive search checks it on random
    /// games in `tests/search.rs`).
    #[test]
    fn shortest_by_hand() {
        let mut game = worked_game();
        game.settle();
        // By hand (the worked game below): 6 cells, no solution of 5.
        assert_eq!((game.shortest(6), game.shortest(5)), (Some(6), None));
        game.play((0, 2)).unwrap();
        game.play((3, 5)).unwrap();
        game.play((1, 4)).unwrap();
        assert_eq!(game.status(), Status::Won);
        assert_eq!((game.shortest(6), game.shortest(5)), (Some(6), None));
        let mut stopped = Game::new(Field::new(129, "12").unwrap());
        stopped.settle();
        assert_eq!(stopped.shortest(10_000), None);
    }

    /// 1213 on rows of two, worked by hand: `12 / 13` has one move, the 1s of the first
    /// column; `2` and `3` are then stuck and appended: `.2 / .3 / 23`, where the 3s of the
    /// second column and then the two 2s (next in reading order) win at 6 cells.
    #[test]
    fn a_game_played_to_the_end() {
        let mut game = worked_game();
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
