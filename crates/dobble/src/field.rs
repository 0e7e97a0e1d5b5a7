//! Finite fields GF(p^m): polynomials over GF(p) modulo a monic irreducible polynomial of
//! degree m, found by trial division. Elements are numbers below q = p^m whose base-p digits
//! are the coefficients (digit i is the coefficient of x^i); addition and multiplication
//! are looked up in tables built once.

/// The prime power `q = p^m` as `(p, m)`, or `None` when `q` is not a prime power (0 and 1
/// are not).
///
/// ```
/// use dobble::methods::prime_power;
///
/// assert_eq!(prime_power(27), Some((3, 3)));
/// assert_eq!(prime_power(12), None);
/// ```
pub fn prime_power(q: u64) -> Option<(u64, u32)> {
    let p = smallest_prime_factor(q)?;
    let mut rest = q;
    let mut m = 0;
    while rest.is_multiple_of(p) {
        rest /= p;
        m += 1;
    }
    (rest == 1).then_some((p, m))
}

/// The smallest prime factor of `n`, or `None` for 0 and 1.
pub(crate) fn smallest_prime_factor(n: u64) -> Option<u64> {
    if n < 2 {
        return None;
    }
    (2..)
        .take_while(|d| d * d <= n)
        .find(|&d| n.is_multiple_of(d))
        .or(Some(n))
}

/// The finite field with `q = p^m` elements, numbered `0..q` (0 and 1 are the field's zero
/// and one).
///
/// ```
/// use dobble::methods::Field;
///
/// let f = Field::new(4).unwrap();          // GF(2)[x] / (x^2 + x + 1)
/// assert_eq!(f.modulus(), &[1, 1, 1]);
/// assert_eq!(f.mul(2, 2), 3);              // x * x = x + 1
/// assert_eq!(f.add(2, 3), 1);              // x + (x + 1) = 1
/// assert_eq!(f.mul(2, f.inv(2).unwrap()), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Field {
    p: u32,
    m: u32,
    q: u32,
    modulus: Vec<u32>,
    add: Vec<u32>,
    mul: Vec<u32>,
}

/// The largest field [`Field::new`] builds (its tables hold q^2 entries each).
pub const MAX_FIELD: u32 = 1 << 10;

impl Field {
    /// GF(q), or `None` when `q` is not a prime power or exceeds [`MAX_FIELD`].
    pub fn new(q: u32) -> Option<Field> {
        if q > MAX_FIELD {
            return None;
        }
        let (p, m) = prime_power(q.into())?;
        let (p, q) = (p as u32, q as usize);
        let modulus = irreducible(p, m);
        let digits = |mut a: usize| -> Vec<u32> {
            (0..m)
                .map(|_| {
                    let d = (a % p as usize) as u32;
                    a /= p as usize;
                    d
                })
                .collect()
        };
        let number =
            |coefficients: &[u32]| -> u32 { coefficients.iter().rev().fold(0, |n, &c| n * p + c) };
        let all: Vec<Vec<u32>> = (0..q).map(digits).collect();
        let mut add = vec![0; q * q];
        let mut mul = vec![0; q * q];
        for a in 0..q {
            for b in 0..q {
                let sum: Vec<u32> = (0..m as usize)
                    .map(|i| (all[a][i] + all[b][i]) % p)
                    .collect();
                add[a * q + b] = number(&sum);
                mul[a * q + b] = number(&poly_rem(&poly_mul(&all[a], &all[b], p), &modulus, p));
            }
        }
        Some(Field {
            p,
            m,
            q: q as u32,
            modulus,
            add,
            mul,
        })
    }

    /// The number of elements q.
    pub fn order(&self) -> u32 {
        self.q
    }

    /// The characteristic p.
    pub fn characteristic(&self) -> u32 {
        self.p
    }

    /// The degree m over GF(p).
    pub fn degree(&self) -> u32 {
        self.m
    }

    /// The monic irreducible polynomial of degree m the field is built from, coefficients from
    /// the constant term up (the smallest such polynomial when read as a base-p number from
    /// the top coefficient down).
    pub fn modulus(&self) -> &[u32] {
        &self.modulus
    }

    /// `a + b`.
    pub fn add(&self, a: u32, b: u32) -> u32 {
        self.add[(a * self.q + b) as usize]
    }

    /// `a * b`.
    pub fn mul(&self, a: u32, b: u32) -> u32 {
        self.mul[(a * self.q + b) as usize]
    }

    /// `-a`.
    pub fn neg(&self, a: u32) -> u32 {
        (0..self.q)
            .find(|&b| self.add(a, b) == 0)
            .unwrap_or_default()
    }

    /// `1 / a`, or `None` for `a = 0`.
    pub fn inv(&self, a: u32) -> Option<u32> {
        (1..self.q).find(|&b| self.mul(a, b) == 1)
    }

    /// The table of negatives, indexed by element.
    pub(crate) fn negatives(&self) -> Vec<u32> {
        let mut neg = vec![0; self.q as usize];
        for a in 0..self.q {
            for b in 0..self.q {
                if self.add(a, b) == 0 {
                    neg[a as usize] = b;
                }
            }
        }
        neg
    }
}

/// The product of two polynomials over GF(p) (coefficients from the constant term up).
fn poly_mul(a: &[u32], b: &[u32], p: u32) -> Vec<u32> {
    let mut product = vec![0; a.len() + b.len()];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            product[i + j] = (product[i + j] + x * y) % p;
        }
    }
    product
}

/// The remainder of `a` divided by the monic polynomial `divisor` over GF(p), with
/// `divisor.len() - 1` coefficients.
fn poly_rem(a: &[u32], divisor: &[u32], p: u32) -> Vec<u32> {
    let d = divisor.len() - 1;
    let mut rest = a.to_vec();
    for top in (d..rest.len()).rev() {
        let c = rest[top];
        if c != 0 {
            for (i, &x) in divisor.iter().enumerate() {
                let at = top - d + i;
                rest[at] = (rest[at] + (p - c) * x) % p;
            }
        }
    }
    rest.truncate(d);
    rest.resize(d, 0);
    rest
}

/// The monic polynomial of degree `degree` over GF(p) whose lower coefficients are the
/// base-p digits of `n`.
fn monic(n: u64, degree: u32, p: u32) -> Vec<u32> {
    let mut n = n;
    let mut coefficients: Vec<u32> = (0..degree)
        .map(|_| {
            let d = (n % u64::from(p)) as u32;
            n /= u64::from(p);
            d
        })
        .collect();
    coefficients.push(1);
    coefficients
}

/// Whether the monic polynomial `f` over GF(p) is irreducible: no monic polynomial of degree
/// 1 to deg(f) / 2 divides it (trial division).
pub(crate) fn is_irreducible(f: &[u32], p: u32) -> bool {
    let degree = f.len() as u32 - 1;
    (1..=degree / 2).all(|d| {
        (0..u64::from(p).pow(d)).all(|n| poly_rem(f, &monic(n, d, p), p).iter().any(|&c| c != 0))
    })
}

/// The first monic irreducible polynomial of degree `m` over GF(p).
fn irreducible(p: u32, m: u32) -> Vec<u32> {
    (0..)
        .map(|n| monic(n, m, p))
        .find(|f| is_irreducible(f, p))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const ORDERS: [u32; 16] = [2, 3, 4, 5, 7, 8, 9, 16, 25, 27, 32, 49, 64, 81, 125, 256];

    #[test]
    fn prime_powers() {
        let found: Vec<u64> = (0..=32).filter(|&q| prime_power(q).is_some()).collect();
        assert_eq!(
            found,
            [
                2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29, 31, 32
            ]
        );
        assert_eq!(prime_power(1 << 40), Some((2, 40)));
        assert!(Field::new(6).is_none() && Field::new(1).is_none() && Field::new(0).is_none());
    }

    #[test]
    fn known_irreducible_polynomials() {
        // x^2 + x + 1, x^3 + x + 1, x^4 + x + 1 over GF(2); x^2 + 1 over GF(3).
        assert_eq!(Field::new(4).unwrap().modulus(), [1, 1, 1]);
        assert_eq!(Field::new(8).unwrap().modulus(), [1, 1, 0, 1]);
        assert_eq!(Field::new(16).unwrap().modulus(), [1, 1, 0, 0, 1]);
        assert_eq!(Field::new(9).unwrap().modulus(), [1, 0, 1]);
        // x^2 + 1 = (x + 1)^2 over GF(2); x^4 + x^2 + 1 = (x^2 + x + 1)^2.
        assert!(!is_irreducible(&[1, 0, 1], 2));
        assert!(!is_irreducible(&[1, 0, 1, 0, 1], 2));
        assert!(is_irreducible(&[1, 1, 0, 0, 1], 2));
    }

    /// The Möbius function, by factoring.
    fn mobius(mut n: u64) -> i64 {
        let mut sign = 1;
        let mut d = 2;
        while d * d <= n {
            if n.is_multiple_of(d) {
                n /= d;
                if n.is_multiple_of(d) {
                    return 0;
                }
                sign = -sign;
            }
            d += 1;
        }
        if n > 1 { -sign } else { sign }
    }

    #[test]
    fn irreducible_counts_match_gauss_formula() {
        // The number of monic irreducible polynomials of degree m over GF(p) is
        // (1/m) sum over d | m of mobius(d) p^(m/d).
        for (p, top) in [(2u32, 8u32), (3, 5), (5, 4), (7, 3)] {
            for m in 1..=top {
                let found = (0..u64::from(p).pow(m))
                    .filter(|&n| is_irreducible(&monic(n, m, p), p))
                    .count() as i64;
                let sum: i64 = (1..=m)
                    .filter(|&d| m.is_multiple_of(d))
                    .map(|d| mobius(d.into()) * i64::from(p).pow(m / d))
                    .sum();
                assert_eq!(found, sum / i64::from(m), "p = {p}, m = {m}");
            }
        }
    }

    #[test]
    fn every_nonzero_element_is_invertible() {
        // Exhaustive: with a reducible modulus there would be zero divisors.
        for q in ORDERS.into_iter().filter(|&q| q <= 64) {
            let f = Field::new(q).unwrap();
            for a in 1..q {
                let inverse = f
                    .inv(a)
                    .unwrap_or_else(|| panic!("GF({q}): {a} has no inverse"));
                assert_eq!(f.mul(inverse, a), 1);
            }
            let neg = f.negatives();
            for a in 0..q {
                assert_eq!(f.add(a, neg[a as usize]), 0);
                assert_eq!(f.neg(a), neg[a as usize]);
            }
        }
    }

    #[test]
    fn characteristic_and_frobenius() {
        for q in ORDERS {
            let f = Field::new(q).unwrap();
            let p = f.characteristic();
            assert_eq!(u64::from(p).pow(f.degree()), u64::from(q));
            // p * a = 0 and a^q = a for every a.
            for a in 0..q {
                assert_eq!((0..p).fold(0, |s, _| f.add(s, a)), 0);
                assert_eq!((0..q).fold(1, |x, _| f.mul(x, a)), a);
            }
        }
    }

    fn field_and_three() -> impl Strategy<Value = (u32, u32, u32, u32)> {
        proptest::sample::select(ORDERS.to_vec()).prop_flat_map(|q| (Just(q), 0..q, 0..q, 0..q))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The field axioms.
        #[test]
        fn field_axioms((q, a, b, c) in field_and_three()) {
            let f = Field::new(q).unwrap();
            prop_assert_eq!(f.add(a, b), f.add(b, a));
            prop_assert_eq!(f.mul(a, b), f.mul(b, a));
            prop_assert_eq!(f.add(f.add(a, b), c), f.add(a, f.add(b, c)));
            prop_assert_eq!(f.mul(f.mul(a, b), c), f.mul(a, f.mul(b, c)));
            prop_assert_eq!(f.mul(a, f.add(b, c)), f.add(f.mul(a, b), f.mul(a, c)));
            prop_assert_eq!(f.add(a, 0), a);
            prop_assert_eq!(f.mul(a, 1), a);
            prop_assert_eq!(f.add(a, f.neg(a)), 0);
            if a != 0 {
                prop_assert_eq!(f.mul(a, f.inv(a).unwrap()), 1);
            }
            prop_assert!(f.add(a, b) < q && f.mul(a, b) < q);
        }
    }
}
