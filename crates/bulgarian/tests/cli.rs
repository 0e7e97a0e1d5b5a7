//! The command line on input a text fixture cannot hold: bytes that are not UTF-8 and
//! control characters, which must never reach the terminal raw.

use std::path::Path;

use games_test_support::run;

fn bulgarian(args: &[&str], stdin: &[u8]) -> (Option<i32>, String, String) {
    let output = run(
        Path::new(env!("CARGO_BIN_EXE_bulgarian")),
        args,
        Path::new(env!("CARGO_MANIFEST_DIR")),
        stdin,
    )
    .expect("the binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn parts_on_standard_input_that_are_not_text_are_located() {
    let (status, stdout, stderr) = bulgarian(&["trace", "--parts-file", "-"], b"4 1\n1 \xff 2\n");
    assert_eq!(status, Some(2));
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "bulgarian: standard input: line 2, column 3: not valid UTF-8\n"
    );
}

#[test]
fn control_characters_in_a_part_are_escaped() {
    for args in [
        &["trace", "4", "\u{1b}[2J"][..],
        &["multiplayer", "3 \u{1b}]0;x\u{7}"][..],
    ] {
        let (status, _, stderr) = bulgarian(args, b"");
        assert_eq!(status, Some(2), "{args:?}");
        let line = stderr.strip_suffix('\n').expect("one line");
        assert!(!line.contains(char::is_control), "{line:?}");
        assert!(line.contains("\\u{1b}"), "{line:?}");
    }
}

#[test]
fn an_austrian_graph_of_too_many_piles_is_refused_in_one_line() {
    let (status, stdout, stderr) = bulgarian(&["austrian", "analyze", "-L", "2", "30000"], b"");
    assert_eq!(status, Some(2));
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "bulgarian: an Austrian state graph is built with at most 100000000 piles in all its \
         states, but N = 30000 with L = 2 has 675015000\n"
    );
}
