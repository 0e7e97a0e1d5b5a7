//! The contest's game with positions (p, q), p marbles left after a take of q, written
//! from the rules alone: the naive grid's game in the benchmarks, and the oracle of
//! `tests/grid.rs`, which includes this file.

use games_common::ImpartialGame;

/// The game with positions (p, q), from the rules alone.
pub(crate) struct Marbles;

impl ImpartialGame for Marbles {
    type Position = (u64, u64);
    type Move = u64;
    fn moves(&self, &(left, last): &(u64, u64)) -> Vec<(u64, (u64, u64))> {
        if left == 0 {
            Vec::new()
        } else if left <= last {
            vec![(left, (0, left))]
        } else {
            (last + 1..=(2 * last).min(left))
                .map(|m| (m, (left - m, m)))
                .collect()
        }
    }
}
