//! Exact dyadic rationals (`m / 2^k`), the values of Blue-Red Hackenbush, with the two
//! ways of writing them: as a fraction (`-3/8`) and as a sign expansion (`-++`), the
//! stalk of blue (`+`) and red (`-`) edges worth that number (Berlekamp's rule).
//!
//! Numerators are arbitrary-precision (`num_bigint`): a stalk of a million alternating
//! edges is worth a fraction with a million-bit denominator.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};

use num_bigint::{BigInt, BigUint, Sign};

/// A dyadic rational `m / 2^k`, exactly: the value of a Blue-Red Hackenbush picture
/// (positive: Left, Blue, wins; negative: Right, Red, wins; zero: whoever moves second).
///
/// The default is 0. It prints as a fraction in lowest terms (`-3/8`, `2`, `0`), and
/// [`Dyadic::sign_expansion`] writes it as the stalk worth it.
///
/// ```
/// use hackenbush::Dyadic;
/// let x = Dyadic::from_sign_expansion("+--").unwrap(); // 1 - 1/2 - 1/4
/// assert_eq!(x.to_string(), "1/4");
/// assert_eq!((x.clone() + Dyadic::from(-1)).to_string(), "-3/4");
/// assert_eq!(Dyadic::from(-1).sign_expansion(), "-");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dyadic(Repr);

/// In lowest terms (numerator odd, or zero with exponent 0), and `Small` exactly when the
/// numerator fits an `i64` and the exponent is at most [`SMALL_EXP`], so that equal
/// numbers are equal values. Small numbers, nearly all of them in a random picture, need
/// no allocation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Repr {
    Small { num: i64, exp: u32 },
    Big { num: BigInt, exp: u64 },
}

impl Default for Repr {
    fn default() -> Repr {
        Repr::Small { num: 0, exp: 0 }
    }
}

/// The largest exponent of a small number (so that `1 << exp` and aligned sums fit).
const SMALL_EXP: u32 = 62;

impl Dyadic {
    /// Zero.
    pub fn zero() -> Dyadic {
        Dyadic::default()
    }

    /// `num / 2^exp`, in lowest terms.
    pub fn new(num: impl Into<BigInt>, exp: u64) -> Dyadic {
        let mut num: BigInt = num.into();
        let shift = num.trailing_zeros().map_or(exp, |zeros| zeros.min(exp));
        num >>= shift;
        let exp = if num.sign() == Sign::NoSign {
            0
        } else {
            exp - shift
        };
        match (i64::try_from(&num), u32::try_from(exp)) {
            (Ok(num), Ok(exp)) if exp <= SMALL_EXP => Dyadic(Repr::Small { num, exp }),
            _ => Dyadic(Repr::Big { num, exp }),
        }
    }

    /// `num / 2^exp` for a numerator that fits an `i128` and `exp <= 2 * SMALL_EXP`, without
    /// allocating when the result is small.
    fn from_i128(num: i128, exp: u32) -> Dyadic {
        let shift = if num == 0 {
            exp
        } else {
            num.trailing_zeros().min(exp)
        };
        let (num, exp) = (num >> shift, if num == 0 { 0 } else { exp - shift });
        match i64::try_from(num) {
            Ok(num) if exp <= SMALL_EXP => Dyadic(Repr::Small { num, exp }),
            _ => Dyadic::new(num, u64::from(exp)),
        }
    }

    /// The numerator and exponent, as big numbers.
    fn parts(&self) -> (BigInt, u64) {
        match &self.0 {
            Repr::Small { num, exp } => (BigInt::from(*num), u64::from(*exp)),
            Repr::Big { num, exp } => (num.clone(), *exp),
        }
    }

    /// The sign: `Less` below zero, `Equal` at zero, `Greater` above.
    pub fn signum(&self) -> Ordering {
        match &self.0 {
            Repr::Small { num, .. } => num.cmp(&0),
            Repr::Big { num, .. } => match num.sign() {
                Sign::Minus => Ordering::Less,
                Sign::NoSign => Ordering::Equal,
                Sign::Plus => Ordering::Greater,
            },
        }
    }

    /// The largest integer at most `self`.
    pub(crate) fn floor(&self) -> BigInt {
        // An arithmetic shift of a negative number rounds down, as floor does.
        match &self.0 {
            Repr::Small { num, exp } => BigInt::from(num >> exp),
            Repr::Big { num, exp } => num >> exp,
        }
    }

    /// `k` of `m / 2^k` in lowest terms: 0 for an integer.
    pub(crate) fn exponent(&self) -> u64 {
        self.parts().1
    }

    /// Half of `self`.
    pub(crate) fn halve(&self) -> Dyadic {
        let (num, exp) = self.parts();
        Dyadic::new(num, exp + 1)
    }

    /// `self` times `2^k`.
    pub(crate) fn times_two_to(&self, k: u64) -> Dyadic {
        let (num, exp) = self.parts();
        let shift = k.min(exp);
        Dyadic::new(num << (k - shift), exp - shift)
    }

    /// The number a sign expansion stands for: `+` a blue edge, `-` a red one, read
    /// from the ground up; `None` if the text holds anything else.
    pub fn from_sign_expansion(signs: &str) -> Option<Dyadic> {
        let signs: Vec<bool> = signs
            .chars()
            .map(|c| match c {
                '+' => Some(true),
                '-' => Some(false),
                _ => None,
            })
            .collect::<Option<_>>()?;
        Some(Dyadic::from_signs(signs.iter().copied()))
    }

    /// The number of signs given from the ground up (`true` is `+`): by Berlekamp's rule,
    /// the first run of equal signs counts whole units, and after it each sign counts half
    /// the one before.
    pub(crate) fn from_signs(signs: impl ExactSizeIterator<Item = bool>) -> Dyadic {
        let short = signs.len() <= SMALL_EXP as usize;
        let mut signs = signs.peekable();
        let Some(&first) = signs.peek() else {
            return Dyadic::zero();
        };
        let mut run: u64 = 0;
        while signs.next_if_eq(&first).is_some() {
            run += 1;
        }
        // The rest begins with the opposite sign (worth a half); signs after it are the
        // binary digits of the fraction, with a final 1 for the last sign.
        let k = signs.len() as u64;
        let number = if k == 0 {
            Dyadic::from_i128(i128::from(run), 0)
        } else if short {
            // run + k <= SMALL_EXP: everything fits a u64.
            signs.next();
            let mut fraction: u64 = 1;
            for (i, sign) in signs.enumerate() {
                if sign == first {
                    fraction |= 1 << (k - 1 - i as u64);
                }
            }
            let magnitude = (i128::from(run - 1) << k) + i128::from(fraction);
            Dyadic::from_i128(magnitude, k as u32)
        } else {
            signs.next();
            let mut digits = vec![0u32; (k / 32 + 1) as usize];
            let mut set = |bit: u64| digits[(bit / 32) as usize] |= 1 << (bit % 32);
            set(0);
            for (i, sign) in signs.enumerate() {
                if sign == first {
                    set(k - 1 - i as u64);
                }
            }
            let fraction = BigInt::from(BigUint::new(digits));
            Dyadic::new((BigInt::from(run - 1) << k) + fraction, k)
        };
        if first { number } else { -number }
    }

    /// The signs of the stalk worth this number, from the ground up (`true` is `+`, a blue
    /// edge): the shortest such stalk, one sign per edge.
    pub(crate) fn signs(&self) -> Vec<bool> {
        let positive = self.signum() != Ordering::Less;
        // The magnitude's whole part, exponent, and its bits below the point.
        let (whole, k, digits): (u64, u64, Vec<u32>) = match &self.0 {
            Repr::Small { num, exp } => {
                let m = num.unsigned_abs();
                let digits = vec![m as u32, (m >> 32) as u32];
                (m >> exp, u64::from(*exp), digits)
            }
            Repr::Big { num, exp } => {
                let m = num.magnitude();
                let whole = u64::try_from(&(m >> exp)).unwrap_or(u64::MAX);
                (whole, *exp, m.to_u32_digits())
            }
        };
        let mut signs = Vec::new();
        if k == 0 {
            signs.resize(whole as usize, positive);
            return signs;
        }
        // m / 2^k with m odd, k >= 1: `whole + 1` signs up, one down to `whole + 1/2`,
        // then the binary digits of the fraction but its last 1 (1 up, 0 down).
        signs.reserve(whole as usize + k as usize + 1);
        signs.resize(whole as usize + 1, positive);
        signs.push(!positive);
        let bit = |b: u64| {
            digits
                .get((b / 32) as usize)
                .is_some_and(|d| d >> (b % 32) & 1 == 1)
        };
        for i in (1..k).rev() {
            signs.push(bit(i) == positive);
        }
        signs
    }

    /// The sign expansion: the stalk worth this number from the ground up, `+` for a blue
    /// edge and `-` for a red one (empty for 0).
    ///
    /// ```
    /// use hackenbush::Dyadic;
    /// let x: Dyadic = "-3/8".parse().unwrap(); // -1 + 1/2 + 1/4 - 1/8
    /// assert_eq!(x.sign_expansion(), "-++-");
    /// ```
    pub fn sign_expansion(&self) -> String {
        self.signs()
            .into_iter()
            .map(|s| if s { '+' } else { '-' })
            .collect()
    }

    /// The simplest number strictly between `low` and `high` (`None` is no bound), by
    /// the simplicity theorem: 0 if it fits, else the integer nearest 0, else the fraction
    /// with the smallest denominator. `None` when `low >= high`.
    pub(crate) fn simplest_between(low: Option<&Dyadic>, high: Option<&Dyadic>) -> Option<Dyadic> {
        if let (Some(low), Some(high)) = (low, high)
            && low >= high
        {
            return None;
        }
        let zero = Dyadic::zero();
        if low.is_none_or(|l| *l < zero) && high.is_none_or(|h| *h > zero) {
            return Some(zero);
        }
        if let Some(high) = high.filter(|h| **h <= zero) {
            let low = low.map(|l| -l.clone());
            let negated = Dyadic::simplest_between(Some(&-high.clone()), low.as_ref());
            return negated.map(|x| -x);
        }
        let low = low.expect("0 fits when there is no lower bound");
        for k in 0.. {
            let m = low.times_two_to(k).floor() + 1;
            let candidate = Dyadic::new(m, k);
            if high.is_none_or(|h| candidate < *h) {
                return Some(candidate);
            }
        }
        unreachable!("a dyadic lies between two different dyadics")
    }
}

impl From<i64> for Dyadic {
    fn from(n: i64) -> Dyadic {
        Dyadic::new(n, 0)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        match self.0 {
            Repr::Small { num, exp } => match num.checked_neg() {
                Some(num) => Dyadic(Repr::Small { num, exp }),
                None => Dyadic::new(-BigInt::from(num), u64::from(exp)),
            },
            Repr::Big { num, exp } => Dyadic::new(-num, exp),
        }
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        if let (Repr::Small { num: a, exp: ea }, Repr::Small { num: b, exp: eb }) =
            (&self.0, &other.0)
        {
            // Aligned, each is below 2^125 in size: the sum fits an i128.
            let exp = (*ea).max(*eb);
            let sum = (i128::from(*a) << (exp - ea)) + (i128::from(*b) << (exp - eb));
            return Dyadic::from_i128(sum, exp);
        }
        let ((a, ea), (b, eb)) = (self.parts(), other.parts());
        let exp = ea.max(eb);
        Dyadic::new((a << (exp - ea)) + (b << (exp - eb)), exp)
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        self + -other
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        if let (Repr::Small { num: a, exp: ea }, Repr::Small { num: b, exp: eb }) =
            (&self.0, &other.0)
        {
            let exp = (*ea).max(*eb);
            return (i128::from(*a) << (exp - ea)).cmp(&(i128::from(*b) << (exp - eb)));
        }
        let ((a, ea), (b, eb)) = (self.parts(), other.parts());
        let exp = ea.max(eb);
        (a << (exp - ea)).cmp(&(b << (exp - eb)))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Dyadic {
    /// `n` for an integer, `m/2^k` written out (`-3/8`) otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small { num, exp: 0 } => write!(f, "{num}"),
            Repr::Small { num, exp } => write!(f, "{num}/{}", 1u64 << exp),
            Repr::Big { num, exp: 0 } => write!(f, "{num}"),
            Repr::Big { num, exp } => write!(f, "{num}/{}", BigInt::from(1) << exp),
        }
    }
}

/// Why a text is not a dyadic fraction.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a dyadic fraction (an integer, or an integer over a power of two)")]
pub struct DyadicError;

impl std::str::FromStr for Dyadic {
    type Err = DyadicError;

    /// `n` or `m/d` with `d` a power of two, as [`Dyadic`] prints.
    fn from_str(text: &str) -> Result<Dyadic, DyadicError> {
        let (num, den) = text.split_once('/').unwrap_or((text, "1"));
        let num: BigInt = num.parse().map_err(|_| DyadicError)?;
        let den: BigUint = den.parse().map_err(|_| DyadicError)?;
        let exp = den.trailing_zeros().ok_or(DyadicError)?;
        if den != BigUint::from(1u8) << exp {
            return Err(DyadicError);
        }
        Ok(Dyadic::new(num, exp))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Dyadic {
    /// As its fraction, a JSON string (`"-3/8"`): a numerator may be longer than any
    /// JSON reader's numbers.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Dyadic {
    /// From its fraction, as [`str::parse`] reads it.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn d(text: &str) -> Dyadic {
        text.parse().unwrap()
    }

    /// Sign expansions worked out by hand from Berlekamp's rule (Winning Ways, ch. 2,
    /// "Hackenbush Stalks"): `+-` is 1 - 1/2, `++-+` is 2 - 1/2 + 1/4, and so on.
    #[test]
    fn sign_expansions_by_hand() {
        for (signs, value) in [
            ("", "0"),
            ("+", "1"),
            ("---", "-3"),
            ("+-", "1/2"),
            ("+--", "1/4"),
            ("+-+", "3/4"),
            ("++-+", "7/4"),
            ("+-+-", "5/8"),
            ("-+-+", "-5/8"),
            ("-++-", "-3/8"),
            ("-++", "-1/4"),
        ] {
            let x = Dyadic::from_sign_expansion(signs).unwrap();
            assert_eq!(x, d(value), "{signs}");
            assert_eq!(x.sign_expansion(), signs, "{value}");
        }
        assert_eq!(Dyadic::from_sign_expansion("+x"), None);
    }

    #[test]
    fn arithmetic_and_order() {
        assert_eq!(d("1/2") + d("1/4"), d("3/4"));
        assert_eq!(d("1/2") - d("1/2"), Dyadic::zero());
        assert_eq!(d("-3/8").to_string(), "-3/8");
        assert_eq!(d("6/4").to_string(), "3/2");
        assert!(d("-1/2") < d("-1/4") && d("-1/4") < d("0"));
        assert_eq!(d("-1/2").floor(), BigInt::from(-1));
        assert_eq!(d("7/4").floor(), BigInt::from(1));
        assert!("1/3".parse::<Dyadic>().is_err());
        assert!("1/0".parse::<Dyadic>().is_err());
        assert!("x".parse::<Dyadic>().is_err());
    }

    /// The simplest number between two bounds, worked by hand.
    #[test]
    fn simplest_numbers() {
        let s = |l: Option<&str>, h: Option<&str>| {
            Dyadic::simplest_between(l.map(d).as_ref(), h.map(d).as_ref()).map(|x| x.to_string())
        };
        assert_eq!(s(None, None).as_deref(), Some("0"));
        assert_eq!(s(Some("0"), None).as_deref(), Some("1"));
        assert_eq!(s(None, Some("-2")).as_deref(), Some("-3"));
        assert_eq!(s(Some("0"), Some("1")).as_deref(), Some("1/2"));
        assert_eq!(s(Some("1/2"), Some("1")).as_deref(), Some("3/4"));
        assert_eq!(s(Some("-1"), Some("5/2")).as_deref(), Some("0"));
        assert_eq!(s(Some("3/2"), Some("9")).as_deref(), Some("2"));
        assert_eq!(s(Some("-7/4"), Some("-1")).as_deref(), Some("-3/2"));
        assert_eq!(s(Some("1"), Some("1")), None);
    }

    proptest! {
        /// Signs to number and back is the identity, and the value agrees with summing
        /// the signs one by one as the rule says.
        #[test]
        fn signs_round_trip(signs in proptest::collection::vec(any::<bool>(), 0..80)) {
            let x = Dyadic::from_signs(signs.iter().copied());
            prop_assert_eq!(x.signs(), signs.clone());
            // The rule, step by step: units while the first run lasts, then halves.
            let mut value = Dyadic::zero();
            let mut step = Dyadic::from(1);
            let mut halving = false;
            for (i, &s) in signs.iter().enumerate() {
                if i > 0 && s != signs[0] {
                    halving = true;
                }
                if halving {
                    let (num, exp) = step.parts();
                    step = Dyadic::new(num, exp + 1);
                }
                value = if s { value + step.clone() } else { value - step.clone() };
            }
            prop_assert_eq!(x, value);
        }

        /// Small and big numbers mix: sums undo, order follows the difference's sign, and
        /// the printed fraction reads back, across the small/big boundary.
        #[test]
        fn small_and_big_mix(a in any::<i64>(), b in any::<i64>(), ea in 0u64..130, eb in 0u64..130) {
            let (x, y) = (Dyadic::new(a, ea), Dyadic::new(b, eb));
            prop_assert_eq!(x.clone() + y.clone() - y.clone(), x.clone());
            prop_assert_eq!(x.cmp(&y), (x.clone() - y.clone()).signum());
            prop_assert_eq!(x.to_string().parse::<Dyadic>().unwrap(), x.clone());
            prop_assert_eq!(-(-x.clone()), x.clone());
            // The same number built the big way is the same value.
            let (num, exp) = x.parts();
            prop_assert_eq!(Dyadic::new(num << 70, exp + 70), x);
        }

        /// Order and sums agree with exact rationals in i128.
        #[test]
        fn agrees_with_integers(a in -1000i64..1000, b in -1000i64..1000, ea in 0u64..8, eb in 0u64..8) {
            let (x, y) = (Dyadic::new(a, ea), Dyadic::new(b, eb));
            let (a, b) = (i128::from(a) << (8 - ea), i128::from(b) << (8 - eb));
            prop_assert_eq!(x.cmp(&y), a.cmp(&b));
            prop_assert_eq!(x + y, Dyadic::new(a + b, 8));
        }
    }
}
