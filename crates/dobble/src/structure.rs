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
//! [`Deck`]). A card that shows a symbol twice has no 0/1 incidence: every function here
//! refuses it ([`StructureError::RepeatedSymbol`]).
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

use std::collections::HashMap;
use std::fmt;
use std::ops::ControlFlow;

use num_bigint::BigUint;

use crate::deck::Deck;
use crate::fano::{FanoCensus, MAX_FANO_SYMBOLS, fano_census};
use crate::pasch;
use crate::reduce;
use crate::refine::{self, Graph};
use crate::verify::Verdict;

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
    /// ([`SearchOptions::limit`]).
    #[error(
        "the search over relabellings stopped at its limit of {limit} nodes without an \
         answer"
    )]
    GaveUp {
        /// The limit of nodes.
        limit: u64,
    },
    /// The caller stopped the search before it found an answer
    /// ([`SearchOptions::on_progress`] returned [`ControlFlow::Break`]), at a time limit
    /// for instance.
    #[error("the search over relabellings was stopped after {nodes} nodes without an answer")]
    Stopped {
        /// The nodes visited until then.
        nodes: u64,
    },
}

/// How far the searches of [`automorphisms_with`] and [`isomorphism_with`] may go, and who
/// is told how far they have got and may stop them.
///
/// A node of the search is one vertex singled out and the partition refined around it.
/// The planes of order up to 9 take at most 16,384 nodes; a deck that is regular without
/// being a plane's, such as the dual of a Steiner triple system with no symmetry (each
/// card a point, each symbol a triple through it), can take hundreds of thousands and
/// more, and a node of a big deck takes up to milliseconds: the default limit stops such
/// a search and says so ([`StructureError::GaveUp`]), and a larger limit goes on. The
/// library reads no clock: a caller that wants a bound in time, as the `dobble` program
/// does (`--time-limit`), stops the search from [`SearchOptions::on_progress`].
pub struct SearchOptions<'a> {
    /// The most nodes the searches of one question visit together.
    pub limit: u64,
    /// Told the nodes visited so far a few times a second, and may stop the search
    /// ([`SearchOptions::on_progress`]).
    progress: Option<Box<dyn FnMut(u64) -> ControlFlow<()> + Send + 'a>>,
}

impl<'a> SearchOptions<'a> {
    /// The default limit: 10^6 nodes, some sixty times what the Hughes plane takes.
    pub const DEFAULT_LIMIT: u64 = 1_000_000;

    /// The same options with a limit of `limit` nodes.
    #[must_use]
    pub fn with_limit(self, limit: u64) -> SearchOptions<'a> {
        SearchOptions { limit, ..self }
    }

    /// The same options, and `progress` told the nodes visited so far, a few times a
    /// second: each time the search has done a fixed amount of work (edges looked at,
    /// vertices copied), so at the same nodes on every machine, however long a node
    /// takes. [`ControlFlow::Break`] stops the search at once, which then ends with
    /// [`StructureError::Stopped`] or [`CompareError::Stopped`]: a caller keeps a time
    /// limit by returning it once the time is up.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use dobble::methods::{plane_of_order_nine, PlaneOfOrderNine};
    /// use dobble::structure::{automorphisms_with, SearchOptions, StructureError};
    ///
    /// let hughes = dobble::Deck::numbered(plane_of_order_nine(PlaneOfOrderNine::Hughes));
    /// let mut told = 0;
    /// let options = SearchOptions::default().on_progress(|nodes| {
    ///     told = nodes;
    ///     ControlFlow::Break(())
    /// });
    /// let stopped = automorphisms_with(&hughes, options);
    /// assert_eq!(stopped, Err(StructureError::Stopped { nodes: told }));
    /// ```
    #[must_use]
    pub fn on_progress(
        self,
        progress: impl FnMut(u64) -> ControlFlow<()> + Send + 'a,
    ) -> SearchOptions<'a> {
        SearchOptions {
            progress: Some(Box::new(progress)),
            ..self
        }
    }

    /// The budget of one question's searches; why they stopped without an answer.
    fn run<T>(
        &mut self,
        question: impl FnOnce(&mut refine::Budget<'_>) -> Result<T, refine::Stop>,
    ) -> Result<T, Halt> {
        let mut silent = |_: u64| ControlFlow::Continue(());
        let report: &mut dyn FnMut(u64) -> ControlFlow<()> = match &mut self.progress {
            Some(progress) => progress,
            None => &mut silent,
        };
        let mut budget = refine::Budget {
            nodes: 0,
            limit: self.limit,
            work: 0,
            report,
        };
        question(&mut budget).map_err(|stop| match stop {
            refine::Stop::Limit => Halt::Limit(self.limit),
            refine::Stop::Caller => Halt::Caller(budget.nodes),
        })
    }
}

/// Why the searches of one question ended without an answer: the limit of nodes (the
/// limit), or the caller said stop (after so many nodes).
enum Halt {
    Limit(u64),
    Caller(u64),
}

impl From<Halt> for StructureError {
    fn from(halt: Halt) -> StructureError {
        match halt {
            Halt::Limit(limit) => StructureError::GaveUp { limit },
            Halt::Caller(nodes) => StructureError::Stopped { nodes },
        }
    }
}

impl From<Halt> for CompareError {
    fn from(halt: Halt) -> CompareError {
        match halt {
            Halt::Limit(limit) => CompareError::GaveUp { limit },
            Halt::Caller(nodes) => CompareError::Stopped { nodes },
        }
    }
}

impl Default for SearchOptions<'_> {
    /// The default limit, no progress reports.
    fn default() -> Self {
        SearchOptions {
            limit: Self::DEFAULT_LIMIT,
            progress: None,
        }
    }
}

impl fmt::Debug for SearchOptions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SearchOptions")
            .field("limit", &self.limit)
            .field("on_progress", &self.progress.is_some())
            .finish()
    }
}

/// Which of two decks ([`isomorphism`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Which {
    /// The first deck.
    First,
    /// The second deck.
    Second,
}

/// Why [`isomorphism`] gives no answer: one of the decks is refused, or the search
/// reached its limit or was stopped.
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
    /// ([`SearchOptions::limit`]).
    #[error(
        "the search over relabellings stopped at its limit of {limit} nodes without an \
         answer"
    )]
    GaveUp {
        /// The limit of nodes.
        limit: u64,
    },
    /// The caller stopped the searches before they found an answer
    /// ([`SearchOptions::on_progress`] returned [`ControlFlow::Break`]).
    #[error("the search over relabellings was stopped after {nodes} nodes without an answer")]
    Stopped {
        /// The nodes visited until then.
        nodes: u64,
    },
}

/// Each card's symbols without repetition, or the first repeated symbol.
fn checked(deck: &Deck) -> Result<(), StructureError> {
    let mut seen = vec![usize::MAX; deck.names().len()];
    for (c, card) in deck.cards().iter().enumerate() {
        for &s in card {
            if seen[s as usize] == c {
                return Err(StructureError::RepeatedSymbol {
                    line: deck.lines()[c],
                    symbol: deck.names()[s as usize].clone(),
                });
            }
            seen[s as usize] = c;
        }
    }
    Ok(())
}

/// The 0/1 incidence matrix of a deck: a row for each card (file order), a column for each
/// symbol (by first appearance).
///
/// It is kept sparse, as the columns of each row's ones, so a deck of many cards and many
/// symbols (100,000 cards of one symbol each: ten billion cells) takes the memory of the
/// deck, not of the matrix; [`Incidence::row`] gives a dense row at a time.
///
/// Serialized (feature `serde`) as `{"symbols":[names],"matrix":[[0,1,..],..]}`, written
/// a row at a time (a serializer that streams, such as `serde_json::to_writer`, never
/// holds the matrix), and read back from the same dense form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "dense::Incidence"))]
#[non_exhaustive]
pub struct Incidence {
    /// The symbols' names, one a column.
    pub symbols: Vec<String>,
    /// For each card, the columns of the symbols it shows, ascending.
    pub ones: Vec<Vec<u32>>,
}

impl Incidence {
    /// Row `card` (from 0) as 0s and 1s, one a column, made as it is read.
    ///
    /// # Panics
    /// If `card` is not below the number of rows.
    pub fn row(&self, card: usize) -> impl Iterator<Item = u8> + '_ {
        let mut ones = self.ones[card].iter().peekable();
        (0..self.symbols.len()).map(move |column| {
            if ones.next_if(|&&one| one as usize == column).is_some() {
                1
            } else {
                0
            }
        })
    }

    /// The whole matrix, dense: a row for each card, a column for each symbol. It takes a
    /// byte a cell; [`Incidence::row`] reads one row at a time.
    pub fn matrix(&self) -> Vec<Vec<u8>> {
        (0..self.ones.len())
            .map(|c| self.row(c).collect())
            .collect()
    }
}

/// The incidence matrix of `deck`.
///
/// # Errors
/// [`StructureError::RepeatedSymbol`] for a card that shows a symbol twice.
///
/// ```
/// let deck = dobble::Deck::parse("a b\nc b\n").unwrap();
/// let incidence = dobble::structure::incidence(&deck).unwrap();
/// assert_eq!(incidence.symbols, ["a", "b", "c"]);
/// assert_eq!(incidence.ones, [[0, 1], [1, 2]]);
/// assert_eq!(incidence.matrix(), [[1, 1, 0], [0, 1, 1]]);
/// ```
pub fn incidence(deck: &Deck) -> Result<Incidence, StructureError> {
    checked(deck)?;
    let ones = deck
        .cards()
        .iter()
        .map(|card| {
            let mut row = card.clone();
            row.sort_unstable();
            row
        })
        .collect();
    Ok(Incidence {
        symbols: deck.names().to_vec(),
        ones,
    })
}

/// The serialized form of an [`Incidence`]: dense rows, written one at a time.
#[cfg(feature = "serde")]
mod dense {
    use serde::ser::{SerializeSeq, SerializeStruct};
    use serde::{Serialize, Serializer};

    /// An incidence matrix as it is read: names and dense rows.
    #[derive(serde::Deserialize)]
    pub(super) struct Incidence {
        symbols: Vec<String>,
        matrix: Vec<Vec<u8>>,
    }

    impl TryFrom<Incidence> for super::Incidence {
        type Error = String;

        fn try_from(dense: Incidence) -> Result<Self, String> {
            let mut ones = Vec::with_capacity(dense.matrix.len());
            for (c, row) in dense.matrix.iter().enumerate() {
                if row.len() != dense.symbols.len() {
                    return Err(format!(
                        "row {} has {} entries for {} symbols",
                        c + 1,
                        row.len(),
                        dense.symbols.len()
                    ));
                }
                let mut columns = Vec::new();
                for (s, &x) in row.iter().enumerate() {
                    match x {
                        0 => {}
                        1 => columns.push(s as u32),
                        _ => return Err(format!("row {} holds {x}, not 0 or 1", c + 1)),
                    }
                }
                ones.push(columns);
            }
            Ok(super::Incidence {
                symbols: dense.symbols,
                ones,
            })
        }
    }

    /// One dense row, made while it is written.
    struct Row<'a>(&'a super::Incidence, usize);

    impl Serialize for Row<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut seq = s.serialize_seq(Some(self.0.symbols.len()))?;
            for x in self.0.row(self.1) {
                seq.serialize_element(&x)?;
            }
            seq.end()
        }
    }

    /// The rows, one at a time.
    struct Rows<'a>(&'a super::Incidence);

    impl Serialize for Rows<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut seq = s.serialize_seq(Some(self.0.ones.len()))?;
            for c in 0..self.0.ones.len() {
                seq.serialize_element(&Row(self.0, c))?;
            }
            seq.end()
        }
    }

    impl Serialize for super::Incidence {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut object = s.serialize_struct("Incidence", 2)?;
            object.serialize_field("symbols", &self.symbols)?;
            object.serialize_field("matrix", &Rows(self))?;
            object.end()
        }
    }
}

/// The dual of `deck`: cards become symbols and symbols cards. Symbol `i` of the dual is
/// card `i` of the deck, named by its number from 1 (`1`, `2`, ...); card `s` of the dual
/// (on line `s + 1`) is symbol `s` of the deck, and lists the cards that show it, in
/// ascending order. The dual of the dual is the deck again, with numbers for names.
///
/// # Errors
/// [`StructureError::RepeatedSymbol`] for a card that shows a symbol twice.
///
/// ```
/// let deck = dobble::Deck::parse("cat dog\ndog owl\n").unwrap();
/// let dual = dobble::structure::dual(&deck).unwrap();
/// assert_eq!(dual.names(), ["1", "2"]);
/// // cat is on card 1, dog on cards 1 and 2, owl on card 2.
/// assert_eq!(dual.cards(), [vec![0], vec![0, 1], vec![1]]);
/// ```
pub fn dual(deck: &Deck) -> Result<Deck, StructureError> {
    checked(deck)?;
    let mut through = vec![Vec::new(); deck.names().len()];
    for (c, card) in deck.cards().iter().enumerate() {
        for &s in card {
            through[s as usize].push(c as u32);
        }
    }
    let mut dual = Deck::numbered(through);
    dual.rename((1..=deck.cards().len()).map(|c| c.to_string()).collect());
    Ok(dual)
}

/// A deck's incidence graph: symbols `0..n`, then its distinct cards; and for each card of
/// the deck, its vertex.
struct Incidences {
    graph: Graph,
    /// The graph the searches take, where it differs from `graph`: each vertex also
    /// coloured by the Pasch configurations through it ([`split_by_pasch`]).
    split: Option<Graph>,
    symbols: usize,
    /// The vertex of each card of the deck.
    vertex_of_card: Vec<u32>,
}

impl Incidences {
    fn new(deck: &Deck) -> Result<Incidences, StructureError> {
        checked(deck)?;
        let n = deck.names().len();
        let mut distinct: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut cards: Vec<Vec<u32>> = Vec::new();
        let mut times: Vec<u32> = Vec::new();
        let mut vertex_of_card = Vec::with_capacity(deck.cards().len());
        for card in deck.cards() {
            let mut sorted = card.clone();
            sorted.sort_unstable();
            let next = cards.len() as u32;
            let c = *distinct.entry(sorted.clone()).or_insert(next);
            if c == next {
                cards.push(sorted);
                times.push(0);
            }
            times[c as usize] += 1;
            vertex_of_card.push(n as u32 + c);
        }
        let vertices = n + cards.len();
        if vertices > MAX_VERTICES {
            return Err(StructureError::TooBig {
                vertices,
                limit: MAX_VERTICES,
            });
        }
        let mut adjacent = vec![Vec::new(); vertices];
        for (c, card) in cards.iter().enumerate() {
            for &s in card {
                adjacent[s as usize].push((n + c) as u32);
                adjacent[n + c].push(s);
            }
        }
        let mut colours = vec![0; n];
        colours.extend(times);
        let graph = Graph { adjacent, colours };
        Ok(Incidences {
            split: split_by_pasch(&graph, n),
            graph,
            symbols: n,
            vertex_of_card,
        })
    }

    /// The graph the searches take.
    fn searched(&self) -> &Graph {
        self.split.as_ref().unwrap_or(&self.graph)
    }
}

/// Each key's rank among the distinct keys, ascending: colours that depend only on the
/// keys.
fn ranked<K: Ord + Clone>(keys: &[K]) -> Vec<u32> {
    let mut order = keys.to_vec();
    order.sort_unstable();
    order.dedup();
    keys.iter()
        .map(|key| order.binary_search(key).unwrap_or(0) as u32)
        .collect()
}

/// `g` (symbols `0..symbols`, then cards) with each vertex coloured also by the Pasch
/// configurations through it ([`pasch`](crate::pasch)), where one side of the deck is a
/// triple system and the counts split the root of the search more finely than
/// refinement alone does (the dual of a Steiner triple system); `None` elsewhere, and the
/// graph is searched as it is.
fn split_by_pasch(g: &Graph, symbols: usize) -> Option<Graph> {
    let counts = pasch::counts(g, symbols)?;
    let keys: Vec<(u32, u64)> = g.colours.iter().copied().zip(counts).collect();
    let split = Graph {
        adjacent: g.adjacent.clone(),
        colours: ranked(&keys),
    };
    (refine::root_cells(&split) > refine::root_cells(g)).then_some(split)
}

/// A map from one deck to another that sends cards to cards ([`isomorphism`]).
///
/// Serialized (feature `serde`) as `{"symbols":[..],"cards":[..]}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Isomorphism {
    /// The symbol of the second deck for each symbol of the first (by symbol number).
    pub symbols: Vec<u32>,
    /// The card of the second deck for each card of the first (indices from 0, file
    /// order); a card repeated in both decks is matched in file order.
    pub cards: Vec<usize>,
}

/// The first invariant that differs between two decks ([`isomorphism`]): `a` is the first
/// deck's value, `b` the second's. Distributions are pairs (value, how many), ascending by
/// value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "invariant", rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Difference {
    /// The number of cards.
    Cards {
        /// The first deck's.
        a: usize,
        /// The second deck's.
        b: usize,
    },
    /// The number of symbols.
    Symbols {
        /// The first deck's.
        a: usize,
        /// The second deck's.
        b: usize,
    },
    /// The sizes of the cards: (symbols on a card, how many cards).
    CardSizes {
        /// The first deck's.
        a: Vec<(usize, usize)>,
        /// The second deck's.
        b: Vec<(usize, usize)>,
    },
    /// How many cards show each symbol: (cards, how many symbols).
    SymbolFrequencies {
        /// The first deck's.
        a: Vec<(usize, usize)>,
        /// The second deck's.
        b: Vec<(usize, usize)>,
    },
    /// How often cards repeat: (times a card appears, how many distinct cards).
    RepeatedCards {
        /// The first deck's.
        a: Vec<(usize, usize)>,
        /// The second deck's.
        b: Vec<(usize, usize)>,
    },
    /// The Fano configurations ([`fano_census`]), for two valid decks of at most
    /// [`MAX_FANO_SYMBOLS`] symbols: what tells apart the four planes of order 9.
    Fano {
        /// The first deck's.
        a: FanoCensus,
        /// The second deck's.
        b: FanoCensus,
    },
    /// The orders of the automorphism groups ([`automorphisms`]).
    GroupOrder {
        /// The first deck's.
        #[cfg_attr(feature = "serde", serde(with = "decimal"))]
        a: BigUint,
        /// The second deck's.
        #[cfg_attr(feature = "serde", serde(with = "decimal"))]
        b: BigUint,
    },
    /// The sizes of the orbits of the automorphism groups on symbols and cards: (size of
    /// the orbit, how many symbols and cards in orbits of that size).
    Orbits {
        /// The first deck's.
        a: Vec<(usize, usize)>,
        /// The second deck's.
        b: Vec<(usize, usize)>,
    },
    /// The refinement of the incidence graphs (each vertex told by the colours of its
    /// neighbours, again and again) splits them differently.
    Refinement,
    /// Every invariant agrees, and the search over relabellings finds no map.
    NoMap,
}

impl fmt::Display for Difference {
    /// The sentence of `dobble isomorphic`, first deck first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |d: &[(usize, usize)]| {
            d.iter()
                .map(|(value, times)| format!("{value} ({times})"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Difference::Cards { a, b } => write!(f, "{a} cards against {b}"),
            Difference::Symbols { a, b } => write!(f, "{a} symbols against {b}"),
            Difference::CardSizes { a, b } => write!(
                f,
                "card sizes (symbols per card (cards)) differ: {} against {}",
                shown(a),
                shown(b)
            ),
            Difference::SymbolFrequencies { a, b } => write!(
                f,
                "symbol frequencies (cards per symbol (symbols)) differ: {} against {}",
                shown(a),
                shown(b)
            ),
            Difference::RepeatedCards { a, b } => write!(
                f,
                "repeated cards (times (cards)) differ: {} against {}",
                shown(a),
                shown(b)
            ),
            Difference::Fano { a, b } => {
                let fano = |c: &FanoCensus| {
                    let d = |d: &[(u64, usize)]| {
                        d.iter()
                            .map(|(value, times)| format!("{value} ({times})"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    format!(
                        "{} in all, through a symbol {}, on a card {}",
                        c.configurations,
                        d(&c.symbols),
                        d(&c.cards)
                    )
                };
                write!(
                    f,
                    "Fano configurations differ: {} against {}",
                    fano(a),
                    fano(b)
                )
            }
            Difference::GroupOrder { a, b } => {
                write!(f, "automorphism groups of order {a} against {b}")
            }
            Difference::Orbits { a, b } => write!(
                f,
                "orbits of the automorphism groups (size (symbols and cards in orbits of that size)) differ: {} against {}",
                shown(a),
                shown(b)
            ),
            Difference::Refinement => f.write_str(
                "the refinement of the incidence graphs (symbols told by their cards, cards by their symbols, again and again) splits them differently",
            ),
            Difference::NoMap => f.write_str(
                "every invariant agrees, but the search over relabellings finds no map",
            ),
        }
    }
}

/// Whether two decks are the same deck with other names ([`isomorphism`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Comparison {
    /// They are: a map that sends every card of the first to a card of the second.
    Isomorphic(Isomorphism),
    /// They are not: the first invariant that differs.
    Different(Difference),
}

/// Each value and how often it appears, ascending by value.
fn distribution(values: impl Iterator<Item = usize>) -> Vec<(usize, usize)> {
    let mut counts: HashMap<usize, usize> = HashMap::new();
    for v in values {
        *counts.entry(v).or_default() += 1;
    }
    let mut d: Vec<(usize, usize)> = counts.into_iter().collect();
    d.sort_unstable();
    d
}

/// The card sizes, symbol frequencies and card repeats of a deck.
fn shape(deck: &Deck, inc: &Incidences) -> [Vec<(usize, usize)>; 3] {
    let sizes = distribution(deck.cards().iter().map(Vec::len));
    let mut frequency = vec![0usize; deck.names().len()];
    for card in deck.cards() {
        for &s in card {
            frequency[s as usize] += 1;
        }
    }
    let frequencies = distribution(frequency.into_iter());
    let repeats = distribution(inc.graph.colours[inc.symbols..].iter().map(|&t| t as usize));
    [sizes, frequencies, repeats]
}

/// The size of the orbit of each vertex under `group`.
fn orbit_sizes(g: &Graph, group: &refine::Group) -> Vec<usize> {
    let n = g.colours.len();
    let mut root: Vec<usize> = (0..n).collect();
    for perm in &group.generators {
        for (v, &w) in perm.iter().enumerate() {
            let (x, y) = (find(&mut root, v), find(&mut root, w as usize));
            root[x.max(y)] = x.min(y);
        }
    }
    let mut size = vec![0usize; n];
    for v in 0..n {
        size[find(&mut root, v)] += 1;
    }
    (0..n).map(|v| size[find(&mut root, v)]).collect()
}

/// The root of `v` in a union-find forest.
fn find(root: &mut [usize], mut v: usize) -> usize {
    while root[v] != v {
        root[v] = root[root[v]];
        v = root[v];
    }
    v
}

/// `g` with each vertex coloured by its colour and then the size of its orbit.
fn recoloured(g: &Graph, orbit_sizes: &[usize]) -> Graph {
    let pairs: Vec<(u32, usize)> = g
        .colours
        .iter()
        .copied()
        .zip(orbit_sizes.iter().copied())
        .collect();
    Graph {
        adjacent: g.adjacent.clone(),
        colours: ranked(&pairs),
    }
}

/// Whether `map` sends every card of `a` onto its card of `b`.
fn checks_out(a: &Deck, b: &Deck, map: &Isomorphism) -> bool {
    let mut seen = vec![false; b.cards().len()];
    a.cards().len() == b.cards().len()
        && map.symbols.len() == a.names().len()
        && a.cards().iter().zip(&map.cards).all(|(card, &c)| {
            let mut image: Vec<u32> = card.iter().map(|&s| map.symbols[s as usize]).collect();
            image.sort_unstable();
            let mut target = b.cards()[c].clone();
            target.sort_unstable();
            let fresh = !std::mem::replace(&mut seen[c], true);
            fresh && image == target
        })
}

/// Whether `a` and `b` are the same deck with other names: a map of the symbols (one to
/// one) that sends the cards of `a` onto the cards of `b`, or the first invariant that
/// differs, in this order: cards, symbols, card sizes, symbol frequencies, repeated cards,
/// Fano configurations (two valid decks of at most [`MAX_FANO_SYMBOLS`] symbols), the
/// refinement of the incidence graphs, the orders of the automorphism groups and the
/// sizes of their orbits, and last the search itself ([`Difference::NoMap`]), in which
/// each vertex is coloured by the size of its orbit.
/// A map is returned only once checked card by card.
///
/// # Errors
/// [`CompareError::Refused`] naming the deck refused and why ([`StructureError`]), or
/// [`CompareError::GaveUp`] when the searches reach [`SearchOptions::DEFAULT_LIMIT`]
/// nodes ([`isomorphism_with`] takes another limit).
pub fn isomorphism(a: &Deck, b: &Deck) -> Result<Comparison, CompareError> {
    isomorphism_with(a, b, SearchOptions::default())
}

/// [`isomorphism`], its searches bounded and reported as `options` say.
///
/// # Errors
/// As [`isomorphism`], [`CompareError::GaveUp`] at `options.limit` nodes, and
/// [`CompareError::Stopped`] when `options`' progress callback says stop.
pub fn isomorphism_with(
    a: &Deck,
    b: &Deck,
    mut options: SearchOptions<'_>,
) -> Result<Comparison, CompareError> {
    let ia = Incidences::new(a).map_err(|error| CompareError::Refused {
        which: Which::First,
        error,
    })?;
    let ib = Incidences::new(b).map_err(|error| CompareError::Refused {
        which: Which::Second,
        error,
    })?;
    Ok(options.run(|budget| compare(a, b, &ia, &ib, budget))?)
}

/// The comparison of [`isomorphism_with`], the decks taken, within `budget`.
fn compare(
    a: &Deck,
    b: &Deck,
    ia: &Incidences,
    ib: &Incidences,
    budget: &mut refine::Budget<'_>,
) -> Result<Comparison, refine::Stop> {
    let differ = |d| Ok(Comparison::Different(d));
    if a.cards().len() != b.cards().len() {
        return differ(Difference::Cards {
            a: a.cards().len(),
            b: b.cards().len(),
        });
    }
    if a.names().len() != b.names().len() {
        return differ(Difference::Symbols {
            a: a.names().len(),
            b: b.names().len(),
        });
    }
    let [sa, fa, ra] = shape(a, ia);
    let [sb, fb, rb] = shape(b, ib);
    if sa != sb {
        return differ(Difference::CardSizes { a: sa, b: sb });
    }
    if fa != fb {
        return differ(Difference::SymbolFrequencies { a: fa, b: fb });
    }
    if ra != rb {
        return differ(Difference::RepeatedCards { a: ra, b: rb });
    }
    if a.names().len() <= MAX_FANO_SYMBOLS
        && a.verify().is_valid()
        && b.verify().is_valid()
        && let (Ok(ca), Ok(cb)) = (fano_census(a), fano_census(b))
        && ca != cb
    {
        return differ(Difference::Fano { a: ca, b: cb });
    }
    if refine::root_trace(&ia.graph) != refine::root_trace(&ib.graph) {
        return differ(Difference::Refinement);
    }
    // The automorphism groups: their orders, and the sizes of their orbits, which an
    // isomorphism keeps. Coloured by the size of its orbit, each vertex can only go to a
    // vertex of an orbit of the same size, which spares the search every subtree of a
    // vertex in another orbit.
    let ga = reduce::automorphisms(ia.searched(), budget)?;
    let gb = reduce::automorphisms(ib.searched(), budget)?;
    if ga.order != gb.order {
        return differ(Difference::GroupOrder {
            a: ga.order,
            b: gb.order,
        });
    }
    let (oa, ob) = (orbit_sizes(&ia.graph, &ga), orbit_sizes(&ib.graph, &gb));
    let (da, db) = (
        distribution(oa.iter().copied()),
        distribution(ob.iter().copied()),
    );
    if da != db {
        return differ(Difference::Orbits { a: da, b: db });
    }
    let (ca, cb) = (
        recoloured(ia.searched(), &oa),
        recoloured(ib.searched(), &ob),
    );
    let Some(vertices) = reduce::isomorphism(&ca, &cb, budget)? else {
        return differ(Difference::NoMap);
    };
    let n = ia.symbols;
    let symbols: Vec<u32> = vertices[..n].to_vec();
    // Distinct cards map to distinct cards; the copies of a repeated card are matched in
    // file order.
    let mut copies: HashMap<u32, Vec<usize>> = HashMap::new();
    for (c, &v) in ib.vertex_of_card.iter().enumerate().rev() {
        copies.entry(v).or_default().push(c);
    }
    let mut cards = Vec::with_capacity(a.cards().len());
    for &v in &ia.vertex_of_card {
        let Some(c) = copies
            .get_mut(&vertices[v as usize])
            .and_then(|list| list.pop())
        else {
            return differ(Difference::NoMap);
        };
        cards.push(c);
    }
    let map = Isomorphism { symbols, cards };
    if checks_out(a, b, &map) {
        Ok(Comparison::Isomorphic(map))
    } else {
        differ(Difference::NoMap)
    }
}

/// The automorphism group of a deck ([`automorphisms`]): the permutations of the symbols
/// that send every card to a card (a card repeated k times to a card repeated k times).
///
/// Serialized (feature `serde`) with the order as a string of decimal digits (it may pass
/// 2^64): `{"order":"168","generators":[[..],..],"symbol_orbits":[[..],..],
/// "card_orbits":[[..],..],"plane":{"on_points":true,"on_lines":true}}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Automorphisms {
    /// The order of the group, exactly.
    #[cfg_attr(feature = "serde", serde(with = "decimal"))]
    pub order: BigUint,
    /// Permutations that generate the group: for each, the image of each symbol (by
    /// symbol number). None for the trivial group.
    pub generators: Vec<Vec<u32>>,
    /// The orbits of the group on the symbols, each ascending, by their smallest symbol.
    pub symbol_orbits: Vec<Vec<u32>>,
    /// The orbits on the cards (indices from 0, file order; copies of a card together),
    /// each ascending, by their first card.
    pub card_orbits: Vec<Vec<usize>>,
    /// For a projective plane (a valid deck of k^2 - k + 1 cards of k >= 3 symbols),
    /// whether the group is transitive on its points (symbols) and its lines (cards).
    pub plane: Option<Transitivity>,
}

/// Whether the automorphism group of a projective plane is transitive on points and on
/// lines ([`Automorphisms::plane`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Transitivity {
    /// One orbit on the symbols.
    pub on_points: bool,
    /// One orbit on the cards.
    pub on_lines: bool,
}

#[cfg(feature = "serde")]
mod decimal {
    //! A big integer as a string of decimal digits.
    use num_bigint::BigUint;
    use serde::{Deserialize, Deserializer, Serializer};

    pub(super) fn serialize<S: Serializer>(n: &BigUint, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&n.to_string())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<BigUint, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The automorphism group of `deck`: its order, generators, orbits, and for a projective
/// plane whether it is transitive on points and lines (see [`Automorphisms`]).
///
/// # Errors
/// [`StructureError`] for a card that shows a symbol twice or a deck too big, and
/// [`StructureError::GaveUp`] when the search reaches [`SearchOptions::DEFAULT_LIMIT`]
/// nodes ([`automorphisms_with`] takes another limit).
///
/// ```
/// use dobble::methods::{plane_of_order_nine, PlaneOfOrderNine};
///
/// let hall = dobble::Deck::numbered(plane_of_order_nine(PlaneOfOrderNine::Hall));
/// let group = dobble::structure::automorphisms(&hall).unwrap();
/// assert_eq!(group.order.to_string(), "311040");
/// let plane = group.plane.unwrap();
/// assert!(!plane.on_points && !plane.on_lines);
/// ```
pub fn automorphisms(deck: &Deck) -> Result<Automorphisms, StructureError> {
    automorphisms_with(deck, SearchOptions::default())
}

/// [`automorphisms`], its search bounded and reported as `options` say.
///
/// # Errors
/// As [`automorphisms`], [`StructureError::GaveUp`] at `options.limit` nodes, and
/// [`StructureError::Stopped`] when `options`' progress callback says stop.
pub fn automorphisms_with(
    deck: &Deck,
    mut options: SearchOptions<'_>,
) -> Result<Automorphisms, StructureError> {
    let inc = Incidences::new(deck)?;
    let group = options.run(|budget| reduce::automorphisms(inc.searched(), budget))?;
    let n = inc.symbols;
    let generators: Vec<Vec<u32>> = group.generators.iter().map(|g| g[..n].to_vec()).collect();
    let mut root: Vec<usize> = (0..inc.graph.colours.len()).collect();
    for g in &group.generators {
        for (v, &w) in g.iter().enumerate() {
            let (x, y) = (find(&mut root, v), find(&mut root, w as usize));
            root[x.max(y)] = x.min(y);
        }
    }
    let mut symbol_orbits: Vec<Vec<u32>> = Vec::new();
    let mut index: HashMap<usize, usize> = HashMap::new();
    for s in 0..n {
        let r = find(&mut root, s);
        let i = *index.entry(r).or_insert_with(|| {
            symbol_orbits.push(Vec::new());
            symbol_orbits.len() - 1
        });
        symbol_orbits[i].push(s as u32);
    }
    let mut card_orbits: Vec<Vec<usize>> = Vec::new();
    for (c, &v) in inc.vertex_of_card.iter().enumerate() {
        let r = find(&mut root, v as usize);
        let i = *index.entry(r).or_insert_with(|| {
            card_orbits.push(Vec::new());
            card_orbits.len() - 1
        });
        card_orbits[i].push(c);
    }
    let plane = match deck.verify() {
        Verdict::Valid(figures) if figures.complete && figures.symbols_per_card >= 3 => {
            Some(Transitivity {
                on_points: symbol_orbits.len() == 1,
                on_lines: card_orbits.len() == 1,
            })
        }
        _ => None,
    };
    Ok(Automorphisms {
        order: group.order,
        generators,
        symbol_orbits,
        card_orbits,
        plane,
    })
}
