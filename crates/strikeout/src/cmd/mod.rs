//! The subcommands, one file each with its arguments, and what they share: the start, the
//! memory budget, the look of struck digits and `--json` as options, and how a field, a
//! cell, a count and a replayed game are written for a person.

use games_cli::args::whole_in;
use games_cli::{CliError, Progress, counted};
use strikeout::budget::{Budget, DEFAULT_MEMORY, Headway, SearchError};
use strikeout::field::{MAX_CELLS, STANDARD_START, STANDARD_WIDTH};
use strikeout::frames::Struck;
use strikeout::{Field, Replay};

pub(crate) mod check;
pub(crate) mod count;
pub(crate) mod machine;
pub(crate) mod merge;
pub(crate) mod pictures;
pub(crate) mod play;
mod shard;
pub(crate) mod solve;

/// The start and width of a game.
#[derive(clap::Args)]
pub(crate) struct Setup {
    /// The digits written at the start (1-9 only).
    #[arg(long, value_name = "DIGITS", default_value = STANDARD_START)]
    start: String,
    /// Cells to a row.
    #[arg(long, default_value_t = STANDARD_WIDTH, value_parser = games_cli::args::whole::<usize>)]
    width: usize,
}

impl Setup {
    /// The start field, or an error that names the options as given.
    fn field(&self) -> Result<Field, CliError> {
        Field::new(self.width, &self.start).map_err(|e| {
            let given = format!("--start {} --width {}", shortened(&self.start), self.width);
            CliError::because(given, e)
        })
    }
}

/// The most characters of a start a message quotes.
const QUOTED: usize = 40;

/// A start as a message quotes it: whole (in quotes) up to [`QUOTED`] characters, else its
/// first [`QUOTED`] and how many there are, so a long one does not flood the terminal.
fn shortened(start: &str) -> String {
    let count = start.chars().count();
    if count <= QUOTED {
        return format!("{start:?}");
    }
    let head: String = start.chars().take(QUOTED).collect();
    format!("{head:?}… ({count} characters)")
}

/// The memory a search may use.
#[derive(clap::Args)]
pub(crate) struct Memory {
    /// The most memory, in MiB, the search's tables may hold; past it the search stops
    /// with exit status 2.
    #[arg(long = "memory", value_name = "MIB", default_value_t = DEFAULT_MEMORY >> 20, value_parser = mebibytes)]
    mib: usize,
}

impl Memory {
    /// The budget in MiB, lowered to what the machine can give a search (saying so).
    fn mib(&self) -> usize {
        machine::clamped(self.mib)
    }
}

/// The largest `--memory`, in MiB: 1 TiB.
const MAX_MEBIBYTES: usize = 1 << 20;

/// A memory budget in MiB: a whole number from 1 to [`MAX_MEBIBYTES`].
fn mebibytes(text: &str) -> Result<usize, String> {
    whole_in(text, 1, MAX_MEBIBYTES)
        .map_err(|_| format!("a memory budget is a whole number of MiB from 1 to {MAX_MEBIBYTES}"))
}

/// How struck digits look, in the text and in the pictures (`--struck`).
#[derive(clap::Args)]
pub(crate) struct Look {
    /// Show struck digits greyed in pictures and as `.` in text, or as `#` in both (the
    /// notebook look).
    #[arg(long, value_enum, value_name = "LOOK", default_value_t = StruckLook::Grey)]
    struck: StruckLook,
}

impl Look {
    /// The library's name for the look.
    fn struck(&self) -> Struck {
        match self.struck {
            StruckLook::Grey => Struck::Grey,
            StruckLook::Hash => Struck::Hash,
        }
    }
}

/// How struck digits are drawn, as `--struck` names it.
#[derive(Clone, Copy, clap::ValueEnum)]
enum StruckLook {
    /// Greyed, still readable.
    Grey,
    /// As `#`.
    Hash,
}

/// The `--json` switch of the subcommands that have one.
#[derive(clap::Args)]
pub(crate) struct Json {
    /// Print one JSON document.
    #[arg(long)]
    json: bool,
}

/// A length bound: a whole number from 1 to [`MAX_CELLS`] (fields stuck for ever double at
/// every append, so a larger bound could only exhaust memory).
fn bound(text: &str) -> Result<usize, String> {
    whole_in(text, 1, MAX_CELLS)
        .map_err(|_| format!("a length bound is a whole number from 1 to {MAX_CELLS}"))
}

/// A budget of `mib` MiB whose progress shows on `progress` (which shows nothing unless
/// standard error is a terminal).
fn budget(mib: usize, progress: &Progress) -> Budget<'_> {
    Budget::new(mib << 20).on_progress(move |h: &Headway| {
        progress.update(format!(
            "phases {}, positions {}; a field of {}; {:.1} of {mib} MiB",
            h.work.phases,
            h.work.positions,
            counted(h.length, "cell"),
            h.memory as f64 / f64::from(1 << 20)
        ));
    })
}

/// The error of a search that stopped without an answer, naming the budget it was given.
fn stopped(mib: usize, e: SearchError) -> CliError {
    match e {
        SearchError::OutOfMemory { .. } => {
            CliError::because(format!("no answer within --memory {mib}"), e)
        }
        _ => CliError::rejected(e),
    }
}

/// Digits (1-9) as text: `[1, 2, 3]` is `"123"`.
fn digits(block: &[u8]) -> String {
    block.iter().map(|&d| char::from(b'0' + d)).collect()
}

/// A cell as `position (rRcC)`.
fn cell_label(cell: usize, width: usize) -> String {
    format!("{cell} (r{}c{})", cell / width + 1, cell % width + 1)
}

/// How a struck cell is written in text: `.`, or `#` with `--struck hash`.
fn struck_mark(struck: Struck) -> char {
    if struck == Struck::Hash { '#' } else { '.' }
}

/// The rows of a field, numbered from 1, indented, one per line, a struck cell written
/// `struck`.
fn numbered_rows(field: &Field, struck: char) -> String {
    field
        .rows_marked(struck)
        .iter()
        .enumerate()
        .map(|(r, row)| format!("  {:>3}  {row}\n", r + 1))
        .collect()
}

/// The replayed game as a notebook shows it: for each phase, its moves and the field at its
/// end (struck cells as `struck`, rows numbered from 1), then the block appended.
fn notebook(replay: &Replay, struck: char) -> String {
    let mut out = String::new();
    for (i, phase) in replay.phases.iter().enumerate() {
        out.push_str(&format!(
            "phase {}: {}, {}\n",
            i + 1,
            counted(phase.field.len(), "cell"),
            counted(phase.moves.len(), "move")
        ));
        for chunk in phase.moves.chunks(8) {
            let shown: Vec<String> = chunk.iter().map(|(a, b)| format!("{a}-{b}")).collect();
            out.push_str(&format!("  strike {}\n", shown.join(" ")));
        }
        out.push_str(&numbered_rows(&phase.field, struck));
        match &phase.appended {
            Some(block) => out.push_str(&format!(
                "  stuck: append the {} {}\n\n",
                counted(block.len(), "live digit"),
                digits(block)
            )),
            None if phase.field.is_won() => {
                out.push_str(&format!(
                    "  won: every cell struck, length {}\n",
                    phase.field.len()
                ));
            }
            None if phase.field.is_stuck() => out.push_str("  stuck\n"),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A start of up to 40 characters is quoted whole; a longer one by its first 40 and
    /// its length.
    #[test]
    fn long_starts_are_quoted_short() {
        assert_eq!(shortened("1203"), "\"1203\"");
        let forty = "1".repeat(40);
        assert_eq!(shortened(&forty), format!("\"{forty}\""));
        let long = format!("{forty}{}", "2".repeat(2960));
        assert_eq!(shortened(&long), format!("\"{forty}\"… (3000 characters)"));
    }

    #[test]
    fn cells_are_labelled_by_position_row_and_column() {
        assert_eq!(cell_label(0, 9), "0 (r1c1)");
        assert_eq!(cell_label(12, 9), "12 (r2c4)");
        assert_eq!(digits(&[2, 3]), "23");
    }
}
