//! The Hackenbush page's endpoints: a game started on a shipped or pasted picture, the
//! person's cut (and the program's reply, or a friend's turn), undo, a hint, the value and
//! who wins, each through the library's session (`hackenbush::play::Session`); each answer
//! carries the saved session, the board drawn by the library with every edge numbered for
//! the page (`hackenbush::dot::to_svg_board_with_ids`), and the library's words.

use axum::Json;
use axum::Router;
use axum::routing::{get, post};
use games_common::session::{SavedSession, Session as _};
use hackenbush::dot::{SVG_EDGE_LIMIT, to_svg_board_with_ids};
use hackenbush::green::analyze;
use hackenbush::picture::NAMED;
use hackenbush::play::{Opponent, Session};
use hackenbush::{Colour, EdgeNumber, Player, Side, parse_picture};
use serde::{Deserialize, Serialize};

use crate::protocol::{Answer, ApiError, Body, Fields};

use super::{heavy, light};

/// The routes under `/api/hackenbush`.
pub(crate) fn routes() -> Router {
    let moves = [post(new), post(cut), post(undo), post(hint), post(show)];
    super::session(moves.map(heavy))
        .route("/pictures", light(get(pictures)))
        .route("/value", heavy(post(value)))
}

/// A shipped picture: its name and text.
#[derive(Serialize)]
struct Shipped {
    name: &'static str,
    text: &'static str,
}

/// The shipped pictures (`hackenbush::picture::named::NAMED`), for the page's list.
async fn pictures() -> Json<Vec<Shipped>> {
    Json(
        NAMED
            .iter()
            .map(|&(name, text)| Shipped { name, text })
            .collect(),
    )
}

/// A new game: the picture's text (in the crate's format, ground `G`), who moves first,
/// the person's side in a coloured picture, and the opponent.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct New {
    picture: String,
    #[serde(default = "person")]
    first: Player,
    #[serde(default)]
    side: Option<Side>,
    #[serde(default)]
    opponent: Opponent,
}

fn person() -> Player {
    Player::Person
}

/// A game in play, as the page holds it (the library's saved session), and what to do
/// to it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Play {
    /// The saved session, restored by the library with its own limits.
    game: serde_json::Value,
    /// Who plays the other side: the saved session says so itself; the page sends it too.
    #[serde(default)]
    #[allow(dead_code)]
    opponent: Option<Opponent>,
    /// The edge cut, for `/move`.
    #[serde(default)]
    edge: Option<EdgeNumber>,
}

impl Play {
    /// The session the page holds, restored by the library.
    fn session(&self) -> Result<Session, ApiError> {
        Session::restore(&self.game.to_string()).map_err(|e| ApiError::because("the saved game", e))
    }
}

/// The answer to every request: the game to keep, the board, the words, and what the
/// page needs to know to offer moves.
#[derive(Serialize)]
struct View {
    /// The saved session, for the page to send back.
    game: serde_json::Value,
    opponent: Opponent,
    svg: String,
    text: String,
    /// The edges the player to move may cut.
    legal: Vec<EdgeNumber>,
    /// The player to move (`"you"` or `"program"`, in a friend's game the first and second
    /// player), `null` once over.
    to_move: Option<Player>,
    winner: Option<Player>,
    /// The person's side in a coloured picture.
    side: Option<Side>,
    /// An edge to mark: a hint's.
    mark: Option<EdgeNumber>,
    /// The standing edges: number, ends and colour.
    standing: Vec<Standing>,
    /// Once the game is over, who won and how, in the library's words; `null` before.
    ending: Option<String>,
}

/// A standing edge, as the page lists it beside the drawing.
#[derive(Serialize)]
struct Standing {
    number: EdgeNumber,
    ends: (String, String),
    colour: Colour,
}

/// The view of `session` with the library's words `said`, then whose turn it is (or who
/// won) when `turn`.
fn view(session: &Session, said: &[String], turn: bool) -> Answer<View> {
    let game = session.game();
    let svg = to_svg_board_with_ids(&analyze(game.picture()))
        .map_err(|e| ApiError::because("the picture cannot be drawn", e))?;
    let mut words: Vec<String> = said.iter().filter(|s| !s.is_empty()).cloned().collect();
    if turn {
        words.push(session.turn().to_string());
    }
    let standing = game
        .standing()
        .into_iter()
        .map(|e| Standing {
            number: e.number,
            ends: (e.ends.0.to_owned(), e.ends.1.to_owned()),
            colour: e.colour,
        })
        .collect();
    let saved = serde_json::from_str(&session.save())
        .map_err(|e| ApiError::because("the saved game", e))?;
    let ending = session
        .to_move()
        .is_none()
        .then(|| session.turn().to_string());
    Ok(Json(View {
        ending,
        standing,
        legal: session.legal_moves(),
        to_move: session.to_move(),
        winner: game.winner(),
        side: game.side(),
        game: saved,
        opponent: session.opponent(),
        svg,
        text: words.join(" "),
        mark: None,
    }))
}

/// The most bytes a picture's text may have: 512 KiB, half a request's body (a picture of
/// the most edges the page draws is a few kilobytes); the page checks a file against it
/// before it sends it.
pub const PICTURE_BYTES: usize = crate::BODY_LIMIT / 2;

async fn new(Body(request): Body<New>) -> Answer<View> {
    if request.picture.len() > PICTURE_BYTES {
        return Err(ApiError::bad(format!(
            "the picture is {} bytes; the page takes pictures of at most {PICTURE_BYTES} \
             bytes (512 KiB)",
            request.picture.len()
        )));
    }
    let picture =
        parse_picture(&request.picture, "G").map_err(|e| ApiError::because("the picture", e))?;
    picture
        .check_grounded("G")
        .map_err(|e| ApiError::because("the picture", e))?;
    if picture.edge_count() > SVG_EDGE_LIMIT {
        return Err(ApiError::bad(format!(
            "the picture has {} edges; the page plays pictures of at most {SVG_EDGE_LIMIT} \
             edges, the most a drawing holds",
            picture.edge_count()
        )));
    }
    // The page's default side in a coloured picture is Left.
    let side = picture
        .is_coloured()
        .then(|| request.side.unwrap_or(Side::Left));
    let mut session = Session::new(picture, request.first, side, request.opponent)
        .map_err(|e| ApiError::because("the game cannot start", e))?;
    let rules = session.rules().to_string();
    let said = with_reply(&mut session, rules)?;
    view(&session, &said, true)
}

/// `first`, then the program's move after it when it is the program's turn, each in the
/// library's words.
fn with_reply(session: &mut Session, first: String) -> Result<Vec<String>, ApiError> {
    let mut said = vec![first];
    if let Some(reply) = session
        .reply()
        .map_err(|e| ApiError::because("the program's move", e))?
    {
        said.push(reply.to_string());
    }
    Ok(said)
}

async fn cut(Body(request): Body<Play>) -> Answer<View> {
    let mut session = request.session()?;
    let edge = request
        .edge
        .ok_or_else(|| ApiError::bad("no edge: say which edge to cut"))?;
    let turn = session
        .play(edge)
        .map_err(|e| ApiError::because(&format!("edge {edge}"), e))?;
    let said = with_reply(&mut session, turn.to_string())?;
    view(&session, &said, true)
}

async fn undo(Body(request): Body<Play>) -> Answer<View> {
    let mut session = request.session()?;
    let taken = session
        .take_back()
        .map_err(|e| ApiError::because("undo", e))?;
    view(&session, &[taken.to_string()], true)
}

async fn hint(Body(request): Body<Play>) -> Answer<View> {
    let session = request.session()?;
    let Some(advice) = session.hint() else {
        return Err(ApiError::bad("the game is over: no move to hint"));
    };
    let mut answer = view(&session, &[advice.to_string()], false)?;
    answer.0.mark = Some(advice.hint.edge);
    Ok(answer)
}

async fn value(Body(request): Body<Play>) -> Answer<View> {
    let session = request.session()?;
    view(&session, &[session.standing().to_string()], false)
}

async fn show(Body(request): Body<Play>) -> Answer<View> {
    let session = request.session()?;
    view(&session, &[], true)
}

impl Fields for New {}

impl Fields for Play {
    fn takes(field: &str) -> Option<String> {
        (field == "edge").then(|| "an edge is named by its number, from 1".to_owned())
    }
}
