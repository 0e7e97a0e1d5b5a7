//! One of M parts of the walk of P(N) ([`Shard`], written `K/M`): the top of the trees is
//! walked by every part alike, and the subtrees below it are dealt out among the parts;
//! each part walks its own and counts them ([`analyze_shard`]), the first part also counts
//! the top. The top is weighed (`weigh.rs`): the subtrees' sizes are estimated by draws
//! of random partitions, and dealt greatest first to the part with the least so far. What a part found is a
//! [`Partial`](super::Partial); the parts' partials merge into the whole analysis
//! ([`merge`](super::merge)).

use super::partial::Found;
use super::partial::Partial;
use super::pool::{self, OneThread, Pool};
use super::walk::{Tally, Task};
use super::weigh::{Weights, deal, heavy};
use super::{Frontier, Options, check};
use crate::partition::Partition;
use crate::sizes::{SizeSet, Wide};
use crate::span::RangeError;
pub use games_common::shard::{MAX_SHARDS, SetError, Shard, ShardError};

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

/// The cut of P(n) into parts: the top (walked by every part), the subtrees below it, the
/// part (from 0) that walks each, and the moves the draws that weighed it made.
struct Cut<S> {
    frontier: Frontier<S>,
    owners: Vec<usize>,
    moves: u64,
}

impl<S: SizeSet> Cut<S> {
    /// The cut of P(n) (whose cycles are `cycles`) into `count` parts, weighed.
    fn new(n: u64, cycles: &[Vec<Partition>], count: u32) -> Cut<S> {
        let weights = Weights::draw(n, count, cycles);
        let heavy = heavy(count);
        let frontier = Frontier::<S>::weighed(cycles, |parts| weights.through(parts) >= heavy);
        let draws: Vec<u32> = frontier
            .tasks
            .iter()
            .map(|t| weights.through(&t.parts))
            .collect();
        Cut {
            owners: deal(&draws, count),
            frontier,
            moves: weights.moves,
        }
    }
}

/// The work of every part of the cut of P(n) into M = `any.count()` parts (`any` is any
/// of them), as each part's [`Partial::visited`] says it (its own subtrees, the top and
/// the draws that weighed it), for 1 <= n <= [`super::MAX_N`]: from one walk of P(n) on
/// one thread, where running every part would walk the top and draw M times. For
/// measuring how even the parts are.
///
/// ```
/// use bulgarian::analyze::{Options, Shard, analyze_shard, shard_work};
///
/// let work = shard_work(40, Shard::new(1, 3)?)?;
/// for shard in Shard::all(3)? {
///     let visited = analyze_shard(40, shard, Options::new())?.visited;
///     assert_eq!(work[shard.index() as usize - 1], visited);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn shard_work(n: u64, any: Shard) -> Result<Vec<u64>, RangeError> {
    check(n)?;
    Ok(if n <= u64::from(<u128 as SizeSet>::MAX) {
        work_with_sizes::<u128>(n, any.count())
    } else {
        work_with_sizes::<Wide>(n, any.count())
    })
}

/// [`shard_work`] with the size set `S`, which must hold every size up to n.
fn work_with_sizes<S: SizeSet>(n: u64, count: u32) -> Vec<u64> {
    let cycles = super::cycles::necklace_cycles(n);
    let cut = Cut::<S>::new(n, &cycles, count);
    let shared = cut.frontier.total.partitions + cut.moves;
    let mut work = vec![shared; count as usize];
    for (task, &owner) in cut.frontier.tasks.iter().zip(&cut.owners) {
        for (_, tally) in OneThread.walk_all::<S>(std::slice::from_ref(task), &|| {}) {
            work[owner] += tally.partitions;
        }
    }
    work
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
    let Cut {
        frontier,
        owners,
        moves,
    } = Cut::<S>::new(n, &cycles, shard.count());
    let top_visited = frontier.total.partitions + moves;
    let mine: Vec<Task> = frontier
        .tasks
        .into_iter()
        .zip(owners)
        .filter(|(_, owner)| *owner == shard.index() as usize - 1)
        .map(|(task, _)| task)
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
