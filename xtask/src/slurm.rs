//! `cargo xtask slurm`: the Slurm recipes of bulgarian and strikeout
//! (`crates/NAME/docs/recipes/shards-slurm.sh`) submitted, as their headers say, to a
//! real single-node Slurm started for the run (`cluster`, configured by `conf`).
//!
//! For each recipe, on a small input: the array is submitted held, one task is cancelled
//! before it runs, the others run; the merge of what they wrote is refused (a shard is
//! missing); the cancelled task is submitted again alone (`sbatch --array=K`); then the
//! merge of every shard file must print what the one-machine command prints. The jobs run
//! the debug binaries built here, put first on their `PATH`.
//!
//! `cargo xtask ci` runs this as its step "slurm" and fails where Slurm is missing
//! (`.ci/run` installs Debian's slurm-wlm and munge); the test below runs it too, and
//! says that it skipped where `sbatch` is not installed.

mod cluster;
mod conf;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use self::cluster::{Cluster, find, output_of};
use crate::Result;
use crate::workspace::{Workspace, cargo, root, run_streamed};

/// `cargo xtask slurm --help`.
pub(crate) const USAGE: &str = "usage: cargo xtask slurm\n\nStarts a single-node Slurm \
    of its own (munged, slurmctld, slurmd, in a temporary folder, on free ports), submits \
    the Slurm recipes of bulgarian (analyze) and strikeout (count) on small inputs, cancels \
    one array task and submits it again alone, and checks that each merge prints what the \
    one-machine command prints. Stops every daemon it started. Needs Debian's slurm-wlm \
    and munge (.ci/run installs them).";

/// The programs the run needs.
const TOOLS: [&str; 9] = [
    "sbatch",
    "squeue",
    "scontrol",
    "scancel",
    "sinfo",
    "slurmctld",
    "slurmd",
    "munged",
    "mungekey",
];

/// How long an array may take to end.
const JOB_LIMIT: Duration = Duration::from_secs(300);

/// One recipe and the small input it is checked on.
struct Recipe {
    /// The crate, and its program.
    program: &'static str,
    /// The recipe's variables besides `M`, as `--export` takes them.
    vars: &'static str,
    /// M, the number of shards.
    shards: u32,
    /// The one-machine command that the merge must equal.
    whole: &'static [&'static str],
    /// The shard file of task `{K}`, relative to the submission folder.
    file: &'static str,
}

const RECIPES: [Recipe; 2] = [
    Recipe {
        program: "bulgarian",
        vars: "N=30",
        shards: 4,
        whole: &["analyze", "30"],
        file: "shards-30-of-4/bulgarian-30-shard-{K}-of-4.json",
    },
    Recipe {
        program: "strikeout",
        vars: "L=60",
        shards: 3,
        whole: &["count", "--max-length", "60"],
        file: "strikeout-count-60-of-3/strikeout-count-60-shard-{K}-of-3.json",
    },
];

/// The array task that is cancelled and run again alone.
const CANCELLED: u32 = 2;

/// The Slurm tools that are not installed.
fn missing_tools() -> Vec<&'static str> {
    TOOLS.into_iter().filter(|t| find(t).is_none()).collect()
}

/// Builds the two programs, starts the cluster, checks each recipe, stops the cluster.
pub(crate) fn run() -> Result {
    let missing = missing_tools();
    if !missing.is_empty() {
        return Err(format!(
            "slurm: {} not found; install Debian's slurm-wlm and munge \
             (`apt-get install slurm-wlm munge`, as .ci/run does)",
            missing.join(", ")
        ));
    }
    let mut build = cargo();
    build.args([
        "build",
        "--package",
        "bulgarian",
        "--package",
        "strikeout",
        "--locked",
    ]);
    run_streamed(build, "cargo build (the programs the Slurm jobs run)")?;
    let bin = Workspace::load()?.target_dir.join("debug");
    let dir = std::env::temp_dir().join(format!("xtask-slurm-{}", std::process::id()));
    let result = Cluster::start(&dir).and_then(|cluster| {
        println!("slurm: a single-node cluster is up in {}", dir.display());
        RECIPES.iter().try_for_each(|recipe| {
            let started = Instant::now();
            check(&cluster, recipe, &bin, &dir.join(recipe.program))?;
            println!(
                "slurm: {} recipe: {} tasks, task {CANCELLED} cancelled and run again, the \
                 merge equals `{} {}` ({:.1?})",
                recipe.program,
                recipe.shards,
                recipe.program,
                recipe.whole.join(" "),
                started.elapsed()
            );
            Ok(())
        })
    });
    // The cluster is dropped above, its daemons stopped; its folder goes too, unless the
    // run failed, when its logs may be read.
    match result {
        Ok(()) => {
            let _ = std::fs::remove_dir_all(&dir);
            Ok(())
        }
        Err(e) => Err(format!(
            "{e}\n(the cluster's files are in {})",
            dir.display()
        )),
    }
}

/// Submits `recipe` in `work`, cancels a task, submits it again, compares the merge.
fn check(cluster: &Cluster, recipe: &Recipe, bin: &Path, work: &Path) -> Result {
    std::fs::create_dir_all(work).map_err(|e| format!("cannot make {}: {e}", work.display()))?;
    let program = bin.join(recipe.program);
    let whole = output_of(Command::new(&program).args(recipe.whole).current_dir(work))?;
    let script = root().join(format!(
        "crates/{}/docs/recipes/shards-slurm.sh",
        recipe.program
    ));
    let path = std::env::join_paths(std::iter::once(bin.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .map_err(|e| format!("cannot put {} on PATH: {e}", bin.display()))?;
    let sbatch = |array: &str, hold: bool| -> Result<String> {
        let mut c = cluster.command("sbatch");
        c.arg("--parsable")
            .arg(format!("--array={array}"))
            .arg(format!("--export=ALL,{},M={}", recipe.vars, recipe.shards))
            // The node may be smaller than the recipe's 8 CPUs and 32 GiB.
            .args(["--cpus-per-task=1", "--mem=512"]);
        if hold {
            c.arg("--hold");
        }
        c.arg(&script).current_dir(work).env("PATH", &path);
        job_id(&cluster.output(&mut c)?)
    };
    let files = |skip: Option<u32>| -> Vec<PathBuf> {
        (1..=recipe.shards)
            .filter(|&k| Some(k) != skip)
            .map(|k| work.join(recipe.file.replace("{K}", &k.to_string())))
            .collect()
    };
    let merge = |files: &[PathBuf]| {
        Command::new(&program)
            .arg("merge")
            .args(files)
            .current_dir(work)
            .output()
            .map_err(|e| format!("cannot run {} merge: {e}", recipe.program))
    };

    let job = sbatch(&format!("1-{}", recipe.shards), true)?;
    cluster.output(cluster.command("scancel").arg(format!("{job}_{CANCELLED}")))?;
    cluster.output(cluster.command("scontrol").args(["release", &job]))?;
    wait_ended(cluster, &job)?;
    // The other tasks completed; the cancelled one, which never started, is CANCELLED
    // or (Slurm takes it out of a pending array) gone.
    let completed: Vec<(String, &str)> = (1..=recipe.shards)
        .filter(|&k| k != CANCELLED)
        .map(|k| (k.to_string(), "COMPLETED"))
        .collect();
    expect_states(cluster, &job, &completed, work)?;
    let cancelled = &files(None)[CANCELLED as usize - 1];
    if cancelled.exists() {
        return Err(format!(
            "task {CANCELLED} was cancelled, yet {} was written",
            cancelled.display()
        ));
    }
    let partial = merge(&files(Some(CANCELLED)))?;
    if partial.status.code() != Some(2) {
        return Err(format!(
            "{} merge without shard {CANCELLED} was not refused: {partial:?}",
            recipe.program
        ));
    }

    let again = sbatch(&CANCELLED.to_string(), false)?;
    wait_ended(cluster, &again)?;
    expect_states(
        cluster,
        &again,
        &[(CANCELLED.to_string(), "COMPLETED")],
        work,
    )?;
    let merged = merge(&files(None))?;
    let merged_text = String::from_utf8_lossy(&merged.stdout);
    if !merged.status.success() || merged_text != whole {
        return Err(format!(
            "{} merge of the Slurm shards differs from `{} {}`:\n--- merge ({})\n{merged_text}{}\
             --- one machine\n{whole}",
            recipe.program,
            recipe.program,
            recipe.whole.join(" "),
            merged.status,
            String::from_utf8_lossy(&merged.stderr),
        ));
    }
    Ok(())
}

/// The job id that `sbatch --parsable` printed (`ID` or `ID;CLUSTER`).
fn job_id(printed: &str) -> Result<String> {
    let id = printed.trim().split(';').next().unwrap_or_default();
    if !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()) {
        Ok(id.to_owned())
    } else {
        Err(format!("sbatch printed no job id: {printed:?}"))
    }
}

/// Waits until no task of `job` is pending or running.
fn wait_ended(cluster: &Cluster, job: &str) -> Result {
    let started = Instant::now();
    loop {
        let queued = cluster.output(
            cluster
                .command("squeue")
                .args(["-h", "-j", job, "-o", "%i %T"]),
        )?;
        if queued.trim().is_empty() {
            return Ok(());
        }
        if started.elapsed() > JOB_LIMIT {
            let _ = cluster.output(cluster.command("scancel").arg(job));
            return Err(format!(
                "job {job} had not ended after {JOB_LIMIT:?}:\n{queued}\n{}",
                cluster.logs()
            ));
        }
        std::thread::sleep(Duration::from_millis(500));
    }
}

/// Checks that each array task of `job` ended in the state expected of it (the task
/// cancelled on purpose aside); otherwise an error with the tasks' output files
/// (`slurm-JOB_K.out`, in `work`).
fn expect_states(cluster: &Cluster, job: &str, expected: &[(String, &str)], work: &Path) -> Result {
    let shown = cluster.output(cluster.command("scontrol").args(["-o", "show", "job", job]))?;
    let cancelled = (CANCELLED.to_string(), "CANCELLED".to_owned());
    let mut states: Vec<(String, String)> = task_states(&shown)
        .into_iter()
        .filter(|state| *state != cancelled)
        .collect();
    states.sort();
    let mut wanted: Vec<(String, String)> = expected
        .iter()
        .map(|(k, s)| (k.clone(), (*s).to_owned()))
        .collect();
    wanted.sort();
    if states == wanted {
        return Ok(());
    }
    let outputs: String = states
        .iter()
        .map(|(k, _)| {
            let out = work.join(format!("slurm-{job}_{k}.out"));
            let text = std::fs::read_to_string(&out).unwrap_or_default();
            format!("--- {}\n{text}", out.display())
        })
        .collect();
    Err(format!(
        "job {job}: the tasks ended {states:?}, not {wanted:?}\n{outputs}{}",
        cluster.logs()
    ))
}

/// `(ArrayTaskId, JobState)` of each record of `scontrol -o show job`, one a line.
fn task_states(shown: &str) -> Vec<(String, String)> {
    shown
        .lines()
        .filter_map(|line| {
            let field = |key: &str| {
                line.split_whitespace()
                    .find_map(|f| f.strip_prefix(key)?.strip_prefix('='))
                    .map(str::to_owned)
            };
            Some((field("ArrayTaskId")?, field("JobState")?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole run, where Slurm is installed; under CI, `cargo xtask ci` runs it as its
    /// own step instead, so it is not run twice.
    #[test]
    fn the_recipes_run_on_a_single_node_slurm() {
        if find("sbatch").is_none() {
            println!("skipped: sbatch not found");
            return;
        }
        if crate::workspace::in_ci() {
            println!("skipped: under CI, `cargo xtask ci` runs this as its step \"slurm\"");
            return;
        }
        let missing = missing_tools();
        assert!(missing.is_empty(), "sbatch is here but not {missing:?}");
        run().unwrap();
    }

    #[test]
    fn the_job_id_is_read_with_or_without_a_cluster() {
        assert_eq!(job_id("42\n").unwrap(), "42");
        assert_eq!(job_id("42;xtask\n").unwrap(), "42");
        let err = job_id("sbatch: error: Batch job submission failed\n").unwrap_err();
        assert!(err.contains("no job id"), "{err}");
    }

    /// Each array task is one record of `scontrol -o show job`; the fields are read by
    /// name wherever they stand.
    #[test]
    fn the_task_states_are_read_from_scontrol() {
        let shown = "JobId=7 ArrayJobId=5 ArrayTaskId=2 JobName=a JobState=CANCELLED \
                     Reason=None\n\
                     JobId=6 ArrayJobId=5 ArrayTaskId=1 JobName=a JobState=COMPLETED \
                     Reason=None\n\
                     JobId=9 JobName=b JobState=RUNNING\n";
        assert_eq!(
            task_states(shown),
            [
                ("2".to_owned(), "CANCELLED".to_owned()),
                ("1".to_owned(), "COMPLETED".to_owned())
            ]
        );
    }

    /// The recipes checked are the files the crates ship, and each shard file named here
    /// is the one the recipe writes for these variables.
    #[test]
    fn the_recipes_checked_are_the_shipped_ones() {
        for recipe in &RECIPES {
            let script = root().join(format!(
                "crates/{}/docs/recipes/shards-slurm.sh",
                recipe.program
            ));
            let text = std::fs::read_to_string(&script).unwrap();
            let (var, value) = recipe.vars.split_once('=').unwrap();
            let m = recipe.shards.to_string();
            // The recipe's own output line, with its variables put in.
            let out = text
                .lines()
                .find_map(|l| Some(l.split_once("-o \"$DIR/")?.1))
                .unwrap()
                .trim_end_matches('"')
                .replace(&format!("${var}"), value)
                .replace("$K", "{K}")
                .replace("$M", &m);
            let dir = text
                .lines()
                .find_map(|l| l.strip_prefix("DIR=${DIR:-"))
                .unwrap()
                .trim_end_matches('}')
                .replace(&format!("${var}"), value)
                .replace("$M", &m);
            assert_eq!(recipe.file, format!("{dir}/{out}"), "{}", script.display());
        }
    }
}
