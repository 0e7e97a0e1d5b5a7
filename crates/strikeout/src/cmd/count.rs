//! `strikeout count`: how many solutions each length has, as a table or one JSON document,
//! or one part of them written to a shard file (`--shard K/M`, see `shard.rs`).

use std::io::{self, Write};

use games_cli::{CliError, Outcome, Progress, counted, print_json};
use serde::Serialize;
use strikeout::shard::{Shard, count_shard};
use strikeout::{CountBy, Counts, Field, count_within};

use super::{Json, Memory, Setup, bound, budget, stopped};

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

/// The arguments of `count`.
#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    setup: Setup,
    /// Count solutions of at most this many cells.
    #[arg(long, value_parser = bound)]
    max_length: usize,
    /// What makes two solutions different.
    #[arg(long, value_enum, default_value_t = Distinct::Strings)]
    count_by: Distinct,
    /// Search this many phases at once [default: one per core].
    #[arg(long, value_name = "N", value_parser = games_cli::args::thread_count)]
    threads: Option<usize>,
    #[command(flatten)]
    memory: Memory,
    #[command(flatten)]
    json: Json,
    /// Count only the K-th of M parts of the solutions and write what it found to a shard
    /// file (see -o); `strikeout merge` makes the whole count of all M.
    #[arg(long, value_name = "K/M", conflicts_with = "json")]
    shard: Option<String>,
    /// The shard file to write [default: strikeout-count-L-shard-K-of-M.json]; `-` for
    /// standard output.
    #[arg(short, long, value_name = "FILE", requires = "shard")]
    output: Option<std::path::PathBuf>,
}

/// What makes two solutions different, as `--count-by` names it.
#[derive(Clone, Copy, clap::ValueEnum)]
enum Distinct {
    /// Their final fields (whole digit strings).
    Strings,
    /// The sequences of stuck positions they pass through.
    States,
}

/// Counts the solutions of at most `--max-length` cells from the start, told apart as
/// `--count-by` says, on `--threads` threads (one per core by default), within the memory
/// budget, and prints them; with `--shard K/M`, counts that part and writes its shard file.
pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let start = &args.setup.field()?;
    let (max_length, threads) = (args.max_length, args.threads);
    let shard = match &args.shard {
        Some(written) => Some(
            written
                .parse::<Shard>()
                .map_err(|e| CliError::because("count: --shard", e))?,
        ),
        None => None,
    };
    let count_by = match args.count_by {
        Distinct::Strings => CountBy::Strings,
        Distinct::States => CountBy::States,
    };
    let mib = args.memory.mib();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .build()
        .map_err(|e| CliError::because("cannot start the threads of the count", e))?;
    let progress = Progress::new("count");
    progress.update(format!(
        "walking fields of at most {}",
        counted(max_length, "cell")
    ));
    let budget = budget(mib, &progress);
    if let Some(shard) = shard {
        let partial = pool
            .install(|| count_shard(start, max_length, count_by, shard, budget))
            .map_err(|e| stopped(mib, e))?;
        progress.finish();
        return super::shard::write(&partial, args.output.as_deref());
    }
    let counts = pool
        .install(|| count_within(start, max_length, count_by, budget))
        .map_err(|e| stopped(mib, e))?;
    progress.finish();
    print(start, &counts, args.json.json)
}

/// Prints the counts of a run from `start`: one JSON document with `json`, else a table.
pub(crate) fn print(start: &Field, counts: &Counts, json: bool) -> Result<Outcome, CliError> {
    if json {
        print_json(&CountDocument::new(counts))?;
        return Ok(Outcome::Yes);
    }
    let mut out = io::stdout().lock();
    let (what, column) = match counts.count_by {
        CountBy::States => ("winning sequences of stuck positions", "sequences"),
        _ => ("solutions", "solutions"),
    };
    writeln!(
        out,
        "{what} of at most {} from {} ({} to a row), lengths without a solution left out:",
        counted(counts.max_length, "cell"),
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
        "work: {}, {}",
        counted(counts.work.phases, "phase"),
        counted(counts.work.positions, "position")
    )?;
    out.flush()?;
    Ok(Outcome::Yes)
}
