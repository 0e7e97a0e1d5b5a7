//! What `montreal` and `austrian` print alike: a trace, an orbit and an analysis of one of
//! the thesis's relatives, as lines or one JSON document, with progress on a terminal.

use std::io::Write;

use bulgarian::relatives::{self, Relative, RelativeAnalysis, RelativeOrbit};
use games_cli::{CliError, Outcome, print_json};

use super::document::{
    RelativeAnalysisDocument, RelativeOrbitDocument, RelativeTraceDocument, Shown, Streamed,
};

/// The orbit of `start`, measured with progress shown under `label`.
fn measured<S: Relative>(start: &S, label: &str) -> Result<RelativeOrbit<S>, CliError> {
    super::shown_walk(label, "measuring the orbit", "move", |limits| {
        relatives::orbit_within(start, limits)
    })
    .map_err(CliError::rejected)
}

/// The states after each move, one per line, up to and including the first repeat.
pub(crate) fn trace<S: Relative + Shown>(
    start: &S,
    label: &str,
    json: bool,
) -> Result<Outcome, CliError> {
    let listing = measured(start, label)?.trace();
    if json {
        print_json(&RelativeTraceDocument {
            n: listing.n,
            start: listing.start.clone().view(),
            trace: Streamed(listing.trace.iter().map(S::view as fn(S) -> S::View)),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for state in &listing.trace {
        writeln!(out, "{state}")?;
    }
    Ok(Outcome::Yes)
}

/// Transient and cycle length as `name: value` lines, and the cycle when asked.
pub(crate) fn orbit<S: Relative + Shown>(
    start: &S,
    label: &str,
    cycle: bool,
    json: bool,
) -> Result<Outcome, CliError> {
    let mut orbit = measured(start, label)?;
    if cycle {
        orbit = orbit.with_cycle();
    }
    if json {
        print_json(&RelativeOrbitDocument {
            n: orbit.n,
            start: orbit.start.clone().view(),
            transient: orbit.transient,
            cycle_length: orbit.cycle_length,
            cycle: orbit
                .cycle
                .as_ref()
                .map(|members| Streamed(members.iter().map(S::view as fn(S) -> S::View))),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    super::write_orbit_head(&mut out, orbit.n, orbit.transient, orbit.cycle_length)?;
    if let Some(members) = &orbit.cycle {
        writeln!(out, "cycle:")?;
        for state in members {
            writeln!(out, "{state}")?;
        }
    }
    Ok(Outcome::Yes)
}

/// The analysis as `name: value` lines or one JSON document.
pub(crate) fn analysis<S: Relative + Shown>(
    analysis: &RelativeAnalysis<S>,
    json: bool,
) -> Result<Outcome, CliError> {
    if json {
        print_json(&RelativeAnalysisDocument::from(analysis))?;
    } else {
        write!(std::io::stdout().lock(), "{analysis}")?;
    }
    Ok(Outcome::Yes)
}
