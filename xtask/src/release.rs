//! `cargo xtask release-check [-p NAME]...`: shows that each publishable crate would publish
//! on its own, as a team releasing it would do it.
//!
//! - `cargo publish --dry-run` of the crates (all of them, or the chosen ones together with
//!   the workspace crates they depend on), which builds each from its packaged sources.
//! - The contents of each package (`cargo package --list`): its README, both licences, its
//!   changelog and its theory pages under `docs/` ship; stray files (proptest regressions,
//!   pending snapshots) do not.
//! - Each dependent's requirement on a workspace crate names that crate's own version.
//! - Name, version, description, keywords and categories are valid crates.io entries.
//!
//! Why not `cargo package -p NAME` alone: before `games-common` is on crates.io, packaging a
//! solver by itself fails with "no matching package named `games-common` found", because a
//! package is verified against the registry, not the workspace. `cargo publish --workspace`
//! (and this check) packages the crates together through a temporary local registry, and
//! the first release publishes `games-common` first (docs/RELEASING.md).

use crate::workspace::{Member, Workspace, cargo, run_streamed};
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
    let (packages, rest) = packages_and_rest(args)?;
    if let Some(arg) = rest.first() {
        return Err(format!("release-check: unexpected argument `{arg}`"));
    }
    Ok(Options { packages })
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

    let target_dir = workspace.target_dir.join("release-check");
    forget_earlier_dry_runs(&workspace, &target_dir)?;
    let mut publish = cargo();
    publish
        .args(["publish", "--dry-run", "--allow-dirty", "--locked"])
        .env("CARGO_TARGET_DIR", &target_dir);
    if options.packages.is_empty() {
        publish.arg("--workspace");
    } else {
        println!(
            "release-check: a crate is packaged together with the workspace crates it needs, \
             as they are not on crates.io yet (see docs/RELEASING.md)"
        );
        for name in workspace.with_dependencies(&options.packages) {
            if workspace
                .members
                .iter()
                .any(|m| m.name == name && m.publishable)
            {
                publish.args(["--package", &name]);
            }
        }
    }
    run_streamed(publish, "cargo publish --dry-run")
}

/// Forgets what an earlier dry run unpacked and built of the workspace's own crates.
///
/// A dry run verifies the dependents against the workspace crates served from a temporary
/// registry. cargo treats a registry package as immutable: it reuses the sources it
/// unpacked under `$CARGO_HOME/registry/src/-HASH/` and the build in the target folder
/// whenever name and version match, so without this a later dry run would verify a
/// dependent against the crate as it was then, not as it is now. The dry runs build in
/// their own target folder, `target/release-check`, whose fingerprints of workspace crates
/// are removed here (the dependencies' builds stay).
fn forget_earlier_dry_runs(workspace: &Workspace, target_dir: &std::path::Path) -> Result {
    let remove = |dir: std::path::PathBuf| -> Result {
        std::fs::remove_dir_all(&dir).map_err(|e| format!("cannot remove {}: {e}", dir.display()))
    };
    if let Ok(fingerprints) = std::fs::read_dir(target_dir.join("debug/.fingerprint")) {
        for entry in fingerprints.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let ours = workspace.members.iter().any(|m| {
                name.strip_prefix(&m.name)
                    .and_then(|rest| rest.strip_prefix('-'))
                    .is_some_and(|hash| hash.chars().all(|c| c.is_ascii_hexdigit()))
            });
            if ours {
                remove(entry.path())?;
            }
        }
    }
    let home = std::env::var_os("CARGO_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".cargo")));
    let Some(home) = home else { return Ok(()) };
    let Ok(registries) = std::fs::read_dir(home.join("registry/src")) else {
        return Ok(());
    };
    for registry in registries.flatten() {
        // The temporary registry has no name, so its folder is `-HASH`.
        if !registry.file_name().to_string_lossy().starts_with('-') {
            continue;
        }
        for member in &workspace.members {
            let unpacked = registry
                .path()
                .join(format!("{}-{}", member.name, member.version));
            if unpacked.is_dir() {
                remove(unpacked)?;
            }
        }
    }
    Ok(())
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
    if keywords.len() > 5 {
        problems.push(format!(
            "{name}: {} keywords; crates.io takes 5",
            keywords.len()
        ));
    }
    for keyword in &keywords {
        if let Err(why) = valid_keyword(keyword) {
            problems.push(format!("{name}: keyword `{keyword}` {why}"));
        }
    }
    let categories = strings("categories");
    if categories.len() > 5 {
        problems.push(format!(
            "{name}: {} categories; crates.io takes 5",
            categories.len()
        ));
    }
    for category in &categories {
        if !CATEGORIES.contains(&category.as_str()) {
            problems.push(format!(
                "{name}: `{category}` is not a crates.io category slug"
            ));
        }
    }
    problems
}

/// crates.io: ASCII letters, digits, `-` and `_`, starting with a letter, at most 64.
fn valid_name(name: &str) -> std::result::Result<(), &'static str> {
    if name.is_empty() || name.len() > 64 {
        return Err("must have 1 to 64 characters");
    }
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return Err("must start with a letter");
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err("may hold only ASCII letters, digits, `-` and `_`");
    }
    Ok(())
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
fn valid_keyword(keyword: &str) -> std::result::Result<(), &'static str> {
    if keyword.is_empty() || keyword.len() > 20 {
        return Err("must have 1 to 20 characters");
    }
    if !keyword.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        return Err("must start with a letter or digit");
    }
    if !keyword
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '+'))
    {
        return Err("may hold only ASCII letters, digits, `_`, `-` and `+`");
    }
    Ok(())
}

/// The crates.io category slugs this workspace may use (a subset of crates.io's list; add
/// a slug here, from <https://crates.io/category_slugs>, before using it).
const CATEGORIES: [&str; 13] = [
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
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crates_io_names() {
        assert!(valid_name("games-common").is_ok());
        assert!(valid_name("9lives").is_err());
        assert!(valid_name("dobble!").is_err());
        assert!(valid_name(&"x".repeat(65)).is_err());
    }

    #[test]
    fn semantic_versions() {
        assert!(valid_version("0.1.0").is_ok());
        assert!(valid_version("1.2.3-rc.1+build").is_ok());
        assert!(valid_version("1.2").is_err());
        assert!(valid_version("01.2.3").is_err());
    }

    #[test]
    fn crates_io_keywords() {
        assert!(valid_keyword("sprague-grundy").is_ok());
        assert!(valid_keyword("a keyword").is_err());
        assert!(valid_keyword("-dash").is_err());
        assert!(valid_keyword("combinatorial-game-theory").is_err());
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
