//! Before the search of [`refine`](crate::refine): the trivially symmetric parts of a
//! graph taken out, so that a deck of 2,000 cards sharing one hub symbol is not searched
//! node by node (the search would single out each card in turn, millions of nodes).
//!
//! Two steps, taken in turn until neither changes the graph (or at most 64 steps):
//! - **Twins**: vertices of the same colour with the same neighbours are interchangeable:
//!   any permutation of them, all else fixed, is an automorphism. Each class of k twins
//!   becomes one vertex, coloured by its colour and k; the class gives the group a factor
//!   k! and its generators (the transposition of its first two vertices, and for k >= 3
//!   the cycle through all of them).
//! - **Pendant vertices**: a vertex with one neighbour goes, and its neighbour is coloured
//!   by its colour and the colours of the pendant vertices it lost (after the twins, no
//!   two of one neighbour's pendant vertices share a colour, so they are told by their
//!   colours and the group does not change). Of an edge alone (two pendant vertices of
//!   different colours), the end of the smaller colour goes.
//!
//! Each step recolours every vertex by the rank of its new colour (its old colour and
//! what it stands for) among all the new colours, so that the colours depend only on the
//! graph, not on its numbering; the graphs of an isomorphism question are reduced side
//! by side with the same ranks, and an isomorphism of the reduced graphs that keeps the
//! colours lifts to one of the graphs. Each vertex of a reduced graph stands for a list
//! of vertices of the graph before the step (a class of twins; or the vertex and its
//! pendant vertices by colour), and a map of the reduced graphs lifts by sending the
//! i-th vertex of one list to the i-th of its image's list.
//!
//! The hub deck: each card's own symbol is a pendant vertex of its card; the cards, then
//! all joined to the hub alone, are 2,000 twins (2000!); the hub and the one card left
//! make an edge, and one vertex remains. A graph that neither step changes (a projective
//! plane) is searched as it is.

use std::collections::HashMap;

use num_bigint::BigUint;

use crate::refine::{self, Budget, Graph, Group, Stop};

/// One step of a reduction: for each vertex of the smaller graph, the vertices of the
/// graph before the step it stands for.
struct Step {
    stands_for: Vec<Vec<u32>>,
    /// The classes of twins taken out at this step (each of two or more vertices of the
    /// graph before it, ascending), or none for a step of pendant vertices.
    twins: Vec<Vec<u32>>,
}

/// A graph reduced: the graph left, and the steps from the original to it.
struct Reduced {
    graph: Graph,
    steps: Vec<Step>,
}

/// What a step made of one graph: for each new vertex, the old ones it stands for and the
/// key of its new colour (its old colour, then what it stands for); and whether anything
/// changed.
struct Made {
    stands_for: Vec<Vec<u32>>,
    keys: Vec<(u32, Vec<u32>)>,
    adjacent: Vec<Vec<u32>>,
    changed: bool,
}

/// The twin step: each class of vertices with the same colour and neighbours becomes one
/// vertex, its key its colour and the size of the class.
fn twins(g: &Graph) -> Made {
    let n = g.colours.len();
    let mut class_of: HashMap<(u32, &[u32]), u32> = HashMap::new();
    let mut stands_for: Vec<Vec<u32>> = Vec::new();
    let mut new_of = Vec::with_capacity(n);
    for (v, (&colour, near)) in g.colours.iter().zip(&g.adjacent).enumerate() {
        let next = stands_for.len() as u32;
        let c = *class_of.entry((colour, near.as_slice())).or_insert(next);
        if c == next {
            stands_for.push(Vec::new());
        }
        stands_for[c as usize].push(v as u32);
        new_of.push(c);
    }
    let adjacent = stands_for
        .iter()
        .map(|class| {
            let mut near: Vec<u32> = g.adjacent[class[0] as usize]
                .iter()
                .map(|&y| new_of[y as usize])
                .collect();
            near.sort_unstable();
            near.dedup();
            near
        })
        .collect();
    let keys = stands_for
        .iter()
        .map(|class| (g.colours[class[0] as usize], vec![class.len() as u32]))
        .collect();
    Made {
        changed: stands_for.len() < n,
        stands_for,
        keys,
        adjacent,
    }
}

/// The pendant step: each vertex with one neighbour goes into its neighbour (of an edge
/// alone, the end of the smaller colour into the other), whose key is its colour and the
/// colours of the vertices it took, ascending.
fn pendants(g: &Graph) -> Made {
    let n = g.colours.len();
    let goes = |v: usize| {
        let [u] = g.adjacent[v][..] else {
            return None;
        };
        let u = u as usize;
        let stays = g.adjacent[u].len() >= 2 || g.colours[v] < g.colours[u];
        stays.then_some(u)
    };
    let mut stands_for: Vec<Vec<u32>> = Vec::new();
    let new_of: Vec<u32> = (0..n)
        .map(|v| match goes(v) {
            Some(_) => u32::MAX,
            None => {
                stands_for.push(vec![v as u32]);
                stands_for.len() as u32 - 1
            }
        })
        .collect();
    let changed = stands_for.len() < n;
    let mut taken: Vec<Vec<(u32, u32)>> = vec![Vec::new(); stands_for.len()];
    for v in 0..n {
        if let Some(u) = goes(v) {
            taken[new_of[u] as usize].push((g.colours[v], v as u32));
        }
    }
    let mut keys = Vec::with_capacity(stands_for.len());
    for (list, mut took) in stands_for.iter_mut().zip(taken) {
        took.sort_unstable();
        keys.push((
            g.colours[list[0] as usize],
            took.iter().map(|&(c, _)| c).collect(),
        ));
        list.extend(took.iter().map(|&(_, v)| v));
    }
    let adjacent = stands_for
        .iter()
        .map(|list| {
            g.adjacent[list[0] as usize]
                .iter()
                .map(|&y| new_of[y as usize])
                .filter(|&y| y != u32::MAX)
                .collect()
        })
        .collect();
    Made {
        changed,
        stands_for,
        keys,
        adjacent,
    }
}

/// The most steps of a reduction. Each costs a pass over the graph, and a path of 4,000
/// vertices would take one pendant step (and a twin step) for every two of them, a few
/// seconds in all with nothing to gain: the search splits a path at once. The decks the
/// reduction is for take a few steps (the hub deck three, a tree two for each level).
const MOST_STEPS: usize = 64;

/// Reduces `graphs` side by side (the same steps, the same ranks of colours), until
/// neither step changes any of them or [`MOST_STEPS`] are taken; `None` when the first
/// step of each kind changes none (the graphs are searched as they are).
fn reduce<const N: usize>(graphs: [&Graph; N]) -> Option<[Reduced; N]> {
    let mut reduced: [Reduced; N] = graphs.map(|g| Reduced {
        graph: Graph {
            adjacent: g.adjacent.clone(),
            colours: g.colours.clone(),
        },
        steps: Vec::new(),
    });
    let mut quiet = 0;
    let mut of_twins = false;
    // The two steps in turn, until both have left every graph as it was, or at most
    // `MOST_STEPS` of them.
    for _ in 0..MOST_STEPS {
        if quiet == 2 {
            break;
        }
        of_twins = !of_twins;
        let step = if of_twins { twins } else { pendants };
        let made: Vec<Made> = reduced.iter().map(|r| step(&r.graph)).collect();
        if !made.iter().any(|m| m.changed) {
            quiet += 1;
            continue;
        }
        quiet = 0;
        let mut ranks: Vec<&(u32, Vec<u32>)> = made.iter().flat_map(|m| &m.keys).collect();
        ranks.sort_unstable();
        ranks.dedup();
        let rank = |key: &(u32, Vec<u32>)| ranks.binary_search(&key).unwrap_or(0) as u32;
        let colours: Vec<Vec<u32>> = made
            .iter()
            .map(|m| m.keys.iter().map(rank).collect())
            .collect();
        for ((r, m), colours) in reduced.iter_mut().zip(made).zip(colours) {
            let twins = if of_twins {
                m.stands_for
                    .iter()
                    .filter(|class| class.len() > 1)
                    .cloned()
                    .collect()
            } else {
                Vec::new()
            };
            r.graph = Graph {
                adjacent: m.adjacent,
                colours,
            };
            r.steps.push(Step {
                stands_for: m.stands_for,
                twins,
            });
        }
    }
    reduced
        .iter()
        .any(|r| !r.steps.is_empty())
        .then_some(reduced)
}

/// `map` (of the graph after `steps`, into the other graph's, whose steps are `onto`)
/// lifted to the graphs before them: the i-th vertex a vertex stands for goes to the i-th
/// vertex its image stands for. `None` where the lists differ in length, which a map that
/// keeps the colours never meets.
fn lift(mut map: Vec<u32>, steps: &[Step], onto: &[Step]) -> Option<Vec<u32>> {
    for (from, to) in steps.iter().zip(onto).rev() {
        let n: usize = from.stands_for.iter().map(Vec::len).sum();
        let mut lifted = vec![0; n];
        for (w, list) in from.stands_for.iter().enumerate() {
            let image = to.stands_for.get(*map.get(w)? as usize)?;
            if image.len() != list.len() {
                return None;
            }
            for (&v, &x) in list.iter().zip(image) {
                *lifted.get_mut(v as usize)? = x;
            }
        }
        map = lifted;
    }
    Some(map)
}

/// The permutation of `n` vertices that moves `moved` (pairs of a vertex and its image)
/// and fixes the others.
fn permutation(n: usize, moved: &[(u32, u32)]) -> Vec<u32> {
    let mut p: Vec<u32> = (0..n as u32).collect();
    for &(v, w) in moved {
        p[v as usize] = w;
    }
    p
}

/// The moved vertices of a permutation of the graph after `steps`, lifted to the graph
/// before them (as [`lift`], the fixed vertices left out, so that a transposition of two
/// twins costs what it moves).
fn lift_moved(mut moved: Vec<(u32, u32)>, steps: &[Step]) -> Vec<(u32, u32)> {
    for step in steps.iter().rev() {
        let mut lifted = Vec::new();
        for (w, x) in moved {
            let (Some(list), Some(image)) = (
                step.stands_for.get(w as usize),
                step.stands_for.get(x as usize),
            ) else {
                continue;
            };
            lifted.extend(list.iter().copied().zip(image.iter().copied()));
        }
        moved = lifted;
    }
    moved
}

/// The automorphism group of `g`, as [`refine::automorphisms`], its twins and pendant
/// vertices taken out first.
pub(crate) fn automorphisms(g: &Graph, budget: &mut Budget<'_>) -> Result<Group, Stop> {
    let Some([reduced]) = reduce([g]) else {
        return refine::automorphisms(g, budget);
    };
    let found = refine::automorphisms(&reduced.graph, budget)?;
    let n = g.colours.len();
    let mut order = found.order;
    let mut generators = Vec::new();
    // The twins' generators first, step by step, the classes from the last to the first
    // (as a search that singles out the smallest vertex first finds them: the deepest
    // first).
    for (at, step) in reduced.steps.iter().enumerate() {
        for class in step.twins.iter().rev() {
            order *= (1..=class.len() as u64).product::<BigUint>();
            let mut swaps = vec![vec![(class[0], class[1]), (class[1], class[0])]];
            if class.len() > 2 {
                let next = class.iter().skip(1).chain(&class[..1]);
                swaps.push(class.iter().copied().zip(next.copied()).collect());
            }
            for moved in swaps {
                generators.push(permutation(n, &lift_moved(moved, &reduced.steps[..at])));
            }
        }
    }
    let steps = &reduced.steps;
    generators.extend(
        found
            .generators
            .into_iter()
            .filter_map(|p| lift(p, steps, steps)),
    );
    Ok(Group { generators, order })
}

/// An isomorphism from `a` to `b`, as [`refine::isomorphism`], the twins and pendant
/// vertices of both taken out first, side by side.
pub(crate) fn isomorphism(
    a: &Graph,
    b: &Graph,
    budget: &mut Budget<'_>,
) -> Result<Option<Vec<u32>>, Stop> {
    let Some([ra, rb]) = reduce([a, b]) else {
        return refine::isomorphism(a, b, budget);
    };
    Ok(refine::isomorphism(&ra.graph, &rb.graph, budget)?
        .and_then(|map| lift(map, &ra.steps, &rb.steps)))
}
