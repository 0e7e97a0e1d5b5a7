//! How the program chooses a move for a side, the one rule behind [`super::Game::reply`]
//! and [`super::Game::hint`]: a winning move when there is one, else the move that leaves
//! the opponent the fewest winning replies.
//!
//! The positions of a game are valued without the canonical-form search's limit on
//! comparisons ([`crate::canonical::COMPARISON_LIMIT`]): that limit is not monotone, a
//! position after a cut may need more comparisons than the picture before it (a cut
//! that splits a part in two makes a sum whose canonical form is bigger), so a game
//! whose start was within it could reach a position refused by it. The limits on edges
//! and positions only shrink with the position, and [`super::Game::new`] checks them at
//! the start. Counting the winning replies of every move of a lost position, which
//! values one position per move, shares one engine and one budget of comparisons
//! ([`COUNT_LIMIT`]).

use crate::answer::{Answer, Value};
use crate::canonical::{self, Engine};
use crate::colour::ColourClass;
use crate::green;
use crate::picture::{EdgeNumber, Picture};
use crate::solve::SolveError;

use super::{Reason, Side};

/// The standing edges of `picture` that the player of `side` may cut, ascending (every
/// standing edge when `side` is `None`: Green Hackenbush).
pub(super) fn moves(picture: &Picture, side: Option<Side>) -> Vec<EdgeNumber> {
    match side {
        None => picture.moves(),
        Some(side) => picture
            .standing()
            .iter()
            .filter(|e| side.may_cut(e.colour))
            .map(|e| e.number)
            .collect(),
    }
}

/// The move for the player of `side` (`None`: a green game) on `picture`, whose solver's
/// answer is `answer`, and why; `None` when that player has no move. The lowest-numbered
/// winning move if there is one; otherwise the move whose position leaves the opponent
/// the fewest winning replies, then removes the fewest edges in play (the edge and what
/// falls with it), then has the lowest number.
pub(super) fn choose(
    picture: &Picture,
    side: Option<Side>,
    answer: Answer,
) -> Option<(EdgeNumber, Reason)> {
    if let Some(&edge) = winning(&answer, side).first() {
        let reason = match (side, answer.value) {
            (None, Value::Nimber(value)) => Reason::LeavesZero { value },
            (_, value) => Reason::Wins { value },
        };
        return Some((edge, reason));
    }
    let in_play = picture.moves().len();
    let moves = moves(picture, side);
    // Each engine gets at most a quarter of the budget, so that one costly move does not
    // spend it all.
    let share = |spent: u64| COUNT_LIMIT.saturating_sub(spent).min(COUNT_LIMIT / 4);
    let mut engine = Engine::with_comparison_limit(share(0));
    // Comparisons spent in engines given up (a move whose position passed the budget
    // leaves its engine meaningless; the next moves get a new one with what is left).
    let mut spent = 0;
    let mut counted = Vec::new();
    for &edge in &moves {
        if spent >= COUNT_LIMIT {
            break;
        }
        let Some(after) = picture.after_move(edge) else {
            continue;
        };
        match valued_in(&after, &mut engine) {
            Ok(answer) => {
                let replies = winning(&answer, side.map(Side::other)).len();
                counted.push((replies, in_play - after.moves().len(), edge));
            }
            // This move is left out of the choice.
            Err(_) => {
                spent += engine.comparisons();
                engine = Engine::with_comparison_limit(share(spent));
            }
        }
    }
    // No move counted within the budget: the first, whatever it costs (a position of the
    // game, valued as every position of it is).
    if counted.is_empty() {
        let edge = *moves.first()?;
        let after = picture.after_move(edge)?;
        let replies = winning(&solved(&after), side.map(Side::other)).len();
        counted.push((replies, in_play - after.moves().len(), edge));
    }
    let (winning_replies, _, edge) = counted.into_iter().min()?;
    let reason = match side {
        None => Reason::NoWinningMove { winning_replies },
        Some(_) => Reason::NothingWins {
            value: answer.value,
            winning_replies,
        },
    };
    Some((edge, reason))
}

/// The winning moves of the player of `side` (`None`: either player of a green game).
fn winning(answer: &Answer, side: Option<Side>) -> &[EdgeNumber] {
    match side {
        Some(Side::Right) => &answer.winning_moves.right,
        _ => &answer.winning_moves.left,
    }
}

/// The comparisons that counting the winning replies of a lost position's moves may take
/// in all, shared by engines of at most a quarter of them each (one engine for as many
/// moves as it can value): a move whose position needs more than its engine has left is
/// left out of the choice,
/// and once they are spent, so are the moves not yet counted (the higher-numbered ones);
/// when no move was counted, the lowest-numbered is, whatever it costs. As many as the
/// valuing of one red-blue-green picture may take, so that a hint is given within
/// seconds.
pub const COUNT_LIMIT: u64 = canonical::COMPARISON_LIMIT;

/// The answer for `picture` by the solver of its colour class, a red-blue-green one with
/// the comparisons of `engine`'s budget.
fn valued_in(picture: &Picture, engine: &mut Engine) -> Result<Answer, SolveError> {
    match picture.colour_class() {
        ColourClass::RedBlueGreen => Ok(canonical::solve_in(picture, engine)?),
        _ => valued(picture),
    }
}

/// The answer for `picture` by the solver of its colour class, a red-blue-green one with
/// no limit on comparisons.
pub(super) fn valued(picture: &Picture) -> Result<Answer, SolveError> {
    match picture.colour_class() {
        ColourClass::Green => Ok(Answer::from(green::solve(picture))),
        ColourClass::BlueRed => crate::solve::solve(picture),
        ColourClass::RedBlueGreen => Ok(canonical::solve_in(picture, &mut Engine::new())?),
    }
}

/// The answer for a position of a game, whose start was checked to be within the
/// solvers' limits on edges and positions: limits that a position, which only loses
/// edges, stays within (see the module's docs).
pub(super) fn solved(picture: &Picture) -> Answer {
    valued(picture).expect("positions only shrink: within the limits checked at the start")
}
