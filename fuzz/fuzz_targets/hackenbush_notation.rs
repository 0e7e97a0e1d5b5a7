//! Every text read as a game in CGSuite's notation (`CanonicalForm`'s `FromStr`, through
//! which the `value` of a red-blue-green `solve --json` document is read back), names and
//! their definitions (`{G1|0} where G1 = {0|}`) included: a game or a typed error; a game
//! read writes back to a text of the length `notation_len` counts, holding no hidden
//! character, that reads back as the same game.
#![no_main]

use games_common::text::is_hidden;
use hackenbush::canonical::CanonicalForm;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(game) = text.parse::<CanonicalForm>() else {
        return;
    };
    let written = game.to_string();
    assert_eq!(game.notation_len(), written.len() as u64);
    assert!(!written.chars().any(is_hidden), "{written:?}");
    let again: CanonicalForm = written.parse().expect("a written game reads back");
    assert_eq!(again, game);
});
