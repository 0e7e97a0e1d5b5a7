//! The automorphism group of a deck ([`automorphisms`], [`Automorphisms`]): its exact
//! order, generators and orbits, and for a projective plane whether it is transitive on
//! points and lines ([`Transitivity`]).

use num_bigint::BigUint;

use crate::deck::Deck;
use crate::reduce;
use crate::verify::Verdict;

use super::errors::StructureError;
use super::graph::{Incidences, grouped, orbits};
use super::options::SearchOptions;

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
    #[cfg_attr(feature = "serde", serde(with = "super::decimal"))]
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
    let mut root = orbits(inc.graph.colours.len(), &group.generators);
    // A symbol and a card are never in one orbit: their vertices differ in colour.
    let symbol_orbits = grouped(&mut root, (0..n).map(|s| (s as u32, s)));
    let card_orbits = grouped(
        &mut root,
        inc.vertex_of_card.iter().map(|&v| v as usize).enumerate(),
    );
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
