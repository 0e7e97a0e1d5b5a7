//! A `Game` taken back and saved: on generated pictures, green and coloured, with a
//! random script of moves, program replies, undos and save-and-restore, the game always
//! equals the same game replayed from its start with the moves still on record (so undo
//! is checked against a game that never undid anything), and a restored game answers
//! every question as the saved one. Saved games that were altered are refused with an
//! error, and no altered text makes the reading panic.

use hackenbush::play::{MoveError, RestoreError};
use hackenbush::{Colour, ColourClass, EdgeNumber, Game, Picture, Player, Side, parse_picture};
use proptest::prelude::*;

use crate::support::{Edges, picture};

/// Small pictures, mostly green (whose games are longer), some coloured.
fn any_picture() -> impl Strategy<Value = Edges> {
    let colour = prop_oneof![
        6 => Just(Colour::Green),
        1 => Just(Colour::Blue),
        1 => Just(Colour::Red),
    ];
    (1u8..6).prop_flat_map(move |n| prop::collection::vec((0..n, 0..n, colour.clone()), 0..=8))
}

/// What the script does next.
#[derive(Clone, Copy, Debug)]
enum Action {
    /// The player to move makes the legal move at this place (the program by `reply`).
    Move(prop::sample::Index),
    Undo,
    UndoRound,
    SaveAndRestore,
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        4 => any::<prop::sample::Index>().prop_map(Action::Move),
        1 => Just(Action::Undo),
        1 => Just(Action::UndoRound),
        1 => Just(Action::SaveAndRestore),
    ]
}

/// Everything a front end asks a game, equal in `a` and `b`.
fn assert_same(a: &Game, b: &Game) -> Result<(), TestCaseError> {
    prop_assert_eq!(a.record(), b.record());
    prop_assert_eq!(a.to_move(), b.to_move());
    prop_assert_eq!(a.winner(), b.winner());
    prop_assert_eq!(a.legal_moves(), b.legal_moves());
    prop_assert_eq!(a.standing(), b.standing());
    prop_assert_eq!(a.hint(), b.hint());
    prop_assert_eq!(a.evaluation(), b.evaluation());
    prop_assert_eq!(a.first(), b.first());
    prop_assert_eq!(a.side(), b.side());
    prop_assert_eq!(a.start().standing(), b.start().standing());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn undo_and_restore_give_the_same_game(
        edges in any_picture(),
        person_left in any::<bool>(),
        program_first in any::<bool>(),
        script in prop::collection::vec(action(), 0..24),
    ) {
        let p = picture(&edges);
        let side = (p.colour_class() != ColourClass::Green)
            .then_some(if person_left { Side::Left } else { Side::Right });
        let first = if program_first { Player::Program } else { Player::Person };
        let mut game = Game::new(p.clone(), first, side).unwrap();
        for action in script {
            match action {
                Action::Move(pick) => match game.to_move() {
                    Some(Player::Program) => {
                        game.reply().unwrap();
                    }
                    Some(_) => {
                        let legal = game.legal_moves();
                        game.play(legal[pick.index(legal.len())]).unwrap();
                    }
                    None => prop_assert_eq!(game.reply(), Err(MoveError::GameOver)),
                },
                Action::Undo => {
                    let before = game.record().moves.clone();
                    match game.undo() {
                        Ok(undone) => prop_assert_eq!(Some(&undone), before.last()),
                        Err(e) => {
                            prop_assert_eq!(e, MoveError::NothingToUndo);
                            prop_assert!(before.is_empty());
                        }
                    }
                }
                Action::UndoRound => {
                    let before = game.record().moves.clone();
                    match game.undo_round() {
                        Ok(undone) => {
                            // The moves from the person's last one on, the last first.
                            let from = before.iter().rposition(|m| m.by == Player::Person).unwrap();
                            let mut taken: Vec<_> = before[from..].to_vec();
                            taken.reverse();
                            prop_assert_eq!(undone, taken);
                            prop_assert_eq!(game.to_move(), Some(Player::Person));
                        }
                        Err(e) => {
                            prop_assert_eq!(e, MoveError::NothingToUndo);
                            prop_assert!(before.iter().all(|m| m.by == Player::Program));
                            prop_assert_eq!(game.record().moves.len(), before.len());
                        }
                    }
                }
                Action::SaveAndRestore => {
                    let saved = serde_json::to_string(&game).unwrap();
                    let restored: Game = serde_json::from_str(&saved).unwrap();
                    assert_same(&restored, &game)?;
                    prop_assert_eq!(serde_json::to_string(&restored).unwrap(), saved);
                    game = restored;
                }
            }
            let moves: Vec<EdgeNumber> = game.record().moves.iter().map(|m| m.edge).collect();
            let replayed = Game::replay(p.clone(), first, side, &moves).unwrap();
            assert_same(&game, &replayed)?;
        }
    }

    /// Any change of one character of a saved game reads back as a game or as an error,
    /// never a panic; a game read back is one whose moves are all legal.
    #[test]
    fn altered_saves_never_panic(
        edges in any_picture(),
        moves in prop::collection::vec(any::<prop::sample::Index>(), 0..6),
        at in any::<prop::sample::Index>(),
        to in prop::sample::select(&['0', '1', '9', '-', '"', ',', 'x', 'G', ']', 'n'][..]),
    ) {
        let p = picture(&edges);
        let side = (p.colour_class() != ColourClass::Green).then_some(Side::Left);
        let mut game = Game::new(p, Player::Person, side).unwrap();
        for pick in moves {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let edge = legal[pick.index(legal.len())];
            match game.to_move() {
                Some(Player::Person) => { game.play(edge).unwrap(); }
                _ => { game.reply().unwrap(); }
            }
        }
        let saved = serde_json::to_string(&game).unwrap();
        let mut chars: Vec<char> = saved.chars().collect();
        let i = at.index(chars.len());
        chars[i] = to;
        let altered: String = chars.into_iter().collect();
        if let Ok(read) = serde_json::from_str::<Game>(&altered) {
            let moves: Vec<EdgeNumber> = read.record().moves.iter().map(|m| m.edge).collect();
            let again = Game::replay(read.start().clone(), read.first(), read.side(), &moves);
            prop_assert!(again.is_ok());
        }
    }
}

/// A saved game read back, or the error's text.
fn read(text: &str) -> Result<Game, String> {
    serde_json::from_str::<Game>(text).map_err(|e| e.to_string())
}

/// Saved games altered by hand: each is refused, and the error says what is wrong.
#[test]
fn altered_saves_are_refused() {
    let house = r#""ground":"G","edges":[["G","a","green"],["G","b","green"],["a","b","green"],["a","r","green"],["r","b","green"]]"#;
    let good = format!(r#"{{{house},"first":"you","side":null,"moves":[1,3]}}"#);
    let game = read(&good).unwrap();
    // The house without its left wall and ceiling: the right wall and the roof stand.
    assert_eq!(game.legal_moves(), [2, 4, 5].map(EdgeNumber::new));
    assert_eq!(game.to_move(), Some(Player::Person));
    for (moves, why) in [
        ("[1,1]", "move 2 (edge 1): edge 1 is not standing"),
        ("[9]", "move 1 (edge 9): edge 9 is not standing"),
        ("[0]", "move 1 (edge 0): edge 0 is not standing"),
        ("[1,3,3]", "move 3 (edge 3): edge 3 is not standing"),
        ("[1,3,2,5]", "move 4 (edge 5): the game is over"),
        ("[-1]", "invalid value: integer `-1`"),
    ] {
        let text = format!(r#"{{{house},"first":"you","side":null,"moves":{moves}}}"#);
        let err = read(&text).unwrap_err();
        assert!(err.contains(why), "{moves}: {err}");
    }
    let coloured = r#""ground":"G","edges":[["G","a","blue"],["G","b","red"]]"#;
    for (rest, why) in [
        (
            r#""side":"left","moves":[2]"#,
            "edge 2 is red, which the other side cuts",
        ),
        (r#""side":null,"moves":[]"#, "the person must take a side"),
        (r#""side":"up","moves":[]"#, "unknown variant `up`"),
    ] {
        let text = format!(r#"{{{coloured},"first":"you",{rest}}}"#);
        let err = read(&text).unwrap_err();
        assert!(err.contains(why), "{rest}: {err}");
    }
    let err = read(&format!(
        r#"{{{house},"first":"you","side":"left","moves":[]}}"#
    ))
    .unwrap_err();
    assert!(err.contains("no side to take"), "{err}");
    let err = read(&format!(
        r#"{{{house},"first":"me","side":null,"moves":[]}}"#
    ))
    .unwrap_err();
    assert!(err.contains("unknown variant `me`"), "{err}");
    let err = read(&format!(
        r#"{{{house},"first":"you","side":null,"moves":[],"winner":"you"}}"#
    ))
    .unwrap_err();
    assert!(err.contains("unknown field `winner`"), "{err}");
    let err =
        read(r#"{"ground":"G","edges":[["G","a","grey"]],"first":"you","side":null,"moves":[]}"#)
            .unwrap_err();
    assert!(err.contains("unknown variant `grey`"), "{err}");
}

/// A picture whose start already lost edges (numbers with gaps) and a ground no edge
/// touches save and restore too.
#[test]
fn gaps_and_no_ground() {
    let p = Picture::from_edges("G", [("G", "a"), ("a", "b"), ("G", "c"), ("c", "d")]);
    let cut = p.after_move(EdgeNumber::new(1)).unwrap();
    let mut game = Game::new(cut, Player::Program, None).unwrap();
    let saved = serde_json::to_string(&game).unwrap();
    assert_eq!(
        saved,
        r#"{"ground":"G","edges":[null,null,["G","c","green"],["c","d","green"]],"first":"program","side":null,"moves":[]}"#
    );
    let mut restored: Game = serde_json::from_str(&saved).unwrap();
    assert_eq!(restored.legal_moves(), game.legal_moves());
    assert_eq!(restored.reply().unwrap(), game.reply().unwrap());

    let loose = Game::new(Picture::from_edges("G", [("a", "b")]), Player::Person, None).unwrap();
    let saved = serde_json::to_string(&loose).unwrap();
    assert!(saved.starts_with(r#"{"ground":null,"#), "{saved}");
    let restored: Game = serde_json::from_str(&saved).unwrap();
    assert_eq!(restored.winner(), Some(Player::Program));
    assert!(matches!(
        Game::replay(
            restored.start().clone(),
            Player::Person,
            None,
            &[EdgeNumber::new(1)]
        ),
        Err(RestoreError::Move { .. })
    ));
}

/// A saved game's vertex names are checked as a picture's text checks them: a name the
/// text could not hold (empty, with white space or `#`), at an edge or as the ground, is
/// refused on restore, since no new game could have been saved with it; a name the text
/// holds (a control character, a no-break space) is restored.
#[test]
fn restored_names_are_names_the_text_holds() {
    let save = |ground: &str, name: &str| {
        let edges = serde_json::json!([["G", "a", "green"], ["a", name, "green"]]);
        let ground = serde_json::json!(ground);
        format!(r#"{{"ground":{ground},"edges":{edges},"first":"you","side":null,"moves":[]}}"#)
    };
    for bad in ["", "a b", "a\tb", "a\nb", "a#b", "#", "b\r"] {
        let err = read(&save("G", bad)).unwrap_err();
        assert!(
            err.contains("(edge 2) is not a vertex name"),
            "{bad:?}: {err}"
        );
        // The text format refuses it too: the line does not read as the same edge.
        let text = format!("G a\na {bad}\n");
        let same = parse_picture(&text, "G")
            .is_ok_and(|p| p.edge_count() == 2 && p.ends(EdgeNumber::new(2)) == Some(("a", bad)));
        assert!(!same, "{bad:?}");
    }
    let err = read(&save("G H", "b")).unwrap_err();
    assert!(err.contains("(the ground) is not a vertex name"), "{err}");
    for good in ["b\u{1b}[31m", "b\u{a0}c", "é"] {
        let game = read(&save("G", good)).unwrap();
        assert_eq!(game.picture().ends(EdgeNumber::new(2)), Some(("a", good)));
        let text = format!("G a\na {good}\n");
        assert!(parse_picture(&text, "G").is_ok());
    }
}
