//! The workspace as cargo sees it: its root, its members, and how to run cargo.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::Result;

/// One member crate of the workspace.
#[derive(Debug)]
pub(crate) struct Member {
    pub(crate) name: String,
    pub(crate) version: String,
    /// False for `publish = false` crates.
    pub(crate) publishable: bool,
    /// The workspace crates it depends on (normal, build or dev), with the version
    /// requirement written for each (empty for a path-only dev-dependency).
    pub(crate) workspace_deps: Vec<(String, String)>,
    /// The folder holding its Cargo.toml.
    pub(crate) dir: PathBuf,
    /// Its binary targets.
    pub(crate) bins: Vec<String>,
    /// `[package.metadata.demo] runs`: argument lists for `cargo xtask demo`.
    pub(crate) demo_runs: Vec<Vec<String>>,
    /// `[package.metadata.demo] picture`: the arguments of a run that writes one picture,
    /// `{dir}` standing for the demo's folder of pictures (empty: none).
    pub(crate) demo_picture: Vec<String>,
    /// The whole `cargo metadata` entry, for the release and tidy checks.
    pub(crate) raw: Value,
}

impl Member {
    /// True when the crate has snapshot tests (`tests/snapshots.rs`).
    pub(crate) fn has_snapshots(&self) -> bool {
        self.dir.join("tests/snapshots.rs").is_file()
    }
}

/// The workspace: where cargo builds, and its members in name order.
pub(crate) struct Workspace {
    pub(crate) target_dir: PathBuf,
    pub(crate) members: Vec<Member>,
}

impl Workspace {
    /// Asks `cargo metadata` about the workspace this xtask belongs to.
    pub(crate) fn load() -> Result<Workspace> {
        let root = root();
        let output = cargo()
            .args(["metadata", "--format-version", "1", "--no-deps"])
            .current_dir(&root)
            .output()
            .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
        if !output.status.success() {
            return Err(format!(
                "cargo metadata failed:\n{}",
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        let meta: Value = serde_json::from_slice(&output.stdout)
            .map_err(|e| format!("cannot read cargo metadata: {e}"))?;
        let target_dir = PathBuf::from(meta["target_directory"].as_str().unwrap_or("target"));
        let mut members: Vec<Member> = meta["packages"]
            .as_array()
            .into_iter()
            .flatten()
            .map(member)
            .collect();
        members.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(Workspace {
            target_dir,
            members,
        })
    }

    /// The members named in `names`, or all of them when `names` is empty; an unknown name
    /// is an error.
    pub(crate) fn select(&self, names: &[String]) -> Result<Vec<&Member>> {
        if let Some(unknown) = names
            .iter()
            .find(|n| !self.members.iter().any(|m| &m.name == *n))
        {
            let known: Vec<&str> = self.members.iter().map(|m| m.name.as_str()).collect();
            return Err(format!(
                "no crate `{unknown}` in the workspace ({})",
                known.join(", ")
            ));
        }
        Ok(self
            .members
            .iter()
            .filter(|m| names.is_empty() || names.contains(&m.name))
            .collect())
    }

    /// The names in `names` and every member that depends on one of them, directly or
    /// through other members, in name order.
    pub(crate) fn with_dependents(&self, names: &[String]) -> Vec<String> {
        let mut chosen: Vec<String> = names.to_vec();
        loop {
            let more: Vec<String> = self
                .members
                .iter()
                .filter(|m| !chosen.contains(&m.name))
                .filter(|m| m.workspace_deps.iter().any(|(d, _)| chosen.contains(d)))
                .map(|m| m.name.clone())
                .collect();
            if more.is_empty() {
                break;
            }
            chosen.extend(more);
        }
        chosen.sort();
        chosen
    }

    /// The members that `names` depend on in any way (normal, build or dev dependencies,
    /// transitively), plus `names` themselves: what their packages need beside them to build
    /// and test, in name order.
    pub(crate) fn with_workspace_deps(&self, names: &[String]) -> Vec<String> {
        let mut chosen: Vec<String> = names.to_vec();
        let mut i = 0;
        while i < chosen.len() {
            if let Some(m) = self.members.iter().find(|m| m.name == chosen[i]) {
                for (dep, _) in &m.workspace_deps {
                    if !chosen.contains(dep) {
                        chosen.push(dep.clone());
                    }
                }
            }
            i += 1;
        }
        chosen.sort();
        chosen
    }
}

fn member(package: &Value) -> Member {
    let manifest = PathBuf::from(package["manifest_path"].as_str().unwrap_or_default());
    let dir = manifest.parent().map(Path::to_path_buf).unwrap_or_default();
    let strings = |v: &Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str().map(str::to_owned))
            .collect()
    };
    let bins = package["targets"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|t| strings(&t["kind"]).iter().any(|k| k == "bin"))
        .filter_map(|t| t["name"].as_str().map(str::to_owned))
        .collect();
    let demo_runs = package["metadata"]["demo"]["runs"]
        .as_array()
        .into_iter()
        .flatten()
        .map(strings)
        .collect();
    let demo_picture = strings(&package["metadata"]["demo"]["picture"]);
    let workspace_deps = package["dependencies"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|d| d["path"].is_string())
        .map(|d| {
            let req = d["req"].as_str().unwrap_or_default();
            let req = if req == "*" { "" } else { req };
            (
                d["name"].as_str().unwrap_or_default().to_owned(),
                req.to_owned(),
            )
        })
        .collect();
    Member {
        name: package["name"].as_str().unwrap_or_default().to_owned(),
        version: package["version"].as_str().unwrap_or_default().to_owned(),
        publishable: package["publish"].as_array().is_none_or(|r| !r.is_empty()),
        workspace_deps,
        dir,
        bins,
        demo_runs,
        demo_picture,
        raw: package.clone(),
    }
}

/// The workspace root: the parent of this crate's folder.
pub(crate) fn root() -> PathBuf {
    let manifest_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest_dir
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or(manifest_dir)
}

/// A `cargo` command: the cargo that runs xtask (`$CARGO`), at the workspace root.
pub(crate) fn cargo() -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    command.current_dir(root());
    command
}

/// `command` at a lower priority (`nice -n NICENESS`, where `nice` exists): work that
/// fills the cores the steps in front leave idle, without slowing them. The program, its
/// arguments, environment and folder are kept.
pub(crate) fn lowered(command: &Command, niceness: u8) -> Command {
    let has_nice = Command::new("nice")
        .arg("true")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    let mut lowered = if has_nice {
        let mut c = Command::new("nice");
        c.arg("-n")
            .arg(niceness.to_string())
            .arg(command.get_program());
        c
    } else {
        Command::new(command.get_program())
    };
    lowered.args(command.get_args());
    for (key, value) in command.get_envs() {
        match value {
            Some(value) => lowered.env(key, value),
            None => lowered.env_remove(key),
        };
    }
    if let Some(dir) = command.get_current_dir() {
        lowered.current_dir(dir);
    }
    lowered
}

/// Runs `command` with its output streamed, failing with `what` if it fails.
pub(crate) fn run_streamed(mut command: Command, what: &str) -> Result {
    let status = command
        .status()
        .map_err(|e| format!("{what}: cannot start: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what} failed ({status})"))
    }
}

/// True when running under CI (`CI` set to anything but `false` or empty).
pub(crate) fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

/// Every file below `dir` whose name passes `keep`, skipping `target` and hidden folders.
pub(crate) fn files_below(dir: &Path, keep: &dyn Fn(&Path) -> bool) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if path.is_dir() {
                if name != "target" && !name.starts_with('.') {
                    pending.push(path);
                }
            } else if keep(&path) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The output of `command`, trimmed.
    fn output(mut command: Command) -> String {
        let out = command.output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap().trim().to_owned()
    }

    #[test]
    fn a_lowered_command_keeps_its_arguments_environment_and_folder() {
        let here = output(Command::new("nice")).parse::<u8>().unwrap();
        let mut c = Command::new("sh");
        c.args([
            "-c",
            "printf '%s|%s|%s|%s' \"$1\" \"$KEPT\" \"${HOME-unset}\" \"$(pwd)\"; printf '|'; nice",
            "sh",
            "an argument",
        ])
        .env("KEPT", "kept")
        .env_remove("HOME")
        .current_dir("/");
        let lowered = output(lowered(&c, 7));
        assert_eq!(
            lowered,
            format!("an argument|kept|unset|/|{}", (here + 7).min(19))
        );
    }
}
