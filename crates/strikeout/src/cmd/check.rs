//! `strikeout check`: replays a move list and shows the notebook, or says which move of which
//! line is illegal.

use std::io::{self, Write};
use std::path::PathBuf;

use games_cli::source_name;
use games_cli::{CliError, Outcome, Place, counted, print_json, read_input};
use serde::Serialize;
use strikeout::notation::parse_move_list;
use strikeout::{Move, Replay, replay};

use super::pictures::Pictures;
use super::{Json, Setup, digits, notebook, struck_mark};

/// The `check --json` document: whether the moves win, the length and live cells of the
/// final field, and the blocks appended (digit strings), in order.
#[derive(Serialize)]
struct CheckDocument {
    won: bool,
    length: usize,
    live: usize,
    appended: Vec<String>,
}

impl CheckDocument {
    fn new(game: &Replay) -> CheckDocument {
        let field = game.field();
        CheckDocument {
            won: field.is_won(),
            length: field.len(),
            live: field.live_count(),
            appended: game.appended().iter().map(|block| digits(block)).collect(),
        }
    }
}

/// The arguments of `check`.
#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    setup: Setup,
    /// The move list file, or `-` for standard input.
    moves: PathBuf,
    #[command(flatten)]
    pictures: Pictures,
    #[command(flatten)]
    json: Json,
}

/// Replays the move list (`-` for standard input) from the start; writes the pictures of
/// the moves, if asked.
pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let start = &args.setup.field()?;
    let (path, pictures, json) = (args.moves.as_path(), &args.pictures, args.json.json);
    pictures.prepare(&[Place::new("the move list", path)])?;
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
        print_json(&CheckDocument::new(&game))?;
        return Ok(outcome);
    }
    let mut out = io::stdout().lock();
    write!(
        out,
        "{}",
        notebook(&game, struck_mark(pictures.look.struck()))
    )?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use strikeout::Field;

    /// `5` on a row of one: `5` is appended below it when the move is played, and the move
    /// wins; with no move, nothing is appended (the field is stuck at the end).
    #[test]
    fn a_summary_of_the_game() {
        let start = Field::new(1, "5").unwrap();
        let document = |moves: &[Move]| {
            serde_json::to_string(&CheckDocument::new(&replay(&start, moves).unwrap())).unwrap()
        };
        assert_eq!(
            document(&[(1, 0)]),
            r#"{"won":true,"length":2,"live":0,"appended":["5"]}"#
        );
        assert_eq!(
            document(&[]),
            r#"{"won":false,"length":1,"live":1,"appended":[]}"#
        );
    }
}
