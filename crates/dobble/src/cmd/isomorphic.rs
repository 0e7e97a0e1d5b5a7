//! `dobble isomorphic A B`: whether two decks are the same deck with other names: exit 0
//! with the map of symbols and cards, exit 1 with the first invariant that differs.

use std::io::Write;
use std::path::PathBuf;

use dobble::structure::{CompareError, Comparison, Which};
use games_cli::{CliError, Outcome, escape, print_json, source_name};

use super::Hinted;
use super::documents::Compared;
use super::{Format, Limits};

/// The arguments of `isomorphic`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The first deck file, or `-` for standard input.
    first: PathBuf,
    /// The second deck file, or `-` for standard input.
    second: PathBuf,
    #[command(flatten)]
    limits: Limits,
    #[command(flatten)]
    format: Format,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (first, second) = (&args.first, &args.second);
    let (limits, format) = (args.limits, args.format);
    let a = super::read_deck(first)?;
    let b = super::read_deck(second)?;
    let comparison = super::searching("isomorphic", limits, |options| {
        dobble::structure::isomorphism_with(&a, &b, options)
    })
    .map_err(|e| match e {
        CompareError::Refused { which, error } => {
            let file = match which {
                Which::First => first,
                _ => second,
            };
            CliError::because(source_name(file), error)
        }
        CompareError::Stopped { nodes } => super::out_of_time(limits, nodes),
        e => CliError::rejected(Hinted::new(e, " (raise --limit)")),
    })?;
    let document = Compared::new(&comparison, &a, &b);
    if format.json {
        print_json(&document)?;
        return Ok(document.isomorphic.into());
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    match &comparison {
        Comparison::Isomorphic(_) => {
            writeln!(
                out,
                "isomorphic: {} symbols, {} cards",
                a.names().len(),
                a.cards().len()
            )?;
            for (from, to) in document.symbols.iter().flatten() {
                writeln!(out, "symbol {} -> {}", escape(from), escape(to))?;
            }
            for [from, to] in document.cards.iter().flatten() {
                writeln!(out, "card {from} -> {to}")?;
            }
        }
        _ => {
            let reason = document.reason.as_deref().unwrap_or_default();
            writeln!(out, "not isomorphic: {reason}")?;
        }
    }
    out.flush()?;
    Ok(document.isomorphic.into())
}
