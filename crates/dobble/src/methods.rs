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
