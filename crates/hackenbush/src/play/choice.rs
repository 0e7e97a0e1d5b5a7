//! How the program chooses a move for a side, the one rule behind [`super::Game::reply`]
//! and [`super::Game::hint`]: a winning move when there is one, else the move that leaves
//! the opponent the fewest winning replies.

use crate::answer::{Answer, Value};
use crate::picture::{EdgeNumber, Picture};
use crate::solve::solve;

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
    let (winning_replies, _, edge) = moves(picture, side)
        .into_iter()
        .map(|edge| {
            let after = picture.after_move(edge).expect("a standing edge");
            let replies = winning(&solved(&after), side.map(Side::other)).len();
            (replies, in_play - after.moves().len(), edge)
        })
        .min()?;
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

/// The answer for a position of a game, which the game's start was checked to be within
/// the solvers' limits.
pub(super) fn solved(picture: &Picture) -> Answer {
    solve(picture).expect("positions only shrink: within the limits checked at the start")
}
