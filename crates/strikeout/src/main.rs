//! The `strikeout` command: solve, count, check and play the digit strike-out game.
//!
//! This file holds the command line (clap) and the dispatch; each subcommand's words and
//! printing live in `cmd/`. Every answer comes from the `strikeout` library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use games_cli::CliError;
use strikeout::budget::DEFAULT_MEMORY;
use strikeout::field::{MAX_CELLS, STANDARD_START, STANDARD_WIDTH};
use strikeout::frames::{MAX_SCALE, Step, Struck, Style};
use strikeout::{CountBy, Field};

mod cmd;

/// The digit strike-out game: strike equal or ten-summing neighbours, append the live
/// digits when stuck, win by striking every cell.
#[derive(Parser)]
#[command(
    version,
    after_help = games_cli::exit_statuses(&[("1", "solve: no solution within the bound; check: the moves do not win")])
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The start and width of a game.
#[derive(Args)]
struct Setup {
    /// The digits written at the start (1-9 only).
    #[arg(long, value_name = "DIGITS", default_value = STANDARD_START)]
    start: String,
    /// Cells to a row.
    #[arg(long, default_value_t = STANDARD_WIDTH)]
    width: usize,
}

impl Setup {
    /// The start field, or an error that names the options as given.
    fn field(&self) -> Result<Field, CliError> {
        Field::new(self.width, &self.start).map_err(|e| {
            let given = format!("--start {:?} --width {}", self.start, self.width);
            CliError::because(given, e)
        })
    }
}

/// The memory a search may use.
#[derive(Args)]
struct Memory {
    /// The most memory, in MiB, the search's tables may hold; past it the search stops
    /// with exit status 2.
    #[arg(long = "memory", value_name = "MIB", default_value_t = DEFAULT_MEMORY >> 20, value_parser = mebibytes)]
    mib: usize,
}

/// The largest `--memory`, in MiB: 1 TiB.
const MAX_MEBIBYTES: usize = 1 << 20;

/// A memory budget in MiB: a whole number from 1 to [`MAX_MEBIBYTES`].
fn mebibytes(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_MEBIBYTES).contains(&n) => Ok(n),
        _ => Err(format!(
            "a memory budget is a whole number of MiB from 1 to {MAX_MEBIBYTES}"
        )),
    }
}

/// What makes two solutions different, as `--count-by` names it.
#[derive(Clone, Copy, clap::ValueEnum)]
enum Distinct {
    /// Their final fields (whole digit strings).
    Strings,
    /// The sequences of stuck positions they pass through.
    States,
}

impl From<Distinct> for CountBy {
    fn from(by: Distinct) -> CountBy {
        match by {
            Distinct::Strings => CountBy::Strings,
            Distinct::States => CountBy::States,
        }
    }
}

/// Where the pictures of a game go (`--frames DIR`, `--gif FILE`), and how they are drawn.
#[derive(Args)]
struct Pictures {
    /// Write one SVG picture per move (or phase) into this folder (made if missing):
    /// move-001.svg, ..., the last one the field at the end.
    #[arg(long, value_name = "DIR")]
    frames: Option<PathBuf>,
    /// Write the same pictures as an animated GIF to this file.
    #[arg(long, value_name = "FILE")]
    gif: Option<PathBuf>,
    /// Draw the pictures this many times as large (1 to 4).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = scale)]
    scale: usize,
    /// One picture per move, or per phase (the moves between two appends).
    #[arg(long, value_enum, value_name = "STEP", default_value_t = FramePer::Move)]
    frame_per: FramePer,
    #[command(flatten)]
    look: Look,
}

/// How struck digits look, in the text and in the pictures (`--struck`).
#[derive(Args)]
struct Look {
    /// Show struck digits greyed in pictures and as `.` in text, or as `#` in both (the
    /// notebook look).
    #[arg(long, value_enum, value_name = "LOOK", default_value_t = StruckLook::Grey)]
    struck: StruckLook,
}

impl From<Look> for Struck {
    fn from(look: Look) -> Struck {
        match look.struck {
            StruckLook::Grey => Struck::Grey,
            StruckLook::Hash => Struck::Hash,
        }
    }
}

/// What one picture shows, as `--frame-per` names it.
#[derive(Clone, Copy, clap::ValueEnum)]
enum FramePer {
    /// One move, its two cells marked.
    Move,
    /// One phase, every cell it strikes marked.
    Phase,
}

/// How struck digits are drawn, as `--struck` names it.
#[derive(Clone, Copy, clap::ValueEnum)]
enum StruckLook {
    /// Greyed, still readable.
    Grey,
    /// As `#`.
    Hash,
}

/// A picture scale: a whole number from 1 to [`MAX_SCALE`].
fn scale(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_SCALE).contains(&n) => Ok(n),
        _ => Err(format!("a scale is a whole number from 1 to {MAX_SCALE}")),
    }
}

impl From<Pictures> for cmd::pictures::Pictures {
    fn from(p: Pictures) -> Self {
        let mut style = Style::default();
        style.scale = p.scale;
        style.step = match p.frame_per {
            FramePer::Move => Step::Move,
            FramePer::Phase => Step::Phase,
        };
        style.struck = p.look.into();
        cmd::pictures::Pictures {
            frames: p.frames,
            gif: p.gif,
            style,
        }
    }
}

/// The `--json` switch of the subcommands that have one.
#[derive(Args)]
struct Json {
    /// Print one JSON document.
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand)]
enum Command {
    /// A shortest solution, proved shortest by exhausting every shorter field.
    Solve {
        #[command(flatten)]
        setup: Setup,
        /// Search solutions of at most this many cells (a game can grow forever).
        #[arg(long, default_value_t = 200, value_parser = bound)]
        max_length: usize,
        #[command(flatten)]
        memory: Memory,
        #[command(flatten)]
        pictures: Pictures,
        #[command(flatten)]
        json: Json,
    },
    /// How many distinct solutions (distinct final digit strings) each length has.
    Count {
        #[command(flatten)]
        setup: Setup,
        /// Count solutions of at most this many cells.
        #[arg(long, value_parser = bound)]
        max_length: usize,
        /// What makes two solutions different.
        #[arg(long, value_enum, default_value_t = Distinct::Strings)]
        count_by: Distinct,
        /// Search this many phases at once [default: one per core].
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
        threads: Option<u16>,
        #[command(flatten)]
        memory: Memory,
        #[command(flatten)]
        json: Json,
    },
    /// Replay a move list (one move per line: two cells as `12 21` or `r2c4 r3c4`),
    /// appending whenever the field is stuck; exit 1 if it does not win.
    Check {
        #[command(flatten)]
        setup: Setup,
        /// The move list file, or `-` for standard input.
        moves: PathBuf,
        #[command(flatten)]
        pictures: Pictures,
        #[command(flatten)]
        json: Json,
    },
    /// Play in the terminal: type two cells (`0 9` or `r1c1 r2c1`), or `help`, `hint`,
    /// `undo`, `moves` or `quit`.
    Play {
        #[command(flatten)]
        setup: Setup,
        /// Start from N random digits instead of `--start` (each digit 1-9 equally
        /// likely, drawn independently), in rows of `--width`.
        #[arg(long, value_name = "N", conflicts_with = "start", value_parser = random_length)]
        random: Option<usize>,
        /// The seed of the random generator (ChaCha8) of `--random`: the same seed, the
        /// same field.
        #[arg(long, value_name = "S", default_value_t = 0, requires = "random")]
        seed: u64,
        #[command(flatten)]
        look: Look,
        /// Hints search solutions of at most this many cells.
        #[arg(long, default_value_t = 120, value_parser = bound)]
        hint_bound: usize,
        /// The memory of each hint's search, as for `solve`.
        #[command(flatten)]
        memory: Memory,
    },
}

/// A length bound: a whole number from 1 to [`MAX_CELLS`] (fields stuck for ever double at
/// every append, so a larger bound could only exhaust memory).
fn bound(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_CELLS).contains(&n) => Ok(n),
        _ => Err(format!(
            "a length bound is a whole number from 1 to {MAX_CELLS}"
        )),
    }
}

/// The length of a random start: a whole number from 1 to [`MAX_CELLS`], the largest
/// field played.
fn random_length(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_CELLS).contains(&n) => Ok(n),
        _ => Err(format!(
            "a random start is a whole number of digits from 1 to {MAX_CELLS}"
        )),
    }
}

fn main() -> ExitCode {
    let args = Cli::parse();
    games_cli::run("strikeout", || match args.command {
        Command::Solve {
            setup,
            max_length,
            memory,
            pictures,
            json,
        } => cmd::solve::run(
            &setup.field()?,
            max_length,
            cmd::machine::clamped(memory.mib),
            &pictures.into(),
            json.json,
        ),
        Command::Count {
            setup,
            max_length,
            count_by,
            threads,
            memory,
            json,
        } => cmd::count::run(
            &setup.field()?,
            max_length,
            count_by.into(),
            threads.map(usize::from),
            cmd::machine::clamped(memory.mib),
            json.json,
        ),
        Command::Check {
            setup,
            moves,
            pictures,
            json,
        } => cmd::check::run(&setup.field()?, &moves, &pictures.into(), json.json),
        Command::Play {
            setup,
            random,
            seed,
            look,
            hint_bound,
            memory,
        } => {
            let start = match random {
                None => setup.field()?,
                Some(n) => Field::random(setup.width, n, seed).map_err(|e| {
                    let given = format!("--random {n} --width {}", setup.width);
                    CliError::because(given, e)
                })?,
            };
            cmd::play::run(
                start,
                look.into(),
                hint_bound,
                cmd::machine::clamped(memory.mib),
            )
        }
    })
}
