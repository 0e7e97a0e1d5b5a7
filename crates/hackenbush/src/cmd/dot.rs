//! `hackenbush dot`: the picture as Graphviz DOT, or the drawing and its value as JSON, or
//! (`-o FILE`, once `--svg FILE`) the library's own drawing written to a file, as SVG or
//! PNG as the file's extension asks.

use std::io::Write;
use std::path::PathBuf;

use games_cli::{CliError, Outcome, Place, print_json};
use hackenbush::dot::{Drawing, to_svg};
use hackenbush::green::analyze;

use super::Input;

/// The arguments of `dot`.
#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    input: Input,
    /// Print one JSON document {"value":..,"dot":".."} instead.
    #[arg(long, conflicts_with = "output")]
    json: bool,
    /// Draw the picture into FILE instead (`-`: SVG on standard output), laid out by the
    /// program itself (no Graphviz needed), up to 400 edges: `.svg` an SVG, `.png` a PNG
    /// image (text in a font shipped with the program); a name without an extension gets
    /// the SVG.
    // The old spelling, `--svg`, still works (hidden) until the next release.
    #[arg(short = 'o', long = "output", value_name = "FILE", alias = "svg")]
    output: Option<PathBuf>,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let input = &args.input;
    let svg = args.output.as_deref();
    if let Some(path) = svg {
        let outputs = [Place::new("-o", path)];
        games_cli::check_apart(&[Place::new("the picture", &input.file)], &outputs)?;
    }
    let format = svg.map(super::picture_format).transpose()?;
    let picture = input.picture()?;
    if let (Some(path), Some(format)) = (svg, format) {
        let drawing = to_svg(&analyze(&picture)).map_err(|e| CliError::parse(&input.file, e))?;
        super::save_picture(path, drawing, format)?;
        return Ok(Outcome::Yes);
    }
    let progress = super::working(&picture, "drawing");
    let drawing = Drawing::new(&analyze(&picture));
    drop(progress);
    if args.json {
        print_json(&drawing)?;
    } else {
        write!(std::io::stdout().lock(), "{}", drawing.dot)?;
    }
    Ok(Outcome::Yes)
}
