//! `dobble verify FILE`: the deck's figures or its first defect.

use std::io::Write;

use dobble::Verdict;
use games_cli::{CliError, Outcome, escape, print_json};

/// The arguments of `verify`: a deck file and `--json`.
pub(crate) use super::DeckArgs as Args;

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (file, format) = (&args.file, args.format);
    let deck = super::read_deck(file)?;
    let verdict = deck.verify();
    if format.json {
        print_json(&super::documents::Checked::new(&verdict))?;
    } else {
        let mut out = std::io::stdout().lock();
        match &verdict {
            Verdict::Valid(figures) => writeln!(out, "valid deck: {figures}")?,
            // The defect quotes symbols from the input: no control character reaches the
            // terminal.
            Verdict::Invalid(defect) => {
                writeln!(out, "invalid deck: {}", escape(&defect.to_string()))?;
            }
        }
    }
    Ok(verdict.is_valid().into())
}
