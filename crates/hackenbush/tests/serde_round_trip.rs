//! The `--json` documents the binary prints, for the fixtures (as the snapshots pin them)
//! and a few more inputs, read back into the library's types and written again, byte for
//! byte: a green `solve` document is a
//! `green::Solution`, a coloured one an `Answer` (with the sign expansion when asked, as
//! the binary wraps it), a `dot` document a `dot::Drawing`, a `play` document a
//! `play::Record`. The documents hold the library's data and nothing a library user could
//! not read back.

use std::path::Path;

use hackenbush::canonical::{CanonicalForm, Thermal, Thermograph};
use hackenbush::dot::Drawing;
use hackenbush::green::Solution;
use hackenbush::play::Record;
use hackenbush::{Answer, Outcome};
use serde::{Deserialize, Serialize};

const BIN: &str = env!("CARGO_BIN_EXE_hackenbush");
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// `solve --json` on a coloured picture: the library's answer, wrapped by the binary with
/// the sign expansion when asked (`src/cmd/solve.rs`).
#[derive(Serialize, Deserialize)]
struct Coloured {
    #[serde(flatten)]
    answer: Answer,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    sign_expansion: Option<String>,
    #[serde(flatten)]
    thermal: Thermal,
}

/// `solve --json` on a green picture: the green solver's solution, and its value as the
/// notation writes it, which is checked against the library's writer.
#[derive(Serialize, Deserialize)]
struct Green {
    #[serde(flatten)]
    solution: Solution,
    written: String,
}

/// `document` read as a green document, its written value checked, and written again.
fn green_again(document: &str) -> String {
    let green: Green = serde_json::from_str(document)
        .unwrap_or_else(|e| panic!("{document} does not read back: {e}"));
    assert_eq!(
        green.written,
        hackenbush::Value::from(green.solution.value).to_string()
    );
    serde_json::to_string(&green).expect("a library value serializes")
}

/// `solve --json` on a typed game or a sum: each part's value, the sum's value and
/// outcome, and its thermography.
#[derive(Serialize, Deserialize)]
struct Sum {
    parts: Vec<Part>,
    value: CanonicalForm,
    outcome: Outcome,
    #[serde(flatten)]
    thermal: Thermal,
}

#[derive(Serialize, Deserialize)]
struct Part {
    game: String,
    value: CanonicalForm,
}

/// `thermograph --json`: the value and the thermograph.
#[derive(Serialize, Deserialize)]
struct Drawn {
    value: CanonicalForm,
    #[serde(flatten)]
    thermograph: Thermograph,
}

/// `compare --json`: the order, the two values, their difference and each side's winning
/// first move in it.
#[derive(Serialize, Deserialize)]
struct Comparison {
    order: String,
    a: CanonicalForm,
    b: CanonicalForm,
    difference: CanonicalForm,
    left_wins_by: Option<CanonicalForm>,
    right_wins_by: Option<CanonicalForm>,
}

/// `document` read as a `T` and written again.
fn again<T: Serialize + for<'de> Deserialize<'de>>(document: &str) -> String {
    let value: T = serde_json::from_str(document)
        .unwrap_or_else(|e| panic!("{document} does not read back: {e}"));
    serde_json::to_string(&value).expect("a library value serializes")
}

/// The document the binary prints for `args` (with `stdin`), without its newline.
fn document(args: &[String], stdin: &str) -> String {
    let output =
        games_test_support::run(Path::new(BIN), args, Path::new(FIXTURES), stdin.as_bytes())
            .expect("the binary runs");
    assert_eq!(output.status.code(), Some(0), "{args:?}");
    let stdout = String::from_utf8(output.stdout).expect("JSON is UTF-8");
    stdout
        .strip_suffix('\n')
        .expect("one document and a newline")
        .to_owned()
}

/// `document` read back into the library type of `subcommand`'s document.
fn read_back(subcommand: &str, document: &str) -> String {
    match subcommand {
        "solve" if document.starts_with(r#"{"colour_class""#) => again::<Coloured>(document),
        "solve" if document.starts_with(r#"{"parts""#) => again::<Sum>(document),
        "compare" => again::<Comparison>(document),
        "thermograph" => again::<Drawn>(document),
        "solve" => green_again(document),
        "dot" => again::<Drawing>(document),
        "play" => again::<Record>(document),
        other => panic!("no document for {other}"),
    }
}

#[test]
fn fixture_documents_read_back_byte_for_byte() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/snapshots");
    let checked = games_test_support::check_json_round_trips(dir.as_ref(), |words, document| {
        Some(read_back(words[0], document))
    });
    // solve (green, blue-red, blue-red with its sign expansion, red-blue-green, a sum),
    // compare, thermograph, dot (with and without a value), play.
    assert_eq!(checked, 11);
}

/// Documents no fixture prints: a nested canonical form, a blue-red picture with cycles,
/// a green picture the ground does not reach, a coloured game.
#[test]
fn more_documents_read_back_byte_for_byte() {
    let runs: [(&[&str], &str); 5] = [
        (&["solve", "--json", "coloured.txt"], ""),
        (&["solve", "--json", "blue_red_cycle.txt"], ""),
        (&["solve", "--json", "empty.txt"], ""),
        (&["solve", "--json", "up_star.txt"], ""),
        (&["play", "--json", "--side", "right", "half.txt"], "6\n"),
    ];
    for (args, stdin) in runs {
        let args: Vec<String> = args.iter().map(|&a| a.to_owned()).collect();
        let document = document(&args, stdin);
        assert_eq!(read_back(&args[0], &document), document, "{args:?}");
    }
}
