//! The rule a hint falls back on when no shortest solution is known: the move that leaves
//! the most moves open ([`most_open_move`]).
//!
//! The number of moves after a move is worked out near its two cells only. A move `(a, b)`
//! changes the moves whose first cell is `a` or `b` (they go), the live cell before each of
//! them in reading order (its reading neighbour changes) and the live cell above each of
//! them in its column (the cell below it changes); every other cell keeps its moves. So
//! each move costs a few steps, not a pass over the field.

use crate::cells::Cells;
use crate::field::{Field, Move, Rules};

/// The move after which the field has the most moves, the first of them in increasing
/// order (smaller first cell, then smaller second cell) on a tie; `None` when the field
/// has no move.
///
/// This is the rule of a hint that is not proved best ([`crate::Advice`]): a greedy look
/// one move ahead. More moves open means more ways to go on striking in this phase, so
/// fewer live digits when it gets stuck, and a shorter append.
///
/// ```
/// use strikeout::rule::most_open_move;
/// use strikeout::Field;
/// // 1 1 9 / 5 5: striking the 5s leaves 1 1 9 with two moves; striking the first two 1s
/// // leaves 9 / 5 5 with one (the 5s), so does striking the second 1 and the 9.
/// let field = Field::new(3, "11955").unwrap();
/// assert_eq!(most_open_move(&field), Some((3, 4)));
/// assert_eq!(most_open_move(&Field::new(9, "12").unwrap()), None);
/// ```
pub fn most_open_move(field: &Field) -> Option<Move> {
    let rules = field.rules();
    let moves = field.moves();
    let mut live = field.live().clone();
    let around = Around::new(field);
    let total = moves.len();
    let mut best: Option<(usize, Move)> = None;
    for &(a, b) in &moves {
        let mut touched = around.touched(a, b);
        let before = moves_from(&rules, &live, &touched);
        live.remove(a);
        live.remove(b);
        touched.retain(|&c| c != a && c != b);
        let after = moves_from(&rules, &live, &touched);
        live.insert(a);
        live.insert(b);
        let left = total - before + after;
        if best.is_none_or(|(most, _)| left > most) {
            best = Some((left, (a, b)));
        }
    }
    best.map(|(_, mv)| mv)
}

/// For each live cell of a field, the live cell before it in reading order and the live
/// cell above it in its column.
struct Around {
    before: Vec<Option<usize>>,
    above: Vec<Option<usize>>,
}

impl Around {
    fn new(field: &Field) -> Around {
        let mut before = vec![None; field.len()];
        let mut above = vec![None; field.len()];
        let mut last = None;
        let mut last_in_column = vec![None; field.width()];
        for cell in field.live_cells() {
            before[cell] = last;
            above[cell] = last_in_column[cell % field.width()];
            last = Some(cell);
            last_in_column[cell % field.width()] = Some(cell);
        }
        Around { before, above }
    }

    /// The cells whose moves a move `(a, b)` may change, each once: `a`, `b`, and the live
    /// cells before and above each of them.
    fn touched(&self, a: usize, b: usize) -> Vec<usize> {
        let mut cells: Vec<usize> = [a, b]
            .into_iter()
            .flat_map(|c| [Some(c), self.before[c], self.above[c]])
            .flatten()
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }
}

/// The moves of the position `live` whose first cell is in `cells` (live cells, each
/// once).
fn moves_from(rules: &Rules, live: &Cells, cells: &[usize]) -> usize {
    cells.iter().map(|&c| rules.partners(live, c).count()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::arbitrary;
    use proptest::prelude::*;

    /// The rule as its docs say it, by brute force: play each move on a copy of the field
    /// and count the moves left.
    fn by_brute_force(field: &Field) -> Option<Move> {
        let mut best: Option<(usize, Move)> = None;
        for (a, b) in field.moves() {
            let mut after = field.clone();
            after.try_strike(a, b).unwrap();
            let left = after.moves().len();
            if best.is_none_or(|(most, _)| left > most) {
                best = Some((left, (a, b)));
            }
        }
        best.map(|(_, mv)| mv)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// On random fields, with cells struck by random moves first, the rule picks the
        /// move its docs describe.
        #[test]
        fn the_rule_is_what_its_docs_say(
            mut field in arbitrary::start(1..=9, 1..60),
            choices in arbitrary::choices(0..10),
        ) {
            for choice in choices {
                let moves = field.moves();
                if moves.is_empty() {
                    break;
                }
                let (a, b) = moves[usize::from(choice) % moves.len()];
                field.try_strike(a, b).unwrap();
            }
            prop_assert_eq!(most_open_move(&field), by_brute_force(&field));
            let rules = field.rules();
            let all: Vec<usize> = field.live_cells().collect();
            prop_assert_eq!(moves_from(&rules, field.live(), &all), field.moves().len());
        }
    }

    /// By hand: `1 2 3 / 9 8 7` on rows of three has the moves 1-9, 2-8 and 3-7 down the
    /// columns, and striking any pair opens no new one (1 3 / 9 7 after 2-8: 1-9 and 3-7),
    /// so each leaves two moves and the first, 1-9, is taken.
    #[test]
    fn a_tie_goes_to_the_first_move() {
        let field = Field::new(3, "123987").unwrap();
        assert_eq!(field.moves(), [(0, 3), (1, 4), (2, 5)]);
        assert_eq!(most_open_move(&field), Some((0, 3)));
    }
}
