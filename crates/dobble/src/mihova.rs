//! M. Mihova's direct construction (2007) of a deck for a prime order q, reproduced as
//! published. With `mod1(x, q) = ((x - 1) mod q) + 1` and integer division:
//!
//! ```text
//! point(q, i, j) = 0                                              if i = 0 and j = 0
//!                = (i - 1) div q                                  if j = 0, i > 0
//!                = q i + j                                        if 1 <= i <= q, j > 0
//!                = q j + mod1((j - 1) ((i - 1) div q - 1) + i, q) if i > q, j > 0
//! line(q, i) = [point(q, i, j) for j in 0..=q],  deck = [line(q, i) for i in 0..=q (q + 1)]
//! ```
//!
//! The published cases leave out `i = 0, j > 0`; the first card is then `0, 1, ..., q`
//! (`point(q, 0, j) = j`), the only choice that meets every other card once. For a composite
//! q the formula fails: with p a prime factor of q, `line(q, q + 1)` and
//! `line(q, (p + 1) q + 1)` share two symbols, and [`mihova`] refuses, citing them.

use crate::field::smallest_prime_factor;
use crate::plane::{GenerateError, MAX_SYMBOLS_PER_CARD, check_k};

/// Why [`mihova`] builds no deck.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MihovaError {
    /// `k` out of range.
    #[error(transparent)]
    Range(#[from] GenerateError),
    /// The order is composite, so two lines of the formula share several symbols.
    #[error(
        "Mihova's construction needs a prime order, and order {q} is not prime (prime factor \
         {p}): the formula's line({q}, {}) = {:?} and line({q}, {}) = {:?} share the symbols {}",
        .first.0, .first.1, .second.0, .second.1, and_list(.shared)
    )]
    Composite {
        /// The order asked for.
        q: u64,
        /// Its smallest prime factor.
        p: u64,
        /// The line number `q + 1` and its symbols.
        first: (u64, Vec<u64>),
        /// The line number `(p + 1) q + 1` and its symbols.
        second: (u64, Vec<u64>),
        /// The symbols the two lines share (two or more).
        shared: Vec<u64>,
    },
}

fn and_list(symbols: &[u64]) -> String {
    let words: Vec<String> = symbols.iter().map(u64::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => words.join(""),
    }
}

/// `mod1(x, q) = ((x - 1) mod q) + 1`, a value in `1..=q` (for `x >= 1`).
fn mod1(x: u64, q: u64) -> u64 {
    (x - 1) % q + 1
}

/// The formula's symbol `point(q, i, j)` (see the module docs), for `q >= 1`.
pub(crate) fn mihova_point(q: u64, i: u64, j: u64) -> u64 {
    match (i, j) {
        (0, _) => j,
        (_, 0) => (i - 1) / q,
        _ if i <= q => q * i + j,
        // (j - 1) ((i - 1) div q - 1) + i >= 1 since (i - 1) div q >= 1 here.
        _ => q * j + mod1((j - 1) * ((i - 1) / q - 1) + i, q),
    }
}

/// The formula's card `line(q, i)`, symbols in the order `j = 0..=q` (ascending); empty for
/// `q = 0`, where the formula has no meaning.
///
/// ```
/// assert_eq!(dobble::methods::mihova_line(4, 13), [3, 5, 11, 13, 19]);
/// ```
pub fn mihova_line(q: u64, i: u64) -> Vec<u64> {
    if q == 0 {
        return Vec::new();
    }
    (0..=q).map(|j| mihova_point(q, i, j)).collect()
}

/// Mihova's deck with `k` symbols per card, order q = k - 1 prime (or 1): cards
/// `line(q, 0), line(q, 1), ...` in that order.
///
/// # Errors
/// [`MihovaError::Composite`] for a composite order, with the two lines that share several
/// symbols; [`MihovaError::Range`] for `k` out of `2..=MAX_SYMBOLS_PER_CARD`.
///
/// ```
/// let deck = dobble::methods::mihova(3).unwrap();
/// assert_eq!(deck[0], [0, 1, 2]);
/// assert!(dobble::methods::mihova(5).is_err()); // order 4 is composite
/// ```
pub fn mihova(k: u32) -> Result<Vec<Vec<u32>>, MihovaError> {
    check_k(k, MAX_SYMBOLS_PER_CARD)?;
    let q = u64::from(k - 1);
    if let Some(p) = smallest_prime_factor(q).filter(|&p| p != q) {
        let first = (q + 1, mihova_line(q, q + 1));
        let second = ((p + 1) * q + 1, mihova_line(q, (p + 1) * q + 1));
        let shared = first
            .1
            .iter()
            .copied()
            .filter(|s| second.1.contains(s))
            .collect();
        return Err(MihovaError::Composite {
            q,
            p,
            first,
            second,
            shared,
        });
    }
    Ok((0..=q * (q + 1))
        .map(|i| mihova_line(q, i).into_iter().map(|s| s as u32).collect())
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::naive::verify_naive;
    use crate::verify::Verdict;

    #[test]
    fn prime_orders_give_planes() {
        for q in [1u32, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31] {
            let deck = mihova(q + 1).unwrap();
            let Verdict::Valid(figures) = verify_naive(&deck) else {
                panic!("order {q}: {:?}", verify_naive(&deck));
            };
            assert!(figures.complete, "order {q}");
        }
    }

    #[test]
    fn order_four_lines_share_five_and_thirteen() {
        // By hand from the formula: line(4, 5) has (5 - 1) div 4 = 1, then 4j + mod1(5, 4);
        // line(4, 13) has (13 - 1) div 4 = 3, then 4j + mod1(2(j - 1) + 13, 4).
        assert_eq!(mihova_line(4, 5), [1, 5, 9, 13, 17]);
        assert_eq!(mihova_line(4, 13), [3, 5, 11, 13, 19]);
        let err = mihova(5).unwrap_err();
        assert_eq!(
            err.to_string(),
            "Mihova's construction needs a prime order, and order 4 is not prime (prime factor \
             2): the formula's line(4, 5) = [1, 5, 9, 13, 17] and line(4, 13) = [3, 5, 11, 13, \
             19] share the symbols 5 and 13"
        );
    }

    #[test]
    fn every_composite_order_fails_at_the_cited_pair() {
        for q in (4..=60u64).filter(|&q| smallest_prime_factor(q) != Some(q)) {
            let Err(MihovaError::Composite {
                shared,
                first,
                second,
                ..
            }) = mihova(q as u32 + 1)
            else {
                panic!("order {q} accepted");
            };
            let brute = first.1.iter().filter(|s| second.1.contains(s)).count();
            assert!(shared.len() >= 2 && brute == shared.len(), "order {q}");
        }
    }
}
