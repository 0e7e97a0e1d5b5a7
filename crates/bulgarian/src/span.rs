//! The N the operations take: one N or a range of them ([`Span`]), read with the
//! workspace's one grammar ([`games_common::range`]: `N`, `A..=B` or `A..B`), and the one
//! error of an N outside what an operation handles ([`RangeError`]). Reading a span knows
//! no limit; each operation checks its own when it is given one (`analyze`, `count`, the
//! OEIS catalogue, Montreal's state graphs), before any work.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use games_common::range::{Form, NumberRange};

/// One N, or every N of a non-empty range, in ascending order. Read from the text `N`,
/// `A..=B` or `A..B` (the grammar of [`games_common::range`], which names what it
/// refuses); what N an operation takes is the operation's to check.
///
/// ```
/// use bulgarian::Span;
///
/// let span: Span = "6..=8".parse()?;
/// assert_eq!((span.first(), span.last(), span.is_range()), (6, 8, true));
/// assert_eq!("6..9".parse::<Span>()?.iter().collect::<Vec<_>>(), [6, 7, 8]);
/// assert!(!"7".parse::<Span>()?.is_range());
/// assert!("9..=3".parse::<Span>().is_err());
/// # Ok::<(), games_common::RangeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    first: u64,
    last: u64,
    range: bool,
}

impl Span {
    /// The single N `n`.
    pub fn one(n: u64) -> Span {
        Span {
            first: n,
            last: n,
            range: false,
        }
    }

    /// Every N from `first` to `last`, both included; an empty range (`first` above
    /// `last`) is refused. A range of one N is still a range ([`Span::is_range`]).
    pub fn range(first: u64, last: u64) -> Result<Span, games_common::RangeError> {
        Span::try_from(NumberRange::inclusive(first, last))
    }

    /// The range `first..=last` of a caller that knows it is not empty (a catalogue's
    /// constants); were it empty, it would hold no N.
    #[cfg(feature = "count")]
    pub(crate) fn between(first: u64, last: u64) -> Span {
        debug_assert!(first <= last, "{first}..={last} is empty");
        Span {
            first,
            last,
            range: true,
        }
    }

    /// The first N.
    pub fn first(&self) -> u64 {
        self.first
    }

    /// The last N.
    pub fn last(&self) -> u64 {
        self.last
    }

    /// Whether this was asked for as a range (even of one N) rather than one N.
    pub fn is_range(&self) -> bool {
        self.range
    }

    /// Every N, ascending.
    pub fn iter(&self) -> RangeInclusive<u64> {
        self.first..=self.last
    }

    /// Refuses the span unless every N of it lies in `min..=max` (`min <= max`), the limits
    /// of `operation`: the first N outside is the one named.
    pub(crate) fn within(
        &self,
        operation: Operation,
        min: u64,
        max: u64,
    ) -> Result<Span, RangeError> {
        for n in [self.first, self.last] {
            RangeError::check(n, operation, min, max)?;
        }
        Ok(*self)
    }
}

impl TryFrom<NumberRange<u64>> for Span {
    type Error = games_common::RangeError;

    /// The N of a range as read; an empty one is refused.
    fn try_from(range: NumberRange<u64>) -> Result<Span, games_common::RangeError> {
        let (first, last) = range.bounds()?;
        let range = range.form() != Form::One;
        Ok(Span { first, last, range })
    }
}

impl FromStr for Span {
    type Err = games_common::RangeError;

    /// Reads `N`, `A..=B` or `A..B`; an empty range is refused.
    fn from_str(text: &str) -> Result<Span, games_common::RangeError> {
        Span::try_from(text.parse::<NumberRange<u64>>()?)
    }
}

impl fmt::Display for Span {
    /// `N`, or `A..=B` for a range.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.range {
            write!(f, "{}..={}", self.first, self.last)
        } else {
            write!(f, "{}", self.first)
        }
    }
}

/// The operation that refused an N, and so the reason given for its limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Operation {
    /// [`analyze`](crate::analyze()), its spans and cycles: pile sizes are held in 256-bit
    /// sets.
    Analyze,
    /// `count` (feature `count`): exact counts keep p(m) for every m up to N.
    Count,
    /// A Montreal state graph, in numbers or drawn: every composition of N is stored.
    Montreal,
    /// An OEIS sequence of the catalogue (feature `count`), by its A-number.
    Sequence(&'static str),
}

/// An N outside `min..=max`, what `operation` handles. The one error of an N out of range,
/// whatever refused it.
///
/// ```
/// use bulgarian::{Operation, RangeError};
///
/// let e = bulgarian::analyze(256).unwrap_err();
/// assert_eq!(e, RangeError { n: 256, min: 1, max: 255, operation: Operation::Analyze });
/// assert_eq!(
///     e.to_string(),
///     "N must be from 1 to 255 (pile sizes are held in 256-bit sets), not 256"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub struct RangeError {
    /// The N asked for.
    pub n: u64,
    /// The smallest N handled.
    pub min: u64,
    /// The largest N handled.
    pub max: u64,
    /// What refused it.
    pub operation: Operation,
}

impl RangeError {
    /// Refuses `n` unless `min <= n <= max`.
    pub(crate) fn check(
        n: u64,
        operation: Operation,
        min: u64,
        max: u64,
    ) -> Result<(), RangeError> {
        if n < min || n > max {
            return Err(RangeError {
                n,
                min,
                max,
                operation,
            });
        }
        Ok(())
    }
}

impl fmt::Display for RangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let RangeError { n, min, max, .. } = self;
        match self.operation {
            Operation::Analyze => write!(
                f,
                "N must be from {min} to {max} (pile sizes are held in 256-bit sets), not {n}"
            ),
            Operation::Count => write!(
                f,
                "N must be from {min} to {max} (exact counts keep p(m) for every m up to N), not {n}"
            ),
            Operation::Montreal => write!(
                f,
                "a Montreal state graph is built for N from {min} to {max} (every composition of N is stored), not {n}"
            ),
            Operation::Sequence(a_number) => {
                write!(
                    f,
                    "{a_number} is computed for n from {min} to {max}, not {n}"
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_spelling_of_the_grammar() {
        let read = |text: &str| text.parse::<Span>().map(|s| (s.first, s.last, s.range));
        assert_eq!(read("7"), Ok((7, 7, false)));
        assert_eq!(read(" 6 ..= 8 "), Ok((6, 8, true)));
        assert_eq!(read("6..9"), Ok((6, 8, true)));
        assert_eq!(read("3..=3"), Ok((3, 3, true)));
        assert_eq!(read("0"), Ok((0, 0, false)));
        for refused in [
            "9..=3",
            "5..5",
            "x",
            "-3..=5",
            "3-5",
            "",
            "99999999999999999999",
        ] {
            assert!(read(refused).is_err(), "{refused:?}");
        }
    }

    #[test]
    fn the_first_n_outside_is_named() {
        let span = Span::range(100, 300).unwrap();
        assert_eq!(
            span.within(Operation::Analyze, 1, 255),
            Err(RangeError {
                n: 300,
                min: 1,
                max: 255,
                operation: Operation::Analyze
            })
        );
        let span = Span::range(0, 300).unwrap();
        assert_eq!(span.within(Operation::Count, 1, 255).unwrap_err().n, 0);
        assert_eq!(span.within(Operation::Count, 0, 300), Ok(span));
        assert!(Span::range(4, 3).is_err());
    }

    proptest! {
        /// A span prints as `N` or `A..=B` and reads back to itself; its N are those from
        /// its first to its last.
        #[test]
        fn printed_spans_read_back(a in 0..1000u64, b in 0..1000u64, one in any::<bool>()) {
            let span = if one { Span::one(a) } else { Span::range(a.min(b), a.max(b)).unwrap() };
            prop_assert_eq!(span.to_string().parse::<Span>(), Ok(span));
            prop_assert_eq!(span.iter().count() as u64, span.last - span.first + 1);
        }

        #[test]
        fn junk_never_panics(text in "\\PC{0,12}") {
            if let Ok(span) = text.parse::<Span>() {
                prop_assert!(span.first <= span.last);
            }
        }
    }
}
