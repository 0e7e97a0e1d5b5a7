//! `strikeout count`: how many solutions each length has, as a table or one JSON document.

use std::io::{self, Write};

use games_cli::{CliError, Outcome, Progress, print_json};
use serde::Serialize;
use strikeout::{CountBy, Counts, Field, count_within};

use super::{budget, stopped};

/// The `count --json` document: the counts, then their total.
#[derive(Serialize)]
pub(crate) struct CountDocument<'a> {
    #[serde(flatten)]
    counts: &'a Counts,
    total: u64,
}

impl CountDocument<'_> {
    pub(crate) fn new(counts: &Counts) -> CountDocument<'_> {
        CountDocument {
            counts,
            total: counts.total(),
        }
    }
}

/// Counts the solutions of at most `max_length` cells from `start`, told apart as
/// `count_by` says, on `threads` threads (one per core by default), within `mib` MiB, and
/// prints them.
pub(crate) fn run(
    start: &Field,
    max_length: usize,
    count_by: CountBy,
    threads: Option<usize>,
    mib: usize,
    json: bool,
) -> Result<Outcome, CliError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .build()
        .map_err(|e| CliError::because("cannot start the threads of the count", e))?;
    let progress = Progress::new("count");
    progress.update(format!("walking fields of at most {max_length} cells"));
    let counts = pool
        .install(|| count_within(start, max_length, count_by, budget(mib, &progress)))
        .map_err(|e| stopped(mib, e))?;
    progress.finish();
    if json {
        print_json(&CountDocument::new(&counts))?;
        return Ok(Outcome::Yes);
    }
    let mut out = io::stdout().lock();
    let (what, column) = match count_by {
        CountBy::States => ("winning sequences of stuck positions", "sequences"),
        _ => ("solutions", "solutions"),
    };
    writeln!(
        out,
        "{what} of at most {max_length} cells from {} ({} to a row), lengths without a solution left out:",
        start.digit_string(),
        start.width()
    )?;
    writeln!(out, "{:>8}  {:>10}", "length", column)?;
    for (len, n) in &counts.by_length {
        writeln!(out, "{len:>8}  {n:>10}")?;
    }
    writeln!(out, "{:>8}  {:>10}", "total", counts.total())?;
    writeln!(
        out,
        "work: {} phases, {} positions",
        counts.work.phases, counts.work.positions
    )?;
    out.flush()?;
    Ok(Outcome::Yes)
}
