//! Work cut into parts for a cluster's scheduler: the part K of M ([`Shard`], written
//! `K/M`), and what the programs that merge parts share: a checksum that seals a part's
//! file ([`fnv1a`]), and the words that name the files and shards at fault when a set of
//! parts does not merge ([`listed`], [`ranges`]).

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
