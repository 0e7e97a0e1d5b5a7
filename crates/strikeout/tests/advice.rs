//! The hint a player is shown ([`advise`], [`Game::advise`]) on random fields of 60, 120
//! and 200 digits, where the shortest-solution search cannot finish within a page's kind
//! of budget: always a legal move, by the field's own rules; proved best only with a
//! solution's length, and otherwise the move of the documented rule.

use strikeout::advice::{Basis, hint_bound};
use strikeout::budget::Budget;
use strikeout::rule::most_open_move;
use strikeout::{Advice, Field, Game, Status, advise};

/// A budget of the kind a web page sets: little memory and few positions, so a search
/// from a long field stops.
fn small_budget() -> Budget<'static> {
    Budget::new(8 << 20).with_positions(20_000)
}

/// Checks that `advice` is a move of `field` by the field's own rules, and that it is
/// backed as its basis says.
fn check(field: &Field, advice: &Advice) {
    let (a, b) = advice.mv;
    assert!(field.is_move(a, b), "{advice}");
    assert!(field.moves().contains(&advice.mv), "{advice}");
    let mut after = field.clone();
    after
        .try_strike(a, b)
        .expect("the rules take the advised move");
    match &advice.basis {
        Basis::Shortest { length } => assert!(*length >= field.len(), "{advice}"),
        Basis::NoneWithin {
            max_length,
            field_length,
        } => {
            assert_eq!(*field_length, field.len());
            // The default bound is never shorter than the field: "no solution" is then
            // an answer of the search, never of the bound alone.
            assert!(*max_length >= field.len(), "{advice}");
            assert_eq!(Some(advice.mv), most_open_move(field));
        }
        Basis::Stopped(_) => assert_eq!(Some(advice.mv), most_open_move(field)),
        other => panic!("an unknown basis: {other:?}"),
    }
    assert_eq!(advice.is_proved(), advice.length().is_some());
    let words = advice.to_string();
    assert!(words.starts_with("strike cell "), "{words}");
    assert_eq!(
        advice.is_proved(),
        !words.contains("not proved best"),
        "{words}"
    );
}

/// On random fields of 60, 120 and 200 digits (three seeds each), the advice of a fresh
/// game within a small budget is a legal move, and a search that stopped says so.
#[test]
fn a_hint_on_long_random_fields_is_always_a_move() {
    for len in [60, 120, 200] {
        for seed in 0..3 {
            let mut game = Game::new(Field::random(9, len, seed).unwrap());
            game.settle();
            if game.status() != Status::Playing {
                continue;
            }
            let advice = game.advise(small_budget()).expect("a move is left");
            check(game.field(), &advice);
            assert_eq!(
                Some(advice),
                advise(game.field(), hint_bound(game.field()), small_budget())
            );
        }
    }
}

/// Following the advice move after move on a 120-digit field: every hint is a legal
/// move, and each is played.
#[test]
fn advice_can_be_followed_move_after_move() {
    let mut game = Game::new(Field::random(9, 120, 7).unwrap());
    game.settle();
    for _ in 0..20 {
        if game.status() != Status::Playing {
            break;
        }
        let advice = game.advise(small_budget()).expect("a move is left");
        check(game.field(), &advice);
        game.play(advice.mv)
            .expect("the game takes the advised move");
    }
    assert!(game.played().len() >= 10, "{:?}", game.played());
}

/// A 200-digit field's search stops within the small budget, and the advice says why
/// (before, the answer was "no solution of at most 120 cells", which a field of 200 cells
/// could never have).
#[test]
fn a_stopped_search_is_said_in_the_words() {
    let field = Field::random(9, 200, 1).unwrap();
    let advice = advise(&field, hint_bound(&field), small_budget()).unwrap();
    assert!(matches!(advice.basis, Basis::Stopped(_)), "{advice}");
    let words = advice.to_string();
    assert!(
        words.contains(
            "the move that leaves the most moves open; not proved best, as the search for a shortest solution stopped: the search needs"
        ),
        "{words}"
    );
}

/// The default bound grows with the field: its length plus four cells a live digit, at
/// most the largest field played, never less than the field.
#[test]
fn the_bound_grows_with_the_field() {
    for (len, bound) in [(60, 300), (120, 600), (200, 1000), (3000, 10_000)] {
        let field = Field::random(9, len, 0).unwrap();
        assert_eq!(hint_bound(&field), bound, "{len}");
    }
    let mut field = Field::new(9, "1919").unwrap();
    field.try_strike(0, 1).unwrap();
    // Two of four cells live: 4 + 4 × 2.
    assert_eq!(hint_bound(&field), 12);
}
