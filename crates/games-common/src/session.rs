//! [`Session`]: one game in play, as every front end drives it, under the same names in
//! every game library.
//!
//! A front end (the terminal's `play`, the web page) does no more than this: it makes a
//! session, shows its [`standing`](Session::standing) and [`legal_moves`](Session::legal_moves),
//! passes on a person's move with [`play`](Session::play), lets the program move with
//! [`reply`](Session::reply), and shows each answer's words. The words are the library's:
//! a [`Session::Turn`], [`Session::Hint`] and [`Session::Standing`] each display as a
//! sentence in the player's words ("You took 2; 23 marbles left."), so the terminal and the
//! page say the same thing. A front end may add words of its own around them (a
//! greeting, a label), never an explanation of a move.
//!
//! Saving is [`SavedSession`]: a session as text, and the text read back with the game's
//! own limits checked, so a front end never reads a save's fields itself.

use std::fmt::Display;

/// Who plays a side of a [`Session`]: a person at the screen, or the program.
///
/// A game between two people has [`Seat::Person`] on both sides; a game against the
/// program has it on one. A puzzle for one person (strike-out) has one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A person, whose moves the front end passes on with [`Session::play`].
    Person,
    /// The program, which moves with [`Session::reply`].
    Program,
}

/// One game in play: its sides, the position's standing, the legal moves, a move played or
/// taken back, the program's reply and a hint, each with its words.
///
/// ```
/// use games_common::session::{Seat, Session};
///
/// /// One heap; take 1 or 2; who takes the last counter wins. Two people play.
/// struct Heap { left: u32, turns: Vec<u32> }
/// struct Took(u32, u32);
/// impl std::fmt::Display for Took {
///     fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
///         write!(f, "Took {}; {} left.", self.0, self.1)
///     }
/// }
/// #[derive(Debug)]
/// struct Refused;
/// impl std::fmt::Display for Refused {
///     fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { f.write_str("refused") }
/// }
/// impl std::error::Error for Refused {}
/// impl Session for Heap {
///     type Side = usize;
///     type Move = u32;
///     type Moves = Vec<u32>;
///     type Turn = Took;
///     type Hint = Took;
///     type Standing = String;
///     type Error = Refused;
///     fn sides(&self) -> Vec<(usize, Seat)> { vec![(1, Seat::Person), (2, Seat::Person)] }
///     fn to_move(&self) -> Option<usize> { (self.left > 0).then(|| 1 + self.turns.len() % 2) }
///     fn standing(&self) -> String { format!("{} left.", self.left) }
///     fn legal_moves(&self) -> Vec<u32> { (1..=self.left.min(2)).collect() }
///     fn play(&mut self, take: u32) -> Result<Took, Refused> {
///         if !self.legal_moves().contains(&take) { return Err(Refused) }
///         self.left -= take;
///         self.turns.push(take);
///         Ok(Took(take, self.left))
///     }
///     fn reply(&mut self) -> Result<Option<Took>, Refused> { Ok(None) }
///     fn undo(&mut self) -> Result<Vec<u32>, Refused> {
///         let take = self.turns.pop().ok_or(Refused)?;
///         self.left += take;
///         Ok(vec![take])
///     }
///     fn hint(&self) -> Option<Took> {
///         let take = if self.left % 3 == 0 { 1 } else { self.left % 3 };
///         (self.left > 0).then(|| Took(take, self.left - take))
///     }
/// }
///
/// let mut game = Heap { left: 5, turns: vec![] };
/// assert_eq!(game.hint().unwrap().to_string(), "Took 2; 3 left.");
/// game.play(2).unwrap();
/// assert_eq!(game.to_move(), Some(2));
/// assert!(game.play(3).is_err());
/// assert_eq!(game.undo().unwrap(), [2]);
/// assert_eq!(game.standing(), "5 left.");
/// ```
pub trait Session {
    /// A side of the game, as the game names it (Left and Right, the first and second
    /// player, the one player of a puzzle).
    type Side: Copy + Eq;
    /// A move, as a player names it (an edge, a number of marbles, two cells).
    type Move;
    /// The legal moves of the side to move, in the game's order.
    type Moves: IntoIterator<Item = Self::Move>;
    /// What a move did; displays as the move explained in the player's words.
    type Turn: Display;
    /// The move the program suggests for the side to move; displays as the move and why.
    type Hint: Display;
    /// Where the game stands: whose turn, who wins with best play, or how it ended;
    /// displays as a sentence.
    type Standing: Display;
    /// Why a move, a reply or an undo was refused.
    type Error: std::error::Error;

    /// The sides in the order they first move, each with who plays it.
    fn sides(&self) -> Vec<(Self::Side, Seat)>;

    /// The side to move, or `None` once the game is over.
    fn to_move(&self) -> Option<Self::Side>;

    /// Where the game stands now.
    fn standing(&self) -> Self::Standing;

    /// The legal moves of the side to move (none once the game is over).
    fn legal_moves(&self) -> Self::Moves;

    /// Plays `mv` for the side to move, which a person plays.
    ///
    /// # Errors
    ///
    /// The move is not legal, it is the program's turn, or the game is over.
    fn play(&mut self, mv: Self::Move) -> Result<Self::Turn, Self::Error>;

    /// The program's move, when the side to move is the program's: `Ok(None)` when it is
    /// a person's turn or the game is over.
    ///
    /// # Errors
    ///
    /// The program cannot answer within the game's limits.
    fn reply(&mut self) -> Result<Option<Self::Turn>, Self::Error>;

    /// Takes back the last move a person made, with the program's replies after it, and
    /// returns the moves taken back, in the order they were played.
    ///
    /// # Errors
    ///
    /// No person has moved yet.
    fn undo(&mut self) -> Result<Vec<Self::Move>, Self::Error>;

    /// The move the program would make for the side to move, or `None` once the game is
    /// over.
    fn hint(&self) -> Option<Self::Hint>;
}

/// A [`Session`] saved as text and restored from it.
pub trait SavedSession: Session + Sized {
    /// Why a save was refused.
    type RestoreError: std::error::Error;

    /// The session as text (the game's JSON), everything [`SavedSession::restore`] needs.
    fn save(&self) -> String;

    /// The session saved as `text`, checked move by move and against the game's own
    /// limits: a save too big to answer within a second is refused, naming the limit.
    ///
    /// # Errors
    ///
    /// The text is not a save of this game, a move of it is not legal, or it is past a
    /// limit.
    fn restore(text: &str) -> Result<Self, Self::RestoreError>;
}
