//! Dobble / Spot It decks as finite projective planes: check a deck, build one for every
//! order that has one, complete a real deck, and prove or explain why no deck exists.
//!
//! - [`Deck`]: a deck read from text (one card per line, `#` comments).
//! - [`verify`]: the first defect of a deck, or its figures ([`Verdict`]); fast on big
//!   decks. [`verify_naive`] is the definition, kept as oracle and baseline.
//! - [`generate`]: the full deck for k symbols per card over the field GF(k - 1)
//!   ([`Field`], [`plane`]), or what is known instead ([`Existence`]); [`mihova`]: Mihova's
//!   formula for prime orders.
//!
//! ```
//! use dobble::{generate, verify, Generated, Verdict};
//!
//! let Ok(Generated::Deck(cards)) = generate(8) else { panic!() };
//! assert_eq!(cards.len(), 57);
//! let Verdict::Valid(figures) = verify(&cards) else { panic!() };
//! assert!(figures.complete);
//! ```

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

pub use complete::{CompleteError, Completion, complete};
pub use deck::{Deck, parse_names};
pub use existence::Existence;
pub use field::{Field, MAX_FIELD, prime_power};
pub use latin::{LatinSquare, MateCensus, for_each_reduced_square, mate_census, prove_order_six};
pub use mihova::{MihovaError, mihova, mihova_line, mihova_point};
pub use plane::{GenerateError, Generated, MAX_SYMBOLS_PER_CARD, generate, plane};
pub use search::{MAX_SEARCH_K, SearchOutcome, search_naive, search_plane};
pub use svg::{CARDS_PER_SHEET, Placement, card_svg, layout, sheet_svgs};
pub use verify::{Defect, DefectKind, Figures, Verdict, verify, verify_naive};
