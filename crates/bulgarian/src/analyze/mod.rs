//! The whole state graph of P(N), walked backwards from its cycles without being stored:
//! [`analyze()`] and [`Analysis`], a range of N ([`Span::analyze`]), the cycles
//! ([`cycles`]), progress and the number of threads ([`Options`]).
//!
//! **Cycles.** By Brandt's theorem (1982), for N = k(k+1)/2 + r with 0 <= r <= k the
//! configurations on cycles are the staircase `(k, k-1, ..., 1, 0)` plus a 0/1 word of
//! length k+1 with r ones (zeros dropped), and a move rotates the word; so each cycle is a
//! binary necklace. The cycles are built from the words (one per canonical rotation) and
//! each is then checked by actually moving around it.
//!
//! **Predecessors.** If λ = B(μ) and μ had k piles, k is a part of λ. Removing one part
//! equal to k leaves j = len(λ) - 1 parts r1..rj, and μ = (r1+1, ..., rj+1, then k-j
//! ones), which needs k >= j. So every *distinct* part value k >= len(λ) - 1 gives exactly
//! one predecessor, and the in-degree is the number of such values.
//!
//! **The walk.** Every non-cycle configuration lies in exactly one tree hanging from a cycle
//! node, at depth = its transient. A depth-first walk of these trees visits each partition
//! once. The current partition is a count per pile size in a 256-slot ring indexed from a
//! moving base, plus a set of the sizes present, one bit per size (a `u128`
//! up to N = 127, two of them up to N = 255): going to a predecessor (remove a part, grow
//! every part by one, add the ones) and coming back are O(1) each, and the candidate values
//! of a node are one mask (`walk.rs`). The work is O(p(N)), the memory a stack of depth
//! max-transient.
//! The trees are split into independent subtrees, run in parallel (rayon) with the feature
//! `parallel` (on every core, or on as many threads as [`Options::threads`] says), one
//! after the other without it; the results are the same either way. The subtrees are far
//! from even, so a walk on the pool hands its unwalked siblings to the pool whenever no
//! subtree waits there, and every thread stays busy to the end.
//!
//! **The limit.** Sizes and pile counts are bytes (a ring of 256 counts) and a size set
//! holds at most 256 sizes, so N stops at 255, [`MAX_N`]. Memory stays a few
//! kilobytes per thread, plus the subtrees waiting to be walked (at most about 2^16 of
//! them, a few megabytes), whatever N is; time grows with p(N), about 1.1 times per card
//! near N = 140 (see the crate's docs for what N = 128..=140 took).
//!
//! **Only the transient figures need the walk.** The partitions, the cycles and their
//! lengths, the Garden of Eden and the largest in-degree have exact formulas: `count`
//! (feature `count`) gives them for any N without enumerating anything. [`analyze()`] always
//! computes every figure of [`Analysis`], because the longest transient, its witness and
//! the longest orbit need the whole walk and the other figures cost nothing more in it.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

mod cycles;
mod partial;
mod pool;
mod shard;
mod walk;
mod weigh;

pub use partial::{MergeError, Partial, VERSION, merge};
pub use shard::{MAX_SHARDS, SetError, Shard, ShardError, analyze_shard, shard_work};

use crate::partition::{Partition, partition_count};
use crate::sizes::{SizeSet, Wide, ascending};
use crate::span::{Operation, RangeError, Span};
use pool::Pool;
use walk::{Tally, Task, Walker};

/// The largest N [`analyze()`] handles: pile sizes and pile counts are bytes and the sizes
/// present are one 256-bit set. Memory does not grow with N; time grows with p(N), so the
/// larger N accepted here take days (p(200) is about 4·10^12) and show their progress.
pub const MAX_N: u64 = Wide::MAX as u64;

/// The state graph of P(n) in numbers. Serialized (feature `serde`) with these field
/// names, in this order, and read back.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Analysis {
    /// The number of cards.
    pub n: u64,
    /// p(n), the number of configurations.
    pub partitions: u64,
    /// The number of cycles.
    pub cycles: u64,
    /// The length of every cycle, ascending (one entry per cycle).
    pub cycle_lengths: Vec<u64>,
    /// The longest transient over all starts.
    pub max_transient: u64,
    /// The lexicographically greatest (descending) configuration whose transient is
    /// [`Analysis::max_transient`].
    pub max_transient_witness: Partition,
    /// The longest orbit: transient + cycle length - 1, maximised over all starts.
    pub max_orbit: u64,
    /// The number of configurations without a predecessor (Garden of Eden).
    pub garden_of_eden: u64,
    /// The largest number of predecessors of one configuration.
    pub max_in_degree: u64,
}

/// How far [`analyze_with`] has got, as told to the callback of [`Options::on_progress`]:
/// the N being analyzed, and how many of its independent pieces of work are done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Walked {
    /// The N being analyzed.
    pub n: u64,
    /// The pieces (subtrees) walked.
    pub done: usize,
    /// The pieces in all.
    pub total: usize,
}

/// The callback told how far an analysis has got.
pub(crate) type Report<'a> = Box<dyn FnMut(&Walked) + Send + 'a>;

/// How [`analyze_with`] and [`Span::analyze_with`] run: a callback told how far
/// the walk has got (called as each piece of work finishes, from whichever thread
/// finished it, one call at a time), and the number of threads the walk is shared among
/// (feature `parallel`; one per core unless [`Options::threads`] says otherwise). The
/// answer is the same on any number of threads.
///
/// ```
/// use bulgarian::analyze::{Options, Walked, analyze_with};
///
/// let mut seen = Vec::new();
/// let options = Options::new().on_progress(|w: &Walked| seen.push((w.done, w.total)));
/// let a = analyze_with(40, options)?;
/// assert_eq!(a.partitions, 37_338);
/// // One report per piece of work, the last of them done.
/// let total = seen[0].1;
/// assert_eq!(seen.len(), total);
/// assert!(seen.contains(&(total, total)));
/// # Ok::<(), bulgarian::RangeError>(())
/// ```
///
/// ```
/// use bulgarian::analyze::{Options, analyze_with};
///
/// let on_two = analyze_with(30, Options::new().threads(2))?;
/// assert_eq!(on_two, bulgarian::analyze(30)?);
/// # Ok::<(), bulgarian::RangeError>(())
/// ```
#[derive(Default)]
pub struct Options<'a> {
    pub(crate) progress: Option<Report<'a>>,
    pub(crate) threads: usize,
}

impl<'a> Options<'a> {
    /// No progress reports, one thread per core (what [`analyze()`] uses).
    pub fn new() -> Options<'a> {
        Options::default()
    }

    /// The same options, and `progress` called with how far the walk has got.
    pub fn on_progress(self, progress: impl FnMut(&Walked) + Send + 'a) -> Options<'a> {
        Options {
            progress: Some(Box::new(progress)),
            ..self
        }
    }

    /// The same options, the walk shared among `threads` threads (feature `parallel`): 0,
    /// the default, is one per core (as rayon counts them), 1 the calling thread alone;
    /// any other number starts a pool of that many threads for the call (if the system
    /// refuses them, the walk runs on the calling thread). Without the feature the walk
    /// is always on the calling thread. The answer is the same on any number of threads.
    pub fn threads(self, threads: usize) -> Options<'a> {
        Options { threads, ..self }
    }
}

impl std::fmt::Debug for Options<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("progress", &self.progress.is_some())
            .field("threads", &self.threads)
            .finish()
    }
}

/// Analyzes the state graph of P(n), for 1 <= n <= [`MAX_N`], in time proportional
/// to p(n) shared among all cores (feature `parallel`) and memory that does not grow
/// with p(n). Sizes up to 127 are held in a `u128` set; from n = 128 in a set of two
/// (the same answers: both are tested against each other and against enumeration). For
/// the figures that do not need the walk (everything but the transients and the longest
/// orbit) `count` (feature `count`) is instant for any n.
///
/// ```
/// let a = bulgarian::analyze(7).unwrap();
/// assert_eq!((a.partitions, a.cycles, a.cycle_lengths.clone()), (15, 1, vec![4]));
/// ```
pub fn analyze(n: u64) -> Result<Analysis, RangeError> {
    analyze_with(n, Options::new())
}

/// [`analyze()`], run as `options` say (progress reports, threads).
pub fn analyze_with(n: u64, options: Options<'_>) -> Result<Analysis, RangeError> {
    check(n)?;
    let mut progress = options.progress;
    Ok(analyze_on(
        n,
        &pool::asked(options.threads),
        &mut |walked| {
            if let Some(report) = progress.as_mut() {
                report(walked);
            }
        },
    ))
}

/// Refuses an N that [`analyze()`] cannot handle.
fn check(n: u64) -> Result<(), RangeError> {
    RangeError::check(n, Operation::Analyze, 1, MAX_N)
}

/// The N of a [`Span`] analyzed, each N checked before any work.
///
/// ```
/// use bulgarian::{Operation, RangeError, Span};
///
/// let span: Span = "6..=8".parse()?;
/// let found: Vec<u64> = span.analyze()?.iter().map(|a| a.partitions).collect();
/// assert_eq!(found, [11, 15, 22]);
/// let too_far: Span = "7..=300".parse()?;
/// assert!(matches!(
///     too_far.analyze(),
///     Err(RangeError { n: 300, operation: Operation::Analyze, .. })
/// ));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Span {
    /// The analysis of every N, ascending; an N outside 1..=[`MAX_N`] is refused first.
    pub fn analyze(&self) -> Result<Vec<Analysis>, RangeError> {
        self.analyze_with(Options::new())
    }

    /// [`Span::analyze`], run as `options` say (progress reports name each N; the
    /// threads are started once for the whole span).
    pub fn analyze_with(&self, options: Options<'_>) -> Result<Vec<Analysis>, RangeError> {
        Ok(self.analyses(options)?.collect())
    }

    /// The analysis of every N, ascending, each made when it is asked for, so that a
    /// caller can show one N while the next is worked out; every N is checked before any
    /// work, as [`Span::analyze`] does.
    ///
    /// ```
    /// use bulgarian::Span;
    /// use bulgarian::analyze::Options;
    ///
    /// let span: Span = "6..=8".parse()?;
    /// let mut analyses = span.analyses(Options::new())?;
    /// assert_eq!(analyses.next().map(|a| a.partitions), Some(11));
    /// assert_eq!(analyses.map(|a| a.n).collect::<Vec<_>>(), [7, 8]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// A [`RangeError`] for an N outside 1..=[`MAX_N`].
    pub fn analyses<'a>(
        &self,
        options: Options<'a>,
    ) -> Result<impl Iterator<Item = Analysis> + 'a, RangeError> {
        let span = self.within(Operation::Analyze, 1, MAX_N)?;
        let mut progress = options.progress;
        let pool = pool::asked(options.threads);
        Ok(span.iter().map(move |n| {
            analyze_on(n, &pool, &mut |walked| {
                if let Some(report) = progress.as_mut() {
                    report(walked);
                }
            })
        }))
    }
}

/// The cycles of P(n), each as its configurations in move order, built from Brandt's
/// necklaces: one cycle per binary word of length k+1 with r ones that is the least of its
/// rotations. For 1 <= n <= [`MAX_N`].
///
/// ```
/// let cycles = bulgarian::analyze::cycles(8).unwrap();
/// let shown: Vec<Vec<String>> =
///     cycles.iter().map(|c| c.iter().map(|p| p.to_string()).collect()).collect();
/// // 8 = 3*4/2 + 2: the necklaces 0011 and 0101 added to the staircase (3, 2, 1, 0).
/// assert_eq!(shown, [vec!["3 2 2 1", "4 2 1 1", "4 3 1", "3 3 2"], vec!["3 3 1 1", "4 2 2"]]);
/// ```
pub fn cycles(n: u64) -> Result<Vec<Vec<Partition>>, RangeError> {
    check(n)?;
    Ok(cycles::necklace_cycles(n))
}

/// The analysis of an N already checked, walked by `pool`: with a `u128` set of sizes
/// when it holds every size of P(n), with a [`Wide`] one above.
fn analyze_on(n: u64, pool: &impl Pool, progress: &mut (dyn FnMut(&Walked) + Send)) -> Analysis {
    if n <= u64::from(<u128 as SizeSet>::MAX) {
        analyze_with_sizes::<u128>(n, pool, progress)
    } else {
        analyze_with_sizes::<Wide>(n, pool, progress)
    }
}

/// [`analyze_on`] with the size set `S`, which must hold every size up to n.
fn analyze_with_sizes<S: SizeSet>(
    n: u64,
    pool: &impl Pool,
    progress: &mut (dyn FnMut(&Walked) + Send),
) -> Analysis {
    let cycles = cycles::necklace_cycles(n);
    let Frontier {
        mut total,
        mut deepest,
        tasks,
        ..
    } = Frontier::<S>::cut(&cycles, pieces(n, pool.threads()));
    // The callback is called from whichever thread finishes a piece, one call at a time.
    let done = AtomicUsize::new(0);
    let progress = Mutex::new(progress);
    let finish = || {
        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
        let mut report = progress
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        report(&Walked {
            n,
            done: finished,
            total: tasks.len(),
        });
    };
    let results = pool.walk_all::<S>(&tasks, &finish);
    for (cycle, tally) in results {
        deepest[cycle] = deepest[cycle].max(tally.deepest);
        total.merge(tally);
    }
    let mut cycle_lengths: Vec<u64> = cycles.iter().map(|c| c.len() as u64).collect();
    let max_orbit = deepest
        .iter()
        .zip(&cycle_lengths)
        .map(|(depth, length)| depth + length - 1)
        .max()
        .unwrap_or(0);
    cycle_lengths.sort_unstable();
    let (max_transient, witness) = total.best.unwrap_or_default();
    Analysis {
        n,
        partitions: total.partitions,
        cycles: cycle_lengths.len() as u64,
        cycle_lengths,
        max_transient,
        max_transient_witness: Partition::from_descending(
            witness.into_iter().map(u64::from).collect(),
        ),
        max_orbit,
        garden_of_eden: total.garden_of_eden,
        max_in_degree: total.max_in_degree,
    }
}

/// How many subtrees to cut the trees into at least: 64 per thread, so that the threads
/// stay busy to the end; and for a large P(n) one per 2^24 partitions or so, so that
/// progress is reported every few seconds; at most 2^16, so that the subtrees waiting to
/// be walked take a few megabytes.
fn pieces(n: u64, threads: usize) -> usize {
    let per_progress = partition_count(n as u32).map_or(usize::MAX, |p| {
        usize::try_from(p >> 24).unwrap_or(usize::MAX)
    });
    per_progress.clamp(64 * threads, 1 << 16)
}

/// The top of the trees, walked breadth first from the cycle nodes until the subtrees
/// below it are at least a number asked for: what the top counts, the deepest depth it
/// reached on each cycle, and the roots of the subtrees below it, in an order fixed by N
/// and the number asked for alone (cycles in necklace order, candidates ascending).
struct Frontier<S> {
    total: Tally,
    deepest: Vec<u64>,
    tasks: Vec<Task>,
    sizes: std::marker::PhantomData<S>,
}

impl<S: SizeSet> Frontier<S> {
    /// The cycle nodes and the levels below them, counted, until at least `pieces`
    /// subtrees remain (or none: the whole graph is then counted here).
    fn cut(cycles: &[Vec<Partition>], pieces: usize) -> Frontier<S> {
        let mut frontier = Frontier::roots(cycles);
        while !frontier.tasks.is_empty() && frontier.tasks.len() < pieces {
            for task in std::mem::take(&mut frontier.tasks) {
                frontier.open(task);
            }
        }
        frontier
    }

    /// The cycle nodes and every partition below them that `heavy` says is heavy, counted,
    /// level by level; the subtrees below them, whose roots are not heavy, remain. `heavy`
    /// must hold of a partition's successor whenever it holds of the partition, so that
    /// what is counted here is the top of the trees.
    fn weighed(cycles: &[Vec<Partition>], heavy: impl Fn(&[u8]) -> bool) -> Frontier<S> {
        let mut frontier = Frontier::roots(cycles);
        let mut light = Vec::new();
        while !frontier.tasks.is_empty() {
            for task in std::mem::take(&mut frontier.tasks) {
                if heavy(&task.parts) {
                    frontier.open(task);
                } else {
                    light.push(task);
                }
            }
        }
        frontier.tasks = light;
        frontier
    }

    /// The cycle nodes, counted, and the roots of the trees hanging from them.
    fn roots(cycles: &[Vec<Partition>]) -> Frontier<S> {
        let mut total = Tally::default();
        let mut tasks: Vec<Task> = Vec::new();
        for (id, cycle) in cycles.iter().enumerate() {
            for (i, node) in cycle.iter().enumerate() {
                let before = &cycle[(i + cycle.len() - 1) % cycle.len()];
                let skip = before.len() as u8;
                let walker = Walker::<S>::new(&to_u8(node));
                total.record(&walker, 0);
                for value in ascending(walker.candidates().without(skip)) {
                    tasks.push(Task {
                        cycle: id,
                        depth: 1,
                        parts: walker.predecessor_parts(value),
                    });
                }
            }
        }
        Frontier {
            total,
            deepest: vec![0u64; cycles.len()],
            tasks,
            sizes: std::marker::PhantomData,
        }
    }

    /// Counts `task`'s root here and puts its predecessors at the end of the subtrees that
    /// remain.
    fn open(&mut self, task: Task) {
        let walker = Walker::<S>::new(&task.parts);
        self.total.record(&walker, task.depth);
        self.deepest[task.cycle] = self.deepest[task.cycle].max(task.depth);
        for value in ascending(walker.candidates()) {
            self.tasks.push(Task {
                cycle: task.cycle,
                depth: task.depth + 1,
                parts: walker.predecessor_parts(value),
            });
        }
    }
}

/// The parts of a partition of at most [`MAX_N`] cards, as bytes.
fn to_u8(partition: &Partition) -> Vec<u8> {
    partition.parts().iter().map(|&p| p as u8).collect()
}

#[cfg(test)]
mod tests {
    use super::pool::OneThread;
    use super::pool::tests::Eager;
    use super::*;

    /// Subtrees handed off every few partitions and walked later give exactly what the
    /// walk that keeps them gives: none is lost or walked twice, depths stay right.
    #[test]
    fn handing_off_changes_nothing() {
        for n in 1..=50 {
            assert_eq!(
                analyze_on(n, &Eager, &mut |_| {}),
                analyze_on(n, &OneThread, &mut |_| {}),
                "n = {n}"
            );
        }
        assert_eq!(
            analyze_with_sizes::<Wide>(40, &Eager, &mut |_| {}),
            analyze_with_sizes::<u128>(40, &OneThread, &mut |_| {}),
        );
    }

    /// The walk shared among threads, every core's or a pool of three, finds exactly what
    /// the walk on one thread finds (ties of the witness included), so neither the feature
    /// `parallel` nor the number of threads changes an answer.
    #[cfg(feature = "parallel")]
    #[test]
    fn all_threads_and_one_agree() {
        let three = pool::asked(3);
        assert_eq!(three.threads(), 3);
        for n in 1..=45 {
            let alone = analyze_on(n, &OneThread, &mut |_| {});
            assert_eq!(
                analyze_on(n, &pool::Threads::Global, &mut |_| {}),
                alone,
                "n = {n}"
            );
            assert_eq!(analyze_on(n, &three, &mut |_| {}), alone, "n = {n}");
        }
    }

    /// `Options::threads` is honoured: 1 walks on the calling thread, 0 and 4 on a pool,
    /// and every one gives the same answer.
    #[test]
    fn the_thread_count_changes_no_answer() {
        assert_eq!(pool::asked(1).threads(), 1);
        let span: Span = "20..=35".parse().unwrap();
        let reference = span.analyze().unwrap();
        for threads in [0, 1, 4] {
            let options = Options::new().threads(threads);
            assert_eq!(span.analyze_with(options).unwrap(), reference, "{threads}");
        }
    }

    /// The wide walk, forced on the N where the narrow one runs, finds exactly what the
    /// narrow one finds, on one thread and on all (the naive enumeration checks the narrow
    /// walk in `tests/oracle.rs`, and the wide one below).
    #[test]
    fn wide_and_narrow_agree() {
        for n in 1..=70 {
            let narrow = analyze_with_sizes::<u128>(n, &pool::asked(0), &mut |_| {});
            assert_eq!(
                analyze_with_sizes::<Wide>(n, &pool::asked(0), &mut |_| {}),
                narrow,
                "n = {n}"
            );
            if n <= 40 {
                assert_eq!(
                    analyze_with_sizes::<Wide>(n, &OneThread, &mut |_| {}),
                    narrow,
                    "n = {n}"
                );
            }
        }
    }

    /// The wide walk against the naive enumeration (every start followed forwards).
    #[cfg(feature = "naive")]
    #[test]
    fn wide_and_naive_agree() {
        for n in 1..=30 {
            assert_eq!(
                analyze_with_sizes::<Wide>(n, &pool::asked(0), &mut |_| {}),
                crate::naive::analyze(n),
                "n = {n}"
            );
        }
    }

    /// The cut into subtrees: 64 per thread for a small P(n), one per 2^24 partitions for
    /// a large one, never more than 2^16.
    #[test]
    fn pieces_grow_with_p_n_within_bounds() {
        assert_eq!(pieces(60, 2), 128);
        assert_eq!(
            pieces(140, 1),
            (partition_count(140).unwrap() >> 24) as usize
        );
        assert_eq!(pieces(255, 2), 1 << 16);
    }
}
