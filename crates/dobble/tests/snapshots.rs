//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI.

#[test]
fn cli_fixtures() {
    // `search 7` reports how long it took; that line varies from run to run.
    let elapsed_masked = |shown: String| {
        shown
            .lines()
            .map(|line| match line.split_once("time: ") {
                Some((head, _)) => format!("{head}time: [elapsed]\n"),
                None => format!("{line}\n"),
            })
            .collect()
    };
    games_test_support::cli_fixture_snapshots!(env!("CARGO_BIN_EXE_dobble"), elapsed_masked);
}
