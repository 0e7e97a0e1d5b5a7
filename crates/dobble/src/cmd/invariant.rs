//! `dobble invariant FILE`: the deck's Fano configurations, in all, through each symbol
//! and on each card.

use std::io::Write;

use dobble::fano::FanoError;
use games_cli::source_name;
use games_cli::{CliError, Outcome, print_json};

use super::Hinted;
use games_cli::counted;

/// The arguments of `invariant`: a deck file and `--json`.
pub(crate) use super::DeckArgs as Args;

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (file, format) = (&args.file, args.format);
    let deck = super::read_deck(file)?;
    let census = dobble::fano_census(&deck).map_err(|e| {
        let hint = match e {
            FanoError::InvalidDeck(_) => " (see `dobble verify`)",
            _ => "",
        };
        CliError::because(source_name(file), Hinted::new(e, hint))
    })?;
    if format.json {
        print_json(&census)?;
        return Ok(Outcome::Yes);
    }
    let shown = |distribution: &[(u64, usize)], one: &str| -> String {
        distribution
            .iter()
            .map(|&(value, times)| format!("{value} ({})", counted(times, one)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "Fano configurations (quadrangles whose diagonal points are on one card): {}",
        census.configurations
    )?;
    writeln!(
        out,
        "through a symbol: {}",
        shown(&census.symbols, "symbol")
    )?;
    writeln!(out, "on a card: {}", shown(&census.cards, "card"))?;
    Ok(Outcome::Yes)
}
