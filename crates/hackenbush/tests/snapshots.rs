//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI,
//! and the one bad input a fixture cannot hold (stdin that is not UTF-8).

#[test]
fn cli_fixtures() {
    insta::glob!("fixtures/*.args", |path| {
        let shown = games_test_support::run_fixture(env!("CARGO_BIN_EXE_hackenbush"), path)
            .expect("the binary runs");
        insta::with_settings!({ omit_expression => true }, {
            insta::assert_snapshot!(shown);
        });
    });
}

/// A move line that is not UTF-8 (a fixture's stdin cannot hold one) is bad input: one
/// line naming standard input and the line, exit 2.
#[test]
fn play_rejects_a_move_that_is_not_utf8() {
    let output = games_test_support::run(
        std::path::Path::new(env!("CARGO_BIN_EXE_hackenbush")),
        &["play", "tree.txt"],
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures")),
        b"q\xff\n",
    )
    .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "hackenbush: standard input, line 1: cannot read a move: stream did not contain \
         valid UTF-8\n"
    );
}
