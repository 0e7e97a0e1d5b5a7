//! `bulgarian random`: random Bulgarian solitaire, as lines or one JSON document.

use std::io::Write;

use bulgarian::random::{Probability, random_moves};
use games_cli::{CliError, Outcome, print_json};

use super::document::{RandomDocument, Streamed};
use super::{Json, Start};

/// The arguments of `random`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The probability that a pile gives a card.
    #[arg(long)]
    p: f64,
    /// How many moves to make.
    #[arg(long, value_parser = games_cli::args::whole::<u64>)]
    moves: u64,
    /// The seed of the random generator (ChaCha8).
    #[arg(long, default_value_t = 0, value_parser = games_cli::args::whole::<u64>)]
    seed: u64,
    #[command(flatten)]
    start: Start,
    #[command(flatten)]
    json: Json,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let start = args.start.read()?;
    let p = Probability::new(args.p).map_err(CliError::rejected)?;
    if args.json.json {
        print_json(&RandomDocument {
            n: start.total(),
            start: &start,
            p,
            seed: args.seed,
            moves: Streamed(random_moves(&start, p, args.moves, args.seed)),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for q in random_moves(&start, p, args.moves, args.seed) {
        writeln!(out, "{q}")?;
    }
    Ok(Outcome::Yes)
}
