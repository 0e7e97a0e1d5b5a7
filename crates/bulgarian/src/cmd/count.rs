//! `bulgarian count`: the exact counts of P(N) for N far past enumeration, as `name: value`
//! lines or one JSON document with every count an exact JSON number.

use std::io::Write;

use games_cli::{CliError, Outcome, print_json};

use super::Json;

/// The arguments of `count`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// N, the number of cards.
    #[arg(value_name = "N", allow_negative_numbers = true)]
    n: String,
    #[command(flatten)]
    json: Json,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let counts = bulgarian::count_text(&args.n).map_err(|e| CliError::because("count", e))?;
    if args.json.json {
        print_json(&counts)?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "n: {}", counts.n)?;
    writeln!(out, "partitions: {}", counts.partitions)?;
    writeln!(out, "garden of eden: {}", counts.garden_of_eden)?;
    for (d, c) in counts.in_degrees.iter().enumerate() {
        writeln!(out, "in-degree {d}: {c}")?;
    }
    writeln!(out, "recurrent: {}", counts.recurrent)?;
    writeln!(out, "cycles: {}", counts.cycles)?;
    for group in &counts.cycle_lengths {
        writeln!(out, "cycles of length {}: {}", group.length, group.cycles)?;
    }
    Ok(Outcome::Yes)
}
