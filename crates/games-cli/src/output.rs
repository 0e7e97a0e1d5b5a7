//! Output for the binaries: one JSON document ([`print_json`]) and a progress line shown
//! only on a terminal ([`Progress`]).

use std::io::{self, IsTerminal, Write};

use crate::CliError;

/// Prints `value` as one compact JSON document followed by a newline on standard output
/// (see the [JSON conventions](crate#json-conventions)).
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
