//! `cargo xtask ci [-p NAME]...`: everything CI checks, in order, stopping at the first
//! failure.
//!
//! Formatting, clippy with warnings denied, the tests of the crates that are not published
//! (cargo's own output, streamed), the docs with warnings denied, each crate's library and
//! examples as a library user takes them (`--no-default-features`, warnings denied), the
//! release check (`cargo xtask release-check`, which runs every published crate's tests
//! from its package, so they run once, not twice: its snapshot regressions among them,
//! writing nothing), a fuzz smoke run (every fuzz target for a few seconds, when a nightly
//! toolchain is installed; skipped, saying so, otherwise), the Slurm recipes of bulgarian
//! and strikeout on a single-node Slurm (`cargo xtask slurm`; Slurm missing is a failure,
//! since `.ci/run` installs it), and actionlint on the workflows when it is installed.
//!
//! The steps share the machine's cores: the fuzz targets' build starts first, at the
//! lowest priority, and takes only what the other steps leave idle (a long single test, a
//! link), and the release check builds each package's tests while the one before runs
//! its own (see `release`). The steps' times are in docs/benchmarks.md.
//!
//! The snapshot tests are not run apart as well (`cargo xtask snapshots`, the command to
//! review and accept them): that built every crate's snapshot tests a second time, a fifth
//! of the whole run, to check what the packages' tests check.
//!
//! With `-p NAME`, the same steps run for NAME and the crates that depend on it only, so a
//! team checks its own crate in a fraction of the full run; the release check then packages
//! them together with the workspace crates they need.

use std::process::Command;
use std::time::Instant;

use crate::Result;
use crate::workspace::{Workspace, cargo, root, run_streamed};

/// What `cargo xtask ci` was asked to check: every crate, or these and their dependents.
pub(crate) struct Options {
    packages: Vec<String>,
}

/// The crates whose change the Slurm step checks: the two whose recipes it submits, and
/// this one, which submits them.
const SLURM_CHECKED: [&str; 3] = ["bulgarian", "strikeout", "xtask"];

pub(crate) fn parse(args: &[String]) -> Result<Options> {
    Ok(Options {
        packages: crate::release::packages_only("ci", args)?,
    })
}

pub(crate) fn run(options: &Options) -> Result {
    let started = Instant::now();
    let workspace = Workspace::load()?;
    workspace.select(&options.packages)?;
    // Empty: the whole workspace.
    let chosen = if options.packages.is_empty() {
        Vec::new()
    } else {
        workspace.with_dependents(&options.packages)
    };
    if !chosen.is_empty() {
        println!("ci: checking {}", chosen.join(", "));
    }
    let scope = |c: &mut Command| {
        if chosen.is_empty() {
            c.arg("--workspace");
        } else {
            for name in &chosen {
                c.args(["--package", name]);
            }
        }
    };
    // The fuzz targets' build (nightly, its own target folder) starts now at the lowest
    // priority: it fills the cores that the steps below leave idle (a single test that
    // runs long, a crate that links), and the fuzz run at the end finds it done or nearly.
    let fuzzing = crate::fuzz::Options::of(&chosen, crate::fuzz::SMOKE_SECONDS);
    let ahead = crate::fuzz::build_ahead(&fuzzing);
    step("format", || {
        let mut c = cargo();
        c.arg("fmt");
        if chosen.is_empty() {
            c.arg("--all");
        } else {
            for name in &chosen {
                c.args(["--package", name]);
            }
        }
        c.arg("--check");
        run_streamed(c, "cargo fmt --check (run `cargo fmt --all`)")
    })?;
    step("clippy", || {
        let mut c = cargo();
        c.arg("clippy");
        scope(&mut c);
        c.args([
            "--all-targets",
            "--all-features",
            "--locked",
            "--",
            "-D",
            "warnings",
        ]);
        run_streamed(c, "cargo clippy")
    })?;
    // The release check below runs every publishable crate's tests from its package: the
    // same tests, built from what crates.io would hold. Running them here as well took a
    // third of the whole run for nothing, so here only the crates never packaged are
    // tested (the xtask).
    step("tests of the crates not published", || {
        let unpublished: Vec<&str> = workspace
            .members
            .iter()
            .filter(|m| !m.publishable && (chosen.is_empty() || chosen.contains(&m.name)))
            .map(|m| m.name.as_str())
            .collect();
        if unpublished.is_empty() {
            println!("ci: every chosen crate is published; the release check runs its tests");
            return Ok(());
        }
        let mut c = cargo();
        c.arg("test");
        for name in &unpublished {
            c.args(["--package", name]);
        }
        c.args(["--all-features", "--locked"])
            .env("INSTA_UPDATE", "no");
        run_streamed(c, "cargo test")
    })?;
    step("docs", || {
        let mut c = cargo();
        c.arg("doc");
        scope(&mut c);
        c.args(["--no-deps", "--all-features", "--locked"])
            .env("RUSTDOCFLAGS", "-D warnings");
        run_streamed(c, "cargo doc")
    })?;
    // As a library user takes each crate (`default-features = false`): the library and its
    // examples compile, warnings denied (a feature-gated helper left unused shows only here).
    step("libraries and examples without default features", || {
        for member in workspace
            .members
            .iter()
            .filter(|m| m.publishable && (chosen.is_empty() || chosen.contains(&m.name)))
        {
            let mut c = cargo();
            c.args([
                "clippy",
                "--lib",
                "--examples",
                "--no-default-features",
                "--locked",
            ])
            .args(["--package", &member.name])
            .args(["--", "-D", "warnings"]);
            run_streamed(c, &format!("{} without default features", member.name))?;
        }
        Ok(())
    })?;
    step("release check", || {
        crate::release::run(&crate::release::Options::of(&chosen))
    })?;
    step("fuzz smoke", || crate::fuzz::run(&fuzzing, ahead))?;
    if chosen.is_empty()
        || SLURM_CHECKED
            .iter()
            .any(|name| chosen.iter().any(|c| c == name))
    {
        step("slurm", crate::slurm::run)?;
    }
    step("workflows", actionlint)?;
    println!("ci: all steps passed in {:.0?}", started.elapsed());
    Ok(())
}

/// actionlint on `.github/workflows`, when it is installed; otherwise a note on how to get
/// it (CI's own workflow installs it).
fn actionlint() -> Result {
    let mut c = Command::new("actionlint");
    c.current_dir(root());
    match c.status() {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => Err(format!(
            "actionlint found problems in the workflows ({status})"
        )),
        Err(_) => {
            println!(
                "ci: actionlint is not installed, workflows not linted \
                 (its releases: https://github.com/rhysd/actionlint/releases)"
            );
            Ok(())
        }
    }
}

fn step(name: &str, body: impl FnOnce() -> Result) -> Result {
    println!("ci: == {name} ==");
    let started = Instant::now();
    body()?;
    println!("ci: {name} ok ({:.1?})", started.elapsed());
    Ok(())
}
