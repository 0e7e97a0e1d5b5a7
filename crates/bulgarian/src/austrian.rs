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
//!
//! The state graph under the rules, on every state a move can produce, is [`analysis`] in
//! numbers and [`dot`] in Graphviz DOT.

use std::fmt;

use crate::error::{Location, PartProblem};
use crate::partition::{parse_part, write_parts};
use crate::relatives::{Closed, Relative, RelativeAnalysis};

/// The largest L of [`Reading::Thesis`], whose fixed point holds L piles.
pub const MAX_THESIS_LIMIT: u64 = 1_000_000;

/// The most states [`analysis`] stores (p(N) grows fast: N = 60 with L = 60 has
/// 6,639,348, stored in about 1.5 GB).
pub const MAX_STATES: u64 = 7_000_000;

/// The most piles [`analysis`] stores, over all its states (8 bytes each: at most 800 MB
/// of piles, on top of about 100 bytes per state). A small L makes few states of very
/// many piles (L = 2 with N = 30,000: 30,001 states of 675,015,000 piles in all), so the
/// states alone do not bound the memory. N = 60 with L = 60 has 96,373,932.
pub const MAX_PILES: u64 = 100_000_000;

/// The most states [`dot`] draws (a readable picture).
pub const MAX_DRAWN: u64 = 200;

/// Why piles, a limit and a reading are not an Austrian start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StartError {
    /// The limit L is 0.
    #[error("the pile limit L must be at least 1")]
    ZeroLimit,
    /// An L too large for the thesis's reading, whose fixed point holds L piles.
    #[error(
        "the thesis's reading takes L up to {max} (its fixed point holds L piles), not {limit}"
    )]
    ThesisLimit {
        /// The L asked for.
        limit: u64,
        /// The largest L taken ([`MAX_THESIS_LIMIT`]).
        max: u64,
    },
    /// No pile was given.
    #[error("no parts given: name the pile sizes, for example `4 1 1`")]
    NoPiles,
    /// A pile that is not a positive whole number.
    #[error("{at}: the part {token:?} {problem}")]
    BadPile {
        /// Where the pile was given.
        at: Location,
        /// The pile as written.
        token: String,
        /// What is wrong with it.
        problem: PartProblem,
    },
    /// A pile above the limit L under the rules.
    #[error(
        "{at}: the pile {pile} is above the limit L = {limit} (the thesis's reading allows it)"
    )]
    PileAboveLimit {
        /// Where the pile was given.
        at: Location,
        /// The pile's size.
        pile: u64,
        /// The limit L.
        limit: u64,
    },
    /// The total number of cards does not fit in 64 bits.
    #[error("{at}: the total number of cards exceeds 18446744073709551615")]
    TotalOverflow {
        /// The pile that made the total overflow.
        at: Location,
    },
}

/// Why an Austrian state graph is not built: no card or no limit, or more states or
/// piles than are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GraphError {
    /// The limit L is 0.
    #[error("the pile limit L must be at least 1")]
    ZeroLimit,
    /// No card, or more states than are stored.
    #[error(
        "an Austrian state graph is built for N >= 1 with at most {max} states, not N = {n} with L = {limit}"
    )]
    TooManyStates {
        /// The number of cards asked for.
        n: u64,
        /// The limit L asked for.
        limit: u64,
        /// The most states taken ([`MAX_STATES`] or [`MAX_DRAWN`]).
        max: u64,
    },
    /// States that hold more piles together than are stored.
    #[error(
        "an Austrian state graph is built with at most {max} piles in all its states, but N = {n} with L = {limit} has {piles}"
    )]
    TooManyPiles {
        /// The number of cards asked for.
        n: u64,
        /// The limit L asked for.
        limit: u64,
        /// The piles its states hold together (saturating at `u64::MAX`).
        piles: u64,
        /// The most piles taken ([`MAX_PILES`]).
        max: u64,
    },
}

/// Which rules a move follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
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
/// (lexicographically, as written), then bank. Serialized (feature `serde`) with its four
/// fields, `piles`, `bank`, `limit` and `reading`, and read back (checked: the piles as
/// [`Austrian::new`] checks them, the bank one a move can leave).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Austrian {
    piles: Vec<u64>,
    bank: i128,
    limit: u64,
    reading: Reading,
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Austrian {
    /// The four fields, the piles checked as [`Austrian::new`] checks them, the bank from
    /// 0 to L - 1 under the rules (any under the thesis's reading), and the cards in all
    /// at least 1 and within 64 bits.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Austrian, D::Error> {
        use serde::de::Error as _;
        #[derive(serde::Deserialize)]
        struct Fields {
            piles: Vec<u64>,
            bank: i128,
            limit: u64,
            reading: Reading,
        }
        let Fields {
            piles,
            bank,
            limit,
            reading,
        } = Fields::deserialize(deserializer)?;
        let cards: i128 = piles.iter().map(|&p| i128::from(p)).sum::<i128>() + bank;
        let mut state = match Austrian::new(piles, limit, reading) {
            Ok(state) => state,
            // All the cards may be in the bank, no pile left.
            Err(StartError::NoPiles) => Austrian {
                piles: Vec::new(),
                bank: 0,
                limit,
                reading,
            },
            Err(error) => return Err(D::Error::custom(error)),
        };
        if (reading == Reading::Rules && !(0..i128::from(limit)).contains(&bank))
            || !(1..=i128::from(u64::MAX)).contains(&cards)
        {
            return Err(D::Error::custom(format!(
                "the bank {bank} is not one a move leaves with L = {limit} and these piles"
            )));
        }
        state.bank = bank;
        Ok(state)
    }
}

impl Austrian {
    /// A start: these piles (zero refused; above `limit` refused under
    /// [`Reading::Rules`]) and an empty bank. Errors name the pile's position
    /// ([`Location::Argument`]).
    ///
    /// ```
    /// use bulgarian::austrian::{Austrian, Reading};
    /// use bulgarian::relatives::Relative;
    /// let start = Austrian::new(vec![5, 4], 3, Reading::Thesis).unwrap();
    /// assert_eq!(start.step().to_string(), "4 3 3 | bank -1");
    /// assert!(Austrian::new(vec![5, 4], 3, Reading::Rules).is_err());
    /// ```
    pub fn new(piles: Vec<u64>, limit: u64, reading: Reading) -> Result<Austrian, StartError> {
        if limit == 0 {
            return Err(StartError::ZeroLimit);
        }
        if reading == Reading::Thesis && limit > MAX_THESIS_LIMIT {
            return Err(StartError::ThesisLimit {
                limit,
                max: MAX_THESIS_LIMIT,
            });
        }
        let mut total = 0u64;
        for (i, &pile) in piles.iter().enumerate() {
            let at = Location::Argument(i + 1);
            if pile == 0 {
                return Err(StartError::BadPile {
                    at,
                    token: "0".into(),
                    problem: PartProblem::Zero,
                });
            }
            if reading == Reading::Rules && pile > limit {
                return Err(StartError::PileAboveLimit { at, pile, limit });
            }
            total = total
                .checked_add(pile)
                .ok_or(StartError::TotalOverflow { at })?;
        }
        if total == 0 {
            return Err(StartError::NoPiles);
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
    ) -> Result<Austrian, StartError> {
        let mut piles = Vec::with_capacity(args.len());
        for (i, arg) in args.iter().enumerate() {
            let token = arg.as_ref();
            let pile = parse_part(token).map_err(|problem| StartError::BadPile {
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
/// move; refused beyond `max` states or [`MAX_PILES`] piles in all.
fn states(n: u64, limit: u64, max: u64) -> Result<Closed<Austrian>, GraphError> {
    if limit == 0 {
        return Err(GraphError::ZeroLimit);
    }
    // At most `max` states, so n itself is small: one state per bank at least.
    let banks = limit.min(n.saturating_add(1));
    let too_many = GraphError::TooManyStates { n, limit, max };
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
    if piles > MAX_PILES {
        return Err(GraphError::TooManyPiles {
            n,
            limit,
            piles,
            max: MAX_PILES,
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
/// every state a move can produce (bank below L), refused beyond [`MAX_STATES`] states or
/// [`MAX_PILES`] piles in all (checked up front, by counting, before anything is stored).
/// The witness is the greatest state with the longest transient: lexicographically
/// greatest piles (descending), then greatest bank.
///
/// ```
/// let a = bulgarian::austrian::analysis(4, 2).unwrap();
/// // bank 0: 2 2, 2 1 1, 1 1 1 1; bank 1: 2 1, 1 1 1.
/// assert_eq!(a.states, 5);
/// ```
pub fn analysis(n: u64, limit: u64) -> Result<RelativeAnalysis<Austrian>, GraphError> {
    Ok(states(n, limit, MAX_STATES)?.analysis())
}

/// The state graph of [`analysis`] in Graphviz DOT, cycles bold and red, for at most
/// [`MAX_DRAWN`] states.
pub fn dot(n: u64, limit: u64) -> Result<String, GraphError> {
    Ok(states(n, limit, MAX_DRAWN)?.dot(&format!("Austrian {n}, L = {limit}")))
}
