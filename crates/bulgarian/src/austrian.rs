//! Austrian solitaire (Akin and Davis, 1985): N cards in piles of at most L cards, plus a
//! bank.
//!
//! Under the rules ([`Reading::Rules`]) a move puts one card from every pile into the bank,
//! then, while the bank holds at least L cards, forms a new pile of exactly L from it. The
//! state is the piles (a multiset, written descending) and the bank; after a move the bank
//! holds fewer than L cards.
//!
//! The thesis's own example does not follow these rules: it starts from `5 4` with L = 3,
//! above the limit, and forms exactly one pile of L every move, letting the bank go below
//! zero: `5 4 -> 4 3 3 (bank -1) -> 3 2 2 3 (bank -1)`. [`Reading::Thesis`] reproduces that
//! sequence: piles of any size, one new pile of L per move whatever the bank holds, and the
//! piles kept in the order they were laid down (the start's first, in the order given; each
//! new pile last), which is how the thesis writes them. Under that reading every pile
//! present at the start is gone after as many moves as the largest, and what is left is
//! `1 2 … L`, a fixed point: L piles, so the reading is limited to
//! L <= [`MAX_THESIS_LIMIT`].

use std::fmt;

use crate::error::{Error, Location, PartProblem};
use crate::partition::{parse_part, write_parts};
use crate::relatives::{Closed, Relative, RelativeAnalysis};

/// The largest L of [`Reading::Thesis`], whose fixed point holds L piles.
pub const MAX_THESIS_LIMIT: u64 = 1_000_000;

/// The most states [`austrian_analysis`] stores (p(N) grows fast: N = 60 with L = 60
/// has 6,639,348, stored in about 1.5 GB).
pub const MAX_AUSTRIAN_STATES: u64 = 7_000_000;

/// The most piles [`austrian_analysis`] stores, over all its states (8 bytes each: at most
/// 800 MB of piles, on top of about 100 bytes per state). A small L makes few states of
/// very many piles (L = 2 with N = 30,000: 30,001 states of 675,015,000 piles in all), so
/// the states alone do not bound the memory. N = 60 with L = 60 has 96,373,932.
pub const MAX_AUSTRIAN_PILES: u64 = 100_000_000;

/// The most states [`austrian_dot`] draws (a readable picture).
pub const MAX_AUSTRIAN_DRAWN: u64 = 200;

/// Which rules a move follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum Reading {
    /// The rules: piles of at most L; new piles of L while the bank holds L.
    Rules,
    /// The thesis's example: piles of any size, one new pile of L every move, the bank may
    /// go below zero, piles in the order they were laid down.
    Thesis,
}

/// An Austrian state: the piles, the bank, the limit L and the reading. Ordered by piles
/// (lexicographically, as written), then bank. Serialized (feature `serde`) as
/// `{"piles":[..],"bank":b}`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Austrian {
    piles: Vec<u64>,
    bank: i128,
    #[cfg_attr(feature = "serde", serde(skip))]
    limit: u64,
    #[cfg_attr(feature = "serde", serde(skip))]
    reading: Reading,
}

/// Parses the pile limit L: a whole number from 1 to `u64::MAX`.
///
/// ```
/// assert_eq!(bulgarian::parse_limit("3"), Ok(3));
/// assert!(bulgarian::parse_limit("0").is_err());
/// ```
pub fn parse_limit(text: &str) -> Result<u64, Error> {
    match parse_part(text) {
        Ok(limit) => Ok(limit),
        Err(_) => Err(Error::BadLimit {
            written: text.to_owned(),
        }),
    }
}

impl Austrian {
    /// A start: these piles (zero refused; above `limit` refused under
    /// [`Reading::Rules`]) and an empty bank. Errors name the pile's position
    /// ([`Location::Argument`]).
    ///
    /// ```
    /// use bulgarian::{Austrian, Reading, Relative};
    /// let start = Austrian::new(vec![5, 4], 3, Reading::Thesis).unwrap();
    /// assert_eq!(start.step().to_string(), "4 3 3 | bank -1");
    /// assert!(Austrian::new(vec![5, 4], 3, Reading::Rules).is_err());
    /// ```
    pub fn new(piles: Vec<u64>, limit: u64, reading: Reading) -> Result<Austrian, Error> {
        if limit == 0 {
            return Err(Error::BadLimit {
                written: "0".into(),
            });
        }
        if reading == Reading::Thesis && limit > MAX_THESIS_LIMIT {
            return Err(Error::ThesisLimit {
                limit,
                max: MAX_THESIS_LIMIT,
            });
        }
        let mut total = 0u64;
        for (i, &pile) in piles.iter().enumerate() {
            let at = Location::Argument(i + 1);
            if pile == 0 {
                return Err(Error::BadPart {
                    at,
                    token: "0".into(),
                    problem: PartProblem::Zero,
                });
            }
            if reading == Reading::Rules && pile > limit {
                return Err(Error::PileAboveLimit { at, pile, limit });
            }
            total = total.checked_add(pile).ok_or(Error::TotalOverflow { at })?;
        }
        if total == 0 {
            return Err(Error::NoParts);
        }
        let mut start = Austrian {
            piles,
            bank: 0,
            limit,
            reading,
        };
        if reading == Reading::Rules {
            start.piles.sort_unstable_by(|a, b| b.cmp(a));
        }
        Ok(start)
    }

    /// Parses one pile per argument (see [`Austrian::new`]).
    pub fn from_args<S: AsRef<str>>(
        args: &[S],
        limit: u64,
        reading: Reading,
    ) -> Result<Austrian, Error> {
        let mut piles = Vec::with_capacity(args.len());
        for (i, arg) in args.iter().enumerate() {
            let token = arg.as_ref();
            let pile = parse_part(token).map_err(|problem| Error::BadPart {
                at: Location::Argument(i + 1),
                token: token.to_owned(),
                problem,
            })?;
            piles.push(pile);
        }
        Austrian::new(piles, limit, reading)
    }

    /// The piles: descending under [`Reading::Rules`], in the order laid down under
    /// [`Reading::Thesis`].
    pub fn piles(&self) -> &[u64] {
        &self.piles
    }

    /// The bank (below zero only under [`Reading::Thesis`]).
    pub fn bank(&self) -> i128 {
        self.bank
    }
}

impl Relative for Austrian {
    /// One move (O(piles)).
    fn step(&self) -> Austrian {
        let mut bank = self.bank + self.piles.len() as i128;
        let shrunk = self.piles.iter().filter(|&&p| p > 1).map(|&p| p - 1);
        let limit = i128::from(self.limit);
        let piles = match self.reading {
            Reading::Rules => {
                // Every pile is now below L, so the new piles of L go first.
                let mut piles = Vec::with_capacity(self.piles.len() + 1);
                while bank >= limit {
                    piles.push(self.limit);
                    bank -= limit;
                }
                piles.extend(shrunk);
                piles
            }
            Reading::Thesis => {
                let mut piles: Vec<u64> = shrunk.collect();
                piles.push(self.limit);
                bank -= limit;
                piles
            }
        };
        Austrian {
            piles,
            bank,
            limit: self.limit,
            reading: self.reading,
        }
    }

    fn total(&self) -> u64 {
        // Piles and bank always add up to the start's cards, which fit in 64 bits.
        (self.piles.iter().map(|&p| i128::from(p)).sum::<i128>() + self.bank) as u64
    }
}

impl fmt::Display for Austrian {
    /// The piles separated by single spaces (`-` for none), then ` | bank B`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.piles.is_empty() {
            f.write_str("-")?;
        } else {
            write_parts(f, &self.piles)?;
        }
        write!(f, " | bank {}", self.bank)
    }
}

/// For every m <= n, the number of partitions of m into parts of at most `limit` and the
/// number of parts they hold together, both saturating.
fn bounded_counts(n: u64, limit: u64) -> Vec<(u64, u64)> {
    let n = n as usize;
    let mut count = vec![(0u64, 0u64); n + 1];
    count[0] = (1, 0);
    for part in 1..=limit.min(n as u64) as usize {
        for m in part..=n {
            // Adding one part `part` to each partition of m - part.
            let (ways, parts) = count[m - part];
            let (old_ways, old_parts) = count[m];
            count[m] = (
                old_ways.saturating_add(ways),
                old_parts.saturating_add(parts).saturating_add(ways),
            );
        }
    }
    count
}

/// The states with n cards and limit L that a move can produce: a bank b from 0 to
/// min(L − 1, n), piles a partition of n − b into parts of at most L. Closed under the
/// move; refused beyond `max` states or [`MAX_AUSTRIAN_PILES`] piles in all.
pub(crate) fn states(n: u64, limit: u64, max: u64) -> Result<Closed<Austrian>, Error> {
    if limit == 0 {
        return Err(Error::BadLimit {
            written: "0".into(),
        });
    }
    // At most `max` states, so n itself is small: one state per bank at least.
    let banks = limit.min(n.saturating_add(1));
    let too_many = Error::AustrianTooLarge { n, limit, max };
    if n == 0 || banks > max || n > max {
        return Err(too_many);
    }
    let counts = bounded_counts(n, limit);
    let (total, piles) = (0..banks)
        .map(|b| counts[(n - b) as usize])
        .fold((0u64, 0u64), |(t, p), (ways, parts)| {
            (t.saturating_add(ways), p.saturating_add(parts))
        });
    if total > max {
        return Err(too_many);
    }
    if piles > MAX_AUSTRIAN_PILES {
        return Err(Error::AustrianTooManyPiles {
            n,
            limit,
            piles,
            max: MAX_AUSTRIAN_PILES,
        });
    }
    let mut all = Vec::with_capacity(total as usize);
    for bank in 0..banks {
        partitions_into(n - bank, limit, |piles| {
            all.push(Austrian {
                piles: piles.to_vec(),
                bank: i128::from(bank),
                limit,
                reading: Reading::Rules,
            })
        });
    }
    Ok(Closed::new(all))
}

/// Calls `found` with every descending partition of `m` into parts of at most `largest`,
/// in reverse lexicographic order, without recursion (a partition may hold millions of
/// parts).
fn partitions_into(m: u64, largest: u64, mut found: impl FnMut(&[u64])) {
    let mut parts = Vec::new();
    // The greatest partition: as many `largest` as fit, then the rest.
    fill(&mut parts, m, largest.min(m));
    loop {
        found(&parts);
        // The next one: lower the last part above 1 by one and refill the cards after it
        // (its 1 and the trailing ones) with parts no greater than the lowered one.
        let ones = parts.iter().rev().take_while(|&&p| p == 1).count();
        parts.truncate(parts.len() - ones);
        let Some(last) = parts.last_mut() else {
            return;
        };
        *last -= 1;
        let lowered = *last;
        fill(&mut parts, ones as u64 + 1, lowered);
    }
}

/// Appends `cards` cards as parts of `largest` (at least 1 unless `cards` is 0), then the
/// remainder.
fn fill(parts: &mut Vec<u64>, cards: u64, largest: u64) {
    if cards == 0 {
        return;
    }
    parts.extend(std::iter::repeat_n(largest, (cards / largest) as usize));
    if !cards.is_multiple_of(largest) {
        parts.push(cards % largest);
    }
}

/// The state graph of Austrian solitaire with n cards and limit L under the rules, on
/// every state a move can produce (bank below L), refused beyond
/// [`MAX_AUSTRIAN_STATES`] states or [`MAX_AUSTRIAN_PILES`] piles in all (checked up
/// front, by counting, before anything is stored). The witness is the greatest state with the longest
/// transient: lexicographically greatest piles (descending), then greatest bank.
///
/// ```
/// let a = bulgarian::austrian_analysis(4, 2).unwrap();
/// // bank 0: 2 2, 2 1 1, 1 1 1 1; bank 1: 2 1, 1 1 1.
/// assert_eq!(a.states, 5);
/// ```
pub fn austrian_analysis(n: u64, limit: u64) -> Result<RelativeAnalysis<Austrian>, Error> {
    Ok(states(n, limit, MAX_AUSTRIAN_STATES)?.analysis())
}

/// The state graph of [`austrian_analysis`] in Graphviz DOT, cycles bold and red, for at
/// most [`MAX_AUSTRIAN_DRAWN`] states.
pub fn austrian_dot(n: u64, limit: u64) -> Result<String, Error> {
    Ok(states(n, limit, MAX_AUSTRIAN_DRAWN)?.dot(&format!("Austrian {n}, L = {limit}")))
}
