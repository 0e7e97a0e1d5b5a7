//! `dobble generate K`: the full deck by the chosen method (with names and pictures), or
//! why there is none.

use dobble::{Answer, FindError, FindOptions, parse_names};
use games_common::cli::{CliError, Outcome, read_input};

use super::Hinted;
use crate::GenerateArgs;

pub(crate) fn run(args: &GenerateArgs) -> Result<Outcome, CliError> {
    let k = args.k;
    let options = FindOptions::new(args.method.into()).with_limit(args.limit);
    let answer = super::find_with_progress(k, options).map_err(failed)?;
    let Answer::Deck(plane) = answer else {
        return super::print_no_deck(&answer, args.format);
    };
    let named = match &args.names {
        Some(file) => {
            let text = read_input(file)?;
            let names =
                parse_names(&text, plane.symbols()).map_err(|e| CliError::parse(file, e))?;
            // `parse_names` read exactly as many names as the deck has symbols.
            plane.named(&names)
        }
        None => None,
    };
    if let Some(dir) = &args.svg {
        // Fail before printing the deck when the pictures cannot be written.
        super::create_dir(dir)?;
    }
    let shown: Vec<Vec<String>> = match named {
        Some(named) => {
            super::print_plane(&named, args.format)?;
            named.cards
        }
        None => {
            super::print_plane(&plane, args.format)?;
            plane
                .cards
                .iter()
                .map(|card| card.iter().map(u32::to_string).collect())
                .collect()
        }
    };
    if let Some(dir) = &args.svg {
        super::save_pictures(dir, &shown, args.seed)?;
    }
    Ok(Outcome::Yes)
}

/// Why `generate K` could not answer, with the hint to raise the limit of a search.
fn failed(e: FindError) -> CliError {
    match e {
        FindError::GaveUp { .. } => CliError::rejected(Hinted::new(e, " (raise --limit)")),
        e => CliError::rejected(e),
    }
}
