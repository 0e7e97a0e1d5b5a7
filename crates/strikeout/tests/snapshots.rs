//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI, and
//! one CLI run whose input (not UTF-8) cannot be written in a text fixture.
#[test]
fn cli_fixtures() {
    insta::glob!("fixtures/*.args", |path| {
        let shown = games_test_support::run_fixture(env!("CARGO_BIN_EXE_strikeout"), path)
            .expect("the binary runs");
        insta::with_settings!({ omit_expression => true }, {
            insta::assert_snapshot!(shown);
        });
    });
}

/// Input that is not UTF-8 at the `play` prompt is bad input, named by its line (fixtures are
/// text, so this one is fed by hand).
#[test]
fn play_names_the_line_of_unreadable_input() {
    let output = games_test_support::run(
        std::path::Path::new(env!("CARGO_BIN_EXE_strikeout")),
        &["play"],
        std::path::Path::new("."),
        b"0 9\n\xff\n",
    )
    .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "strikeout: standard input: line 2: stream did not contain valid UTF-8\n"
    );
}
