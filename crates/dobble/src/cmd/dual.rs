//! `dobble dual FILE`: the dual deck, cards become symbols: one card a line for each
//! symbol of the deck, listing the numbers (from 1) of the cards that show it, with the
//! symbol's name as a comment.

use std::io::Write;

use games_cli::{CliError, Outcome, escape, print_json, source_name};

/// The arguments of `dual`: a deck file and `--json`.
pub(crate) use super::DeckArgs as Args;

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (file, format) = (&args.file, args.format);
    let deck = super::read_deck(file)?;
    let dual =
        dobble::structure::dual(&deck).map_err(|e| CliError::because(source_name(file), e))?;
    // Each card of the dual as written: the card numbers ascending.
    let cards: Vec<Vec<String>> = dual
        .cards()
        .iter()
        .map(|card| {
            card.iter()
                .map(|&c| dual.names()[c as usize].clone())
                .collect()
        })
        .collect();
    if format.json {
        print_json(&super::documents::Dual {
            cards,
            from: deck.names().to_vec(),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (card, name) in cards.iter().zip(deck.names()) {
        writeln!(out, "{}  # {}", card.join(" "), escape(name))?;
    }
    out.flush()?;
    Ok(Outcome::Yes)
}
