//! `bulgarian analyze`: the state graph of P(N) in numbers, for N or a range, as `name:
//! value` blocks or JSON, with progress on a terminal.

use std::io::Write;

use bulgarian::AnalyzeSpan;
use games_common::cli::{CliError, Outcome, Progress, print_json};

use super::Json;

/// The arguments of `analyze`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// N, or a range A..=B.
    #[arg(value_name = "N", allow_negative_numbers = true)]
    n: String,
    #[command(flatten)]
    json: Json,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let span: AnalyzeSpan = args
        .n
        .parse()
        .map_err(|e| CliError::because("analyze", e))?;
    let progress = Progress::new("analyze");
    let results = span.analyze_with_progress(|n, done, total| {
        progress.update(format!("N = {n}: {done} of {total} subtrees"));
    });
    progress.finish();
    if args.json.json {
        match results.as_slice() {
            [one] if !span.is_range() => print_json(one)?,
            all => print_json(all)?,
        }
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for (i, a) in results.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        let lengths: Vec<String> = a.cycle_lengths.iter().map(u64::to_string).collect();
        writeln!(out, "n: {}", a.n)?;
        writeln!(out, "partitions: {}", a.partitions)?;
        writeln!(out, "cycles: {}", a.cycles)?;
        writeln!(out, "cycle lengths: {}", lengths.join(" "))?;
        writeln!(out, "max transient: {}", a.max_transient)?;
        writeln!(out, "max transient witness: {}", a.max_transient_witness)?;
        writeln!(out, "max orbit: {}", a.max_orbit)?;
        writeln!(out, "garden of eden: {}", a.garden_of_eden)?;
        writeln!(out, "max in-degree: {}", a.max_in_degree)?;
    }
    Ok(Outcome::Yes)
}
