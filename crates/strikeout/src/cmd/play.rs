//! `strikeout play`: a person plays at the terminal. The game itself is the library's
//! session, [`Puzzle`]; this file reads the typed lines and shows the library's words for
//! each move, hint, undo and ending. The field is shown
//! under a column ruler, struck cells as `--struck` says; at the prompt a move is two
//! cells, and the words are those of every game of the workspace: `help`, `hint`, `undo`,
//! `moves`, `quit`. `quit` and the end of input leave the game unfinished (exit status 0).
//!
//! The program is in a dialogue here: a failed write (the reader gone) stops it with exit
//! status 2, and a line it cannot use (not UTF-8, too long, not a move) is explained and
//! asked again. A hint is the library's [`Advice`](strikeout::Advice), in its words: its
//! search keeps to the memory budget `solve` has (`--memory`) and to the library's
//! [`HINT_POSITIONS`], and a search that stops there, or finds no solution within the
//! bound, still gives a move, said not to be proved best.

use std::io::{self, Write};

use games_cli::args::whole_in;
use games_cli::{CliError, Outcome, Progress, Typed, listed, read_typed_line};
use strikeout::advice::HINT_POSITIONS;
use strikeout::field::MAX_CELLS;
use strikeout::notation::parse_move;
use strikeout::session::{Puzzle, Session, TakenBack};
use strikeout::{Advice, Field};

use super::{Look, Memory, Setup, bound, budget, cell_label, numbered_rows, struck_mark};

/// The longest line read at the prompt, in bytes; a longer one is dropped and asked again.
const LINE_LIMIT: usize = 4096;

/// The error for a write that failed in the middle of the game.
fn lost(e: io::Error) -> CliError {
    CliError::because("cannot write the game", e)
}

/// Writes a line of the dialogue; a failed write ends the game with an error.
macro_rules! say {
    ($out:expr, $($arg:tt)*) => {
        writeln!($out, $($arg)*).map_err(lost)?
    };
}

/// The words understood at the prompt, and what a move is, as `help` lists them.
const HELP: &str = "A move is two cells: positions from 0 (`0 9`) or rows and columns from 1 \
                    (`r1c1 r2c1`);\nthe ruler above the field numbers the columns. Or type:\n  \
                    help   this list\n  \
                    hint   a move: on a shortest solution when the search proves one,\n         \
                    else the one that leaves the most moves open\n  \
                    undo   take back the last move (and what was appended after it)\n  \
                    moves  the legal moves\n  \
                    quit   leave the game unfinished (so does the end of input)";

/// The column numbers over a field of `width` columns, from 1, one line per digit place
/// (tens over units, and so on), lined up with the rows of [`numbered_rows`].
fn ruler(width: usize) -> String {
    let places = width.to_string().len();
    (0..places)
        .rev()
        .map(|place| {
            let step = 10usize.pow(place as u32);
            let marks: String = (1..=width)
                .map(|column| {
                    if column < step {
                        ' '
                    } else {
                        char::from(b'0' + (column / step % 10) as u8)
                    }
                })
                .collect();
            format!("       {}", marks.trim_end())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The field under its column ruler, without the last line ending.
fn shown(field: &Field, struck: char) -> String {
    let rows = numbered_rows(field, struck);
    format!("{}\n{}", ruler(field.width()), rows.trim_end_matches('\n'))
}

/// The arguments of `play`.
#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    setup: Setup,
    /// Start from N random digits instead of `--start` (each digit 1-9 equally
    /// likely, drawn independently), in rows of `--width`.
    #[arg(long, value_name = "N", conflicts_with = "start", value_parser = random_length)]
    random: Option<usize>,
    /// The seed of the random generator (ChaCha8) of `--random`: the same seed, the
    /// same field.
    #[arg(long, value_name = "S", default_value_t = 0, requires = "random", value_parser = games_cli::args::whole::<u64>)]
    seed: u64,
    #[command(flatten)]
    look: Look,
    /// Hints search solutions of at most this many cells [default: the field's length
    /// plus four cells for each live digit, at most 10000].
    #[arg(long, value_name = "L", value_parser = bound)]
    hint_bound: Option<usize>,
    /// The memory of each hint's search, as for `solve`.
    #[command(flatten)]
    memory: Memory,
}

/// The length of a random start: a whole number from 1 to [`MAX_CELLS`], the largest
/// field played.
fn random_length(text: &str) -> Result<usize, String> {
    whole_in(text, 1, MAX_CELLS)
        .map_err(|_| format!("a random start is a whole number of digits from 1 to {MAX_CELLS}"))
}

/// Plays from the start (or a random field), reading moves from standard input, struck
/// cells shown as `--struck` says; hints search solutions of at most `--hint-bound` cells
/// (by default a bound the library derives from the field) within the memory budget.
pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let start = match args.random {
        None => args.setup.field()?,
        Some(n) => Field::random(args.setup.width, n, args.seed).map_err(|e| {
            let given = format!("--random {n} --width {}", args.setup.width);
            CliError::because(given, e)
        })?,
    };
    let (struck, hint_bound, mib) = (args.look.struck(), args.hint_bound, args.memory.mib());
    let mark = struck_mark(struck);
    let width = start.width();
    let (puzzle, opening) = Puzzle::new(start);
    let mut game = puzzle.with_hints(mib << 20, HINT_POSITIONS, hint_bound);
    let mut out = io::stdout().lock();
    let mut input = io::stdin().lock();
    // Lines of standard input read so far, to name the line of a read error.
    let mut line_number = 0;
    say!(
        out,
        "strike two live cells with equal digits or digits summing to 10 that are neighbours\n\
         (in reading order or in a column, struck cells skipped). Type two cells as positions\n\
         from 0 (`0 9`) or rows and columns from 1 (`r1c1 r2c1`); or `help`, `hint`, `undo`,\n\
         `moves`, `quit`."
    );
    let mut said = opening.to_string();
    loop {
        if !said.is_empty() {
            say!(out, "{said}");
            said.clear();
        }
        say!(out, "\n{}", shown(game.field(), mark));
        let standing = game.standing();
        if standing.status.is_over() {
            say!(out, "{standing}");
            break;
        }
        write!(out, "> ").and_then(|()| out.flush()).map_err(lost)?;
        line_number += 1;
        let typed = read_typed_line(&mut input, LINE_LIMIT)
            .map_err(|e| CliError::because(format!("standard input: line {line_number}"), e))?;
        let line = match typed {
            Typed::Line(line) => line,
            Typed::NotText => {
                say!(out, "that line is not text (UTF-8); try again");
                continue;
            }
            Typed::TooLong => return Err(CliError::line_too_long(LINE_LIMIT)),
            Typed::End => {
                say!(out, "\nGame left unfinished.");
                break;
            }
        };
        match line.trim() {
            "" => say!(out, "type two cells, or `help`"),
            "quit" | "q" => {
                say!(out, "Game left unfinished.");
                break;
            }
            "help" => say!(out, "{HELP}"),
            "undo" => {
                let before = game.field().len();
                match game.undo() {
                    Ok(undone) => say!(out, "{}", TakenBack::new(&undone, before, &game)),
                    Err(e) => say!(out, "{e}"),
                }
            }
            "moves" => {
                let moves = game.legal_moves();
                let pairs = moves
                    .iter()
                    .map(|&(a, b)| format!("{} {}", cell_label(a, width), cell_label(b, width)));
                say!(out, "moves: {}", listed(pairs, ", "));
            }
            "hint" => match advice(&game, mib) {
                Some(advice) => say!(out, "hint: {advice}"),
                None => say!(out, "no hint: no move is left"),
            },
            typed => match parse_move(typed, width) {
                Err(e) => say!(out, "{}; try again", e.kind),
                Ok(mv) => match game.play(mv) {
                    Ok(turn) => said = turn.to_string(),
                    Err(reason) => say!(out, "{reason}; try again"),
                },
            },
        }
    }
    out.flush().map_err(lost)?;
    Ok(Outcome::Yes)
}

/// The hint for `game`, its search within `mib` MiB and the puzzle's positions and
/// length bound, with progress on a terminal.
fn advice(game: &Puzzle, mib: usize) -> Option<Advice> {
    let progress = Progress::new("hint");
    let advice = game.hint_within(budget(mib, &progress).with_positions(HINT_POSITIONS));
    progress.finish();
    advice
}
