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

/// What the moves of any position of one field's phase are found from: masks fixed by the
/// digits and the width.
#[derive(Clone, Debug)]
pub(crate) struct Sweep<const W: usize> {
    /// The number of columns.
    width: usize,
    /// Every cell of the field.
    cells: [u64; W],
    /// The cells of each digit class found in the field.
    classes: Vec<[u64; W]>,
    /// For `k` from 1 (at index `k - 1`), the cells whose cell `k` rows below exists and has
    /// a digit of the same class.
    same_below: Vec<[u64; W]>,
}

impl<const W: usize> Sweep<W> {
    /// The masks of a field of `digits` (at most `64 * W`) in rows of `width`.
    pub(crate) fn new(digits: &[u8], width: usize) -> Sweep<W> {
        let n = digits.len();
        debug_assert!(n <= 64 * W);
        let mask = |cells: &mut dyn Iterator<Item = usize>| {
            let mut words = [0; W];
            for c in cells {
                words[c / 64] |= 1 << (c % 64);
            }
            words
        };
        let classes = (1..=5)
            .map(|k| mask(&mut (0..n).filter(|&c| class(digits[c]) == k)))
            .filter(|words| *words != [0; W])
            .collect();
        let same_below = (1..)
            .map(|k| k * width)
            .take_while(|&distance| distance < n)
            .map(|distance| {
                mask(
                    &mut (0..n - distance)
                        .filter(|&c| class(digits[c]) == class(digits[c + distance])),
                )
            })
            .collect();
        Sweep {
            width,
            cells: mask(&mut (0..n)),
            classes,
            same_below,
        }
    }

    /// Calls `f` with each move of the position `live` (reading-order moves, then column
    /// moves by their distance; each move once). Stops early when `f` returns `false`;
    /// returns whether it ran to the end.
    pub(crate) fn each_move(
        &self,
        live: &Words<W>,
        mut f: impl FnMut(usize, usize) -> bool,
    ) -> bool {
        let live = live.0;
        let not_live = not(live);
        let mut ends = [0; W];
        for &cells in &self.classes {
            let x = and(live, cells);
            if count(x) < 2 {
                continue;
            }
            let after = and(add(not_live, shl1(x)), x);
            for (end, word) in ends.iter_mut().zip(after) {
                *end |= word;
            }
        }
        for b in ones(ends) {
            if !f(previous(&live, b), b) {
                return false;
            }
        }
        let struck = and(not_live, self.cells);
        let (mut open, mut below, mut struck_below) = (live, live, struck);
        for (k, &same) in self.same_below.iter().enumerate() {
            let distance = (k + 1) * self.width;
            below = shr(below, self.width);
            for a in ones(and(and(open, below), same)) {
                let b = a + distance;
                if next(&live, a + 1) != b && !f(a, b) {
                    return false;
                }
            }
            struck_below = shr(struck_below, self.width);
            open = and(open, struck_below);
            if open == [0; W] {
                break;
            }
        }
        true
    }
}

/// Every bit flipped.
fn not<const W: usize>(x: [u64; W]) -> [u64; W] {
    x.map(|word| !word)
}

/// The bits set in both.
fn and<const W: usize>(x: [u64; W], y: [u64; W]) -> [u64; W] {
    std::array::from_fn(|i| x[i] & y[i])
}

/// The number of bits set.
fn count<const W: usize>(x: [u64; W]) -> u32 {
    x.iter().map(|word| word.count_ones()).sum()
}

/// The sum as a `64 * W`-bit number (the carry out of the top is dropped).
fn add<const W: usize>(x: [u64; W], y: [u64; W]) -> [u64; W] {
    let mut carry = false;
    std::array::from_fn(|i| {
        let (sum, c1) = x[i].overflowing_add(y[i]);
        let (sum, c2) = sum.overflowing_add(u64::from(carry));
        carry = c1 || c2;
        sum
    })
}

/// Every bit one place up (the top bit is dropped).
fn shl1<const W: usize>(x: [u64; W]) -> [u64; W] {
    std::array::from_fn(|i| x[i] << 1 | if i > 0 { x[i - 1] >> 63 } else { 0 })
}

/// Every bit `by` places down (`by < 64 * W`; the bits below 0 are dropped).
fn shr<const W: usize>(x: [u64; W], by: usize) -> [u64; W] {
    let (words, bits) = (by / 64, by % 64);
    std::array::from_fn(|i| {
        let low = x.get(i + words).copied().unwrap_or(0);
        let high = x.get(i + words + 1).copied().unwrap_or(0);
        if bits == 0 {
            low
        } else {
            low >> bits | high << (64 - bits)
        }
    })
}

/// The positions of the bits set, in increasing order.
fn ones<const W: usize>(x: [u64; W]) -> impl Iterator<Item = usize> {
    x.into_iter().enumerate().flat_map(|(i, word)| {
        let mut bits = word;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                i * 64 + b
            })
        })
    })
}

/// The largest position set below `cell` (one must be).
fn previous<const W: usize>(x: &[u64; W], cell: usize) -> usize {
    let mut word = cell / 64;
    let mut bits = x[word] & ((1u64 << (cell % 64)) - 1);
    while bits == 0 {
        word -= 1;
        bits = x[word];
    }
    word * 64 + 63 - bits.leading_zeros() as usize
}

/// The smallest position set at or after `cell`, or `64 * W` when there is none.
fn next<const W: usize>(x: &[u64; W], cell: usize) -> usize {
    let mut word = cell / 64;
    if word >= W {
        return 64 * W;
    }
    let mut bits = x[word] & (u64::MAX << (cell % 64));
    while bits == 0 {
        word += 1;
        if word == W {
            return 64 * W;
        }
        bits = x[word];
    }
    word * 64 + bits.trailing_zeros() as usize
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::cells::{Cells, LiveSet, Words};
    use crate::field::{Move, Rules};

    /// The moves of `live` on `digits` in rows of `width`, found by the sweep on `W` words
    /// and by the walk over cells, each sorted.
    fn both<const W: usize>(digits: &[u8], width: usize, live: &Cells) -> (Vec<Move>, Vec<Move>) {
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
