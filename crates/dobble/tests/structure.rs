//! The structure of decks: incidence, dual, isomorphism and automorphisms, against brute
//! force on small decks and the published group orders of the planes.

use dobble::methods::{Field, PlaneOfOrderNine, plane, plane_of_order_nine};
use dobble::naive::{automorphisms_naive, isomorphism_naive};
use dobble::structure::{
    CompareError, Comparison, Difference, SearchOptions, StructureError, automorphisms,
    automorphisms_with, dual, incidence, isomorphism, isomorphism_with,
};
use dobble::{Deck, FindOptions, find_deck};
use num_bigint::BigUint;
use proptest::prelude::*;
use std::ops::ControlFlow;

mod written;
use written::relabelled;

/// Whether `map` sends every card of `a` onto its card of `b`, one to one.
fn map_checks_out(a: &Deck, b: &Deck, symbols: &[u32], cards: &[usize]) -> bool {
    let mut seen = vec![false; b.cards().len()];
    let mut image_of_symbols = symbols.to_vec();
    image_of_symbols.sort_unstable();
    image_of_symbols.dedup();
    image_of_symbols.len() == b.names().len()
        && cards.len() == a.cards().len()
        && a.cards().iter().zip(cards).all(|(card, &c)| {
            let mut image: Vec<u32> = card.iter().map(|&s| symbols[s as usize]).collect();
            image.sort_unstable();
            let mut target = b.cards()[c].clone();
            target.sort_unstable();
            !std::mem::replace(&mut seen[c], true) && image == target
        })
}

fn planes() -> Vec<(String, Vec<Vec<u32>>)> {
    let mut all: Vec<(String, Vec<Vec<u32>>)> = [2, 3, 4, 5, 7, 8, 9]
        .iter()
        .map(|&q| (format!("PG(2, {q})"), plane(&Field::new(q).unwrap())))
        .collect();
    for which in PlaneOfOrderNine::ALL {
        all.push((which.to_string(), plane_of_order_nine(which)));
    }
    all
}

#[test]
fn every_plane_up_to_order_nine_is_found_in_a_relabelled_shuffled_copy() {
    for (i, (name, cards)) in planes().into_iter().enumerate() {
        let a = Deck::numbered(cards.clone());
        let b = relabelled(&cards, i as u64);
        let Comparison::Isomorphic(map) = isomorphism(&a, &b).unwrap() else {
            panic!("{name}: not found isomorphic to its copy");
        };
        assert!(map_checks_out(&a, &b, &map.symbols, &map.cards), "{name}");
        // The copy's group, found along other first paths, has the same order.
        assert_eq!(
            automorphisms(&a).unwrap().order,
            automorphisms(&b).unwrap().order,
            "{name}"
        );
    }
}

/// |PΓL(3, q)| = e q^3 (q^3 - 1)(q^2 - 1) for q = p^e.
fn pgaml_order(q: u64) -> BigUint {
    let mut e = 0u64;
    let mut p = q;
    let prime = (2..=q).find(|&d| q.is_multiple_of(d)).unwrap();
    while p > 1 {
        p /= prime;
        e += 1;
    }
    BigUint::from(e)
        * BigUint::from(q.pow(3))
        * BigUint::from(q.pow(3) - 1)
        * BigUint::from(q * q - 1)
}

#[test]
fn the_group_of_pg2q_is_pgaml3q() {
    for q in [2u32, 3, 4, 5, 7, 8, 9] {
        let deck = Deck::numbered(plane(&Field::new(q).unwrap()));
        let group = automorphisms(&deck).unwrap();
        assert_eq!(group.order, pgaml_order(q as u64), "q = {q}");
        let t = group.plane.unwrap();
        assert!(t.on_points && t.on_lines, "q = {q}");
        assert!(
            generators_are_automorphisms(&deck, &group.generators),
            "q = {q}"
        );
    }
}

fn generators_are_automorphisms(deck: &Deck, generators: &[Vec<u32>]) -> bool {
    generators
        .iter()
        .all(|g| map_checks_out(deck, deck, g, &card_images(deck, g)))
}

/// The card each card goes to under the symbol permutation `g` (copies in order).
fn card_images(deck: &Deck, g: &[u32]) -> Vec<usize> {
    let sorted: Vec<Vec<u32>> = deck
        .cards()
        .iter()
        .map(|c| {
            let mut c = c.clone();
            c.sort_unstable();
            c
        })
        .collect();
    let mut used = vec![false; sorted.len()];
    sorted
        .iter()
        .map(|card| {
            let mut image: Vec<u32> = card.iter().map(|&s| g[s as usize]).collect();
            image.sort_unstable();
            match (0..sorted.len()).find(|&c| !used[c] && sorted[c] == image) {
                Some(c) => {
                    used[c] = true;
                    c
                }
                None => usize::MAX,
            }
        })
        .map(|c| c.min(sorted.len().saturating_sub(1)))
        .collect()
}

/// The collineation groups of the planes of order 9 as published (Moorhouse's tables of
/// the projective planes of order 9; see docs/dobble.md): Desarguesian 84,913,920 =
/// |PΓL(3, 9)|, Hall and dual Hall 311,040, Hughes 33,696.
#[test]
fn the_planes_of_order_nine_have_their_published_groups() {
    let published = [
        (PlaneOfOrderNine::Desarguesian, 84_913_920u64, true),
        (PlaneOfOrderNine::Hall, 311_040, false),
        (PlaneOfOrderNine::DualHall, 311_040, false),
        (PlaneOfOrderNine::Hughes, 33_696, false),
    ];
    for (which, order, transitive) in published {
        let deck = Deck::numbered(plane_of_order_nine(which));
        let group = automorphisms(&deck).unwrap();
        assert_eq!(group.order, BigUint::from(order), "{which}");
        assert!(
            generators_are_automorphisms(&deck, &group.generators),
            "{which}"
        );
        let t = group.plane.unwrap();
        assert_eq!(t.on_points, transitive, "{which}");
    }
    // The Hall plane fixes its line at infinity: its 10 points are one orbit, the 81
    // others another; its lines: the line at infinity, and the 90 others. The dual Hall
    // plane the other way round; the Hughes plane keeps a Baer subplane (13 points, 13
    // lines).
    let orbits = [
        (PlaneOfOrderNine::Hall, [10, 81], [1, 90]),
        (PlaneOfOrderNine::DualHall, [1, 90], [10, 81]),
        (PlaneOfOrderNine::Hughes, [13, 78], [13, 78]),
    ];
    for (which, points, lines) in orbits {
        let group = automorphisms(&Deck::numbered(plane_of_order_nine(which))).unwrap();
        let sizes = |orbits: Vec<usize>| {
            let mut orbits = orbits;
            orbits.sort_unstable();
            orbits
        };
        assert_eq!(
            sizes(group.symbol_orbits.iter().map(Vec::len).collect()),
            points,
            "{which}"
        );
        assert_eq!(
            sizes(group.card_orbits.iter().map(Vec::len).collect()),
            lines,
            "{which}"
        );
    }
}

/// A search stops at its limit of nodes and says so; a limit the search fits in changes
/// nothing. The Hughes plane takes between 8,192 and 16,384 nodes.
#[test]
fn searches_stop_at_their_limit() {
    let hughes = Deck::numbered(plane_of_order_nine(PlaneOfOrderNine::Hughes));
    assert_eq!(
        automorphisms_with(&hughes, SearchOptions::default().with_limit(100)),
        Err(StructureError::GaveUp { limit: 100 })
    );
    assert_eq!(
        automorphisms_with(&hughes, SearchOptions::default().with_limit(8_192)),
        Err(StructureError::GaveUp { limit: 8_192 })
    );
    let group = automorphisms_with(&hughes, SearchOptions::default().with_limit(16_384));
    assert_eq!(group.unwrap(), automorphisms(&hughes).unwrap());

    let other = relabelled(hughes.cards(), 3);
    assert_eq!(
        isomorphism_with(&hughes, &other, SearchOptions::default().with_limit(100)),
        Err(CompareError::GaveUp { limit: 100 })
    );
    assert!(matches!(
        isomorphism_with(&hughes, &other, SearchOptions::default()),
        Ok(Comparison::Isomorphic(_))
    ));
}

/// Options that record the nodes told to the progress callback, and stop the search at
/// its call number `stop_at` (from 1; never for `usize::MAX`).
fn stopping(heard: &mut Vec<u64>, stop_at: usize) -> SearchOptions<'_> {
    SearchOptions::default().on_progress(move |nodes| {
        heard.push(nodes);
        if heard.len() < stop_at {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    })
}

/// The progress callback hears how many nodes have been visited, a few times a second
/// (after a fixed amount of work, so at the same nodes on every machine), and the caller
/// stops a search from it, as the program does at its time limit: the search ends at
/// once, saying after how many nodes. A caller that lets the search go on changes
/// nothing, and the limit of nodes still stops it.
#[test]
fn the_caller_stops_a_search() {
    let hughes = Deck::numbered(plane_of_order_nine(PlaneOfOrderNine::Hughes));
    let other = relabelled(hughes.cards(), 3);

    let mut heard = Vec::new();
    let group = automorphisms_with(&hughes, stopping(&mut heard, usize::MAX));
    assert_eq!(group.unwrap(), automorphisms(&hughes).unwrap());
    assert!(!heard.is_empty());
    assert!(heard.windows(2).all(|w| w[0] < w[1]), "{heard:?}");
    for (call, &nodes) in heard.iter().enumerate() {
        assert_eq!(
            automorphisms_with(&hughes, stopping(&mut Vec::new(), call + 1)),
            Err(StructureError::Stopped { nodes })
        );
    }

    // Isomorphism: the searches of both groups and of the map share the count.
    let mut heard = Vec::new();
    let comparison = isomorphism_with(&hughes, &other, stopping(&mut heard, usize::MAX));
    assert!(matches!(comparison, Ok(Comparison::Isomorphic(_))));
    assert!(heard.len() >= 2, "{heard:?}");
    assert!(heard.windows(2).all(|w| w[0] < w[1]), "{heard:?}");
    for (call, &nodes) in heard.iter().enumerate() {
        assert_eq!(
            isomorphism_with(&hughes, &other, stopping(&mut Vec::new(), call + 1)),
            Err(CompareError::Stopped { nodes })
        );
    }

    let mut heard = Vec::new();
    assert_eq!(
        automorphisms_with(&hughes, stopping(&mut heard, 1).with_limit(100)),
        Err(StructureError::GaveUp { limit: 100 })
    );
    assert!(heard.is_empty());
}

#[test]
fn the_hall_plane_and_its_dual_differ() {
    let hall = Deck::numbered(plane_of_order_nine(PlaneOfOrderNine::Hall));
    let dual_hall = Deck::numbered(plane_of_order_nine(PlaneOfOrderNine::DualHall));
    assert!(matches!(
        isomorphism(&hall, &dual_hall).unwrap(),
        Comparison::Different(Difference::Fano { .. })
    ));
    // The dual of the Hall plane, as `dual` builds it, is the dual Hall plane.
    let built = dual(&hall).unwrap();
    assert!(matches!(
        isomorphism(&built, &dual_hall).unwrap(),
        Comparison::Isomorphic(_)
    ));
    // Every pair of the four differs.
    let all: Vec<Deck> = PlaneOfOrderNine::ALL
        .iter()
        .map(|&w| Deck::numbered(plane_of_order_nine(w)))
        .collect();
    for i in 0..4 {
        for j in 0..4 {
            let same = matches!(
                isomorphism(&all[i], &all[j]).unwrap(),
                Comparison::Isomorphic(_)
            );
            assert_eq!(same, i == j, "{i} {j}");
        }
    }
}

#[test]
fn incidence_and_dual_of_a_small_deck() {
    let deck = Deck::parse("cat dog\ndog owl\n# comment\ncat owl emu\n").unwrap();
    let inc = incidence(&deck).unwrap();
    assert_eq!(inc.symbols, ["cat", "dog", "owl", "emu"]);
    assert_eq!(
        inc.matrix,
        [vec![1, 1, 0, 0], vec![0, 1, 1, 0], vec![1, 0, 1, 1]]
    );
    let d = dual(&deck).unwrap();
    assert_eq!(
        d.named_cards(),
        [vec!["1", "3"], vec!["1", "2"], vec!["2", "3"], vec!["3"]]
    );
    // The dual's incidence matrix is the transpose.
    let t = incidence(&d).unwrap();
    for (c, row) in inc.matrix.iter().enumerate() {
        for (s, &x) in row.iter().enumerate() {
            let column = t
                .symbols
                .iter()
                .position(|n| *n == (c + 1).to_string())
                .unwrap();
            assert_eq!(t.matrix[s][column], x);
        }
    }
    let repeated = Deck::parse("a b\nb c c\n").unwrap();
    assert_eq!(
        incidence(&repeated),
        Err(StructureError::RepeatedSymbol {
            line: 2,
            symbol: "c".into()
        })
    );
}

#[test]
fn the_commercial_deck_of_57_cards() {
    let Ok(dobble::Answer::Deck(p)) = find_deck(8, FindOptions::default()) else {
        panic!()
    };
    let group = automorphisms(&Deck::numbered(p.cards)).unwrap();
    assert_eq!(group.order, pgaml_order(7));
}

/// A small random deck: up to 7 symbols, up to 8 cards of 1 to 4 symbols, repeats allowed.
fn small_deck() -> impl Strategy<Value = (Vec<Vec<u32>>, u64)> {
    (1usize..=7, any::<u64>()).prop_flat_map(|(n, seed)| {
        let card = proptest::sample::subsequence((0..n as u32).collect::<Vec<_>>(), 1..=n.min(4));
        (proptest::collection::vec(card, 1..=8), Just(seed))
    })
}

/// The deck's cards renumbered by first appearance, as `Deck` numbers them.
fn numbered(cards: &[Vec<u32>]) -> Deck {
    let text: Vec<String> = cards
        .iter()
        .map(|c| {
            c.iter()
                .map(|s| format!("x{s}"))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    Deck::parse(&text.join("\n")).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn group_order_is_the_brute_force_count((cards, _) in small_deck()) {
        let deck = numbered(&cards);
        let n = deck.names().len();
        let group = automorphisms(&deck).unwrap();
        prop_assert_eq!(group.order, BigUint::from(automorphisms_naive(deck.cards(), n)));
        prop_assert!(generators_are_automorphisms(&deck, &group.generators));
    }

    #[test]
    fn a_relabelled_copy_is_isomorphic((cards, seed) in small_deck()) {
        let a = numbered(&cards);
        let b = relabelled(a.cards(), seed);
        let Comparison::Isomorphic(map) = isomorphism(&a, &b).unwrap() else {
            return Err(TestCaseError::fail("not found isomorphic"));
        };
        prop_assert!(map_checks_out(&a, &b, &map.symbols, &map.cards));
    }

    #[test]
    fn isomorphism_agrees_with_brute_force((a, _) in small_deck(), (b, _) in small_deck()) {
        let (a, b) = (numbered(&a), numbered(&b));
        let found = isomorphism(&a, &b).unwrap();
        let n = a.names().len();
        let naive = if n == b.names().len() && a.cards().len() == b.cards().len() {
            isomorphism_naive(a.cards(), b.cards(), n)
        } else {
            None
        };
        match found {
            Comparison::Isomorphic(map) => {
                prop_assert!(naive.is_some());
                prop_assert!(map_checks_out(&a, &b, &map.symbols, &map.cards));
            }
            _ => prop_assert!(naive.is_none()),
        }
    }
}
