//! The contest protocol without the I/O: one side's state as a [`Player`], with the grammar
//! of what it reads ([`Tokenizer`]), and the referee's side as a [`Game`], a state machine fed what the program to move did ([`Event`]: a line,
//! a closed output, a time-out) that answers what to pass on ([`Step`]) and, at the end,
//! who won and why ([`End`]).
//!
//! The protocol: each program first reads n and its player number (1 moves first). On its
//! turn it writes one integer (its take) and a newline and flushes; on the opponent's turn
//! it reads the opponent's take. The game ends when the last marble is taken.
//!
//! Both sides play the contest's rules by default, and any member of the family with
//! [`Player::with_rules`] and [`Game::with_rules`]. The protocol has no word for the
//! rules: what is sent is the same under every member, and both programs must be started
//! for the same rules (`marbles play --first A..=B --factor C`).

use std::fmt;
use std::time::Duration;

use crate::rules::{GameError, Position, Rules, Seat};
use crate::solver::{Solver, WhenLosing};
use crate::strategy::Choice;

mod tokens;

pub use tokens::{Expected, LONGEST_TOKEN, Token, TokenError, Tokenizer};

/// One side of the protocol: the position, and whose turn it is.
///
/// ```
/// use marbles::{Player, Seat};
///
/// let mut me = Player::new(25, Seat::Second)?;
/// me.opponent_takes(3)?;
/// let choice = me.play().expect("my turn");
/// assert!(choice.wins);
/// # Ok::<(), marbles::GameError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Player {
    position: Position,
    me: Seat,
    mover: Seat,
    solver: Solver,
}

/// The start of a game of `n` marbles under `rules`: at least the smallest first take,
/// and at most the largest heap their [`Solver`] handles (the players it is refereed for
/// can play no more).
fn start(rules: Rules, n: u64) -> Result<Position, GameError> {
    Solver::new(rules).check_heap(n)?;
    rules.start(n)
}

impl Player {
    /// The player in seat `me` in a game of `n` marbles under the contest's rules.
    pub fn new(n: u64, me: Seat) -> Result<Player, GameError> {
        Player::with_rules(Rules::CONTEST, n, me)
    }

    /// The player in seat `me` in a game of `n` marbles under `rules`, playing from their
    /// [`Solver`] made for n ([`Solver::for_heap`]: the contest's rules from the proved
    /// structure; any other member from a table filled for n first, n at most
    /// [`crate::FamilyTable::MAX_HEAP`], a fraction of a second at the largest).
    ///
    /// ```
    /// use marbles::{Player, Rules, Seat};
    ///
    /// // First take 1 or 2, then k+1..=3k: 5 marbles are won by taking 1 (a first take
    /// // the contest does not allow).
    /// let rules = Rules::new(1, 2, 3, true)?;
    /// let mut me = Player::with_rules(rules, 5, Seat::First)?;
    /// assert_eq!(me.play().expect("my turn").take, 1);
    /// // 4 left after a take of 1: the opponent takes 2 or 3, and I take the rest.
    /// me.opponent_takes(2)?;
    /// assert_eq!(me.play().expect("my turn").take, 2);
    /// assert_eq!(me.winner(), Some(Seat::First));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_rules(rules: Rules, n: u64, me: Seat) -> Result<Player, GameError> {
        let solver = Solver::for_heap(rules, n)?;
        let position = rules.start(n)?;
        Ok(Player {
            position,
            me,
            mover: Seat::First,
            solver,
        })
    }

    /// The same player, playing `rule` in lost positions ([`Solver::when_losing`]).
    pub fn when_losing(mut self, rule: WhenLosing) -> Player {
        self.solver = self.solver.when_losing(rule);
        self
    }

    /// The rules this player plays.
    pub fn rules(&self) -> Rules {
        self.solver.rules()
    }

    /// This player's seat.
    pub fn seat(&self) -> Seat {
        self.me
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Whether the game is over: the last marble is taken, or (under rules with take-all
    /// off, or factor 1) the player to move has no legal take.
    pub fn is_over(&self) -> bool {
        self.rules().is_over(&self.position)
    }

    /// Whether this player moves next (false once the game is over).
    pub fn is_my_turn(&self) -> bool {
        !self.is_over() && self.mover == self.me
    }

    /// Once the game is over, the seat that made the last take.
    pub fn winner(&self) -> Option<Seat> {
        self.is_over().then(|| self.mover.other())
    }

    /// Chooses this player's take with [`Solver::choose`] and makes it; `None` when it is
    /// not this player's turn.
    pub fn play(&mut self) -> Option<Choice> {
        if !self.is_my_turn() {
            return None;
        }
        let choice = self.solver.choose(&self.position)?;
        self.advance(choice.take).ok()?;
        Some(choice)
    }

    /// Records the opponent's take, or says why it is illegal (or not the opponent's turn).
    pub fn opponent_takes(&mut self, take: u64) -> Result<(), GameError> {
        if self.is_my_turn() {
            return Err(GameError::NotYourTurn);
        }
        self.advance(take)
    }

    fn advance(&mut self, take: u64) -> Result<(), GameError> {
        self.position = self.rules().take(&self.position, take)?;
        self.mover = self.mover.other();
        Ok(())
    }
}

/// Why a refereed game ended. With the `serde` feature it serializes as its name in
/// lower case: `"win"`, `"illegal"`, `"crash"`, `"timeout"`, `"garbage"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Reason {
    /// The winner took the last marble.
    Win,
    /// The loser made an illegal take.
    Illegal,
    /// The loser exited or closed its output before its move.
    Crash,
    /// The loser did not move within the time limit.
    Timeout,
    /// The loser wrote something that is not one integer on a line.
    Garbage,
}

impl Reason {
    /// Every reason, in the order the results tables show them.
    pub const ALL: [Reason; 5] = [
        Reason::Win,
        Reason::Illegal,
        Reason::Crash,
        Reason::Timeout,
        Reason::Garbage,
    ];
}

/// `win`, `illegal`, `crash`, `timeout`, `garbage`.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::Win => "win",
            Reason::Illegal => "illegal",
            Reason::Crash => "crash",
            Reason::Timeout => "timeout",
            Reason::Garbage => "garbage",
        })
    }
}

/// How a program stood when its output closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Exit {
    /// It exited with this status.
    Status(i32),
    /// It was ended by a signal.
    Signal,
    /// It was still running (it closed its output only).
    Running,
}

/// What the program to move did, as the referee saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Event {
    /// It wrote a line (given without its newline; bytes that are not UTF-8 as U+FFFD).
    Line(String),
    /// Its output closed. `unterminated` holds what it wrote after its last newline (empty
    /// when nothing), `exit` how it stood then.
    Closed {
        /// The text after the last newline.
        unterminated: String,
        /// Whether and how it had exited.
        exit: Exit,
    },
    /// It wrote more than `limit` bytes without a newline.
    Overlong {
        /// The longest line the referee reads.
        limit: u64,
    },
    /// It wrote no line within the time limit.
    TimedOut {
        /// The time limit for one move.
        limit: Duration,
    },
    /// The referee lost its output (the reader stopped without a word).
    Lost,
}

/// Why a refereed game ended, as data: the [`Reason`] and what exactly happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Detail {
    /// The winner took the last marble.
    LastMarble,
    /// The winner's take left the loser no legal take (under rules with take-all off, or
    /// factor 1): the position the loser faced.
    NoLegalTake(Position),
    /// The loser wrote a line that is not one integer.
    NotAnInteger {
        /// The line, without its newline.
        line: String,
    },
    /// The loser wrote a whole number larger than any heap (beyond `u64`).
    TooLarge {
        /// Its digits.
        digits: String,
    },
    /// The loser's take broke the rules.
    Illegal(GameError),
    /// The loser wrote text without a newline and closed its output.
    Unterminated {
        /// The text.
        text: String,
    },
    /// The loser wrote more than `limit` bytes without a newline.
    Overlong {
        /// The longest line the referee reads.
        limit: u64,
    },
    /// The loser's output closed before its move.
    Crashed(Exit),
    /// The loser did not move within the time limit.
    TimedOut {
        /// The time limit for one move.
        limit: Duration,
    },
    /// The loser's output was lost.
    Lost,
}

impl Detail {
    /// The reason this detail is filed under.
    pub fn reason(&self) -> Reason {
        match self {
            Detail::LastMarble | Detail::NoLegalTake(_) => Reason::Win,
            Detail::TooLarge { .. } | Detail::Illegal(_) => Reason::Illegal,
            Detail::NotAnInteger { .. } | Detail::Unterminated { .. } | Detail::Overlong { .. } => {
                Reason::Garbage
            }
            Detail::Crashed(_) | Detail::Lost => Reason::Crash,
            Detail::TimedOut { .. } => Reason::Timeout,
        }
    }
}

/// How a refereed game ended: the winner, the reason, and the detail.
///
/// Its `Display` tells what happened in one sentence: `player 1 took the last marble`,
/// `player 2 did not move within 2 s`. With the `serde` feature it serializes as its
/// fields: the winner, the reason and the detail.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct End {
    winner: Seat,
    reason: Reason,
    detail: Detail,
}

impl End {
    fn new(winner: Seat, detail: Detail) -> End {
        End {
            winner,
            reason: detail.reason(),
            detail,
        }
    }

    /// The seat that won.
    pub fn winner(&self) -> Seat {
        self.winner
    }

    /// The seat that lost.
    pub fn loser(&self) -> Seat {
        self.winner.other()
    }

    /// Why, in short.
    pub fn reason(&self) -> Reason {
        self.reason
    }

    /// What exactly happened.
    pub fn detail(&self) -> &Detail {
        &self.detail
    }
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let loser = self.loser();
        match &self.detail {
            Detail::LastMarble => write!(f, "{} took the last marble", self.winner),
            Detail::NoLegalTake(position) => {
                write!(f, "{} left {loser} no legal take ({position})", self.winner)
            }
            Detail::NotAnInteger { line } => write!(f, "{loser} wrote {line:?}, not an integer"),
            Detail::TooLarge { digits } => {
                write!(f, "{loser} took {digits}, more than any heap")
            }
            Detail::Illegal(e) => write!(f, "{loser}: {e}"),
            Detail::Unterminated { text } => write!(
                f,
                "{loser} wrote {text:?} without a newline and closed its output"
            ),
            Detail::Overlong { limit } => {
                write!(f, "{loser} wrote more than {limit} bytes without a newline")
            }
            Detail::Crashed(Exit::Status(code)) => {
                write!(f, "{loser} exited with status {code} before its move")
            }
            Detail::Crashed(Exit::Signal) => {
                write!(f, "{loser} was killed by a signal before its move")
            }
            Detail::Crashed(Exit::Running) => {
                write!(f, "{loser} closed its output before its move")
            }
            Detail::TimedOut { limit } => {
                write!(f, "{loser} did not move within {} s", limit.as_secs_f64())
            }
            Detail::Lost => write!(f, "{loser}'s output was lost"),
        }
    }
}

/// What the referee does after an [`Event`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Step {
    /// The take was legal: write it (one integer and a newline) to the program in seat
    /// `to`. Either it is that program's turn now, or the take ended the game (the last
    /// marble, or no legal take left) and the program learns from it that the game is
    /// over ([`Game::end`] says so).
    Relay {
        /// The program to tell.
        to: Seat,
        /// The take to pass on.
        take: u64,
    },
    /// The game is over, against the program to move, with nothing to pass on.
    Over(End),
}

/// The referee's record of one game: the position, whose turn it is, the takes so far, and
/// how it ended. It does no I/O: the referee feeds it what the program to move did and acts
/// on the [`Step`] it answers.
///
/// ```
/// use marbles::protocol::{Event, Reason, Step};
/// use marbles::{Game, Seat};
///
/// let mut game = Game::new(25)?;
/// assert_eq!(game.opening(Seat::Second), "25 2");
/// let step = game.feed(Event::Line("2".into()));
/// assert_eq!(step, Step::Relay { to: Seat::Second, take: 2 });
/// let Step::Over(end) = game.feed(Event::Line("9".into())) else { panic!() };
/// assert_eq!((end.winner(), end.reason()), (Seat::First, Reason::Illegal));
/// # Ok::<(), marbles::GameError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    n: u64,
    rules: Rules,
    position: Position,
    mover: Seat,
    moves: Vec<u64>,
    end: Option<End>,
}

impl Game {
    /// A game of `n` marbles (n >= 2) under the contest's rules, player 1 to move.
    pub fn new(n: u64) -> Result<Game, GameError> {
        Game::with_rules(Rules::CONTEST, n)
    }

    /// A game of `n` marbles under `rules`, player 1 to move: the referee enforces them
    /// (the legal takes, the end when no legal take is left, the winner). Under rules
    /// other than the contest's, n is at least the smallest first take and at most
    /// [`Solver::max_heap`], the largest game the family's players can play.
    ///
    /// ```
    /// use marbles::protocol::{Event, Reason, Step};
    /// use marbles::{Game, Rules, Seat};
    ///
    /// // First take 1 or 2, factor 3, take-all off.
    /// let mut game = Game::with_rules(Rules::new(1, 2, 3, false)?, 6)?;
    /// assert_eq!(game.opening(Seat::First), "6 1", "the protocol is the contest's");
    /// game.feed(Event::Line("2".into()));
    /// game.feed(Event::Line("3".into()));
    /// // 1 marble left after a take of 3: player 1 has no legal take.
    /// let end = game.end().expect("over");
    /// assert_eq!((end.winner(), end.reason()), (Seat::Second, Reason::Win));
    /// assert_eq!(end.to_string(), "player 2 left player 1 no legal take (1 marble left after a take of 3)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_rules(rules: Rules, n: u64) -> Result<Game, GameError> {
        Ok(Game {
            n,
            rules,
            position: start(rules, n)?,
            mover: Seat::First,
            moves: Vec::new(),
            end: None,
        })
    }

    /// The number of marbles at the start.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The rules the referee enforces.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The first line the program in `seat` reads (without its newline): n and its player
    /// number, `25 1`.
    pub fn opening(&self, seat: Seat) -> String {
        format!("{} {}", self.n, seat.number())
    }

    /// The seat to move, whose program the referee waits for (after the end: the seat
    /// that lost).
    pub fn mover(&self) -> Seat {
        self.mover
    }

    /// The legal takes so far, in order.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// How the game ended, once it has.
    pub fn end(&self) -> Option<&End> {
        self.end.as_ref()
    }

    /// The finished game as a record, once it has ended.
    pub fn refereed(&self) -> Option<Refereed> {
        Some(Refereed {
            n: self.n,
            rules: self.rules,
            end: self.end.clone()?,
            moves: self.moves.clone(),
        })
    }

    /// Judges what the program to move did. A line of one integer (spaces, tabs and a
    /// carriage return around it allowed) that is a legal take is made and passed on; any
    /// other line, a closed output, an overlong line or a time-out ends the game against
    /// the program to move. After the end every event answers [`Step::Over`] again.
    pub fn feed(&mut self, event: Event) -> Step {
        if let Some(end) = &self.end {
            return Step::Over(end.clone());
        }
        let detail = match event {
            Event::Line(line) => return self.submit(line),
            Event::Closed { unterminated, exit } if unterminated.is_empty() => {
                Detail::Crashed(exit)
            }
            Event::Closed { unterminated, .. } => Detail::Unterminated { text: unterminated },
            Event::Overlong { limit } => Detail::Overlong { limit },
            Event::TimedOut { limit } => Detail::TimedOut { limit },
            Event::Lost => Detail::Lost,
        };
        self.finish(detail)
    }

    fn submit(&mut self, line: String) -> Step {
        let text = line.trim_matches([' ', '\t', '\r']);
        if !games_common::range::is_digits(text) {
            return self.finish(Detail::NotAnInteger { line });
        }
        let Ok(take) = text.parse::<u64>() else {
            let digits = text.to_owned();
            return self.finish(Detail::TooLarge { digits });
        };
        match self.rules.take(&self.position, take) {
            Ok(next) => {
                self.position = next;
                self.moves.push(take);
                if next.is_over() {
                    self.end = Some(End::new(self.mover, Detail::LastMarble));
                } else if self.rules.is_over(&next) {
                    self.end = Some(End::new(self.mover, Detail::NoLegalTake(next)));
                }
                self.mover = self.mover.other();
                Step::Relay {
                    to: self.mover,
                    take,
                }
            }
            Err(e) => self.finish(Detail::Illegal(e)),
        }
    }

    fn finish(&mut self, detail: Detail) -> Step {
        let end = End::new(self.mover.other(), detail);
        self.end = Some(end.clone());
        Step::Over(end)
    }
}

/// A refereed game that has ended: the heap, the rules, how it ended, and the legal takes
/// in order.
///
/// With the `serde` feature it serializes as its fields: n, the rules, the end and the
/// moves (`marbles referee --json` prints a summary of it).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Refereed {
    n: u64,
    rules: Rules,
    end: End,
    moves: Vec<u64>,
}

impl Refereed {
    /// The number of marbles at the start.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The rules it was refereed under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// How the game ended.
    pub fn end(&self) -> &End {
        &self.end
    }

    /// The legal takes, in order.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str) -> Event {
        Event::Line(text.to_owned())
    }

    /// The end of a game after `lines`, the last of which must end it.
    fn ended(n: u64, lines: &[&str]) -> End {
        let mut g = Game::new(n).unwrap();
        let (last, before) = lines.split_last().unwrap();
        for l in before {
            assert!(matches!(g.feed(line(l)), Step::Relay { .. }), "{l:?}");
        }
        match g.feed(line(last)) {
            Step::Over(end) => end,
            step => panic!("{last:?} did not end the game: {step:?}"),
        }
    }

    #[test]
    fn player_two_waits_then_answers() {
        let mut p = Player::new(25, Seat::Second).unwrap();
        assert!(!p.is_my_turn());
        assert_eq!(p.play(), None);
        p.opponent_takes(3).unwrap();
        assert!(p.is_my_turn());
        let c = p.play().unwrap();
        // 22 left after 3 is won: some take leaves the opponent lost.
        assert!(c.wins);
        assert!(matches!(
            p.opponent_takes(1),
            Err(GameError::IllegalTake { take: 1, .. })
        ));
    }

    #[test]
    fn bad_heaps_and_turns() {
        assert_eq!(
            Player::new(1, Seat::First).unwrap_err(),
            GameError::TooFewMarbles {
                n: 1,
                rules: Rules::CONTEST
            }
        );
        let mut p = Player::new(25, Seat::First).unwrap();
        assert_eq!(p.opponent_takes(2), Err(GameError::NotYourTurn));
    }

    /// n = 4 is lost for player 1: whatever it takes, player 2 takes the rest and wins.
    #[test]
    fn a_player_knows_who_won() {
        let mut p = Player::new(4, Seat::First).unwrap();
        assert_eq!(p.winner(), None);
        let take = p.play().unwrap().take;
        p.opponent_takes(4 - take).unwrap();
        assert!(p.is_over());
        assert_eq!(p.winner(), Some(Seat::Second));
        assert_eq!(p.opponent_takes(1), Err(GameError::GameOver));
    }

    #[test]
    fn the_referee_record_of_the_worked_game() {
        let mut g = Game::new(25).unwrap();
        assert_eq!(g.opening(Seat::First), "25 1");
        assert_eq!(g.refereed(), None);
        let mut to = Vec::new();
        for l in ["2", "3", " 5\r", "8", "7"] {
            match g.feed(line(l)) {
                Step::Relay { to: seat, .. } => to.push(seat.number()),
                step => panic!("{l:?}: {step:?}"),
            }
        }
        // Every take is passed on, the winning one too, so the loser sees the end.
        assert_eq!(to, [2, 1, 2, 1, 2]);
        let end = g.end().unwrap().clone();
        assert_eq!((end.winner(), end.reason()), (Seat::First, Reason::Win));
        assert_eq!(end.to_string(), "player 1 took the last marble");
        assert_eq!(g.moves(), &[2, 3, 5, 8, 7]);
        let record = g.refereed().unwrap();
        assert_eq!((record.n(), record.moves()), (25, &[2, 3, 5, 8, 7][..]));
        // Nothing changes the result afterwards.
        assert_eq!(g.feed(Event::Lost), Step::Over(end));
    }

    /// A refereed game serializes its own fields, the detail of its end included, and
    /// reads back as the same record; rules that are no game are refused on the way in.
    #[cfg(feature = "serde")]
    #[test]
    fn a_refereed_game_reads_back() {
        let mut g = Game::new(25).unwrap();
        for l in ["2", "3", "5", "8", "7"] {
            g.feed(line(l));
        }
        let record = g.refereed().unwrap();
        let json = serde_json::to_string(&record).unwrap();
        assert_eq!(
            json,
            r#"{"n":25,"rules":{"first":2,"last":3,"factor":2,"take_all":true},"end":{"winner":"first","reason":"win","detail":"last_marble"},"moves":[2,3,5,8,7]}"#
        );
        assert_eq!(serde_json::from_str::<Refereed>(&json).unwrap(), record);
        for end in [
            ended(25, &["2", "x"]),
            ended(25, &["2", "9"]),
            ended(25, &["99999999999999999999999"]),
        ] {
            let json = serde_json::to_string(&end).unwrap();
            assert_eq!(serde_json::from_str::<End>(&json).unwrap(), end, "{json}");
        }
        let no_game = r#"{"first":0,"last":3,"factor":2,"take_all":true}"#;
        assert!(serde_json::from_str::<Rules>(no_game).is_err());
    }

    #[test]
    fn garbage_and_illegal_lines_lose() {
        let end = ended(25, &["two"]);
        assert_eq!(
            (end.winner(), end.reason()),
            (Seat::Second, Reason::Garbage)
        );
        assert_eq!(end.to_string(), "player 1 wrote \"two\", not an integer");
        let end = ended(25, &["2", "5"]);
        assert_eq!((end.winner(), end.reason()), (Seat::First, Reason::Illegal));
        assert_eq!(
            end.detail(),
            &Detail::Illegal(GameError::IllegalTake {
                take: 5,
                position: Position::after(23, 2),
                lowest: 3,
                highest: 4
            })
        );
        assert_eq!(
            end.to_string(),
            "player 2: illegal take 5: 23 marbles left after a take of 2, the legal takes are 3 to 4"
        );
        let end = ended(25, &["99999999999999999999999"]);
        assert_eq!(end.reason(), Reason::Illegal);
        assert_eq!(
            end.to_string(),
            "player 1 took 99999999999999999999999, more than any heap"
        );
        for junk in ["", "-2", "+2", "2 3", "0x2", "2.0", "٣"] {
            assert_eq!(ended(25, &[junk]).reason(), Reason::Garbage, "{junk:?}");
        }
    }

    /// Events other than a line end the game against the program to move, each for its
    /// reason and in its words.
    #[test]
    fn events_end_the_game_against_the_mover() {
        let cases = [
            (
                Event::Closed {
                    unterminated: String::new(),
                    exit: Exit::Status(3),
                },
                Reason::Crash,
                "player 2 exited with status 3 before its move",
            ),
            (
                Event::Closed {
                    unterminated: String::new(),
                    exit: Exit::Signal,
                },
                Reason::Crash,
                "player 2 was killed by a signal before its move",
            ),
            (
                Event::Closed {
                    unterminated: String::new(),
                    exit: Exit::Running,
                },
                Reason::Crash,
                "player 2 closed its output before its move",
            ),
            (
                Event::Closed {
                    unterminated: "3".into(),
                    exit: Exit::Status(0),
                },
                Reason::Garbage,
                "player 2 wrote \"3\" without a newline and closed its output",
            ),
            (
                Event::Overlong { limit: 1024 },
                Reason::Garbage,
                "player 2 wrote more than 1024 bytes without a newline",
            ),
            (
                Event::TimedOut {
                    limit: Duration::from_millis(300),
                },
                Reason::Timeout,
                "player 2 did not move within 0.3 s",
            ),
            (Event::Lost, Reason::Crash, "player 2's output was lost"),
        ];
        for (event, reason, words) in cases {
            let mut g = Game::new(10).unwrap();
            g.feed(line("3"));
            let Step::Over(end) = g.feed(event.clone()) else {
                panic!("{event:?} did not end the game");
            };
            assert_eq!((end.winner(), end.reason()), (Seat::First, reason));
            assert_eq!(end.to_string(), words);
            assert_eq!(g.moves(), &[3]);
        }
    }

    proptest::proptest! {
        /// Any line is judged without a panic: accepted only when it is digits (with
        /// spaces, tabs or a carriage return around them) naming a legal take.
        #[test]
        fn any_line_is_judged(text in "[ \t\r0-9a-z+-]{0,12}") {
            let mut g = Game::new(25).unwrap();
            match g.feed(Event::Line(text.clone())) {
                Step::Relay { to, take } => {
                    proptest::prop_assert!(take == 2 || take == 3);
                    proptest::prop_assert_eq!(to, Seat::Second);
                    proptest::prop_assert_eq!(text.trim_matches([' ', '\t', '\r']).parse::<u64>().ok(), Some(take));
                }
                Step::Over(end) => proptest::prop_assert_eq!(end.winner(), Seat::Second),
            }
        }
    }
}
