//! Print-ready PDF decks (feature `pdf`): [`print_pdf`] lays the cards out on A4 or
//! Letter ([`Paper`]), as many a sheet as fit within [`MARGIN_MM`] and [`GAP_MM`]
//! ([`SheetLayout`], cards of at least [`MIN_CARD_MM`]), with cut guides, optional
//! mirrored backs and a range of cards ([`CardRange`], [`RangeError`]), words in the
//! font shipped with the crate ([`LetteringError`]); [`Printed`] is the PDF and what is
//! in it, [`PrintError`] says why not.
//!
//! The back pages are mirrored for double-sided printing.
//!
//! Each page is first written as SVG (the cards exactly as [`Pictures`](crate::Pictures)
//! draws them, words in the font shipped with the crate), then turned into PDF by svg2pdf
//! (the typst project's converter, on usvg) and assembled with pdf-writer. The whole document
//! is built in memory and returned as bytes: nothing is written unless everything worked.

pub use crate::font::{LetteringError, MAX_WORD_CHARS};

use std::fmt;

use games_common::range::NumberRange;

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};

use crate::draw::{
    Artwork, DEFAULT_CARD_MM, DrawError, Lettering, card_back, card_body, card_layout_sized,
    check_amount, fit_lettering,
};

/// Room left blank at each edge of a sheet, in mm: most printers cannot print nearer.
pub const MARGIN_MM: f64 = 7.0;
/// Room between two cards, in mm.
pub const GAP_MM: f64 = 3.0;
/// The smallest card diameter, in mm: smaller would be hard to see and to cut. A card of
/// words may need more, for its letters to be legible ([`DrawError::TooSmall`]).
pub const MIN_CARD_MM: f64 = 30.0;

/// A paper size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 in (215.9 x 279.4 mm).
    Letter,
}

impl Paper {
    /// Width and height in mm, portrait.
    pub fn size_mm(self) -> (f64, f64) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Paper::A4 => "A4",
            Paper::Letter => "Letter",
        })
    }
}

/// A range of cards, numbered from 1 in the deck's order, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardRange {
    /// The first card printed.
    pub first: usize,
    /// The last card printed.
    pub last: usize,
}

/// Why a text is not a range of cards.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RangeError {
    /// Not `A..=B`, `A..B` or `A` (the workspace's grammar,
    /// [`games_common::range`]), or a range with no card in it.
    #[error(transparent)]
    Unread(#[from] games_common::RangeError),
    /// A card numbered 0: cards are numbered from 1.
    #[error("cards are numbered from 1, not 0")]
    Zero,
}

impl CardRange {
    /// Reads `A..=B` (cards A to B), `A..B` (A to B - 1) or `A` (card A alone), as the
    /// workspace's grammar reads a range ([`games_common::range`]).
    ///
    /// # Errors
    /// A [`RangeError`] saying what is wrong.
    ///
    /// ```
    /// use dobble::print::CardRange;
    /// assert_eq!(CardRange::parse("1..=55"), Ok(CardRange { first: 1, last: 55 }));
    /// assert_eq!(CardRange::parse("3..5"), Ok(CardRange { first: 3, last: 4 }));
    /// assert_eq!(CardRange::parse("7"), Ok(CardRange { first: 7, last: 7 }));
    /// assert!(CardRange::parse("0..=3").is_err() && CardRange::parse("5..5").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<CardRange, RangeError> {
        let range: NumberRange<usize> = text.parse()?;
        if range.start() == 0 {
            return Err(RangeError::Zero);
        }
        let (first, last) = range.bounds()?;
        Ok(CardRange { first, last })
    }
}

impl fmt::Display for CardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..={}", self.first, self.last)
    }
}

/// How a deck is printed.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct PrintOptions {
    /// The paper.
    pub paper: Paper,
    /// The diameter of a card (its cut line), in mm.
    pub card_mm: f64,
    /// Whether each sheet is followed by a page of card backs.
    pub backs: bool,
    /// The cards printed, or all.
    pub cards: Option<CardRange>,
    /// Seed of the card layouts (as for [`Pictures`](crate::Pictures)).
    pub seed: u64,
}

impl Default for PrintOptions {
    /// A4, cards of [`DEFAULT_CARD_MM`] (85 mm), no backs, every card, seed 0.
    fn default() -> PrintOptions {
        PrintOptions {
            paper: Paper::A4,
            card_mm: DEFAULT_CARD_MM,
            backs: false,
            cards: None,
            seed: 0,
        }
    }
}

/// Why a deck cannot be printed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum PrintError {
    /// A card diameter below [`MIN_CARD_MM`] (or not a number).
    #[error("a card of {card_mm} mm is too small{}: at least {min_mm} mm", for_symbols(*.symbols))]
    CardTooSmall {
        /// The diameter asked for.
        card_mm: f64,
        /// [`MIN_CARD_MM`].
        min_mm: f64,
        /// The most symbols on a card of the deck, where known ([`print_pdf`] knows,
        /// [`SheetLayout::new`] does not).
        symbols: Option<usize>,
    },
    /// A card that does not fit on the paper within the margins.
    #[error(
        "a card of {card_mm} mm does not fit on {paper} paper: at most {max_mm} mm within the margins"
    )]
    CardTooLarge {
        /// The diameter asked for.
        card_mm: f64,
        /// The paper.
        paper: Paper,
        /// The largest diameter that fits.
        max_mm: f64,
    },
    /// A range of cards that goes beyond the deck.
    #[error("cards {range} are outside the deck of {cards} cards")]
    CardsOutside {
        /// The range asked for.
        range: CardRange,
        /// The deck's number of cards.
        cards: usize,
    },
    /// A deck with no card.
    #[error("the deck has no card to print")]
    NoCards,
    /// A card with too many symbols to draw.
    #[error(transparent)]
    Draw(#[from] DrawError),
    /// A word the shipped font cannot draw.
    #[error(transparent)]
    Lettering(#[from] crate::font::LetteringError),
    /// An SVG picture that nests its drawing deeper than the PDF converter takes (28 saved
    /// graphics states, a few of which the page and the card use): found, when a page is
    /// refused so, by converting each SVG picture of that page alone on a card. `None` is
    /// the picture of the card backs.
    #[error("the picture of {} nests its drawing too deeply to be made into PDF (at most {PDF_NESTING} levels of graphics state, the page and card's included)", match symbol { Some(s) => format!("symbol `{s}`"), None => "the card backs".to_owned() })]
    TooDeep {
        /// The symbol drawn with the picture, or `None` for the backs.
        symbol: Option<String>,
    },
    /// A page the converter refused (an SVG picture it cannot read, for example).
    #[error("page {page} cannot be made into PDF: {reason}")]
    Conversion {
        /// The page, from 1.
        page: usize,
        /// The converter's words.
        reason: String,
    },
}

/// The most graphics states the PDF converter saves one inside another (svg2pdf's limit).
const PDF_NESTING: usize = 28;

/// The middle of [`PrintError::CardTooSmall`]'s message.
fn for_symbols(symbols: Option<usize>) -> String {
    match symbols {
        Some(1) => " for a card of 1 symbol".to_owned(),
        Some(n) => format!(" for cards of {n} symbols"),
        None => String::new(),
    }
}

/// Where the cards go on a sheet: a grid of as many columns and rows of cards as fit
/// within the margins, centred on the page.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct SheetLayout {
    /// The paper.
    pub paper: Paper,
    /// The card diameter, in mm.
    pub card_mm: f64,
    /// Cards across.
    pub columns: usize,
    /// Cards down.
    pub rows: usize,
}

impl SheetLayout {
    /// The grid for cards of `card_mm` on `paper`.
    ///
    /// # Errors
    /// [`PrintError::CardTooSmall`] below [`MIN_CARD_MM`], [`PrintError::CardTooLarge`]
    /// where not one card fits.
    ///
    /// ```
    /// use dobble::print::{Paper, SheetLayout};
    /// let a4 = SheetLayout::new(Paper::A4, 90.0).unwrap();
    /// assert_eq!((a4.columns, a4.rows), (2, 3));
    /// let letter = SheetLayout::new(Paper::Letter, 60.0).unwrap();
    /// assert_eq!((letter.columns, letter.rows), (3, 4));
    /// assert!(SheetLayout::new(Paper::A4, 200.0).is_err());
    /// ```
    pub fn new(paper: Paper, card_mm: f64) -> Result<SheetLayout, PrintError> {
        if card_mm.is_nan() || card_mm < MIN_CARD_MM {
            return Err(PrintError::CardTooSmall {
                card_mm,
                min_mm: MIN_CARD_MM,
                symbols: None,
            });
        }
        let (width, height) = paper.size_mm();
        let fit = |length: f64| ((length - 2.0 * MARGIN_MM + GAP_MM) / (card_mm + GAP_MM)).floor();
        let (columns, rows) = (fit(width), fit(height));
        if columns < 1.0 || rows < 1.0 || !card_mm.is_finite() {
            return Err(PrintError::CardTooLarge {
                card_mm,
                paper,
                max_mm: width.min(height) - 2.0 * MARGIN_MM,
            });
        }
        Ok(SheetLayout {
            paper,
            card_mm,
            columns: columns as usize,
            rows: rows as usize,
        })
    }

    /// Cards on one sheet.
    pub fn per_sheet(&self) -> usize {
        self.columns * self.rows
    }

    /// The centre of the card in place `place` (row by row), in mm from the sheet's top
    /// left corner.
    pub fn centre(&self, place: usize) -> (f64, f64) {
        let (width, height) = self.paper.size_mm();
        let span = |n: usize| n as f64 * self.card_mm + (n - 1) as f64 * GAP_MM;
        let left = (width - span(self.columns)) / 2.0 + self.card_mm / 2.0;
        let top = (height - span(self.rows)) / 2.0 + self.card_mm / 2.0;
        let step = self.card_mm + GAP_MM;
        (
            left + (place % self.columns) as f64 * step,
            top + (place / self.columns) as f64 * step,
        )
    }
}

/// A printed deck: the PDF's bytes and what is in it.
///
/// Serialized (feature `serde`) as what is in it, without the bytes (read back empty):
/// `{"pages":..,"sheets":..,"cards":..,"first_card":..,"last_card":..,"per_sheet":..,
/// "paper":"a4"|"letter","card_mm":..,"backs":..}`.
#[derive(Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Printed {
    /// The PDF document.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub pdf: Vec<u8>,
    /// Pages, backs included.
    pub pages: usize,
    /// Sheets of cards (a page each, and a page of backs each with backs).
    pub sheets: usize,
    /// Cards printed.
    pub cards: usize,
    /// The first card printed, from 1.
    pub first_card: usize,
    /// The last card printed.
    pub last_card: usize,
    /// Cards on a full sheet.
    pub per_sheet: usize,
    /// The paper.
    pub paper: Paper,
    /// The card diameter, in mm.
    pub card_mm: f64,
    /// Whether each sheet has a page of backs.
    pub backs: bool,
    /// The height of the words, the same on every card (not serialized: the `--json`
    /// document of `render -o` is unchanged).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub lettering: Lettering,
}

impl fmt::Debug for Printed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Printed")
            .field("pdf", &self.pdf.len())
            .field("pages", &self.pages)
            .field("sheets", &self.sheets)
            .field("cards", &self.cards)
            .field("first_card", &self.first_card)
            .field("last_card", &self.last_card)
            .field("per_sheet", &self.per_sheet)
            .field("paper", &self.paper)
            .field("card_mm", &self.card_mm)
            .field("backs", &self.backs)
            .finish()
    }
}

impl Printed {
    /// The cards printed, as a range.
    pub fn range(&self) -> CardRange {
        CardRange {
            first: self.first_card,
            last: self.last_card,
        }
    }
}

/// The thin dashed circle a card is cut along, in card units (the card is 100 wide).
const CUT_GUIDE: &str = "<circle r=\"50\" fill=\"none\" stroke=\"#888\" stroke-width=\"0.25\" \
                         stroke-dasharray=\"1.5 1\"/>\n";

/// An SVG page of `layout`'s paper with `cards` drawn at the given places.
fn page_svg(layout: &SheetLayout, cards: impl Iterator<Item = ((f64, f64), String)>) -> String {
    let (width, height) = layout.paper.size_mm();
    let scale = layout.card_mm / 100.0;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}mm\" height=\"{height}mm\" \
         viewBox=\"0 0 {width} {height}\">\n<rect width=\"{width}\" height=\"{height}\" fill=\"white\"/>\n"
    );
    for ((x, y), body) in cards {
        svg.push_str(&format!(
            "<g transform=\"translate({x:.3} {y:.3}) scale({scale:.5})\">\n{CUT_GUIDE}{body}</g>\n"
        ));
    }
    svg.push_str("</svg>\n");
    svg
}

/// The pages of the print, made one at a time as they are asked for (a page holds its
/// pictures, so only one is in memory at once): each sheet of fronts, followed by its backs
/// if asked for.
fn pages<'a>(
    cards: &'a [Vec<String>],
    artwork: &'a Artwork,
    layout: &'a SheetLayout,
    options: &'a PrintOptions,
    range: CardRange,
) -> impl Iterator<Item = String> + 'a {
    let (width, _) = layout.paper.size_mm();
    let first = range.first - 1;
    let sheets = (range.last - first).div_ceil(layout.per_sheet());
    let sides = if options.backs { 2 } else { 1 };
    (0..sheets * sides).map(move |page| {
        let sheet = page / sides;
        let from = first + sheet * layout.per_sheet();
        let to = (from + layout.per_sheet()).min(range.last);
        if page % sides == 0 {
            page_svg(
                layout,
                (from..to).enumerate().map(|(place, card)| {
                    // Laid out once already, by `print_pdf`'s check: the same again.
                    let placed = card_layout_sized(
                        &cards[card],
                        artwork,
                        options.seed,
                        card,
                        layout.card_mm,
                    )
                    .unwrap_or_default();
                    (
                        layout.centre(place),
                        card_body(&cards[card], artwork, &placed),
                    )
                }),
            )
        } else {
            // Turned over along the long edge, a card's back lands mirrored left to right.
            page_svg(
                layout,
                (0..to - from).map(|place| {
                    let (x, y) = layout.centre(place);
                    ((width - x, y), card_back(artwork, place))
                }),
            )
        }
    })
}

/// Prints `cards` (each the names of its symbols) as one PDF with the looks of `artwork`:
/// card `i` (from 0) has the layout of [`Pictures`](crate::Pictures)' card `i`, whatever
/// range is printed, and words are written in the font shipped with the crate.
///
/// # Errors
/// A [`PrintError`], found before any page is made where the input is at fault.
///
/// ```
/// use dobble::print_pdf;
/// use dobble::draw::Artwork;
/// use dobble::print::{CardRange, PrintOptions};
/// let cards = vec![
///     vec!["sun".to_owned(), "moon".to_owned()],
///     vec!["sun".to_owned(), "star".to_owned()],
///     vec!["moon".to_owned(), "star".to_owned()],
/// ];
/// let mut options = PrintOptions::default();
/// options.backs = true;
/// options.cards = Some(CardRange { first: 2, last: 3 });
/// let printed = print_pdf(&cards, &Artwork::words(), &options).unwrap();
/// assert!(printed.pdf.starts_with(b"%PDF-"));
/// assert_eq!((printed.sheets, printed.pages), (1, 2));
/// ```
pub fn print_pdf(
    cards: &[Vec<String>],
    artwork: &Artwork,
    options: &PrintOptions,
) -> Result<Printed, PrintError> {
    if options.card_mm.is_nan() || options.card_mm < MIN_CARD_MM {
        return Err(PrintError::CardTooSmall {
            card_mm: options.card_mm,
            min_mm: MIN_CARD_MM,
            symbols: Some(cards.iter().map(Vec::len).max().unwrap_or(0)),
        });
    }
    let layout = SheetLayout::new(options.paper, options.card_mm)?;
    if cards.is_empty() {
        return Err(PrintError::NoCards);
    }
    let range = options.cards.unwrap_or(CardRange {
        first: 1,
        last: cards.len(),
    });
    if range.last > cards.len() {
        return Err(PrintError::CardsOutside {
            range,
            cards: cards.len(),
        });
    }
    // Every card's size, then all of them together, before anything is measured.
    check_amount(cards, range.first - 1..range.last)?;
    let printed = &cards[range.first - 1..range.last];
    let mut artwork = artwork.clone();
    artwork.measure_words(printed.iter().flatten().map(String::as_str))?;
    // One height for the words of every card, chosen before any page is made: a deck too
    // small for its words is refused up front, naming every card that does not fit.
    let lettering = fit_lettering(
        cards,
        &artwork,
        options.seed,
        layout.card_mm,
        range.first - 1..range.last,
    )?;
    artwork.set_letter_mm(lettering.letter_mm);
    let (pdf, pages) = assemble(
        pages(cards, &artwork, &layout, options, range),
        layout.paper,
    )
    .map_err(|failed| match failed {
        Failed::TooDeep { page } => {
            let sides = if options.backs { 2 } else { 1 };
            if page % sides == 1 {
                return PrintError::TooDeep { symbol: None };
            }
            let from = range.first - 1 + page / sides * layout.per_sheet();
            let to = (from + layout.per_sheet()).min(range.last);
            let symbol = cards[from..to]
                .iter()
                .flatten()
                .find(|symbol| too_deep(symbol, &artwork, &layout, options.seed));
            match symbol {
                Some(symbol) => PrintError::TooDeep {
                    symbol: Some(symbol.clone()),
                },
                None => PrintError::Conversion {
                    page: page + 1,
                    reason: svg2pdf::ConversionError::TooMuchNesting.to_string(),
                },
            }
        }
        Failed::Other(e) => e,
    })?;
    Ok(Printed {
        pdf,
        pages,
        sheets: printed.len().div_ceil(layout.per_sheet()),
        cards: printed.len(),
        first_card: range.first,
        last_card: range.last,
        per_sheet: layout.per_sheet(),
        paper: layout.paper,
        card_mm: layout.card_mm,
        backs: options.backs,
        lettering,
    })
}

/// Points (1/72 in) in `mm` millimetres.
fn points(mm: f64) -> f32 {
    (mm * 72.0 / 25.4) as f32
}

/// Whether `symbol`'s picture, alone on a card of `layout`, is refused by the PDF converter
/// for nesting too deep.
fn too_deep(symbol: &String, artwork: &Artwork, layout: &SheetLayout, seed: u64) -> bool {
    if artwork.image(symbol).is_none() {
        return false;
    }
    let card = std::slice::from_ref(symbol);
    let Ok(placed) = card_layout_sized(card, artwork, seed, 0, layout.card_mm) else {
        return false;
    };
    let page = page_svg(
        layout,
        std::iter::once((layout.centre(0), card_body(card, artwork, &placed))),
    );
    usvg::Tree::from_str(&page, crate::font::options()).is_ok_and(|tree| {
        matches!(
            svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default()),
            Err(svg2pdf::ConversionError::TooMuchNesting)
        )
    })
}

/// Why [`assemble`] stopped: a page nested too deep for the converter (page from 0), or
/// another refusal.
enum Failed {
    TooDeep { page: usize },
    Other(PrintError),
}

/// The PDF of the SVG `pages`, each a page of `paper`, and how many pages it has.
fn assemble(pages: impl Iterator<Item = String>, paper: Paper) -> Result<(Vec<u8>, usize), Failed> {
    let (width, height) = paper.size_mm();
    let (width, height) = (points(width), points(height));
    let mut next = Ref::new(1);
    let catalog = next.bump();
    let tree = next.bump();
    let mut pdf = Pdf::new();
    let mut kids = Vec::new();
    let drawing = Name(b"Page");
    for (number, svg) in pages.enumerate() {
        let failed = |reason: String| {
            Failed::Other(PrintError::Conversion {
                page: number + 1,
                reason,
            })
        };
        let parsed = usvg::Tree::from_str(&svg, crate::font::options())
            .map_err(|e| failed(e.to_string()))?;
        let (chunk, drawn) = svg2pdf::to_chunk(&parsed, svg2pdf::ConversionOptions::default())
            .map_err(|e| match e {
                svg2pdf::ConversionError::TooMuchNesting => Failed::TooDeep { page: number },
                e => failed(e.to_string()),
            })?;
        let mut renumbered = hashbrown::HashMap::new();
        let chunk = chunk.renumber(|old| *renumbered.entry(old).or_insert_with(|| next.bump()));
        let drawn = renumbered[&drawn];
        let page = next.bump();
        let content = next.bump();
        kids.push(page);
        let mut writer = pdf.page(page);
        writer
            .media_box(Rect::new(0.0, 0.0, width, height))
            .parent(tree)
            .contents(content);
        writer.resources().x_objects().pair(drawing, drawn);
        writer.finish();
        let mut stream = Content::new();
        stream
            .transform([width, 0.0, 0.0, height, 0.0, 0.0])
            .x_object(drawing);
        pdf.stream(content, &stream.finish());
        pdf.extend(&chunk);
    }
    pdf.catalog(catalog).pages(tree);
    let pages = kids.len();
    let count = i32::try_from(pages).unwrap_or(i32::MAX);
    pdf.pages(tree).kids(kids).count(count);
    pdf.document_info(next.bump())
        .producer(TextStr("dobble"))
        .title(TextStr("Dobble deck"));
    Ok((pdf.finish(), pages))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn sheets_hold_as_many_cards_as_fit() {
        // By hand: A4 holds 2 x 3 cards of 90 mm (2 x 90 + 3 + 14 = 197 <= 210,
        // 3 x 90 + 6 + 14 = 290 <= 297), Letter 2 x 2 (290 > 279.4).
        let grid = |paper, mm| SheetLayout::new(paper, mm).map(|l| (l.columns, l.rows));
        assert_eq!(grid(Paper::A4, 90.0), Ok((2, 3)));
        assert_eq!(grid(Paper::Letter, 90.0), Ok((2, 2)));
        // The default, 85 mm: 2 x 85 + 3 + 14 = 187 <= 210 (and <= 215.9), 3 x 85 + 6 + 14
        // = 275 <= 279.4 (and <= 297): six a sheet on both papers.
        assert_eq!(grid(Paper::A4, DEFAULT_CARD_MM), Ok((2, 3)));
        assert_eq!(grid(Paper::Letter, DEFAULT_CARD_MM), Ok((2, 3)));
        assert_eq!(grid(Paper::A4, 30.0), Ok((6, 8)));
        assert_eq!(grid(Paper::A4, 196.0), Ok((1, 1)));
        assert!(matches!(
            grid(Paper::A4, 196.1),
            Err(PrintError::CardTooLarge { max_mm, .. }) if max_mm == 196.0
        ));
        assert!(matches!(
            grid(Paper::A4, 29.9),
            Err(PrintError::CardTooSmall { .. })
        ));
        assert!(matches!(
            grid(Paper::A4, f64::NAN),
            Err(PrintError::CardTooSmall { .. })
        ));
        assert!(matches!(
            grid(Paper::A4, f64::INFINITY),
            Err(PrintError::CardTooLarge { .. })
        ));
    }

    proptest! {
        /// Every card of a sheet lies within the margins, and no two cards touch, whatever
        /// the paper and size.
        #[test]
        fn cards_stay_on_the_sheet_apart(letter in any::<bool>(), mm in 30.0f64..220.0) {
            let paper = if letter { Paper::Letter } else { Paper::A4 };
            let Ok(layout) = SheetLayout::new(paper, mm) else { return Ok(()) };
            let (width, height) = paper.size_mm();
            let r = mm / 2.0;
            let centres: Vec<(f64, f64)> = (0..layout.per_sheet()).map(|p| layout.centre(p)).collect();
            for (i, &(x, y)) in centres.iter().enumerate() {
                prop_assert!(x - r >= MARGIN_MM - 1e-9 && x + r <= width - MARGIN_MM + 1e-9);
                prop_assert!(y - r >= MARGIN_MM - 1e-9 && y + r <= height - MARGIN_MM + 1e-9);
                for &(u, v) in &centres[i + 1..] {
                    prop_assert!((x - u).hypot(y - v) >= mm + GAP_MM - 1e-9);
                }
            }
            // One more column or row would not fit.
            prop_assert!((layout.columns + 1) as f64 * mm + layout.columns as f64 * GAP_MM > width - 2.0 * MARGIN_MM);
            prop_assert!((layout.rows + 1) as f64 * mm + layout.rows as f64 * GAP_MM > height - 2.0 * MARGIN_MM);
        }

        /// Ranges read back as written; junk is refused, never a panic.
        #[test]
        fn ranges_read_back(first in 1usize..1000, extra in 0usize..1000) {
            let range = CardRange { first, last: first + extra };
            prop_assert_eq!(CardRange::parse(&range.to_string()), Ok(range));
            prop_assert_eq!(CardRange::parse(&format!("{}..{}", first, first + extra + 1)), Ok(range));
        }

        #[test]
        fn junk_ranges_never_panic(text in "[0-9.=\\- a]{0,12}") {
            if let Ok(range) = CardRange::parse(&text) {
                prop_assert!(range.first >= 1 && range.last >= range.first);
            }
        }
    }

    /// `svg` drawn to pixels by resvg, `scale` pixels a unit of its own size, on a canvas
    /// of `side` by `side` pixels shifted by (`dx`, `dy`) pixels.
    fn pixels(svg: &str, scale: f32, side: u32, (dx, dy): (f32, f32)) -> Vec<u8> {
        let tree = usvg::Tree::from_str(svg, crate::font::options()).unwrap();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(side, side).unwrap();
        pixmap.fill(resvg::tiny_skia::Color::WHITE);
        let transform =
            resvg::tiny_skia::Transform::from_scale(scale, scale).post_translate(dx, dy);
        resvg::render(&tree, transform, &mut pixmap.as_mut());
        pixmap.data().to_vec()
    }

    /// The preview is the print: a card as the web page previews it (`Pictures`' card
    /// picture, which the page shows as it is) and the same card in the PDF `print_pdf`
    /// makes, both drawn to pixels at the same size (300 px a card), differ in less than
    /// 2 % of the pixels (a pixel differs when a channel is 64 or more apart).
    ///
    /// The PDF is drawn by hayro, a PDF rasteriser that shares no code with resvg, which
    /// draws the preview; the preview is drawn shifted by the part of a pixel where the
    /// card falls on the page's pixels, so that the two grids agree. The preview was drawn
    /// once with the words estimated in a browser font on one line: its words then fell
    /// elsewhere and this failed (7.5 % of card 1's pixels apart).
    #[test]
    fn a_preview_card_is_its_printed_card() {
        let names = [
            "red fox",
            "sea turtle",
            "ice cream",
            "treble clef",
            "sun",
            "maple leaf",
            "water drop",
        ];
        let cards: Vec<Vec<String>> = crate::fano::FANO_LINES
            .iter()
            .map(|card| card.iter().map(|&i| names[i as usize].to_owned()).collect())
            .collect();
        let options = PrintOptions::default();
        let mut drawing = crate::draw::DrawOptions::new(options.seed);
        drawing.card_mm = options.card_mm;
        let preview = crate::Pictures::draw_sized(&cards, &Artwork::words(), &drawing).unwrap();
        let printed = print_pdf(&cards, &Artwork::words(), &options).unwrap();
        assert_eq!(printed.lettering, preview.lettering);
        let layout = SheetLayout::new(options.paper, options.card_mm).unwrap();
        let side = 300u32;
        let per_mm = f64::from(side) / options.card_mm;
        // The first page, at `per_mm` pixels a mm (a PDF's unit is a point, 1/72 inch).
        let pdf = hayro::hayro_syntax::Pdf::new(printed.pdf.clone()).unwrap();
        let scale = (per_mm * 25.4 / 72.0) as f32;
        let settings = hayro::hayro_interpret::InterpreterSettings::default();
        let page = hayro::render_pdf(&pdf, scale, settings, Some(0..=0))
            .unwrap()
            .remove(0);
        let (page_width, page_height) = (usize::from(page.width()), usize::from(page.height()));
        let page = page.take_unpremultiplied();
        for card in 0..layout.per_sheet() {
            // The card's top left corner on the page, in pixels: a whole part where its
            // pixels start, and the rest, by which the preview is shifted.
            let (x, y) = layout.centre(card);
            let corner = |c: f64| (c - options.card_mm / 2.0) * per_mm;
            let (left, top) = (corner(x).floor(), corner(y).floor());
            let shift = ((corner(x) - left) as f32, (corner(y) - top) as f32);
            let (left, top) = (left as usize, top as usize);
            assert!(left + side as usize <= page_width && top + side as usize <= page_height);
            let print: Vec<[u8; 4]> = (0..side as usize)
                .flat_map(|row| {
                    let from = (top + row) * page_width + left;
                    page[from..from + side as usize]
                        .iter()
                        .map(|p| [p.r, p.g, p.b, p.a])
                })
                .collect();
            // The preview is card_mm wide (its own units px at 96 dpi).
            let (width, _) = preview_size(&preview.cards[card]);
            let shown = pixels(&preview.cards[card], side as f32 / width, side, shift);
            let apart = shown
                .chunks(4)
                .zip(&print)
                .filter(|(a, b)| a.iter().zip(b.iter()).any(|(p, q)| p.abs_diff(*q) >= 64))
                .count();
            let share = apart as f64 / f64::from(side * side);
            assert!(
                share < 0.02,
                "card {}: {:.1} % of the pixels differ",
                card + 1,
                share * 100.0
            );
            // And neither is blank: the words are drawn in both.
            for (what, inked) in [
                (
                    "preview",
                    shown
                        .chunks(4)
                        .filter(|p| p[..3].iter().any(|&c| c < 128))
                        .count(),
                ),
                (
                    "print",
                    print
                        .iter()
                        .filter(|p| p[..3].iter().any(|&c| c < 128))
                        .count(),
                ),
            ] {
                assert!(
                    inked > 2_000,
                    "card {}'s {what}: {inked} dark pixels",
                    card + 1
                );
            }
        }
    }

    /// The width and height of an SVG picture, in its own units.
    fn preview_size(svg: &str) -> (f32, f32) {
        let tree = usvg::Tree::from_str(svg, crate::font::options()).unwrap();
        (tree.size().width(), tree.size().height())
    }

    #[test]
    fn range_errors() {
        use games_common::range::RangeErrorKind;
        let kind = |text: &str| match CardRange::parse(text) {
            Err(RangeError::Unread(e)) => Some(e.kind),
            _ => None,
        };
        assert_eq!(CardRange::parse("0"), Err(RangeError::Zero));
        assert_eq!(CardRange::parse("0..3"), Err(RangeError::Zero));
        assert!(matches!(kind("5..=4"), Some(RangeErrorKind::Empty { .. })));
        assert!(matches!(kind("5..5"), Some(RangeErrorKind::Empty { .. })));
        assert!(matches!(
            kind("1..=x"),
            Some(RangeErrorKind::NotANumber { .. })
        ));
        assert!(matches!(
            kind("3-5"),
            Some(RangeErrorKind::NotANumber { .. })
        ));
        assert!(matches!(
            kind("99999999999999999999999"),
            Some(RangeErrorKind::TooLarge { .. })
        ));
        assert_eq!(
            CardRange::parse(" 2 ..= 4 "),
            Ok(CardRange { first: 2, last: 4 })
        );
    }
}
