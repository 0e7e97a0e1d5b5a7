//! The whole state graph of P(N), walked backwards from its cycles without being stored.
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
//! moving base, plus a set of the sizes present, one bit per size ([`SizeSet`]: a `u128`
//! up to N = 127, two of them up to N = 255): going to a predecessor (remove a part, grow
//! every part by one, add the ones) and coming back are O(1) each, and the candidate values
//! of a node are one mask. The work is O(p(N)), the memory a stack of depth max-transient.
//! The trees are split into independent subtrees, run in parallel (rayon) with the feature
//! `parallel`, one after the other without it; the results are the same either way. The
//! subtrees are far from even, so a walk on the pool hands its unwalked siblings to the
//! pool whenever no subtree waits there, and both cores stay busy to the end.
//!
//! **The limit.** Sizes and pile counts are bytes (a ring of 256 counts) and a size set
//! holds at most 256 sizes, so N stops at 255, [`MAX_ANALYZE`]. Memory stays a few
//! kilobytes per thread, plus the subtrees waiting to be walked (at most about 2^16 of
//! them, a few megabytes), whatever N is; time grows with p(N), about 1.1 times per card
//! near N = 140 (see the crate's docs for what N = 128..=140 took).
//!
//! **Only the transient figures need the walk.** The partitions, the cycles and their
//! lengths, the Garden of Eden and the largest in-degree have exact formulas: `count`
//! (feature `count`) gives them for any N without enumerating anything. [`analyze`] always
//! computes every figure of [`Analysis`], because the longest transient, its witness and
//! the longest orbit need the whole walk and the other figures cost nothing more in it.

use std::str::FromStr;

use crate::error::Error;
use crate::partition::{Partition, partition_count, triangular_split};
use crate::sizes::{SizeSet, Wide, ascending};

/// The largest N [`analyze`] handles: pile sizes and pile counts are bytes and the sizes
/// present are one 256-bit set. Memory does not grow with N; time grows with p(N), so the
/// larger N accepted here take days (p(200) is about 4·10^12) and show their progress.
pub const MAX_ANALYZE: u32 = Wide::MAX as u32;

/// The state graph of P(n) in numbers. Serialized (feature `serde`) as the document
/// `analyze --json` prints, fields in this order, the witness as an array of parts.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
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

/// Analyzes the state graph of P(n), for 1 <= n <= [`MAX_ANALYZE`], in time proportional
/// to p(n) shared among all threads (feature `parallel`) and memory that does not grow
/// with p(n). Sizes up to 127 are held in a `u128` set; from n = 128 in a set of two
/// (the same answers: both are tested against each other and against enumeration). For
/// the figures that do not need the walk (everything but the transients and the longest
/// orbit) `count` (feature `count`) is instant for any n.
///
/// ```
/// let a = bulgarian::analyze(7).unwrap();
/// assert_eq!((a.partitions, a.cycles, a.cycle_lengths.clone()), (15, 1, vec![4]));
/// ```
pub fn analyze(n: u64) -> Result<Analysis, Error> {
    analyze_with_progress(n, |_, _| {})
}

/// [`analyze`], calling `progress(done, total)` as independent pieces of work finish.
pub fn analyze_with_progress(
    n: u64,
    progress: impl Fn(usize, usize) + Sync,
) -> Result<Analysis, Error> {
    check(n)?;
    Ok(analyze_checked(n, progress))
}

/// Refuses an N that [`analyze`] cannot handle.
fn check(n: u64) -> Result<(), Error> {
    if n == 0 || n > u64::from(MAX_ANALYZE) {
        return Err(Error::AnalyzeRange {
            n,
            max: MAX_ANALYZE,
        });
    }
    Ok(())
}

/// Which N to analyze: one N, or every N of a range `A..=B`, all checked before any work.
/// Parsed from the text `N` or `A..=B` (white space around the numbers is allowed).
///
/// ```
/// use bulgarian::{AnalyzeSpan, Error};
///
/// let span: AnalyzeSpan = "6..=8".parse()?;
/// let found: Vec<u64> = span.analyze().iter().map(|a| a.partitions).collect();
/// assert_eq!(found, [11, 15, 22]);
/// assert!(span.is_range());
/// assert!(matches!("7..=300".parse::<AnalyzeSpan>(), Err(Error::AnalyzeRange { n: 300, .. })));
/// # Ok::<(), Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalyzeSpan {
    first: u64,
    last: u64,
    range: bool,
}

impl AnalyzeSpan {
    /// The single N `n`, for 1 <= n <= [`MAX_ANALYZE`].
    pub fn single(n: u64) -> Result<AnalyzeSpan, Error> {
        check(n)?;
        Ok(AnalyzeSpan {
            first: n,
            last: n,
            range: false,
        })
    }

    /// Every N from `first` to `last`; fails when the range is empty or either end lies
    /// outside 1..=[`MAX_ANALYZE`]. A range of one N is still a range
    /// ([`AnalyzeSpan::is_range`]).
    pub fn range(first: u64, last: u64) -> Result<AnalyzeSpan, Error> {
        if first > last {
            return Err(Error::AnalyzeEmptyRange { first, last });
        }
        check(first)?;
        check(last)?;
        Ok(AnalyzeSpan {
            first,
            last,
            range: true,
        })
    }

    /// The first N.
    pub fn first(&self) -> u64 {
        self.first
    }

    /// The last N.
    pub fn last(&self) -> u64 {
        self.last
    }

    /// Whether this was asked for as a range `A..=B` (even of one N) rather than one N.
    pub fn is_range(&self) -> bool {
        self.range
    }

    /// Every N, ascending.
    pub fn iter(&self) -> std::ops::RangeInclusive<u64> {
        self.first..=self.last
    }

    /// The analysis of every N, ascending.
    pub fn analyze(&self) -> Vec<Analysis> {
        self.analyze_with_progress(|_, _, _| {})
    }

    /// [`AnalyzeSpan::analyze`], calling `progress(n, done, total)` as independent pieces
    /// of the work on `n` finish.
    pub fn analyze_with_progress(
        &self,
        progress: impl Fn(u64, usize, usize) + Sync,
    ) -> Vec<Analysis> {
        self.iter()
            .map(|n| analyze_checked(n, |done, total| progress(n, done, total)))
            .collect()
    }
}

impl FromStr for AnalyzeSpan {
    type Err = Error;

    /// Parses `N` or `A..=B`. Both ends are read before either is checked, so the first
    /// number that is not a whole number, or not in range, is the one named.
    fn from_str(text: &str) -> Result<AnalyzeSpan, Error> {
        match text.split_once("..=") {
            Some((a, b)) => {
                let (first, last) = (parse_n(a)?, parse_n(b)?);
                AnalyzeSpan::range(first, last)
            }
            None => AnalyzeSpan::single(parse_n(text)?),
        }
    }
}

/// Reads one N of a span: a whole number, told apart from one that does not fit.
fn parse_n(text: &str) -> Result<u64, Error> {
    let text = text.trim();
    text.parse::<u64>().map_err(|_| {
        let digits = text.strip_prefix('-').unwrap_or(text);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            Error::AnalyzeBeyond {
                written: text.to_owned(),
                max: MAX_ANALYZE,
            }
        } else {
            Error::AnalyzeNotANumber {
                written: text.to_owned(),
            }
        }
    })
}

/// How the subtrees are walked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Threads {
    /// Shared among rayon's threads (feature `parallel`).
    #[cfg(feature = "parallel")]
    All,
    /// One after the other on the calling thread.
    #[cfg_attr(feature = "parallel", allow(dead_code))]
    One,
    /// On the calling thread, every subtree that can be handed off handed off and walked
    /// later (the tests: handing off loses and doubles nothing).
    #[cfg(test)]
    Eager,
}

/// The way [`analyze`] walks: on all threads with the feature `parallel`, else on one.
#[cfg(feature = "parallel")]
const THREADS: Threads = Threads::All;
#[cfg(not(feature = "parallel"))]
const THREADS: Threads = Threads::One;

/// [`analyze_with_progress`] for an N already checked.
fn analyze_checked(n: u64, progress: impl Fn(usize, usize) + Sync) -> Analysis {
    analyze_on(n, THREADS, progress)
}

/// [`analyze_checked`], walking the subtrees as `threads` says: with a `u128` set of sizes
/// when it holds every size of P(n), with a [`Wide`] one above.
fn analyze_on(n: u64, threads: Threads, progress: impl Fn(usize, usize) + Sync) -> Analysis {
    if n <= u64::from(<u128 as SizeSet>::MAX) {
        analyze_with::<u128>(n, threads, progress)
    } else {
        analyze_with::<Wide>(n, threads, progress)
    }
}

/// [`analyze_on`] with the size set `S`, which must hold every size up to n.
fn analyze_with<S: SizeSet>(
    n: u64,
    threads: Threads,
    progress: impl Fn(usize, usize) + Sync,
) -> Analysis {
    let cycles = necklace_cycles(n);
    let mut total = Tally::default();
    let mut deepest = vec![0u64; cycles.len()];
    // The cycle nodes themselves, and the roots of the trees hanging from them.
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
    // Split into enough pieces for the threads to share, then walk them.
    let pieces = pieces(n, thread_count(threads));
    while !tasks.is_empty() && tasks.len() < pieces {
        let mut next = Vec::new();
        for task in tasks {
            let walker = Walker::<S>::new(&task.parts);
            total.record(&walker, task.depth);
            deepest[task.cycle] = deepest[task.cycle].max(task.depth);
            for value in ascending(walker.candidates()) {
                next.push(Task {
                    cycle: task.cycle,
                    depth: task.depth + 1,
                    parts: walker.predecessor_parts(value),
                });
            }
        }
        tasks = next;
    }
    let done = std::sync::atomic::AtomicUsize::new(0);
    let finish = || {
        let finished = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        progress(finished, tasks.len());
    };
    let results: Vec<(usize, Tally)> = match threads {
        #[cfg(feature = "parallel")]
        Threads::All => {
            // Every task goes to the pool, and a walk hands subtrees back to it whenever no
            // subtree waits there: the trees are far from even (at N = 140 one piece held
            // most of the work, and one core walked it alone).
            let shared = Shared {
                queued: std::sync::atomic::AtomicUsize::new(tasks.len()),
                walked: std::sync::Mutex::new(Vec::new()),
            };
            rayon::scope(|scope| {
                for task in &tasks {
                    let (shared, finish) = (&shared, &finish);
                    scope.spawn(move |scope| {
                        let tally = shared.walk::<S>(scope, task);
                        finish();
                        shared.keep(task.cycle, tally);
                    });
                }
            });
            shared
                .walked
                .into_inner()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
        }
        #[cfg(test)]
        Threads::Eager => {
            let mut eager = tests::Eager(Vec::new());
            let mut results = Vec::new();
            for task in &tasks {
                results.push((task.cycle, walk::<S>(task, &mut eager)));
                finish();
            }
            while let Some(task) = eager.0.pop() {
                results.push((task.cycle, walk::<S>(&task, &mut eager)));
            }
            results
        }
        Threads::One => tasks
            .iter()
            .map(|task| {
                let tally = walk::<S>(task, &mut Alone);
                finish();
                (task.cycle, tally)
            })
            .collect(),
    };
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

/// The number of threads the walk is shared among.
fn thread_count(threads: Threads) -> usize {
    match threads {
        #[cfg(feature = "parallel")]
        Threads::All => rayon::current_num_threads(),
        Threads::One => 1,
        #[cfg(test)]
        Threads::Eager => 1,
    }
}

/// The cycles of P(n), each as its configurations in move order, built from Brandt's
/// necklaces: one cycle per binary word of length k+1 with r ones that is the least of its
/// rotations. For 1 <= n <= [`MAX_ANALYZE`].
///
/// ```
/// let cycles = bulgarian::cycles(8).unwrap();
/// let shown: Vec<Vec<String>> =
///     cycles.iter().map(|c| c.iter().map(|p| p.to_string()).collect()).collect();
/// // 8 = 3*4/2 + 2: the necklaces 0011 and 0101 added to the staircase (3, 2, 1, 0).
/// assert_eq!(shown, [vec!["3 2 2 1", "4 2 1 1", "4 3 1", "3 3 2"], vec!["3 3 1 1", "4 2 2"]]);
/// ```
pub fn cycles(n: u64) -> Result<Vec<Vec<Partition>>, Error> {
    check(n)?;
    Ok(necklace_cycles(n))
}

/// [`cycles`] for an N already checked.
fn necklace_cycles(n: u64) -> Vec<Vec<Partition>> {
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

/// The parts of a partition of at most [`MAX_ANALYZE`] cards, as bytes.
fn to_u8(partition: &Partition) -> Vec<u8> {
    partition.parts().iter().map(|&p| p as u8).collect()
}

/// A subtree to walk: its root (a predecessor of a cycle node or deeper), its depth, its
/// cycle.
struct Task {
    cycle: usize,
    depth: u64,
    parts: Vec<u8>,
}

/// What a walk counts.
#[derive(Default)]
struct Tally {
    partitions: u64,
    garden_of_eden: u64,
    max_in_degree: u64,
    /// The deepest depth seen.
    deepest: u64,
    /// The deepest depth and the greatest partition there.
    best: Option<(u64, Vec<u8>)>,
}

impl Tally {
    /// Counts the walker's current partition, at `depth`.
    fn record<S: SizeSet>(&mut self, walker: &Walker<S>, depth: u64) {
        let in_degree = u64::from(walker.candidates().count());
        self.partitions += 1;
        self.garden_of_eden += u64::from(in_degree == 0);
        self.max_in_degree = self.max_in_degree.max(in_degree);
        self.deepest = self.deepest.max(depth);
        let better = match &self.best {
            None => true,
            Some((d, _)) if depth > *d => true,
            Some((d, parts)) => depth == *d && walker.exceeds(parts),
        };
        if better {
            self.best = Some((depth, walker.parts()));
        }
    }

    fn merge(&mut self, other: Tally) {
        self.partitions += other.partitions;
        self.garden_of_eden += other.garden_of_eden;
        self.max_in_degree = self.max_in_degree.max(other.max_in_degree);
        self.deepest = self.deepest.max(other.deepest);
        if let Some((depth, parts)) = other.best
            && self
                .best
                .as_ref()
                .is_none_or(|(d, p)| depth > *d || (depth == *d && parts > *p))
        {
            self.best = Some((depth, parts));
        }
    }
}

/// The partition being visited: counts per size in a ring, a set of the sizes present.
/// Sizes go up to N, at most [`SizeSet::MAX`] of `S` (255 at most, so a byte and a
/// 256-slot ring hold every size and every count).
#[derive(Clone)]
struct Walker<S> {
    /// `count[base + size]` (wrapping) piles of `size`.
    count: [u8; 256],
    base: u8,
    /// The sizes present.
    sizes: S,
    /// The number of piles.
    len: u8,
}

impl<S: SizeSet> Walker<S> {
    fn new(parts: &[u8]) -> Walker<S> {
        let mut walker = Walker {
            count: [0; 256],
            base: 0,
            sizes: S::EMPTY,
            len: 0,
        };
        for &size in parts {
            walker.count[size as usize] += 1;
            walker.sizes = walker.sizes.with(size);
            walker.len += 1;
        }
        walker
    }

    /// The part values that give a predecessor: those >= len - 1.
    fn candidates(&self) -> S {
        self.sizes.at_least(self.len - 1)
    }

    /// The parts, descending.
    fn parts(&self) -> Vec<u8> {
        let mut parts = Vec::with_capacity(self.len as usize);
        let mut sizes = self.sizes;
        while let Some(size) = sizes.greatest() {
            sizes = sizes.without(size);
            let count = self.count[self.base.wrapping_add(size) as usize];
            parts.extend(std::iter::repeat_n(size, count as usize));
        }
        parts
    }

    /// Whether the parts, descending, come after `other` in lexicographic order (without
    /// building them).
    fn exceeds(&self, other: &[u8]) -> bool {
        let mut at = 0;
        let mut sizes = self.sizes;
        while let Some(size) = sizes.greatest() {
            sizes = sizes.without(size);
            for _ in 0..self.count[self.base.wrapping_add(size) as usize] {
                match other.get(at) {
                    None => return true,
                    Some(&part) if part != size => return size > part,
                    Some(_) => at += 1,
                }
            }
        }
        false
    }

    /// Moves to the predecessor given by removing one part `value`.
    fn forward(&mut self, value: u8) {
        let slot = self.base.wrapping_add(value) as usize;
        self.count[slot] -= 1;
        if self.count[slot] == 0 {
            self.sizes = self.sizes.without(value);
        }
        let added = value - (self.len - 1);
        self.base = self.base.wrapping_sub(1);
        self.count[self.base.wrapping_add(1) as usize] = added;
        self.sizes = self.sizes.grown();
        if added > 0 {
            self.sizes = self.sizes.with(1);
        }
        self.len = value;
    }

    /// Undoes [`Walker::forward`] of `value`, given the `sizes` and `len` from before it.
    fn back(&mut self, value: u8, sizes: S, len: u8) {
        self.count[self.base.wrapping_add(1) as usize] = 0;
        self.base = self.base.wrapping_add(1);
        self.count[self.base.wrapping_add(value) as usize] += 1;
        self.sizes = sizes;
        self.len = len;
    }

    /// The parts of the predecessor given by removing one part `value`.
    fn predecessor_parts(&self, value: u8) -> Vec<u8> {
        let mut parts = self.parts();
        let at = parts
            .iter()
            .position(|&p| p == value)
            .unwrap_or(parts.len());
        parts.remove(at);
        let ones = value as usize - parts.len();
        for p in &mut parts {
            *p += 1;
        }
        parts.extend(std::iter::repeat_n(1, ones));
        parts
    }
}

/// One step of the depth-first walk: the value removed to get here and what to restore.
struct Frame<S> {
    value: u8,
    sizes: S,
    len: u8,
    /// The parent's candidates not yet walked.
    pending: S,
}

/// Where a walk may hand subtrees it has not walked yet, to be walked elsewhere.
trait HandOff {
    /// Whether subtrees are wanted now.
    fn wanted(&self) -> bool;
    /// Takes a subtree; it is walked and counted elsewhere.
    fn take(&mut self, task: Task);
}

/// A walk on one thread keeps all its subtrees.
struct Alone;

impl HandOff for Alone {
    fn wanted(&self) -> bool {
        false
    }
    fn take(&mut self, _: Task) {}
}

/// A walk on rayon's pool hands subtrees to the pool while no subtree waits there to be
/// started (`queued` is 0, so a thread is or soon will be idle); what they count goes to
/// `walked`.
#[cfg(feature = "parallel")]
struct Pool<'a, 's, S> {
    scope: &'a rayon::Scope<'s>,
    shared: &'s Shared,
    sizes: std::marker::PhantomData<S>,
}

/// What the walks on the pool share: the subtrees waiting to be started, and the tallies.
#[cfg(feature = "parallel")]
struct Shared {
    queued: std::sync::atomic::AtomicUsize,
    walked: std::sync::Mutex<Vec<(usize, Tally)>>,
}

#[cfg(feature = "parallel")]
impl Shared {
    /// Walks `task` on the pool (it was counted in `queued`), and keeps its tally.
    fn walk<'s, S: SizeSet + 's>(&'s self, scope: &rayon::Scope<'s>, task: &Task) -> Tally {
        self.queued
            .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        walk::<S>(task, &mut Pool::<S>::new(scope, self))
    }

    /// Keeps the tally of a subtree of cycle `cycle`.
    fn keep(&self, cycle: usize, tally: Tally) {
        self.walked
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push((cycle, tally));
    }
}

#[cfg(feature = "parallel")]
impl<'s, S: SizeSet + 's> HandOff for Pool<'_, 's, S> {
    fn wanted(&self) -> bool {
        self.shared
            .queued
            .load(std::sync::atomic::Ordering::Relaxed)
            == 0
    }
    fn take(&mut self, task: Task) {
        let shared = self.shared;
        shared
            .queued
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.scope.spawn(move |scope| {
            let tally = shared.walk::<S>(scope, &task);
            shared.keep(task.cycle, tally);
        });
    }
}

#[cfg(feature = "parallel")]
impl<'a, 's, S> Pool<'a, 's, S> {
    fn new(scope: &'a rayon::Scope<'s>, shared: &'s Shared) -> Self {
        Pool {
            scope,
            shared,
            sizes: std::marker::PhantomData,
        }
    }
}

/// How many partitions a walk visits between asking whether subtrees are wanted (a few
/// in the tests, so that they hand off often).
const HAND_OFF_EVERY: u32 = if cfg!(test) { 3 } else { 1 << 12 };

/// Walks the subtree of `task` depth first and counts it, with the size set `S`. Every
/// [`HAND_OFF_EVERY`] partitions, if `hand_off` wants subtrees, the walk gives it the
/// siblings not yet walked at the shallowest level that has any (the largest pieces left).
fn walk<S: SizeSet>(task: &Task, hand_off: &mut dyn HandOff) -> Tally {
    let mut walker = Walker::<S>::new(&task.parts);
    let mut tally = Tally::default();
    tally.record(&walker, task.depth);
    let mut pending = walker.candidates();
    let mut stack: Vec<Frame<S>> = Vec::new();
    let mut until_asked = HAND_OFF_EVERY;
    loop {
        until_asked -= 1;
        if until_asked == 0 {
            until_asked = HAND_OFF_EVERY;
            if hand_off.wanted() {
                hand_off_siblings(task, &walker, &mut stack, hand_off);
            }
        }
        let Some(value) = pending.least() else {
            let Some(frame) = stack.pop() else { break };
            walker.back(frame.value, frame.sizes, frame.len);
            pending = frame.pending;
            continue;
        };
        let (sizes, len) = (walker.sizes, walker.len);
        walker.forward(value);
        stack.push(Frame {
            value,
            sizes,
            len,
            pending: pending.without(value),
        });
        tally.record(&walker, task.depth + stack.len() as u64);
        pending = walker.candidates();
    }
    tally
}

/// Hands to `hand_off` the siblings not yet walked at the shallowest level of `stack` that
/// has any (`walker` is at the top of the stack), and forgets them there.
fn hand_off_siblings<S: SizeSet>(
    task: &Task,
    walker: &Walker<S>,
    stack: &mut [Frame<S>],
    hand_off: &mut dyn HandOff,
) {
    let Some(level) = stack.iter().position(|f| f.pending != S::EMPTY) else {
        return;
    };
    // Back up a copy to the parent of that level.
    let mut parent = walker.clone();
    for frame in stack[level..].iter().rev() {
        parent.back(frame.value, frame.sizes, frame.len);
    }
    let siblings = std::mem::replace(&mut stack[level].pending, S::EMPTY);
    for value in ascending(siblings) {
        hand_off.take(Task {
            cycle: task.cycle,
            depth: task.depth + level as u64 + 1,
            parts: parent.predecessor_parts(value),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn descending(mut parts: Vec<u8>) -> Vec<u8> {
        parts.sort_unstable_by(|a, b| b.cmp(a));
        parts
    }

    /// The walker with the size set `S` orders partitions as vectors of descending parts do.
    fn exceeds_is_lexicographic<S: SizeSet>(a: Vec<u8>, b: Vec<u8>) -> Result<(), TestCaseError> {
        let (a, b) = (descending(a), descending(b));
        prop_assert_eq!(Walker::<S>::new(&a).exceeds(&b), a > b);
        Ok(())
    }

    /// With the size set `S`, a step to a predecessor and back restores the walker; the
    /// predecessor moves to the partition it came from.
    fn forward_and_back<S: SizeSet>(parts: Vec<u8>) -> Result<(), TestCaseError> {
        let parts = descending(parts);
        let mut walker = Walker::<S>::new(&parts);
        let before = Partition::from_descending(parts.iter().map(|&p| u64::from(p)).collect());
        for value in ascending(walker.candidates()) {
            let (sizes, len) = (walker.sizes, walker.len);
            walker.forward(value);
            let mu =
                Partition::from_descending(walker.parts().iter().map(|&p| u64::from(p)).collect());
            prop_assert_eq!(mu.step(), before.clone());
            prop_assert_eq!(
                walker.parts(),
                Walker::<S>::new(&parts).predecessor_parts(value)
            );
            walker.back(value, sizes, len);
            prop_assert_eq!(walker.parts(), parts.clone());
        }
        Ok(())
    }

    /// A partition of at most 255 cards with parts from 1 to `largest`: at most
    /// `255 / largest` parts drawn (so the total stays within 255), then ones while they fit.
    fn up_to_255(largest: u8) -> impl Strategy<Value = Vec<u8>> {
        proptest::collection::vec(1..=largest, 1..=(255 / largest as usize).max(1))
            .prop_flat_map(|parts| {
                let room = 255 - parts.iter().map(|&p| usize::from(p)).sum::<usize>();
                (Just(parts), 0..=room)
            })
            .prop_map(|(mut parts, ones)| {
                parts.extend(std::iter::repeat_n(1, ones));
                parts
            })
    }

    proptest! {
        #[test]
        fn narrow_exceeds_is_lexicographic(a in proptest::collection::vec(1u8..9, 1..8), b in proptest::collection::vec(1u8..9, 0..8)) {
            exceeds_is_lexicographic::<u128>(a, b)?;
        }

        #[test]
        fn wide_exceeds_is_lexicographic(a in up_to_255(200), b in proptest::collection::vec(1u8..=200, 0..8)) {
            exceeds_is_lexicographic::<Wide>(a, b)?;
        }

        #[test]
        fn narrow_forward_and_back(parts in proptest::collection::vec(1u8..12, 1..10)) {
            forward_and_back::<u128>(parts)?;
        }

        /// The wide walker on small partitions, and on partitions of up to 255 cards with
        /// parts on both sides of 128 and up to 255 ones.
        #[test]
        fn wide_forward_and_back(small in proptest::collection::vec(1u8..12, 1..10), large in up_to_255(255)) {
            forward_and_back::<Wide>(small)?;
            forward_and_back::<Wide>(large)?;
        }
    }

    /// Wants every subtree it can get, and keeps them to be walked later.
    pub(super) struct Eager(pub(super) Vec<Task>);

    impl HandOff for Eager {
        fn wanted(&self) -> bool {
            true
        }
        fn take(&mut self, task: Task) {
            self.0.push(task);
        }
    }

    /// Subtrees handed off every few partitions and walked later give exactly what the
    /// walk that keeps them gives: none is lost or walked twice, depths stay right.
    #[test]
    fn handing_off_changes_nothing() {
        for n in 1..=50 {
            assert_eq!(
                analyze_on(n, Threads::Eager, |_, _| {}),
                analyze_on(n, Threads::One, |_, _| {}),
                "n = {n}"
            );
        }
        assert_eq!(
            analyze_with::<Wide>(40, Threads::Eager, |_, _| {}),
            analyze_with::<u128>(40, Threads::One, |_, _| {}),
        );
    }

    /// The walk shared among threads finds exactly what the walk on one thread finds
    /// (ties of the witness included), so the feature `parallel` changes no answer.
    #[cfg(feature = "parallel")]
    #[test]
    fn all_threads_and_one_agree() {
        for n in 1..=45 {
            assert_eq!(
                analyze_on(n, Threads::All, |_, _| {}),
                analyze_on(n, Threads::One, |_, _| {}),
                "n = {n}"
            );
        }
    }

    /// The wide walk, forced on the N where the narrow one runs, finds exactly what the
    /// narrow one finds, on one thread and on all (the naive enumeration checks the narrow
    /// walk in `tests/oracle.rs`, and the wide one below).
    #[test]
    fn wide_and_narrow_agree() {
        for n in 1..=70 {
            let narrow = analyze_with::<u128>(n, THREADS, |_, _| {});
            assert_eq!(
                analyze_with::<Wide>(n, THREADS, |_, _| {}),
                narrow,
                "n = {n}"
            );
            if n <= 40 {
                assert_eq!(
                    analyze_with::<Wide>(n, Threads::One, |_, _| {}),
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
                analyze_with::<Wide>(n, THREADS, |_, _| {}),
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
