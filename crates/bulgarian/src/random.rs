//! Random Bulgarian solitaire: each pile gives a card with probability p (feature `random`).
//!
//! In one move every pile, largest first, gives one card with probability `p` (one
//! Bernoulli draw each, from a ChaCha8 generator seeded with `seed`, so a run is the same on
//! every machine); the cards given form a new pile; emptied piles vanish. When no pile
//! gives, the configuration stays as it is. With p = 1 this is the ordinary game.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::listing::Listing;
use crate::partition::Partition;

/// The probability that a pile gives a card: a number in `[0, 1]`. Serialized (feature
/// `serde`) as that number, and read back from one (checked).
///
/// ```
/// use bulgarian::random::Probability;
///
/// assert_eq!(Probability::new(0.25).unwrap().get(), 0.25);
/// assert!(Probability::new(1.5).is_err() && Probability::new(f64::NAN).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct Probability(f64);

/// A probability outside `[0, 1]` (or not a number).
#[derive(Clone, Copy, Debug, PartialEq, thiserror::Error)]
#[error("the probability must lie between 0 and 1, not {0}")]
pub struct ProbabilityError(pub f64);

impl Probability {
    /// `p`, if it lies in `[0, 1]` ([`ProbabilityError`] otherwise, NaN included).
    pub fn new(p: f64) -> Result<Probability, ProbabilityError> {
        if (0.0..=1.0).contains(&p) {
            Ok(Probability(p))
        } else {
            Err(ProbabilityError(p))
        }
    }

    /// The number.
    pub fn get(self) -> f64 {
        self.0
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Probability {
    /// The number, checked as [`Probability::new`] checks it.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Probability, D::Error> {
        let p = <f64 as serde::Deserialize>::deserialize(deserializer)?;
        Probability::new(p).map_err(serde::de::Error::custom)
    }
}

impl TryFrom<f64> for Probability {
    type Error = ProbabilityError;

    fn try_from(p: f64) -> Result<Probability, ProbabilityError> {
        Probability::new(p)
    }
}

/// The configurations after each of `moves` random moves from `start` (an iterator,
/// nothing stored).
///
/// ```
/// use bulgarian::Partition;
/// use bulgarian::random::{Probability, random_moves};
///
/// let start = Partition::new(vec![4, 1, 1]).unwrap();
/// let sure = Probability::new(1.0).unwrap();
/// let moved: Vec<_> = random_moves(&start, sure, 3, 7).collect();
/// assert_eq!(moved[2].parts(), [3, 1, 1, 1]);
/// ```
pub fn random_moves(start: &Partition, p: Probability, moves: u64, seed: u64) -> RandomMoves {
    RandomMoves {
        rng: ChaCha8Rng::seed_from_u64(seed),
        current: start.parts().to_vec(),
        p,
        left: moves,
    }
}

/// The iterator of [`random_moves`]: each configuration after the one before, from a
/// seeded generator (a clone goes on with the same draws).
#[derive(Clone, Debug)]
pub struct RandomMoves {
    rng: ChaCha8Rng,
    current: Vec<u64>,
    p: Probability,
    left: u64,
}

impl Iterator for RandomMoves {
    type Item = Partition;

    fn next(&mut self) -> Option<Partition> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let mut given = 0u64;
        let mut next = Vec::with_capacity(self.current.len() + 1);
        for &pile in &self.current {
            if self.rng.random_bool(self.p.0) {
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
        self.current = next;
        Some(Partition::from_descending(self.current.clone()))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.left);
        (left.unwrap_or(usize::MAX), left.ok())
    }
}

/// A random run as one value: its start, probability and seed, and the configurations
/// after each move, produced when they are iterated.
///
/// ```
/// use bulgarian::Partition;
/// use bulgarian::random::{Probability, RandomRun};
///
/// let start = Partition::new(vec![6, 3]).unwrap();
/// let run = RandomRun::new(&start, Probability::new(0.0).unwrap(), 2, 1);
/// assert!(run.moves.iter().eq([start.clone(), start]));
/// ```
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct RandomRun {
    /// The number of cards.
    pub n: u64,
    /// The start.
    pub start: Partition,
    /// The probability that a pile gives a card.
    pub p: Probability,
    /// The generator's seed.
    pub seed: u64,
    /// The configuration after each move ([`random_moves`]), produced when iterated (a run
    /// of any length is listed in the memory of one configuration).
    pub moves: Listing<RandomMoves>,
}

impl RandomRun {
    /// `moves` random moves from `start`.
    pub fn new(start: &Partition, p: Probability, moves: u64, seed: u64) -> RandomRun {
        RandomRun {
            n: start.total(),
            start: start.clone(),
            p,
            seed,
            moves: Listing::new(random_moves(start, p, moves, seed)),
        }
    }
}
