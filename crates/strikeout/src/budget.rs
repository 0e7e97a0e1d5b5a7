//! What a search may spend besides its length bound: a memory budget, and a report of how
//! far it has got for a caller that shows progress.
//!
//! The searches hold their positions in hash sets and lists whose size cannot be known in
//! advance: one phase of a 100-digit start such as `1919…19` reaches more live sets than
//! any machine holds. So every search keeps an account of the bytes its tables hold
//! (a meter), checks it before a table grows, and stops with
//! [`SearchError::OutOfMemory`] rather than grow past the budget. The account is an
//! estimate from the sizes of the tables (entries, their capacity, the bit sets' words,
//! each small allocation as the allocator rounds it up, and a hash table as large as it can
//! be after it doubles); the process holds a few megabytes more (the program, its stacks,
//! the answer) and what the allocator keeps of memory freed: a test holds the whole
//! process of a search (`solve`, `count`, a hint in `play`) within the budget plus
//! [`MEMORY_OVERHEAD`], its peak resident memory measured from outside.

/// The memory budget of [`Budget::default`]: 1 GiB, well above the 190 MB the count to 120
/// cells needs, and well below what a machine of a few gigabytes has.
pub const DEFAULT_MEMORY: usize = 1 << 30;

/// What a process that searches within a budget holds beyond it, at most, as its peak
/// resident memory: 32 MiB (the program and its stacks, and what the allocator keeps of
/// memory freed; about 10 MiB are seen).
pub const MEMORY_OVERHEAD: usize = 32 << 20;

/// The bytes an allocation of `n` bytes takes from a general-purpose allocator: a header
/// word, rounded up to 16 bytes, 32 at least (none for nothing).
pub(crate) fn allocated(n: usize) -> usize {
    if n == 0 {
        0
    } else {
        (n + 8).next_multiple_of(16).max(32)
    }
}

/// How often (in positions expanded) a search reports its progress.
const REPORT_EVERY: u64 = 1 << 16;

/// A search also reports its progress when its tables have grown by this many bytes since
/// the last report (a phase can fill its tables long before it has expanded many
/// positions).
const REPORT_GROWTH: usize = 16 << 20;

/// How much work a search did.
///
/// With the `serde` feature it serializes as `{"phases":..,"positions":..}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Work {
    /// Fields at the start of a phase whose phase was searched.
    pub phases: u64,
    /// Positions (live sets) expanded within those phases.
    pub positions: u64,
    /// The most bytes the search's tables held at once (estimated, see [`Budget`]).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub peak_memory: usize,
}

/// What a search may spend: the bytes its tables may hold, and a callback told how far it
/// has got (every 65 536 positions, and every 16 MiB its tables grow).
///
/// ```
/// use strikeout::budget::{Budget, SearchError};
/// use strikeout::{Field, solve_within};
/// // One phase of 1919…19 (40 digits) reaches too many positions for 1 MiB.
/// let start = Field::new(9, &"19".repeat(20)).unwrap();
/// let stopped = solve_within(&start, 200, Budget::new(1 << 20)).unwrap_err();
/// assert!(matches!(stopped, SearchError::OutOfMemory { budget: 1048576, .. }));
/// ```
pub struct Budget<'a> {
    memory: usize,
    positions: u64,
    progress: Option<Report<'a>>,
}

/// The callback told how far a search has got (`Send`, so a search may run on several
/// threads).
type Report<'a> = Box<dyn FnMut(&Headway) + Send + 'a>;

impl<'a> Budget<'a> {
    /// A budget of `memory` bytes, with no progress reports.
    pub fn new(memory: usize) -> Budget<'a> {
        Budget {
            memory,
            positions: u64::MAX,
            progress: None,
        }
    }

    /// No limit on memory (what [`crate::solve`] and [`crate::count`] use).
    pub fn unlimited() -> Budget<'a> {
        Budget::new(usize::MAX)
    }

    /// The same budget, and `progress` called with how far the search has got.
    pub fn on_progress(self, progress: impl FnMut(&Headway) + Send + 'a) -> Budget<'a> {
        Budget {
            progress: Some(Box::new(progress)),
            ..self
        }
    }

    /// The same budget, and at most `positions` positions expanded: past them the search
    /// stops with [`SearchError::TooManyPositions`]. A bound on the work, hence on the
    /// time, that gives the same answer on every machine (a server that must answer
    /// within about a second sets one).
    ///
    /// ```
    /// use strikeout::budget::{Budget, SearchError};
    /// use strikeout::{Field, solve_within};
    /// let start = Field::new(9, &"19".repeat(20)).unwrap();
    /// let stopped = solve_within(&start, 200, Budget::default().with_positions(1000));
    /// assert!(matches!(stopped, Err(SearchError::TooManyPositions { limit: 1000, .. })));
    /// ```
    pub fn with_positions(self, positions: u64) -> Budget<'a> {
        Budget { positions, ..self }
    }

    /// The bytes the search's tables may hold.
    pub fn memory(&self) -> usize {
        self.memory
    }

    /// The most positions the search may expand (`u64::MAX`: no bound).
    pub fn positions(&self) -> u64 {
        self.positions
    }
}

impl Default for Budget<'_> {
    /// [`DEFAULT_MEMORY`], with no progress reports.
    fn default() -> Self {
        Budget::new(DEFAULT_MEMORY)
    }
}

/// How far a search has got, as told to the callback of [`Budget::on_progress`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Headway {
    /// The work done so far.
    pub work: Work,
    /// The length of the field whose phase is being searched.
    pub length: usize,
    /// The bytes the search's tables hold now (estimated).
    pub memory: usize,
}

/// Why a search stopped without an answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SearchError {
    /// Going on would take the search's tables past its memory budget.
    #[error(
        "the search needs more than its memory budget of {} MiB ({budget} bytes) in the phase of a field of {length} cells (phase {} of the search)",
        .budget >> 20, .work.phases
    )]
    OutOfMemory {
        /// The budget, in bytes.
        budget: usize,
        /// The bytes the tables would have held, had the search gone on.
        needed: usize,
        /// The length of the field whose phase was being searched.
        length: usize,
        /// The work done until then (the positions expanded in the phase that stopped
        /// depend on the order in which its hash sets hand them out).
        work: Work,
    },
    /// Going on would expand more positions than the budget's
    /// ([`Budget::with_positions`]).
    #[error(
        "the search needs to expand more than its budget of {limit} positions, in the phase of a field of {length} cells (phase {} of the search)",
        .work.phases
    )]
    TooManyPositions {
        /// The budget, in positions.
        limit: u64,
        /// The length of the field whose phase was being searched.
        length: usize,
        /// The work done until then.
        work: Work,
    },
    /// More sequences of stuck positions than a 64-bit count holds lead to the fields of one
    /// length (when counting by states).
    #[error(
        "more than {} sequences of stuck positions lead to the fields of {length} cells",
        u64::MAX
    )]
    TooManyToCount {
        /// The length of those fields.
        length: usize,
    },
}

/// The account a search keeps: its work, the bytes its tables hold, the budget, and when to
/// report progress next.
pub(crate) struct Meter<'a> {
    budget: Budget<'a>,
    /// The work done so far.
    pub(crate) work: Work,
    /// Bytes held by the search between phases (fields waiting, fields seen).
    held: usize,
    /// The length of the field whose phase is being searched.
    length: usize,
    /// The bytes held at the last check, phase tables included.
    current: usize,
    /// How many phases are searched at once: each is checked as if all of them held as
    /// much as it does.
    share: usize,
    /// The most bytes held at any check.
    peak: usize,
    /// The positions, and the bytes held, at which progress is next reported.
    next_report: u64,
    next_report_memory: usize,
}

impl<'a> Meter<'a> {
    /// An empty account under `budget`.
    pub(crate) fn new(budget: Budget<'a>) -> Meter<'a> {
        Meter {
            budget,
            work: Work::default(),
            held: 0,
            length: 0,
            current: 0,
            share: 1,
            peak: 0,
            next_report: REPORT_EVERY,
            next_report_memory: REPORT_GROWTH,
        }
    }

    /// An account for one of `share` phases searched at once on other threads: the same
    /// budget and tables held, no work yet, no progress reports (see [`Meter::absorb`]).
    #[cfg(feature = "parallel")]
    pub(crate) fn worker(&self, share: usize) -> Meter<'static> {
        Meter {
            held: self.held,
            share,
            ..Meter::new(Budget::new(self.budget.memory))
        }
    }

    /// Takes the work and peak of a `worker` into this account; an error it stopped with
    /// comes back with the work of the whole search.
    #[cfg(feature = "parallel")]
    pub(crate) fn absorb<T>(
        &mut self,
        worker: &Meter,
        result: Result<T, SearchError>,
    ) -> Result<T, SearchError> {
        self.work.phases += worker.work.phases;
        self.work.positions += worker.work.positions;
        self.peak = self.peak.max(worker.peak);
        self.length = worker.length;
        self.current = self.current.max(worker.current);
        self.report_if_due();
        let result = result.and_then(|found| self.within_positions().map(|()| found));
        result.map_err(|e| match e {
            SearchError::OutOfMemory {
                budget,
                needed,
                length,
                ..
            } => SearchError::OutOfMemory {
                budget,
                needed,
                length,
                work: self.work_done(),
            },
            other => other,
        })
    }

    /// The bytes a phase may still take before the budget is reached (as
    /// [`Meter::check`] counts them, for each phase searched at once).
    #[cfg(feature = "parallel")]
    pub(crate) fn room(&self) -> usize {
        self.budget.memory.saturating_sub(self.held) / self.share
    }

    /// Checks that the tables between phases and `phase` more bytes (for each phase
    /// searched at once) fit in the budget.
    pub(crate) fn check(&mut self, phase: usize) -> Result<(), SearchError> {
        self.check_total(self.held.saturating_add(phase.saturating_mul(self.share)))
    }

    /// Checks that `total` bytes fit in the budget, and records them.
    fn check_total(&mut self, total: usize) -> Result<(), SearchError> {
        if total > self.budget.memory {
            return Err(SearchError::OutOfMemory {
                budget: self.budget.memory,
                needed: total,
                length: self.length,
                work: self.work_done(),
            });
        }
        self.current = total;
        self.peak = self.peak.max(total);
        if total >= self.next_report_memory {
            self.report();
        }
        Ok(())
    }

    /// Takes `bytes` more into the tables held between phases, if the budget allows.
    pub(crate) fn hold(&mut self, bytes: usize) -> Result<(), SearchError> {
        self.check_total(self.held.saturating_add(bytes))?;
        self.held += bytes;
        Ok(())
    }

    /// Gives back `bytes` of the tables held between phases.
    pub(crate) fn release(&mut self, bytes: usize) {
        self.held = self.held.saturating_sub(bytes);
    }

    /// Counts the start of a phase of a field of `length` cells.
    pub(crate) fn phase(&mut self, length: usize) {
        self.work.phases += 1;
        self.length = length;
    }

    /// Counts a position expanded, and reports progress when it is due; stops the search
    /// past the budget's positions.
    pub(crate) fn visit(&mut self) -> Result<(), SearchError> {
        self.work.positions += 1;
        self.report_if_due();
        self.within_positions()
    }

    /// Counts `n` positions expanded at once (a batch of them on several threads), and
    /// reports progress when it is due; stops the search past the budget's positions.
    #[cfg(feature = "parallel")]
    pub(crate) fn visits(&mut self, n: usize) -> Result<(), SearchError> {
        self.work.positions += n as u64;
        self.report_if_due();
        self.within_positions()
    }

    /// [`SearchError::TooManyPositions`] once more positions were expanded than the
    /// budget allows.
    fn within_positions(&self) -> Result<(), SearchError> {
        if self.work.positions <= self.budget.positions {
            return Ok(());
        }
        Err(SearchError::TooManyPositions {
            limit: self.budget.positions,
            length: self.length,
            work: self.work_done(),
        })
    }

    /// Reports progress if enough positions were expanded since the last report.
    fn report_if_due(&mut self) {
        if self.work.positions >= self.next_report {
            self.report();
        }
    }

    /// Tells the callback how far the search has got, and when to tell it next.
    fn report(&mut self) {
        self.next_report = (self.work.positions / REPORT_EVERY + 1) * REPORT_EVERY;
        self.next_report_memory = self.current.saturating_add(REPORT_GROWTH);
        let headway = Headway {
            work: self.work_done(),
            length: self.length,
            memory: self.current,
        };
        if let Some(progress) = self.budget.progress.as_mut() {
            progress(&headway);
        }
    }

    /// The work so far, with the peak of memory.
    pub(crate) fn work_done(&self) -> Work {
        Work {
            peak_memory: self.peak,
            ..self.work
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_account_refuses_what_passes_the_budget() {
        let mut meter = Meter::new(Budget::new(100));
        meter.phase(27);
        meter.hold(60).unwrap();
        meter.check(40).unwrap();
        let Err(SearchError::OutOfMemory {
            budget,
            needed,
            length,
            ..
        }) = meter.check(41)
        else {
            panic!("101 bytes passed a budget of 100")
        };
        assert_eq!((budget, needed, length), (100, 101, 27));
        meter.release(60);
        meter.hold(100).unwrap();
        assert_eq!(meter.work_done().peak_memory, 100);
        assert!(meter.hold(1).is_err());
    }

    #[test]
    fn progress_is_reported_every_few_positions() {
        let mut seen = Vec::new();
        {
            let mut meter = Meter::new(
                Budget::unlimited().on_progress(|h: &Headway| seen.push(h.work.positions)),
            );
            for _ in 0..3 * REPORT_EVERY + 5 {
                meter.visit().unwrap();
            }
        }
        assert_eq!(seen, [REPORT_EVERY, 2 * REPORT_EVERY, 3 * REPORT_EVERY]);
    }

    #[test]
    fn positions_past_the_bound_stop_the_search() {
        let mut meter = Meter::new(Budget::unlimited().with_positions(3));
        for _ in 0..3 {
            meter.visit().unwrap();
        }
        let stopped = meter.visit().unwrap_err();
        assert!(matches!(
            stopped,
            SearchError::TooManyPositions { limit: 3, work, .. } if work.positions == 4
        ));
        assert!(stopped.to_string().contains("more than its budget of 3 positions"));
    }

    #[test]
    fn the_message_gives_the_budget_in_mebibytes_and_bytes() {
        let e = SearchError::OutOfMemory {
            budget: 64 << 20,
            needed: (64 << 20) + 1,
            length: 100,
            work: Work {
                phases: 1,
                positions: 2,
                peak_memory: 3,
            },
        };
        assert_eq!(
            e.to_string(),
            "the search needs more than its memory budget of 64 MiB (67108864 bytes) in the phase of a field of 100 cells (phase 1 of the search)"
        );
    }
}
