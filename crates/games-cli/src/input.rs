//! Input for the binaries: a file or `-` for standard input, read whole as UTF-8 text up to
//! [`MOST_INPUT_BYTES`] ([`read_input`]), and lines typed at a prompt ([`read_typed_line`]).

use std::io::{self, BufRead, Read};
use std::path::{Path, PathBuf};

/// A problem reading input before it is parsed.
///
/// Its `Display` says what failed; the operating system's reason, where there is one, is
/// its [`source`](std::error::Error::source), so a report that prints the chain of causes
/// ([`report`](crate::report)) shows both once, the reason in the programs' words.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum InputError {
    /// The file (or standard input) could not be read.
    #[error("cannot read {}", source_name(.path))]
    Read {
        /// The path as given; `-` is standard input.
        path: PathBuf,
        /// What the operating system said.
        source: io::Error,
    },
    /// The input is not valid UTF-8.
    #[error("{}: line {line}, column {column}: not valid UTF-8", source_name(.path))]
    NotUtf8 {
        /// The path as given; `-` is standard input.
        path: PathBuf,
        /// Line of the first invalid byte, from 1.
        line: usize,
        /// Column (in characters) of the first invalid byte, from 1.
        column: usize,
    },
    /// The input is longer than [`MOST_INPUT_BYTES`]: an endless stream (`/dev/zero`), or
    /// more than any program reads as one input.
    #[error("{}: more than {limit} bytes (256 MiB), the most read as one input", source_name(.path))]
    TooLarge {
        /// The path as given; `-` is standard input.
        path: PathBuf,
        /// The most bytes read, [`MOST_INPUT_BYTES`].
        limit: u64,
    },
}

/// The most bytes [`read_input`] reads as one input: 256 MiB, more than twice the largest
/// input any of the programs writes (a Dobble deck of order 256, 99 MB) or reads in
/// everyday use (a Hackenbush picture of a million edges, about 25 MB). An endless input
/// (`/dev/zero`, a stream that never ends) is refused at this size instead of being read
/// until memory runs out.
pub const MOST_INPUT_BYTES: u64 = 256 << 20;

/// How a message names an input given as `path`: `-` is "standard input", anything else is
/// the path as given.
///
/// ```
/// use games_cli::source_name;
/// use std::path::Path;
///
/// assert_eq!(source_name(Path::new("-")), "standard input");
/// assert_eq!(source_name(Path::new("deck.txt")), "deck.txt");
/// ```
pub fn source_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "standard input".to_owned()
    } else {
        path.display().to_string()
    }
}

/// Turns bytes into text, naming the line and column of the first invalid byte.
///
/// ```
/// let err = games_cli::decode("deck.txt", b"ok\nab\xffc".to_vec()).unwrap_err();
/// assert_eq!(err.to_string(), "deck.txt: line 2, column 3: not valid UTF-8");
/// ```
pub fn decode(path: impl Into<PathBuf>, bytes: Vec<u8>) -> Result<String, InputError> {
    String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let valid = std::str::from_utf8(valid).unwrap_or_default();
        let line = valid.matches('\n').count() + 1;
        let column = valid.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        InputError::NotUtf8 {
            path: path.into(),
            line,
            column,
        }
    })
}

/// Reads the whole of `path` as UTF-8 text; `-` reads standard input. At most
/// [`MOST_INPUT_BYTES`] are read: a longer input is [`InputError::TooLarge`].
///
/// A folder is refused as "is a directory" on every system (Windows would otherwise say
/// "permission denied").
pub fn read_input(path: impl Into<PathBuf>) -> Result<String, InputError> {
    let path = path.into();
    let mut bytes = Vec::new();
    let most = MOST_INPUT_BYTES + 1;
    let read = if path.as_os_str() == "-" {
        io::stdin().lock().take(most).read_to_end(&mut bytes)
    } else if path.is_dir() {
        Err(io::ErrorKind::IsADirectory.into())
    } else {
        std::fs::File::open(&path).and_then(|file| file.take(most).read_to_end(&mut bytes))
    };
    read.map_err(|source| InputError::Read {
        path: path.clone(),
        source,
    })?;
    if bytes.len() as u64 > MOST_INPUT_BYTES {
        return Err(InputError::TooLarge {
            path,
            limit: MOST_INPUT_BYTES,
        });
    }
    decode(path, bytes)
}

/// One line read at a prompt by [`read_typed_line`]. Exhaustive on purpose: a play mode
/// answers each case, and a line can be nothing else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// A line of text, without its line ending.
    Line(String),
    /// A line that is not valid UTF-8: ask again.
    NotText,
    /// A line longer than the limit: the rest of it is left unread (it may never end, as
    /// from an endless source), so a play mode ends the game.
    TooLong,
    /// The input has ended.
    End,
}

/// Reads one line from `input`, reading at most `limit` bytes of it (and its line ending),
/// for a play mode that asks again after a line that is not text instead of giving up. A
/// line longer than that is [`Typed::TooLong`] at once, the rest unread: a line longer than
/// any move ends the game, so that an endless line cannot keep the program reading.
///
/// ```
/// use games_cli::{read_typed_line, Typed};
///
/// let mut input: &[u8] = b"3 4\r\n\xff\nlast";
/// assert_eq!(read_typed_line(&mut input, 6).unwrap(), Typed::Line("3 4".into()));
/// assert_eq!(read_typed_line(&mut input, 6).unwrap(), Typed::NotText);
/// assert_eq!(read_typed_line(&mut input, 6).unwrap(), Typed::Line("last".into()));
/// assert_eq!(read_typed_line(&mut input, 6).unwrap(), Typed::End);
///
/// let mut endless = std::io::repeat(b'7');
/// assert_eq!(read_typed_line(&mut std::io::BufReader::new(&mut endless), 6).unwrap(), Typed::TooLong);
/// ```
pub fn read_typed_line(input: &mut impl BufRead, limit: usize) -> io::Result<Typed> {
    let mut line = Vec::new();
    loop {
        let available = match input.fill_buf() {
            Ok(available) => available,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            if line.is_empty() {
                return Ok(Typed::End);
            }
            break;
        }
        let end = available.iter().position(|&b| b == b'\n');
        let part = &available[..end.unwrap_or(available.len())];
        if line.len() + part.len() > limit {
            let looked_at = part.len();
            input.consume(looked_at);
            return Ok(Typed::TooLong);
        }
        line.extend_from_slice(part);
        let used = end.map_or(available.len(), |e| e + 1);
        input.consume(used);
        if end.is_some() {
            break;
        }
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(String::from_utf8(line).map_or(Typed::NotText, Typed::Line))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An endless input is read up to the limit and refused, naming it, not read until
    /// memory runs out.
    #[cfg(unix)]
    #[test]
    fn an_endless_input_is_refused_at_the_limit() {
        let err = read_input("/dev/zero").unwrap_err();
        assert!(matches!(
            err,
            InputError::TooLarge {
                limit: MOST_INPUT_BYTES,
                ..
            }
        ));
        assert_eq!(
            err.to_string(),
            "/dev/zero: more than 268435456 bytes (256 MiB), the most read as one input"
        );
    }
    use proptest::prelude::*;

    /// Reads the lines of `input` with [`read_typed_line`], up to its end or the first line
    /// too long (after which a play mode stops reading).
    fn typed_lines(mut input: &[u8], limit: usize) -> Vec<Typed> {
        let mut lines = Vec::new();
        loop {
            match read_typed_line(&mut input, limit).unwrap() {
                Typed::End => return lines,
                Typed::TooLong => {
                    lines.push(Typed::TooLong);
                    return lines;
                }
                line => lines.push(line),
            }
        }
    }

    proptest! {
        /// Any bytes either decode or report a position inside the input.
        #[test]
        fn decode_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
            match decode("x", bytes.clone()) {
                Ok(text) => prop_assert_eq!(text.as_bytes(), &bytes[..]),
                Err(InputError::NotUtf8 { line, column, .. }) => {
                    prop_assert!(line >= 1 && column >= 1);
                    prop_assert!(line <= bytes.iter().filter(|&&b| b == b'\n').count() + 1);
                }
                Err(other) => prop_assert!(false, "unexpected {}", other),
            }
        }

        /// Typed lines are the input's lines (as `str::lines` sees them) where those are
        /// text within the limit, and one answer for every other line, up to the first
        /// line too long.
        #[test]
        fn typed_lines_match_the_lines(bytes in proptest::collection::vec(
            prop_oneof![Just(b'\n'), Just(b'\r'), Just(0xffu8), Just(b'a'), Just(0xc3u8), Just(0xa9u8)],
            0..40,
        ), limit in 1usize..8) {
            let got = typed_lines(&bytes, limit);
            let mut raw_lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
            if raw_lines.last() == Some(&&b""[..]) {
                // A final newline ends the last line; it does not start another.
                raw_lines.pop();
            }
            let mut expected: Vec<Typed> = raw_lines
                .into_iter()
                .map(|raw| {
                    let line = raw.strip_suffix(b"\r").unwrap_or(raw);
                    if raw.len() > limit {
                        Typed::TooLong
                    } else {
                        std::str::from_utf8(line).map_or(Typed::NotText, |s| Typed::Line(s.to_owned()))
                    }
                })
                .collect();
            if let Some(first) = expected.iter().position(|t| *t == Typed::TooLong) {
                expected.truncate(first + 1);
            }
            prop_assert_eq!(got, expected);
        }
    }
}
