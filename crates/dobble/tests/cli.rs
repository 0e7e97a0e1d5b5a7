//! The command-line plumbing of `dobble`, case by case: input that is not plain text in
//! messages, standard input named as such, a reader that goes away.

use std::path::Path;
use std::process::Output;

fn dobble(args: &[&str], stdin: &[u8]) -> Output {
    games_test_support::run(
        Path::new(env!("CARGO_BIN_EXE_dobble")),
        args,
        Path::new("tests/fixtures"),
        stdin,
    )
    .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn control_characters_in_an_error_are_escaped() {
    let out = dobble(&["verify", "-"], b"a b\n+\x1b[2J c\n");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "dobble: standard input: line 2, column 1: symbol `+\\u{1b}[2J` starts with `+`, \
         which is kept for new symbols\n"
    );
}

#[test]
fn control_characters_in_a_defect_are_escaped() {
    let out = dobble(&["verify", "-"], b"a b\n\x1b]0;x\x07 c \x1b]0;x\x07\n");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        "invalid deck: line 2 shows the symbol \\u{1b}]0;x\\u{7} more than once\n"
    );
}

#[test]
fn a_bad_deck_on_standard_input_is_named_so() {
    let out = dobble(&["complete", "-"], b"a b\nc d\n");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "dobble: standard input: not a valid deck: lines 1 and 2 share no symbol \
         (see `dobble verify`)\n"
    );
}

/// Runs `script` in `sh` with `$0` set to the binary.
#[cfg(unix)]
fn shell(script: &str) -> Output {
    games_test_support::run(
        Path::new("sh"),
        &["-c", script, env!("CARGO_BIN_EXE_dobble")],
        Path::new("."),
        b"",
    )
    .expect("sh runs")
}

#[cfg(unix)]
#[test]
fn a_reader_that_has_enough_ends_the_output_quietly() {
    // 993 cards of 33 symbols: far more than a pipe holds, so writes hit the closed pipe.
    let out = shell("{ \"$0\" generate 32; echo \"status $?\" >&2; } | head -c 10 >/dev/null");
    assert_eq!(text(&out.stderr), "status 0\n");
}
