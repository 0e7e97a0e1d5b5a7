//! Dobble / Spot It decks as finite projective planes: check a deck, build one for every
//! order that has one, complete a real deck, prove or explain why no deck exists, and draw
//! printable cards.
//!
//! # Overview
//!
//! The root holds the headline types and calls; each concept's details live in its module.
//!
//! - [`Deck`]: a deck read from text (one card per line, symbols as words, `#` comments),
//!   with its lines and symbol names. Module [`deck`](mod@deck): symbol names for
//!   generated decks ([`deck::parse_names`]) and the parse errors, a
//!   [`deck::ParseError`] (line, column) of a [`deck::DeckErrorKind`] or a
//!   [`deck::NamesErrorKind`].
//! - [`verify()`] (cards of numbers) and [`Deck::verify`] (a deck, told by lines and
//!   names): a [`Verdict`], fast on big decks. Module [`verify`](mod@verify): the deck's
//!   [`verify::Figures`] or its first defect ([`verify::Defect`], [`verify::DeckDefect`],
//!   both of a [`verify::DefectKind`]).
//! - [`find_deck`]: the full deck with k symbols per card, or why there is none. It decides
//!   which [`Method`] answers and says so: an [`Answer`] holding a [`Plane`] and how it was
//!   built (over GF(q), Mihova's formula, a search without algebra), what is known instead
//!   (Bruck–Ryser, order 10, open orders), or the exhaustive proof that no deck with 7
//!   symbols per card exists. [`FindOptions`] sets the method, the search's limit and a
//!   progress callback. Module [`find`]: [`find::Construction`], [`find::Existence`],
//!   [`find::OrderSixProof`], [`find::Progress`], [`find::FindError`] and the limits.
//! - [`complete()`]: every card that could be added to a deck ([`Completion`]), as an exact
//!   cover, with or without [`NewSymbols`]. Module [`complete`](mod@complete): what the
//!   candidates make [`complete::Together`], [`complete::CompleteError`].
//! - [`fano_census`]: the Fano configurations of a deck through each symbol and on each
//!   card, an invariant that tells apart the four planes of order 9
//!   ([`methods::plane_of_order_nine`], [`Method::OrderNine`]). Module [`fano`].
//! - [`structure`]: any deck as an incidence structure: its 0/1 incidence matrix
//!   ([`structure::incidence`]), its dual ([`structure::dual`]), whether two decks are the
//!   same deck with other names ([`structure::isomorphism`]: a map, or the first invariant
//!   that differs) and its automorphism group ([`structure::automorphisms`]: exact order,
//!   generators, orbits, transitivity of a plane), by partition refinement as nauty does.
//! - [`Pictures`] (feature `svg`): printable SVG, one picture per card and A4 sheets of
//!   six, with their file names. Module [`draw`]: one card ([`draw::card_svg`]), where
//!   each symbol goes ([`draw::card_layout`], as data [`draw::lay_out`]: cards filled as
//!   a shop-bought deck's, pictures nestled by the outlines of their ink, words legible)
//!   and how it looks ([`draw::Artwork`]); module
//!   [`images`]: pictures as symbols, checked from their bytes ([`images::Image`]),
//!   found by name in a folder listing ([`images::match_images`]), and the 73 pictures
//!   shipped with the crate ([`images::builtin`]).
//! - [`print_pdf`] (feature `pdf`): one print-ready PDF on A4 or Letter, as many cards a
//!   sheet as fit, with cut guides, optional mirrored backs (the crate's or a picture of
//!   [`draw::Artwork::set_back`]) and a range of cards, words in
//!   the font shipped with the crate. Module [`print`](mod@print): [`print::PrintOptions`],
//!   [`print::Printed`], [`print::PrintError`] and the rest.
//! - [`methods`]: the constructions one by one (the field [`methods::Field`], the plane
//!   over it, Mihova's formula, the search, Latin squares and their mates), for those who
//!   want a single method without the decisions of [`find_deck`].
//! - [`naive`] (feature `naive`): the plain baselines the fast algorithms are tested and
//!   benchmarked against.
//!
//! ```
//! use dobble::{complete, find_deck, verify, Answer, Deck, FindOptions, NewSymbols, Verdict};
//! use dobble::complete::Together;
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
//! - `svg` (default): [`Pictures`], [`draw`], [`images`]; brings rand and rand_chacha
//!   for the seeded layouts, png and roxmltree to check and measure pictures, base64 to
//!   embed them.
//! - `pdf`: [`print_pdf`], [`print`](mod@print); brings svg2pdf, usvg, pdf-writer and ttf-parser, and embeds
//!   the font Comfortaa Bold (SIL Open Font License, `fonts/`); SVG pictures are then
//!   outlined by their ink (usvg parses them), where without it they are placed by their
//!   boxes. Enables `svg`.
//! - `serde`: `Serialize` and `Deserialize` for the answers ([`Verdict`], [`Answer`],
//!   [`Completion`], [`print::Printed`], ...), each of its own fields; the `dobble` program's
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
//! repeated symbol is reported before a wrong size; new symbols of [`complete()`] are `+1`,
//! `+2`, ..., the same name meaning the same new symbol in every candidate, so symbols
//! starting with `+` are not allowed in decks. "No deck" is an answer ([`Answer::NoDeck`],
//! [`Answer::Proved`]), not an error; errors are what stops an answer (a `k` out of range,
//! a search at its limit). The sentences of [`find::Existence::reason`], the `Display` of
//! [`verify::Figures`] and [`verify::DeckDefect`] are those of the `dobble` program, so a
//! program built on the library can print the same words.

#![deny(missing_docs)]

pub mod complete;
/// Convex polygons from their definitions, shared with the integration tests.
#[cfg(all(test, feature = "svg"))]
#[path = "../tests/convex.rs"]
mod convex;
pub mod deck;
#[cfg(feature = "svg")]
pub mod draw;
mod existence;
pub mod fano;
mod field;
pub mod find;
#[cfg(feature = "pdf")]
mod font;
#[cfg(feature = "svg")]
pub mod images;
mod latin;
#[cfg(feature = "svg")]
mod layout;
mod lookalike;
pub mod methods;
mod mihova;
#[cfg(any(test, feature = "naive"))]
pub mod naive;
#[cfg(feature = "svg")]
mod nesting;
mod nine;
#[cfg(feature = "svg")]
mod outline;
mod pasch;
mod plane;
#[cfg(feature = "svg")]
mod polygon;
#[cfg(feature = "pdf")]
pub mod print;
mod reduce;
mod refine;
mod search;
#[cfg(feature = "svg")]
mod shapes;
pub mod structure;
pub mod verify;

pub use complete::{Completion, NewSymbols, complete};
pub use deck::Deck;
#[cfg(feature = "svg")]
pub use draw::Pictures;
pub use fano::fano_census;
pub use find::{Answer, FindOptions, Method, Plane, find_deck};
#[cfg(feature = "pdf")]
pub use print::print_pdf;
pub use verify::{Verdict, verify};

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
