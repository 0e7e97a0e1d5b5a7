//! `dobble render FILE --svg DIR | -o FILE [--images DIR] [--layout FILE]`: one SVG per
//! card and printable A4 sheets, or one print-ready PDF (`-o`, once `--pdf`), with
//! pictures in place of words where the image folder has them, and optionally each card's
//! layout as JSON.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use clap::ValueEnum;

use dobble::draw::{
    Artwork, CardLayout, DrawError, DrawOptions, Lettering, MAX_DRAWN_SYMBOLS, MIN_LETTER_MM,
    lay_out,
};
use dobble::images::{
    Image, ImageError, MAX_IMAGE_BYTES, MissingImages, PictureSource, match_deck,
};
use dobble::print::{CardRange, PrintError, PrintOptions};
use dobble::{Deck, Pictures, print_pdf};
use games_cli::source_name;
use games_cli::{CliError, Outcome, Place, Progress, print_json};
use games_common::output;

use super::documents::{LayoutFile, SavedPdf, SavedPictures};
use super::{Format, Hinted, Palette};
use games_cli::counted;

/// The arguments of `render`: the deck, where its pictures go, and how they look.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("destination").required(true).args(["svg", "output"])))]
pub(crate) struct Args {
    /// The deck file, or `-` for standard input.
    file: PathBuf,
    /// The folder to write SVG pictures into (created if missing).
    #[arg(long, value_name = "DIR", conflicts_with = "output")]
    svg: Option<PathBuf>,
    /// Write one print-ready PDF, its name ending in `.pdf` (in any case) or without an
    /// extension; any other is refused (one picture per card: --svg). `-` is standard
    /// output; a file is replaced only once it is complete, through a symbolic link the
    /// file it names; a device, a pipe or a file with several hard links is written in
    /// place.
    // The old spelling, `--pdf`, still works (hidden) until the next release.
    #[arg(short = 'o', long = "output", value_name = "FILE", alias = "pdf")]
    output: Option<PathBuf>,
    /// Also write each card's layout as JSON: where each symbol goes (its bounding
    /// circle in card units and mm, its turn), the card's coverage, size ratio and
    /// smallest letters.
    #[arg(long, value_name = "FILE")]
    layout: Option<PathBuf>,
    #[command(flatten)]
    print: Print,
    #[command(flatten)]
    images: Images,
    /// Seed of the card layouts.
    #[arg(long, default_value_t = 0, value_parser = games_cli::args::whole::<u64>)]
    seed: u64,
    #[command(flatten)]
    format: Format,
}

/// The options of `render -o` and `render --svg`: which apply to which output.
#[derive(clap::Args)]
struct Print {
    /// With -o only (SVG sheets are A4): the paper [default: a4].
    #[arg(long, value_enum, conflicts_with = "svg")]
    paper: Option<Paper>,
    /// With -o or --svg: the diameter of a card in mm, its cut line [default: 85].
    #[arg(long, value_name = "D")]
    card_mm: Option<f64>,
    /// With -o: a page of card backs after each sheet, mirrored for double-sided
    /// printing (flip on the long edge); with --svg: back.svg and back-sheet.svg.
    #[arg(long)]
    backs: bool,
    /// With -o or --svg: this SVG or PNG picture on the card backs (centred, clipped to
    /// the card's disc), drawn as with --backs.
    #[arg(long, value_name = "FILE")]
    back: Option<PathBuf>,
    /// With -o or --svg: only these cards, numbered from 1: one card (7) or a range,
    /// 1..=55 (55 included) or 1..56 (56 left out).
    #[arg(long, value_name = "RANGE")]
    cards: Option<String>,
}

/// The papers of `render -o`.
#[derive(Clone, Copy, ValueEnum)]
enum Paper {
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
}

impl From<Paper> for dobble::print::Paper {
    fn from(paper: Paper) -> dobble::print::Paper {
        match paper {
            Paper::A4 => dobble::print::Paper::A4,
            Paper::Letter => dobble::print::Paper::Letter,
        }
    }
}

/// Pictures in place of words.
#[derive(clap::Args)]
struct Images {
    /// Draw each symbol NAME as the picture DIR/NAME.svg or DIR/NAME.png (the name
    /// matched without regard to case or surrounding spaces, except between symbols that
    /// differ only in case); symbols without one stay words, and the command says which.
    /// A picture file may hold at most 64 MiB.
    #[arg(long, value_name = "DIR")]
    images: Option<PathBuf>,
    /// With -o or --svg: draw each symbol named after one of the 73 pictures built into
    /// the program as that picture, where --images has no file for it. A deck written by
    /// `generate --pictures` asks for this itself (its line `# pictures: built-in`).
    #[arg(long)]
    pictures: bool,
    /// With --images: refuse to draw a symbol that has no picture (exit 2).
    #[arg(long, requires = "images")]
    strict: bool,
    /// With -o or --svg: the words' colours; no two symbols of a card share one while
    /// the palette has as many colours as a card has symbols (vivid: 12, okabe-ito: 8).
    #[arg(long, value_enum, default_value_t = Palette::Vivid)]
    palette: Palette,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let layout = args.layout.as_deref();
    match (&args.svg, &args.output) {
        (Some(dir), _) => svg(args, dir, layout),
        (None, Some(target)) => pdf(args, target, layout),
        (None, None) => Err(CliError::bad("render needs --svg DIR or -o FILE")),
    }
}

fn svg(args: &Args, dir: &Path, layout: Option<&Path>) -> Result<Outcome, CliError> {
    let (file, print, images) = (&args.file, &args.print, &args.images);
    let (seed, format) = (args.seed, args.format);
    let range = card_range(print)?;
    let (deck, asked) = super::read_deck_asking(file)?;
    check_amount(&deck, range.as_ref(), file, print)?;
    let Looks {
        mut artwork,
        as_words,
        ..
    } = artwork(&deck, images, asked)?;
    if let Some(path) = &print.back {
        artwork.set_back(read_image(path)?);
    }
    let cards = deck.named_cards();
    // A card too large to draw is refused by the drawing, before any word is measured.
    if cards.iter().all(|card| card.len() <= MAX_DRAWN_SYMBOLS) {
        measure(&mut artwork, &cards, file)?;
    }
    let mut options = DrawOptions::new(seed);
    if let Some(card_mm) = print.card_mm {
        options.card_mm = card_mm;
    }
    if let Some(range) = range {
        options.first = range.first - 1;
        options.count = Some(range.last + 1 - range.first);
    }
    options.backs = print.backs || print.back.is_some();
    let pictures = Pictures::draw_sized(&cards, &artwork, &options).map_err(|e| match e {
        DrawError::CardSize { .. } => CliError::because("--card-mm", e),
        DrawError::CardsOutside { .. } => CliError::because("--cards", e),
        e => card_refused(file, &deck, print, e),
    })?;
    artwork.set_letter_mm(pictures.lettering.letter_mm);
    let outputs = outputs(&[], layout, format);
    super::check_apart(
        &inputs(file, print.back.as_deref()),
        &outputs,
        Some((dir, &pictures)),
    )?;
    super::save_pictures(dir, &pictures)?;
    print_lettering(&pictures.lettering, options.card_mm)?;
    if let Some(target) = layout {
        let drawn = pictures.first_card - 1..pictures.first_card - 1 + pictures.cards.len();
        save_layout(target, &cards, drawn, &artwork, seed, options.card_mm)
            .map_err(|e| card_refused(file, &deck, print, e))??;
    }
    let saved = SavedPictures {
        cards: pictures.cards.len(),
        sheets: pictures.sheets.len(),
        dir: dir.display().to_string(),
        as_words,
    };
    if format.json {
        print_json(&saved)?;
        return Ok(Outcome::Yes);
    }
    let mut out = report(&outputs);
    writeln!(
        out,
        "wrote {} (card-*.svg) and {} (sheet-*.svg) to {}",
        counted(saved.cards, "card picture"),
        counted(saved.sheets, "A4 sheet"),
        saved.dir
    )?;
    if pictures.backs.is_some() {
        writeln!(
            out,
            "wrote the card back (back.svg) and a sheet of backs (back-sheet.svg)"
        )?;
    }
    print_as_words(&mut out, saved.as_words.as_deref())?;
    print_layout(&mut out, layout, saved.cards)?;
    Ok(Outcome::Yes)
}

fn pdf(args: &Args, target: &Path, layout: Option<&Path>) -> Result<Outcome, CliError> {
    let (file, print, images) = (&args.file, &args.print, &args.images);
    let (seed, format) = (args.seed, args.format);
    let cards = card_range(print)?;
    let outputs = outputs(&[Place::new("-o", target)], layout, format);
    super::check_apart(&inputs(file, print.back.as_deref()), &outputs, None)?;
    output::Format::asked(target, &[output::Format::Pdf]).map_err(|e| {
        CliError::bad(format!(
            "-o {}: {e} (--svg DIR writes each card and sheet as an SVG)",
            target.display()
        ))
    })?;
    let (deck, asked) = super::read_deck_asking(file)?;
    check_amount(&deck, cards.as_ref(), file, print)?;
    let Looks {
        mut artwork,
        as_words,
        files,
    } = artwork(&deck, images, asked)?;
    if let Some(path) = &print.back {
        artwork.set_back(read_image(path)?);
    }
    let mut options = PrintOptions::default();
    if let Some(paper) = print.paper {
        options.paper = paper.into();
    }
    if let Some(card_mm) = print.card_mm {
        options.card_mm = card_mm;
    }
    options.backs = print.backs || print.back.is_some();
    options.cards = cards;
    options.seed = seed;
    let progress = Progress::new("render -o");
    progress.update("drawing the pages");
    let cards = deck.named_cards();
    let printed = print_pdf(&cards, &artwork, &options);
    progress.finish();
    let printed = printed.map_err(|e| match e {
        PrintError::Draw(e) => card_refused(file, &deck, print, e),
        PrintError::CardTooSmall { .. } | PrintError::CardTooLarge { .. } => {
            CliError::because("--card-mm", e)
        }
        PrintError::CardsOutside { .. } => CliError::because("--cards", e),
        // Named by the picture's file.
        PrintError::TooDeep { ref symbol } => {
            let picture = match symbol {
                Some(symbol) => files.get(symbol).map(|path| path.as_path()),
                None => print.back.as_deref(),
            };
            let place = picture.map_or_else(|| source_name(file), |p| p.display().to_string());
            CliError::because(place, e)
        }
        e => CliError::because(source_name(file), e),
    })?;
    games_cli::save(target, &printed.pdf)?;
    print_lettering(&printed.lettering, printed.card_mm)?;
    if let Some(layout) = layout {
        // The words as the PDF drew them: measured in the shipped font, as high.
        measure(&mut artwork, &cards, file)?;
        artwork.set_letter_mm(printed.lettering.letter_mm);
        let drawn = printed.first_card - 1..printed.last_card;
        save_layout(layout, &cards, drawn, &artwork, seed, options.card_mm)
            .map_err(|e| card_refused(file, &deck, print, e))??;
    }
    let report = SavedPdf {
        pdf: target.display().to_string(),
        printed,
        as_words,
    };
    if format.json {
        print_json(&report)?;
        return Ok(Outcome::Yes);
    }
    let printed = &report.printed;
    let mut out = self::report(&outputs);
    writeln!(
        out,
        "wrote {}: {} ({}), cards {}..={} of {} mm, {} per {} sheet{}",
        report.pdf,
        counted(printed.pages, "page"),
        counted(printed.sheets, "sheet"),
        printed.first_card,
        printed.last_card,
        printed.card_mm,
        printed.per_sheet,
        printed.paper,
        if printed.backs {
            ", each followed by its backs"
        } else {
            ""
        }
    )?;
    print_as_words(&mut out, report.as_words.as_deref())?;
    print_layout(&mut out, layout, printed.cards)?;
    Ok(Outcome::Yes)
}

/// Refuses, before any picture is read or any word measured, to draw more symbols at once
/// than the drawing takes, or a card too large ([`dobble::draw::check_amount`]): the cards
/// of `range`, or the whole deck.
fn check_amount(
    deck: &Deck,
    range: Option<&CardRange>,
    file: &Path,
    print: &Print,
) -> Result<(), CliError> {
    let span = range.map_or(0..deck.cards().len(), |r| r.first - 1..r.last);
    dobble::draw::check_amount(deck.cards(), span).map_err(|e| match e {
        DrawError::TooMuchToDraw { .. } => {
            let place = match range {
                Some(_) => "--cards".to_owned(),
                None => source_name(file),
            };
            let hint = " (draw a range of cards at a time with --cards)";
            CliError::because(place, Hinted::new(e, hint))
        }
        e => card_refused(file, deck, print, e),
    })
}

/// Writes the layout of `cards` (card `first + i` of the deck for each `cards[i]`) at
/// `card_mm` to `target`, as JSON ([`LayoutFile`]); the outer error is the library's.
/// `--cards`, if given.
fn card_range(print: &Print) -> Result<Option<CardRange>, CliError> {
    let read = |text: &String| CardRange::parse(text).map_err(|e| CliError::because("--cards", e));
    print.cards.as_ref().map(read).transpose()
}

/// Writes the layout of cards `drawn` (indices) of `cards` to `target` as JSON.
fn save_layout(
    target: &Path,
    cards: &[Vec<String>],
    drawn: std::ops::Range<usize>,
    artwork: &Artwork,
    seed: u64,
    card_mm: f64,
) -> Result<Result<(), CliError>, DrawError> {
    let laid: Vec<CardLayout> = drawn
        .map(|i| lay_out(&cards[i], artwork, seed, i, card_mm))
        .collect::<Result<_, _>>()?;
    let document = LayoutFile {
        card_mm,
        seed,
        cards: laid,
    };
    let mut text = match serde_json::to_string_pretty(&document) {
        Ok(text) => text,
        Err(e) => return Ok(Err(CliError::because("--layout", e))),
    };
    text.push('\n');
    Ok(games_cli::save(target, text.as_bytes()))
}

/// Measures the words of `cards` in the font shipped with the crate, so that they are laid
/// out by their ink and written in that font.
fn measure(artwork: &mut Artwork, cards: &[Vec<String>], file: &Path) -> Result<(), CliError> {
    artwork
        .measure_words(cards.iter().flatten().map(String::as_str))
        .map_err(|e| CliError::because(source_name(file), e))
}

/// A picture file (of `--back` or `--images`), read and checked. Only a regular file is
/// read (a FIFO would block for ever, a device never end), and only up to
/// [`MAX_IMAGE_BYTES`], told by its size before it is read.
fn read_image(path: &Path) -> Result<Image, CliError> {
    use std::io::Read;

    let unreadable =
        |e: std::io::Error| CliError::because(format!("cannot read {}", path.display()), e);
    let refused = |e: ImageError| CliError::because(path.display().to_string(), e);
    let size = |metadata: std::fs::Metadata| -> Result<u64, CliError> {
        if !metadata.is_file() {
            return Err(CliError::because(
                path.display().to_string(),
                "not a regular file: a picture must be a PNG or SVG file",
            ));
        }
        if metadata.len() > MAX_IMAGE_BYTES {
            return Err(refused(ImageError::TooLarge {
                bytes: metadata.len(),
                max: MAX_IMAGE_BYTES,
            }));
        }
        Ok(metadata.len())
    };
    size(std::fs::metadata(path).map_err(unreadable)?)?;
    let file = std::fs::File::open(path).map_err(unreadable)?;
    // Checked again on the file opened, in case the name was pointed elsewhere meanwhile.
    let len = size(file.metadata().map_err(unreadable)?)?;
    let mut bytes = Vec::with_capacity(len as usize);
    // One byte past the limit is enough to tell a file that grew.
    file.take(MAX_IMAGE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    Image::from_bytes(bytes).map_err(refused)
}

/// The error of cards that cannot be drawn (too many symbols, or too small for their
/// words), naming the line of a single card; a card size too small is put to `--card-mm`
/// only when the user gave it.
fn card_refused(file: &Path, deck: &Deck, print: &Print, e: DrawError) -> CliError {
    let card = match &e {
        DrawError::TooManySymbols { card, .. } => Some(*card),
        DrawError::TooSmall { .. } if print.card_mm.is_some() => {
            return CliError::because("--card-mm", e);
        }
        DrawError::TooSmall { cards, .. } if cards.len() == 1 => Some(cards[0]),
        _ => None,
    };
    match card {
        Some(card) => {
            let line = deck.lines()[card];
            CliError::because(format!("{}: line {line}", source_name(file)), e)
        }
        None => CliError::because(source_name(file), e),
    }
}

/// Says, in one line on standard error, that the words are smaller than the full height
/// on every card, and why.
pub(crate) fn print_lettering(lettering: &Lettering, card_mm: f64) -> Result<(), CliError> {
    if lettering.reduced() {
        let cards: Vec<String> = lettering
            .crowded
            .iter()
            .map(|c| (c + 1).to_string())
            .collect();
        writeln!(
            std::io::stderr(),
            "words are {} mm high on every card: at {MIN_LETTER_MM} mm the words of {} {} do not fit on a card of {card_mm} mm",
            lettering.letter_mm,
            if cards.len() == 1 { "card" } else { "cards" },
            cards.join(", ")
        )?;
    }
    Ok(())
}

/// The files `render` reads: the deck and the picture of `--back`.
fn inputs<'a>(file: &'a Path, back: Option<&'a Path>) -> Vec<Place<'a>> {
    let mut inputs = vec![Place::new("the deck", file)];
    inputs.extend(back.map(|back| Place::new("--back", back)));
    inputs
}

/// The outputs `render` writes besides the card pictures: `files`, the layout, and the
/// JSON report on standard output.
fn outputs<'a>(files: &[Place<'a>], layout: Option<&'a Path>, format: Format) -> Vec<Place<'a>> {
    let mut outputs = Vec::new();
    if format.json {
        outputs.push(Place::new("--json", Path::new("-")));
    }
    outputs.extend_from_slice(files);
    outputs.extend(layout.map(|layout| Place::new("--layout", layout)));
    outputs
}

/// Where the report of what was written goes: standard output, or standard error when an
/// output file is written there (`-o -`, `--layout -`).
fn report(outputs: &[Place<'_>]) -> Box<dyn Write> {
    if outputs.iter().any(|o| games_cli::is_stdout(o.path)) {
        Box::new(std::io::stderr())
    } else {
        Box::new(std::io::stdout().lock())
    }
}

/// Says where the layout of `cards` cards went, if it was asked for.
fn print_layout(out: &mut impl Write, layout: Option<&Path>, cards: usize) -> Result<(), CliError> {
    if let Some(layout) = layout {
        writeln!(
            out,
            "wrote the layout of {} to {}",
            counted(cards, "card"),
            layout.display()
        )?;
    }
    Ok(())
}

/// Says which symbols were drawn as words for want of a picture.
fn print_as_words(out: &mut impl Write, as_words: Option<&[String]>) -> Result<(), CliError> {
    if let Some(as_words) = as_words.filter(|w| !w.is_empty()) {
        writeln!(
            out,
            "drawn as words, with no image: {}",
            as_words.join(", ")
        )?;
    }
    Ok(())
}

/// The looks of the deck's symbols: with `--images`, the pictures found in the folder;
/// with the built-in pictures (`--pictures`, or a deck that `asked` for them), the built-in
/// picture of each symbol named after one that has no file; the symbols left as words
/// (refused under `--strict` before any file is read), and the file of each picture read
/// from the folder. Every image is read and checked before anything is drawn.
fn artwork(deck: &Deck, images: &Images, asked: bool) -> Result<Looks, CliError> {
    let names = deck.names();
    let listing = match &images.images {
        Some(folder) => list_folder(folder)?,
        None => Vec::new(),
    };
    let builtin = images.pictures || asked;
    let matched = match_deck(names, &listing, builtin);
    if let (Some(folder), true) = (&images.images, images.strict)
        && !matched.as_words.is_empty()
    {
        return Err(CliError::because(
            folder.display().to_string(),
            Hinted::new(MissingImages::new(matched.as_words), " (--strict)"),
        ));
    }
    let mut looks = Looks {
        artwork: Artwork::words(),
        as_words: (images.images.is_some() || builtin).then(|| matched.as_words.clone()),
        files: HashMap::new(),
    };
    let folder = images.images.as_deref().unwrap_or(Path::new("."));
    let paths: Vec<PathBuf> = listing.iter().map(|file| folder.join(file)).collect();
    looks
        .artwork
        .insert_matched(names, &matched, |file| read_image(&paths[file]))?;
    for (symbol, picture) in names.iter().zip(&matched.pictures) {
        if let Some(PictureSource::File(file)) = picture {
            looks.files.insert(symbol.clone(), paths[*file].clone());
        }
    }
    looks.artwork.set_palette(images.palette.into());
    Ok(looks)
}

/// The looks of a deck's symbols ([`artwork`]).
struct Looks {
    artwork: Artwork,
    /// With `--images` or the built-in pictures, the symbols drawn as words.
    as_words: Option<Vec<String>>,
    /// The file each picture was read from, by symbol.
    files: HashMap<String, PathBuf>,
}

/// The names of the files in `folder` (a name that is not UTF-8 cannot match a symbol,
/// which is text, and is left out).
fn list_folder(folder: &Path) -> Result<Vec<String>, CliError> {
    let unreadable = |e: std::io::Error| {
        CliError::because(
            format!("cannot read the image folder {}", folder.display()),
            e,
        )
    };
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).map_err(unreadable)? {
        if let Ok(name) = entry.map_err(unreadable)?.file_name().into_string() {
            files.push(name);
        }
    }
    Ok(files)
}
