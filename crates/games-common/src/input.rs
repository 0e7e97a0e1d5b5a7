//! Puzzle input as text: `#` comments, blank lines, tokens with their columns, and errors
//! that say where the problem is. Nothing here reads a file: a library takes the text, and
//! the binaries read it (the `games-cli` crate).
//!
//! ```
//! use games_common::input::{content_lines, tokens};
//!
//! let text = "# a deck\r\ncat dog  # two symbols\n\n  owl cat\n";
//! let lines: Vec<_> = content_lines(text).collect();
//! assert_eq!(lines.len(), 2);
//! assert_eq!(lines[1].number, 4);
//! let words: Vec<_> = tokens(lines[1].text).collect();
//! assert_eq!(words, vec![(3, "owl"), (7, "cat")]);
//! ```

use std::fmt;

/// A problem in the text of an input, at a line and column (both counted from 1, columns in
/// characters), of a kind `K` that each crate defines for its own format.
///
/// `K` is an enum to match on (`#[non_exhaustive]` in every crate); its `Display` says in
/// words what is wrong. The error's `Display` is `line L, column C: ` and then the kind.
///
/// ```
/// use games_common::ParseError;
///
/// #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
/// enum Kind {
///     #[error("expected a number, found `{0}`")]
///     NotANumber(String),
/// }
///
/// let e = ParseError::new(3, 14, Kind::NotANumber("x".into()));
/// assert_eq!(e.to_string(), "line 3, column 14: expected a number, found `x`");
/// assert!(matches!(e.kind, Kind::NotANumber(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
#[non_exhaustive]
pub struct ParseError<K> {
    /// Line number, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub kind: K,
}

impl<K> ParseError<K> {
    /// A parse error of `kind` at `line` and `column`.
    pub fn new(line: usize, column: usize, kind: K) -> Self {
        ParseError { line, column, kind }
    }
}

/// One line of input that holds something: its number and its text with any `#` comment,
/// trailing white space and line ending removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Line<'a> {
    /// Line number in the input, from 1.
    pub number: usize,
    /// The text before any `#`, without trailing white space. Leading white space is kept,
    /// so columns stay true.
    pub text: &'a str,
}

impl fmt::Display for Line<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.number, self.text)
    }
}

/// Whether `c` is white space between tokens: ASCII's space, tab, line feed, vertical tab,
/// form feed and carriage return. Any other character, such as the no-break space (U+00A0),
/// the line separator (U+2028) or the next-line control (U+0085), belongs to the token it
/// stands in: an input file never splits a name on a character its writer cannot see.
pub fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')
}

/// The text of a line before its first `#`.
pub fn strip_comment(line: &str) -> &str {
    line.split_once('#').map_or(line, |(before, _)| before)
}

/// The lines of `text` that hold something once comments are removed, numbered from 1.
/// Lines may end in LF or CRLF; a leading byte-order mark (U+FEFF, as some editors write
/// at the start of UTF-8 files) is not part of the text.
pub fn content_lines(text: &str) -> impl Iterator<Item = Line<'_>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.lines().enumerate().filter_map(|(i, raw)| {
        let text = strip_comment(raw).trim_end_matches(is_space);
        (!text.trim_start_matches(is_space).is_empty()).then_some(Line {
            number: i + 1,
            text,
        })
    })
}

/// The tokens of a line, separated by white space ([`is_space`]), each with its column (in
/// characters, from 1).
///
/// ```
/// use games_common::input::tokens;
///
/// let line = "G a\u{2028}b\tblue";
/// let words: Vec<_> = tokens(line).collect();
/// assert_eq!(words, vec![(1, "G"), (3, "a\u{2028}b"), (7, "blue")]);
/// ```
pub fn tokens(line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut column = 0;
    let mut rest = line;
    std::iter::from_fn(move || {
        let skipped = rest.len() - rest.trim_start_matches(is_space).len();
        column += rest[..skipped].chars().count();
        rest = &rest[skipped..];
        if rest.is_empty() {
            return None;
        }
        let end = rest.find(is_space).unwrap_or(rest.len());
        let (token, after) = rest.split_at(end);
        let at = column + 1;
        column += token.chars().count();
        rest = after;
        Some((at, token))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The content lines of `text` as (number, text) pairs.
    fn numbered(text: &str) -> Vec<(usize, &str)> {
        content_lines(text).map(|l| (l.number, l.text)).collect()
    }

    #[test]
    fn comments_blanks_and_crlf() {
        let text = "a b\r\n# only a comment\n   \n c # tail\r\n";
        assert_eq!(numbered(text), vec![(1, "a b"), (4, " c")]);
    }

    #[test]
    fn a_leading_byte_order_mark_is_not_text() {
        assert_eq!(numbered("\u{feff}a b\r\nc\n"), vec![(1, "a b"), (2, "c")]);
        // Only at the very start: elsewhere it is an ordinary character.
        assert_eq!(numbered("a\n\u{feff}b"), vec![(1, "a"), (2, "\u{feff}b")]);
    }

    #[test]
    fn token_columns_count_characters() {
        let got: Vec<_> = tokens("  é ü\tx").collect();
        assert_eq!(got, vec![(3, "é"), (5, "ü"), (7, "x")]);
    }

    #[test]
    fn parse_error_says_where() {
        let e = ParseError::new(3, 14, "expected two vertex names");
        assert_eq!(
            e.to_string(),
            "line 3, column 14: expected two vertex names"
        );
    }

    proptest! {
        /// Tokens found with their columns are exactly the words of the line, and each
        /// column points at its token.
        #[test]
        fn tokens_are_the_words(line in "[ \\tab#é]{0,30}") {
            let words: Vec<&str> = line.split_whitespace().collect();
            let got: Vec<(usize, &str)> = tokens(&line).collect();
            prop_assert_eq!(got.iter().map(|t| t.1).collect::<Vec<_>>(), words);
            let chars: Vec<char> = line.chars().collect();
            for (column, token) in got {
                let at: String = chars[column - 1..].iter().take(token.chars().count()).collect();
                prop_assert_eq!(at, token);
            }
        }
    }
}
