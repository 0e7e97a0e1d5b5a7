//! A game between a person and the program, as a state machine with no I/O: [`Match`]
//! holds the position and whose turn it is, takes the person's takes ([`Match::play`]),
//! makes the program's ([`Match::reply`], with its [`Reason`]), gives the person a hint,
//! the legal takes and the position's standing, takes moves back ([`Match::undo`]) and,
//! with the `serde` feature, is saved and restored (checked on the way in).
//!
//! The program plays from its [`Solver`]: in a won position its smallest winning take.
//! In a lost position, where every take loses against perfect play, it plays by default
//! the take that leaves the person the fewest winning replies, the smallest such take on
//! a tie ([`WhenLosing::FewestReplies`]): each reply the person can go wrong with is a
//! chance for the program, so the fewer right answers are left, the harder the person's
//! win. [`Match::when_losing`] chooses the other rule, the smallest legal take.

use crate::rules::{GameError, Position, Rules};
use crate::solver::{Solver, WhenLosing};
use crate::strategy::Choice;

/// One side of a [`Match`]. With the `serde` feature: `"person"` or `"program"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Side {
    /// The person playing against the program.
    Person,
    /// The program.
    Program,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Person => Side::Program,
            Side::Program => Side::Person,
        }
    }
}

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

/// The take the program would play for the side to move, and why ([`Match::hint`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Hint {
    /// The number of marbles to take.
    pub take: u64,
    /// Why.
    pub reason: Reason,
}

/// A take made in a [`Match`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Turn {
    /// Who took.
    pub by: Side,
    /// How many marbles.
    pub take: u64,
    /// The position after the take.
    pub position: Position,
    /// Why the program chose it; `None` for the person's takes.
    pub reason: Option<Reason>,
}

/// Who wins from a position with perfect play on both sides ([`Match::standing`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Standing {
    /// The side to move.
    pub to_move: Side,
    /// The side that wins with perfect play: the side to move exactly when it has a
    /// winning take.
    pub winner: Side,
    /// How many of the legal takes win for the side to move (0 in a lost position).
    pub winning_takes: u64,
}

/// Why [`Match::undo`] took nothing back: the person has made no take yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no take of yours to take back")]
pub struct NothingToUndo;

/// A game of marbles between a person and the program, under any member of the family.
///
/// With the `serde` feature a match is saved as what it is, `{"rules":{..},"n":25,
/// "first":"person","when_losing":"fewest_replies","takes":[2,3]}`, and restored by
/// replaying the takes under the rules: a heap, rules or take they refuse is an error.
///
/// ```
/// use marbles::versus::{Match, Reason, Side};
/// use marbles::Rules;
///
/// // 4 marbles, the person first: lost for the person, whatever the take.
/// let mut game = Match::new(Rules::CONTEST, 4, Side::Person)?;
/// assert_eq!(game.standing().unwrap().winner, Side::Program);
/// assert_eq!(game.legal_takes(), Some((2, 3)));
/// game.play(3)?;
/// let reply = game.reply()?;
/// assert_eq!((reply.take, reply.reason), (1, Some(Reason::Wins)));
/// assert_eq!(game.winner(), Some(Side::Program));
///
/// // Take it back (the reply too) and try the other take.
/// assert_eq!(game.undo(), Ok(vec![3, 1]));
/// assert_eq!(game.to_move(), Some(Side::Person));
/// game.play(2)?;
/// assert_eq!(game.reply()?.take, 2);
/// assert_eq!(game.winner(), Some(Side::Program));
/// # Ok::<(), marbles::GameError>(())
/// ```
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "Saved", into = "Saved"))]
pub struct Match {
    solver: Solver,
    n: u64,
    first: Side,
    start: Position,
    position: Position,
    takes: Vec<u64>,
}

impl Match {
    /// A game of `n` marbles under `rules` in which `first` moves first, the program
    /// playing [`WhenLosing::FewestReplies`] in lost positions. Refuses a heap its
    /// [`Solver`] refuses ([`Solver::check_heap`]): fewer marbles than the smallest first
    /// take, or more than the solver handles under rules other than the contest's.
    pub fn new(rules: Rules, n: u64, first: Side) -> Result<Match, GameError> {
        let solver = Solver::for_heap(rules, n)?;
        let start = rules.start(n)?;
        Ok(Match {
            solver,
            n,
            first,
            start,
            position: start,
            takes: Vec::new(),
        })
    }

    /// The same game, the program playing `rule` in lost positions.
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

    /// The side that moved first.
    pub fn first(&self) -> Side {
        self.first
    }

    /// The takes so far, in order, the first side's first.
    pub fn takes(&self) -> &[u64] {
        &self.takes
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The legal takes of the side to move, smallest and largest (every amount between
    /// is legal too); `None` once the game is over.
    pub fn legal_takes(&self) -> Option<(u64, u64)> {
        self.rules().legal_takes(&self.position)
    }

    /// The side to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Side> {
        (!self.is_over()).then(|| self.mover())
    }

    /// Once the game is over, the side that won: the one that made the last take (the
    /// other took the last marble or has no legal take).
    pub fn winner(&self) -> Option<Side> {
        self.is_over().then(|| self.mover().other())
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.rules().is_over(&self.position)
    }

    /// The person's take: the turn it makes, or why it is refused (not the person's turn,
    /// the game over, a take the rules do not allow), the game unchanged.
    pub fn play(&mut self, take: u64) -> Result<Turn, GameError> {
        if self.to_move() == Some(Side::Program) {
            return Err(GameError::NotYourTurn);
        }
        self.advance(take, None)
    }

    /// The program's take, and why it chose it; refused when it is not the program's
    /// turn or the game is over.
    pub fn reply(&mut self) -> Result<Turn, GameError> {
        if self.to_move() == Some(Side::Person) {
            return Err(GameError::NotYourTurn);
        }
        match self.solver.choose(&self.position) {
            Some(choice) => self.advance(choice.take, Some(choice.into())),
            // No choice: the game is over, and the rules say how.
            None => self.advance(0, None),
        }
    }

    /// The take the program would play for the side to move, and why; `None` once the
    /// game is over.
    pub fn hint(&self) -> Option<Hint> {
        self.solver.choose(&self.position).map(|choice| Hint {
            take: choice.take,
            reason: choice.into(),
        })
    }

    /// Who wins from here with perfect play, and with how many takes; `None` once the
    /// game is over.
    pub fn standing(&self) -> Option<Standing> {
        let to_move = self.to_move()?;
        let winning_takes = self.solver.winning_take_count(&self.position)?;
        let winner = if winning_takes > 0 {
            to_move
        } else {
            to_move.other()
        };
        Some(Standing {
            to_move,
            winner,
            winning_takes,
        })
    }

    /// Takes back the person's last take and every take after it (the program's reply),
    /// so that the person is to move again where they were; returns the takes taken back,
    /// in the order they were made. [`NothingToUndo`] when the person has made no take
    /// (a program's first take is not the person's to take back).
    pub fn undo(&mut self) -> Result<Vec<u64>, NothingToUndo> {
        let person_first = usize::from(self.first == Side::Program);
        let last = (0..self.takes.len())
            .rev()
            .find(|i| i % 2 == person_first)
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

    /// The side whose turn it is by the count of takes (the loser, once over).
    fn mover(&self) -> Side {
        if self.takes.len().is_multiple_of(2) {
            self.first
        } else {
            self.first.other()
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
        })
    }
}

/// Two matches are equal when they are the same game: rules, heap, first side, the
/// program's rule and the takes (the position follows from them).
impl PartialEq for Match {
    fn eq(&self, other: &Match) -> bool {
        (
            self.rules(),
            self.n,
            self.first,
            self.losing_rule(),
            &self.takes,
        ) == (
            other.rules(),
            other.n,
            other.first,
            other.losing_rule(),
            &other.takes,
        ) && self.position == other.position
    }
}

impl Eq for Match {}

/// A [`Match`] as saved: what it is, the position left out (the takes give it).
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    rules: Rules,
    n: u64,
    first: Side,
    #[serde(default)]
    when_losing: WhenLosing,
    takes: Vec<u64>,
}

#[cfg(feature = "serde")]
impl From<Match> for Saved {
    fn from(game: Match) -> Saved {
        Saved {
            rules: game.rules(),
            n: game.n,
            first: game.first,
            when_losing: game.losing_rule(),
            takes: game.takes,
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<Saved> for Match {
    type Error = GameError;

    /// The match replayed: its heap checked as [`Match::new`] checks it, then every take
    /// made as the rules allow, in turn.
    fn try_from(saved: Saved) -> Result<Match, GameError> {
        let mut game =
            Match::new(saved.rules, saved.n, saved.first)?.when_losing(saved.when_losing);
        for take in saved.takes {
            game.advance(take, None)?;
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// n = 25, the person first: turns alternate, each side's take is refused on the
    /// other's turn, and since 2 is the winning first take of 25 (the spec's worked game),
    /// the program faces 23 after 2, a lost position.
    #[test]
    fn turns_alternate_and_the_game_ends() {
        let mut game = Match::new(Rules::CONTEST, 25, Side::Person).unwrap();
        assert_eq!(game.to_move(), Some(Side::Person));
        assert_eq!(game.reply(), Err(GameError::NotYourTurn));
        let mine = game.play(2).unwrap();
        assert_eq!((mine.by, mine.take, mine.reason), (Side::Person, 2, None));
        assert_eq!(mine.position, Position::after(23, 2));
        assert_eq!(game.play(3), Err(GameError::NotYourTurn));
        let reply = game.reply().unwrap();
        assert_eq!(reply.by, Side::Program);
        // 23 after a take of 2 is lost for the program (25 is won by taking 2).
        assert!(matches!(reply.reason, Some(Reason::EveryTakeLoses { .. })));
        assert!(matches!(
            game.play(100),
            Err(GameError::IllegalTake { take: 100, .. })
        ));
        assert_eq!(game.takes(), &[2, reply.take]);
    }

    /// n = 2: the person takes both and wins at once; nothing is left to play.
    #[test]
    fn a_game_over_refuses_everything() {
        let mut game = Match::new(Rules::CONTEST, 2, Side::Person).unwrap();
        game.play(2).unwrap();
        assert_eq!(game.winner(), Some(Side::Person));
        assert_eq!(
            (game.to_move(), game.hint(), game.standing()),
            (None, None, None)
        );
        assert_eq!(game.legal_takes(), None);
        assert_eq!(game.play(1), Err(GameError::GameOver));
        assert_eq!(game.reply(), Err(GameError::GameOver));
        assert_eq!(game.undo(), Ok(vec![2]));
        assert_eq!(game.to_move(), Some(Side::Person));
    }

    /// Take-all off: the winner leaves the other side no legal take.
    #[test]
    fn a_side_left_without_a_legal_take_loses() {
        // First take 1 or 2, factor 3, take-all off: 6 marbles, 2 then 3 leave 1 after 3.
        let rules = Rules::new(1, 2, 3, false).unwrap();
        let mut game = Match::new(rules, 6, Side::Person).unwrap();
        game.play(2).unwrap();
        // 4 left after 2, takes 3 to 4: 3 leaves the person 1 after 3, no legal take, so
        // 3 is the program's smallest winning take.
        let reply = game.reply().unwrap();
        assert_eq!((reply.take, reply.reason), (3, Some(Reason::Wins)));
        assert_eq!(game.winner(), Some(Side::Program));
        assert_eq!(
            game.play(1),
            Err(GameError::NoLegalTake {
                position: Position::after(1, 3)
            })
        );
    }

    /// Undo takes back the person's take and the reply; the program's first take is not
    /// the person's, and a fresh game has nothing to undo.
    #[test]
    fn undo_by_hand() {
        let mut game = Match::new(Rules::CONTEST, 25, Side::Program).unwrap();
        assert_eq!(game.undo(), Err(NothingToUndo));
        let opening = game.reply().unwrap().take;
        assert_eq!(opening, 2, "25 is won by taking 2");
        assert_eq!(game.undo(), Err(NothingToUndo));
        game.play(3).unwrap();
        // The person took, the program has not replied: only the person's take goes.
        assert_eq!(game.undo(), Ok(vec![3]));
        assert_eq!(game.position(), &Position::after(23, 2));
        game.play(4).unwrap();
        let reply = game.reply().unwrap().take;
        assert_eq!(game.undo(), Ok(vec![4, reply]));
        assert_eq!(game.takes(), &[2]);
        assert_eq!(NothingToUndo.to_string(), "no take of yours to take back");
    }

    /// A match played at random: the person's takes chosen by `choices` among the legal
    /// ones, the program replying; every state kept after each of the person's takes and
    /// its reply.
    fn random_match(n: u64, first: Side, choices: &[u64]) -> (Match, Vec<Match>) {
        let mut game = Match::new(Rules::CONTEST, n, first).unwrap();
        if first == Side::Program {
            game.reply().unwrap();
        }
        let mut states = vec![game.clone()];
        for &choice in choices {
            let Some((lo, hi)) = game.legal_takes() else {
                break;
            };
            game.play(lo + choice % (hi - lo + 1)).unwrap();
            if !game.is_over() {
                game.reply().unwrap();
            }
            states.push(game.clone());
        }
        (game, states)
    }

    proptest! {
        /// Undo after any sequence of takes passes back through every state the person
        /// had, each equal to the match replayed from scratch on the takes before.
        #[test]
        fn undo_restores_every_earlier_state(
            n in 2u64..400,
            program_first in any::<bool>(),
            choices in prop::collection::vec(any::<u64>(), 0..12),
        ) {
            let first = if program_first { Side::Program } else { Side::Person };
            let (mut game, mut states) = random_match(n, first, &choices);
            states.pop();
            while let Some(before) = states.pop() {
                game.undo().unwrap();
                prop_assert_eq!(&game, &before);
                let mut fresh = Match::new(Rules::CONTEST, n, first).unwrap();
                for &take in game.takes() {
                    fresh.advance(take, None).unwrap();
                }
                prop_assert_eq!(&game, &fresh);
                prop_assert_eq!(game.to_move(), Some(Side::Person));
            }
            prop_assert_eq!(game.undo(), Err(NothingToUndo));
        }
    }

    #[cfg(feature = "serde")]
    proptest! {
        /// A saved match reads back as the same match and plays on the same: the same
        /// hint, standing, replies and undo.
        #[test]
        fn a_saved_match_restores(
            n in 2u64..400,
            program_first in any::<bool>(),
            minimum in any::<bool>(),
            choices in prop::collection::vec(any::<u64>(), 0..12),
        ) {
            let first = if program_first { Side::Program } else { Side::Person };
            let (game, _) = random_match(n, first, &choices);
            let rule = if minimum { WhenLosing::Minimum } else { WhenLosing::FewestReplies };
            let mut game = game.when_losing(rule);
            let text = serde_json::to_string(&game).unwrap();
            let mut back: Match = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(&back, &game);
            prop_assert_eq!((back.hint(), back.standing()), (game.hint(), game.standing()));
            if let Some((lo, _)) = game.legal_takes() {
                prop_assert_eq!(back.play(lo), game.play(lo));
                prop_assert_eq!(back.reply(), game.reply());
            }
            prop_assert_eq!(back.undo(), game.undo());
            prop_assert_eq!(back, game);
        }

        /// Any save is read or refused, never a panic.
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
            if let Ok(game) = serde_json::from_str::<Match>(&text) {
                prop_assert_eq!(game.takes(), &takes[..]);
            }
        }
    }

    /// The save's form by hand, and tampered saves refused with the rules' reason.
    #[cfg(feature = "serde")]
    #[test]
    fn saves_by_hand() {
        let mut game = Match::new(Rules::CONTEST, 25, Side::Person).unwrap();
        game.play(2).unwrap();
        let text = r#"{"rules":{"first":2,"last":3,"factor":2,"take_all":true},"n":25,"first":"person","when_losing":"fewest_replies","takes":[2]}"#;
        assert_eq!(serde_json::to_string(&game).unwrap(), text);
        assert_eq!(serde_json::from_str::<Match>(text).unwrap(), game);
        let rules = r#""rules":{"first":2,"last":3,"factor":2,"take_all":true}"#;
        for (tampered, why) in [
            (format!(r#"{{{rules},"n":1,"first":"person","takes":[]}}"#), "n must be at least 2"),
            (format!(r#"{{{rules},"n":25,"first":"person","takes":[2,9]}}"#), "illegal take 9: 23 marbles left after a take of 2"),
            (format!(r#"{{{rules},"n":4,"first":"person","takes":[2,2,1]}}"#), "the game is over"),
            (format!(r#"{{{rules},"n":25,"first":"nobody","takes":[]}}"#), "unknown variant `nobody`"),
            (r#"{"rules":{"first":0,"last":3,"factor":2,"take_all":true},"n":25,"first":"person","takes":[]}"#.to_owned(), "the smallest first take must be at least 1"),
        ] {
            let e = serde_json::from_str::<Match>(&tampered).unwrap_err().to_string();
            assert!(e.starts_with(why), "{tampered}: {e}");
        }
        // The rule for lost positions defaults to the fewest replies.
        let old = format!(r#"{{{rules},"n":25,"first":"program","takes":[]}}"#);
        let read: Match = serde_json::from_str(&old).unwrap();
        assert_eq!(read.losing_rule(), WhenLosing::FewestReplies);
    }
}
