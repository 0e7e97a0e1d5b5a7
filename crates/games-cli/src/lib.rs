//! The command-line plumbing of the puzzle-solver workspace's binaries, and nothing else:
//! no solver library names this crate, so it can change without touching any library's
//! version. Each solver pulls it in through its `cli` feature only.
//!
//! - Exit status: 0 success, 1 a negative answer that is not an error ([`Outcome::No`]),
//!   2 bad usage, bad input or failed output ([`CliError`]). clap already exits with 2 on
//!   bad usage. Each program's `--help` says so ([`exit_statuses`]).
//! - An error is one line on standard error, `NAME: what is wrong: why`, the chain of
//!   causes joined by `: ` ([`report`]), with control characters escaped ([`escape`]) so
//!   that text quoted from the input cannot reach the terminal as an escape sequence. Never
//!   a panic or a backtrace.
//! - File errors are in the programs' own words, chosen by [`std::io::ErrorKind`] ("not
//!   found", "permission denied", "is a directory", ...: [`io_reason`]), the same on every
//!   operating system; no message carries the system's own wording.
//! - Any writable standard output is used, whatever it is (a terminal, a pipe, a file, the
//!   null device opened for writing or for reading and writing, as Python's
//!   `subprocess.DEVNULL` hands it over). A failed write stops the program with exit 2; the
//!   one quiet exception is a broken pipe on ordinary output ([`CliError::Output`]), where
//!   the reader has everything it asked for (`solver ... | head`). A program in a dialogue
//!   (a play mode, a protocol) reports a lost reader as an error instead
//!   ([`CliError::because`]).
//! - Input is a file or `-` for standard input ([`read_input`]); play modes read a line at
//!   a time and ask again after a line that is not text ([`read_typed_line`]).
//! - An output file is saved whole or not at all, through a new temporary file beside it
//!   that no planted link can redirect, keeping the permissions of the file it replaces;
//!   `-` is standard output ([`save`]). Outputs that would overwrite an input or each
//!   other are refused before anything is written ([`check_apart`]).
//! - A shard file (one part of a run cut for a cluster's scheduler) is indented JSON,
//!   saved as above; a set of them is read back for a merge, each labelled by its file's
//!   name ([`shards`]).
//! - `--json` prints one compact JSON document and a newline ([`print_json`]).
//! - Progress goes to standard error only when it is a terminal ([`Progress`]).
//! - Counts agree with their noun and an empty list is written `none` ([`counted`],
//!   [`listed`]); `--threads N` is read one way wherever a command uses several cores
//!   ([`args::thread_count`]).
//! - Every binary starts the same way ([`program!`]): its subcommands listed once, the
//!   command line read through [`args::parse`] and the subcommand run through [`run`].
//!
//! # JSON conventions
//!
//! Every `--json` document of the workspace follows these rules, and each solver's result
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
//! use games_cli::{CliError, Outcome};
//! use std::io::Write;
//!
//! fn main() -> std::process::ExitCode {
//!     games_cli::run("demo", || {
//!         let n: u64 = "12".parse().map_err(|e| CliError::because("N must be a whole number", e))?;
//!         writeln!(std::io::stdout(), "{}", n * 2)?;
//!         Ok(Outcome::Yes)
//!     })
//! }
//! ```

#![deny(missing_docs)]

pub mod args;
mod error;
pub mod input;
mod output;
mod save;
pub mod shards;
mod words;

pub use error::{Cause, CliError, Outcome, escape, exit_statuses, io_reason, report, run};
pub use input::{InputError, Typed, decode, read_input, read_typed_line, source_name};
pub use output::{Progress, create_dir_all, print_json};
pub use save::{Place, check_apart, is_stdout, save, save_new, save_with};
pub use words::{counted, listed};
