//! The weighed cut of `analyze --shard`, for an even share of the work among the parts.
//!
//! The trees of P(N) hang on one long trunk: a cut made without knowing the subtrees'
//! sizes leaves one of them with a third to two thirds of the graph. So the sizes are
//! estimated first, by sampling forwards ([`Weights::draw`]): 128·M
//! partitions of N are drawn uniformly (from a generator seeded by N and M, with integer
//! arithmetic only, so every machine draws the same), each is followed by moves to its
//! cycle, and every partition on the way counts one more draw through it. The draws
//! through a partition estimate the size of its subtree, as a share of p(N), without the
//! heavy tail of a random path's product, and the heavy subtrees get the most draws.
//!
//! A partition through which at least 16 draws passed ([`heavy`]) is in the top, walked by
//! every part (and counted by the first); the subtrees below the top, each with fewer
//! draws, hold about an eighth of a mean part at most. They are dealt greatest estimate
//! first, each to the part with the least so far, and those no draw passed through
//! round-robin ([`deal`]).
//!
//! The draws cost each part the partitions they meet (about ten to twenty a draw from N =
//! 100 to 140, one hash-table entry each), never more than p(N), plus the draws
//! themselves: at M = 1024 (2^17 draws) a part of N = 140 spends about 3.5 s and 150 MB
//! on them, against 0.6 s for its own share of the walk. Beyond 1024 parts the draws grow
//! no more, so the memory stays bounded and the parts are less even.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

use games_common::shard::fnv1a;

use crate::partition::Partition;

/// Draws per part.
const DRAWS_PER_SHARD: u64 = 128;

/// The parts beyond which the draws grow no more, to keep their memory bounded: 128 draws
/// a part up to 1024 parts, 2^17 draws for more.
const DRAWN_SHARDS: u32 = 1024;

/// The draws that weigh the cut into `count` parts.
fn draws(count: u32) -> u64 {
    DRAWS_PER_SHARD * u64::from(count.min(DRAWN_SHARDS))
}

/// The draws through a partition that put it in the top of the cut into `count` parts: an
/// eighth of the draws of a mean part (16 up to 1024 parts), so that a subtree below the
/// top is estimated at an eighth of a mean part at most.
pub(super) fn heavy(count: u32) -> u32 {
    u32::try_from(draws(count) / (8 * u64::from(count.max(1))))
        .unwrap_or(u32::MAX)
        .max(1)
}

/// The draws through the partitions of N met on the way (keyed by an FNV-1a hash of their
/// parts), and the moves made to find them.
pub(super) struct Weights {
    index: HashMap<u64, usize>,
    through: Vec<u32>,
    /// The moves made following the draws: the work of weighing.
    pub(super) moves: u64,
}

/// No successor met yet: a cycle node (whose draws are not counted).
const CYCLE: usize = usize::MAX;

impl Weights {
    /// Draws 128 partitions of n a part (of `count`, at most 1024 counted), uniformly, and follows each to the
    /// cycle nodes `cycles`, counting the draws through every partition on the way.
    ///
    /// A draw is followed only until it meets a partition met before: each partition met
    /// keeps its successor, its depth and the draws that start on it, and the draws
    /// through it are then summed up the trees, deepest first. So the moves are one per
    /// partition met, about a tenth of following every draw to its cycle.
    pub(super) fn draw(n: u64, count: u32, cycles: &[Vec<Partition>]) -> Weights {
        let on_cycle: HashSet<Vec<u8>> = cycles.iter().flatten().map(to_u8).collect();
        let table = Table::new(n as usize);
        let mut generator = SplitMix(n << 32 | u64::from(count));
        let mut index: HashMap<u64, usize> = HashMap::new();
        // Per partition met: its successor (an index, or CYCLE), its depth, its draws.
        let mut successor_of: Vec<usize> = Vec::new();
        let mut depth: Vec<u32> = Vec::new();
        let mut through: Vec<u32> = Vec::new();
        let mut path: Vec<usize> = Vec::new();
        for _ in 0..draws(count) {
            let mut parts = table.draw(generator.next());
            path.clear();
            let end = loop {
                if on_cycle.contains(&parts) {
                    break CYCLE;
                }
                let key = fnv1a(&parts);
                if let Some(&met) = index.get(&key) {
                    break met;
                }
                let new = through.len();
                index.insert(key, new);
                successor_of.push(CYCLE);
                depth.push(0);
                through.push(0);
                path.push(new);
                parts = successor(&parts);
            };
            let mut below = if end == CYCLE { 0 } else { depth[end] };
            let mut next = end;
            for &node in path.iter().rev() {
                below += 1;
                depth[node] = below;
                successor_of[node] = next;
                next = node;
            }
            // The draw starts on the first partition of its path, or on the one it met.
            if next != CYCLE {
                through[next] += 1;
            }
        }
        // Deepest first, each partition's draws go on to its successor.
        let mut order: Vec<usize> = (0..through.len()).collect();
        order.sort_unstable_by_key(|&node| Reverse(depth[node]));
        for node in order {
            if successor_of[node] != CYCLE {
                through[successor_of[node]] += through[node];
            }
        }
        Weights {
            index,
            moves: through.len() as u64,
            through,
        }
    }

    /// The draws through the partition of `parts` (descending).
    pub(super) fn through(&self, parts: &[u8]) -> u32 {
        self.index
            .get(&fnv1a(parts))
            .map_or(0, |&i| self.through[i])
    }
}

/// The owner (from 0) of each subtree of `count` parts, from the draws through each: those
/// some draw passed through are dealt greatest first (ties in the order given), each to
/// the part with the fewest draws so far (ties to the lowest part); those no draw passed
/// through, small and many, are then dealt round-robin in the order given.
pub(super) fn deal(draws: &[u32], count: u32) -> Vec<usize> {
    let mut order: Vec<usize> = (0..draws.len()).filter(|&i| draws[i] > 0).collect();
    order.sort_by_key(|&i| Reverse(draws[i]));
    let mut least: BinaryHeap<Reverse<(u64, usize)>> =
        (0..count as usize).map(|part| Reverse((0, part))).collect();
    let mut owners = vec![0; draws.len()];
    for i in order {
        let Some(Reverse((load, part))) = least.pop() else {
            break;
        };
        owners[i] = part;
        least.push(Reverse((load + u64::from(draws[i]), part)));
    }
    let unseen = (0..draws.len()).filter(|&i| draws[i] == 0);
    for (i, part) in unseen.zip((0..count as usize).cycle()) {
        owners[i] = part;
    }
    owners
}

/// The parts of a partition, descending, as bytes.
fn to_u8(partition: &Partition) -> Vec<u8> {
    partition.parts().iter().map(|&p| p as u8).collect()
}

/// The successor of the partition of `parts` (descending): one card from every pile, the
/// cards a new pile.
fn successor(parts: &[u8]) -> Vec<u8> {
    let piles = parts.len() as u8;
    let mut next: Vec<u8> = parts.iter().filter(|&&p| p > 1).map(|&p| p - 1).collect();
    let at = next.partition_point(|&p| p > piles);
    next.insert(at, piles);
    next
}

/// q(r, k), the partitions of r into parts of at most k, for r, k <= n: what a uniform
/// draw of a partition of n needs.
struct Table {
    n: usize,
    q: Vec<u64>,
}

impl Table {
    fn new(n: usize) -> Table {
        let width = n + 1;
        let mut q = vec![0u64; width * width];
        // q(0, k) = 1: the empty partition.
        q[..width].fill(1);
        for r in 1..=n {
            for k in 1..=n {
                let fewer = q[r * width + k - 1];
                let with_k = if r >= k { q[(r - k) * width + k] } else { 0 };
                q[r * width + k] = fewer.saturating_add(with_k);
            }
        }
        Table { n, q }
    }

    fn q(&self, r: usize, k: usize) -> u64 {
        self.q[r * (self.n + 1) + k]
    }

    /// The partition of n numbered by `random` scaled to p(n) (descending parts): the
    /// largest part first, j with the share q(r - j, j) of what remains.
    fn draw(&self, random: u64) -> Vec<u8> {
        let (mut r, mut k) = (self.n, self.n);
        let mut x = ((u128::from(random) * u128::from(self.q(r, k))) >> 64) as u64;
        let mut parts = Vec::new();
        while r > 0 {
            let mut j = r.min(k);
            loop {
                let here = self.q(r - j, j);
                if x < here || j == 1 {
                    break;
                }
                x -= here;
                j -= 1;
            }
            parts.push(j as u8);
            r -= j;
            k = j;
        }
        parts
    }
}

/// SplitMix64: a small generator whose numbers are the same on every machine.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partition::partition_count;

    /// The draw numbers the partitions of n: each x of 0..p(n) (the generator's range
    /// scaled down) names a different partition of n, so a uniform x is a uniform draw.
    #[test]
    fn draws_number_every_partition_once() {
        for n in 1..=20usize {
            let table = Table::new(n);
            let p = partition_count(n as u32).unwrap();
            assert_eq!(u128::from(table.q(n, n)), p, "n = {n}");
            let mut seen = HashSet::new();
            for x in 0..p {
                // The least generator number that scales down to x.
                let random = ((x << 64).div_ceil(p)) as u64;
                let parts = table.draw(random);
                assert_eq!(parts.iter().map(|&x| usize::from(x)).sum::<usize>(), n);
                assert!(parts.windows(2).all(|w| w[0] >= w[1]), "{parts:?}");
                assert!(seen.insert(parts), "n = {n}, x = {x}");
            }
        }
    }

    /// The draws through each partition, summed up the trees, are what following every
    /// draw all the way to its cycle counts (the definition), for every partition of n.
    #[test]
    fn weights_count_the_draws_through_each_partition() {
        for n in [5u64, 12, 20, 27] {
            let cycles = super::super::cycles::necklace_cycles(n);
            let on_cycle: HashSet<Vec<u8>> = cycles.iter().flatten().map(to_u8).collect();
            for count in [1u32, 3, 8] {
                let weights = Weights::draw(n, count, &cycles);
                let table = Table::new(n as usize);
                let mut generator = SplitMix(n << 32 | u64::from(count));
                let mut naive: HashMap<Vec<u8>, u32> = HashMap::new();
                for _ in 0..draws(count) {
                    let mut parts = table.draw(generator.next());
                    while !on_cycle.contains(&parts) {
                        *naive.entry(parts.clone()).or_default() += 1;
                        parts = successor(&parts);
                    }
                }
                assert_eq!(weights.moves, naive.len() as u64, "n = {n}, M = {count}");
                for partition in Partition::all(n) {
                    let parts = to_u8(&partition);
                    let expected = naive.get(&parts).copied().unwrap_or(0);
                    assert_eq!(
                        weights.through(&parts),
                        expected,
                        "n = {n}, M = {count}, {partition}"
                    );
                }
            }
        }
    }

    /// The successor is the move of the game, as `Partition` makes it.
    #[test]
    fn the_successor_is_the_move() {
        for n in 1..=14u64 {
            for partition in Partition::all(n) {
                let expected = to_u8(&partition.step());
                assert_eq!(successor(&to_u8(&partition)), expected, "{partition}");
            }
        }
    }

    /// The deal gives the greatest subtrees to different parts and evens the loads; the
    /// subtrees no draw passed through go round.
    #[test]
    fn the_deal_evens_the_loads() {
        let owners = deal(&[384, 0, 384, 384, 128, 128, 128, 0, 0], 3);
        assert_eq!(owners, vec![0, 0, 1, 2, 0, 1, 2, 1, 2]);
    }
}
