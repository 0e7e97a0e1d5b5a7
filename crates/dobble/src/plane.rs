//! The projective plane PG(2, q) over the field GF(q): symbols are its points, cards its
//! lines. Points and lines are homogeneous triples over GF(q) up to a nonzero factor; a
//! point lies on a line when their dot product is zero.
//!
//! Points are normalized with their first nonzero coordinate 1 and numbered
//! `(1, a, b) -> a q + b`, `(0, 1, a) -> q^2 + a`, `(0, 0, 1) -> q^2 + q`. Lines are
//! normalized with their last nonzero coordinate 1, and the points of each line are written
//! down directly (q + 1 per line, no search over all points):
//!
//! - `[u, v, 1]`: the points `(1, a, -(u + v a))` for every a, and `(0, 1, -v)`;
//! - `[u, 1, 0]`: the points `(1, -u, b)` for every b, and `(0, 0, 1)`;
//! - `[1, 0, 0]`: the points `(0, 1, a)` for every a, and `(0, 0, 1)`.

use crate::existence::Existence;
use crate::field::Field;

/// The largest number of symbols per card [`find_deck`](crate::find_deck()) builds over a
/// field or by Mihova's formula (a deck of order 256: 65,793 cards).
pub const MAX_SYMBOLS_PER_CARD: u32 = 257;

/// Why a construction cannot be asked for this `k`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GenerateError {
    /// Fewer than two symbols per card.
    #[error("K must be at least 2 (got {0})")]
    TooSmall(u32),
    /// More symbols per card than the construction handles.
    #[error("K must be at most {max} (got {k})")]
    TooLarge {
        /// What was asked.
        k: u32,
        /// The most the construction builds.
        max: u32,
    },
}

/// The full deck with `k` symbols per card over GF(k - 1), or `None` when k - 1 is not a
/// prime power (order 1, k = 2, is the triangle). `k` must be at least 2.
pub(crate) fn field_deck(k: u32) -> Option<(Vec<Vec<u32>>, Existence)> {
    let q = k.checked_sub(1)?;
    match Existence::of_order(q.into()) {
        known @ Existence::OrderOne => Some((vec![vec![0, 1], vec![0, 2], vec![1, 2]], known)),
        known @ Existence::PrimePower { .. } => Field::new(q).map(|f| (plane(&f), known)),
        _ => None,
    }
}

/// Checks `2 <= k <= max`.
pub(crate) fn check_k(k: u32, max: u32) -> Result<(), GenerateError> {
    match k {
        0 | 1 => Err(GenerateError::TooSmall(k)),
        _ if k > max => Err(GenerateError::TooLarge { k, max }),
        _ => Ok(()),
    }
}

/// The lines of PG(2, q) over `field`, as cards of point numbers (see the module docs),
/// symbols ascending within each card, cards in lexicographic order.
pub fn plane(field: &Field) -> Vec<Vec<u32>> {
    let q = field.order();
    let neg = field.negatives();
    let affine = |a: u32, b: u32| a * q + b;
    let at_infinity = |a: u32| q * q + a;
    let top = q * q + q;
    let mut cards = Vec::with_capacity((q * q + q + 1) as usize);
    for u in 0..q {
        for v in 0..q {
            let mut card: Vec<u32> = (0..q)
                .map(|a| affine(a, neg[field.add(u, field.mul(v, a)) as usize]))
                .collect();
            card.push(at_infinity(neg[v as usize]));
            cards.push(card);
        }
    }
    for u in 0..q {
        let mut card: Vec<u32> = (0..q).map(|b| affine(neg[u as usize], b)).collect();
        card.push(top);
        cards.push(card);
    }
    let mut card: Vec<u32> = (0..q).map(at_infinity).collect();
    card.push(top);
    cards.push(card);
    for card in &mut cards {
        card.sort_unstable();
    }
    cards.sort_unstable();
    cards
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::naive::verify_naive;
    use crate::verify::Verdict;

    /// The plane of order `q` (a prime power or 1), for other modules' tests.
    pub(crate) fn plane_of_order(q: u32) -> Vec<Vec<u32>> {
        match field_deck(q + 1) {
            Some((cards, _)) => cards,
            None => panic!("no plane of order {q}"),
        }
    }

    #[test]
    fn every_plane_up_to_order_32_is_checked_pair_by_pair() {
        for q in (1..=32).filter(|&q| Existence::of_order(q.into()).exists() == Some(true)) {
            let cards = plane_of_order(q);
            let n = (q * q + q + 1) as usize;
            let Verdict::Valid(figures) = verify_naive(&cards) else {
                panic!("order {q}: {:?}", verify_naive(&cards));
            };
            assert!(figures.complete, "order {q}");
            assert_eq!((figures.cards, figures.symbols), (n, n));
            // Symbols are 0..n, ascending in every card.
            assert!(cards.iter().flatten().all(|&s| (s as usize) < n));
            assert!(cards.iter().all(|c| c.windows(2).all(|w| w[0] < w[1])));
        }
    }

    #[test]
    fn every_plane_up_to_order_128_is_complete() {
        // The fast verifier (itself checked against the naive one) on the larger orders.
        for q in (33..=128).filter(|&q| Existence::of_order(q.into()).exists() == Some(true)) {
            let figures = crate::verify::verify(&plane_of_order(q));
            assert!(
                matches!(figures, Verdict::Valid(f) if f.complete),
                "order {q}"
            );
            if crate::field::smallest_prime_factor(q.into()) == Some(q.into()) {
                let mihova = crate::mihova::mihova(q + 1).unwrap();
                let figures = crate::verify::verify(&mihova);
                assert!(
                    matches!(figures, Verdict::Valid(f) if f.complete),
                    "Mihova {q}"
                );
            }
        }
    }

    #[test]
    fn fano_plane() {
        assert_eq!(
            plane_of_order(2),
            // Worked by hand from the formulas in the module docs.
            [
                [0, 1, 6],
                [0, 2, 4],
                [0, 3, 5],
                [1, 2, 5],
                [1, 3, 4],
                [2, 3, 6],
                [4, 5, 6]
            ]
        );
    }
}
