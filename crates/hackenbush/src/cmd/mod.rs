//! The subcommands of the `hackenbush` binary, one file each, and what they share: reading
//! the picture and the progress line of a big one.

use games_cli::{CliError, Progress, read_input};
use hackenbush::{Picture, PictureError, parse_picture};

use crate::Input;

pub(crate) mod dot;
pub(crate) mod play;
pub(crate) mod solve;

impl Input {
    /// Reads and parses the picture. A ground name the library refuses is blamed on the
    /// `--ground` option, anything else on the file.
    fn picture(&self) -> Result<Picture, CliError> {
        let text = read_input(&self.file)?;
        parse_picture(&text, &self.ground).map_err(|e| match e {
            PictureError::InvalidGround { .. } => CliError::because("--ground", e),
            _ => CliError::parse(&self.file, e),
        })
    }
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
