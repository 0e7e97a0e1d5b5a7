//! `hackenbush play`: a game against the program at the terminal. The library's [`Game`]
//! keeps the position, checks the moves and chooses the program's; this file reads the
//! person's lines and words each turn. A line that is not text, or far too long, is asked
//! again; a failed write ends the game with exit status 2 (the reader is gone).

use std::io::{IsTerminal, Write};

use games_cli::{CliError, Outcome, Typed, escape, print_json, read_typed_line};
use hackenbush::play::{MoveError, PlayError, Reason, Turn};
use hackenbush::{EdgeNumber, Game, Player, Side};

use crate::Input;

/// The longest move line kept; a longer one is read to its end and asked again.
const LINE_LIMIT: usize = 1024;

pub(crate) fn run(
    input: &Input,
    program_first: bool,
    side: Option<Side>,
    json: bool,
) -> Result<Outcome, CliError> {
    if input.file.as_os_str() == "-" {
        return Err(CliError::bad(
            "play reads the moves from standard input, so the picture must come from a file, \
             not `-`",
        ));
    }
    let first = if program_first {
        Player::Program
    } else {
        Player::Person
    };
    let picture = input.picture()?;
    let mut game = Game::new(picture, first, side).map_err(|e| match e {
        PlayError::SideInGreen => CliError::bad(
            "--side: a green picture is impartial, both players cut any edge; leave --side out",
        ),
        PlayError::NoSide { class } => CliError::bad(format!(
            "{}: a {class} picture: choose your side with --side left (blue) or --side right \
             (red)",
            input.file.display()
        )),
        e => CliError::parse(&input.file, e),
    })?;
    let mut out = Dialogue {
        out: if json {
            Box::new(std::io::stderr().lock())
        } else {
            Box::new(std::io::stdout().lock())
        },
    };
    let mut moves = Moves {
        input: std::io::stdin().lock(),
        echo: !std::io::stdin().is_terminal(),
        line: 0,
    };
    match game.side() {
        None => out.say(
            "Green Hackenbush. Delete an edge by typing its number; edges cut off from the \
             ground fall with it. Whoever cannot move loses. `q` quits.\n",
        )?,
        Some(side) => {
            let (you, me) = match side {
                Side::Left => ("Left: you cut blue", "Right: I cut red"),
                Side::Right => ("Right: you cut red", "Left: I cut blue"),
            };
            out.say(format!(
                "Coloured Hackenbush. You are {you} and green edges; I am {me} and green ones. \
                 Delete an edge by typing its number; edges cut off from the ground fall with \
                 it. Whoever cannot move loses. `q` quits.\n"
            ))?;
        }
    }
    loop {
        let Some(player) = game.to_move() else {
            match game.winner() {
                Some(Player::Person) => out.say("I cannot move: you win.\n")?,
                _ => out.say("You cannot move: I win.\n")?,
            }
            break;
        };
        out.say(format!("Standing: {}\n", standing(&game)))?;
        let turn = match player {
            Player::Person => {
                let Some(turn) = ask(&mut out, &mut moves, &mut game)? else {
                    out.say("Game left unfinished.\n")?;
                    break;
                };
                turn
            }
            _ => game
                .reply()
                .map_err(|e| CliError::because("no move to make", e))?,
        };
        out.say(describe(&turn))?;
    }
    drop(out);
    if json {
        print_json(game.record())?;
    }
    Ok(Outcome::Yes)
}

/// Where the dialogue goes: every write is flushed, and a failed one stops the game as an
/// error (exit 2), never as the quiet end of a broken pipe on ordinary output.
struct Dialogue<'a> {
    out: Box<dyn Write + 'a>,
}

impl Dialogue<'_> {
    fn say(&mut self, text: impl AsRef<str>) -> Result<(), CliError> {
        self.out
            .write_all(text.as_ref().as_bytes())
            .and_then(|()| self.out.flush())
            .map_err(|e| CliError::because("cannot write the game", e))
    }
}

/// The person's lines on standard input, echoed when they do not come from a terminal so
/// that a transcript reads like a session.
struct Moves<R> {
    input: R,
    echo: bool,
    /// Lines read so far.
    line: usize,
}

/// Asks until the person names a standing edge and plays it; `None` when input ends or on
/// `q`.
fn ask(
    out: &mut Dialogue<'_>,
    moves: &mut Moves<impl std::io::BufRead>,
    game: &mut Game,
) -> Result<Option<Turn>, CliError> {
    loop {
        out.say("Your move: ")?;
        let typed = read_typed_line(&mut moves.input, LINE_LIMIT).map_err(|e| {
            CliError::because(
                format!(
                    "standard input, line {}: cannot read a move",
                    moves.line + 1
                ),
                e,
            )
        })?;
        moves.line += 1;
        let answer = match typed {
            Typed::End => {
                out.say("\n")?;
                return Ok(None);
            }
            Typed::Line(line) => line,
            Typed::NotText | Typed::TooLong => {
                if moves.echo {
                    out.say("\n")?;
                }
                let why = if typed == Typed::NotText {
                    "That line is not text"
                } else {
                    "That line is too long"
                };
                out.say(format!(
                    "{why}; type one of: {}.\n",
                    list(&game.legal_moves())
                ))?;
                continue;
            }
        };
        let answer = answer.trim();
        if moves.echo {
            out.say(format!("{}\n", escape(answer)))?;
        }
        if answer == "q" || answer == "quit" {
            return Ok(None);
        }
        let Ok(edge) = answer.parse::<EdgeNumber>() else {
            out.say(format!(
                "`{}` is not an edge number; type one of: {}.\n",
                escape(answer),
                list(&game.legal_moves())
            ))?;
            continue;
        };
        match game.play(edge) {
            Ok(turn) => return Ok(Some(turn)),
            Err(MoveError::NotStanding { edge }) => out.say(format!(
                "Edge {edge} is not standing; type one of: {}.\n",
                list(&game.legal_moves())
            ))?,
            Err(MoveError::NotYourColour { edge, colour }) => out.say(format!(
                "Edge {edge} is {colour}, one of mine; type one of: {}.\n",
                list(&game.legal_moves())
            ))?,
            Err(e) => return Err(CliError::because("cannot play the move", e)),
        }
    }
}

/// A turn in one line: who deleted what, why (the program's moves) and what fell.
fn describe(turn: &Turn) -> String {
    let (a, b) = &turn.ends;
    let mut line = match turn.by {
        Player::Person => format!(
            "You delete edge {} ({}-{})",
            turn.edge,
            escape(a),
            escape(b)
        ),
        _ => format!("I delete edge {} ({}-{})", turn.edge, escape(a), escape(b)),
    };
    if let Some(reason) = &turn.reason {
        line.push_str(&format!(": {}", why(reason, turn.by)));
    }
    match turn.fallen.as_slice() {
        [] => line.push_str(".\n"),
        [one] => line.push_str(&format!("; edge {one} falls with it.\n")),
        many => line.push_str(&format!("; edges {} fall with it.\n", list(many))),
    }
    line
}

/// Why `mover` (the program for its moves, the person for a hint) would make a move, as
/// the library's `reason` says.
fn why(reason: &Reason, mover: Player) -> String {
    let (me, mine, them) = match mover {
        Player::Person => ("you", "yours", "me"),
        _ => ("me", "mine", "you"),
    };
    match reason {
        Reason::LeavesZero { value } => format!(
            "the picture is worth {} and this move leaves 0, a lost position for the player to \
             move: {them}",
            value.0
        ),
        Reason::NoWinningMove { winning_replies } => format!(
            "the picture is worth 0, so no move wins; this move leaves {them} {}, the fewest \
             any move leaves",
            replies(*winning_replies)
        ),
        Reason::Wins { value } => {
            format!("the picture is worth {value} and this move wins for {me}")
        }
        Reason::NothingWins {
            value,
            winning_replies,
        } => format!(
            "the picture is worth {value} and no move of {mine} wins; this move leaves {them} \
             {}, the fewest any move leaves",
            replies(*winning_replies)
        ),
        _ => String::new(),
    }
}

/// `1 winning reply`, `2 winning replies`.
fn replies(count: usize) -> String {
    if count == 1 {
        "1 winning reply".to_owned()
    } else {
        format!("{count} winning replies")
    }
}

/// `1 G-a, 2 a-b, ...`: the standing edges with their ends (and colours in a coloured
/// game: `1 G-a blue`).
fn standing(game: &Game) -> String {
    game.standing()
        .iter()
        .map(|e| {
            let colour = match game.side() {
                Some(_) => format!(" {}", e.colour),
                None => String::new(),
            };
            format!(
                "{} {}-{}{colour}",
                e.number,
                escape(e.ends.0),
                escape(e.ends.1)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn list(moves: &[EdgeNumber]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
