//! The format of a picture file, chosen by the file's extension: one rule for every
//! program that writes a picture (`-o FILE`), so that `-o out.png` writes a PNG or is
//! refused, and never writes something else under that name.
//!
//! The extension is read without regard to case (`.PNG` is `.png`). A command names the
//! formats it can make, its own first: that one is written to standard output (`-`) and
//! to a path without an extension (`/dev/null`, a temporary file's random name). Any other
//! extension, or one of a format the command cannot make, is a [`FormatError`] naming the
//! formats it takes.
//!
//! ```
//! use std::path::Path;
//! use games_common::output::Format;
//!
//! let still = [Format::Svg, Format::Png];
//! assert_eq!(Format::asked(Path::new("out.PNG"), &still), Ok(Format::Png));
//! assert_eq!(Format::asked(Path::new("-"), &still), Ok(Format::Svg));
//! let refused = Format::asked(Path::new("out.gif"), &still).unwrap_err();
//! assert_eq!(
//!     refused.to_string(),
//!     "a .gif file is not one this command writes: it writes .svg or .png, \
//!      chosen by the file's extension"
//! );
//! ```

use std::fmt;
use std::path::Path;

/// A picture file's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Format {
    /// An SVG drawing (`.svg`).
    Svg,
    /// A PNG image (`.png`).
    Png,
    /// A PDF document of pages (`.pdf`).
    Pdf,
    /// An animated GIF (`.gif`).
    Gif,
}

/// Every format, in the order their extensions are named.
const ALL: [Format; 4] = [Format::Svg, Format::Png, Format::Pdf, Format::Gif];

impl Format {
    /// The extension of the format's files, without the dot and in lower case.
    pub const fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Pdf => "pdf",
            Format::Gif => "gif",
        }
    }

    /// The format `path` asks for among `takes`, the formats a command writes, its own
    /// first: the format of the path's extension (in any case), or `takes[0]` for
    /// standard output (`-`) and for a path without an extension.
    ///
    /// # Errors
    ///
    /// [`FormatError`] when the extension is not one of `takes` (nor is any format when
    /// `takes` is empty).
    pub fn asked(path: &Path, takes: &[Format]) -> Result<Format, FormatError> {
        let extension = path.extension().map(|e| e.to_string_lossy());
        let written = match (takes.first(), &extension) {
            (Some(&native), _) if path.as_os_str() == "-" => return Ok(native),
            (Some(&native), None) => return Ok(native),
            _ => extension.unwrap_or_default(),
        };
        ALL.into_iter()
            .find(|format| written.eq_ignore_ascii_case(format.extension()))
            .filter(|format| takes.contains(format))
            .ok_or_else(|| FormatError {
                extension: written.into_owned(),
                takes: takes.to_vec(),
            })
    }
}

impl fmt::Display for Format {
    /// The extension with its dot: `.svg`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ".{}", self.extension())
    }
}

/// A file's extension that names no format a command writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The extension asked for, without its dot, as it was written.
    pub extension: String,
    /// The formats the command writes.
    pub takes: Vec<Format>,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut asked = String::new();
        for c in self.extension.chars() {
            crate::text::push_shown(&mut asked, c);
        }
        write!(
            f,
            "a .{asked} file is not one this command writes: it writes "
        )?;
        for (index, format) in self.takes.iter().enumerate() {
            let joint = match index {
                0 => "",
                i if i + 1 == self.takes.len() => " or ",
                _ => ", ",
            };
            write!(f, "{joint}{format}")?;
        }
        if self.takes.is_empty() {
            write!(f, "no file")?;
        }
        write!(f, ", chosen by the file's extension")
    }
}

impl std::error::Error for FormatError {}

#[cfg(test)]
mod tests {
    use super::*;

    const STILL: [Format; 2] = [Format::Svg, Format::Png];

    fn asked(path: &str, takes: &[Format]) -> Result<Format, FormatError> {
        Format::asked(Path::new(path), takes)
    }

    #[test]
    fn the_extension_chooses_among_the_formats_taken() {
        assert_eq!(asked("out.svg", &STILL), Ok(Format::Svg));
        assert_eq!(asked("out.png", &STILL), Ok(Format::Png));
        assert_eq!(asked("dir.d/deck.pdf", &[Format::Pdf]), Ok(Format::Pdf));
        assert_eq!(asked("game.gif", &[Format::Gif]), Ok(Format::Gif));
    }

    #[test]
    fn the_extension_is_read_in_any_case() {
        assert_eq!(asked("OUT.PNG", &STILL), Ok(Format::Png));
        assert_eq!(asked("out.Svg", &STILL), Ok(Format::Svg));
        assert_eq!(asked("deck.PdF", &[Format::Pdf]), Ok(Format::Pdf));
    }

    #[test]
    fn standard_output_and_a_bare_name_get_the_commands_own_format() {
        assert_eq!(asked("-", &STILL), Ok(Format::Svg));
        assert_eq!(asked("/dev/null", &STILL), Ok(Format::Svg));
        assert_eq!(asked("picture", &[Format::Gif]), Ok(Format::Gif));
        // A leading dot makes a hidden file's name, not an extension.
        assert_eq!(asked(".png", &[Format::Pdf]), Ok(Format::Pdf));
    }

    #[test]
    fn a_format_the_command_cannot_make_is_refused_naming_those_it_can() {
        let err = asked("still.gif", &STILL).unwrap_err();
        assert_eq!(err.extension, "gif");
        assert_eq!(err.takes, STILL);
        assert_eq!(
            err.to_string(),
            "a .gif file is not one this command writes: it writes .svg or .png, chosen by \
             the file's extension"
        );
        let err = asked("deck.png", &[Format::Pdf]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a .png file is not one this command writes: it writes .pdf, chosen by the \
             file's extension"
        );
    }

    #[test]
    fn an_unknown_extension_is_refused_as_written() {
        let err = asked("photo.JPG", &[Format::Svg, Format::Png, Format::Pdf]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a .JPG file is not one this command writes: it writes .svg, .png or .pdf, \
             chosen by the file's extension"
        );
        // A trailing dot is an empty extension, not none.
        let err = asked("out.", &STILL).unwrap_err();
        assert_eq!(err.extension, "");
    }

    #[test]
    fn control_characters_in_the_extension_are_shown_not_sent() {
        let err = asked("out.p\u{1b}[2Jng", &STILL).unwrap_err();
        assert!(
            err.to_string().starts_with("a .p\\u{1b}[2Jng file"),
            "{err}"
        );
    }

    #[test]
    fn a_command_that_takes_nothing_refuses_everything() {
        assert!(asked("-", &[]).is_err());
        assert_eq!(
            asked("out.svg", &[]).unwrap_err().to_string(),
            "a .svg file is not one this command writes: it writes no file, chosen by the \
             file's extension"
        );
    }
}
