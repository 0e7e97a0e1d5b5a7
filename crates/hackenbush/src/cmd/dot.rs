//! `hackenbush dot`: the picture as Graphviz DOT, or the drawing and its value as JSON.

use std::io::Write;

use games_cli::{CliError, Outcome, print_json};
use hackenbush::dot::Drawing;
use hackenbush::green::analyze;

use crate::Input;

pub(crate) fn run(input: &Input, json: bool) -> Result<Outcome, CliError> {
    let picture = input.picture()?;
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
