//! Whole numbers and ranges of them as a person writes them: the one grammar of every
//! program of the workspace (bulgarian's N, dobble's `--cards`, marbles' `--first` and
//! tournament heaps, ...).
//!
//! # The grammar
//!
//! ```text
//! range   =  number                  one number:       7
//!         |  number "..=" number     both ends taken:  1..=55  (1 to 55)
//!         |  number ".."  number     the end left out: 1..56   (1 to 55, as in Rust)
//! number  =  ["+"] digit { digit }   ASCII digits 0-9, leading zeros allowed
//! ```
//!
//! - White space around the text and around each number is allowed: ` 4 ..= 9 `.
//! - A number is a whole number of the type asked for (`u16`, `u32`, `u64` or `usize`);
//!   a larger one is refused as too large, never wrapped or cut.
//! - A leading `+` is allowed (`+5` is 5), as Rust's own parsing of numbers allows it.
//! - Not accepted: a negative number (`-3`, refused as negative); digit separators
//!   (`1_000`, `1,000`); exponents (`1e6`); an open end (`..5`, `3..`); and `A-B`, which
//!   reads as a subtraction or a negative number, and whose leading `-` a command line
//!   takes for a flag.
//! - A range whose start is above its end (`5..=4`, `5..5`) is read, and holds no number:
//!   each program refuses it in its own words, or with [`NumberRange::bounds`] in the
//!   shared ones. What a number may be beyond that (at least 1, at most some N) is the
//!   program's own rule, checked after reading.
//!
//! A range prints back as it was written (`+` and leading zeros dropped), and reads back
//! to itself.
//!
//! ```
//! use games_common::range::{NumberRange, RangeErrorKind};
//!
//! let cards: NumberRange<usize> = "1..56".parse()?;
//! assert_eq!(cards.bounds()?, (1, 55));
//! assert_eq!(cards.to_string(), "1..56");
//! assert!(cards.contains(55) && !cards.contains(56));
//!
//! let n: NumberRange<u64> = " 7 ".parse()?;
//! assert!(n.is_one() && n.bounds()? == (7, 7));
//!
//! let backwards: NumberRange<u32> = "9..=3".parse()?;
//! assert!(backwards.is_empty());
//! assert_eq!(
//!     backwards.bounds().unwrap_err().to_string(),
//!     "the range 9..=3 is empty (its start is above its end)"
//! );
//!
//! let e = "2..=x".parse::<NumberRange<u64>>().unwrap_err();
//! assert_eq!(e.column, 5);
//! assert!(matches!(e.kind, RangeErrorKind::NotANumber { .. }));
//! # Ok::<(), games_common::range::RangeError>(())
//! ```

use std::fmt;
use std::str::FromStr;

/// The unsigned whole-number types a [`NumberRange`] holds: `u16`, `u32`, `u64` and
/// `usize`. Sealed: the grammar is the same for every one of them.
pub trait Whole:
    Copy + Ord + fmt::Display + fmt::Debug + FromStr + std::hash::Hash + sealed::Sealed
{
    /// The largest value, as a `u64` (for the words of [`RangeErrorKind::TooLarge`]).
    const LARGEST: u64;
    /// The number before this one, if any.
    fn before(self) -> Option<Self>;
}

mod sealed {
    /// Only the types of this module are [`Whole`](super::Whole).
    pub trait Sealed {}
}

macro_rules! whole {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Whole for $t {
            // Lossless: none of these types is wider than 64 bits.
            const LARGEST: u64 = <$t>::MAX as u64;
            fn before(self) -> Option<Self> {
                self.checked_sub(1)
            }
        }
    )*};
}

whole!(u16, u32, u64, usize);

/// How a range was written: one number, `A..=B` or `A..B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Form {
    /// One number, `N`.
    One,
    /// `A..=B`: A to B, B included.
    Inclusive,
    /// `A..B`: A to B, B left out.
    Exclusive,
}

/// A range of whole numbers as written: `N`, `A..=B` or `A..B` (see [the
/// grammar](self)). It may be empty (`5..=4`); [`NumberRange::bounds`] gives its first and
/// last number, or the error of an empty range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NumberRange<T> {
    start: T,
    end: T,
    form: Form,
}

impl<T: Whole> NumberRange<T> {
    /// The one number `n`, written `n`.
    pub fn one(n: T) -> Self {
        NumberRange {
            start: n,
            end: n,
            form: Form::One,
        }
    }

    /// `start..=end`, `end` included.
    pub fn inclusive(start: T, end: T) -> Self {
        NumberRange {
            start,
            end,
            form: Form::Inclusive,
        }
    }

    /// `start..end`, `end` left out.
    pub fn exclusive(start: T, end: T) -> Self {
        NumberRange {
            start,
            end,
            form: Form::Exclusive,
        }
    }

    /// How the range was written.
    pub fn form(&self) -> Form {
        self.form
    }

    /// Whether it was written as one number (`7`, not `7..=7`).
    pub fn is_one(&self) -> bool {
        self.form == Form::One
    }

    /// The number written first (the range's first number unless it is empty).
    pub fn start(&self) -> T {
        self.start
    }

    /// The number written last: included for `A..=B`, left out for `A..B`, the number
    /// itself for `N`.
    pub fn end(&self) -> T {
        self.end
    }

    /// The last number the range holds, if it holds any.
    fn last(&self) -> Option<T> {
        let last = match self.form {
            Form::One | Form::Inclusive => self.end,
            Form::Exclusive => self.end.before()?,
        };
        (self.start <= last).then_some(last)
    }

    /// Whether the range holds no number (its start is above its last number).
    pub fn is_empty(&self) -> bool {
        self.last().is_none()
    }

    /// Whether the range holds `n`.
    pub fn contains(&self, n: T) -> bool {
        self.last().is_some_and(|last| self.start <= n && n <= last)
    }

    /// The first and the last number of the range, both held; an empty range is an error
    /// of kind [`RangeErrorKind::Empty`].
    pub fn bounds(&self) -> Result<(T, T), RangeError> {
        self.last().map(|last| (self.start, last)).ok_or_else(|| {
            let written = self.to_string();
            RangeError {
                column: 1,
                kind: RangeErrorKind::Empty {
                    range: written.clone(),
                    end_included: self.form != Form::Exclusive,
                },
                written,
            }
        })
    }
}

impl<T: Whole> fmt::Display for NumberRange<T> {
    /// As written: `N`, `A..=B` or `A..B`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.form {
            Form::One => write!(f, "{}", self.start),
            Form::Inclusive => write!(f, "{}..={}", self.start, self.end),
            Form::Exclusive => write!(f, "{}..{}", self.start, self.end),
        }
    }
}

impl<T: Whole> FromStr for NumberRange<T> {
    type Err = RangeError;

    /// Reads `N`, `A..=B` or `A..B`; the first number that cannot be read is the one
    /// named.
    fn from_str(text: &str) -> Result<Self, RangeError> {
        let (form, pieces) = if let Some((a, b)) = text.split_once("..=") {
            (Form::Inclusive, [(0, a), (a.len() + 3, b)])
        } else if let Some((a, b)) = text.split_once("..") {
            (Form::Exclusive, [(0, a), (a.len() + 2, b)])
        } else {
            (Form::One, [(0, text), (0, text)])
        };
        let leading = text.len() - text.trim_start().len();
        let read = |(at, piece): (usize, &str)| {
            number::<T>(piece).map_err(|(offset, kind)| RangeError {
                written: text.trim().to_owned(),
                // Counted in the text without its leading white space.
                column: text
                    .get(leading..at + offset)
                    .map_or(0, |before| before.chars().count())
                    + 1,
                kind,
            })
        };
        let start = read(pieces[0])?;
        let end = read(pieces[1])?;
        Ok(NumberRange { start, end, form })
    }
}

/// Whether `text` is the digits of the grammar's number: one or more ASCII digits 0-9 and
/// nothing else (no sign, no white space). A reader of its own format (a part of a
/// partition, a shard's `K/M`, a count written as a string) asks this before it parses
/// the digits, so every program agrees on what a digit is.
///
/// ```
/// use games_common::range::is_digits;
///
/// assert!(is_digits("007") && is_digits("18446744073709551616"));
/// assert!(!is_digits("") && !is_digits("+7") && !is_digits(" 7") && !is_digits("٣"));
/// ```
pub fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// `text` as a whole number when it is written the one way a number is written back:
/// digits alone, without a leading zero (`0` itself aside), at most `most_digits` of them.
/// Names that are numbers (vertex names, symbol names) are told from other words so:
/// `7` is the number 7, `07` and `+7` are words.
///
/// ```
/// use games_common::range::written_number;
///
/// assert_eq!(written_number("42", 9), Some(42));
/// assert_eq!(written_number("0", 9), Some(0));
/// assert_eq!(written_number("07", 9), None);
/// assert_eq!(written_number("1234567890", 9), None);
/// assert_eq!(written_number("+7", 9), None);
/// ```
pub fn written_number(text: &str, most_digits: usize) -> Option<u64> {
    let plain = is_digits(text)
        && text.len() <= most_digits.min(19)
        && (!text.starts_with('0') || text.len() == 1);
    plain.then(|| text.parse().ok()).flatten()
}

/// Reads one number of a range, white space around it allowed; on failure, the byte
/// offset in `piece` of what is wrong and what it is.
fn number<T: Whole>(piece: &str) -> Result<T, (usize, RangeErrorKind)> {
    let found = piece.trim();
    if found.is_empty() {
        return Err((0, RangeErrorKind::MissingNumber));
    }
    let at = piece.len() - piece.trim_start().len();
    if found.strip_prefix('-').is_some_and(is_digits) {
        let found = found.to_owned();
        return Err((at, RangeErrorKind::Negative { found }));
    }
    let digits = found.strip_prefix('+').unwrap_or(found);
    if !is_digits(digits) {
        let found = found.to_owned();
        return Err((at, RangeErrorKind::NotANumber { found }));
    }
    // Only ASCII digits are left, so the one failure is a number beyond the type.
    digits.parse::<T>().map_err(|_| {
        let found = found.to_owned();
        let max = T::LARGEST;
        (at, RangeErrorKind::TooLarge { found, max })
    })
}

/// Why a text is not a [`NumberRange`], or why a range holds no number: the text, where in
/// it, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
#[non_exhaustive]
pub struct RangeError {
    /// The text read (white space around it removed), or the empty range as written.
    pub written: String,
    /// The column of what is wrong in `written`, in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub kind: RangeErrorKind,
}

/// What is wrong with a number or a range.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RangeErrorKind {
    /// No number where one belongs: an empty text, `..=5`, `3..`.
    #[error("a number is missing (write N, A..=B or A..B)")]
    MissingNumber,
    /// Something other than a whole number.
    #[error("{found:?} is not a whole number (write N, A..=B or A..B)")]
    NotANumber {
        /// The text where a number belongs.
        found: String,
    },
    /// A negative number.
    #[error("{found} is negative (the numbers here are 0 or more)")]
    Negative {
        /// The number as written, with its minus sign.
        found: String,
    },
    /// A whole number too large for the type asked for.
    #[error("{found} is too large: the largest number taken is {max}")]
    TooLarge {
        /// The number as written.
        found: String,
        /// The largest number of the type.
        max: u64,
    },
    /// A range with no number in it, from [`NumberRange::bounds`].
    #[error(
        "the range {range} is empty ({})",
        if *end_included { "its start is above its end" } else { "its end, left out, is not above its start" }
    )]
    Empty {
        /// The range as written.
        range: String,
        /// Whether the range was written with its end included (`A..=B`).
        end_included: bool,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn read<T: Whole>(text: &str) -> Result<NumberRange<T>, RangeError> {
        text.parse()
    }

    #[test]
    fn the_three_spellings() {
        assert_eq!(read::<u64>("7"), Ok(NumberRange::one(7)));
        assert_eq!(read::<u64>("1..=55"), Ok(NumberRange::inclusive(1, 55)));
        assert_eq!(read::<u64>("1..56"), Ok(NumberRange::exclusive(1, 56)));
        assert_eq!(read::<u32>(" 4 ..= 9 "), Ok(NumberRange::inclusive(4, 9)));
        assert_eq!(read::<usize>("+5..=007"), Ok(NumberRange::inclusive(5, 7)));
        assert_eq!(
            read::<u64>("18446744073709551615"),
            Ok(NumberRange::one(u64::MAX))
        );
    }

    #[test]
    fn bounds_of_each_spelling() {
        assert_eq!(read::<u64>("7").unwrap().bounds(), Ok((7, 7)));
        assert_eq!(read::<u64>("3..=3").unwrap().bounds(), Ok((3, 3)));
        assert_eq!(read::<u64>("3..4").unwrap().bounds(), Ok((3, 3)));
        assert_eq!(read::<u16>("0..=65535").unwrap().bounds(), Ok((0, 65535)));
        for empty in ["5..=4", "5..5", "5..0", "0..0"] {
            assert!(read::<u64>(empty).unwrap().bounds().is_err(), "{empty}");
        }
        assert_eq!(
            read::<u64>("5..5")
                .unwrap()
                .bounds()
                .unwrap_err()
                .to_string(),
            "the range 5..5 is empty (its end, left out, is not above its start)"
        );
    }

    #[test]
    fn what_is_refused_and_where() {
        let refusal = |text: &str| {
            let e = read::<u32>(text).unwrap_err();
            (e.column, e.to_string())
        };
        assert_eq!(
            refusal("ten"),
            (
                1,
                r#""ten" is not a whole number (write N, A..=B or A..B)"#.into()
            )
        );
        assert_eq!(
            refusal(" 2..=x"),
            (
                5,
                r#""x" is not a whole number (write N, A..=B or A..B)"#.into()
            )
        );
        assert_eq!(
            refusal("3-5"),
            (
                1,
                r#""3-5" is not a whole number (write N, A..=B or A..B)"#.into()
            )
        );
        assert_eq!(
            refusal("-3..=5"),
            (1, "-3 is negative (the numbers here are 0 or more)".into())
        );
        assert_eq!(
            refusal("1..=4294967296"),
            (
                5,
                "4294967296 is too large: the largest number taken is 4294967295".into()
            )
        );
        assert_eq!(
            refusal("..=3"),
            (1, "a number is missing (write N, A..=B or A..B)".into())
        );
        assert_eq!(refusal("3..").0, 4);
        assert_eq!(refusal(" 2..= ").0, 5);
        assert_eq!(refusal("   ").0, 1);
        for junk in [
            "",
            "1_000",
            "1e6",
            "1,000",
            "++1",
            "+-1",
            "1..=2..=3",
            "1...3",
            "é..=1",
        ] {
            assert!(read::<u64>(junk).is_err(), "{junk:?}");
        }
        let e = read::<u64>("é..=x").unwrap_err();
        assert_eq!(e.column, 1);
        let e = read::<u64>("1..=é").unwrap_err();
        assert_eq!((e.column, e.written.as_str()), (5, "1..=é"));
    }

    /// The numbers `text` holds, read by the definition: every n up to `top` tried
    /// against the spelling, found with plain string searches.
    fn brute_force(text: &str, top: u128) -> Option<Vec<u128>> {
        let text = text.trim();
        let whole = |s: &str| -> Option<u128> {
            let s = s.trim();
            let s = s.strip_prefix('+').unwrap_or(s);
            if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit()) {
                return None;
            }
            // The value digit by digit, in a type far wider than the 8 characters read.
            Some(
                s.chars()
                    .fold(0u128, |v, c| v * 10 + u128::from(c as u8 - b'0')),
            )
        };
        let (start, end, included) = match (text.find("..="), text.find("..")) {
            (Some(i), _) => (whole(&text[..i])?, whole(&text[i + 3..])?, true),
            (None, Some(i)) => (whole(&text[..i])?, whole(&text[i + 2..])?, false),
            (None, None) => {
                let n = whole(text)?;
                (n, n, true)
            }
        };
        Some(
            (0..=top)
                .filter(|n| start <= *n && (*n < end || (included && *n == end)))
                .collect(),
        )
    }

    proptest! {
        #[test]
        fn junk_never_panics(text in "\\PC{0,16}|[ ]{0,3}[0-9.=]{0,6}[ ]{0,3}") {
            if let Err(e) = read::<u64>(&text) {
                prop_assert!(e.column >= 1 && e.column <= e.written.chars().count() + 1, "{:?}", e);
                prop_assert_eq!(e.written.as_str(), text.trim());
            }
            let _ = read::<u64>(&text).map(|r| r.bounds());
            let _ = read::<u16>(&text).map(|r| r.bounds());
        }

        #[test]
        fn near_misses_never_panic(text in "[ +\\-0-9.=_eé]{0,14}") {
            if let Ok(range) = read::<u32>(&text) {
                prop_assert_eq!(read::<u32>(&range.to_string()), Ok(range));
            }
        }

        #[test]
        fn printed_ranges_read_back(a in any::<u64>(), b in any::<u64>(), form in 0..3u8) {
            let range = match form {
                0 => NumberRange::one(a),
                1 => NumberRange::inclusive(a, b),
                _ => NumberRange::exclusive(a, b),
            };
            prop_assert_eq!(read::<u64>(&range.to_string()), Ok(range));
            let small = NumberRange::inclusive(a as u16, b as u16);
            prop_assert_eq!(read::<u16>(&small.to_string()), Ok(small));
        }

        /// On small values, the numbers a text holds are those the definition gives, and
        /// what the definition cannot read is refused.
        #[test]
        fn small_ranges_hold_what_the_definition_says(
            text in "[ ]?[+]?0?[0-9]{1,2}[ ]?(\\.\\.=?[ ]?[+]?[0-9]{1,2})?[ ]?|[0-9.=+\\- ]{0,8}"
        ) {
            let top = 120;
            let parsed = read::<u64>(&text).ok().map(|r| {
                (0..=top).filter(|n| r.contains(*n as u64)).collect::<Vec<_>>()
            });
            prop_assert_eq!(parsed.clone(), brute_force(&text, top), "{:?}", text);
            if let (Some(held), Ok(range)) = (parsed, read::<u64>(&text)) {
                match range.bounds() {
                    Ok((first, last)) => prop_assert_eq!(
                        held,
                        (u128::from(first)..=u128::from(last).min(top)).collect::<Vec<_>>()
                    ),
                    Err(_) => prop_assert!(held.is_empty()),
                }
            }
        }
    }
}
