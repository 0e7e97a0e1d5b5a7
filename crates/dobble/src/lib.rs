//! Dobble / Spot It decks as finite projective planes: check a deck, build one for every
//! order that has one, complete a real deck, prove or explain why no deck exists, and draw
//! printable cards.
//!
//! # Overview
//!
//! - [`Deck`]: a deck read from text (one card per line, symbols as words, `#` comments),
//!   with its lines and symbol names; [`parse_names`] reads symbol names for generated
//!   decks. Parse errors are a [`ParseError`] (line, column) of a [`DeckErrorKind`] or a
//!   [`NamesErrorKind`].
//! - [`verify`] (cards of numbers) and [`Deck::verify`] (a deck, told by lines and names):
//!   a [`Verdict`], the deck's [`Figures`] or its first defect ([`Defect`], [`DeckDefect`],
//!   both of a [`DefectKind`]), fast on big decks.
//! - [`find_deck`]: the full deck with k symbols per card, or why there is none. It decides
//!   which [`Method`] answers and says so: an [`Answer`] holding a [`Plane`] and its
//!   [`Construction`] (over GF(q), Mihova's formula, a search without algebra), what is
//!   known instead ([`Existence`]: Bruck–Ryser, order 10, open orders), or the exhaustive
//!   proof that no deck with 7 symbols per card exists ([`OrderSixProof`], a
//!   [`MateCensus`]).
//! - [`fano_census`]: the Fano configurations of a deck through each symbol and on each
//!   card ([`FanoCensus`]), an invariant that tells apart the four planes of order 9
//!   ([`methods::plane_of_order_nine`], [`Method::OrderNine`]).
//! - [`complete`]: every card that could be added to a deck ([`Completion`]), as an exact
//!   cover, with or without [`NewSymbols`], and what they make [`Together`].
//! - [`Pictures`] (feature `svg`): printable SVG, one picture per card ([`card_svg`]) and A4
//!   sheets of six, with their file names. Cards of
//!   more than [`MAX_DRAWN_SYMBOLS`] symbols are refused up front ([`DrawError`]). Symbols
//!   are words, or pictures ([`Artwork`] of [`Image`]s, PNG or SVG checked from their bytes,
//!   [`ImageError`]; PNGs of at most [`MAX_IMAGE_PIXELS`] pixels, SVGs nested at most
//!   [`MAX_SVG_DEPTH`] deep, both told before decoding) found by name in a folder listing ([`match_images`], [`ImageMatch`],
//!   [`MissingImages`]); [`card_layout`] tells where each symbol goes ([`Placed`]): no two
//!   overlap and none crosses [`CARD_INSIDE`].
//! - [`print_pdf`] (feature `pdf`): one print-ready PDF ([`Printed`]: its bytes and what is in it) on
//!   A4 or Letter ([`Paper`]), as many cards a sheet as fit ([`SheetLayout`]), with cut
//!   guides, optional mirrored backs and a range of cards ([`CardRange`]), words in the
//!   font shipped with the crate ([`LetteringError`]); [`PrintError`] says why not.
//! - [`methods`]: the constructions one by one (the field [`methods::Field`], the plane
//!   over it, Mihova's formula, the search, Latin squares and their mates), for those who
//!   want a single method without the decisions of [`find_deck`].
//!
//! ```
//! use dobble::{complete, find_deck, verify, Answer, Deck, FindOptions, NewSymbols, Together, Verdict};
//!
//! // The commercial Dobble deck has 8 symbols per card: a plane of order 7.
//! let Ok(Answer::Deck(plane)) = find_deck(8, FindOptions::default()) else { panic!() };
//! assert_eq!(plane.cards.len(), 57);
//! let Verdict::Valid(figures) = verify(&plane.cards) else { panic!() };
//! assert!(figures.complete);
//!
//! // Remove a card and find it again.
//! let deck = Deck::numbered(plane.cards[1..].to_vec());
//! let completion = complete(&deck, NewSymbols::Forbidden, 10).unwrap();
//! assert_eq!(completion.together, Together::Complete);
//! let lost: Vec<String> = plane.cards[0].iter().map(u32::to_string).collect();
//! let mut found = completion.candidates[0].clone();
//! found.sort_by_key(|s| s.parse::<u32>().unwrap());
//! assert_eq!(found, lost);
//! ```
//!
//! `examples/complete_kids.rs` finds the card missing from the real Dobble Kids box
//! through the library alone (`cargo run -p dobble --example complete_kids
//! --no-default-features`).
//!
//! # Features
//!
//! - `svg` (default): [`Pictures`], [`card_svg`], [`Image`]; brings rand and rand_chacha
//!   for the seeded layouts, png and roxmltree to check and measure pictures, base64 to
//!   embed them.
//! - `pdf`: [`print_pdf`]; brings svg2pdf, usvg, pdf-writer and ttf-parser, and embeds
//!   the font Comfortaa Bold (SIL Open Font License, `fonts/`). Enables `svg`.
//! - `serde`: `Serialize` and `Deserialize` for the answers ([`Verdict`], [`Answer`],
//!   [`Completion`], [`Printed`], ...), each of its own fields; the `dobble` program's
//!   `--json` documents hold them and add what only the program knows (a path written,
//!   seconds elapsed), and read back into them.
//! - `cli` (default): the `dobble` program; enables `svg`, `pdf` and `serde`.
//! - `naive`: [`naive`], the plain baselines the fast algorithms are tested and
//!   benchmarked against.
//!
//! # Choices
//!
//! Where the rules leave room: a deck's symbols are numbered by first appearance;
//! constructed decks number their symbols `0..k^2 - k + 1` with each card ascending and the
//! cards in lexicographic order (the formula's own order for Mihova's); within one card a
//! repeated symbol is reported before a wrong size; new symbols of [`complete`] are `+1`,
//! `+2`, ..., the same name meaning the same new symbol in every candidate, so symbols
//! starting with `+` are not allowed in decks. "No deck" is an answer ([`Answer::NoDeck`],
//! [`Answer::Proved`]), not an error; errors are what stops an answer (a `k` out of range,
//! a search at its limit). The sentences of [`Existence::reason`], the `Display` of
//! [`Figures`] and [`DeckDefect`] are those of the `dobble` program,
//! so a program built on the library can print the same words.

#![deny(missing_docs)]

mod complete;
mod deck;
mod existence;
mod fano;
mod field;
mod find;
#[cfg(feature = "pdf")]
mod font;
#[cfg(feature = "svg")]
mod image;
mod latin;
mod mihova;
#[cfg(feature = "svg")]
mod nesting;
mod nine;
#[cfg(feature = "pdf")]
mod pdf;
mod plane;
mod search;
#[cfg(feature = "svg")]
mod svg;
mod verify;
#[cfg(feature = "svg")]
mod xml;

pub use complete::{
    CompleteError, Completion, MAX_CANDIDATE_SYMBOLS, NewSymbols, Together, complete,
};
pub use deck::{Deck, DeckErrorKind, DeckParseError, NamesErrorKind, NamesParseError, parse_names};
pub use existence::Existence;
pub use fano::{FanoCensus, FanoError, MAX_FANO_SYMBOLS, fano_census};
pub use find::{
    Answer, Construction, FindError, FindOptions, Method, OrderSixProof, Plane, Progress, find_deck,
};
#[cfg(feature = "pdf")]
pub use font::LetteringError;
/// The parse error of [`Deck::parse`] and [`parse_names`]: line, column and a kind.
pub use games_common::ParseError;
#[cfg(feature = "svg")]
pub use image::{
    Image, ImageError, ImageFormat, ImageMatch, MAX_IMAGE_PIXELS, MAX_SVG_DEPTH, MissingImages,
    match_images,
};
pub use latin::MateCensus;
#[cfg(feature = "pdf")]
pub use pdf::{
    CardRange, GAP_MM, MARGIN_MM, MIN_CARD_MM, Paper, PrintError, PrintOptions, Printed,
    RangeError, SheetLayout, print_pdf,
};
pub use plane::MAX_SYMBOLS_PER_CARD;
pub use search::MAX_SEARCH_K;
#[cfg(feature = "svg")]
pub use svg::{
    Artwork, CARD_INSIDE, DrawError, MAX_DRAWN_SYMBOLS, Pictures, Placed, card_layout, card_svg,
    word_aspect,
};
pub use verify::{DeckDefect, Defect, DefectKind, Figures, Verdict, verify};

pub mod methods {
    //! The constructions and proofs behind [`find_deck`](crate::find_deck()), one at a
    //! time, without its decisions: arithmetic in GF(p^m) ([`Field`]), the plane PG(2, q)
    //! over it ([`plane()`]), Mihova's formula for prime orders ([`mihova()`]), the search
    //! without algebra ([`search_plane`]), and Latin squares with their orthogonal mates
    //! ([`LatinSquare`], [`mate_census`], [`prove_order_six`]).

    pub use crate::field::{Field, MAX_FIELD, prime_power};
    pub use crate::latin::{LatinSquare, MateCensus, mate_census, prove_order_six};
    pub use crate::mihova::{MihovaError, mihova, mihova_line};
    pub use crate::nine::{PlaneOfOrderNine, plane_of_order_nine};
    pub use crate::plane::{GenerateError, MAX_SYMBOLS_PER_CARD, plane};
    pub use crate::search::{MAX_SEARCH_K, SearchOutcome, search_plane};
}

#[cfg(any(test, feature = "naive"))]
pub mod naive;

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
