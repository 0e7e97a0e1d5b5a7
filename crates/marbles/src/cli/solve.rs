//! `marbles solve N` and `marbles table N`: answers from the structure, as text or JSON.

use std::io::{self, Write};

use games_common::cli::{CliError, Outcome, print_json};
use marbles::{Solution, Winner, solve as solve_heap};
use serde::Serialize;

/// The JSON form of a [`Solution`], fields in the order of the CLI contract.
#[derive(Serialize)]
struct Answer<'a> {
    n: u64,
    winner: u8,
    winning_first_moves: &'a [u64],
}

impl<'a> From<&'a Solution> for Answer<'a> {
    fn from(s: &'a Solution) -> Answer<'a> {
        Answer {
            n: s.n,
            winner: s.winner.number(),
            winning_first_moves: &s.winning_first_moves,
        }
    }
}

fn solution(n: u64) -> Result<Solution, CliError> {
    solve_heap(n).map_err(|e| CliError::bad(format!("N = {n}: {e}")))
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
        print_json(&Answer::from(&s))?;
    } else {
        let mut out = io::stdout().lock();
        match s.winner {
            Winner::First => writeln!(
                out,
                "n = {n}: player 1 wins by taking {}",
                takes(&s.winning_first_moves)
            )?,
            Winner::Second => writeln!(
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
            serde_json::to_writer(&mut out, &Answer::from(&solution(heap)?))
                .map_err(io::Error::from)?;
        }
        writeln!(out, "]")?;
    } else {
        let width = n.to_string().len().max(1);
        writeln!(out, "{:>width$}  winner  winning first takes", "n")?;
        for heap in 2..=n {
            let s = solution(heap)?;
            let moves = match s.winner {
                Winner::First => takes(&s.winning_first_moves),
                Winner::Second => "-".to_owned(),
            };
            writeln!(out, "{heap:>width$}  {:>6}  {moves}", s.winner.number())?;
        }
    }
    out.flush()?;
    Ok(Outcome::Yes)
}
