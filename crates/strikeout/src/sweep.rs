//! The moves of a position found for every cell at once: word operations on the live set of
//! a field of at most 256 cells ([`Words`]), in place of a walk over its live cells one by
//! one. The phase searches spend most of their time finding moves, so this is their inner
//! loop.
//!
//! - **Reading order.** For the live cells `X` of one digit class, the live cells whose
//!   reading predecessor (the previous live cell) lies in `X` are `(!live + (X << 1)) &
//!   live`: the bit added just after a cell of `X` carries through the struck cells that
//!   follow it (ones in `!live`) and stops at the next live cell (a zero), where it stays.
//!   Those of them in `X` again end a move, whose first cell is the previous live cell.
//! - **Columns.** The live cells `a` whose cell `k` rows below is live with the `k - 1`
//!   cells between them struck are `live & (struck >> w) & … & (struck >> (k-1)w) & (live
//!   >> kw)` on rows of `w`; those whose digit is of the class of the one `k` rows below (a
//!   mask fixed by the field) start a move, unless the two cells are also neighbours in
//!   reading order (every cell between them struck), a move already listed. `k` grows until
//!   no live cell has every cell `k` rows below it struck.
//!
//! Both give the moves the walk over cells gives ([`crate::field::Rules::each_move_by_cell`]);
//! a property test checks it on random fields, widths and live sets.

use crate::cells::Words;

/// The class of a digit: two digits may be struck together exactly when their classes
/// agree ({1, 9} {2, 8} {3, 7} {4, 6} {5}).
fn class(digit: u8) -> u8 {
    digit.min(10 - digit)
}

/// A set of cells as one number of bits, with the word operations the sweep needs: `u64`
/// and `u128` (fields of up to 64 and 128 cells: machine operations) and `[u64; W]` (up to
/// `64 * W`, word by word).
pub(crate) trait Bits: Copy + Eq + Send + Sync {
    /// No cell.
    const NONE: Self;
    /// The set with `cell` added.
    fn with(self, cell: usize) -> Self;
    /// The cells in both.
    fn and(self, other: Self) -> Self;
    /// The cells in either.
    fn or(self, other: Self) -> Self;
    /// The cells not in the set (of all the bits).
    fn not(self) -> Self;
    /// The sum as a number (the carry out of the top is dropped).
    fn add(self, other: Self) -> Self;
    /// Every cell one place up (the top one is dropped).
    fn shl1(self) -> Self;
    /// Every cell `by` places down (`by` below the number of bits; the cells below 0 are
    /// dropped).
    fn shr(self, by: usize) -> Self;
    /// The smallest cell, and the set without it.
    fn pop(self) -> Option<(usize, Self)>;
    /// The largest cell below `cell`, or `usize::MAX` when there is none.
    fn previous(self, cell: usize) -> usize;
    /// The smallest cell at or after `cell`, or `usize::MAX` when there is none.
    fn next(self, cell: usize) -> usize;
}

/// [`Bits`] on a machine integer.
macro_rules! bits {
    ($t:ty) => {
        impl Bits for $t {
            const NONE: $t = 0;
            fn with(self, cell: usize) -> $t {
                self | 1 << cell
            }
            fn and(self, other: $t) -> $t {
                self & other
            }
            fn or(self, other: $t) -> $t {
                self | other
            }
            fn not(self) -> $t {
                !self
            }
            fn add(self, other: $t) -> $t {
                self.wrapping_add(other)
            }
            fn shl1(self) -> $t {
                self << 1
            }
            fn shr(self, by: usize) -> $t {
                self >> by
            }
            fn pop(self) -> Option<(usize, $t)> {
                (self != 0).then(|| (self.trailing_zeros() as usize, self & (self - 1)))
            }
            fn previous(self, cell: usize) -> usize {
                match self & ((1 << cell) - 1) {
                    0 => usize::MAX,
                    below => (<$t>::BITS - 1 - below.leading_zeros()) as usize,
                }
            }
            fn next(self, cell: usize) -> usize {
                match self.checked_shr(cell as u32) {
                    Some(rest) if rest != 0 => cell + rest.trailing_zeros() as usize,
                    _ => usize::MAX,
                }
            }
        }
    };
}

bits!(u64);
bits!(u128);

impl<const W: usize> Bits for [u64; W] {
    const NONE: [u64; W] = [0; W];
    fn with(mut self, cell: usize) -> [u64; W] {
        self[cell / 64] |= 1 << (cell % 64);
        self
    }
    fn and(self, other: [u64; W]) -> [u64; W] {
        std::array::from_fn(|i| self[i] & other[i])
    }
    fn or(self, other: [u64; W]) -> [u64; W] {
        std::array::from_fn(|i| self[i] | other[i])
    }
    fn not(self) -> [u64; W] {
        self.map(|word| !word)
    }
    fn add(self, other: [u64; W]) -> [u64; W] {
        let mut carry = false;
        std::array::from_fn(|i| {
            let (sum, c1) = self[i].overflowing_add(other[i]);
            let (sum, c2) = sum.overflowing_add(u64::from(carry));
            carry = c1 || c2;
            sum
        })
    }
    fn shl1(self) -> [u64; W] {
        std::array::from_fn(|i| self[i] << 1 | if i > 0 { self[i - 1] >> 63 } else { 0 })
    }
    fn shr(self, by: usize) -> [u64; W] {
        let (words, bits) = (by / 64, by % 64);
        std::array::from_fn(|i| {
            let low = self.get(i + words).copied().unwrap_or(0);
            let high = self.get(i + words + 1).copied().unwrap_or(0);
            // `high << (64 - bits)` in two steps, so a shift by whole words needs no branch.
            low >> bits | (high << 1) << (63 - bits)
        })
    }
    fn pop(mut self) -> Option<(usize, [u64; W])> {
        let word = self.iter().position(|&word| word != 0)?;
        let cell = word * 64 + self[word].trailing_zeros() as usize;
        self[word] &= self[word] - 1;
        Some((cell, self))
    }
    fn previous(self, cell: usize) -> usize {
        let mut word = cell / 64;
        let mut bits = self[word] & ((1u64 << (cell % 64)) - 1);
        while bits == 0 {
            if word == 0 {
                return usize::MAX;
            }
            word -= 1;
            bits = self[word];
        }
        word * 64 + 63 - bits.leading_zeros() as usize
    }
    fn next(self, cell: usize) -> usize {
        let mut word = cell / 64;
        if word >= W {
            return usize::MAX;
        }
        let mut bits = self[word] & (u64::MAX << (cell % 64));
        while bits == 0 {
            word += 1;
            if word == W {
                return usize::MAX;
            }
            bits = self[word];
        }
        word * 64 + bits.trailing_zeros() as usize
    }
}

/// The cells of a set, in increasing order.
fn ones<B: Bits>(mut set: B) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let (cell, rest) = set.pop()?;
        set = rest;
        Some(cell)
    })
}

/// The words of a [`Words`] as the one number of [`Bits`] the sweep works on.
pub(crate) trait Lanes {
    /// The number.
    type Bits: Bits;
    /// The cells of the set as that number.
    fn lanes(&self) -> Self::Bits;
}

impl Lanes for Words<1> {
    type Bits = u64;
    fn lanes(&self) -> u64 {
        self.0[0]
    }
}

impl Lanes for Words<2> {
    type Bits = u128;
    fn lanes(&self) -> u128 {
        u128::from(self.0[0]) | u128::from(self.0[1]) << 64
    }
}

impl Lanes for Words<3> {
    type Bits = [u64; 3];
    fn lanes(&self) -> [u64; 3] {
        self.0
    }
}

impl Lanes for Words<4> {
    type Bits = [u64; 4];
    fn lanes(&self) -> [u64; 4] {
        self.0
    }
}

/// What the moves of any position of one field's phase are found from: masks fixed by the
/// digits and the width.
#[derive(Clone, Debug)]
pub(crate) struct Sweep<B> {
    /// The number of columns.
    width: usize,
    /// The cells of each digit class found in the field.
    classes: Vec<B>,
    /// For `k` from 1 (at index `k - 1`), the cells whose cell `k` rows below exists, and
    /// those of them whose cell `k` rows below has a digit of the same class.
    rows_below: Vec<(B, B)>,
}

impl<B: Bits> Sweep<B> {
    /// The masks of a field of `digits` (no more than `B` has bits) in rows of `width`.
    pub(crate) fn new(digits: &[u8], width: usize) -> Sweep<B> {
        let n = digits.len();
        let mask = |cells: &mut dyn Iterator<Item = usize>| cells.fold(B::NONE, B::with);
        let classes = (1..=5)
            .map(|k| mask(&mut (0..n).filter(|&c| class(digits[c]) == k)))
            .filter(|cells| *cells != B::NONE)
            .collect();
        let rows_below = (1..)
            .map(|k| k * width)
            .take_while(|&distance| distance < n)
            .map(|distance| {
                let same =
                    (0..n - distance).filter(|&c| class(digits[c]) == class(digits[c + distance]));
                (mask(&mut (0..n - distance)), mask(&mut same.into_iter()))
            })
            .collect();
        Sweep {
            width,
            classes,
            rows_below,
        }
    }

    /// Calls `f` with each move of the position `live` (reading-order moves, then column
    /// moves by their distance; each move once). Stops early when `f` returns `false`;
    /// returns whether it ran to the end.
    pub(crate) fn each_move(&self, live: B, mut f: impl FnMut(usize, usize) -> bool) -> bool {
        let not_live = live.not();
        let mut ends = B::NONE;
        for &cells in &self.classes {
            let x = live.and(cells);
            ends = ends.or(not_live.add(x.shl1()).and(x));
        }
        for b in ones(ends) {
            if !f(live.previous(b), b) {
                return false;
            }
        }
        // The live cells with every cell struck between them and the row reached, and the
        // live cells that row down from each cell.
        let (mut open, mut below) = (live, live);
        for (k, &(inside, same)) in self.rows_below.iter().enumerate() {
            let distance = (k + 1) * self.width;
            below = below.shr(self.width);
            for a in ones(open.and(below).and(same)) {
                let b = a + distance;
                if live.next(a + 1) != b && !f(a, b) {
                    return false;
                }
            }
            open = open.and(below.not()).and(inside);
            if open == B::NONE {
                break;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::cells::{Cells, LiveSet, Words};
    use crate::field::{Move, Rules};

    /// The moves of `live` on `digits` in rows of `width`, found by the sweep on `W` words
    /// and by the walk over cells, each sorted.
    fn both<const W: usize>(digits: &[u8], width: usize, live: &Cells) -> (Vec<Move>, Vec<Move>)
    where
        Words<W>: LiveSet,
    {
        let mut swept = Vec::new();
        Rules::<Words<W>>::new(digits, width).each_move(&Words::from_cells(live), |a, b| {
            swept.push((a, b));
            true
        });
        swept.sort_unstable();
        let mut walked = Vec::new();
        Rules::<Cells>::new(digits, width).each_move_by_cell(live, |a, b| {
            walked.push((a, b));
            true
        });
        (swept, walked)
    }

    /// Digits, a width and a live set: fields of up to 256 cells with few classes (so moves
    /// are common) or all nine digits, and live sets from nearly full to nearly empty.
    fn position() -> impl Strategy<Value = (Vec<u8>, usize, Cells)> {
        (1usize..=256, 1usize..=20, prop::bool::ANY, 0u32..=100).prop_flat_map(
            |(n, width, few, density)| {
                let digit = if few { 1u8..=3 } else { 1u8..=9 };
                (
                    prop::collection::vec(digit, n),
                    Just(width),
                    prop::collection::vec(0u32..100, n).prop_map(move |draws| {
                        draws
                            .iter()
                            .enumerate()
                            .filter(|&(_, &d)| d < density)
                            .map(|(c, _)| c)
                            .collect::<Cells>()
                    }),
                )
            },
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The sweep finds exactly the moves the walk over the live cells finds, each once,
        /// on one to four words.
        #[test]
        fn the_sweep_finds_the_moves_the_walk_finds((digits, width, live) in position()) {
            let (swept, walked) = match digits.len() {
                0..=64 => both::<1>(&digits, width, &live),
                65..=128 => both::<2>(&digits, width, &live),
                129..=192 => both::<3>(&digits, width, &live),
                _ => both::<4>(&digits, width, &live),
            };
            prop_assert_eq!(swept, walked);
        }

        /// Stopping early stops at once: `f` is not called again after it says no.
        #[test]
        fn the_sweep_stops_when_told((digits, width, live) in position(), after in 1usize..4) {
            let rules = Rules::<Words<4>>::new(&digits, width);
            let mut calls = 0;
            let finished = rules.each_move(&Words::from_cells(&live), |_, _| {
                calls += 1;
                calls < after
            });
            let (_, walked) = both::<4>(&digits, width, &live);
            prop_assert_eq!(finished, walked.len() < after);
            prop_assert_eq!(calls, walked.len().min(after));
        }
    }
}
