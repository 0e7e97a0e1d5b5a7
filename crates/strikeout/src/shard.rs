//! `count` cut into M parts for a cluster's scheduler: what the part K of M found
//! ([`count_shard`] makes a [`Partial`]: the inputs, K, M, the crate's version and the
//! part's counts, sealed by a checksum), and the merge of a whole set of them into the
//! counts of the whole run ([`merge`]), refusing a set that is not whole and consistent
//! ([`MergeError`]: missing, duplicated or mismatched parts, a damaged one).
//!
//! The cut: every part walks the phase-start fields alike, in order of length, until at
//! least 64·M fields wait; then the waiting fields are dealt out by a hash of their first
//! digits (as many as the shortest waiting field has), and each part walks only the fields
//! of its class. A field keeps the digits of the field it comes from, so every field after
//! the cut, and every winning string, lies in exactly one class: no string is counted by
//! two parts, and no phase is searched by two.

use std::collections::BTreeMap;

pub use games_common::shard::{MAX_SHARDS, SetError, Shard, ShardError};
use games_common::shard::{first_of_whole_set, listed, refuse_where, seal};

use crate::budget::{Budget, SearchError, Work};
use crate::count::{CountBy, Counts, walk};
use crate::field::Field;

/// The version of the crate that made a partial result; the parts of one run must share it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The text of `made_by`.
const MADE_BY: &str = "strikeout count";

/// What the part K/M of `strikeout count` found, as [`count_shard`] makes it: the inputs
/// (start, width, bound, what tells solutions apart), K, M, the crate's version and the
/// part's figures, with a checksum of them all. Serialized (feature `serde`) with these
/// field names, in this order, and read back; the checksum catches a damaged or edited
/// file, it does not authenticate one.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Partial {
    /// What made it: always `strikeout count`.
    pub made_by: String,
    /// The version of the crate that made it ([`VERSION`]).
    pub version: String,
    /// The digits of the start, `1`-`9`.
    pub start: String,
    /// Cells to a row.
    pub width: usize,
    /// The bound: solutions of at most this many cells.
    pub max_length: usize,
    /// What makes two solutions different.
    pub count_by: CountBy,
    /// K, this part, from 1.
    pub shard: u32,
    /// M, the number of parts.
    pub shards: u32,
    /// The length from which the fields were dealt out among the parts, if they were (a
    /// walk that never has 64·M fields waiting is walked whole by every part, and only the
    /// winning strings are dealt out).
    pub split: Option<usize>,
    /// Length to the number of this part's solutions of that length (the parts' add up to
    /// the whole run's).
    pub by_length: BTreeMap<usize, u64>,
    /// This part's share of the whole run's phases: those of its own fields, and for the
    /// first part also those walked before the split (the parts' add up to the whole's).
    pub phases: u64,
    /// This part's share of the whole run's positions, likewise.
    pub positions: u64,
    /// Every position this part expanded, the walk before the split included: its work.
    pub searched: u64,
    /// The most bytes this part's tables held at once (estimated, as the budget counts).
    pub peak_memory: usize,
    /// FNV-1a (64 bits, in hex) of every field above, written as [`Partial::checksum`]
    /// says.
    pub checksum: String,
}

games_common::sealed_part!(Partial);

/// Counts the part `shard` of the solutions from `start` of at most `max_length` cells,
/// told apart as `count_by` says, within `budget` (as [`count_within`](crate::count_within)
/// does). The parts are fixed by the inputs and the number of parts alone: any machine
/// computes the same part, in any order.
///
/// ```
/// use strikeout::budget::Budget;
/// use strikeout::shard::{Shard, count_shard, merge};
/// use strikeout::{CountBy, Field, count};
///
/// let start = Field::standard();
/// let parts: Vec<_> = Shard::all(3)?
///     .map(|shard| count_shard(&start, 84, CountBy::Strings, shard, Budget::unlimited()))
///     .collect::<Result<_, _>>()?;
/// let labelled: Vec<(String, _)> =
///     parts.into_iter().map(|p| (format!("part {}", p.shard), p)).collect();
/// let (merged, whole) = (merge(&labelled)?.counts, count(&start, 84));
/// assert_eq!(merged.by_length, whole.by_length);
/// assert_eq!((merged.work.phases, merged.work.positions), (whole.work.phases, whole.work.positions));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn count_shard(
    start: &Field,
    max_length: usize,
    count_by: CountBy,
    shard: Shard,
    budget: Budget,
) -> Result<Partial, SearchError> {
    let walked = walk(start, max_length, count_by, budget, Some(shard))?;
    let work = walked.counts.work;
    let shared = if shard.index() == 1 {
        Work::default()
    } else {
        walked.shared
    };
    Ok(Partial {
        made_by: MADE_BY.to_owned(),
        version: VERSION.to_owned(),
        start: start.digit_string(),
        width: start.width(),
        max_length,
        count_by,
        shard: shard.index(),
        shards: shard.count(),
        split: walked.split,
        by_length: walked.counts.by_length,
        phases: work.phases - shared.phases,
        positions: work.positions - shared.positions,
        searched: work.positions,
        peak_memory: work.peak_memory,
        checksum: String::new(),
    }
    .sealed())
}

/// The name of a way of telling solutions apart, as the checksum writes it.
fn count_by_name(count_by: CountBy) -> &'static str {
    match count_by {
        CountBy::Strings => "strings",
        CountBy::States => "states",
    }
}

impl Partial {
    /// The part, K/M (an error if the fields hold no part, as in an edited file).
    pub fn shard(&self) -> Result<Shard, ShardError> {
        Shard::new(self.shard, self.shards)
    }

    /// The inputs as the command line gives them: `--start S --width W --max-length L
    /// --count-by B`.
    pub fn inputs(&self) -> String {
        format!(
            "--start {} --width {} --max-length {} --count-by {}",
            self.start,
            self.width,
            self.max_length,
            count_by_name(self.count_by)
        )
    }

    /// The checksum of every field but `checksum`: FNV-1a of 64 bits over the fields
    /// written one a line, in order (a missing split as `-`, the counts as `LENGTH:COUNT`
    /// separated by spaces), as 16 hex digits.
    pub fn checksum(&self) -> String {
        let split = self.split.map_or("-".to_owned(), |s| s.to_string());
        let counts: Vec<String> = self
            .by_length
            .iter()
            .map(|(length, n)| format!("{length}:{n}"))
            .collect();
        seal(&[
            &self.made_by,
            &self.version,
            &self.start,
            &self.width,
            &self.max_length,
            &count_by_name(self.count_by),
            &self.shard,
            &self.shards,
            &split,
            &counts.join(" "),
            &self.phases,
            &self.positions,
            &self.searched,
            &self.peak_memory,
        ])
    }

    /// Whether the checksum matches the fields.
    pub fn intact(&self) -> bool {
        self.checksum == self.checksum()
    }
}

/// The whole run, from a merged set of parts: its start (for the words around the counts)
/// and its counts, work included.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Merged {
    /// The start of the run.
    pub start: Field,
    /// What the whole run counts, with its phases and positions (the peak memory is the
    /// largest part's).
    pub counts: Counts,
}

/// Why a set of partials does not merge into the whole count. Each names the parts or
/// files at fault by the labels they were given to [`merge`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MergeError {
    /// Not one whole set of parts of one run: empty, damaged, not a part of `strikeout
    /// count`, of another version, count or M, parts given twice or missing.
    #[error(transparent)]
    Set(#[from] SetError),
    /// A whole set of one run whose parts were not cut at one length: parts that do not
    /// belong together though they say so.
    #[error("{} cut at another length than {first}: the shards do not belong together", listed(.files))]
    Inconsistent {
        /// The labels of those cut elsewhere.
        files: Vec<String>,
        /// The first partial's label.
        first: String,
    },
    /// The parts' counts of the solutions of one length add up to more than a 64-bit count
    /// holds: the whole run's count is refused, as `count` itself refuses it, rather than
    /// capped and shown as exact.
    #[error(
        "the shards' counts of solutions of {length} cells add up to more than {}",
        u64::MAX
    )]
    TooManyToCount {
        /// The length whose counts pass the limit.
        length: usize,
    },
    /// A part whose own figures cannot be: solutions longer than the bound it was run to,
    /// or more positions counted as its share than it searched. A damaged or forged file
    /// resealed with a fresh checksum.
    #[error("{file}: {why}, which no part of this count gives")]
    Impossible {
        /// The label of the part at fault.
        file: String,
        /// What cannot be, in words.
        why: String,
    },
}

/// Merges the partials of every part of one `count` into the counts the whole run gives,
/// each partial given with a label (its file's name) that errors name. The set must be
/// whole and consistent: every checksum intact, one version, one set of inputs, one M,
/// every K from 1 to M exactly once, one length where the fields were dealt out. The first
/// of these that fails is the error, naming every partial at fault; a part whose own
/// figures cannot be ([`MergeError::Impossible`]) and counts that add up to more than a
/// 64-bit count holds ([`MergeError::TooManyToCount`]) are refused too. The
/// order of the partials does not matter.
///
/// ```
/// use strikeout::budget::Budget;
/// use strikeout::shard::{MergeError, SetError, Shard, count_shard, merge};
/// use strikeout::{CountBy, Field};
///
/// let one = count_shard(&Field::standard(), 70, CountBy::Strings, Shard::new(1, 2)?,
///     Budget::unlimited())?;
/// let missing = merge(&[("a.json", one)]).unwrap_err();
/// assert_eq!(missing, MergeError::Set(SetError::Missing { missing: vec![2], count: 2 }));
/// assert_eq!(missing.to_string(), "shards missing, of M = 2: 2 (run them and merge again)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn merge<L: AsRef<str>>(partials: &[(L, Partial)]) -> Result<Merged, MergeError> {
    let (first_label, first) = first_of_whole_set(partials, MADE_BY)?;
    refuse_where(
        partials,
        |p| p.split != first.split,
        |files| MergeError::Inconsistent {
            files,
            first: first_label.clone(),
        },
    )?;
    let start = Field::new(first.width, &first.start).map_err(|e| SetError::NotAShard {
        file: first_label.clone(),
        made_by: MADE_BY.to_owned(),
        reason: e.to_string(),
    })?;
    for (label, p) in partials {
        if let Some(why) = impossible(p) {
            let file = label.as_ref().to_owned();
            return Err(MergeError::Impossible { file, why });
        }
    }
    let mut by_length: BTreeMap<usize, u64> = BTreeMap::new();
    let mut work = Work::default();
    for (_, p) in partials {
        for (&length, &n) in &p.by_length {
            let sum = by_length.entry(length).or_default();
            *sum = sum
                .checked_add(n)
                .ok_or(MergeError::TooManyToCount { length })?;
        }
        work.phases = work.phases.saturating_add(p.phases);
        work.positions = work.positions.saturating_add(p.positions);
        work.peak_memory = work.peak_memory.max(p.peak_memory);
    }
    Ok(Merged {
        start,
        counts: Counts {
            max_length: first.max_length,
            count_by: first.count_by,
            by_length,
            work,
        },
    })
}

/// What cannot be in the figures of the part `p`, if anything: a solution longer than the
/// bound the part was run to, or a share of the positions larger than all it searched.
fn impossible(p: &Partial) -> Option<String> {
    if let Some((&length, _)) = p.by_length.range(p.max_length + 1..).next() {
        return Some(format!(
            "solutions of {length} cells, longer than its --max-length {}",
            p.max_length
        ));
    }
    (p.positions > p.searched).then(|| {
        format!(
            "{} positions as its share, more than the {} it searched",
            p.positions, p.searched
        )
    })
}
