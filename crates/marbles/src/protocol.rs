//! The contest protocol without the I/O: one side's state as a [`Player`], and the referee's
//! record of a game as a [`Game`] that checks every line a program writes.
//!
//! The protocol: each program first reads n and its player number (1 moves first). On its
//! turn it writes one integer (its take) and a newline and flushes; on the opponent's turn
//! it reads the opponent's take. The game ends when the last marble is taken.

use std::fmt;

use crate::rules::{GameError, Position};
use crate::strategy::{Choice, choose};

/// One side of the protocol: the position, and whose turn it is.
#[derive(Clone, Debug)]
pub struct Player {
    position: Position,
    me: u8,
    mover: u8,
}

impl Player {
    /// The player numbered `me` (1 moves first, 2 second) in a game of `n` marbles.
    pub fn new(n: u64, me: u64) -> Result<Player, GameError> {
        let me = match me {
            1 => 1,
            2 => 2,
            other => return Err(GameError::NotAPlayer(other)),
        };
        Ok(Player {
            position: Position::start(n)?,
            me,
            mover: 1,
        })
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.position.is_over()
    }

    /// Whether this player moves next (false once the game is over).
    pub fn is_my_turn(&self) -> bool {
        !self.is_over() && self.mover == self.me
    }

    /// Chooses this player's take with [`choose`] and makes it; `None` when it is not this
    /// player's turn.
    pub fn play(&mut self) -> Option<Choice> {
        if !self.is_my_turn() {
            return None;
        }
        let choice = choose(&self.position)?;
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
        self.position = self.position.take(take)?;
        self.mover = 3 - self.mover;
        Ok(())
    }
}

/// Why a refereed game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
    /// The name the JSON output uses: `win`, `illegal`, `crash`, `timeout`, `garbage`.
    pub fn name(self) -> &'static str {
        match self {
            Reason::Win => "win",
            Reason::Illegal => "illegal",
            Reason::Crash => "crash",
            Reason::Timeout => "timeout",
            Reason::Garbage => "garbage",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a refereed game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct End {
    /// The winner's player number, 1 or 2.
    pub winner: u8,
    /// Why.
    pub reason: Reason,
    /// What happened, in words (the offending line, the illegal take, ...).
    pub detail: String,
}

/// The referee's record of one game: the position, whose turn it is, the takes so far, and
/// how it ended.
#[derive(Clone, Debug)]
pub struct Game {
    n: u64,
    position: Position,
    mover: u8,
    moves: Vec<u64>,
    end: Option<End>,
}

impl Game {
    /// A game of `n` marbles (n >= 2), player 1 to move.
    pub fn new(n: u64) -> Result<Game, GameError> {
        Ok(Game {
            n,
            position: Position::start(n)?,
            mover: 1,
            moves: Vec::new(),
            end: None,
        })
    }

    /// The number of marbles at the start.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The player to move, 1 or 2 (after the end: the player who lost).
    pub fn mover(&self) -> u8 {
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

    /// Checks a line the player to move wrote (without its newline) and makes the take.
    /// Returns the take when the game goes on or was just won, and the end of the game if
    /// this line ended it. A line that is not one integer is garbage; a take outside the
    /// legal range is illegal; either way the other player wins.
    pub fn submit(&mut self, line: &str) -> Result<u64, End> {
        if let Some(end) = &self.end {
            return Err(end.clone());
        }
        let text = line.trim_matches([' ', '\t', '\r']);
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(self.finish(
                Reason::Garbage,
                format!("player {} wrote {:?}, not an integer", self.mover, line),
            ));
        }
        let Ok(take) = text.parse::<u64>() else {
            return Err(self.finish(
                Reason::Illegal,
                format!("player {} took {text}, more than any heap", self.mover),
            ));
        };
        match self.position.take(take) {
            Ok(next) => {
                self.position = next;
                self.moves.push(take);
                if next.is_over() {
                    let winner = self.mover;
                    self.end = Some(End {
                        winner,
                        reason: Reason::Win,
                        detail: format!("player {winner} took the last marble"),
                    });
                }
                self.mover = 3 - self.mover;
                Ok(take)
            }
            Err(e) => Err(self.finish(Reason::Illegal, format!("player {}: {e}", self.mover))),
        }
    }

    /// Ends the game against the player to move, for a reason found outside the game
    /// (a crash, a timeout).
    pub fn forfeit(&mut self, reason: Reason, detail: impl Into<String>) -> End {
        if let Some(end) = &self.end {
            return end.clone();
        }
        self.finish(reason, detail.into())
    }

    fn finish(&mut self, reason: Reason, detail: String) -> End {
        let end = End {
            winner: 3 - self.mover,
            reason,
            detail,
        };
        self.end = Some(end.clone());
        end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_two_waits_then_answers() {
        let mut p = Player::new(25, 2).unwrap();
        assert!(!p.is_my_turn());
        assert_eq!(p.play(), None);
        p.opponent_takes(3).unwrap();
        assert!(p.is_my_turn());
        let c = p.play().unwrap();
        // 22 left after 3 is won: some take leaves the opponent lost.
        assert!(c.wins);
        assert_eq!(
            p.opponent_takes(1)
                .unwrap_err()
                .to_string()
                .split(':')
                .next(),
            Some("illegal take 1")
        );
    }

    #[test]
    fn bad_player_numbers_and_heaps() {
        assert_eq!(Player::new(25, 3).unwrap_err(), GameError::NotAPlayer(3));
        assert_eq!(Player::new(1, 1).unwrap_err(), GameError::TooFewMarbles(1));
        let mut p = Player::new(25, 1).unwrap();
        assert_eq!(p.opponent_takes(2), Err(GameError::NotYourTurn));
    }

    #[test]
    fn the_referee_record_of_the_worked_game() {
        let mut g = Game::new(25).unwrap();
        for (i, line) in ["2", "3", " 5\r", "8"].iter().enumerate() {
            assert!(g.submit(line).is_ok(), "move {i}");
        }
        assert_eq!(g.submit("7"), Ok(7));
        let end = g.end().unwrap();
        assert_eq!((end.winner, end.reason), (1, Reason::Win));
        assert_eq!(g.moves(), &[2, 3, 5, 8, 7]);
    }

    #[test]
    fn garbage_and_illegal_lines_lose() {
        let mut g = Game::new(25).unwrap();
        let end = g.submit("two").unwrap_err();
        assert_eq!((end.winner, end.reason), (2, Reason::Garbage));
        let mut g = Game::new(25).unwrap();
        g.submit("2").unwrap();
        let end = g.submit("5").unwrap_err();
        assert_eq!((end.winner, end.reason), (1, Reason::Illegal));
        assert_eq!(
            end.detail,
            "player 2: illegal take 5: 23 marbles left after a take of 2, the legal takes are 3 to 4"
        );
        let mut g = Game::new(25).unwrap();
        let end = g.submit("99999999999999999999999").unwrap_err();
        assert_eq!(end.reason, Reason::Illegal);
        for junk in ["", "-2", "+2", "2 3", "0x2", "2.0", "٣"] {
            let mut g = Game::new(25).unwrap();
            assert_eq!(
                g.submit(junk).unwrap_err().reason,
                Reason::Garbage,
                "{junk:?}"
            );
        }
    }

    #[test]
    fn a_forfeit_goes_against_the_mover() {
        let mut g = Game::new(10).unwrap();
        g.submit("3").unwrap();
        let end = g.forfeit(Reason::Timeout, "player 2 did not move within 2 s");
        assert_eq!((end.winner, end.reason), (1, Reason::Timeout));
    }

    proptest::proptest! {
        /// Any line is judged without a panic: accepted only when it is digits (with
        /// spaces, tabs or a carriage return around them) naming a legal take.
        #[test]
        fn any_line_is_judged(line in "[ \t\r0-9a-z+-]{0,12}") {
            let mut g = Game::new(25).unwrap();
            match g.submit(&line) {
                Ok(take) => {
                    proptest::prop_assert!(take == 2 || take == 3);
                    proptest::prop_assert_eq!(line.trim_matches([' ', '\t', '\r']).parse::<u64>().ok(), Some(take));
                }
                Err(end) => proptest::prop_assert_eq!(end.winner, 2),
            }
        }
    }
}
