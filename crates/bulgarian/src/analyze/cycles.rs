//! The cycles of P(N), built from Brandt's necklaces: for N = k(k+1)/2 + r, one cycle per
//! binary word of length k+1 with r ones that is the least of its rotations, the
//! staircase `(k, ..., 1, 0)` plus the word (zeros dropped); each is then checked by
//! moving around it.

use crate::partition::{Partition, triangular_split};

/// The cycles of P(n), each as its configurations in move order (see the module docs).
pub(super) fn necklace_cycles(n: u64) -> Vec<Vec<Partition>> {
    let (k, r) = triangular_split(n);
    let width = k as u32 + 1;
    let word_part = |word: u64| -> Partition {
        let parts = (0..width)
            .map(|i| (k - i as u64) + (word >> (width - 1 - i) & 1))
            .filter(|&p| p > 0)
            .collect();
        Partition::from_descending(parts)
    };
    let rotations =
        |word: u64| (1..width).map(move |s| (word << s | word >> (width - s)) & ((1 << width) - 1));
    (0u64..1 << width)
        .filter(|w| w.count_ones() as u64 == r && rotations(*w).all(|x| x >= *w))
        .map(|word| {
            let start = word_part(word);
            let mut cycle = vec![start.clone()];
            let mut next = start.step();
            while next != start {
                cycle.push(next.clone());
                next = next.step();
            }
            cycle
        })
        .collect()
}
