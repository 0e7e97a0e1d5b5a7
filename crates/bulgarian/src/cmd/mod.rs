//! The subcommands, one file each, and the arguments they share: a start (parts, or a file
//! of parts) and `--json`.

use std::path::PathBuf;

use bulgarian::Partition;
use games_cli::{CliError, read_input};

pub(crate) mod analyze;
pub(crate) mod austrian;
pub(crate) mod count;
pub(crate) mod graph;
pub(crate) mod montreal;
pub(crate) mod multiplayer;
pub(crate) mod orbit;
pub(crate) mod random;
mod relative;
pub(crate) mod trace;

/// A start: parts as arguments, or a file of parts.
#[derive(clap::Args)]
pub(crate) struct Start {
    /// Pile sizes, in any order.
    #[arg(
        value_name = "PARTS",
        conflicts_with = "parts_file",
        allow_negative_numbers = true
    )]
    parts: Vec<String>,
    /// Read the pile sizes from a file (`-` for standard input), white-space separated.
    #[arg(long, value_name = "F")]
    parts_file: Option<PathBuf>,
}

impl Start {
    /// Reads the start; an error in the arguments is shown in the library's words (they
    /// name the argument), an error in a file after the file's name.
    pub(crate) fn read(&self) -> Result<Partition, CliError> {
        match &self.parts_file {
            Some(path) => {
                let text = read_input(path)?;
                Partition::from_text(&text).map_err(|e| CliError::parse(path, e))
            }
            None => Partition::from_args(&self.parts).map_err(CliError::rejected),
        }
    }
}

/// `--json`, the same in every subcommand that has it.
#[derive(clap::Args)]
pub(crate) struct Json {
    /// Print one JSON document.
    #[arg(long)]
    pub(crate) json: bool,
}
