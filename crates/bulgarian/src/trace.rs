//! The original program's `trace`, reproduced exactly but without its list: the configuration after
//! each move, up to the first repeat (listed a second time) or the triangular fixed point
//! (listed once): [`trace()`], [`Trace`], [`Stop`]; as one value, [`TraceReport`]; within a
//! move limit or with progress reports, [`trace_within`].
//!
//! The original program compared each new configuration with every one listed before it. Here the
//! orbit's shape is computed first ([`crate::orbit()`], no history), which fixes how many
//! configurations the original program lists; they are then produced one by one, so memory stays
//! O(k) for k piles however long the trace (a hundred million cards make a trace of about
//! a hundred million lines of up to 14,000 parts each: it streams, it is never held).

use crate::brent::Rho;
use crate::diagram::{TooLarge, young_diagram};
use crate::limits::{Limits, MoveLimit};
use crate::listing::{Listing, Moves};
use crate::orbit::{rho, rho_within};
use crate::partition::{Partition, is_triangular};

/// Why a trace stopped. Serialized (feature `serde`) as `"fixed_point"` or `"repeat"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum Stop {
    /// The triangular fixed point `(k, ..., 2, 1)` was reached (listed once, last).
    FixedPoint,
    /// A configuration equal to one listed before it was reached (listed again, last).
    Repeat,
}

/// The configurations after each move, as the original program listed them (an iterator; the start
/// itself is not listed).
///
/// ```
/// use bulgarian::trace::{Stop, trace};
/// use bulgarian::Partition;
///
/// let t = trace(&Partition::new(vec![4, 1, 1]).unwrap());
/// assert_eq!(t.stop(), Stop::FixedPoint);
/// let shown: Vec<String> = t.map(|p| p.to_string()).collect();
/// assert_eq!(shown, ["3 3", "2 2 2", "3 1 1 1", "4 2", "3 2 1"]);
/// ```
#[derive(Clone, Debug)]
pub struct Trace {
    start: Partition,
    listed: Moves<Partition>,
    stop: Stop,
}

impl Trace {
    /// Why the trace stops.
    pub fn stop(&self) -> Stop {
        self.stop
    }

    /// How many configurations are left to list.
    pub fn remaining(&self) -> u64 {
        self.listed.remaining()
    }

    /// The start the trace began from (not itself listed).
    pub fn start(&self) -> &Partition {
        &self.start
    }

    /// The configurations left to list, each with its Young diagram
    /// ([`crate::diagram::young_diagram`]). Every configuration holds the
    /// start's cards, so this fails at once, before any move, when the start has more than
    /// [`MAX_CARDS`](crate::diagram::MAX_CARDS) cards.
    ///
    /// ```
    /// let start = bulgarian::Partition::new(vec![2, 1]).unwrap();
    /// let drawn: Vec<_> = bulgarian::trace(&start).with_diagrams().unwrap().collect();
    /// assert_eq!(drawn[0].1, "##\n#\n");
    /// ```
    pub fn with_diagrams(self) -> Result<impl Iterator<Item = (Partition, String)>, TooLarge> {
        young_diagram(&self.start)?;
        Ok(self.map(|p| {
            // The same number of cards as the start, so this cannot fail.
            let drawn = young_diagram(&p).unwrap_or_default();
            (p, drawn)
        }))
    }
}

/// A whole trace as one value: the number of cards, the start, the listing and why it
/// stops. The listing is produced while it is iterated, never held.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TraceReport {
    /// The number of cards.
    pub n: u64,
    /// The start (not listed in [`TraceReport::trace`]).
    pub start: Partition,
    /// The configurations after each move, as [`trace()`] lists them.
    pub trace: Listing<Trace>,
    /// Why the listing stops.
    pub stop: Stop,
}

impl TraceReport {
    /// The trace of `start` (its listing is produced when it is iterated).
    ///
    /// ```
    /// let start = bulgarian::Partition::new(vec![4, 1, 1]).unwrap();
    /// let report = bulgarian::trace::TraceReport::new(&start);
    /// assert_eq!((report.n, report.trace.iter().count()), (6, 5));
    /// ```
    pub fn new(start: &Partition) -> TraceReport {
        TraceReport::from_trace(trace(start))
    }

    /// The report of a trace already found ([`trace_within`]).
    pub fn from_trace(listing: Trace) -> TraceReport {
        TraceReport {
            n: listing.start.total(),
            start: listing.start.clone(),
            stop: listing.stop(),
            trace: Listing::new(listing),
        }
    }
}

/// The original program's trace of `start`.
pub fn trace(start: &Partition) -> Trace {
    traced(start, rho(start).0)
}

/// [`trace()`] within `limits`: the orbit is measured first (which fixes the listing's
/// length), before the first configuration is listed, about a second per 10^8 moves; it
/// gives up after [`Limits::max_moves`] moves with [`MoveLimit`], and tells its progress
/// every 2^24 moves.
pub fn trace_within(start: &Partition, limits: Limits<'_>) -> Result<Trace, MoveLimit> {
    Ok(traced(start, rho_within(start, limits)?.0))
}

/// The trace of `start`, whose orbit has the shape `shape`.
fn traced(start: &Partition, shape: Rho) -> Trace {
    // The start is not compared, so the listing begins one move later.
    let transient = shape.transient.saturating_sub(1);
    let (left, stop) = if is_triangular(start.total()) {
        (transient + 1, Stop::FixedPoint)
    } else {
        (transient + shape.cycle_length + 1, Stop::Repeat)
    };
    Trace {
        start: start.clone(),
        listed: Moves::new(start.step(), left, Partition::step),
        stop,
    }
}

impl Iterator for Trace {
    type Item = Partition;

    fn next(&mut self) -> Option<Partition> {
        self.listed.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.listed.size_hint()
    }
}
