//! The limit of the incidence graph ([`MAX_VERTICES`]) and why a question about a deck's
//! structure has no answer ([`StructureError`], [`CompareError`], [`Which`]).

/// The most vertices of the incidence graph (symbols plus distinct cards) these functions
/// take: 4096, a plane of order 44 or a deck of thousands of cards.
pub const MAX_VERTICES: usize = 4096;

/// Why a deck cannot be taken as an incidence structure.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StructureError {
    /// A card shows a symbol twice: no 0/1 incidence.
    #[error("line {line} shows the symbol `{symbol}` twice")]
    RepeatedSymbol {
        /// The card's line (from 1).
        line: usize,
        /// The symbol's name.
        symbol: String,
    },
    /// More than [`MAX_VERTICES`] symbols and distinct cards.
    #[error("the deck has {vertices} symbols and distinct cards, more than the {limit} taken")]
    TooBig {
        /// Symbols plus distinct cards.
        vertices: usize,
        /// [`MAX_VERTICES`].
        limit: usize,
    },
    /// The search over relabellings visited its limit of nodes without an answer
    /// ([`SearchOptions::limit`](super::SearchOptions::limit)).
    #[error(
        "the search over relabellings stopped at its limit of {limit} nodes without an \
         answer"
    )]
    GaveUp {
        /// The limit of nodes.
        limit: u64,
    },
    /// The caller stopped the search before it found an answer
    /// ([`SearchOptions::on_progress`](super::SearchOptions::on_progress) returned
    /// [`ControlFlow::Break`](std::ops::ControlFlow::Break)), at a time limit for instance.
    #[error("the search over relabellings was stopped after {nodes} nodes without an answer")]
    Stopped {
        /// The nodes visited until then.
        nodes: u64,
    },
}

/// Which of two decks ([`isomorphism`](super::isomorphism())).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Which {
    /// The first deck.
    First,
    /// The second deck.
    Second,
}

/// Why [`isomorphism`](super::isomorphism()) gives no answer: one of the decks is refused,
/// or the search reached its limit or was stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CompareError {
    /// A deck is refused ([`StructureError::RepeatedSymbol`], [`StructureError::TooBig`]).
    #[error("{error}")]
    Refused {
        /// The deck refused.
        which: Which,
        /// Why.
        error: StructureError,
    },
    /// The searches visited their limit of nodes without an answer
    /// ([`SearchOptions::limit`](super::SearchOptions::limit)).
    #[error(
        "the search over relabellings stopped at its limit of {limit} nodes without an \
         answer"
    )]
    GaveUp {
        /// The limit of nodes.
        limit: u64,
    },
    /// The caller stopped the searches before they found an answer
    /// ([`SearchOptions::on_progress`](super::SearchOptions::on_progress) returned
    /// [`ControlFlow::Break`](std::ops::ControlFlow::Break)).
    #[error("the search over relabellings was stopped after {nodes} nodes without an answer")]
    Stopped {
        /// The nodes visited until then.
        nodes: u64,
    },
}
