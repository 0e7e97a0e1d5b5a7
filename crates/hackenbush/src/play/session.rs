//! [`Session`]: a [`Game`] as the front ends drive it, through
//! [`games_common::session::Session`]: against the program, or between two people at one
//! screen; each answer a type that displays in the player's words ([`super::words`]).

use games_common::session::{Seat, Session as Play};

use super::words::{Advice, Rules, Standing, TakenBack, Told};
use super::{Game, MoveError, Opponent, PlayError, Player, Side};
use crate::picture::{EdgeNumber, Picture};

/// A game in play as every front end drives it ([`games_common::session::Session`]):
/// against the program or between two people, its moves, replies, hints, undo and
/// standing each with its words.
///
/// ```
/// use games_common::session::{Seat, Session as _};
/// use hackenbush::play::{Opponent, Session};
/// use hackenbush::{parse_picture, EdgeNumber, Player};
/// // A stalk of 2 and a stalk of 1 (worth *3), two people at one screen.
/// let p = parse_picture("G a\na b\nG c\n", "G").unwrap();
/// let mut friends = Session::new(p, Player::Person, None, Opponent::Friend).unwrap();
/// assert_eq!(friends.sides(), [(Player::Person, Seat::Person), (Player::Program, Seat::Person)]);
/// assert_eq!(friends.hint().unwrap().to_string(), "Cut edge 2 (a–b): this move leaves \
///     player 2 no winning reply.");
/// let turn = friends.play(EdgeNumber::new(2)).unwrap();
/// assert_eq!(turn.to_string(), "Player 1 cut edge 2 (a–b).");
/// // Player 2 moves the same way.
/// friends.play(EdgeNumber::new(3)).unwrap();
/// assert_eq!(friends.turn().to_string(), "Player 1 to move.");
/// assert_eq!(friends.undo().unwrap(), [EdgeNumber::new(3)]);
/// ```
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    opponent: Opponent,
}

impl Session {
    /// A session on `picture` in which `first` moves first, the person (player 1) plays
    /// `side` in a coloured picture, against `opponent` ([`Game::new`]).
    ///
    /// # Errors
    ///
    /// As [`Game::new`].
    pub fn new(
        picture: Picture,
        first: Player,
        side: Option<Side>,
        opponent: Opponent,
    ) -> Result<Session, PlayError> {
        Ok(Session {
            game: Game::new(picture, first, side)?,
            opponent,
        })
    }

    /// The game of a session already in play.
    #[cfg(feature = "serde")]
    pub(crate) fn of(game: Game, opponent: Opponent) -> Session {
        Session { game, opponent }
    }

    /// The game: its position, record and standing edges.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays the other side.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// What the game is played by, in words.
    pub fn rules(&self) -> Rules {
        Rules {
            side: self.game.side(),
            opponent: self.opponent,
        }
    }

    /// Whose turn it is, or who won, without valuing the position.
    pub fn turn(&self) -> Standing {
        Standing {
            to_move: self.game.to_move(),
            winner: self.game.winner(),
            evaluation: None,
            opponent: self.opponent,
        }
    }

    /// Takes back the last move a person made with the program's replies after it (the
    /// last move, between two people), with the words for it.
    ///
    /// # Errors
    ///
    /// [`MoveError::NothingToUndo`] when no person has moved.
    pub fn take_back(&mut self) -> Result<TakenBack, MoveError> {
        let mut moves = match self.opponent {
            Opponent::Program => self.game.undo_round()?,
            Opponent::Friend => vec![self.game.undo()?],
        };
        moves.reverse();
        Ok(TakenBack {
            moves,
            opponent: self.opponent,
        })
    }

    fn told(&self, turn: super::Turn) -> Told {
        Told {
            turn,
            opponent: self.opponent,
        }
    }
}

impl Play for Session {
    type Side = Player;
    type Move = EdgeNumber;
    type Moves = Vec<EdgeNumber>;
    type Turn = Told;
    type Hint = Advice;
    type Standing = Standing;
    type Error = MoveError;

    fn sides(&self) -> Vec<(Player, Seat)> {
        let seat = |player: Player| match (player, self.opponent) {
            (Player::Program, Opponent::Program) => Seat::Program,
            _ => Seat::Person,
        };
        let first = self.game.first();
        vec![(first, seat(first)), (first.other(), seat(first.other()))]
    }

    fn to_move(&self) -> Option<Player> {
        self.game.to_move()
    }

    /// Who won, or who is to move with what the position is worth and who wins it.
    fn standing(&self) -> Standing {
        Standing {
            evaluation: self.game.winner().is_none().then(|| self.game.evaluation()),
            ..self.turn()
        }
    }

    fn legal_moves(&self) -> Vec<EdgeNumber> {
        self.game.legal_moves()
    }

    fn play(&mut self, edge: EdgeNumber) -> Result<Told, MoveError> {
        let turn = match self.opponent {
            Opponent::Program => self.game.play(edge)?,
            Opponent::Friend => self.game.cut_for_either(edge)?,
        };
        Ok(self.told(turn))
    }

    fn reply(&mut self) -> Result<Option<Told>, MoveError> {
        if self.opponent == Opponent::Friend || self.game.to_move() != Some(Player::Program) {
            return Ok(None);
        }
        let turn = self.game.reply()?;
        Ok(Some(self.told(turn)))
    }

    fn undo(&mut self) -> Result<Vec<EdgeNumber>, MoveError> {
        Ok(self.take_back()?.moves.iter().map(|m| m.edge).collect())
    }

    fn hint(&self) -> Option<Advice> {
        let mover = self.game.to_move()?;
        let hint = self.game.hint()?;
        let (a, b) = self.game.picture().ends(hint.edge)?;
        Some(Advice {
            ends: (a.to_owned(), b.to_owned()),
            hint,
            mover,
            opponent: self.opponent,
        })
    }
}
