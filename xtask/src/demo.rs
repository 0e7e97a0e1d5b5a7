//! `cargo xtask demo`: builds the solver binaries in release mode and runs each on the
//! headline cases its crate lists in `[package.metadata.demo] runs`, printing what a person
//! would see; then the run of each crate's `[package.metadata.demo] picture` writes one
//! picture into `target/demo/` (`{dir}` in its arguments), and the demo names them at the
//! end, with the command that starts the web app (`games-web`, a server, named rather than
//! run). Runs start in the crate's folder, so they can name its fixtures.

use std::process::Command;

use games_test_support::command_line;

use crate::Result;
use crate::workspace::{Member, Workspace, cargo, run_streamed};

pub(crate) fn run() -> Result {
    let workspace = Workspace::load()?;
    let solvers: Vec<&Member> = workspace
        .members
        .iter()
        .filter(|m| !m.demo_runs.is_empty())
        .collect();
    if !solvers.is_empty() {
        let mut build = cargo();
        build.args(["build", "--release", "--quiet", "--bins", "--all-features"]);
        for member in &solvers {
            build.args(["--package", &member.name]);
        }
        run_streamed(build, "building the solvers")?;
    }
    let mut failures = Vec::new();
    for member in &solvers {
        let bin = member
            .bins
            .first()
            .ok_or_else(|| format!("{} has no binary", member.name))?;
        let exe = workspace.target_dir.join("release").join(bin);
        println!("== {} ==", member.name);
        for args in &member.demo_runs {
            println!("$ {bin} {}", command_line(args));
            let status = Command::new(&exe)
                .args(args)
                .current_dir(&member.dir)
                .status()
                .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
            // Exit 1 is a negative answer (no deck exists, an invalid deck), not a failure.
            if !matches!(status.code(), Some(0 | 1)) {
                failures.push(format!("{bin} {} ({status})", command_line(args)));
            }
            println!();
        }
    }
    let dir = workspace.target_dir.join("demo");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut pictures = Vec::new();
    for member in solvers.iter().filter(|m| !m.demo_picture.is_empty()) {
        let bin = &member.bins[0];
        let exe = workspace.target_dir.join("release").join(bin);
        let args: Vec<String> = member
            .demo_picture
            .iter()
            .map(|a| a.replace("{dir}", &dir.display().to_string()))
            .collect();
        println!("$ {bin} {}", command_line(&args));
        let out = Command::new(&exe)
            .args(&args)
            .current_dir(&member.dir)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
        if out.status.success() {
            // The picture is the argument that named the folder.
            pictures.extend(
                args.iter()
                    .zip(&member.demo_picture)
                    .filter(|(_, asked)| asked.contains("{dir}"))
                    .map(|(arg, _)| arg.clone()),
            );
        }
    }
    if !pictures.is_empty() {
        println!("\npictures written:");
        for picture in &pictures {
            println!("  {picture}");
        }
    }
    // The games played in a browser: a server, so the demo names it rather than runs it.
    println!(
        "\nevery game in a browser (serves on 127.0.0.1:8080 until Ctrl-C):\n  \
         cargo run --release -p games-web -- --open"
    );
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("demo runs failed:\n  {}", failures.join("\n  ")))
    }
}
