//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI.

#[test]
fn cli_fixtures() {
    insta::glob!("fixtures/*.args", |path| {
        let shown = games_test_support::run_fixture(env!("CARGO_BIN_EXE_bulgarian"), path)
            .expect("the binary runs");
        insta::with_settings!({ omit_expression => true }, {
            insta::assert_snapshot!(shown);
        });
    });
}
