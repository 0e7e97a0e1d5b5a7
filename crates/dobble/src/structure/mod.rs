//! A deck as an incidence structure, for any deck (not only planes): its incidence matrix
//! ([`incidence`]), its dual ([`dual`]), whether two decks are the same deck with other
//! names ([`isomorphism`]) and its symmetries ([`automorphisms`]).
//!
//! The incidence graph has a vertex for each symbol and one for each card, a symbol
//! joined to the cards that show it. Symbols and cards are told apart by colour (a map
//! never sends a symbol to a card), and cards that repeat an earlier card are kept once,
//! coloured by how often they appear. The isomorphisms and automorphisms are those of this
//! graph, found by partition refinement with individualization and pruning by
//! automorphisms, as nauty and bliss do (McKay and Piperno, "Practical graph isomorphism,
//! II", J. Symbolic Computation 60, 2014): the planes of order 9 take milliseconds.
//! Before the search, twins (symbols on the same cards, and cards that come to show the
//! same symbols) and pendant vertices (a symbol on one card, a card of one symbol) are
//! taken out, so that a deck of 2,000 cards sharing one hub symbol, each with a symbol of
//! its own, answers at once (2000!).
//!
//! Cards are numbered from 1 in file order, symbols by first appearance (from 0, as in
//! [`Deck`](crate::Deck)). A card that shows a symbol twice has no 0/1 incidence: every
//! function here refuses it ([`StructureError::RepeatedSymbol`]).
//!
//! ```
//! use dobble::Deck;
//! use dobble::structure::{automorphisms, isomorphism, Comparison};
//!
//! let fano = Deck::parse("a b c\na d e\na f g\nb d f\nb e g\nc d g\nc e f\n").unwrap();
//! let other = Deck::parse("1 2 4\n2 3 5\n3 4 6\n4 5 7\n5 6 1\n6 7 2\n7 1 3\n").unwrap();
//! let Comparison::Isomorphic(map) = isomorphism(&fano, &other).unwrap() else { panic!() };
//! assert_eq!(map.symbols.len(), 7);
//! let group = automorphisms(&fano).unwrap();
//! assert_eq!(group.order.to_string(), "168");
//! ```

mod automorphisms;
#[cfg(feature = "serde")]
mod decimal;
mod errors;
mod graph;
mod incidence;
mod isomorphism;
mod options;

pub use automorphisms::{Automorphisms, Transitivity, automorphisms, automorphisms_with};
pub use errors::{CompareError, MAX_VERTICES, StructureError, Which};
pub use incidence::{Incidence, dual, incidence};
pub use isomorphism::{Comparison, Difference, Isomorphism, isomorphism, isomorphism_with};
pub use options::SearchOptions;
