//! `hackenbush solve`: the value, the winner and every winning move.

use std::io::Write;

use games_common::cli::{CliError, Outcome, print_json};
use hackenbush::{Winner, solve};

use crate::Input;

pub(crate) fn run(input: &Input, json: bool) -> Result<Outcome, CliError> {
    let picture = input.green_picture("solve")?;
    let progress = super::working(&picture, "solving");
    let solution = solve(&picture);
    drop(progress);
    if json {
        print_json(&solution)?;
        return Ok(Outcome::Yes);
    }
    let winner = match solution.winner {
        Winner::First => "first",
        Winner::Second => "second",
    };
    let mut out = std::io::stdout().lock();
    writeln!(out, "value {}", solution.value.0)?;
    writeln!(out, "winner {winner}")?;
    let moves: String = solution
        .winning_moves
        .iter()
        .map(|m| format!(" {m}"))
        .collect();
    writeln!(out, "winning moves:{moves}")?;
    Ok(Outcome::Yes)
}
