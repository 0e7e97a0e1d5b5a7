//! A [`Game`] as it is saved (feature `serde`): the picture it started on, who moved
//! first, the person's side and the edges deleted, in order. Restoring replays the moves
//! through [`Game::replay`], so a saved game that was altered into one with an illegal
//! move is refused, and a restored game is the same game as the one saved. Its names are
//! checked as a picture's text checks them, so a save holds no name a new game could not.

use crate::colour::Colour;
use crate::picture::{EdgeNumber, Picture, is_vertex_name};

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

impl Saved {
    /// Every name is one the picture text could hold, as in a new game read from it.
    fn check_names(&self) -> Result<(), RestoreError> {
        let refused = |name: &str, place: String| RestoreError::Name {
            name: name.to_owned(),
            place,
        };
        if let Some(ground) = &self.ground
            && !is_vertex_name(ground)
        {
            return Err(refused(ground, "the ground".to_owned()));
        }
        for (i, edge) in self.edges.iter().enumerate() {
            if let Some((a, b, _)) = edge
                && let Some(bad) = [a, b].into_iter().find(|n| !is_vertex_name(n))
            {
                return Err(refused(bad, format!("edge {}", i + 1)));
            }
        }
        Ok(())
    }
}

impl TryFrom<Saved> for Game {
    type Error = RestoreError;

    fn try_from(saved: Saved) -> Result<Game, RestoreError> {
        saved.check_names()?;
        let picture = Picture::from_numbered(saved.ground.as_deref(), saved.edges);
        Game::replay(picture, saved.first, saved.side, &saved.moves)
    }
}
