//! Blue-Red Hackenbush: the tree rule and the split at the ground (`bluered::solve`)
//! against the game tree itself (`naive::blue_red`, which values every position as the
//! simplest number between the sides' best options) on thousands of small generated
//! pictures: forests with stalks, branching trees and loops at the ground, and pictures
//! with cycles. Value, outcome and both players' winning moves must agree. And the worked
//! examples of Winning Ways, by hand.

use hackenbush::bluered::{self, PartizanError, SEARCH_LIMIT};
use hackenbush::naive::blue_red;
use hackenbush::{
    Colour, Dyadic, EdgeNumber, Outcome, Picture, SolveError, Value, parse_picture, solve,
};
use proptest::prelude::*;

use crate::support;

/// Vertex 0 is the ground; `true` is blue.
type Edges = Vec<(u8, u8, bool)>;

fn picture(edges: &Edges) -> Picture {
    let name = support::vertex;
    let colour = |blue| if blue { Colour::Blue } else { Colour::Red };
    Picture::from_coloured_edges(
        "G",
        edges
            .iter()
            .map(|&(a, b, blue)| (name(a), name(b), colour(blue))),
    )
}

/// Trees hanging from the ground (vertex `i + 1` hangs from an earlier vertex or the
/// ground), so several trees and long stalks come by chance; loops at the ground too.
fn forest(max_edges: usize) -> impl Strategy<Value = Edges> {
    (
        prop::collection::vec(
            (any::<prop::sample::Index>(), any::<bool>(), 0u8..4),
            1..=max_edges,
        ),
        prop::collection::vec(any::<bool>(), 0..2),
    )
        .prop_map(|(parents, loops)| {
            let mut edges: Edges = parents
                .iter()
                .enumerate()
                .map(|(i, (p, blue, stalky))| {
                    // Often hang from the vertex just before, to grow stalks.
                    let parent = if *stalky > 0 { i } else { p.index(i + 1) };
                    (parent as u8, i as u8 + 1, *blue)
                })
                .collect();
            edges.extend(loops.iter().map(|&blue| (0, 0, blue)));
            edges
        })
}

/// A forest with a few extra edges closing cycles (also through the ground, loops and
/// doubled edges), and a loose edge now and then.
fn with_cycles() -> impl Strategy<Value = Edges> {
    (
        forest(9),
        prop::collection::vec(
            (
                any::<prop::sample::Index>(),
                any::<prop::sample::Index>(),
                any::<bool>(),
            ),
            0..4,
        ),
    )
        .prop_map(|(mut edges, extra)| {
            let n = edges.len() + 1;
            edges.extend(
                extra
                    .iter()
                    .map(|(a, b, blue)| (a.index(n) as u8, b.index(n) as u8, *blue)),
            );
            edges.push((20, 21, true));
            edges
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn forests_agree_with_the_game_tree(edges in forest(13)) {
        let p = picture(&edges);
        prop_assert!(blue_red(&p).is_some(), "within the game tree's reach");
        prop_assert_eq!(bluered::solve(&p).ok(), blue_red(&p), "{:?}", edges);
    }

    #[test]
    fn pictures_with_cycles_agree_with_the_game_tree(edges in with_cycles()) {
        let p = picture(&edges);
        prop_assert!(blue_red(&p).is_some(), "within the game tree's reach");
        prop_assert_eq!(bluered::solve(&p).ok(), blue_red(&p), "{:?}", edges);
    }
}

fn solved(text: &str) -> (String, Outcome, Vec<usize>, Vec<usize>) {
    let p = parse_picture(text, "G").unwrap();
    let s = bluered::solve(&p).unwrap();
    let numbers = |moves: &[EdgeNumber]| moves.iter().map(|m| m.get()).collect();
    (
        s.value.to_string(),
        s.outcome,
        numbers(&s.winning_moves.left),
        numbers(&s.winning_moves.right),
    )
}

/// Winning Ways (Berlekamp, Conway, Guy, 2nd ed., vol. 1, ch. 1 "Blue-Red Hackenbush"
/// and ch. 2), worked by hand:
/// - a blue edge under a red one: Left's option is 0 (cut the blue), Right's is 1 (cut
///   the red, a blue edge stays): {0 | 1} = 1/2;
/// - two such "half" stalks and one red edge: 1/2 + 1/2 - 1 = 0, a second-player win;
/// - a red stalk of two on a blue edge: + - - = 1 - 1/2 - 1/4 = 1/4;
/// - a blue edge carrying two red edges side by side (a "V"): above the blue edge is
///   -1 + -1 = -2, whose sign expansion is - -, so the whole is + - - = 1/4 again.
#[test]
fn winning_ways_by_hand() {
    assert_eq!(
        solved("G a b\na b r\n"),
        ("1/2".into(), Outcome::Left, vec![1], vec![])
    );
    assert_eq!(
        solved("G a b\na b r\nG c b\nc d r\nG e r\n"),
        ("0".into(), Outcome::Second, vec![], vec![])
    );
    assert_eq!(solved("G a b\na b r\nb c r\n").0, "1/4");
    assert_eq!(solved("G a b\na b r\na c r\n").0, "1/4");
    // A red edge on the ground under a blue one, beside a blue edge: -1/2 + 1 = 1/2.
    // Left wins; cutting the lone blue edge leaves -1/2 (loses), cutting the upper blue
    // leaves -1 + 1 = 0 (wins).
    assert_eq!(
        solved("G a r\na b b\nG c b\n"),
        ("1/2".into(), Outcome::Left, vec![2], vec![])
    );
    // A blue loop at the ground is a single blue edge; with a red stalk of two: 1 - 2.
    // Right wins by cutting the top red edge (leaving 1 - 1 = 0), not the lower one
    // (leaving 1).
    assert_eq!(
        solved("G G b\nG a r\na c r\n"),
        ("-1".into(), Outcome::Right, vec![], vec![3])
    );
}

/// A triangle on the ground, two blue walls and a red roof: the game tree by hand. Left
/// cutting a wall leaves a stalk blue-red (1/2); Right cutting the roof leaves two blue
/// edges (2). {1/2 | 2} = 1.
#[test]
fn a_cycle_by_hand() {
    assert_eq!(
        solved("G a b\nG c b\na c r\n"),
        ("1".into(), Outcome::Left, vec![1, 2], vec![])
    );
}

/// A stalk of a hundred thousand alternating edges (the tree rule keeps it as its sign
/// expansion) is worth + - + - ...: 1 - 1/2 + 1/4 - ... exactly. Cutting a blue edge
/// leaves the stalk below it, which ends in a red edge (or is empty): worth >= 0, so
/// every blue cut wins.
#[test]
fn a_long_alternating_stalk() {
    let n = 100_000;
    let names: Vec<String> = (0..=n)
        .map(|i| if i == 0 { "G".into() } else { format!("v{i}") })
        .collect();
    let p = Picture::from_coloured_edges(
        "G",
        (0..n).map(|i| {
            let colour = if i % 2 == 0 {
                Colour::Blue
            } else {
                Colour::Red
            };
            (names[i].as_str(), names[i + 1].as_str(), colour)
        }),
    );
    let s = bluered::solve(&p).unwrap();
    let Value::Number(value) = &s.value else {
        panic!("a blue-red picture is worth a number")
    };
    let expected: String = (0..n).map(|i| if i % 2 == 0 { '+' } else { '-' }).collect();
    assert_eq!(value.sign_expansion(), expected);
    assert_eq!(Dyadic::from_sign_expansion(&expected), Some(value.clone()));
    // Cutting blue edge k (0-based, even) leaves the stalk of its first k edges, worth
    // + - ... - >= 0: every blue cut wins.
    assert_eq!(s.winning_moves.left.len(), n / 2);
}

#[test]
fn big_cycles_are_refused_green_too() {
    // A cycle of SEARCH_LIMIT + 1 edges through the ground.
    let k = SEARCH_LIMIT + 1;
    let name = |i: usize| {
        if i.is_multiple_of(k) {
            "G".to_owned()
        } else {
            format!("v{i}")
        }
    };
    let p = Picture::from_coloured_edges("G", (0..k).map(|i| (name(i), name(i + 1), Colour::Blue)));
    let Err(PartizanError::TooBig(too_big)) = bluered::solve(&p) else {
        panic!("a cycle of {k} edges is refused");
    };
    assert_eq!(
        (too_big.edges, too_big.edge, too_big.limit),
        (k, EdgeNumber::new(1), SEARCH_LIMIT)
    );
    assert_eq!(solve(&p), Err(SolveError::BlueRed(too_big)));
    let green = parse_picture("G a b\na b\n", "G").unwrap();
    assert!(matches!(
        bluered::solve(&green),
        Err(PartizanError::NotBlueRed { .. })
    ));
}
