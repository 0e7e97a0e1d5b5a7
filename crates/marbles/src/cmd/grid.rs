//! `marbles grid N --svg FILE [--values] [--first A..=B]`: the picture of the Sprague–Grundy table, drawn
//! by the library's [`Grid`], written to a file (or to standard output for `-`).

use std::io::{self, Write};
use std::path::Path;

use games_cli::{CliError, Outcome};
use marbles::{Grid, Rules};

/// Writes the picture of the grid of `n` marbles, the starts marked under `rules`.
pub(crate) fn grid(n: u64, rules: Rules, svg: &Path, values: bool) -> Result<Outcome, CliError> {
    let grid = Grid::new(n).map_err(|e| CliError::because(format!("N = {n}"), e))?;
    let picture = grid
        .svg_with_starts(values, rules)
        .map_err(|e| CliError::because(format!("N = {n}"), e))?;
    if svg.as_os_str() == "-" {
        let mut out = io::stdout().lock();
        out.write_all(picture.as_bytes())?;
        out.flush()?;
    } else {
        std::fs::write(svg, picture)
            .map_err(|e| CliError::because(format!("cannot write {}", svg.display()), e))?;
    }
    Ok(Outcome::Yes)
}
