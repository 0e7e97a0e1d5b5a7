//! `marbles solve N`: who wins a game of N marbles and with which first takes, by the
//! library's [`Solver`] for the rules asked for (the contest's, or `--first`, `--factor`,
//! `--no-take-all`), as text or JSON.

use std::io::{self, Write};

use games_cli::{CliError, Outcome, print_json};
use marbles::{Seat, Solver};

use super::{FamilyArgs, Format, refused, takes};

/// The arguments of `solve`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The number of marbles (at least the smallest first take; any u64 under the
    /// contest's rules, at most 1000000 under others).
    #[arg(value_parser = games_cli::args::whole::<u64>)]
    n: u64,
    #[command(flatten)]
    family: FamilyArgs,
    #[command(flatten)]
    format: Format,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (n, rules, json) = (args.n, args.family.rules()?, args.format.json);
    let s = Solver::new(rules).solution(n).map_err(refused(rules, n))?;
    if json {
        print_json(&s)?;
    } else {
        let mut out = io::stdout().lock();
        match s.winner {
            Seat::First => writeln!(
                out,
                "n = {n}: player 1 wins by taking {}",
                takes(&s.winning_first_moves)
            )?,
            Seat::Second => writeln!(
                out,
                "n = {n}: player 2 wins: every first take loses against perfect play"
            )?,
        }
    }
    Ok(Outcome::Yes)
}
