//! `dobble render FILE --svg DIR [--images DIR]`: one SVG per card and printable A4 sheets,
//! with pictures in place of words where the image folder has them.

use std::io::Write;
use std::path::Path;

use dobble::{Artwork, Deck, DrawError, Image, Pictures, match_images};
use games_common::cli::{CliError, Outcome, print_json};
use games_common::input::source_name;

use super::{Hinted, counted};
use crate::{Format, Images};

pub(crate) fn run(
    file: &Path,
    dir: &Path,
    images: &Images,
    seed: u64,
    format: Format,
) -> Result<Outcome, CliError> {
    let deck = super::read_deck(file)?;
    let (artwork, as_words) = match &images.images {
        Some(folder) => {
            let (artwork, as_words) = read_artwork(&deck, folder, images.strict)?;
            (artwork, Some(as_words))
        }
        None => (Artwork::words(), None),
    };
    let pictures = Pictures::draw_with(&deck.named_cards(), &artwork, seed).map_err(|e| {
        let DrawError::TooManySymbols { card, .. } = e else {
            return CliError::because(source_name(file), e);
        };
        let line = deck.lines()[card];
        CliError::because(format!("{}: line {line}", source_name(file)), e)
    })?;
    let mut saved = super::save_pictures(dir, &pictures)?;
    if let Some(as_words) = as_words {
        saved = saved.with_words(as_words);
    }
    if format.json {
        print_json(&saved)?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "wrote {} (card-*.svg) and {} (sheet-*.svg) to {}",
        counted(saved.cards, "card picture"),
        counted(saved.sheets, "A4 sheet"),
        saved.dir
    )?;
    if let Some(as_words) = saved.as_words.as_ref().filter(|w| !w.is_empty()) {
        writeln!(
            out,
            "drawn as words, with no image: {}",
            as_words.join(", ")
        )?;
    }
    Ok(Outcome::Yes)
}

/// The pictures of the deck's symbols found in `folder`, and the symbols without one
/// (refused under `strict`). Every image is read and checked before anything is drawn.
fn read_artwork(
    deck: &Deck,
    folder: &Path,
    strict: bool,
) -> Result<(Artwork, Vec<String>), CliError> {
    let unreadable = |e: std::io::Error| {
        CliError::because(
            format!("cannot read the image folder {}", folder.display()),
            e,
        )
    };
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).map_err(unreadable)? {
        // A name that is not UTF-8 cannot match a symbol, which is text.
        if let Ok(name) = entry.map_err(unreadable)?.file_name().into_string() {
            files.push(name);
        }
    }
    let found = match_images(deck.names(), &files);
    if strict {
        found.require_all().map_err(|e| {
            CliError::because(folder.display().to_string(), Hinted::new(e, " (--strict)"))
        })?;
    }
    let mut artwork = Artwork::words();
    for (symbol, file) in deck.names().iter().zip(&found.files) {
        let Some(file) = file else { continue };
        let path = folder.join(&files[*file]);
        let bytes = std::fs::read(&path)
            .map_err(|e| CliError::because(format!("cannot read {}", path.display()), e))?;
        let image = Image::from_bytes(bytes)
            .map_err(|e| CliError::because(path.display().to_string(), e))?;
        artwork.insert(symbol.clone(), image);
    }
    Ok((artwork, found.missing))
}
