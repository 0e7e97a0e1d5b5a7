//! `dobble generate K`: the full deck by the chosen method (with names and pictures), or
//! why there is none; `dobble generate A..=B`: the deck of each K in turn, as text.

use dobble::deck::parse_names;
use dobble::draw::{Artwork, MAX_DRAWN_SYMBOLS};
use dobble::find::FindError;
use dobble::images::{BUILTIN, BUILTIN_LINE, builtin, picture_names};
use dobble::{Answer, FindOptions, Pictures};
use games_cli::{CliError, Outcome, Place, counted};
use games_common::range::NumberRange;
use std::io::Write;
use std::path::PathBuf;

use clap::ValueEnum;

use super::{Format, Hinted, Palette};

/// The arguments of `generate`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// Symbols per card; or a range, `A..=B` (B included) or `A..B` (B left out): the deck
    /// of each K in turn, as text, each after a `# K = ...` line (the first K without a
    /// deck ends the run with its reason).
    #[arg(value_name = "K")]
    k: NumberRange<u32>,
    /// How to build it.
    #[arg(long, value_enum, default_value_t = Method::Field)]
    method: Method,
    /// One of the four planes of order 9 (K = 10 only).
    #[arg(long, value_enum, conflicts_with = "method")]
    plane: Option<PlaneOfOrderNine>,
    /// Symbol names, one a line (instead of the numbers 0..N-1).
    #[arg(long, value_name = "FILE")]
    names: Option<PathBuf>,
    /// Name the symbols after the 73 pictures built into the program (every symbol up to
    /// K = 9; past the pictures, symbols keep their numbers, and the command says so), so
    /// that `render` (and --svg) draws them: the deck's first line asks for it.
    #[arg(long, conflicts_with = "names")]
    pictures: bool,
    /// Also write one SVG per card and printable A4 sheets into DIR.
    #[arg(long, value_name = "DIR")]
    svg: Option<PathBuf>,
    /// With --svg: the words' colours, as `render --palette`.
    #[arg(long, value_enum, default_value_t = Palette::Vivid, requires = "svg")]
    palette: Palette,
    /// Seed of the card layouts.
    #[arg(long, default_value_t = 0, value_parser = games_cli::args::whole::<u64>)]
    seed: u64,
    /// With `--method search`: give up after this many symbol placements.
    #[arg(long, default_value_t = dobble::FindOptions::DEFAULT_LIMIT, value_parser = games_cli::args::whole::<u64>)]
    limit: u64,
    #[command(flatten)]
    format: Format,
}

/// How `generate` builds a deck.
#[derive(Clone, Copy, ValueEnum)]
enum Method {
    /// The projective plane over the finite field GF(K - 1).
    Field,
    /// Mihova's formula (prime K - 1 only).
    Mihova,
    /// Backtracking with no algebra (K up to 11).
    Search,
}

impl From<Method> for dobble::Method {
    fn from(method: Method) -> dobble::Method {
        match method {
            Method::Field => dobble::Method::Field,
            Method::Mihova => dobble::Method::Mihova,
            Method::Search => dobble::Method::Search,
        }
    }
}

/// The planes of `generate 10 --plane`.
#[derive(Clone, Copy, ValueEnum)]
enum PlaneOfOrderNine {
    /// PG(2, 9), over the field GF(9) (as without --plane).
    Desarguesian,
    /// The Hall plane, from the nearfield of order 9.
    Hall,
    /// The dual of the Hall plane.
    DualHall,
    /// The Hughes plane, from the nearfield of order 9.
    Hughes,
}

impl From<PlaneOfOrderNine> for dobble::methods::PlaneOfOrderNine {
    fn from(plane: PlaneOfOrderNine) -> dobble::methods::PlaneOfOrderNine {
        use dobble::methods::PlaneOfOrderNine as P;
        match plane {
            PlaneOfOrderNine::Desarguesian => P::Desarguesian,
            PlaneOfOrderNine::Hall => P::Hall,
            PlaneOfOrderNine::DualHall => P::DualHall,
            PlaneOfOrderNine::Hughes => P::Hughes,
        }
    }
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let method = match args.plane {
        Some(plane) => dobble::Method::OrderNine(plane.into()),
        None => args.method.into(),
    };
    if !args.k.is_one() {
        return run_range(args, method);
    }
    let k = args.k.start();
    let options = FindOptions::new(method).with_limit(args.limit);
    let found = super::find_with_progress(k, options).map_err(failed)?;
    let Answer::Deck(plane) = &found.answer else {
        return super::print_no_deck(&found, args.format);
    };
    let named = match &args.names {
        Some(file) => {
            let text = super::read_text(file)?;
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
                dobble::draw::check_amount(&cards, 0..cards.len())
                    .map_err(|e| CliError::because("--svg", e))?;
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

/// The decks of every K of the range `args.k`, in turn, each as text after a `# K = ...`
/// line; the first K without a deck ends the run with its reason, and a K beyond what the
/// method builds is refused before any deck is printed. The options that shape
/// one deck (`--json`, `--svg`, `--names`, `--pictures`) take one K.
fn run_range(args: &Args, method: dobble::Method) -> Result<Outcome, CliError> {
    let range = args.k;
    let one_deck = [
        (args.format.json, "--json"),
        (args.svg.is_some(), "--svg"),
        (args.names.is_some(), "--names"),
        (args.pictures, "--pictures"),
    ];
    if let Some((_, option)) = one_deck.iter().find(|(given, _)| *given) {
        return Err(CliError::bad(format!(
            "generate: {option} takes one K, not the range {range}"
        )));
    }
    let (first, last) = range
        .bounds()
        .map_err(|e| CliError::because("generate", e))?;
    let find = |k| {
        let options = FindOptions::new(method).with_limit(args.limit);
        super::find_with_progress(k, options).map_err(failed)
    };
    // The last K first: a K beyond the methods is refused before anything is printed.
    let mut at_last = Some(find(last)?);
    for k in first..=last {
        let found = match at_last.take_if(|_| k == last) {
            Some(found) => found,
            None => find(k)?,
        };
        let Answer::Deck(plane) = &found.answer else {
            return super::print_no_deck(&found, args.format);
        };
        if k > first {
            writeln!(std::io::stdout().lock())?;
        }
        writeln!(
            std::io::stdout().lock(),
            "# K = {k}: {}",
            counted(plane.cards.len(), "card")
        )?;
        super::print_plane(plane, false, args.format)?;
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
