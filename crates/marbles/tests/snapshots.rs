//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI,
//! a referee transcript of `marbles play` against itself, and both spellings of `grid`'s
//! picture file.

use std::process::Command;

#[test]
fn cli_fixtures() {
    games_test_support::cli_fixture_snapshots!(env!("CARGO_BIN_EXE_marbles"));
}

/// `marbles play` refereed against itself for n = 25 and n = 100 (a first-player loss):
/// the winner of each game is the one `solve` names, and the transcript shows every take.
#[test]
fn self_play_transcripts() {
    let bin = env!("CARGO_BIN_EXE_marbles");
    let player = format!("'{bin}' play");
    let mut shown = String::new();
    for n in ["25", "100"] {
        let output = Command::new(bin)
            .args(["referee", "--n", n, &player, &player])
            .output()
            .expect("the referee runs");
        assert!(output.status.success());
        shown.push_str(&String::from_utf8_lossy(&output.stdout).replace(&player, "marbles play"));
    }
    insta::with_settings!({ omit_expression => true }, {
        insta::assert_snapshot!(shown);
    });
}

/// Runs `marbles ARGS` with raw bytes on standard input: (status, stdout, stderr).
fn run_with_bytes(args: &[&str], stdin: &[u8]) -> (Option<i32>, String, String) {
    games_test_support::checks::ran(env!("CARGO_BIN_EXE_marbles"), args, ".", stdin)
}

/// Input that is not UTF-8 (fixtures hold text only): `play` names the bad token by place,
/// shown as U+FFFD rather than as Latin-1 letters; `versus` explains it and asks again
/// rather than ending with an error about writing output.
#[test]
fn input_that_is_not_utf8() {
    let (status, stdout, stderr) = run_with_bytes(&["play"], b"25 1\n\xff\n");
    assert_eq!(status, Some(2));
    assert_eq!(stdout, "2\n");
    assert_eq!(
        stderr,
        "marbles: standard input: line 2, column 1: the opponent's take (23 marbles left \
         after a take of 2) must be a whole number, got \"\u{fffd}\"\n"
    );
    let (status, stdout, stderr) = run_with_bytes(&["versus", "4"], b"\xff\n2\n");
    assert_eq!((status, stderr.as_str()), (Some(0), ""));
    assert!(
        stdout.contains("\"\u{fffd}\" is not a whole number; type how many marbles you take.\n"),
        "{stdout}"
    );
    assert!(stdout.ends_with(
        "The program took 2 (it takes the last marble); 0 marbles left after a take of 2.\n\
         The program took the last marble: the program won.\n"
    ));
}

/// A line longer than any take ends `versus` (exit 2) instead of being read for ever: an
/// endless one, from a source that never sends a newline, included.
#[test]
fn versus_ends_on_an_endless_line() {
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_marbles"));
    let output =
        games_test_support::run_on_endless_line(bin, &["versus", "4"], std::path::Path::new("."))
            .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "marbles: standard input: a line longer than 80 bytes, longer than any move; the game ends\n"
    );
}

/// Runs `marbles ARGS` with standard output a pipe whose reading end is already closed,
/// and `stdin` on standard input, and asserts that it fails (exit status 2) with an error
/// that starts with `expected`.
fn assert_fails_without_reader(args: &[&str], stdin: &[u8], expected: &str) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_marbles"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The reader goes away before the program has written anything.
    drop(child.stdout.take());
    let mut input = child.stdin.take().expect("a pipe");
    // The program may be gone before it has read everything: that is its answer too.
    let _ = input.write_all(stdin);
    drop(input);
    let output = child.wait_with_output().expect("the binary ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.starts_with(expected), "{stderr}");
}

/// `marbles play` whose referee has gone: its move cannot be sent, which ends the dialogue
/// with exit status 2, not with a quiet 0 mid-game.
#[test]
fn play_with_a_lost_referee_fails() {
    assert_fails_without_reader(&["play"], b"25 1\n", "marbles: cannot send the take: ");
}

/// `marbles versus` whose terminal has gone: exit status 2 at the first line it cannot
/// write.
#[test]
fn versus_with_a_lost_terminal_fails() {
    let expected = "marbles: cannot write to the terminal: ";
    assert_fails_without_reader(&["versus", "25"], b"2\n", expected);
}

/// The largest table there is, `table 18446744073709551615`, read for a few rows by a
/// reader that then goes away: the table stops at the first write that fails, quietly
/// (exit 0), as `... | head` expects.
#[test]
fn the_largest_table_stops_when_its_reader_goes() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_marbles"))
        .args(["table", "18446744073709551615"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut rows = BufReader::new(child.stdout.take().expect("a pipe"));
    let mut first = Vec::new();
    for _ in 0..3 {
        let mut line = String::new();
        rows.read_line(&mut line).unwrap();
        first.push(line);
    }
    drop(rows);
    assert_eq!(
        first.concat(),
        "                   n  winner  winning first takes\n                   2       1  2\n                   3       1  3\n"
    );
    let output = ended_within_a_minute(child);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// The largest table written to a full disk (`/dev/full`): exit status 2 at the first
/// failed write, with one line that says why.
#[cfg(target_os = "linux")]
#[test]
fn the_largest_table_stops_on_a_full_disk() {
    for format in [None, Some("--json")] {
        let child = Command::new(env!("CARGO_BIN_EXE_marbles"))
            .args(["table", "18446744073709551615"])
            .args(format)
            .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let output = ended_within_a_minute(child);
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            "marbles: cannot write output: no space left on the device\n"
        );
    }
}

/// The largest table written to the null device from a terminal (a pseudo-terminal made
/// by `script`): standard error shows how far it has come, `table: n = ... of
/// 18446744073709551615`, and the table can then be stopped.
#[cfg(target_os = "linux")]
#[test]
fn the_largest_table_shows_its_progress_on_a_terminal() {
    use std::io::Read;
    use std::process::Stdio;
    let command = format!(
        "echo \"pid $$\"; exec '{}' table 18446744073709551615 >/dev/null",
        env!("CARGO_BIN_EXE_marbles")
    );
    let mut script = Command::new("script")
        .args(["-q", "-f", "-c", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("script (util-linux) runs");
    let mut terminal = script.stdout.take().expect("a pipe");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut seen = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(read) = terminal.read(&mut buf) {
            if read == 0 {
                break;
            }
            seen.extend_from_slice(&buf[..read]);
            let text = String::from_utf8_lossy(&seen).into_owned();
            if text.matches(" of 18446744073709551615").count() >= 2 {
                let _ = tx.send(text);
                break;
            }
        }
    });
    let shown = rx.recv_timeout(std::time::Duration::from_secs(60));
    let _ = script.kill();
    let _ = script.wait();
    let shown = shown.expect("two progress lines within a minute");
    let pid = shown
        .split_once("pid ")
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .expect("the table's process id");
    let _ = Command::new("kill").args(["-s", "KILL", pid]).status();
    let line = shown
        .split("\r\x1b[2K")
        .nth(1)
        .expect("a progress line drawn");
    let n: u64 = line
        .strip_prefix("table: n = ")
        .and_then(|rest| rest.split_once(" of 18446744073709551615"))
        .and_then(|(n, _)| n.parse().ok())
        .unwrap_or_else(|| panic!("not a progress line: {line:?}"));
    assert!(n >= 2, "a row of the table: {line:?}");
}

/// Waits for `child` to end and gathers its output; kills it and fails after a minute
/// (a table that does not stop).
fn ended_within_a_minute(mut child: std::process::Child) -> std::process::Output {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while child.try_wait().expect("a status").is_none() {
        if std::time::Instant::now() > until {
            let _ = child.kill();
            panic!("the table did not stop");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().expect("its output")
}

/// `grid -o FILE`, `grid --output FILE` and the old spelling `grid --svg FILE` (hidden,
/// until the next release) write the same picture; `-` is standard output.
#[test]
fn every_spelling_of_the_grid_file_writes_the_same_picture() {
    let dir = std::env::temp_dir().join(format!("marbles-grid-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let (status, on_stdout, _) = run_with_bytes(&["grid", "12", "-o", "-"], b"");
    assert_eq!(status, Some(0));
    assert!(on_stdout.starts_with("<svg"));
    for spelling in ["-o", "--output", "--svg"] {
        let file = dir.join(format!("grid{spelling}.svg"));
        let path = file.to_str().expect("UTF-8");
        let (status, stdout, stderr) = run_with_bytes(&["grid", "12", spelling, path], b"");
        assert_eq!(
            (status, stdout.as_str(), stderr.as_str()),
            (Some(0), "", "")
        );
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            on_stdout,
            "{spelling}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `versus --friend`: two people at one screen. Each is asked for their own take by number,
/// and the program, which never moves, says who won. Under the contest's rules a heap of 4
/// taken 2 leaves 2, fewer than the next take's least (3), so player 2 takes them all and
/// wins.
#[test]
fn versus_between_two_people() {
    let (status, stdout, stderr) = run_with_bytes(&["versus", "4", "--friend"], b"2\n2\n");
    assert_eq!((status, stderr.as_str()), (Some(0), ""));
    assert!(
        stdout.contains("Two players at one screen, player 1 first."),
        "{stdout}"
    );
    assert!(
        stdout.contains("4 left. Take for player 1 (2 to 3): "),
        "{stdout}"
    );
    assert!(
        stdout.contains("2 left. Take for player 2 (2): "),
        "{stdout}"
    );
    assert!(!stdout.contains("The program took"), "{stdout}");
    assert!(
        stdout.ends_with("Player 2 took the last marble: player 2 won.\n"),
        "{stdout}"
    );
    // --player picks a side against the program: it makes no sense between two people.
    let (status, _, stderr) = run_with_bytes(&["versus", "4", "--friend", "--player", "2"], b"");
    assert_eq!(status, Some(2));
    assert!(stderr.contains("--player"), "{stderr}");
}
