//! A [`Game`] as it is saved (feature `serde`): the picture it started on, who moved
//! first, the person's side and the edges deleted, in order. Restoring replays the moves
//! through [`Game::replay`], so a saved game that was altered into one with an illegal
//! move is refused, and a restored game is the same game as the one saved.

use crate::colour::Colour;
use crate::picture::{EdgeNumber, Picture};

use super::{Game, Player, RestoreError, Side};

/// The saved form of a [`Game`].
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Saved {
    /// The name of the ground vertex of the starting picture; `null` when no edge
    /// touches it.
    ground: Option<String>,
    /// The edges of the starting picture by number: at `i`, edge `i + 1` as the names of
    /// its ends and its colour; `null` for a number the picture no longer held.
    edges: Vec<Option<(String, String, Colour)>>,
    /// Who moved first.
    first: Player,
    /// The person's side in a coloured game.
    side: Option<Side>,
    /// The edges deleted, in order, the players alternating from `first`.
    moves: Vec<EdgeNumber>,
}

impl From<Game> for Saved {
    fn from(game: Game) -> Saved {
        let start = game.start();
        Saved {
            ground: start.ground_name().map(str::to_owned),
            edges: start
                .numbered()
                .into_iter()
                .map(|edge| edge.map(|(a, b, colour)| (a.to_owned(), b.to_owned(), colour)))
                .collect(),
            first: game.first(),
            side: game.side,
            moves: game.record.moves.iter().map(|m| m.edge).collect(),
        }
    }
}

impl TryFrom<Saved> for Game {
    type Error = RestoreError;

    fn try_from(saved: Saved) -> Result<Game, RestoreError> {
        let picture = Picture::from_numbered(saved.ground.as_deref(), saved.edges);
        Game::replay(picture, saved.first, saved.side, &saved.moves)
    }
}
