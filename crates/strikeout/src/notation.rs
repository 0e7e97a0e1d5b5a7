//! Moves as text: a move list file for the checker, a move typed at the `play` prompt, and
//! the notebook view of a replayed game.
//!
//! A cell is written either as its 0-based position in reading order (`12`, as in the JSON
//! output) or as row and column from 1 (`r2c4`). A move is two cells separated by white
//! space or a comma. A move list has one move per line; `#` starts a comment.

use games_common::ParseError;
use games_common::input::content_lines;

use crate::check::Replay;
use crate::field::{Field, Move, digit_string};

/// Reads one cell: a 0-based position, or `rRcC` (row and column from 1) on a field of
/// `width` columns.
pub fn parse_cell(text: &str, width: usize) -> Result<usize, String> {
    let lower = text.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix('r') {
        let bad = || {
            format!(
                "{text:?} is not a cell: write a position like 12 or a row and column like r2c4"
            )
        };
        let (row, column) = rest.split_once('c').ok_or_else(bad)?;
        let row: usize = row.parse().map_err(|_| bad())?;
        let column: usize = column.parse().map_err(|_| bad())?;
        if row == 0 || column == 0 || column > width {
            return Err(format!(
                "{text:?} is not a cell: rows count from 1 and columns from 1 to {width}"
            ));
        }
        return (row - 1)
            .checked_mul(width)
            .and_then(|c| c.checked_add(column - 1))
            .ok_or_else(bad);
    }
    text.parse().map_err(|_| {
        format!("{text:?} is not a cell: write a position like 12 or a row and column like r2c4")
    })
}

/// Reads a move: two cells (see [`parse_cell`]) separated by white space or a comma.
/// Errors give the column (in characters, from 1) of the problem in `text`.
pub fn parse_move(text: &str, width: usize) -> Result<Move, (usize, String)> {
    let mut cells = Vec::new();
    let mut column = 0;
    for piece in text.split(|c: char| c.is_whitespace() || c == ',') {
        let at = column + 1;
        column += piece.chars().count() + 1;
        if piece.is_empty() {
            continue;
        }
        if cells.len() == 2 {
            return Err((at, format!("unexpected {piece:?}: a move is two cells")));
        }
        cells.push(parse_cell(piece, width).map_err(|m| (at, m))?);
    }
    match cells[..] {
        [a, b] => Ok((a, b)),
        _ => Err((
            column.max(1),
            "a move is two cells, e.g. `0 9` or `r1c1 r2c1`".to_owned(),
        )),
    }
}

/// Reads a move list: one move per line (see [`parse_move`]), `#` comments, blank lines
/// ignored. Each move comes with its line number.
pub fn parse_move_list(text: &str, width: usize) -> Result<Vec<(Move, usize)>, ParseError<String>> {
    content_lines(text)
        .map(|line| {
            let indent = line.text.len() - line.text.trim_start().len();
            let indent_chars = line.text[..indent].chars().count();
            parse_move(line.text.trim_start(), width)
                .map(|m| (m, line.number))
                .map_err(|(column, message)| {
                    ParseError::new(line.number, indent_chars + column, message)
                })
        })
        .collect()
}

/// A cell as `position (rRcC)`.
pub fn cell_label(cell: usize, width: usize) -> String {
    format!("{cell} (r{}c{})", cell / width + 1, cell % width + 1)
}

/// The replayed game as a notebook shows it: for each phase, its moves and the field at its
/// end (struck cells as `.`, rows numbered from 1), then the block appended.
pub fn notebook(replay: &Replay) -> String {
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
        out.push_str(&rows(&phase.field));
        match &phase.appended {
            Some(block) => out.push_str(&format!(
                "  stuck: append the {} {}\n\n",
                counted(block.len(), "live digit"),
                digit_string(block)
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

/// `n` and the noun, plural unless `n` is 1: "1 cell", "27 cells".
pub fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The rows of a field, numbered, indented.
pub fn rows(field: &Field) -> String {
    field
        .rows()
        .iter()
        .enumerate()
        .map(|(r, row)| format!("  {:>3}  {row}\n", r + 1))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn cells_and_moves() {
        assert_eq!(parse_cell("12", 9), Ok(12));
        assert_eq!(parse_cell("r2c4", 9), Ok(12));
        assert_eq!(parse_cell("R1C9", 9), Ok(8));
        assert!(
            parse_cell("r1c10", 9)
                .unwrap_err()
                .contains("columns from 1 to 9")
        );
        assert_eq!(parse_move("0 9", 9), Ok((0, 9)));
        assert_eq!(parse_move("r1c1, r2c1", 9), Ok((0, 9)));
        assert_eq!(parse_move("1 2 3", 9).unwrap_err().0, 5);
        assert_eq!(parse_move("1 x", 9).unwrap_err().0, 3);
        assert_eq!(parse_move("7", 9).unwrap_err().0, 2);
    }

    #[test]
    fn counts_agree_with_their_noun() {
        assert_eq!(counted(0, "move"), "0 moves");
        assert_eq!(counted(1, "cell"), "1 cell");
        assert_eq!(counted(2, "live digit"), "2 live digits");
    }

    #[test]
    fn move_lists_locate_errors() {
        let text = "# the first moves\n0 9\n  25 26  # the end of row 3\n\n8 ten\n";
        let err = parse_move_list(text, 9).unwrap_err();
        assert_eq!(
            err,
            ParseError::new(
                5,
                3,
                "\"ten\" is not a cell: write a position like 12 or a row and column like r2c4"
                    .to_owned()
            )
        );
        let ok = parse_move_list("0 9\n  25 26  # the end of row 3\n", 9).unwrap();
        assert_eq!(ok, vec![((0, 9), 1), ((25, 26), 2)]);
        // A byte-order mark before the first move is not part of it.
        let ok = parse_move_list("\u{feff}0 9\r\n", 9).unwrap();
        assert_eq!(ok, vec![((0, 9), 1)]);
    }

    proptest! {
        /// Junk never panics, and an error points inside the text (or just past a line's
        /// end when a cell is missing).
        #[test]
        fn junk_is_located(text in "[0-9rc ,#\n\\-x]{0,40}", width in 1usize..12) {
            if let Err(e) = parse_move_list(&text, width) {
                let line = text.lines().nth(e.line - 1);
                prop_assert!(line.is_some());
                prop_assert!(e.column >= 1 && e.column <= line.unwrap().chars().count() + 1);
            }
        }
    }
}
