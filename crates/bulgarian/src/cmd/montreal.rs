//! `bulgarian montreal`: Montreal solitaire, cards in columns (trace, orbit, analyze,
//! graph).

use std::io::Write;

use bulgarian::montreal::{self, Columns};
use clap::Subcommand;
use games_cli::{CliError, Outcome};

use super::{Json, relative};

/// The subcommands of `montreal`.
#[derive(Subcommand)]
pub(crate) enum Args {
    /// The position after each move, up to and including the first repeat.
    Trace {
        #[command(flatten)]
        start: Start,
        #[command(flatten)]
        json: Json,
    },
    /// Transient and cycle length of a start.
    Orbit {
        #[command(flatten)]
        start: Start,
        /// Also print the cycle's positions.
        #[arg(long)]
        cycle: bool,
        #[command(flatten)]
        json: Json,
    },
    /// The state graph of N cards in numbers, on the positions with no empty column and
    /// everything they reach.
    Analyze {
        /// The number of cards.
        #[arg(value_parser = games_cli::args::whole::<u64>)]
        n: u64,
        #[command(flatten)]
        json: Json,
    },
    /// The same state graph as Graphviz DOT, cycles in red, for small N.
    Graph {
        /// The number of cards.
        #[arg(value_parser = games_cli::args::whole::<u64>)]
        n: u64,
    },
}

/// A Montreal start: column sizes, left to right.
#[derive(clap::Args)]
pub(crate) struct Start {
    /// Column sizes, left to right (0 for an empty column).
    #[arg(value_name = "COLUMNS", allow_negative_numbers = true)]
    columns: Vec<String>,
}

impl Start {
    fn read(&self) -> Result<Columns, CliError> {
        Columns::from_args(&self.columns).map_err(CliError::rejected)
    }
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    match args {
        Args::Trace { start, json } => relative::trace(&start.read()?, "montreal", json.json),
        Args::Orbit { start, cycle, json } => {
            relative::orbit(&start.read()?, "montreal", *cycle, json.json)
        }
        Args::Analyze { n, json } => {
            let analysis = montreal::analysis(*n).map_err(CliError::rejected)?;
            relative::analysis(&analysis, json.json)
        }
        Args::Graph { n } => {
            let dot = montreal::dot(*n)
                .map_err(|e| CliError::because("graph (use `montreal analyze` for larger N)", e))?;
            write!(std::io::stdout().lock(), "{dot}")?;
            Ok(Outcome::Yes)
        }
    }
}
