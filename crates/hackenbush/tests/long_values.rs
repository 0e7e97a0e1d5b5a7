//! A value whose canonical form, written as a tree, would run to gigabytes: three coloured
//! stalks of 16 edges. `solve` prints it with its repeated sub-games named, in about a
//! kilobyte, and both its text and its JSON read back as the sum of the three stalks'
//! forms, each computed alone.

use std::path::Path;

use hackenbush::canonical::{CanonicalForm, Engine, NOTATION_LIMIT, NotationTooLong, form};
use hackenbush::{Answer, Value, parse_picture};

const BIN: &str = env!("CARGO_BIN_EXE_hackenbush");
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

#[test]
fn three_stalks_print_a_bounded_value() {
    let text = std::fs::read_to_string(Path::new(FIXTURES).join("three_stalks.txt")).unwrap();
    // The stalks one by one (each starts at the ground), added in the engine.
    let mut engine = Engine::new();
    let mut sum = engine.zero();
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines.len(), 48);
    for stalk in lines.chunks(16) {
        assert!(stalk[0].starts_with("G "));
        let picture = parse_picture(&stalk.join("\n"), "G").unwrap();
        let g = form(&picture, &mut engine).unwrap();
        sum = engine.add(sum, g);
    }
    let expected = engine.canonical(sum);
    // Its tree, counted without writing it, is what made the old output endless.
    assert!(expected.notation_len() < 4096);
    // The refusal past a limit counts exactly the bytes that would be written, names and
    // all (the command's limit is 1 MiB).
    let len = expected.to_string().len() as u64;
    assert_eq!(expected.notation_within(len), Ok(len));
    assert_eq!(
        expected.notation_within(len - 1),
        Err(NotationTooLong {
            len,
            limit: len - 1
        })
    );
    assert_eq!(NOTATION_LIMIT, 1 << 20);

    let run = |args: &[&str]| {
        let output =
            games_test_support::run(Path::new(BIN), args, Path::new(FIXTURES), b"").unwrap();
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(output.stdout.len() < 4096, "{} bytes", output.stdout.len());
        String::from_utf8(output.stdout).unwrap()
    };
    let shown = run(&["solve", "three_stalks.txt"]);
    let value = shown
        .lines()
        .find_map(|l| l.strip_prefix("value "))
        .expect("a value line");
    assert!(value.contains(" where G1 = "), "{value}");
    assert_eq!(value.parse::<CanonicalForm>().unwrap(), expected);

    let json = run(&["solve", "--json", "three_stalks.txt"]);
    let answer: Answer = serde_json::from_str(&json).unwrap();
    assert_eq!(answer.value, Value::Canonical(expected));
}
