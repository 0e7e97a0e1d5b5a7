//! `marbles solve N` and `marbles table N`: answers from the structure, as text or JSON.

use std::io::{self, Write};

use games_common::cli::{CliError, Outcome, print_json};
use marbles::{Seat, Solution, solve as solve_heap};

fn solution(n: u64) -> Result<Solution, CliError> {
    solve_heap(n).map_err(|e| CliError::because(format!("N = {n}"), e))
}

/// The takes as text: `2`, `2 or 3`.
fn takes(moves: &[u64]) -> String {
    moves
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" or ")
}

pub(crate) fn solve(n: u64, json: bool) -> Result<Outcome, CliError> {
    let s = solution(n)?;
    if json {
        print_json(&s)?;
    } else {
        let mut out = io::stdout().lock();
        match s.winner {
            Seat::First => writeln!(
                out,
                "n = {n}: player 1 wins by taking {}",
                takes(&s.winning_first_moves)
            )?,
            Seat::Second => writeln!(
                out,
                "n = {n}: player 2 wins: every first take loses against perfect play"
            )?,
        }
    }
    Ok(Outcome::Yes)
}

pub(crate) fn table(n: u64, json: bool) -> Result<Outcome, CliError> {
    solution(n)?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    if json {
        // Streamed, so a long table never sits whole in memory.
        write!(out, "[")?;
        for heap in 2..=n {
            if heap > 2 {
                write!(out, ",")?;
            }
            serde_json::to_writer(&mut out, &solution(heap)?).map_err(io::Error::from)?;
        }
        writeln!(out, "]")?;
    } else {
        let width = n.to_string().len().max(1);
        writeln!(out, "{:>width$}  winner  winning first takes", "n")?;
        for heap in 2..=n {
            let s = solution(heap)?;
            let moves = match s.winner {
                Seat::First => takes(&s.winning_first_moves),
                Seat::Second => "-".to_owned(),
            };
            writeln!(out, "{heap:>width$}  {:>6}  {moves}", s.winner.number())?;
        }
    }
    out.flush()?;
    Ok(Outcome::Yes)
}
