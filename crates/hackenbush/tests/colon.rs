//! Coloured pictures valued over their bridges (the colon principle and ordinal sums)
//! against the search of whole parts (`naive::canonical_search`, the way every part was
//! valued before) on generated trees with random colours and trees with small cycles,
//! loops and doubled edges hung on them; the sizes the search never took (trees of 100,
//! 1,000 and 10,000 edges, 128 edges of cycles hung on trees); and a value past the
//! birthday bound refused naming its bridge.

use hackenbush::canonical::{self, BIRTHDAY_LIMIT, CanonicalError};
use hackenbush::{Colour, ColourClass, Picture, naive};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::support::{self, Edges, colour, picture};

/// A random coloured tree of `1..=max` edges on the ground: vertex `i + 1` hangs from a
/// vertex before it. With `forest`, some vertices hang from nothing grounded (a loose
/// tree) or from the ground (several trees).
fn tree(max: usize) -> impl Strategy<Value = Edges> {
    prop::collection::vec((any::<prop::sample::Index>(), colour()), 1..=max).prop_map(|picks| {
        picks
            .iter()
            .enumerate()
            .map(|(i, (parent, c))| (parent.index(i + 1) as u8, i as u8 + 1, *c))
            .collect()
    })
}

/// A tree with small cycles hung on it: at random vertices, a loop, a doubled edge, or a
/// cycle of 2 to 4 new vertices through the vertex, sometimes with a chord; the cycles
/// may carry more tree above them.
fn tree_with_cycles(max: usize) -> impl Strategy<Value = Edges> {
    let kind = (
        any::<prop::sample::Index>(),
        0u8..5,
        colour(),
        colour(),
        colour(),
    );
    (tree(max / 2), prop::collection::vec(kind, 1..=3), tree(4)).prop_map(
        |(mut edges, cycles, top)| {
            let mut next = edges.len() as u8 + 1;
            for (at, kind, c1, c2, c3) in cycles {
                let v = at.index(next as usize) as u8;
                match kind {
                    0 => edges.push((v, v, c1)),
                    1 => {
                        edges.push((v, next, c1));
                        edges.push((v, next, c2));
                        next += 1;
                    }
                    _ => {
                        let length = kind; // 2 to 4 new vertices
                        let ring: Vec<u8> = (0..length).map(|k| next + k).collect();
                        edges.push((v, ring[0], c1));
                        for w in ring.windows(2) {
                            edges.push((w[0], w[1], c2));
                        }
                        edges.push((ring[ring.len() - 1], v, c3));
                        if length == 4 {
                            edges.push((ring[0], ring[2], c1));
                        }
                        next += length;
                    }
                }
            }
            // More tree on the last vertex made (on a cycle, when the last was one).
            let base = next - 1;
            edges.extend(
                top.iter()
                    .map(|&(a, b, c)| (if a == 0 { base } else { a + next - 1 }, b + next - 1, c)),
            );
            edges
        },
    )
}

/// The bridges' answer and the whole search's agree, whenever the search answers.
fn agrees(edges: &Edges) -> Result<(), TestCaseError> {
    let p = picture(edges);
    let searched = naive::canonical_search(&p);
    prop_assume!(searched.is_ok());
    prop_assert_eq!(canonical::solve(&p), searched);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// Random coloured trees of up to 20 edges (and forests with loose trees beside).
    #[test]
    fn trees_agree_with_the_search(edges in tree(20), loose in tree(3)) {
        agrees(&edges)?;
        // A loose tree beside (vertices renamed apart, none on the ground) counts for
        // nothing.
        let mut with_loose = edges.clone();
        with_loose.extend(loose.iter().map(|&(a, b, c)| (a + 200, b + 200, c)));
        agrees(&with_loose)?;
    }

    /// Trees with loops, doubled edges and small cycles hung on them, and trees above
    /// the cycles.
    #[test]
    fn trees_with_cycles_agree_with_the_search(edges in tree_with_cycles(20)) {
        agrees(&edges)?;
    }
}

/// A random coloured tree of `edges` edges (vertex `v` hangs from a uniform earlier one,
/// the ground 0), each edge blue, red or green with chances `1 - green`, shared evenly
/// by blue and red, and `green`: 2/3 is uniform colours, whose values are big hot games;
/// 1/20 keeps the values small (numbers and tepid games near them).
pub(crate) fn random_tree(edges: usize, green: f64, seed: u64) -> Picture {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let name = support::vertex_at;
    Picture::from_coloured_edges(
        "G",
        (1..=edges).map(|v| {
            let parent = rng.random_range(0..v);
            let colour = if rng.random_bool(green) {
                Colour::Green
            } else if rng.random_bool(0.5) {
                Colour::Blue
            } else {
                Colour::Red
            };
            (name(parent), name(v), colour)
        }),
    )
}

#[test]
fn big_coloured_trees_are_answered() {
    // 100 edges in uniform colours, 1,000 whose values stay small.
    for (edges, green, seed) in [(100, 2.0 / 3.0, 1), (1_000, 1.0 / 20.0, 2)] {
        let p = random_tree(edges, green, seed);
        assert_eq!(p.colour_class(), ColourClass::RedBlueGreen);
        let answer = canonical::solve(&p).unwrap();
        assert_eq!(answer.edges, edges);
        // Winning moves checked by the definition: the position after the move, valued
        // again from scratch, is one the mover wins moving second (`>= 0` for Left,
        // `<= 0` for Right); and moves not listed leave positions that are not.
        let mut engine = canonical::Engine::new();
        let zero = engine.zero();
        let moves = p.moves();
        for &m in moves.iter().step_by(edges / 25) {
            let after = p.after_move(m).unwrap();
            let form = canonical::form(&after, &mut engine).unwrap();
            let colour = p.colour_of(m).unwrap();
            assert_eq!(
                colour.left_may_cut() && engine.le(zero, form),
                answer.winning_moves.left.contains(&m),
                "edge {m} for Left"
            );
            assert_eq!(
                colour.right_may_cut() && engine.le(form, zero),
                answer.winning_moves.right.contains(&m),
                "edge {m} for Right"
            );
        }
    }
}

#[test]
fn a_tree_of_ten_thousand_edges_is_answered_or_refused_by_a_bound() {
    let p = random_tree(10_000, 1.0 / 20.0, 3);
    match canonical::solve(&p) {
        Ok(answer) => assert_eq!(answer.edges, 10_000),
        Err(CanonicalError::FormTooBig { .. } | CanonicalError::TooManyComparisons { .. }) => {}
        Err(other) => panic!("{other}"),
    }
    // One edge more than the picture's bound is refused up front.
    let p = random_tree(10_001, 1.0 / 20.0, 3);
    assert_eq!(
        canonical::solve(&p),
        Err(CanonicalError::TooManyEdges {
            edges: 10_001,
            limit: canonical::TOTAL_LIMIT
        })
    );
}

/// A coloured cycle of `length` edges from vertex `at` (named), its vertices `{tag}k`.
fn cycle_at(at: &str, tag: &str, length: usize, shift: usize) -> Vec<(String, String, Colour)> {
    let colours = [Colour::Blue, Colour::Red, Colour::Green];
    let name = |i: usize| {
        if i.is_multiple_of(length) {
            at.to_owned()
        } else {
            format!("{tag}{i}")
        }
    };
    (0..length)
        .map(|i| (name(i), name(i + 1), colours[(i * 5 + shift) % 3]))
        .collect()
}

/// Stalk `t` of four: 12 coloured edges from the ground, a cycle of 20 at its top.
fn stalk_with_a_cycle(t: usize) -> Vec<(String, String, Colour)> {
    let colours = [Colour::Green, Colour::Blue, Colour::Red];
    let name = |k: usize| {
        if k == 0 {
            "G".to_owned()
        } else {
            format!("s{t}_{k}")
        }
    };
    let mut edges: Vec<_> = (0..12)
        .map(|k| (name(k), name(k + 1), colours[(k + t) % 3]))
        .collect();
    edges.extend(cycle_at(&name(12), &format!("c{t}_"), 20, t));
    edges
}

#[test]
fn cycles_hung_on_trees_are_answered() {
    // 128 edges: four stalks of 12 coloured edges, each carrying a cycle of 20 at its
    // top. Each cycle is searched alone (20 edges), its stalk is ordinal sums.
    let p = Picture::from_coloured_edges("G", (0..4).flat_map(stalk_with_a_cycle));
    assert_eq!(p.edge_count(), 128);
    let answer = canonical::solve(&p).unwrap();
    // The search took each part of 32 edges whole only with 2^20 positions to spare: its
    // answer, where it gives one, is the same.
    if let Ok(searched) = naive::canonical_search(&p) {
        assert_eq!(answer, searched);
    }
    // The value is the sum of the four stalks each valued alone.
    let mut engine = canonical::Engine::new();
    let mut total = engine.zero();
    for t in 0..4 {
        let one = Picture::from_coloured_edges("G", stalk_with_a_cycle(t));
        let form = canonical::form(&one, &mut engine).unwrap();
        total = engine.add(total, form);
    }
    let hackenbush::Value::Canonical(form) = &answer.value else {
        panic!("a coloured picture's value is a canonical form");
    };
    assert_eq!(form.form(&mut engine), total);
}

#[test]
fn a_value_past_the_birthday_bound_names_its_bridge() {
    // A stalk of blue edges with a green edge on top: `1 : H` has `1 : H^L` among its
    // options, so blue edge `k` carries a value born on the day of the edges above it
    // or later (`*`, `1*`, `2*`, ...: each a day older), and a stalk longer than the
    // bound is refused at the first bridge from the top whose value passes it.
    let stalk = |n: usize| {
        let name = support::vertex_at;
        Picture::from_coloured_edges(
            "G",
            (0..n).map(|k| {
                let c = if k + 1 == n {
                    Colour::Green
                } else {
                    Colour::Blue
                };
                (name(k), name(k + 1), c)
            }),
        )
    };
    let limit = BIRTHDAY_LIMIT as usize;
    let refused = canonical::solve(&stalk(limit + 10)).unwrap_err();
    let CanonicalError::FormTooBig {
        edges,
        edge,
        birthday,
        limit: bound,
    } = refused.clone()
    else {
        panic!("{refused}");
    };
    assert!(birthday > BIRTHDAY_LIMIT && bound == BIRTHDAY_LIMIT);
    // The first bridge whose value passed the bound, counted from the top: everything
    // from it up is its part.
    let edge = edge.expect("a bridge");
    assert_eq!(edges, limit + 10 - (edge.get() - 1));
    assert!(
        refused
            .to_string()
            .contains(&format!("(edge {edge} among them)"))
    );
    // A short one is answered: a green edge on a blue one is `1 : * = {0, 1 | 1} = 1*`.
    assert_eq!(canonical::solve(&stalk(2)).unwrap().value.to_string(), "1*");
}

#[test]
fn a_picture_without_ground_is_worth_zero() {
    // No edge at all, and edges the ground never touches: nothing in play, value 0.
    for p in [picture(&Vec::new()), picture(&vec![(1, 2, Colour::Blue)])] {
        let answer = canonical::solve(&p).unwrap();
        assert_eq!(answer.value.to_string(), "0");
        assert!(answer.winning_moves.left.is_empty() && answer.winning_moves.right.is_empty());
    }
}
