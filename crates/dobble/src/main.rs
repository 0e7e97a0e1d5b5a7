//! The `dobble` command: verify, generate, search, complete and render Dobble decks. The
//! arguments are declared here; each subcommand lives in its own file under `cmd/`.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

mod cmd;

/// Dobble / Spot It decks: every card shows k symbols, any two cards share exactly one.
#[derive(Parser)]
#[command(
    name = "dobble",
    version,
    about,
    after_help = games_cli::exit_statuses(&[("1", "a negative answer: an invalid deck, no deck, decks not isomorphic, no card to add")])
)]
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
        #[command(flatten)]
        format: Format,
    },
    /// Print the full deck with K symbols per card (exit 1 where none exists or is known).
    Generate(GenerateArgs),
    /// Search for the deck with K symbols per card without algebra: exit 0 with the deck,
    /// 1 when the search proves that none exists (K = 7) or none exists or is known.
    Search {
        /// Symbols per card.
        k: u32,
        /// Give up after this many symbol placements. The proof for K = 7 ignores it: it
        /// is a fixed computation (9,408 Latin squares) that ends in seconds.
        #[arg(long, default_value_t = dobble::FindOptions::DEFAULT_LIMIT)]
        limit: u64,
        #[command(flatten)]
        format: Format,
    },
    /// List every card that meets each card of the deck exactly once: exit 0 with cards, 1
    /// when no card can be added.
    Complete {
        /// The deck file, or `-` for standard input.
        file: PathBuf,
        /// Also list cards that need new symbols (+1, +2, ...).
        #[arg(long)]
        allow_new: bool,
        /// Give up beyond this many candidate cards.
        #[arg(long, default_value_t = 100_000)]
        limit: usize,
        #[command(flatten)]
        format: Format,
    },
    /// Count the deck's Fano configurations through each symbol and on each card: an
    /// invariant that tells the four planes of order 9 apart.
    Invariant {
        /// The deck file, or `-` for standard input.
        file: PathBuf,
        #[command(flatten)]
        format: Format,
    },
    /// Whether two decks are the same deck with other names: exit 0 with the map of
    /// symbols and cards (numbered from 1), 1 with the first invariant that differs.
    Isomorphic {
        /// The first deck file, or `-` for standard input.
        first: PathBuf,
        /// The second deck file, or `-` for standard input.
        second: PathBuf,
        #[command(flatten)]
        limits: Limits,
        #[command(flatten)]
        format: Format,
    },
    /// The deck's automorphism group (permutations of the symbols that map cards to
    /// cards): its exact order, generators, orbits, and for a projective plane whether it
    /// is transitive on points and on lines.
    Automorphisms {
        /// The deck file, or `-` for standard input.
        file: PathBuf,
        #[command(flatten)]
        limits: Limits,
        #[command(flatten)]
        format: Format,
    },
    /// The dual deck: a card for each symbol, listing the numbers (from 1) of the cards
    /// that show it.
    Dual {
        /// The deck file, or `-` for standard input.
        file: PathBuf,
        #[command(flatten)]
        format: Format,
    },
    /// The 0/1 incidence matrix: a row for each card, a column for each symbol (in order
    /// of first appearance).
    Incidence {
        /// The deck file, or `-` for standard input.
        file: PathBuf,
        /// Print CSV: a header of symbol names, then each card's number and row.
        #[arg(long, conflicts_with = "json")]
        csv: bool,
        #[command(flatten)]
        format: Format,
    },
    /// Draw a deck: one SVG per card and printable A4 sheets (print at 100 %), or one
    /// print-ready PDF. Both take --card-mm, --cards, --back, --backs, --images,
    /// --pictures, --strict, --layout and --seed; only --pdf takes --paper.
    #[command(group(clap::ArgGroup::new("output").required(true).args(["svg", "pdf"])))]
    Render {
        /// The deck file, or `-` for standard input.
        file: PathBuf,
        /// The folder to write SVG pictures into (created if missing).
        #[arg(long, value_name = "DIR", conflicts_with = "pdf")]
        svg: Option<PathBuf>,
        /// Write one print-ready PDF (a file is replaced only once it is complete, through a
        /// symbolic link the file it names; a device, a pipe or a file with several hard
        /// links is written in place).
        #[arg(long, value_name = "FILE")]
        pdf: Option<PathBuf>,
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
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[command(flatten)]
        format: Format,
    },
}

/// How every subcommand prints its answer.
#[derive(clap::Args, Clone, Copy)]
struct Format {
    /// Print one JSON document.
    #[arg(long)]
    json: bool,
}

/// How far `isomorphic` and `automorphisms` search: the first limit reached stops the
/// search with exit status 2.
#[derive(clap::Args, Clone, Copy)]
struct Limits {
    /// Give up after this many nodes of the search over relabellings (the planes of
    /// order 9 take at most 16,384).
    #[arg(long, default_value_t = dobble::structure::SearchOptions::DEFAULT_LIMIT)]
    limit: u64,
    /// Give up after this many seconds of search (0 to 1000000, fractions allowed): a
    /// regular deck that is no plane's, such as the dual of a Steiner triple system, can
    /// take hours.
    #[arg(long, value_name = "SECONDS", default_value = "60")]
    time_limit: cmd::Seconds,
}

/// The options of `render --pdf` and `render --svg`: which apply to which output.
#[derive(clap::Args)]
struct Print {
    /// With --pdf only (SVG sheets are A4): the paper [default: a4].
    #[arg(long, value_enum, conflicts_with = "svg")]
    paper: Option<Paper>,
    /// With --pdf or --svg: the diameter of a card in mm, its cut line [default: 85].
    #[arg(long, value_name = "D")]
    card_mm: Option<f64>,
    /// With --pdf: a page of card backs after each sheet, mirrored for double-sided
    /// printing (flip on the long edge); with --svg: back.svg and back-sheet.svg.
    #[arg(long)]
    backs: bool,
    /// With --pdf or --svg: this SVG or PNG picture on the card backs (centred, clipped to
    /// the card's disc), drawn as with --backs.
    #[arg(long, value_name = "FILE")]
    back: Option<PathBuf>,
    /// With --pdf or --svg: only these cards, numbered from 1: one card (7) or a range,
    /// 1..=55 (55 included) or 1..56 (56 left out).
    #[arg(long, value_name = "RANGE")]
    cards: Option<String>,
}

/// The papers of `render --pdf`.
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
    /// With --pdf or --svg: draw each symbol named after one of the 73 pictures built into
    /// the program as that picture, where --images has no file for it. A deck written by
    /// `generate --pictures` asks for this itself (its line `# pictures: built-in`).
    #[arg(long)]
    pictures: bool,
    /// With --images: refuse to draw a symbol that has no picture (exit 2).
    #[arg(long, requires = "images")]
    strict: bool,
    /// With --pdf or --svg: the words' colours; no two symbols of a card share one while
    /// the palette has as many colours as a card has symbols (vivid: 12, okabe-ito: 8).
    #[arg(long, value_enum, default_value_t = Palette::Vivid)]
    palette: Palette,
}

/// The palettes of `render --palette`.
#[derive(Clone, Copy, ValueEnum)]
enum Palette {
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

/// The options of `generate`.
#[derive(clap::Args)]
struct GenerateArgs {
    /// Symbols per card.
    k: u32,
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
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// With `--method search`: give up after this many symbol placements.
    #[arg(long, default_value_t = dobble::FindOptions::DEFAULT_LIMIT)]
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

impl From<Method> for dobble::Method {
    fn from(method: Method) -> dobble::Method {
        match method {
            Method::Field => dobble::Method::Field,
            Method::Mihova => dobble::Method::Mihova,
            Method::Search => dobble::Method::Search,
        }
    }
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    games_cli::run("dobble", || match args.command {
        Command::Verify { file, format } => cmd::verify::run(&file, format),
        Command::Generate(options) => cmd::generate::run(&options),
        Command::Search { k, limit, format } => cmd::search::run(k, limit, format),
        Command::Complete {
            file,
            allow_new,
            limit,
            format,
        } => cmd::complete::run(&file, allow_new, limit, format),
        Command::Invariant { file, format } => cmd::invariant::run(&file, format),
        Command::Isomorphic {
            first,
            second,
            limits,
            format,
        } => cmd::isomorphic::run(&first, &second, limits, format),
        Command::Automorphisms {
            file,
            limits,
            format,
        } => cmd::automorphisms::run(&file, limits, format),
        Command::Dual { file, format } => cmd::dual::run(&file, format),
        Command::Incidence { file, csv, format } => cmd::incidence::run(&file, csv, format),
        Command::Render {
            file,
            svg,
            pdf,
            layout,
            print,
            images,
            seed,
            format,
        } => match (svg, pdf) {
            (Some(svg), _) => cmd::render::svg(
                &file,
                &svg,
                &print,
                &images,
                layout.as_deref(),
                seed,
                format,
            ),
            (None, Some(pdf)) => cmd::render::pdf(
                &file,
                &pdf,
                &print,
                &images,
                layout.as_deref(),
                seed,
                format,
            ),
            (None, None) => Err(games_cli::CliError::bad(
                "render needs --svg DIR or --pdf FILE",
            )),
        },
    })
}
