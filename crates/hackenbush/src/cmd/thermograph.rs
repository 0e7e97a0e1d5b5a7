//! `hackenbush thermograph GAME...`: the thermograph of a game (of the sum of several) as
//! its walls' breakpoints, mean and temperature (`--json`: as one document), or drawn
//! into a file with `-o FILE`, as SVG or PNG as the file's extension asks.

use std::io::Write;
use std::path::PathBuf;

use games_cli::{CliError, Outcome, Place, print_json};
use hackenbush::canonical::{Engine, Thermograph};

use super::games;

/// The arguments of `thermograph`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The games: each a picture file (`-` reads standard input) or, when no such file
    /// exists, a game typed in CGSuite's notation (`'{2|1}'`, `^*`, `±1`); several are
    /// added.
    #[arg(required = true, value_name = "GAME")]
    games: Vec<String>,
    /// The name of the ground vertex of the pictures.
    #[arg(long, default_value = "G")]
    ground: String,
    /// Draw the thermograph into FILE instead (`-`: SVG on standard output): `.svg` an
    /// SVG, `.png` a PNG image; a name without an extension gets the SVG.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// Print one JSON document instead: the value, each wall as its breakpoints, the
    /// mean and the temperature.
    #[arg(long, conflicts_with = "output")]
    json: bool,
}

/// The `--json` document: the value and the library's thermograph.
#[derive(serde::Serialize)]
struct Document<'a> {
    value: String,
    #[serde(flatten)]
    thermograph: &'a Thermograph,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    if let Some(path) = &args.output {
        let inputs: Vec<Place<'_>> = args
            .games
            .iter()
            .filter(|g| !games::is_notation(g))
            .map(|g| Place::new("a picture", std::path::Path::new(g)))
            .collect();
        games_cli::check_apart(&inputs, &[Place::new("-o", path)])?;
    }
    let format = args
        .output
        .as_deref()
        .map(super::picture_format)
        .transpose()?;
    let mut engine = Engine::new();
    let parts = games::read(&args.games, &args.ground, &mut engine)?;
    let total = games::sum(&mut engine, &parts).map_err(CliError::rejected)?;
    let value = games::notation(&engine, total)?;
    let thermograph = engine.thermograph(total);
    if let (Some(path), Some(format)) = (&args.output, format) {
        let title = args.games.join(" + ");
        super::save_picture(path, thermograph.to_svg(&title), format)?;
        return Ok(Outcome::Yes);
    }
    if args.json {
        print_json(&Document {
            value,
            thermograph: &thermograph,
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "value {value}")?;
    writeln!(out, "left wall {}", thermograph.left())?;
    writeln!(out, "right wall {}", thermograph.right())?;
    writeln!(out, "mean {}", thermograph.mean())?;
    writeln!(out, "temperature {}", thermograph.temperature())?;
    Ok(Outcome::Yes)
}
