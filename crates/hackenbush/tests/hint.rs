//! Hints and replies on positions the canonical-form search refuses on their own: a cut
//! can make a position whose canonical form needs more comparisons than the picture
//! before it, so a game reaches positions beyond the search's comparison limit.

use hackenbush::canonical::CanonicalError;
use hackenbush::play::Reason;
use hackenbush::{EdgeNumber, Game, Outcome, Player, Side, SolveError, parse_picture, solve};

/// Three coloured cycles of 40 edges and one of 8 through the ground. A hint as Left
/// panicked with "positions only shrink" on three cycles of 40
/// (`fixtures/three_cycles_hint.txt`), whose sum after Left's move the engine now answers;
/// after Left's first move in this one (edge 1) the sum is still refused.
const THREE_CYCLES: &str = include_str!("fixtures/sum_128_hint.txt");

#[test]
fn a_hint_on_three_cycles_counts_what_it_can() {
    let picture = parse_picture(THREE_CYCLES, "G").unwrap();
    let start = solve(&picture).unwrap();
    // The start is within the limits; the position after Left's first move (edge 2) is
    // not: its sum of parts needs more comparisons. That was the panic.
    let after = picture.after_move(EdgeNumber::new(1)).unwrap();
    assert!(matches!(
        solve(&after),
        Err(SolveError::Canonical(CanonicalError::TooManyComparisons {
            edge: None,
            ..
        }))
    ));
    let mut game = Game::new(picture, Player::Person, Some(Side::Left)).unwrap();
    let hint = game.hint().unwrap();
    // Left has no winning move (the start's answer says so), so the hint is the move
    // that leaves Right the fewest winning replies, among Left's moves.
    assert!(start.winning_moves.left.is_empty());
    assert!(game.legal_moves().contains(&hint.edge));
    let Reason::NothingWins {
        winning_replies, ..
    } = hint.reason
    else {
        panic!("{:?}", hint.reason)
    };
    assert!(winning_replies >= 1);
    // The refused position is played, valued and answered.
    game.play(EdgeNumber::new(1)).unwrap();
    let now = game.evaluation();
    assert!(matches!(start.outcome, Outcome::Right | Outcome::Second));
    assert_eq!(now.winner, Player::Program);
    let reply = game.reply().unwrap();
    assert!(matches!(reply.reason, Some(Reason::Wins { .. })));
}
