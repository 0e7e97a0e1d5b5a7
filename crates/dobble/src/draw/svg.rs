//! The SVG text: one card's drawing ([`card_svg`], [`card_body`]), sheets of six cards and
//! the cards' backs ([`card_back`]).

use super::artwork::*;
use super::lettering::*;
use super::limits::*;
use super::look::*;
use games_common::xml::escape;
use std::fmt::Write;

/// The drawing of one card (its circle and `symbols`, placed at `placed`, as
/// [`card_layout_sized`] gives them, with the looks of `artwork`) in card units, centred on
/// the origin: an SVG fragment, to be scaled to the card's printed size. A symbol without a
/// place is left out.
///
/// ```
/// use dobble::draw::{Artwork, card_body, card_layout_sized};
/// let card: Vec<String> = ["cat", "dog", "owl"].map(String::from).into();
/// let placed = card_layout_sized(&card, &Artwork::words(), 0, 0, 85.0).unwrap();
/// let body = card_body(&card, &Artwork::words(), &placed);
/// assert!(body.starts_with("<circle") && body.contains(">owl</text>"));
/// ```
pub fn card_body(symbols: &[String], artwork: &Artwork, placed: &[Placed]) -> String {
    drawing(symbols, artwork, placed, false)
}

/// The id of the group that holds symbol `i` (from 0) of a card picture ([`Pictures`](super::Pictures)'
/// cards): a program showing the picture finds each symbol's drawing by it, whatever the
/// symbol is drawn with (a picture, a word of one line or two, turned into outlines).
pub fn symbol_id(i: usize) -> String {
    format!("symbol-{i}")
}

/// [`card_body`], each symbol in a group of its own named by [`symbol_id`] where `marked`.
pub(super) fn drawing(
    symbols: &[String],
    artwork: &Artwork,
    placed: &[Placed],
    marked: bool,
) -> String {
    let mut body = format!(
        "<circle r=\"{CARD_FACE}\" fill=\"white\" stroke=\"black\" stroke-width=\"0.8\"/>\n"
    );
    let palette = artwork.palette.colours();
    let colours = card_colours(placed, palette.len());
    for (i, ((symbol, p), &c)) in symbols.iter().zip(placed).zip(&colours).enumerate() {
        let colour = palette[c];
        if marked {
            let _ = writeln!(body, "<g id=\"{}\">", symbol_id(i));
        }
        let _ = match artwork.images.get(symbol.as_str()) {
            Some((_, href, _)) => writeln!(
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
            None => match artwork.lettered(symbol, p, colour) {
                Some(text) => writeln!(body, "{text}"),
                None => writeln!(
                    body,
                    "<text transform=\"translate({:.2} {:.2}) rotate({:.1})\" font-size=\"{:.2}\" \
                 fill=\"{}\">{}</text>",
                    p.x,
                    p.y,
                    p.rotation,
                    p.height,
                    colour,
                    escape(symbol)
                ),
            },
        };
        if marked {
            body.push_str("</g>\n");
        }
    }
    body
}

pub(super) const TEXT_STYLE: &str = "font-family=\"DejaVu Sans, Arial, sans-serif\" font-weight=\"bold\" \
                          text-anchor=\"middle\" dominant-baseline=\"central\"";

/// One card as a standalone SVG picture, [`DEFAULT_CARD_MM`] wide, its symbols as words
/// (measured in the shipped font with feature `pdf`, as [`Pictures`](super::Pictures) draws them), each in
/// the group [`symbol_id`] names. `index` picks the card's layout stream.
///
/// # Errors
/// [`DrawError::TooManySymbols`] (with `index`) for more than [`MAX_DRAWN_SYMBOLS`]
/// symbols, [`DrawError::TooSmall`] for words that cannot be legible on it.
///
/// ```
/// let svg = dobble::draw::card_svg(&["cat".into(), "dog".into(), "owl".into()], 7, 0).unwrap();
/// assert!(svg.starts_with("<svg") && svg.matches("id=\"symbol-").count() == 3);
/// let wide: Vec<String> = (0..200).map(|s| s.to_string()).collect();
/// assert!(dobble::draw::card_svg(&wide, 7, 0).is_err());
/// ```
pub fn card_svg(symbols: &[String], seed: u64, index: usize) -> Result<String, DrawError> {
    check_size(index, symbols.len())?;
    #[allow(unused_mut)]
    let mut artwork = Artwork::words();
    #[cfg(feature = "pdf")]
    artwork.measure_words(symbols.iter().map(String::as_str))?;
    let placed = card_layout(symbols, &artwork, seed, index)?;
    Ok(drawn_card_sized(
        &drawing(symbols, &artwork, &placed, true),
        DEFAULT_CARD_MM,
        &artwork,
    ))
}

/// `svg` with its words turned into the outlines of the shipped font (feature `pdf`), if
/// `artwork` measured them in it: a picture then shows the words exactly as they were laid
/// out, in any viewer, with no font installed. Unchanged where no word was measured.
#[cfg(feature = "pdf")]
pub(super) fn outlined(svg: String, artwork: &Artwork) -> String {
    if artwork.inks.is_empty() {
        return svg;
    }
    match usvg::Tree::from_str(&svg, crate::font::options()) {
        Ok(tree) => tree.to_string(&usvg::WriteOptions::default()),
        Err(_) => svg,
    }
}

#[cfg(not(feature = "pdf"))]
pub(super) fn outlined(svg: String, _artwork: &Artwork) -> String {
    svg
}

/// One card's drawing `body` as a standalone SVG picture `card_mm` wide.
pub(super) fn drawn_card_sized(body: &str, card_mm: f64, artwork: &Artwork) -> String {
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{card_mm}mm\" \
         height=\"{card_mm}mm\" viewBox=\"-50 -50 100 100\">\n<g {TEXT_STYLE}>\n{body}</g>\n</svg>\n"
    );
    outlined(svg, artwork)
}

/// Room left blank at each edge of a sheet, and between two cards, in mm (as the PDF's).
pub(super) const SHEET_MARGIN_MM: f64 = 7.0;
pub(super) const SHEET_GAP_MM: f64 = 3.0;

/// Columns and rows of cards of `card_mm` on an A4 sheet within the margins (2 x 3 of
/// 85 mm), and the centre of each place, row by row, in mm from the top left corner.
pub(super) fn sheet_places(card_mm: f64) -> Vec<(f64, f64)> {
    let (width, height) = (210.0, 297.0);
    let fit = |length: f64| {
        ((length - 2.0 * SHEET_MARGIN_MM + SHEET_GAP_MM) / (card_mm + SHEET_GAP_MM)).floor()
    };
    let (columns, rows) = (fit(width).max(1.0) as usize, fit(height).max(1.0) as usize);
    let span = |n: usize| n as f64 * card_mm + (n - 1) as f64 * SHEET_GAP_MM;
    let left = (width - span(columns)) / 2.0 + card_mm / 2.0;
    let top = (height - span(rows)) / 2.0 + card_mm / 2.0;
    let step = card_mm + SHEET_GAP_MM;
    (0..columns * rows)
        .map(|i| {
            (
                left + step * (i % columns) as f64,
                top + step * (i / columns) as f64,
            )
        })
        .collect()
}

/// A4 sheets of the given card bodies at `card_mm`, as many a sheet as fit.
pub(super) fn sheets_of(bodies: Vec<String>, card_mm: f64, artwork: &Artwork) -> Vec<String> {
    let places = sheet_places(card_mm);
    let scale = card_mm / 100.0;
    bodies
        .chunks(places.len())
        .map(|chunk| {
            let mut svg = String::from(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"210mm\" height=\"297mm\" \
                 viewBox=\"0 0 210 297\">\n",
            );
            for (body, &(x, y)) in chunk.iter().zip(&places) {
                let _ = write!(
                    svg,
                    "<g transform=\"translate({x} {y}) scale({scale})\" {TEXT_STYLE}>\n{body}</g>\n",
                );
            }
            svg.push_str("</svg>\n");
            outlined(svg, artwork)
        })
        .collect()
}

/// The cards (with their placements) on A4 sheets, six per page in two columns and three
/// rows, 3 mm apart and centred on the page.
#[cfg(test)]
pub(super) fn sheet_svgs(
    cards: &[Vec<String>],
    artwork: &Artwork,
    placed: &[Vec<Placed>],
) -> Vec<String> {
    let bodies = cards
        .iter()
        .zip(placed)
        .map(|(card, placed)| card_body(card, artwork, placed))
        .collect();
    sheets_of(bodies, DEFAULT_CARD_MM, artwork)
}

/// The back of a card, in card units, when no picture is given.
pub(super) const BACK: &str = "<circle r=\"48\" fill=\"#24476b\"/>\n\
                    <circle r=\"40\" fill=\"none\" stroke=\"#f2c14e\" stroke-width=\"2.5\"/>\n\
                    <circle r=\"30\" fill=\"none\" stroke=\"#f2c14e\" stroke-width=\"1.2\"/>\n\
                    <circle r=\"8\" fill=\"#f2c14e\"/>\n";

/// The drawing of a card's back in card units, centred on the origin: the back picture of
/// `artwork` ([`Artwork::set_back`]) centred, scaled to cover the card's face and clipped
/// to it, or the crate's own. `place` numbers the card on its page, so that each back's
/// clipping keeps an id of its own.
///
/// ```
/// use dobble::draw::{Artwork, card_back};
/// assert!(card_back(&Artwork::words(), 0).starts_with("<circle"));
/// ```
pub fn card_back(artwork: &Artwork, place: usize) -> String {
    match artwork.back_address() {
        Some(href) => format!(
            "<clipPath id=\"back-{place}\"><circle r=\"{CARD_FACE}\"/></clipPath>\n\
             <image x=\"-{CARD_FACE}\" y=\"-{CARD_FACE}\" width=\"{d}\" height=\"{d}\" \
             preserveAspectRatio=\"xMidYMid slice\" clip-path=\"url(#back-{place})\" href=\"{href}\"/>\n",
            d = 2.0 * CARD_FACE
        ),
        None => BACK.to_owned(),
    }
}
