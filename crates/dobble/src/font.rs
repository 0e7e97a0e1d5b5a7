//! The font shipped with the crate (Comfortaa Bold, SIL Open Font License 1.1, in
//! `fonts/`), and words measured in it: printed decks use no system font, so a PDF is the
//! same on every machine, and each word's box is the exact extent of its ink.

use std::sync::{Arc, OnceLock};

use games_common::xml::escape;

/// The font's file, built into the crate.
const FONT: &[u8] = include_bytes!("../fonts/Comfortaa-Bold.ttf");

/// The font's family name, as SVG text names it.
pub(crate) const FAMILY: &str = "Comfortaa";

/// The font size words are measured at: large, so that rounding in the text layout is
/// negligible.
const MEASURE_SIZE: f64 = 100.0;

/// Why a word cannot be printed in the shipped font.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LetteringError {
    /// The font has no glyph for a character of the word.
    #[error(
        "the symbol {symbol} has the character {character:?}, which the shipped font cannot draw"
    )]
    MissingGlyph {
        /// The word.
        symbol: String,
        /// Its first character without a glyph.
        character: char,
    },
    /// The word is longer than [`MAX_WORD_CHARS`] characters (it is shown by its first
    /// 40).
    #[error(
        "the symbol {symbol} has {chars} characters, more than the {max} a card shows as a word"
    )]
    TooLong {
        /// The word's first 40 characters, and `…`.
        symbol: String,
        /// Its characters.
        chars: usize,
        /// The most taken ([`MAX_WORD_CHARS`]).
        max: usize,
    },
    /// The word has no ink (it is all spaces or marks of no extent).
    #[error("the symbol {symbol} draws nothing in the shipped font")]
    NoInk {
        /// The word.
        symbol: String,
    },
}

/// The most characters of a symbol drawn as a word: 200. Laying out a text takes time in
/// the square of its characters, and a word is laid out once for each place it may be
/// broken into two lines, so a longer one is refused before it is measured; 200 letters
/// 2 mm high are about 30 cm wide, more than any card holds.
pub const MAX_WORD_CHARS: usize = 200;

/// The extent of a word's ink at font size 1, relative to the start of its baseline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Ink {
    /// Left edge.
    pub(crate) left: f64,
    /// Top edge (negative: above the baseline).
    pub(crate) top: f64,
    /// Width.
    pub(crate) width: f64,
    /// Height.
    pub(crate) height: f64,
}

/// The options every SVG is parsed with: the shipped font as the only font (no system
/// font is looked up), and no file read. An `<image>` that names a file or an address is
/// drawn as nothing (usvg's own resolver would read the file, whatever it is); an image
/// embedded as a `data:` address is drawn only within the caps of a picture file
/// ([`crate::images::contents::embedded`]). Pictures that name files are refused before they get
/// here ([`crate::images::Image::from_bytes`]); this holds for every SVG parsed all the same.
pub(crate) fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_font_data(FONT.to_vec());
        fonts.set_sans_serif_family(FAMILY);
        let data = usvg::ImageHrefResolver::default_data_resolver();
        usvg::Options {
            font_family: FAMILY.to_owned(),
            fontdb: Arc::new(fonts),
            resources_dir: None,
            image_href_resolver: usvg::ImageHrefResolver {
                resolve_data: Box::new(move |mime, bytes, options| {
                    crate::images::contents::embedded(mime, &bytes, 1).ok()?;
                    data(mime, bytes, options)
                }),
                resolve_string: Box::new(|_, _| None),
            },
            ..usvg::Options::default()
        }
    })
}

/// The shipped font's glyph table.
fn face() -> &'static ttf_parser::Face<'static> {
    static FACE: OnceLock<ttf_parser::Face<'static>> = OnceLock::new();
    FACE.get_or_init(|| ttf_parser::Face::parse(FONT, 0).expect("the shipped font parses"))
}

/// The height of the shipped font's capital letters at font size 1 (its OS/2 table's
/// capital height over its em): the nominal height of lettering, as ISO 3098 sizes it.
pub(crate) fn capital_height() -> f64 {
    let face = face();
    let capital = face
        .capital_height()
        .expect("the shipped font has an OS/2 capital height");
    f64::from(capital) / f64::from(face.units_per_em())
}

/// The ink of `word` in the shipped font, laid out by usvg as the PDF draws it.
pub(crate) fn measure(word: &str) -> Result<Ink, LetteringError> {
    let chars = word.chars().count();
    if chars > MAX_WORD_CHARS {
        let mut symbol: String = word.chars().take(40).collect();
        symbol.push('…');
        return Err(LetteringError::TooLong {
            symbol,
            chars,
            max: MAX_WORD_CHARS,
        });
    }
    if let Some(character) = word.chars().find(|&c| face().glyph_index(c).is_none()) {
        return Err(LetteringError::MissingGlyph {
            symbol: word.to_owned(),
            character,
        });
    }
    let no_ink = || LetteringError::NoInk {
        symbol: word.to_owned(),
    };
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\
         <text font-family=\"{FAMILY}\" font-weight=\"bold\" font-size=\"{MEASURE_SIZE}\" \
         xml:space=\"preserve\">{}</text></svg>",
        escape(word)
    );
    let tree = usvg::Tree::from_str(&svg, options()).map_err(|_| no_ink())?;
    // The ink: the glyphs' outlines (the text's own box is its layout box, advance by
    // ascender to descender, which a glyph may overhang).
    let Some(usvg::Node::Text(text)) = tree.root().children().first() else {
        return Err(no_ink());
    };
    let ink = text.flattened().abs_bounding_box();
    if ink.width() <= 0.0 || ink.height() <= 0.0 {
        return Err(no_ink());
    }
    let scale = |v: f32| f64::from(v) / MEASURE_SIZE;
    Ok(Ink {
        left: scale(ink.x()),
        top: scale(ink.y()),
        width: scale(ink.width()),
        height: scale(ink.height()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ink_is_measured_not_estimated() {
        let x = measure("x").unwrap();
        let g = measure("g").unwrap();
        let xx = measure("xx").unwrap();
        // "g" reaches below the baseline, "x" does not; two x's are about twice as wide.
        assert!(x.top < 0.0 && x.top + x.height <= 0.01);
        assert!(g.top + g.height > 0.1);
        assert!(xx.width > 1.8 * x.width && xx.width < 2.5 * x.width);
        assert_eq!(
            measure("a\u{4e00}"),
            Err(LetteringError::MissingGlyph {
                symbol: "a\u{4e00}".to_owned(),
                character: '\u{4e00}'
            })
        );
        assert!(measure("é&<>\"'").is_ok());
        // A word of 20,000 letters took 18 s to measure (a debug build), one of 400,000
        // would take hours: it is refused before it is laid out.
        assert!(measure(&"x".repeat(MAX_WORD_CHARS)).is_ok());
        assert_eq!(
            measure(&"x".repeat(400_000)),
            Err(LetteringError::TooLong {
                symbol: format!("{}…", "x".repeat(40)),
                chars: 400_000,
                max: MAX_WORD_CHARS
            })
        );
    }
}
