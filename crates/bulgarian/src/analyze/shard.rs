//! One of M parts of the walk of P(N) ([`Shard`], written `K/M`): the top of the trees is
//! walked breadth first by every part alike until it has cut them into many subtrees, and
//! the subtrees are dealt out among the parts; each part walks its own and counts them
//! ([`analyze_shard`]), the first part also counts the top. What a part found is a
//! [`Partial`](super::Partial); the parts' partials merge into the whole analysis
//! ([`merge`](super::merge)).

use super::partial::{Found, Partial};
use super::pool::{self, Pool};
use super::walk::{Tally, Task};
use super::{Frontier, Options, check};
use crate::partition::Partition;
use crate::sizes::{SizeSet, Wide};
use crate::span::RangeError;
pub use games_common::shard::{MAX_SHARDS, Shard, ShardError};

/// How many subtrees the top is cut into at least, for `count` shards: enough that dealing
/// them out evens the shards (see [`owner`]).
fn pieces(count: u32) -> usize {
    (count as usize).saturating_mul(PIECES_PER_SHARD)
}

/// Subtrees cut per shard at least.
const PIECES_PER_SHARD: usize = 64;

/// The shard (from 0) that walks subtree `i` of the frontier, of `count`.
fn owner(i: usize, count: u32) -> usize {
    i % count as usize
}

/// Walks the part `shard` of the state graph of P(n), for 1 <= n <= [`super::MAX_N`]:
/// the top of the trees (walked by every part alike, counted by the first) and the
/// subtrees dealt to this part. Runs as `options` say (threads; progress counts this
/// part's subtrees). The parts are fixed by n and the number of shards alone.
///
/// ```
/// use bulgarian::analyze::{Options, Shard, analyze_shard, merge};
///
/// let parts: Vec<_> = Shard::all(3)?
///     .map(|shard| analyze_shard(30, shard, Options::new()))
///     .collect::<Result<_, _>>()?;
/// let labelled: Vec<(String, _)> =
///     parts.into_iter().map(|p| (format!("shard {}", p.shard), p)).collect();
/// assert_eq!(merge(&labelled)?, bulgarian::analyze(30)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn analyze_shard(n: u64, shard: Shard, options: Options<'_>) -> Result<Partial, RangeError> {
    check(n)?;
    let mut progress = options.progress;
    let pool = pool::asked(options.threads);
    let mut report = |walked: &super::Walked| {
        if let Some(report) = progress.as_mut() {
            report(walked);
        }
    };
    let found = if n <= u64::from(<u128 as SizeSet>::MAX) {
        shard_with_sizes::<u128>(n, shard, &pool, &mut report)
    } else {
        shard_with_sizes::<Wide>(n, shard, &pool, &mut report)
    };
    Ok(Partial::new(n, shard, found))
}

/// [`analyze_shard`] with the size set `S`, which must hold every size up to n.
fn shard_with_sizes<S: SizeSet>(
    n: u64,
    shard: Shard,
    pool: &impl Pool,
    progress: &mut (dyn FnMut(&super::Walked) + Send),
) -> Found {
    let cycles = super::cycles::necklace_cycles(n);
    let lengths: Vec<u64> = cycles.iter().map(|c| c.len() as u64).collect();
    let frontier = Frontier::<S>::cut(&cycles, pieces(shard.count()));
    let top_visited = frontier.total.partitions;
    let mine: Vec<Task> = frontier
        .tasks
        .into_iter()
        .enumerate()
        .filter(|(i, _)| owner(*i, shard.count()) == shard.index() as usize - 1)
        .map(|(_, task)| task)
        .collect();
    let mut total = Tally::default();
    let mut max_orbit = None;
    if shard.index() == 1 {
        total = frontier.total;
        max_orbit = frontier
            .deepest
            .iter()
            .zip(&lengths)
            .map(|(depth, length)| depth + length - 1)
            .max();
    }
    let done = std::sync::atomic::AtomicUsize::new(0);
    let progress = std::sync::Mutex::new(progress);
    let finish = || {
        let finished = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        let mut report = progress
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        report(&super::Walked {
            n,
            done: finished,
            total: mine.len(),
        });
    };
    let mut walked = 0;
    for (cycle, tally) in pool.walk_all::<S>(&mine, &finish) {
        walked += tally.partitions;
        let orbit = tally.deepest + lengths[cycle] - 1;
        max_orbit = Some(max_orbit.map_or(orbit, |m: u64| m.max(orbit)));
        total.merge(tally);
    }
    let witness = total.best.map(|(depth, parts)| {
        (
            depth,
            Partition::from_descending(parts.into_iter().map(u64::from).collect()),
        )
    });
    Found {
        partitions: total.partitions,
        garden_of_eden: total.garden_of_eden,
        max_in_degree: total.max_in_degree,
        max_orbit,
        deepest: witness,
        visited: top_visited + walked,
    }
}
