//! `bulgarian orbit`: transient and cycle length, as `name: value` lines or one JSON
//! document, with progress on a terminal.

use std::io::Write;

use bulgarian::orbit::orbit_within;
use bulgarian::{Headway, Limits};
use games_cli::{CliError, Outcome, Progress, counted, print_json};

use super::document::{OrbitDocument, Streamed};
use super::{Json, Start};

/// The arguments of `orbit`.
#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    start: Start,
    /// Also print the cycle's configurations.
    #[arg(long)]
    cycle: bool,
    /// Give up after this many moves (exit 2). The search makes about twice the moves of
    /// the transient plus the cycle; a single pile of n cards needs about 2n. No limit by
    /// default.
    #[arg(long, value_name = "M", value_parser = games_cli::args::whole::<u64>)]
    max_moves: Option<u64>,
    #[command(flatten)]
    json: Json,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let start = args.start.read()?;
    let progress = Progress::new("orbit");
    let limits = Limits::new(args.max_moves.unwrap_or(u64::MAX)).on_progress(|h: &Headway| {
        progress.update(counted(h.moves, "move"));
    });
    let orbit = orbit_within(&start, limits)
        .map_err(|e| CliError::because("orbit (raise --max-moves, or leave it out)", e))?;
    progress.finish();
    if args.json.json {
        print_json(&OrbitDocument {
            report: orbit.report(),
            cycle: args.cycle.then(|| Streamed(orbit.cycle_members())),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    super::write_orbit_head(&mut out, orbit.n, orbit.transient, orbit.cycle_length)?;
    let triangular = if orbit.triangular() { "yes" } else { "no" };
    writeln!(out, "triangular: {triangular}")?;
    if args.cycle {
        writeln!(out, "cycle:")?;
        for p in orbit.cycle_members() {
            writeln!(out, "{p}")?;
        }
    }
    Ok(Outcome::Yes)
}
