//! The structure of decks: incidence, dual, isomorphism and automorphisms, against brute
//! force on small decks and the published group orders of the planes.

use dobble::methods::{Field, PlaneOfOrderNine, plane, plane_of_order_nine};
use dobble::naive::{automorphisms_naive, isomorphism_naive, orbits_naive};
use dobble::structure::{
    CompareError, Comparison, Difference, SearchOptions, StructureError, automorphisms,
    automorphisms_with, dual, incidence, isomorphism, isomorphism_with,
};
use dobble::{Deck, FindOptions, find_deck};
use num_bigint::BigUint;
use proptest::prelude::*;
use std::ops::ControlFlow;

mod steiner;
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
        inc.matrix(),
        [vec![1, 1, 0, 0], vec![0, 1, 1, 0], vec![1, 0, 1, 1]]
    );
    let d = dual(&deck).unwrap();
    assert_eq!(
        d.named_cards(),
        [vec!["1", "3"], vec!["1", "2"], vec!["2", "3"], vec!["3"]]
    );
    // The dual's incidence matrix is the transpose.
    let t = incidence(&d).unwrap();
    for (c, row) in inc.matrix().iter().enumerate() {
        for (s, &x) in row.iter().enumerate() {
            let column = t
                .symbols
                .iter()
                .position(|n| *n == (c + 1).to_string())
                .unwrap();
            assert_eq!(t.matrix()[s][column], x);
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

/// n!, one factor at a time.
fn factorial(n: u32) -> BigUint {
    (1..=n).map(BigUint::from).product()
}

/// Issue 37 §4: a deck of 2,000 cards sharing one hub symbol, each card with a symbol of
/// its own, gave up after 48 to 50 s at the node limit. Its group is every permutation
/// of the cards, each card's own symbol going with it: 2000!, here at once within the
/// default limits, as is the isomorphism with a shuffled copy. The same for decks as
/// trivially symmetric: one-symbol cards each of its own, two hub symbols (twins: a
/// factor 2), and two symbols of its own on each card (a factor 2 for each card).
#[test]
fn trivially_symmetric_decks_answer_at_once() {
    let hub: String = (0..2000).map(|i| format!("hub own{i}\n")).collect();
    let alone: String = (0..2000).map(|i| format!("own{i}\n")).collect();
    let two_hubs: String = (0..2000).map(|i| format!("a b own{i}\n")).collect();
    let two_own: String = (0..1000).map(|i| format!("hub x{i} y{i}\n")).collect();
    let decks = [
        (hub, factorial(2000), vec![1, 2000]),
        (alone, factorial(2000), vec![2000]),
        (two_hubs, factorial(2000) * 2u32, vec![2, 2000]),
        (two_own, factorial(1000) << 1000, vec![1, 2000]),
    ];
    for (i, (text, order, symbol_orbits)) in decks.into_iter().enumerate() {
        let deck = Deck::parse(&text).unwrap();
        let group = automorphisms(&deck).unwrap();
        assert_eq!(group.order, order, "deck {i}");
        let mut sizes: Vec<usize> = group.symbol_orbits.iter().map(Vec::len).collect();
        sizes.sort_unstable();
        assert_eq!(sizes, symbol_orbits, "deck {i}");
        assert_eq!(group.card_orbits.len(), 1, "deck {i}");
        assert!(
            generators_are_automorphisms(&deck, &group.generators),
            "deck {i}"
        );
        let copy = relabelled(deck.cards(), i as u64);
        let Comparison::Isomorphic(map) = isomorphism(&deck, &copy).unwrap() else {
            panic!("deck {i}: not found isomorphic to its copy");
        };
        assert!(
            map_checks_out(&deck, &copy, &map.symbols, &map.cards),
            "deck {i}"
        );
    }
    // One card's own symbol moved onto the next card: not the hub deck any more, found
    // so without a search.
    let mut moved: Vec<String> = (0..2000).map(|i| format!("hub own{i}")).collect();
    moved[1] = "hub own0 own1".into();
    moved[0] = "hub".into();
    let moved = Deck::parse(&moved.join("\n")).unwrap();
    let hub = Deck::parse(
        &(0..2000)
            .map(|i| format!("hub own{i}\n"))
            .collect::<String>(),
    );
    assert!(matches!(
        isomorphism(&hub.unwrap(), &moved).unwrap(),
        Comparison::Different(_)
    ));
}

/// A path of 2,000 cards (symbol i with symbol i + 1) loses only two pendant vertices a
/// step, and the reduction stops after its most steps, leaving the rest to the search:
/// the answer is still the path's one symmetry, its reversal.
#[test]
fn a_long_path_is_reversed() {
    let text: String = (0..2000).map(|i| format!("s{i} s{}\n", i + 1)).collect();
    let path = Deck::parse(&text).unwrap();
    let group = checked_group(&path, 6);
    assert_eq!(group.order, BigUint::from(2u32));
    let reversal: Vec<u32> = (0..=2000).rev().collect();
    assert!(group.generators.iter().all(|g| *g == reversal));
}

/// |GL(d, q)| = (q^d - 1)(q^d - q)...(q^d - q^(d-1)).
fn general_linear_order(d: u32, q: u64) -> BigUint {
    (0..d).map(|i| BigUint::from(q.pow(d) - q.pow(i))).product()
}

/// The group of `deck`, checked: its generators are automorphisms, and a copy with its
/// symbols renamed and everything shuffled is found isomorphic (the map checked card by
/// card) and has a group of the same order.
fn checked_group(deck: &Deck, seed: u64) -> dobble::structure::Automorphisms {
    let group = automorphisms(deck).unwrap();
    assert!(generators_are_automorphisms(deck, &group.generators));
    let copy = relabelled(deck.cards(), seed);
    let Comparison::Isomorphic(map) = isomorphism(deck, &copy).unwrap() else {
        panic!("not found isomorphic to its copy");
    };
    assert!(map_checks_out(deck, &copy, &map.symbols, &map.cards));
    assert_eq!(automorphisms(&copy).unwrap().order, group.order);
    group
}

/// Issue 37 §4: the dual of a Steiner triple system (a card for each point, listing the
/// triples through it) refines to nothing and was searched node by node: 45 points took
/// 21 s, 63 points ran out of patience, 153 points needed about 38 minutes to reach the
/// node limit. The Pasch configurations through each triple split most systems at once.
/// Checked against group orders known by formula: the projective system on 15 points
/// (its group PGL(4, 2), of order |GL(4, 2)| = 20,160, all its triples alike) and the
/// affine one on 27 points (AGL(3, 3), of order 27 |GL(3, 3)| = 303,264; no Pasch
/// configuration at all); Bose's system on 33 points, whose group holds the 3 * 11 * 10
/// maps x -> ax + b (a a unit mod 11), i -> i + c, and is the same for the system and its
/// dual; random systems on 45 and 153 points, each the same deck as a shuffled copy.
#[test]
fn duals_of_steiner_triple_systems() {
    let pg32 = steiner::dual(&steiner::projective(4));
    assert_eq!(checked_group(&pg32, 1).order, general_linear_order(4, 2));
    let ag33 = steiner::dual(&steiner::affine(3));
    assert_eq!(
        checked_group(&ag33, 2).order,
        general_linear_order(3, 3) * 27u32
    );

    let bose = steiner::bose(33);
    let group = checked_group(&steiner::dual(&bose), 3);
    assert_eq!(group.order.clone() % 330u32, BigUint::ZERO);
    assert_eq!(
        automorphisms(&Deck::numbered(bose)).unwrap().order,
        group.order
    );

    for (v, seed) in [(45, 4), (153, 5)] {
        let triples = steiner::random(v, seed);
        assert_eq!(triples.len() as u32, v * (v - 1) / 6);
        let deck = steiner::dual(&triples);
        assert!(deck.verify().is_valid(), "v = {v}");
        let group = checked_group(&deck, seed);
        assert_eq!(
            automorphisms(&Deck::numbered(triples)).unwrap().order,
            group.order,
            "v = {v}"
        );
    }
}

/// The constructions behind [`duals_of_steiner_triple_systems`] are Steiner triple
/// systems: every two points on exactly one triple.
#[test]
fn the_steiner_triple_systems_are_steiner() {
    let systems = [
        (15, steiner::projective(4)),
        (27, steiner::affine(3)),
        (33, steiner::bose(33)),
        (153, steiner::bose(153)),
        (45, steiner::random(45, 4)),
    ];
    for (v, triples) in systems {
        let mut on = vec![vec![0u32; v]; v];
        for t in &triples {
            for &a in t {
                for &b in t {
                    if a != b {
                        on[a as usize][b as usize] += 1;
                    }
                }
            }
        }
        for (a, row) in on.iter().enumerate() {
            for (b, &times) in row.iter().enumerate() {
                assert_eq!(times, u32::from(a != b), "v = {v}: {a} {b}");
            }
        }
    }
}

/// What [`twinned`] adds to a deck, each naming a symbol or card by a number taken
/// modulo how many there are.
#[derive(Clone, Copy, Debug)]
enum Addition {
    /// A new symbol on the same cards as this symbol: twins.
    Twin(usize),
    /// A new card of this symbol and a new one: a pendant card with a pendant symbol.
    PendantCard(usize),
    /// A new symbol on this card alone: a pendant symbol.
    OwnSymbol(usize),
    /// This card again.
    Copy(usize),
    /// A new card of one new symbol: an edge alone.
    Alone,
}

/// `cards` on `n` symbols with `additions`, while there are fewer than 7 symbols (the
/// brute force tries 7! permutations).
fn twinned(mut cards: Vec<Vec<u32>>, mut n: u32, additions: &[Addition]) -> Vec<Vec<u32>> {
    for &addition in additions {
        if n >= 7 {
            break;
        }
        match addition {
            Addition::Twin(s) => {
                let s = (s % n as usize) as u32;
                for card in cards.iter_mut().filter(|card| card.contains(&s)) {
                    card.push(n);
                }
            }
            Addition::PendantCard(s) => cards.push(vec![(s % n as usize) as u32, n]),
            Addition::OwnSymbol(c) => {
                let c = c % cards.len();
                cards[c].push(n);
            }
            Addition::Copy(c) => {
                let copy = cards[c % cards.len()].clone();
                cards.push(copy);
                continue;
            }
            Addition::Alone => cards.push(vec![n]),
        }
        n += 1;
    }
    cards
}

fn addition() -> impl Strategy<Value = Addition> {
    prop_oneof![
        (0usize..8).prop_map(Addition::Twin),
        (0usize..8).prop_map(Addition::PendantCard),
        (0usize..8).prop_map(Addition::OwnSymbol),
        (0usize..8).prop_map(Addition::Copy),
        Just(Addition::Alone),
    ]
}

/// A small deck with twins and pendant vertices on purpose: a random deck of up to 4
/// symbols and 5 cards, then symbols on the same cards as another, pendant cards, symbols
/// of a card's own, copies of cards and one-symbol cards of their own (up to 7 symbols).
fn twinned_deck() -> impl Strategy<Value = (Vec<Vec<u32>>, u64)> {
    (1u32..=4, any::<u64>()).prop_flat_map(|(n, seed)| {
        let card = proptest::sample::subsequence((0..n).collect::<Vec<_>>(), 1..=n as usize);
        (
            proptest::collection::vec(card, 1..=5),
            proptest::collection::vec(addition(), 0..=6),
            Just(seed),
        )
            .prop_map(move |(cards, additions, seed)| (twinned(cards, n, &additions), seed))
    })
}

/// Two small decks with twins and pendant vertices on the same base deck, the additions
/// of the same kinds in the same order but on symbols and cards drawn apart: often the
/// same deck, often not.
fn twinned_pair() -> impl Strategy<Value = (Vec<Vec<u32>>, Vec<Vec<u32>>, u64)> {
    (1u32..=4, any::<u64>()).prop_flat_map(|(n, seed)| {
        let card = proptest::sample::subsequence((0..n).collect::<Vec<_>>(), 1..=n as usize);
        (
            proptest::collection::vec(card, 1..=5),
            proptest::collection::vec((addition(), 0usize..8), 0..=6),
            Just(seed),
        )
            .prop_map(move |(cards, additions, seed)| {
                let first: Vec<Addition> = additions.iter().map(|&(a, _)| a).collect();
                let second: Vec<Addition> = additions
                    .iter()
                    .map(|&(a, other)| match a {
                        Addition::Twin(_) => Addition::Twin(other),
                        Addition::PendantCard(_) => Addition::PendantCard(other),
                        Addition::OwnSymbol(_) => Addition::OwnSymbol(other),
                        Addition::Copy(_) => Addition::Copy(other),
                        Addition::Alone => Addition::Alone,
                    })
                    .collect();
                (
                    twinned(cards.clone(), n, &first),
                    twinned(cards, n, &second),
                    seed,
                )
            })
    })
}

/// The group of `deck` against brute force: its order, its orbits on symbols and cards,
/// and its generators each an automorphism.
fn group_agrees_with_brute_force(deck: &Deck) -> Result<(), TestCaseError> {
    let n = deck.names().len();
    let group = automorphisms(deck).unwrap();
    prop_assert_eq!(
        &group.order,
        &BigUint::from(automorphisms_naive(deck.cards(), n))
    );
    let (symbol_orbits, card_orbits) = orbits_naive(deck.cards(), n);
    prop_assert_eq!(&group.symbol_orbits, &symbol_orbits);
    prop_assert_eq!(&group.card_orbits, &card_orbits);
    prop_assert!(generators_are_automorphisms(deck, &group.generators));
    Ok(())
}

/// Whether the deck of `cards` and a copy relabelled under `seed` are found isomorphic by
/// a map that checks out card by card.
fn a_relabelled_copy_is_found_isomorphic(
    cards: &[Vec<u32>],
    seed: u64,
) -> Result<(), TestCaseError> {
    let a = numbered(cards);
    let b = relabelled(a.cards(), seed);
    let Comparison::Isomorphic(map) = isomorphism(&a, &b).unwrap() else {
        return Err(TestCaseError::fail("not found isomorphic"));
    };
    prop_assert!(map_checks_out(&a, &b, &map.symbols, &map.cards));
    Ok(())
}

/// Whether `a` and `b` are found isomorphic exactly when brute force finds a map, and a
/// map found checks out card by card.
fn isomorphism_agrees_with_brute_force_on(a: &Deck, b: &Deck) -> Result<(), TestCaseError> {
    let found = isomorphism(a, b).unwrap();
    let n = a.names().len();
    let naive = if n == b.names().len() && a.cards().len() == b.cards().len() {
        isomorphism_naive(a.cards(), b.cards(), n)
    } else {
        None
    };
    match found {
        Comparison::Isomorphic(map) => {
            prop_assert!(naive.is_some());
            prop_assert!(map_checks_out(a, b, &map.symbols, &map.cards));
        }
        _ => prop_assert!(naive.is_none()),
    }
    Ok(())
}

/// A small partial triple system as a deck (cards of three of up to 7 symbols, any two
/// sharing at most one), or its dual (`dual`, the symbols on three cards each): where the
/// Pasch configurations split the search's root.
fn triple_deck() -> impl Strategy<Value = (Vec<Vec<u32>>, u64)> {
    let triple = proptest::sample::subsequence((0..7u32).collect::<Vec<_>>(), 3);
    (
        proptest::collection::vec(triple, 1..=12),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_map(|(drawn, dual, seed)| {
            let mut kept: Vec<Vec<u32>> = Vec::new();
            for t in drawn {
                if kept
                    .iter()
                    .all(|k| t.iter().filter(|p| k.contains(p)).count() < 2)
                {
                    kept.push(t);
                }
            }
            let deck = if dual {
                steiner::dual(&kept).cards().to_vec()
            } else {
                kept
            };
            (deck, seed)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The sparse matrix is the definition (1 where the card shows the symbol), and it is
    /// written and read back as the dense JSON of the definition.
    #[test]
    fn incidence_is_the_definition((cards, _) in small_deck()) {
        let deck = numbered(&cards);
        let inc = incidence(&deck).unwrap();
        let dense: Vec<Vec<u8>> = deck
            .cards()
            .iter()
            .map(|card| (0..deck.names().len() as u32).map(|s| u8::from(card.contains(&s))).collect())
            .collect();
        prop_assert_eq!(&inc.matrix(), &dense);
        #[cfg(feature = "serde")]
        {
            let written = serde_json::to_string(&inc).unwrap();
            let expected = serde_json::json!({ "symbols": deck.names(), "matrix": dense });
            let value: serde_json::Value = serde_json::from_str(&written).unwrap();
            prop_assert_eq!(value, expected);
            prop_assert!(written.starts_with("{\"symbols\":["), "{}", written);
            let read: dobble::structure::Incidence = serde_json::from_str(&written).unwrap();
            prop_assert_eq!(read, inc);
        }
    }
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
        group_agrees_with_brute_force(&numbered(&cards))?;
    }

    #[test]
    fn of_triple_systems_the_group_is_the_brute_force_one((cards, _) in triple_deck()) {
        group_agrees_with_brute_force(&numbered(&cards))?;
    }

    #[test]
    fn of_triple_systems_isomorphism_agrees_with_brute_force(
        (a, seed) in triple_deck(),
        (b, _) in triple_deck(),
    ) {
        let a = numbered(&a);
        isomorphism_agrees_with_brute_force_on(&a, &relabelled(a.cards(), seed))?;
        isomorphism_agrees_with_brute_force_on(&a, &numbered(&b))?;
    }

    #[test]
    fn with_twins_and_pendants_the_group_is_the_brute_force_one((cards, _) in twinned_deck()) {
        group_agrees_with_brute_force(&numbered(&cards))?;
    }

    #[test]
    fn with_twins_and_pendants_a_relabelled_copy_is_isomorphic(
        (cards, seed) in twinned_deck()
    ) {
        a_relabelled_copy_is_found_isomorphic(&cards, seed)?;
    }

    #[test]
    fn with_twins_and_pendants_isomorphism_agrees_with_brute_force(
        (a, b, seed) in twinned_pair()
    ) {
        let a = numbered(&a);
        let b = relabelled(numbered(&b).cards(), seed);
        isomorphism_agrees_with_brute_force_on(&a, &b)?;
    }

    #[test]
    fn a_relabelled_copy_is_isomorphic((cards, seed) in small_deck()) {
        a_relabelled_copy_is_found_isomorphic(&cards, seed)?;
    }

    #[test]
    fn isomorphism_agrees_with_brute_force((a, _) in small_deck(), (b, _) in small_deck()) {
        isomorphism_agrees_with_brute_force_on(&numbered(&a), &numbered(&b))?;
    }
}
