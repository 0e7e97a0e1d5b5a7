//! Workspace automation, run as `cargo xtask <command>`.
//!
//! - `demo`: every solver on its headline cases, human-readable.
//! - `snapshots [-p NAME]... [--accept]`: the snapshot regressions of every crate.
//! - `ci [-p NAME]...`: everything CI checks, in order, failing at the first problem; with
//!   `-p`, for those crates and their dependents only.
//! - `changed [BASE] [--json]`: the crates touched since BASE, with their dependents.
//! - `release-check [-p NAME]...`: that each publishable crate would publish on its own, and
//!   that its package passes its own tests.
//! - `bench [-p NAME]... [-- CRITERION ARGS]`: the criterion benchmarks and a summary table.
//! - `fuzz [-p NAME]... [--seconds N] [TARGET]...`: the coverage-guided fuzz targets
//!   (nightly), failing on any crash with its reproducer.
//! - `slurm`: the Slurm recipes of bulgarian and strikeout run on a single-node Slurm of
//!   its own, their merges compared with the one-machine answers.
//!
//! Every command answers `--help`.
//!
//! Crates are discovered with `cargo metadata`, so a new member is picked up without any
//! change here. The tidy checks of the workspace are ordinary tests of this crate
//! (`tidy.rs`).

mod bench;
mod changed;
mod ci;
mod demo;
mod fuzz;
#[cfg(test)]
mod layout;
mod release;
mod slurm;
mod snapshots;
#[cfg(test)]
mod tidy;
mod workspace;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <command> [--help]

commands:
  demo                               every solver on its headline cases
  snapshots [-p NAME]... [--accept]  run the snapshot tests; --accept takes pending ones
  ci [-p NAME]...                    fmt, clippy, tests, snapshots, docs, examples,
                                     release check, fuzz smoke, slurm, workflows; -p: NAME and
                                     its dependents
  changed [BASE] [--json]            crates touched since BASE (default main) + dependents
  release-check [-p NAME]...         package each crate, unpack it, run its tests there
  bench [-p NAME]... [-- ARGS]       criterion benchmarks and a summary for docs/benchmarks.md
  fuzz [-p NAME]... [--seconds N] [TARGET]...
                                     build the fuzz targets (nightly toolchain) and run each
                                     N seconds (default 60); fails on a crash, printing the
                                     reproducer; skipped, saying so, without nightly
  slurm                              the Slurm recipes on a single-node Slurm of its own";

/// Each command's `--help`: its usage line and what it does.
const HELP: [(&str, &str); 8] = [
    (
        "demo",
        "usage: cargo xtask demo\n\nBuilds what `cargo build --release` builds, runs every \
         solver on its headline cases ([package.metadata.demo] runs), human-readable, a \
         numbered line a step, and writes each solver's picture into target/demo/ with an \
         index.html that shows them all.",
    ),
    (
        "snapshots",
        "usage: cargo xtask snapshots [-p NAME]... [--accept]\n\nRuns the snapshot tests of \
         every crate (or of NAME), prints a table per crate (checked, failed, new) and fails \
         on any mismatch or pending .snap.new. --accept takes the pending snapshots, after \
         you have read them. Under CI nothing is ever written.",
    ),
    (
        "ci",
        "usage: cargo xtask ci [-p NAME]...\n\nEverything CI checks, in order, stopping at \
         the first failure: fmt, clippy with warnings denied, the tests of the crates not \
         published, the snapshots, the docs, the libraries and examples without default \
         features, the release check (which runs each published crate's tests from its \
         package), a fuzz smoke run \
         (every fuzz target for a few seconds; skipped, saying so, without nightly), \
         the Slurm recipes on a single-node Slurm (cargo xtask slurm; fails where Slurm is \
         missing), actionlint. With -p, for NAME and the crates that depend on it only.",
    ),
    (
        "changed",
        "usage: cargo xtask changed [BASE] [--json]\n\nThe crates touched since the merge \
         base of BASE (default main) and HEAD, plus the work tree, with every crate that \
         depends on one of them: one name a line, or a JSON array with --json.",
    ),
    (
        "release-check",
        "usage: cargo xtask release-check [-p NAME]...\n\nFor every publishable crate (or \
         NAME): checks its crates.io entry, its requirements on workspace crates and its \
         package contents; packages it with the workspace crates it needs, unpacks the \
         package outside the workspace and runs its tests there (cargo test --offline \
         --all-features, workspace dependencies patched to their unpacked packages). Fails \
         naming the crate.",
    ),
    (
        "bench",
        "usage: cargo xtask bench [-p NAME]... [-- CRITERION ARGS]\n\nRuns the criterion \
         benchmarks (with their naive baselines) and prints a summary table for \
         docs/benchmarks.md.",
    ),
    ("fuzz", fuzz::USAGE),
    ("slurm", slurm::USAGE),
];

/// A failed step, already explained on standard error or in the message.
pub(crate) type Result<T = ()> = std::result::Result<T, String>;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    if rest.iter().any(|a| a == "--help" || a == "-h")
        && let Some((_, help)) = HELP.iter().find(|(name, _)| name == command)
    {
        println!("{help}");
        return ExitCode::SUCCESS;
    }
    let result = match command.as_str() {
        "demo" => no_arguments(rest).and_then(|()| demo::run()),
        "snapshots" => snapshots::parse(rest).and_then(|opts| snapshots::run(&opts)),
        "ci" => ci::parse(rest).and_then(|opts| ci::run(&opts)),
        "changed" => changed::parse(rest).and_then(|opts| changed::run(&opts)),
        "release-check" => release::parse(rest).and_then(|opts| release::run(&opts)),
        "bench" => bench::parse(rest).and_then(|opts| bench::run(&opts)),
        "fuzz" => fuzz::parse(rest).and_then(|opts| fuzz::run(&opts, None)),
        "slurm" => no_arguments(rest).and_then(|()| slurm::run()),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command in the usage has its own `--help`, and no help names a command the
    /// usage does not list.
    #[test]
    fn every_command_has_help() {
        let listed: Vec<&str> = USAGE
            .lines()
            .skip_while(|l| !l.starts_with("commands:"))
            .skip(1)
            .filter_map(|l| l.strip_prefix("  "))
            .filter(|l| !l.starts_with(' '))
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        let helped: Vec<&str> = HELP.iter().map(|(name, _)| *name).collect();
        assert_eq!(listed, helped);
        for (name, help) in HELP {
            assert!(
                help.starts_with(&format!("usage: cargo xtask {name}")),
                "{name}"
            );
        }
    }
}
