//! A deck's incidence graph as the searches take it ([`Incidences`]), its colourings and
//! the orbits of a group of its automorphisms.

use std::collections::HashMap;

use crate::deck::Deck;
use crate::pasch;
use crate::refine::{self, Graph};

use super::errors::{MAX_VERTICES, StructureError};
use super::incidence::checked;

/// A deck's incidence graph: symbols `0..n`, then its distinct cards; and for each card of
/// the deck, its vertex.
pub(super) struct Incidences {
    pub(super) graph: Graph,
    /// The graph the searches take, where it differs from `graph`: each vertex also
    /// coloured by the Pasch configurations through it ([`split_by_pasch`]).
    split: Option<Graph>,
    pub(super) symbols: usize,
    /// The vertex of each card of the deck.
    pub(super) vertex_of_card: Vec<u32>,
}

impl Incidences {
    pub(super) fn new(deck: &Deck) -> Result<Incidences, StructureError> {
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
    pub(super) fn searched(&self) -> &Graph {
        self.split.as_ref().unwrap_or(&self.graph)
    }
}

/// Each key's rank among the distinct keys, ascending: colours that depend only on the
/// keys.
pub(super) fn ranked<K: Ord + Clone>(keys: &[K]) -> Vec<u32> {
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

/// The orbits of the group that `generators` generate (each a permutation of the
/// vertices `0..n`), as a union-find forest: [`find`] gives each vertex's orbit by its root.
pub(super) fn orbits(n: usize, generators: &[Vec<u32>]) -> Vec<usize> {
    let mut root: Vec<usize> = (0..n).collect();
    for perm in generators {
        for (v, &w) in perm.iter().enumerate() {
            let (x, y) = (find(&mut root, v), find(&mut root, w as usize));
            root[x.max(y)] = x.min(y);
        }
    }
    root
}

/// The root of `v` in a union-find forest.
pub(super) fn find(root: &mut [usize], mut v: usize) -> usize {
    while root[v] != v {
        root[v] = root[root[v]];
        v = root[v];
    }
    v
}

/// The `items`, each with its vertex, grouped by the orbit of the vertex in the forest
/// `root` ([`orbits`]): the groups in the order their first item comes, each in the order
/// of `items`.
pub(super) fn grouped<T>(
    root: &mut [usize],
    items: impl Iterator<Item = (T, usize)>,
) -> Vec<Vec<T>> {
    let mut groups: Vec<Vec<T>> = Vec::new();
    let mut index: HashMap<usize, usize> = HashMap::new();
    for (item, v) in items {
        let i = *index.entry(find(root, v)).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[i].push(item);
    }
    groups
}
