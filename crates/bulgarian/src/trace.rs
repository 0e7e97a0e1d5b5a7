//! The seed's `trace`, reproduced exactly but without its list: the configuration after
//! each move, up to the first repeat (listed a second time) or the triangular fixed point
//! (listed once).
//!
//! The seed compared each new configuration with every one listed before it. Here the
//! orbit's shape is computed first ([`crate::orbit`], no history), which fixes how many
//! configurations the seed lists; they are then produced one by one, so memory stays
//! O(n) however long the trace.

use crate::orbit::rho;
use crate::partition::{Partition, is_triangular};

/// Why a trace stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Stop {
    /// The triangular fixed point `(k, ..., 2, 1)` was reached (listed once, last).
    FixedPoint,
    /// A configuration equal to one listed before it was reached (listed again, last).
    Repeat,
}

impl Stop {
    /// The name used in JSON: `fixed_point` or `repeat`.
    pub fn name(self) -> &'static str {
        match self {
            Stop::FixedPoint => "fixed_point",
            Stop::Repeat => "repeat",
        }
    }
}

/// The configurations after each move, as the seed listed them (an iterator; the start
/// itself is not listed).
///
/// ```
/// use bulgarian::{Partition, Stop, trace};
///
/// let t = trace(&Partition::new(vec![4, 1, 1]).unwrap());
/// assert_eq!(t.stop(), Stop::FixedPoint);
/// let shown: Vec<String> = t.map(|p| p.to_string()).collect();
/// assert_eq!(shown, ["3 3", "2 2 2", "3 1 1 1", "4 2", "3 2 1"]);
/// ```
#[derive(Clone, Debug)]
pub struct Trace {
    /// The configuration to list next.
    next: Partition,
    left: u64,
    stop: Stop,
}

impl Trace {
    /// Why the trace stops.
    pub fn stop(&self) -> Stop {
        self.stop
    }

    /// How many configurations are left to list.
    pub fn remaining(&self) -> u64 {
        self.left
    }
}

/// The seed's trace of `start`.
pub fn trace(start: &Partition) -> Trace {
    let (shape, _) = rho(start);
    // The start is not compared, so the listing begins one move later.
    let transient = shape.transient.saturating_sub(1);
    let (left, stop) = if is_triangular(start.total()) {
        (transient + 1, Stop::FixedPoint)
    } else {
        (transient + shape.cycle_length + 1, Stop::Repeat)
    };
    Trace {
        next: start.step(),
        left,
        stop,
    }
}

impl Iterator for Trace {
    type Item = Partition;

    fn next(&mut self) -> Option<Partition> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        if self.left == 0 {
            return Some(self.next.clone());
        }
        let following = self.next.step();
        Some(std::mem::replace(&mut self.next, following))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.left).unwrap_or(usize::MAX);
        (left, usize::try_from(self.left).ok())
    }
}
