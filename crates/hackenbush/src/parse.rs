//! The input format: one edge per line, two vertex names separated by white space; `#`
//! starts a comment; blank lines are ignored; lines end in LF or CRLF. Edges are numbered
//! from 1 in file order.

use games_common::ParseError;
use games_common::input::{content_lines, tokens};

use crate::picture::Picture;

/// Reads a picture whose ground is the vertex named `ground`.
///
/// A line with one name, or with more than two, is an error naming its line and the
/// column of the name at fault. A byte-order mark at the very start is skipped.
///
/// ```
/// use hackenbush::parse_picture;
/// let p = parse_picture("# a stalk\nG a\na b   # top\n", "G").unwrap();
/// assert_eq!(p.edge_count(), 2);
/// let err = parse_picture("G a\nb\n", "G").unwrap_err();
/// assert_eq!(err.to_string(), "line 2, column 1: an edge needs two vertex names, found only `b`");
/// ```
pub fn parse_picture(text: &str, ground: &str) -> Result<Picture, ParseError<String>> {
    let mut edges = Vec::new();
    for line in content_lines(text) {
        let mut names = tokens(line.text);
        let (column, first) = names.next().expect("content lines hold a token");
        let Some((_, second)) = names.next() else {
            return Err(ParseError::new(
                line.number,
                column,
                format!("an edge needs two vertex names, found only `{first}`"),
            ));
        };
        if let Some((column, third)) = names.next() {
            return Err(ParseError::new(
                line.number,
                column,
                format!("an edge has exactly two vertex names, `{third}` is a third"),
            ));
        }
        edges.push((first, second));
    }
    Ok(Picture::from_edges(ground, edges))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn comments_blank_lines_and_crlf() {
        let p =
            parse_picture("\u{feff}# house\r\nG a\r\n\r\n  a   b # roof\r\nb G\n", "G").unwrap();
        assert_eq!(p.edge_count(), 3);
        assert_eq!(p.ends(2), Some(("a", "b")));
        assert_eq!(p.ends(3), Some(("b", "G")));
    }

    #[test]
    fn another_ground_name() {
        let p = parse_picture("floor x\nx x\n", "floor").unwrap();
        assert_eq!(p.ground().map(|g| p.name(g)), Some("floor"));
        assert_eq!(p.moves(), vec![1, 2]);
    }

    #[test]
    fn errors_name_line_and_column() {
        let err = parse_picture("G a\n\n# c\na b c\n", "G").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 4, column 5: an edge has exactly two vertex names, `c` is a third"
        );
        let err = parse_picture("G a\n   lonely # one name\n", "G").unwrap_err();
        assert_eq!((err.line, err.column), (2, 4));
    }

    proptest! {
        /// Any text parses or fails at a position inside the text; a success has one edge
        /// per line with two names.
        #[test]
        fn junk_never_panics(text in "[ab G#\\t\\r\\né]{0,60}") {
            let lines: Vec<&str> = text.lines().collect();
            match parse_picture(&text, "G") {
                Ok(p) => {
                    let edges = lines
                        .iter()
                        .filter(|l| !games_common::input::strip_comment(l).trim().is_empty())
                        .count();
                    prop_assert_eq!(p.edge_count(), edges);
                }
                Err(e) => {
                    prop_assert!(e.line >= 1 && e.line <= lines.len());
                    let line = lines[e.line - 1];
                    prop_assert!(e.column >= 1 && e.column <= line.chars().count());
                    let at = line.chars().nth(e.column - 1).unwrap();
                    prop_assert!(!at.is_whitespace() && at != '#');
                }
            }
        }
    }
}
