//! The command line on input a text fixture cannot hold: bytes that are not UTF-8 and
//! control characters, which must never reach the terminal raw; and answers compared
//! across runs (`--threads`).

use std::path::Path;

use games_test_support::checks::ran;

fn bulgarian(args: &[&str], stdin: &[u8]) -> (Option<i32>, String, String) {
    ran(
        env!("CARGO_BIN_EXE_bulgarian"),
        args,
        env!("CARGO_MANIFEST_DIR"),
        stdin,
    )
}

#[test]
fn parts_on_standard_input_that_are_not_text_are_located() {
    let (status, stdout, stderr) = bulgarian(&["trace", "--parts-file", "-"], b"4 1\n1 \xff 2\n");
    assert_eq!(status, Some(2));
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "bulgarian: standard input: line 2, column 3: not valid UTF-8\n"
    );
}

#[test]
fn control_characters_in_a_part_are_escaped() {
    for args in [
        &["trace", "4", "\u{1b}[2J"][..],
        &["multiplayer", "3 \u{1b}]0;x\u{7}"][..],
    ] {
        let (status, _, stderr) = bulgarian(args, b"");
        assert_eq!(status, Some(2), "{args:?}");
        let line = stderr.strip_suffix('\n').expect("one line");
        assert!(!line.contains(char::is_control), "{line:?}");
        assert!(line.contains("\\u{1b}"), "{line:?}");
    }
}

#[test]
fn an_austrian_graph_of_too_many_piles_is_refused_in_one_line() {
    let (status, stdout, stderr) = bulgarian(&["austrian", "analyze", "-L", "2", "30000"], b"");
    assert_eq!(status, Some(2));
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "bulgarian: an Austrian state graph is built with at most 100000000 piles in all its \
         states, but N = 30000 with L = 2 has 675015000\n"
    );
}

/// `draw -o FILE` writes the same SVG as standard output; with `--json` the document goes
/// to standard output and the picture still to the file.
#[test]
fn draw_writes_the_picture_to_a_file() {
    let dir = std::env::temp_dir().join(format!("bulgarian-draw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("trace.svg");
    let path = file.to_str().unwrap();
    let (status, shown, _) = bulgarian(&["draw", "--trace", "5", "2", "2"], b"");
    assert_eq!(status, Some(0));
    let (status, stdout, stderr) = bulgarian(&["draw", "--trace", "5", "2", "2", "-o", path], b"");
    assert_eq!(
        (status, stdout.as_str(), stderr.as_str()),
        (Some(0), "", "")
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), shown);
    std::fs::remove_file(&file).unwrap();
    let (status, stdout, _) = bulgarian(
        &["draw", "--json", "--output", path, "--trace", "5", "2", "2"],
        b"",
    );
    assert_eq!(status, Some(0));
    assert!(stdout.starts_with(r#"{"kind":"trace","n":9,"#), "{stdout}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), shown);
    std::fs::remove_dir_all(&dir).unwrap();
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Junk after `draw`'s flags: a picture (exit 0, an SVG), or one line naming the
    /// problem with exit status 2; never a panic.
    #[test]
    fn draw_arguments_never_panic(
        flag in proptest::sample::select(vec!["--young", "--bjorner", "--move", "--trace"]),
        parts in proptest::collection::vec("[0-9x\\-+]{0,3}|4[0-9]|[0-9]{20,21}", 0..5),
        style in proptest::option::of(proptest::sample::select(vec!["young", "bjorner", "x"])),
    ) {
        let mut args = vec!["draw", flag];
        args.extend(parts.iter().map(String::as_str));
        if let Some(style) = &style {
            args.extend(["--style", style]);
        }
        let (status, stdout, stderr) = bulgarian(&args, b"");
        match status {
            Some(0) => {
                proptest::prop_assert!(stdout.starts_with("<svg") && stdout.ends_with("</svg>\n"));
                proptest::prop_assert_eq!(stderr, "");
            }
            Some(2) => {
                proptest::prop_assert_eq!(stdout, "");
                proptest::prop_assert!(!stderr.contains("panicked"), "{}", stderr);
                // The library's refusals are one line; clap's usage errors end with help.
                proptest::prop_assert!(
                    stderr.lines().count() == 1 || stderr.starts_with("error: "),
                    "{}", stderr
                );
            }
            other => proptest::prop_assert!(false, "{:?}: exit {:?}: {}", args, other, stderr),
        }
    }
}

/// The table of N = 100,000 has a cycles-by-length cell wider than the 65,535 columns a
/// formatting width takes: it is padded all the same, every row as wide as the header.
#[test]
fn a_table_cell_wider_than_a_formatting_width_is_printed() {
    let (status, stdout, stderr) = bulgarian(&["count", "100000", "--table"], b"");
    assert_eq!((status, stderr.as_str()), (Some(0), ""));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].trim_start().starts_with("# n "));
    assert!(lines[1].trim_start().starts_with("100000 "));
    assert_eq!(lines[0].len(), lines[1].len());
    assert!(lines[1].split(' ').any(|cell| cell.len() > 65_535));
}

/// `analyze --threads N` and `oeis --compute --threads N` answer what every core answers, on one
/// thread and on three.
#[test]
fn the_number_of_threads_changes_no_answer() {
    for command in [
        &["analyze", "30..=45", "--json"][..],
        &["oeis", "A188160", "--range", "30..=40", "--compute"][..],
    ] {
        let all = bulgarian(command, b"");
        assert_eq!(all.0, Some(0), "{command:?}: {}", all.2);
        for threads in ["1", "3"] {
            let with = [command, &["--threads", threads]].concat();
            assert_eq!(bulgarian(&with, b""), all, "{with:?}");
        }
    }
}

/// `draw -o FILE` writes the format the file's extension asks for, in any case: an SVG,
/// or a PNG of twice the SVG's size with something drawn on it; any other extension is
/// refused with exit status 2, naming the formats, and nothing is written.
#[test]
fn draw_writes_the_format_its_extension_asks_for() {
    games_test_support::assert_still_picture_formats(
        Path::new(env!("CARGO_BIN_EXE_bulgarian")),
        &["draw", "--trace", "5", "2", "2"],
        Path::new(env!("CARGO_MANIFEST_DIR")),
        0,
    );
}

/// A bad part of a start is named by its place in the start and the rule it breaks.
#[test]
fn a_bad_part_of_the_start_is_named_by_its_place() {
    let (status, stdout, stderr) = bulgarian(&["trace", "4", "0", "1"], b"");
    assert_eq!((status, stdout.as_str()), (Some(2), ""));
    assert_eq!(
        stderr,
        "bulgarian: the start's part 2 is 0: parts are whole numbers from 1 \
         (a pile holds at least one card)\n"
    );
    let (status, _, stderr) = bulgarian(&["trace", "4", "x"], b"");
    assert_eq!(status, Some(2));
    assert_eq!(
        stderr,
        "bulgarian: the start's part 2 is \"x\": parts are whole numbers from 1 \
         (a pile holds at least one card)\n"
    );
}

/// `trace --diagram` draws the start before the first move: 5 1 1 is a row of five and
/// two of one; its first move takes one card from each pile and makes a new pile of 3.
#[test]
fn a_trace_in_diagrams_starts_with_the_start() {
    let (status, stdout, _) = bulgarian(&["trace", "--diagram", "5", "1", "1"], b"");
    assert_eq!(status, Some(0));
    assert!(
        stdout.starts_with("start: 5 1 1\n#####\n#\n#\n\nmove 1: 4 3\n####\n###\n"),
        "{stdout}"
    );
}

/// `graph -o` writes the DOT, titled and with its legend, to a `.dot` or `.gv` file; any
/// other extension is refused before anything is written, naming the ones it takes.
#[test]
fn graph_writes_dot_files_only() {
    let dir = tempfile::tempdir().unwrap();
    let (_, shown, _) = bulgarian(&["graph", "4"], b"");
    assert!(
        shown.contains(
            "label=\"The state graph of P(4)\\nan arrow: one move; red and bold: the cycles\""
        ),
        "{shown}"
    );
    for name in ["p4.dot", "p4.GV"] {
        let path = dir.path().join(name);
        let (status, stdout, stderr) =
            bulgarian(&["graph", "4", "-o", path.to_str().unwrap()], b"");
        assert_eq!(
            (status, stdout.as_str(), stderr.as_str()),
            (Some(0), "", "")
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), shown);
    }
    for name in ["p4.svg", "p4.png", "p4"] {
        let path = dir.path().join(name);
        let (status, _, stderr) = bulgarian(&["graph", "4", "-o", path.to_str().unwrap()], b"");
        assert_eq!(status, Some(2), "{name}");
        assert!(
            stderr.ends_with(
                ": graph writes Graphviz DOT only, to a file ending in .dot or .gv \
                 (make a picture of it with `dot -Tsvg`)\n"
            ),
            "{stderr}"
        );
        assert!(!path.exists());
    }
}
