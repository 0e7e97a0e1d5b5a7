//! The marbles page's endpoints: a match against the program under any member of the
//! family (first takes, factor, take-all), the person's take and the program's reply with
//! its reason, undo, a hint and who wins from here; and the Sprague–Grundy grid of the
//! same rules, drawn by the library (`marbles::Grid`).

use axum::Json;
use axum::Router;
use axum::extract::Query;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::{get, post};
use marbles::versus::{Match, Reason, Side};
use marbles::{Grid, Rules};
use serde::{Deserialize, Serialize};

use crate::protocol::{Answer, ApiError, Body};

use super::{heavy, light};

/// The largest heap the page plays under rules other than the contest's (whose answers
/// come from the proved structure for any `u64`): every request restores the match and
/// with it the library's exact table, which at this size takes milliseconds, at the
/// library's own limit (`FamilyTable::MAX_HEAP`, a million) a second.
pub const FAMILY_HEAP_LIMIT: u64 = 100_000;

/// The most take buttons the page shows; past it the page offers a number to type.
pub const MOST_BUTTONS: u64 = 60;

/// The routes under `/api/marbles`.
pub(crate) fn routes() -> Router {
    Router::new()
        .route("/new", light(post(new)))
        .route("/move", light(post(take)))
        .route("/undo", light(post(undo)))
        .route("/hint", light(post(hint)))
        .route("/show", light(post(show)))
        .route("/grid.svg", heavy(get(grid)))
}

/// The family's parameters, as the command line's `--first`, `--factor`,
/// `--no-take-all`.
#[derive(Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
struct Family {
    #[serde(default = "two")]
    first: u64,
    #[serde(default = "three")]
    last: u64,
    #[serde(default = "two")]
    factor: u64,
    #[serde(default = "yes")]
    take_all: bool,
}

fn two() -> u64 {
    2
}
fn three() -> u64 {
    3
}
fn yes() -> bool {
    true
}

impl Family {
    fn rules(self) -> Result<Rules, ApiError> {
        Rules::new(self.first, self.last, self.factor, self.take_all)
            .map_err(|e| ApiError::because("the rules", e))
    }
}

/// A new match: the heap, the rules, who takes first.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct New {
    n: Count,
    #[serde(default = "contest")]
    rules: Family,
    #[serde(default = "person")]
    starts: Side,
}

fn contest() -> Family {
    Family {
        first: 2,
        last: 3,
        factor: 2,
        take_all: true,
    }
}

fn person() -> Side {
    Side::Person
}

/// A match in play (its saved JSON, as text or as the object) and, for `/move`, the take
/// (a number, or its digits as text).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Play {
    game: serde_json::Value,
    #[serde(default)]
    take: Option<Count>,
}

/// A count the page sends: a JSON number, or the digits of one (past 2^53).
#[derive(Deserialize)]
#[serde(untagged)]
enum Count {
    Number(u64),
    Digits(String),
}

impl Count {
    fn get(self) -> Result<u64, ApiError> {
        match self {
            Count::Number(n) => Ok(n),
            Count::Digits(text) => text.trim().parse().map_err(|_| {
                ApiError::bad(format!(
                    "`{text}` is not a number of marbles: a whole number from 0 to {}",
                    u64::MAX
                ))
            }),
        }
    }
}

/// What a saved match says of its size, read before the match is restored (restoring
/// builds the solver for its rules and heap).
#[derive(Deserialize)]
struct Size {
    rules: Rules,
    n: u64,
}

/// Refuses a heap past what the page plays under `rules`.
fn check_size(rules: Rules, n: u64) -> Result<(), ApiError> {
    if !rules.is_contest() && n > FAMILY_HEAP_LIMIT {
        return Err(ApiError::bad(format!(
            "n = {n} is above {FAMILY_HEAP_LIMIT}, the largest heap the page plays under rules \
             other than the contest's (the contest's: any heap)"
        )));
    }
    Ok(())
}

/// The saved match (its JSON text, or the object), checked for its size, then restored
/// (and checked) by the library.
fn restore(game: serde_json::Value) -> Result<Match, ApiError> {
    let game = match game {
        serde_json::Value::String(text) => {
            serde_json::from_str(&text).map_err(|e| ApiError::because("the saved match", e))?
        }
        other => other,
    };
    let size = Size::deserialize(&game).map_err(|e| ApiError::because("the saved match", e))?;
    check_size(size.rules, size.n)?;
    Match::deserialize(game).map_err(|e| ApiError::because("the saved match", e))
}

/// The answer: the match to keep, the heap, the legal takes, the words. Heaps and takes
/// pass 2^53 in a game of a huge heap, past what a JavaScript number holds exactly, so the
/// match goes to the page as its saved JSON text (which the page sends back untouched) and
/// every count as the digits of its number.
#[derive(Serialize)]
struct View {
    /// The saved match, as JSON text.
    game: String,
    remaining: String,
    n: String,
    /// The smallest and largest legal take of the side to move; `null` once over.
    legal: Option<(String, String)>,
    /// Every legal take, when there are at most [`MOST_BUTTONS`]; else empty.
    buttons: Vec<String>,
    to_move: Option<Side>,
    winner: Option<Side>,
    /// The takes so far, alternating from the first side.
    takes: Vec<String>,
    first: Side,
    text: String,
    /// A take to mark: a hint's.
    mark: Option<String>,
    /// The address of the grid picture of these rules, when the grid draws them.
    grid: Option<String>,
    /// The heap drawn by the library (`marbles::heap::svg`), the person's takes marked.
    svg: String,
}

fn view(game: Match, text: String) -> Answer<View> {
    let rules = game.rules();
    let (first, last) = rules.first_takes();
    let grid = (rules.factor() == 2 && rules.take_all()).then(|| {
        format!(
            "/api/marbles/grid.svg?n={}&first={first}&last={last}",
            game.n().min(Grid::LARGEST).max(first.max(2))
        )
    });
    let mut text = text;
    if let Some(winner) = game.winner() {
        text.push_str(match winner {
            Side::Person => " You took the last marble: you won.",
            Side::Program => " The program won.",
        });
    }
    let legal = game.legal_takes();
    let buttons = match legal {
        Some((low, high)) if high - low < MOST_BUTTONS => {
            (low..=high).map(|t| t.to_string()).collect()
        }
        _ => Vec::new(),
    };
    let saved = serde_json::to_string(&game)
        .map_err(|e| ApiError::because("the match cannot be saved", e))?;
    let marked = legal.filter(|_| game.to_move() == Some(Side::Person));
    let svg = marbles::heap::svg(game.position().remaining(), marked);
    Ok(Json(View {
        svg,
        remaining: game.position().remaining().to_string(),
        n: game.n().to_string(),
        legal: legal.map(|(low, high)| (low.to_string(), high.to_string())),
        buttons,
        to_move: game.to_move(),
        winner: game.winner(),
        takes: game.takes().iter().map(ToString::to_string).collect(),
        first: game.first(),
        text: text.trim().to_owned(),
        mark: None,
        grid,
        game: saved,
    }))
}

/// The program's reason in words.
fn why(reason: Reason) -> String {
    match reason {
        Reason::Wins => "it wins against any defence".to_owned(),
        Reason::EveryTakeLoses { winning_replies } => format!(
            "every take loses against perfect play; this one leaves {winning_replies} winning \
             {}",
            if winning_replies == 1 {
                "reply"
            } else {
                "replies"
            }
        ),
        _ => String::new(),
    }
}

/// The program's reply, if it is its turn, in words.
fn reply(game: &mut Match) -> Result<String, ApiError> {
    if game.to_move() != Some(Side::Program) {
        return Ok(String::new());
    }
    let turn = game
        .reply()
        .map_err(|e| ApiError::because("the program's take", e))?;
    Ok(format!(
        " The program took {}{}; {}.",
        turn.take,
        turn.reason
            .map(|r| format!(" ({})", why(r)))
            .unwrap_or_default(),
        turn.position
    ))
}

async fn new(Body(request): Body<New>) -> Answer<View> {
    let rules = request.rules.rules()?;
    let n = request.n.get()?;
    check_size(rules, n)?;
    let mut game =
        Match::new(rules, n, request.starts).map_err(|e| ApiError::because("the match", e))?;
    let mut text = format!("{n} marbles under {rules}.");
    text.push_str(&reply(&mut game)?);
    view(game, text)
}

async fn take(Body(request): Body<Play>) -> Answer<View> {
    let mut game = restore(request.game)?;
    let take = request
        .take
        .ok_or_else(|| ApiError::bad("no take: say how many marbles to take"))?
        .get()?;
    let turn = game
        .play(take)
        .map_err(|e| ApiError::because("that take", e))?;
    let mut text = format!("You took {take}; {}.", turn.position);
    text.push_str(&reply(&mut game)?);
    view(game, text)
}

async fn undo(Body(request): Body<Play>) -> Answer<View> {
    let mut game = restore(request.game)?;
    let undone = game.undo().map_err(|e| ApiError::because("undo", e))?;
    let words: Vec<String> = undone.iter().map(ToString::to_string).collect();
    view(
        game,
        format!("Took back the takes {}.", words.join(" and ")),
    )
}

async fn hint(Body(request): Body<Play>) -> Answer<View> {
    let game = restore(request.game)?;
    let hint = game
        .hint()
        .ok_or_else(|| ApiError::bad("the game is over: no take to hint"))?;
    let standing = game.standing();
    let mut text = format!("Take {} (marked): {}.", hint.take, why(hint.reason));
    if let Some(standing) = standing {
        text.push_str(&format!(
            " With perfect play {} from here ({} winning take{} for the side to move).",
            match standing.winner {
                Side::Person => "you win",
                Side::Program => "the program wins",
            },
            standing.winning_takes,
            if standing.winning_takes == 1 { "" } else { "s" }
        ));
    }
    let mut answer = view(game, text)?;
    answer.0.mark = Some(hint.take.to_string());
    Ok(answer)
}

/// The grid's query: the heap and the first takes (factor 2, take-all on: the grid's
/// game).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GridQuery {
    n: u64,
    #[serde(default = "two")]
    first: u64,
    #[serde(default = "three")]
    last: u64,
}

async fn grid(
    query: Result<Query<GridQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<impl IntoResponse, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::because("the grid's address", e.body_text()))?;
    let rules = Rules::new(query.first, query.last, 2, true)
        .map_err(|e| ApiError::because("the rules", e))?;
    let grid = Grid::new(query.n).map_err(|e| ApiError::because("the grid", e))?;
    let svg = grid
        .svg_with_starts(false, rules)
        .map_err(|e| ApiError::because("the grid", e))?;
    Ok(([(header::CONTENT_TYPE, "image/svg+xml")], svg))
}

async fn show(Body(request): Body<Play>) -> Answer<View> {
    let game = restore(request.game)?;
    let text = match game.to_move() {
        Some(Side::Person) => "Your take.",
        _ => "",
    };
    view(game, text.to_owned())
}
