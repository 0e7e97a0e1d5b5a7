//! `dobble render FILE --svg DIR`: one SVG per card and printable A4 sheets.

use std::io::Write;
use std::path::Path;

use dobble::{DrawError, Pictures};
use games_common::cli::{CliError, Outcome, print_json};
use games_common::input::source_name;

use super::counted;
use crate::Format;

pub(crate) fn run(file: &Path, dir: &Path, seed: u64, format: Format) -> Result<Outcome, CliError> {
    let deck = super::read_deck(file)?;
    let pictures = Pictures::draw(&deck.named_cards(), seed).map_err(|e| {
        let DrawError::TooManySymbols { card, .. } = e else {
            return CliError::because(source_name(file), e);
        };
        let line = deck.lines()[card];
        CliError::because(format!("{}: line {line}", source_name(file)), e)
    })?;
    let saved = super::save_pictures(dir, &pictures)?;
    if format.json {
        print_json(&saved)?;
    } else {
        writeln!(
            std::io::stdout(),
            "wrote {} (card-*.svg) and {} (sheet-*.svg) to {}",
            counted(saved.cards, "card picture"),
            counted(saved.sheets, "A4 sheet"),
            saved.dir
        )?;
    }
    Ok(Outcome::Yes)
}
