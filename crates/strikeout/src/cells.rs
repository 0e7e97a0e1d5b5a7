//! [`Cells`]: a set of cell positions as a bit set, the form in which the searches remember
//! positions (hashing and comparing a few machine words is cheap).

/// A set of cell positions (`0..`), one bit per cell.
///
/// Two sets are equal exactly when they hold the same positions: the words are kept without
/// trailing zero words, so equal sets have equal representations and equal hashes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Cells {
    words: Vec<u64>,
}

impl Cells {
    /// The empty set.
    pub(crate) fn new() -> Cells {
        Cells::default()
    }

    /// The positions `0..n`.
    pub(crate) fn first(n: usize) -> Cells {
        let mut words = vec![u64::MAX; n / 64];
        if !n.is_multiple_of(64) {
            words.push((1u64 << (n % 64)) - 1);
        }
        Cells { words }
    }

    /// Whether `cell` is in the set.
    pub(crate) fn contains(&self, cell: usize) -> bool {
        self.words
            .get(cell / 64)
            .is_some_and(|w| w >> (cell % 64) & 1 == 1)
    }

    /// Adds `cell`.
    pub(crate) fn insert(&mut self, cell: usize) {
        let word = cell / 64;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] |= 1 << (cell % 64);
    }

    /// Removes `cell` (nothing happens if it is absent).
    pub(crate) fn remove(&mut self, cell: usize) {
        if let Some(w) = self.words.get_mut(cell / 64) {
            *w &= !(1 << (cell % 64));
        }
        while self.words.last() == Some(&0) {
            self.words.pop();
        }
    }

    /// Whether the set is empty.
    pub(crate) fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The number of positions in the set.
    pub(crate) fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The smallest position in the set that is at least `from`.
    pub(crate) fn next_from(&self, from: usize) -> Option<usize> {
        let mut word = from / 64;
        let mut bits = self.words.get(word)? & (u64::MAX << (from % 64));
        loop {
            if bits != 0 {
                return Some(word * 64 + bits.trailing_zeros() as usize);
            }
            word += 1;
            bits = *self.words.get(word)?;
        }
    }

    /// The smallest position in both `self` and `mask` that is at least `from`.
    pub(crate) fn next_common(&self, mask: &Cells, from: usize) -> Option<usize> {
        let mut word = from / 64;
        let both = |w: usize| Some(self.words.get(w)? & mask.words.get(w)?);
        let mut bits = both(word)? & (u64::MAX << (from % 64));
        loop {
            if bits != 0 {
                return Some(word * 64 + bits.trailing_zeros() as usize);
            }
            word += 1;
            bits = both(word)?;
        }
    }

    /// The positions in increasing order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(i, &w)| {
            let mut bits = w;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    i * 64 + b
                })
            })
        })
    }

    /// The set with every position lowered by `by` (positions below `by` must be absent).
    pub(crate) fn shifted_down(&self, by: usize) -> Cells {
        let mut out = Cells::new();
        for c in self.iter() {
            out.insert(c - by);
        }
        out
    }
}

/// A position of a phase walk: the live cells, as [`Cells`] or as a subset of the cells
/// live at the phase start packed in one number ([`crate::compact`]).
pub(crate) trait Position: Clone + Eq + std::hash::Hash + Send + Sync {
    /// The position after a move strikes `a` and `b` (as the walk's moves name them).
    fn after_move(&self, a: usize, b: usize) -> Self;
    /// The number of live cells.
    fn len(&self) -> usize;
    /// The bytes the position takes, inline and on the heap.
    fn bytes(&self) -> usize;
}

impl Position for Cells {
    fn after_move(&self, a: usize, b: usize) -> Cells {
        let mut after = self.clone();
        after.remove(a);
        after.remove(b);
        after
    }
    fn len(&self) -> usize {
        Cells::len(self)
    }
    fn bytes(&self) -> usize {
        size_of::<Cells>() + self.words.capacity() * size_of::<u64>()
    }
}

impl FromIterator<usize> for Cells {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Cells {
        let mut cells = Cells::new();
        for c in iter {
            cells.insert(c);
        }
        cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn behaves_like_a_sorted_set(ops in prop::collection::vec((any::<bool>(), 0usize..200), 0..80)) {
            let mut cells = Cells::new();
            let mut model = std::collections::BTreeSet::new();
            for (add, c) in ops {
                if add { cells.insert(c); model.insert(c); } else { cells.remove(c); model.remove(&c); }
                prop_assert_eq!(cells.iter().collect::<Vec<_>>(), model.iter().copied().collect::<Vec<_>>());
                prop_assert_eq!(cells.len(), model.len());
                prop_assert_eq!(cells.is_empty(), model.is_empty());
                for from in [0, c, c + 1, 63, 64, 130] {
                    prop_assert_eq!(cells.next_from(from), model.range(from..).next().copied());
                }
                let rebuilt: Cells = model.iter().copied().collect();
                prop_assert_eq!(&rebuilt, &cells);
            }
        }
    }

    proptest! {
        /// The first position at or after a place that is in both sets.
        #[test]
        fn next_common_is_the_first_in_both(
            set in prop::collection::btree_set(0usize..256, 0..60),
            mask in prop::collection::btree_set(0usize..256, 0..120),
            from in 0usize..260,
        ) {
            let cells: Cells = set.iter().copied().collect();
            let mask_cells: Cells = mask.iter().copied().collect();
            let common = set.range(from..).find(|c| mask.contains(c)).copied();
            prop_assert_eq!(cells.next_common(&mask_cells, from), common);
        }
    }

    #[test]
    fn first_n_cells() {
        assert_eq!(Cells::first(0), Cells::new());
        assert_eq!(Cells::first(64).len(), 64);
        assert_eq!(Cells::first(70).iter().last(), Some(69));
        assert_eq!(Cells::first(5).shifted_down(0), Cells::first(5));
    }
}
