//! Dobble / Spot It decks as finite projective planes: check a deck, build one for every
//! order that has one, complete a real deck, prove or explain why no deck exists, and draw
//! printable cards.
//!
//! - [`Deck`]: a deck read from text (one card per line, symbols as words, `#` comments);
//!   [`parse_names`] reads symbol names for generated decks.
//! - [`verify`]: a deck's first defect ([`Defect`]) or its figures ([`Figures`]), fast on
//!   big decks; [`verify_naive`] is the definition, kept as oracle and baseline.
//! - [`generate`]: the full deck with k symbols per card over the field GF(k - 1)
//!   ([`Field`], [`plane`]), or what is known instead ([`Existence`]: Bruck–Ryser, order
//!   10, open orders). [`mihova`]: Mihova's formula for prime orders, refusing composite
//!   ones with the two cards it gets wrong. [`search_plane`]: the deck by backtracking with
//!   no algebra ([`search_naive`] is the plain baseline).
//! - [`prove_order_six`]: the exhaustive proof that no deck with 7 symbols per card exists,
//!   through Latin squares ([`LatinSquare`], [`mate_census`]).
//! - [`complete`]: every card that could be added to a deck, as an exact cover
//!   ([`Completion`]), optionally with new symbols.
//! - [`card_svg`] and [`sheet_svgs`]: printable pictures, one per card and A4 sheets of six.
//!
//! Choices where the rules leave room: a deck's symbols are numbered by first appearance;
//! generated decks number their symbols `0..k^2 - k + 1` with each card ascending and the
//! cards in lexicographic order; within one card a repeated symbol is reported before a
//! wrong size; new symbols of [`complete`] are `+1`, `+2`, ..., the same name meaning the
//! same new symbol in every candidate, so symbols starting with `+` are not allowed in decks.
//!
//! ```
//! use dobble::{complete, generate, verify, Deck, Generated, Verdict};
//!
//! // The commercial Dobble deck has 8 symbols per card: a plane of order 7.
//! let Ok(Generated::Deck(cards)) = generate(8) else { panic!() };
//! assert_eq!(cards.len(), 57);
//! let Verdict::Valid(figures) = verify(&cards) else { panic!() };
//! assert!(figures.complete);
//!
//! // Remove a card and find it again.
//! let deck = Deck::numbered(cards[1..].to_vec());
//! let completion = complete(&deck, false, 10).unwrap();
//! let lost: Vec<String> = cards[0].iter().map(u32::to_string).collect();
//! assert_eq!(completion.candidates.len(), 1);
//! let mut found = completion.candidates[0].clone();
//! found.sort_by_key(|s| s.parse::<u32>().unwrap());
//! assert_eq!(found, lost);
//! ```
//!
//! `examples/complete_kids.rs` finds the card missing from the real Dobble Kids box.
//! The `dobble` binary (feature `cli`, on by default) wraps all of this; see the README.

#![deny(missing_docs)]

mod complete;
mod deck;
mod existence;
mod field;
mod latin;
mod mihova;
mod plane;
mod search;
mod svg;
mod verify;

pub use complete::{CompleteError, Completion, MAX_CANDIDATE_SYMBOLS, complete};
pub use deck::{Deck, parse_names};
pub use existence::Existence;
pub use field::{Field, MAX_FIELD, prime_power};
pub use latin::{LatinSquare, MateCensus, for_each_reduced_square, mate_census, prove_order_six};
pub use mihova::{MihovaError, mihova, mihova_line, mihova_point};
pub use plane::{GenerateError, Generated, MAX_SYMBOLS_PER_CARD, generate, plane};
pub use search::{MAX_SEARCH_K, SearchOutcome, search_naive, search_plane, search_plane_reporting};
pub use svg::{CARDS_PER_SHEET, Placement, card_svg, layout, sheet_svgs};
pub use verify::{Defect, DefectKind, Figures, Verdict, verify, verify_naive};

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
