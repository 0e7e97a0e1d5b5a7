//! A [`Game`] as it is saved (feature `serde`): the picture it started on, who moved
//! first, the person's side and the edges deleted, in order. Restoring replays the moves
//! through [`Game::replay`], so a saved game that was altered into one with an illegal
//! move is refused, and a restored game is the same game as the one saved. Its names are
//! checked as a picture's text checks them, so a save holds no name a new game could not.

use games_common::session::SavedSession;

use crate::colour::Colour;
use crate::picture::{EdgeNumber, Picture, is_vertex_name};

use super::Opponent;
use super::session::Session;
use super::{Game, Player, RestoreError, Side};

/// The most edges a saved game's picture holds: restoring replays every move (each a
/// pass over the picture) and a lost position's hint values one position per move, so
/// within this a restored game is answered well within a second.
pub const SAVE_EDGE_LIMIT: usize = 4096;

/// The most bytes a saved session's text holds ([`Session::restore`]): 1 MiB, room for
/// [`SAVE_EDGE_LIMIT`] edges with long names; longer is refused before it is read.
pub const SAVE_BYTE_LIMIT: usize = 1 << 20;

/// Why a saved session was refused ([`Session::restore`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SaveError {
    /// The text is longer than [`SAVE_BYTE_LIMIT`].
    #[error("the saved game is {bytes} bytes; a saved game holds at most {limit} bytes")]
    TooLong {
        /// The text's length.
        bytes: usize,
        /// [`SAVE_BYTE_LIMIT`].
        limit: usize,
    },
    /// The text is not a saved game (serde's words).
    #[error("not a saved Hackenbush game: {0}")]
    NotASave(String),
    /// A saved game that cannot be restored: past [`SAVE_EDGE_LIMIT`], a move that is not
    /// legal, a name no picture could hold.
    #[error(transparent)]
    Restore(#[from] RestoreError),
}

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
    /// Who plays the other side of a [`Session`]; left out for the program.
    #[serde(default, skip_serializing_if = "Opponent::is_program")]
    opponent: Opponent,
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
            opponent: Opponent::Program,
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

    /// The saved game, its size checked first ([`SAVE_EDGE_LIMIT`]), its moves replayed,
    /// and the position reached (not the start) checked against the solvers' limits.
    fn try_from(saved: Saved) -> Result<Game, RestoreError> {
        if saved.edges.len() > SAVE_EDGE_LIMIT {
            return Err(RestoreError::TooBig {
                edges: saved.edges.len(),
                limit: SAVE_EDGE_LIMIT,
            });
        }
        saved.check_names()?;
        let picture = Picture::from_numbered(saved.ground.as_deref(), saved.edges);
        Game::restored(picture, saved.first, saved.side, &saved.moves)
    }
}

impl SavedSession for Session {
    type RestoreError = SaveError;

    /// The game's saved form (see [`Game`]), with `"opponent":"friend"` for a game
    /// between two people.
    fn save(&self) -> String {
        let mut saved = Saved::from(self.game().clone());
        saved.opponent = self.opponent();
        serde_json::to_string(&saved).expect("a saved game is plain JSON")
    }

    /// The session saved as `text`: refused past [`SAVE_BYTE_LIMIT`] bytes before it is
    /// read, past [`SAVE_EDGE_LIMIT`] edges before a move is replayed.
    ///
    /// ```
    /// use games_common::session::{SavedSession, Session as _};
    /// use hackenbush::play::{Opponent, SaveError, Session, SAVE_BYTE_LIMIT};
    /// use hackenbush::{parse_picture, EdgeNumber, Player};
    /// let p = parse_picture("G a\na b\n", "G").unwrap();
    /// let mut friends = Session::new(p, Player::Person, None, Opponent::Friend).unwrap();
    /// friends.play(EdgeNumber::new(2)).unwrap();
    /// let saved = friends.save();
    /// assert!(saved.ends_with(r#""moves":[2],"opponent":"friend"}"#));
    /// let restored = Session::restore(&saved).unwrap();
    /// assert_eq!(restored.to_move(), Some(Player::Program));
    /// let long = " ".repeat(SAVE_BYTE_LIMIT + 1);
    /// assert!(matches!(Session::restore(&long), Err(SaveError::TooLong { .. })));
    /// ```
    fn restore(text: &str) -> Result<Session, SaveError> {
        if text.len() > SAVE_BYTE_LIMIT {
            return Err(SaveError::TooLong {
                bytes: text.len(),
                limit: SAVE_BYTE_LIMIT,
            });
        }
        let saved: Saved =
            serde_json::from_str(text).map_err(|e| SaveError::NotASave(e.to_string()))?;
        let opponent = saved.opponent;
        Ok(Session::of(Game::try_from(saved)?, opponent))
    }
}
