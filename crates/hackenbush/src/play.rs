//! A game between a person and the program, as a state machine with no I/O: the position,
//! whose turn it is, the legal moves, a move applied, the program's reply and why, the end.
//! A front end shows the position, reads the person's moves and words the turns.

use games_common::Nimber;

use crate::answer::Value;
use crate::colour::{Colour, ColourClass};
use crate::picture::{Edge, EdgeNumber, Picture};
use crate::solve::{SolveError, solve};

/// A side of a partizan game: Left cuts blue and green edges, Right red and green ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// A picture the solver of its colour class refuses (then every position of the game
    /// would be refused too; positions only shrink).
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

/// Why the program chose its move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// The picture was worth `value` (not 0) and the move leaves 0, a lost position for
    /// the player to move next. The program plays the lowest-numbered such move.
    LeavesZero {
        /// What the picture was worth before the move.
        value: Nimber,
    },
    /// The picture is worth 0, so no move wins; the program cuts the lowest-numbered
    /// standing edge and waits for a slip.
    NoWinningMove,
    /// In a coloured game: the picture was worth `value` (a nimber, a number or a game,
    /// as the solver of the position's colour class gives it) and this move wins for the
    /// program's side; the lowest-numbered such move.
    Wins {
        /// What the picture was worth before the move.
        value: Value,
    },
    /// In a coloured game: the picture is worth `value` and no move of the program's side
    /// wins; it cuts its lowest-numbered edge and waits for a slip.
    NothingWins {
        /// What the picture is worth.
        value: Value,
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

/// Why a move could not be made.
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
    /// In a coloured game, the edge's colour is not one the person's side may cut.
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
}

/// A game of Hackenbush on one picture between a person and the program, which plays
/// perfectly: a winning move whenever there is one (the lowest-numbered), otherwise the
/// lowest-numbered edge it may cut. The program's winning moves come from [`solve`], which
/// picks the solver by the position's colour class.
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
/// ```
///
/// A picture with blue or red edges in play is played with a [`Side`] for the person: each
/// player cuts only the edges of their side's colours and green ones.
#[derive(Clone, Debug)]
pub struct Game {
    picture: Picture,
    /// The player to move (the loser, once the game is over).
    to_move: Player,
    record: Record,
    /// The person's side in a coloured game; `None` for Green Hackenbush.
    side: Option<Side>,
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
        match (picture.colour_class(), side) {
            (ColourClass::Green, Some(_)) => return Err(PlayError::SideInGreen),
            (ColourClass::Green, None) => {}
            (class, None) => return Err(PlayError::NoSide { class }),
            (_, Some(_)) => {
                solve(&picture)?;
            }
        }
        let mut game = Game {
            picture,
            to_move: first,
            record: Record::default(),
            side,
        };
        game.check_end();
        Ok(game)
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
        match self.side_of(player) {
            None => self.picture.moves(),
            Some(side) => self
                .picture
                .standing()
                .iter()
                .filter(|e| side.may_cut(e.colour))
                .map(|e| e.number)
                .collect(),
        }
    }

    /// The standing edges with their ends, ascending: the position as a person sees it.
    pub fn standing(&self) -> Vec<Edge<'_>> {
        self.picture.standing()
    }

    /// The moves so far and the winner.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The person deletes `edge`.
    ///
    /// # Errors
    ///
    /// [`MoveError::NotStanding`] if `edge` is not a legal move,
    /// [`MoveError::OutOfTurn`] on the program's turn, [`MoveError::GameOver`] after the
    /// end. The game is unchanged then.
    pub fn play(&mut self, edge: EdgeNumber) -> Result<Turn, MoveError> {
        self.check_turn(Player::Person)?;
        if let Some(side) = self.side
            && let Some(colour) = self.picture.colour_of(edge)
            && !side.may_cut(colour)
            && self.picture.moves().contains(&edge)
        {
            return Err(MoveError::NotYourColour { edge, colour });
        }
        self.apply(edge, None)
    }

    /// The program's move: see [`Game`] for how it chooses, and [`Turn::reason`] for why.
    ///
    /// # Errors
    ///
    /// [`MoveError::OutOfTurn`] on the person's turn, [`MoveError::GameOver`] after the
    /// end.
    pub fn reply(&mut self) -> Result<Turn, MoveError> {
        self.check_turn(Player::Program)?;
        let answer = solve(&self.picture)
            .expect("positions only shrink: within the limits checked at the start");
        let winning = match self.side_of(Player::Program) {
            Some(Side::Right) => answer.winning_moves.right,
            // Left's, or in a green game either player's (the same).
            _ => answer.winning_moves.left,
        };
        let first = winning.first().copied();
        let (edge, reason) = match (self.side, answer.value, first) {
            (None, Value::Nimber(value), Some(edge)) => (edge, Reason::LeavesZero { value }),
            (None, _, None) => (self.lowest()?, Reason::NoWinningMove),
            (_, value, Some(edge)) => (edge, Reason::Wins { value }),
            (_, value, None) => (self.lowest()?, Reason::NothingWins { value }),
        };
        self.apply(edge, Some(reason))
    }

    /// The lowest-numbered legal move.
    fn lowest(&self) -> Result<EdgeNumber, MoveError> {
        self.legal_moves()
            .first()
            .copied()
            .ok_or(MoveError::GameOver)
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
        self.picture = after;
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
    /// the program has no winning move and cuts the lowest edge; the person takes the last.
    #[test]
    fn a_lost_position_for_the_program() {
        let triangle = parse_picture("G a\na b\nb G\n", "G").unwrap();
        let mut game = Game::new(triangle, Player::Person, None).unwrap();
        game.play(n(2)).unwrap();
        let reply = game.reply().unwrap();
        assert_eq!(
            (reply.edge, reply.reason),
            (n(1), Some(Reason::NoWinningMove))
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
        // 21 parallel blue and green edges: one part too big for the canonical search.
        let text: String = (0..21)
            .map(|i| if i % 2 == 0 { "G a b\n" } else { "G a g\n" })
            .collect();
        let big = parse_picture(&text, "G").unwrap();
        assert!(matches!(
            Game::new(big, Player::Person, Some(Side::Left)),
            Err(PlayError::Solve(SolveError::Canonical(_)))
        ));
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
