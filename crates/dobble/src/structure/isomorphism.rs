//! Whether two decks are the same deck with other names ([`isomorphism`]): the invariants
//! that tell them apart first ([`Difference`]), then the search for a map
//! ([`Isomorphism`]), checked card by card.

use std::collections::HashMap;
use std::fmt;

use num_bigint::BigUint;

use crate::deck::Deck;
use crate::fano::{FanoCensus, MAX_FANO_SYMBOLS, fano_census};
use crate::reduce;
use crate::refine::{self, Graph};

use super::errors::{CompareError, Which};
use super::graph::{Incidences, find, orbits, ranked};
use super::options::SearchOptions;

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
    /// The orders of the automorphism groups ([`automorphisms`](super::automorphisms())).
    GroupOrder {
        /// The first deck's.
        #[cfg_attr(feature = "serde", serde(with = "super::decimal"))]
        a: BigUint,
        /// The second deck's.
        #[cfg_attr(feature = "serde", serde(with = "super::decimal"))]
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
    let mut root = orbits(n, &group.generators);
    let mut size = vec![0usize; n];
    for v in 0..n {
        size[find(&mut root, v)] += 1;
    }
    (0..n).map(|v| size[find(&mut root, v)]).collect()
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
/// [`CompareError::Refused`] naming the deck refused and why
/// ([`StructureError`](super::StructureError)), or [`CompareError::GaveUp`] when the
/// searches reach [`SearchOptions::DEFAULT_LIMIT`] nodes ([`isomorphism_with`] takes
/// another limit).
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
