//! Random Bulgarian solitaire: each pile gives a card with probability p.
//!
//! In one move every pile, largest first, gives one card with probability `p` (one
//! Bernoulli draw each, from a ChaCha8 generator seeded with `seed`, so a run is the same on
//! every machine); the cards given form a new pile; emptied piles vanish. When no pile
//! gives, the configuration stays as it is. With p = 1 this is the ordinary game.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::error::Error;
use crate::partition::Partition;

/// The configurations after each of `moves` random moves from `start` (an iterator).
///
/// ```
/// let start = bulgarian::Partition::new(vec![4, 1, 1]).unwrap();
/// let sure: Vec<_> = bulgarian::random_moves(&start, 1.0, 3, 7).unwrap().collect();
/// assert_eq!(sure[2].parts(), [3, 1, 1, 1]);
/// ```
pub fn random_moves(
    start: &Partition,
    p: f64,
    moves: u64,
    seed: u64,
) -> Result<impl Iterator<Item = Partition>, Error> {
    if !(0.0..=1.0).contains(&p) {
        return Err(Error::Probability(p));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut current = start.parts().to_vec();
    Ok((0..moves).map(move |_| {
        let mut given = 0u64;
        let mut next = Vec::with_capacity(current.len() + 1);
        for &pile in &current {
            if rng.random_bool(p) {
                given += 1;
                if pile > 1 {
                    next.push(pile - 1);
                }
            } else {
                next.push(pile);
            }
        }
        if given > 0 {
            next.push(given);
        }
        next.sort_unstable_by(|a, b| b.cmp(a));
        current = next;
        Partition::from_descending(current.clone())
    }))
}
