//! The caps of the exact searches of coloured pictures (40 edges a part, 128 in all,
//! `POSITION_LIMIT` positions a part and `COMPARISON_LIMIT` comparisons a picture), and the searches near them: refusals name the cap,
//! the part and its size; positions memoized up to symmetry (twin edges) give what the
//! game tree gives on pictures full of twins, as large as the tree still solves; and
//! parts of more than 32 edges (past the old bit sets) agree with values worked by the
//! theory or by the independent green and tree solvers.

use hackenbush::bluered::{
    self, CycleTooBig, PICTURE_POSITION_LIMIT, POSITION_LIMIT, PartizanError, SEARCH_LIMIT,
};
use hackenbush::canonical::{
    self, COMPARISON_LIMIT, CanonicalError, PART_LIMIT, SEARCHED_LIMIT, TOTAL_LIMIT,
};
use hackenbush::{Colour, EdgeNumber, Picture, SolveError, Value, green, naive, solve};
use proptest::prelude::*;

use crate::support;

/// Vertex 0 is the ground.
type Edges = Vec<(u8, u8, Colour)>;

fn picture(edges: &Edges) -> Picture {
    let name = support::vertex;
    Picture::from_coloured_edges("G", edges.iter().map(|&(a, b, c)| (name(a), name(b), c)))
}

fn colour() -> impl Strategy<Value = Colour> + Clone {
    prop_oneof![Just(Colour::Blue), Just(Colour::Red), Just(Colour::Green)]
}

fn partizan() -> impl Strategy<Value = Colour> + Clone {
    prop_oneof![Just(Colour::Blue), Just(Colour::Red)]
}

/// A picture full of twins: edges among the ground and at most three vertices (parallel
/// edges and loops of one colour), with leaves of one colour hung on those vertices.
fn twinned(
    colours: impl Strategy<Value = Colour> + Clone,
    max_edges: usize,
) -> impl Strategy<Value = Edges> {
    let inner = prop::collection::vec((0u8..4, 0u8..4, colours.clone()), 1..=max_edges);
    let leaves = prop::collection::vec((1u8..4, colours), 0..=3);
    (inner, leaves).prop_map(|(mut edges, leaves)| {
        for (i, (v, c)) in leaves.into_iter().enumerate() {
            edges.push((v, 10 + i as u8, c));
        }
        edges
    })
}

/// A cycle through the ground of `k` edges of one colour.
fn ground_cycle(k: usize, colour: Colour) -> Picture {
    let name = |i: usize| {
        if i.is_multiple_of(k) {
            "G".to_owned()
        } else {
            format!("v{i}")
        }
    };
    Picture::from_coloured_edges("G", (0..k).map(|i| (name(i), name(i + 1), colour)))
}

/// A dense part of distinct edges (no twins): every pair of 8 vertices and the ground,
/// in turn blue, red and green, `k` edges; its grounded edge sets number in the billions.
fn dense(k: usize, colours: &[Colour]) -> Picture {
    let mut pairs = Vec::new();
    for a in 0..9u8 {
        for b in a + 1..9 {
            pairs.push((a, b));
        }
    }
    let edges: Edges = pairs
        .into_iter()
        .take(k)
        .enumerate()
        .map(|(i, (a, b))| (a, b, colours[i % colours.len()]))
        .collect();
    picture(&edges)
}

#[test]
fn the_caps_are_doubled() {
    assert_eq!(
        (PART_LIMIT, SEARCHED_LIMIT, TOTAL_LIMIT, SEARCH_LIMIT),
        (40, 128, 10_000, 40)
    );
    assert_eq!(COMPARISON_LIMIT, 1 << 25);
    assert_eq!(PICTURE_POSITION_LIMIT, 4 * POSITION_LIMIT);
}

#[test]
fn a_part_past_the_cap_is_refused_by_its_size() {
    // A cycle of 41 edges through the ground, coloured: the part's size, its lowest edge
    // and the cap.
    let mut text = String::new();
    for i in 0..41 {
        let (a, b) = (
            if i == 0 {
                "G".to_owned()
            } else {
                format!("v{i}")
            },
            format!("v{}", i + 1),
        );
        let b = if i == 40 { "G".to_owned() } else { b };
        text.push_str(&format!("{a} {b} {}\n", ["blue", "red", "green"][i % 3]));
    }
    let p = hackenbush::parse_picture(&text, "G").unwrap();
    assert_eq!(
        canonical::solve(&p),
        Err(CanonicalError::TooBig {
            edges: 41,
            edge: EdgeNumber::new(1),
            limit: 40
        })
    );
    // The same cycle in blue: the Blue-Red search's cap.
    let p = ground_cycle(41, Colour::Blue);
    let Err(PartizanError::TooBig(too_big)) = bluered::solve(&p) else {
        panic!("a blue cycle of 41 edges is refused");
    };
    assert_eq!(
        (too_big.edges, too_big.edge, too_big.limit),
        (41, EdgeNumber::new(1), 40)
    );
    assert_eq!(solve(&p), Err(SolveError::BlueRed(too_big)));
    // 40 edges are searched: the blue cycle is worth 40 (Left cuts one edge at a time).
    let p = ground_cycle(40, Colour::Blue);
    assert_eq!(bluered::solve(&p).unwrap().value.to_string(), "40");
}

#[test]
fn a_picture_past_the_searched_cap_is_refused() {
    // 43 parts of 3 coloured edges each (a green edge under a blue and a red one): 129
    // edges in all, every part small. They are trees, valued by the colon principle, not
    // searched: answered. Worked by hand: a branch may be replaced by an equal one (in
    // the difference of the two pictures, the second player copies moves below the
    // branch and answers moves in the branches as in their difference, which is 0), so
    // each part is a green edge carrying 1 + (-1) = 0, that is *, and 43 copies of * are
    // *; 42 of them (126 edges) are 0.
    let edges: Edges = (0..43u8)
        .flat_map(|i| {
            let v = 10 + 3 * i;
            [
                (0, v, Colour::Green),
                (v, v + 1, Colour::Blue),
                (v, v + 2, Colour::Red),
            ]
        })
        .collect();
    assert_eq!(
        canonical::solve(&picture(&edges))
            .unwrap()
            .value
            .to_string(),
        "*"
    );
    let p = picture(&edges[..126].to_vec());
    assert_eq!(canonical::solve(&p).unwrap().value.to_string(), "0");
    // The same edges with each part a cycle (the green and blue edges doubled through
    // the ground, the red one a loop): 129 edges to search, refused up front.
    let cycles: Edges = (0..43u8)
        .flat_map(|i| {
            let v = 10 + i;
            [
                (0, v, Colour::Green),
                (0, v, Colour::Blue),
                (v, v, Colour::Red),
            ]
        })
        .collect();
    assert_eq!(
        canonical::solve(&picture(&cycles)),
        Err(CanonicalError::TooManySearched {
            edges: 129,
            limit: 128
        })
    );
    assert_eq!(
        canonical::solve(&picture(&cycles)).unwrap_err().to_string(),
        "the picture has 129 edges in play in parts with cycles; canonical forms are \
         searched up to 128 such edges in all"
    );
    // 42 of them are searched and answered.
    assert!(canonical::solve(&picture(&cycles[..126].to_vec())).is_ok());
}

/// A cycle of `length` edges through the ground, its vertices named `{tag}1`, `{tag}2`,
/// ..., coloured in turn as `(i + shift) * 7 / 3` picks blue, red or green.
fn coloured_cycle(tag: &str, length: usize, shift: usize) -> Vec<(String, String, Colour)> {
    let colours = [Colour::Blue, Colour::Red, Colour::Green];
    let name = |i: usize| {
        if i.is_multiple_of(length) {
            "G".to_owned()
        } else {
            format!("{tag}{i}")
        }
    };
    (0..length)
        .map(|i| (name(i), name(i + 1), colours[((i + shift) * 7 / 3) % 3]))
        .collect()
}

#[test]
fn a_sum_past_the_comparisons_is_refused_by_its_work() {
    // Four coloured cycles of 32 edges, 128 edges: each part is searched at once, but
    // their sum needs more than the limit of comparisons.
    let mut edges = Vec::new();
    for (tag, shift) in [("a", 0), ("b", 1), ("c", 2), ("d", 3)] {
        edges.extend(coloured_cycle(tag, 32, shift));
    }
    let p = Picture::from_coloured_edges("G", edges);
    let refused = canonical::solve(&p).unwrap_err();
    assert_eq!(
        refused,
        CanonicalError::TooManyComparisons {
            edges: 128,
            edge: None,
            limit: COMPARISON_LIMIT
        }
    );
    assert_eq!(
        refused.to_string(),
        "the sum of the picture's parts (128 edges in play) needs more than 33554432 \
         comparisons of games; canonical forms are computed up to 33554432 comparisons a \
         picture"
    );
}

/// The value of coloured cycles through the ground, found whole and as the sum of each
/// cycle solved alone, in an engine without a limit.
fn whole_and_alone(cycles: &[(&str, usize, usize)]) {
    let mut edges = Vec::new();
    for &(tag, length, shift) in cycles {
        edges.extend(coloured_cycle(tag, length, shift));
    }
    let whole = canonical::solve(&Picture::from_coloured_edges("G", edges)).unwrap();
    let mut engine = canonical::Engine::new();
    let mut total = engine.zero();
    for &(tag, length, shift) in cycles {
        let alone = Picture::from_coloured_edges("G", coloured_cycle(tag, length, shift));
        let form = canonical::form(&alone, &mut engine).unwrap();
        total = engine.add(total, form);
    }
    let Value::Canonical(form) = &whole.value else {
        panic!("a coloured picture's value is a canonical form");
    };
    assert_eq!(form.form(&mut engine), total);
}

#[test]
fn sums_within_the_comparisons_are_the_sums_of_their_parts() {
    // Two of the cycles of 40.
    whole_and_alone(&[("a", 40, 0), ("b", 40, 1)]);
    // Three cycles of 40 and one of 8, 128 edges: refused by the comparisons before the
    // engine bypassed a game's reversible options all at once and compared options with
    // the undominated ones only; now answered.
    whole_and_alone(&[("a", 40, 0), ("b", 40, 1), ("c", 40, 2), ("d", 8, 3)]);
}

#[test]
fn a_part_past_the_positions_is_refused_by_its_positions() {
    // In three colours the part's work passes the comparisons or its positions the
    // limit, whichever comes first; either refusal names the part.
    let p = dense(36, &[Colour::Blue, Colour::Red, Colour::Green]);
    let refused = canonical::solve(&p).unwrap_err();
    match &refused {
        CanonicalError::TooManyPositions(r) => {
            assert_eq!(
                (r.edges, r.edge, r.limit),
                (36, EdgeNumber::new(1), POSITION_LIMIT)
            )
        }
        CanonicalError::TooManyComparisons { edges, edge, limit } => {
            assert_eq!(
                (*edges, *edge, *limit),
                (36, Some(EdgeNumber::new(1)), COMPARISON_LIMIT)
            )
        }
        other => panic!("{other}"),
    }
    assert!(
        refused
            .to_string()
            .contains("36 edges in play (edge 1 among them)")
    );
    let p = dense(36, &[Colour::Blue, Colour::Red]);
    let Err(PartizanError::TooManyPositions(refused)) = bluered::solve(&p) else {
        panic!("a dense blue-red part of 36 edges is refused");
    };
    assert_eq!((refused.edges, refused.limit), (36, POSITION_LIMIT));
    assert_eq!(solve(&p), Err(SolveError::Positions(refused)));
}

/// A bundle of `b` blue, `r` red and `g` green edges between the ground and one vertex
/// is worth `b - r` plus `*` when `g` is odd: while any edge stands the vertex is
/// grounded, so each edge is cut alone, as if it were a loop at the ground (a blue loop
/// is 1, a red one -1, a green one *). Worked by the theory, not by the search.
fn bundle_value(b: usize, r: usize, g: usize) -> String {
    let n = b as i64 - r as i64;
    match (n, g % 2) {
        (0, 0) => "0".to_owned(),
        (0, _) => "*".to_owned(),
        (n, 0) => n.to_string(),
        (n, _) => format!("{n}*"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Pictures full of twins, as large as the game tree solves (about eight edges): the
    /// outcome and every winning move by plain minimax on the picture.
    #[test]
    fn twins_match_the_game_tree(edges in twinned(colour(), 5)) {
        let p = picture(&edges);
        let s = canonical::solve(&p).unwrap();
        let (outcome, moves) = naive::red_blue_green(&p);
        prop_assert_eq!(s.outcome, outcome);
        prop_assert_eq!(&s.winning_moves, &moves);
    }

    /// Blue-red pictures full of twins up to the memoized game tree's 16 edges: the value,
    /// outcome and winning moves of `naive::blue_red`, by the search and by the canonical
    /// forms.
    #[test]
    fn blue_red_twins_match_the_game_tree(edges in twinned(partizan(), 13)) {
        let p = picture(&edges);
        let Some(expected) = naive::blue_red(&p) else { return Ok(()) };
        prop_assert_eq!(&bluered::solve(&p).unwrap(), &expected);
        let s = canonical::solve(&p).unwrap();
        prop_assert_eq!(s.value.to_string(), expected.value.to_string());
        prop_assert_eq!(&s.winning_moves, &expected.winning_moves);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Bundles of up to 40 edges of all three colours, in any order: the value worked by
    /// the theory above.
    #[test]
    fn bundles_up_to_the_cap(colours in prop::collection::vec(colour(), 33..=40)) {
        let edges: Edges = colours.iter().map(|&c| (0, 1, c)).collect();
        let count = |c| colours.iter().filter(|&&x| x == c).count();
        let expected = bundle_value(count(Colour::Blue), count(Colour::Red), count(Colour::Green));
        prop_assert_eq!(canonical::solve(&picture(&edges)).unwrap().value.to_string(), expected);
    }

    /// Green parts of 33 to 40 edges with cycles, twins and stalks: the canonical form is
    /// the nimber of the green solver (fusion, no search).
    #[test]
    fn big_green_parts_match_fusion(
        bundle in prop::collection::vec((0u8..3, 0u8..3), 25..=31),
        stalk in 4usize..=8,
    ) {
        // Edges among the ground and two vertices, and a stalk hung on vertex 1: at most
        // 31 + 1 + 8 = 40 edges (32 made a part of 41, past the cap, by chance).
        let mut edges: Edges = bundle.iter().map(|&(a, b)| (a, b, Colour::Green)).collect();
        edges.push((0, 1, Colour::Green));
        let mut top = 1u8;
        for i in 0..stalk {
            let next = 20 + i as u8;
            edges.push((top, next, Colour::Green));
            top = next;
        }
        let p = picture(&edges);
        let expected = green::value(&p);
        match canonical::solve(&p) {
            Ok(s) => prop_assert_eq!(s.value.to_string(), Value::Nimber(expected).to_string()),
            Err(CanonicalError::TooManyPositions(_) | CanonicalError::TooManyComparisons { .. }) => {}
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    /// Blue-red trees of 33 to 40 edges, deep and narrow, searched as one part: the
    /// canonical form is the number of the tree rule (sign expansions, no search).
    #[test]
    fn big_blue_red_trees_match_the_tree_rule(
        tree in prop::collection::vec((0usize..3, partizan()), 33..=40),
    ) {
        // Vertex i + 1 hangs on one of the three vertices before it.
        let edges: Vec<(String, String, Colour)> = tree
            .iter()
            .enumerate()
            .map(|(i, &(back, c))| {
                let parent = i.saturating_sub(back);
                let name = |v: usize| if v == 0 { "G".to_owned() } else { format!("v{v}") };
                (name(parent), name(i + 1), c)
            })
            .collect();
        let p = Picture::from_coloured_edges("G", edges);
        let expected = bluered::solve(&p).unwrap();
        match canonical::solve(&p) {
            Ok(s) => {
                prop_assert_eq!(s.value.to_string(), expected.value.to_string());
                prop_assert_eq!(&s.winning_moves, &expected.winning_moves);
            }
            Err(CanonicalError::TooManyPositions(_) | CanonicalError::TooManyComparisons { .. }) => {}
            Err(e) => prop_assert!(false, "{e}"),
        }
    }
}

/// Five dense blue-red parts of 20 edges, each within its own bound, need more positions
/// together than a picture is given: refused, naming the bound and the part that passed
/// it, the four searched before it counted.
#[test]
fn parts_past_the_positions_of_a_picture_are_refused_together() {
    let one = dense(20, &[Colour::Blue, Colour::Red]);
    assert!(bluered::solve(&one).is_ok(), "one part is within its bound");
    let mut edges = Edges::new();
    for part in 0..5u8 {
        let vertex = |v: u8| if v == 0 { 0 } else { 8 * part + v };
        edges.extend(one.standing().into_iter().map(|e| {
            let (a, b) = e.ends;
            let number = |name: &str| name.strip_prefix('v').map_or(0, |v| v.parse().unwrap());
            (vertex(number(a)), vertex(number(b)), e.colour)
        }));
    }
    let five = picture(&edges);
    let Err(PartizanError::SearchTooBig(refused)) = bluered::solve(&five) else {
        panic!("five dense parts are refused together");
    };
    assert_eq!((refused.parts, refused.limit), (4, PICTURE_POSITION_LIMIT));
    assert!(
        [1, 21, 41, 61, 81]
            .map(EdgeNumber::new)
            .contains(&refused.edge)
    );
    assert_eq!(
        refused.to_string(),
        format!(
            "the picture's parts with cycles need more than 4194304 positions in all (the \
             part with edge {} passed it, 4 parts searched before it); pictures are searched \
             exactly up to 4194304 positions in all",
            refused.edge
        )
    );
    assert_eq!(solve(&five), Err(SolveError::Search(refused)));
}

#[test]
fn the_refusals_name_cap_part_and_size() {
    let too_big = CycleTooBig::clone(&match bluered::solve(&ground_cycle(45, Colour::Red)) {
        Err(PartizanError::TooBig(e)) => e,
        other => panic!("{other:?}"),
    });
    assert_eq!(
        too_big.to_string(),
        "a part of the picture with a cycle has 45 edges in play (edge 1 among them); \
         pictures with cycles are searched exactly up to 40 edges per part"
    );
}
