//! Work cut into parts for a cluster's scheduler: the part K of M ([`Shard`], written
//! `K/M`), and what the programs that merge parts share: a checksum that seals a part's
//! file ([`fnv1a`]), the checks that a set of parts is whole ([`coverage`], [`refuse_where`])
//! and the words that name the files and shards at fault when it does not merge
//! ([`listed`], [`ranges`], [`duplicated`], [`missing`]).

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// The largest number of parts a walk is cut into.
pub const MAX_SHARDS: u32 = 1 << 20;

/// The K-th of M parts of a walk, 1 <= K <= M <= [`MAX_SHARDS`]; written and read `K/M`.
///
/// ```
/// use games_common::shard::Shard;
///
/// let shard: Shard = "3/7".parse()?;
/// assert_eq!((shard.index(), shard.count(), shard.to_string()), (3, 7, "3/7".to_owned()));
/// assert!("8/7".parse::<Shard>().is_err());
/// # Ok::<(), games_common::shard::ShardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shard {
    index: u32,
    count: u32,
}

/// Why a text is not a shard `K/M`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ShardError {
    /// Not two whole numbers around a `/`.
    #[error("a shard is written K/M, two whole numbers (such as 3/8), not {0:?}")]
    Form(String),
    /// M is 0 or above [`MAX_SHARDS`].
    #[error("the number of shards M must be from 1 to {MAX_SHARDS}, not {0}")]
    Count(u64),
    /// K is 0 or above M.
    #[error("the shard K must be from 1 to M = {count}, not {index}")]
    Index {
        /// The K written.
        index: u64,
        /// The M written.
        count: u64,
    },
}

impl Shard {
    /// The shard `index`/`count`, 1 <= index <= count <= [`MAX_SHARDS`].
    pub fn new(index: u32, count: u32) -> Result<Shard, ShardError> {
        if count == 0 || count > MAX_SHARDS {
            return Err(ShardError::Count(u64::from(count)));
        }
        if index == 0 || index > count {
            return Err(ShardError::Index {
                index: u64::from(index),
                count: u64::from(count),
            });
        }
        Ok(Shard { index, count })
    }

    /// K, from 1.
    pub fn index(self) -> u32 {
        self.index
    }

    /// M, the number of shards.
    pub fn count(self) -> u32 {
        self.count
    }

    /// Every shard of `count`, 1/count to count/count.
    pub fn all(count: u32) -> Result<impl Iterator<Item = Shard>, ShardError> {
        Shard::new(1, count)?;
        Ok((1..=count).map(move |index| Shard { index, count }))
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = ShardError;

    fn from_str(text: &str) -> Result<Shard, ShardError> {
        let form = || ShardError::Form(text.to_owned());
        let (k, m) = text.trim().split_once('/').ok_or_else(form)?;
        let number = |s: &str| -> Result<u64, ShardError> {
            let s = s.trim();
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(form());
            }
            // Digits only: too many of them is a number too large.
            Ok(s.parse::<u64>().unwrap_or(u64::MAX))
        };
        let (index, count) = (number(k)?, number(m)?);
        let count32 = u32::try_from(count).map_err(|_| ShardError::Count(count))?;
        let index32 = u32::try_from(index).map_err(|_| ShardError::Index { index, count })?;
        Shard::new(index32, count32)
    }
}

/// FNV-1a of 64 bits over `text`: the checksum that seals a part's file (it catches a
/// damaged or edited file, it does not authenticate one), and a hash that is the same on
/// every machine and every build.
///
/// ```
/// assert_eq!(games_common::shard::fnv1a(b""), 0xcbf2_9ce4_8422_2325);
/// assert_eq!(games_common::shard::fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
/// ```
pub fn fnv1a(text: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in text {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// Names as `A is`, `A and B are`, or `A, B and C are`.
///
/// ```
/// use games_common::shard::listed;
/// assert_eq!(listed(&["a".to_owned(), "b".to_owned()]), "a and b are");
/// ```
pub fn listed(files: &[String]) -> String {
    match files {
        [one] => format!("{one} is"),
        [init @ .., last] => format!("{} and {last} are", init.join(", ")),
        [] => "nothing is".to_owned(),
    }
}

/// Ascending numbers as runs, `1, 3-5, 9`, at most 20 runs shown.
///
/// ```
/// assert_eq!(games_common::shard::ranges(&[1, 3, 4, 5, 9]), "1, 3-5, 9");
/// ```
pub fn ranges(numbers: &[u32]) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &k in numbers {
        match runs.last_mut() {
            Some((_, end)) if *end + 1 == k => *end = k,
            _ => runs.push((k, k)),
        }
    }
    let shown: Vec<String> = runs
        .iter()
        .take(20)
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}-{b}")
            }
        })
        .collect();
    let more = runs.len().saturating_sub(20);
    if more > 0 {
        format!("{} and {more} more runs", shown.join(", "))
    } else {
        shown.join(", ")
    }
}

/// `Err(error(labels))` when some of the labelled shards are at fault as `at_fault` says,
/// with the labels of all of them in the order given; `Ok` when none is.
///
/// ```
/// use games_common::shard::refuse_where;
/// let shards = [("a", 1), ("b", 2), ("c", 3)];
/// assert_eq!(refuse_where(&shards, |&m| m != 1, |files| files), Err(vec!["b".to_owned(), "c".to_owned()]));
/// assert_eq!(refuse_where(&shards, |&m| m > 3, |files| files), Ok(()));
/// ```
pub fn refuse_where<L: AsRef<str>, P, E>(
    shards: &[(L, P)],
    at_fault: impl Fn(&P) -> bool,
    error: impl FnOnce(Vec<String>) -> E,
) -> Result<(), E> {
    let files: Vec<String> = shards
        .iter()
        .filter(|(_, shard)| at_fault(shard))
        .map(|(label, _)| label.as_ref().to_owned())
        .collect();
    if files.is_empty() {
        Ok(())
    } else {
        Err(error(files))
    }
}

/// `Err((label, reason))` for the first of the labelled shards that was not made by
/// `made_by` or names no shard K/M, as `header` reads its maker, K and M.
///
/// ```
/// use games_common::shard::strangers;
/// let shards = [("a", ("x", 1, 2)), ("b", ("y", 2, 2)), ("c", ("x", 3, 2))];
/// let fault = strangers(&shards, "x", |&h| h).unwrap_err();
/// assert_eq!(fault, ("b".to_owned(), "it was made by \"y\"".to_owned()));
/// ```
pub fn strangers<'p, L: AsRef<str>, P>(
    shards: &'p [(L, P)],
    made_by: &str,
    header: impl Fn(&'p P) -> (&'p str, u32, u32),
) -> Result<(), (String, String)> {
    for (label, shard) in shards {
        let (maker, index, count) = header(shard);
        let reason = if maker != made_by {
            format!("it was made by {maker:?}")
        } else if let Err(e) = Shard::new(index, count) {
            e.to_string()
        } else {
            continue;
        };
        return Err((label.as_ref().to_owned(), reason));
    }
    Ok(())
}

/// How a set of shards of one M fails to hold every K of 1..=M exactly once, as
/// [`coverage`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Gap {
    /// Each K given more than once, ascending, with the labels of its copies.
    Duplicated(Vec<(u32, Vec<String>)>),
    /// The K not given, ascending.
    Missing(Vec<u32>),
}

/// Whether the shards given, as (K, label) pairs, hold every K of 1..=`count` exactly
/// once; a K given twice is reported before a K missing.
///
/// ```
/// use games_common::shard::{Gap, coverage};
/// assert_eq!(coverage([(1, "a"), (3, "c")], 3), Err(Gap::Missing(vec![2])));
/// assert_eq!(
///     coverage([(1, "a"), (1, "b")], 2),
///     Err(Gap::Duplicated(vec![(1, vec!["a".to_owned(), "b".to_owned()])]))
/// );
/// assert_eq!(coverage([(2, "b"), (1, "a")], 2), Ok(()));
/// ```
pub fn coverage<'a>(
    given: impl IntoIterator<Item = (u32, &'a str)>,
    count: u32,
) -> Result<(), Gap> {
    let mut labels: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    for (k, label) in given {
        labels.entry(k).or_default().push(label.to_owned());
    }
    let duplicated: Vec<(u32, Vec<String>)> = labels
        .iter()
        .filter(|(_, copies)| copies.len() > 1)
        .map(|(&k, copies)| (k, copies.clone()))
        .collect();
    if !duplicated.is_empty() {
        return Err(Gap::Duplicated(duplicated));
    }
    let missing: Vec<u32> = (1..=count).filter(|k| !labels.contains_key(k)).collect();
    if !missing.is_empty() {
        return Err(Gap::Missing(missing));
    }
    Ok(())
}

/// The words for shards of M = `count` given more than once, each with its copies.
///
/// ```
/// let copies = [(2, vec!["a".to_owned(), "b".to_owned()])];
/// assert_eq!(games_common::shard::duplicated(&copies, 3), "shards given more than once: 2/3 in a, b");
/// ```
pub fn duplicated(shards: &[(u32, Vec<String>)], count: u32) -> String {
    let each: Vec<String> = shards
        .iter()
        .map(|(k, copies)| format!("{k}/{count} in {}", copies.join(", ")))
        .collect();
    format!("shards given more than once: {}", each.join("; "))
}

/// The words for shards of M = `count` not given.
///
/// ```
/// assert_eq!(
///     games_common::shard::missing(&[2, 3], 4),
///     "shards missing, of M = 4: 2-3 (run them and merge again)"
/// );
/// ```
pub fn missing(missing: &[u32], count: u32) -> String {
    format!(
        "shards missing, of M = {count}: {} (run them and merge again)",
        ranges(missing)
    )
}
