//! `marbles grid N -o FILE [--values] [--first A..=B]`: the picture of the Sprague–Grundy
//! table, drawn by the library's [`Grid`], written to a file as SVG or PNG as its
//! extension asks (or as SVG to standard output for `-`).

use std::path::PathBuf;

use games_cli::{CliError, Outcome};
use games_common::output::Format;
use games_common::raster;
use marbles::{Grid, Rules};

use super::first_takes;

/// The arguments of `grid`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The most marbles left (2 to 1000; legible up to 300).
    #[arg(value_parser = games_cli::args::whole::<u64>)]
    n: u64,
    /// Where to write the picture: `.svg` an SVG, `.png` a PNG image (text in a font
    /// shipped with the program); `-` (standard output) and a name without an extension
    /// get the SVG.
    // The old spelling, `--svg`, still works (hidden) until the next release.
    #[arg(short = 'o', long = "output", value_name = "FILE", alias = "svg")]
    output: PathBuf,
    /// Colour each cell by its Grundy value instead of by win or loss.
    #[arg(long)]
    values: bool,
    /// The range of the first take of the games whose starts the top row marks, `A..=B`
    /// (B included), `A..B` (B left out) or a single number (the rest of the game is the
    /// grid's: factor 2, take-all).
    #[arg(long, value_name = "A..=B", default_value = "2..=3", value_parser = first_takes)]
    first: (u64, u64),
}

/// Writes the picture of the grid of N marbles, the starts marked under the rules of the
/// first take asked for.
pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let output = &args.output;
    let format = Format::asked(output, &raster::STILL)
        .map_err(|e| CliError::because(format!("-o {}", output.display()), e))?;
    let n = args.n;
    let (first, last) = args.first;
    let rules = Rules::new(first, last, 2, true).map_err(CliError::rejected)?;
    let grid = Grid::new(n).map_err(|e| CliError::because(format!("N = {n}"), e))?;
    let picture = grid
        .svg_with_starts(args.values, rules)
        .map_err(|e| CliError::because(format!("N = {n}"), e))?;
    let file = raster::encoded(picture, format).map_err(CliError::rejected)?;
    games_cli::save(output, &file)?;
    Ok(Outcome::Yes)
}
