//! [`Advice`]: the hint a player is shown, always a move while one is left.
//!
//! First the shortest-solution search of [`hint_within`] runs, up to a length bound
//! ([`hint_bound`] by default, which grows with the field) and within a [`Budget`]. When it
//! finds a shortest solution, its first move is the advice, proved best. When it cannot
//! (no solution is within the bound, or the budget's memory or positions run out first),
//! the advice is still a legal move, chosen by the rule of [`most_open_move`] (the move
//! that leaves the most moves open), and it says that it is not proved best, and why.
//! Its words ([`Advice`]'s `Display`) are the same wherever it is shown.

use std::fmt;

use crate::budget::{Budget, SearchError};
use crate::error::CellName;
use crate::field::{Field, MAX_CELLS, Move};
use crate::hint::hint_within;
use crate::rule::most_open_move;

/// How many cells [`hint_bound`] allows for each live digit of the field, on top of its
/// length: 4.
///
/// A solution's length is the field's length plus every digit appended on the way, and
/// each append copies the digits still live. The standard start (27 live digits) is won
/// at 68 cells, after appends of 17 and 24 digits: 41 digits appended, about one and a
/// half times its live digits; random starts of 20 digits were seen won at 34 to 88 cells,
/// up to 68 digits appended. Four times the live digits leaves room for that.
pub const BOUND_MARGIN: usize = 4;

/// The positions a hint's search may expand when its caller has no bound of its own
/// (`strikeout play` sets it, with `--memory`): 2 000 000, a second or two of one core in
/// a release build (a count expands about 1.7 million positions a second, in the
/// repository's docs/benchmarks.md). Past it the search stops, and the hint is the rule's
/// move ([`Basis::Stopped`]), so a player is never kept waiting for long.
pub const HINT_POSITIONS: u64 = 2_000_000;

/// The default length bound of a hint's search from `field`: its length plus
/// [`BOUND_MARGIN`] cells for each live digit, at most [`MAX_CELLS`] (the largest field
/// played) and never less than the field's own length.
///
/// A solution is never shorter than the field it starts from, so a fixed bound would say
/// "no solution" of every field longer than it; this one grows with the field. The
/// standard start gets 27 + 4 × 27 = 135 cells.
///
/// ```
/// use strikeout::advice::hint_bound;
/// use strikeout::Field;
/// assert_eq!(hint_bound(&Field::standard()), 135);
/// let long = Field::new(9, &"12".repeat(100)).unwrap();
/// assert_eq!(hint_bound(&long), 200 + 4 * 200);
/// ```
pub fn hint_bound(field: &Field) -> usize {
    let bound = field
        .len()
        .saturating_add(field.live_count().saturating_mul(BOUND_MARGIN));
    bound.min(MAX_CELLS).max(field.len())
}

/// What backs the move of an [`Advice`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Basis {
    /// Proved best: the move is the first of a shortest solution from the field, of
    /// `length` cells.
    Shortest {
        /// The length of that solution (cells on its final field).
        length: usize,
    },
    /// Not proved best, chosen by [`most_open_move`]: the search proved that no solution
    /// of at most `max_length` cells is reachable (at once when the field itself is
    /// longer).
    NoneWithin {
        /// The bound of the search.
        max_length: usize,
        /// The length of the field.
        field_length: usize,
    },
    /// Not proved best, chosen by [`most_open_move`]: the search stopped at its budget
    /// (memory or positions) before it knew a shortest solution.
    Stopped(SearchError),
}

/// A hint as a player is shown it: a legal move, and whether it is proved best.
///
/// Its `Display` is the player's sentence, the same on every front end; it names the
/// cells by position, row and column ([`CellName`]):
///
/// ```
/// use strikeout::budget::Budget;
/// use strikeout::{advise, Field};
/// // 1 and 9, side by side: one move, and it wins.
/// let field = Field::new(9, "19").unwrap();
/// let advice = advise(&field, 20, Budget::default()).unwrap();
/// assert_eq!(advice.length(), Some(2));
/// assert_eq!(
///     advice.to_string(),
///     "strike cell 0 (row 1, column 1) and cell 1 (row 1, column 2): \
///      a shortest solution from here has 2 cells"
/// );
/// // A bound shorter than the field: still a move, by the rule, and said so.
/// let advice = advise(&field, 1, Budget::default()).unwrap();
/// assert!(!advice.is_proved());
/// assert_eq!(
///     advice.to_string(),
///     "strike cell 0 (row 1, column 1) and cell 1 (row 1, column 2), the move that \
///      leaves the most moves open; not proved best, as no solution of at most 1 cell \
///      is reachable from here (every solution has at least the field's 2 cells)"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Advice {
    /// The move, smaller cell first: always legal on the field it was given for.
    pub mv: Move,
    /// Why this move: proved best, or chosen by the rule and why.
    pub basis: Basis,
    /// The width of the field, to name the cells.
    width: usize,
}

impl Advice {
    /// Whether the move is proved to keep a shortest solution reachable.
    pub fn is_proved(&self) -> bool {
        matches!(self.basis, Basis::Shortest { .. })
    }

    /// The length of the shortest solution from the field, when it is proved.
    pub fn length(&self) -> Option<usize> {
        match self.basis {
            Basis::Shortest { length } => Some(length),
            _ => None,
        }
    }
}

/// `n` cells in words: `1 cell`, `2 cells`.
pub(crate) fn cells(n: usize) -> String {
    if n == 1 {
        "1 cell".to_owned()
    } else {
        format!("{n} cells")
    }
}

impl fmt::Display for Advice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.mv;
        let (a, b) = (CellName::new(a, self.width), CellName::new(b, self.width));
        write!(f, "strike {a} and {b}")?;
        let by_rule = "the move that leaves the most moves open; not proved best, as";
        match &self.basis {
            Basis::Shortest { length } => {
                write!(f, ": a shortest solution from here has {}", cells(*length))
            }
            Basis::NoneWithin {
                max_length,
                field_length,
            } => {
                write!(
                    f,
                    ", {by_rule} no solution of at most {} is reachable from here",
                    cells(*max_length)
                )?;
                if field_length > max_length {
                    write!(
                        f,
                        " (every solution has at least the field's {})",
                        cells(*field_length)
                    )?;
                }
                Ok(())
            }
            Basis::Stopped(e) => write!(
                f,
                ", {by_rule} the search for a shortest solution stopped: {e}"
            ),
        }
    }
}

/// The advice for `field`: the first move of a shortest solution of at most `max_length`
/// cells when the search finds one within `budget`, or else the move of
/// [`most_open_move`], not proved best (see the module docs); `None` only when the field
/// has no move (won, or stuck: the next step is the append).
///
/// ```
/// use strikeout::budget::{Budget, SearchError};
/// use strikeout::advice::{hint_bound, Basis};
/// use strikeout::{advise, Field};
/// // One phase of 1919…19 (100 digits) reaches far more positions than 1 MiB holds.
/// let field = Field::new(9, &"19".repeat(50)).unwrap();
/// let advice = advise(&field, hint_bound(&field), Budget::new(1 << 20)).unwrap();
/// assert!(matches!(advice.basis, Basis::Stopped(SearchError::OutOfMemory { .. })));
/// assert!(field.is_move(advice.mv.0, advice.mv.1));
/// assert_eq!(advise(&Field::new(9, "12").unwrap(), 20, Budget::default()), None);
/// ```
pub fn advise(field: &Field, max_length: usize, budget: Budget) -> Option<Advice> {
    if field.is_won() || field.is_stuck() {
        return None;
    }
    let ruled = |basis| {
        most_open_move(field).map(|mv| Advice {
            mv,
            basis,
            width: field.width(),
        })
    };
    match hint_within(field, max_length, budget) {
        Ok(Some(hint)) => Some(Advice {
            mv: hint.mv,
            basis: Basis::Shortest {
                length: hint.length,
            },
            width: field.width(),
        }),
        Ok(None) => ruled(Basis::NoneWithin {
            max_length,
            field_length: field.len(),
        }),
        Err(e) => ruled(Basis::Stopped(e)),
    }
}
