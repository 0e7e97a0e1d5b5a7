//! Work cut into parts for a cluster's scheduler: the part K of M ([`Shard`], written
//! `K/M`), and what the programs that merge parts share: a checksum that seals a part's
//! file ([`fnv1a`], [`seal`], [`sealed_part!`](crate::sealed_part) for the type of a part), and the check that a set of parts is one whole run ([`check_set`], of
//! any [`Part`]; [`SetError`] names the files and shards at fault in the words every
//! program's `merge` shares: [`listed`], [`ranges`]).

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use crate::range::is_digits;

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
            if !is_digits(s) {
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

/// The checksum that seals a part's file: [`fnv1a`] over its fields (every field but the
/// checksum), each written as its `Display` shows it on a line of its own, as 16 hex
/// digits. Every program's part files are sealed this way, each with its own fields in
/// its own order.
///
/// ```
/// use games_common::shard::{fnv1a, seal};
///
/// assert_eq!(seal(&[&"bulgarian analyze", &7]), format!("{:016x}", fnv1a(b"bulgarian analyze\n7\n")));
/// assert_eq!(seal(&[]), "cbf29ce484222325");
/// ```
pub fn seal(fields: &[&dyn std::fmt::Display]) -> String {
    let text: String = fields.iter().map(|field| format!("{field}\n")).collect();
    format!("{:016x}", fnv1a(text.as_bytes()))
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

/// What a part's file carries for its merge to check ([`check_set`]), whatever the run.
pub trait Part {
    /// Whether its checksum matches its contents.
    fn intact(&self) -> bool;
    /// What made it: the program and command, as `bulgarian analyze`.
    fn made_by(&self) -> &str;
    /// The version of the crate that made it.
    fn version(&self) -> &str;
    /// K and M as written in it (not checked yet).
    fn index_and_count(&self) -> (u32, u32);
    /// The inputs of its run, as the command line gives them (`N = 20`, `--start 1 ...`):
    /// the parts of one run share them.
    fn inputs(&self) -> String;
}

/// Writes what the type of every part's file shares, from its fields `made_by`,
/// `version`, `shard` (K), `shards` (M) and `checksum` (a `String`) and its own methods
/// `checksum()` (the [`seal`] of its fields), `intact()` and `inputs()`: the method
/// `sealed`, which makes its checksum anew, and its [`Part`] for [`check_set`].
///
/// ```
/// use games_common::shard::{Part, seal};
///
/// pub struct Walk { made_by: String, version: String, n: u64, shard: u32, shards: u32, checksum: String }
/// impl Walk {
///     fn checksum(&self) -> String { seal(&[&self.made_by, &self.version, &self.n, &self.shard, &self.shards]) }
///     fn intact(&self) -> bool { self.checksum == self.checksum() }
///     fn inputs(&self) -> String { format!("N = {}", self.n) }
/// }
/// games_common::sealed_part!(Walk);
///
/// let walk = Walk { made_by: "demo walk".into(), version: "1.0.0".into(), n: 7, shard: 2, shards: 3, checksum: String::new() };
/// assert!(!Part::intact(&walk));
/// let walk = walk.sealed();
/// assert!(Part::intact(&walk));
/// assert_eq!((walk.made_by(), walk.index_and_count(), Part::inputs(&walk)), ("demo walk", (2, 3), "N = 7".to_owned()));
/// ```
#[macro_export]
macro_rules! sealed_part {
    ($part:ident) => {
        impl $part {
            /// The same part with its checksum made anew from its fields (after they were
            /// changed on purpose, as a test does).
            pub fn sealed(mut self) -> $part {
                self.checksum = self.checksum();
                self
            }
        }

        impl $crate::shard::Part for $part {
            fn intact(&self) -> bool {
                $part::intact(self)
            }
            fn made_by(&self) -> &str {
                &self.made_by
            }
            fn version(&self) -> &str {
                &self.version
            }
            fn index_and_count(&self) -> (u32, u32) {
                (self.shard, self.shards)
            }
            fn inputs(&self) -> String {
                $part::inputs(self)
            }
        }
    };
}

/// Why a set of parts is not one whole run, as [`check_set`] finds it. Each names the
/// parts or files at fault by the labels they were given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetError {
    /// No part at all.
    #[error("no shard to merge")]
    Empty,
    /// A checksum does not match its part's contents.
    #[error("{} damaged: the checksum does not match the contents", listed(.files))]
    Damaged {
        /// The labels of the damaged parts.
        files: Vec<String>,
    },
    /// A part made by another program, or that names no part K/M, or whose inputs are no
    /// run at all.
    #[error("{file} is not a shard of {made_by}: {reason}")]
    NotAShard {
        /// Its label.
        file: String,
        /// What makes the parts of the merge (`bulgarian analyze`).
        made_by: String,
        /// What is wrong.
        reason: String,
    },
    /// Parts made by other versions of the crate than the first.
    #[error(
        "{} made by another version than {first} ({program} {expected}): the shards of one run must come from one version",
        listed(.files)
    )]
    OtherVersion {
        /// The labels of those of another version.
        files: Vec<String>,
        /// The first part's label.
        first: String,
        /// The program (`bulgarian`).
        program: String,
        /// The first part's version.
        expected: String,
    },
    /// Parts of other inputs than the first.
    #[error("{} of another run than {first} ({expected})", listed(.files))]
    OtherInputs {
        /// The labels of those of other inputs.
        files: Vec<String>,
        /// The first part's label.
        first: String,
        /// The first part's inputs, as [`Part::inputs`] writes them.
        expected: String,
    },
    /// Parts of another number of parts than the first.
    #[error(
        "{} cut into another number of shards than {first} (M = {expected})",
        listed(.files)
    )]
    OtherCount {
        /// The labels of those of another M.
        files: Vec<String>,
        /// The first part's label.
        first: String,
        /// The first part's M.
        expected: u32,
    },
    /// Parts given more than once.
    #[error("{}", duplicated(.shards, *.count))]
    Duplicated {
        /// Each part K given more than once, with the labels of its copies.
        shards: Vec<(u32, Vec<String>)>,
        /// M.
        count: u32,
    },
    /// Parts not given.
    #[error("{}", missing_words(.missing, *.count))]
    Missing {
        /// The K missing, ascending.
        missing: Vec<u32>,
        /// M.
        count: u32,
    },
}

/// Checks that the labelled parts are one whole run of `made_by`, and returns its M: every
/// checksum intact, every part made by `made_by` and naming a part K/M, one version, one
/// set of inputs, one M, every K from 1 to M exactly once. The first of these that fails
/// is the error, naming every part at fault; the order of the parts does not matter.
///
/// ```
/// use games_common::shard::{Part, SetError, check_set};
///
/// struct File(u32);
/// impl Part for File {
///     fn intact(&self) -> bool { true }
///     fn made_by(&self) -> &str { "demo run" }
///     fn version(&self) -> &str { "1.0.0" }
///     fn index_and_count(&self) -> (u32, u32) { (self.0, 3) }
///     fn inputs(&self) -> String { "N = 7".to_owned() }
/// }
/// assert_eq!(check_set(&[("a", File(2)), ("b", File(1)), ("c", File(3))], "demo run"), Ok(3));
/// let missing = check_set(&[("a", File(1)), ("c", File(3))], "demo run").unwrap_err();
/// assert_eq!(missing, SetError::Missing { missing: vec![2], count: 3 });
/// assert_eq!(missing.to_string(), "shards missing, of M = 3: 2 (run them and merge again)");
/// ```
pub fn check_set<L: AsRef<str>, P: Part>(parts: &[(L, P)], made_by: &str) -> Result<u32, SetError> {
    let Some((first_label, first)) = parts.first() else {
        return Err(SetError::Empty);
    };
    let first_label = first_label.as_ref().to_owned();
    refuse_where(parts, |p| !p.intact(), |files| SetError::Damaged { files })?;
    for (label, part) in parts {
        let (index, count) = part.index_and_count();
        let reason = if part.made_by() != made_by {
            format!("it was made by {:?}", part.made_by())
        } else if let Err(e) = Shard::new(index, count) {
            e.to_string()
        } else {
            continue;
        };
        return Err(SetError::NotAShard {
            file: label.as_ref().to_owned(),
            made_by: made_by.to_owned(),
            reason,
        });
    }
    refuse_where(
        parts,
        |p| p.version() != first.version(),
        |files| SetError::OtherVersion {
            files,
            first: first_label.clone(),
            program: made_by.split(' ').next().unwrap_or(made_by).to_owned(),
            expected: first.version().to_owned(),
        },
    )?;
    let inputs = first.inputs();
    refuse_where(
        parts,
        |p| p.inputs() != inputs,
        |files| SetError::OtherInputs {
            files,
            first: first_label.clone(),
            expected: inputs.clone(),
        },
    )?;
    let count = first.index_and_count().1;
    refuse_where(
        parts,
        |p| p.index_and_count().1 != count,
        |files| SetError::OtherCount {
            files,
            first: first_label.clone(),
            expected: count,
        },
    )?;
    let mut labels: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    for (label, part) in parts {
        labels
            .entry(part.index_and_count().0)
            .or_default()
            .push(label.as_ref().to_owned());
    }
    let shards: Vec<(u32, Vec<String>)> = labels
        .iter()
        .filter(|(_, copies)| copies.len() > 1)
        .map(|(&k, copies)| (k, copies.clone()))
        .collect();
    if !shards.is_empty() {
        return Err(SetError::Duplicated { shards, count });
    }
    let missing: Vec<u32> = (1..=count).filter(|k| !labels.contains_key(k)).collect();
    if !missing.is_empty() {
        return Err(SetError::Missing { missing, count });
    }
    Ok(count)
}

/// Checks that the labelled parts are one whole run of `made_by`, as [`check_set`] does,
/// and returns the first part with its label: the one a merge reads the run's inputs from,
/// and names when another part differs from it.
///
/// ```
/// use games_common::shard::{Part, SetError, first_of_whole_set};
///
/// struct File(u32);
/// impl Part for File {
///     fn intact(&self) -> bool { true }
///     fn made_by(&self) -> &str { "demo run" }
///     fn version(&self) -> &str { "1.0.0" }
///     fn index_and_count(&self) -> (u32, u32) { (self.0, 2) }
///     fn inputs(&self) -> String { "N = 7".to_owned() }
/// }
/// let (label, first) = first_of_whole_set(&[("b", File(2)), ("a", File(1))], "demo run")?;
/// assert_eq!((label.as_str(), first.0), ("b", 2));
/// let no_set: [(&str, File); 0] = [];
/// assert_eq!(first_of_whole_set(&no_set, "demo run").err(), Some(SetError::Empty));
/// # Ok::<(), SetError>(())
/// ```
pub fn first_of_whole_set<'a, L: AsRef<str>, P: Part>(
    parts: &'a [(L, P)],
    made_by: &str,
) -> Result<(String, &'a P), SetError> {
    check_set(parts, made_by)?;
    let (label, first) = parts.first().ok_or(SetError::Empty)?;
    Ok((label.as_ref().to_owned(), first))
}

/// The words for shards of M = `count` given more than once, each with its copies.
fn duplicated(shards: &[(u32, Vec<String>)], count: u32) -> String {
    let each: Vec<String> = shards
        .iter()
        .map(|(k, copies)| format!("{k}/{count} in {}", copies.join(", ")))
        .collect();
    format!("shards given more than once: {}", each.join("; "))
}

/// The words for shards of M = `count` not given.
fn missing_words(missing: &[u32], count: u32) -> String {
    format!(
        "shards missing, of M = {count}: {} (run them and merge again)",
        ranges(missing)
    )
}
