//! `marbles versus N`: a person plays against the program in the terminal. Every prompt
//! shows the marbles left and the legal takes; a line that is not a legal take (not a
//! number, not text, too long, against the rules) is explained and asked again.

use std::io::{self, Write};

use games_cli::{CliError, Outcome, Typed, read_typed_line};
use marbles::{Player, Seat, WhenLosing};

/// The longest line kept (a take has at most 20 digits); a longer one is dropped whole.
const LONGEST_LINE: usize = 80;

/// What to say when a line is not a whole number.
const ASK: &str = "type how many marbles you take.";

pub(crate) fn versus(n: u64, person: u64, when_losing: WhenLosing) -> Result<Outcome, CliError> {
    let person = Seat::from_number(person)
        .map_err(|e| CliError::because(format!("--player {person}"), e))?;
    let mut me = Player::new(n, person.other())
        .map_err(|e| CliError::because(format!("N = {n}"), e))?
        .when_losing(when_losing);
    let mut dialogue = Dialogue(io::stdout().lock());
    let mut input = io::stdin().lock();
    dialogue.say(format_args!(
        "{n} marbles. You are {person}. The first move takes 2 or 3; after a take of k \
         the next takes k+1 to 2k, or all that remain when fewer than k+1 remain. \
         Whoever takes the last marble wins.\n"
    ))?;
    while !me.is_over() {
        if me.is_my_turn() {
            let Some(choice) = me.play() else { break };
            let left = me.position().remaining();
            dialogue.say(format_args!("I take {}, {left} left.\n", choice.take))?;
            continue;
        }
        let Some((lo, hi)) = me.position().legal_takes() else {
            break;
        };
        let legal = if lo == hi {
            format!("{lo}")
        } else {
            format!("{lo} to {hi}")
        };
        let left = me.position().remaining();
        dialogue.say(format_args!("{left} left. Your take ({legal}): "))?;
        let line = read_typed_line(&mut input, LONGEST_LINE)
            .map_err(|e| CliError::because("cannot read standard input", e))?;
        let text = match line {
            Typed::Line(line) => line,
            Typed::NotText => {
                dialogue.say(format_args!("\"\u{fffd}\" is not a whole number; {ASK}\n"))?;
                continue;
            }
            Typed::TooLong => {
                dialogue.say(format_args!("That line is longer than any take; {ASK}\n"))?;
                continue;
            }
            Typed::End => {
                dialogue.say(format_args!("\n"))?;
                return Err(CliError::bad("standard input ended before the game did"));
            }
        };
        let text = text.trim();
        let Ok(take) = text.parse::<u64>() else {
            if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
                dialogue.say(format_args!(
                    "{text} is more than the {left} marbles left.\n"
                ))?;
            } else {
                dialogue.say(format_args!("{text:?} is not a whole number; {ASK}\n"))?;
            }
            continue;
        };
        match me.opponent_takes(take) {
            Ok(()) => {
                let left = me.position().remaining();
                dialogue.say(format_args!("You take {take}, {left} left.\n"))?;
            }
            Err(e) => dialogue.say(format_args!("Not allowed: {e}. Try again.\n"))?,
        }
    }
    if me.winner() == Some(person) {
        dialogue.say(format_args!("You took the last marble: you win!\n"))?;
    } else {
        dialogue.say(format_args!("I took the last marble: I win.\n"))?;
    }
    Ok(Outcome::Yes)
}

/// The person's side of the terminal. A failed write ends the game with an error (exit
/// status 2): in a dialogue a lost reader is not a quiet success.
struct Dialogue<W>(W);

impl<W: Write> Dialogue<W> {
    fn say(&mut self, text: std::fmt::Arguments<'_>) -> Result<(), CliError> {
        self.0
            .write_fmt(text)
            .and_then(|()| self.0.flush())
            .map_err(|e| CliError::because("cannot write to the terminal", e))
    }
}
