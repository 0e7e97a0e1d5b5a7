//! One phase of play, searched as a whole: every stuck position reachable from a field by
//! moves alone, and a move order that reaches a chosen one.
//!
//! Within a phase the digits do not change, so a position is only its set of live cells;
//! the order in which moves were played to reach it does not matter. The search walks the
//! live sets breadth-first, one layer (number of moves played) at a time, with a hash set
//! of the bit sets of the layer it builds, so each set is expanded once however many move
//! orders lead to it.

#[cfg(feature = "parallel")]
mod shards;

use foldhash::fast::FixedState;
use hashbrown::HashSet;
use hashbrown::hash_set::Entry;

use crate::budget::{Meter, SearchError};
use crate::cells::{Cells, Position};
use crate::compact::{Bits, Compact};
use crate::field::{Field, Move, Rules};

/// How a phase is searched: which of its stuck positions are wanted, and on how many
/// threads.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Walk {
    /// Stuck positions with more live cells than this are left out (the empty set, a won
    /// phase, is always kept): a caller with a length bound has no use for them.
    pub(crate) max_live: usize,
    /// Whether large layers are expanded on rayon's threads (read only with feature
    /// `parallel`; without it the walk stays on the calling thread).
    #[cfg_attr(not(feature = "parallel"), allow(dead_code))]
    pub(crate) parallel: bool,
}

impl Walk {
    /// Every stuck position, on the calling thread.
    pub(crate) const ALL: Walk = Walk {
        max_live: usize::MAX,
        parallel: false,
    };
}

/// How a walk finds the moves of its positions: the rules over [`Cells`], or a phase's
/// positions packed in one number ([`Compact`]).
pub(crate) trait Moves<P>: Sync {
    /// Calls `f` with each move of the position `live` (two cells, or two places of a packed
    /// phase), each once; stops early when `f` returns `false` and returns whether it ran
    /// to the end.
    fn each_move(&self, live: &P, f: impl FnMut(usize, usize) -> bool) -> bool;
}

impl Moves<Cells> for Rules<'_> {
    fn each_move(&self, live: &Cells, f: impl FnMut(usize, usize) -> bool) -> bool {
        Rules::each_move(self, live, f)
    }
}

impl<B: Bits> Moves<B> for Compact<B> {
    fn each_move(&self, live: &B, f: impl FnMut(usize, usize) -> bool) -> bool {
        Compact::each_move(self, *live, f)
    }
}

/// Every live set of at most `walk.max_live` cells reachable from `field` by moves in which
/// no move is left, each once, in increasing order (so searches built on it are
/// repeatable). The empty set is among them exactly when the phase can win the game. The
/// meter counts the phase and the live sets expanded, and stops the walk before its tables
/// pass the budget.
///
/// A phase whose start has at most 128 live cells (every phase of a field of up to 128
/// cells, and nearly every one the searches meet) walks packed positions ([`Compact`]);
/// a larger one walks [`Cells`] with the rules.
pub(crate) fn stuck_positions(
    field: &Field,
    meter: &mut Meter,
    walk: Walk,
) -> Result<Vec<Cells>, SearchError> {
    meter.phase(field.len());
    fn packed<B: Bits + Position>(
        field: &Field,
        meter: &mut Meter,
        walk: Walk,
    ) -> Result<Vec<Cells>, SearchError> {
        let phase = Compact::<B>::new(field);
        let stuck = explore(&phase, phase.bytes(), phase.start(), meter, walk)?;
        // The lists of cells to hand back, beside the packed positions.
        meter.check(stuck.len() * (size_of::<B>() + field.live().bytes()))?;
        Ok(stuck.into_iter().map(|live| phase.cells_of(live)).collect())
    }
    let mut stuck = match field.live().len() {
        0..=64 => packed::<u64>(field, meter, walk),
        65..=128 => packed::<u128>(field, meter, walk),
        _ => {
            let (digits, width, live) = (field.digits(), field.width(), field.live());
            let rules = Rules::new(digits, width);
            // The rules hold one set per column.
            let fixed = width.min(digits.len()) * live.bytes();
            explore(&rules, fixed, live.clone(), meter, walk)
        }
    }?;
    stuck.sort_unstable();
    Ok(stuck)
}

/// The stuck positions reachable from `start` (see [`stuck_positions`]).
///
/// Every move strikes two cells, so the positions after `k` moves are exactly those with
/// `2k` cells fewer: the walk goes layer by layer and only remembers the layer it is
/// building, which keeps the hash set small (and in cache) however large the phase.
///
/// Before its hash set grows (moving into a table twice as large) and before each layer,
/// the walk asks the meter whether the bytes its tables would then hold fit the budget. The
/// account only uses sizes that do not depend on the order in which a hash set hands out
/// its positions (the stuck positions are counted as of the last layer: there are never
/// more of them than positions in a layer), so the same search stops at the same place and
/// reports the same peak every time.
///
/// With `walk.parallel` (feature `parallel`), a layer of many positions is expanded on
/// rayon's threads ([`shards`]), with an account of its own that is just as
/// repeatable.
fn explore<P: Position, M: Moves<P>>(
    rules: &M,
    fixed: usize,
    start: P,
    meter: &mut Meter,
    walk: Walk,
) -> Result<Vec<P>, SearchError> {
    // A set never takes more room than the start (sets only lose cells); what a table
    // holds of it beyond its slot is on the heap. The rules take `fixed` bytes.
    let set = start.bytes();
    let heap = set - size_of::<P>();
    meter.check(fixed + set)?;
    let mut layer = vec![start];
    // A fixed seed: the layers come out in the same order on every run, which the walk on
    // several threads needs for a repeatable account (see `shards`).
    let mut next: HashSet<P, FixedState> = HashSet::with_hasher(FixedState::default());
    let mut stuck = Vec::new();
    let mut stuck_bytes = 0;
    let mut failed = None;
    while !layer.is_empty() {
        #[cfg(feature = "parallel")]
        if walk.parallel && layer.len() >= shards::PARALLEL_LAYER {
            let sizes = shards::Sizes { fixed, set, heap };
            layer = shards::expand(rules, &layer, &mut stuck, walk.max_live, &sizes, meter)?;
            stuck_bytes = stuck.capacity() * set;
            continue;
        }
        let layer_bytes = fixed + layer.capacity() * set + stuck_bytes;
        for live in &layer {
            meter.visit()?;
            let mut any = false;
            rules.each_move(live, |a, b| {
                any = true;
                let after = live.after_move(a, b);
                // A new set in a full table moves it into one twice as large, both held
                // while it moves, the sets' heap parts too. (Only a new set: `insert` would
                // grow a full table even for a set already in it, which would make the
                // account depend on the order of the layer.)
                let grown = (next.len() == next.capacity()).then(|| {
                    layer_bytes + 3 * next.allocation_size().max(16 * set) + 2 * next.len() * heap
                });
                if let Entry::Vacant(slot) = next.entry(after) {
                    if let Some(Err(e)) = grown.map(|bytes| meter.check(bytes)) {
                        failed = Some(e);
                        return false;
                    }
                    slot.insert();
                }
                true
            });
            if let Some(e) = failed {
                return Err(e);
            }
            if !any && live.len() <= walk.max_live {
                stuck.push(live.clone());
            }
        }
        stuck_bytes = stuck.capacity() * set;
        layer.clear();
        let moved = next.len().saturating_sub(layer.capacity()) * set;
        meter.check(
            fixed
                + (layer.capacity() * set + moved)
                + stuck_bytes
                + next.allocation_size()
                + next.len() * heap,
        )?;
        layer.extend(next.drain());
    }
    Ok(stuck)
}

/// A move order that takes `field` to the live set `target` (a stuck position found by
/// [`stuck_positions`]), or `None` if no order does.
pub(crate) fn moves_to(field: &Field, target: &Cells) -> Option<Vec<Move>> {
    let rules = Rules::new(field.digits(), field.width());
    let mut seen: HashSet<Cells> = HashSet::new();
    // Depth-first with the path kept on the stack: (live set, moves left to try).
    let mut path: Vec<Move> = Vec::new();
    let mut stack: Vec<(Cells, Vec<Move>)> = Vec::new();
    let useful = |live: &Cells| {
        let mut moves = Vec::new();
        rules.moves_into(live, &mut moves);
        moves.retain(|&(a, b)| !target.contains(a) && !target.contains(b));
        moves.reverse();
        moves
    };
    if !target.iter().all(|c| field.is_live(c)) {
        return None;
    }
    let start = field.live().clone();
    seen.insert(start.clone());
    let first = useful(&start);
    stack.push((start, first));
    while let Some((live, options)) = stack.last_mut() {
        if *live == *target {
            return Some(path);
        }
        match options.pop() {
            Some((a, b)) => {
                let mut next = live.clone();
                next.remove(a);
                next.remove(b);
                if seen.insert(next.clone()) {
                    let more = useful(&next);
                    path.push((a, b));
                    stack.push((next, more));
                }
            }
            None => {
                stack.pop();
                path.pop();
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;
    use crate::check::replay;

    /// `moves_to` finds an order of moves to every stuck position of a phase, and none to a
    /// set the phase cannot reach.
    #[test]
    fn moves_to_reaches_exactly_the_stuck_positions() {
        let start = Field::standard();
        let mut meter = Meter::new(Budget::unlimited());
        let stuck = stuck_positions(&start, &mut meter, Walk::ALL).unwrap();
        assert!(stuck.len() > 1 && meter.work.positions as usize >= stuck.len());
        for target in &stuck {
            let moves = moves_to(&start, target).unwrap();
            let game = replay(&start, &moves).unwrap();
            assert_eq!(game.field().live(), target);
            assert!(game.field().is_stuck());
        }
        // Striking only the first 1 is no position at all: moves strike two cells.
        let odd: Cells = (1..start.len()).collect();
        assert_eq!(moves_to(&start, &odd), None);
        // The stuck positions are in increasing order, each once.
        assert!(stuck.windows(2).all(|w| w[0] < w[1]));
    }

    /// Every live set reachable from `field` by moves and the stuck ones among them, by a
    /// plain breadth-first search over [`Cells`] and the rules' walk over cells.
    fn reachable(field: &Field) -> (usize, Vec<Cells>) {
        let rules = Rules::new(field.digits(), field.width());
        let mut seen: HashSet<Cells> = HashSet::from([field.live().clone()]);
        let mut todo = vec![field.live().clone()];
        let mut stuck = Vec::new();
        while let Some(live) = todo.pop() {
            let mut moves = Vec::new();
            rules.moves_into(&live, &mut moves);
            if moves.is_empty() {
                stuck.push(live.clone());
            }
            for (a, b) in moves {
                let after = live.after_move(a, b);
                if seen.insert(after.clone()) {
                    todo.push(after);
                }
            }
        }
        stuck.sort_unstable();
        (seen.len(), stuck)
    }

    /// The walk (packed positions up to 128 live cells, cells beyond) expands every
    /// reachable position once and finds exactly the stuck ones, on starts whose phases
    /// branch widely and on one of 140 live cells.
    #[test]
    fn the_walk_finds_every_reachable_position() {
        let long = format!("{}55{}", "12".repeat(35), "34".repeat(34));
        let starts = [
            Field::standard(),
            Field::new(4, "1919551919").unwrap(),
            Field::new(5, "191937735519281928").unwrap(),
            Field::new(9, &"19".repeat(9)).unwrap(),
            Field::new(7, &long).unwrap(),
        ];
        for field in starts {
            let mut meter = Meter::new(Budget::unlimited());
            let stuck = stuck_positions(&field, &mut meter, Walk::ALL).unwrap();
            let (positions, expected) = reachable(&field);
            assert_eq!(stuck, expected, "{field:?}");
            assert_eq!(meter.work.positions as usize, positions, "{field:?}");
        }
    }
}
