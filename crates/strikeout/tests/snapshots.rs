//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI, and
//! the `play` dialogue on what a text fixture cannot hold (bytes that are not UTF-8, a
//! reader that goes away).

use std::path::{Path, PathBuf};
use std::process::Output;

use games_test_support::checks;

const BIN: &str = env!("CARGO_BIN_EXE_strikeout");

/// A fresh temporary folder for the test called `name`.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("strikeout-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The program run in `dir` on `line`, its words apart by single spaces (the paths in it
/// relative to `dir`).
fn run_in(dir: &Path, line: &str) -> Output {
    let args: Vec<&str> = line.split(' ').collect();
    games_test_support::run(Path::new(BIN), &args, dir, b"").expect("the binary runs")
}

/// The names of the files in `folder`, in order.
fn names_in(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .expect("the frames folder")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn cli_fixtures() {
    games_test_support::cli_fixture_snapshots!(BIN);
}

/// A line that is not UTF-8 at the `play` prompt is explained and asked again, like any
/// other line that is not a move; the game goes on.
#[test]
fn play_asks_again_after_a_line_that_is_not_text() {
    let input = b"0 9\n\xff\xfe\n25 26\nquit\n".to_vec();
    let output = games_test_support::run(Path::new(BIN), &["play"], Path::new("."), &input)
        .expect("the binary runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert!(stdout.contains("> that line is not text (UTF-8); try again\n"));
    // Both moves were played: the 1s of r1c1 and r2c1, the 1 and 9 of r3c8 and r3c9.
    assert!(
        stdout.ends_with(
            "    1  .23456789\n    2  .11213141\n    3  5161718..\n> Game left unfinished.\n"
        ),
        "{stdout}"
    );
}

/// A line longer than any move ends the game (exit 2) instead of being read for ever: an
/// endless one, from a source that never sends a newline, included.
#[test]
fn play_ends_on_an_endless_line() {
    let output = games_test_support::run_on_endless_line(Path::new(BIN), &["play"], Path::new("."))
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "strikeout: standard input: a line longer than 4096 bytes, longer than any move; the game ends\n"
    );
}

/// A reader that goes away in the middle of a game is an error (exit 2), not a quiet end:
/// the player did not get the answer to the move.
#[test]
fn play_stops_with_an_error_when_its_reader_is_gone() {
    checks::game_stops_when_its_reader_is_gone("strikeout", BIN, &["play"], ".", b"> ", b"0 9\n");
}

/// `solve --frames DIR -o FILE` writes one SVG per move of the shortest solution and
/// the animated GIF of the same moves, and prints the same document as without them.
#[test]
fn solve_writes_the_frames_and_the_gif() {
    let dir = scratch("frames");
    let output = run_in(&dir, "solve --json --frames frames -o solution.gif");
    let plain = run_in(&dir, "solve --json");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(output.stdout, plain.stdout);
    let frames = dir.join("frames");
    // A frame per move, then the won field.
    let expected: Vec<String> = (1..=35).map(|i| format!("move-{i:03}.svg")).collect();
    assert_eq!(names_in(&frames), expected);
    let first = std::fs::read_to_string(frames.join("move-001.svg")).unwrap();
    assert!(first.contains("<title>move 1 of 34: cells 0 and 9</title>"));
    let end = std::fs::read_to_string(frames.join("move-035.svg")).unwrap();
    assert!(end.contains("<title>the end: won, every one of 68 cells struck</title>"));
    let bytes = std::fs::read(dir.join("solution.gif")).expect("the GIF");
    let mut decoder = gif::DecodeOptions::new()
        .read_info(bytes.as_slice())
        .expect("a GIF");
    let mut count = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        count += 1;
    }
    assert_eq!(count, 35);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `-o FILE` writes an animated GIF: `.gif` in any case, and nothing else. A still
/// format (`.png`, `.svg`) or any other extension is refused with exit status 2 naming
/// `.gif` and pointing to `--frames`, before any search, and no file is written.
#[test]
fn the_output_of_solve_is_a_gif_and_nothing_else() {
    let dir = scratch("formats");
    let write = |name: &str| {
        let file = dir.join(name);
        let args = ["solve".as_ref(), "-o".as_ref(), file.as_os_str()];
        let output = games_test_support::run(Path::new(BIN), &args, &dir, b"").unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        (output.status.code(), stderr, std::fs::read(&file).ok())
    };
    let (status, stderr, bytes) = write("GAME.GIF");
    assert_eq!(status, Some(0), "{stderr}");
    let bytes = bytes.expect("the GIF");
    let mut decoder = gif::DecodeOptions::new()
        .read_info(bytes.as_slice())
        .expect("a GIF");
    assert!(decoder.read_next_frame().expect("a frame").is_some());
    let writes = ".gif, chosen by the file's extension (--frames DIR writes each picture as \
                  an SVG)";
    let extensions = ["png", "svg", "pdf", "mp4"];
    checks::extensions_are_refused("strikeout", &dir, &extensions, writes, write);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A link planted in the frames folder under a frame's name is replaced by the frame, and
/// the file it pointed at is left alone; a folder under a frame's name is refused before
/// any frame is written.
#[cfg(unix)]
#[test]
fn frames_replace_planted_links_and_refuse_a_folder_in_the_way() {
    let dir = scratch("planted");
    let (frames, victim) = (dir.join("frames"), dir.join("victim.txt"));
    std::fs::create_dir(&frames).expect("a temporary folder");
    std::fs::write(&victim, "precious").unwrap();
    std::os::unix::fs::symlink(&victim, frames.join("move-001.svg")).unwrap();
    let line = "solve --start 13579 --frames frames";
    let output = run_in(&dir, line);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    let first = frames.join("move-001.svg");
    assert!(!first.is_symlink());
    assert!(std::fs::read_to_string(&first).unwrap().starts_with("<svg"));

    std::fs::remove_dir_all(&frames).unwrap();
    std::fs::create_dir_all(frames.join("move-002.svg")).unwrap();
    let output = run_in(&dir, line);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("move-002.svg: a folder stands there"),
        "{stderr}"
    );
    assert!(!frames.join("move-001.svg").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--frame-per phase --struck hash --scale 2`: one SVG per phase, then the end, each
/// drawn twice as large; the frames of a short game, pinned as they are written.
#[test]
fn phase_frames_in_the_notebook_look() {
    let dir = scratch("phases");
    let output = run_in(
        &dir,
        "solve --start 13579 --width 2 --frames frames --output game.gif \
         --frame-per phase --struck hash --scale=2",
    );
    assert_eq!(output.status.code(), Some(0));
    let frames = dir.join("frames");
    let names = names_in(&frames);
    assert_eq!(names, ["phase-001.svg", "phase-002.svg", "phase-003.svg"]);
    for name in &names {
        let svg = std::fs::read_to_string(frames.join(name)).unwrap();
        insta::assert_snapshot!(format!("phase_frames_{name}"), svg);
    }
    let bytes = std::fs::read(dir.join("game.gif")).expect("the GIF");
    let decoder = gif::DecodeOptions::new()
        .read_info(bytes.as_slice())
        .expect("a GIF");
    assert_eq!((decoder.width(), decoder.height()), (2 * 136, 2 * 144));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `-o FILE`, `--output FILE` and the old spelling `--gif FILE` (hidden, until the next
/// release) write the same animation.
#[test]
fn every_spelling_of_the_gif_writes_the_same_file() {
    let dir = scratch("spellings");
    let written: Vec<Vec<u8>> = ["-o", "--output", "--gif"]
        .iter()
        .map(|spelling| {
            let file = format!("game{spelling}.gif");
            let output = run_in(
                &dir,
                &format!("solve --start 13579 --width 2 {spelling} {file}"),
            );
            assert_eq!(output.status.code(), Some(0), "{spelling}");
            std::fs::read(dir.join(file)).expect("the GIF")
        })
        .collect();
    assert!(written[0].starts_with(b"GIF89a"));
    assert_eq!(written[0], written[1]);
    assert_eq!(written[0], written[2]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `play`'s hint stops its search at the library's `HINT_POSITIONS` as well as at
/// `--memory`: on 60 random digits, with memory to spare, the hint is the rule's move, said
/// to be unproved because of the positions, where the search used to go on until it had
/// filled its memory.
#[test]
fn play_hints_stop_at_the_positions_bound() {
    let args = ["play", "--random", "60", "--seed", "1", "--memory", "4096"];
    let output = games_test_support::run(Path::new(BIN), &args, Path::new("."), b"hint\nquit\n")
        .expect("the binary runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    let bound = strikeout::advice::HINT_POSITIONS;
    assert!(
        stdout.contains(&format!(
            "the move that leaves the most moves open; not proved best, as the search for a shortest solution stopped: the search needs to expand more than its budget of {bound} positions"
        )),
        "{stdout}"
    );
}
