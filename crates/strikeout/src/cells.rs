//! [`Cells`]: a set of cell positions as a bit set, the form in which the searches remember
//! positions (hashing and comparing a few machine words is cheap).

use crate::field::Rules;
use crate::sweep::{Lanes, Sweep};

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

/// What the rules need of a set of live cells, so the hot loops of the searches can run on
/// fixed-size words ([`Words`]) as well as on [`Cells`].
pub(crate) trait LiveSet: Clone + Eq + std::hash::Hash {
    /// What finding the moves of a position of one field takes beyond its digits and
    /// columns, made once per phase: the masks of [`Sweep`] for [`Words`], nothing for
    /// [`Cells`] (whose moves are found cell by cell).
    type Sweep: Send + Sync;
    /// The sweep of a field of `digits` in rows of `width`.
    fn sweep(digits: &[u8], width: usize) -> Self::Sweep;
    /// Calls `f` with each move of the position `self` under `rules`, each once, in no set
    /// order; stops early when `f` returns `false` and returns whether it ran to the end.
    fn each_move(&self, rules: &Rules<'_, Self>, f: impl FnMut(usize, usize) -> bool) -> bool
    where
        Self: Sized;
    /// The same positions as `cells`.
    fn from_cells(cells: &Cells) -> Self;
    /// The smallest position in the set that is at least `from`.
    fn next_from(&self, from: usize) -> Option<usize>;
    /// The smallest position in both `self` and `mask` that is at least `from`.
    fn next_common(&self, mask: &Self, from: usize) -> Option<usize>;
    /// Removes `cell`.
    fn remove(&mut self, cell: usize);
    /// The set after a move strikes the cells `a` and `b`.
    fn after_move(&self, a: usize, b: usize) -> Self {
        let mut after = self.clone();
        after.remove(a);
        after.remove(b);
        after
    }
    /// The number of positions in the set.
    fn len(&self) -> usize;
    /// The bytes the set takes, inline and on the heap.
    fn bytes(&self) -> usize;
}

impl LiveSet for Cells {
    type Sweep = ();
    fn sweep(_: &[u8], _: usize) {}
    fn each_move(&self, rules: &Rules<'_, Cells>, f: impl FnMut(usize, usize) -> bool) -> bool {
        rules.each_move_by_cell(self, f)
    }
    fn from_cells(cells: &Cells) -> Cells {
        cells.clone()
    }
    fn next_from(&self, from: usize) -> Option<usize> {
        Cells::next_from(self, from)
    }
    fn next_common(&self, mask: &Cells, from: usize) -> Option<usize> {
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
    fn remove(&mut self, cell: usize) {
        Cells::remove(self, cell);
    }
    fn len(&self) -> usize {
        Cells::len(self)
    }
    fn bytes(&self) -> usize {
        size_of::<Cells>() + self.words.capacity() * size_of::<u64>()
    }
}

/// A set of positions below `64 * W` in `W` words held inline: no allocation to copy, fast
/// to hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Words<const W: usize>(pub(crate) [u64; W]);

impl<const W: usize> std::hash::Hash for Words<W> {
    /// The words one by one, as numbers (the derived hash of an array hashes its length and
    /// its bytes, which costs more in the hash sets of the phase walks).
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        for &word in &self.0 {
            state.write_u64(word);
        }
    }
}

impl<const W: usize> Words<W> {
    /// The same positions as [`Cells`].
    pub(crate) fn to_cells(self) -> Cells {
        let mut words = self.0.to_vec();
        while words.last() == Some(&0) {
            words.pop();
        }
        Cells { words }
    }
}

impl<const W: usize> LiveSet for Words<W>
where
    Words<W>: Lanes,
{
    type Sweep = Sweep<<Words<W> as Lanes>::Bits>;
    fn sweep(digits: &[u8], width: usize) -> Self::Sweep {
        Sweep::new(digits, width)
    }
    fn each_move(&self, rules: &Rules<'_, Words<W>>, f: impl FnMut(usize, usize) -> bool) -> bool {
        rules.sweep().each_move(self.lanes(), f)
    }
    /// The positions of `cells`, which must all be below `64 * W`.
    fn from_cells(cells: &Cells) -> Words<W> {
        let mut words = [0; W];
        words[..cells.words.len()].copy_from_slice(&cells.words);
        Words(words)
    }
    fn next_from(&self, from: usize) -> Option<usize> {
        let mut word = from / 64;
        let mut bits = self.0.get(word)? & (u64::MAX << (from % 64));
        loop {
            if bits != 0 {
                return Some(word * 64 + bits.trailing_zeros() as usize);
            }
            word += 1;
            bits = *self.0.get(word)?;
        }
    }
    fn next_common(&self, mask: &Words<W>, from: usize) -> Option<usize> {
        let mut word = from / 64;
        let mut bits = self.0.get(word)? & mask.0[word] & (u64::MAX << (from % 64));
        loop {
            if bits != 0 {
                return Some(word * 64 + bits.trailing_zeros() as usize);
            }
            word += 1;
            bits = self.0.get(word)? & mask.0[word];
        }
    }
    fn remove(&mut self, cell: usize) {
        self.0[cell / 64] &= !(1 << (cell % 64));
    }
    fn after_move(&self, a: usize, b: usize) -> Words<W> {
        let mut words = self.0;
        words[a / 64] &= !(1 << (a % 64));
        words[b / 64] &= !(1 << (b % 64));
        Words(words)
    }
    fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    fn bytes(&self) -> usize {
        size_of::<Words<W>>()
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

    /// The inline words (and [`Cells`] through [`LiveSet`]) answer like a sorted set, over every word count the phase search
    /// uses (1 to 4 words), including the reach across word boundaries.
    fn words_agree<const W: usize>(
        set: &std::collections::BTreeSet<usize>,
        mask: &std::collections::BTreeSet<usize>,
        removed: usize,
    ) -> Result<(), TestCaseError>
    where
        Words<W>: LiveSet,
    {
        let cells: Cells = set.iter().copied().collect();
        let mut words = Words::<W>::from_cells(&cells);
        let mask_cells: Cells = mask.iter().copied().collect();
        let mask_words = Words::<W>::from_cells(&mask_cells);
        prop_assert_eq!(words.to_cells(), cells.clone());
        for from in (0..64 * W).step_by(7).chain([64 * W - 1]) {
            prop_assert_eq!(words.next_from(from), set.range(from..).next().copied());
            let common = set.range(from..).find(|c| mask.contains(c)).copied();
            prop_assert_eq!(words.next_common(&mask_words, from), common);
            prop_assert_eq!(LiveSet::next_common(&cells, &mask_cells, from), common);
        }
        prop_assert_eq!(LiveSet::len(&words), set.len());
        words.remove(removed);
        let mut model = set.clone();
        model.remove(&removed);
        prop_assert_eq!(words.to_cells(), model.iter().copied().collect::<Cells>());
        prop_assert_eq!(LiveSet::len(&words), model.len());
        prop_assert_eq!(words.bytes(), 8 * W);
        prop_assert!(
            cells.bytes() >= size_of::<Cells>() + 8 * set.iter().last().map_or(0, |&c| c / 64 + 1)
        );
        Ok(())
    }

    proptest! {
        #[test]
        fn inline_words_behave_like_a_sorted_set(
            set in prop::collection::btree_set(0usize..256, 0..40),
            mask in prop::collection::btree_set(0usize..256, 0..120),
            removed in 0usize..256,
        ) {
            let below = |n: usize| set.iter().copied().filter(|&c| c < n).collect();
            let mask_below = |n: usize| mask.iter().copied().filter(|&c| c < n).collect();
            words_agree::<1>(&below(64), &mask_below(64), removed % 64)?;
            words_agree::<2>(&below(128), &mask_below(128), removed % 128)?;
            words_agree::<3>(&below(192), &mask_below(192), removed % 192)?;
            words_agree::<4>(&set, &mask, removed)?;
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
