//! Orbits of any size: transient and cycle length with O(1) amortized work per move and no
//! stored history ([`orbit()`], [`Orbit`]; within a move limit or with progress reports,
//! [`orbit_within`]).
//!
//! Every pile shrinks by one card per move, so a pile is kept by the move at which it will
//! vanish (its *key*: size + moves made), never rewritten. Piles smaller than a window `W`
//! sit in a ring of counts indexed by key mod `W`; the rare larger ones (a big starting pile,
//! or a new pile made from very many piles) wait in an ordered map until they shrink into
//! the window. A move then reads and clears the ring slot of the piles that vanish, adds one
//! new pile, and updates a polynomial hash `sum x^size (mod 2^61 - 1)` in O(1) amortized:
//! shifting every size down is a multiplication by `x^-1`. Brent's method
//! (`brent.rs`) compares two states by pile count and hash first and confirms a match
//! by comparing the multisets themselves, so a hash collision can never give a wrong answer.

use std::collections::BTreeMap;

use crate::brent::{PROGRESS_EVERY, Rho, always, brent, moving};
use crate::limits::{Limits, MoveLimit};
use crate::listing::Moves;
use crate::partition::{Partition, is_triangular};

/// The orbit of a start: moves to its cycle and the cycle's length. Serialized (feature
/// `serde`) with these field names, and read back.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Orbit {
    /// The number of cards.
    pub n: u64,
    /// The start.
    pub start: Partition,
    /// Moves from the start to the first configuration on the cycle (0 when the start is on
    /// it).
    pub transient: u64,
    /// The length of the cycle (1 exactly when n is triangular: the staircase).
    pub cycle_length: u64,
    /// The first configuration on the cycle reached from the start.
    pub cycle_entry: Partition,
}

impl Orbit {
    /// Whether n is triangular (then the cycle is the fixed point `(k, ..., 2, 1)`).
    pub fn triangular(&self) -> bool {
        is_triangular(self.n)
    }

    /// The configurations of the cycle, from [`Orbit::cycle_entry`] on, produced one at a
    /// time (a cycle of a billion cards lists two billion parts).
    pub fn cycle_members(&self) -> Moves<Partition> {
        Moves::new(self.cycle_entry.clone(), self.cycle_length, Partition::step)
    }

    /// The orbit in numbers: its figures and whether n is triangular, without the cycle's
    /// entry.
    ///
    /// ```
    /// let start = bulgarian::Partition::new(vec![5, 2, 2]).unwrap();
    /// let orbit = bulgarian::orbit(&start);
    /// let report = orbit.report();
    /// assert_eq!((report.transient, report.cycle_length, report.triangular), (1, 4, false));
    /// assert_eq!(orbit.cycle_members().next().unwrap().to_string(), "4 3 1 1");
    /// ```
    pub fn report(&self) -> OrbitReport {
        OrbitReport {
            n: self.n,
            start: self.start.clone(),
            transient: self.transient,
            cycle_length: self.cycle_length,
            triangular: self.triangular(),
        }
    }
}

/// An orbit in numbers, as [`Orbit::report`] gives it. Serialized (feature `serde`) with
/// these field names, in this order, and read back.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct OrbitReport {
    /// The number of cards.
    pub n: u64,
    /// The start.
    pub start: Partition,
    /// Moves from the start to the first configuration on the cycle.
    pub transient: u64,
    /// The length of the cycle.
    pub cycle_length: u64,
    /// Whether n is triangular.
    pub triangular: bool,
}

/// The orbit of `start`: O(1) amortized work per move, memory proportional to the number
/// of distinct pile sizes (about sqrt(2n)).
///
/// ```
/// let start = bulgarian::Partition::new(vec![4, 1, 1]).unwrap();
/// let orbit = bulgarian::orbit(&start);
/// assert_eq!((orbit.transient, orbit.cycle_length), (5, 1));
/// assert_eq!(orbit.cycle_entry.parts(), [3, 2, 1]);
/// ```
pub fn orbit(start: &Partition) -> Orbit {
    let (rho, entry) = rho(start);
    found(start, rho, &entry)
}

/// [`orbit()`] within `limits`: it gives up after [`Limits::max_moves`] moves with
/// [`MoveLimit`] (memory stays O(sqrt n) however many), and tells its progress every 2^24
/// moves (a single pile of 10^12 cards needs about 10^12 moves, hours of work).
///
/// ```
/// use bulgarian::{Limits, MoveLimit, Partition, orbit::orbit_within};
///
/// let pile = Partition::new(vec![1_000_000_000_000]).unwrap();
/// let stopped = orbit_within(&pile, Limits::new(1000));
/// assert_eq!(stopped, Err(MoveLimit { limit: 1000 }));
/// let small = orbit_within(&Partition::new(vec![4, 1, 1]).unwrap(), Limits::new(1000));
/// assert_eq!(small.map(|o| o.transient), Ok(5));
/// ```
pub fn orbit_within(start: &Partition, limits: Limits<'_>) -> Result<Orbit, MoveLimit> {
    let (rho, entry) = rho_within(start, limits)?;
    Ok(found(start, rho, &entry))
}

fn found(start: &Partition, rho: Rho, entry: &Piles) -> Orbit {
    Orbit {
        n: start.total(),
        start: start.clone(),
        transient: rho.transient,
        cycle_length: rho.cycle_length,
        cycle_entry: entry.to_partition(),
    }
}

/// The orbit shape of `start` and the state at the cycle's entry, without the move
/// counter of the progress reports: a move costs a few nanoseconds, and counting them
/// showed in the time of a whole orbit.
pub(crate) fn rho(start: &Partition) -> (Rho, Piles) {
    always(brent(&Piles::new(start), moving(Piles::step), Piles::same))
}

/// The orbit shape of `start` and the state at the cycle's entry, within `limits`.
pub(crate) fn rho_within(start: &Partition, limits: Limits<'_>) -> Result<(Rho, Piles), MoveLimit> {
    brent(
        &Piles::new(start),
        limits.counted(PROGRESS_EVERY, Piles::step),
        Piles::same,
    )
}

const P: u64 = (1 << 61) - 1;
/// The hash's variable, any number in 2..P-1 would do.
const X: u64 = 0x1bd1_1bda_a9fc_1a22 % P;

fn mul(a: u64, b: u64) -> u64 {
    let product = a as u128 * b as u128;
    let folded = (product & P as u128) as u64 + (product >> 61) as u64;
    if folded >= P { folded - P } else { folded }
}

fn add(a: u64, b: u64) -> u64 {
    let sum = a + b;
    if sum >= P { sum - P } else { sum }
}

fn sub(a: u64, b: u64) -> u64 {
    if a >= b { a - b } else { a + P - b }
}

fn pow(mut base: u64, mut exp: u64) -> u64 {
    let mut acc = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            acc = mul(acc, base);
        }
        base = mul(base, base);
        exp >>= 1;
    }
    acc
}

/// x^-1 mod P (Fermat).
fn x_inverse() -> u64 {
    pow(X, P - 2)
}

/// A configuration kept relative to the number of moves made.
#[derive(Clone, Debug)]
pub(crate) struct Piles {
    /// Moves made.
    time: u64,
    /// `ring[key & mask]`: the number of piles with that key, for sizes below the window.
    ring: Vec<u64>,
    mask: u64,
    /// Piles of size at least the window, by key.
    big: BTreeMap<u64, u64>,
    /// The smallest key in `big` (`u64::MAX` when empty).
    next_big: u64,
    /// The number of piles.
    piles: u64,
    /// `sum x^size` over the piles.
    hash: u64,
    /// `x^piles`.
    x_piles: u64,
    x_inv: u64,
}

impl Piles {
    pub(crate) fn new(start: &Partition) -> Piles {
        let n = start.total();
        // Beyond the first moves there are at most about sqrt(2n) piles, each at most about
        // as large: a window of twice that holds nearly every pile.
        let root = (2.0 * n as f64).sqrt() as u64;
        let width = (2 * root + 4).next_power_of_two().clamp(16, 1 << 20);
        let mut piles = Piles {
            time: 0,
            ring: vec![0; width as usize],
            mask: width - 1,
            big: BTreeMap::new(),
            next_big: u64::MAX,
            piles: start.len() as u64,
            hash: 0,
            x_piles: pow(X, start.len() as u64),
            x_inv: x_inverse(),
        };
        for &size in start.parts() {
            piles.hash = add(piles.hash, pow(X, size));
            piles.insert(size, size);
        }
        piles
    }

    fn width(&self) -> u64 {
        self.mask + 1
    }

    /// Adds a pile of `size` (its key is `key`).
    fn insert(&mut self, size: u64, key: u64) {
        if size < self.width() {
            self.ring[(key & self.mask) as usize] += 1;
        } else {
            *self.big.entry(key).or_insert(0) += 1;
            self.next_big = self.next_big.min(key);
        }
    }

    /// One move.
    pub(crate) fn step(&mut self) {
        let before = self.piles;
        self.time += 1;
        let slot = (self.time & self.mask) as usize;
        let vanished = std::mem::take(&mut self.ring[slot]);
        // A big pile that has shrunk into the window moves to the ring.
        if self.next_big == self.time + self.mask {
            let count = self.big.remove(&self.next_big).unwrap_or(0);
            self.ring[(self.next_big & self.mask) as usize] += count;
            self.next_big = self.big.keys().next().copied().unwrap_or(u64::MAX);
        }
        // The new pile: one card from each of the `before` piles.
        self.insert(before, self.time + before);
        self.hash = add(sub(mul(self.hash, self.x_inv), vanished % P), self.x_piles);
        self.piles = before - vanished + 1;
        match vanished {
            0 => self.x_piles = mul(self.x_piles, X),
            1 => {}
            2..=64 => {
                for _ in 1..vanished {
                    self.x_piles = mul(self.x_piles, self.x_inv);
                }
            }
            _ => self.x_piles = pow(X, self.piles),
        }
    }

    /// The number of piles of each size equal, whatever the moves made.
    pub(crate) fn same(a: &Piles, b: &Piles) -> bool {
        if a.piles != b.piles || a.hash != b.hash {
            return false;
        }
        let in_ring = (1..a.width()).all(|size| {
            a.ring[((a.time + size) & a.mask) as usize]
                == b.ring[((b.time + size) & b.mask) as usize]
        });
        in_ring
            && a.big.len() == b.big.len()
            && a.big
                .iter()
                .zip(&b.big)
                .all(|((ka, ca), (kb, cb))| ka - a.time == kb - b.time && ca == cb)
    }

    /// The configuration as a descending list of parts.
    pub(crate) fn to_partition(&self) -> Partition {
        let mut parts = Vec::new();
        for (&key, &count) in self.big.iter().rev() {
            parts.extend(std::iter::repeat_n(key - self.time, count as usize));
        }
        for size in (1..self.width()).rev() {
            let count = self.ring[((self.time + size) & self.mask) as usize];
            parts.extend(std::iter::repeat_n(size, count as usize));
        }
        Partition::from_descending(parts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_single_pile_keeps_its_cards_through_the_window() {
        // 100 cards: the window is 32, so the big pile migrates into the ring.
        steps_alike(vec![100], 300);
    }

    /// `Piles` and `Partition::step` agree at each of `moves` moves from `start`.
    fn steps_alike(start: Vec<u64>, moves: usize) {
        let start = Partition::new(start).unwrap();
        let mut fast = Piles::new(&start);
        let mut plain = start.clone();
        for _ in 0..moves {
            fast.step();
            plain = plain.step();
            assert_eq!(fast.to_partition(), plain);
        }
    }

    #[test]
    fn many_ones_make_a_big_new_pile() {
        steps_alike(vec![1; 500], 200);
    }
}
