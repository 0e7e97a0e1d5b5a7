//! The conventions every solver binary follows, as small helpers (feature `cli`).
//!
//! - Exit status: 0 success, 1 a negative answer that is not an error ([`Outcome::No`]),
//!   2 bad usage or bad input ([`CliError`]). clap already exits with 2 on bad usage.
//! - An error is one line on standard error, `NAME: what is wrong and where`, never a panic
//!   or a backtrace.
//! - A closed pipe on standard output (`solver ... | head`) ends the program quietly.
//! - `--json` prints one compact JSON document and a newline ([`print_json`]).
//! - Progress goes to standard error only when it is a terminal ([`Progress`]).
//!
//! ```no_run
//! use games_common::cli::{self, CliError, Outcome};
//! use std::io::Write;
//!
//! fn main() -> std::process::ExitCode {
//!     cli::run("demo", || {
//!         let n: u64 = "12".parse().map_err(|_| CliError::bad("N must be a whole number"))?;
//!         writeln!(std::io::stdout(), "{}", n * 2)?;
//!         Ok(Outcome::Yes)
//!     })
//! }
//! ```

use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::input::{InputError, ParseError};

/// A successful run's answer.
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

/// Why a command could not do its work: bad input or usage (exit 2), or failed output.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CliError {
    /// Bad usage or bad input, already put in words that name what and where.
    #[error("{0}")]
    Bad(String),
    /// The input could not be read.
    #[error(transparent)]
    Input(#[from] InputError),
    /// Writing the output failed.
    #[error("cannot write output: {0}")]
    Output(#[from] io::Error),
}

impl CliError {
    /// Bad usage or bad input, described by `message`.
    pub fn bad(message: impl Into<String>) -> CliError {
        CliError::Bad(message.into())
    }

    /// A parse error in the input read from `path` (`-` is standard input).
    pub fn parse(path: impl AsRef<Path>, error: &ParseError) -> CliError {
        let path = path.as_ref();
        let source = if path.as_os_str() == "-" {
            "standard input".to_owned()
        } else {
            path.display().to_string()
        };
        CliError::Bad(format!("{source}: {error}"))
    }
}

/// Runs a command body and turns its result into the exit status, printing an error as one
/// line `NAME: message` on standard error. A broken pipe on standard output is a quiet
/// success.
pub fn run(name: &str, body: impl FnOnce() -> Result<Outcome, CliError>) -> ExitCode {
    match body() {
        Ok(Outcome::Yes) => ExitCode::SUCCESS,
        Ok(Outcome::No) => ExitCode::from(1),
        Err(CliError::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(io::stderr(), "{name}: {e}");
            ExitCode::from(2)
        }
    }
}

/// Prints `value` as one compact JSON document followed by a newline on standard output.
pub fn print_json<T: serde::Serialize + ?Sized>(value: &T) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    serde_json::to_writer(&mut out, value).map_err(io::Error::from)?;
    writeln!(out)?;
    out.flush()?;
    Ok(())
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

    #[test]
    fn parse_errors_name_the_source() {
        let e = ParseError::new(2, 5, "a symbol repeats: cat");
        assert_eq!(
            CliError::parse("deck.txt", &e).to_string(),
            "deck.txt: line 2, column 5: a symbol repeats: cat"
        );
        assert_eq!(
            CliError::parse("-", &e).to_string(),
            "standard input: line 2, column 5: a symbol repeats: cat"
        );
    }

    #[test]
    fn outcomes_map_to_exit_statuses() {
        assert_eq!(run("t", || Ok(Outcome::Yes)), ExitCode::SUCCESS);
        assert_eq!(run("t", || Ok(Outcome::No)), ExitCode::from(1));
        assert_eq!(run("t", || Err(CliError::bad("no"))), ExitCode::from(2));
        let pipe = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(run("t", || Err(CliError::Output(pipe))), ExitCode::SUCCESS);
    }
}
