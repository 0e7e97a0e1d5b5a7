//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI.

#[test]
fn cli_fixtures() {
    insta::glob!("fixtures/*.args", |path| {
        let shown = games_test_support::run_fixture(env!("CARGO_BIN_EXE_dobble"), path)
            .expect("the binary runs");
        // `search 7` reports how long it took; that line varies from run to run.
        let shown: String = shown
            .lines()
            .map(|line| match line.split_once("time: ") {
                Some((head, _)) => format!("{head}time: [elapsed]\n"),
                None => format!("{line}\n"),
            })
            .collect();
        insta::with_settings!({ omit_expression => true }, {
            insta::assert_snapshot!(shown);
        });
    });
}
