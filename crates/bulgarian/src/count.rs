//! Exact counts for any N, without enumeration (feature `count`): p(N), the Garden of
//! Eden, the in-degree distribution, the recurrent partitions and the cycles by length,
//! as exact integers (`num-bigint`: p(10,000) has 107 digits).
//!
//! **In-degrees.** A partition λ with L parts has one predecessor for each distinct part
//! value m >= L - 1 (see [`crate::analyze`](mod@crate::analyze)). For e >= 1, the pairs (λ, S) with S a set
//! of e such values are in bijection with the partitions of N - 3e(e-1)/2: remove the
//! values m_1 > ... > m_e of S from λ, leaving ρ with j = L - e parts; then
//! m'_i = m_i - (j + e - 1) - (e - i) is a partition with at most e parts, and
//! μ = (ρ_1 + e, ..., ρ_j + e) followed by the conjugate of m' (parts at most e) is a
//! partition of N - 3e(e-1)/2; its parts above e give back ρ and j, the others m'. So
//! with P_0 = p(N) and P_e = p(N - 3e(e-1)/2), sum over λ of C(indeg λ, e) = P_e, and by
//! binomial inversion the number of partitions of in-degree d is
//! `c_d = sum_{e >= d} (-1)^(e-d) C(e, d) P_e`. In particular the Garden of Eden (d = 0)
//! counts `p(N-3) - p(N-9) + p(N-18) - ...`.
//!
//! **Cycles** (Brandt 1982): for N = k(k+1)/2 + r, 0 <= r <= k, the recurrent partitions
//! are the staircase plus a 0/1 word of length k+1 with r ones, C(k+1, r) of them, and a
//! move rotates the word: a cycle is a necklace, its length the word's primitive period l.
//! The cycles of length l are the aperiodic necklaces of length l with r·l/(k+1) ones
//! (l | k+1 and (k+1)/l | r), counted by Möbius inversion:
//! `(1/l) sum_{g | gcd(l, s)} mu(g) C(l/g, s/g)`.

use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::partition::triangular_split;
use crate::span::{Operation, RangeError, Span};

/// The largest N [`count()`] accepts: p(N) by Euler's recurrence takes O(N^1.5) additions of
/// numbers of O(sqrt N) digits, and every p(m) up to N is kept (about 10 MB and a few
/// seconds at this N).
pub const MAX_N: u64 = 100_000;

/// The figures of the state graph of P(N) that have exact formulas, for any N up to
/// [`MAX_N`]. Serialized (feature `serde`) with these field names, every exact count as
/// the string of its decimal digits (exact however many digits, in any format), and read
/// back from the same.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Counts {
    /// The number of cards.
    pub n: u64,
    /// p(N), the number of configurations.
    #[cfg_attr(feature = "serde", serde(with = "decimal"))]
    pub partitions: BigUint,
    /// The configurations without a predecessor (in-degree 0).
    #[cfg_attr(feature = "serde", serde(with = "decimal"))]
    pub garden_of_eden: BigUint,
    /// `in_degrees[d]`: the configurations with exactly d predecessors, for d from 0 to
    /// the largest in-degree (the last entry is not zero).
    #[cfg_attr(feature = "serde", serde(with = "decimal::all"))]
    pub in_degrees: Vec<BigUint>,
    /// The configurations on cycles: C(k+1, r) for N = k(k+1)/2 + r.
    #[cfg_attr(feature = "serde", serde(with = "decimal"))]
    pub recurrent: BigUint,
    /// The number of cycles.
    #[cfg_attr(feature = "serde", serde(with = "decimal"))]
    pub cycles: BigUint,
    /// How many cycles have each length, by ascending length (lengths with no cycle left
    /// out).
    pub cycle_lengths: Vec<CycleCount>,
}

/// How many cycles have one length.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct CycleCount {
    /// The length of the cycles.
    pub length: u64,
    /// How many cycles have it.
    #[cfg_attr(feature = "serde", serde(with = "decimal"))]
    pub cycles: BigUint,
}

impl Counts {
    /// The largest in-degree.
    pub fn max_in_degree(&self) -> u64 {
        self.in_degrees.len() as u64 - 1
    }
}

/// The exact counts of P(n), for 1 <= n <= [`MAX_N`], in O(n^1.5) additions.
///
/// ```
/// let c = bulgarian::count::count(7).unwrap();
/// // 15 partitions; 7 = 3*4/2 + 1: four recurrent ones on one cycle of length 4.
/// assert_eq!(c.partitions, 15u32.into());
/// assert_eq!((c.recurrent.clone(), c.cycles.clone()), (4u32.into(), 1u32.into()));
/// assert_eq!(c.cycle_lengths[0].length, 4);
/// ```
pub fn count(n: u64) -> Result<Counts, RangeError> {
    check(n)?;
    let mut p = PartitionNumbers::new();
    p.extend_to(n as usize);
    Ok(counts_of(n, p.upto()))
}

/// Refuses an N that [`count()`] does not take.
fn check(n: u64) -> Result<(), RangeError> {
    RangeError::check(n, Operation::Count, 1, MAX_N)
}

/// The counts of P(n), given p(0), ..., p(n) (at least).
fn counts_of(n: u64, p: &[BigUint]) -> Counts {
    let in_degrees = in_degrees(n as usize, p);
    let (k, r) = triangular_split(n);
    let cycle_lengths = cycle_lengths(k + 1, r);
    Counts {
        n,
        partitions: p[n as usize].clone(),
        garden_of_eden: in_degrees[0].clone(),
        in_degrees,
        recurrent: binomial(k + 1, r),
        cycles: cycle_lengths.iter().map(|c| &c.cycles).sum(),
        cycle_lengths,
    }
}

/// The counts of the N of a [`Span`], each N checked before any work.
///
/// ```
/// use bulgarian::{Operation, RangeError, Span};
///
/// let span: Span = "6..=8".parse()?;
/// let found: Vec<String> = span.counts()?.map(|c| c.partitions.to_string()).collect();
/// assert_eq!(found, ["11", "15", "22"]);
/// let too_far: Span = "7..=100001".parse()?;
/// assert!(matches!(too_far.counts(), Err(RangeError { operation: Operation::Count, .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Span {
    /// The counts of every N, ascending, produced one N at a time: p(m) is computed once
    /// for every m up to the N reached, so the partition numbers of the whole range cost
    /// what those of [`count()`] of its last N cost; each N adds its in-degrees. An N
    /// outside 1..=[`MAX_N`] is refused first.
    pub fn counts(&self) -> Result<Counted, RangeError> {
        let span = self.within(Operation::Count, 1, MAX_N)?;
        Ok(Counted {
            next: span.first(),
            last: span.last(),
            p: PartitionNumbers::new(),
        })
    }
}

/// The [`Counts`] of every N of a [`Span`], ascending ([`Span::counts`]).
#[derive(Clone, Debug)]
pub struct Counted {
    next: u64,
    last: u64,
    p: PartitionNumbers,
}

impl Iterator for Counted {
    type Item = Counts;

    fn next(&mut self) -> Option<Counts> {
        if self.next > self.last {
            return None;
        }
        let n = self.next;
        self.next += 1;
        self.p.extend_to(n as usize);
        Some(counts_of(n, self.p.upto()))
    }
}

/// p(0), p(1), ... by Euler's pentagonal number recurrence, extended on demand.
#[derive(Clone, Debug)]
pub(crate) struct PartitionNumbers {
    p: Vec<BigUint>,
}

impl PartitionNumbers {
    /// p(0) = 1 alone.
    pub(crate) fn new() -> PartitionNumbers {
        PartitionNumbers {
            p: vec![BigUint::one()],
        }
    }

    /// Computes p(m) for every m up to `n` not computed yet.
    pub(crate) fn extend_to(&mut self, n: usize) {
        let p = &mut self.p;
        for m in p.len()..=n {
            // The terms of odd j add, those of even j subtract; kept apart, so no sign.
            let (mut plus, mut minus) = (BigUint::zero(), BigUint::zero());
            for j in 1.. {
                let first = j * (3 * j - 1) / 2;
                if first > m {
                    break;
                }
                let sum = if j % 2 == 1 { &mut plus } else { &mut minus };
                *sum += &p[m - first];
                let second = first + j;
                if second <= m {
                    *sum += &p[m - second];
                }
            }
            p.push(plus - minus);
        }
    }

    /// p(0), ..., p(m) for every m computed so far.
    pub(crate) fn upto(&self) -> &[BigUint] {
        &self.p
    }
}

/// The Garden of Eden of P(n) alone, `p(n-3) - p(n-9) + p(n-18) - ...` (Hopkins and
/// Sellers; in-degree 0 of [`in_degrees`], in O(sqrt n) additions), given p up to n.
pub(crate) fn garden_of_eden(n: usize, p: &[BigUint]) -> BigUint {
    let (mut plus, mut minus) = (BigUint::zero(), BigUint::zero());
    for j in 1.. {
        let Some(rest) = n.checked_sub(3 * j * (j + 1) / 2) else {
            break;
        };
        if j % 2 == 1 {
            plus += &p[rest];
        } else {
            minus += &p[rest];
        }
    }
    plus - minus
}

/// The number of partitions of n with each in-degree, by binomial inversion of
/// `P_e = p(n - 3e(e-1)/2)` (see the module docs).
fn in_degrees(n: usize, p: &[BigUint]) -> Vec<BigUint> {
    let mut moments = vec![p[n].clone()];
    for e in 1.. {
        let Some(rest) = n.checked_sub(3 * e * (e - 1) / 2) else {
            break;
        };
        moments.push(p[rest].clone());
    }
    // Row e of Pascal's triangle, built up as e grows; the sums for every d at once.
    let mut plus = vec![BigUint::zero(); moments.len()];
    let mut minus = vec![BigUint::zero(); moments.len()];
    let mut row: Vec<BigUint> = Vec::with_capacity(moments.len());
    for (e, moment) in moments.iter().enumerate() {
        row.push(BigUint::one());
        for d in (1..e).rev() {
            let below = row[d - 1].clone();
            row[d] += below;
        }
        for d in 0..=e {
            let term = &row[d] * moment;
            if (e - d).is_multiple_of(2) {
                plus[d] += term;
            } else {
                minus[d] += term;
            }
        }
    }
    let mut counts: Vec<BigUint> = plus.into_iter().zip(minus).map(|(a, b)| a - b).collect();
    while counts.len() > 1 && counts.last().is_some_and(Zero::is_zero) {
        counts.pop();
    }
    counts
}

/// C(n, k) exactly.
pub(crate) fn binomial(n: u64, k: u64) -> BigUint {
    let k = k.min(n - k);
    (0..k).fold(BigUint::one(), |acc, i| acc * (n - i) / (i + 1))
}

/// The cycles of a word length `w` = k + 1 with `r` ones, by length: for each l | w with
/// s = r l / w whole, the aperiodic necklaces of length l with s ones.
pub(crate) fn cycle_lengths(w: u64, r: u64) -> Vec<CycleCount> {
    (1..=w)
        .filter(|l| w.is_multiple_of(*l) && (r * l).is_multiple_of(w))
        .map(|l| (l, r * l / w))
        .map(|(l, s)| {
            let (mut plus, mut minus) = (BigUint::zero(), BigUint::zero());
            for g in (1..=l).filter(|g| l.is_multiple_of(*g) && s.is_multiple_of(*g)) {
                match mobius(g) {
                    1 => plus += binomial(l / g, s / g),
                    -1 => minus += binomial(l / g, s / g),
                    _ => {}
                }
            }
            CycleCount {
                length: l,
                cycles: (plus - minus) / l,
            }
        })
        .filter(|c| !c.cycles.is_zero())
        .collect()
}

/// The Möbius function by trial division (its argument divides k + 1, small).
fn mobius(mut g: u64) -> i8 {
    let mut sign = 1;
    let mut f = 2;
    while f * f <= g {
        if g.is_multiple_of(f) {
            g /= f;
            if g.is_multiple_of(f) {
                return 0;
            }
            sign = -sign;
        }
        f += 1;
    }
    if g > 1 { -sign } else { sign }
}

/// Exact counts as the strings of their decimal digits (feature `serde`).
#[cfg(feature = "serde")]
mod decimal {
    use num_bigint::BigUint;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// A count written as its digits.
    pub(super) fn serialize<S: Serializer>(
        value: &BigUint,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_str(value)
    }

    /// A count read from its digits.
    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<BigUint, D::Error> {
        Ok(Digits::deserialize(deserializer)?.0)
    }

    /// One count, for the lists.
    struct Digits(BigUint);

    impl Serialize for Digits {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_str(&self.0)
        }
    }

    impl<'de> Deserialize<'de> for Digits {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Digits, D::Error> {
            let text = String::deserialize(deserializer)?;
            if !games_common::range::is_digits(&text) {
                return Err(serde::de::Error::custom(format!(
                    "{text:?} is not the decimal digits of a count"
                )));
            }
            text.parse().map(Digits).map_err(serde::de::Error::custom)
        }
    }

    /// Lists of counts.
    pub(super) mod all {
        use super::*;

        pub(in crate::count) fn serialize<S: Serializer>(
            values: &[BigUint],
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(values.iter().map(|v| Digits(v.clone())))
        }

        pub(in crate::count) fn deserialize<'de, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Vec<BigUint>, D::Error> {
            let all = Vec::<Digits>::deserialize(deserializer)?;
            Ok(all.into_iter().map(|d| d.0).collect())
        }
    }
}
