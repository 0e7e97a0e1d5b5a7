//! Snapshot regressions: every `tests/fixtures/*.args` command line run through the CLI;
//! and the play-mode cases a text fixture cannot hold: a move line that is not UTF-8, a
//! reader that goes away in the middle of a game, the drawing `play -o` keeps, both
//! spellings of the picture file (`-o`, and `--svg` until the next release), and
//! `play --help` naming every shipped picture.

use std::path::Path;
use std::sync::{Mutex, MutexGuard, PoisonError};

use games_test_support::checks;

const BIN: &str = env!("CARGO_BIN_EXE_hackenbush");
const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// Held by each test while it runs the binary. A child started by another test while
/// `play_stops_when_its_reader_is_gone` holds its pipe's reading end would hold a copy of
/// it until that child's program starts, and a write meant to fail could then succeed.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn one_at_a_time() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Runs `hackenbush play tree.txt` in the fixtures, fed `stdin`: (status, stdout, stderr).
fn play_tree(stdin: &[u8]) -> (Option<i32>, String, String) {
    checks::ran(BIN, &["play", "tree.txt"], FIXTURES, stdin)
}

#[test]
fn cli_fixtures() {
    let _alone = one_at_a_time();
    games_test_support::cli_fixture_snapshots!(BIN);
}

/// A move line that is not UTF-8 is asked again, like any other line that is not a move;
/// the game then goes on as in `play_tree.args`.
#[test]
fn play_asks_again_after_a_line_that_is_not_text() {
    let _alone = one_at_a_time();
    let (status, stdout, stderr) = play_tree(b"q\xff\n5\n");
    assert_eq!(stderr, "");
    assert_eq!(status, Some(0));
    let expected = "\
Green Hackenbush. Delete an edge by typing its number; edges cut off from the ground fall with it. Whoever cannot move loses. `help` lists the other words: hint, undo, moves, quit.
Standing: 1 G-a, 2 a-b, 3 a-c, 4 c-d, 5 G-e
Your move: 
That line is not text; type one of: 1, 2, 3, 4, 5.
Your move: 5
You cut edge 5 (G–e).
Standing: 1 G-a, 2 a-b, 3 a-c, 4 c-d
The program cut edge 1 (G–a); edges 2, 3 and 4 fell: this move leaves you no winning reply.
The program won: you had no edge left to cut.
";
    assert_eq!(stdout, expected);
}

/// A line longer than any move (an endless one, here) ends the game at once with exit
/// status 2 and says why, instead of reading on for ever.
#[test]
fn play_ends_on_a_line_longer_than_any_move() {
    let _alone = one_at_a_time();
    let mut input = b"7".repeat(5000);
    input.extend(b"\n5\n");
    let (status, stdout, stderr) = play_tree(&input);
    assert_eq!(status, Some(2));
    assert_eq!(
        stderr,
        "hackenbush: standard input: a line longer than 1024 bytes, longer than any move; the \
         game ends\n"
    );
    assert!(!stdout.contains("You delete"));
}

/// Control characters typed as a move are shown escaped, never sent to the terminal.
#[test]
fn play_escapes_what_it_quotes() {
    let _alone = one_at_a_time();
    let (status, stdout, _) = play_tree(b"\x1b[2J\nq\n");
    assert_eq!(status, Some(0));
    assert!(!stdout.contains('\u{1b}'), "{stdout}");
    assert!(
        stdout.contains("`\\u{1b}[2J` is not an edge number; type one of: 1, 2, 3, 4, 5."),
        "{stdout}"
    );
}

/// The person's reader goes away mid-game: the next write fails, and the game stops with
/// exit status 2 and says why, instead of ending quietly as a broken pipe on ordinary
/// output would.
#[test]
fn play_stops_when_its_reader_is_gone() {
    let _alone = one_at_a_time();
    checks::game_stops_when_its_reader_is_gone(
        "hackenbush",
        BIN,
        &["play", "tree.txt"],
        FIXTURES,
        b"Your move: ",
        b"5\n",
    );
}

/// `play -o FILE` draws the position at the start and after every move: the file holds
/// the library's board drawing of the position the game stopped at, and no temporary file
/// is left beside it. `--output` and the old `--svg` do the same.
#[test]
fn play_keeps_the_drawing_up_to_date() {
    let _alone = one_at_a_time();
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("play_svg");
    std::fs::create_dir_all(&folder).expect("a folder for the drawing");
    let file = folder.join("board.svg");
    let house = hackenbush::picture::named("house").expect("shipped");
    let games = [
        ("", &[][..], "-o"),
        ("1\n", &[1, 2][..], "--output"),
        ("4\nundo\n", &[][..], "--svg"),
    ];
    for (stdin, moves, spelling) in games {
        let _ = std::fs::remove_file(&file);
        let output = games_test_support::run(
            Path::new(BIN),
            &[
                "play",
                "--picture",
                "house",
                spelling,
                file.to_str().expect("UTF-8"),
            ],
            Path::new(FIXTURES),
            stdin.as_bytes(),
        )
        .expect("the binary runs");
        assert_eq!(output.status.code(), Some(0), "{stdin:?}");
        let moves: Vec<_> = moves
            .iter()
            .map(|&m| hackenbush::EdgeNumber::new(m))
            .collect();
        let game =
            hackenbush::Game::replay(house.clone(), hackenbush::Player::Person, None, &moves)
                .expect("legal moves");
        let expected =
            hackenbush::dot::to_svg_board(&hackenbush::green::analyze(game.picture())).unwrap();
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            expected,
            "{stdin:?}"
        );
        let left: Vec<_> = std::fs::read_dir(&folder).unwrap().collect();
        assert_eq!(left.len(), 1, "only the drawing is left");
    }
}

/// `dot -o -`, `dot --output -` and the old spelling `dot --svg -` (hidden, until the next
/// release) draw the same picture.
#[test]
fn both_spellings_of_the_picture_file_draw_the_same() {
    let _alone = one_at_a_time();
    let drawn: Vec<Vec<u8>> = ["-o", "--output", "--svg"]
        .iter()
        .map(|spelling| {
            let output = games_test_support::run(
                Path::new(BIN),
                &["dot", "house.txt", spelling, "-"],
                Path::new(FIXTURES),
                b"",
            )
            .expect("the binary runs");
            assert_eq!(output.status.code(), Some(0), "{spelling}");
            assert!(output.stdout.starts_with(b"<svg"), "{spelling}");
            output.stdout
        })
        .collect();
    assert_eq!(drawn[0], drawn[1]);
    assert_eq!(drawn[0], drawn[2]);
}

/// `play --help` names every picture that ships with the crate, as `--picture list` does.
#[test]
fn play_help_names_every_shipped_picture() {
    let _alone = one_at_a_time();
    let run = |args: &[&str]| {
        let output = games_test_support::run(Path::new(BIN), args, Path::new(FIXTURES), b"")
            .expect("the binary runs");
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    let help = run(&["play", "--help"]);
    let list = run(&["play", "--picture", "list"]);
    let names: Vec<&str> = hackenbush::picture::NAMED.iter().map(|(n, _)| *n).collect();
    assert_eq!(list.lines().collect::<Vec<_>>(), names);
    for name in names {
        assert!(
            help.contains(&format!("`{name}`")),
            "{name} missing from {help}"
        );
    }
}

/// Names holding an escape sequence, a bell, a NUL and a right-to-left override (U+202E):
/// no output that shows names (`dot`, `dot --json`, `dot -o`, `solve`, `play` and its
/// messages) carries one of them as itself; each shows as the text `\u{..}`.
#[test]
fn hidden_characters_in_names_are_shown() {
    let _alone = one_at_a_time();
    let runs: [(&[&str], &[u8]); 6] = [
        (&["dot", "hidden_names.txt"], b""),
        (&["dot", "--json", "hidden_names.txt"], b""),
        (&["dot", "-o", "-", "hidden_names.txt"], b""),
        (&["solve", "hidden_names.txt"], b""),
        (
            &["play", "--side", "left", "hidden_names.txt"],
            b"moves\nhint\n\x1b\x07\0\xe2\x80\xae\n4\n",
        ),
        (
            &["solve", "--ground", "G\x1b\u{202e}", "hidden_names.txt"],
            b"",
        ),
    ];
    let mut shown = 0;
    for (args, input) in runs {
        let output = games_test_support::run(Path::new(BIN), args, Path::new(FIXTURES), input)
            .expect("the binary runs");
        let text = String::from_utf8(output.stdout.clone()).expect("UTF-8")
            + &String::from_utf8(output.stderr).expect("UTF-8");
        let hidden: Vec<char> = text
            .chars()
            .filter(|&c| games_common::text::is_hidden(c) && c != '\n')
            .collect();
        assert!(hidden.is_empty(), "{args:?} printed {hidden:?}: {text}");
        if ["\\u{1b}", "\\u{7}", "\\u{0}", "\\u{202e}"]
            .iter()
            .all(|s| text.contains(s))
        {
            shown += 1;
        }
    }
    // Every run but `solve` (numbers only) names them all; the ground's refusal names
    // the picture's vertices, shown.
    assert_eq!(shown, 5);
}
