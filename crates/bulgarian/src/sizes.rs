//! Sets of pile sizes, one bit per size, for the walk of [`crate::analyze()`]: a `u128`
//! for N <= 127, and [`Wide`], two `u128` words, for N up to 255.
//!
//! The walk asks a set for exactly what it needs, each in O(1): add or remove a size,
//! grow every size by one (a shift), keep the sizes from a least one up (the predecessor
//! candidates), count them, and find the least and the greatest. The walk is generic over
//! [`SizeSet`], so the narrow set keeps the speed of a single machine word where it is
//! enough, and the wide one is used only where sizes reach 128.

/// A set of pile sizes from 0 to [`SizeSet::MAX`].
pub(crate) trait SizeSet: Copy + Eq + Send + Sync {
    /// The largest size the set holds.
    const MAX: u8;
    /// The empty set.
    const EMPTY: Self;
    /// The set with `size` added.
    fn with(self, size: u8) -> Self;
    /// The set with `size` removed.
    fn without(self, size: u8) -> Self;
    /// Every size one larger (the largest must be below [`SizeSet::MAX`]).
    fn grown(self) -> Self;
    /// Only the sizes at least `least`.
    fn at_least(self, least: u8) -> Self;
    /// How many sizes the set holds.
    fn count(self) -> u32;
    /// The least size, if any.
    fn least(self) -> Option<u8>;
    /// The greatest size, if any.
    fn greatest(self) -> Option<u8>;
}

impl SizeSet for u128 {
    const MAX: u8 = 127;
    const EMPTY: u128 = 0;

    fn with(self, size: u8) -> u128 {
        self | 1 << size
    }

    fn without(self, size: u8) -> u128 {
        self & !(1 << size)
    }

    fn grown(self) -> u128 {
        self << 1
    }

    fn at_least(self, least: u8) -> u128 {
        self & !((1 << least) - 1)
    }

    fn count(self) -> u32 {
        self.count_ones()
    }

    fn least(self) -> Option<u8> {
        (self != 0).then(|| self.trailing_zeros() as u8)
    }

    fn greatest(self) -> Option<u8> {
        (self != 0).then(|| 127 - self.leading_zeros() as u8)
    }
}

/// A set of sizes from 0 to 255: sizes below 128 in `low`, the others in `high`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Wide {
    low: u128,
    high: u128,
}

impl Wide {
    /// The set with `change` made to the word that holds `size`, at its place there.
    fn in_word(self, size: u8, change: impl Fn(u128, u8) -> u128) -> Wide {
        match size.checked_sub(128) {
            None => Wide {
                low: change(self.low, size),
                ..self
            },
            Some(upper) => Wide {
                high: change(self.high, upper),
                ..self
            },
        }
    }
}

impl SizeSet for Wide {
    const MAX: u8 = 255;
    const EMPTY: Wide = Wide { low: 0, high: 0 };

    fn with(self, size: u8) -> Wide {
        self.in_word(size, u128::with)
    }

    fn without(self, size: u8) -> Wide {
        self.in_word(size, u128::without)
    }

    fn grown(self) -> Wide {
        Wide {
            low: self.low << 1,
            high: self.high << 1 | self.low >> 127,
        }
    }

    fn at_least(self, least: u8) -> Wide {
        match least.checked_sub(128) {
            None => Wide {
                low: self.low.at_least(least),
                high: self.high,
            },
            Some(upper) => Wide {
                low: 0,
                high: self.high.at_least(upper),
            },
        }
    }

    fn count(self) -> u32 {
        self.low.count_ones() + self.high.count_ones()
    }

    fn least(self) -> Option<u8> {
        self.low
            .least()
            .or_else(|| self.high.least().map(|s| s + 128))
    }

    fn greatest(self) -> Option<u8> {
        self.high
            .greatest()
            .map(|s| s + 128)
            .or_else(|| self.low.greatest())
    }
}

/// The sizes in `set`, least first.
pub(crate) fn ascending<S: SizeSet>(mut set: S) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        let size = set.least()?;
        set = set.without(size);
        Some(size)
    })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use proptest::prelude::*;

    use super::*;

    /// Builds a set of `S` from sizes.
    fn set_of<S: SizeSet>(sizes: &BTreeSet<u8>) -> S {
        sizes.iter().fold(S::EMPTY, |set, &s| set.with(s))
    }

    /// Every operation of `S` against the same operation on an ordered set of sizes.
    fn agrees<S: SizeSet>(sizes: &BTreeSet<u8>, size: u8, least: u8) -> Result<(), TestCaseError> {
        let set: S = set_of(sizes);
        let listed = |set: S| ascending(set).collect::<Vec<u8>>();
        prop_assert_eq!(listed(set), sizes.iter().copied().collect::<Vec<u8>>());
        prop_assert_eq!(set.count() as usize, sizes.len());
        prop_assert_eq!(set.least(), sizes.first().copied());
        prop_assert_eq!(set.greatest(), sizes.last().copied());
        let mut added = sizes.clone();
        added.insert(size);
        prop_assert_eq!(
            listed(set.with(size)),
            added.iter().copied().collect::<Vec<u8>>()
        );
        let mut removed = sizes.clone();
        removed.remove(&size);
        prop_assert_eq!(
            listed(set.without(size)),
            removed.into_iter().collect::<Vec<u8>>()
        );
        prop_assert_eq!(
            listed(set.at_least(least)),
            sizes.range(least..).copied().collect::<Vec<u8>>()
        );
        if sizes.last().is_none_or(|&s| s < S::MAX) {
            prop_assert_eq!(
                listed(set.grown()),
                sizes.iter().map(|s| s + 1).collect::<Vec<u8>>()
            );
        }
        Ok(())
    }

    proptest! {
        /// The narrow set does what an ordered set of sizes does.
        #[test]
        fn narrow_is_a_set(sizes in proptest::collection::btree_set(0u8..=127, 0..40), size in 0u8..=127, least in 0u8..=127) {
            agrees::<u128>(&sizes, size, least)?;
        }

        /// The wide set does too, across the boundary of its two words.
        #[test]
        fn wide_is_a_set(sizes in proptest::collection::btree_set(any::<u8>(), 0..60), size in any::<u8>(), least in any::<u8>()) {
            agrees::<Wide>(&sizes, size, least)?;
        }

        /// Sizes near the boundary (120..136), where the shift carries from one word to
        /// the other.
        #[test]
        fn wide_carries(sizes in proptest::collection::btree_set(120u8..136, 0..16), size in 120u8..136, least in 120u8..136) {
            agrees::<Wide>(&sizes, size, least)?;
        }
    }
}
