//! [`Match`]: a game of marbles in play, as both front ends drive it (the terminal's
//! `versus` and the web page), with no I/O: the [`Session`] of the family's games.
//!
//! A match has two sides, the first and the second player ([`Seat`]). Two people may play
//! it at one screen ([`Match::between_people`]), each side's takes passed on with
//! [`Session::play`] and the program never moving by itself; or a person plays against the
//! program ([`Match::new`]), which moves with [`Session::reply`]. Either way the program
//! gives a hint for the side to move and says who wins with perfect play
//! ([`Session::standing`]); undo takes back a person's last take with the program's reply
//! after it. With the `serde` feature a match is saved as JSON and restored
//! ([`SavedSession`]), replayed and checked, within [`SAVED_HEAP_LIMIT`].
//!
//! Each [`Turn`], [`Hint`], [`Standing`] and [`TakenBack`] displays as a sentence in the
//! player's words ("You took 2; 23 marbles left after a take of 2."), which every front
//! end shows as it is.
//!
//! The program plays from its [`Solver`]: in a won position its smallest winning take.
//! In a lost position, where every take loses against perfect play, it plays by default
//! the take that leaves the other side the fewest winning replies, the smallest such take
//! on a tie ([`WhenLosing::FewestReplies`]): each reply that can go wrong is a chance for
//! the program, so the fewer right answers are left, the harder the other side's win.
//! [`Match::when_losing`] chooses the other rule, the smallest legal take.
//!
//! This is not the contest's referee ([`crate::protocol`]): the two share only the rules
//! ([`Rules`], [`Position`]) and the program's choice ([`Solver`]).

use std::fmt;

use games_common::session::Seat as Who;

use crate::rules::{GameError, Position, Rules, Seat};
use crate::solver::{Solver, WhenLosing};
use crate::strategy::Choice;

pub use games_common::session::{SavedSession, Session};

/// The largest heap a saved match is restored with under rules other than the contest's
/// (whose answers come from the proved structure for any heap): 100 000. Restoring builds
/// the solver's exact table for the heap, a few milliseconds at this size; at the
/// solver's own limit ([`FamilyTable::MAX_HEAP`](crate::FamilyTable::MAX_HEAP)) it takes
/// about a second, too long for every request of a page.
pub const SAVED_HEAP_LIMIT: u64 = 100_000;

/// Why a take is the one to play: the program's reason for its reply, and a hint's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// The take wins against any defence: it takes the last marble, or leaves the other
    /// side a position in which every take loses.
    Wins,
    /// Every take loses against perfect play; this one leaves the other side
    /// `winning_replies` takes that win, chosen by the match's rule for lost positions
    /// ([`WhenLosing`]; by default the fewest such replies).
    EveryTakeLoses {
        /// How many of the other side's replies win.
        winning_replies: u64,
    },
}

impl From<Choice> for Reason {
    fn from(choice: Choice) -> Reason {
        if choice.wins {
            Reason::Wins
        } else {
            Reason::EveryTakeLoses {
                winning_replies: choice.opponent_winning_replies,
            }
        }
    }
}

/// Who plays the sides of a match, to name them in words: "you" and "the program", or
/// "player 1" and "player 2" when two people play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Voice {
    /// The seat the program plays; `None` when two people play.
    program: Option<Seat>,
}

impl Voice {
    /// `seat` as the subject of a sentence: "you", "the program", "player 1".
    fn name(self, seat: Seat) -> String {
        match self.program {
            Some(program) if program == seat => "the program".to_owned(),
            Some(_) => "you".to_owned(),
            None => format!("player {}", seat.number()),
        }
    }

    /// `seat`'s name with its verb: "you win", "the program wins" (`plain` and `third`
    /// the verb's two forms).
    fn says(self, seat: Seat, plain: &str, third: &str) -> String {
        let verb = if self.is_you(seat) { plain } else { third };
        format!("{} {verb}", self.name(seat))
    }

    /// Whose take it is: "your", "the program's", "player 2's".
    fn whose(self, seat: Seat) -> String {
        if self.is_you(seat) {
            "your".to_owned()
        } else {
            format!("{}'s", self.name(seat))
        }
    }

    fn is_you(self, seat: Seat) -> bool {
        self.program.is_some_and(|program| program != seat)
    }
}

/// The first letter of `text` in capitals.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// `n` and its noun, in the singular for one: "1 winning reply", "2 winning replies".
fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Why a take of `take` from `position` is played, in words, the other side being
/// `other`: "it takes the last marble", "it leaves you no take that wins", ...
fn why(reason: Reason, take: u64, remaining: u64, other: String) -> String {
    match reason {
        Reason::Wins if take == remaining => "it takes the last marble".to_owned(),
        Reason::Wins => format!("it leaves {other} no take that wins"),
        Reason::EveryTakeLoses { winning_replies } => format!(
            "every take loses against perfect play; this one leaves {other} {}",
            counted(winning_replies, "winning reply", "winning replies")
        ),
    }
}

/// The take the program would play for the side to move, and why ([`Session::hint`]).
///
/// Displays as the take and why: `take 2: it leaves the program no take that wins`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Hint {
    /// The number of marbles to take.
    pub take: u64,
    /// Why.
    pub reason: Reason,
    /// The side the hint is for.
    pub side: Seat,
    remaining: u64,
    voice: Voice,
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let other = self.voice.name(self.side.other());
        let why = why(self.reason, self.take, self.remaining, other);
        write!(f, "take {}: {why}", self.take)
    }
}

/// A take made in a [`Match`].
///
/// Displays as the take in the player's words: `You took 2; 23 marbles left after a take
/// of 2.`, `The program took 3 (it leaves you no take that wins); …`, `Player 2 took 4; …`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Turn {
    /// Who took.
    pub by: Seat,
    /// How many marbles.
    pub take: u64,
    /// The position after the take.
    pub position: Position,
    /// Why the program chose it; `None` for a person's takes.
    pub reason: Option<Reason>,
    voice: Voice,
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let who = capital(&self.voice.name(self.by));
        write!(f, "{who} took {}", self.take)?;
        if let Some(reason) = self.reason {
            let before = self.position.remaining() + self.take;
            let other = self.voice.name(self.by.other());
            write!(f, " ({})", why(reason, self.take, before, other))?;
        }
        write!(f, "; {}.", self.position)
    }
}

/// Where a match stands ([`Session::standing`]): whose turn and who wins from here with
/// perfect play, or who won.
///
/// Displays as a sentence: `Your take. With perfect play you win from here (1 winning
/// take).`, or once over `You took the last marble: you won.`
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Standing {
    /// The side to move; `None` once the game is over.
    pub to_move: Option<Seat>,
    /// The side that wins with perfect play (the side to move exactly when it has a
    /// winning take), or, once over, the side that won.
    pub winner: Seat,
    /// How many of the legal takes win for the side to move (0 in a lost position, and
    /// once over).
    pub winning_takes: u64,
    /// The position.
    pub position: Position,
    voice: Voice,
}

impl fmt::Display for Standing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let voice = self.voice;
        let won = voice.says(self.winner, "win", "wins");
        match self.to_move {
            Some(side) => write!(
                f,
                "{} take. With perfect play {won} from here ({} for the side to move).",
                capital(&voice.whose(side)),
                counted(self.winning_takes, "winning take", "winning takes")
            ),
            None => {
                let winner = capital(&voice.name(self.winner));
                let won = voice.says(self.winner, "won", "won");
                if self.position.is_over() {
                    write!(f, "{winner} took the last marble: {won}.")
                } else {
                    let loser = voice.says(self.winner.other(), "have", "has");
                    write!(
                        f,
                        "{} no legal take ({}): {won}.",
                        capital(&loser),
                        self.position
                    )
                }
            }
        }
    }
}

/// The takes an undo took back ([`Session::undo`]), in words: `Took back the takes 2
/// and 3.`
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakenBack<'a>(pub &'a [u64]);

impl fmt::Display for TakenBack<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let takes: Vec<String> = self.0.iter().map(ToString::to_string).collect();
        match takes.len() {
            1 => write!(f, "Took back the take {}.", takes[0]),
            _ => write!(f, "Took back the takes {}.", takes.join(" and ")),
        }
    }
}

/// Why [`Session::undo`] took nothing back: no person has made a take yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no take of yours to take back")]
pub struct NothingToUndo;

/// Why a match refused a move, a reply or an undo ([`Session::Error`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MatchError {
    /// The rules refuse the take, or it is not the person's turn, or the game is over.
    #[error(transparent)]
    Rules(#[from] GameError),
    /// Undo with no person's take to take back.
    #[error(transparent)]
    NothingToUndo(#[from] NothingToUndo),
}

/// A game of marbles under any member of the family, between a person and the program or
/// between two people.
///
/// With the `serde` feature a match is saved as what it is, `{"rules":{..},"n":25,
/// "first":"person","when_losing":"fewest_replies","takes":[2,3]}` (`"first"` says who
/// moves first; a game between two people adds `"second":"person"`), and restored by
/// replaying the takes under the rules: a heap, rules or take they refuse is an error.
///
/// ```
/// use marbles::session::{Match, Reason, Session};
/// use marbles::{Rules, Seat};
///
/// // 4 marbles, the person first: lost for the person, whatever the take.
/// let mut game = Match::new(Rules::CONTEST, 4, Seat::First)?;
/// assert_eq!(game.standing().winner, Seat::Second);
/// assert_eq!(game.legal_moves(), 2..=3);
/// assert_eq!(game.play(3)?.to_string(), "You took 3; 1 marble left after a take of 3.");
/// let reply = game.reply()?.unwrap();
/// assert_eq!((reply.take, reply.reason), (1, Some(Reason::Wins)));
/// assert_eq!(
///     game.standing().to_string(),
///     "The program took the last marble: the program won."
/// );
///
/// // Take it back (the reply too) and try the other take.
/// assert_eq!(game.undo()?, [3, 1]);
/// assert_eq!(game.to_move(), Some(Seat::First));
/// game.play(2)?;
/// assert_eq!(game.reply()?.unwrap().take, 2);
/// assert_eq!(game.standing().winner, Seat::Second);
/// # Ok::<(), marbles::session::MatchError>(())
/// ```
///
/// Two people at one screen: the program never moves by itself, and each side's take is
/// passed on in turn.
///
/// ```
/// use marbles::session::{Match, Session};
/// use marbles::{Rules, Seat};
///
/// let mut game = Match::between_people(Rules::CONTEST, 25)?;
/// assert_eq!(game.play(2)?.to_string(), "Player 1 took 2; 23 marbles left after a take of 2.");
/// assert_eq!(game.reply()?, None);
/// assert_eq!(game.to_move(), Some(Seat::Second));
/// assert_eq!(game.play(3)?.by, Seat::Second);
/// # Ok::<(), marbles::session::MatchError>(())
/// ```
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "saved::Saved", into = "saved::Saved")
)]
pub struct Match {
    solver: Solver,
    n: u64,
    voice: Voice,
    start: Position,
    position: Position,
    takes: Vec<u64>,
}

impl Match {
    /// A game of `n` marbles under `rules` between a person, in seat `person`, and the
    /// program, which plays [`WhenLosing::FewestReplies`] in lost positions. Refuses a
    /// heap its [`Solver`] refuses ([`Solver::check_heap`]): fewer marbles than the
    /// smallest first take, or more than the solver handles under rules other than the
    /// contest's.
    pub fn new(rules: Rules, n: u64, person: Seat) -> Result<Match, GameError> {
        Match::with_voice(
            rules,
            n,
            Voice {
                program: Some(person.other()),
            },
        )
    }

    /// A game of `n` marbles under `rules` between two people at one screen: the program
    /// only gives hints and standings. Refuses a heap as [`Match::new`] does.
    pub fn between_people(rules: Rules, n: u64) -> Result<Match, GameError> {
        Match::with_voice(rules, n, Voice { program: None })
    }

    fn with_voice(rules: Rules, n: u64, voice: Voice) -> Result<Match, GameError> {
        let solver = Solver::for_heap(rules, n)?;
        let start = rules.start(n)?;
        Ok(Match {
            solver,
            n,
            voice,
            start,
            position: start,
            takes: Vec::new(),
        })
    }

    /// The same game, the program playing `rule` in lost positions (its replies and its
    /// hints).
    pub fn when_losing(mut self, rule: WhenLosing) -> Match {
        self.solver = self.solver.when_losing(rule);
        self
    }

    /// The rule the program plays in lost positions.
    pub fn losing_rule(&self) -> WhenLosing {
        self.solver.losing_rule()
    }

    /// The rules played.
    pub fn rules(&self) -> Rules {
        self.solver.rules()
    }

    /// The number of marbles at the start.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The seat the program plays; `None` when two people play.
    pub fn program(&self) -> Option<Seat> {
        self.voice.program
    }

    /// The takes so far, in order, the first side's first.
    pub fn takes(&self) -> &[u64] {
        &self.takes
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.rules().is_over(&self.position)
    }

    /// The side whose turn it is by the count of takes (the loser, once over).
    fn mover(&self) -> Seat {
        if self.takes.len().is_multiple_of(2) {
            Seat::First
        } else {
            Seat::Second
        }
    }

    /// Makes `take` for the side to move, or says why the rules refuse it.
    fn advance(&mut self, take: u64, reason: Option<Reason>) -> Result<Turn, GameError> {
        let by = self.mover();
        self.position = self.rules().take(&self.position, take)?;
        self.takes.push(take);
        Ok(Turn {
            by,
            take,
            position: self.position,
            reason,
            voice: self.voice,
        })
    }
}

impl Session for Match {
    type Side = Seat;
    type Move = u64;
    /// Every take from the smallest legal one to the largest (empty once over).
    type Moves = std::ops::RangeInclusive<u64>;
    type Turn = Turn;
    type Hint = Hint;
    type Standing = Standing;
    type Error = MatchError;

    fn sides(&self) -> Vec<(Seat, Who)> {
        [Seat::First, Seat::Second]
            .into_iter()
            .map(|seat| {
                let who = if self.voice.program == Some(seat) {
                    Who::Program
                } else {
                    Who::Person
                };
                (seat, who)
            })
            .collect()
    }

    fn to_move(&self) -> Option<Seat> {
        (!self.is_over()).then(|| self.mover())
    }

    fn standing(&self) -> Standing {
        let side = self.mover();
        let (to_move, winner, winning_takes) = match self.to_move() {
            None => (None, side.other(), 0),
            Some(side) => {
                let winning = self.solver.winning_take_count(&self.position).unwrap_or(0);
                let winner = if winning > 0 { side } else { side.other() };
                (Some(side), winner, winning)
            }
        };
        Standing {
            to_move,
            winner,
            winning_takes,
            position: self.position,
            voice: self.voice,
        }
    }

    /// The legal takes of the side to move, smallest to largest (every amount between
    /// them is legal); empty once the game is over.
    fn legal_moves(&self) -> std::ops::RangeInclusive<u64> {
        match self.rules().legal_takes(&self.position) {
            Some((low, high)) => low..=high,
            #[allow(clippy::reversed_empty_ranges)]
            None => 1..=0,
        }
    }

    /// A person's take: the turn it makes, or why it is refused (the program's turn, the
    /// game over, a take the rules do not allow), the game unchanged.
    fn play(&mut self, take: u64) -> Result<Turn, MatchError> {
        if self.to_move().is_some() && self.voice.program == Some(self.mover()) {
            return Err(GameError::NotYourTurn.into());
        }
        Ok(self.advance(take, None)?)
    }

    /// The program's take and why it chose it, when it is the program's turn; `Ok(None)`
    /// on a person's turn (always, between two people) and once the game is over.
    fn reply(&mut self) -> Result<Option<Turn>, MatchError> {
        if self.to_move().is_none() || self.voice.program != Some(self.mover()) {
            return Ok(None);
        }
        match self.solver.choose(&self.position) {
            Some(choice) => Ok(Some(self.advance(choice.take, Some(choice.into()))?)),
            None => Ok(None),
        }
    }

    /// Takes back the last take a person made and every take after it (the program's
    /// reply), so that the person is to move again where they were; returns the takes
    /// taken back, in the order they were made. [`NothingToUndo`] when no person has made
    /// a take (a program's first take is not the person's to take back). Between two
    /// people, the last take.
    fn undo(&mut self) -> Result<Vec<u64>, MatchError> {
        let program = self.voice.program;
        let last = (0..self.takes.len())
            .rev()
            .find(|&i| {
                let seat = if i % 2 == 0 {
                    Seat::First
                } else {
                    Seat::Second
                };
                program != Some(seat)
            })
            .ok_or(NothingToUndo)?;
        let undone = self.takes.split_off(last);
        // The takes made add up to at most n, so this sum fits.
        let remaining = self.position.remaining() + undone.iter().sum::<u64>();
        self.position = match self.takes.last() {
            None => self.start,
            Some(&k) => Position::after(remaining, k),
        };
        Ok(undone)
    }

    /// The take the program would play for the side to move, and why; `None` once the
    /// game is over.
    fn hint(&self) -> Option<Hint> {
        let side = self.to_move()?;
        self.solver.choose(&self.position).map(|choice| Hint {
            take: choice.take,
            reason: choice.into(),
            side,
            remaining: self.position.remaining(),
            voice: self.voice,
        })
    }
}

/// Two matches are equal when they are the same game: rules, heap, who plays which side,
/// the program's rule and the takes (the position follows from them).
impl PartialEq for Match {
    fn eq(&self, other: &Match) -> bool {
        (
            self.rules(),
            self.n,
            self.voice,
            self.losing_rule(),
            &self.takes,
        ) == (
            other.rules(),
            other.n,
            other.voice,
            other.losing_rule(),
            &other.takes,
        ) && self.position == other.position
    }
}

impl Eq for Match {}

/// Why a saved match was refused ([`SavedSession::restore`]).
#[cfg(feature = "serde")]
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RestoreError {
    /// The text is not a saved match.
    #[error("not a saved match: {0}")]
    Unreadable(#[from] serde_json::Error),
    /// The heap is past [`SAVED_HEAP_LIMIT`] under rules other than the contest's.
    #[error(
        "n = {n} is above {limit}, the largest heap a saved match plays under rules other \
         than the contest's (the contest's: any heap)"
    )]
    TooBig {
        /// The heap of the save.
        n: u64,
        /// The limit, [`SAVED_HEAP_LIMIT`].
        limit: u64,
    },
    /// Both sides are the program's: a match has a person on one side at least.
    #[error("both sides are the program's: a match needs a person on one side")]
    NoPerson,
    /// The rules refuse the heap or one of the takes.
    #[error(transparent)]
    Refused(#[from] GameError),
}

/// Refuses a heap of `n` marbles under `rules` that a saved match would not be restored
/// with ([`SAVED_HEAP_LIMIT`]): a front end that keeps its matches as saves checks a new
/// match here before it starts it.
///
/// ```
/// use marbles::session::{check_saved_heap, SAVED_HEAP_LIMIT};
/// use marbles::Rules;
///
/// assert!(check_saved_heap(Rules::CONTEST, u64::MAX).is_ok());
/// let family = Rules::new(1, 4, 3, false)?;
/// assert!(check_saved_heap(family, SAVED_HEAP_LIMIT).is_ok());
/// let refused = check_saved_heap(family, SAVED_HEAP_LIMIT + 1).unwrap_err();
/// assert!(refused.to_string().contains("100000"));
/// # Ok::<(), marbles::GameError>(())
/// ```
#[cfg(feature = "serde")]
pub fn check_saved_heap(rules: Rules, n: u64) -> Result<(), RestoreError> {
    if !rules.is_contest() && n > SAVED_HEAP_LIMIT {
        return Err(RestoreError::TooBig {
            n,
            limit: SAVED_HEAP_LIMIT,
        });
    }
    Ok(())
}

#[cfg(feature = "serde")]
impl SavedSession for Match {
    type RestoreError = RestoreError;

    fn save(&self) -> String {
        // A match is plain data: numbers, names and a list; nothing fails to serialize.
        serde_json::to_string(&saved::Saved::from(self.clone())).unwrap_or_default()
    }

    /// The match saved as `text`, its heap checked against [`SAVED_HEAP_LIMIT`] before the
    /// solver is built, then every take replayed under the rules.
    fn restore(text: &str) -> Result<Match, RestoreError> {
        let saved: saved::Saved = serde_json::from_str(text)?;
        check_saved_heap(saved.rules, saved.n)?;
        Match::try_from(saved)
    }
}

/// A [`Match`] as saved: what it is, the position left out (the takes give it).
#[cfg(feature = "serde")]
mod saved {
    use super::{Match, RestoreError, Rules, Seat, Voice, WhenLosing};

    /// Who plays a side, in a save.
    #[derive(Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub(super) enum Who {
        Person,
        Program,
    }

    #[derive(serde::Serialize, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    pub(super) struct Saved {
        pub(super) rules: Rules,
        pub(super) n: u64,
        first: Who,
        /// Who plays second; left out when it is the other of `first`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second: Option<Who>,
        #[serde(default)]
        when_losing: WhenLosing,
        takes: Vec<u64>,
    }

    impl From<Match> for Saved {
        fn from(game: Match) -> Saved {
            let (first, second) = match game.voice.program {
                Some(Seat::First) => (Who::Program, None),
                Some(Seat::Second) => (Who::Person, None),
                None => (Who::Person, Some(Who::Person)),
            };
            Saved {
                rules: game.rules(),
                n: game.n,
                first,
                second,
                when_losing: game.losing_rule(),
                takes: game.takes,
            }
        }
    }

    impl TryFrom<Saved> for Match {
        type Error = RestoreError;

        /// The match replayed: its heap checked as [`Match::new`] checks it, then every
        /// take made as the rules allow, in turn.
        fn try_from(saved: Saved) -> Result<Match, RestoreError> {
            let second = saved.second.unwrap_or(match saved.first {
                Who::Person => Who::Program,
                Who::Program => Who::Person,
            });
            let program = match (saved.first, second) {
                (Who::Person, Who::Person) => None,
                (Who::Program, Who::Person) => Some(Seat::First),
                (Who::Person, Who::Program) => Some(Seat::Second),
                (Who::Program, Who::Program) => return Err(RestoreError::NoPerson),
            };
            let mut game = Match::with_voice(saved.rules, saved.n, Voice { program })?
                .when_losing(saved.when_losing);
            for take in saved.takes {
                game.advance(take, None)?;
            }
            Ok(game)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// n = 25, the person first: turns alternate, the person's take is refused on the
    /// program's turn and the program does not reply on the person's; since 2 is the
    /// winning first take of 25 (the spec's worked game), the program faces 23 after 2, a
    /// lost position.
    #[test]
    fn turns_alternate_and_the_game_ends() {
        let mut game = Match::new(Rules::CONTEST, 25, Seat::First).unwrap();
        assert_eq!(game.to_move(), Some(Seat::First));
        assert_eq!(game.reply(), Ok(None));
        let mine = game.play(2).unwrap();
        assert_eq!((mine.by, mine.take, mine.reason), (Seat::First, 2, None));
        assert_eq!(mine.position, Position::after(23, 2));
        assert_eq!(game.play(3), Err(GameError::NotYourTurn.into()));
        let reply = game.reply().unwrap().unwrap();
        assert_eq!(reply.by, Seat::Second);
        // 23 after a take of 2 is lost for the program (25 is won by taking 2).
        assert!(matches!(reply.reason, Some(Reason::EveryTakeLoses { .. })));
        assert!(matches!(
            game.play(100),
            Err(MatchError::Rules(GameError::IllegalTake { take: 100, .. }))
        ));
        assert_eq!(game.takes(), &[2, reply.take]);
    }

    /// n = 2: the person takes both and wins at once; nothing is left to play.
    #[test]
    fn a_game_over_refuses_everything() {
        let mut game = Match::new(Rules::CONTEST, 2, Seat::First).unwrap();
        game.play(2).unwrap();
        let standing = game.standing();
        assert_eq!((standing.to_move, standing.winner), (None, Seat::First));
        assert_eq!((game.to_move(), game.hint()), (None, None));
        assert!(game.legal_moves().is_empty());
        assert_eq!(game.play(1), Err(GameError::GameOver.into()));
        assert_eq!(game.reply(), Ok(None));
        assert_eq!(game.undo(), Ok(vec![2]));
        assert_eq!(game.to_move(), Some(Seat::First));
    }

    /// Take-all off: the winner leaves the other side no legal take.
    #[test]
    fn a_side_left_without_a_legal_take_loses() {
        // First take 1 or 2, factor 3, take-all off: 6 marbles, 2 then 3 leave 1 after 3.
        let rules = Rules::new(1, 2, 3, false).unwrap();
        let mut game = Match::new(rules, 6, Seat::First).unwrap();
        game.play(2).unwrap();
        // 4 left after 2, takes 3 to 4: 3 leaves the person 1 after 3, no legal take, so
        // 3 is the program's smallest winning take.
        let reply = game.reply().unwrap().unwrap();
        assert_eq!((reply.take, reply.reason), (3, Some(Reason::Wins)));
        assert_eq!(game.standing().winner, Seat::Second);
        assert_eq!(
            game.play(1),
            Err(GameError::NoLegalTake {
                position: Position::after(1, 3)
            }
            .into())
        );
        assert_eq!(
            game.standing().to_string(),
            "You have no legal take (1 marble left after a take of 3): the program won."
        );
    }

    /// Undo takes back the person's take and the reply; the program's first take is not
    /// the person's, and a fresh game has nothing to undo.
    #[test]
    fn undo_by_hand() {
        let mut game = Match::new(Rules::CONTEST, 25, Seat::Second).unwrap();
        assert_eq!(game.undo(), Err(NothingToUndo.into()));
        let opening = game.reply().unwrap().unwrap().take;
        assert_eq!(opening, 2, "25 is won by taking 2");
        assert_eq!(game.undo(), Err(NothingToUndo.into()));
        game.play(3).unwrap();
        // The person took, the program has not replied: only the person's take goes.
        assert_eq!(game.undo(), Ok(vec![3]));
        assert_eq!(game.position(), &Position::after(23, 2));
        game.play(4).unwrap();
        let reply = game.reply().unwrap().unwrap().take;
        assert_eq!(game.undo(), Ok(vec![4, reply]));
        assert_eq!(game.takes(), &[2]);
        assert_eq!(NothingToUndo.to_string(), "no take of yours to take back");
    }

    /// Checks that `shown` reads `words`.
    #[track_caller]
    fn says(shown: impl fmt::Display, words: impl AsRef<str>) {
        assert_eq!(shown.to_string(), words.as_ref());
    }

    /// The words of every kind of turn, hint and standing, written out by hand for the
    /// contest's 25 and 4 marbles (25 is won by taking 2, and after it 23 is lost).
    #[test]
    fn the_words_by_hand() {
        let mut game = Match::new(Rules::CONTEST, 25, Seat::First).unwrap();
        says(
            game.standing(),
            "Your take. With perfect play you win from here (1 winning take for the side to move).",
        );
        says(
            game.hint().unwrap(),
            "take 2: it leaves the program no take that wins",
        );
        says(
            game.play(2).unwrap(),
            "You took 2; 23 marbles left after a take of 2.",
        );
        says(
            game.standing(),
            "The program's take. With perfect play you win from here (0 winning takes for \
             the side to move).",
        );
        let reply = game.reply().unwrap().unwrap();
        let Some(Reason::EveryTakeLoses { winning_replies }) = reply.reason else {
            panic!("23 after 2 is lost: {reply:?}");
        };
        let words = format!(
            "The program took {} (every take loses against perfect play; this one leaves you \
             {} winning repl{}); {}.",
            reply.take,
            winning_replies,
            if winning_replies == 1 { "y" } else { "ies" },
            reply.position
        );
        says(reply, words);
        says(TakenBack(&[2, 3]), "Took back the takes 2 and 3.");
        says(TakenBack(&[2]), "Took back the take 2.");
        // 4 marbles, two people: 3 then the last marble.
        let mut game = Match::between_people(Rules::CONTEST, 4).unwrap();
        says(
            game.standing(),
            "Player 1's take. With perfect play player 2 wins from here (0 winning takes \
             for the side to move).",
        );
        game.play(3).unwrap();
        says(game.hint().unwrap(), "take 1: it takes the last marble");
        says(
            game.play(1).unwrap(),
            "Player 2 took 1; 0 marbles left after a take of 1.",
        );
        says(
            game.standing(),
            "Player 2 took the last marble: player 2 won.",
        );
    }

    /// A match played at random: each person's take chosen by `choices` among the legal
    /// ones, the program replying when it plays; every state kept after each of the
    /// person's takes and its reply.
    fn random_match(n: u64, person: Option<Seat>, choices: &[u64]) -> (Match, Vec<Match>) {
        let mut game = match person {
            Some(seat) => Match::new(Rules::CONTEST, n, seat).unwrap(),
            None => Match::between_people(Rules::CONTEST, n).unwrap(),
        };
        game.reply().unwrap();
        let mut states = vec![game.clone()];
        for &choice in choices {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let (lo, hi) = (*moves.start(), *moves.end());
            game.play(lo + choice % (hi - lo + 1)).unwrap();
            game.reply().unwrap();
            states.push(game.clone());
        }
        (game, states)
    }

    /// A seat, or two people, from a number 0 to 2.
    fn seating(which: u8) -> Option<Seat> {
        match which {
            0 => Some(Seat::First),
            1 => Some(Seat::Second),
            _ => None,
        }
    }

    proptest! {
        /// Undo after any sequence of takes passes back through every state a person had,
        /// each equal to the match replayed from scratch on the takes before.
        #[test]
        fn undo_restores_every_earlier_state(
            n in 2u64..400,
            which in 0u8..3,
            choices in prop::collection::vec(any::<u64>(), 0..12),
        ) {
            let (mut game, mut states) = random_match(n, seating(which), &choices);
            states.pop();
            while let Some(before) = states.pop() {
                game.undo().unwrap();
                prop_assert_eq!(&game, &before);
                let mut fresh = random_match(n, seating(which), &[]).0;
                fresh.takes.clear();
                fresh.position = fresh.start;
                for &take in game.takes() {
                    fresh.advance(take, None).unwrap();
                }
                prop_assert_eq!(&game, &fresh);
                prop_assert!(game.to_move().is_some());
            }
            prop_assert_eq!(game.undo(), Err(NothingToUndo.into()));
        }

        /// Between two people the program never moves: every reply is `Ok(None)`, and
        /// every take is played by the side to move, the sides alternating, with both
        /// sides people.
        #[test]
        fn two_people_play_both_sides(
            n in 2u64..400,
            choices in prop::collection::vec(any::<u64>(), 0..20),
        ) {
            let mut game = Match::between_people(Rules::CONTEST, n).unwrap();
            prop_assert_eq!(game.sides(), vec![(Seat::First, Who::Person), (Seat::Second, Who::Person)]);
            prop_assert_eq!(game.program(), None);
            for (i, &choice) in choices.iter().enumerate() {
                prop_assert_eq!(game.reply(), Ok(None));
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let take = moves.start() + choice % (moves.end() - moves.start() + 1);
                let turn = game.play(take).unwrap();
                let seat = if i % 2 == 0 { Seat::First } else { Seat::Second };
                prop_assert_eq!((turn.by, turn.reason), (seat, None));
                prop_assert_eq!(game.takes().len(), i + 1);
            }
        }
    }

    #[cfg(feature = "serde")]
    proptest! {
        /// A saved match restores as the same match and plays on the same: the same hint,
        /// standing, replies and undo.
        #[test]
        fn a_saved_match_restores(
            n in 2u64..400,
            which in 0u8..3,
            minimum in any::<bool>(),
            choices in prop::collection::vec(any::<u64>(), 0..12),
        ) {
            let (game, _) = random_match(n, seating(which), &choices);
            let rule = if minimum { WhenLosing::Minimum } else { WhenLosing::FewestReplies };
            let mut game = game.when_losing(rule);
            let mut back = Match::restore(&game.save()).unwrap();
            prop_assert_eq!(&back, &game);
            prop_assert_eq!((back.hint(), back.standing()), (game.hint(), game.standing()));
            let moves = game.legal_moves();
            if !moves.is_empty() {
                let lo = *moves.start();
                prop_assert_eq!(back.play(lo), game.play(lo));
                prop_assert_eq!(back.reply(), game.reply());
            }
            prop_assert_eq!(back.undo(), game.undo());
            prop_assert_eq!(back, game);
        }

        /// Any save is restored or refused, never a panic.
        #[test]
        fn any_save_is_judged(
            n in 0u64..40,
            first in 0u64..4,
            factor in 0u64..4,
            takes in prop::collection::vec(0u64..12, 0..8),
        ) {
            let text = serde_json::json!({
                "rules": {"first": first, "last": 3, "factor": factor, "take_all": true},
                "n": n, "first": "person", "takes": takes,
            })
            .to_string();
            if let Ok(game) = Match::restore(&text) {
                prop_assert_eq!(game.takes(), &takes[..]);
            }
        }
    }

    /// The save's form by hand, and tampered saves refused with the rules' reason.
    #[cfg(feature = "serde")]
    #[test]
    fn saves_by_hand() {
        let mut game = Match::new(Rules::CONTEST, 25, Seat::First).unwrap();
        game.play(2).unwrap();
        let text = r#"{"rules":{"first":2,"last":3,"factor":2,"take_all":true},"n":25,"first":"person","when_losing":"fewest_replies","takes":[2]}"#;
        assert_eq!(game.save(), text);
        assert_eq!(Match::restore(text).unwrap(), game);
        let mut friends = Match::between_people(Rules::CONTEST, 25).unwrap();
        friends.play(2).unwrap();
        let text = r#"{"rules":{"first":2,"last":3,"factor":2,"take_all":true},"n":25,"first":"person","second":"person","when_losing":"fewest_replies","takes":[2]}"#;
        assert_eq!(friends.save(), text);
        assert_eq!(Match::restore(text).unwrap(), friends);
        let rules = r#""rules":{"first":2,"last":3,"factor":2,"take_all":true}"#;
        for (tampered, why) in [
            (format!(r#"{{{rules},"n":1,"first":"person","takes":[]}}"#), "n must be at least 2"),
            (format!(r#"{{{rules},"n":25,"first":"person","takes":[2,9]}}"#), "illegal take 9: 23 marbles left after a take of 2"),
            (format!(r#"{{{rules},"n":4,"first":"person","takes":[2,2,1]}}"#), "the game is over"),
            (format!(r#"{{{rules},"n":25,"first":"nobody","takes":[]}}"#), "not a saved match: unknown variant `nobody`"),
            (format!(r#"{{{rules},"n":25,"first":"program","second":"program","takes":[]}}"#), "both sides are the program's"),
            (r#"{"rules":{"first":0,"last":3,"factor":2,"take_all":true},"n":25,"first":"person","takes":[]}"#.to_owned(), "not a saved match: the smallest first take must be at least 1"),
        ] {
            let e = Match::restore(&tampered).unwrap_err().to_string();
            assert!(e.starts_with(why), "{tampered}: {e}");
        }
        // The rule for lost positions defaults to the fewest replies.
        let old = format!(r#"{{{rules},"n":25,"first":"program","takes":[]}}"#);
        let read = Match::restore(&old).unwrap();
        assert_eq!(read.losing_rule(), WhenLosing::FewestReplies);
        assert_eq!(read.program(), Some(Seat::First));
    }

    /// A save past the heap limit under other rules is refused before its solver is
    /// built, naming the limit; the contest's rules take any heap, and the limit itself
    /// is restored.
    #[cfg(feature = "serde")]
    #[test]
    fn a_save_too_big_is_refused_naming_the_limit() {
        let save = |n: u64, rules: &str| {
            format!(r#"{{"rules":{rules},"n":{n},"first":"person","takes":[]}}"#)
        };
        let family = r#"{"first":1,"last":4,"factor":3,"take_all":false}"#;
        let contest = r#"{"first":2,"last":3,"factor":2,"take_all":true}"#;
        let e = Match::restore(&save(10_000_000, family)).unwrap_err();
        assert!(matches!(
            e,
            RestoreError::TooBig {
                n: 10_000_000,
                limit: 100_000
            }
        ));
        assert_eq!(
            e.to_string(),
            "n = 10000000 is above 100000, the largest heap a saved match plays under \
             rules other than the contest's (the contest's: any heap)"
        );
        assert!(Match::restore(&save(SAVED_HEAP_LIMIT + 1, family)).is_err());
        assert_eq!(
            Match::restore(&save(SAVED_HEAP_LIMIT, family)).unwrap().n(),
            100_000
        );
        assert_eq!(
            Match::restore(&save(u64::MAX, contest)).unwrap().n(),
            u64::MAX
        );
    }
}
