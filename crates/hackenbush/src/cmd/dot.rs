//! `hackenbush dot`: the picture as Graphviz DOT, or the drawing and its value as JSON, or
//! (`--svg FILE`) the library's own SVG drawing written to a file.

use std::io::Write;
use std::path::Path;

use games_cli::{CliError, Outcome, Place, print_json};
use hackenbush::dot::{Drawing, to_svg};
use hackenbush::green::analyze;

use crate::Input;

pub(crate) fn run(input: &Input, json: bool, svg: Option<&Path>) -> Result<Outcome, CliError> {
    if let Some(path) = svg {
        let outputs = [Place::new("--svg", path)];
        games_cli::check_apart(&[Place::new("the picture", &input.file)], &outputs)?;
    }
    let picture = input.picture()?;
    if let Some(path) = svg {
        let drawing = to_svg(&analyze(&picture)).map_err(|e| CliError::parse(&input.file, e))?;
        games_cli::save(path, drawing.as_bytes())?;
        return Ok(Outcome::Yes);
    }
    let progress = super::working(&picture, "drawing");
    let drawing = Drawing::new(&analyze(&picture));
    drop(progress);
    if json {
        print_json(&drawing)?;
    } else {
        write!(std::io::stdout().lock(), "{}", drawing.dot)?;
    }
    Ok(Outcome::Yes)
}
