//! `strikeout solve`: a shortest solution and its proof, as a notebook or one JSON document.

use std::io::{self, Write};

use games_cli::{CliError, Outcome, Progress, print_json};
use strikeout::{Field, solve_within};

use super::pictures::Pictures;
use super::{budget, counted, notebook, stopped};

/// Searches solutions of at most `max_length` cells from `start`, within `mib` MiB, and
/// prints the answer; writes the pictures of the solution found, if asked.
pub(crate) fn run(
    start: &Field,
    max_length: usize,
    mib: usize,
    pictures: &Pictures,
    json: bool,
) -> Result<Outcome, CliError> {
    pictures.prepare()?;
    let progress = Progress::new("solve");
    progress.update(format!("searching fields of at most {max_length} cells"));
    let report =
        solve_within(start, max_length, budget(mib, &progress)).map_err(|e| stopped(mib, e))?;
    progress.finish();
    let outcome = Outcome::from(report.solution().is_some());
    if let Some(solution) = report.solution() {
        pictures.write(start, solution.replay())?;
    }
    if json {
        print_json(&report)?;
        return Ok(outcome);
    }
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "start {} ({}, {} to a row); struck cells are shown as `.`",
        start.digit_string(),
        counted(start.len(), "cell"),
        start.width()
    )?;
    let work = report.work();
    match report.solution() {
        Some(solution) => {
            writeln!(out)?;
            write!(out, "{}", notebook(solution.replay()))?;
            writeln!(
                out,
                "\nshortest: {} cells, proved: every field of fewer cells reachable from the start was searched ({} phases, {} positions)",
                solution.length(),
                work.phases,
                work.positions
            )?;
        }
        None => writeln!(
            out,
            "no solution of at most {max_length} cells: every field of at most {max_length} cells reachable from the start was searched ({} phases, {} positions)",
            work.phases, work.positions
        )?,
    }
    out.flush()?;
    Ok(outcome)
}
