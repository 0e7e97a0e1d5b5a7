//! `play::Session`, the game as both front ends drive it: two people at one screen play
//! both sides through `play`, the program replies only in a game against it, undo takes
//! back a person's move (with the program's reply after it), each answer reads as the
//! words worked out here by hand, and a save is restored within its own limits, naming
//! them.

use games_common::session::{SavedSession, Seat, Session as _};
use hackenbush::play::{Opponent, RestoreError, SAVE_EDGE_LIMIT, SaveError, Session};
use hackenbush::{EdgeNumber, Player, parse_picture};

fn edge(n: usize) -> EdgeNumber {
    EdgeNumber::new(n)
}

/// A stalk of 2 (edges 1, 2) and a stalk of 1 (edge 3): 2 xor 1 = 3, won by cutting edge
/// 2 (leaving two stalks of 1, worth 0).
#[test]
fn two_people_play_both_sides() {
    let p = parse_picture("G a\na b\nG c\n", "G").unwrap();
    let mut game = Session::new(p, Player::Person, None, Opponent::Friend).unwrap();
    assert_eq!(
        game.sides(),
        [
            (Player::Person, Seat::Person),
            (Player::Program, Seat::Person)
        ]
    );
    assert_eq!(
        game.rules().to_string(),
        "Green Hackenbush: either player cuts any edge."
    );
    assert_eq!(
        game.standing().to_string(),
        "The picture is worth *3; with best play player 1 wins. Player 1 to move."
    );
    let turn = game.play(edge(1)).unwrap();
    assert_eq!(turn.to_string(), "Player 1 cut edge 1 (G–a); edge 2 fell.");
    // The program does not move for player 2.
    assert_eq!(game.reply(), Ok(None));
    assert_eq!(game.to_move(), Some(Player::Program));
    let turn = game.play(edge(3)).unwrap();
    assert_eq!(turn.to_string(), "Player 2 cut edge 3 (G–c).");
    assert_eq!(
        game.turn().to_string(),
        "Player 2 won: player 1 had no edge left to cut."
    );
    assert_eq!(game.undo().unwrap(), [edge(3)]);
    assert_eq!(
        game.take_back().unwrap().to_string(),
        "Took back player 1's cut of edge 1."
    );
    assert_eq!(game.legal_moves(), [1, 2, 3].map(edge));
}

/// Against the program: it replies with its reason, in words; undo takes back the
/// person's move and the reply; the hint is the move that leaves 0.
#[test]
fn the_program_replies_in_words() {
    let p = parse_picture("G a\na b\nG c\n", "G").unwrap();
    let mut game = Session::new(p, Player::Person, None, Opponent::Program).unwrap();
    assert_eq!(
        game.hint().unwrap().to_string(),
        "Cut edge 2 (a–b): this move leaves the program no winning reply."
    );
    game.play(edge(3)).unwrap();
    // A stalk of 2 is left, worth *2: the program cuts its root, leaving nothing.
    let reply = game.reply().unwrap().unwrap();
    assert_eq!(
        reply.to_string(),
        "The program cut edge 1 (G–a); edge 2 fell: this move leaves you no winning reply."
    );
    assert_eq!(
        game.turn().to_string(),
        "The program won: you had no edge left to cut."
    );
    let taken = game.take_back().unwrap();
    assert_eq!(
        taken.to_string(),
        "Took back your cut of edge 3 and the program's of edge 1."
    );
}

/// A save round-trips with its opponent; a save past the edge limit is refused before a
/// move is replayed, naming the limit; junk is refused with serde's words.
#[test]
fn saves_are_restored_within_their_limits() {
    let p = parse_picture("G a\na b\n", "G").unwrap();
    let mut game = Session::new(p, Player::Person, None, Opponent::Friend).unwrap();
    game.play(edge(2)).unwrap();
    let restored = Session::restore(&game.save()).unwrap();
    assert_eq!(restored.opponent(), Opponent::Friend);
    assert_eq!(restored.save(), game.save());
    let edges: Vec<String> = (0..=SAVE_EDGE_LIMIT)
        .map(|_| r#"["G","a","green"]"#.to_owned())
        .collect();
    let big = format!(
        r#"{{"ground":"G","edges":[{}],"first":"you","side":null,"moves":[]}}"#,
        edges.join(",")
    );
    let error = Session::restore(&big).unwrap_err();
    assert_eq!(
        error,
        SaveError::Restore(RestoreError::TooBig {
            edges: SAVE_EDGE_LIMIT + 1,
            limit: SAVE_EDGE_LIMIT
        })
    );
    assert!(error.to_string().contains("at most 4096"), "{error}");
    assert!(matches!(Session::restore("{"), Err(SaveError::NotASave(_))));
}
