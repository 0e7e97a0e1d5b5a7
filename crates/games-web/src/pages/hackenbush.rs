//! The Hackenbush page's endpoints: a game started on a shipped or pasted picture, the
//! person's cut (and the program's reply, or a friend's turn), undo, a hint, the value and
//! who wins; each answer carries the saved game, the board drawn by the library with every
//! edge numbered for the page (`hackenbush::dot::to_svg_board_with_ids`), and the words.

use axum::Json;
use axum::Router;
use axum::routing::{get, post};
use hackenbush::dot::{SVG_EDGE_LIMIT, to_svg_board_with_ids};
use hackenbush::green::analyze;
use hackenbush::picture::NAMED;
use hackenbush::play::{Reason, Turn};
use hackenbush::{Colour, EdgeNumber, Game, Player, Side, parse_picture};
use serde::{Deserialize, Serialize};

use crate::protocol::{Answer, ApiError, Body};

use super::{heavy, light};

/// The routes under `/api/hackenbush`.
pub(crate) fn routes() -> Router {
    Router::new()
        .route("/pictures", light(get(pictures)))
        .route("/new", heavy(post(new)))
        .route("/move", heavy(post(cut)))
        .route("/undo", heavy(post(undo)))
        .route("/hint", heavy(post(hint)))
        .route("/value", heavy(post(value)))
        .route("/show", heavy(post(show)))
}

/// Who plays the other side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
enum Opponent {
    /// The program, which replies at once.
    #[default]
    Program,
    /// A friend at the same screen, whose cuts the page sends as the person's.
    Friend,
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

/// A game in play, as the page holds it, and what to do to it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Play {
    game: Checked,
    #[serde(default)]
    opponent: Opponent,
    /// The edge cut, for `/move`.
    #[serde(default)]
    edge: Option<EdgeNumber>,
}

/// A saved game, its size checked before the library restores it (restoring replays
/// every cut on the picture): at most [`SVG_EDGE_LIMIT`] edges, the most the page draws.
struct Checked(Game);

impl<'de> Deserialize<'de> for Checked {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Checked, D::Error> {
        use serde::de::Error as _;
        let value = serde_json::Value::deserialize(deserializer)?;
        let edges = value
            .get("edges")
            .and_then(serde_json::Value::as_array)
            .map_or(0, Vec::len);
        if edges > SVG_EDGE_LIMIT {
            return Err(D::Error::custom(format!(
                "the saved game's picture has {edges} edges; the page plays pictures of at \
                 most {SVG_EDGE_LIMIT} edges, the most a drawing holds"
            )));
        }
        Game::deserialize(value)
            .map(Checked)
            .map_err(D::Error::custom)
    }
}

/// The answer to every request: the game to keep, the board, the words, and what the
/// page needs to know to offer moves.
#[derive(Serialize)]
struct View {
    game: Game,
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
}

/// A standing edge, as the page lists it beside the drawing.
#[derive(Serialize)]
struct Standing {
    number: EdgeNumber,
    ends: (String, String),
    colour: Colour,
}

fn view(game: Game, opponent: Opponent, text: String) -> Answer<View> {
    let svg = to_svg_board_with_ids(&analyze(game.picture()))
        .map_err(|e| ApiError::because("the picture cannot be drawn", e))?;
    let mut text = text;
    if let Some(winner) = game.winner() {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&format!("{} won.", name(winner, opponent, true)));
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
    Ok(Json(View {
        standing,
        legal: game.legal_moves(),
        to_move: game.to_move(),
        winner: game.winner(),
        side: game.side(),
        game,
        opponent,
        svg,
        text,
        mark: None,
    }))
}

/// How the page names a player: "you" and "the program", or "player 1" and "player 2"
/// in a friend's game.
fn name(player: Player, opponent: Opponent, capital: bool) -> String {
    let word = match (opponent, player) {
        (Opponent::Program, Player::Person) => "you",
        (Opponent::Program, _) => "the program",
        (Opponent::Friend, Player::Person) => "player 1",
        (Opponent::Friend, _) => "player 2",
    };
    if capital {
        let mut chars = word.chars();
        chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default()
    } else {
        word.to_owned()
    }
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
    if picture.edge_count() > SVG_EDGE_LIMIT {
        return Err(ApiError::bad(format!(
            "the picture has {} edges; the page plays pictures of at most {SVG_EDGE_LIMIT} \
             edges, the most a drawing holds",
            picture.edge_count()
        )));
    }
    let side = if picture.is_coloured() {
        Some(request.side.unwrap_or(Side::Left))
    } else {
        None
    };
    let mut game = Game::new(picture, request.first, side)
        .map_err(|e| ApiError::because("the game cannot start", e))?;
    let mut text = match side {
        Some(Side::Left) => "A coloured picture: you are Left, you cut blue and green edges. ",
        Some(Side::Right) => "A coloured picture: you are Right, you cut red and green edges. ",
        None => "Green Hackenbush: either player cuts any edge. ",
    }
    .to_owned();
    if request.opponent == Opponent::Friend {
        text = text
            .replace("you are", "player 1 is")
            .replace("you cut", "player 1 cuts");
    }
    if request.opponent == Opponent::Program && game.to_move() == Some(Player::Program) {
        let turn = game
            .reply()
            .map_err(|e| ApiError::because("the program's move", e))?;
        text.push_str(&told(&turn, request.opponent));
    } else if let Some(player) = game.to_move() {
        text.push_str(&format!(
            "{} to move.",
            name(player, request.opponent, true)
        ));
    }
    view(game, request.opponent, text)
}

async fn cut(Body(request): Body<Play>) -> Answer<View> {
    let Play {
        game: Checked(mut game),
        opponent,
        edge,
    } = request;
    let edge = edge.ok_or_else(|| ApiError::bad("no edge: say which edge to cut"))?;
    let mut text = String::new();
    match opponent {
        Opponent::Program => {
            let turn = game
                .play(edge)
                .map_err(|e| ApiError::because(&format!("edge {edge}"), e))?;
            text.push_str(&told(&turn, opponent));
            if game.to_move() == Some(Player::Program) {
                let reply = game
                    .reply()
                    .map_err(|e| ApiError::because("the program's move", e))?;
                text.push(' ');
                text.push_str(&told(&reply, opponent));
            }
        }
        Opponent::Friend => {
            // Either player's cut: the game replayed with it, as the library restores
            // a saved game, so its rules check the cut for the player to move.
            let mover = game.to_move();
            let mut moves: Vec<EdgeNumber> = game.record().moves.iter().map(|m| m.edge).collect();
            moves.push(edge);
            let before = game.picture().moves();
            game = Game::replay(game.start().clone(), game.first(), game.side(), &moves).map_err(
                |e| match e {
                    hackenbush::play::RestoreError::Move { error, .. } => {
                        ApiError::because(&format!("edge {edge}"), error)
                    }
                    other => ApiError::because("the game", other),
                },
            )?;
            let after = game.picture().moves();
            let fallen: Vec<String> = before
                .iter()
                .filter(|&&m| m != edge && after.binary_search(&m).is_err())
                .map(ToString::to_string)
                .collect();
            let who = mover.map_or_else(String::new, |p| name(p, opponent, true));
            text.push_str(&format!("{who} cut edge {edge}"));
            if !fallen.is_empty() {
                text.push_str(&format!("; {} fell", edges_words(&fallen)));
            }
            text.push('.');
            if let Some(next) = game.to_move() {
                text.push_str(&format!(" {} to move.", name(next, opponent, true)));
            }
        }
    }
    view(game, opponent, text)
}

/// "edge 3" or "edges 2, 3 and 4".
fn edges_words(edges: &[String]) -> String {
    match edges {
        [one] => format!("edge {one}"),
        [rest @ .., last] => format!("edges {} and {last}", rest.join(", ")),
        [] => String::new(),
    }
}

/// A turn in words: who cut which edge, what fell, and for the program's moves, why.
fn told(turn: &Turn, opponent: Opponent) -> String {
    let mut text = format!(
        "{} cut edge {} ({}–{})",
        name(turn.by, opponent, true),
        turn.edge,
        turn.ends.0,
        turn.ends.1
    );
    if !turn.fallen.is_empty() {
        let fallen: Vec<String> = turn.fallen.iter().map(ToString::to_string).collect();
        text.push_str(&format!("; {} fell", edges_words(&fallen)));
    }
    if let Some(reason) = &turn.reason {
        text.push_str(": ");
        text.push_str(&why(reason, turn.by, opponent));
    }
    text.push('.');
    text
}

/// Why a move is chosen, in the words of the command line's game (`hackenbush play`).
fn why(reason: &Reason, mover: Player, opponent: Opponent) -> String {
    let me = name(mover, opponent, false);
    let them = name(mover.other(), opponent, false);
    let mine = if me == "you" {
        "yours".to_owned()
    } else {
        format!("{me}'s")
    };
    let replies = |n: usize| {
        if n == 1 {
            "1 winning reply".to_owned()
        } else {
            format!("{n} winning replies")
        }
    };
    match reason {
        Reason::LeavesZero { value } => format!(
            "the picture is worth {value} and this move leaves 0, a lost position for the \
             player to move: {them}"
        ),
        Reason::NoWinningMove { winning_replies } => format!(
            "the picture is worth 0, so no move wins; this move leaves {them} {}, the fewest \
             any move leaves",
            replies(*winning_replies)
        ),
        Reason::Wins { value } => {
            format!("the picture is worth {value} and this move wins for {me}")
        }
        Reason::NothingWins {
            value,
            winning_replies,
        } => format!(
            "the picture is worth {value} and no move of {mine} wins; this move leaves {them} \
             {}, the fewest any move leaves",
            replies(*winning_replies)
        ),
        _ => String::new(),
    }
}

async fn undo(Body(request): Body<Play>) -> Answer<View> {
    let Play {
        game: Checked(mut game),
        opponent,
        ..
    } = request;
    let text = match opponent {
        Opponent::Program => {
            let undone = game
                .undo_round()
                .map_err(|e| ApiError::because("undo", e))?;
            let edges: Vec<String> = undone.iter().rev().map(|m| m.edge.to_string()).collect();
            format!("Took back the cut of {}.", edges_words(&edges))
        }
        Opponent::Friend => {
            let undone = game.undo().map_err(|e| ApiError::because("undo", e))?;
            format!(
                "Took back {}'s cut of edge {}.",
                name(undone.by, opponent, false),
                undone.edge
            )
        }
    };
    view(game, opponent, text)
}

async fn hint(Body(request): Body<Play>) -> Answer<View> {
    let Play {
        game: Checked(game),
        opponent,
        ..
    } = request;
    let Some(hint) = game.hint() else {
        return Err(ApiError::bad("the game is over: no move to hint"));
    };
    let mover = game.to_move().unwrap_or(Player::Person);
    let text = match hint.reason {
        Reason::NoWinningMove { .. } | Reason::NothingWins { .. } => format!(
            "Every move loses against best play. Cut edge {} to make it hardest: {}.",
            hint.edge,
            why(&hint.reason, mover, opponent)
        ),
        _ => format!(
            "Cut edge {} (marked): {}.",
            hint.edge,
            why(&hint.reason, mover, opponent)
        ),
    };
    let mark = hint.edge;
    let mut answer = view(game, opponent, text)?;
    answer.0.mark = Some(mark);
    Ok(answer)
}

async fn value(Body(request): Body<Play>) -> Answer<View> {
    let Play {
        game: Checked(game),
        opponent,
        ..
    } = request;
    if game.winner().is_some() {
        return view(game, opponent, "The game is over.".to_owned());
    }
    let now = game.evaluation();
    let text = format!(
        "The position is worth {}; with best play {} win{}.",
        now.value,
        name(now.winner, opponent, false),
        if name(now.winner, opponent, false) == "you" {
            ""
        } else {
            "s"
        }
    );
    view(game, opponent, text)
}

async fn show(Body(request): Body<Play>) -> Answer<View> {
    let Play {
        game: Checked(game),
        opponent,
        ..
    } = request;
    let text = game
        .to_move()
        .map(|p| format!("{} to move.", name(p, opponent, true)))
        .unwrap_or_default();
    view(game, opponent, text)
}
