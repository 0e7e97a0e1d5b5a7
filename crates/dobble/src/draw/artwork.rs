//! How a deck's symbols and backs look ([`Artwork`]): words, measured in the shipped font
//! where it is built in, or pictures with their `data:` addresses and outlines.

use super::limits::*;
use super::look::*;
#[cfg(feature = "pdf")]
use crate::font::{Ink, LetteringError};
use crate::images::Image;
use crate::polygon::Point;
#[cfg(feature = "pdf")]
use games_common::xml::escape;
use std::sync::Arc;

/// A symbol's picture as [`Artwork`] keeps it: the picture, its `data:` address and the
/// outline of its ink, if known.
pub(super) type Drawing = (Image, String, Option<Arc<Vec<Point>>>);

/// How a deck's symbols look: each a word, unless it was given a picture.
#[derive(Clone, Debug, Default)]
pub struct Artwork {
    /// The pictures by symbol name, each with its `data:` address for SVG and the outline
    /// of its ink (the `outline` module), if known.
    pub(super) images: hashbrown::HashMap<String, Drawing>,
    /// The picture on the cards' backs, with its `data:` address.
    back: Option<(Image, String)>,
    /// The words measured in the shipped font ([`Artwork::measure_words`]), each on one
    /// line or two.
    #[cfg(feature = "pdf")]
    pub(super) inks: hashbrown::HashMap<String, Lines>,
    /// The height of the words, in mm, where it is not [`MIN_LETTER_MM`].
    letter_mm: Option<f64>,
    /// The colours of the words.
    pub(super) palette: Palette,
}

/// A word measured in the shipped font, as drawn: one line, or two broken at a space,
/// stacked and centred, whichever lets it be drawn smallest with legible letters.
#[cfg(feature = "pdf")]
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Lines {
    /// Each line's text, its ink, and where its ink's top left corner sits in the box
    /// (font-size units, from the box's top left corner).
    lines: Vec<(String, Ink, f64, f64)>,
    /// The box: width and height, font-size units.
    width: f64,
    height: f64,
    /// The height of the smallest letters: the lower of the font's capitals and each
    /// line's ink.
    letters: f64,
}

/// Room between two lines of a word, over the font's capital height.
#[cfg(feature = "pdf")]
pub(super) const LINE_GAP: f64 = 0.35;

#[cfg(feature = "pdf")]
impl Lines {
    /// `word` on one line, or broken at one of its spaces into two, whichever has the
    /// smallest half diagonal for its smallest letters (one line where they tie).
    fn measure(word: &str) -> Result<Lines, LetteringError> {
        let capital = crate::font::capital_height();
        let one = crate::font::measure(word)?;
        let mut best = Lines {
            lines: vec![(word.to_owned(), one, 0.0, 0.0)],
            width: one.width,
            height: one.height,
            letters: capital.min(one.height),
        };
        let score = |l: &Lines| crate::layout::dist(l.width, l.height) / l.letters;
        for (at, _) in word.match_indices(char::is_whitespace) {
            let (first, second) = (word[..at].trim_end(), word[at..].trim_start());
            if first.is_empty() || second.is_empty() {
                continue;
            }
            let (a, b) = (crate::font::measure(first)?, crate::font::measure(second)?);
            let width = a.width.max(b.width);
            let gap = LINE_GAP * capital;
            let two = Lines {
                lines: vec![
                    (first.to_owned(), a, (width - a.width) / 2.0, 0.0),
                    (
                        second.to_owned(),
                        b,
                        (width - b.width) / 2.0,
                        a.height + gap,
                    ),
                ],
                width,
                height: a.height + gap + b.height,
                letters: capital.min(a.height).min(b.height),
            };
            if score(&two) < score(&best) {
                best = two;
            }
        }
        Ok(best)
    }
}

impl Artwork {
    /// Every symbol drawn as its word.
    pub fn words() -> Artwork {
        Artwork::default()
    }

    /// Draws the symbol named `symbol` (exactly as on the cards) as `image`.
    pub fn insert(&mut self, symbol: impl Into<String>, image: Image) {
        let href = data_address(&image);
        let outline = crate::outline::outline(&image).map(Arc::new);
        self.images.insert(symbol.into(), (image, href, outline));
    }

    /// Draws each of `symbols` with its picture as `matched` says
    /// ([`match_deck`](crate::images::match_deck) of the same symbols): a built-in picture
    /// from the crate, a file's from `file` (given the file's index in the listing
    /// matched), the rest as words.
    ///
    /// # Errors
    /// The first error of `file`.
    pub fn insert_matched<E>(
        &mut self,
        symbols: &[String],
        matched: &crate::images::DeckMatch,
        mut file: impl FnMut(usize) -> Result<Image, E>,
    ) -> Result<(), E> {
        use crate::images::PictureSource;
        let shipped = if matched
            .pictures
            .iter()
            .any(|p| matches!(p, Some(PictureSource::Builtin(_))))
        {
            crate::images::builtin()
        } else {
            Vec::new()
        };
        for (symbol, picture) in symbols.iter().zip(&matched.pictures) {
            match picture {
                Some(PictureSource::File(i)) => self.insert(symbol.clone(), file(*i)?),
                Some(PictureSource::Builtin(i)) => {
                    self.insert(symbol.clone(), shipped[*i].1.clone());
                }
                None => {}
            }
        }
        Ok(())
    }

    /// Puts `image` on the backs of printed cards ([`print_pdf`](crate::print_pdf) with
    /// backs): centred, scaled to cover the card's face and clipped to it.
    pub fn set_back(&mut self, image: Image) {
        let href = data_address(&image);
        self.back = Some((image, href));
    }

    /// The picture on the backs, if one was set.
    pub fn back(&self) -> Option<&Image> {
        self.back.as_ref().map(|(image, _)| image)
    }

    /// The `data:` address of the picture on the backs, if one was set.
    pub(super) fn back_address(&self) -> Option<&str> {
        self.back.as_ref().map(|(_, href)| href.as_str())
    }

    /// The picture of `symbol`, if it has one.
    pub fn image(&self, symbol: &str) -> Option<&Image> {
        self.images.get(symbol).map(|(image, _, _)| image)
    }

    /// Colours the words from `palette` ([`Palette::Vivid`] unless set).
    pub fn set_palette(&mut self, palette: Palette) {
        self.palette = palette;
    }

    /// The height of the words, in mm: [`MIN_LETTER_MM`] unless set lower
    /// ([`Artwork::set_letter_mm`]).
    pub fn letter_mm(&self) -> f64 {
        self.letter_mm.unwrap_or(MIN_LETTER_MM)
    }

    /// Draws every word `letter_mm` high at least (as [`fit_lettering`](super::fit_lettering) chooses for a
    /// deck whose words do not fit [`MIN_LETTER_MM`] high).
    pub fn set_letter_mm(&mut self, letter_mm: f64) {
        self.letter_mm = (letter_mm != MIN_LETTER_MM).then_some(letter_mm);
    }

    /// The lines a word is drawn on: one, or two where it was measured in the shipped font
    /// and is drawn smaller broken at a space.
    pub fn lines(&self, symbol: &str) -> Vec<String> {
        #[cfg(feature = "pdf")]
        if let Some(lines) = self.inks.get(symbol) {
            return lines.lines.iter().map(|l| l.0.clone()).collect();
        }
        vec![symbol.to_owned()]
    }

    /// How `symbol` is drawn: a picture's aspect, or a word's (measured or estimated).
    pub(super) fn look(&self, symbol: &str) -> Look {
        #[cfg(feature = "pdf")]
        if let Some(lines) = self.inks.get(symbol) {
            // The box is the ink. The word's letters are as high as the lower of its ink
            // and the font's capital letters: a word with a descender is taller than its
            // capitals, a word of short letters only ("cow") is lower than them.
            if let [(_, ink, _, _)] = lines.lines.as_slice() {
                return Look {
                    aspect: ink.width / ink.height,
                    letters: Some((crate::font::capital_height() / ink.height).min(1.0)),
                    upright: reads_otherwise_turned(symbol),
                    outline: None,
                };
            }
            return Look {
                aspect: lines.width / lines.height,
                letters: Some(lines.letters / lines.height),
                upright: false,
                outline: None,
            };
        }
        match self.images.get(symbol) {
            Some((image, _, outline)) => Look {
                aspect: image.aspect(),
                letters: None,
                upright: false,
                outline: outline.clone(),
            },
            None => Look {
                aspect: word_aspect(symbol.chars().count()),
                letters: Some(ESTIMATED_LETTERS),
                upright: reads_otherwise_turned(symbol),
                outline: None,
            },
        }
    }

    /// Measures every one of `symbols` that has no picture in the font shipped with the
    /// crate (feature `pdf`): from then on such a word is drawn in that font, its box the
    /// exact extent of its ink rather than an estimate.
    ///
    /// # Errors
    /// [`LetteringError`] for the first word the font cannot draw.
    #[cfg(feature = "pdf")]
    pub fn measure_words<'a>(
        &mut self,
        symbols: impl IntoIterator<Item = &'a str>,
    ) -> Result<(), LetteringError> {
        for symbol in symbols {
            if self.images.contains_key(symbol) || self.inks.contains_key(symbol) {
                continue;
            }
            let lines = Lines::measure(symbol)?;
            self.inks.insert(symbol.to_owned(), lines);
        }
        Ok(())
    }

    /// The SVG element that writes `word` in the shipped font, its ink filling the box
    /// `p`, if the word was measured.
    #[cfg(feature = "pdf")]
    pub(super) fn lettered(&self, word: &str, p: &Placed, colour: &str) -> Option<String> {
        let lines = self.inks.get(word)?;
        let [(_, ink, _, _)] = lines.lines.as_slice() else {
            // Two lines: each its own text, its ink at its place in the box.
            let size = p.height / lines.height;
            let mut text = String::new();
            for (i, (line, ink, left, top)) in lines.lines.iter().enumerate() {
                if i > 0 {
                    text.push('\n');
                }
                let offset = (
                    (left - lines.width / 2.0 - ink.left) * size,
                    (top - lines.height / 2.0 - ink.top) * size,
                );
                text.push_str(&text_element(p, offset, size, colour, line));
            }
            return Some(text);
        };
        let size = p.height / ink.height;
        let offset = (
            -(ink.left + ink.width / 2.0) * size,
            -(ink.top + ink.height / 2.0) * size,
        );
        Some(text_element(p, offset, size, colour, word))
    }

    #[cfg(not(feature = "pdf"))]
    pub(super) fn lettered(&self, _word: &str, _p: &Placed, _colour: &str) -> Option<String> {
        None
    }
}

/// The `data:` address of `image`, as SVG embeds it.
pub(super) fn data_address(image: &Image) -> String {
    use base64::Engine as _;
    format!(
        "data:{};base64,{}",
        image.format().media_type(),
        base64::engine::general_purpose::STANDARD.encode(image.bytes())
    )
}

/// The SVG text element of one line of a word in the shipped font, `size` high, at the
/// place and turn of `p`, its start `offset` from there (before the turn).
#[cfg(feature = "pdf")]
fn text_element(p: &Placed, offset: (f64, f64), size: f64, colour: &str, line: &str) -> String {
    format!(
        "<text transform=\"translate({:.3} {:.3}) rotate({:.1})\" x=\"{:.3}\" y=\"{:.3}\" \
         font-family=\"{}\" font-weight=\"bold\" font-size=\"{:.3}\" text-anchor=\"start\" \
         dominant-baseline=\"alphabetic\" fill=\"{}\"{}>{}</text>",
        p.x,
        p.y,
        p.rotation,
        offset.0,
        offset.1,
        crate::font::FAMILY,
        size,
        colour,
        if line.contains(char::is_whitespace) {
            " xml:space=\"preserve\""
        } else {
            ""
        },
        escape(line)
    )
}
