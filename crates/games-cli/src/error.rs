//! How a run ends: its [`Outcome`] or a [`CliError`], the exit status each maps to, and the
//! one line an error is shown as, in the programs' own words.

use std::error::Error;
use std::fmt::Write as _;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::input::{InputError, source_name};

/// A successful run's answer: yes or no, and nothing else ever (so it is exhaustive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A positive answer: exit status 0.
    Yes,
    /// A negative answer that is not an error (an invalid deck, a proof of impossibility):
    /// exit status 1.
    No,
}

/// The "Exit status" paragraph of a program's `--help` (clap's `after_help`): 0, 2, and
/// the rows `more` gives (a status and what it means), in the order of their numbers.
///
/// ```
/// let text = games_cli::exit_statuses(&[("1", "the deck is not valid")]);
/// assert_eq!(
///     text,
///     "Exit status:\n  0  success\n  1  the deck is not valid\n  2  bad usage, bad input, or an output that could not be written"
/// );
/// ```
pub fn exit_statuses(more: &[(&str, &str)]) -> String {
    let number = |status: &str| -> u32 {
        let digits = status
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(status.len());
        status[..digits].parse().unwrap_or(u32::MAX)
    };
    let mut rows = vec![
        ("0", "success"),
        (
            "2",
            "bad usage, bad input, or an output that could not be written",
        ),
    ];
    rows.extend_from_slice(more);
    rows.sort_by_key(|&(status, _)| number(status));
    let width = rows
        .iter()
        .map(|(status, _)| status.len())
        .max()
        .unwrap_or(1);
    let mut text = "Exit status:".to_owned();
    for (status, meaning) in rows {
        text.push_str(&format!("\n  {status:<width$}  {meaning}"));
    }
    text
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
    /// A play mode's end after a line longer than `limit` bytes, longer than any move
    /// ([`Typed::TooLong`](crate::Typed::TooLong)): the game ends there, with exit status 2.
    ///
    /// ```
    /// let e = games_cli::CliError::line_too_long(80);
    /// assert_eq!(e.to_string(), "standard input: a line longer than 80 bytes, longer than any move; the game ends");
    /// ```
    pub fn line_too_long(limit: usize) -> CliError {
        CliError::bad(format!(
            "standard input: a line longer than {limit} bytes, longer than any move; the game ends"
        ))
    }

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
/// joined by `: `, with control characters escaped. An operating-system error in the chain
/// is worded by [`io_reason`], so the line is the same on every system.
///
/// ```
/// use games_cli::{report, CliError};
///
/// let inner = std::io::Error::other("no \u{1b}[31mcolour");
/// let e = CliError::because("cannot send the move", inner);
/// assert_eq!(report(&e), "cannot send the move: no \\u{1b}[31mcolour");
/// ```
pub fn report(error: &(dyn Error + 'static)) -> String {
    let mut line = words(error);
    let mut cause = error.source();
    while let Some(e) = cause {
        let _ = write!(line, ": {}", words(e));
        cause = e.source();
    }
    escape(&line)
}

/// One link of a chain of causes in the programs' words.
fn words(error: &(dyn Error + 'static)) -> String {
    match error.downcast_ref::<io::Error>() {
        Some(e) => io_reason(e),
        None => error.to_string(),
    }
}

/// What went wrong with a file or stream, in the programs' own words, chosen by the
/// error's [`kind`](io::Error::kind): "not found", "permission denied", "is a directory",
/// ... An error made by a program with a message of its own keeps that message.
///
/// ```
/// use games_cli::io_reason;
/// use std::io;
///
/// let missing = std::fs::File::open("/no/such/file").unwrap_err();
/// assert_eq!(io_reason(&missing), "not found");
/// assert_eq!(io_reason(&io::Error::other("disk full")), "disk full");
/// ```
pub fn io_reason(error: &io::Error) -> String {
    if error.get_ref().is_some() {
        return error.to_string();
    }
    use io::ErrorKind as K;
    let words = match error.kind() {
        K::NotFound => "not found",
        K::PermissionDenied => "permission denied",
        K::AlreadyExists => "already exists",
        K::IsADirectory => "is a directory",
        K::NotADirectory => "not a directory",
        K::DirectoryNotEmpty => "directory not empty",
        K::ReadOnlyFilesystem => "read-only file system",
        K::StorageFull => "no space left on the device",
        K::QuotaExceeded => "disk quota exceeded",
        K::FileTooLarge => "file too large",
        K::InvalidFilename => "invalid file name",
        K::InvalidInput => "invalid argument",
        K::InvalidData => "invalid data",
        K::BrokenPipe => "broken pipe",
        K::ResourceBusy => "resource busy",
        K::ExecutableFileBusy => "executable file busy",
        K::CrossesDevices => "cannot move across file systems",
        K::TooManyLinks => "too many links",
        K::ArgumentListTooLong => "argument list too long",
        K::NotSeekable => "not seekable",
        K::Interrupted => "interrupted",
        K::TimedOut => "timed out",
        K::WouldBlock => "would block",
        K::OutOfMemory => "out of memory",
        K::Unsupported => "not supported",
        K::UnexpectedEof => "unexpected end of input",
        // Rust's own description of the kind: the same on every system.
        other => return other.to_string(),
    };
    words.to_owned()
}

/// `text` with every control character (escape, carriage return, newline, tab, ...) and
/// bidirectional control written as `\u{..}` ([`games_common::text::push_shown`]), so that
/// user text quoted in a message stays on one line, in order, and cannot steer the terminal.
///
/// ```
/// use games_cli::escape;
///
/// assert_eq!(escape("cat\u{1b}[2J\n"), "cat\\u{1b}[2J\\u{a}");
/// assert_eq!(escape("chat noir é"), "chat noir é");
/// assert_eq!(escape("abc\u{202e}fed"), "abc\\u{202e}fed");
/// ```
pub fn escape(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        games_common::text::push_shown(&mut shown, c);
    }
    shown
}

/// Runs a command body and turns its result into the exit status, printing an error as one
/// line `NAME: report` on standard error ([`report`]). A broken pipe on ordinary output is a
/// quiet success.
///
/// Standard output is whatever the program was given; nothing is refused up front. (A
/// program started with standard output closed, `>&-`, gets the null device from the Rust
/// runtime and its output is lost; that cannot be told apart from the null device handed
/// over on purpose, which scripts do every day, so it is let through.)
pub fn run(name: &str, body: impl FnOnce() -> Result<Outcome, CliError>) -> ExitCode {
    exit_status(name, body())
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

#[cfg(test)]
mod tests {
    use super::*;

    use crate::read_input;
    use proptest::prelude::*;

    /// A located parse error, as the solvers' libraries have.
    #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
    #[error("line {line}, column {column}: {what}")]
    struct Located {
        line: usize,
        column: usize,
        what: &'static str,
    }

    fn located(line: usize, column: usize, what: &'static str) -> Located {
        Located { line, column, what }
    }

    #[test]
    fn parse_errors_name_the_source_and_keep_it() {
        let e = located(2, 5, "a symbol repeats: cat");
        let shown = CliError::parse("deck.txt", e.clone());
        assert_eq!(
            report(&shown),
            "deck.txt: line 2, column 5: a symbol repeats: cat"
        );
        let kept = shown.source().unwrap().downcast_ref::<Located>();
        assert_eq!(kept, Some(&e));
        assert_eq!(
            report(&CliError::parse("-", e)),
            "standard input: line 2, column 5: a symbol repeats: cat"
        );
    }

    #[test]
    fn a_rejection_is_worded_by_the_library_and_keeps_its_kind() {
        let e = located(1, 4, "not a number");
        let shown = CliError::rejected(e.clone());
        assert_eq!(report(&shown), "line 1, column 4: not a number");
        let CliError::Rejected(kept) = &shown else {
            panic!("not a rejection: {shown:?}")
        };
        assert_eq!(kept.downcast_ref::<Located>(), Some(&e));
        assert_eq!(exit_status("t", Err(shown)), ExitCode::from(2));
    }

    #[test]
    fn file_errors_are_in_the_programs_words() {
        let err = read_input("/no/such/file.txt").unwrap_err();
        assert_eq!(err.to_string(), "cannot read /no/such/file.txt");
        assert_eq!(
            report(&CliError::from(err)),
            "cannot read /no/such/file.txt: not found"
        );
        let folder = std::env::temp_dir();
        let err = read_input(&folder).unwrap_err();
        let shown = report(&CliError::from(err));
        assert!(shown.ends_with(": is a directory"), "{shown}");
        let output = CliError::from(io::Error::other("disk full"));
        assert_eq!(report(&output), "cannot write output: disk full");
    }

    /// Every kind an operating system reports is worded without the system's text.
    #[test]
    fn no_reason_carries_the_systems_wording() {
        for code in 1..=200 {
            let shown = io_reason(&io::Error::from_raw_os_error(code));
            assert!(!shown.contains("os error"), "{code}: {shown}");
            assert!(!shown.is_empty(), "{code}");
        }
        let denied = io::Error::from(io::ErrorKind::PermissionDenied);
        assert_eq!(io_reason(&denied), "permission denied");
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
        let e = CliError::parse("x", located(1, 1, "unknown name `\u{1b}]0;owned\u{7}`"));
        let shown = report(&e);
        assert!(!shown.contains(char::is_control), "{shown}");
        assert!(
            shown.ends_with("unknown name `\\u{1b}]0;owned\\u{7}`"),
            "{shown}"
        );
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
    }
}
