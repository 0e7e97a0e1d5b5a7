//! Which orders have a projective plane, as far as anyone knows, and why.
//!
//! A deck of `k` symbols per card with k^2 - k + 1 cards is a projective plane of order
//! q = k - 1. Planes exist for every prime power q (the field construction); order 1 is
//! the triangle. Non-existence is proved for the orders excluded by the Bruck–Ryser theorem
//! (6, 14, 21, 22, 30, ...) and for order 10 (Lam, Thiel and Swiercz, 1989); every other
//! order (12, 15, 18, 20, ...) is open.

use crate::field::prime_power;

/// What is known about the projective plane of one order.
///
/// Serialized (feature `serde`) as `{"kind":"prime_power","p":2,"m":3}`, `{"kind":"order_six"}`,
/// ...
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Existence {
    /// Order 1: the triangle, three cards of two symbols.
    OrderOne,
    /// A prime power `p^m`: built over the field GF(p^m).
    PrimePower {
        /// The prime.
        p: u64,
        /// The exponent.
        m: u32,
    },
    /// Order 6: excluded by Bruck–Ryser, and by exhaustive search (Tarry, 1901; here
    /// [`prove_order_six`](crate::methods::prove_order_six())).
    OrderSix,
    /// Excluded by the Bruck–Ryser theorem: the order is 1 or 2 modulo 4 and not a sum of two
    /// squares.
    BruckRyser,
    /// Order 10: excluded by the exhaustive computer search of Lam, Thiel and Swiercz (1989).
    OrderTen,
    /// Not a prime power and not excluded: nobody knows.
    Unknown,
}

impl Existence {
    /// What is known about the plane of order `q` (`q >= 1`).
    ///
    /// ```
    /// use dobble::find::Existence;
    /// assert_eq!(Existence::of_order(9), Existence::PrimePower { p: 3, m: 2 });
    /// assert_eq!(Existence::of_order(14), Existence::BruckRyser);
    /// assert_eq!(Existence::of_order(12), Existence::Unknown);
    /// ```
    pub fn of_order(q: u64) -> Existence {
        if q == 1 {
            return Existence::OrderOne;
        }
        if let Some((p, m)) = prime_power(q) {
            return Existence::PrimePower { p, m };
        }
        match q {
            6 => Existence::OrderSix,
            10 => Existence::OrderTen,
            _ if bruck_ryser_excludes(q) => Existence::BruckRyser,
            _ => Existence::Unknown,
        }
    }

    /// `Some(true)` when a plane exists, `Some(false)` when it is proved not to, `None` when
    /// nobody knows.
    pub fn exists(self) -> Option<bool> {
        match self {
            Existence::OrderOne | Existence::PrimePower { .. } => Some(true),
            Existence::OrderSix | Existence::BruckRyser | Existence::OrderTen => Some(false),
            Existence::Unknown => None,
        }
    }

    /// Why, in one sentence, for the plane of order `q` (cards of `q + 1` symbols). These are
    /// the sentences of the `dobble` program, so the one for order 6 names its command
    /// `dobble search 7`, which runs [`prove_order_six`](crate::methods::prove_order_six).
    pub fn reason(self, q: u64) -> String {
        let k = q + 1;
        match self {
            Existence::OrderOne => "order 1 is the triangle: three cards of two symbols".into(),
            Existence::PrimePower { p, m } => format!(
                "order {q} = {p}^{m} is a prime power: the plane is built over the field GF({q})"
            ),
            Existence::OrderSix => format!(
                "no deck with {k} symbols per card exists: a projective plane of order 6 is \
                 excluded by the Bruck-Ryser theorem (6 = 2 mod 4 and 6 is not a sum of two \
                 squares), and `dobble search 7` proves it again by exhaustive search (it would \
                 give two orthogonal Latin squares of order 6, and there are none: Tarry 1901)"
            ),
            Existence::BruckRyser => format!(
                "no deck with {k} symbols per card exists: a projective plane of order {q} is \
                 excluded by the Bruck-Ryser theorem ({q} = {} mod 4 and {q} is not a sum of \
                 two squares)",
                q % 4
            ),
            Existence::OrderTen => format!(
                "no deck with {k} symbols per card exists: a projective plane of order 10 was \
                 ruled out by the exhaustive computer search of Lam, Thiel and Swiercz (1989)"
            ),
            Existence::Unknown => format!(
                "no deck with {k} symbols per card is known: order {q} is not a prime power, and \
                 whether a projective plane of order {q} exists is an open problem (no \
                 construction is known, no proof of impossibility either)"
            ),
        }
    }
}

/// Whether `q` is a sum of two squares of whole numbers.
fn sum_of_two_squares(q: u64) -> bool {
    (0..).take_while(|a| a * a <= q).any(|a| {
        let rest = q - a * a;
        let b = rest.isqrt();
        b * b == rest
    })
}

/// The Bruck–Ryser condition: q = 1 or 2 (mod 4) and q not a sum of two squares.
fn bruck_ryser_excludes(q: u64) -> bool {
    matches!(q % 4, 1 | 2) && !sum_of_two_squares(q)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_orders_up_to_thirty() {
        let classes = |pick: fn(Existence) -> bool| -> Vec<u64> {
            (1..=30).filter(|&q| pick(Existence::of_order(q))).collect()
        };
        assert_eq!(
            classes(|e| e.exists() == Some(true)),
            [1, 2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29]
        );
        assert_eq!(classes(|e| e == Existence::BruckRyser), [14, 21, 22, 30]);
        assert_eq!(
            classes(|e| e.exists() == Some(false)),
            [6, 10, 14, 21, 22, 30]
        );
        assert_eq!(
            classes(|e| e.exists().is_none()),
            [12, 15, 18, 20, 24, 26, 28]
        );
        // Order 6 also meets the Bruck-Ryser condition.
        assert!(bruck_ryser_excludes(6));
        assert!(!bruck_ryser_excludes(10));
    }

    #[test]
    fn sums_of_two_squares_by_brute_force() {
        for q in 0..500u64 {
            let brute = (0..=q).any(|a| (0..=q).any(|b| a * a + b * b == q));
            assert_eq!(sum_of_two_squares(q), brute, "{q}");
        }
    }
}
