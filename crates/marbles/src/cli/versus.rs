//! `marbles versus N`: a person plays against the program in the terminal. Every prompt
//! shows the marbles left and the legal takes; bad input is explained and asked again.

use std::io::{self, BufRead, Read, Write};

use games_common::cli::{CliError, Outcome};
use marbles::Player;

/// The longest piece of a line read at once (a take has at most 20 digits).
const LONGEST_LINE: u64 = 80;

pub(crate) fn versus(n: u64, person: u64) -> Result<Outcome, CliError> {
    let computer = match person {
        1 => 2,
        2 => 1,
        other => {
            return Err(CliError::bad(format!(
                "--player must be 1 or 2, got {other}"
            )));
        }
    };
    let mut me = Player::new(n, computer).map_err(|e| CliError::bad(format!("N = {n}: {e}")))?;
    let mut out = io::stdout().lock();
    let mut input = io::stdin().lock();
    writeln!(
        out,
        "{n} marbles. You are player {person}. The first move takes 2 or 3; after a take of k \
         the next takes k+1 to 2k, or all that remain when fewer than k+1 remain. \
         Whoever takes the last marble wins."
    )?;
    let mut last_mover_was_me = false;
    while !me.is_over() {
        if me.is_my_turn() {
            let Some(choice) = me.play() else { break };
            writeln!(
                out,
                "I take {}, {} left.",
                choice.take,
                me.position().remaining()
            )?;
            last_mover_was_me = true;
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
        write!(
            out,
            "{} left. Your take ({legal}): ",
            me.position().remaining()
        )?;
        out.flush()?;
        // Bytes, not a String: a line that is not UTF-8 is explained and asked again. A
        // line is read LONGEST_LINE bytes at most at a time, so that endless input without
        // a newline is answered piece by piece, never gathered until memory runs out.
        let mut line = Vec::new();
        if input
            .by_ref()
            .take(LONGEST_LINE)
            .read_until(b'\n', &mut line)?
            == 0
        {
            writeln!(out)?;
            return Err(CliError::bad("standard input ended before the game did"));
        }
        let line = String::from_utf8_lossy(&line);
        let text = line.trim();
        let Ok(take) = text.parse::<u64>() else {
            if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
                writeln!(
                    out,
                    "{text} is more than the {} marbles left.",
                    me.position().remaining()
                )?;
            } else {
                writeln!(
                    out,
                    "{text:?} is not a whole number; type how many marbles you take."
                )?;
            }
            continue;
        };
        match me.opponent_takes(take) {
            Ok(()) => {
                writeln!(out, "You take {take}, {} left.", me.position().remaining())?;
                last_mover_was_me = false;
            }
            Err(e) => writeln!(out, "Not allowed: {e}. Try again.")?,
        }
    }
    if last_mover_was_me {
        writeln!(out, "I took the last marble: I win.")?;
    } else {
        writeln!(out, "You took the last marble: you win!")?;
    }
    Ok(Outcome::Yes)
}
