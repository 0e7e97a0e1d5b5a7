//! The marbles page's endpoints: a match against the program or between two people at
//! one screen, under any member of the family (first takes, factor, take-all): a take and
//! the program's reply, undo, a hint and who wins from here, each in the library's words
//! (`marbles::session`), which also restores a saved match within its own limits; and the
//! Sprague–Grundy grid of the same rules, drawn by the library (`marbles::Grid`).

use axum::Json;
use axum::Router;
use axum::extract::Query;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::{get, post};
use marbles::session::{Match, SavedSession, Session, TakenBack, check_saved_heap};
use marbles::{Grid, Rules, Seat};
use serde::{Deserialize, Serialize};

use crate::protocol::{Answer, ApiError, Body, Fields};

use super::{heavy, light};

/// The most take buttons the page shows; past it the page offers a number to type.
pub const MOST_BUTTONS: u64 = 60;

/// The routes under `/api/marbles`.
pub(crate) fn routes() -> Router {
    let moves = [post(new), post(take), post(undo), post(hint), post(show)];
    super::session(moves.map(light)).route("/grid.svg", heavy(get(grid)))
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
    starts: Who,
    #[serde(default)]
    opponent: Opponent,
}

/// Who plays a side, as the page names it.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Who {
    Person,
    Program,
}

/// Who the person plays against: the program, or a friend at the same screen.
#[derive(Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Opponent {
    #[default]
    Program,
    Friend,
}

fn contest() -> Family {
    Family {
        first: 2,
        last: 3,
        factor: 2,
        take_all: true,
    }
}

fn person() -> Who {
    Who::Person
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

/// The saved match (its JSON text, or the object), restored (and checked, its size
/// too) by the library.
fn restore(game: serde_json::Value) -> Result<Match, ApiError> {
    let text = match game {
        serde_json::Value::String(text) => text,
        other => other.to_string(),
    };
    Match::restore(&text).map_err(|e| ApiError::because("the saved match", e))
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
    /// Who is to move: `person` or `program` (`person` for either side between two
    /// people); `null` once over.
    to_move: Option<Who>,
    /// Who won, once over.
    winner: Option<Who>,
    /// The takes so far, alternating from the first side.
    takes: Vec<String>,
    /// Who took first.
    first: Who,
    opponent: Opponent,
    /// The player to move, 1 or 2; `null` once over.
    player: Option<u8>,
    text: String,
    /// A take to mark: a hint's.
    mark: Option<String>,
    /// The address of the grid picture of these rules, when the grid draws them.
    grid: Option<String>,
    /// The heap drawn by the library (`marbles::heap::svg`), the person's takes marked.
    svg: String,
    /// Once the game is over, who won and how, in the library's words; `null` before.
    ending: Option<String>,
    /// While the game is on, who wins from here with perfect play, in the library's
    /// words, for the page's "Value and winner"; `null` once over.
    value: Option<String>,
}

fn view(game: Match, words: Vec<String>) -> Answer<View> {
    let rules = game.rules();
    let (first, last) = rules.first_takes();
    let grid = (rules.factor() == 2 && rules.take_all()).then(|| {
        format!(
            "/api/marbles/grid.svg?n={}&first={first}&last={last}",
            game.n().min(Grid::LARGEST).max(first.max(2))
        )
    });
    let standing = game.standing();
    let mut words = words;
    let (ending, value) = match standing.to_move {
        None => (Some(standing.to_string()), None),
        Some(_) => (None, Some(standing.to_string())),
    };
    if let Some(ending) = &ending {
        words.push(ending.clone());
    }
    let moves = game.legal_moves();
    let legal = (!moves.is_empty()).then(|| (*moves.start(), *moves.end()));
    let buttons = match legal {
        Some((low, high)) if high - low < MOST_BUTTONS => {
            (low..=high).map(|t| t.to_string()).collect()
        }
        _ => Vec::new(),
    };
    let who = |seat: Seat| {
        if game.program() == Some(seat) {
            Who::Program
        } else {
            Who::Person
        }
    };
    let marked = legal.filter(|_| game.to_move().is_some_and(|seat| who(seat) == Who::Person));
    let svg = marbles::heap::svg(game.position().remaining(), marked);
    Ok(Json(View {
        ending,
        value,
        svg,
        remaining: game.position().remaining().to_string(),
        n: game.n().to_string(),
        legal: legal.map(|(low, high)| (low.to_string(), high.to_string())),
        buttons,
        to_move: game.to_move().map(who),
        winner: standing.to_move.is_none().then(|| who(standing.winner)),
        takes: game.takes().iter().map(ToString::to_string).collect(),
        first: who(Seat::First),
        opponent: if game.program().is_some() {
            Opponent::Program
        } else {
            Opponent::Friend
        },
        player: game.to_move().map(Seat::number),
        text: words.join(" "),
        mark: None,
        grid,
        game: game.save(),
    }))
}

/// The program's reply, when it is its turn, in the library's words.
fn reply(game: &mut Match) -> Result<Option<String>, ApiError> {
    let turn = game
        .reply()
        .map_err(|e| ApiError::because("the program's take", e))?;
    Ok(turn.map(|turn| turn.to_string()))
}

async fn new(Body(request): Body<New>) -> Answer<View> {
    let rules = request.rules.rules()?;
    let n = request.n.get()?;
    check_saved_heap(rules, n).map_err(|e| ApiError::because("the match", e))?;
    let game = match (request.opponent, request.starts) {
        (Opponent::Friend, _) => Match::between_people(rules, n),
        (Opponent::Program, Who::Person) => Match::new(rules, n, Seat::First),
        (Opponent::Program, Who::Program) => Match::new(rules, n, Seat::Second),
    };
    let mut game = game.map_err(|e| ApiError::because("the match", e))?;
    let mut words = vec![rules_told(rules, n)];
    words.extend(reply(&mut game)?);
    view(game, words)
}

/// A new game's rules in a player's words: "25 marbles. The first take is 2 or 3; after a
/// take of k, the next takes more than k and at most 2 × k; with at most k left, the next
/// may take them all."
fn rules_told(rules: Rules, n: u64) -> String {
    let (first, last) = rules.first_takes();
    let first_take = match last - first {
        0 => format!("{first}"),
        1 => format!("{first} or {last}"),
        _ => format!("{first} to {last}"),
    };
    let rest = if rules.take_all() {
        "with at most k left, the next may take them all"
    } else {
        "with at most k left, the next cannot move and loses"
    };
    format!(
        "{n} marbles. The first take is {first_take}; after a take of k, the next takes \
         more than k and at most {} × k; {rest}.",
        rules.factor()
    )
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
    let mut words = vec![turn.to_string()];
    words.extend(reply(&mut game)?);
    view(game, words)
}

async fn undo(Body(request): Body<Play>) -> Answer<View> {
    let mut game = restore(request.game)?;
    let undone = game.undo().map_err(|e| ApiError::because("undo", e))?;
    view(game, vec![TakenBack(&undone).to_string()])
}

async fn hint(Body(request): Body<Play>) -> Answer<View> {
    let game = restore(request.game)?;
    let hint = game
        .hint()
        .ok_or_else(|| ApiError::bad("the game is over: no take to hint"))?;
    let mut answer = view(game, vec![format!("Hint (marked): {hint}.")])?;
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
    view(game, Vec::new())
}

impl Fields for New {
    fn takes(field: &str) -> Option<String> {
        match field {
            "n" => Some("the number of marbles is a whole number from 2".to_owned()),
            "rules.first" | "rules.last" => {
                Some("a first take is a whole number of marbles from 1".to_owned())
            }
            "rules.factor" => Some("the factor is a whole number from 1".to_owned()),
            _ => None,
        }
    }
}

impl Fields for Play {
    fn takes(field: &str) -> Option<String> {
        (field == "take").then(|| "a take is a whole number of marbles from 1".to_owned())
    }
}
