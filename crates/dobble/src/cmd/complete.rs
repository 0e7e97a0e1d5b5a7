//! `dobble complete FILE`: every card that could be added to the deck, and what they make
//! together.

use std::io::Write;
use std::path::PathBuf;

use dobble::NewSymbols;
use dobble::complete::{CompleteError, Together};
use games_cli::source_name;
use games_cli::{CliError, Outcome, print_json};

use super::Format;
use super::Hinted;
use games_cli::counted;

/// The arguments of `complete`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The deck file, or `-` for standard input.
    file: PathBuf,
    /// Also list cards that need new symbols (+1, +2, ...).
    #[arg(long)]
    allow_new: bool,
    /// Give up beyond this many candidate cards.
    #[arg(long, default_value_t = 100_000, value_parser = games_cli::args::whole::<usize>)]
    limit: usize,
    #[command(flatten)]
    format: Format,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (file, allow_new, limit, format) = (&args.file, args.allow_new, args.limit, args.format);
    let deck = super::read_deck(file)?;
    let new_symbols = if allow_new {
        NewSymbols::Allowed
    } else {
        NewSymbols::Forbidden
    };
    let completion = dobble::complete(&deck, new_symbols, limit).map_err(|e| {
        let hint = match e {
            CompleteError::InvalidDeck(_) => " (see `dobble verify`)",
            CompleteError::TooMany(_) => " (raise --limit)",
            _ => "",
        };
        CliError::because(source_name(file), Hinted::new(e, hint))
    })?;
    // No card to add is a negative answer: exit 1, said on standard error (stdout, which
    // may feed another command, stays empty), as every negative answer of the program.
    let outcome = Outcome::from(!completion.candidates.is_empty());
    if format.json {
        print_json(&super::documents::Completed::new(completion))?;
        return Ok(outcome);
    }
    let n = completion.candidates.len();
    let k = completion.k;
    let full = completion.full_size();
    let symbols = match new_symbols {
        NewSymbols::Allowed => "its own symbols or new ones",
        _ => "its own symbols",
    };
    if n == 0 {
        writeln!(
            std::io::stderr().lock(),
            "no card can be added to this deck of {}, using {symbols}",
            counted(deck.cards().len(), "card")
        )?;
        return Ok(outcome);
    }
    let mut out = std::io::stdout().lock();
    let cards = if n == 1 {
        "1 card meets".to_owned()
    } else {
        format!("{n} cards meet")
    };
    let together = match completion.together {
        Together::Complete => format!(
            "together they complete the deck: {full} cards, a projective plane of order {}",
            k - 1
        ),
        Together::Compatible => format!(
            "they fit together, but the deck then has {} of the {full} cards, so it can never be completed with {symbols}",
            deck.cards().len() + n
        ),
        _ => "they conflict with each other: not all of them can be added".to_owned(),
    };
    writeln!(
        out,
        "{cards} every card of the deck exactly once, using {symbols}:"
    )?;
    // Cards as a deck file writes them: with `;` between names that hold spaces.
    let semicolons = deck.needs_semicolons();
    for card in &completion.candidates {
        writeln!(out, "{}", dobble::deck::card_line(card, semicolons))?;
    }
    writeln!(out, "{together}")?;
    Ok(Outcome::Yes)
}
