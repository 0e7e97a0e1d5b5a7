//! `cargo xtask snapshots`: runs every crate's snapshot tests (`tests/snapshots.rs`, insta)
//! and prints a table per crate of the snapshots checked, failed and new.
//!
//! It fails, naming crate and snapshot, on any mismatch, any snapshot without a committed
//! file, and any pending `.snap.new` / `.pending-snap` file. Under CI nothing is written;
//! elsewhere insta leaves `.snap.new` files to review, and `--accept` takes them.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::workspace::{Member, Workspace, cargo, files_below, in_ci, root};
use crate::{Result, packages_and_rest};

/// What `cargo xtask snapshots` was asked to do.
pub(crate) struct Options {
    packages: Vec<String>,
    accept: bool,
}

pub(crate) fn parse(args: &[String]) -> Result<Options> {
    let (packages, rest) = packages_and_rest(args)?;
    let mut accept = false;
    for arg in rest {
        match arg.as_str() {
            "--accept" => accept = true,
            other => return Err(format!("snapshots: unexpected argument `{other}`")),
        }
    }
    Ok(Options { packages, accept })
}

/// How one crate's snapshots came out.
#[derive(Default)]
struct Report {
    checked: usize,
    /// Snapshots whose committed file differs from the output.
    failed: BTreeSet<String>,
    /// Snapshots with no committed file yet, or pending review.
    new: BTreeSet<String>,
    /// The test run failed for a reason other than a snapshot (a panic, a build error).
    broken: bool,
}

pub(crate) fn run(options: &Options) -> Result {
    if options.accept && in_ci() {
        return Err("snapshots --accept is refused under CI: nothing is written there".into());
    }
    check(options, !in_ci())
}

fn check(options: &Options, write: bool) -> Result {
    let workspace = Workspace::load()?;
    let crates: Vec<&Member> = workspace
        .select(&options.packages)?
        .into_iter()
        .filter(|m| m.has_snapshots())
        .collect();
    let mut rows = Vec::new();
    for member in &crates {
        let report = check_crate(member, write, options.accept)?;
        rows.push((member.name.clone(), report));
    }
    print_table(&rows);
    let mut problems = Vec::new();
    for (name, report) in &rows {
        problems.extend(
            report
                .failed
                .iter()
                .map(|s| format!("{name}: {s} does not match")),
        );
        problems.extend(
            report
                .new
                .iter()
                .map(|s| format!("{name}: {s} is new or pending")),
        );
        if report.broken {
            problems.push(format!(
                "{name}: the snapshot tests failed (see their output above)"
            ));
        }
    }
    if problems.is_empty() {
        return Ok(());
    }
    let hint = if write {
        "review the .snap.new files, then `cargo xtask snapshots --accept`"
    } else {
        "run `cargo xtask snapshots` locally, review and accept, then commit"
    };
    Err(format!(
        "snapshots failed:\n  {}\n{hint}",
        problems.join("\n  ")
    ))
}

fn check_crate(member: &Member, write: bool, accept: bool) -> Result<Report> {
    let dir = member.dir.join("tests/snapshots");
    let mut command: Command = cargo();
    command
        .args([
            "test",
            "--quiet",
            "--package",
            &member.name,
            "--all-features",
        ])
        .args(["--test", "snapshots", "--", "--nocapture"])
        .env("INSTA_UPDATE", if write { "new" } else { "no" })
        .env("INSTA_OUTPUT", "diff");
    if accept {
        // Let every assertion run and leave its `.snap.new`, then take them all.
        command.env("INSTA_FORCE_PASS", "1");
    }
    let output = command
        .output()
        .map_err(|e| format!("cannot run cargo test: {e}"))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let mut report = Report::default();

    // Snapshots insta complained about, by their file (relative to the workspace root).
    let mentioned: BTreeSet<PathBuf> = stdout
        .lines()
        .filter_map(|l| l.strip_prefix("Snapshot file: "))
        .map(|f| root().join(f.trim()))
        .collect();
    if accept {
        accept_pending(&dir)?;
    } else {
        for file in &mentioned {
            let name = display_name(file);
            if file.is_file() {
                report.failed.insert(name)
            } else {
                report.new.insert(name)
            };
        }
        for pending in pending_files(&dir) {
            let committed = committed_file(&pending);
            let name = display_name(&committed);
            if !report.failed.contains(&name) {
                report.new.insert(name);
            }
        }
    }
    report.checked = snap_files(&dir).len();
    report.broken = !output.status.success() && report.failed.is_empty() && report.new.is_empty();
    if !output.status.success() || !report.failed.is_empty() || !report.new.is_empty() {
        print!("{stdout}");
        eprint!("{stderr}");
    }
    Ok(report)
}

/// Turns every `.snap.new` into the committed `.snap`, without the `assertion_line` insta
/// writes into pending files (it moves with every edit above the assertion).
fn accept_pending(dir: &Path) -> Result {
    for pending in pending_files(dir) {
        if pending.extension().is_some_and(|e| e == "pending-snap") {
            return Err(format!(
                "{} is an inline snapshot; review it with `cargo insta review`",
                pending.display()
            ));
        }
        let committed = committed_file(&pending);
        let text = std::fs::read_to_string(&pending)
            .map_err(|e| format!("cannot read {}: {e}", pending.display()))?;
        std::fs::write(&committed, without_assertion_line(&text))
            .and_then(|()| std::fs::remove_file(&pending))
            .map_err(|e| format!("cannot accept {}: {e}", pending.display()))?;
        println!("accepted {}", display_name(&committed));
    }
    Ok(())
}

/// A snapshot's text without the `assertion_line` of its header.
fn without_assertion_line(text: &str) -> String {
    let Some((header, body)) = text
        .strip_prefix("---\n")
        .and_then(|rest| rest.split_once("\n---\n"))
    else {
        return text.to_owned();
    };
    let header: Vec<&str> = header
        .lines()
        .filter(|line| !line.starts_with("assertion_line:"))
        .collect();
    format!("---\n{}\n---\n{body}", header.join("\n"))
}

fn snap_files(dir: &Path) -> Vec<PathBuf> {
    files_below(dir, &|p| p.extension().is_some_and(|e| e == "snap"))
}

fn pending_files(dir: &Path) -> Vec<PathBuf> {
    files_below(dir, &|p| {
        let name = p.file_name().unwrap_or_default().to_string_lossy();
        name.ends_with(".snap.new") || name.ends_with(".pending-snap")
    })
}

/// `x.snap.new` -> `x.snap`.
fn committed_file(pending: &Path) -> PathBuf {
    let name = pending.to_string_lossy();
    PathBuf::from(name.strip_suffix(".new").unwrap_or(&name).to_owned())
}

/// The snapshot's file name without folder, as a reviewer would look for it.
fn display_name(file: &Path) -> String {
    file.file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

fn print_table(rows: &[(String, Report)]) {
    let width = rows.iter().map(|(n, _)| n.len()).max().unwrap_or(5).max(5);
    println!(
        "{:<width$}  {:>7}  {:>6}  {:>4}",
        "crate", "checked", "failed", "new"
    );
    for (name, r) in rows {
        println!(
            "{:<width$}  {:>7}  {:>6}  {:>4}{}",
            name,
            r.checked,
            r.failed.len(),
            r.new.len(),
            if r.broken { "  (tests failed)" } else { "" }
        );
    }
    if rows.is_empty() {
        println!("(no crate has tests/snapshots.rs yet)");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepting_drops_the_assertion_line() {
        let pending = "---\nsource: a.rs\nassertion_line: 12\nexpression: x\n---\nbody\n---\n";
        assert_eq!(
            without_assertion_line(pending),
            "---\nsource: a.rs\nexpression: x\n---\nbody\n---\n"
        );
        assert_eq!(without_assertion_line("no header"), "no header");
    }
}
