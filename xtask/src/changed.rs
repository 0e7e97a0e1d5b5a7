//! `cargo xtask changed [BASE] [--json]`: the crates touched since `BASE` (default `main`)
//! and every crate that depends on one of them, one name a line (or a JSON array, for a CI
//! matrix).
//!
//! A file inside a crate's folder touches that crate. A file that every build reads (the
//! root `Cargo.toml`, `Cargo.lock`, `rust-toolchain.toml`, `.cargo/`) touches every crate.
//! Anything else (the root docs, `.github/`, `.ci/`, licences) touches none: those are
//! checked by the full run on `main`.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use crate::Result;
use crate::workspace::{Workspace, root};

/// What `cargo xtask changed` was asked to do.
pub(crate) struct Options {
    base: String,
    json: bool,
}

pub(crate) fn parse(args: &[String]) -> Result<Options> {
    let mut base = None;
    let mut json = false;
    for arg in args {
        match arg.as_str() {
            "--json" => json = true,
            flag if flag.starts_with('-') => {
                return Err(format!("changed: unexpected option `{flag}`"));
            }
            name if base.is_none() => base = Some(name.to_owned()),
            extra => return Err(format!("changed: unexpected argument `{extra}`")),
        }
    }
    Ok(Options {
        base: base.unwrap_or_else(|| "main".to_owned()),
        json,
    })
}

pub(crate) fn run(options: &Options) -> Result {
    let workspace = Workspace::load()?;
    let files = changed_files(&options.base)?;
    let crates = affected(&workspace, &files);
    if options.json {
        let list = serde_json::to_string(&crates).map_err(|e| e.to_string())?;
        println!("{list}");
    } else {
        for name in &crates {
            println!("{name}");
        }
    }
    Ok(())
}

/// The files that differ between the merge base of `base` and `HEAD`, and the work tree,
/// relative to the repository root.
fn changed_files(base: &str) -> Result<Vec<String>> {
    let git = |args: &[&str]| -> Result<String> {
        let output = Command::new("git")
            .args(args)
            .current_dir(root())
            .output()
            .map_err(|e| format!("cannot run git: {e}"))?;
        if !output.status.success() {
            return Err(format!(
                "git {} failed: {}",
                args.join(" "),
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    };
    let merge_base = git(&["merge-base", base, "HEAD"])?;
    let listed = git(&["diff", "--name-only", merge_base.trim()])?;
    let untracked = git(&["ls-files", "--others", "--exclude-standard"])?;
    Ok(listed
        .lines()
        .chain(untracked.lines())
        .map(str::to_owned)
        .collect())
}

/// The crates `files` touch (paths relative to the workspace root), with their dependents.
pub(crate) fn affected(workspace: &Workspace, files: &[String]) -> Vec<String> {
    let root = root();
    let everywhere = |file: &str| {
        matches!(file, "Cargo.toml" | "Cargo.lock" | "rust-toolchain.toml")
            || file.starts_with(".cargo/")
    };
    let mut touched = BTreeSet::new();
    for file in files {
        if everywhere(file) {
            touched.extend(workspace.members.iter().map(|m| m.name.clone()));
            continue;
        }
        let path = root.join(file);
        if let Some(member) = workspace
            .members
            .iter()
            .filter(|m| path.starts_with(&m.dir) && m.dir != Path::new(&root))
            .max_by_key(|m| m.dir.components().count())
        {
            touched.insert(member.name.clone());
        }
    }
    workspace.with_dependents(&touched.into_iter().collect::<Vec<_>>())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn affected_by(files: &[&str]) -> Vec<String> {
        let workspace = Workspace::load().unwrap();
        let files: Vec<String> = files.iter().map(|f| (*f).to_owned()).collect();
        affected(&workspace, &files)
    }

    #[test]
    fn a_change_in_one_solver_touches_that_solver() {
        // And the web app, which plays every solver's game.
        let mut got = affected_by(&[
            "crates/hackenbush/src/lib.rs",
            "crates/hackenbush/README.md",
        ]);
        got.sort();
        assert_eq!(got, ["games-web", "hackenbush"]);
    }

    #[test]
    fn a_change_in_games_common_touches_every_solver() {
        let got = affected_by(&["crates/games-common/src/nim.rs"]);
        for name in [
            "games-common",
            "bulgarian",
            "dobble",
            "hackenbush",
            "strikeout",
            "marbles",
        ] {
            assert!(got.iter().any(|g| g == name), "{name} missing from {got:?}");
        }
        // Nothing that does not depend on it.
        assert!(!got.iter().any(|g| g == "games-test-support"), "{got:?}");
    }

    #[test]
    fn a_change_in_the_docs_only_touches_nothing() {
        assert!(
            affected_by(&["docs/ARCHITECTURE.md", "README.md", ".github/CODEOWNERS"]).is_empty()
        );
    }

    #[test]
    fn the_lock_file_touches_everything() {
        let workspace = Workspace::load().unwrap();
        assert_eq!(affected_by(&["Cargo.lock"]).len(), workspace.members.len());
    }
}
