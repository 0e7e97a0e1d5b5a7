//! The subcommands, one file each, and what they share: `--json`, the limits of a search
//! over relabellings, the palettes, reading a deck, printing an answer of `find_deck`,
//! saving pictures apart from the inputs, and library errors shown with a hint in the
//! program's words.

use std::error::Error;
use std::fmt;
use std::io::Write;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use dobble::find::Progress;
use dobble::{Answer, Deck, Pictures, Plane};
use games_cli::{CliError, Outcome, Place, print_json};

use clap::ValueEnum;

pub(crate) mod automorphisms;
pub(crate) mod complete;
mod documents;
pub(crate) mod dual;
pub(crate) mod generate;
pub(crate) mod incidence;
pub(crate) mod invariant;
pub(crate) mod isomorphic;
pub(crate) mod render;
pub(crate) mod search;
pub(crate) mod verify;

/// How every subcommand prints its answer.
#[derive(clap::Args, Clone, Copy)]
pub(crate) struct Format {
    /// Print one JSON document.
    #[arg(long)]
    pub(crate) json: bool,
}

/// The arguments of the subcommands that read one deck and answer in text or JSON
/// (`verify`, `invariant`, `dual`).
#[derive(clap::Args)]
pub(crate) struct DeckArgs {
    /// The deck file, or `-` for standard input.
    pub(crate) file: PathBuf,
    #[command(flatten)]
    pub(crate) format: Format,
}

/// How far `isomorphic` and `automorphisms` search: the first limit reached stops the
/// search with exit status 2.
#[derive(clap::Args, Clone, Copy)]
pub(crate) struct Limits {
    /// Give up after this many nodes of the search over relabellings (the planes of
    /// order 9 take at most 16,384).
    #[arg(long, default_value_t = dobble::structure::SearchOptions::DEFAULT_LIMIT, value_parser = games_cli::args::whole::<u64>)]
    limit: u64,
    /// Give up after this many seconds of search (0 to 1000000, fractions allowed): a
    /// regular deck that is no plane's, such as the dual of a Steiner triple system, can
    /// take hours.
    #[arg(long, value_name = "SECONDS", default_value = "60")]
    time_limit: Seconds,
}

/// The palettes of `render --palette` and `generate --palette`.
#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum Palette {
    /// Twelve hues round the colour wheel.
    Vivid,
    /// Okabe and Ito's eight colours, safe for the common colour-vision deficiencies.
    OkabeIto,
}

impl From<Palette> for dobble::draw::Palette {
    fn from(palette: Palette) -> dobble::draw::Palette {
        match palette {
            Palette::Vivid => dobble::draw::Palette::Vivid,
            Palette::OkabeIto => dobble::draw::Palette::OkabeIto,
        }
    }
}

/// Reads `file` (`-` is standard input) as UTF-8 text, at most
/// [`games_cli::input::MOST_INPUT_BYTES`] of it (256 MiB, more than twice the largest deck
/// `generate` writes): one byte more is refused, naming the limit and the input.
pub(crate) fn read_text(file: &Path) -> Result<String, CliError> {
    Ok(games_cli::read_input(file)?)
}

/// Reads and parses the deck at `file` (`-` is standard input).
fn read_deck(file: &Path) -> Result<Deck, CliError> {
    Ok(read_deck_asking(file)?.0)
}

/// [`read_deck`], and whether the deck's text asks for the built-in pictures
/// ([`dobble::images::asks_for_builtin`]).
fn read_deck_asking(file: &Path) -> Result<(Deck, bool), CliError> {
    let text = read_text(file)?;
    let deck = Deck::parse(&text).map_err(|e| CliError::parse(file, e))?;
    Ok((deck, dobble::images::asks_for_builtin(&text)))
}

/// A library error followed by a hint in the program's words, such as ` (raise --limit)`.
/// Its causes are the library error's own.
#[derive(Debug)]
struct Hinted<E> {
    error: E,
    hint: String,
}

impl<E> Hinted<E> {
    fn new(error: E, hint: impl Into<String>) -> Hinted<E> {
        Hinted {
            error,
            hint: hint.into(),
        }
    }
}

impl<E: fmt::Display> fmt::Display for Hinted<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.error, self.hint)
    }
}

impl<E: Error + 'static> Error for Hinted<E> {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        self.error.source()
    }
}

/// An answer of `find_deck` and how long it took, in seconds.
struct Timed {
    answer: Answer,
    seconds: f64,
}

/// Runs `find_deck`, with the number of placements (or the proof under way) shown on a
/// terminal, and times it.
fn find_with_progress(
    k: u32,
    options: dobble::FindOptions<'_>,
) -> Result<Timed, dobble::find::FindError> {
    let progress = games_cli::Progress::new(format!("search {k}"));
    let started = std::time::Instant::now();
    let limit = options.limit;
    let options = options.on_progress(|step: &Progress| match step {
        Progress::Placements(nodes) => {
            progress.update(format!("{nodes} placements of at most {limit}"));
        }
        Progress::ProvingOrderSix => progress.update("reduced Latin squares of order 6"),
        _ => {}
    });
    let answer = dobble::find_deck(k, options)?;
    progress.finish();
    Ok(Timed {
        answer,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// A time limit in seconds, as given on the command line (`60`, `0.5`), and shown as
/// given.
#[derive(Clone, Copy, Debug)]
struct Seconds(f64);

impl Seconds {
    /// The most seconds taken: about eleven days.
    const MOST: f64 = 1e6;
}

impl std::str::FromStr for Seconds {
    type Err = String;
    fn from_str(text: &str) -> Result<Seconds, String> {
        match text.parse::<f64>() {
            Ok(s) if (0.0..=Seconds::MOST).contains(&s) => Ok(Seconds(s)),
            _ => Err(format!(
                "{text:?} is not a time limit: give a number of seconds from 0 to {}",
                Seconds::MOST
            )),
        }
    }
}

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Runs `question` with search options of `--limit` nodes, stopped once `--time-limit`
/// seconds have passed, showing on a terminal how many nodes the search has
/// visited (a regular deck that is no plane's can take hours).
fn searching<T>(
    label: &str,
    limits: Limits,
    question: impl FnOnce(dobble::structure::SearchOptions<'_>) -> T,
) -> T {
    let progress = games_cli::Progress::new(label);
    let started = Instant::now();
    let time = Duration::from_secs_f64(limits.time_limit.0);
    let limit = limits.limit;
    let options = dobble::structure::SearchOptions::default()
        .with_limit(limit)
        .on_progress(|nodes| {
            progress.update(format!("{nodes} nodes of at most {limit}"));
            if started.elapsed() >= time {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
    question(options)
}

/// The error of a search stopped at `--time-limit` after `nodes` nodes.
fn out_of_time(limits: Limits, nodes: u64) -> CliError {
    CliError::bad(format!(
        "the search over relabellings stopped at its time limit of {} s, after {}, \
         without an answer (raise --time-limit)",
        limits.time_limit,
        games_cli::counted(nodes, "node")
    ))
}

/// Prints an answer without a deck: its reason, or for the order-6 proof what was searched
/// and how long it took. A deck on standard output is input for other commands (`dobble
/// generate 7 | dobble verify -`), so the negative answer goes to standard error and
/// standard output stays empty; with `--json` the document says it.
fn print_no_deck(found: &Timed, format: Format) -> Result<Outcome, CliError> {
    let answer = &found.answer;
    if format.json {
        print_json(&documents::NoDeck::new(answer, found.seconds))?;
        return Ok(Outcome::No);
    }
    let mut out = std::io::stderr().lock();
    if let Some(reason) = answer.reason() {
        writeln!(out, "{reason}")?;
    }
    if let Answer::Proved(proof) = answer {
        let census = proof.census;
        writeln!(
            out,
            "a plane of order 6 would give two orthogonal Latin squares of order 6, the first one reduced;"
        )?;
        writeln!(
            out,
            "searched: {} reduced Latin squares of order 6, {} transversals, {} nodes of the search for 6 disjoint transversals",
            census.squares, census.transversals, census.nodes
        )?;
        writeln!(out, "found: no square with an orthogonal mate")?;
        writeln!(out, "time: {:.3} s", found.seconds)?;
    }
    Ok(Outcome::No)
}

/// Prints a full deck, one card a line or one JSON document; with `semicolons` (names with
/// spaces) the symbols of a card are separated by `; ` ([`dobble::deck::card_line`]).
fn print_plane<S: fmt::Display + serde::Serialize>(
    plane: &Plane<S>,
    semicolons: bool,
    format: Format,
) -> Result<(), CliError> {
    if format.json {
        return print_json(plane);
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for card in &plane.cards {
        if semicolons {
            let names: Vec<String> = card.iter().map(ToString::to_string).collect();
            writeln!(out, "{}", dobble::deck::card_line(&names, true))?;
            continue;
        }
        let mut symbols = card.iter();
        if let Some(first) = symbols.next() {
            write!(out, "{first}")?;
        }
        for symbol in symbols {
            write!(out, " {symbol}")?;
        }
        writeln!(out)?;
    }
    out.flush()?;
    Ok(())
}

pub(crate) fn cannot_write(path: &Path, e: std::io::Error) -> CliError {
    CliError::because(format!("cannot write {}", path.display()), e)
}

/// Creates the folder `dir` (and its parents) for the pictures.
fn create_dir(dir: &Path) -> Result<(), CliError> {
    games_cli::create_dir_all(dir).map_err(|e| cannot_write(dir, e))
}

/// The files that [`save_pictures`] writes into `dir`.
fn picture_paths(dir: &Path, pictures: &Pictures) -> Vec<PathBuf> {
    pictures.files().map(|(name, _)| dir.join(name)).collect()
}

/// Refuses `outputs` that would overwrite `inputs`, each other, or one of the `pictures`
/// saved into `dir` (`--svg`).
fn check_apart(
    inputs: &[Place<'_>],
    outputs: &[Place<'_>],
    pictures: Option<(&Path, &Pictures)>,
) -> Result<(), CliError> {
    let paths = pictures.map_or_else(Vec::new, |(dir, pictures)| picture_paths(dir, pictures));
    let mut all: Vec<Place<'_>> = paths.iter().map(|path| Place::new("--svg", path)).collect();
    all.extend_from_slice(outputs);
    games_cli::check_apart(inputs, &all)
}

/// Saves every picture into `dir`, each file made new ([`games_cli::save_new`]: a link
/// planted under a card's name is replaced, not followed).
fn save_pictures(dir: &Path, pictures: &Pictures) -> Result<(), CliError> {
    create_dir(dir)?;
    for (name, svg) in pictures.files() {
        games_cli::save_new(&dir.join(name), svg.as_bytes())?;
    }
    Ok(())
}
