//! The strike-out page's endpoints: a game from the article's start or a random field, a
//! move of two cells (an illegal pair explained by the library), undo, a hint: always a
//! move while one is left (the first move of a shortest solution, or its rule's move, not
//! proved best, when the search stops within the page's budget), and what the field is
//! worth from here (the fewest cells it can still be cleared in). The game is the library's
//! session (`strikeout::session::Puzzle`), which restores a saved game within its own
//! limits and words every move, hint and ending. Each answer carries the saved game, the
//! field as cells for the page's grid, and the game drawn by the library
//! (`strikeout::frames::Animation`).

use axum::Router;
use axum::routing::post;
use serde::{Deserialize, Serialize};
use strikeout::field::MAX_CELLS;
use strikeout::frames::{Animation, MAX_PICTURE_CELLS, Style};
use strikeout::session::{Outlook, Puzzle, SavedSession, Session, TakenBack};
use strikeout::{Field, Game, Status, replay};

use crate::protocol::{Answer, ApiError, Body, Fields};

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
    // A hint searches, as the value does: the heavy lane.
    super::session([
        light(post(new)),
        light(post(strike)),
        light(post(undo)),
        heavy(post(hint)),
        light(post(show)),
    ])
    .route("/value", heavy(post(value)))
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

/// A game in play (the library's save) and, for `/move`, the two cells struck
/// (positions from 0).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Play {
    game: serde_json::Value,
    #[serde(default)]
    cells: Option<(usize, usize)>,
}

/// A new game's field must be at most [`MAX_CELLS`] cells, the largest field the rules
/// grow (and the largest start a saved game restores).
fn fits(cells: usize) -> Result<(), String> {
    if cells > MAX_CELLS {
        return Err(format!(
            "a field of {cells} cells: the page plays fields of at most {MAX_CELLS} cells"
        ));
    }
    Ok(())
}

/// The saved game, restored (and checked, its size too) by the library, its hints within
/// the page's budget.
fn restore(game: &serde_json::Value) -> Result<Puzzle, ApiError> {
    let puzzle =
        Puzzle::restore(&game.to_string()).map_err(|e| ApiError::because("the saved game", e))?;
    Ok(hints(puzzle))
}

/// `puzzle` with its hints searching within [`HINT_MEMORY`] and [`HINT_POSITIONS`].
fn hints(puzzle: Puzzle) -> Puzzle {
    puzzle.with_hints(HINT_MEMORY, HINT_POSITIONS, None)
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
    /// Once the game is over, how it ended, in the library's words; `null` before.
    ending: Option<String>,
}

fn view(puzzle: &Puzzle, words: Vec<String>) -> Answer<View> {
    let game = puzzle.game();
    let field = game.field();
    let standing = puzzle.standing();
    let mut words = words;
    let ending = standing.status.is_over().then(|| standing.to_string());
    if let Some(ending) = &ending {
        words.push(ending.clone());
    }
    let text = words
        .iter()
        .filter(|w| !w.is_empty())
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    Ok(Json(View {
        ending,
        width: field.width(),
        digits: field.digits().to_vec(),
        live: (0..field.len()).map(|c| field.is_live(c)).collect(),
        cells: field.len(),
        live_count: field.live_count(),
        status: game.status(),
        moves: game.played().len(),
        svg: picture(game),
        text,
        game: game.clone(),
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

async fn new(Body(request): Body<New>) -> Answer<View> {
    let start = if request.random {
        let length = request.length.unwrap_or(27);
        fits(length).map_err(|e| ApiError::bad(format!("the random field: {e}")))?;
        Field::random(9, length, request.seed)
            .map_err(|e| ApiError::because("the random field", e))?
    } else {
        Field::standard()
    };
    let greeting = if request.random {
        format!(
            "A random field of {} digits (seed {}).",
            start.len(),
            request.seed
        )
    } else {
        "The article's start: 1 to 19 in rows of nine.".to_owned()
    };
    let (puzzle, opening) = Puzzle::new(start);
    view(&hints(puzzle), vec![greeting, opening.to_string()])
}

async fn strike(Body(request): Body<Play>) -> Answer<View> {
    let mut puzzle = restore(&request.game)?;
    let (a, b) = request
        .cells
        .ok_or_else(|| ApiError::bad("no cells: name the two cells to strike"))?;
    let turn = puzzle
        .play((a, b))
        .map_err(|e| ApiError::because("that pair cannot be struck", e))?;
    view(&puzzle, vec![turn.to_string()])
}

async fn undo(Body(request): Body<Play>) -> Answer<View> {
    let mut puzzle = restore(&request.game)?;
    let before = puzzle.field().len();
    let undone = puzzle.undo().map_err(|e| ApiError::because("undo", e))?;
    view(
        &puzzle,
        vec![TakenBack::new(&undone, before, &puzzle).to_string()],
    )
}

async fn hint(Body(request): Body<Play>) -> Answer<View> {
    let puzzle = restore(&request.game)?;
    // The library's move and words: a proved-shortest solution's first move, or its rule's
    // move when no solution is within the bound or the search stopped, said so.
    // Once over, no move: the answer is the ending's words.
    let advice = puzzle.hint();
    let words = advice.iter().map(|advice| format!("Hint: {advice}."));
    let mut answer = view(&puzzle, words.collect())?;
    answer.0.mark = advice.map(|advice| advice.mv);
    Ok(answer)
}

/// What the field is worth from here, for the page's "Value and winner": the fewest cells
/// it can still be cleared in, as the hint's search finds it (the library's words); once
/// over, how it ended.
async fn value(Body(request): Body<Play>) -> Answer<View> {
    let puzzle = restore(&request.game)?;
    let words = match puzzle.hint() {
        Some(advice) => Outlook(advice.basis).to_string(),
        None => puzzle.standing().to_string(),
    };
    view(&puzzle, vec![words])
}

async fn show(Body(request): Body<Play>) -> Answer<View> {
    view(&restore(&request.game)?, Vec::new())
}

impl Fields for New {
    fn takes(field: &str) -> Option<String> {
        super::random_start(field, "length", "the number of digits", MAX_CELLS)
    }
}

impl Fields for Play {}
