//! A configuration of the game: a partition of n, its parsing from arguments or text, and
//! the move B.

use std::fmt;
use std::str::FromStr;

use games_common::input::{content_lines, tokens};
use games_common::range::is_digits;

use crate::error::{Location, PartProblem, PartitionError};

/// A configuration: pile sizes, all positive, in descending order, with a total that fits in
/// a `u64`. Ordered lexicographically by its descending parts; serialized (feature
/// `serde`) as the sequence of its parts, and read back from one (checked, in any order).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct Partition {
    parts: Vec<u64>,
}

impl Partition {
    /// The configuration with these pile sizes (in any order). Fails on no parts, a zero
    /// part, or a total beyond `u64::MAX`; errors name the part by its place in `parts`
    /// ([`Location::Index`]).
    ///
    /// ```
    /// use bulgarian::{Location, Partition, PartitionError};
    ///
    /// let e = Partition::new(vec![3, 1, 0]).unwrap_err();
    /// assert_eq!(e, PartitionError::ZeroPart { at: Location::Index(2) });
    /// assert_eq!(e.to_string(), "part 3 (index 2) is 0 (a pile holds at least one card)");
    /// ```
    pub fn new(mut parts: Vec<u64>) -> Result<Partition, PartitionError> {
        if parts.is_empty() {
            return Err(PartitionError::NoParts);
        }
        let mut total = 0u64;
        for (i, &part) in parts.iter().enumerate() {
            let at = Location::Index(i);
            if part == 0 {
                return Err(PartitionError::ZeroPart { at });
            }
            total = total
                .checked_add(part)
                .ok_or(PartitionError::TotalOverflow { at })?;
        }
        parts.sort_unstable_by(|a, b| b.cmp(a));
        Ok(Partition { parts })
    }

    /// Parses parts given as separate command-line arguments, in any order.
    pub fn from_args<S: AsRef<str>>(args: &[S]) -> Result<Partition, PartitionError> {
        let located = args
            .iter()
            .enumerate()
            .map(|(i, a)| (Location::Argument(i + 1), a.as_ref()));
        from_located(located)
    }

    /// Parses parts from a text: white-space separated, any number per line, `#` starts a
    /// comment; a leading byte-order mark is skipped. Errors carry line and column. The
    /// same as `text.parse::<Partition>()` ([`FromStr`]).
    pub fn from_text(text: &str) -> Result<Partition, PartitionError> {
        let located = content_lines(text).flat_map(|line| {
            tokens(line.text).map(move |(column, token)| {
                (
                    Location::Text {
                        line: line.number,
                        column,
                    },
                    token,
                )
            })
        });
        from_located(located)
    }

    /// The staircase `(k, k-1, ..., 1)`, the fixed point of the triangular number
    /// k(k+1)/2 (`None` for k = 0).
    pub fn staircase(k: u64) -> Option<Partition> {
        (k > 0).then(|| Partition {
            parts: (1..=k).rev().collect(),
        })
    }

    /// Every partition of `n`, in descending lexicographic order (for small `n`: there are
    /// p(n) of them, [`numbers::partition_count`](crate::numbers::partition_count)).
    ///
    /// ```
    /// let all: Vec<String> = bulgarian::Partition::all(4).iter().map(|p| p.to_string()).collect();
    /// assert_eq!(all, ["4", "3 1", "2 2", "2 1 1", "1 1 1 1"]);
    /// ```
    pub fn all(n: u64) -> Vec<Partition> {
        let mut out = Vec::new();
        let mut current = Vec::new();
        fill(n, n, &mut current, &mut out);
        out
    }

    /// The pile sizes, descending.
    pub fn parts(&self) -> &[u64] {
        &self.parts
    }

    /// The number of piles.
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    /// Always false: a configuration has at least one pile.
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// The number of cards n (it fits: checked on construction).
    pub fn total(&self) -> u64 {
        self.parts.iter().sum()
    }

    /// The configuration after one move: one card from every pile makes a new pile.
    pub fn step(&self) -> Partition {
        Partition {
            parts: shrink_and_add(&self.parts, self.parts.len() as u64),
        }
    }

    /// Builds a partition from parts already known to be positive, descending and with a
    /// total that fits.
    pub(crate) fn from_descending(parts: Vec<u64>) -> Partition {
        debug_assert!(parts.windows(2).all(|w| w[0] >= w[1]));
        debug_assert!(parts.last().is_some_and(|&p| p > 0));
        Partition { parts }
    }
}

/// Descending parts (possibly none) after every pile loses a card (empty piles vanish) and
/// a new pile of `k` cards joins in its sorted place (none when `k` is 0): the move, with
/// k the old pile count. O(len), no sort.
pub(crate) fn shrink_and_add(parts: &[u64], k: u64) -> Vec<u64> {
    let mut next = Vec::with_capacity(parts.len() + 1);
    let mut placed = k == 0;
    for &part in parts {
        if !placed && part - 1 <= k {
            next.push(k);
            placed = true;
        }
        if part > 1 {
            next.push(part - 1);
        }
    }
    if !placed {
        next.push(k);
    }
    next
}

/// Parses one part, or says what is wrong with it.
pub(crate) fn parse_part(token: &str) -> Result<u64, PartProblem> {
    let digits = token.strip_prefix('+').unwrap_or(token);
    if let Some(rest) = token.strip_prefix('-') {
        return Err(if is_digits(rest) {
            PartProblem::Negative
        } else {
            PartProblem::NotANumber
        });
    }
    if !is_digits(digits) {
        return Err(PartProblem::NotANumber);
    }
    match digits.parse::<u64>() {
        Ok(0) => Err(PartProblem::Zero),
        Ok(part) => Ok(part),
        Err(_) => Err(PartProblem::TooLarge),
    }
}

/// A part that cannot be read, as the parsers of partitions, hands and piles share it:
/// each turns it into its own error.
#[derive(Debug)]
pub(crate) enum PartFault {
    /// A part that is not a positive whole number.
    Bad {
        at: Location,
        token: String,
        problem: PartProblem,
    },
    /// The part that made the total overflow.
    Overflow { at: Location },
}

impl From<PartFault> for PartitionError {
    fn from(fault: PartFault) -> PartitionError {
        match fault {
            PartFault::Bad { at, token, problem } => PartitionError::BadPart { at, token, problem },
            PartFault::Overflow { at } => PartitionError::TotalOverflow { at },
        }
    }
}

/// Parses located tokens into parts (possibly none), checking the running total from
/// `total` (the cards already counted elsewhere, so an overflow is blamed on the part that
/// causes it); returns the parts and the new total.
pub(crate) fn parse_located<'a>(
    located: impl Iterator<Item = (Location, &'a str)>,
    mut total: u64,
) -> Result<(Vec<u64>, u64), PartFault> {
    let mut parts = Vec::new();
    for (at, token) in located {
        let part = parse_part(token).map_err(|problem| PartFault::Bad {
            at,
            token: token.to_owned(),
            problem,
        })?;
        total = total.checked_add(part).ok_or(PartFault::Overflow { at })?;
        parts.push(part);
    }
    parts.sort_unstable_by(|a, b| b.cmp(a));
    Ok((parts, total))
}

fn from_located<'a>(
    located: impl Iterator<Item = (Location, &'a str)>,
) -> Result<Partition, PartitionError> {
    let (parts, _) = parse_located(located, 0)?;
    if parts.is_empty() {
        return Err(PartitionError::NoParts);
    }
    Ok(Partition { parts })
}

impl FromStr for Partition {
    type Err = PartitionError;

    /// Reads the parts of a text as [`Partition::from_text`] does.
    ///
    /// ```
    /// use bulgarian::Partition;
    ///
    /// let p: Partition = "1 4\n1  # a comment".parse()?;
    /// assert_eq!(p.to_string(), "4 1 1");
    /// assert_eq!(p.to_string().parse::<Partition>()?, p);
    /// assert!("4 x".parse::<Partition>().is_err());
    /// # Ok::<(), bulgarian::PartitionError>(())
    /// ```
    fn from_str(text: &str) -> Result<Partition, PartitionError> {
        Partition::from_text(text)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Partition {
    /// The parts, checked as [`Partition::new`] checks it.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Partition, D::Error> {
        let raw = <Vec<u64> as serde::Deserialize>::deserialize(deserializer)?;
        Partition::new(raw).map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for Partition {
    /// The parts, descending, separated by single spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_parts(f, &self.parts)
    }
}

/// Writes parts separated by single spaces.
pub(crate) fn write_parts(f: &mut fmt::Formatter<'_>, parts: &[u64]) -> fmt::Result {
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            f.write_str(" ")?;
        }
        write!(f, "{part}")?;
    }
    Ok(())
}

/// `n = k(k+1)/2 + r` with `0 <= r <= k`: the staircase size `k` below n and the rest `r`.
///
/// ```
/// assert_eq!(bulgarian::numbers::triangular_split(8), (3, 2));
/// ```
pub fn triangular_split(n: u64) -> (u64, u64) {
    // Start from the floating-point root, then correct it exactly.
    let mut k = (((8.0 * n as f64 + 1.0).sqrt() - 1.0) / 2.0) as u64;
    let tri = |k: u64| (k as u128) * (k as u128 + 1) / 2;
    while tri(k) > n as u128 {
        k -= 1;
    }
    while tri(k + 1) <= n as u128 {
        k += 1;
    }
    (k, (n as u128 - tri(k)) as u64)
}

/// Whether n is a triangular number k(k+1)/2.
pub fn is_triangular(n: u64) -> bool {
    triangular_split(n).1 == 0
}

fn fill(rest: u64, largest: u64, current: &mut Vec<u64>, out: &mut Vec<Partition>) {
    if rest == 0 {
        if !current.is_empty() {
            out.push(Partition {
                parts: current.clone(),
            });
        }
        return;
    }
    for part in (1..=largest.min(rest)).rev() {
        current.push(part);
        fill(rest - part, part, current, out);
        current.pop();
    }
}

/// p(n), the number of partitions of n, by Euler's pentagonal number recurrence; `None`
/// when it does not fit in a `u128` (n beyond about 1,400).
///
/// ```
/// use bulgarian::numbers::partition_count;
///
/// assert_eq!(partition_count(100), Some(190_569_292));
/// assert_eq!(partition_count(5_000), None);
/// ```
pub fn partition_count(n: u32) -> Option<u128> {
    let n = n as usize;
    let mut p: Vec<i128> = vec![0; n + 1];
    p[0] = 1;
    for m in 1..=n {
        let mut sum: i128 = 0;
        for j in 1.. {
            let g1 = j * (3 * j - 1) / 2;
            if g1 > m {
                break;
            }
            let g2 = j * (3 * j + 1) / 2;
            let mut term = p[m - g1];
            if g2 <= m {
                term = term.checked_add(p[m - g2])?;
            }
            sum = if j % 2 == 1 {
                sum.checked_add(term)?
            } else {
                sum.checked_sub(term)?
            };
        }
        p[m] = sum;
    }
    u128::try_from(p[n]).ok()
}
