//! The whole process of a search keeps to its memory budget: its peak resident memory
//! (the kernel's high-water mark, `VmHWM` in `/proc/PID/status`, read until the process
//! ends) stays within `--memory` plus [`MEMORY_OVERHEAD`]. Each case is a start whose search
//! passes any budget, so it must stop on it, with exit 2.

#![cfg(target_os = "linux")]

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

use strikeout::budget::MEMORY_OVERHEAD;

/// The budget the cases run on, in MiB: large enough that an account that misses a third
/// of the bytes goes past the overhead.
const BUDGET: usize = 64;

/// The process's peak resident memory so far, in bytes (`None` once it has ended).
fn high_water_mark(pid: u32) -> Option<usize> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib << 10)
}

/// Runs `strikeout ARGS --memory BUDGET` with `stdin`: its exit status, what it wrote
/// (standard output, then standard error; a few lines, which a pipe holds) and the highest
/// peak resident memory read while it ran.
fn run(args: &[&str], stdin: &[u8]) -> (Option<i32>, String, usize) {
    let budget = BUDGET.to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_strikeout"))
        .args(args)
        .args(["--memory", &budget])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let mut peak = 0;
    // The mark only rises, and the search stops on its budget rather than grow past it:
    // the last read before the end is within a few milliseconds of growth of the peak.
    while child.try_wait().unwrap().is_none() {
        if let Some(now) = high_water_mark(child.id()) {
            peak = peak.max(now);
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let output = child.wait_with_output().unwrap();
    let said = [output.stdout, output.stderr].concat();
    (
        output.status.code(),
        String::from_utf8_lossy(&said).into_owned(),
        peak,
    )
}

fn within_budget(args: &[&str], stdin: &[u8], expected_status: i32, says: &str) {
    let (status, said, peak) = run(args, stdin);
    assert_eq!(status, Some(expected_status), "{args:?}: {said}");
    assert!(said.contains(says), "{args:?}: {said}");
    let limit = (BUDGET << 20) + MEMORY_OVERHEAD;
    assert!(
        peak <= limit,
        "{args:?}: peak {} MiB, more than {} MiB",
        peak >> 20,
        limit >> 20
    );
    // The search did fill its budget: the measure saw the tables, not only the program.
    assert!(
        peak >= (BUDGET << 20) / 2,
        "{args:?}: peak {} MiB",
        peak >> 20
    );
}

const STOPPED: &str = "needs more than its memory budget of 64 MiB";

#[test]
fn a_count_of_many_short_phases_keeps_to_its_budget() {
    within_budget(
        &["count", "--start", "123", "--max-length", "10000"],
        b"",
        2,
        STOPPED,
    );
}

#[test]
fn a_count_of_one_huge_phase_on_two_threads_keeps_to_its_budget() {
    let start = "19".repeat(50);
    within_budget(
        &[
            "count",
            "--start",
            &start,
            "--max-length",
            "10000",
            "--threads",
            "2",
        ],
        b"",
        2,
        STOPPED,
    );
}

#[test]
fn a_hint_keeps_to_the_budget_and_play_goes_on() {
    let start = "19".repeat(50);
    within_budget(
        &["play", "--start", &start],
        b"hint\nquit\n",
        0,
        "not proved best, as the search for a shortest solution stopped: the search needs more than its memory budget of 64 MiB",
    );
    // The hint is still a move, and the game went on after it: the move after the hint
    // struck the first 1 and 9.
    let (_, said, _) = run(&["play", "--start", &start], b"hint\n0 1\nquit\n");
    assert!(said.contains("> hint: strike cell "), "{said}");
    assert!(said.contains("    1  ..1919191\n"), "{said}");
    assert!(said.ends_with("> Game left unfinished.\n"), "{said}");
}

/// A budget beyond what the machine can give (here a 256 MiB address-space limit, and a
/// budget of 1 TiB) is lowered to what it can, and said so; the search then stops on that
/// budget (exit 2) instead of aborting when an allocation is refused.
#[test]
fn a_budget_beyond_the_machine_is_lowered_instead_of_aborting() {
    let output = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 262144 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_strikeout"))
        .args([
            "solve",
            "--start",
            &"19".repeat(50),
            "--max-length",
            "10000",
        ])
        .args(["--memory", "1048576"])
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with(
            "strikeout: --memory 1048576 is more than this machine can give a search; \
             searching within 128 MiB\n"
        ),
        "{stderr}"
    );
    assert!(stderr.contains("memory budget of 128 MiB"), "{stderr}");
}
