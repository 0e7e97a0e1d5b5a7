//! The player's side of the protocol's grammar: what a player reads is whitespace-separated
//! integers (n, its player number, then the opponent's takes), cut into [`Token`]s one
//! byte at a time by a [`Tokenizer`] that remembers where each starts, so that a bad one is
//! reported by line and column. The caller reads the bytes: the tokenizer answers a token
//! as soon as the byte after it arrives, so a player never waits for input beyond the
//! token it needs (the protocol interleaves reads and writes).
//!
//! The referee's side, one take per line, is [`crate::Game::feed`].

use std::fmt;

use crate::rules::Position;

/// The longest token kept whole: a take has at most 20 digits, so a longer token is an
/// error anyway, and input without whitespace must not fill the memory. The rest of such
/// a run of bytes is read as the next token.
pub const LONGEST_TOKEN: usize = 64;

/// Cuts a player's input into tokens: feed it every byte with [`Tokenizer::push`], and
/// call [`Tokenizer::finish`] at the end of the input.
///
/// ```
/// use marbles::protocol::{Expected, Tokenizer};
///
/// let mut tokens = Tokenizer::new();
/// let mut read = Vec::new();
/// for &byte in b"25 1\n 3" {
///     read.extend(tokens.push(byte));
/// }
/// read.extend(tokens.finish());
/// let found: Vec<_> = read.iter().map(|t| (t.text(), t.line(), t.column())).collect();
/// assert_eq!(found, [("25", 1, 1), ("1", 1, 4), ("3", 2, 2)]);
/// assert_eq!(read[0].integer(Expected::Heap), Ok(25));
/// ```
#[derive(Clone, Debug)]
pub struct Tokenizer {
    line: usize,
    column: usize,
    start: Option<(usize, usize)>,
    bytes: Vec<u8>,
}

/// A token and where it starts (1-based line and column, counted in bytes). Its text is
/// decoded as UTF-8, an invalid byte shown as U+FFFD.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    text: String,
    line: usize,
    column: usize,
}

/// What a player reads next, which names it in an error: `n`, `the player number`, `the
/// opponent's take (23 marbles left after a take of 2)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Expected {
    /// The number of marbles, first.
    Heap,
    /// Its player number, 1 or 2, second.
    Seat,
    /// The opponent's take at this position.
    OpponentTake(Position),
}

/// Why a token is not the whole number a player reads.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TokenError {
    /// Not a whole number.
    #[error("{expected} must be a whole number, got {text:?}")]
    NotAWholeNumber {
        /// What the token should have been.
        expected: Expected,
        /// The token.
        text: String,
    },
    /// Digits beyond `u64`.
    #[error("{expected} {text} is too large: the largest is {}", u64::MAX)]
    TooLarge {
        /// What the token should have been.
        expected: Expected,
        /// The token.
        text: String,
    },
}

impl Default for Tokenizer {
    fn default() -> Tokenizer {
        Tokenizer::new()
    }
}

impl Tokenizer {
    /// A tokenizer at line 1, column 1.
    pub fn new() -> Tokenizer {
        Tokenizer {
            line: 1,
            column: 1,
            start: None,
            bytes: Vec::new(),
        }
    }

    /// Takes the next byte of the input; answers the token it completes: the token before
    /// a whitespace byte, or one of [`LONGEST_TOKEN`] bytes.
    pub fn push(&mut self, byte: u8) -> Option<Token> {
        if byte.is_ascii_whitespace() {
            let token = self.take();
            if byte == b'\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
            return token;
        }
        self.start.get_or_insert((self.line, self.column));
        self.bytes.push(byte);
        self.column += 1;
        if self.bytes.len() == LONGEST_TOKEN {
            return self.take();
        }
        None
    }

    /// The end of the input: the token it cut short, if any.
    pub fn finish(&mut self) -> Option<Token> {
        self.take()
    }

    /// Whether a token has begun and not ended yet.
    pub fn is_within_token(&self) -> bool {
        self.start.is_some()
    }

    fn take(&mut self) -> Option<Token> {
        let (line, column) = self.start.take()?;
        let token = Token {
            text: String::from_utf8_lossy(&self.bytes).into_owned(),
            line,
            column,
        };
        self.bytes.clear();
        Some(token)
    }
}

impl Token {
    /// The text, decoded as UTF-8 (an invalid byte as U+FFFD).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The line it starts on, from 1.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column it starts at, from 1, counted in bytes.
    pub fn column(&self) -> usize {
        self.column
    }

    /// This token as the whole number `expected`, or why it is not one.
    pub fn integer(&self, expected: Expected) -> Result<u64, TokenError> {
        self.text.parse().map_err(|_| {
            let text = self.text.clone();
            if games_common::range::is_digits(&self.text) {
                TokenError::TooLarge { expected, text }
            } else {
                TokenError::NotAWholeNumber { expected, text }
            }
        })
    }
}

/// `n`, `the player number`, `the opponent's take (23 marbles left after a take of 2)`.
impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Heap => f.write_str("n"),
            Expected::Seat => f.write_str("the player number"),
            Expected::OpponentTake(position) => write!(f, "the opponent's take ({position})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every token of `input`, the last one cut short by the end included.
    fn tokens(input: &[u8]) -> Vec<Token> {
        let mut t = Tokenizer::new();
        let mut found: Vec<Token> = input.iter().filter_map(|&b| t.push(b)).collect();
        found.extend(t.finish());
        found
    }

    #[test]
    fn tokens_carry_their_place() {
        let seen: Vec<(String, usize, usize)> = tokens(b"25  1\n\n 3x 4")
            .into_iter()
            .map(|tok| (tok.text, tok.line, tok.column))
            .collect();
        assert_eq!(
            seen,
            vec![
                ("25".into(), 1, 1),
                ("1".into(), 1, 5),
                ("3x".into(), 3, 2),
                ("4".into(), 3, 5)
            ]
        );
    }

    #[test]
    fn bad_integers_are_named() {
        let found = tokens(b"25 x");
        assert_eq!(found[0].integer(Expected::Heap), Ok(25));
        let err = found[1].integer(Expected::Seat).unwrap_err();
        assert_eq!((found[1].line(), found[1].column()), (1, 4));
        assert_eq!(
            err.to_string(),
            "the player number must be a whole number, got \"x\""
        );
        let take = Expected::OpponentTake(Position::after(23, 2));
        assert_eq!(
            found[1].integer(take).unwrap_err().to_string(),
            "the opponent's take (23 marbles left after a take of 2) must be a whole number, got \"x\""
        );
    }

    /// A whole number too large for a u64 is called too large, not "not a whole number".
    #[test]
    fn huge_integers_are_too_large() {
        let found = tokens(b"18446744073709551615 18446744073709551616");
        assert_eq!(found[0].integer(Expected::Heap), Ok(u64::MAX));
        let err = found[1].integer(Expected::Heap).unwrap_err();
        assert_eq!(found[1].column(), 22);
        assert_eq!(
            err.to_string(),
            "n 18446744073709551616 is too large: the largest is 18446744073709551615"
        );
    }

    /// Endless input without whitespace is cut into tokens of [`LONGEST_TOKEN`] bytes
    /// rather than gathered whole.
    #[test]
    fn long_runs_are_cut() {
        let mut t = Tokenizer::new();
        let mut found = Vec::new();
        for _ in 0..1000 {
            found.extend(t.push(b'1'));
        }
        assert_eq!(found.len(), 1000 / LONGEST_TOKEN);
        assert_eq!(
            (found[0].text().len(), found[0].column()),
            (LONGEST_TOKEN, 1)
        );
        assert!(found[0].integer(Expected::Heap).is_err());
        assert_eq!(found[1].column(), LONGEST_TOKEN + 1);
        assert!(t.is_within_token());
    }

    /// Bytes that are not UTF-8 are shown as U+FFFD, and a character of several bytes
    /// whole, not byte by byte as Latin-1 letters.
    #[test]
    fn tokens_are_decoded_as_utf8() {
        let found = tokens(b"\xff\xfe \xd9\xa3");
        assert_eq!(found[0].text(), "\u{fffd}\u{fffd}");
        assert_eq!((found[1].text(), found[1].column()), ("\u{663}", 4));
    }

    proptest::proptest! {
        /// Any input: tokens never panic, each lies inside the input, and a whole number
        /// read back from its own digits is the same number.
        #[test]
        fn junk_input_is_located(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..40)) {
            let lines = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
            for tok in tokens(&bytes) {
                proptest::prop_assert!(tok.line() >= 1 && tok.line() <= lines);
                proptest::prop_assert!(tok.column() >= 1 && tok.column() <= bytes.len());
                if let Ok(n) = tok.integer(Expected::Heap) {
                    let again = tokens(n.to_string().as_bytes());
                    proptest::prop_assert_eq!(again[0].integer(Expected::Heap), Ok(n));
                }
            }
        }
    }
}
