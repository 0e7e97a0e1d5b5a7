//! [`Puzzle`]: a game of strike-out in play, as both front ends drive it (the terminal's
//! `play` and the web page), under the names every game of the workspace shares
//! ([`Session`]).
//!
//! Strike-out is a puzzle for one person: a puzzle has one side, the person's
//! ([`Player`]), and the program never moves ([`Session::reply`] is always `Ok(None)`). It
//! only advises: [`Session::hint`] is the library's [`Advice`], always a move while one is
//! left (on a shortest solution when its search proves one, else by its rule, said not to
//! be proved best), within the hint limits the front end sets ([`Puzzle::with_hints`]).
//!
//! Each [`Turn`] (a move with the appends it caused), [`Advice`], [`Outlook`], [`Standing`]
//! and [`TakenBack`] displays as a sentence in the player's words, which both front ends show
//! as it is. With the `serde` feature a puzzle is saved as its game's JSON and restored
//! ([`SavedSession`]) within [`SAVED_MOST_CELLS`] and [`SAVED_MOST_MOVES`].

use std::fmt;

use crate::advice::{Advice, Basis, cells, hint_bound};
use crate::budget::{Budget, DEFAULT_MEMORY};
use crate::error::{CellName, IllegalMove, NothingToUndo};
use crate::field::{Field, MAX_CELLS, Move};
use crate::game::{Game, Status, Turn};

pub use games_common::session::{SavedSession, Seat, Session};

/// The most cells of a saved game's start that [`SavedSession::restore`] replays: the
/// largest field played, [`MAX_CELLS`].
pub const SAVED_MOST_CELLS: usize = MAX_CELLS;

/// The most moves of a saved game that [`SavedSession::restore`] replays: half of
/// [`MAX_CELLS`], as each move strikes two cells of a field that never grows past it.
pub const SAVED_MOST_MOVES: usize = MAX_CELLS / 2;

/// The one side of a [`Puzzle`]: the person solving it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Player;

/// A game of strike-out in play: the [`Game`] and the limits of its hints' search.
///
/// ```
/// use strikeout::session::{Puzzle, Session};
/// use strikeout::Field;
///
/// // 12 / 13 on rows of two: one move, the two 1s; then 2 and 3 are appended.
/// let (mut puzzle, opening) = Puzzle::new(Field::new(2, "1213").unwrap());
/// assert_eq!(opening.to_string(), "");
/// assert_eq!(puzzle.legal_moves(), [(0, 2)]);
/// assert_eq!(
///     puzzle.hint().unwrap().to_string(),
///     "strike cell 0 (row 1, column 1) and cell 2 (row 2, column 1): a shortest solution \
///      from here has 6 cells"
/// );
/// assert_eq!(
///     puzzle.play((2, 0)).unwrap().to_string(),
///     "Struck cell 0 (row 1, column 1) and cell 2 (row 2, column 1). No move was left: \
///      the 2 live digits were appended (23)."
/// );
/// assert_eq!(puzzle.reply(), Ok(None), "the program never moves");
/// assert_eq!(puzzle.undo().unwrap(), [(0, 2)]);
/// assert_eq!(puzzle.standing().to_string(), "Your move: 4 of 4 cells live.");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    game: Game,
    hints: Hints,
}

/// The limits of a hint's search: its memory, its positions and its length bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Hints {
    memory: usize,
    positions: u64,
    bound: Option<usize>,
}

impl Puzzle {
    /// A puzzle from `start`, with the appends due before the first move made (a start
    /// with no move): the puzzle and that first step. Hints search within
    /// [`DEFAULT_MEMORY`] and [`HINT_POSITIONS`](crate::advice::HINT_POSITIONS), up to
    /// [`hint_bound`] cells.
    pub fn new(start: Field) -> (Puzzle, Turn) {
        let mut game = Game::new(start);
        let opening = game.settle();
        (Puzzle::from_game(game), opening)
    }

    /// The puzzle of a settled `game`, with the default hint limits.
    fn from_game(game: Game) -> Puzzle {
        Puzzle {
            game,
            hints: Hints {
                memory: DEFAULT_MEMORY,
                positions: crate::advice::HINT_POSITIONS,
                bound: None,
            },
        }
    }

    /// The same puzzle, its hints searching within `memory` bytes and `positions`
    /// positions, up to `bound` cells (`None`: [`hint_bound`], grown with the field).
    pub fn with_hints(mut self, memory: usize, positions: u64, bound: Option<usize>) -> Puzzle {
        self.hints = Hints {
            memory,
            positions,
            bound,
        };
        self
    }

    /// The game: its start, field, moves and status.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The field as it stands.
    pub fn field(&self) -> &Field {
        self.game.field()
    }

    /// [`Session::hint`] with `budget` instead of the puzzle's own memory and positions
    /// (a front end that reports the search's progress passes it in its budget).
    pub fn hint_within(&self, budget: Budget) -> Option<Advice> {
        let field = self.game.field();
        let bound = self.hints.bound.unwrap_or_else(|| hint_bound(field));
        self.game.advise_up_to(bound, budget)
    }

    /// The budget of the puzzle's hints.
    pub fn hint_budget(&self) -> Budget<'static> {
        Budget::new(self.hints.memory).with_positions(self.hints.positions)
    }
}

/// Where a [`Puzzle`] stands: its status and its cells.
///
/// Displays as a sentence: `Your move: 25 of 27 cells live.`, `Every cell is struck: won
/// in 68 cells.`
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Standing {
    /// The game's status.
    pub status: Status,
    /// The cells of the field.
    pub cells: usize,
    /// Its live cells.
    pub live: usize,
}

impl fmt::Display for Standing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.status {
            Status::Won => write!(f, "Every cell is struck: won in {} cells.", self.cells),
            Status::Stopped => write!(
                f,
                "No move is left and another append would pass {MAX_CELLS} cells: play ends \
                 here."
            ),
            _ => write!(f, "Your move: {} of {} cells live.", self.live, self.cells),
        }
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sentences = Vec::new();
        if let Some((a, b)) = self.mv {
            let (a, b) = (CellName::new(a, self.width), CellName::new(b, self.width));
            sentences.push(format!("Struck {a} and {b}."));
        }
        for block in &self.appended {
            let digits: String = block.iter().map(|d| char::from(b'0' + d)).collect();
            sentences.push(format!(
                "No move was left: the {} live digit{} appended ({digits}).",
                block.len(),
                if block.len() == 1 { " was" } else { "s were" }
            ));
        }
        f.write_str(&sentences.join(" "))
    }
}

/// What a field is worth from here, as the search behind a hint found it, in a player's
/// words (the web page's "Value and winner"): `The field can still be cleared: in 68 cells
/// at the fewest.` It is the [`Advice`]'s basis, without its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outlook(pub Basis);

impl fmt::Display for Outlook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Basis::Shortest { length } => write!(
                f,
                "The field can still be cleared: in {} at the fewest.",
                cells(*length)
            ),
            Basis::NoneWithin { max_length, .. } => write!(
                f,
                "No way to clear the field in at most {} is left from here.",
                cells(*max_length)
            ),
            Basis::Stopped(e) => write!(
                f,
                "The search for the fewest cells to clear the field in stopped: {e}."
            ),
        }
    }
}

/// The moves an undo took back ([`Session::undo`]), with the digits appended after them
/// that went too, in words: `Took back cell 0 (row 1, column 1) and cell 2 (row 2,
/// column 1), and the 2 digits appended after it.`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakenBack {
    moves: Vec<Move>,
    dropped: usize,
    width: usize,
}

impl TakenBack {
    /// The words of an undo that took back `moves` from a field of `cells_before` cells,
    /// leaving `puzzle`.
    pub fn new(moves: &[Move], cells_before: usize, puzzle: &Puzzle) -> TakenBack {
        TakenBack {
            moves: moves.to_vec(),
            dropped: cells_before.saturating_sub(puzzle.field().len()),
            width: puzzle.field().width(),
        }
    }
}

impl fmt::Display for TakenBack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|&(a, b)| {
                let (a, b) = (CellName::new(a, self.width), CellName::new(b, self.width));
                format!("{a} and {b}")
            })
            .collect();
        write!(f, "Took back {}", moves.join("; "))?;
        match self.dropped {
            0 => write!(f, "."),
            1 => write!(f, ", and the 1 digit appended after it."),
            n => write!(f, ", and the {n} digits appended after it."),
        }
    }
}

/// Why a puzzle refused a move or an undo ([`Session::Error`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PuzzleError {
    /// The move is not legal.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    /// No move to take back.
    #[error(transparent)]
    NothingToUndo(#[from] NothingToUndo),
}

impl Session for Puzzle {
    type Side = Player;
    type Move = Move;
    type Moves = Vec<Move>;
    type Turn = Turn;
    type Hint = Advice;
    type Standing = Standing;
    type Error = PuzzleError;

    /// One side: the person.
    fn sides(&self) -> Vec<(Player, Seat)> {
        vec![(Player, Seat::Person)]
    }

    fn to_move(&self) -> Option<Player> {
        (self.game.status() == Status::Playing).then_some(Player)
    }

    fn standing(&self) -> Standing {
        let field = self.game.field();
        Standing {
            status: self.game.status(),
            cells: field.len(),
            live: field.live_count(),
        }
    }

    /// The moves available now, in increasing order.
    fn legal_moves(&self) -> Vec<Move> {
        self.game.moves()
    }

    /// Strikes `mv` (its cells in either order), then makes the appends that fall due; an
    /// illegal move changes nothing and says why.
    fn play(&mut self, mv: Move) -> Result<Turn, PuzzleError> {
        Ok(self.game.play(mv)?)
    }

    /// Always `Ok(None)`: the program does not play a puzzle, it only advises.
    fn reply(&mut self) -> Result<Option<Turn>, PuzzleError> {
        Ok(None)
    }

    /// Takes back the last move and the appends it caused.
    fn undo(&mut self) -> Result<Vec<Move>, PuzzleError> {
        Ok(vec![self.game.undo()?])
    }

    /// The library's [`Advice`] within the puzzle's hint limits: always a move while one
    /// is left.
    fn hint(&self) -> Option<Advice> {
        self.hint_within(self.hint_budget())
    }
}

/// Why a saved puzzle was refused ([`SavedSession::restore`]).
#[cfg(feature = "serde")]
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RestoreError {
    /// The text is not a saved game.
    #[error("not a saved game: {0}")]
    Unreadable(#[from] serde_json::Error),
    /// The start is longer than [`SAVED_MOST_CELLS`].
    #[error("the start has {cells} cells: a saved game has at most {limit} cells")]
    TooLong {
        /// The cells of the start.
        cells: usize,
        /// The limit, [`SAVED_MOST_CELLS`].
        limit: usize,
    },
    /// More moves than [`SAVED_MOST_MOVES`].
    #[error("{moves} moves: a saved game has at most {limit}")]
    TooManyMoves {
        /// The moves of the save.
        moves: usize,
        /// The limit, [`SAVED_MOST_MOVES`].
        limit: usize,
    },
    /// The start is not a field.
    #[error(transparent)]
    Start(#[from] crate::error::StartError),
    /// A move is illegal where it was played.
    #[error(transparent)]
    Move(#[from] crate::error::MoveError),
}

#[cfg(feature = "serde")]
impl SavedSession for Puzzle {
    type RestoreError = RestoreError;

    /// The game's JSON, `{"width":2,"start":"1213","moves":[[0,2]]}`; the hint limits are
    /// the front end's, not saved.
    fn save(&self) -> String {
        // A game is plain data: numbers and text; nothing fails to serialize.
        serde_json::to_string(&self.game).unwrap_or_default()
    }

    /// The game saved as `text`, its start and its moves counted against
    /// [`SAVED_MOST_CELLS`] and [`SAVED_MOST_MOVES`] before anything is replayed, then
    /// replayed move by move; the default hint limits.
    fn restore(text: &str) -> Result<Puzzle, RestoreError> {
        let saved: crate::game::saved::Saved = serde_json::from_str(text)?;
        let cells = saved.start.chars().count();
        if cells > SAVED_MOST_CELLS {
            return Err(RestoreError::TooLong {
                cells,
                limit: SAVED_MOST_CELLS,
            });
        }
        if saved.moves.len() > SAVED_MOST_MOVES {
            return Err(RestoreError::TooManyMoves {
                moves: saved.moves.len(),
                limit: SAVED_MOST_MOVES,
            });
        }
        let start = Field::new(saved.width, &saved.start)?;
        Ok(Puzzle::from_game(Game::replayed(start, &saved.moves)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::arbitrary;
    use proptest::prelude::*;

    /// Puzzles from random digits, played by random choices among the legal moves, with
    /// every earlier state kept, the settled start first.
    fn random_puzzles() -> impl Strategy<Value = (Puzzle, Vec<Puzzle>)> {
        let starts = arbitrary::start(1..=6, 1..14);
        (starts, arbitrary::choices(0..30)).prop_map(|(start, choices)| {
            let (mut puzzle, _) = Puzzle::new(start);
            let mut states = vec![puzzle.clone()];
            for choice in choices {
                let moves = puzzle.legal_moves();
                if moves.is_empty() {
                    break;
                }
                puzzle
                    .play(moves[usize::from(choice) % moves.len()])
                    .unwrap();
                states.push(puzzle.clone());
            }
            (puzzle, states)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]

        /// Random play against the rules: a puzzle has one side, the person's; the program
        /// never replies; each move is the game's own (the same field as the game played
        /// alone); a hint is a legal move exactly while a move is left; undo passes back
        /// through every earlier state exactly.
        #[test]
        fn a_puzzle_plays_by_the_rules((mut puzzle, mut states) in random_puzzles()) {
            prop_assert_eq!(puzzle.sides(), vec![(Player, Seat::Person)]);
            let mut alone = Game::new(puzzle.game().start().clone());
            alone.settle();
            for &mv in puzzle.game().played() {
                alone.play(mv).unwrap();
            }
            prop_assert_eq!(puzzle.game(), &alone);
            prop_assert_eq!(puzzle.reply(), Ok(None));
            let moves = puzzle.legal_moves();
            prop_assert_eq!(puzzle.to_move().is_some(), !moves.is_empty());
            match puzzle.hint() {
                Some(advice) => prop_assert!(moves.contains(&advice.mv)),
                None => prop_assert!(moves.is_empty()),
            }
            states.pop();
            while let Some(before) = states.pop() {
                let undone = puzzle.undo().unwrap();
                prop_assert_eq!(undone.len(), 1);
                prop_assert_eq!(&puzzle, &before);
            }
            prop_assert_eq!(puzzle.undo(), Err(NothingToUndo.into()));
        }

        /// A saved puzzle restores as the same puzzle, in the game's own save format.
        #[cfg(feature = "serde")]
        #[test]
        fn a_saved_puzzle_restores((puzzle, _) in random_puzzles()) {
            let text = puzzle.save();
            prop_assert_eq!(&text, &serde_json::to_string(puzzle.game()).unwrap());
            prop_assert_eq!(Puzzle::restore(&text).unwrap(), puzzle);
        }
    }

    /// A save past the limits is refused before it is replayed, naming the limit; a start
    /// of exactly the limit is restored.
    #[cfg(feature = "serde")]
    #[test]
    fn a_save_too_big_is_refused_naming_the_limit() {
        let save = |start: &str, moves: &str| {
            format!(r#"{{"width":9,"start":"{start}","moves":{moves}}}"#)
        };
        let e = Puzzle::restore(&save(&"1".repeat(10_001), "[]")).unwrap_err();
        assert!(matches!(
            e,
            RestoreError::TooLong {
                cells: 10_001,
                limit: 10_000
            }
        ));
        assert_eq!(
            e.to_string(),
            "the start has 10001 cells: a saved game has at most 10000 cells"
        );
        let many = format!("[{}]", vec!["[0,1]"; 5001].join(","));
        let e = Puzzle::restore(&save("19", &many)).unwrap_err();
        assert_eq!(e.to_string(), "5001 moves: a saved game has at most 5000");
        let long = Puzzle::restore(&save(&"5".repeat(10_000), "[[0,1]]")).unwrap();
        assert_eq!(long.field().len(), 10_000);
        let e = Puzzle::restore(&save("12", "[[0,1]]")).unwrap_err();
        assert!(e.to_string().starts_with("move 1: "), "{e}");
        let e = Puzzle::restore("[]").unwrap_err();
        assert!(e.to_string().starts_with("not a saved game: "), "{e}");
    }

    /// The words of a turn with several appends, a standing of each kind and an undo, by
    /// hand: `1 2` on rows of three is stuck, and `12` appended again and again; `19` is
    /// won by its one move.
    #[test]
    fn the_words_by_hand() {
        let (mut puzzle, opening) = Puzzle::new(Field::new(2, "1213").unwrap());
        assert_eq!((opening.mv, opening.to_string()), (None, String::new()));
        puzzle.play((0, 2)).unwrap();
        let before = puzzle.field().len();
        assert_eq!(before, 6, "2 and 3 appended");
        let undone = puzzle.undo().unwrap();
        assert_eq!(
            TakenBack::new(&undone, before, &puzzle).to_string(),
            "Took back cell 0 (row 1, column 1) and cell 2 (row 2, column 1), and the 2 \
             digits appended after it."
        );
        let (mut won, _) = Puzzle::new(Field::new(9, "19").unwrap());
        assert_eq!(won.standing().to_string(), "Your move: 2 of 2 cells live.");
        assert_eq!(
            Outlook(won.hint().unwrap().basis).to_string(),
            "The field can still be cleared: in 2 cells at the fewest."
        );
        let turn = won.play((1, 0)).unwrap();
        assert_eq!(
            turn.to_string(),
            "Struck cell 0 (row 1, column 1) and cell 1 (row 1, column 2)."
        );
        assert_eq!(
            won.standing().to_string(),
            "Every cell is struck: won in 2 cells."
        );
        assert_eq!((won.to_move(), won.hint()), (None, None));
        let (stuck, opening) = Puzzle::new(Field::new(3, "12").unwrap());
        assert!(opening.to_string().starts_with(
            "No move was left: the 2 live digits were appended (12). No move was left: the \
             4 live digits were appended (1212)."
        ));
        assert_eq!(
            stuck.standing().to_string(),
            "No move is left and another append would pass 10000 cells: play ends here."
        );
    }
}
