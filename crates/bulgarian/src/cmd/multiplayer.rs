//! `bulgarian multiplayer`: the table after each round, as lines or one JSON document,
//! streamed, with progress on a terminal while the cycle is found.

use std::io::Write;

use bulgarian::multiplayer::{Table, multiplayer_within};
use games_cli::{CliError, Outcome, print_json};

use super::Json;
use super::document::{MultiplayerDocument, Streamed};

/// The arguments of `multiplayer`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Each player's piles, as one argument ("3 2 1"), in seating order.
    #[arg(required = true, value_name = "HAND")]
    hands: Vec<String>,
    #[command(flatten)]
    json: Json,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let table = Table::from_args(&args.hands).map_err(CliError::rejected)?;
    let game = super::shown_walk("multiplayer", "finding the cycle", "round", |limits| {
        multiplayer_within(&table, limits)
    })
    .map_err(CliError::rejected)?;
    if args.json.json {
        print_json(&MultiplayerDocument {
            n: game.n,
            start: &game.start,
            rounds: Streamed(game.rounds.iter()),
            transient: game.transient,
            cycle_length: game.cycle_length,
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for round in &game.rounds {
        writeln!(out, "{round}")?;
    }
    Ok(Outcome::Yes)
}
