//! `cargo xtask ci`: everything CI checks, in order, stopping at the first failure.
//!
//! Formatting, clippy with warnings denied, every test (cargo's own output, streamed), the
//! snapshot regressions (never writing a file), the docs with warnings denied, and a
//! packaging dry run of every publishable crate.

use std::time::Instant;

use crate::Result;
use crate::workspace::{cargo, run_streamed};

pub(crate) fn run() -> Result {
    let started = Instant::now();
    step("format", || {
        let mut c = cargo();
        c.args(["fmt", "--all", "--check"]);
        run_streamed(c, "cargo fmt --check (run `cargo fmt --all`)")
    })?;
    step("clippy", || {
        let mut c = cargo();
        c.args([
            "clippy",
            "--workspace",
            "--all-targets",
            "--all-features",
            "--",
            "-D",
            "warnings",
        ]);
        run_streamed(c, "cargo clippy")
    })?;
    step("tests", || {
        let mut c = cargo();
        c.args(["test", "--workspace", "--all-features"])
            .env("INSTA_UPDATE", "no");
        run_streamed(c, "cargo test")
    })?;
    // `cargo xtask ci` never writes a snapshot, even when run by hand.
    step("snapshots", crate::snapshots::check_without_writing)?;
    step("docs", || {
        let mut c = cargo();
        c.args(["doc", "--workspace", "--no-deps", "--all-features"])
            .env("RUSTDOCFLAGS", "-D warnings");
        run_streamed(c, "cargo doc")
    })?;
    step("packaging", || {
        let mut c = cargo();
        c.args(["publish", "--dry-run", "--workspace", "--allow-dirty"]);
        run_streamed(c, "cargo publish --dry-run")
    })?;
    println!("ci: all steps passed in {:.0?}", started.elapsed());
    Ok(())
}

fn step(name: &str, body: impl FnOnce() -> Result) -> Result {
    println!("ci: == {name} ==");
    let started = Instant::now();
    body()?;
    println!("ci: {name} ok ({:.1?})", started.elapsed());
    Ok(())
}
