//! `marbles solve N` and `marbles table N`: answers from the structure, as text or JSON.
//!
//! `table` streams its rows, so any N up to `u64::MAX` can be asked for: it holds one row
//! at a time, stops at the first write that fails (a reader that has gone, a full disk),
//! and, when its rows go somewhere other than the terminal, shows on a terminal's standard
//! error how far it has come.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use games_common::cli::{CliError, Outcome, Progress, print_json};
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

/// How often the progress line of `table` is redrawn.
const REDRAW: Duration = Duration::from_millis(200);

/// The progress of a long table: shown on standard error when that is a terminal and the
/// rows go elsewhere (rows on the terminal show their own progress).
struct Rows {
    progress: Option<Progress>,
    last: u64,
    shown: Instant,
}

impl Rows {
    fn new(last: u64) -> Rows {
        Rows {
            progress: (!io::stdout().is_terminal()).then(|| Progress::new("table")),
            last,
            shown: Instant::now(),
        }
    }

    /// Notes that row `heap` is next; redraws the line now and then.
    fn at(&mut self, heap: u64) {
        if let Some(progress) = &self.progress
            && heap.is_multiple_of(4096)
            && self.shown.elapsed() >= REDRAW
        {
            progress.update(format_args!("n = {heap} of {}", self.last));
            self.shown = Instant::now();
        }
    }
}

pub(crate) fn table(n: u64, json: bool) -> Result<Outcome, CliError> {
    solution(n)?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut rows = Rows::new(n);
    if json {
        write!(out, "[")?;
        for heap in 2..=n {
            rows.at(heap);
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
            rows.at(heap);
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
