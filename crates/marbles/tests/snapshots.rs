//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI,
//! and a referee transcript of `marbles play` against itself.

use std::process::Command;

#[test]
fn cli_fixtures() {
    insta::glob!("fixtures/*.args", |path| {
        let shown = games_common::transcript::run_fixture(env!("CARGO_BIN_EXE_marbles"), path)
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
