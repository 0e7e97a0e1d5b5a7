//! Tidy checks of the whole workspace, run as ordinary tests so `cargo test` enforces them.

use std::path::Path;
use std::process::Command;

use crate::layout::{ModuleGraph, root_names};
use crate::workspace::{Member, Workspace, files_below, root};

fn workspace() -> Workspace {
    Workspace::load().expect("cargo metadata works in the workspace")
}

/// The members that `keep` takes.
fn members(keep: impl Fn(&Member) -> bool) -> Vec<Member> {
    workspace()
        .members
        .into_iter()
        .filter(|m| keep(m))
        .collect()
}

/// The solvers: the publishable crates with a binary.
fn solvers() -> Vec<Member> {
    members(|m| m.publishable && !m.bins.is_empty())
}

/// Fails naming what `offenders` are, when there are any.
fn assert_none<T: std::fmt::Debug>(offenders: &[T], what: &str) {
    assert!(offenders.is_empty(), "{what}: {offenders:?}");
}

/// Fails naming what `lines` are, then each on a line of its own, when there are any.
fn assert_no_lines(lines: &[String], what: &str) {
    assert!(lines.is_empty(), "{what}:\n{}", lines.join("\n"));
}

/// Every publishable crate carries what crates.io shows and needs.
#[test]
fn publishable_crates_have_their_metadata() {
    let mut missing = Vec::new();
    for member in members(|m| m.publishable) {
        for field in [
            "description",
            "license",
            "repository",
            "readme",
            "documentation",
        ] {
            if member.raw[field].as_str().is_none_or(str::is_empty) {
                missing.push(format!("{}: {field}", member.name));
            }
        }
        for field in ["keywords", "categories"] {
            if member.raw[field].as_array().is_none_or(Vec::is_empty) {
                missing.push(format!("{}: {field}", member.name));
            }
        }
        if !member.dir.join("README.md").is_file() {
            missing.push(format!("{}: README.md file", member.name));
        }
        // docs.rs documents every feature, so no part of the API is missing there.
        if member.raw["metadata"]["docs"]["rs"]["all-features"] != true {
            missing.push(format!(
                "{}: [package.metadata.docs.rs] all-features = true",
                member.name
            ));
        }
    }
    assert_no_lines(&missing, "missing publish metadata");
}

/// Every member takes the workspace lints.
#[test]
fn every_crate_uses_the_workspace_lints() {
    let offenders: Vec<String> = members(|m| {
        let manifest = std::fs::read_to_string(m.dir.join("Cargo.toml")).unwrap_or_default();
        !manifest.contains("[lints]\nworkspace = true")
    })
    .into_iter()
    .map(|m| m.name)
    .collect();
    assert_none(&offenders, "without `[lints] workspace = true`");
}

/// A solver's binary sits behind its `cli` feature, so library users get no CLI
/// dependencies.
#[test]
fn binaries_require_the_cli_feature() {
    let mut offenders = Vec::new();
    for member in members(|m| m.publishable) {
        for target in member.raw["targets"].as_array().into_iter().flatten() {
            let is_bin = target["kind"]
                .as_array()
                .is_some_and(|k| k.iter().any(|k| k == "bin"));
            let needs_cli = target["required-features"]
                .as_array()
                .is_some_and(|f| f.iter().any(|f| f == "cli"));
            if is_bin && !needs_cli {
                offenders.push(format!("{}: bin {}", member.name, target["name"]));
            }
        }
    }
    assert_none(&offenders, "binaries without required-features = [\"cli\"]");
}

/// Every solver's `main` hands its body to `games_cli::run` (itself, or through
/// `games_cli::program!`, which writes that `main`), which owns the exit statuses,
/// the one-line errors in the programs' own words and a failed write stopping the program
/// (its own tests and each solver's standard-output test show those), so no binary can skip
/// them.
#[test]
fn binaries_run_through_the_shared_cli() {
    let mut offenders = Vec::new();
    for member in members(|m| !m.demo_runs.is_empty()) {
        let main =
            std::fs::read_to_string(member.dir.join("src").join("main.rs")).unwrap_or_default();
        let through_run = main.contains(&format!("games_cli::run(\"{}\"", member.name));
        let through_program = main.contains("games_cli::program! {")
            && main.contains(&format!("\n    {} {{\n", member.name));
        if !through_run && !through_program {
            offenders.push(member.name.clone());
        }
    }
    assert_none(
        &offenders,
        "binaries whose main does not end through games_cli::run",
    );
}

/// The files of every member whose name ends in `.EXT` and whose text matches `bad`, shown
/// relative to the workspace root.
fn files_matching(ext: &str, bad: impl Fn(&str) -> bool) -> Vec<String> {
    let root = root();
    workspace()
        .members
        .iter()
        .flat_map(|m| files_below(&m.dir, &|p: &Path| p.extension().is_some_and(|e| e == ext)))
        .filter(|file| bad(&std::fs::read_to_string(file).unwrap_or_default()))
        .map(|file| {
            file.strip_prefix(&root)
                .unwrap_or(&file)
                .display()
                .to_string()
        })
        .collect()
}

/// Every Rust file says what it holds before anything else.
#[test]
fn every_rust_file_opens_with_module_docs() {
    let offenders = files_matching("rs", |text| !text.trim_start().starts_with("//!"));
    assert_none(&offenders, "files not opening with `//!` docs");
}

/// No pending snapshot is committed: they are reviewed and accepted, or thrown away.
#[test]
fn no_pending_snapshots_are_tracked() {
    let output = Command::new("git")
        .args(["ls-files", "*.snap.new", "*.pending-snap"])
        .current_dir(root())
        .output();
    // Outside a git checkout there is nothing tracked to check.
    let Ok(output) = output else { return };
    let tracked = String::from_utf8_lossy(&output.stdout);
    assert!(
        tracked.trim().is_empty(),
        "pending snapshots are tracked:\n{tracked}"
    );
}

/// Each solver has its theory page inside the crate (`docs/NAME.md`, so it ships with the
/// package) and its snapshot tests.
#[test]
fn solvers_have_docs_and_snapshots() {
    let workspace = workspace();
    let mut missing = Vec::new();
    for member in workspace.members.iter().filter(|m| !m.demo_runs.is_empty()) {
        let page = member.dir.join("docs").join(format!("{}.md", member.name));
        if !page.is_file() {
            missing.push(format!("{}: docs/{}.md", member.name, member.name));
        }
        if !member.has_snapshots() {
            missing.push(format!("{}: tests/snapshots.rs", member.name));
        }
    }
    assert!(missing.is_empty(), "missing: {missing:?}");
}

/// Where a crate's tests are one suite (`tests/suite.rs`, `autotests = false`), every other
/// test file is one of its modules: a file left out would never build or run.
#[test]
fn every_test_file_is_in_its_suite() {
    let workspace = workspace();
    let mut left_out = Vec::new();
    for member in &workspace.members {
        let tests = member.dir.join("tests");
        let Ok(suite) = std::fs::read_to_string(tests.join("suite.rs")) else {
            continue;
        };
        let Ok(entries) = std::fs::read_dir(&tests) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.ends_with(".rs") || name == "suite.rs" || name == "snapshots.rs" {
                continue;
            }
            if !suite.contains(&format!("#[path = \"{name}\"]")) {
                left_out.push(format!("{}: tests/{name}", member.name));
            }
        }
    }
    assert_none(
        &left_out,
        "test files that tests/suite.rs does not declare (`#[path = \"FILE\"] mod NAME;`)",
    );
}

/// Each solver's demo writes one picture into the demo's folder: its `picture` run names
/// a file under `{dir}`.
#[test]
fn solvers_have_a_demo_picture() {
    let workspace = workspace();
    let missing: Vec<&str> = workspace
        .members
        .iter()
        .filter(|m| !m.demo_runs.is_empty())
        .filter(|m| !m.demo_picture.iter().any(|a| a.starts_with("{dir}/")))
        .map(|m| m.name.as_str())
        .collect();
    assert!(missing.is_empty(), "no demo picture: {missing:?}");
}

/// The crates that exist to do the binaries' and the tests' I/O: the plumbing the `cli`
/// features pull in, and the snapshot-test harness.
const PLUMBING: [&str; 2] = ["games-cli", "games-test-support"];

/// Libraries do no I/O: outside a binary (`src/main.rs`, `src/cmd/`) and the plumbing
/// crates, no source file of a published crate prints, reads or writes a file, or spawns a
/// process. Test modules (from `#[cfg(test)]` on) are not library code.
#[test]
fn libraries_do_no_io() {
    const IO: [&str; 14] = [
        "println!",
        "print!(",
        "eprintln!",
        "eprint!(",
        "dbg!(",
        "stdout()",
        "stderr()",
        "stdin()",
        "std::fs",
        "File::",
        "OpenOptions",
        "std::process",
        "Command::new",
        "std::net",
    ];
    let root = root();
    let mut offenders = Vec::new();
    for member in members(|m| m.publishable && !PLUMBING.contains(&m.name.as_str())) {
        let src = member.dir.join("src");
        let binary = |p: &Path| {
            p == src.join("main.rs")
                || p.starts_with(src.join("cmd"))
                || p.starts_with(src.join("bin"))
        };
        for file in files_below(&src, &|p: &Path| p.extension().is_some_and(|e| e == "rs")) {
            if binary(&file) {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            let library = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (i, line) in library.lines().enumerate() {
                let code = line.split("//").next().unwrap_or_default();
                if let Some(found) = IO.iter().find(|pattern| code.contains(*pattern)) {
                    let shown = file.strip_prefix(&root).unwrap_or(&file).display();
                    offenders.push(format!("{shown}:{}: {found}", i + 1));
                }
            }
        }
    }
    assert_no_lines(&offenders, "I/O in library code (move it to the binary)");
}

/// A library user (`default-features = false`) gets no command-line dependencies, and
/// bulgarian's tracer pulls none of its heavy optional ones.
#[test]
fn libraries_without_default_features_are_light() {
    let mut offenders = Vec::new();
    for member in solvers() {
        let output = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
            .args(["tree", "--no-default-features", "--edges", "normal"])
            .args(["--prefix", "none", "--package", &member.name])
            .current_dir(root())
            .output()
            .expect("cargo tree runs");
        assert!(
            output.status.success(),
            "cargo tree -p {} failed",
            member.name
        );
        let tree = String::from_utf8_lossy(&output.stdout);
        let mut unwanted = vec!["clap", "serde", "serde_json", "rustix", "games-cli"];
        if member.name == "bulgarian" {
            unwanted.extend(["rayon", "petgraph", "rand"]);
        }
        for name in unwanted {
            if tree
                .lines()
                .any(|l| l.split_whitespace().next() == Some(name))
            {
                offenders.push(format!("{}: {name}", member.name));
            }
        }
    }
    assert_none(&offenders, "pulled in without default features");
}

/// No solver's library code names the binaries' plumbing crate: only `src/main.rs` and
/// `src/cmd/` may, so a change of the plumbing never touches a library's API.
#[test]
fn only_binaries_name_the_plumbing_crate() {
    let root = root();
    let mut offenders = Vec::new();
    for member in solvers() {
        let src = member.dir.join("src");
        for file in files_below(&src, &|p: &Path| p.extension().is_some_and(|e| e == "rs")) {
            if file == src.join("main.rs") || file.starts_with(src.join("cmd")) {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            if text.contains("games_cli") {
                offenders.push(
                    file.strip_prefix(&root)
                        .unwrap_or(&file)
                        .display()
                        .to_string(),
                );
            }
        }
    }
    assert_none(&offenders, "library files naming games_cli");
}

/// No snapshot pins an operating system's own wording of an error (`No such file or
/// directory (os error 2)`): the programs word file errors themselves, the same on every
/// system, so the snapshots pass on every OS of CI's matrix.
#[test]
fn snapshots_hold_no_operating_system_wording() {
    let offenders = files_matching("snap", |text| text.contains("os error"));
    assert_none(
        &offenders,
        "snapshots holding an operating system's wording",
    );
}

/// The text a user reads (code and its docs, READMEs, docs, changelogs, snapshots) names its
/// sources for what they are: the original program, the contest statement, the thesis.
/// "The seed" is a word the user never met, and `--seed` means something else.
#[test]
fn sources_are_named_for_what_they_are() {
    // Spelt in pieces, so that this file does not match itself.
    let phrases = ["the ", "beyond the "]
        .map(|head| format!("{head}{}", "seed"))
        .into_iter()
        .flat_map(|seed| ["'s", " kept", " compared", " takes", " lists"].map(|t| seed.clone() + t))
        .collect::<Vec<_>>();
    let says_seed = |text: &str| {
        let lower = text.to_lowercase();
        phrases.iter().any(|phrase| lower.contains(phrase.as_str()))
    };
    let mut offenders = Vec::new();
    for ext in ["rs", "md", "toml", "snap", "args"] {
        offenders.extend(files_matching(ext, says_seed));
    }
    assert_none(&offenders, "files saying \"the seed\"");
}

/// No snapshot records the line of its assertion (`assertion_line`): that line moves with
/// every edit above the assertion, and the snapshot would churn with it.
#[test]
fn snapshots_hold_no_assertion_line() {
    let offenders = files_matching("snap", |text| {
        let header = text.strip_prefix("---\n").unwrap_or_default();
        let header = header.split("\n---").next().unwrap_or_default();
        header
            .lines()
            .any(|line| line.starts_with("assertion_line:"))
    });
    assert_none(&offenders, "snapshots recording their assertion's line");
}

/// A crate's dependency tree without default features, as `cargo tree` prints it, less the
/// local folder of each path crate (`dobble v0.1.0 (/home/.../crates/dobble)` becomes
/// `dobble v0.1.0`), so it reads the same on every machine.
fn library_tree(name: &str) -> String {
    let output = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .args([
            "tree",
            "--no-default-features",
            "--edges",
            "normal",
            "--package",
            name,
        ])
        .current_dir(root())
        .output()
        .expect("cargo tree runs");
    assert!(output.status.success(), "cargo tree -p {name} failed");
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| match line.rsplit_once(" (") {
            Some((crate_and_version, folder))
                if folder.starts_with('/') || folder.get(1..3) == Some(":\\") =>
            {
                crate_and_version.to_owned()
            }
            _ => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Each solver's README shows what a library user gets (`cargo tree -p NAME
/// --no-default-features -e normal`) as the current code gives it: the ```text block that
/// starts with the crate's own line.
#[test]
fn readme_dependency_trees_are_current() {
    let mut stale = Vec::new();
    for member in solvers() {
        let readme = std::fs::read_to_string(member.dir.join("README.md")).unwrap_or_default();
        let head = format!("```text\n{} v", member.name);
        let shown = readme
            .split_once(&head)
            .and_then(|(_, rest)| rest.split_once("\n```"));
        let expected = library_tree(&member.name);
        match shown {
            Some((rest, _)) if format!("{} v{rest}", member.name) == expected => {}
            _ => stale.push(format!(
                "{}: the README should show\n{expected}",
                member.name
            )),
        }
    }
    assert!(stale.is_empty(), "{}", stale.join("\n\n"));
}

/// Each solver's README shows a newcomer both ways in: the program (`cargo install NAME`)
/// and the library without its command line (`default-features = false`).
#[test]
fn readmes_show_install_and_library_use() {
    let mut missing = Vec::new();
    for member in solvers() {
        let readme = std::fs::read_to_string(member.dir.join("README.md")).unwrap_or_default();
        for needed in [
            format!("cargo install {}", member.name),
            format!("{} = {{ version = ", member.name),
            "default-features = false".to_owned(),
        ] {
            if !readme.contains(&needed) {
                missing.push(format!("{}: `{needed}`", member.name));
            }
        }
    }
    assert!(missing.is_empty(), "README without: {missing:?}");
}

/// No crate's modules import from one another in a circle (library and binary each): a
/// circle means no module of it can be read, tested or moved without the others.
#[test]
fn no_module_imports_in_a_circle() {
    let circles: Vec<String> = workspace()
        .members
        .iter()
        .flat_map(|member| {
            [false, true].into_iter().flat_map(|binary| {
                ModuleGraph::read(&member.dir.join("src"), binary)
                    .circles()
                    .into_iter()
                    .map(|circle| format!("{}: {}", member.name, circle.join(" <-> ")))
            })
        })
        .collect();
    assert_no_lines(&circles, "module circles");
}

/// The most distinct items a crate root exports; the rest live in modules named for their
/// concept, as petgraph's `algo`, `visit` and `dot`, which are free.
const MAX_ROOT_NAMES: usize = 25;

/// Every crate root is small enough to read at a glance.
#[test]
fn crate_roots_are_small() {
    let mut wide = Vec::new();
    for member in &workspace().members {
        let Ok(lib) = std::fs::read_to_string(member.dir.join("src/lib.rs")) else {
            continue;
        };
        let names = root_names(&lib);
        if names.len() > MAX_ROOT_NAMES {
            wide.push(format!(
                "{}: {} items: {}",
                member.name,
                names.len(),
                names.join(", ")
            ));
        }
    }
    assert_no_lines(
        &wide,
        &format!("crate roots exporting more than {MAX_ROOT_NAMES} items"),
    );
}

/// docs/ARCHITECTURE.md's code map names every library source file of each crate under
/// `crates/` (`name.rs` or `folder/name.rs` under `src/`, or a path from the crate's folder
/// such as `src/cmd/play.rs`), and every file it names exists (a crate without a binary
/// may speak of the solvers' `src/main.rs` and `src/cmd/`).
#[test]
fn the_code_map_names_every_source_file() {
    let map = std::fs::read_to_string(root().join("docs/ARCHITECTURE.md")).expect("readable");
    let mut problems = Vec::new();
    for member in &workspace().members {
        let Ok(folder) = member.dir.strip_prefix(root()) else {
            continue;
        };
        let heading = format!("### `{}`", folder.display());
        let Some(start) = map.find(&heading) else {
            if folder.starts_with("crates") {
                problems.push(format!("{}: no section `{heading}`", member.name));
            }
            continue;
        };
        let section = &map[start + heading.len()..];
        let section = &section[..section.find("\n#").unwrap_or(section.len())];
        let named: Vec<&str> = section
            .split('`')
            .skip(1)
            .step_by(2)
            .filter(|name| name.ends_with(".rs") && !name.contains(' '))
            .collect();
        let src = member.dir.join("src");
        let sources = files_below(&src, &|p: &Path| p.extension().is_some_and(|e| e == "rs"));
        for name in &named {
            let path = if name.starts_with("src/") || name.starts_with("tests/") {
                member.dir.join(name)
            } else {
                src.join(name)
            };
            // A bare name in a list that starts from a folder (`src/cmd/mod.rs`: `play.rs`).
            let in_a_folder = sources.iter().any(|file| file.ends_with(name));
            let generic = name.starts_with("src/main.rs") || name.starts_with("src/cmd/");
            let elsewhere = generic && member.bins.is_empty();
            if !(path.is_file() || in_a_folder || elsewhere) {
                problems.push(format!(
                    "{}: the map names `{name}`, which does not exist",
                    member.name
                ));
            }
        }
        for file in &sources {
            let relative = file.strip_prefix(&src).unwrap_or(file);
            let binary = relative.starts_with("cmd") || relative == Path::new("main.rs");
            if binary || relative == Path::new("lib.rs") {
                continue;
            }
            let relative = relative.to_string_lossy().replace('\\', "/");
            if !named
                .iter()
                .any(|name| name.trim_start_matches("src/") == relative)
            {
                problems.push(format!(
                    "{}: the map does not name `{relative}`",
                    member.name
                ));
            }
        }
    }
    assert_no_lines(&problems, "docs/ARCHITECTURE.md's code map");
}

/// Every module path docs/ARCHITECTURE.md names in backquotes (`dobble::print`,
/// `games_common::session::Session`, `hackenbush::solve`) is one the crate has: the
/// longest prefix that is a module file under its `src/` (`a/b.rs` or `a/b/mod.rs`), then
/// at most two more names that its text holds as words (an item, an item's method).
#[test]
fn the_map_names_only_modules_that_exist() {
    let map = std::fs::read_to_string(root().join("docs/ARCHITECTURE.md")).expect("readable");
    let crates: Vec<(String, std::path::PathBuf)> = workspace()
        .members
        .iter()
        .map(|m| (m.name.replace('-', "_"), m.dir.join("src")))
        .collect();
    let mut problems = Vec::new();
    for quoted in map.split('`').skip(1).step_by(2) {
        let path = quoted.trim_end_matches("()");
        let mut segments = path.split("::");
        let Some(first) = segments.next() else {
            continue;
        };
        let Some((_, src)) = crates.iter().find(|(name, _)| name == first) else {
            continue;
        };
        let rest: Vec<&str> = segments.collect();
        if rest.is_empty()
            || rest
                .iter()
                .any(|s| s.is_empty() || !s.chars().all(|c| c.is_alphanumeric() || c == '_'))
        {
            continue;
        }
        if let Some(missing) = missing_from(src, &rest) {
            problems.push(format!("`{path}`: {missing}"));
        }
    }
    assert_no_lines(
        &problems,
        "docs/ARCHITECTURE.md names what the code does not have",
    );
}

/// What of `path` (read from the crate root whose source folder is `src`) is not there:
/// `None` when every name is found (see [`the_map_names_only_modules_that_exist`]).
fn missing_from(src: &Path, path: &[&str]) -> Option<String> {
    let module_file = |depth: usize| {
        let folder: std::path::PathBuf = path[..depth].iter().collect();
        if depth == 0 {
            return Some(src.join("lib.rs")).filter(|p| p.is_file());
        }
        [
            src.join(&folder).with_extension("rs"),
            src.join(&folder).join("mod.rs"),
        ]
        .into_iter()
        .find(|p| p.is_file())
    };
    let depth = (0..=path.len())
        .rev()
        .find(|&depth| module_file(depth).is_some())?;
    let items = &path[depth..];
    if items.len() > 2 {
        return Some(format!("no module `{}`", path[..=depth].join("::")));
    }
    let text = std::fs::read_to_string(module_file(depth)?).unwrap_or_default();
    let is_word = |name: &str| {
        text.match_indices(name).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + name.len()..].chars().next();
            let boundary = |c: Option<char>| !c.is_some_and(|c| c.is_alphanumeric() || c == '_');
            boundary(before) && boundary(after)
        })
    };
    items
        .iter()
        .find(|name| !is_word(name))
        .map(|name| format!("no `{name}` in the module"))
}

/// The map's check finds a module that is gone and a name its module does not hold.
#[test]
fn a_module_path_that_is_gone_is_found() {
    let src = root().join("crates/games-common/src");
    assert_eq!(missing_from(&src, &["session", "Session"]), None);
    assert_eq!(missing_from(&src, &["range"]), None);
    assert_eq!(missing_from(&src, &["Nimber"]), None);
    assert!(missing_from(&src, &["session", "NoSuchThing"]).is_some());
    assert!(missing_from(&src, &["gone", "away", "for", "good"]).is_some());
    assert!(missing_from(&src, &["NoSuchItem"]).is_some());
}
