//! The subcommands, one file each, and the words they share: how a field, a cell, a count
//! and a replayed game are written for a person.

use games_cli::{CliError, Progress};
use strikeout::budget::{Budget, Headway, SearchError};
use strikeout::frames::Struck;
use strikeout::{Field, Replay};

pub(crate) mod check;
pub(crate) mod count;
pub(crate) mod machine;
pub(crate) mod pictures;
pub(crate) mod play;
pub(crate) mod solve;

/// A budget of `mib` MiB whose progress shows on `progress` (which shows nothing unless
/// standard error is a terminal).
fn budget(mib: usize, progress: &Progress) -> Budget<'_> {
    Budget::new(mib << 20).on_progress(move |h: &Headway| {
        progress.update(format!(
            "phases {}, positions {}; a field of {} cells; {:.1} of {mib} MiB",
            h.work.phases,
            h.work.positions,
            h.length,
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

/// `n` and the noun, plural unless `n` is 1: "1 cell", "27 cells".
fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
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

    #[test]
    fn counts_agree_with_their_noun() {
        assert_eq!(counted(0, "move"), "0 moves");
        assert_eq!(counted(1, "cell"), "1 cell");
        assert_eq!(counted(2, "live digit"), "2 live digits");
    }

    #[test]
    fn cells_are_labelled_by_position_row_and_column() {
        assert_eq!(cell_label(0, 9), "0 (r1c1)");
        assert_eq!(cell_label(12, 9), "12 (r2c4)");
        assert_eq!(digits(&[2, 3]), "23");
    }
}
