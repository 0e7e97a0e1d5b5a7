//! Output for the binaries: one JSON document ([`print_json`]), a progress line shown only
//! on a terminal ([`Progress`]), and folders for the files they write
//! ([`create_dir_all`]).

use std::io::{self, IsTerminal, Write};
use std::path::Path;

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

/// Creates the folder `dir` and its parents, as [`std::fs::create_dir_all`] does, except
/// that a path through an existing file fails as "not a directory"
/// ([`io::ErrorKind::NotADirectory`]) on every system, where Windows would say "not found".
pub fn create_dir_all(dir: &Path) -> io::Result<()> {
    if dir.ancestors().skip(1).any(Path::is_file) {
        return Err(io::ErrorKind::NotADirectory.into());
    }
    std::fs::create_dir_all(dir)
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
    fn a_folder_inside_a_file_is_not_a_directory() {
        let file = std::env::temp_dir().join(format!("games-cli-file-{}", std::process::id()));
        std::fs::write(&file, "x").unwrap();
        let err = create_dir_all(&file.join("frames/deeper")).unwrap_err();
        std::fs::remove_file(&file).unwrap();
        assert_eq!(err.kind(), io::ErrorKind::NotADirectory);
        assert_eq!(crate::io_reason(&err), "not a directory");
    }
}
