//! `strikeout solve`: a shortest solution and its proof, as a notebook or one JSON document.

use std::io::{self, Write};

use games_cli::{CliError, Outcome, Progress, counted, print_json};
use serde::Serialize;
use strikeout::{SolveReport, check_start, solve_within};

use super::pictures::Pictures;
use super::{Json, Memory, Setup, bound, budget, digits, notebook, stopped, struck_mark};

/// The `solve --json` document: the length of the shortest solution (`null` when none has
/// at most the bound, as programs have always read it), the start, the blocks appended
/// (digit strings) and the moves (`[a, b]` pairs), and whether it is proved shortest.
#[derive(Serialize)]
struct SolveDocument {
    length: Option<usize>,
    width: usize,
    start: String,
    appended: Vec<String>,
    moves: Vec<[usize; 2]>,
    proved_optimal: bool,
}

impl SolveDocument {
    fn new(report: &SolveReport) -> SolveDocument {
        let solution = report.solution();
        SolveDocument {
            length: solution.map(|s| s.length()),
            width: report.start().width(),
            start: report.start().digit_string(),
            appended: solution.map_or(Vec::new(), |s| {
                s.appended().iter().map(|block| digits(block)).collect()
            }),
            moves: solution.map_or(Vec::new(), |s| {
                s.moves().iter().map(|&(a, b)| [a, b]).collect()
            }),
            proved_optimal: solution.is_some(),
        }
    }
}

/// The arguments of `solve`.
#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    setup: Setup,
    /// Search solutions of at most this many cells (a game can grow forever).
    #[arg(long, default_value_t = 200, value_parser = bound)]
    max_length: usize,
    #[command(flatten)]
    memory: Memory,
    #[command(flatten)]
    pictures: Pictures,
    #[command(flatten)]
    json: Json,
}

/// Searches solutions of at most `--max-length` cells from the start, within the memory
/// budget, and prints the answer; writes the pictures of the solution found, if asked. A
/// start longer than `--max-length` is refused before any search (exit status 2): no
/// solution could be that short.
pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let start = &args.setup.field()?;
    let (max_length, pictures, json) = (args.max_length, &args.pictures, args.json.json);
    check_start(start, max_length)
        .map_err(|e| CliError::because(format!("--max-length {max_length}"), e))?;
    let mib = args.memory.mib();
    pictures.prepare(&[])?;
    let progress = Progress::new("solve");
    progress.update(format!(
        "searching fields of at most {}",
        counted(max_length, "cell")
    ));
    let report =
        solve_within(start, max_length, budget(mib, &progress)).map_err(|e| stopped(mib, e))?;
    progress.finish();
    let outcome = Outcome::from(report.solution().is_some());
    if let Some(solution) = report.solution() {
        pictures.write(start, solution.replay())?;
    }
    if json {
        print_json(&SolveDocument::new(&report))?;
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
            write!(
                out,
                "{}",
                notebook(solution.replay(), struck_mark(pictures.look.struck()))
            )?;
            writeln!(
                out,
                "\nshortest: {}, proved: every field of fewer cells reachable from the start was searched ({}, {})",
                counted(solution.length(), "cell"),
                counted(work.phases, "phase"),
                counted(work.positions, "position")
            )?;
        }
        None => writeln!(
            out,
            "no solution of at most {bound}: every field of at most {bound} reachable from the start was searched ({}, {})",
            counted(work.phases, "phase"),
            counted(work.positions, "position"),
            bound = counted(max_length, "cell")
        )?,
    }
    out.flush()?;
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use strikeout::Field;
    use strikeout::solve;

    fn document(width: usize, start: &str, bound: usize) -> String {
        let report = solve(&Field::new(width, start).unwrap(), bound);
        serde_json::to_string(&SolveDocument::new(&report)).unwrap()
    }

    /// `19` on rows of two: one move strikes both, the only solution, of 2 cells.
    #[test]
    fn a_solution() {
        assert_eq!(
            document(2, "19", 10),
            r#"{"length":2,"width":2,"start":"19","appended":[],"moves":[[0,1]],"proved_optimal":true}"#
        );
    }

    /// `5` on a row of one: stuck at once, `5` is appended below it, and the two 5s of the
    /// column win at 2 cells.
    #[test]
    fn an_append_is_a_digit_string() {
        assert_eq!(
            document(1, "5", 10),
            r#"{"length":2,"width":1,"start":"5","appended":["5"],"moves":[[0,1]],"proved_optimal":true}"#
        );
    }

    /// Without a solution within the bound, `length` is `null`, the lists are empty and
    /// nothing is proved optimal.
    #[test]
    fn no_solution_within_the_bound() {
        assert_eq!(
            document(9, "12", 40),
            r#"{"length":null,"width":9,"start":"12","appended":[],"moves":[],"proved_optimal":false}"#
        );
    }
}
