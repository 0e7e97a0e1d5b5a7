//! Whitespace-separated integers read from standard input one at a time, with where each
//! starts, so that a bad one is reported by line and column. Reads no further than the
//! token it returns (the protocol interleaves reads and writes).

use std::io::{self, BufRead};

use games_cli::CliError;
use games_common::ParseError;
use marbles::GameError;

/// What is wrong with a token of the protocol's input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum Problem {
    /// Not a whole number.
    #[error("{what} must be a whole number, got {text:?}")]
    NotAWholeNumber {
        /// What the token should have been (`n`, `the player number`, ...).
        what: String,
        /// The token.
        text: String,
    },
    /// Digits beyond `u64`.
    #[error("{what} {text} is too large: the largest is {}", u64::MAX)]
    TooLarge {
        /// What the token should have been.
        what: String,
        /// The token.
        text: String,
    },
    /// A number the rules refuse, as the library says.
    #[error(transparent)]
    Rules(GameError),
    /// The opponent's take, refused by the rules.
    #[error("the opponent's take: {0}")]
    OpponentTake(GameError),
}

/// The longest token kept whole: a take has at most 20 digits, so a longer token is an
/// error anyway, and input without whitespace must not fill the memory. The rest of such
/// a run of bytes is read as the next token.
const LONGEST_TOKEN: usize = 64;

/// A reader of tokens from a buffered input.
pub(crate) struct Tokens<R> {
    reader: R,
    line: usize,
    column: usize,
}

/// A token and where it starts (1-based line and column, counted in bytes). Its text is
/// decoded as UTF-8, an invalid byte shown as U+FFFD.
pub(crate) struct Token {
    pub(crate) text: String,
    pub(crate) line: usize,
    pub(crate) column: usize,
}

impl<R: BufRead> Tokens<R> {
    pub(crate) fn new(reader: R) -> Tokens<R> {
        Tokens {
            reader,
            line: 1,
            column: 1,
        }
    }

    /// The next token, or `None` at the end of the input.
    pub(crate) fn next_token(&mut self) -> io::Result<Option<Token>> {
        let mut start: Option<(usize, usize)> = None;
        let mut bytes = Vec::new();
        let token = |start: Option<(usize, usize)>, bytes: &[u8]| {
            start.map(|(line, column)| Token {
                text: String::from_utf8_lossy(bytes).into_owned(),
                line,
                column,
            })
        };
        loop {
            let buf = self.reader.fill_buf()?;
            let Some(&byte) = buf.first() else {
                return Ok(token(start, &bytes));
            };
            if byte.is_ascii_whitespace() {
                if start.is_some() {
                    return Ok(token(start, &bytes));
                }
                self.reader.consume(1);
                if byte == b'\n' {
                    self.line += 1;
                    self.column = 1;
                } else {
                    self.column += 1;
                }
                continue;
            }
            self.reader.consume(1);
            start.get_or_insert((self.line, self.column));
            bytes.push(byte);
            self.column += 1;
            if bytes.len() == LONGEST_TOKEN {
                return Ok(token(start, &bytes));
            }
        }
    }

    /// The next token, or an error naming `what` was expected when the input has ended.
    pub(crate) fn expect(&mut self, what: &str) -> Result<Token, CliError> {
        self.next_token()
            .map_err(|e| CliError::because("cannot read standard input", e))?
            .ok_or_else(|| CliError::bad(format!("standard input ended before {what}")))
    }
}

impl Token {
    /// This token as a whole number; `what` names it in the error message.
    pub(crate) fn integer(&self, what: &str) -> Result<u64, CliError> {
        self.text.parse().map_err(|_| {
            let (what, text) = (what.to_owned(), self.text.clone());
            if self.text.bytes().all(|b| b.is_ascii_digit()) {
                self.error(Problem::TooLarge { what, text })
            } else {
                self.error(Problem::NotAWholeNumber { what, text })
            }
        })
    }

    /// An error located at this token of standard input.
    pub(crate) fn error(&self, problem: Problem) -> CliError {
        CliError::parse("-", ParseError::new(self.line, self.column, problem))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_carry_their_place() {
        let mut t = Tokens::new(&b"25  1\n\n 3x 4"[..]);
        let mut seen = Vec::new();
        while let Some(tok) = t.next_token().unwrap() {
            seen.push((tok.text, tok.line, tok.column));
        }
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
    fn bad_integers_are_located() {
        let mut t = Tokens::new(&b"25 x"[..]);
        assert_eq!(t.expect("n").unwrap().integer("n").unwrap(), 25);
        let err = t
            .expect("the player number")
            .unwrap()
            .integer("the player number")
            .unwrap_err();
        assert_eq!(
            games_cli::report(&err),
            "standard input: line 1, column 4: the player number must be a whole number, got \"x\""
        );
        assert_eq!(
            t.expect("the opponent's take")
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default(),
            "standard input ended before the opponent's take"
        );
    }

    /// A whole number too large for a u64 is called too large, not "not a whole number".
    #[test]
    fn huge_integers_are_too_large() {
        let mut t = Tokens::new(&b"18446744073709551615 18446744073709551616"[..]);
        assert_eq!(t.expect("n").unwrap().integer("n").unwrap(), u64::MAX);
        let err = t.expect("n").unwrap().integer("n").unwrap_err();
        assert_eq!(
            games_cli::report(&err),
            "standard input: line 1, column 22: n 18446744073709551616 is too large: the \
             largest is 18446744073709551615"
        );
    }

    /// Endless input without whitespace is cut into tokens of [`LONGEST_TOKEN`] bytes
    /// rather than gathered whole.
    #[test]
    fn long_runs_are_cut() {
        let input = vec![b'1'; 1000];
        let mut t = Tokens::new(&input[..]);
        let tok = t.next_token().unwrap().unwrap();
        assert_eq!((tok.text.len(), tok.column), (LONGEST_TOKEN, 1));
        assert!(tok.integer("n").is_err());
        assert_eq!(t.next_token().unwrap().unwrap().column, LONGEST_TOKEN + 1);
    }

    /// Bytes that are not UTF-8 are shown as U+FFFD, and a character of several bytes
    /// whole, not byte by byte as Latin-1 letters.
    #[test]
    fn tokens_are_decoded_as_utf8() {
        let mut t = Tokens::new(&b"\xff\xfe \xd9\xa3"[..]);
        assert_eq!(t.next_token().unwrap().unwrap().text, "\u{fffd}\u{fffd}");
        let tok = t.next_token().unwrap().unwrap();
        assert_eq!((tok.text.as_str(), tok.column), ("\u{663}", 4));
    }

    proptest::proptest! {
        /// Any input: tokens never panic, and an error points inside the input.
        #[test]
        fn junk_input_is_located(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..40)) {
            let lines = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
            let mut t = Tokens::new(&bytes[..]);
            for _ in 0..50 {
                match t.next_token().unwrap() {
                    None => break,
                    Some(tok) => {
                        proptest::prop_assert!(tok.line >= 1 && tok.line <= lines);
                        proptest::prop_assert!(tok.column >= 1 && tok.column <= bytes.len());
                        let _ = tok.integer("a take");
                    }
                }
            }
        }
    }
}
