//! Nim arithmetic: nimbers (Sprague–Grundy values) and the minimum excludant.

use std::fmt;
use std::iter::Sum;
use std::ops::{BitXor, BitXorAssign};

/// The value of an impartial game: a Nim heap of this size.
///
/// Adding games (playing them side by side) adds their values in Nim arithmetic, which is
/// the bitwise XOR; the player to move wins exactly when the value is not zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nimber(pub u64);

impl Nimber {
    /// The value of a game with no move: the player to move loses.
    pub const ZERO: Nimber = Nimber(0);

    /// True for a loss for the player to move (a P-position).
    pub fn is_zero(self) -> bool {
        self.0 == 0
    }
}

impl BitXor for Nimber {
    type Output = Nimber;
    fn bitxor(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, rhs: Nimber) {
        self.0 ^= rhs.0;
    }
}

/// The Nim sum of several games.
impl Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, BitXor::bitxor)
    }
}

impl From<u64> for Nimber {
    fn from(value: u64) -> Nimber {
        Nimber(value)
    }
}

/// Written as Conway writes nim heaps: `*3`, and `0` for the zero game.
impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("0"),
            n => write!(f, "*{n}"),
        }
    }
}

/// The minimum excludant: the least nimber not among `values`.
///
/// Runs in time linear in the number of values (values larger than that count cannot be
/// the answer and are skipped).
pub fn mex<I: IntoIterator<Item = Nimber>>(values: I) -> Nimber {
    let values: Vec<u64> = values.into_iter().map(|v| v.0).collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if let Some(slot) = usize::try_from(v).ok().and_then(|i| seen.get_mut(i)) {
            *slot = true;
        }
    }
    let first_missing = seen.iter().position(|&s| !s).unwrap_or(seen.len());
    Nimber(first_missing as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn mex_of_nothing_is_zero() {
        assert_eq!(mex([]), Nimber(0));
    }

    #[test]
    fn mex_skips_gaps_and_repeats() {
        assert_eq!(mex([Nimber(1), Nimber(1), Nimber(2)]), Nimber(0));
        assert_eq!(
            mex([Nimber(0), Nimber(2), Nimber(0), Nimber(1), Nimber(7)]),
            Nimber(3)
        );
        assert_eq!(mex([Nimber(u64::MAX)]), Nimber(0));
    }

    /// Nim sums worked by hand: 1 ^ 2 ^ 3 = 0 (the classic losing Nim position),
    /// 3 ^ 4 ^ 5 = 2, and Bouton's 7-heap example 10 ^ 12 = 6.
    #[test]
    fn nim_sums_by_hand() {
        assert_eq!([1, 2, 3].map(Nimber).into_iter().sum::<Nimber>(), Nimber(0));
        assert_eq!([3, 4, 5].map(Nimber).into_iter().sum::<Nimber>(), Nimber(2));
        assert_eq!(Nimber(10) ^ Nimber(12), Nimber(6));
    }

    #[test]
    fn display_uses_star_notation() {
        assert_eq!(Nimber(0).to_string(), "0");
        assert_eq!(Nimber(5).to_string(), "*5");
    }

    proptest! {
        /// The mex is absent from the values and every smaller nimber is present.
        #[test]
        fn mex_is_least_missing(values in proptest::collection::vec(0u64..20, 0..30)) {
            let m = mex(values.iter().copied().map(Nimber)).0;
            prop_assert!(!values.contains(&m));
            prop_assert!((0..m).all(|v| values.contains(&v)));
        }

        /// Nim addition is a group in which every element is its own inverse.
        #[test]
        fn nim_sum_group_laws(a: u64, b: u64, c: u64) {
            let (a, b, c) = (Nimber(a), Nimber(b), Nimber(c));
            prop_assert_eq!(a ^ b, b ^ a);
            prop_assert_eq!((a ^ b) ^ c, a ^ (b ^ c));
            prop_assert_eq!(a ^ a, Nimber::ZERO);
            prop_assert_eq!(a ^ Nimber::ZERO, a);
        }
    }
}
