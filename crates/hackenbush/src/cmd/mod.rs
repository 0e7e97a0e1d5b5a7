//! The subcommands of the `hackenbush` binary, one file each with its arguments, and what
//! they share: the picture file and its ground, reading it, and the progress line of a big
//! one.

use std::path::{Path, PathBuf};

use games_cli::{CliError, Progress, read_input};
use games_common::output::Format;
use games_common::raster;
use hackenbush::{Picture, PictureError, parse_picture};

pub(crate) mod compare;
pub(crate) mod dot;
pub(crate) mod games;
pub(crate) mod play;
pub(crate) mod solve;
pub(crate) mod thermograph;

/// The picture `dot` works on (`play` takes its own arguments, and reads a FILE with
/// [`picture`]; `solve`, `compare` and `thermograph` read games, [`games`]).
#[derive(clap::Args)]
pub(crate) struct Input {
    /// The picture: one edge per line, two vertex names; `-` reads standard input.
    file: PathBuf,
    /// The name of the ground vertex.
    #[arg(long, default_value = "G")]
    ground: String,
}

impl Input {
    /// Reads and parses the picture.
    fn picture(&self) -> Result<Picture, CliError> {
        picture(&self.file, &self.ground)
    }
}

/// Reads and parses the picture in `file` (`-`: standard input) grounded at `ground`. A
/// ground name the library refuses is blamed on the `--ground` option, anything else on
/// the file; a picture with edges none of which touches the ground is refused, naming
/// what was read (an empty picture is the game 0).
fn picture(file: &Path, ground: &str) -> Result<Picture, CliError> {
    let text = read_input(file)?;
    let picture = parse_picture(&text, ground).map_err(|e| match e {
        PictureError::InvalidGround { .. } => CliError::because("--ground", e),
        _ => CliError::parse(file, e),
    })?;
    picture
        .check_grounded(ground)
        .map_err(|e| CliError::parse(file, e))?;
    Ok(picture)
}

/// A progress line for a big picture, which takes a second or more (shown only on a
/// terminal; the line clears on drop).
fn working(picture: &Picture, doing: &str) -> Option<Progress> {
    working_above(picture, 200_000, doing)
}

/// A progress line when the picture has more than `edges` edges: the exact searches take
/// seconds from about 18 edges on, where the linear solvers need 200,000.
fn working_above(picture: &Picture, edges: usize, doing: &str) -> Option<Progress> {
    (picture.edge_count() > edges).then(|| {
        let progress = Progress::new("hackenbush");
        progress.update(format!("{doing} {} edges", picture.edge_count()));
        progress
    })
}

/// The format `-o path` asks for, SVG or PNG, by its extension: any other is bad usage,
/// refused before any work.
fn picture_format(path: &Path) -> Result<Format, CliError> {
    Format::asked(path, &raster::STILL)
        .map_err(|e| CliError::because(format!("-o {}", path.display()), e))
}

/// Saves the drawing `svg` at `path` in `format` (an SVG, or its PNG).
fn save_picture(path: &Path, svg: String, format: Format) -> Result<(), CliError> {
    let picture = raster::encoded(svg, format).map_err(CliError::rejected)?;
    games_cli::save(path, &picture)
}
