//! `cargo xtask release-check [-p NAME]...`: shows that each publishable crate would publish
//! on its own and that what it publishes works, as a team releasing it, and a packager or
//! crater testing the package, would find it.
//!
//! - The contents of each package (`cargo package --list`): its README, both licences, its
//!   changelog and its theory pages under `docs/` ship; stray files (proptest regressions,
//!   pending snapshots) do not.
//! - Each dependent's requirement on a workspace crate names that crate's own version.
//! - Name, version, description, keywords and categories are valid crates.io entries.
//! - Each crate is packaged (`cargo package`, together with the workspace crates it needs),
//!   its `.crate` unpacked, and its own tests run there (`cargo test --offline
//!   --all-features`), with its dependencies on workspace crates pointed at their unpacked
//!   packages (`[patch.crates-io]` given on the command line): the package's tests build
//!   and pass from what crates.io would hold, using only published crates. The run fails
//!   naming the crate.
//! - The packages are tested one after the other, the largest test suite first, and each
//!   package's tests are built (`--no-run`, at a lower priority) while the tests of the one
//!   before run: a package's tests leave a core idle much of the time (one long test, one
//!   test binary after another), and cargo lets go of the build folder once it has built.
//!   Only one package's tests run at a time, so their output reads as one stream.
//!
//! Why the crates are packaged together: before `games-common` is on crates.io, packaging a
//! solver by itself fails with "no matching package named `games-common` found", because a
//! package is resolved against the registry, not the workspace. `cargo package` of several
//! workspace crates at once resolves them through a temporary local registry, and the
//! first release publishes `games-common` first (docs/RELEASING.md).

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::workspace::{Member, Workspace, cargo, lowered, root, run_streamed};
use crate::{Result, packages_and_rest};

/// What `cargo xtask release-check` was asked to do.
pub(crate) struct Options {
    packages: Vec<String>,
}

impl Options {
    /// The check of `packages` (every publishable crate when empty).
    pub(crate) fn of(packages: &[String]) -> Options {
        Options {
            packages: packages.to_vec(),
        }
    }
}

pub(crate) fn parse(args: &[String]) -> Result<Options> {
    Ok(Options {
        packages: packages_only("release-check", args)?,
    })
}

/// Reads the arguments of `command`, which takes `-p NAME` / `--package NAME` options only.
pub(crate) fn packages_only(command: &str, args: &[String]) -> Result<Vec<String>> {
    let (packages, rest) = packages_and_rest(args)?;
    match rest.first() {
        None => Ok(packages),
        Some(arg) => Err(format!("{command}: unexpected argument `{arg}`")),
    }
}

pub(crate) fn run(options: &Options) -> Result {
    let workspace = Workspace::load()?;
    workspace.select(&options.packages)?;
    let chosen: Vec<&Member> = workspace
        .members
        .iter()
        .filter(|m| m.publishable)
        .filter(|m| options.packages.is_empty() || options.packages.contains(&m.name))
        .collect();
    if chosen.is_empty() {
        println!("release-check: nothing publishable among the chosen crates");
        return Ok(());
    }

    let mut problems = Vec::new();
    for member in &chosen {
        problems.extend(entry_problems(member));
        problems.extend(requirement_problems(&workspace, member));
        let listed = package_list(member)?;
        problems.extend(content_problems(member, &listed));
    }
    if !problems.is_empty() {
        return Err(format!(
            "release-check found problems:\n  {}",
            problems.join("\n  ")
        ));
    }
    println!(
        "release-check: entries, requirements and package contents of {} crate(s) are fine",
        chosen.len()
    );

    let names: Vec<String> = chosen.iter().map(|m| m.name.clone()).collect();
    let packaged = workspace.with_workspace_deps(&names);
    let dir = workspace.target_dir.join("release-check");
    let unpacked = package_and_unpack(&workspace, &packaged, &dir)?;
    // The largest test suites first: while one package's tests run, the next one's build
    // fills the cores they leave idle, and the last, whose run nothing overlaps, is short.
    let mut order = chosen.clone();
    order.sort_by_key(|m| std::cmp::Reverse(suite_size(m)));
    let mut running: Option<Run> = None;
    for member in order {
        let blame = |why: String| fails(&member.name, &why);
        let test =
            test_command(&workspace, member, &unpacked, &workspace.target_dir).map_err(&blame)?;
        let built = build_tests(&test, &dir, &member.name).map_err(&blame)?;
        if let Some(run) = running.take() {
            run.finish()?;
        }
        running = Some(Run::start(test, &member.name, built).map_err(&blame)?);
    }
    if let Some(run) = running {
        run.finish()?;
    }
    // Best effort: a leftover folder in the temporary directory harms nothing.
    let _ = std::fs::remove_dir_all(unpack_folder());
    Ok(())
}

/// Where this run unpacks the packages.
fn unpack_folder() -> PathBuf {
    std::env::temp_dir().join(format!("games-release-check-{}", std::process::id()))
}

/// Packages `names` together (without building them: the tests below do) and unpacks each
/// `.crate` into a folder outside the workspace (a package inside it would count as an
/// unlisted member), one for this run (two checkouts may check at once); returns each
/// crate's unpacked folder by name. The folder is left for inspection when a test fails
/// and removed otherwise.
fn package_and_unpack(
    workspace: &Workspace,
    names: &[String],
    dir: &Path,
) -> Result<Vec<(String, PathBuf)>> {
    let mut package = cargo();
    package
        .args([
            "package",
            "--no-verify",
            "--allow-dirty",
            "--locked",
            "--offline",
        ])
        .env("CARGO_TARGET_DIR", dir);
    for name in names {
        package.args(["--package", name]);
    }
    run_streamed(package, "cargo package")?;
    let into = unpack_folder();
    if into.exists() {
        std::fs::remove_dir_all(&into)
            .map_err(|e| format!("cannot remove {}: {e}", into.display()))?;
    }
    std::fs::create_dir_all(&into).map_err(|e| format!("cannot create {}: {e}", into.display()))?;
    let mut unpacked = Vec::new();
    for name in names {
        let member = workspace
            .members
            .iter()
            .find(|m| &m.name == name)
            .ok_or_else(|| format!("no crate `{name}`"))?;
        let stem = format!("{}-{}", member.name, member.version);
        let file = dir.join("package").join(format!("{stem}.crate"));
        // `-m`: the files take the time of unpacking, not the fixed date `cargo package`
        // writes. With that old date, a test build in the shared target folder took the
        // artifacts of an earlier run's package for fresh, and tested them instead.
        let mut tar = Command::new("tar");
        tar.arg("-xzmf").arg(&file).arg("-C").arg(&into);
        run_streamed(tar, &format!("unpacking {}", file.display()))?;
        unpacked.push((member.name.clone(), into.join(stem)));
    }
    Ok(unpacked)
}

/// What the check says when the package of `name` fails its tests, `why`.
fn fails(name: &str, why: &str) -> String {
    format!(
        "the package of {name} fails its tests: {why} (a snapshot that differs is reviewed \
         with `cargo xtask snapshots -p {name}`)"
    )
}

/// How many test files a crate has (`tests/*.rs`), a measure of how long its tests run.
fn suite_size(member: &Member) -> usize {
    std::fs::read_dir(member.dir.join("tests")).map_or(0, |entries| {
        entries
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
            .count()
    })
}

/// `cargo test --offline --all-features` in the unpacked package of `member`, its
/// dependencies on workspace crates patched to their unpacked packages, with the profile
/// settings the workspace's manifest makes for it.
fn test_command(
    workspace: &Workspace,
    member: &Member,
    unpacked: &[(String, PathBuf)],
    target: &Path,
) -> Result<Command> {
    let folder = |name: &str| unpacked.iter().find(|(n, _)| n == name).map(|(_, f)| f);
    let here = folder(&member.name).ok_or("it was not unpacked")?;
    let mut test = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    test.current_dir(here)
        .args(["test", "--offline", "--all-features"])
        .env("CARGO_TARGET_DIR", target)
        // Built once from a folder that is removed afterwards: incremental caches would
        // only cost time to write.
        .env("CARGO_INCREMENTAL", "0")
        .env("INSTA_UPDATE", "no")
        // The web app's browser tests skip a machine without Chromium, but not here.
        .env("GAMES_WEB_BROWSER", "required");
    for name in workspace.with_workspace_deps(std::slice::from_ref(&member.name)) {
        if name == member.name {
            continue;
        }
        let path = folder(&name).ok_or_else(|| format!("{name} was not unpacked"))?;
        test.arg("--config").arg(format!(
            "patch.crates-io.{name}.path={}",
            toml_string(&path.display().to_string())
        ));
    }
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap_or_default();
    for setting in profile_settings(&manifest, &member.name) {
        test.arg("--config").arg(setting);
    }
    Ok(test)
}

/// Builds the tests of `test` (`--no-run`) at a lower priority, so that the tests of the
/// package before, running meanwhile, keep their pace (some time their players); the
/// output goes to a log in `dir`, shown if the build fails. How long it took.
fn build_tests(test: &Command, dir: &Path, name: &str) -> Result<Duration> {
    let started = Instant::now();
    println!("release-check: building the tests of the package of {name}");
    let log = dir.join(format!("{name}-build.log"));
    let file =
        std::fs::File::create(&log).map_err(|e| format!("cannot create {}: {e}", log.display()))?;
    let mut build = lowered(test, 10);
    build.arg("--no-run");
    let status = build
        .stdin(Stdio::null())
        .stdout(
            file.try_clone()
                .map_err(|e| format!("cannot write {}: {e}", log.display()))?,
        )
        .stderr(file)
        .status()
        .map_err(|e| format!("cannot start cargo test: {e}"))?;
    if !status.success() {
        eprintln!("{}", std::fs::read_to_string(&log).unwrap_or_default());
        return Err(format!("its tests do not build ({status})"));
    }
    Ok(started.elapsed())
}

/// A package's tests running, built already: their output streams as they run.
struct Run {
    name: String,
    child: Child,
    built: Duration,
    started: Instant,
    /// Copies cargo's standard error through, line by line, until cargo ends; when it did.
    relay: Option<std::thread::JoinHandle<Instant>>,
}

impl Run {
    /// Starts `test`, and returns once cargo has checked its build and let go of the build
    /// folder (it says `Finished`), so that the next build does not hold it up.
    fn start(mut test: Command, name: &str, built: Duration) -> Result<Run> {
        println!("release-check: testing the package of {name}");
        let mut child = test
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start cargo test: {e}"))?;
        let stderr = child
            .stderr
            .take()
            .ok_or("cargo test has no standard error")?;
        let (checked, waiting) = std::sync::mpsc::channel();
        let relay = std::thread::spawn(move || {
            for line in BufReader::new(stderr)
                .lines()
                .map_while(std::io::Result::ok)
            {
                eprintln!("{line}");
                if line.trim_start().starts_with("Finished") || line.contains("Running ") {
                    let _ = checked.send(());
                }
            }
            Instant::now()
        });
        // A cargo that ends first (it failed) closes the channel: no longer waited for.
        let _ = waiting.recv();
        Ok(Run {
            name: name.to_owned(),
            child,
            built,
            started: Instant::now(),
            relay: Some(relay),
        })
    }

    /// Waits for the tests to end; fails naming the crate.
    fn finish(mut self) -> Result {
        let status = self
            .child
            .wait()
            .map_err(|e| format!("cannot wait for cargo test: {e}"))?;
        // The next package's build may end later than these tests: their own time is
        // until cargo closed its output.
        let ended = self
            .relay
            .take()
            .and_then(|relay| relay.join().ok())
            .unwrap_or_else(Instant::now);
        if !status.success() {
            return Err(fails(&self.name, &format!("cargo test failed ({status})")));
        }
        println!(
            "release-check: the package of {} passes its tests (build {:.0?}, tests {:.0?})",
            self.name,
            self.built,
            ended.saturating_duration_since(self.started)
        );
        Ok(())
    }
}

impl Drop for Run {
    /// A check that stops early (the next package failed to build) stops these tests too.
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The profile settings of `manifest` (the root one) that apply to `name`, as `--config`
/// values, comments left out: every `[profile.P]` and its `[profile.P.package.NAME]` and
/// `[profile.P.package."*"]` (a package built on its own has none of them, and its tests
/// are tuned for them).
fn profile_settings(manifest: &str, name: &str) -> Vec<String> {
    let mut settings = Vec::new();
    let mut prefix: Option<String> = None;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('#') {
            continue;
        }
        if let Some(header) = line.strip_prefix('[') {
            let header = header.trim_end_matches(']').trim();
            let applies = header.starts_with("profile.")
                && match header.split_once(".package.") {
                    None => true,
                    Some((_, package)) => package == name || package == "\"*\"",
                };
            prefix = applies.then(|| header.to_owned());
        } else if let Some(prefix) = &prefix
            && let Some((key, value)) = line.split_once('=')
        {
            settings.push(format!("{prefix}.{}={}", key.trim(), value.trim()));
        }
    }
    settings
}

/// `text` as a TOML basic string.
fn toml_string(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The files `cargo package` would put in the crate.
fn package_list(member: &Member) -> Result<Vec<String>> {
    let output = cargo()
        .args([
            "package",
            "--list",
            "--allow-dirty",
            "--package",
            &member.name,
        ])
        .output()
        .map_err(|e| format!("cannot run cargo package: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "cargo package --list -p {} failed:\n{}",
            member.name,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect())
}

/// What must ship and what must not, by file name in the package.
fn content_problems(member: &Member, listed: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    for needed in ["README.md", "LICENSE-MIT", "LICENSE-APACHE", "CHANGELOG.md"] {
        if !listed.iter().any(|f| f == needed) {
            problems.push(format!("{}: the package lacks {needed}", member.name));
        }
    }
    // A solver's theory pages live in its docs/ folder and ship with it.
    if member.dir.join("docs").is_dir() && !listed.iter().any(|f| f.starts_with("docs/")) {
        problems.push(format!(
            "{}: the package lacks its docs/ pages",
            member.name
        ));
    }
    for file in listed {
        let stray = file.starts_with("proptest-regressions/")
            || file.ends_with(".snap.new")
            || file.ends_with(".pending-snap")
            || file.starts_with("target/");
        if stray {
            problems.push(format!(
                "{}: stray file in the package: {file}",
                member.name
            ));
        }
    }
    problems
}

/// Each requirement on a workspace crate is that crate's own version, so a release of the
/// dependency and the dependents agree.
fn requirement_problems(workspace: &Workspace, member: &Member) -> Vec<String> {
    let mut problems = Vec::new();
    for (dep, req) in &member.workspace_deps {
        let Some(target) = workspace.members.iter().find(|m| &m.name == dep) else {
            continue;
        };
        if req.is_empty() {
            if target.publishable {
                problems.push(format!(
                    "{}: the dependency on {dep} has no version, so it cannot be published",
                    member.name
                ));
            }
            continue;
        }
        let wanted = [format!("^{}", target.version), target.version.clone()];
        if !wanted.contains(req) {
            problems.push(format!(
                "{}: requires {dep} {req}, but {dep} is version {}",
                member.name, target.version
            ));
        }
    }
    problems
}

/// crates.io's rules for a package's entry.
fn entry_problems(member: &Member) -> Vec<String> {
    let mut problems = Vec::new();
    let name = &member.name;
    if let Err(why) = valid_name(name) {
        problems.push(format!("{name}: the name {why}"));
    }
    if let Err(why) = valid_version(&member.version) {
        problems.push(format!("{name}: version {} {why}", member.version));
    }
    let description = member.raw["description"].as_str().unwrap_or_default();
    if description.trim().is_empty() {
        problems.push(format!("{name}: no description"));
    }
    let strings = |field: &str| -> Vec<String> {
        member.raw[field]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect()
    };
    let keywords = strings("keywords");
    at_most_five(&mut problems, name, "keywords", keywords.len());
    for keyword in &keywords {
        if let Err(why) = valid_keyword(keyword) {
            problems.push(format!("{name}: keyword `{keyword}` {why}"));
        }
    }
    let categories = strings("categories");
    at_most_five(&mut problems, name, "categories", categories.len());
    for category in &categories {
        if !CATEGORIES.contains(&category.as_str()) {
            problems.push(format!(
                "{name}: `{category}` is not a crates.io category slug"
            ));
        }
    }
    problems
}

/// crates.io takes five keywords and five categories at the most.
fn at_most_five(problems: &mut Vec<String>, name: &str, field: &str, count: usize) {
    if count > 5 {
        problems.push(format!("{name}: {count} {field}; crates.io takes 5"));
    }
}

/// crates.io: ASCII letters, digits, `-` and `_`, starting with a letter, at most 64.
fn valid_name(name: &str) -> std::result::Result<(), String> {
    crates_io_word(name, 64, "a letter", |c| c.is_ascii_alphabetic(), "-_")
}

/// Semantic versioning: MAJOR.MINOR.PATCH with optional pre-release and build parts.
fn valid_version(version: &str) -> std::result::Result<(), &'static str> {
    let core = version.split(['-', '+']).next().unwrap_or_default();
    let parts: Vec<&str> = core.split('.').collect();
    let numeric = |p: &&str| {
        !p.is_empty()
            && p.chars().all(|c| c.is_ascii_digit())
            && (p.len() == 1 || !p.starts_with('0'))
    };
    if parts.len() == 3 && parts.iter().all(numeric) {
        Ok(())
    } else {
        Err("is not MAJOR.MINOR.PATCH")
    }
}

/// crates.io: at most 20 characters, ASCII letters, digits, `_`, `-`, `+`, starting with a
/// letter or digit.
fn valid_keyword(keyword: &str) -> std::result::Result<(), String> {
    crates_io_word(
        keyword,
        20,
        "a letter or digit",
        |c| c.is_ascii_alphanumeric(),
        "_-+",
    )
}

/// A word crates.io takes (a name, a keyword): 1 to `most` characters, the first one that
/// `first` takes (`start`, in words), each an ASCII letter, a digit or one of `marks`.
fn crates_io_word(
    word: &str,
    most: usize,
    start: &str,
    first: fn(char) -> bool,
    marks: &str,
) -> std::result::Result<(), String> {
    if word.is_empty() || word.len() > most {
        return Err(format!("must have 1 to {most} characters"));
    }
    if !word.starts_with(first) {
        return Err(format!("must start with {start}"));
    }
    if !word
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || marks.contains(c))
    {
        let shown: Vec<String> = marks.chars().map(|c| format!("`{c}`")).collect();
        let (last, rest) = shown.split_last().expect("marks to name");
        return Err(format!(
            "may hold only ASCII letters, digits, {} and {last}",
            rest.join(", ")
        ));
    }
    Ok(())
}

/// The crates.io category slugs this workspace may use (a subset of crates.io's list; add
/// a slug here, from <https://crates.io/category_slugs>, before using it).
const CATEGORIES: [&str; 14] = [
    "algorithms",
    "command-line-interface",
    "command-line-utilities",
    "data-structures",
    "development-tools",
    "development-tools::testing",
    "game-development",
    "games",
    "graphics",
    "mathematics",
    "multimedia::images",
    "science",
    "visualization",
    "web-programming::http-server",
];

#[cfg(test)]
mod tests {
    use super::*;

    /// `valid` takes each of `good` and refuses each of `bad`.
    fn sorts<E>(valid: impl Fn(&str) -> std::result::Result<(), E>, good: &[&str], bad: &[&str]) {
        for text in good {
            assert!(valid(text).is_ok(), "{text} refused");
        }
        for text in bad {
            assert!(valid(text).is_err(), "{text} taken");
        }
    }

    #[test]
    fn crates_io_names() {
        let long = "x".repeat(65);
        sorts(valid_name, &["games-common"], &["9lives", "dobble!", &long]);
        let why = valid_name("dobble!").unwrap_err();
        assert_eq!(why, "may hold only ASCII letters, digits, `-` and `_`");
    }

    #[test]
    fn semantic_versions() {
        sorts(
            valid_version,
            &["0.1.0", "1.2.3-rc.1+build"],
            &["1.2", "01.2.3"],
        );
    }

    #[test]
    fn crates_io_keywords() {
        sorts(
            valid_keyword,
            &["sprague-grundy"],
            &["a keyword", "-dash", "combinatorial-game-theory"],
        );
        let why = valid_keyword("a keyword").unwrap_err();
        assert_eq!(why, "may hold only ASCII letters, digits, `_`, `-` and `+`");
    }

    #[test]
    fn comments_in_a_profile_are_left_out() {
        let manifest = "[profile.dev]\n# debug = 2 was slow\ndebug = 0\n[lints]\nx = 1\n";
        assert_eq!(
            profile_settings(manifest, "dobble"),
            ["profile.dev.debug=0"]
        );
    }

    #[test]
    fn a_package_is_tested_with_the_profiles_of_the_workspace() {
        let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
        let settings = profile_settings(&manifest, "dobble");
        assert!(settings.contains(&"profile.test.package.dobble.opt-level=3".to_owned()));
        assert!(settings.contains(&"profile.dev.debug=\"line-tables-only\"".to_owned()));
        assert!(settings.contains(&"profile.dev.package.\"*\".debug=false".to_owned()));
        assert!(
            !settings.iter().any(|s| s.contains("package.bulgarian")),
            "{settings:?}"
        );
    }

    #[test]
    fn every_crate_is_a_valid_entry_with_matching_requirements() {
        let workspace = Workspace::load().unwrap();
        let problems: Vec<String> = workspace
            .members
            .iter()
            .filter(|m| m.publishable)
            .flat_map(|m| {
                let mut p = entry_problems(m);
                p.extend(requirement_problems(&workspace, m));
                p
            })
            .collect();
        assert!(problems.is_empty(), "{problems:#?}");
    }
}
