//! `sums::solve_sum`'s winning moves against the game tree of the sum itself: a move wins
//! exactly when the sum it leaves is lost for the player who moves next, found by a plain
//! minimax over the list of parts (every cut of every part tried, nothing memoized, no
//! theory, no picture drawn together).

use hackenbush::play::Side;
use hackenbush::sums::{PartMove, solve_sum};
use hackenbush::{Colour, Picture};
use proptest::prelude::*;

/// Whether `side`, moving first in the sum `parts`, wins.
fn wins_first(parts: &[Picture], side: Side) -> bool {
    !winning_moves(parts, side).is_empty()
}

/// The moves of `side` after which the other side, moving first, loses.
fn winning_moves(parts: &[Picture], side: Side) -> Vec<PartMove> {
    let mut found = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        for edge in part.standing() {
            if !side.may_cut(edge.colour) {
                continue;
            }
            let mut after = parts.to_vec();
            after[i] = part.after_move(edge.number).expect("a standing edge");
            if !wins_first(&after, side.other()) {
                found.push(PartMove {
                    part: i + 1,
                    edge: edge.number,
                });
            }
        }
    }
    found
}

/// A small picture: up to three edges among the ground and three vertices, any colours.
fn part() -> impl Strategy<Value = Picture> {
    let names = ["G", "a", "b", "c"];
    prop::collection::vec((0..4usize, 0..4usize, 0..3u8), 1..=3).prop_map(move |edges| {
        Picture::from_coloured_edges(
            "G",
            edges.into_iter().map(|(a, b, c)| {
                let colour = [Colour::Green, Colour::Blue, Colour::Red][c as usize];
                (names[a], names[b], colour)
            }),
        )
    })
}

/// A green picture of up to four edges.
fn green_part() -> impl Strategy<Value = Picture> {
    let names = ["G", "a", "b", "c"];
    prop::collection::vec((0..4usize, 0..4usize), 1..=4).prop_map(move |edges| {
        Picture::from_edges("G", edges.into_iter().map(|(a, b)| (names[a], names[b])))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Sums of two or three coloured pictures: each player's winning moves are the game
    /// tree's.
    #[test]
    fn coloured_sums_match_the_game_tree(parts in prop::collection::vec(part(), 2..=3)) {
        let refs: Vec<&Picture> = parts.iter().collect();
        let sum = solve_sum(&refs).unwrap();
        prop_assert_eq!(&sum.left, &winning_moves(&parts, Side::Left), "{:?}", parts);
        prop_assert_eq!(&sum.right, &winning_moves(&parts, Side::Right), "{:?}", parts);
    }

    /// Sums of two green pictures: the winning moves are the game tree's, for either
    /// player.
    #[test]
    fn green_sums_match_the_game_tree(parts in prop::collection::vec(green_part(), 2..=2)) {
        let refs: Vec<&Picture> = parts.iter().collect();
        let sum = solve_sum(&refs).unwrap();
        prop_assert_eq!(&sum.left, &winning_moves(&parts, Side::Left), "{:?}", parts);
        prop_assert_eq!(&sum.right, &sum.left);
    }
}
