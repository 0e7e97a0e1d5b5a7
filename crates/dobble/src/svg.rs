//! Printable cards as SVG: one picture per card, and A4 sheets of six cards.
//!
//! A card is a circle of 100 units; its symbols are text labels spread on a sunflower
//! spiral (turned by a random angle, symbols in random order). Each label gets the disc of
//! half the distance to its nearest neighbour (and no further than the rim), and a random
//! size and rotation that keep the whole rotated label inside that disc, so labels never
//! overlap and never cross the rim. Layouts are random but seeded (ChaCha8, one stream
//! per card): the same seed gives the same pictures, on every platform and release.
//!
//! A card shows at most [`MAX_DRAWN_SYMBOLS`] symbols: more would be too small to read
//! (at 128, a label of a few letters is about 2 mm high on a 90 mm card), and the layout
//! costs the square of a card's size. A deck with a larger card is refused before anything
//! is drawn ([`DrawError`]).
//!
//! A sheet is an A4 page (210 x 297 mm) with six cards of 90 mm in two columns, meant to be
//! printed at 100 % scale ("actual size") and cut out.

#[cfg(feature = "pdf")]
use crate::font::{Ink, LetteringError};
use crate::image::Image;
use crate::xml::escape;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Write;

/// Radius of the printed card circle, in card units (the card is 100 units wide).
const RIM: f64 = 48.0;
/// Radius every symbol stays within, in card units (the card is 100 units wide, its printed
/// rim a circle of radius 48).
pub const CARD_INSIDE: f64 = 45.0;
/// Cards per A4 sheet.
const CARDS_PER_SHEET: usize = 6;

/// The most symbols a drawn card shows ([`Pictures::draw`], [`card_svg`]): 128, the
/// cards of the deck of order 127.
pub const MAX_DRAWN_SYMBOLS: usize = 128;

/// Why cards cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DrawError {
    /// A card has more than [`MAX_DRAWN_SYMBOLS`] symbols.
    #[error("a card of {symbols} symbols is more than the {limit} a drawn card can show")]
    TooManySymbols {
        /// The card (an index into the cards drawn).
        card: usize,
        /// Its number of symbols.
        symbols: usize,
        /// [`MAX_DRAWN_SYMBOLS`].
        limit: usize,
    },
}

/// Refuses card `card` of `symbols` symbols if they are more than [`MAX_DRAWN_SYMBOLS`].
pub(crate) fn check_size(card: usize, symbols: usize) -> Result<(), DrawError> {
    if symbols > MAX_DRAWN_SYMBOLS {
        return Err(DrawError::TooManySymbols {
            card,
            symbols,
            limit: MAX_DRAWN_SYMBOLS,
        });
    }
    Ok(())
}

/// Where and how one symbol is drawn on a card: a box of `width` by `height` centred on
/// (`x`, `y`) and turned by `rotation` degrees about its centre (card units: the card is
/// 100 units wide, origin at its centre, y downwards as in SVG).
///
/// The box is the image itself, or for a word its estimated extent (see [`word_aspect`]).
/// Every corner of the turned box lies within [`CARD_INSIDE`] of the centre, and the
/// turned boxes of one card never overlap: each lies inside the disc of radius `radius`
/// about its centre, and these discs are apart.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Placed {
    /// Horizontal position of the centre.
    pub x: f64,
    /// Vertical position of the centre.
    pub y: f64,
    /// Width of the box.
    pub width: f64,
    /// Height of the box (for a word, its font size).
    pub height: f64,
    /// Rotation in degrees, clockwise on the page.
    pub rotation: f64,
    /// Radius of the disc about the centre that the turned box stays inside: half its
    /// diagonal.
    pub radius: f64,
    /// Hue of a word's colour, in degrees.
    pub hue: f64,
}

/// Width over height of a word of `chars` characters as drawn: 0.6 of the font size per
/// character (an estimate for a bold sans-serif face), one font size high.
pub fn word_aspect(chars: usize) -> f64 {
    0.6 * chars.max(1) as f64
}

/// Placements for shapes of the given aspect ratios (width over height), in the shapes'
/// order. No retry: each shape takes a share of the room its neighbours leave, so the work
/// is bounded by the square of the card's size, itself bounded by [`MAX_DRAWN_SYMBOLS`].
fn layout(aspects: &[f64], rng: &mut ChaCha8Rng) -> Vec<Placed> {
    let k = aspects.len();
    let turn = rng.random_range(0.0..std::f64::consts::TAU);
    let golden = std::f64::consts::PI * (3.0 - 5f64.sqrt());
    let spread = CARD_INSIDE * 0.8;
    let mut points: Vec<(f64, f64)> = (0..k)
        .map(|i| {
            let r = if k == 1 {
                0.0
            } else {
                spread * ((i as f64 + 0.5) / k as f64).sqrt()
            };
            let a = turn + golden * i as f64;
            (r * a.cos(), r * a.sin())
        })
        .collect();
    points.shuffle(rng);
    points
        .iter()
        .zip(aspects)
        .enumerate()
        .map(|(i, (&(x, y), &aspect))| {
            let to_rim = CARD_INSIDE - x.hypot(y);
            let room = points
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &(u, v))| (x - u).hypot(y - v) / 2.0)
                .fold(to_rim, f64::min);
            // A box of height s spans aspect s by s; its half diagonal must fit.
            let half_diagonal = (aspect / 2.0).hypot(0.5);
            let height = room / half_diagonal * rng.random_range(0.75..0.98);
            Placed {
                x,
                y,
                width: aspect * height,
                height,
                rotation: rng.random_range(0.0..360.0),
                radius: height * half_diagonal,
                hue: rng.random_range(0.0..360.0),
            }
        })
        .collect()
}

/// The random numbers of card `index` under `seed`.
fn card_rng(seed: u64, index: usize) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index as u64);
    rng
}

/// How a deck's symbols look: each a word, unless it was given a picture.
#[derive(Clone, Debug, Default)]
pub struct Artwork {
    /// The pictures by symbol name, each with its `data:` address for SVG.
    images: hashbrown::HashMap<String, (Image, String)>,
    /// The words measured in the shipped font ([`Artwork::measure_words`]).
    #[cfg(feature = "pdf")]
    inks: hashbrown::HashMap<String, Ink>,
}

impl Artwork {
    /// Every symbol drawn as its word.
    pub fn words() -> Artwork {
        Artwork::default()
    }

    /// Draws the symbol named `symbol` (exactly as on the cards) as `image`.
    pub fn insert(&mut self, symbol: impl Into<String>, image: Image) {
        use base64::Engine as _;
        let href = format!(
            "data:{};base64,{}",
            image.format().media_type(),
            base64::engine::general_purpose::STANDARD.encode(image.bytes())
        );
        self.images.insert(symbol.into(), (image, href));
    }

    /// The picture of `symbol`, if it has one.
    pub fn image(&self, symbol: &str) -> Option<&Image> {
        self.images.get(symbol).map(|(image, _)| image)
    }

    /// Width over height of `symbol` as drawn.
    fn aspect(&self, symbol: &str) -> f64 {
        #[cfg(feature = "pdf")]
        if let Some(ink) = self.inks.get(symbol) {
            return ink.width / ink.height;
        }
        self.image(symbol)
            .map_or_else(|| word_aspect(symbol.chars().count()), Image::aspect)
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
            let ink = crate::font::measure(symbol)?;
            self.inks.insert(symbol.to_owned(), ink);
        }
        Ok(())
    }

    /// The SVG element that writes `word` in the shipped font, its ink filling the box
    /// `p`, if the word was measured.
    #[cfg(feature = "pdf")]
    fn lettered(&self, word: &str, p: &Placed) -> Option<String> {
        let ink = self.inks.get(word)?;
        let size = p.height / ink.height;
        Some(format!(
            "<text transform=\"translate({:.3} {:.3}) rotate({:.1})\" x=\"{:.3}\" y=\"{:.3}\" \
             font-family=\"{}\" font-weight=\"bold\" font-size=\"{:.3}\" text-anchor=\"start\" \
             dominant-baseline=\"alphabetic\" fill=\"hsl({:.0}, 70%, 35%)\">{}</text>",
            p.x,
            p.y,
            p.rotation,
            -(ink.left + ink.width / 2.0) * size,
            -(ink.top + ink.height / 2.0) * size,
            crate::font::FAMILY,
            size,
            p.hue,
            escape(word)
        ))
    }

    #[cfg(not(feature = "pdf"))]
    fn lettered(&self, _word: &str, _p: &Placed) -> Option<String> {
        None
    }
}

/// Where each symbol of a card goes ([`Placed`]): the layout of [`card_svg`] and
/// [`Pictures`] for card `index` under `seed`, with the aspect ratios of `artwork`.
///
/// # Errors
/// [`DrawError::TooManySymbols`] (with `index`) for more than [`MAX_DRAWN_SYMBOLS`] symbols.
pub fn card_layout(
    symbols: &[String],
    artwork: &Artwork,
    seed: u64,
    index: usize,
) -> Result<Vec<Placed>, DrawError> {
    check_size(index, symbols.len())?;
    Ok(placements(symbols, artwork, seed, index))
}

/// [`card_layout`] of a card already checked.
fn placements(symbols: &[String], artwork: &Artwork, seed: u64, index: usize) -> Vec<Placed> {
    let aspects: Vec<f64> = symbols.iter().map(|s| artwork.aspect(s)).collect();
    layout(&aspects, &mut card_rng(seed, index))
}

/// The drawing of one card (circle and symbols) in card units, centred on the origin.
pub(crate) fn card_body(symbols: &[String], artwork: &Artwork, seed: u64, index: usize) -> String {
    let mut body =
        format!("<circle r=\"{RIM}\" fill=\"white\" stroke=\"black\" stroke-width=\"0.8\"/>\n");
    for (symbol, p) in symbols
        .iter()
        .zip(placements(symbols, artwork, seed, index))
    {
        let _ = match artwork.images.get(symbol.as_str()) {
            Some((_, href)) => writeln!(
                body,
                "<image transform=\"translate({:.2} {:.2}) rotate({:.1})\" x=\"{:.3}\" y=\"{:.3}\" \
                 width=\"{:.3}\" height=\"{:.3}\" href=\"{href}\"/>",
                p.x,
                p.y,
                p.rotation,
                -p.width / 2.0,
                -p.height / 2.0,
                p.width,
                p.height,
            ),
            None => match artwork.lettered(symbol, &p) {
                Some(text) => writeln!(body, "{text}"),
                None => writeln!(
                    body,
                    "<text transform=\"translate({:.2} {:.2}) rotate({:.1})\" font-size=\"{:.2}\" \
                 fill=\"hsl({:.0}, 70%, 35%)\">{}</text>",
                    p.x,
                    p.y,
                    p.rotation,
                    p.height,
                    p.hue,
                    escape(symbol)
                ),
            },
        };
    }
    body
}

const TEXT_STYLE: &str = "font-family=\"DejaVu Sans, Arial, sans-serif\" font-weight=\"bold\" \
                          text-anchor=\"middle\" dominant-baseline=\"central\"";

/// One card as a standalone SVG picture, 90 mm wide, its symbols as words. `index` picks
/// the card's layout stream.
///
/// # Errors
/// [`DrawError::TooManySymbols`] (with `index`) for more than [`MAX_DRAWN_SYMBOLS`] symbols.
///
/// ```
/// let svg = dobble::draw::card_svg(&["cat".into(), "dog".into(), "owl".into()], 7, 0).unwrap();
/// assert!(svg.starts_with("<svg") && svg.matches("<text").count() == 3);
/// let wide: Vec<String> = (0..200).map(|s| s.to_string()).collect();
/// assert!(dobble::draw::card_svg(&wide, 7, 0).is_err());
/// ```
pub fn card_svg(symbols: &[String], seed: u64, index: usize) -> Result<String, DrawError> {
    check_size(index, symbols.len())?;
    Ok(drawn_card(symbols, &Artwork::words(), seed, index))
}

/// One card as a standalone SVG picture, of a card already checked.
fn drawn_card(symbols: &[String], artwork: &Artwork, seed: u64, index: usize) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"90mm\" height=\"90mm\" \
         viewBox=\"-50 -50 100 100\">\n<g {TEXT_STYLE}>\n{}</g>\n</svg>\n",
        card_body(symbols, artwork, seed, index)
    )
}

/// The cards on A4 sheets, six per page (card `i` has the layout of [`card_svg`] with
/// index `i`).
fn sheet_svgs(cards: &[Vec<String>], artwork: &Artwork, seed: u64) -> Vec<String> {
    cards
        .chunks(CARDS_PER_SHEET)
        .enumerate()
        .map(|(page, chunk)| {
            let mut svg = String::from(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"210mm\" height=\"297mm\" \
                 viewBox=\"0 0 210 297\">\n",
            );
            for (i, card) in chunk.iter().enumerate() {
                let (x, y) = (57.5 + 95.0 * (i % 2) as f64, 52.5 + 96.0 * (i / 2) as f64);
                let _ = write!(
                    svg,
                    "<g transform=\"translate({x} {y}) scale(0.9)\" {TEXT_STYLE}>\n{}</g>\n",
                    card_body(card, artwork, seed, page * CARDS_PER_SHEET + i)
                );
            }
            svg.push_str("</svg>\n");
            svg
        })
        .collect()
}

/// The pictures of a deck: one SVG per card ([`card_svg`]) and A4 sheets (210 x 297 mm) of
/// six cards of 90 mm, to print at 100 % and cut out, each with the file name it is meant
/// to be saved under.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Pictures {
    /// One picture per card, in the deck's order.
    pub cards: Vec<String>,
    /// The A4 sheets.
    pub sheets: Vec<String>,
}

impl Pictures {
    /// Draws `cards` (each card the names of its symbols) with the layouts of `seed`: card
    /// `i` is [`card_svg`]`(card, seed, i)`, on sheet `i / 6`.
    ///
    /// # Errors
    /// [`DrawError::TooManySymbols`] for the first card with more than
    /// [`MAX_DRAWN_SYMBOLS`] symbols, before anything is drawn.
    ///
    /// ```
    /// let cards = vec![vec!["cat".to_owned(), "dog".to_owned()]; 7];
    /// let pictures = dobble::Pictures::draw(&cards, 0).unwrap();
    /// let names: Vec<String> = pictures.files().map(|(name, _)| name).collect();
    /// assert_eq!(names[0], "card-001.svg");
    /// assert_eq!(names[7..], ["sheet-1.svg", "sheet-2.svg"]);
    /// ```
    pub fn draw(cards: &[Vec<String>], seed: u64) -> Result<Pictures, DrawError> {
        Pictures::draw_with(cards, &Artwork::words(), seed)
    }

    /// [`Pictures::draw`] with the pictures of `artwork` in place of their symbols' words:
    /// each image keeps its aspect ratio, and gets a seeded random size and rotation within
    /// the room its neighbours leave, as a word does.
    ///
    /// # Errors
    /// As [`Pictures::draw`].
    ///
    /// ```
    /// let mut artwork = dobble::draw::Artwork::words();
    /// let sun = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>"#;
    /// artwork.insert("sun", dobble::images::Image::from_bytes(sun.to_vec()).unwrap());
    /// let cards = vec![vec!["sun".to_owned(), "moon".to_owned()]; 3];
    /// let pictures = dobble::Pictures::draw_with(&cards, &artwork, 0).unwrap();
    /// assert!(pictures.cards[0].contains("<image") && pictures.cards[0].contains(">moon</text>"));
    /// ```
    pub fn draw_with(
        cards: &[Vec<String>],
        artwork: &Artwork,
        seed: u64,
    ) -> Result<Pictures, DrawError> {
        for (i, card) in cards.iter().enumerate() {
            check_size(i, card.len())?;
        }
        Ok(Pictures {
            cards: cards
                .iter()
                .enumerate()
                .map(|(i, card)| drawn_card(card, artwork, seed, i))
                .collect(),
            sheets: sheet_svgs(cards, artwork, seed),
        })
    }

    /// Every picture with its file name: `card-001.svg`, ... (at least three digits, as many
    /// as the number of cards needs, so the names sort in card order), then `sheet-1.svg`,
    /// ....
    pub fn files(&self) -> impl Iterator<Item = (String, &str)> {
        let digits = self.cards.len().to_string().len().max(3);
        let cards = self
            .cards
            .iter()
            .enumerate()
            .map(move |(i, svg)| (format!("card-{:0digits$}.svg", i + 1), svg.as_str()));
        let sheets = self
            .sheets
            .iter()
            .enumerate()
            .map(|(i, svg)| (format!("sheet-{}.svg", i + 1), svg.as_str()));
        cards.chain(sheets)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Labels stay inside the card and never overlap, whatever their lengths.
        #[test]
        fn labels_fit(aspects in proptest::collection::vec(0.01f64..14.0, 1..20), seed in any::<u64>()) {
            let placements = layout(&aspects, &mut card_rng(seed, 3));
            prop_assert_eq!(placements.len(), aspects.len());
            for (i, p) in placements.iter().enumerate() {
                prop_assert!(p.height > 0.0);
                prop_assert!((p.width / p.height - aspects[i]).abs() < 1e-9 * aspects[i]);
                prop_assert!(p.x.hypot(p.y) + p.radius <= CARD_INSIDE + 1e-9);
                for q in &placements[i + 1..] {
                    prop_assert!((p.x - q.x).hypot(p.y - q.y) >= p.radius + q.radius - 1e-9);
                }
            }
        }
    }

    /// A card of the largest size fits (its labels checked as in `labels_fit`); one more
    /// symbol is refused before any drawing, naming the card.
    #[test]
    fn the_largest_drawn_card_fits_and_a_larger_one_is_refused() {
        let aspects: Vec<f64> = (0..MAX_DRAWN_SYMBOLS)
            .map(|i| word_aspect(1 + i % 12))
            .collect();
        let placements = layout(&aspects, &mut card_rng(5, 0));
        for (i, p) in placements.iter().enumerate() {
            assert!(p.height > 0.0 && p.x.hypot(p.y) + p.radius <= CARD_INSIDE + 1e-9);
            for q in &placements[i + 1..] {
                assert!((p.x - q.x).hypot(p.y - q.y) >= p.radius + q.radius - 1e-9);
            }
        }
        let word = |i: usize| format!("s{i}");
        let mut cards = vec![vec![word(0), word(1)]; 3];
        cards[1] = (0..MAX_DRAWN_SYMBOLS).map(word).collect();
        assert!(Pictures::draw(&cards, 0).is_ok());
        cards[2] = (0..1_000_000).map(word).collect();
        let refused = DrawError::TooManySymbols {
            card: 2,
            symbols: 1_000_000,
            limit: MAX_DRAWN_SYMBOLS,
        };
        assert_eq!(Pictures::draw(&cards, 0), Err(refused.clone()));
        assert_eq!(card_svg(&cards[2], 0, 2), Err(refused));
    }

    fn pictures_card() -> Vec<String> {
        vec!["a&b".to_owned(), "<c>".to_owned()]
    }

    #[test]
    fn seeded_and_escaped() {
        let card = vec!["a&b".to_owned(), "<c>".to_owned()];
        assert_eq!(card_svg(&card, 1, 0), card_svg(&card, 1, 0));
        assert_ne!(card_svg(&card, 1, 0), card_svg(&card, 2, 0));
        let svg = card_svg(&card, 1, 0).unwrap();
        assert!(svg.contains("a&amp;b") && svg.contains("&lt;c&gt;"));
        let sheets = sheet_svgs(&vec![card.clone(); 13], &Artwork::words(), 0);
        assert_eq!(sheets.len(), 3);
        assert_eq!(sheets[2].matches("<circle").count(), 1);
        let pictures = Pictures::draw(&vec![card; 1000], 0).unwrap();
        let names: Vec<String> = pictures.files().map(|(name, _)| name).collect();
        assert_eq!(names.len(), 1000 + 167);
        assert_eq!(
            (names[0].as_str(), names[999].as_str()),
            ("card-0001.svg", "card-1000.svg")
        );
        assert_eq!(names[1166], "sheet-167.svg");
        assert_eq!(
            pictures.cards[999],
            card_svg(&pictures_card(), 0, 999).unwrap()
        );
        assert_eq!((pictures.cards.len(), pictures.sheets.len()), (1000, 167));
    }
}

/// Printed words: the ink usvg draws is the box the layout placed.
#[cfg(all(test, feature = "pdf"))]
mod lettering_tests {
    use super::*;

    /// The ink of every text under `group`, in document order.
    fn inks(group: &usvg::Group, found: &mut Vec<usvg::Rect>) {
        for node in group.children() {
            match node {
                usvg::Node::Text(t) => found.push(t.flattened().bounding_box()),
                usvg::Node::Group(g) => inks(g, found),
                _ => {}
            }
        }
    }

    #[test]
    fn printed_ink_stays_in_its_box() {
        let card: Vec<String> = ["Wolf", "jay", "_", "É", "gyp", "ant", "QQ", "ffi", "-", "."]
            .map(str::to_owned)
            .to_vec();
        let mut artwork = Artwork::words();
        artwork
            .measure_words(card.iter().map(String::as_str))
            .unwrap();
        for seed in 0..20 {
            let placed = placements(&card, &artwork, seed, 0);
            let svg = format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-50 -50 100 100\" \
                 width=\"100\" height=\"100\">{}</svg>",
                card_body(&card, &artwork, seed, 0)
            );
            let tree = usvg::Tree::from_str(&svg, crate::font::options()).unwrap();
            let mut texts = Vec::new();
            inks(tree.root(), &mut texts);
            assert_eq!(texts.len(), card.len());
            // In the text's own frame (before its translation and rotation, which are the
            // placement's own), the ink is the box: centred, as wide and as high.
            for (ink, p) in texts.iter().zip(&placed) {
                let tolerance = 0.01 * p.height;
                let (x0, y0) = (f64::from(ink.left()), f64::from(ink.top()));
                let (x1, y1) = (f64::from(ink.right()), f64::from(ink.bottom()));
                assert!(
                    x0 >= -p.width / 2.0 - tolerance
                        && x1 <= p.width / 2.0 + tolerance
                        && y0 >= -p.height / 2.0 - tolerance
                        && y1 <= p.height / 2.0 + tolerance
                        && (x1 - x0) >= p.width - 2.0 * tolerance
                        && (y1 - y0) >= p.height - 2.0 * tolerance,
                    "seed {seed}: ink {ink:?} is not the box {p:?}"
                );
            }
        }
    }
}
