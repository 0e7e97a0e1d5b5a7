//! `bulgarian graph`: the state graph of P(N) as Graphviz DOT.

use std::io::Write;

use games_cli::{CliError, Outcome};

/// The arguments of `graph`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The number of cards.
    n: u64,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let dot = bulgarian::graph::dot(args.n)
        .map_err(|e| CliError::because("graph (use `analyze` for larger N)", e))?;
    write!(std::io::stdout().lock(), "{dot}")?;
    Ok(Outcome::Yes)
}
