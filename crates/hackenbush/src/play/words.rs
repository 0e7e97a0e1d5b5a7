//! A [`Session`](super::Session)'s answers in the player's words, the one place they are
//! written: each type displays as the sentence both front ends show, the terminal's
//! `hackenbush play` and the web page. Players are named by who plays them: "you" and
//! "the program", or "player 1" and "player 2" at one screen. A move's reason speaks of
//! winning and losing only; what a position is worth ([`crate::Value`]'s notation) is said
//! only when it is asked for ([`Standing`] with an evaluation).

use std::fmt;

use games_common::text::push_shown;

use super::{Evaluation, Hint, PlayedMove, Player, Reason, Side, Turn};
use crate::picture::EdgeNumber;

use super::Opponent;

/// How `player` is named in a game against `opponent`, in lower case.
fn name(player: Player, opponent: Opponent) -> &'static str {
    match (opponent, player) {
        (Opponent::Program, Player::Person) => "you",
        (Opponent::Program, _) => "the program",
        (Opponent::Friend, Player::Person) => "player 1",
        (Opponent::Friend, _) => "player 2",
    }
}

/// `word` with a capital first letter.
fn capital(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A vertex name as it is shown, hidden characters written as `\u{..}`.
fn shown(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        push_shown(&mut out, c);
    }
    out
}

/// "edge 3" or "edges 2, 3 and 4".
fn edges(list: &[EdgeNumber]) -> String {
    let words: Vec<String> = list.iter().map(ToString::to_string).collect();
    match words.as_slice() {
        [one] => format!("edge {one}"),
        [rest @ .., last] => format!("edges {} and {last}", rest.join(", ")),
        [] => String::new(),
    }
}

/// "1 winning reply", "2 winning replies".
fn replies(n: usize) -> String {
    if n == 1 {
        "1 winning reply".to_owned()
    } else {
        format!("{n} winning replies")
    }
}

/// Why `mover` makes (or would make) a move, as `reason` says.
fn why(reason: &Reason, mover: Player, opponent: Opponent) -> String {
    let me = name(mover, opponent);
    let them = name(mover.other(), opponent);
    let mine = if me == "you" {
        "yours".to_owned()
    } else {
        format!("{me}'s")
    };
    match reason {
        Reason::LeavesZero { .. } => format!("this move leaves {them} no winning reply"),
        Reason::NoWinningMove { winning_replies } => format!(
            "no move wins here; this move leaves {them} {}, the fewest any move leaves",
            replies(*winning_replies)
        ),
        Reason::Wins { .. } => format!("this move wins for {me}"),
        Reason::NothingWins {
            winning_replies, ..
        } => format!(
            "no move of {mine} wins; this move leaves {them} {}, the fewest any move leaves",
            replies(*winning_replies)
        ),
    }
}

/// A move made in a session, and its words: who cut which edge, what fell with it, and
/// for the program's moves why, in the players' words (what the picture is worth stays
/// with [`Standing`]): "The program cut edge 1 (G–a); edges 2, 3 and 4 fell: this move
/// leaves you no winning reply."
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Told {
    /// The move.
    pub turn: Turn,
    /// Who played the other side.
    pub opponent: Opponent,
}

impl fmt::Display for Told {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let turn = &self.turn;
        write!(
            f,
            "{} cut edge {} ({}–{})",
            capital(name(turn.by, self.opponent)),
            turn.edge,
            shown(&turn.ends.0),
            shown(&turn.ends.1)
        )?;
        if !turn.fallen.is_empty() {
            write!(f, "; {} fell", edges(&turn.fallen))?;
        }
        if let Some(reason) = &turn.reason {
            write!(f, ": {}", why(reason, turn.by, self.opponent))?;
        }
        f.write_str(".")
    }
}

/// The move the program suggests for the player to move, and why: "Cut edge 2 (a–b): this
/// move leaves the program no winning reply." or, when every move loses, "Every move
/// loses against best play. Cut edge 2 (a–b) to make it hardest: ...".
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Advice {
    /// The move and why.
    pub hint: Hint,
    /// Its ends.
    pub ends: (String, String),
    /// The player it is for.
    pub mover: Player,
    /// Who plays the other side.
    pub opponent: Opponent,
}

impl fmt::Display for Advice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let losing = matches!(
            self.hint.reason,
            Reason::NoWinningMove { .. } | Reason::NothingWins { .. }
        );
        if losing {
            f.write_str("Every move loses against best play. ")?;
        }
        write!(
            f,
            "Cut edge {} ({}–{})",
            self.hint.edge,
            shown(&self.ends.0),
            shown(&self.ends.1)
        )?;
        if losing {
            f.write_str(" to make it hardest")?;
        }
        write!(
            f,
            ": {}.",
            why(&self.hint.reason, self.mover, self.opponent)
        )
    }
}

/// Where a session stands: who won and how ("You won: the program had no edge left to
/// cut."), or who is to move and, when asked for, what the picture is worth and who wins
/// it with best play: "The picture is worth *3; with best play you win. You to move."
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Standing {
    /// The player to move, `None` once the game is over.
    pub to_move: Option<Player>,
    /// The winner, once the game is over.
    pub winner: Option<Player>,
    /// What the position is worth and who wins it, when it was valued.
    pub evaluation: Option<Evaluation>,
    /// Who plays the other side.
    pub opponent: Opponent,
}

impl fmt::Display for Standing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(winner) = self.winner {
            return write!(
                f,
                "{} won: {} had no edge left to cut.",
                capital(name(winner, self.opponent)),
                name(winner.other(), self.opponent)
            );
        }
        if let Some(now) = &self.evaluation {
            let winner = name(now.winner, self.opponent);
            let s = if winner == "you" { "" } else { "s" };
            write!(
                f,
                "The picture is worth {}; with best play {winner} win{s}.",
                now.value
            )?;
        }
        if let Some(mover) = self.to_move {
            if self.evaluation.is_some() {
                f.write_str(" ")?;
            }
            write!(f, "{} to move.", capital(name(mover, self.opponent)))?;
        }
        Ok(())
    }
}

/// The moves an undo took back, in the order they were made: "Took back your cut of edge
/// 3 and the program's of edge 1."
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TakenBack {
    /// The moves, in the order they were made.
    pub moves: Vec<PlayedMove>,
    /// Who plays the other side.
    pub opponent: Opponent,
}

impl fmt::Display for TakenBack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whose = |player: Player| match name(player, self.opponent) {
            "you" => "your".to_owned(),
            other => format!("{other}'s"),
        };
        let parts: Vec<String> = self
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let cut = if i == 0 { " cut" } else { "" };
                format!("{}{cut} of edge {}", whose(m.by), m.edge)
            })
            .collect();
        match parts.as_slice() {
            [] => f.write_str("Nothing was taken back."),
            [one] => write!(f, "Took back {one}."),
            [rest @ .., last] => write!(f, "Took back {} and {last}.", rest.join(", ")),
        }
    }
}

/// What a session is played by: "Green Hackenbush: either player cuts any edge." or "A
/// coloured picture: you are Left and cut blue and green edges."
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Rules {
    /// The side of the person (player 1) in a coloured game.
    pub side: Option<Side>,
    /// Who plays the other side.
    pub opponent: Opponent,
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(side) = self.side else {
            return f.write_str("Green Hackenbush: either player cuts any edge.");
        };
        let (who, are) = match self.opponent {
            Opponent::Program => ("you", "are"),
            Opponent::Friend => ("player 1", "is"),
        };
        let (name, colour) = match side {
            Side::Left => ("Left", "blue"),
            Side::Right => ("Right", "red"),
        };
        write!(
            f,
            "A coloured picture: {who} {are} {name} and cut{s} {colour} and green edges.",
            s = if who == "you" { "" } else { "s" }
        )
    }
}
