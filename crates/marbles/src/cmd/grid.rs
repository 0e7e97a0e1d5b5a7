//! `marbles grid N --svg FILE [--values] [--first A..=B]`: the picture of the Sprague–Grundy table, drawn
//! by the library's [`Grid`], written to a file (or to standard output for `-`).

use std::path::Path;

use games_cli::{CliError, Outcome};
use marbles::{Grid, Rules};

/// Writes the picture of the grid of `n` marbles, the starts marked under `rules`.
pub(crate) fn grid(n: u64, rules: Rules, svg: &Path, values: bool) -> Result<Outcome, CliError> {
    let grid = Grid::new(n).map_err(|e| CliError::because(format!("N = {n}"), e))?;
    let picture = grid
        .svg_with_starts(values, rules)
        .map_err(|e| CliError::because(format!("N = {n}"), e))?;
    games_cli::save(svg, picture.as_bytes())?;
    Ok(Outcome::Yes)
}
