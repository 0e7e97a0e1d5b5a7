//! `cargo xtask demo`: builds what `cargo build --release` builds (so the solvers a person
//! builds are the ones shown, and a later `cargo build --release` has nothing to do), then
//! runs each solver on the headline cases its crate lists in `[package.metadata.demo]
//! runs`, printing what a person would see, a numbered line before each step. Then the run
//! of each crate's `[package.metadata.demo] picture` writes one picture into `target/demo/`
//! (`{dir}` in its arguments: dobble's is the deck of its built-in pictures), and the demo
//! ends with `target/demo/index.html`, a page that shows every picture, and the command
//! that starts the web app (`games-web`, a server, named rather than run). Runs start in
//! the crate's folder, so they can name its fixtures.

use std::path::Path;
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
    let steps = 1
        + solvers.iter().map(|m| m.demo_runs.len()).sum::<usize>()
        + solvers
            .iter()
            .filter(|m| !m.demo_picture.is_empty())
            .count();
    let mut step = 0;
    let mut announce = |what: &str| {
        step += 1;
        println!("[{step}/{steps}] {what}");
    };
    announce("building the workspace as `cargo build --release` does (cargo's own lines follow)");
    let mut build = cargo();
    build.args(["build", "--release"]);
    run_streamed(build, "cargo build --release")?;
    let mut failures = Vec::new();
    for member in &solvers {
        let bin = member
            .bins
            .first()
            .ok_or_else(|| format!("{} has no binary", member.name))?;
        let exe = workspace.target_dir.join("release").join(bin);
        for args in &member.demo_runs {
            announce(&format!("{}: $ {bin} {}", member.name, command_line(args)));
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
        announce(&format!(
            "{}: a picture: $ {bin} {}",
            member.name,
            command_line(&args)
        ));
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
                    .map(|(arg, _)| (member.name.clone(), arg.clone())),
            );
        } else {
            failures.push(format!("{bin} {} ({})", command_line(&args), out.status));
        }
    }
    if !pictures.is_empty() {
        let index = dir.join("index.html");
        std::fs::write(&index, index_page(&pictures, &dir))
            .map_err(|e| format!("cannot write {}: {e}", index.display()))?;
        println!(
            "\npictures written, every one shown by {}:",
            index.display()
        );
        for (_, picture) in &pictures {
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

/// The page that shows every picture of the demo, each under its crate's name: images
/// (SVG, PNG, GIF) as images, a PDF in the browser's own viewer. The pictures are named
/// relative to `dir`, the page's folder, so the folder can be moved whole.
fn index_page(pictures: &[(String, String)], dir: &Path) -> String {
    let mut body = String::new();
    for (crate_name, picture) in pictures {
        let path = Path::new(picture);
        let name = path
            .strip_prefix(dir)
            .unwrap_or(path)
            .to_string_lossy()
            .replace('&', "&amp;")
            .replace('"', "&quot;")
            .replace('<', "&lt;");
        let shown = if name.ends_with(".pdf") {
            format!("<embed src=\"{name}\" type=\"application/pdf\" width=\"100%\" height=\"800\">")
        } else {
            format!("<img src=\"{name}\" alt=\"{crate_name}\">")
        };
        body.push_str(&format!(
            "<section>\n<h2>{crate_name}</h2>\n<p><a href=\"{name}\">{name}</a></p>\n{shown}\n</section>\n"
        ));
    }
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>The solvers' pictures</title>\n<style>\n\
         body {{ font-family: sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }}\n\
         img {{ max-width: 100%; height: auto; border: 1px solid #ccc; }}\n\
         @media (prefers-color-scheme: dark) {{ body {{ background: #111; color: #eee; }} \
         a {{ color: #8cf; }} img {{ background: #fff; }} }}\n\
         </style>\n</head>\n<body>\n<h1>The solvers' pictures</h1>\n{body}</body>\n</html>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_shows_each_picture_by_its_kind() {
        let dir = Path::new("/tmp/demo");
        let page = index_page(
            &[
                ("bulgarian".to_owned(), "/tmp/demo/bulgarian.svg".to_owned()),
                ("dobble".to_owned(), "/tmp/demo/dobble.pdf".to_owned()),
                ("strikeout".to_owned(), "/tmp/demo/a&b.gif".to_owned()),
            ],
            dir,
        );
        assert!(page.contains("<img src=\"bulgarian.svg\" alt=\"bulgarian\">"));
        assert!(page.contains("<embed src=\"dobble.pdf\" type=\"application/pdf\""));
        assert!(page.contains("<img src=\"a&amp;b.gif\""));
        assert!(
            !page.contains("/tmp/demo"),
            "pictures are named from the page's folder"
        );
    }
}
