//! `bulgarian draw`: one picture as SVG (a Young diagram, Björner's diagram, a move or a
//! whole trace) on standard output or in a file (`-o FILE`: SVG or PNG as the file's
//! extension asks), or with `--json` the configurations drawn and their energies.

use std::io::{self, Write};
use std::path::PathBuf;

use bulgarian::Partition;
use bulgarian::draw::{Figure, Style};
use clap::ValueEnum;
use games_cli::{CliError, Outcome, print_json};
use games_common::output::Format;
use games_common::raster;

use super::Json;

/// The arguments of `draw`: exactly one of the four pictures.
#[derive(clap::Args)]
#[command(group(
    clap::ArgGroup::new("picture")
        .required(true)
        .args(["young", "bjorner", "step", "trace"])
))]
pub(crate) struct Args {
    /// The Young diagram of these pile sizes (in any order).
    #[arg(long, value_name = "PARTS", num_args = 1.., allow_negative_numbers = true)]
    young: Option<Vec<String>>,
    /// Björner's diagram of these pile sizes: the Young diagram turned 45°, standing on
    /// its corner.
    #[arg(long, value_name = "PARTS", num_args = 1.., allow_negative_numbers = true)]
    bjorner: Option<Vec<String>>,
    /// A move: these piles and the piles after one move, side by side.
    #[arg(
        long = "move",
        value_name = "PARTS",
        num_args = 1..,
        allow_negative_numbers = true
    )]
    step: Option<Vec<String>>,
    /// Every configuration from this start to the end of its cycle, the cycle in blue.
    #[arg(long, value_name = "PARTS", num_args = 1.., allow_negative_numbers = true)]
    trace: Option<Vec<String>>,
    /// The diagrams of --move and --trace.
    #[arg(long, value_enum, default_value_t = Shape::Bjorner, conflicts_with_all = ["young", "bjorner"])]
    style: Shape,
    /// Write the picture to FILE (`-` for standard output, the default): `.svg` an SVG,
    /// `.png` a PNG image (text in a font shipped with the program); a name without an
    /// extension gets the SVG.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    // With --json the document replaces the SVG on standard output (see `bulgarian draw
    // --help`).
    #[command(flatten)]
    json: Json,
}

/// The diagrams of a move or a trace.
#[derive(Clone, Copy, ValueEnum)]
enum Shape {
    /// Young diagrams.
    Young,
    /// Björner's diagrams.
    Bjorner,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let to_file = args.output.as_ref().filter(|path| path.as_os_str() != "-");
    let format = match to_file {
        Some(path) => Format::asked(path, &raster::STILL)
            .map_err(|e| CliError::because(format!("-o {}", path.display()), e))?,
        None => Format::Svg,
    };
    let style = match args.style {
        Shape::Young => Style::Young,
        Shape::Bjorner => Style::Bjorner,
    };
    let (figure, style) = if let Some(parts) = &args.young {
        (Figure::diagram(&parts_of("--young", parts)?), Style::Young)
    } else if let Some(parts) = &args.bjorner {
        (
            Figure::diagram(&parts_of("--bjorner", parts)?),
            Style::Bjorner,
        )
    } else if let Some(parts) = &args.step {
        (Figure::step(&parts_of("--move", parts)?), style)
    } else if let Some(parts) = &args.trace {
        (Figure::trace(&parts_of("--trace", parts)?), style)
    } else {
        return Err(CliError::bad(
            "name a picture: --young, --bjorner, --move or --trace",
        ));
    };
    let figure = figure.map_err(CliError::rejected)?;
    let svg = figure.svg(style).map_err(CliError::rejected)?;
    if let Some(path) = to_file {
        let picture = raster::encoded(svg, format).map_err(CliError::rejected)?;
        games_cli::save(path, &picture)?;
    } else if !args.json.json {
        let mut out = io::stdout().lock();
        out.write_all(svg.as_bytes())?;
        out.flush()?;
    }
    if args.json.json {
        print_json(&figure)?;
    }
    Ok(Outcome::Yes)
}

/// The pile sizes given to `flag`, or why they are not a configuration.
fn parts_of(flag: &str, parts: &[String]) -> Result<Partition, CliError> {
    Partition::from_args(parts).map_err(|e| CliError::because(flag, e))
}
