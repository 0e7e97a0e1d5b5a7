//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI,
//! and those of `tests/fixtures/dated/`, whose output carries a date, run on a pinned date.

use std::path::Path;
use std::process::{Command, Stdio};

use games_test_support::{command_line, parse_fixture};

#[test]
fn cli_fixtures() {
    games_test_support::cli_fixture_snapshots!(env!("CARGO_BIN_EXE_bulgarian"));
}

/// The date the dated fixtures run on: 2026-12-01 00:00 UTC (`date -u -d @1796083200`).
const PINNED: &str = "1796083200";

/// The fixtures whose output carries today's date (the b-files of `oeis`), run with
/// `SOURCE_DATE_EPOCH` set, as a reproducible build sets it, so the date is 2026-12-01.
#[test]
fn dated_fixtures() {
    insta::glob!("fixtures/dated/*.args", |path| {
        let shown = dated_transcript(path);
        insta::with_settings!({ omit_expression => true }, {
            insta::assert_snapshot!(shown);
        });
    });
}

/// Runs the fixture at `path` (no standard input) on the pinned date and shows it as
/// `games_test_support::transcript` does.
fn dated_transcript(path: &Path) -> String {
    let fixture = parse_fixture(&std::fs::read_to_string(path).unwrap());
    assert_eq!(fixture.stdin, None, "a dated fixture reads no input");
    let output = Command::new(env!("CARGO_BIN_EXE_bulgarian"))
        .args(&fixture.args)
        .env("SOURCE_DATE_EPOCH", PINNED)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    let newline = |s: String| {
        if s.is_empty() || s.ends_with('\n') {
            s
        } else {
            s + "\n"
        }
    };
    format!(
        "$ bulgarian {}\n--- exit status: {}\n--- stdout\n{}--- stderr\n{}",
        command_line(&fixture.args),
        output
            .status
            .code()
            .map_or("killed by a signal".to_owned(), |c| c.to_string()),
        newline(text(&output.stdout)),
        newline(text(&output.stderr)),
    )
}
