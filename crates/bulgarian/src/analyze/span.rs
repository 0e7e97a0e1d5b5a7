//! A span of N as the commands take it, `N` or `A..=B`: one type for every use, each with
//! its own limit ([`Limit`]): [`AnalyzeSpan`](super::AnalyzeSpan) up to analyze's
//! largest N, [`CountSpan`](crate::count::CountSpan) (feature `count`) up to count's. A span
//! is read and checked here alone; the OEIS catalogue reads its ranges with the same
//! reader.

use std::fmt;
use std::marker::PhantomData;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// What a [`Span`] is for: the largest N it takes, and the error an N outside 1..=MAX is.
pub trait Limit {
    /// The largest N.
    const MAX: u64;
    /// The error of an N outside 1..=[`Limit::MAX`].
    type RangeError: std::error::Error + Clone + PartialEq + Eq + 'static;
    /// The error of `n`, which is 0 or above [`Limit::MAX`].
    fn outside(n: u64) -> Self::RangeError;
}

/// One N, or every N of a range `A..=B`, each checked against the limit `L` before any
/// work. Parsed from the text `N` or `A..=B` (white space around the numbers is allowed).
pub struct Span<L> {
    first: u64,
    last: u64,
    range: bool,
    limit: PhantomData<fn() -> L>,
}

impl<L: Limit> Span<L> {
    /// The single N `n`, for 1 <= n <= `L::MAX`.
    pub fn single(n: u64) -> Result<Span<L>, L::RangeError> {
        check::<L>(n)?;
        Ok(Span::new(n, n, false))
    }

    /// Every N from `first` to `last`; fails when the range is empty or either end lies
    /// outside 1..=`L::MAX`. A range of one N is still a range ([`Span::is_range`]).
    pub fn range(first: u64, last: u64) -> Result<Span<L>, SpanError<L::RangeError>> {
        if first > last {
            return Err(SpanError::EmptyRange { first, last });
        }
        check::<L>(first).map_err(SpanError::Range)?;
        check::<L>(last).map_err(SpanError::Range)?;
        Ok(Span::new(first, last, true))
    }
}

impl<L> Span<L> {
    fn new(first: u64, last: u64, range: bool) -> Span<L> {
        Span {
            first,
            last,
            range,
            limit: PhantomData,
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

    /// Whether this was asked for as a range `A..=B` (even of one N) rather than one N.
    pub fn is_range(&self) -> bool {
        self.range
    }

    /// Every N, ascending.
    pub fn iter(&self) -> RangeInclusive<u64> {
        self.first..=self.last
    }
}

// By hand: the limit is a marker, and a span is copied and compared by its numbers alone.
impl<L> Clone for Span<L> {
    fn clone(&self) -> Span<L> {
        *self
    }
}

impl<L> Copy for Span<L> {}

impl<L> PartialEq for Span<L> {
    fn eq(&self, other: &Span<L>) -> bool {
        (self.first, self.last, self.range) == (other.first, other.last, other.range)
    }
}

impl<L> Eq for Span<L> {}

impl<L> fmt::Debug for Span<L> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Span")
            .field("first", &self.first)
            .field("last", &self.last)
            .field("range", &self.range)
            .finish()
    }
}

impl<L: Limit> FromStr for Span<L> {
    type Err = SpanError<L::RangeError>;

    /// Parses `N` or `A..=B`. Both ends are read before either is checked, so the first
    /// number that is not a whole number, or not in range, is the one named.
    fn from_str(text: &str) -> Result<Span<L>, SpanError<L::RangeError>> {
        let unread = |e: Unread| match e {
            Unread::Beyond(written) => SpanError::Beyond {
                written,
                max: L::MAX,
            },
            Unread::NotANumber(written) => SpanError::NotANumber { written },
        };
        match read_span(text).map_err(unread)? {
            Written::Range(first, last) => Span::range(first, last),
            Written::One(n) => Span::single(n).map_err(SpanError::Range),
        }
    }
}

/// Refuses an N outside 1..=`L::MAX`.
fn check<L: Limit>(n: u64) -> Result<(), L::RangeError> {
    if n == 0 || n > L::MAX {
        return Err(L::outside(n));
    }
    Ok(())
}

/// Why a text is not a [`Span`]; `R` is the error of an N out of range, the limit's own.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SpanError<R> {
    /// An N outside 1..=MAX.
    #[error(transparent)]
    Range(R),
    /// An N written as a whole number that is negative or beyond 64 bits.
    #[error("N must be from 1 to {max}, not {written}")]
    Beyond {
        /// The number as written.
        written: String,
        /// The largest N taken.
        max: u64,
    },
    /// An N that is not a whole number.
    #[error("{written:?} is not a whole number (give N or a range A..=B)")]
    NotANumber {
        /// The text as written.
        written: String,
    },
    /// A range `A..=B` whose start is above its end.
    #[error("the range {first}..={last} is empty (its start is above its end)")]
    EmptyRange {
        /// The start of the range.
        first: u64,
        /// The end of the range.
        last: u64,
    },
}

/// A span of N as written, `N` or `A..=B`, both ends read as whole numbers before any
/// limit is checked (the limits are the caller's: `analyze`, `count` and the OEIS
/// catalogue each have their own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Written {
    /// One number.
    One(u64),
    /// A range `A..=B`, its ends as written (possibly empty).
    Range(u64, u64),
}

/// A number of a span that could not be read, as written (white space trimmed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Unread {
    /// A whole number that is negative or does not fit in 64 bits.
    Beyond(String),
    /// Not a whole number at all.
    NotANumber(String),
}

/// Reads `N` or `A..=B` (white space around the numbers allowed); the first number that
/// cannot be read is the one named.
pub(crate) fn read_span(text: &str) -> Result<Written, Unread> {
    match text.split_once("..=") {
        Some((a, b)) => Ok(Written::Range(read_n(a)?, read_n(b)?)),
        None => Ok(Written::One(read_n(text)?)),
    }
}

/// Reads one number of a span: a whole number, told apart from one that does not fit.
fn read_n(text: &str) -> Result<u64, Unread> {
    let text = text.trim();
    text.parse::<u64>().map_err(|_| {
        let digits = text.strip_prefix('-').unwrap_or(text);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            Unread::Beyond(text.to_owned())
        } else {
            Unread::NotANumber(text.to_owned())
        }
    })
}
