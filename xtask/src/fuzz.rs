//! `cargo xtask fuzz [-p NAME]... [--seconds N] [TARGET]...`: builds the coverage-guided
//! fuzz targets of `fuzz/` with the nightly toolchain, runs each for N seconds (default
//! 60; as many targets at once as the machine has cores) and fails on any crash, naming
//! the input that reproduces it and how to re-run it.
//!
//! It drives libFuzzer (through libfuzzer-sys) itself, with the instrumentation flags
//! cargo-fuzz passes, so nothing beyond rustup's nightly toolchain is installed; whoever
//! has cargo-fuzz can run `cargo +nightly fuzz run TARGET` on the same folder. All targets
//! come from one build (profile `fuzz`: opt-level 1, no debug info, debug assertions and
//! overflow checks on) without a sanitizer: the workspace forbids unsafe code, so AddressSanitizer would
//! find little and double the build. Without a nightly toolchain it says so and passes.
//!
//! Targets are named after their crate (`dobble_deck` belongs to `dobble`). Each starts
//! from its committed seeds (`fuzz/seeds/TARGET`) and grows its own corpus
//! (`fuzz/corpus/TARGET`, not committed); a crash is written to `fuzz/artifacts/TARGET/`.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Instant;

use crate::workspace::{Workspace, lowered, root};
use crate::{Result, packages_and_rest};

/// `cargo xtask fuzz --help`.
pub(crate) const USAGE: &str = "\
usage: cargo xtask fuzz [-p NAME]... [--seconds N] [TARGET]...

Builds the fuzz targets of fuzz/ with the nightly toolchain (one build, no sanitizer) and
runs each for N seconds (default 60), as many at once as there are cores, from its seeds
(fuzz/seeds/TARGET) and its grown corpus (fuzz/corpus/TARGET, not committed). Fails on
any crash, panic, hang (20 s an input) or run past 2 GB, printing the input that
reproduces it (fuzz/artifacts/TARGET/) and the command that re-runs it. Says so and
passes when no nightly toolchain is installed.

  -p NAME       the targets of crate NAME only (repeatable)
  --seconds N   seconds per target
  TARGET        only these targets (fuzz/fuzz_targets/TARGET.rs)";

/// Seconds per target when none are asked for.
const DEFAULT_SECONDS: u64 = 60;

/// Seconds per target in `cargo xtask ci`: enough to run the seeds and some thousands of
/// mutations, short enough for the whole step to stay within a few minutes from a cold
/// build.
pub(crate) const SMOKE_SECONDS: u64 = 3;

/// The solvers whose targets sit behind a feature of the fuzz crate of their name.
const SOLVERS: &[&str] = &["bulgarian", "dobble", "hackenbush", "strikeout", "marbles"];

/// The toolchain the targets are built with (libFuzzer's instrumentation needs nightly).
const TOOLCHAIN: &str = "nightly";

/// The memory one run may take before libFuzzer calls it a crash (an unbounded
/// allocation), in MB.
const RSS_LIMIT_MB: u32 = 2048;

/// The time one input may take before libFuzzer calls it a hang, in seconds.
const TIMEOUT_SECONDS: u32 = 20;

/// cargo-fuzz's instrumentation: libFuzzer's coverage counters, comparison tracing and
/// the `fuzzing` cfg.
const RUSTFLAGS: &[&str] = &[
    "-Cpasses=sancov-module",
    "-Cllvm-args=-sanitizer-coverage-level=4",
    "-Cllvm-args=-sanitizer-coverage-inline-8bit-counters",
    "-Cllvm-args=-sanitizer-coverage-pc-table",
    "-Cllvm-args=-sanitizer-coverage-trace-compares",
    "--cfg",
    "fuzzing",
];

/// What `cargo xtask fuzz` was asked to run.
pub(crate) struct Options {
    packages: Vec<String>,
    seconds: u64,
    targets: Vec<String>,
}

impl Options {
    /// Every target of `packages` (all crates when empty) for `seconds` each.
    pub(crate) fn of(packages: &[String], seconds: u64) -> Options {
        Options {
            packages: packages.to_vec(),
            seconds,
            targets: Vec::new(),
        }
    }
}

pub(crate) fn parse(args: &[String]) -> Result<Options> {
    let (packages, rest) = packages_and_rest(args)?;
    let mut options = Options::of(&packages, DEFAULT_SECONDS);
    let mut rest = rest.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--seconds" => {
                let value = rest.next().ok_or("fuzz: `--seconds` needs a number")?;
                options.seconds =
                    value.parse().ok().filter(|&s| s > 0).ok_or_else(|| {
                        format!("fuzz: `--seconds {value}`: a whole number from 1")
                    })?;
            }
            flag if flag.starts_with('-') => {
                return Err(format!("fuzz: unexpected argument `{flag}`"));
            }
            target => options.targets.push(target.to_owned()),
        }
    }
    Ok(options)
}

/// A build of the fuzz targets started ahead of their run, at the lowest priority, so that
/// it uses the cores the steps before the run leave idle (`cargo xtask ci` starts it
/// first); its output goes to a log, shown if it fails.
pub(crate) struct Ahead {
    child: Child,
    log: PathBuf,
    started: Instant,
}

/// Starts the build of the targets `options` chooses at the lowest priority; `None` where
/// there is nothing to build or no nightly toolchain (the run then says why) or where it
/// cannot start (the run then builds as usual).
pub(crate) fn build_ahead(options: &Options) -> Option<Ahead> {
    let targets = chosen_targets(options).ok()?;
    let host = nightly_host()?;
    if targets.is_empty() {
        return None;
    }
    let dir = root().join("fuzz");
    let logs = dir.join("target");
    std::fs::create_dir_all(&logs).ok()?;
    let log = logs.join("build-ahead.log");
    let file = std::fs::File::create(&log).ok()?;
    let mut c = lowered(&build_command(&dir, &host, &targets), 19);
    let child = c
        .stdin(Stdio::null())
        .stdout(file.try_clone().ok()?)
        .stderr(file)
        .spawn()
        .ok()?;
    Some(Ahead {
        child,
        log,
        started: Instant::now(),
    })
}

impl Drop for Ahead {
    /// A run that stops early (a step before the fuzz run failed) stops the build too.
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Waits for the build started ahead; on failure, shows its log.
fn finish(mut ahead: Ahead, count: usize) -> Result {
    let status = ahead
        .child
        .wait()
        .map_err(|e| format!("fuzz: cannot wait for the build: {e}"))?;
    if !status.success() {
        let log = std::fs::read_to_string(&ahead.log).unwrap_or_default();
        eprintln!("{log}");
        return Err(build_failed(status));
    }
    println!(
        "fuzz: built {count} targets, started {:.1?} ago at the lowest priority",
        ahead.started.elapsed()
    );
    Ok(())
}

/// Builds and runs the targets `options` chooses, the build already under way when
/// `ahead` is given.
pub(crate) fn run(options: &Options, ahead: Option<Ahead>) -> Result {
    let targets = chosen_targets(options)?;
    if targets.is_empty() {
        println!(
            "fuzz: no fuzz target belongs to {}",
            options.packages.join(", ")
        );
        return Ok(());
    }
    let Some(host) = nightly_host() else {
        println!(
            "fuzz: SKIPPED, no {TOOLCHAIN} toolchain is installed \
             (`rustup toolchain install {TOOLCHAIN}` adds one)"
        );
        return Ok(());
    };
    let dir = root().join("fuzz");
    match ahead {
        Some(ahead) => finish(ahead, targets.len())?,
        None => build(&dir, &host, &targets)?,
    }
    // As many targets at once as the machine has cores: each libFuzzer run is one thread.
    let jobs = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut crashed = Vec::new();
    for batch in targets.chunks(jobs) {
        let results: Vec<Result> = std::thread::scope(|scope| {
            let runs: Vec<_> = batch
                .iter()
                .map(|target| scope.spawn(|| run_target(&dir, &host, target, options.seconds)))
                .collect();
            runs.into_iter()
                .map(|run| {
                    run.join()
                        .unwrap_or_else(|_| Err("fuzz: the thread running it panicked".into()))
                })
                .collect()
        });
        for (target, result) in batch.iter().zip(results) {
            if let Err(message) = result {
                eprintln!("{message}");
                crashed.push(target.as_str());
            }
        }
    }
    if crashed.is_empty() {
        println!(
            "fuzz: {} targets ran {} s each, no crash",
            targets.len(),
            options.seconds
        );
        Ok(())
    } else {
        Err(format!("fuzz: crashed: {}", crashed.join(", ")))
    }
}

/// The targets asked for: those named, else those of the crates named, else all.
fn chosen_targets(options: &Options) -> Result<Vec<String>> {
    let all = targets(&root().join("fuzz"))?;
    if let Some(unknown) = options.targets.iter().find(|t| !all.contains(t)) {
        return Err(format!(
            "fuzz: no target `{unknown}` (targets: {})",
            all.join(", ")
        ));
    }
    Workspace::load()?.select(&options.packages)?;
    Ok(all
        .into_iter()
        .filter(|t| options.targets.is_empty() || options.targets.contains(t))
        .filter(|t| {
            options.packages.is_empty()
                || options
                    .packages
                    .iter()
                    .any(|p| t.starts_with(&format!("{}_", p.replace('-', "_"))))
        })
        .collect())
}

/// The targets of the fuzz folder: its `fuzz_targets/*.rs`, in name order.
fn targets(dir: &Path) -> Result<Vec<String>> {
    let sources = dir.join("fuzz_targets");
    let entries = std::fs::read_dir(&sources)
        .map_err(|e| format!("fuzz: cannot list {}: {e}", sources.display()))?;
    let mut names: Vec<String> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".rs").map(str::to_owned)
        })
        .collect();
    names.sort();
    Ok(names)
}

/// A command of the nightly toolchain, through rustup.
fn nightly(tool: &str) -> Command {
    let mut command = Command::new("rustup");
    command.args(["run", TOOLCHAIN, tool]);
    // The stable cargo running xtask names itself and its toolchain here.
    command.env_remove("CARGO").env_remove("RUSTUP_TOOLCHAIN");
    command
}

/// The nightly compiler's host triple, or `None` when there is no nightly toolchain (or no
/// rustup).
fn nightly_host() -> Option<String> {
    let output = nightly("rustc")
        .arg("-vV")
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_owned))
}

/// The command that builds `targets` for `host`: only the solvers they fuzz (the fuzz
/// crate's features, one a solver), so a crate's own run does not build the others.
fn build_command(dir: &Path, host: &str, targets: &[String]) -> Command {
    let mut flags: Vec<&str> = RUSTFLAGS.to_vec();
    if host.contains("linux") {
        flags.push("-Cllvm-args=-sanitizer-coverage-stack-depth");
    }
    let mut c = nightly("cargo");
    c.args(["build", "--profile", "fuzz", "--locked", "--target", host])
        .arg("--manifest-path")
        .arg(dir.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(dir.join("target"))
        .env("RUSTFLAGS", flags.join(" "));
    for target in targets {
        c.args(["--bin", target]);
    }
    // Only the solvers these targets fuzz (the fuzz crate's features, one a solver): a
    // crate's own run does not build the others.
    let solvers: Vec<&str> = SOLVERS
        .iter()
        .copied()
        .filter(|solver| targets.iter().any(|t| t.starts_with(&format!("{solver}_"))))
        .collect();
    c.args(["--no-default-features", "--features", &solvers.join(",")]);
    c
}

/// What a failed build of the targets says.
fn build_failed(status: std::process::ExitStatus) -> String {
    format!(
        "fuzz: building the targets failed ({status}); after a change to a crate's \
         dependencies, `cargo +{TOOLCHAIN} update --workspace --manifest-path \
         fuzz/Cargo.toml` brings fuzz/Cargo.lock up to date"
    )
}

/// One build of `targets`, for `host` (so that build scripts are not instrumented).
fn build(dir: &Path, host: &str, targets: &[String]) -> Result {
    let started = Instant::now();
    let status = build_command(dir, host, targets)
        .status()
        .map_err(|e| format!("fuzz: cannot start cargo: {e}"))?;
    if !status.success() {
        return Err(build_failed(status));
    }
    println!(
        "fuzz: built {} targets in {:.1?}",
        targets.len(),
        started.elapsed()
    );
    Ok(())
}

/// Runs one target for `seconds` on its seeds and corpus; on a crash, the message names
/// the reproducer.
fn run_target(dir: &Path, host: &str, target: &str, seconds: u64) -> Result {
    let binary = dir.join("target").join(host).join("fuzz").join(target);
    let corpus = dir.join("corpus").join(target);
    let seeds = dir.join("seeds").join(target);
    let artifacts = dir.join("artifacts").join(target);
    let logs = dir.join("target").join("logs");
    for folder in [&corpus, &artifacts, &logs] {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("fuzz: cannot create {}: {e}", folder.display()))?;
    }
    let log = logs.join(format!("{target}.log"));
    let log_file = std::fs::File::create(&log)
        .map_err(|e| format!("fuzz: cannot create {}: {e}", log.display()))?;
    let mut c = Command::new(&binary);
    c.arg(format!("-max_total_time={seconds}"))
        .arg(format!("-rss_limit_mb={RSS_LIMIT_MB}"))
        .arg(format!("-timeout={TIMEOUT_SECONDS}"))
        .arg(format!("-artifact_prefix={}/", artifacts.display()))
        .arg("-print_final_stats=1")
        .arg(&corpus);
    if seeds.is_dir() {
        c.arg(&seeds);
    }
    let status = c
        .stdout(Stdio::null())
        .stderr(log_file)
        .status()
        .map_err(|e| format!("fuzz: cannot run {}: {e}", binary.display()))?;
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    if status.success() {
        println!("fuzz: {target:<22} {}", Stats::read(&text));
        return Ok(());
    }
    let reproducer = text
        .lines()
        .find_map(|l| l.split("Test unit written to ").nth(1))
        .map(PathBuf::from);
    // The panic and its message (up to the backtrace), or what libFuzzer reported.
    let lines: Vec<&str> = text.lines().collect();
    let what: Vec<&str> = match lines.iter().position(|l| l.contains("panicked at")) {
        Some(at) => lines[at..]
            .iter()
            .take_while(|l| !l.starts_with("stack backtrace"))
            .take(8)
            .copied()
            .collect(),
        None => lines
            .iter()
            .filter(|l| l.contains("ERROR: libFuzzer") || l.contains("memory allocation of"))
            .take(4)
            .copied()
            .collect(),
    };
    let mut message = format!(
        "fuzz: {target} FAILED ({status}):\n  {}\n  log: {}",
        what.join("\n  "),
        log.display()
    );
    if let Some(reproducer) = reproducer {
        message.push_str(&format!(
            "\n  reproducer: {}\n  re-run it: {} {}\n  (or `cargo +nightly fuzz run {target} {}` with cargo-fuzz)\n  \
             then make it a regression test in the crate's own tests",
            reproducer.display(),
            binary.display(),
            reproducer.display(),
            reproducer.display(),
        ));
    }
    Err(message)
}

/// What libFuzzer said of a run: executions, speed, coverage, corpus.
struct Stats {
    runs: String,
    per_second: String,
    /// The last status line's `cov: … ft: … corp: …`.
    coverage: String,
}

impl Stats {
    fn read(log: &str) -> Stats {
        let stat = |name: &str| {
            log.lines()
                .find_map(|l| l.strip_prefix(&format!("stat::{name}:")))
                .map_or_else(|| "?".to_owned(), |v| v.trim().to_owned())
        };
        let coverage = log
            .lines()
            .rev()
            .find(|l| l.starts_with('#') && l.contains("cov: "))
            .and_then(|l| l.find("cov: ").map(|at| &l[at..]))
            .map(|rest| rest.split(" lim:").next().unwrap_or(rest))
            .unwrap_or("")
            .trim()
            .to_owned();
        Stats {
            runs: stat("number_of_executed_units"),
            per_second: stat("average_exec_per_sec"),
            coverage,
        }
    }
}

impl std::fmt::Display for Stats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:>9} runs {:>7}/s  {}",
            self.runs, self.per_second, self.coverage
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn options_are_read() {
        let o = parse(&args("-p dobble --seconds 5 dobble_deck")).unwrap();
        assert_eq!(o.packages, ["dobble"]);
        assert_eq!(o.seconds, 5);
        assert_eq!(o.targets, ["dobble_deck"]);
        assert_eq!(parse(&[]).unwrap().seconds, DEFAULT_SECONDS);
        assert!(parse(&args("--seconds 0")).is_err());
        assert!(parse(&args("--seconds")).is_err());
        assert!(parse(&args("--jobs 2")).is_err());
    }

    #[test]
    fn every_target_belongs_to_a_crate_and_has_seeds() {
        let dir = root().join("fuzz");
        let workspace = Workspace::load().unwrap();
        for target in targets(&dir).unwrap() {
            assert!(
                workspace
                    .members
                    .iter()
                    .any(|m| target.starts_with(&format!("{}_", m.name.replace('-', "_")))),
                "{target} is named after no crate"
            );
            let seeds = dir.join("seeds").join(&target);
            let count = std::fs::read_dir(&seeds).map_or(0, Iterator::count);
            assert!(count > 0, "{target} has no seeds in {}", seeds.display());
        }
    }

    /// Every input path of every published crate is fuzzed: each has a target, but the
    /// test support, which only runs the workspace's own binaries on their fixtures, and
    /// the web app, whose inputs are the solvers' saved games and texts, read by the
    /// solvers' own parsers (fuzzed under each solver), and whose requests are thrown junk
    /// by the proptest of its `tests/web.rs`.
    #[test]
    fn every_published_crate_has_targets() {
        let all = targets(&root().join("fuzz")).unwrap();
        let takes_input = |name: &str| !["games-test-support", "games-web"].contains(&name);
        for member in Workspace::load()
            .unwrap()
            .members
            .iter()
            .filter(|m| m.publishable && takes_input(&m.name))
        {
            let prefix = format!("{}_", member.name.replace('-', "_"));
            assert!(
                all.iter().any(|t| t.starts_with(&prefix)),
                "{} has no fuzz target (fuzz/fuzz_targets/{prefix}*.rs)",
                member.name
            );
        }
    }

    /// Each solver's targets sit behind its feature, so that a build for one solver
    /// leaves the others out, and the default builds them all.
    #[test]
    fn a_solver_s_targets_need_its_feature() {
        let manifest = std::fs::read_to_string(root().join("fuzz/Cargo.toml")).unwrap();
        let default = format!(
            "default = [{}]",
            SOLVERS
                .iter()
                .map(|s| format!("\"{s}\""))
                .collect::<Vec<_>>()
                .join(", ")
        );
        assert!(
            manifest.contains(&default),
            "fuzz/Cargo.toml lacks `{default}`"
        );
        for block in manifest.split("[[bin]]").skip(1) {
            let name = block
                .lines()
                .find_map(|l| l.strip_prefix("name = \""))
                .and_then(|rest| rest.strip_suffix('"'))
                .unwrap();
            let needs = SOLVERS.iter().find(|s| name.starts_with(&format!("{s}_")));
            let required = block
                .lines()
                .find_map(|l| l.strip_prefix("required-features = "));
            assert_eq!(
                required.map(str::to_owned),
                needs.map(|s| format!("[\"{s}\"]")),
                "{name}"
            );
        }
    }

    #[test]
    fn a_crate_selects_its_own_targets() {
        let o = Options::of(&["games-common".to_owned()], 1);
        let chosen = chosen_targets(&o).unwrap();
        assert!(!chosen.is_empty());
        assert!(chosen.iter().all(|t| t.starts_with("games_common_")));
        assert!(chosen_targets(&Options::of(&["no-such-crate".to_owned()], 1)).is_err());
    }

    #[test]
    fn stats_are_read_from_the_log() {
        let log = "#2\tINITED cov: 10 ft: 11 corp: 1/1b exec/s: 0 rss: 30Mb\n\
                   #500\tDONE   cov: 435 ft: 1185 corp: 36/1219b lim: 4096 exec/s: 46 rss: 40Mb\n\
                   stat::number_of_executed_units: 500\n\
                   stat::average_exec_per_sec:     46\n";
        let stats = Stats::read(log);
        assert_eq!(stats.runs, "500");
        assert_eq!(stats.per_second, "46");
        assert_eq!(stats.coverage, "cov: 435 ft: 1185 corp: 36/1219b");
    }
}
