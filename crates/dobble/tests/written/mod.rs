//! A deck as a user might write it, shared by the structure tests and the benchmarks
//! (`#[path]`): its symbols renamed at random, each card's symbols and the cards in random
//! order.

use dobble::Deck;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// `cards` (symbols numbered from 0) with their symbols renamed at random, each card's
/// symbols and the cards shuffled, by `seed`.
pub(crate) fn relabelled(cards: &[Vec<u32>], seed: u64) -> Deck {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = cards.iter().flatten().max().map_or(0, |&m| m as usize + 1);
    let mut names: Vec<String> = (0..n)
        .map(|s| format!("s{}x{}", s * 7 + 3, rng.random_range(0..1000)))
        .collect();
    names.shuffle(&mut rng);
    let mut lines: Vec<String> = cards
        .iter()
        .map(|card| {
            let mut words: Vec<&str> = card.iter().map(|&s| names[s as usize].as_str()).collect();
            words.shuffle(&mut rng);
            words.join(" ")
        })
        .collect();
    lines.shuffle(&mut rng);
    Deck::parse(&lines.join("\n")).expect("distinct names make a deck")
}
