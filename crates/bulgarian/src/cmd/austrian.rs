//! `bulgarian austrian`: Austrian solitaire, piles of at most L cards and a bank (trace,
//! orbit, analyze, graph), under the rules or, with `--thesis`, the thesis's reading.

use std::io::Write;

use bulgarian::austrian::{self, Austrian, Reading};
use clap::Subcommand;
use games_cli::{CliError, Outcome};
use games_common::range::NumberRange;

use super::{Json, relative};

/// The subcommands of `austrian`.
#[derive(Subcommand)]
pub(crate) enum Args {
    /// The state after each move, up to and including the first repeat.
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
        /// Also print the cycle's states.
        #[arg(long)]
        cycle: bool,
        #[command(flatten)]
        json: Json,
    },
    /// The state graph of N cards and limit L under the rules, in numbers: every state a
    /// move can produce (bank below L).
    Analyze {
        #[command(flatten)]
        limit: Limit,
        /// The number of cards.
        #[arg(value_parser = games_cli::args::whole::<u64>)]
        n: u64,
        #[command(flatten)]
        json: Json,
    },
    /// The same state graph as Graphviz DOT, cycles in red, for small N and L.
    Graph {
        #[command(flatten)]
        limit: Limit,
        /// The number of cards.
        #[arg(value_parser = games_cli::args::whole::<u64>)]
        n: u64,
    },
}

/// The pile limit L.
#[derive(clap::Args)]
pub(crate) struct Limit {
    /// The pile limit L (at least 1).
    #[arg(
        long = "limit",
        short = 'L',
        value_name = "L",
        allow_hyphen_values = true
    )]
    limit: String,
}

impl Limit {
    fn read(&self) -> Result<u64, CliError> {
        parse_limit(&self.limit).ok_or_else(|| {
            CliError::bad(format!(
                "the pile limit L must be a whole number from 1 to {}, not {:?}",
                u64::MAX,
                self.limit
            ))
        })
    }
}

/// The pile limit L as written: one whole number of the workspace's grammar
/// (`games_common::range`) from 1 to `u64::MAX`, or `None`.
fn parse_limit(text: &str) -> Option<u64> {
    let limit = text.parse::<NumberRange<u64>>().ok()?;
    (limit.is_one() && limit.start() >= 1).then_some(limit.start())
}

/// An Austrian start: piles, a limit, and the reading.
#[derive(clap::Args)]
pub(crate) struct Start {
    #[command(flatten)]
    limit: Limit,
    /// Follow the thesis's example instead of the rules: piles above L allowed, exactly
    /// one new pile of L every move (the bank may go below zero), piles in the order they
    /// were laid down.
    #[arg(long)]
    thesis: bool,
    /// Pile sizes (with an empty bank).
    #[arg(value_name = "PILES", allow_negative_numbers = true)]
    piles: Vec<String>,
}

impl Start {
    fn read(&self) -> Result<Austrian, CliError> {
        let reading = if self.thesis {
            Reading::Thesis
        } else {
            Reading::Rules
        };
        Austrian::from_args(&self.piles, self.limit.read()?, reading).map_err(CliError::rejected)
    }
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    match args {
        Args::Trace { start, json } => relative::trace(&start.read()?, "austrian", json.json),
        Args::Orbit { start, cycle, json } => {
            relative::orbit(&start.read()?, "austrian", *cycle, json.json)
        }
        Args::Analyze { limit, n, json } => {
            let analysis = austrian::analysis(*n, limit.read()?).map_err(CliError::rejected)?;
            relative::analysis(&analysis, json.json)
        }
        Args::Graph { limit, n } => {
            let dot = austrian::dot(*n, limit.read()?)
                .map_err(|e| CliError::because("graph (use `austrian analyze` for larger N)", e))?;
            write!(std::io::stdout().lock(), "{dot}")?;
            Ok(Outcome::Yes)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_limit;

    #[test]
    fn limits_are_whole_numbers_from_one() {
        assert_eq!(parse_limit("3"), Some(3));
        assert_eq!(parse_limit("+3"), Some(3));
        assert_eq!(parse_limit("18446744073709551615"), Some(u64::MAX));
        // White space around the number, as the grammar of every program allows.
        assert_eq!(parse_limit(" 3 "), Some(3));
        for bad in [
            "0",
            "-1",
            "x",
            "",
            "18446744073709551616",
            "+",
            "-0",
            "1..=3",
            "3..4",
        ] {
            assert_eq!(parse_limit(bad), None, "{bad:?}");
        }
    }
}
