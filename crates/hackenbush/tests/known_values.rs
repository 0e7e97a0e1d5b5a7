//! Pictures whose value and winning moves are worked out by hand (fusion and colon
//! principles, Berlekamp, Conway and Guy, Winning Ways, chapter 7), each also checked
//! against the game tree.

use hackenbush::green::{Winner, solve};
use hackenbush::naive::{brute_force, red_blue_green};
use hackenbush::{EdgeNumber, Nimber, Picture, parse_picture, picture};

/// Solves `text` both ways and checks the hand-worked answer.
fn check(text: &str, value: u64, winning: &[usize]) {
    let p = parse_picture(text, "G").expect("a valid picture");
    let fast = solve(&p);
    assert_eq!(fast.value, Nimber(value), "value of {text:?}");
    let winner = if value == 0 {
        Winner::Second
    } else {
        Winner::First
    };
    assert_eq!(fast.winner, winner, "winner of {text:?}");
    let winning: Vec<EdgeNumber> = winning.iter().copied().map(EdgeNumber::new).collect();
    assert_eq!(fast.winning_moves, winning, "winning moves of {text:?}");
    assert_eq!(brute_force(&p), fast, "game tree of {text:?}");
}

fn stalk(n: usize) -> String {
    (0..n)
        .map(|i| format!("{} {}\n", name(i), name(i + 1)))
        .collect()
}

fn name(i: usize) -> String {
    if i == 0 { "G".into() } else { format!("v{i}") }
}

/// A stalk of n edges is the Nim heap n: cutting edge k leaves a stalk of k - 1. The
/// only winning move is the bottom edge (it leaves nothing).
#[test]
fn a_stalk_is_a_nim_heap() {
    for n in 1..=8 {
        check(&stalk(n), n as u64, &[1]);
    }
}

/// A cycle of length L through the ground fuses into L loops at the ground: L mod 2.
/// For odd L, cutting any edge leaves two stalks of lengths a and b with a + b = L - 1;
/// a xor b = 0 exactly when a = b, the middle edge.
#[test]
fn a_cycle_through_the_ground_is_its_length_mod_2() {
    for length in 1..=9usize {
        let mut text: String = (0..length - 1)
            .map(|i| format!("{} {}\n", name(i), name(i + 1)))
            .collect();
        text.push_str(&format!("{} G\n", name(length - 1)));
        let middle: Vec<usize> = if length % 2 == 1 {
            vec![length / 2 + 1]
        } else {
            vec![]
        };
        check(&text, length as u64 % 2, &middle);
    }
}

/// The triangle on the ground: 3 loops, value 1. Cutting a side leaves a stalk of 2;
/// cutting the top (edge 2) leaves two stalks of 1: 1 xor 1 = 0.
#[test]
fn triangle_on_the_ground() {
    check("G a\na b\nb G\n", 1, &[2]);
}

/// A self-loop is worth one edge: at the ground, a heap of 1; on top of a stalk of 1, a
/// stalk of 2.
#[test]
fn self_loops() {
    check("G G\n", 1, &[1]);
    check("G a\na a\n", 2, &[1]);
    // Two self-loops at the ground: 1 xor 1.
    check("G G\nG G\n", 0, &[]);
}

/// The tree of the fixture: at a, b gives 0 + 1 and c (carrying d) gives 1 + 1, so a is
/// 1 xor 2 = 3; the ground sees a as 4 and e as 1: value 5. To reach 0 the ground needs
/// a's branch worth 1 (a worth 0), so a needs its branch at c worth 1 (c worth 0): cut
/// c-d, edge 4. Nothing else works: e is a single edge and b a leaf.
#[test]
fn a_tree() {
    check("G a\na b\na c\nc d\nG e\n", 5, &[4]);
}

/// The figure eight on a stalk: a triangle and a doubled edge through a fuse into 5
/// loops at a (1), so the picture is a stalk of 2. Only the stalk's bottom wins: cutting
/// a loop edge changes the top to 0 or to a branch worth 2, never to nothing.
#[test]
fn figure_eight() {
    check("G a\na b\nb c\nc a\na d\nd a\n", 2, &[1]);
}

/// The house: walls G-a and G-b, ceiling a-b, roof a-r-b, all in the ground's class: 5
/// loops, value 1. Cutting the ceiling leaves a 4-cycle through the ground (0). Cutting a
/// roof edge leaves the triangle G-a-b (1) with a stalk of 1 on it: 1 xor (0 + 1) = 0.
/// Cutting a wall leaves the triangle a-b-r (1) on the stalk from the ground: 2.
#[test]
fn the_house() {
    check("G a\nG b\na b\na r\nr b\n", 1, &[3, 4, 5]);
}

/// Several pictures on one ground add as Nim heaps: a stalk of 3, the triangle (1) and a
/// ground self-loop (1) make 3. Winning: cut the stalk (1 xor 1 = 0), or turn the triangle
/// into a stalk of 2 by cutting a side at the ground (3 xor 2 xor 1 = 0).
#[test]
fn several_pictures_on_one_ground() {
    check(
        "G s1\ns1 s2\ns2 s3\nG t1\nt1 t2\nt2 G\nG G\n",
        3,
        &[1, 4, 6],
    );
}

/// Edges the ground does not reach count for nothing and are never moves.
#[test]
fn loose_parts_count_for_nothing() {
    check("x y\ny z\nG a\n", 1, &[3]);
    check("x y\n", 0, &[]);
    check("", 0, &[]);
}

/// A path far longer than any call stack could recurse through.
#[test]
fn a_path_of_a_million_edges() {
    let n = 1_000_000;
    let p = Picture::from_edges("G", (0..n).map(|i| (name(i), name(i + 1))));
    let s = solve(&p);
    assert_eq!(s.value, Nimber(n as u64));
    assert_eq!(s.winning_moves, [EdgeNumber::new(1)]);
}

/// A long cycle is one group of edges that are pairwise 2-edge cuts (the costly case of
/// the winning-move search). Through the ground, with L = 200,001 edges: L mod 2 = 1,
/// and only the middle edge leaves two equal stalks (100,000 xor 100,000 = 0). On top of a
/// stalk of 1 it fuses to L loops at one vertex, worth 1, so the picture is a stalk of 2
/// and only the stalk's edge wins (a cycle edge leaves a stalk of 1 holding two stalks:
/// 1 + (a xor b) with a + b = L - 1, never 0).
#[test]
fn a_long_cycle() {
    let length = 200_001;
    let cycle = |base: &str| -> Vec<(String, String)> {
        let v = |i: usize| {
            if i == 0 {
                base.to_owned()
            } else {
                format!("c{i}")
            }
        };
        (0..length).map(|i| (v(i), v((i + 1) % length))).collect()
    };
    let through_ground = Picture::from_edges("G", cycle("G"));
    let s = solve(&through_ground);
    assert_eq!(s.value, Nimber(1));
    assert_eq!(s.winning_moves, [EdgeNumber::new(100_001)]);

    let mut on_a_stalk = vec![("G".to_owned(), "a".to_owned())];
    on_a_stalk.extend(cycle("a"));
    let s = solve(&Picture::from_edges("G", on_a_stalk));
    assert_eq!(s.value, Nimber(2));
    assert_eq!(s.winning_moves, [EdgeNumber::new(1)]);
}

/// The pictures that ship with the crate, with the values and winning moves their files
/// work out by hand; the coloured house's outcome and winning moves by plain minimax.
#[test]
fn the_shipped_pictures() {
    let text = |name: &str| {
        picture::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| *t)
            .unwrap()
    };
    check(text("house"), 1, &[3, 4, 5]);
    check(text("tree"), 4, &[2]);
    check(text("flower"), 5, &[4, 5, 6]);
    check(text("cycle"), 2, &[5]);
    let coloured = picture::named("coloured-house").unwrap();
    let answer = hackenbush::solve(&coloured).unwrap();
    assert_eq!(
        (answer.outcome, answer.winning_moves),
        red_blue_green(&coloured)
    );
}
