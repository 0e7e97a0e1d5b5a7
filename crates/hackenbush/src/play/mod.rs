//! A game between a person and the program, as a state machine with no I/O: the position,
//! whose turn it is, the legal moves, a move applied or taken back, the program's reply
//! and why, a hint, who is winning, the end; and, with the `serde` feature, the game saved
//! and restored. A front end shows the position, reads the person's moves and words the
//! turns.

use std::sync::OnceLock;

use games_common::Nimber;

use crate::answer::{Answer, Value};
use crate::colour::{Colour, ColourClass};
use crate::outcome::Outcome;
use crate::picture::{Edge, EdgeNumber, Picture};
use crate::solve::{SolveError, solve};

mod choice;
#[cfg(feature = "serde")]
mod saved;
mod session;
mod words;

pub use choice::COUNT_LIMIT;
#[cfg(feature = "serde")]
pub use saved::{SAVE_BYTE_LIMIT, SAVE_EDGE_LIMIT, SaveError};
pub use session::Session;

/// Who plays the other side of a [`Session`] (here, beside the session, because its words
/// name it too).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Opponent {
    /// The program, which plays perfectly ([`Game::reply`]).
    #[default]
    Program,
    /// A second person at the same screen: both sides' moves are played with
    /// the session's `play`; [`Player::Person`] is player 1, [`Player::Program`] player 2.
    Friend,
}

impl Opponent {
    /// Whether this is the program (the saved form leaves it out then).
    pub fn is_program(&self) -> bool {
        *self == Opponent::Program
    }
}
pub use words::{Advice, Rules, Standing, TakenBack, Told};

/// A side of a partizan game: Left cuts blue and green edges, Right red and green ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Side {
    /// Left, Blue.
    Left,
    /// Right, Red.
    Right,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }

    /// Whether this side may cut an edge of `colour`.
    pub fn may_cut(self, colour: Colour) -> bool {
        match self {
            Side::Left => colour.left_may_cut(),
            Side::Right => colour.right_may_cut(),
        }
    }
}

/// Why a game cannot be played on a picture: the person's side does not fit its colours,
/// or the picture is beyond what the solvers value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// A picture with blue or red edges in play, and no side for the person: who may cut
    /// which edge depends on it.
    #[error("a {class} picture: the person must take a side, left (blue) or right (red)")]
    NoSide {
        /// The picture's colour class.
        class: ColourClass,
    },
    /// A side for the person in a green picture, where it would mean nothing: both
    /// players cut any edge.
    #[error("a green picture is impartial, both players cut any edge: no side to take")]
    SideInGreen,
    /// A picture the solver of its colour class refuses. (Its positions are valued within
    /// the same limits on edges and positions, which they only shrink below, and with no
    /// limit on comparisons, which is not monotone: see [`COUNT_LIMIT`].)
    #[error(transparent)]
    Solve(#[from] SolveError),
}

/// One side of a [`Game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum Player {
    /// The person playing against the program (`"you"` in JSON, as the game addresses
    /// them).
    #[cfg_attr(feature = "serde", serde(rename = "you"))]
    Person,
    /// The program, which plays perfectly.
    Program,
}

impl Player {
    /// The other side.
    pub fn other(self) -> Player {
        match self {
            Player::Person => Player::Program,
            Player::Program => Player::Person,
        }
    }
}

/// Why a move is the one the program chooses (for its own move, [`Game::reply`], or as a
/// [`Game::hint`] for the player to move). "The opponent" is the player who moves next.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// The picture was worth `value` (not 0) and the move leaves 0, a lost position for
    /// the opponent. The lowest-numbered such move.
    LeavesZero {
        /// What the picture was worth before the move.
        value: Nimber,
    },
    /// The picture is worth 0, so every move loses against best play. This one leaves the
    /// opponent the fewest winning replies (then removes the fewest edges, then has the
    /// lowest number): see [`Game`].
    NoWinningMove {
        /// How many winning replies the move leaves the opponent (at least 1).
        winning_replies: usize,
    },
    /// In a coloured game: the picture was worth `value` (a nimber, a number or a game,
    /// as the solver of the position's colour class gives it) and this move wins for the
    /// mover's side; the lowest-numbered such move.
    Wins {
        /// What the picture was worth before the move.
        value: Value,
    },
    /// In a coloured game: the picture is worth `value` and no move of the mover's side
    /// wins. This one leaves the opponent the fewest winning replies, as in
    /// [`Reason::NoWinningMove`].
    NothingWins {
        /// What the picture is worth.
        value: Value,
        /// How many winning replies the move leaves the opponent (at least 1).
        winning_replies: usize,
    },
}

/// A move made in a [`Game`] and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Turn {
    /// Who moved.
    pub by: Player,
    /// The edge deleted.
    pub edge: EdgeNumber,
    /// The names of its ends.
    pub ends: (String, String),
    /// The other edges that fell with it (no longer connected to the ground), ascending.
    pub fallen: Vec<EdgeNumber>,
    /// Why the program chose this move; `None` for the person's moves.
    pub reason: Option<Reason>,
}

/// The move the program would make for the player to move ([`Game::hint`]), and why.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Hint {
    /// The edge to delete.
    pub edge: EdgeNumber,
    /// Why this edge.
    pub reason: Reason,
}

/// Where a [`Game`] stands ([`Game::evaluation`]): what the position is worth and who
/// wins it with best play from here.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Evaluation {
    /// What the position is worth, as [`crate::solve`] gives it (from Left's side in a
    /// coloured game: positive favours Blue).
    pub value: Value,
    /// Who wins with best play by both: the player to move when the position is won for
    /// them, else the other (once the game is over, its winner).
    pub winner: Player,
}

/// One move of a [`Record`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct PlayedMove {
    /// Who moved.
    pub by: Player,
    /// The edge deleted.
    pub edge: EdgeNumber,
}

/// A game so far: its moves and, once it is over, its winner.
///
/// With the `serde` feature it serializes as the document of `hackenbush play --json`:
/// `{"moves":[{"by":"you","edge":2},{"by":"program","edge":1}],"winner":null}`. Unlike
/// the workspace's other documents, `winner` is written as `null` while there is none (a
/// game left unfinished), so that the field is always there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Record {
    /// The moves, in order.
    pub moves: Vec<PlayedMove>,
    /// Who won: the player who made the last move, once the other cannot move.
    pub winner: Option<Player>,
}

/// Why a move could not be made or taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveError {
    /// The edge is not standing: not in the picture, already deleted, fallen, or never
    /// connected to the ground.
    #[error("edge {edge} is not standing")]
    NotStanding {
        /// The edge asked for.
        edge: EdgeNumber,
    },
    /// In a coloured game, the edge's colour is not one the mover's side may cut.
    #[error("edge {edge} is {colour}, which the other side cuts")]
    NotYourColour {
        /// The edge asked for.
        edge: EdgeNumber,
        /// Its colour.
        colour: Colour,
    },
    /// It is the other player's turn.
    #[error("a move out of turn")]
    OutOfTurn {
        /// The player who tried to move.
        player: Player,
    },
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// No move to take back: none was made ([`Game::undo`]), or none by the person
    /// ([`Game::undo_round`]).
    #[error("no move to take back")]
    NothingToUndo,
}

/// Why a game could not be restored from its start and its moves ([`Game::replay`], or a
/// saved game read back with the `serde` feature).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RestoreError {
    /// The game cannot start on the picture with that side.
    #[error(transparent)]
    Start(#[from] PlayError),
    /// A move of the list is not a legal move of the player whose turn it is.
    #[error("move {index} (edge {edge}): {error}")]
    Move {
        /// Its place in the list, from 1.
        index: usize,
        /// The edge it names.
        edge: EdgeNumber,
        /// Why it is not legal.
        error: MoveError,
    },
    /// A saved picture of more edges than `SAVE_EDGE_LIMIT` (feature `serde`).
    #[error(
        "the saved game's picture has {edges} edges; a saved game holds at most {limit}, so \
         that restoring and answering it stays within a second"
    )]
    TooBig {
        /// How many edges the saved picture has.
        edges: usize,
        /// The most a saved game holds.
        limit: usize,
    },
    /// A vertex name of the saved picture (or its ground's name) that the picture text
    /// could not hold: empty, or with white space or `#`. A new game reads its picture from
    /// that text, so no game could have been saved with it.
    #[error(
        "{name:?} ({place}) is not a vertex name: a name is one token, without white space or `#`"
    )]
    Name {
        /// The name as saved.
        name: String,
        /// Where it was: `the ground`, or `edge N`.
        place: String,
    },
}

/// A game of Hackenbush on one picture between a person and the program.
///
/// **How the program chooses** (its own moves, and the [`Game::hint`]s it gives): in a
/// won position, the lowest-numbered winning move, from [`solve`] (which picks the solver
/// by the position's colour class). In a lost position no move wins against best play,
/// so it makes the person's win as hard as it can: it plays the move after which the
/// person has the **fewest winning replies**; among those, the one that **removes the
/// fewest edges** (the edge and what falls with it), which keeps the game long and the
/// chances of a slip many; then the lowest number. That costs one [`solve`] per legal
/// move, in lost positions only; in a big red-blue-green picture the moves are counted in
/// ascending order within one budget of comparisons ([`COUNT_LIMIT`]), and the moves
/// past it are left out of the choice.
///
/// ```
/// use hackenbush::play::Reason;
/// use hackenbush::{EdgeNumber, Game, Picture, Player};
/// // Two stalks of 1 on the ground: worth 0, a loss for the first player.
/// let picture = Picture::from_edges("G", [("G", "a"), ("G", "b")]);
/// let mut game = Game::new(picture, Player::Person, None).unwrap();
/// assert_eq!(game.to_move(), Some(Player::Person));
///
/// let mine = game.play(EdgeNumber::new(2)).unwrap();
/// assert_eq!(mine.ends, ("G".to_owned(), "b".to_owned()));
/// let reply = game.reply().unwrap();
/// assert_eq!(reply.edge, EdgeNumber::new(1));
/// assert_eq!(reply.reason, Some(Reason::LeavesZero { value: hackenbush::Nimber(1) }));
///
/// assert_eq!(game.to_move(), None);
/// assert_eq!(game.winner(), Some(Player::Program));
/// assert_eq!(game.record().moves.len(), 2);
///
/// // Take back the program's reply and the person's move: the start again.
/// assert_eq!(game.undo_round().unwrap().len(), 2);
/// assert_eq!(game.legal_moves(), [1, 2].map(EdgeNumber::new));
/// ```
///
/// A picture with blue or red edges in play is played with a [`Side`] for the person: each
/// player cuts only the edges of their side's colours and green ones.
///
/// With the `serde` feature a game saves as its starting picture, who moved first, the
/// person's side and the edges deleted, in order; reading it back replays the moves
/// ([`Game::replay`]) and refuses a game whose moves are not legal. The restored game
/// plays, undoes and hints exactly as the saved one:
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use hackenbush::{parse_picture, EdgeNumber, Game, Player};
/// let stalk = parse_picture("G a\na b\n", "G").unwrap();
/// let mut game = Game::new(stalk, Player::Person, None).unwrap();
/// game.play(EdgeNumber::new(2)).unwrap();
/// let saved = serde_json::to_string(&game).unwrap();
/// assert_eq!(
///     saved,
///     r#"{"ground":"G","edges":[["G","a","green"],["a","b","green"]],"first":"you","side":null,"moves":[2]}"#
/// );
/// let restored: Game = serde_json::from_str(&saved).unwrap();
/// assert_eq!(restored.record(), game.record());
/// // Edge 2 is gone: a game that deletes it twice is refused.
/// assert!(serde_json::from_str::<Game>(&saved.replace("[2]", "[2,2]")).is_err());
/// # }
/// ```
#[derive(Clone, Debug)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "saved::Saved", try_from = "saved::Saved")
)]
pub struct Game {
    /// The position: what is left of the picture.
    picture: Picture,
    /// The positions before each move of the record, in order: the first is the picture
    /// the game started on; [`Game::undo`] goes back to the last.
    earlier: Vec<Picture>,
    /// The player to move (the loser, once the game is over).
    to_move: Player,
    record: Record,
    /// The person's side in a coloured game; `None` for Green Hackenbush.
    side: Option<Side>,
    /// The solver's answer for the position, once asked for ([`Game::answer`]): a hint,
    /// a reply and an evaluation of one position value it once.
    answer: OnceLock<Answer>,
}

impl Game {
    /// A game on `picture` in which `first` moves first and the person plays `side`. A
    /// picture whose edges in play are all green is Green Hackenbush and takes no side
    /// (`None`); any other takes one. A picture where the player to move has no edge to
    /// cut is over at once: that player loses.
    ///
    /// # Errors
    ///
    /// [`PlayError::NoSide`] for a picture with blue or red edges in play and no side,
    /// [`PlayError::SideInGreen`] for a green picture and a side, [`PlayError::Solve`]
    /// when the picture is beyond the solvers' limits.
    ///
    /// ```
    /// use hackenbush::play::{PlayError, Reason};
    /// use hackenbush::{parse_picture, Dyadic, EdgeNumber, Game, Player, Side, Value};
    /// // A blue edge under a red one, 1/2: Right moving first cannot win.
    /// let p = parse_picture("G a blue\na b red\n", "G").unwrap();
    /// assert!(matches!(Game::new(p.clone(), Player::Person, None), Err(PlayError::NoSide { .. })));
    /// let mut game = Game::new(p, Player::Person, Some(Side::Right)).unwrap();
    /// assert_eq!(game.legal_moves(), [EdgeNumber::new(2)]);
    /// game.play(EdgeNumber::new(2)).unwrap();
    /// let reply = game.reply().unwrap();
    /// assert_eq!(reply.reason, Some(Reason::Wins { value: Value::Number(Dyadic::from(1)) }));
    /// assert_eq!(game.winner(), Some(Player::Program));
    /// ```
    pub fn new(picture: Picture, first: Player, side: Option<Side>) -> Result<Game, PlayError> {
        if picture.colour_class() != ColourClass::Green {
            Game::sided(&picture, side)?;
            solve(&picture)?;
        }
        Game::unvalued(picture, first, side)
    }

    /// Checks that `side` goes with the colours of `picture`.
    fn sided(picture: &Picture, side: Option<Side>) -> Result<(), PlayError> {
        match (picture.colour_class(), side) {
            (ColourClass::Green, Some(_)) => Err(PlayError::SideInGreen),
            (ColourClass::Green, None) | (_, Some(_)) => Ok(()),
            (class, None) => Err(PlayError::NoSide { class }),
        }
    }

    /// [`Game::new`] without valuing the picture: the caller checks the limits on a
    /// position of the game instead ([`Game::restored`]).
    fn unvalued(picture: Picture, first: Player, side: Option<Side>) -> Result<Game, PlayError> {
        Game::sided(&picture, side)?;
        let mut game = Game {
            picture,
            earlier: Vec::new(),
            to_move: first,
            record: Record::default(),
            side,
            answer: OnceLock::new(),
        };
        game.check_end();
        Ok(game)
    }

    /// The game on `picture` (`first` to move, the person playing `side`, as in
    /// [`Game::new`]) after the edges of `moves` were deleted in turn, the players
    /// alternating from `first`. This is how a saved game is restored.
    ///
    /// # Errors
    ///
    /// [`RestoreError::Start`] when [`Game::new`] refuses the start,
    /// [`RestoreError::Move`] for the first move that is not a legal move of the player
    /// whose turn it is (or comes after the end).
    ///
    /// ```
    /// use hackenbush::play::{MoveError, RestoreError};
    /// use hackenbush::{EdgeNumber, Game, Picture, Player};
    /// let p = Picture::from_edges("G", [("G", "a"), ("a", "b"), ("G", "c")]);
    /// let game = Game::replay(p.clone(), Player::Person, None, &[EdgeNumber::new(2)]).unwrap();
    /// assert_eq!(game.to_move(), Some(Player::Program));
    /// // Edge 2 fell with edge 1.
    /// let moves = [1, 2].map(EdgeNumber::new);
    /// assert_eq!(
    ///     Game::replay(p, Player::Person, None, &moves).unwrap_err(),
    ///     RestoreError::Move {
    ///         index: 2,
    ///         edge: EdgeNumber::new(2),
    ///         error: MoveError::NotStanding { edge: EdgeNumber::new(2) },
    ///     }
    /// );
    /// ```
    pub fn replay(
        picture: Picture,
        first: Player,
        side: Option<Side>,
        moves: &[EdgeNumber],
    ) -> Result<Game, RestoreError> {
        let mut game = Game::new(picture, first, side)?;
        game.replay_moves(moves)?;
        Ok(game)
    }

    /// The game on `picture` after `moves`, as [`Game::replay`] makes it, but with the
    /// solvers' limits checked on the position reached instead of the start: a restored
    /// game values its current position only, never its start again. Positions only lose
    /// edges from there, so they stay within the limits on edges and positions.
    #[cfg(feature = "serde")]
    pub(crate) fn restored(
        picture: Picture,
        first: Player,
        side: Option<Side>,
        moves: &[EdgeNumber],
    ) -> Result<Game, RestoreError> {
        let mut game = Game::unvalued(picture, first, side)?;
        game.replay_moves(moves)?;
        if game.picture.colour_class() != ColourClass::Green {
            choice::valued(&game.picture).map_err(PlayError::Solve)?;
        }
        Ok(game)
    }

    /// Plays `moves` in turn, the players alternating.
    fn replay_moves(&mut self, moves: &[EdgeNumber]) -> Result<(), RestoreError> {
        for (i, &edge) in moves.iter().enumerate() {
            let player = self.to_move().ok_or(MoveError::GameOver);
            player
                .and_then(|player| self.make(player, edge, None))
                .map_err(|error| RestoreError::Move {
                    index: i + 1,
                    edge,
                    error,
                })?;
        }
        Ok(())
    }

    /// The player to move deletes `edge`, whoever plays that side: a move of a game
    /// between two people at one screen ([`Session`]).
    pub(crate) fn cut_for_either(&mut self, edge: EdgeNumber) -> Result<Turn, MoveError> {
        let player = self.to_move().ok_or(MoveError::GameOver)?;
        self.make(player, edge, None)
    }

    /// The person's side in a coloured game; `None` in Green Hackenbush.
    pub fn side(&self) -> Option<Side> {
        self.side
    }

    /// The side of `player` in a coloured game.
    fn side_of(&self, player: Player) -> Option<Side> {
        self.side.map(|side| {
            if player == Player::Person {
                side
            } else {
                side.other()
            }
        })
    }

    /// The position: what is left of the picture (fallen edges are gone).
    pub fn picture(&self) -> &Picture {
        &self.picture
    }

    /// The picture the game started on.
    pub fn start(&self) -> &Picture {
        self.earlier.first().unwrap_or(&self.picture)
    }

    /// The player who moved first (or moves first, in a game with no move yet).
    pub fn first(&self) -> Player {
        self.record.moves.first().map_or(self.to_move, |m| m.by)
    }

    /// The player to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Player> {
        self.record.winner.is_none().then_some(self.to_move)
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Player> {
        self.record.winner
    }

    /// The legal moves of the player to move, ascending (none once the game is over): in
    /// a coloured game, the standing edges of their side's colours.
    pub fn legal_moves(&self) -> Vec<EdgeNumber> {
        if self.record.winner.is_some() {
            return Vec::new();
        }
        self.moves_of(self.to_move)
    }

    /// The standing edges `player` may cut.
    fn moves_of(&self, player: Player) -> Vec<EdgeNumber> {
        choice::moves(&self.picture, self.side_of(player))
    }

    /// The standing edges with their ends, ascending: the position as a person sees it.
    pub fn standing(&self) -> Vec<Edge<'_>> {
        self.picture.standing()
    }

    /// The moves so far and the winner.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// What the position is worth and who wins it with best play from here.
    ///
    /// ```
    /// use hackenbush::{parse_picture, EdgeNumber, Game, Nimber, Player, Value};
    /// // A stalk of 2 and a stalk of 1: 2 xor 1 = 3, won for the player to move.
    /// let p = parse_picture("G a\na b\nG c\n", "G").unwrap();
    /// let mut game = Game::new(p, Player::Person, None).unwrap();
    /// let now = game.evaluation();
    /// assert_eq!((now.value, now.winner), (Value::Nimber(Nimber(3)), Player::Person));
    /// // Cutting the stalk of 1 leaves 2, won for the program, now to move.
    /// game.play(EdgeNumber::new(3)).unwrap();
    /// assert_eq!(game.evaluation().winner, Player::Program);
    /// ```
    pub fn evaluation(&self) -> Evaluation {
        let answer = self.answer();
        let winner = self.winner().unwrap_or_else(|| {
            let mover_wins = match answer.outcome {
                Outcome::First => true,
                Outcome::Second => false,
                Outcome::Left => self.side_of(self.to_move) == Some(Side::Left),
                Outcome::Right => self.side_of(self.to_move) == Some(Side::Right),
            };
            if mover_wins {
                self.to_move
            } else {
                self.to_move.other()
            }
        });
        Evaluation {
            value: answer.value,
            winner,
        }
    }

    /// The move the program would make for the player to move, with why (see [`Game`] for
    /// how it chooses); `None` once the game is over. The person asks for it on their
    /// turn; on the program's turn it is the move [`Game::reply`] makes.
    ///
    /// ```
    /// use hackenbush::play::Reason;
    /// use hackenbush::{parse_picture, EdgeNumber, Game, Player};
    /// // A stalk of 2 and a stalk of 1 (worth 3): cut the stalk of 2 down to 1, leaving 0.
    /// let p = parse_picture("G a\na b\nG c\n", "G").unwrap();
    /// let game = Game::new(p, Player::Person, None).unwrap();
    /// let hint = game.hint().unwrap();
    /// assert_eq!(hint.edge, EdgeNumber::new(2));
    /// assert_eq!(hint.reason, Reason::LeavesZero { value: hackenbush::Nimber(3) });
    /// ```
    pub fn hint(&self) -> Option<Hint> {
        let player = self.to_move()?;
        let answer = self.answer();
        let (edge, reason) = choice::choose(&self.picture, self.side_of(player), answer)?;
        Some(Hint { edge, reason })
    }

    /// The solver's answer for the position, valued once for each position.
    fn answer(&self) -> Answer {
        self.answer
            .get_or_init(|| choice::solved(&self.picture))
            .clone()
    }

    /// The person deletes `edge`.
    ///
    /// # Errors
    ///
    /// [`MoveError::NotStanding`] if `edge` is not standing,
    /// [`MoveError::NotYourColour`] if it is of the program's colour,
    /// [`MoveError::OutOfTurn`] on the program's turn, [`MoveError::GameOver`] after the
    /// end. The game is unchanged then.
    pub fn play(&mut self, edge: EdgeNumber) -> Result<Turn, MoveError> {
        self.make(Player::Person, edge, None)
    }

    /// The program's move: see [`Game`] for how it chooses, and [`Turn::reason`] for why.
    ///
    /// # Errors
    ///
    /// [`MoveError::OutOfTurn`] on the person's turn, [`MoveError::GameOver`] after the
    /// end.
    pub fn reply(&mut self) -> Result<Turn, MoveError> {
        self.check_turn(Player::Program)?;
        let hint = self.hint().ok_or(MoveError::GameOver)?;
        self.apply(hint.edge, Some(hint.reason))
    }

    /// Takes back the last move, whoever made it, and returns it; the player who made it
    /// is to move again. A game that was over goes on.
    ///
    /// # Errors
    ///
    /// [`MoveError::NothingToUndo`] when no move was made.
    ///
    /// ```
    /// use hackenbush::play::MoveError;
    /// use hackenbush::{EdgeNumber, Game, Picture, Player};
    /// let edge = Picture::from_edges("G", [("G", "a")]);
    /// let mut game = Game::new(edge, Player::Person, None).unwrap();
    /// assert_eq!(game.undo(), Err(MoveError::NothingToUndo));
    /// game.play(EdgeNumber::new(1)).unwrap();
    /// assert_eq!(game.winner(), Some(Player::Person));
    /// assert_eq!(game.undo().unwrap().edge, EdgeNumber::new(1));
    /// assert_eq!((game.winner(), game.to_move()), (None, Some(Player::Person)));
    /// ```
    pub fn undo(&mut self) -> Result<PlayedMove, MoveError> {
        let last = self.record.moves.pop().ok_or(MoveError::NothingToUndo)?;
        self.picture = self
            .earlier
            .pop()
            .expect("one earlier position for each move");
        self.answer = OnceLock::new();
        self.to_move = last.by;
        self.record.winner = None;
        Ok(last)
    }

    /// Takes back the person's last move and every move after it (the program's reply,
    /// if it made one), so that it is the person's turn again at the position where they
    /// last moved. Returns the moves taken back, the last first.
    ///
    /// # Errors
    ///
    /// [`MoveError::NothingToUndo`] when the person has made no move; the game is
    /// unchanged then.
    pub fn undo_round(&mut self) -> Result<Vec<PlayedMove>, MoveError> {
        if !self.record.moves.iter().any(|m| m.by == Player::Person) {
            return Err(MoveError::NothingToUndo);
        }
        let mut undone = Vec::new();
        while undone
            .last()
            .is_none_or(|m: &PlayedMove| m.by != Player::Person)
        {
            undone.push(self.undo()?);
        }
        Ok(undone)
    }

    /// `player` deletes `edge`, if it is their turn and the edge is standing and of their
    /// side's colours.
    fn make(
        &mut self,
        player: Player,
        edge: EdgeNumber,
        reason: Option<Reason>,
    ) -> Result<Turn, MoveError> {
        self.check_turn(player)?;
        if let Some(side) = self.side_of(player)
            && let Some(colour) = self.picture.colour_of(edge)
            && !side.may_cut(colour)
            && self.picture.moves().contains(&edge)
        {
            return Err(MoveError::NotYourColour { edge, colour });
        }
        self.apply(edge, reason)
    }

    fn check_turn(&self, player: Player) -> Result<(), MoveError> {
        match self.to_move() {
            None => Err(MoveError::GameOver),
            Some(p) if p != player => Err(MoveError::OutOfTurn { player }),
            Some(_) => Ok(()),
        }
    }

    fn apply(&mut self, edge: EdgeNumber, reason: Option<Reason>) -> Result<Turn, MoveError> {
        let not_standing = MoveError::NotStanding { edge };
        let after = self.picture.after_move(edge).ok_or(not_standing)?;
        let (a, b) = self.picture.ends(edge).ok_or(not_standing)?;
        let ends = (a.to_owned(), b.to_owned());
        let left = after.moves();
        let fallen = self
            .picture
            .moves()
            .into_iter()
            .filter(|&m| m != edge && left.binary_search(&m).is_err())
            .collect();
        let by = self.to_move;
        self.earlier
            .push(std::mem::replace(&mut self.picture, after));
        self.answer = OnceLock::new();
        self.record.moves.push(PlayedMove { by, edge });
        self.to_move = by.other();
        self.check_end();
        Ok(Turn {
            by,
            edge,
            ends,
            fallen,
            reason,
        })
    }

    /// Ends the game when the player to move cannot move.
    fn check_end(&mut self) {
        if self.moves_of(self.to_move).is_empty() {
            self.record.winner = Some(self.to_move.other());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::green::solve;
    use crate::parse_picture;

    fn n(number: usize) -> EdgeNumber {
        EdgeNumber::new(number)
    }

    /// The answer kept for a position goes with it: after a move, and after taking it
    /// back, the evaluation is that of the position then. A stalk of 2 and one of 1 are
    /// worth `*2 + *1 = *3`; cutting the stalk of 2 down to 1 leaves `*1 + *1 = 0`.
    #[test]
    fn the_answer_kept_follows_the_position() {
        let p = parse_picture("G a\na b\nG c\n", "G").unwrap();
        let mut game = Game::new(p, Player::Person, None).unwrap();
        let worth = |game: &Game| game.evaluation().value;
        assert_eq!(worth(&game), Value::Nimber(Nimber(3)));
        game.play(n(2)).unwrap();
        assert_eq!(worth(&game), Value::Nimber(Nimber(0)));
        game.undo().unwrap();
        assert_eq!(worth(&game), Value::Nimber(Nimber(3)));
        assert_eq!(game.hint().unwrap().edge, n(2));
    }

    /// The tree G-a, a-b, a-c, c-d, G-e is worth 5 (see tests/known_values.rs). After the
    /// person cuts G-e (5), the rest is worth 4: the program cuts G-a and everything
    /// above it falls.
    #[test]
    fn the_program_wins_the_tree() {
        let tree = parse_picture("G a\na b\na c\nc d\nG e\n", "G").unwrap();
        let mut game = Game::new(tree, Player::Person, None).unwrap();
        assert_eq!(game.legal_moves(), [1, 2, 3, 4, 5].map(n));
        let mine = game.play(n(5)).unwrap();
        assert_eq!(
            (mine.by, mine.edge, mine.fallen.clone(), mine.reason),
            (Player::Person, n(5), vec![], None)
        );
        let reply = game.reply().unwrap();
        assert_eq!(reply.edge, n(1));
        assert_eq!(reply.ends, ("G".to_owned(), "a".to_owned()));
        assert_eq!(reply.fallen, [2, 3, 4].map(n));
        assert_eq!(reply.reason, Some(Reason::LeavesZero { value: Nimber(4) }));
        assert_eq!(game.to_move(), None);
        assert_eq!(game.winner(), Some(Player::Program));
        assert!(game.legal_moves().is_empty());
        let record = game.record();
        assert_eq!(
            record.moves,
            vec![
                PlayedMove {
                    by: Player::Person,
                    edge: n(5)
                },
                PlayedMove {
                    by: Player::Program,
                    edge: n(1)
                },
            ]
        );
    }

    /// In the triangle (worth 1) the person cuts the top; two stalks of 1 are worth 0, so
    /// the program has no winning move. Either cut leaves one stalk, one winning reply,
    /// and removes one edge: it cuts the lower-numbered; the person takes the last.
    #[test]
    fn a_lost_position_for_the_program() {
        let triangle = parse_picture("G a\na b\nb G\n", "G").unwrap();
        let mut game = Game::new(triangle, Player::Person, None).unwrap();
        game.play(n(2)).unwrap();
        let reply = game.reply().unwrap();
        assert_eq!(
            (reply.edge, reply.reason),
            (n(1), Some(Reason::NoWinningMove { winning_replies: 1 }))
        );
        assert_eq!(game.to_move(), Some(Player::Person));
        game.play(n(3)).unwrap();
        assert_eq!(game.winner(), Some(Player::Person));
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let p = Picture::from_edges("G", [("G", "a"), ("a", "b"), ("x", "y")]);
        let mut game = Game::new(p, Player::Person, None).unwrap();
        for bad in [0, 3, 9] {
            assert_eq!(
                game.play(n(bad)),
                Err(MoveError::NotStanding { edge: n(bad) })
            );
        }
        assert_eq!(
            game.reply(),
            Err(MoveError::OutOfTurn {
                player: Player::Program
            })
        );
        assert!(game.record().moves.is_empty());
        assert_eq!(game.to_move(), Some(Player::Person));
        // Cutting the bottom drops edge 2; it cannot be played afterwards.
        let turn = game.play(n(1)).unwrap();
        assert_eq!(turn.fallen, vec![n(2)]);
        assert_eq!(game.winner(), Some(Player::Person));
        assert_eq!(game.play(n(2)), Err(MoveError::GameOver));
        assert_eq!(game.reply(), Err(MoveError::GameOver));
    }

    /// In a coloured game the person may cut only their side's colours and green; the
    /// game ends when the player to move has no such edge, even with others standing.
    #[test]
    fn colours_decide_who_may_cut() {
        let p = parse_picture("G a blue\nG b red\nG c green\n", "G").unwrap();
        let mut game = Game::new(p, Player::Person, Some(Side::Left)).unwrap();
        assert_eq!(game.legal_moves(), [1, 3].map(n));
        assert_eq!(
            game.play(n(2)),
            Err(MoveError::NotYourColour {
                edge: n(2),
                colour: Colour::Red
            })
        );
        game.play(n(3)).unwrap();
        assert_eq!(game.legal_moves(), [2].map(n), "Right's turn: the red edge");
        game.reply().unwrap();
        game.play(n(1)).unwrap();
        // Nothing is left for Right.
        assert_eq!(game.winner(), Some(Player::Person));
    }

    /// A side goes with a coloured picture and only with one; a picture beyond the
    /// solvers is refused before the game starts.
    #[test]
    fn sides_go_with_colours() {
        let green = parse_picture("G a\n", "G").unwrap();
        let blue_red = parse_picture("G a blue\n", "G").unwrap();
        let coloured = parse_picture("G a blue\nG b green\n", "G").unwrap();
        assert_eq!(
            Game::new(green.clone(), Player::Person, Some(Side::Left)).err(),
            Some(PlayError::SideInGreen)
        );
        assert!(Game::new(green, Player::Person, None).is_ok());
        for (picture, class) in [
            (blue_red, ColourClass::BlueRed),
            (coloured, ColourClass::RedBlueGreen),
        ] {
            assert_eq!(
                Game::new(picture.clone(), Player::Person, None).err(),
                Some(PlayError::NoSide { class })
            );
            assert!(Game::new(picture, Player::Person, Some(Side::Right)).is_ok());
        }
        // 41 parallel blue and green edges: one part too big for the canonical search.
        let text: String = (0..41)
            .map(|i| if i % 2 == 0 { "G a b\n" } else { "G a g\n" })
            .collect();
        let big = parse_picture(&text, "G").unwrap();
        assert!(matches!(
            Game::new(big, Player::Person, Some(Side::Left)),
            Err(PlayError::Solve(SolveError::Canonical(_)))
        ));
    }

    /// Worked by hand: a stalk of 2 (edges 1, 2) beside a stalk of 2 (3, 4) is worth 0.
    /// Cutting a top edge (2 or 4) leaves 2 xor 1 = 3, whose only winning reply cuts the
    /// other stalk's root; cutting a root (1 or 3) leaves a stalk of 2, whose winning
    /// replies are its root only. One winning reply either way; a top removes one edge, a
    /// root two: the program cuts edge 2, the lowest top.
    #[test]
    fn a_lost_program_keeps_the_game_long() {
        let p = parse_picture("G a\na b\nG c\nc d\n", "G").unwrap();
        let mut game = Game::new(p, Player::Program, None).unwrap();
        let reply = game.reply().unwrap();
        assert_eq!(
            (reply.edge, reply.reason),
            (n(2), Some(Reason::NoWinningMove { winning_replies: 1 }))
        );
    }

    /// Worked by hand: a triangle on the ground (1 a-b its top, 2 G-a, 3 b-G; worth 1)
    /// beside a stalk of 1 (4 G-s) is worth 0. Cutting the top (1) leaves three stalks of
    /// 1, worth 1, which any of the 3 cuts wins. Cutting a side (2 or 3) leaves a stalk of
    /// 2 beside the stalk of 1, worth 3, won only by cutting the top of the stalk of 2:
    /// one winning reply. Cutting the stalk (4) leaves the triangle, won only by its top:
    /// one winning reply. Edges 2, 3 and 4 each remove one edge: the hint is edge 2, not
    /// the lowest edge 1.
    #[test]
    fn a_lost_position_leaves_the_fewest_winning_replies() {
        let p = parse_picture("a b\nG a\nb G\nG s\n", "G").unwrap();
        let mut game = Game::new(p, Player::Person, None).unwrap();
        let hint = game.hint().unwrap();
        assert_eq!(
            (hint.edge, hint.reason),
            (n(2), Reason::NoWinningMove { winning_replies: 1 })
        );
        // The person cuts the top instead; the program wins three stalks of 1 by
        // cutting one of them, the lowest.
        game.play(n(1)).unwrap();
        assert_eq!(game.reply().unwrap().edge, n(2));
    }

    /// Undo takes back one move, whoever made it; a round takes back the person's last
    /// move and the program's reply; nothing to take back is an error, not a panic.
    #[test]
    fn undo_takes_moves_back() {
        let tree = parse_picture("G a\na b\na c\nc d\nG e\n", "G").unwrap();
        let mut game = Game::new(tree, Player::Program, None).unwrap();
        assert_eq!(game.undo(), Err(MoveError::NothingToUndo));
        assert_eq!(game.undo_round(), Err(MoveError::NothingToUndo));
        let start = game.picture().moves();
        game.reply().unwrap();
        assert_eq!(
            game.undo_round(),
            Err(MoveError::NothingToUndo),
            "the person has not moved yet"
        );
        assert_eq!(game.record().moves.len(), 1, "unchanged by the refusal");
        game.play(game.legal_moves()[0]).unwrap();
        game.reply().unwrap();
        let undone = game.undo_round().unwrap();
        assert_eq!(
            undone.iter().map(|m| m.by).collect::<Vec<_>>(),
            [Player::Program, Player::Person]
        );
        assert_eq!(game.record().moves.len(), 1);
        assert_eq!(game.to_move(), Some(Player::Person));
        let program = game.undo().unwrap();
        assert_eq!(program.by, Player::Program);
        assert_eq!(game.to_move(), Some(Player::Program));
        assert_eq!(game.picture().moves(), start);
        assert!(game.record().moves.is_empty());
        assert_eq!(game.first(), Player::Program);
    }

    /// A game won by the person's last move goes on after undoing it.
    #[test]
    fn undo_after_the_end() {
        let mut game = Game::new(
            Picture::from_edges("G", [("G", "a"), ("G", "b")]),
            Player::Program,
            None,
        )
        .unwrap();
        game.reply().unwrap();
        game.play(game.legal_moves()[0]).unwrap();
        assert_eq!(game.winner(), Some(Player::Person));
        let undone = game.undo_round().unwrap();
        assert_eq!(undone.len(), 1, "only the person's move came after theirs");
        assert_eq!(
            (game.winner(), game.to_move()),
            (None, Some(Player::Person))
        );
        assert_eq!(game.legal_moves().len(), 1);
    }

    /// Who wins from here, in a coloured game by the sides: a blue edge under a red one
    /// is 1/2, Left's whoever moves.
    #[test]
    fn evaluation_by_sides() {
        let p = parse_picture("G a blue\na b red\n", "G").unwrap();
        for (side, winner) in [(Side::Left, Player::Person), (Side::Right, Player::Program)] {
            for first in [Player::Person, Player::Program] {
                let game = Game::new(p.clone(), first, Some(side)).unwrap();
                let now = game.evaluation();
                assert_eq!(now.value.to_string(), "1/2");
                assert_eq!(now.winner, winner, "{side:?} {first:?}");
            }
        }
        // Over: the winner.
        let game = Game::new(p, Player::Person, Some(Side::Left)).unwrap();
        let mut game = game;
        game.play(n(1)).unwrap();
        assert_eq!(game.winner(), Some(Player::Person));
        assert_eq!(game.evaluation().winner, Player::Person);
        assert_eq!(game.hint(), None);
    }

    /// A replayed list is checked move by move: a move of the other side's colour, a move
    /// after the end.
    #[test]
    fn replay_refuses_illegal_moves() {
        let p = parse_picture("G a blue\nG b red\n", "G").unwrap();
        let err = Game::replay(p.clone(), Player::Person, Some(Side::Left), &[n(2)]);
        assert_eq!(
            err.unwrap_err(),
            RestoreError::Move {
                index: 1,
                edge: n(2),
                error: MoveError::NotYourColour {
                    edge: n(2),
                    colour: Colour::Red
                }
            }
        );
        let over = Game::replay(
            p.clone(),
            Player::Person,
            Some(Side::Left),
            &[n(1), n(2), n(1)],
        );
        assert_eq!(
            over.unwrap_err(),
            RestoreError::Move {
                index: 3,
                edge: n(1),
                error: MoveError::GameOver
            }
        );
        assert_eq!(
            Game::replay(p, Player::Person, None, &[]).unwrap_err(),
            RestoreError::Start(PlayError::NoSide {
                class: ColourClass::BlueRed
            })
        );
    }

    /// With no standing edge the player to move has lost before the game starts.
    #[test]
    fn no_move_at_all() {
        let p = Picture::from_edges("G", [("a", "b")]);
        let game = Game::new(p.clone(), Player::Program, None).unwrap();
        assert_eq!(game.to_move(), None);
        assert_eq!(game.winner(), Some(Player::Person));
        let game = Game::new(p, Player::Person, None).unwrap();
        assert_eq!(game.winner(), Some(Player::Program));
    }

    /// Against itself on small pictures, the program's moves always keep a winning
    /// position winning: whoever starts in a position worth something wins.
    #[test]
    fn the_program_wins_every_won_position() {
        let pictures = [
            "G a\na b\nb G\n",
            "G a\nG b\na b\na r\nr b\n",
            "G a\na b\na c\nc d\nG e\n",
            "G a\na b\nb c\nc a\na d\nd a\n",
            "G s1\ns1 s2\ns2 s3\nG t1\nt1 t2\nt2 G\nG G\n",
        ];
        for text in pictures {
            let picture = parse_picture(text, "G").unwrap();
            let value = solve(&picture).value;
            // The person's side plays the program's choice too, through `play`.
            let mut game = Game::new(picture, Player::Program, None).unwrap();
            while game.to_move().is_some() {
                if game.to_move() == Some(Player::Program) {
                    game.reply().unwrap();
                } else {
                    let best = solve(game.picture())
                        .winning_moves
                        .first()
                        .copied()
                        .unwrap_or(game.legal_moves()[0]);
                    game.play(best).unwrap();
                }
            }
            let expected = if value.is_zero() {
                Player::Person
            } else {
                Player::Program
            };
            assert_eq!(game.winner(), Some(expected), "{text:?}");
        }
    }
}
