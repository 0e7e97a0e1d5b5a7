//! `analyze A..=B --table` and `--csv` against the library's analyses: every cell read
//! back from the printed text equals the figure it stands for, row by row.

use bulgarian::analyze;
use bulgarian::analyze::Analysis;
use games_test_support::checks::ran;

fn printed(args: &[&str]) -> String {
    let (status, stdout, stderr) = ran(
        env!("CARGO_BIN_EXE_bulgarian"),
        args,
        env!("CARGO_MANIFEST_DIR"),
        b"",
    );
    assert_eq!(status, Some(0), "{stderr}");
    stdout
}

/// The cells a row must hold for `a`, lists joined by `join`.
fn expected(a: &Analysis, join: &str) -> Vec<String> {
    let list = |xs: &[u64]| xs.iter().map(u64::to_string).collect::<Vec<_>>().join(join);
    vec![
        a.n.to_string(),
        a.partitions.to_string(),
        a.cycles.to_string(),
        list(&a.cycle_lengths),
        a.max_transient.to_string(),
        list(a.max_transient_witness.parts()),
        a.max_orbit.to_string(),
        a.garden_of_eden.to_string(),
        a.max_in_degree.to_string(),
    ]
}

const HEADER: [&str; 9] = [
    "n",
    "partitions",
    "cycles",
    "cycle_lengths",
    "max_transient",
    "max_transient_witness",
    "max_orbit",
    "garden_of_eden",
    "max_in_degree",
];

#[test]
fn the_table_holds_every_figure_one_row_per_n() {
    let text = printed(&["analyze", "1..=40", "--table"]);
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split_whitespace().collect();
    assert_eq!(header[0], "#");
    assert_eq!(header[1..], HEADER);
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 40);
    for (n, line) in (1..=40).zip(rows) {
        let cells: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(cells, expected(&analyze(n).unwrap(), ","), "n = {n}");
    }
    // Aligned: every line as long as the header.
    let widths: Vec<usize> = text.lines().map(str::len).collect();
    assert!(widths.iter().all(|&w| w == widths[0]), "{text}");
}

#[test]
fn the_csv_holds_every_figure_one_row_per_n() {
    let text = printed(&["analyze", "20..=40", "--csv"]);
    let mut lines = text.lines();
    assert_eq!(lines.next().unwrap(), HEADER.join(","));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 21);
    for (n, line) in (20..=40).zip(rows) {
        let cells: Vec<&str> = line.split(',').collect();
        assert_eq!(cells, expected(&analyze(n).unwrap(), " "), "n = {n}");
    }
}
