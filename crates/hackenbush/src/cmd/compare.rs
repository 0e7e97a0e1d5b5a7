//! `hackenbush compare A B`: whether `A > B`, `A < B`, `A = B` or `A ‖ B` (confused
//! with), as CGSuite answers, and why: in the difference game `A - B`, Left's winning
//! first move or that there is none, and Right's.

use std::io::Write;

use games_cli::{CliError, Outcome, print_json};
use hackenbush::canonical::Engine;

use super::games;

/// The arguments of `compare`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The first game: a picture file (`-` reads standard input) or, when no such file
    /// exists, a game typed in CGSuite's notation (`'{2|1}'`, `^*`, `±1`).
    a: String,
    /// The second game, likewise.
    b: String,
    /// The name of the ground vertex of the pictures.
    #[arg(long, default_value = "G")]
    ground: String,
    /// Print one JSON document instead.
    #[arg(long)]
    json: bool,
}

/// The `--json` document: the order, each value, the difference and each side's winning
/// first move in it (`null`: none).
#[derive(serde::Serialize)]
struct Document {
    order: &'static str,
    a: String,
    b: String,
    difference: String,
    left_wins_by: Option<String>,
    right_wins_by: Option<String>,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let mut engine = Engine::new();
    let read = games::read(&[args.a.clone(), args.b.clone()], &args.ground, &mut engine)?;
    let (a, b) = (read[0].form, read[1].form);
    let comparison = engine.comparison(a, b);
    let notation = |form| games::notation(&engine, form);
    let document = Document {
        order: comparison.symbol(),
        a: notation(a)?,
        b: notation(b)?,
        difference: notation(comparison.difference)?,
        left_wins_by: comparison.left_wins_by.map(notation).transpose()?,
        right_wins_by: comparison.right_wins_by.map(notation).transpose()?,
    };
    if args.json {
        print_json(&document)?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "{} {} {}", args.a, document.order, args.b)?;
    writeln!(out, "values {} and {}", document.a, document.b)?;
    writeln!(out, "difference {}", document.difference)?;
    match &document.left_wins_by {
        Some(g) => writeln!(
            out,
            "left moving first in the difference wins by moving to {g}, which is at least 0"
        )?,
        None => writeln!(
            out,
            "left moving first in the difference loses: no move reaches a game at least 0"
        )?,
    }
    match &document.right_wins_by {
        Some(g) => writeln!(
            out,
            "right moving first in the difference wins by moving to {g}, which is at most 0"
        )?,
        None => writeln!(
            out,
            "right moving first in the difference loses: no move reaches a game at most 0"
        )?,
    }
    Ok(Outcome::Yes)
}
