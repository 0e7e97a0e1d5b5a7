//! [`Field`]: the rules of the game. A field of digits in rows of `width`, which cells are
//! still live, the moves available, striking, and the append step.

use std::fmt;

use crate::cells::Cells;
use crate::error::{CellName, IllegalMove, StartError};

/// The start of the traditional game: the numbers 1 to 19 without 10, digit by digit.
pub const STANDARD_START: &str = "123456789111213141516171819";

/// The traditional width: nine cells to a row.
pub const STANDARD_WIDTH: usize = 9;

/// A move: two cell positions (0-based, in reading order). Moves the crate hands out have
/// the smaller cell first; moves it takes may come in either order.
pub type Move = (usize, usize);

/// Whether two digits may be struck together: equal, or summing to 10.
pub(crate) fn digits_match(a: u8, b: u8) -> bool {
    a == b || a + b == 10
}

/// A field: the digits written so far, in rows of `width`, and which of them are live (not
/// struck).
///
/// ```
/// use strikeout::Field;
/// let mut field = Field::new(3, "1932").unwrap();
/// assert_eq!(field.moves(), [(0, 1)]);
/// field.try_strike(1, 0).unwrap();
/// assert!(field.is_stuck()); // 3 and 2 neither match nor sum to 10
/// assert_eq!(field.append(), [3, 2]);
/// assert_eq!(field.rows(), ["..3", "232"]);
/// assert_eq!((field.len(), field.live_count()), (6, 4));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Field {
    width: usize,
    digits: Vec<u8>,
    live: Cells,
}

impl Field {
    /// A field of `width` columns holding `start` (digits 1-9), every cell live.
    ///
    /// ```
    /// use strikeout::error::StartError;
    /// use strikeout::Field;
    /// assert_eq!(Field::new(9, "1234").unwrap().len(), 4);
    /// assert_eq!(Field::new(0, "12"), Err(StartError::ZeroWidth));
    /// ```
    pub fn new(width: usize, start: &str) -> Result<Field, StartError> {
        if width == 0 {
            return Err(StartError::ZeroWidth);
        }
        let digits = start
            .chars()
            .enumerate()
            .map(|(i, c)| match c {
                '1'..='9' => Ok(c as u8 - b'0'),
                found => Err(StartError::NotADigit {
                    position: i + 1,
                    found,
                }),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        if digits.is_empty() {
            return Err(StartError::Empty);
        }
        Ok(Field::from_parts(
            width,
            digits.clone(),
            Cells::first(digits.len()),
        ))
    }

    /// The traditional game: [`STANDARD_START`] in rows of [`STANDARD_WIDTH`].
    pub fn standard() -> Field {
        let digits = STANDARD_START.bytes().map(|b| b - b'0').collect::<Vec<_>>();
        let live = Cells::first(digits.len());
        Field::from_parts(STANDARD_WIDTH, digits, live)
    }

    /// A field from its parts (width at least 1, digits 1-9, live cells below the length).
    pub(crate) fn from_parts(width: usize, digits: Vec<u8>, live: Cells) -> Field {
        Field {
            width,
            digits,
            live,
        }
    }

    /// The rules of this field's phase, over [`Cells`].
    pub(crate) fn rules(&self) -> Rules<'_> {
        Rules::new(&self.digits, self.width)
    }

    /// The number of columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of cells written, struck ones included.
    pub fn len(&self) -> usize {
        self.digits.len()
    }

    /// Whether no cell is written (never true of a field made by [`Field::new`]).
    pub fn is_empty(&self) -> bool {
        self.digits.is_empty()
    }

    /// Every digit written, in reading order.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The digits as text, e.g. `"1234"`.
    pub fn digit_string(&self) -> String {
        digit_string(&self.digits)
    }

    /// The live cells, as a set (for the searches).
    pub(crate) fn live(&self) -> &Cells {
        &self.live
    }

    /// The live (not struck) cells, in increasing order.
    pub fn live_cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.live.iter()
    }

    /// The number of live (not struck) cells.
    pub fn live_count(&self) -> usize {
        self.live.len()
    }

    /// Whether `cell` is on the field and not struck.
    pub fn is_live(&self, cell: usize) -> bool {
        self.live.contains(cell)
    }

    /// Whether every cell is struck: the game is won.
    pub fn is_won(&self) -> bool {
        self.live.is_empty()
    }

    /// The moves available, in increasing order.
    pub fn moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.rules().moves_into(&self.live, &mut out);
        out
    }

    /// Whether the game is stuck: cells are live but no move is left (so the next step is
    /// [`Field::append`]).
    pub fn is_stuck(&self) -> bool {
        !self.is_won() && !self.rules().has_move(&self.live)
    }

    /// Whether `(a, b)` (in either order) is a legal move now.
    pub fn is_move(&self, a: usize, b: usize) -> bool {
        let (a, b) = (a.min(b), a.max(b));
        a != b
            && self.live.contains(a)
            && self.live.contains(b)
            && digits_match(self.digits[a], self.digits[b])
            && self.rules().are_neighbours(&self.live, a, b)
    }

    /// Plays the move `(a, b)` (in either order) if it is legal, or says why not.
    ///
    /// ```
    /// use strikeout::error::IllegalMove;
    /// use strikeout::Field;
    /// let mut field = Field::new(9, "1234").unwrap();
    /// assert!(matches!(field.try_strike(0, 2), Err(IllegalMove::NotMatching { .. })));
    /// let mut field = Field::new(9, "1291").unwrap();
    /// assert!(matches!(field.try_strike(0, 3), Err(IllegalMove::NotNeighbours { .. })));
    /// assert_eq!(field.try_strike(2, 3), Ok(()));
    /// ```
    pub fn try_strike(&mut self, a: usize, b: usize) -> Result<(), IllegalMove> {
        let name = |cell| CellName::new(cell, self.width);
        for cell in [a, b] {
            if cell >= self.len() {
                return Err(IllegalMove::OutOfRange {
                    cell: name(cell),
                    len: self.len(),
                });
            }
        }
        if a == b {
            return Err(IllegalMove::SameCell { cell: name(a) });
        }
        for cell in [a, b] {
            if !self.is_live(cell) {
                return Err(IllegalMove::Struck { cell: name(cell) });
            }
        }
        let (da, db) = (self.digits[a], self.digits[b]);
        if !digits_match(da, db) {
            return Err(IllegalMove::NotMatching {
                a: name(a),
                da,
                b: name(b),
                db,
            });
        }
        if !self.is_move(a, b) {
            return Err(IllegalMove::NotNeighbours {
                a: name(a),
                b: name(b),
            });
        }
        self.strike(a, b);
        Ok(())
    }

    /// Strikes cells `a` and `b`. The caller has checked the move with [`Field::is_move`].
    pub(crate) fn strike(&mut self, a: usize, b: usize) {
        self.live.remove(a);
        self.live.remove(b);
    }

    /// Replaces the live cells (a position reached within this phase).
    /// The bytes the field's two allocations take from the allocator (digits and live
    /// cells), as [`crate::budget::allocated`] counts them.
    pub(crate) fn heap_bytes(&self) -> usize {
        use crate::cells::Position;
        let words = self.live.bytes() - size_of::<Cells>();
        crate::budget::allocated(self.digits.capacity()) + crate::budget::allocated(words)
    }

    pub(crate) fn set_live(&mut self, live: Cells) {
        self.live = live;
    }

    /// The append step: copies every live digit, in reading order, onto the end of the
    /// field (the originals stay live) and returns the block appended.
    pub fn append(&mut self) -> Vec<u8> {
        let block = live_digits(&self.digits, &self.live);
        let n = self.digits.len();
        for i in 0..block.len() {
            self.live.insert(n + i);
        }
        self.digits.extend_from_slice(&block);
        block
    }

    /// The field as rows of `width`, a struck cell shown as `.`, one row per line.
    pub fn rows(&self) -> Vec<String> {
        self.rows_marked('.')
    }

    /// The rows as [`Field::rows`] shows them, a struck cell shown as `struck` (`#` for
    /// the look of a notebook's crossed-out digits).
    ///
    /// ```
    /// use strikeout::Field;
    /// let mut field = Field::new(3, "1932").unwrap();
    /// field.try_strike(0, 1).unwrap();
    /// assert_eq!(field.rows_marked('#'), ["##3", "2"]);
    /// ```
    pub fn rows_marked(&self, struck: char) -> Vec<String> {
        self.digits
            .chunks(self.width)
            .enumerate()
            .map(|(r, row)| {
                row.iter()
                    .enumerate()
                    .map(|(c, &d)| {
                        if self.live.contains(r * self.width + c) {
                            char::from(b'0' + d)
                        } else {
                            struck
                        }
                    })
                    .collect()
            })
            .collect()
    }
}

impl fmt::Display for Field {
    /// The rows of [`Field::rows`], one per line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.rows() {
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

/// Digits (1-9) as text: `[1, 2, 3]` is `"123"`.
pub(crate) fn digit_string(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}

/// The checker (and a game in the terminal) never grows a field past this many cells: an
/// append that would pass it is not made. Some fields stay stuck for ever, doubling at every
/// append (`12` on rows of nine stops at 8 192 cells).
pub const MAX_CELLS: usize = 10_000;

/// Whether the rules' append step may still be made on `field` without passing
/// [`MAX_CELLS`].
pub(crate) fn may_append(field: &Field) -> bool {
    field.len() + field.live_count() <= MAX_CELLS
}

/// The live digits in reading order.
pub(crate) fn live_digits(digits: &[u8], live: &Cells) -> Vec<u8> {
    live.iter().map(|c| digits[c]).collect()
}

/// The rules of one phase: the digits (fixed within a phase) and, for each column, the set
/// of its cells, so the cell below another is found with a few word operations.
pub(crate) struct Rules<'a> {
    digits: &'a [u8],
    width: usize,
    columns: Vec<Cells>,
}

impl<'a> Rules<'a> {
    /// The rules for a field of `digits` in rows of `width`.
    pub(crate) fn new(digits: &'a [u8], width: usize) -> Rules<'a> {
        let columns = (0..width.min(digits.len()))
            .map(|c| (c..digits.len()).step_by(width).collect())
            .collect();
        Rules {
            digits,
            width,
            columns,
        }
    }

    /// The live cell below `cell` in its column with no live cell between, if any.
    fn below(&self, live: &Cells, cell: usize) -> Option<usize> {
        live.next_common(&self.columns[cell % self.width], cell + 1)
    }

    /// Whether live cells `a < b` are neighbours: consecutive among the live cells in
    /// reading order, or in one column with no live cell between.
    pub(crate) fn are_neighbours(&self, live: &Cells, a: usize, b: usize) -> bool {
        live.next_from(a + 1) == Some(b) || self.below(live, a) == Some(b)
    }

    /// Calls `f` with each move of the position `live`, in increasing order (by first cell,
    /// the reading neighbour before the one below, which lies later). Stops early when `f`
    /// returns `false`; returns whether it ran to the end.
    pub(crate) fn each_move(&self, live: &Cells, mut f: impl FnMut(usize, usize) -> bool) -> bool {
        let mut cell = live.next_from(0);
        while let Some(a) = cell {
            cell = live.next_from(a + 1);
            if self.partners(live, a).any(|b| !f(a, b)) {
                return false;
            }
        }
        true
    }

    /// The second cells of the moves of the position `live` whose first cell is the live
    /// cell `a`: its reading neighbour, then the cell below it (when that is another cell),
    /// each if its digit matches.
    pub(crate) fn partners(&self, live: &Cells, a: usize) -> impl Iterator<Item = usize> {
        let next = live.next_from(a + 1);
        let below = self.below(live, a).filter(|&b| Some(b) != next);
        let da = self.digits[a];
        [next, below]
            .into_iter()
            .flatten()
            .filter(move |&b| digits_match(da, self.digits[b]))
    }

    /// Appends the moves of the position `live` to `out`, in increasing order.
    pub(crate) fn moves_into(&self, live: &Cells, out: &mut Vec<Move>) {
        self.each_move(live, |a, b| {
            out.push((a, b));
            true
        });
    }

    /// Whether the position `live` has at least one move.
    pub(crate) fn has_move(&self, live: &Cells) -> bool {
        !self.each_move(live, |_, _| false)
    }
}

/// Random starts for the property tests of the modules that play on a field.
#[cfg(test)]
pub(crate) mod arbitrary {
    use std::ops::{Range, RangeInclusive};

    use proptest::collection::SizeRange;
    use proptest::prelude::*;

    use super::Field;

    /// A start of `widths` cells a row holding `lengths` random digits from 1 to 9.
    pub(crate) fn start(
        widths: RangeInclusive<usize>,
        lengths: impl Into<SizeRange>,
    ) -> impl Strategy<Value = Field> {
        (widths, prop::collection::vec(1u8..=9, lengths)).prop_map(|(width, digits)| {
            let text: String = digits.iter().map(|d| d.to_string()).collect();
            Field::new(width, &text).unwrap()
        })
    }

    /// `counts` random choices, each to pick one of the moves there are then (its index
    /// modulo their number).
    pub(crate) fn choices(counts: Range<usize>) -> impl Strategy<Value = Vec<u16>> {
        prop::collection::vec(any::<u16>(), counts)
    }
}
