//! A phase's positions packed in one number, and their moves found for every cell at once.
//!
//! Within a phase only the cells live at its start can ever be live, so a position is a
//! subset of them: bit `i` stands for the `i`-th of those cells in reading order. With at
//! most 64 of them (128) a position is one `u64` (`u128`): half the bytes of the live set
//! of a field of up to 128 cells, so the hash sets of the walk are half as large.
//!
//! The moves of a position are found with word operations, for every cell at once:
//!
//! - **Reading order.** Two live cells are neighbours in reading order when no live cell
//!   lies between them, that is when their bits are consecutive set bits. For the live
//!   cells `X` of one digit class, `(!p + (X << 1)) & X` are those whose previous live cell
//!   is in `X` too: the bit added just after a cell of `X` carries through the clear bits
//!   that follow it and stops at the next set bit, where it stays.
//! - **Columns.** The same in *column order* (the start's cells by column, then by row),
//!   where the live cells of one column with none live between them are consecutive set
//!   bits too; only the carry must not run from one column into the next, so the first
//!   place of each column stops it, and is never the second cell of a move. A position is
//!   put in column order a byte at a time, by tables made once per phase. A pair found both
//!   ways (the cells between them in reading order all struck) is one move, listed once.
//!
//! The moves found are those of the walk over cells ([`crate::field::Rules::each_move`]);
//! a property test checks it on random fields, widths and live sets.

use std::hash::Hash;

use crate::cells::{Cells, Position};
use crate::field::Field;

/// The class of a digit: two digits may be struck together exactly when their classes
/// agree ({1, 9} {2, 8} {3, 7} {4, 6} {5}).
fn class(digit: u8) -> u8 {
    digit.min(10 - digit)
}

/// A set of at most `BITS` places as a machine number, with the word operations the
/// moves are found with.
pub(crate) trait Bits: Copy + Eq + Hash + Send + Sync {
    /// The number of places.
    const BITS: usize;
    /// No place.
    const NONE: Self;
    /// The set with `place` added.
    fn with(self, place: usize) -> Self;
    /// The places in both.
    fn and(self, other: Self) -> Self;
    /// The places in either.
    fn or(self, other: Self) -> Self;
    /// The places not in the set.
    fn not(self) -> Self;
    /// The sum as a number (the carry out of the top is dropped).
    fn add(self, other: Self) -> Self;
    /// Every place one up (the top one is dropped).
    fn shl1(self) -> Self;
    /// The places `8 * q .. 8 * q + 8`, as a byte.
    fn byte(self, q: usize) -> usize;
    /// The smallest place, and the set without it.
    fn pop(self) -> Option<(usize, Self)>;
    /// The largest place below `place` (one must be).
    fn previous(self, place: usize) -> usize;
    /// The smallest place at or after `place`, or `usize::MAX` when there is none.
    fn next(self, place: usize) -> usize;
}

/// [`Bits`] on a machine integer.
macro_rules! bits {
    ($t:ty) => {
        impl Bits for $t {
            const BITS: usize = <$t>::BITS as usize;
            const NONE: $t = 0;
            fn with(self, place: usize) -> $t {
                self | 1 << place
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
            fn byte(self, q: usize) -> usize {
                (self >> (8 * q)) as usize & 0xff
            }
            fn pop(self) -> Option<(usize, $t)> {
                (self != 0).then(|| (self.trailing_zeros() as usize, self & (self - 1)))
            }
            fn previous(self, place: usize) -> usize {
                let below = self & ((1 << place) - 1);
                (<$t>::BITS - 1 - below.leading_zeros()) as usize
            }
            fn next(self, place: usize) -> usize {
                match self.checked_shr(place as u32) {
                    Some(rest) if rest != 0 => place + rest.trailing_zeros() as usize,
                    _ => usize::MAX,
                }
            }
        }

        impl Position for $t {
            fn after_move(&self, a: usize, b: usize) -> $t {
                self & !(1 << a) & !(1 << b)
            }
            fn len(&self) -> usize {
                self.count_ones() as usize
            }
            fn bytes(&self) -> usize {
                size_of::<$t>()
            }
        }
    };
}

bits!(u64);
bits!(u128);

/// The places of a set, in increasing order.
fn ones<B: Bits>(mut set: B) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let (place, rest) = set.pop()?;
        set = rest;
        Some(place)
    })
}

/// One phase's cells and the masks its positions' moves are found with.
#[derive(Clone, Debug)]
pub(crate) struct Compact<B> {
    /// The cell of each place: the cells live at the phase start, in reading order.
    cells: Vec<usize>,
    /// The places of each digit class found.
    classes: Vec<B>,
    /// For each byte of a position (places `8q .. 8q + 8`), each of its 256 values in
    /// column order.
    to_columns: Vec<Vec<B>>,
    /// The places in column order of each digit class found.
    column_classes: Vec<B>,
    /// Every place in column order but the first of each column.
    column_inner: B,
    /// The place (reading order) at each place of column order.
    from_columns: Vec<usize>,
}

impl<B: Bits> Compact<B> {
    /// The masks of the phase of `field`, whose live cells must number at most `B::BITS`.
    pub(crate) fn new(field: &Field) -> Compact<B> {
        let (digits, width) = (field.digits(), field.width());
        let cells: Vec<usize> = field.live().iter().collect();
        debug_assert!(cells.len() <= B::BITS);
        let m = cells.len();
        let class_of = |place: usize| class(digits[cells[place]]);
        let mut from_columns: Vec<usize> = (0..m).collect();
        from_columns.sort_by_key(|&place| (cells[place] % width, cells[place]));
        let mut to_column = vec![0; m];
        for (column_place, &place) in from_columns.iter().enumerate() {
            to_column[place] = column_place;
        }
        let to_columns = (0..m.div_ceil(8))
            .map(|q| {
                let mut table = vec![B::NONE; 256];
                for value in 1..256usize {
                    let place = 8 * q + value.trailing_zeros() as usize;
                    let rest = table[value & (value - 1)];
                    table[value] = if place < m {
                        rest.with(to_column[place])
                    } else {
                        rest
                    };
                }
                table
            })
            .collect();
        let masks = |of: &dyn Fn(usize) -> u8| -> Vec<B> {
            (1..=5)
                .map(|k| (0..m).filter(|&p| of(p) == k).fold(B::NONE, B::with))
                .filter(|mask| *mask != B::NONE)
                .collect()
        };
        let classes = masks(&class_of);
        let column_classes = masks(&|t| class_of(from_columns[t]));
        let column = |t: usize| cells[from_columns[t]] % width;
        let column_inner = (1..m)
            .filter(|&t| column(t) == column(t - 1))
            .fold(B::NONE, B::with);
        Compact {
            cells,
            classes,
            to_columns,
            column_classes,
            column_inner,
            from_columns,
        }
    }

    /// The position at the phase start: every place.
    pub(crate) fn start(&self) -> B {
        (0..self.cells.len()).fold(B::NONE, B::with)
    }

    /// The live cells of the position `live`.
    pub(crate) fn cells_of(&self, live: B) -> Cells {
        ones(live).map(|place| self.cells[place]).collect()
    }

    /// The bytes the masks and tables take.
    pub(crate) fn bytes(&self) -> usize {
        let masks = self.classes.len() + self.column_classes.len() + 1;
        self.cells.len() * 2 * size_of::<usize>()
            + (self.to_columns.len() * 256 + masks) * size_of::<B>()
    }

    /// Calls `f` with each move of the position `live`, as two places (reading-order moves,
    /// then column moves; each move once). Stops early when `f` returns `false`; returns
    /// whether it ran to the end.
    pub(crate) fn each_move(&self, live: B, mut f: impl FnMut(usize, usize) -> bool) -> bool {
        let gaps = live.not();
        let mut ends = B::NONE;
        for &class in &self.classes {
            let x = live.and(class);
            ends = ends.or(gaps.add(x.shl1()).and(x));
        }
        for b in ones(ends) {
            if !f(live.previous(b), b) {
                return false;
            }
        }
        let column_live = (0..self.to_columns.len())
            .fold(B::NONE, |set, q| set.or(self.to_columns[q][live.byte(q)]));
        let inner = self.column_inner;
        let column_gaps = column_live.not().and(inner);
        let mut column_ends = B::NONE;
        for &class in &self.column_classes {
            let y = column_live.and(class);
            column_ends = column_ends.or(column_gaps.add(y.shl1().and(inner)).and(y).and(inner));
        }
        for t in ones(column_ends) {
            let (a, b) = (
                self.from_columns[column_live.previous(t)],
                self.from_columns[t],
            );
            if live.next(a + 1) != b && !f(a, b) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{Bits, Compact};
    use crate::cells::Cells;
    use crate::field::{Field, Move, Rules};

    /// The phase of `digits` in rows of `width` starting with `start` live, packed.
    fn phase<B: Bits>(digits: &[u8], width: usize, start: &Cells) -> Compact<B> {
        let text: String = digits.iter().map(|&d| char::from(b'0' + d)).collect();
        let mut field = Field::new(width, &text).expect("digits 1-9");
        field.set_live(start.clone());
        let compact = Compact::<B>::new(&field);
        assert_eq!(compact.cells_of(compact.start()), *start);
        compact
    }

    /// The moves of the position of the phase of `start` that keeps the places in `keep`,
    /// found on the packed position and by the walk over its live cells, each sorted.
    fn both<B: Bits>(
        digits: &[u8],
        width: usize,
        start: &Cells,
        keep: &[bool],
    ) -> (Vec<Move>, Vec<Move>) {
        let compact = phase::<B>(digits, width, start);
        let live = (0..start.len())
            .filter(|&place| keep[place])
            .fold(B::NONE, B::with);
        let mut packed = Vec::new();
        compact.each_move(live, |a, b| {
            packed.push((compact.cells[a], compact.cells[b]));
            true
        });
        packed.sort_unstable();
        let mut walked = Vec::new();
        Rules::new(digits, width).each_move(&compact.cells_of(live), |a, b| {
            walked.push((a, b));
            true
        });
        (packed, walked)
    }

    /// Digits, a width, the live cells at a phase start (at most 128) and which of them a
    /// position keeps: fields of up to 256 cells with few classes (so moves are common) or
    /// all nine digits, starts from nearly full to nearly empty, positions keeping most.
    fn position() -> impl Strategy<Value = (Vec<u8>, usize, Cells, Vec<bool>)> {
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
                            .take(128)
                            .collect::<Cells>()
                    }),
                    prop::collection::vec(prop::bool::weighted(0.8), 128),
                )
            },
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The packed position has exactly the moves the walk over the live cells finds,
        /// each once, in one or two words.
        #[test]
        fn packed_positions_have_the_moves_of_the_walk(
            (digits, width, start, keep) in position(),
        ) {
            let (packed, walked) = both::<u128>(&digits, width, &start, &keep);
            prop_assert_eq!(&packed, &walked);
            if start.len() <= 64 {
                let (packed, _) = both::<u64>(&digits, width, &start, &keep);
                prop_assert_eq!(packed, walked);
            }
        }

        /// Stopping early stops at once: `f` is not called again after it says no.
        #[test]
        fn the_moves_stop_when_told(
            (digits, width, start, _) in position(),
            after in 1usize..4,
        ) {
            let compact = phase::<u128>(&digits, width, &start);
            let mut calls = 0;
            let finished = compact.each_move(compact.start(), |_, _| {
                calls += 1;
                calls < after
            });
            let (_, walked) = both::<u128>(&digits, width, &start, &[true; 128]);
            prop_assert_eq!(finished, walked.len() < after);
            prop_assert_eq!(calls, walked.len().min(after));
        }
    }
}
