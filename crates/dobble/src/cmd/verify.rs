//! `dobble verify FILE`: the deck's figures or its first defect.

use std::io::Write;
use std::path::Path;

use dobble::Verdict;
use games_cli::{CliError, Outcome, escape, print_json};

use crate::Format;

pub(crate) fn run(file: &Path, format: Format) -> Result<Outcome, CliError> {
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
