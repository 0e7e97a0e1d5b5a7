//! The strike-out page's endpoints: a game from the article's start or a random field, a
//! move of two cells (an illegal pair explained by the library), undo, and a hint: always a
//! move while one is left, with the library's words (the first move of a shortest solution,
//! or its rule's move, not proved best, when the search stops within the page's budget). Each
//! answer carries the saved game, the field as cells for the page's grid, and the game
//! drawn by the library (`strikeout::frames::Animation`).

use axum::Router;
use axum::routing::post;
use serde::{Deserialize, Serialize};
use strikeout::budget::Budget;
use strikeout::field::MAX_CELLS;
use strikeout::frames::{Animation, MAX_PICTURE_CELLS, Style};
use strikeout::{Field, Game, Status, replay};

use crate::protocol::{Answer, ApiError, Body};

use super::{heavy, light};
use axum::Json;

/// The memory a hint's search may take (32 MiB): past it the search stops, and the hint
/// is the library's rule's move, said to be not proved best.
pub const HINT_MEMORY: usize = 32 << 20;

/// The positions a hint's search may expand (800,000, well under a second on one core):
/// past it the search stops, and the hint is the rule's move, so that no hint runs for
/// long. The length bound is the library's, grown with the field
/// ([`strikeout::advice::hint_bound`]).
pub const HINT_POSITIONS: u64 = 800_000;

/// The routes under `/api/strikeout`.
pub(crate) fn routes() -> Router {
    Router::new()
        .route("/new", light(post(new)))
        .route("/move", light(post(strike)))
        .route("/undo", light(post(undo)))
        .route("/hint", heavy(post(hint)))
        .route("/show", light(post(show)))
}

/// A new game: the article's start, or `length` random digits from `seed`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct New {
    #[serde(default)]
    random: bool,
    #[serde(default)]
    length: Option<usize>,
    #[serde(default)]
    seed: u64,
}

/// A game in play and, for `/move`, the two cells struck (positions from 0).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Play {
    game: Checked,
    #[serde(default)]
    cells: Option<(usize, usize)>,
}

/// The page's one check of a field's size, for a new game and a restored one alike: at
/// most [`MAX_CELLS`] cells, the largest field the rules grow.
fn fits(cells: usize) -> Result<(), String> {
    if cells > MAX_CELLS {
        return Err(format!(
            "a field of {cells} cells: the page plays fields of at most {MAX_CELLS} cells"
        ));
    }
    Ok(())
}

/// A saved game, its start's size checked ([`fits`]) before the library restores it
/// (restoring replays every move on the start).
struct Checked(Game);

impl<'de> Deserialize<'de> for Checked {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Checked, D::Error> {
        use serde::de::Error as _;
        let value = serde_json::Value::deserialize(deserializer)?;
        let cells = value
            .get("start")
            .and_then(serde_json::Value::as_str)
            .map_or(0, |start| start.chars().count());
        fits(cells).map_err(|e| D::Error::custom(format!("the saved game's start is {e}")))?;
        Game::deserialize(value)
            .map(Checked)
            .map_err(D::Error::custom)
    }
}

/// The answer: the game to keep, the field as the page draws its grid, the library's
/// picture, and the words.
#[derive(Serialize)]
struct View {
    game: Game,
    width: usize,
    digits: Vec<u8>,
    live: Vec<bool>,
    cells: usize,
    live_count: usize,
    status: Status,
    moves: usize,
    /// The library's picture of the field as it stands; `null` past the pictures' limit.
    svg: Option<String>,
    text: String,
    /// Cells to mark: a hint's.
    mark: Option<(usize, usize)>,
}

fn view(game: Game, text: String) -> Answer<View> {
    let field = game.field();
    let mut text = text;
    match game.status() {
        Status::Won => text.push_str(&format!(
            " Every cell is struck: won in {} cells.",
            field.len()
        )),
        Status::Stopped => text.push_str(&format!(
            " No move is left and another append would pass {MAX_CELLS} cells: play ends here."
        )),
        _ => {}
    }
    let svg = picture(&game);
    Ok(Json(View {
        width: field.width(),
        digits: field.digits().to_vec(),
        live: (0..field.len()).map(|c| field.is_live(c)).collect(),
        cells: field.len(),
        live_count: field.live_count(),
        status: game.status(),
        moves: game.played().len(),
        svg,
        text: text.trim().to_owned(),
        game,
        mark: None,
    }))
}

/// The last frame of the game's animation, as `strikeout check -o` draws it; before the
/// first move, the start as a still.
fn picture(game: &Game) -> Option<String> {
    if game.field().len() > MAX_PICTURE_CELLS {
        return None;
    }
    if game.played().is_empty() {
        return Animation::still(game.start(), Style::default())
            .ok()
            .map(|still| still.svg(0));
    }
    let played = replay(game.start(), game.played()).ok()?;
    let animation = Animation::new(game.start(), &played).ok()?;
    (!animation.is_empty()).then(|| animation.svg(animation.len() - 1))
}

/// "appended 1 2 3" for each block the rules appended.
fn appended(blocks: &[Vec<u8>]) -> String {
    blocks
        .iter()
        .map(|block| {
            let digits: String = block.iter().map(|d| char::from(b'0' + d)).collect();
            format!(
                " No move was left: the {} live digits were appended ({digits}).",
                block.len()
            )
        })
        .collect()
}

async fn new(Body(request): Body<New>) -> Answer<View> {
    let start = if request.random {
        let length = request.length.unwrap_or(27);
        fits(length).map_err(|e| ApiError::bad(format!("the random field: {e}")))?;
        Field::random(9, length, request.seed)
            .map_err(|e| ApiError::because("the random field", e))?
    } else {
        Field::standard()
    };
    let mut game = Game::new(start);
    let turn = game.settle();
    let text = if request.random {
        format!(
            "A random field of {} digits (seed {}).",
            game.field().len(),
            request.seed
        )
    } else {
        "The article's start: 1 to 19 in rows of nine.".to_owned()
    } + &appended(&turn.appended);
    view(game, text)
}

async fn strike(Body(request): Body<Play>) -> Answer<View> {
    let Play {
        game: Checked(mut game),
        cells,
    } = request;
    let (a, b) = cells.ok_or_else(|| ApiError::bad("no cells: name the two cells to strike"))?;
    let turn = game
        .play((a, b))
        .map_err(|e| ApiError::because("that pair cannot be struck", e))?;
    let text = format!(
        "Struck {} and {}.{}",
        cell_words(a, game.field().width()),
        cell_words(b, game.field().width()),
        appended(&turn.appended)
    );
    view(game, text)
}

/// "row 2, column 3": a cell as the page's rulers name it.
fn cell_words(cell: usize, width: usize) -> String {
    format!("row {}, column {}", cell / width + 1, cell % width + 1)
}

async fn undo(Body(request): Body<Play>) -> Answer<View> {
    let Play {
        game: Checked(mut game),
        ..
    } = request;
    let (a, b) = game.undo().map_err(|e| ApiError::because("undo", e))?;
    let width = game.field().width();
    let text = format!(
        "Took back the move {} and {}.",
        cell_words(a, width),
        cell_words(b, width)
    );
    view(game, text)
}

async fn hint(Body(request): Body<Play>) -> Answer<View> {
    let Play {
        game: Checked(game),
        ..
    } = request;
    let budget = Budget::new(HINT_MEMORY).with_positions(HINT_POSITIONS);
    // The library's move and words: a proved-shortest solution's first move, or its rule's
    // move when no solution is within the bound or the search stopped, said so.
    let (text, mark) = match game.advise(budget) {
        Some(advice) => (format!("Hint: {advice}."), Some(advice.mv)),
        None => ("The game is over: no move to hint.".to_owned(), None),
    };
    let mut answer = view(game, text)?;
    answer.0.mark = mark;
    Ok(answer)
}

async fn show(Body(request): Body<Play>) -> Answer<View> {
    view(request.game.0, String::new())
}
