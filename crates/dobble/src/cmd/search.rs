//! `dobble search K`: the deck by search without algebra, the exhaustive proof for K = 7,
//! or why there is none.

use dobble::find::FindError;
use dobble::{Answer, FindOptions, Method};
use games_cli::{CliError, Outcome};

use super::Format;
use super::Hinted;

/// The arguments of `search`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Symbols per card.
    #[arg(value_parser = games_cli::args::whole::<u32>)]
    k: u32,
    /// Give up after this many symbol placements. The proof for K = 7 ignores it: it
    /// is a fixed computation (9,408 Latin squares) that ends in seconds.
    #[arg(long, default_value_t = dobble::FindOptions::DEFAULT_LIMIT, value_parser = games_cli::args::whole::<u64>)]
    limit: u64,
    #[command(flatten)]
    format: Format,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (k, limit, format) = (args.k, args.limit, args.format);
    let options = FindOptions::new(Method::SearchOrProve).with_limit(limit);
    let found = super::find_with_progress(k, options).map_err(|e| failed(k, e))?;
    match &found.answer {
        Answer::Deck(plane) => {
            super::print_plane(plane, false, format)?;
            Ok(Outcome::Yes)
        }
        _ => super::print_no_deck(&found, format),
    }
}

/// Why `search K` could not answer, with hints in the program's words.
fn failed(k: u32, e: FindError) -> CliError {
    match e {
        FindError::GaveUp { .. } => CliError::rejected(Hinted::new(e, " (raise --limit)")),
        FindError::SearchTooLarge { .. } => CliError::rejected(Hinted::new(
            e,
            format!("; `dobble generate {k}` builds decks over finite fields"),
        )),
        e => CliError::rejected(e),
    }
}
