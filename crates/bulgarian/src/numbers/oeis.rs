//! The OEIS sequences this crate computes (feature `count`): a catalogue of entries, each
//! with its A-number, its name, its offset and the crate's own fast code for a(n), and
//! their terms as exact integers, one n at a time.
//!
//! Every entry was checked against the entry's definition and its listed terms (the data
//! lines of the OEIS entry); `tests/oeis.rs` holds those terms. Two engines compute them:
//!
//! - [`Engine::Count`]: exact formulas, no enumeration (module [`count`]):
//!   p(n) by Euler's recurrence, the Garden of Eden by Hopkins and Sellers, the cycles and
//!   the recurrent partitions by Brandt's necklaces. Up to n = [`count::MAX_N`].
//! - [`Engine::Analyze`]: the whole state graph walked backwards from its cycles
//!   ([`analyze()`](crate::analyze())), for the figures that need every start. Up to
//!   n = [`analyze::MAX_N`]; time grows with p(n), so [`Sequence::terms_with`] reports
//!   progress and takes the number of threads ([`Options`]).
//!
//! The terms of A188160 and A201144 over a range can be cut into parts for a cluster's
//! scheduler, each part walking its part of every n ([`Sequence::terms_shard`],
//! [`PartialTerms`]), and the parts merged into the terms ([`merge`]).
//!
//! ```
//! use bulgarian::Span;
//! use bulgarian::numbers::oeis;
//!
//! let a188160 = oeis::find("A188160")?;
//! let terms: Vec<String> = a188160.terms("1..=6".parse::<Span>()?)?.map(|(_, a)| a.to_string()).collect();
//! assert_eq!(terms, ["0", "1", "2", "4", "5", "6"]);
//! assert!(oeis::find("A000045").is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::sync::OnceLock;

mod shard;

pub use shard::{MergeError, MergedTerms, PartialTerms, TermsShardError, merge};

use num_bigint::BigUint;

use crate::analyze::{self, Options, Report, Walked};
use crate::count::{self, PartitionNumbers, binomial, cycle_lengths, garden_of_eden};
use crate::partition::triangular_split;
use crate::span::{Operation, RangeError, Span};

/// Which of the crate's engines computes a sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Engine {
    /// Exact formulas without enumeration (module [`count`]), up to
    /// n = [`count::MAX_N`].
    Count,
    /// The whole state graph of P(n) ([`analyze()`](crate::analyze())), up to
    /// n = [`analyze::MAX_N`], in time proportional to p(n).
    Analyze,
}

/// What a(n) is, computed by the crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Figure {
    /// p(n).
    Partitions,
    /// The partitions without a predecessor.
    GardenOfEden,
    /// The partitions on cycles.
    Recurrent,
    /// The number of cycles.
    Cycles,
    /// The number of cycles of length k, for T(k-1) < n <= T(k).
    CyclesOfLengthK,
    /// The longest transient + cycle length - 1 over all starts.
    MaxOrbit,
    /// The longest transient + cycle length over all starts.
    MaxOrbitStates,
}

/// One OEIS entry the crate computes.
#[derive(Debug)]
#[non_exhaustive]
pub struct Sequence {
    /// The A-number, `A` and six digits.
    pub a_number: &'static str,
    /// The entry's name, as OEIS gives it.
    pub name: &'static str,
    /// The first n of the entry.
    pub offset: u64,
    /// The last n of the terms listed in the entry's data lines (they run from
    /// [`Sequence::offset`]).
    pub listed_last: u64,
    /// The last n given when no range is asked for: the listed terms, or fewer when
    /// those take more than a few seconds to compute and are not shipped.
    pub default_last: u64,
    /// What a(n) is in Bulgarian solitaire, and how the crate computes it.
    pub reading: &'static str,
    /// The crate's command that shows the same figure, and the figure's name in its
    /// output (`count N: garden of eden`).
    pub command: &'static str,
    /// The engine that computes the terms.
    pub engine: Engine,
    figure: Figure,
    /// The b-file shipped in the crate's `data/`, if any: its name and text, read once.
    shipped: Option<(&'static str, &'static str)>,
    parsed: OnceLock<Option<Shipped>>,
}

/// Terms shipped with the crate, computed once by the crate's own program: a b-file in the
/// crate's `data/` (`#` lines saying how it was made, then `n a(n)` lines, n consecutive).
#[derive(Debug)]
#[non_exhaustive]
pub struct Shipped {
    /// The file's path in the crate, as `data/b188160.txt`.
    pub file: &'static str,
    /// Its `#` lines, as written (each starting with `#`): how the terms were made.
    pub comments: Vec<&'static str>,
    /// The first n it holds.
    pub first: u64,
    terms: Vec<BigUint>,
}

impl Shipped {
    /// Reads a b-file: `#` lines and blank lines, and `n a(n)` lines with n consecutive.
    /// `None` for a file that is not one (the tests check that every shipped file is).
    fn parse(file: &'static str, text: &'static str) -> Option<Shipped> {
        let mut comments = Vec::new();
        let mut first = None;
        let mut terms = Vec::new();
        for line in text.lines().map(str::trim) {
            if line.starts_with('#') {
                comments.push(line);
                continue;
            }
            if line.is_empty() {
                continue;
            }
            let (n, a) = line.split_once(' ')?;
            let n: u64 = n.parse().ok()?;
            let start = *first.get_or_insert(n);
            if n != start + terms.len() as u64 {
                return None;
            }
            terms.push(a.trim().parse().ok()?);
        }
        Some(Shipped {
            file,
            comments,
            first: first?,
            terms,
        })
    }

    /// The last n it holds.
    pub fn last(&self) -> u64 {
        self.first + self.terms.len() as u64 - 1
    }

    /// The terms of `span`, if it lies within the file (else `None`: compute them).
    pub fn terms(&self, span: Span) -> Option<impl Iterator<Item = (u64, &BigUint)>> {
        let (first, last) = (span.first(), span.last());
        if first < self.first || last > self.last() {
            return None;
        }
        let from = (first - self.first) as usize;
        let to = (last - self.first) as usize;
        Some((first..).zip(&self.terms[from..=to]))
    }
}

/// Every OEIS entry the crate computes, by ascending A-number.
pub static CATALOGUE: [Sequence; 7] = [
    Sequence {
        a_number: "A000041",
        name: "a(n) is the number of partitions of n (the partition numbers).",
        offset: 0,
        listed_last: 49,
        default_last: 49,
        reading: "the configurations of n cards, p(n), by Euler's pentagonal recurrence",
        command: "count N: partitions",
        engine: Engine::Count,
        figure: Figure::Partitions,
        shipped: None,
        parsed: OnceLock::new(),
    },
    Sequence {
        a_number: "A037306",
        name: "Triangle T(n,k) read by rows: the number of compositions of n into k parts, \
               modulo cyclic shifts.",
        offset: 1,
        listed_last: 90,
        default_last: 90,
        reading: "read as a sequence, a(n) is the number of cycles of P(n): for \
                  n = T(m-1) + k, 1 <= k <= m, Brandt's cycles are the binary necklaces \
                  of length m with k ones, T(m, k) of them",
        command: "count N: cycles",
        engine: Engine::Count,
        figure: Figure::Cycles,
        shipped: None,
        parsed: OnceLock::new(),
    },
    Sequence {
        a_number: "A074909",
        name: "Running sum of Pascal's triangle (A007318), or beheaded Pascal's triangle \
               read by beheaded rows.",
        offset: 0,
        listed_last: 65,
        default_last: 65,
        reading: "read as a sequence, a(n) is the number of partitions of n on cycles \
                  (the entry's \"almost triangular\" partitions), C(k+1, r) for \
                  n = k(k+1)/2 + r",
        command: "count N: recurrent",
        engine: Engine::Count,
        figure: Figure::Recurrent,
        shipped: None,
        parsed: OnceLock::new(),
    },
    Sequence {
        a_number: "A123975",
        name: "Number of Garden of Eden partitions of n in Bulgarian Solitaire.",
        offset: 1,
        listed_last: 48,
        default_last: 48,
        reading: "the partitions of n without a predecessor, p(n-3) - p(n-9) + p(n-18) - ...",
        command: "count N: garden of eden",
        engine: Engine::Count,
        figure: Figure::GardenOfEden,
        shipped: None,
        parsed: OnceLock::new(),
    },
    Sequence {
        a_number: "A185700",
        name: "The number of periods in a reshuffling operation for compositions of n.",
        offset: 1,
        listed_last: 104,
        default_last: 104,
        reading: "the number of cycles of length k of P(n), for T(k-1) < n <= T(k) (the \
                  entry's periods, which are those of the partitions): aperiodic binary \
                  necklaces of length k",
        command: "count N: cycles of length k",
        engine: Engine::Count,
        figure: Figure::CyclesOfLengthK,
        shipped: None,
        parsed: OnceLock::new(),
    },
    Sequence {
        a_number: "A188160",
        name: "For an unordered partition of n with k parts, remove 1 from each part and \
               append the number k to get a new partition until a partition is repeated. \
               a(n) gives the maximum steps to reach a period considering all unordered \
               partitions of n.",
        offset: 1,
        listed_last: 61,
        default_last: 61,
        reading: "the longest orbit over all starts, transient + cycle length - 1 (the \
                  moves up to the end of the first period)",
        command: "analyze N: max orbit",
        engine: Engine::Analyze,
        figure: Figure::MaxOrbit,
        shipped: Some(("data/b188160.txt", include_str!("../../data/b188160.txt"))),
        parsed: OnceLock::new(),
    },
    Sequence {
        a_number: "A201144",
        name: "The pebble sequence: a(n) is the length of the longest non-repeating \
               sequence of pebble-moves among the partitions of n.",
        offset: 1,
        listed_last: 100,
        // n = 1..=100 walks about 2·10^9 partitions (15 s or more); 1..=80 takes seconds.
        default_last: 80,
        reading: "the most distinct configurations an orbit visits, start included: the \
                  longest orbit + 1",
        command: "analyze N: max orbit + 1",
        engine: Engine::Analyze,
        figure: Figure::MaxOrbitStates,
        shipped: Some(("data/b201144.txt", include_str!("../../data/b201144.txt"))),
        parsed: OnceLock::new(),
    },
];

/// An A-number that is not in [`CATALOGUE`], or not an A-number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{written:?} is not one of the OEIS sequences computed here ({known})")]
pub struct UnknownSequence {
    /// The text as written.
    pub written: String,
    /// The A-numbers that are, comma separated.
    pub known: String,
}

/// The entry of [`CATALOGUE`] with A-number `text`: `A188160`, `a188160` or `188160`
/// (white space around it allowed, leading zeros of the digits optional).
pub fn find(text: &str) -> Result<&'static Sequence, UnknownSequence> {
    let written = text.trim();
    let digits = written
        .strip_prefix(['A', 'a'])
        .unwrap_or(written)
        .trim_start_matches('0');
    CATALOGUE
        .iter()
        .find(|s| !digits.is_empty() && s.a_number[1..].trim_start_matches('0') == digits)
        .ok_or_else(|| UnknownSequence {
            written: written.to_owned(),
            known: CATALOGUE
                .iter()
                .map(|s| s.a_number)
                .collect::<Vec<_>>()
                .join(", "),
        })
}

impl Sequence {
    /// The last n the engine computes: [`count::MAX_N`] or [`analyze::MAX_N`].
    pub fn max(&self) -> u64 {
        match self.engine {
            Engine::Count => count::MAX_N,
            Engine::Analyze => analyze::MAX_N,
        }
    }

    /// The terms shipped with the crate for this sequence (A188160 and A201144), read
    /// from their b-file once, whatever n range the file holds.
    ///
    /// ```
    /// use bulgarian::numbers::oeis;
    ///
    /// let shipped = oeis::find("A188160")?.shipped().expect("A188160 is shipped");
    /// assert_eq!((shipped.file, shipped.first), ("data/b188160.txt", 1));
    /// let terms: Vec<String> =
    ///     shipped.terms("4..=6".parse()?).expect("within").map(|(_, a)| a.to_string()).collect();
    /// assert_eq!(terms, ["4", "5", "6"]);
    /// assert!(shipped.terms("1..=1000".parse()?).is_none());
    /// assert!(oeis::find("A000041")?.shipped().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shipped(&self) -> Option<&Shipped> {
        let (file, text) = self.shipped?;
        self.parsed
            .get_or_init(|| Shipped::parse(file, text))
            .as_ref()
    }

    /// The n computed when none are asked for: from the offset to
    /// [`Sequence::default_last`].
    pub fn default_range(&self) -> Span {
        Span::between(self.offset, self.default_last)
    }

    /// The terms (n, a(n)) for the n of `span`, ascending, each computed when it is
    /// reached; an n before the offset or beyond [`Sequence::max`] is refused first.
    pub fn terms(&'static self, span: Span) -> Result<Terms<'static>, RangeError> {
        self.walk(span, Options::new())
    }

    /// [`Sequence::terms`], each walk of the state graph run as `options` say: its
    /// progress told to [`Options::on_progress`] (the walk of each n in turn), shared among
    /// [`Options::threads`] threads (engine [`Engine::Analyze`]; the other engine has
    /// nothing that takes long, and ignores them).
    ///
    /// ```
    /// use bulgarian::analyze::Options;
    /// use bulgarian::numbers::oeis;
    ///
    /// let a188160 = oeis::find("A188160")?;
    /// let mut walks = 0;
    /// let options = Options::new().threads(1).on_progress(|_| walks += 1);
    /// let terms: Vec<String> =
    ///     a188160.terms_with("20..=22".parse()?, options)?.map(|(_, a)| a.to_string()).collect();
    /// assert_eq!(terms.len(), 3);
    /// assert!(walks > 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn terms_with<'a>(
        &'static self,
        span: Span,
        options: Options<'a>,
    ) -> Result<Terms<'a>, RangeError> {
        self.walk(span, options)
    }

    /// The terms of the n of `span`, each walk run as `options` say.
    fn walk<'a>(&'static self, span: Span, options: Options<'a>) -> Result<Terms<'a>, RangeError> {
        let operation = Operation::Sequence(self.a_number);
        let span = span.within(operation, self.offset, self.max())?;
        Ok(Terms {
            sequence: self,
            next: span.first(),
            last: span.last(),
            p: PartitionNumbers::new(),
            progress: options.progress,
            threads: options.threads,
        })
    }
}

/// The terms of a [`Sequence`] over a range of n: `(n, a(n))`, ascending, exact.
pub struct Terms<'a> {
    sequence: &'static Sequence,
    next: u64,
    last: u64,
    p: PartitionNumbers,
    progress: Option<Report<'a>>,
    threads: usize,
}

impl std::fmt::Debug for Terms<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Terms")
            .field("sequence", &self.sequence.a_number)
            .field("next", &self.next)
            .field("last", &self.last)
            .finish()
    }
}

impl Iterator for Terms<'_> {
    type Item = (u64, BigUint);

    fn next(&mut self) -> Option<(u64, BigUint)> {
        if self.next > self.last {
            return None;
        }
        let n = self.next;
        self.next += 1;
        Some((n, self.term(n)))
    }
}

impl Terms<'_> {
    /// a(n), for an n already checked.
    fn term(&mut self, n: u64) -> BigUint {
        let (k, r) = triangular_split(n);
        match self.sequence.figure {
            Figure::Partitions => {
                self.p.extend_to(n as usize);
                self.p.upto()[n as usize].clone()
            }
            Figure::GardenOfEden => {
                self.p.extend_to(n as usize);
                garden_of_eden(n as usize, self.p.upto())
            }
            Figure::Recurrent => binomial(k + 1, r),
            Figure::Cycles => cycle_lengths(k + 1, r).iter().map(|c| &c.cycles).sum(),
            Figure::CyclesOfLengthK => {
                // The k of T(k-1) < n <= T(k): the split's k when n is triangular, the
                // next one (the length of the words) when it is not.
                let length = if r == 0 { k } else { k + 1 };
                cycle_lengths(k + 1, r)
                    .into_iter()
                    .filter(|c| c.length == length)
                    .map(|c| c.cycles)
                    .sum()
            }
            Figure::MaxOrbit | Figure::MaxOrbitStates => {
                let options = match self.progress.as_mut() {
                    Some(report) => Options::new().on_progress(|w: &Walked| report(w)),
                    None => Options::new(),
                }
                .threads(self.threads);
                let analysis = analyze::analyze_with(n, options)
                    .expect("n was checked against analyze::MAX_N");
                let extra = u64::from(self.sequence.figure == Figure::MaxOrbitStates);
                BigUint::from(analysis.max_orbit + extra)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shipped b-files parse, run from n = 1 with no n missing, A201144 is A188160 + 1
    /// term by term, and both are what the crate computes for n <= 40 (the listed terms
    /// are checked in `tests/oeis.rs`).
    #[test]
    fn the_shipped_files_are_whole_and_computed() {
        let orbit = find("A188160").unwrap().shipped().expect("A188160 parses");
        let states = find("A201144").unwrap().shipped().expect("A201144 parses");
        assert_eq!((orbit.first, states.first), (1, 1));
        assert_eq!(orbit.last(), states.last());
        assert!(orbit.last() >= 100);
        let all = Span::between(1, orbit.last());
        for ((n, a), (m, b)) in orbit.terms(all).unwrap().zip(states.terms(all).unwrap()) {
            assert_eq!((n, a + 1u32), (m, b.clone()));
        }
        for n in 1..=40 {
            let analysis = crate::analyze(n).unwrap();
            let span = Span::one(n);
            let term = |s: &Shipped| s.terms(span).unwrap().next().unwrap().1.clone();
            assert_eq!(term(orbit), BigUint::from(analysis.max_orbit), "n = {n}");
            assert_eq!(
                term(states),
                BigUint::from(analysis.max_orbit + 1),
                "n = {n}"
            );
        }
    }

    /// A b-file with a gap, a bad line or no term is not read as one.
    #[test]
    fn broken_files_are_refused() {
        assert!(Shipped::parse("x", "# made\n1 0\n2 1\n").is_some());
        for text in ["# made\n", "1 0\n3 1\n", "1 0\n2\n", "1 x\n", "0 1\n0 1\n"] {
            assert!(Shipped::parse("x", text).is_none(), "{text:?}");
        }
    }
}
