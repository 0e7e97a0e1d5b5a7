//! Printable cards as SVG (feature `svg`): one picture per card ([`card_svg`]) and A4
//! sheets of six ([`Pictures`]), the layout of each card ([`card_layout`], [`Placed`]:
//! the symbols' shapes are apart and inside [`CARD_INSIDE`], cover most of the card's face
//! [`CARD_FACE`] with a mix of sizes, and words keep letters of at least
//! [`MIN_LETTER_MM`]), the same as data at any printed size ([`lay_out`],
//! [`CardLayout`], [`SymbolPlace`], [`SymbolKind`]), and how the symbols and the backs
//! look ([`Artwork`]: words, or pictures of [`images`](crate::images)). Cards of more
//! than [`MAX_DRAWN_SYMBOLS`] symbols, and cards too small for their words, are refused
//! ([`DrawError`], [`MAX_TRIED_MM`]); SVG cards are [`DEFAULT_CARD_MM`] wide.
//!
//! A card is a circle of 100 units, its printed rim a circle of radius [`CARD_FACE`]; its
//! symbols are laid out as a shop-bought deck is, with a seeded mix of large, medium and
//! small sizes that cover most of the card, packed into the disc of radius
//! [`CARD_INSIDE`]. On a card of words alone, their bounding circles (each word's box,
//! turned at random, stays inside its circle) are packed, apart (see the `layout`
//! module). On a card with a picture, every symbol is packed by its shape so that they
//! nestle: a picture by the outline of its ink (the `outline` module; its box where that
//! is unknown), a word by its box, each turned at random, at least [`GAP`] apart (see
//! the `shapes` module). A word is never so small that its letters fall under
//! [`MIN_LETTER_MM`] at the printed size. Layouts are random but seeded (ChaCha8, one
//! stream per card) and computed with correctly rounded arithmetic alone: the same seed
//! gives the same pictures, on every platform.
//!
//! A card shows at most [`MAX_DRAWN_SYMBOLS`] symbols: more would be too small to read,
//! and the layout costs the square of a card's size. A deck with a larger card is refused
//! before anything is drawn ([`DrawError`]), and so is a card whose words cannot be legible
//! at its size.
//!
//! A sheet is an A4 page (210 x 297 mm) with six cards of [`DEFAULT_CARD_MM`] in two
//! columns, meant to be printed at 100 % scale ("actual size") and cut out.

mod artwork;
mod lay_out;
mod lettering;
mod limits;
mod look;
mod packing;
mod pictures;
mod svg;
#[cfg(test)]
mod tests;

pub use artwork::Artwork;
pub use lay_out::{CardLayout, SymbolKind, SymbolPlace, lay_out};
pub use lettering::{Lettering, card_layout, card_layout_sized, fit_lettering};
pub use limits::{
    CARD_FACE, CARD_INSIDE, DEFAULT_CARD_MM, DrawError, LEAST_LETTER_MM, MAX_DRAWN_SYMBOLS,
    MAX_DRAWN_TOTAL, MAX_TRIED_MM, MIN_LETTER_MM, check_amount,
};
pub use look::{Palette, Placed, UPRIGHT_TURN, card_colours, reads_otherwise_turned, word_aspect};
pub use packing::{GAP, WORD_SPACE};
pub use pictures::{DrawOptions, Pictures, SVG_CARD_MM};
pub use svg::{card_back, card_body, card_svg, symbol_id};
