//! Whitespace-separated integers read from standard input one at a time, with where each
//! starts, so that a bad one is reported by line and column. Reads no further than the
//! token it returns (the protocol interleaves reads and writes).

use std::io::{self, BufRead};

use games_common::ParseError;
use games_common::cli::CliError;

/// A reader of tokens from a buffered input.
pub(crate) struct Tokens<R> {
    reader: R,
    line: usize,
    column: usize,
}

/// A token and where it starts (1-based line and column, counted in bytes).
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
        let mut token: Option<Token> = None;
        loop {
            let buf = self.reader.fill_buf()?;
            let Some(&byte) = buf.first() else {
                return Ok(token);
            };
            if byte.is_ascii_whitespace() {
                if token.is_some() {
                    return Ok(token);
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
            let t = token.get_or_insert_with(|| Token {
                text: String::new(),
                line: self.line,
                column: self.column,
            });
            t.text.push(char::from(byte));
            self.column += 1;
        }
    }

    /// The next token as a whole number; `what` names it in the error message.
    pub(crate) fn integer(&mut self, what: &str) -> Result<u64, CliError> {
        let Some(token) = self.next_token()? else {
            return Err(CliError::bad(format!("standard input ended before {what}")));
        };
        token.integer(what)
    }
}

impl Token {
    /// This token as a whole number; `what` names it in the error message.
    pub(crate) fn integer(&self, what: &str) -> Result<u64, CliError> {
        self.text.parse().map_err(|_| {
            self.error(format!(
                "{what} must be a whole number, got {:?}",
                self.text
            ))
        })
    }

    /// An error located at this token.
    pub(crate) fn error(&self, message: String) -> CliError {
        CliError::parse("-", &ParseError::new(self.line, self.column, message))
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
        assert_eq!(t.integer("n").unwrap(), 25);
        let err = t.integer("the player number").unwrap_err();
        assert_eq!(
            err.to_string(),
            "standard input: line 1, column 4: the player number must be a whole number, got \"x\""
        );
        assert_eq!(
            t.integer("the opponent's take").unwrap_err().to_string(),
            "standard input ended before the opponent's take"
        );
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
