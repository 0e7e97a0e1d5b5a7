//! `--frames DIR` and `--gif FILE` of `solve` and `check`: where the pictures of a game go.
//! The pictures themselves are the library's [`Animation`]; this file checks the places
//! before the work starts (so a bad path costs nothing) and writes the files.

use std::path::{Path, PathBuf};

use games_cli::{CliError, Place};
use strikeout::frames::{Animation, Step, Style};
use strikeout::{Field, Replay};

/// Where the pictures of a game go, if anywhere.
pub(crate) struct Pictures {
    /// The folder of one SVG per move.
    pub(crate) frames: Option<PathBuf>,
    /// The animated GIF.
    pub(crate) gif: Option<PathBuf>,
    /// How they are drawn.
    pub(crate) style: Style,
}

impl Pictures {
    /// Makes the frames folder (and its parents) and checks that the GIF's folder exists
    /// and that the GIF overwrites none of `inputs`, before any search: a place that
    /// cannot be written is bad usage, exit status 2.
    pub(crate) fn prepare(&self, inputs: &[Place<'_>]) -> Result<(), CliError> {
        // The answer goes to standard output: the GIF may not go there too.
        let answer = Place::new("the answer", Path::new("-"));
        let gif = self.gif.iter().map(|file| Place::new("--gif", file));
        games_cli::check_apart(inputs, &[answer].into_iter().chain(gif).collect::<Vec<_>>())?;
        if let Some(dir) = &self.frames {
            games_cli::create_dir_all(dir).map_err(|e| {
                CliError::because(
                    format!("--frames {}: cannot create the folder", dir.display()),
                    e,
                )
            })?;
        }
        if let Some(file) = &self.gif {
            let folder = match file.parent() {
                Some(p) if !p.as_os_str().is_empty() => p,
                _ => Path::new("."),
            };
            if !folder.is_dir() {
                let why = if folder.exists() {
                    "is not a folder"
                } else {
                    "does not exist"
                };
                return Err(CliError::bad(format!(
                    "--gif {}: {} {why}",
                    file.display(),
                    folder.display()
                )));
            }
        }
        Ok(())
    }

    /// Writes the frames of `game`, played from `start`: `move-001.svg` (or
    /// `phase-001.svg`), ... in the frames folder, the last one the end, and the GIF, a
    /// frame at a time.
    pub(crate) fn write(&self, start: &Field, game: &Replay) -> Result<(), CliError> {
        if self.frames.is_none() && self.gif.is_none() {
            return Ok(());
        }
        let animation =
            Animation::with_style(start, game, self.style).map_err(CliError::rejected)?;
        let frames = self.frames.as_ref().map(|dir| {
            let digits = animation.len().to_string().len().max(3);
            let name = match self.style.step {
                Step::Phase => "phase",
                _ => "move",
            };
            (0..animation.len())
                .map(|index| dir.join(format!("{name}-{:0digits$}.svg", index + 1)))
                .collect::<Vec<_>>()
        });
        let mut outputs: Vec<Place<'_>> = self.gif.iter().map(|f| Place::new("--gif", f)).collect();
        outputs.extend(
            frames
                .iter()
                .flatten()
                .map(|path| Place::new("--frames", path)),
        );
        games_cli::check_apart(&[], &outputs)?;
        for (index, path) in frames.iter().flatten().enumerate() {
            games_cli::save(path, animation.svg(index).as_bytes())?;
        }
        if let Some(file) = &self.gif {
            games_cli::save_with(file, |out| animation.write_gif(out))?;
        }
        Ok(())
    }
}
