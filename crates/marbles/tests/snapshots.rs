//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI,
//! and a referee transcript of `marbles play` against itself.

use std::process::Command;

#[test]
fn cli_fixtures() {
    insta::glob!("fixtures/*.args", |path| {
        let shown = games_test_support::run_fixture(env!("CARGO_BIN_EXE_marbles"), path)
            .expect("the binary runs");
        insta::with_settings!({ omit_expression => true }, {
            insta::assert_snapshot!(shown);
        });
    });
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
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_marbles"));
    let output = games_test_support::run(bin, args, std::path::Path::new("."), stdin)
        .expect("the binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
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
    assert!(stdout.ends_with("I take 2, 0 left.\nI took the last marble: I win.\n"));
}

/// A line longer than `versus` keeps (80 bytes) is read to its end without holding it,
/// explained once and asked again, so endless input without a newline never fills the
/// memory.
#[test]
fn versus_drops_a_long_line_and_asks_again() {
    let mut input = vec![b'1'; 200];
    input.extend_from_slice(b"\n2\n");
    let (status, stdout, _) = run_with_bytes(&["versus", "4"], &input);
    assert_eq!(status, Some(0));
    assert_eq!(
        stdout
            .matches("That line is longer than any take; type how many marbles you take.\n")
            .count(),
        1,
        "{stdout}"
    );
    assert!(stdout.contains("You take 2, 2 left.\n"), "{stdout}");
    assert!(stdout.ends_with("I took the last marble: I win.\n"));
}

/// Runs `marbles ARGS` with standard output a pipe whose reading end is already closed,
/// and `stdin` on standard input: (status, stderr).
fn run_with_lost_reader(args: &[&str], stdin: &[u8]) -> (Option<i32>, String) {
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
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// `marbles play` whose referee has gone: its move cannot be sent, which ends the dialogue
/// with exit status 2, not with a quiet 0 mid-game.
#[test]
fn play_with_a_lost_referee_fails() {
    let (status, stderr) = run_with_lost_reader(&["play"], b"25 1\n");
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.starts_with("marbles: cannot send the take: "),
        "{stderr}"
    );
}

/// `marbles versus` whose terminal has gone: exit status 2 at the first line it cannot
/// write.
#[test]
fn versus_with_a_lost_terminal_fails() {
    let (status, stderr) = run_with_lost_reader(&["versus", "25"], b"2\n");
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.starts_with("marbles: cannot write to the terminal: "),
        "{stderr}"
    );
}

/// Started with standard output closed (`>&-`, which only a shell can arrange), a long
/// table is refused before any work, with exit status 2 and that reason, instead of being
/// computed for nothing.
#[cfg(unix)]
#[test]
fn a_closed_standard_output_is_refused_at_once() {
    let output = Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" table 100000000 >&-")
        .arg(env!("CARGO_BIN_EXE_marbles"))
        .output()
        .expect("sh runs");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "marbles: standard output is closed\n"
    );
}
