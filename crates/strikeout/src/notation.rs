//! Moves as text: a move list file for the checker and a move typed by a player.
//!
//! A cell is written either as its 0-based position in reading order (`12`, as in the JSON
//! output) or as row and column from 1 (`r2c4`). A move is two cells separated by white
//! space or a comma. A move list has one move per line; `#` starts a comment.

use games_common::ParseError;
use games_common::input::content_lines;

use crate::field::Move;

/// What is wrong with a cell or a move written as text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NotationErrorKind {
    /// The text is neither a position nor a row and column.
    #[error("{text:?} is not a cell: write a position like 12 or a row and column like r2c4")]
    NotACell {
        /// The text read as a cell.
        text: String,
    },
    /// A row and column outside the field's columns (or a row or column of 0).
    #[error("{text:?} is not a cell: rows count from 1 and columns from 1 to {width}")]
    OffTheRows {
        /// The text read as a cell.
        text: String,
        /// The number of columns of the field.
        width: usize,
    },
    /// More than two cells.
    #[error("unexpected {text:?}: a move is two cells")]
    ExtraCell {
        /// The first piece of text after the second cell.
        text: String,
    },
    /// Fewer than two cells.
    #[error("a move is two cells, e.g. `0 9` or `r1c1 r2c1`")]
    MissingCell,
}

/// A move or move list that cannot be read: where (line and column, from 1) and what is
/// wrong ([`NotationErrorKind`]).
pub type NotationError = ParseError<NotationErrorKind>;

/// Reads one cell: a 0-based position, or `rRcC` (row and column from 1, either case) on a
/// field of `width` columns.
fn parse_cell(text: &str, width: usize) -> Result<usize, NotationErrorKind> {
    let not_a_cell = || NotationErrorKind::NotACell {
        text: text.to_owned(),
    };
    let lower = text.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix('r') {
        let (row, column) = rest.split_once('c').ok_or_else(not_a_cell)?;
        let row: usize = row.parse().map_err(|_| not_a_cell())?;
        let column: usize = column.parse().map_err(|_| not_a_cell())?;
        if row == 0 || column == 0 || column > width {
            return Err(NotationErrorKind::OffTheRows {
                text: text.to_owned(),
                width,
            });
        }
        return (row - 1)
            .checked_mul(width)
            .and_then(|c| c.checked_add(column - 1))
            .ok_or_else(not_a_cell);
    }
    text.parse().map_err(|_| not_a_cell())
}

/// Reads a move: two cells separated by white space or a comma, on a field of `width`
/// columns. A cell is a 0-based position in reading order (`12`) or a row and column from 1
/// (`r2c4`, either case). An error is on line 1, at the column (in characters, from 1)
/// of the problem in `text`: the piece that is wrong, or just past the end when a cell is
/// missing.
///
/// ```
/// use strikeout::notation::{parse_move, NotationErrorKind};
/// assert_eq!(parse_move("r1c1, r2c1", 9), Ok((0, 9)));
/// assert_eq!(parse_move("12,R3C4", 9), Ok((12, 21)));
/// let err = parse_move("0 r1c10", 9).unwrap_err();
/// assert_eq!(err.kind, NotationErrorKind::OffTheRows { text: "r1c10".into(), width: 9 });
/// let err = parse_move("0 9 3", 9).unwrap_err();
/// assert_eq!((err.line, err.column), (1, 5));
/// assert_eq!(err.kind, NotationErrorKind::ExtraCell { text: "3".into() });
/// ```
pub fn parse_move(text: &str, width: usize) -> Result<Move, NotationError> {
    let mut cells = Vec::new();
    let mut column = 0;
    for piece in text.split(|c: char| c.is_whitespace() || c == ',') {
        let at = column + 1;
        column += piece.chars().count() + 1;
        if piece.is_empty() {
            continue;
        }
        if cells.len() == 2 {
            let kind = NotationErrorKind::ExtraCell {
                text: piece.to_owned(),
            };
            return Err(ParseError::new(1, at, kind));
        }
        cells.push(parse_cell(piece, width).map_err(|kind| ParseError::new(1, at, kind))?);
    }
    match cells[..] {
        [a, b] => Ok((a, b)),
        _ => Err(ParseError::new(
            1,
            column.max(1),
            NotationErrorKind::MissingCell,
        )),
    }
}

/// Reads a move list: one move per line (see [`parse_move`]), `#` comments and blank lines
/// ignored, on a field of `width` columns. Each move comes with its line number, so an
/// illegal move found later by [`replay`](crate::replay) can be traced to its line.
///
/// ```
/// use strikeout::notation::{parse_move_list, NotationErrorKind};
/// let moves = parse_move_list("# the first moves\n0 9\n25 26  # row 3\n", 9).unwrap();
/// assert_eq!(moves, [((0, 9), 2), ((25, 26), 3)]);
/// let err = parse_move_list("0 9\n  8\n", 9).unwrap_err();
/// assert_eq!((err.line, err.column, err.kind), (2, 4, NotationErrorKind::MissingCell));
/// ```
pub fn parse_move_list(text: &str, width: usize) -> Result<Vec<(Move, usize)>, NotationError> {
    content_lines(text)
        .map(|line| {
            let indent = line.text.len() - line.text.trim_start().len();
            let indent_chars = line.text[..indent].chars().count();
            parse_move(line.text.trim_start(), width)
                .map(|m| (m, line.number))
                .map_err(|e| ParseError::new(line.number, indent_chars + e.column, e.kind))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn not_a_cell(text: &str) -> NotationErrorKind {
        NotationErrorKind::NotACell {
            text: text.to_owned(),
        }
    }

    #[test]
    fn cells_and_moves() {
        assert_eq!(parse_cell("12", 9), Ok(12));
        assert_eq!(parse_cell("r2c4", 9), Ok(12));
        assert_eq!(parse_cell("R1C9", 9), Ok(8));
        assert_eq!(
            parse_cell("r0c1", 9),
            Err(NotationErrorKind::OffTheRows {
                text: "r0c1".to_owned(),
                width: 9
            })
        );
        assert_eq!(parse_cell("r2", 9), Err(not_a_cell("r2")));
        assert_eq!(parse_cell("-1", 9), Err(not_a_cell("-1")));
        // A row so large that its first cell does not fit a usize is no cell either.
        let huge = format!("r{}c2", usize::MAX);
        assert_eq!(parse_cell(&huge, 9), Err(not_a_cell(&huge)));
        assert_eq!(parse_move("0 9", 9), Ok((0, 9)));
        assert_eq!(parse_move("r1c1, r2c1", 9), Ok((0, 9)));
        assert_eq!(
            parse_move("1 2 3", 9),
            Err(ParseError::new(
                1,
                5,
                NotationErrorKind::ExtraCell {
                    text: "3".to_owned()
                }
            ))
        );
        assert_eq!(
            parse_move("1 x", 9),
            Err(ParseError::new(1, 3, not_a_cell("x")))
        );
        assert_eq!(
            parse_move("7", 9),
            Err(ParseError::new(1, 2, NotationErrorKind::MissingCell))
        );
        assert_eq!(
            parse_move("", 9),
            Err(ParseError::new(1, 1, NotationErrorKind::MissingCell))
        );
    }

    /// The messages a person sees, word for word.
    #[test]
    fn messages_name_the_text() {
        assert_eq!(
            not_a_cell("ten").to_string(),
            "\"ten\" is not a cell: write a position like 12 or a row and column like r2c4"
        );
        assert_eq!(
            parse_cell("r1c10", 9).unwrap_err().to_string(),
            "\"r1c10\" is not a cell: rows count from 1 and columns from 1 to 9"
        );
        assert_eq!(
            parse_move("1 2 3", 9).unwrap_err().to_string(),
            "line 1, column 5: unexpected \"3\": a move is two cells"
        );
        assert_eq!(
            NotationErrorKind::MissingCell.to_string(),
            "a move is two cells, e.g. `0 9` or `r1c1 r2c1`"
        );
    }

    #[test]
    fn move_lists_locate_errors() {
        let text = "# the first moves\n0 9\n  25 26  # the end of row 3\n\n8 ten\n";
        let err = parse_move_list(text, 9).unwrap_err();
        assert_eq!(err, ParseError::new(5, 3, not_a_cell("ten")));
        let ok = parse_move_list("0 9\n  25 26  # the end of row 3\n", 9).unwrap();
        assert_eq!(ok, vec![((0, 9), 1), ((25, 26), 2)]);
        // A byte-order mark before the first move is not part of it.
        let ok = parse_move_list("\u{feff}0 9\r\n", 9).unwrap();
        assert_eq!(ok, vec![((0, 9), 1)]);
        // Columns count characters, not bytes.
        let err = parse_move_list("0 é", 9).unwrap_err();
        assert_eq!((err.line, err.column), (1, 3));
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

        /// Any text as a move: two cells that write back to the same move, or an error
        /// whose column points inside the text or just past it, naming the piece there.
        #[test]
        fn junk_moves_are_located(text in "\\PC{0,16}|[0-9rRcC ,\t]{0,16}", width in 1usize..12) {
            match parse_move(&text, width) {
                Ok((a, b)) => {
                    let again = parse_move(&format!("{a} {b}"), width);
                    prop_assert_eq!(again, Ok((a, b)));
                }
                Err(e) => {
                    prop_assert_eq!(e.line, 1);
                    prop_assert!(e.column >= 1 && e.column <= text.chars().count() + 1);
                    let rest: String = text.chars().skip(e.column - 1).collect();
                    match &e.kind {
                        NotationErrorKind::NotACell { text: piece }
                        | NotationErrorKind::OffTheRows { text: piece, .. }
                        | NotationErrorKind::ExtraCell { text: piece } => {
                            prop_assert!(rest.starts_with(piece.as_str()));
                        }
                        NotationErrorKind::MissingCell => {}
                    }
                }
            }
        }
    }
}
