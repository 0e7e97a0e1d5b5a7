//! `strikeout check`: replays a move list and shows the notebook, or says which move of which
//! line is illegal.

use std::io::{self, Write};
use std::path::Path;

use games_cli::source_name;
use games_cli::{CliError, Outcome, print_json, read_input};
use strikeout::notation::parse_move_list;
use strikeout::{Field, Move, replay};

use super::pictures::Pictures;
use super::{counted, notebook};

/// Replays the move list at `path` (`-` for standard input) from `start`; writes the
/// pictures of the moves, if asked.
pub(crate) fn run(
    start: &Field,
    path: &Path,
    pictures: &Pictures,
    json: bool,
) -> Result<Outcome, CliError> {
    pictures.prepare()?;
    let text = read_input(path)?;
    let listed = parse_move_list(&text, start.width()).map_err(|e| CliError::parse(path, e))?;
    let moves: Vec<Move> = listed.iter().map(|&(mv, _)| mv).collect();
    let game = replay(start, &moves).map_err(|e| {
        let line = listed[e.number - 1].1;
        CliError::because(format!("{}: line {line}", source_name(path)), e)
    })?;
    pictures.write(start, &game)?;
    let field = game.field();
    let outcome = Outcome::from(game.is_won());
    if json {
        print_json(&game)?;
        return Ok(outcome);
    }
    let mut out = io::stdout().lock();
    write!(out, "{}", notebook(&game))?;
    if !field.is_won() {
        writeln!(
            out,
            "not won: {} left on {}",
            counted(field.live_count(), "live digit"),
            counted(field.len(), "cell")
        )?;
    }
    out.flush()?;
    Ok(outcome)
}
