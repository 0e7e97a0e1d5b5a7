//! Every text read back as a saved hackenbush `Game`: a game or an error, never a panic.
//! A game read back saves as a text that reads back as the same game (the same record,
//! legal moves and side), and its own moves replay from its start.
#![no_main]

use hackenbush::{EdgeNumber, Game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(game) = serde_json::from_str::<Game>(text) else {
        return;
    };
    let saved = serde_json::to_string(&game).expect("a game saves");
    let again: Game = serde_json::from_str(&saved).expect("a saved game reads back");
    assert_eq!(again.record(), game.record());
    assert_eq!(again.legal_moves(), game.legal_moves());
    assert_eq!(again.side(), game.side());
    assert_eq!(serde_json::to_string(&again).expect("a game saves"), saved);
    let moves: Vec<EdgeNumber> = game.record().moves.iter().map(|m| m.edge).collect();
    let replayed = Game::replay(game.start().clone(), game.first(), game.side(), &moves)
        .expect("a restored game's moves are legal");
    assert_eq!(replayed.record(), game.record());
});
