//! `--frames DIR` and `-o FILE` of `solve` and `check`: where the pictures of a game go
//! and how they are drawn. The pictures themselves are the library's [`Animation`]; this
//! file checks the places before the work starts (so a bad path costs nothing) and writes
//! the files.

use std::path::{Path, PathBuf};

use games_cli::args::whole_in;
use games_cli::{CliError, Place};
use games_common::output::Format;
use strikeout::frames::{Animation, MAX_SCALE, Step, Style};
use strikeout::{Field, Replay};

use super::Look;

/// Where the pictures of a game go (`--frames DIR`, `-o FILE`), if anywhere, and how
/// they are drawn.
#[derive(clap::Args)]
pub(crate) struct Pictures {
    /// Write one SVG picture per move (or phase) into this folder (made if missing):
    /// move-001.svg, ..., the last one the field at the end.
    #[arg(long, value_name = "DIR")]
    frames: Option<PathBuf>,
    /// Write the same pictures as an animated GIF to this file (its name ends in `.gif`,
    /// in any case, or has no extension; for still pictures, use --frames).
    // The old spelling, `--gif`, still works (hidden) until the next release.
    #[arg(short = 'o', long = "output", value_name = "FILE", alias = "gif")]
    gif: Option<PathBuf>,
    /// Draw the pictures this many times as large (1 to 4).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = scale)]
    scale: usize,
    /// One picture per move, or per phase (the moves between two appends).
    #[arg(long, value_enum, value_name = "STEP", default_value_t = FramePer::Move)]
    frame_per: FramePer,
    #[command(flatten)]
    pub(crate) look: Look,
}

/// What one picture shows, as `--frame-per` names it.
#[derive(Clone, Copy, clap::ValueEnum)]
enum FramePer {
    /// One move, its two cells marked.
    Move,
    /// One phase, every cell it strikes marked.
    Phase,
}

/// A picture scale: a whole number from 1 to [`MAX_SCALE`].
fn scale(text: &str) -> Result<usize, String> {
    whole_in(text, 1, MAX_SCALE)
        .map_err(|_| format!("a scale is a whole number from 1 to {MAX_SCALE}"))
}

impl Pictures {
    /// Makes the frames folder (and its parents) and checks that the GIF's folder exists
    /// and that the GIF overwrites none of `inputs`, before any search: a place that
    /// cannot be written is bad usage, exit status 2.
    pub(crate) fn prepare(&self, inputs: &[Place<'_>]) -> Result<(), CliError> {
        // The answer goes to standard output: the GIF may not go there too.
        let answer = Place::new("the answer", Path::new("-"));
        let gif = self.gif.iter().map(|file| Place::new("-o", file));
        games_cli::check_apart(inputs, &[answer].into_iter().chain(gif).collect::<Vec<_>>())?;
        if let Some(file) = &self.gif {
            Format::asked(file, &[Format::Gif]).map_err(|e| {
                CliError::bad(format!(
                    "-o {}: {e} (--frames DIR writes each picture as an SVG)",
                    file.display()
                ))
            })?;
        }
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
                    "-o {}: {} {why}",
                    file.display(),
                    folder.display()
                )));
            }
        }
        Ok(())
    }

    /// Writes the frames of `game`, played from `start`: `move-001.svg` (or
    /// `phase-001.svg`), ... in the frames folder, the last one the end, and the GIF, a
    /// frame at a time. Each frame is made new: a link planted under a frame's name is
    /// replaced, not followed.
    pub(crate) fn write(&self, start: &Field, game: &Replay) -> Result<(), CliError> {
        if self.frames.is_none() && self.gif.is_none() {
            return Ok(());
        }
        let animation =
            Animation::with_style(start, game, self.style()).map_err(CliError::rejected)?;
        let frames = self.frames.as_ref().map(|dir| {
            let digits = animation.len().to_string().len().max(3);
            let name = match self.frame_per {
                FramePer::Phase => "phase",
                FramePer::Move => "move",
            };
            (0..animation.len())
                .map(|index| dir.join(format!("{name}-{:0digits$}.svg", index + 1)))
                .collect::<Vec<_>>()
        });
        let mut outputs: Vec<Place<'_>> = self.gif.iter().map(|f| Place::new("-o", f)).collect();
        outputs.extend(
            frames
                .iter()
                .flatten()
                .map(|path| Place::new("--frames", path)),
        );
        games_cli::check_apart(&[], &outputs)?;
        for (index, path) in frames.iter().flatten().enumerate() {
            games_cli::save_new(path, animation.svg(index).as_bytes())?;
        }
        if let Some(file) = &self.gif {
            games_cli::save_with(file, |out| animation.write_gif(out))?;
        }
        Ok(())
    }

    /// How the pictures are drawn.
    fn style(&self) -> Style {
        let mut style = Style::default();
        style.scale = self.scale;
        style.step = match self.frame_per {
            FramePer::Move => Step::Move,
            FramePer::Phase => Step::Phase,
        };
        style.struck = self.look.struck();
        style
    }
}
