//! One layer of a phase's walk expanded on rayon's threads (feature `parallel`), so a large
//! phase keeps every core busy rather than one.
//!
//! The layer is cut into blocks of positions; each thread expands a block and deals the
//! positions it reaches into buckets by a hash of their cells. Every bucket of one hash
//! range then goes into one set (a shard) filled by one thread, so no two threads ever
//! write to the same table and no lock is taken. The next layer is the shards one after
//! the other.
//!
//! The hash has a fixed seed, and the blocks are taken and merged in the order of the
//! layer, so every shard receives its positions in the same order on every run: the next
//! layer, and every size the memory account reads, are the same whatever thread expands
//! which block. So a walk on several threads stops on its budget at the same place, and
//! reports the same peak, every time.

use std::hash::BuildHasher;

use foldhash::fast::FixedState;
use hashbrown::HashSet;
use rayon::prelude::*;

use super::Moves;
use crate::budget::{Meter, SearchError};
use crate::cells::Position;

/// Layers of at least this many positions are expanded on several threads; a smaller one
/// costs more to hand out than to expand. (The unit tests use small sizes, so the short
/// starts they can afford go through many blocks and rounds.)
#[cfg(not(test))]
pub(crate) const PARALLEL_LAYER: usize = 1 << 16;
#[cfg(test)]
pub(crate) const PARALLEL_LAYER: usize = 1 << 6;

/// Positions one thread expands in one go.
#[cfg(not(test))]
const BLOCK: usize = 1 << 10;
#[cfg(test)]
const BLOCK: usize = 1 << 4;

/// Positions expanded between two merges into the shards: the buckets hold the positions
/// reached from at most this many.
#[cfg(not(test))]
const ROUND: usize = 1 << 15;
#[cfg(test)]
const ROUND: usize = 1 << 8;

/// The number of shards the next layer is dealt to (many more than threads, so they
/// balance).
const SHARDS: usize = 64;

/// The sizes the memory account of a layer needs (see `phase::explore`): the bytes of the
/// rules, of one position in a table, and of what a position holds on the heap.
pub(crate) struct Sizes {
    /// The rules' column sets.
    pub(crate) fixed: usize,
    /// One position, inline and on the heap.
    pub(crate) set: usize,
    /// The heap part of one position.
    pub(crate) heap: usize,
}

/// The bytes of a hash set of positions of `set` bytes holding `n` of them: its slots (a
/// power of two, at most 7/8 full) and one control byte per slot (hashbrown's layout).
fn table_bytes(n: usize, set: usize) -> usize {
    let slots = match n {
        0 => return 0,
        1..=3 => 4,
        4..=7 => 8,
        _ => (n * 8 / 7).next_power_of_two(),
    };
    slots * (set + 1) + 16
}

/// Expands every position of `layer` on rayon's threads and returns the next layer (each
/// position once, in an order fixed by the layer). The positions without a move, of at most
/// `max_live` live cells, go to `stuck`. Before each round, the meter checks the bytes held
/// with the most its buckets can take (a round is cut shorter where that would not fit);
/// before each merge into the shards, and before the next layer is gathered, it checks the
/// bytes held: the layer, the stuck positions, the buckets, and each shard as large as it
/// may grow (the old table and the new one while it moves).
pub(crate) fn expand<B: Position, M: Moves<B>>(
    rules: &M,
    layer: &[B],
    stuck: &mut Vec<B>,
    max_live: usize,
    sizes: &Sizes,
    meter: &mut Meter,
) -> Result<Vec<B>, SearchError> {
    let hasher = FixedState::default();
    let shard_of = |live: &B| (hasher.hash_one(live) >> 40) as usize % SHARDS;
    let mut shards: Vec<HashSet<B, FixedState>> = (0..SHARDS)
        .map(|_| HashSet::with_hasher(hasher.clone()))
        .collect();
    let Sizes { fixed, set, heap } = *sizes;
    let layer_bytes = fixed + layer.len() * set;
    // The most a position expanded adds to the buckets: every live cell has at most one
    // neighbour after it in reading order and one below it, so a position of L live cells
    // has at most 2L moves; a bucket's list may be twice as long as what it holds, and
    // three times while it moves. Its stuck copy, once.
    let per_position = 2 * layer.first().map_or(0, Position::len) * set * 3 + set;
    let mut done = 0;
    while done < layer.len() {
        let held: usize = layer_bytes
            + stuck.capacity() * set
            + shards
                .iter()
                .map(|shard| shard.allocation_size() + shard.len() * heap)
                .sum::<usize>();
        let fits = meter.room().saturating_sub(held) / per_position;
        let take = fits.clamp(1, ROUND).min(layer.len() - done);
        meter.check(held + take * per_position)?;
        let round = &layer[done..done + take];
        done += take;
        let blocks: Vec<(Vec<Vec<B>>, Vec<B>)> = round
            .par_chunks(BLOCK)
            .map(|block| {
                let mut buckets: Vec<Vec<B>> = vec![Vec::new(); SHARDS];
                let mut ends = Vec::new();
                for live in block {
                    let mut any = false;
                    rules.each_move(live, |a, b| {
                        any = true;
                        let after = live.after_move(a, b);
                        buckets[shard_of(&after)].push(after);
                        true
                    });
                    if !any && live.len() <= max_live {
                        ends.push(live.clone());
                    }
                }
                (buckets, ends)
            })
            .collect();
        meter.visits(round.len())?;
        let incoming: Vec<usize> = (0..SHARDS)
            .map(|s| blocks.iter().map(|(buckets, _)| buckets[s].len()).sum())
            .collect();
        let buffers: usize = blocks
            .iter()
            .map(|(buckets, ends)| {
                buckets.iter().map(Vec::capacity).sum::<usize>() + ends.capacity()
            })
            .sum();
        let tables: usize = shards
            .iter()
            .zip(&incoming)
            .map(|(shard, &n)| {
                let grown = if shard.len() + n > shard.capacity() {
                    table_bytes(shard.len() + n, set)
                } else {
                    0
                };
                shard.allocation_size() + grown + (shard.len() + n) * heap
            })
            .sum();
        // The stuck positions' list as it grows: the old one and the new one while it moves.
        let ends: usize = blocks.iter().map(|(_, ends)| ends.len()).sum();
        let stuck_bytes = (stuck.capacity() + stuck.len() + ends) * set;
        meter.check(layer_bytes + stuck_bytes + buffers * set + tables)?;
        stuck.reserve_exact(ends);
        shards.par_iter_mut().enumerate().for_each(|(s, shard)| {
            for (buckets, _) in &blocks {
                shard.extend(buckets[s].iter().cloned());
            }
        });
        for (_, ends) in blocks {
            stuck.extend(ends);
        }
    }
    let total: usize = shards.iter().map(HashSet::len).sum();
    let tables: usize = shards
        .iter()
        .map(|shard| shard.allocation_size() + shard.len() * heap)
        .sum();
    meter.check(layer_bytes + stuck.capacity() * set + tables + total * set)?;
    let mut next = Vec::with_capacity(total);
    for shard in shards {
        next.extend(shard);
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::budget::{Budget, Meter, SearchError};
    use crate::cells::Cells;
    use crate::field::Field;
    use crate::phase::{Walk, stuck_positions};

    /// What a walk of `field`'s phase found on a pool of `threads` threads within `budget`
    /// bytes: the stuck positions (or the stop), the positions expanded and the peak.
    fn walk_on(
        threads: usize,
        field: &Field,
        walk: Walk,
        budget: usize,
    ) -> (Result<Vec<Cells>, SearchError>, u64, usize) {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a thread pool");
        pool.install(|| {
            let mut meter = Meter::new(Budget::new(budget));
            let stuck = stuck_positions(field, &mut meter, walk);
            let work = meter.work_done();
            (stuck, work.positions, work.peak_memory)
        })
    }

    /// A start of `pairs` of matching digits (from the classes {1,9} {2,8} {3,7} {4,6}
    /// {5}): every cell has partners, so the phase branches widely.
    fn paired_start(width: usize, pairs: &[(u8, bool, bool)]) -> Field {
        let class = [(1, 9), (2, 8), (3, 7), (4, 6), (5, 5)];
        let digits: String = pairs
            .iter()
            .flat_map(|&(k, flip_a, flip_b)| {
                let (x, y) = class[usize::from(k)];
                [if flip_a { x } else { y }, if flip_b { x } else { y }]
            })
            .map(|d| char::from(b'0' + d))
            .collect();
        Field::new(width, &digits).expect("digits 1-9")
    }

    /// Checks that the walk of `field`'s phase on 2 and 3 threads, layers spread over
    /// them, finds the stuck positions the walk on one thread finds, expands as many
    /// positions, and keeps an account that does not depend on the threads: the same peak
    /// on 2 and 3 threads, enough as a budget; a byte less either stops the walk or makes it
    /// cut its rounds shorter, finding the same positions within that budget. Returns the
    /// positions expanded.
    fn agree(field: &Field, max_live: usize) -> Result<u64, TestCaseError> {
        let one = Walk {
            max_live,
            parallel: false,
        };
        let spread = Walk {
            max_live,
            parallel: true,
        };
        let (stuck, positions, _) = walk_on(1, field, one, usize::MAX);
        let stuck = stuck.expect("no budget");
        let (two, two_positions, peak) = walk_on(2, field, spread, usize::MAX);
        prop_assert_eq!(two.expect("no budget"), stuck.clone());
        prop_assert_eq!(two_positions, positions);
        let (three, _, three_peak) = walk_on(3, field, spread, peak);
        prop_assert_eq!(three.expect("within the peak"), stuck.clone());
        prop_assert_eq!(three_peak, peak);
        match walk_on(3, field, spread, peak - 1) {
            (Err(SearchError::OutOfMemory { .. }), _, _) => {}
            (Ok(found), _, less) => {
                prop_assert_eq!(found, stuck);
                prop_assert!(less < peak);
            }
            (Err(e), _, _) => prop_assert!(false, "{e}"),
        }
        Ok(positions)
    }

    /// A phase with layers of many thousand positions: 1919…19 of 20 digits (107 459
    /// positions in 11 layers), every stuck position and only the small ones.
    #[test]
    fn a_large_phase_on_threads_finds_what_one_thread_finds() {
        let field = Field::new(9, &"19".repeat(10)).expect("digits");
        for max_live in [usize::MAX, 4] {
            let positions = agree(&field, max_live).expect("the walks agree");
            // More positions than 11 layers of fewer than PARALLEL_LAYER each could hold,
            // so at least one layer went to the threads.
            assert!(positions > 11 * super::PARALLEL_LAYER as u64, "{positions}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(12))]

        /// The same on random starts of matching pairs on widths 3 to 9.
        #[test]
        fn layers_on_threads_find_what_one_thread_finds(
            width in 3usize..=9,
            pairs in prop::collection::vec((0u8..5, any::<bool>(), any::<bool>()), 10..=11),
            max_live in prop::sample::select(vec![0usize, 2, 6, usize::MAX]),
        ) {
            agree(&paired_start(width, &pairs), max_live)?;
        }
    }
}
