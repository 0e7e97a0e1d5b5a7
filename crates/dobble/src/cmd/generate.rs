//! `dobble generate K`: the full deck by the chosen method (with names and pictures), or
//! why there is none.

use dobble::deck::parse_names;
use dobble::draw::{Artwork, MAX_DRAWN_SYMBOLS};
use dobble::find::FindError;
use dobble::images::{BUILTIN, BUILTIN_LINE, builtin, picture_names};
use dobble::{Answer, FindOptions, Pictures};
use games_cli::{CliError, Outcome, Place, read_input};
use std::io::Write;

use super::Hinted;
use crate::GenerateArgs;

pub(crate) fn run(args: &GenerateArgs) -> Result<Outcome, CliError> {
    let k = args.k;
    let method = match args.plane {
        Some(plane) => dobble::Method::OrderNine(plane.into()),
        None => args.method.into(),
    };
    let options = FindOptions::new(method).with_limit(args.limit);
    let found = super::find_with_progress(k, options).map_err(failed)?;
    let Answer::Deck(plane) = &found.answer else {
        return super::print_no_deck(&found, args.format);
    };
    let named = match &args.names {
        Some(file) => {
            let text = read_input(file)?;
            let names =
                parse_names(&text, plane.symbols()).map_err(|e| CliError::parse(file, e))?;
            // `parse_names` read exactly as many names as the deck has symbols.
            plane.named(&names)
        }
        None if args.pictures => plane.named(&picture_names(plane.symbols())),
        None => None,
    };
    let numbered = || -> Vec<Vec<String>> {
        plane
            .cards
            .iter()
            .map(|card| card.iter().map(u32::to_string).collect())
            .collect()
    };
    // Draw and create the folder before printing the deck, so that a deck that cannot be
    // drawn or saved prints nothing.
    let pictures = match &args.svg {
        Some(dir) => {
            let cards = named.as_ref().map_or_else(numbered, |n| n.cards.clone());
            // Words measured in the shipped font, as `render` draws them.
            // A card too large to draw is refused by the drawing, before any word is
            // measured.
            let mut artwork = Artwork::words();
            artwork.set_palette(args.palette.into());
            if args.pictures {
                for (name, image) in builtin().into_iter().take(plane.symbols()) {
                    artwork.insert(name, image);
                }
            }
            if cards.iter().all(|card| card.len() <= MAX_DRAWN_SYMBOLS) {
                artwork
                    .measure_words(cards.iter().flatten().map(String::as_str))
                    .map_err(|e| CliError::because("--names", e))?;
            }
            let pictures = Pictures::draw_with(&cards, &artwork, args.seed)
                .map_err(|e| CliError::because("--svg", e))?;
            let names = args.names.iter().map(|file| Place::new("--names", file));
            super::check_apart(&names.collect::<Vec<_>>(), &[], Some((dir, &pictures)))?;
            super::create_dir(dir)?;
            Some((dir, pictures))
        }
        None => None,
    };
    if args.pictures && !args.format.json {
        // The deck asks `render` for the built-in pictures.
        writeln!(std::io::stdout().lock(), "{BUILTIN_LINE}")?;
    }
    match &named {
        Some(named) => {
            let semicolons =
                dobble::deck::needs_semicolons(named.cards.iter().flatten().map(String::as_str));
            super::print_plane(named, semicolons, args.format)?;
        }
        None => super::print_plane(plane, false, args.format)?,
    }
    if let Some((dir, pictures)) = pictures {
        super::save_pictures(dir, &pictures)?;
        super::render::print_lettering(&pictures.lettering, dobble::draw::DEFAULT_CARD_MM)?;
    }
    if args.pictures {
        print_numbered(plane.symbols())?;
    }
    Ok(Outcome::Yes)
}

/// Says, in one line on standard error, which symbols of a deck of `symbols` named after
/// the built-in pictures keep their numbers, if any do.
fn print_numbered(symbols: usize) -> Result<(), CliError> {
    let pictures = BUILTIN.len();
    if symbols > pictures {
        writeln!(
            std::io::stderr(),
            "the program has {pictures} pictures: the other {} symbols keep their numbers, {pictures} to {}",
            symbols - pictures,
            symbols - 1
        )?;
    }
    Ok(())
}

/// Why `generate K` could not answer, with the hint to raise the limit of a search.
fn failed(e: FindError) -> CliError {
    match e {
        FindError::GaveUp { .. } => CliError::rejected(Hinted::new(e, " (raise --limit)")),
        FindError::NotOrderNine { .. } => {
            CliError::rejected(Hinted::new(e, " (--plane needs K = 10)"))
        }
        e => CliError::rejected(e),
    }
}
