//! `bulgarian trace`: the original program's listing, as lines, Young diagrams or one JSON
//! document, streamed, with progress on a terminal while the orbit is measured.

use std::io::Write;

use bulgarian::trace::trace_within;
use games_cli::{CliError, Outcome, print_json};

use super::document::{Streamed, TraceDocument};
use super::{Json, Start};

/// The arguments of `trace`.
#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    start: Start,
    /// Draw each configuration as a Young diagram.
    #[arg(long, conflicts_with = "json")]
    diagram: bool,
    #[command(flatten)]
    json: Json,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let start = args.start.read()?;
    let listing = super::shown_walk("trace", "measuring the orbit", "move", |limits| {
        trace_within(&start, limits)
    })
    .map_err(CliError::rejected)?;
    if args.json.json {
        print_json(&TraceDocument {
            n: start.total(),
            start: &start,
            stop: listing.stop(),
            trace: Streamed(listing),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    if args.diagram {
        let drawn = listing
            .with_diagrams()
            .map_err(|e| CliError::because("--diagram (leave it out for plain lines)", e))?;
        // The start first: `with_diagrams` has already drawn it once, so it draws.
        let first = bulgarian::diagram::young_diagram(&start).unwrap_or_default();
        writeln!(out, "start: {start}")?;
        write!(out, "{first}")?;
        for (i, (p, diagram)) in drawn.enumerate() {
            writeln!(out)?;
            writeln!(out, "move {}: {p}", i + 1)?;
            write!(out, "{diagram}")?;
        }
    } else {
        for p in listing {
            writeln!(out, "{p}")?;
        }
    }
    Ok(Outcome::Yes)
}
