//! A vertex invariant for decks of triples, which colour refinement cannot split: the
//! Pasch configurations through each triple, as nauty splits hard graphs by counting
//! small configurations through each vertex before it individualizes any.
//!
//! A *triple system* here is one side of the incidence graph whose vertices all have three
//! neighbours (cards of three symbols, as in a Steiner triple system; or symbols on three
//! cards, as in its dual, where each card is a point and each symbol a triple through
//! it), any two of them sharing at most one neighbour (a *point*). A Pasch configuration
//! (a quadrilateral) is four triples that meet pairwise in six distinct points. In a
//! Steiner triple system every point and every triple looks alike to refinement (each
//! point on (v - 1) / 2 triples, any two points on one), so the search individualizes
//! without pruning; but the number of Pasch configurations through a triple varies from
//! triple to triple in most systems, and splits the cells at the root. In a projective
//! plane it does not (four lines no three of which meet in a point always make one),
//! which keeps the planes' searches as they were.
//!
//! The count is cheap: for each triple T = {x, y, z} and each order of its points, each
//! other triple B through x, each other point p of B; the triple C through y and p, and
//! the triple D through the third points of B and C, which must hold z. That is six
//! times (r - 1) times two lookups for a triple whose points are on r triples, some
//! millions for the largest deck taken.

use hashbrown::HashSet;

use crate::refine::Graph;

/// The key of a pair of points, smaller first.
fn pair(a: u32, b: u32) -> u64 {
    (u64::from(a.min(b)) << 32) | u64::from(a.max(b))
}

/// For each vertex `0..n` of `g`, the Pasch configurations through it (triples only, each
/// counted six times; points 0), taking as triples the vertices of `side`; `None` when
/// they are not a triple system (a vertex without three neighbours, or two sharing two).
fn counts_of(g: &Graph, side: std::ops::Range<usize>) -> Option<Vec<u64>> {
    let mut pairs: HashSet<u64> = HashSet::new();
    for t in side.clone() {
        let &[a, b, c] = &g.adjacent[t][..] else {
            return None;
        };
        for (x, y) in [(a, b), (a, c), (b, c)] {
            if !pairs.insert(pair(x, y)) {
                return None;
            }
        }
    }
    let n = g.adjacent.len();
    // The point of a triple other than two of its points.
    let third = |t: u32, x: u32, y: u32| {
        g.adjacent[t as usize]
            .iter()
            .copied()
            .find(|&p| p != x && p != y)
    };
    // For each point of the triple at hand, the triple through it and each other point.
    let mut with: [Vec<u32>; 3] = std::array::from_fn(|_| vec![u32::MAX; n]);
    let mut counts = vec![0u64; n];
    for t in side {
        let points = &g.adjacent[t];
        for (k, &y) in points.iter().enumerate() {
            for &c in &g.adjacent[y as usize] {
                for &p in &g.adjacent[c as usize] {
                    with[k][p as usize] = c;
                }
            }
        }
        let mut found = 0;
        for (i, &x) in points.iter().enumerate() {
            for j in (0..3).filter(|&j| j != i) {
                // The third point is `points[k]`, and `with[k]` its triples.
                let (y, k) = (points[j], 3 - i - j);
                for &b in &g.adjacent[x as usize] {
                    if b as usize == t {
                        continue;
                    }
                    for &p in &g.adjacent[b as usize] {
                        let c = with[j][p as usize];
                        if p == x || c == u32::MAX || c as usize == t {
                            continue;
                        }
                        let (Some(q), Some(r)) = (third(b, x, p), third(c, y, p)) else {
                            continue;
                        };
                        let d = with[k][q as usize];
                        if d != u32::MAX && d != b && g.adjacent[d as usize].contains(&r) {
                            found += 1;
                        }
                    }
                }
            }
        }
        counts[t] = found;
        for (k, &y) in points.iter().enumerate() {
            for &c in &g.adjacent[y as usize] {
                for &p in &g.adjacent[c as usize] {
                    with[k][p as usize] = u32::MAX;
                }
            }
        }
    }
    Some(counts)
}

/// The Pasch configurations through each vertex of the incidence graph `g` (symbols
/// `0..symbols`, then cards), for whichever side is a triple system (the cards, else the
/// symbols); `None` when neither is.
pub(crate) fn counts(g: &Graph, symbols: usize) -> Option<Vec<u64>> {
    let n = g.adjacent.len();
    counts_of(g, symbols..n).or_else(|| counts_of(g, 0..symbols))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The incidence graph of `triples` on the points `0..v`: points first (as symbols),
    /// then the triples; or the other way round (`dual`).
    fn graph(v: usize, triples: &[[u32; 3]], dual: bool) -> (Graph, usize) {
        let b = triples.len();
        // The vertex of each point and of each triple.
        let point = |p: u32| if dual { (b as u32) + p } else { p };
        let triple = |t: usize| if dual { t as u32 } else { (v + t) as u32 };
        let mut adjacent = vec![Vec::new(); v + b];
        for (t, points) in triples.iter().enumerate() {
            for &p in points {
                let (pv, tv) = (point(p), triple(t));
                adjacent[pv as usize].push(tv);
                adjacent[tv as usize].push(pv);
            }
        }
        for near in &mut adjacent {
            near.sort_unstable();
        }
        let symbols = if dual { b } else { v };
        let colours = (0..v + b).map(|u| u32::from(u >= symbols)).collect();
        (Graph { adjacent, colours }, symbols)
    }

    /// The Pasch configurations through each triple by the definition: every four
    /// triples, checked to meet pairwise in one point each, six points in all; each
    /// counted six times, as [`counts`] counts them.
    fn counts_naive(triples: &[[u32; 3]]) -> Vec<u64> {
        let meet = |a: &[u32; 3], b: &[u32; 3]| -> Vec<u32> {
            a.iter().copied().filter(|p| b.contains(p)).collect()
        };
        let mut counts = vec![0; triples.len()];
        let b = triples.len();
        for i in 0..b {
            for j in i + 1..b {
                for k in j + 1..b {
                    for l in k + 1..b {
                        let four = [i, j, k, l];
                        let mut points = Vec::new();
                        let mut pasch = true;
                        for (x, &s) in four.iter().enumerate() {
                            for &t in &four[x + 1..] {
                                match meet(&triples[s], &triples[t])[..] {
                                    [p] => points.push(p),
                                    _ => pasch = false,
                                }
                            }
                        }
                        points.sort_unstable();
                        points.dedup();
                        if pasch && points.len() == 6 {
                            for t in four {
                                counts[t] += 6;
                            }
                        }
                    }
                }
            }
        }
        counts
    }

    /// The Fano plane: every four lines of which no three meet are a Pasch configuration
    /// (the complement of a point and its three lines), seven of them, four through each
    /// line. Its points are a triple system too (three lines through each), and of two
    /// sides the cards are taken: in the dual graph, the points.
    #[test]
    fn the_fano_plane_has_seven() {
        let fano = crate::fano::FANO_LINES;
        for dual in [false, true] {
            let (g, symbols) = graph(7, &fano, dual);
            let counts = counts(&g, symbols).unwrap();
            assert_eq!(counts[..7], [0; 7], "dual {dual}");
            assert_eq!(counts[7..], [24; 7], "dual {dual}");
            assert_eq!(counts_naive(&fano), [24; 7]);
        }
    }

    #[test]
    fn two_triples_sharing_two_points_are_no_triple_system() {
        let (g, symbols) = graph(4, &[[0, 1, 2], [0, 1, 3]], false);
        assert_eq!(counts(&g, symbols), None);
    }

    /// Random partial triple systems on up to 10 points: triples drawn at random, each
    /// kept unless it shares two points with one kept before.
    fn triple_system() -> impl Strategy<Value = (usize, Vec<[u32; 3]>)> {
        (4usize..=10).prop_flat_map(|v| {
            let triple = proptest::sample::subsequence((0..v as u32).collect::<Vec<_>>(), 3);
            proptest::collection::vec(triple, 0..40).prop_map(move |drawn| {
                let mut kept: Vec<[u32; 3]> = Vec::new();
                for t in drawn {
                    let t = [t[0], t[1], t[2]];
                    if kept
                        .iter()
                        .all(|k| t.iter().filter(|p| k.contains(p)).count() < 2)
                    {
                        kept.push(t);
                    }
                }
                (v, kept)
            })
        })
    }

    proptest! {
        #[test]
        fn counts_agree_with_the_definition((v, triples) in triple_system(), dual: bool) {
            // (With every point on three triples, the points would be taken as triples
            // in the dual graph, where they are the cards.)
            let on_three = (0..v as u32)
                .all(|p| triples.iter().filter(|t| t.contains(&p)).count() == 3);
            prop_assume!(!(dual && on_three));
            let (g, symbols) = graph(v, &triples, dual);
            let counts = counts(&g, symbols).unwrap();
            let b = triples.len();
            let (of_triples, of_points) = if dual {
                (&counts[..b], &counts[b..])
            } else {
                (&counts[v..], &counts[..v])
            };
            prop_assert_eq!(of_triples, &counts_naive(&triples)[..]);
            prop_assert!(of_points.iter().all(|&c| c == 0));
        }
    }
}
