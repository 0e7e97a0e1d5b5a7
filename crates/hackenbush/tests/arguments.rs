//! The binary's reading of its arguments: negative numbers typed without `--` (clap reads
//! only decimal ones), options after the games, a sum of pictures with its winning moves,
//! and pictures that do not stand on their ground refused with what was read.

use std::io::Write;

const BIN: &str = env!("CARGO_BIN_EXE_hackenbush");

/// Runs `hackenbush` with `args`: exit status, standard output, standard error.
fn run(args: &[&str]) -> (i32, String, String) {
    let (status, out, err) = games_test_support::checks::ran(BIN, args, ".", b"");
    (status.expect("the program exits"), out, err)
}

/// A file holding `text`, removed when dropped.
struct Temporary(std::path::PathBuf);

impl Temporary {
    fn new(name: &str, text: &str) -> Temporary {
        let path = std::env::temp_dir().join(format!("hackenbush-{}-{name}", std::process::id()));
        std::fs::File::create(&path)
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        Temporary(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for Temporary {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// 1/4 + -3/8 = -1/8 (by hand), read without `--`, with options before, between and
/// after the games; `-1/2*` and `-1` too.
#[test]
fn negative_numbers_need_no_double_dash() {
    let (status, out, err) = run(&["solve", "1/4", "-3/8"]);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("part 2 -3/8: value -3/8\nvalue -1/8\n"),
        "{out}"
    );
    let (status, out, err) = run(&["solve", "-3/8", "1/4", "--json"]);
    assert_eq!(status, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["value"], "-1/8");
    let (status, out, err) = run(&["solve", "--json", "-1/2*", "-1"]);
    assert_eq!(status, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["value"], "-3/2*");
    // A real option still works after a game, and an unknown one is refused.
    let (status, _, err) = run(&["solve", "1/4", "--colour"]);
    assert_eq!(status, 2);
    assert!(
        err.contains("`--colour` is not an option of solve"),
        "{err}"
    );
}

/// A green picture worth a heap of 1 is written `*`, in the plain answer and in the
/// `--json` document's written form, which keeps the heap's size as a number.
#[test]
fn a_green_value_is_written_in_the_notation() {
    // The house fuses into 5 loops at the ground: *1 (see the crate's docs).
    let house = Temporary::new("house.txt", "G a\nG b\na b\na r\nr b\n");
    let (status, out, _) = run(&["solve", house.path()]);
    assert_eq!(status, 0);
    assert!(out.starts_with("value *\n"), "{out}");
    let (_, out, _) = run(&["solve", "--json", house.path()]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (json["value"].as_u64(), json["written"].as_str()),
        (Some(1), Some("*"))
    );
}

/// A picture none of whose edges touches the ground, and a `--ground` name no line uses,
/// are refused naming what was read; an empty picture is the game 0.
#[test]
fn a_picture_off_its_ground_is_refused() {
    let picture = Temporary::new("ground.txt", "G a\na b\n");
    let (status, out, err) = run(&["solve", "--ground", "g", picture.path()]);
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(
        err.contains(
            "no edge touches the ground `g`; the picture's vertices include `G`, `a` and `b`"
        ),
        "{err}"
    );
    let loose = Temporary::new("loose.txt", "x y\n");
    let (status, _, err) = run(&["solve", loose.path()]);
    assert_eq!(status, 2);
    assert!(
        err.contains("no edge touches the ground `G`; the picture's vertices include `x` and `y`"),
        "{err}"
    );
    let (status, _, _) = run(&["play", loose.path()]);
    assert_eq!(status, 2);
    let empty = Temporary::new("empty.txt", "# nothing\n");
    let (status, out, _) = run(&["solve", empty.path()]);
    assert_eq!(
        (status, out.as_str()),
        (0, "value 0\nwinner second\nwinning moves: none\n")
    );
}

/// Stalks of 2 and 3 (by hand: 2 xor 3 = 1, won only by cutting the top of the stalk of
/// 3 down to 2) give the sum's winning move by part and edge.
#[test]
fn a_sum_of_pictures_gives_its_winning_moves() {
    let two = Temporary::new("two.txt", "G a\na b\n");
    let three = Temporary::new("three.txt", "G a\na b\nb c\n");
    let (status, out, err) = run(&["solve", two.path(), three.path()]);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("value *\n"), "{out}");
    assert!(out.contains("winning moves: part 2 edge 3\n"), "{out}");
    let (_, out, _) = run(&["solve", "--json", two.path(), three.path()]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        json["winning_moves"]["left"],
        serde_json::json!([{"part": 2, "edge": 3}])
    );
}
