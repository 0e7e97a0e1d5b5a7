//! Workspace automation, run as `cargo xtask <command>`.
//!
//! - `demo`: every solver on its headline cases, human-readable.
//! - `snapshots [-p NAME]... [--accept]`: the snapshot regressions of every crate.
//! - `ci [-p NAME]...`: everything CI checks, in order, failing at the first problem; with
//!   `-p`, for those crates and their dependents only.
//! - `changed [BASE] [--json]`: the crates touched since BASE, with their dependents.
//! - `release-check [-p NAME]...`: that each publishable crate would publish on its own.
//! - `bench [-p NAME]... [-- CRITERION ARGS]`: the criterion benchmarks and a summary table.
//! - `fuzz [-p NAME]... [--seconds N] [TARGET]...`: the coverage-guided fuzz targets
//!   (nightly), failing on any crash with its reproducer.
//!
//! Crates are discovered with `cargo metadata`, so a new member is picked up without any
//! change here. The tidy checks of the workspace are ordinary tests of this crate
//! (`tidy.rs`).

mod bench;
mod changed;
mod ci;
mod demo;
mod fuzz;
mod release;
mod snapshots;
#[cfg(test)]
mod tidy;
mod workspace;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  demo                               every solver on its headline cases
  snapshots [-p NAME]... [--accept]  run the snapshot tests; --accept takes pending ones
  ci [-p NAME]...                    fmt, clippy, tests, snapshots, docs, examples,
                                     release check, fuzz smoke, workflows; -p: NAME and
                                     its dependents
  changed [BASE] [--json]            crates touched since BASE (default main) + dependents
  release-check [-p NAME]...         would each crate publish on its own
  bench [-p NAME]... [-- ARGS]       criterion benchmarks and a summary for docs/benchmarks.md
  fuzz [-p NAME]... [--seconds N] [TARGET]...
                                     build the fuzz targets (nightly toolchain) and run each
                                     N seconds (default 60); fails on a crash, printing the
                                     reproducer; skipped, saying so, without nightly";

/// A failed step, already explained on standard error or in the message.
pub(crate) type Result<T = ()> = std::result::Result<T, String>;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let result = match command.as_str() {
        "demo" => no_arguments(rest).and_then(|()| demo::run()),
        "snapshots" => snapshots::parse(rest).and_then(|opts| snapshots::run(&opts)),
        "ci" => ci::parse(rest).and_then(|opts| ci::run(&opts)),
        "changed" => changed::parse(rest).and_then(|opts| changed::run(&opts)),
        "release-check" => release::parse(rest).and_then(|opts| release::run(&opts)),
        "bench" => bench::parse(rest).and_then(|opts| bench::run(&opts)),
        "fuzz" if rest.iter().any(|a| a == "--help" || a == "-h") => {
            println!("{}", fuzz::USAGE);
            Ok(())
        }
        "fuzz" => fuzz::parse(rest).and_then(|opts| fuzz::run(&opts)),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command `{other}`\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

fn no_arguments(rest: &[String]) -> Result {
    match rest.first() {
        None => Ok(()),
        Some(arg) => Err(format!("unexpected argument `{arg}`\n{USAGE}")),
    }
}

/// Reads `-p NAME` / `--package NAME` options; returns the packages and the other arguments.
pub(crate) fn packages_and_rest(args: &[String]) -> Result<(Vec<String>, Vec<String>)> {
    let mut packages = Vec::new();
    let mut rest = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg == "-p" || arg == "--package" {
            let name = iter
                .next()
                .ok_or_else(|| format!("`{arg}` needs a crate name"))?;
            packages.push(name.clone());
        } else if arg == "--" {
            rest.push(arg.clone());
            rest.extend(iter.by_ref().cloned());
        } else {
            rest.push(arg.clone());
        }
    }
    Ok((packages, rest))
}
