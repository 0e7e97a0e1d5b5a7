//! What one shard of a walk found ([`Partial`]): N, the shard K/M, the crate's version and
//! the shard's figures, sealed by a checksum; and the merge of a whole set of them into the
//! analysis the whole walk gives ([`merge`]), refusing a set that is not whole and
//! consistent ([`MergeError`]: missing, duplicated or mismatched shards, a damaged one).

use games_common::shard::{SetError, Shard, first_of_whole_set, seal};

use super::{Analysis, check, cycles};
use crate::partition::{Partition, partition_count};

/// The version of the crate that made a partial result; shards of one run must share it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// What one shard counted, before it is sealed into a [`Partial`].
pub(super) struct Found {
    pub(super) partitions: u64,
    pub(super) garden_of_eden: u64,
    pub(super) max_in_degree: u64,
    pub(super) max_orbit: Option<u64>,
    pub(super) deepest: Option<(u64, Partition)>,
    pub(super) visited: u64,
}

/// What the shard K/M of the walk of P(n) found, as [`analyze_shard`](super::analyze_shard)
/// makes it: the inputs (n, K, M, the crate's version) and the shard's figures, with a
/// checksum of them all. Serialized (feature `serde`) with these field names, in this
/// order, and read back; the checksum catches a damaged or edited file, it does not
/// authenticate one.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Partial {
    /// What made it: always `bulgarian analyze`.
    pub made_by: String,
    /// The version of the crate that made it ([`VERSION`]).
    pub version: String,
    /// The number of cards.
    pub n: u64,
    /// K, this shard, from 1.
    pub shard: u32,
    /// M, the number of shards.
    pub shards: u32,
    /// The partitions this shard counted (the shards' add up to p(n)).
    pub partitions: u64,
    /// The Garden of Eden among them.
    pub garden_of_eden: u64,
    /// The largest in-degree among them (0 if none).
    pub max_in_degree: u64,
    /// The longest orbit from them, if any.
    pub max_orbit: Option<u64>,
    /// The longest transient among them, if any.
    pub max_transient: Option<u64>,
    /// The lexicographically greatest partition among them with that transient.
    pub max_transient_witness: Option<Partition>,
    /// The partitions this shard visited: its own and the top of the trees, which every
    /// shard walks (the work of the shard).
    pub visited: u64,
    /// FNV-1a (64 bits, in hex) of every field above, written as [`Partial::checksum`]
    /// says.
    pub checksum: String,
}

games_common::sealed_part!(Partial);

/// The text of `made_by`.
const MADE_BY: &str = "bulgarian analyze";

impl Partial {
    /// The partial of shard `shard` of the walk of P(n), sealed.
    pub(super) fn new(n: u64, shard: Shard, found: Found) -> Partial {
        let (max_transient, max_transient_witness) = found.deepest.unzip();
        Partial {
            made_by: MADE_BY.to_owned(),
            version: VERSION.to_owned(),
            n,
            shard: shard.index(),
            shards: shard.count(),
            partitions: found.partitions,
            garden_of_eden: found.garden_of_eden,
            max_in_degree: found.max_in_degree,
            max_orbit: found.max_orbit,
            max_transient,
            max_transient_witness,
            visited: found.visited,
            checksum: String::new(),
        }
        .sealed()
    }

    /// The shard, K/M (an error if the fields hold no shard, as in an edited file).
    pub fn shard(&self) -> Result<Shard, super::ShardError> {
        Shard::new(self.shard, self.shards)
    }

    /// The checksum of every field but `checksum`: FNV-1a of 64 bits over the fields
    /// written one a line, in order (a missing value as `-`, a partition as its parts
    /// separated by spaces), as 16 hex digits.
    pub fn checksum(&self) -> String {
        let optional = |v: Option<u64>| v.map_or("-".to_owned(), |v| v.to_string());
        let witness = self
            .max_transient_witness
            .as_ref()
            .map_or("-".to_owned(), |p| p.to_string());
        seal(&[
            &self.made_by,
            &self.version,
            &self.n,
            &self.shard,
            &self.shards,
            &self.partitions,
            &self.garden_of_eden,
            &self.max_in_degree,
            &optional(self.max_orbit),
            &optional(self.max_transient),
            &witness,
            &self.visited,
        ])
    }

    /// Its inputs as [`games_common::shard::Part::inputs`] writes them: `N = 20`.
    fn inputs(&self) -> String {
        format!("N = {}", self.n)
    }

    /// Whether the checksum matches the fields.
    pub fn intact(&self) -> bool {
        self.checksum == self.checksum()
    }
}

/// Why a set of partials does not merge into a whole analysis. Each names the shards or
/// files at fault by the labels they were given to [`merge`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MergeError {
    /// Not one whole set of shards of one run: empty, damaged, not a shard of `bulgarian
    /// analyze`, of another version, N or M, shards given twice or missing.
    #[error(transparent)]
    Set(#[from] SetError),
    /// A whole, consistent set whose counts do not add up to p(N): shards that do not
    /// belong together though they say so.
    #[error("the shards count {found} partitions of N = {n} in all, not p(N) = {expected}")]
    Inconsistent {
        /// N.
        n: u64,
        /// What they count.
        found: u64,
        /// p(N).
        expected: u64,
    },
    /// A shard whose own figures cannot be: more Garden of Eden than partitions, an orbit
    /// or a transient longer than p(N) allows, an in-degree above p(N), fewer partitions
    /// visited than counted, or a witness of another N or of another transient than the
    /// one it stands for. A damaged or forged file resealed with a fresh checksum.
    #[error("{file}: {why}, which no walk of N = {n} gives")]
    Impossible {
        /// The label of the shard at fault.
        file: String,
        /// N.
        n: u64,
        /// What cannot be, in words.
        why: String,
    },
}

/// Merges the partials of every shard of one walk into the analysis the whole walk gives,
/// each partial given with a label (its file's name) that errors name. The set must be
/// whole and consistent: every checksum intact, one version, one N, one M, every K from 1
/// to M exactly once, their counts adding up to p(N), and each shard's figures possible
/// ([`MergeError::Impossible`]: the witness of the longest transient is walked again to
/// check it). The first of these that fails is the error, naming every partial at fault.
/// The order of the partials does not matter.
///
/// ```
/// use bulgarian::analyze::{MergeError, Options, SetError, Shard, analyze_shard, merge};
///
/// let one = analyze_shard(12, Shard::new(1, 2)?, Options::new())?;
/// let missing = merge(&[("a.json", one)]).unwrap_err();
/// assert_eq!(missing, MergeError::Set(SetError::Missing { missing: vec![2], count: 2 }));
/// assert_eq!(missing.to_string(), "shards missing, of M = 2: 2 (run them and merge again)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn merge<L: AsRef<str>>(partials: &[(L, Partial)]) -> Result<Analysis, MergeError> {
    let (first_label, first) = first_of_whole_set(partials, MADE_BY)?;
    let n = first.n;
    check(n).map_err(|e| SetError::NotAShard {
        file: first_label,
        made_by: MADE_BY.to_owned(),
        reason: e.to_string(),
    })?;
    let analysis = combine(n, partials.iter().map(|(_, p)| p))?;
    for (label, partial) in partials {
        if let Some(why) = impossible(partial, analysis.partitions) {
            return Err(MergeError::Impossible {
                file: label.as_ref().to_owned(),
                n,
                why,
            });
        }
    }
    Ok(analysis)
}

/// What cannot be in the figures of `p`, a shard of the walk of the `most` = p(N)
/// partitions of N, if anything: each figure against the bounds the walk itself keeps, and
/// the witness's transient walked again.
fn impossible(p: &Partial, most: u64) -> Option<String> {
    let over = |what: &str, found: u64, bound: &str, limit: u64| {
        (found > limit).then(|| format!("{what} {found}, more than {bound} {limit}"))
    };
    if let Some(why) = over("partitions", p.partitions, "p(N) =", most)
        .or_else(|| {
            over(
                "Garden of Eden",
                p.garden_of_eden,
                "its partitions,",
                p.partitions,
            )
        })
        .or_else(|| over("in-degree", p.max_in_degree, "p(N) =", most))
        .or_else(|| over("orbit", p.max_orbit.unwrap_or(0), "p(N) =", most))
        .or_else(|| over("transient", p.max_transient.unwrap_or(0), "p(N) =", most))
        .or_else(|| {
            (p.visited < p.partitions).then(|| {
                format!(
                    "{} partitions visited, fewer than the {} counted",
                    p.visited, p.partitions
                )
            })
        })
    {
        return Some(why);
    }
    match (p.max_transient, &p.max_transient_witness) {
        (Some(_), None) | (None, Some(_)) => {
            Some("a longest transient without its witness, or a witness without it".to_owned())
        }
        (Some(_), Some(w)) if w.total() != p.n => {
            Some(format!("a witness of {} cards, {w}", w.total()))
        }
        (Some(depth), Some(w)) => {
            let walked = crate::orbit(w).transient;
            (walked != depth)
                .then(|| format!("a transient of {depth} from {w}, whose transient is {walked}"))
        }
        (None, None) => None,
    }
}

/// The analysis of P(n) from the partials of every shard, checked to add up to p(n).
fn combine<'a>(
    n: u64,
    partials: impl Iterator<Item = &'a Partial>,
) -> Result<Analysis, MergeError> {
    let mut partitions: u64 = 0;
    let mut garden_of_eden: u64 = 0;
    let mut max_in_degree = 0;
    let mut max_orbit = 0;
    let mut best: Option<(u64, &Partition)> = None;
    for p in partials {
        partitions = partitions.saturating_add(p.partitions);
        garden_of_eden = garden_of_eden.saturating_add(p.garden_of_eden);
        max_in_degree = max_in_degree.max(p.max_in_degree);
        max_orbit = max_orbit.max(p.max_orbit.unwrap_or(0));
        if let (Some(depth), Some(witness)) = (p.max_transient, &p.max_transient_witness)
            && best.is_none_or(|(d, w)| depth > d || (depth == d && witness.parts() > w.parts()))
        {
            best = Some((depth, witness));
        }
    }
    let expected = partition_count(n as u32)
        .and_then(|p| u64::try_from(p).ok())
        .unwrap_or(u64::MAX);
    let inconsistent = MergeError::Inconsistent {
        n,
        found: partitions,
        expected,
    };
    let Some((max_transient, witness)) = best else {
        return Err(inconsistent);
    };
    if partitions != expected || witness.total() != n {
        return Err(inconsistent);
    }
    let mut cycle_lengths: Vec<u64> = cycles::necklace_cycles(n)
        .iter()
        .map(|c| c.len() as u64)
        .collect();
    cycle_lengths.sort_unstable();
    Ok(Analysis {
        n,
        partitions,
        cycles: cycle_lengths.len() as u64,
        cycle_lengths,
        max_transient,
        max_transient_witness: witness.clone(),
        max_orbit,
        garden_of_eden,
        max_in_degree,
    })
}
