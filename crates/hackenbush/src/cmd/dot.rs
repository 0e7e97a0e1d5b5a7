//! `hackenbush dot`: the picture as Graphviz DOT, or the drawing and its value as JSON, or
//! (`--svg FILE`) the library's own SVG drawing written to a file.

use std::io::Write;
use std::path::Path;

use games_cli::{CliError, Outcome, print_json};
use hackenbush::dot::{Drawing, to_svg};
use hackenbush::green::analyze;

use crate::Input;

pub(crate) fn run(input: &Input, json: bool, svg: Option<&Path>) -> Result<Outcome, CliError> {
    let picture = input.picture()?;
    if let Some(path) = svg {
        let drawing = to_svg(&analyze(&picture)).map_err(|e| CliError::parse(&input.file, e))?;
        if path.as_os_str() == "-" {
            let mut out = std::io::stdout().lock();
            out.write_all(drawing.as_bytes())?;
            out.flush()?;
        } else {
            std::fs::write(path, drawing)
                .map_err(|e| CliError::because(format!("cannot write {}", path.display()), e))?;
        }
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
