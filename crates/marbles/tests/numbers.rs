//! The numbers and ranges the program takes, read by the workspace's one grammar
//! (`games_common::range`): `table` takes a range of heaps, the commands of one heap say
//! plainly that a range is not theirs, and a number past the type is refused naming the
//! largest.

use games_test_support::checks::ran;

fn marbles(args: &[&str]) -> (Option<i32>, String, String) {
    ran(
        env!("CARGO_BIN_EXE_marbles"),
        args,
        env!("CARGO_MANIFEST_DIR"),
        b"",
    )
}

/// `table 5..=10` is the header and the rows of 5 to 10 of `table 10` (whose rows start
/// at the smallest first take, 2); `5..11` is the same range, and with `--json` the rows
/// are the same documents.
#[test]
fn a_table_of_a_range_holds_its_rows() {
    let (status, whole, _) = marbles(&["table", "10"]);
    assert_eq!(status, Some(0));
    let mut lines = whole.lines();
    let header = lines.next().unwrap();
    let rows: Vec<&str> = lines
        .filter(|row| {
            let n: u64 = row.split_whitespace().next().unwrap().parse().unwrap();
            (5..=10).contains(&n)
        })
        .collect();
    assert_eq!(rows.len(), 6);
    let expected = format!("{header}\n{}\n", rows.join("\n"));
    for range in ["5..=10", "5..11", " 05 ..= 10 "] {
        assert_eq!(
            marbles(&["table", range]),
            (Some(0), expected.clone(), String::new()),
            "{range}"
        );
    }
    let (_, all, _) = marbles(&["table", "10", "--json"]);
    let all: Vec<serde_json::Value> = serde_json::from_str(&all).unwrap();
    let (_, part, _) = marbles(&["table", "5..=10", "--json"]);
    let part: Vec<serde_json::Value> = serde_json::from_str(&part).unwrap();
    assert_eq!(part, all[3..]);
}

/// A range that holds no heap is refused in the grammar's words.
#[test]
fn an_empty_range_is_refused() {
    let (status, stdout, stderr) = marbles(&["table", "10..=5"]);
    assert_eq!((status, stdout.as_str()), (Some(2), ""));
    assert!(
        stderr.contains("the range 10..=5 is empty (its start is above its end)"),
        "{stderr}"
    );
}

/// `grid` draws one picture and `solve` answers one heap: a range is refused saying that
/// one number is asked for; a word or a number past 64 bits gets the grammar's words.
#[test]
fn one_number_where_one_is_asked_for() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["grid", "5..=10", "-o", "-"],
            "one number is asked for, not the range 5..=10",
        ),
        (
            &["solve", "3..=4"],
            "one number is asked for, not the range 3..=4",
        ),
        (
            &["solve", "99999999999999999999999"],
            "99999999999999999999999 is too large: the largest number taken is 18446744073709551615",
        ),
        (
            &["solve", "eight"],
            "\"eight\" is not a whole number (write N, A..=B or A..B)",
        ),
    ];
    for (args, words) in cases {
        let (status, stdout, stderr) = marbles(args);
        assert_eq!((status, stdout.as_str()), (Some(2), ""), "{args:?}");
        assert!(stderr.contains(words), "{args:?}: {stderr}");
        assert!(!stderr.contains("invalid digit"), "{stderr}");
    }
}
