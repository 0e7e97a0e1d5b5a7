//! The conventions every solver binary follows, as small helpers (feature `cli`). This is
//! the only part of the crate that does I/O.
//!
//! - Exit status: 0 success, 1 a negative answer that is not an error ([`Outcome::No`]),
//!   2 bad usage, bad input or failed output ([`CliError`]). clap already exits with 2 on
//!   bad usage.
//! - An error is one line on standard error, `NAME: what is wrong: why`, the chain of
//!   causes joined by `: ` ([`report`]), with control characters escaped ([`escape`]) so
//!   that text quoted from the input cannot reach the terminal as an escape sequence. Never
//!   a panic or a backtrace.
//! - Standard output must be writable: a program started with it closed (`>&-`) stops at
//!   once with exit 2 instead of working for nothing. A failed write stops the program with
//!   exit 2; the one quiet exception is a broken pipe on ordinary output
//!   ([`CliError::Output`]), where the reader has everything it asked for (`solver ... |
//!   head`). A program in a dialogue (a play mode, a protocol) reports a lost reader as an
//!   error instead ([`CliError::because`]).
//! - Input is a file or `-` for standard input ([`read_input`]); play modes read a line at
//!   a time and ask again after a line that is not text ([`read_typed_line`]).
//! - `--json` prints one compact JSON document and a newline ([`print_json`]).
//! - Progress goes to standard error only when it is a terminal ([`Progress`]).
//!
//! # JSON conventions
//!
//! Every `--json` document of the workspace follows these rules, and each crate's result
//! types serialize to them directly (feature `serde` of that crate):
//!
//! - one compact document (no spaces, no indentation) and a newline, on standard output;
//! - keys in `snake_case`, in the order the fields are declared;
//! - enumerated answers (a stop reason, a winner, a method) as `snake_case` strings;
//! - numbers as JSON numbers, never as strings; a partition, card or move list as an
//!   array;
//! - a field that has no value in a given answer is left out rather than `null`, unless a
//!   crate's docs say otherwise;
//! - a document changes only when an issue says so: the snapshot fixtures pin them byte
//!   for byte.
//!
//! ```no_run
//! use games_common::cli::{self, CliError, Outcome};
//! use std::io::Write;
//!
//! fn main() -> std::process::ExitCode {
//!     cli::run("demo", || {
//!         let n: u64 = "12".parse().map_err(|e| CliError::because("N must be a whole number", e))?;
//!         writeln!(std::io::stdout(), "{}", n * 2)?;
//!         Ok(Outcome::Yes)
//!     })
//! }
//! ```

use std::error::Error;
use std::fmt::Write as _;
use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::input::{InputError, decode, source_name};

/// A successful run's answer: yes or no, and nothing else ever (so it is exhaustive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A positive answer: exit status 0.
    Yes,
    /// A negative answer that is not an error (an invalid deck, a proof of impossibility):
    /// exit status 1.
    No,
}

impl From<bool> for Outcome {
    fn from(yes: bool) -> Outcome {
        if yes { Outcome::Yes } else { Outcome::No }
    }
}

/// A cause kept inside a [`CliError`].
pub type Cause = Box<dyn Error + Send + Sync + 'static>;

/// Why a command could not do its work: bad input or usage, unreadable input, or failed
/// output. Every kind exits with status 2, except a broken pipe on ordinary output.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CliError {
    /// Bad usage or bad input: the binary's words, and the library error behind them, if
    /// any, kept as the source so it can still be matched on.
    #[error("{message}")]
    Bad {
        /// What is wrong, in the binary's words (often just where: a file name).
        message: String,
        /// The error behind it.
        #[source]
        source: Option<Cause>,
    },
    /// Bad input rejected by a library error that already says what and where: shown as
    /// that error words it (its message, then its causes). Match on it and
    /// [`downcast_ref`](std::error::Error) the payload to get the library's kind back.
    #[error(transparent)]
    Rejected(Cause),
    /// The input could not be read.
    #[error(transparent)]
    Input(#[from] InputError),
    /// Writing the ordinary output failed. A broken pipe here is a quiet success: the
    /// reader has what it wanted.
    #[error("cannot write output")]
    Output(#[from] io::Error),
}

impl CliError {
    /// Bad usage or bad input, described by `message`.
    pub fn bad(message: impl Into<String>) -> CliError {
        CliError::Bad {
            message: message.into(),
            source: None,
        }
    }

    /// Bad usage or bad input: `message`, because of `source`. Shown as
    /// `message: source: its source...`.
    pub fn because(message: impl Into<String>, source: impl Into<Cause>) -> CliError {
        CliError::Bad {
            message: message.into(),
            source: Some(source.into()),
        }
    }

    /// Bad input, rejected by `error`, a library error whose own words say what and where.
    pub fn rejected(error: impl Into<Cause>) -> CliError {
        CliError::Rejected(error.into())
    }

    /// An error in the input read from `path` (`-` is standard input): shown as
    /// `deck.txt: line 2, column 5: ...`.
    pub fn parse(path: impl AsRef<Path>, error: impl Into<Cause>) -> CliError {
        CliError::because(source_name(path.as_ref()), error)
    }
}

/// The whole chain of causes of `error` on one line: its message and each source's,
/// joined by `: `, with control characters escaped.
///
/// ```
/// use games_common::cli::{report, CliError};
///
/// let inner = std::io::Error::other("no \u{1b}[31mcolour");
/// let e = CliError::because("cannot send the move", inner);
/// assert_eq!(report(&e), "cannot send the move: no \\u{1b}[31mcolour");
/// ```
pub fn report(error: &(dyn Error + 'static)) -> String {
    let mut line = error.to_string();
    let mut cause = error.source();
    while let Some(e) = cause {
        let _ = write!(line, ": {e}");
        cause = e.source();
    }
    escape(&line)
}

/// `text` with every control character (escape, carriage return, newline, tab, ...) written
/// as `\u{..}`, so that user text quoted in a message stays on one line and cannot steer the
/// terminal.
///
/// ```
/// use games_common::cli::escape;
///
/// assert_eq!(escape("cat\u{1b}[2J\n"), "cat\\u{1b}[2J\\u{a}");
/// assert_eq!(escape("chat noir é"), "chat noir é");
/// ```
pub fn escape(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            let _ = write!(shown, "\\u{{{:x}}}", u32::from(c));
        } else {
            shown.push(c);
        }
    }
    shown
}

/// Runs a command body and turns its result into the exit status, printing an error as one
/// line `NAME: report` on standard error ([`report`]). A broken pipe on ordinary output is a
/// quiet success. A program started with standard output closed stops before the body runs.
pub fn run(name: &str, body: impl FnOnce() -> Result<Outcome, CliError>) -> ExitCode {
    let result = if stdout_is_open() {
        body()
    } else {
        Err(CliError::bad("standard output is closed"))
    };
    exit_status(name, result)
}

fn exit_status(name: &str, result: Result<Outcome, CliError>) -> ExitCode {
    match result {
        Ok(Outcome::Yes) => ExitCode::SUCCESS,
        Ok(Outcome::No) => ExitCode::from(1),
        Err(CliError::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(io::stderr(), "{name}: {}", report(&e));
            ExitCode::from(2)
        }
    }
}

/// Whether the program may write its standard output: false when it was started with it
/// closed (`>&-`).
///
/// The Rust runtime puts the null device, opened for reading and writing, in place of a
/// standard stream that is closed at start, and the standard library then drops every write
/// to it without a word: the program would run to the end with its output lost. That null
/// device is told apart here from a shell's `>/dev/null`, which opens it for writing only.
/// (A standard output redirected read-write to the null device, `<>/dev/null`, is taken for
/// a closed one too.)
#[cfg(unix)]
fn stdout_is_open() -> bool {
    use rustix::fs::{OFlags, fcntl_getfl};
    use std::os::fd::AsFd;
    use std::os::unix::fs::{FileTypeExt, MetadataExt};

    let Ok(fd) = io::stdout().as_fd().try_clone_to_owned() else {
        return false;
    };
    let read_write = fcntl_getfl(&fd).is_ok_and(|flags| flags & OFlags::RWMODE == OFlags::RDWR);
    let Ok(stdout) = std::fs::File::from(fd).metadata() else {
        return true;
    };
    let null = std::fs::metadata("/dev/null").map(|m| m.rdev());
    !(read_write && stdout.file_type().is_char_device() && null.is_ok_and(|n| n == stdout.rdev()))
}

/// Elsewhere a closed standard output shows up as a failed write instead.
#[cfg(not(unix))]
fn stdout_is_open() -> bool {
    true
}

/// Prints `value` as one compact JSON document followed by a newline on standard output
/// (see the [JSON conventions](self#json-conventions)).
pub fn print_json<T: serde::Serialize + ?Sized>(value: &T) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    serde_json::to_writer(&mut out, value).map_err(io::Error::from)?;
    writeln!(out)?;
    out.flush()?;
    Ok(())
}

/// Reads the whole of `path` as UTF-8 text; `-` reads standard input.
pub fn read_input(path: impl Into<PathBuf>) -> Result<String, InputError> {
    let path = path.into();
    let mut bytes = Vec::new();
    let read = if path.as_os_str() == "-" {
        io::stdin().lock().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::read(&path).map(|b| bytes = b)
    };
    read.map_err(|source| InputError::Read {
        path: path.clone(),
        source,
    })?;
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
    /// A line longer than the limit, read to its end and dropped: ask again.
    TooLong,
    /// The input has ended.
    End,
}

/// Reads one line from `input`, holding at most `limit` bytes of it in memory, for a play
/// mode that asks again after a line it cannot use instead of giving up.
///
/// ```
/// use games_common::cli::{read_typed_line, Typed};
///
/// let mut input: &[u8] = b"3 4\r\n\xff\n12345678\nlast";
/// assert_eq!(read_typed_line(&mut input, 6).unwrap(), Typed::Line("3 4".into()));
/// assert_eq!(read_typed_line(&mut input, 6).unwrap(), Typed::NotText);
/// assert_eq!(read_typed_line(&mut input, 6).unwrap(), Typed::TooLong);
/// assert_eq!(read_typed_line(&mut input, 6).unwrap(), Typed::Line("last".into()));
/// assert_eq!(read_typed_line(&mut input, 6).unwrap(), Typed::End);
/// ```
pub fn read_typed_line(input: &mut impl BufRead, limit: usize) -> io::Result<Typed> {
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let (done, used) = {
            let available = match input.fill_buf() {
                Ok(available) => available,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                if line.is_empty() && !too_long {
                    return Ok(Typed::End);
                }
                (true, 0)
            } else {
                let end = available.iter().position(|&b| b == b'\n');
                let part = &available[..end.unwrap_or(available.len())];
                if line.len() + part.len() > limit {
                    too_long = true;
                    line.clear();
                } else if !too_long {
                    line.extend_from_slice(part);
                }
                (end.is_some(), end.map_or(available.len(), |e| e + 1))
            }
        };
        input.consume(used);
        if done {
            break;
        }
    }
    if too_long {
        return Ok(Typed::TooLong);
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(String::from_utf8(line).map_or(Typed::NotText, Typed::Line))
}

/// A one-line progress indicator on standard error, shown only when standard error is a
/// terminal, so logs and pipes never see it.
pub struct Progress {
    label: String,
    shown: bool,
}

impl Progress {
    /// A progress line headed by `label`.
    pub fn new(label: impl Into<String>) -> Progress {
        Progress {
            label: label.into(),
            shown: io::stderr().is_terminal(),
        }
    }

    /// Replaces the line with `label: status` (nothing when standard error is not a
    /// terminal).
    pub fn update(&self, status: impl std::fmt::Display) {
        if self.shown {
            let _ = write!(io::stderr(), "\r\x1b[2K{}: {status}", self.label);
        }
    }

    /// Clears the line.
    pub fn finish(&self) {
        if self.shown {
            let _ = write!(io::stderr(), "\r\x1b[2K");
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ParseError;
    use proptest::prelude::*;

    #[test]
    fn parse_errors_name_the_source_and_keep_it() {
        let e = ParseError::new(2, 5, "a symbol repeats: cat");
        let shown = CliError::parse("deck.txt", e.clone());
        assert_eq!(
            report(&shown),
            "deck.txt: line 2, column 5: a symbol repeats: cat"
        );
        let kept = shown.source().unwrap().downcast_ref::<ParseError<&str>>();
        assert_eq!(kept, Some(&e));
        assert_eq!(
            report(&CliError::parse("-", e)),
            "standard input: line 2, column 5: a symbol repeats: cat"
        );
    }

    #[test]
    fn a_rejection_is_worded_by_the_library_and_keeps_its_kind() {
        let e = ParseError::new(1, 4, "not a number");
        let shown = CliError::rejected(e.clone());
        assert_eq!(report(&shown), "line 1, column 4: not a number");
        let CliError::Rejected(kept) = &shown else {
            panic!("not a rejection: {shown:?}")
        };
        assert_eq!(kept.downcast_ref::<ParseError<&str>>(), Some(&e));
        assert_eq!(exit_status("t", Err(shown)), ExitCode::from(2));
    }

    #[test]
    fn the_operating_system_reason_is_shown_once() {
        let err = read_input("/no/such/file.txt").unwrap_err();
        assert_eq!(err.to_string(), "cannot read /no/such/file.txt");
        let shown = report(&CliError::from(err));
        assert!(
            shown.starts_with("cannot read /no/such/file.txt: "),
            "{shown}"
        );
        assert_eq!(shown.matches("cannot read").count(), 1, "{shown}");
        let output = CliError::from(io::Error::other("disk full"));
        assert_eq!(report(&output), "cannot write output: disk full");
    }

    #[test]
    fn outcomes_map_to_exit_statuses() {
        assert_eq!(exit_status("t", Ok(Outcome::Yes)), ExitCode::SUCCESS);
        assert_eq!(exit_status("t", Ok(Outcome::No)), ExitCode::from(1));
        assert_eq!(
            exit_status("t", Err(CliError::bad("no"))),
            ExitCode::from(2)
        );
        let pipe = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(
            exit_status("t", Err(CliError::Output(pipe))),
            ExitCode::SUCCESS
        );
        // A lost reader in a dialogue is an error, not a quiet end.
        let pipe = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(
            exit_status("t", Err(CliError::because("cannot send the move", pipe))),
            ExitCode::from(2)
        );
        let full = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(
            exit_status("t", Err(CliError::Output(full))),
            ExitCode::from(2)
        );
    }

    #[test]
    fn control_characters_never_reach_the_terminal() {
        let e = CliError::parse(
            "x",
            ParseError::new(1, 1, "unknown name `\u{1b}]0;owned\u{7}`"),
        );
        let shown = report(&e);
        assert!(!shown.contains(char::is_control), "{shown}");
        assert!(
            shown.ends_with("unknown name `\\u{1b}]0;owned\\u{7}`"),
            "{shown}"
        );
    }

    /// Reads every line of `input` with [`read_typed_line`].
    fn typed_lines(mut input: &[u8], limit: usize) -> Vec<Typed> {
        let mut lines = Vec::new();
        loop {
            match read_typed_line(&mut input, limit).unwrap() {
                Typed::End => return lines,
                line => lines.push(line),
            }
        }
    }

    proptest! {
        /// Escaped text has no control character, and text without one is unchanged.
        #[test]
        fn escaping_removes_every_control_character(text in "\\PC{0,20}|[\\x00-\\x1f\\x7f a]{0,20}") {
            let shown = escape(&text);
            prop_assert!(!shown.contains(char::is_control));
            if !text.contains(char::is_control) {
                prop_assert_eq!(shown, text);
            }
        }

        /// Typed lines are the input's lines (as `str::lines` sees them) where those are
        /// text within the limit, and one answer for every other line.
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
            let expected: Vec<Typed> = raw_lines
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
            prop_assert_eq!(got, expected);
        }
    }
}
