//! The terms of a sequence that walks the state graph (A188160, A201144) over a range of n,
//! cut into M parts for a cluster's scheduler: the part K of M walks the part K of M of
//! the state graph of every n of the range ([`Sequence::terms_shard`] makes a
//! [`PartialTerms`], sealed by a checksum), and a whole set of parts merges into the terms
//! ([`merge`]), refusing a set that is not whole and consistent ([`MergeError`]).
//!
//! Each n is cut as `analyze N --shard K/M` cuts it, so every part of a range does about
//! the same work, and a part that dies is simply run again.

use num_bigint::BigUint;

use games_common::shard::{SetError, Shard, first_of_whole_set, seal};

use super::{Engine, Figure, Sequence, find};
use crate::analyze::{self, Options, Partial};
use crate::span::{Operation, RangeError, Span};

/// The text of `made_by`.
const MADE_BY: &str = "bulgarian oeis";

/// What the part K/M of the terms of one sequence over `first..=last` found, as
/// [`Sequence::terms_shard`] makes it: the inputs (A-number, range, K, M, the crate's
/// version) and, for every n of the range, ascending, the part K/M of the walk of P(n),
/// with a checksum of them all. Serialized (feature `serde`) with these field names, in
/// this order, and read back; the checksum catches a damaged or edited file, it does not
/// authenticate one.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct PartialTerms {
    /// What made it: always `bulgarian oeis`.
    pub made_by: String,
    /// The version of the crate that made it ([`analyze::VERSION`]).
    pub version: String,
    /// The sequence's A-number.
    pub a_number: String,
    /// The first n of the range.
    pub first: u64,
    /// The last n of the range.
    pub last: u64,
    /// K, this part, from 1.
    pub shard: u32,
    /// M, the number of parts.
    pub shards: u32,
    /// The part K/M of the walk of P(n), for every n of the range, ascending.
    pub walks: Vec<Partial>,
    /// FNV-1a (64 bits, in hex) of every field above, written as
    /// [`PartialTerms::checksum`] says.
    pub checksum: String,
}

games_common::sealed_part!(PartialTerms);

impl PartialTerms {
    /// The checksum of every field but `checksum`: FNV-1a of 64 bits over the fields
    /// written one a line, in order (each walk as its own checksum), as 16 hex digits.
    pub fn checksum(&self) -> String {
        let mut fields: Vec<&dyn std::fmt::Display> = vec![
            &self.made_by,
            &self.version,
            &self.a_number,
            &self.first,
            &self.last,
            &self.shard,
            &self.shards,
        ];
        fields.extend(
            self.walks
                .iter()
                .map(|walk| &walk.checksum as &dyn std::fmt::Display),
        );
        seal(&fields)
    }

    /// Whether the checksum matches the fields, and every walk's its own.
    pub fn intact(&self) -> bool {
        self.checksum == self.checksum() && self.walks.iter().all(Partial::intact)
    }

    /// The inputs as the command line gives them: `A188160 --range A..=B`.
    pub fn inputs(&self) -> String {
        format!("{} --range {}..={}", self.a_number, self.first, self.last)
    }
}

/// Why the terms of a sequence are not cut into parts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TermsShardError {
    /// An n of the range the sequence does not take.
    #[error(transparent)]
    Range(#[from] RangeError),
    /// A sequence computed by formulas, in an instant, with no walk to cut.
    #[error(
        "{0} is computed by formulas in an instant, with no walk to cut into shards (--shard is for A188160 and A201144)"
    )]
    Formula(&'static str),
}

impl Sequence {
    /// The part `shard` of the terms of the n of `span`: the part `shard` of the walk of
    /// P(n) ([`analyze::analyze_shard`]) for every n, each run as `options` say. For the
    /// sequences of engine [`Engine::Analyze`] only; the parts are fixed by the range and
    /// the number of parts alone.
    ///
    /// ```
    /// use bulgarian::analyze::{Options, Shard};
    /// use bulgarian::numbers::oeis::{self, merge};
    ///
    /// let a188160 = oeis::find("A188160")?;
    /// let span = "20..=24".parse()?;
    /// let parts: Vec<_> = Shard::all(3)?
    ///     .map(|shard| a188160.terms_shard(span, shard, Options::new()))
    ///     .collect::<Result<_, _>>()?;
    /// let labelled: Vec<(String, _)> =
    ///     parts.into_iter().map(|p| (format!("part {}", p.shard), p)).collect();
    /// let merged = merge(&labelled)?;
    /// assert_eq!(merged.terms, a188160.terms(span)?.collect::<Vec<_>>());
    /// assert!(oeis::find("A000041")?.terms_shard(span, Shard::new(1, 2)?, Options::new()).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn terms_shard(
        &'static self,
        span: Span,
        shard: Shard,
        options: Options<'_>,
    ) -> Result<PartialTerms, TermsShardError> {
        if self.engine != Engine::Analyze {
            return Err(TermsShardError::Formula(self.a_number));
        }
        let operation = Operation::Sequence(self.a_number);
        let span = span.within(operation, self.offset, self.max())?;
        let mut progress = options.progress;
        let threads = options.threads;
        let mut walks = Vec::new();
        for n in span.iter() {
            let options = match progress.as_mut() {
                Some(report) => Options::new().on_progress(|w: &analyze::Walked| report(w)),
                None => Options::new(),
            }
            .threads(threads);
            walks.push(analyze::analyze_shard(n, shard, options)?);
        }
        Ok(PartialTerms {
            made_by: MADE_BY.to_owned(),
            version: analyze::VERSION.to_owned(),
            a_number: self.a_number.to_owned(),
            first: span.first(),
            last: span.last(),
            shard: shard.index(),
            shards: shard.count(),
            walks,
            checksum: String::new(),
        }
        .sealed())
    }
}

/// The terms of a merged set of parts: the sequence, its range and `(n, a(n))` for every
/// n of it, ascending.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct MergedTerms {
    /// The sequence.
    pub sequence: &'static Sequence,
    /// The n of the terms.
    pub span: Span,
    /// `(n, a(n))`, ascending.
    pub terms: Vec<(u64, BigUint)>,
}

/// Why a set of [`PartialTerms`] does not merge into the terms. Each names the parts or
/// files at fault by the labels they were given to [`merge`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MergeError {
    /// Not one whole set of parts of one run: empty, damaged, not a part of `bulgarian
    /// oeis` (or of no sequence or range it takes), of another version, sequence, range or
    /// M, parts given twice or missing.
    #[error(transparent)]
    Set(#[from] SetError),
    /// The walks of one n that do not merge, though their files say they belong together.
    #[error("n = {n}: {source}")]
    Walk {
        /// The n.
        n: u64,
        /// Why its walks do not merge.
        source: analyze::MergeError,
    },
}

/// Merges the partials of every part of one range of terms into the terms, each partial
/// given with a label (its file's name) that errors name. The set must be whole and
/// consistent: every checksum intact, one version, one sequence and range, one M, every K
/// from 1 to M exactly once, and, for every n, walks that merge into the whole walk
/// ([`analyze::merge`]). The first of these that fails is the error, naming every partial
/// at fault. The order of the partials does not matter.
pub fn merge<L: AsRef<str>>(partials: &[(L, PartialTerms)]) -> Result<MergedTerms, MergeError> {
    let (first_label, first) = first_of_whole_set(partials, MADE_BY)?;
    let not_a_shard = |file: &str, reason: String| SetError::NotAShard {
        file: file.to_owned(),
        made_by: MADE_BY.to_owned(),
        reason,
    };
    let sequence = find(&first.a_number).map_err(|e| not_a_shard(&first_label, e.to_string()))?;
    if sequence.engine != Engine::Analyze {
        return Err(not_a_shard(
            &first_label,
            TermsShardError::Formula(sequence.a_number).to_string(),
        )
        .into());
    }
    let span = Span::range(first.first, first.last)
        .map_err(|e| not_a_shard(&first_label, e.to_string()))?
        .within(
            Operation::Sequence(sequence.a_number),
            sequence.offset,
            sequence.max(),
        )
        .map_err(|e| not_a_shard(&first_label, e.to_string()))?;
    let terms_count = span.last() - span.first() + 1;
    for (label, p) in partials {
        if p.walks.len() as u64 != terms_count {
            return Err(not_a_shard(
                label.as_ref(),
                format!(
                    "it holds {} walks for the {terms_count} n of {}..={}",
                    p.walks.len(),
                    span.first(),
                    span.last()
                ),
            )
            .into());
        }
    }
    let extra = u64::from(sequence.figure == Figure::MaxOrbitStates);
    let mut terms = Vec::new();
    for (i, n) in span.iter().enumerate() {
        let walks: Vec<(String, Partial)> = partials
            .iter()
            .map(|(label, p)| {
                let walk = p.walks.get(i).filter(|w| w.n == n).cloned();
                walk.map(|w| (label.as_ref().to_owned(), w)).ok_or_else(|| {
                    not_a_shard(
                        label.as_ref(),
                        format!("it holds no walk of n = {n} in its place"),
                    )
                })
            })
            .collect::<Result<_, _>>()?;
        let analysis = analyze::merge(&walks).map_err(|source| MergeError::Walk { n, source })?;
        terms.push((n, BigUint::from(analysis.max_orbit + extra)));
    }
    Ok(MergedTerms {
        sequence,
        span,
        terms,
    })
}
