//! The Bulgarian solitaire page's endpoint: the trace of a partition typed (or a random
//! partition of N), each configuration with its potential energy and whether it lies on
//! the cycle, each move drawn by the library (`bulgarian::draw::Figure::step`) and the
//! whole trace with its cycle marked (`Figure::trace`), in Young or Björner diagrams.

use axum::Json;
use axum::Router;
use axum::routing::post;
use bulgarian::Partition;
use bulgarian::draw::{Figure, MAX_SIDE, Style};
use serde::{Deserialize, Serialize};

use crate::protocol::{Answer, ApiError, Body, Fields};

use super::heavy;

/// The routes under `/api/bulgarian`.
pub(crate) fn routes() -> Router {
    Router::new().route("/trace", heavy(post(trace)))
}

/// A trace's start: a partition's text (`5 3 1`), or a random partition of `random`
/// cards from `seed`; the diagrams' style.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Start {
    #[serde(default)]
    partition: String,
    #[serde(default)]
    random: Option<u64>,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    bjorner: bool,
}

/// One configuration of the trace: its piles, energy, whether it is on the cycle, and
/// the picture of the move from it.
#[derive(Serialize)]
struct Step {
    parts: Vec<u64>,
    energy: u128,
    on_cycle: bool,
    svg: String,
}

/// The trace: every configuration, the whole figure, the words.
#[derive(Serialize)]
struct Trace {
    n: u64,
    steps: Vec<Step>,
    svg: String,
    text: String,
}

/// The most cards of a random partition: its trace stays within the drawings' limits
/// (`bulgarian::draw::MAX_CELLS`) for all but the longest transients, which the library
/// refuses, naming its limit.
pub const RANDOM_MOST: u64 = 100;

/// A random partition of `n` whose piles fit a diagram: piles drawn one by one, each
/// uniform from 1 to what is left (and at most [`MAX_SIDE`]), from a fixed mix of `seed`.
fn random_partition(n: u64, seed: u64) -> Result<Partition, ApiError> {
    let most = RANDOM_MOST;
    if n == 0 || n > most {
        return Err(ApiError::bad(format!(
            "a random partition of {n}: the page draws random partitions of 1 to {most} cards \
             (diagrams are at most {MAX_SIDE} cells across)"
        )));
    }
    let mut state = seed ^ 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut parts = Vec::new();
    let mut left = n;
    while left > 0 {
        let part = 1 + next() % left.min(MAX_SIDE);
        parts.push(part);
        left -= part;
    }
    Partition::new(parts).map_err(|e| ApiError::because("the random partition", e))
}

async fn trace(Body(start): Body<Start>) -> Answer<Trace> {
    let partition = match start.random {
        Some(n) => random_partition(n, start.seed)?,
        None => Partition::from_text(&start.partition)
            .map_err(|e| ApiError::because("the partition", e))?,
    };
    let style = if start.bjorner {
        Style::Bjorner
    } else {
        Style::Young
    };
    let figure =
        Figure::trace(&partition).map_err(|e| ApiError::because("the trace cannot be drawn", e))?;
    let svg = figure
        .svg(style)
        .map_err(|e| ApiError::because("the trace cannot be drawn", e))?;
    let mut steps = Vec::with_capacity(figure.configurations.len());
    for configuration in &figure.configurations {
        let step = Figure::step(&configuration.parts)
            .and_then(|f| f.svg(style))
            .map_err(|e| ApiError::because("a move cannot be drawn", e))?;
        steps.push(Step {
            parts: configuration.parts.parts().to_vec(),
            energy: configuration.energy,
            on_cycle: configuration.on_cycle,
            svg: step,
        });
    }
    let transient = steps.iter().take_while(|s| !s.on_cycle).count();
    let cycle = steps.len() - transient;
    let text = format!(
        "{} cards: {} move{} to the cycle, then a cycle of {} configuration{}.",
        figure.n,
        transient,
        if transient == 1 { "" } else { "s" },
        cycle,
        if cycle == 1 { "" } else { "s" }
    );
    Ok(Json(Trace {
        n: figure.n,
        steps,
        svg,
        text,
    }))
}

impl Fields for Start {
    fn takes(field: &str) -> Option<String> {
        super::random_start(field, "random", "the number of cards", RANDOM_MOST)
    }
}
