//! Huge but valid requests: `trace 100000000`, `orbit --cycle` of a billion cards,
//! `multiplayer 1000000` and `orbit 1000000000000`. Each streams its output in the memory
//! of a few configurations, or stops at a move limit the caller names.
//!
//! The streaming commands run under a 1 GiB address-space limit (`ulimit -v`), far below
//! what their whole output would need in memory (tens of gigabytes to terabytes); the test
//! reads the beginning of the output, checks it against configurations worked out by
//! hand, and closes the pipe, which ends the program quietly (exit 0).

use bulgarian::orbit::orbit_within;
use bulgarian::{Headway, Limits, MoveLimit, Partition};

/// The program run with `args` through the shell, under `ulimit LIMIT` (`-v 1048576`: 1 GiB
/// of address space; `-t 60`: a minute of CPU).
#[cfg(unix)]
fn limited<S: AsRef<std::ffi::OsStr>>(
    limit: &str,
    args: impl IntoIterator<Item = S>,
) -> std::process::Command {
    let mut command = std::process::Command::new("sh");
    command
        .arg("-c")
        .arg(format!("ulimit {limit} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_bulgarian"))
        .args(args);
    command
}

/// Asserts that the command prints `expected` first under the memory limit, and exits 0
/// after the pipe is closed once that much is read.
#[cfg(unix)]
fn assert_begins_with(args: &[String], expected: &str) {
    use std::io::Read;
    use std::process::Stdio;

    let mut child = limited("-v 1048576", args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut out = Vec::new();
    let stdout = child.stdout.take().expect("piped");
    stdout
        .take(expected.len() as u64)
        .read_to_end(&mut out)
        .expect("the output is readable");
    // The reader is dropped here: the program's next write finds the pipe closed.
    let mut err = String::new();
    let mut stderr = child.stderr.take().expect("piped");
    stderr.read_to_string(&mut err).expect("stderr is readable");
    let status = child.wait().expect("the binary ends");
    assert_eq!(status.code(), Some(0), "{args:?}: {err}");
    assert_eq!(String::from_utf8_lossy(&out), expected, "{args:?}");
}

#[cfg(unix)]
fn args(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// A single pile of n: n-1 1, then n-2 2, then n-3 2 1 (one card from each pile makes the
/// new one).
#[cfg(unix)]
#[test]
fn trace_of_a_hundred_million_streams() {
    let expected = "99999999 1\n99999998 2\n99999997 2 1\n";
    assert_begins_with(&args(&["trace", "100000000"]), expected);
    let expected =
        r#"{"n":100000000,"start":[100000000],"trace":[[99999999,1],[99999998,2],[99999997,2,1],"#;
    assert_begins_with(&args(&["trace", "--json", "100000000"]), expected);
}

/// The same for the multiplayer game of one player holding a million cards in one pile.
#[cfg(unix)]
#[test]
fn multiplayer_of_a_million_streams() {
    let expected = "999999 1\n999998 2\n999997 2 1\n";
    assert_begins_with(&args(&["multiplayer", "1000000"]), expected);
    let expected = r#"{"n":1000000,"start":[[1000000]],"rounds":[[[999999,1]],[[999998,2]],"#;
    assert_begins_with(&args(&["multiplayer", "--json", "1000000"]), expected);
}

/// A cycle configuration of n = 10^9 = k(k+1)/2 + r with k = 44,720, r = 38,440 (Brandt):
/// the staircase k, ..., 1, 0 plus the word 1^r 0^(k+1-r), rotated `turns` places to the
/// right (a move rotates it by one). The word is not periodic, so the cycle has k + 1 =
/// 44,721 configurations of about 44,720 parts each: two billion numbers.
#[cfg(unix)]
fn on_the_billion_cycle(turns: usize) -> Vec<u64> {
    let (k, r) = (44_720usize, 38_440usize);
    assert_eq!(k * (k + 1) / 2 + r, 1_000_000_000);
    (0..=k)
        .map(|i| (k - i) as u64 + u64::from((i + k + 1 - turns) % (k + 1) < r))
        .filter(|&part| part > 0)
        .collect()
}

#[cfg(unix)]
fn spaced(parts: &[u64]) -> String {
    let words: Vec<String> = parts.iter().map(u64::to_string).collect();
    words.join(" ")
}

/// `orbit --cycle` of a billion cards lists its whole cycle without holding it, as lines
/// or as JSON. (From a single pile of 10^9 the cycle is the same size, reached after about
/// 10^9 moves, a minute's work; the start here is on its cycle, so the test is quick.)
#[cfg(unix)]
#[test]
fn the_cycle_of_a_billion_streams() {
    let start = on_the_billion_cycle(0);
    let mut words = args(&["orbit", "--cycle"]);
    words.extend(start.iter().map(u64::to_string));
    let first = spaced(&start);
    let second = spaced(&on_the_billion_cycle(1));
    let head = "n: 1000000000\ntransient: 0\ncycle length: 44721\ntriangular: no\ncycle:\n";
    let expected = format!("{head}{first}\n{second}\n");
    assert_begins_with(&words, &expected);

    words.insert(1, "--json".into());
    let numbers = |parts: &[u64]| {
        let words: Vec<String> = parts.iter().map(u64::to_string).collect();
        words.join(",")
    };
    let expected = format!(
        r#"{{"n":1000000000,"start":[{}],"transient":0,"cycle_length":44721,"triangular":false,"cycle":[[{}],[{}],"#,
        numbers(&start),
        numbers(&start),
        numbers(&on_the_billion_cycle(1))
    );
    assert_begins_with(&words, &expected);
}

/// A single pile of 10^12 cards needs about 10^12 moves (hours): the search reports
/// progress every 2^24 moves and stops at the limit it is given, in O(sqrt n) memory. (The
/// command line's `--max-moves` is in the fixture `orbit_max_moves_trillion`.)
#[test]
fn the_orbit_of_a_trillion_reports_progress_and_stops_at_its_limit() {
    let pile = Partition::new(vec![1_000_000_000_000]).unwrap();
    let mut reported = Vec::new();
    let limits = Limits::new(1 << 25).on_progress(|h: &Headway| reported.push(h.moves));
    let stopped = orbit_within(&pile, limits);
    assert_eq!(stopped, Err(MoveLimit { limit: 1 << 25 }));
    assert_eq!(reported, [1 << 24, 1 << 25]);
}

/// `analyze 1..=127` would take days; each N is written as soon as it is made, so its
/// first blocks, worked out by hand from P(1) and P(2), come at once. The reader takes
/// them and goes away, which ends the program quietly at its next write. (A CPU cap of
/// 60 s stops the program where it would print nothing until the whole range was done.)
#[cfg(unix)]
#[test]
fn analyze_of_a_range_streams_each_n() {
    use std::io::Read;
    use std::process::Stdio;

    let expected = "n: 1\npartitions: 1\ncycles: 1\ncycle lengths: 1\nmax transient: 0\n\
                    max transient witness: 1\nmax orbit: 0\ngarden of eden: 0\n\
                    max in-degree: 1\n\nn: 2\npartitions: 2\n";
    for (format, start) in [
        (None, expected),
        (
            Some("--csv"),
            "n,partitions,cycles,cycle_lengths,max_transient,max_transient_witness,max_orbit,garden_of_eden,max_in_degree\n1,1,1,1,0,1,0,0,1\n",
        ),
        (
            Some("--json"),
            "[{\"n\":1,\"partitions\":1,\"cycles\":1,\"cycle_lengths\":[1],",
        ),
    ] {
        let mut child = limited("-t 60", ["analyze", "1..=127"].iter().chain(&format))
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let mut shown = Vec::new();
        child
            .stdout
            .take()
            .expect("piped")
            .take(start.len() as u64)
            .read_to_end(&mut shown)
            .expect("the output is readable");
        let status = child.wait().expect("the binary ends");
        assert_eq!(String::from_utf8_lossy(&shown), start, "{format:?}");
        assert_eq!(status.code(), Some(0), "{format:?}");
    }
}
