//! The `dobble` command: verify, generate, search, complete and render Dobble decks.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::{Parser, Subcommand, ValueEnum};
use dobble::{
    CompleteError, Deck, Defect, DefectKind, Existence, Generated, MAX_SEARCH_K, SearchOutcome,
    Verdict,
};
use games_common::cli::read_input;
use games_common::cli::{self, CliError, Outcome, print_json};
use serde::Serialize;

/// Dobble / Spot It decks: every card shows k symbols, any two cards share exactly one.
#[derive(Parser)]
#[command(name = "dobble", version, about)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check a deck (one card per line, `#` comments): exit 0 valid, 1 invalid.
    Verify {
        /// The deck file, or `-` for standard input.
        file: PathBuf,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// Print the full deck with K symbols per card (exit 1 where none exists or is known).
    Generate(GenerateArgs),
    /// Search for the deck with K symbols per card without algebra: exit 0 with the deck,
    /// 1 when the search proves that none exists (K = 7) or none exists or is known.
    Search {
        /// Symbols per card.
        k: u32,
        /// Give up after this many symbol placements.
        #[arg(long, default_value_t = 1_000_000_000)]
        limit: u64,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// List every card that meets each card of the deck exactly once.
    Complete {
        /// The deck file, or `-` for standard input.
        file: PathBuf,
        /// Also list cards that need new symbols (+1, +2, ...).
        #[arg(long)]
        allow_new: bool,
        /// Give up beyond this many candidate cards.
        #[arg(long, default_value_t = 100_000)]
        limit: usize,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// Draw a deck: one SVG per card and printable A4 sheets of six cards (print at 100 %).
    Render {
        /// The deck file, or `-` for standard input.
        file: PathBuf,
        /// The folder to write into (created if missing).
        #[arg(long, value_name = "DIR")]
        svg: PathBuf,
        /// Seed of the card layouts.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
}

/// The options of `generate`.
#[derive(clap::Args)]
struct GenerateArgs {
    /// Symbols per card.
    k: u32,
    /// How to build it.
    #[arg(long, value_enum, default_value_t = Method::Field)]
    method: Method,
    /// Symbol names, one a line (instead of the numbers 0..N-1).
    #[arg(long, value_name = "FILE")]
    names: Option<PathBuf>,
    /// Also write one SVG per card and printable A4 sheets into DIR.
    #[arg(long, value_name = "DIR")]
    svg: Option<PathBuf>,
    /// Seed of the card layouts.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// With `--method search`: give up after this many symbol placements.
    #[arg(long, default_value_t = 1_000_000_000)]
    limit: u64,
    /// Print one JSON document.
    #[arg(long)]
    json: bool,
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

/// `verify --json` on a valid deck.
#[derive(Serialize)]
struct ValidJson {
    valid: bool,
    cards: usize,
    symbols_per_card: usize,
    symbols: usize,
    complete: bool,
}

/// `verify --json` on an invalid deck.
#[derive(Serialize)]
struct InvalidJson<'a> {
    valid: bool,
    error: ErrorJson<'a>,
}

/// The first defect of a deck.
#[derive(Serialize)]
struct ErrorJson<'a> {
    kind: &'static str,
    lines: Vec<usize>,
    symbols: Vec<&'a str>,
}

/// A full deck (`generate`, `search`): symbols as numbers or names.
#[derive(Serialize)]
struct DeckJson<C: Serialize> {
    k: u32,
    order: u32,
    cards: C,
}

/// No deck: `exists` is false when proved impossible, null when unknown.
#[derive(Serialize)]
struct NoDeckJson {
    k: u32,
    order: u32,
    exists: Option<bool>,
    reason: String,
}

/// `search 7 --json`: what the proof searched.
#[derive(Serialize)]
struct ProofJson {
    k: u32,
    order: u32,
    exists: bool,
    reduced_latin_squares: u64,
    transversals: u64,
    nodes: u64,
    seconds: f64,
}

/// `render --json`: what was written where.
#[derive(Serialize)]
struct RenderJson<'a> {
    cards: usize,
    sheets: usize,
    dir: &'a str,
}

/// `complete --json`.
#[derive(Serialize)]
struct CompleteJson<'a> {
    k: usize,
    candidates: &'a [Vec<String>],
    compatible: bool,
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    cli::run("dobble", || match args.command {
        Command::Verify { file, json } => verify(&file, json),
        Command::Generate(options) => generate(&options),
        Command::Search { k, limit, json } => search(k, limit, json),
        Command::Complete {
            file,
            allow_new,
            limit,
            json,
        } => complete(&file, allow_new, limit, json),
        Command::Render {
            file,
            svg,
            seed,
            json,
        } => render(&file, &svg, seed, json),
    })
}

fn read_deck(file: &Path) -> Result<Deck, CliError> {
    let text = read_input(file)?;
    Deck::parse(&text).map_err(|e| CliError::parse(file, e))
}

fn verify(file: &Path, json: bool) -> Result<Outcome, CliError> {
    let deck = read_deck(file)?;
    let verdict = dobble::verify(&deck.cards);
    if json {
        match &verdict {
            Verdict::Valid(f) => print_json(&ValidJson {
                valid: true,
                cards: f.cards,
                symbols_per_card: f.symbols_per_card,
                symbols: f.symbols,
                complete: f.complete,
            })?,
            Verdict::Invalid(d) => print_json(&InvalidJson {
                valid: false,
                error: ErrorJson {
                    kind: d.kind.name(),
                    lines: d.cards.iter().map(|&c| deck.lines[c]).collect(),
                    symbols: d
                        .symbols
                        .iter()
                        .map(|&s| deck.names[s as usize].as_str())
                        .collect(),
                },
            })?,
        }
    } else {
        let mut out = std::io::stdout().lock();
        match &verdict {
            Verdict::Valid(f) => {
                let k = f.symbols_per_card;
                let full = k * k - k + 1;
                let how = if f.complete && k == 1 {
                    "complete (k = 1: a single card of one symbol)".to_owned()
                } else if f.complete && k == 2 {
                    "complete (order 1: the triangle)".to_owned()
                } else if f.complete {
                    format!("a complete projective plane of order {}", k - 1)
                } else {
                    format!(
                        "not complete (a complete deck has {} and {})",
                        counted(full, "card"),
                        counted(full, "symbol")
                    )
                };
                writeln!(
                    out,
                    "valid deck: {}, {} per card, {}; {how}",
                    counted(f.cards, "card"),
                    counted(k, "symbol"),
                    counted(f.symbols, "symbol")
                )?;
            }
            Verdict::Invalid(d) => writeln!(out, "invalid deck: {}", describe(d, &deck))?,
        }
    }
    Ok(matches!(verdict, Verdict::Valid(_)).into())
}

/// `n` and the noun `one`, with an `s` unless `n` is 1.
fn counted(n: usize, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// A defect in words, naming lines and symbols.
fn describe(defect: &Defect, deck: &Deck) -> String {
    let line = |i: usize| deck.lines[defect.cards[i]];
    let names: Vec<&str> = defect
        .symbols
        .iter()
        .map(|&s| deck.names[s as usize].as_str())
        .collect();
    match defect.kind {
        DefectKind::RepeatedSymbol => {
            format!(
                "line {} shows the symbol {} more than once",
                line(0),
                names.join(" ")
            )
        }
        DefectKind::WrongSize => format!(
            "line {} has {}, but the first card (line {}) has {}",
            line(1),
            counted(deck.cards[defect.cards[1]].len(), "symbol"),
            line(0),
            deck.cards[defect.cards[0]].len()
        ),
        DefectKind::NoCommonSymbol => {
            format!("lines {} and {} share no symbol", line(0), line(1))
        }
        _ => format!(
            "lines {} and {} share {} symbols: {}",
            line(0),
            line(1),
            names.len(),
            names.join(" ")
        ),
    }
}

/// Prints a full deck, symbols numbered or named (`names`), and returns the cards as text.
fn print_deck(
    k: u32,
    numbers: &[Vec<u32>],
    names: Option<&[String]>,
    json: bool,
) -> Result<Vec<Vec<String>>, CliError> {
    let cards: Vec<Vec<String>> = numbers
        .iter()
        .map(|card| match names {
            Some(names) => {
                let mut card: Vec<String> =
                    card.iter().map(|&s| names[s as usize].clone()).collect();
                card.sort_unstable();
                card
            }
            None => card.iter().map(u32::to_string).collect(),
        })
        .collect();
    if json {
        let order = k - 1;
        match names {
            Some(_) => print_json(&DeckJson {
                k,
                order,
                cards: &cards,
            })?,
            None => print_json(&DeckJson {
                k,
                order,
                cards: numbers,
            })?,
        }
    } else {
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        for card in &cards {
            writeln!(out, "{}", card.join(" "))?;
        }
        out.flush()?;
    }
    Ok(cards)
}

/// Prints why there is no deck with `k` symbols per card.
fn print_no_deck(k: u32, known: Existence, json: bool) -> Result<Outcome, CliError> {
    let reason = known.reason(u64::from(k - 1));
    if json {
        print_json(&NoDeckJson {
            k,
            order: k - 1,
            exists: known.exists(),
            reason,
        })?;
    } else {
        writeln!(std::io::stdout(), "{reason}")?;
    }
    Ok(Outcome::No)
}

fn generate(options: &GenerateArgs) -> Result<Outcome, CliError> {
    let GenerateArgs {
        k,
        method,
        ref names,
        ref svg,
        seed,
        limit,
        json,
    } = *options;
    let bad = |e: &dyn std::fmt::Display| CliError::bad(e.to_string());
    let cards = match method {
        Method::Field => match dobble::generate(k).map_err(|e| bad(&e))? {
            Generated::Deck(cards) => cards,
            Generated::NoDeck(known) => return print_no_deck(k, known, json),
        },
        Method::Mihova => dobble::mihova(k).map_err(|e| bad(&e))?,
        Method::Search => {
            let known = Existence::of_order(u64::from(k.max(2) - 1));
            if k >= 2 && known.exists() != Some(true) {
                return print_no_deck(k, known, json);
            }
            match search_with_progress(k, limit).map_err(|e| bad(&e))? {
                SearchOutcome::Found { cards, .. } => cards,
                SearchOutcome::GaveUp { .. } => return Err(gave_up(k, limit)),
                SearchOutcome::Exhausted { .. } => {
                    return Err(CliError::bad(format!(
                        "the search for k = {k} ended without a deck, which contradicts {}",
                        known.reason(u64::from(k - 1))
                    )));
                }
            }
        }
    };
    let needed = cards.iter().flatten().max().map_or(0, |&m| m as usize + 1);
    let names = match names {
        Some(file) => {
            let text = read_input(file)?;
            Some(dobble::parse_names(&text, needed).map_err(|e| CliError::parse(file, e))?)
        }
        None => None,
    };
    if let Some(dir) = svg {
        // Fail before printing the deck when the pictures cannot be written.
        create_dir(dir)?;
    }
    let shown = print_deck(k, &cards, names.as_deref(), json)?;
    if let Some(dir) = svg {
        write_svg(dir, &shown, seed)?;
    }
    Ok(Outcome::Yes)
}

fn search(k: u32, limit: u64, json: bool) -> Result<Outcome, CliError> {
    if k == 7 {
        return prove_order_six(json);
    }
    // Orders with no plane, or none known (Bruck-Ryser, 10, open orders): the reason, exit 1.
    let known = Existence::of_order(u64::from(k.max(2) - 1));
    if k >= 2 && known.exists() != Some(true) {
        return print_no_deck(k, known, json);
    }
    if k > MAX_SEARCH_K {
        return Err(CliError::bad(format!(
            "search handles K up to {MAX_SEARCH_K} (got {k}); `dobble generate {k}` builds \
             decks over finite fields"
        )));
    }
    match search_with_progress(k, limit).map_err(|e| CliError::bad(e.to_string()))? {
        SearchOutcome::Found { cards, .. } => {
            print_deck(k, &cards, None, json)?;
            Ok(Outcome::Yes)
        }
        SearchOutcome::Exhausted { nodes } => {
            let text = format!(
                "no deck with {k} symbols per card exists: the search tried {nodes} placements"
            );
            if json {
                print_json(&NoDeckJson {
                    k,
                    order: k - 1,
                    exists: Some(false),
                    reason: text,
                })?;
            } else {
                writeln!(std::io::stdout(), "{text}")?;
            }
            Ok(Outcome::No)
        }
        SearchOutcome::GaveUp { .. } => Err(gave_up(k, limit)),
    }
}

/// The search for a deck, with its node count shown on a terminal.
fn search_with_progress(k: u32, limit: u64) -> Result<SearchOutcome, dobble::GenerateError> {
    let progress = cli::Progress::new(format!("search {k}"));
    dobble::search_plane_reporting(k, limit, &mut |nodes| {
        progress.update(format!("{nodes} placements of at most {limit}"));
    })
}

fn gave_up(k: u32, limit: u64) -> CliError {
    CliError::bad(format!(
        "search {k} stopped at the limit of {limit} placements without an answer (raise --limit)"
    ))
}

fn prove_order_six(json: bool) -> Result<Outcome, CliError> {
    let progress = cli::Progress::new("search 7");
    progress.update("reduced Latin squares of order 6");
    let started = Instant::now();
    let census = dobble::prove_order_six();
    let seconds = started.elapsed().as_secs_f64();
    progress.finish();
    if census.with_mate != 0 {
        return Err(CliError::bad(
            "internal inconsistency: a Latin square of order 6 has a mate",
        ));
    }
    if json {
        print_json(&ProofJson {
            k: 7,
            order: 6,
            exists: false,
            reduced_latin_squares: census.squares,
            transversals: census.transversals,
            nodes: census.nodes,
            seconds,
        })?;
    } else {
        let mut out = std::io::stdout().lock();
        writeln!(
            out,
            "no deck with 7 symbols per card exists (no projective plane of order 6)"
        )?;
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
        writeln!(out, "time: {seconds:.3} s")?;
    }
    Ok(Outcome::No)
}

fn complete(file: &Path, allow_new: bool, limit: usize, json: bool) -> Result<Outcome, CliError> {
    let deck = read_deck(file)?;
    let completion = match dobble::complete(&deck, allow_new, limit) {
        Ok(completion) => completion,
        Err(CompleteError::InvalidDeck(defect)) => {
            return Err(CliError::bad(format!(
                "{}: not a valid deck: {} (see `dobble verify`)",
                file.display(),
                describe(&defect, &deck)
            )));
        }
        Err(e @ CompleteError::TooMany(_)) => {
            return Err(CliError::bad(format!(
                "{}: {e} (raise --limit)",
                file.display()
            )));
        }
        Err(e) => return Err(CliError::bad(format!("{}: {e}", file.display()))),
    };
    if json {
        print_json(&CompleteJson {
            k: completion.k,
            candidates: &completion.candidates,
            compatible: completion.compatible,
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    let n = completion.candidates.len();
    let k = completion.k;
    let full = k * k - k + 1;
    let symbols = if allow_new {
        "its own symbols or new ones"
    } else {
        "its own symbols"
    };
    if n == 0 {
        writeln!(
            out,
            "no card can be added to this deck of {}, using {symbols}",
            counted(deck.cards.len(), "card")
        )?;
        return Ok(Outcome::Yes);
    }
    let cards = if n == 1 {
        "1 card meets".to_owned()
    } else {
        format!("{n} cards meet")
    };
    let verdict = if completion.completes {
        format!(
            "together they complete the deck: {full} cards, a projective plane of order {}",
            k - 1
        )
    } else if completion.compatible {
        format!(
            "they fit together, but the deck then has {} of the {full} cards, so it can never be completed with {symbols}",
            deck.cards.len() + n
        )
    } else {
        "they conflict with each other: not all of them can be added".to_owned()
    };
    writeln!(
        out,
        "{cards} every card of the deck exactly once, using {symbols}:"
    )?;
    for card in &completion.candidates {
        writeln!(out, "{}", card.join(" "))?;
    }
    writeln!(out, "{verdict}")?;
    Ok(Outcome::Yes)
}

fn cannot(path: &Path, e: std::io::Error) -> CliError {
    CliError::bad(format!("cannot write {}: {e}", path.display()))
}

/// Creates the folder `dir` (and its parents) for the pictures.
fn create_dir(dir: &Path) -> Result<(), CliError> {
    std::fs::create_dir_all(dir).map_err(|e| cannot(dir, e))
}

/// Writes `card-NNN.svg` for every card and `sheet-N.svg` for every A4 page into `dir`;
/// returns the number of sheets.
fn write_svg(dir: &Path, cards: &[Vec<String>], seed: u64) -> Result<usize, CliError> {
    create_dir(dir)?;
    let digits = cards.len().to_string().len().max(3);
    for (i, card) in cards.iter().enumerate() {
        let path = dir.join(format!("card-{:0digits$}.svg", i + 1));
        std::fs::write(&path, dobble::card_svg(card, seed, i)).map_err(|e| cannot(&path, e))?;
    }
    let sheets = dobble::sheet_svgs(cards, seed);
    for (i, sheet) in sheets.iter().enumerate() {
        let path = dir.join(format!("sheet-{}.svg", i + 1));
        std::fs::write(&path, sheet).map_err(|e| cannot(&path, e))?;
    }
    Ok(sheets.len())
}

fn render(file: &Path, dir: &Path, seed: u64, json: bool) -> Result<Outcome, CliError> {
    let deck = read_deck(file)?;
    let cards: Vec<Vec<String>> = deck
        .cards
        .iter()
        .map(|card| {
            deck.card_names(card)
                .into_iter()
                .map(str::to_owned)
                .collect()
        })
        .collect();
    let sheets = write_svg(dir, &cards, seed)?;
    if json {
        print_json(&RenderJson {
            cards: cards.len(),
            sheets,
            dir: &dir.display().to_string(),
        })?;
    } else {
        writeln!(
            std::io::stdout(),
            "wrote {} (card-*.svg) and {} (sheet-*.svg) to {}",
            counted(cards.len(), "card picture"),
            counted(sheets, "A4 sheet"),
            dir.display()
        )?;
    }
    Ok(Outcome::Yes)
}
