//! The shortest solution, with its proof: a best-first search over phases.
//!
//! A node is a field at the start of a phase (just after an append, or the start). Its
//! children are the fields after the next append, one for each stuck position the phase can
//! reach ([`stuck_positions`]); a child is longer than its parent by the number of live
//! digits appended. Nodes are taken shortest first, so when the first node whose phase can
//! strike every cell is taken, every shorter field reachable from the start has already been
//! searched in full: no shorter solution exists. A bound on the length keeps the search
//! finite (a game can go on forever, its field growing).
//!
//! Two nodes are the same for the future when their live cells and digits agree after
//! leading rows with no live cell are dropped (struck digits never matter again, and
//! dropping whole rows keeps columns). Of such nodes only the shortest is expanded.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use hashbrown::HashMap;

use crate::budget::{Budget, Meter, SearchError, Work};
use crate::cells::{Cells, Position};
use crate::check::{Replay, replay};
use crate::error::BeyondBound;
use crate::field::{Field, Move, live_digits};
use crate::phase::{Walk, moves_to, stuck_positions};

/// A shortest solution: its moves, the blocks appended on the way, its length, and the
/// game it plays (replayed through the checker, [`crate::replay`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    moves: Vec<Move>,
    appended: Vec<Vec<u8>>,
    length: usize,
    game: Replay,
}

impl Solution {
    /// The moves, as cell positions in the final field (smaller first), in the order
    /// played. Appends happen whenever the field is stuck, as in [`crate::replay`].
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The blocks appended at each stuck position, in order.
    pub fn appended(&self) -> &[Vec<u8>] {
        &self.appended
    }

    /// The number of cells on the final field.
    pub fn length(&self) -> usize {
        self.length
    }

    /// The game the moves play, phase by phase (a notebook's view of the solution).
    pub fn replay(&self) -> &Replay {
        &self.game
    }
}

/// What [`solve`] found: a shortest solution, or the proof that none has at most the bound.
///
/// It holds the whole game of its solution (every phase's field), so it has no serde form:
/// `strikeout solve --json` prints a summary of it that the program composes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveReport {
    start: Field,
    solution: Option<Solution>,
    max_length: usize,
    work: Work,
}

impl SolveReport {
    /// The field the search started from.
    pub fn start(&self) -> &Field {
        &self.start
    }

    /// A shortest solution, or `None` when no solution has at most
    /// [`max_length`](SolveReport::max_length) cells (which is then proved).
    pub fn solution(&self) -> Option<&Solution> {
        self.solution.as_ref()
    }

    /// The bound the search was given.
    pub fn max_length(&self) -> usize {
        self.max_length
    }

    /// The work done.
    pub fn work(&self) -> Work {
        self.work
    }
}

/// The future of a phase-start field: length and live cells and their digits, after
/// leading rows without a live cell are dropped.
type FutureKey = (usize, Cells, Vec<u8>);

fn key(field: &Field) -> FutureKey {
    let first = field.live().next_from(0).unwrap_or(0);
    let drop = first - first % field.width();
    (
        field.len() - drop,
        field.live().shifted_down(drop),
        live_digits(field.digits(), field.live()),
    )
}

struct Node {
    field: Field,
    /// The parent node and the stuck position of its phase that led here.
    parent: Option<(usize, Cells)>,
}

/// Whether the search can take `start` at the length bound `max_length`: it cannot when the
/// start is longer than the bound ([`BeyondBound`]), since every solution has at least as
/// many cells as its start. [`solve`] itself answers such a start with "no solution", at
/// once; a front end that was given the bound by a person refuses it instead, naming both.
/// No other start is refused: how far a search can go is its [`Budget`]'s to say.
///
/// ```
/// use strikeout::{check_start, Field};
/// let start = Field::new(9, &"12".repeat(1500)).unwrap();
/// let refused = check_start(&start, 200).unwrap_err();
/// assert_eq!((refused.len, refused.max_length), (3000, 200));
/// assert!(check_start(&Field::standard(), 27).is_ok());
/// ```
pub fn check_start(start: &Field, max_length: usize) -> Result<(), BeyondBound> {
    if start.len() > max_length {
        return Err(BeyondBound {
            len: start.len(),
            max_length,
        });
    }
    Ok(())
}

/// Searches for a shortest solution from `start` of at most `max_length` cells (see the
/// module docs), with no limit on memory: [`solve_within`] with [`Budget::unlimited`]. The
/// answer is exact: a solution returned is shortest, and `None` proves that no solution has
/// at most `max_length` cells.
///
/// ```
/// use strikeout::{replay, solve, Field};
/// // 13 / 57 / 9 on rows of two: one append ("159") before the last phase wins.
/// let start = Field::new(2, "13579").unwrap();
/// let report = solve(&start, 40);
/// let solution = report.solution().unwrap();
/// assert!(replay(&start, solution.moves()).unwrap().is_won());
/// assert_eq!(solution.length(), 8);
/// assert_eq!(solution.appended(), [vec![1, 5, 9]]);
/// assert!(solve(&start, solution.length() - 1).solution().is_none());
/// ```
pub fn solve(start: &Field, max_length: usize) -> SolveReport {
    match solve_within(start, max_length, Budget::unlimited()) {
        Ok(report) => report,
        Err(e) => unreachable!("an unlimited budget is never exhausted: {e}"),
    }
}

/// The bytes one node of the search holds: its field, its entry in the table of futures
/// and in the queue.
fn node_bytes(field: &Field) -> usize {
    let live = field.live().bytes();
    // The node holds the field and the stuck position that led to it; the table of futures
    // is a hash map, at most 7/8 full, holding the key's bit set and live digits on the heap.
    size_of::<Node>()
        + field.len()
        + 2 * live
        + (size_of::<(FutureKey, usize)>() + 1) * 8 / 7
        + field.live_count()
        + live
        + size_of::<Reverse<(usize, usize)>>()
}

/// [`solve`] within `budget`: the same answer, or [`SearchError::OutOfMemory`] when the
/// search's tables would pass the budget's memory before the answer is known.
pub fn solve_within(
    start: &Field,
    max_length: usize,
    budget: Budget,
) -> Result<SolveReport, SearchError> {
    let mut meter = Meter::new(budget);
    let mut nodes = vec![Node {
        field: start.clone(),
        parent: None,
    }];
    meter.hold(node_bytes(start))?;
    let mut best: HashMap<FutureKey, usize> = HashMap::new();
    best.insert(key(start), start.len());
    let mut queue = BinaryHeap::new();
    if start.len() <= max_length {
        queue.push(Reverse((start.len(), 0)));
    }
    while let Some(Reverse((len, id))) = queue.pop() {
        let field = &nodes[id].field;
        if best.get(&key(field)).is_some_and(|&b| b < len) {
            continue;
        }
        let stuck = stuck_positions(field, &mut meter, Walk::ALL)?;
        if stuck.iter().any(Cells::is_empty) {
            let solution = rebuild(start, &nodes, id);
            return Ok(SolveReport {
                start: start.clone(),
                solution: Some(solution),
                max_length,
                work: meter.work_done(),
            });
        }
        for live in stuck {
            let next_len = len + live.len();
            if next_len > max_length {
                continue;
            }
            let mut child = nodes[id].field.clone();
            child.set_live(live.clone());
            child.append();
            let k = key(&child);
            if best.get(&k).is_some_and(|&b| b <= next_len) {
                continue;
            }
            meter.hold(node_bytes(&child))?;
            best.insert(k, next_len);
            queue.push(Reverse((next_len, nodes.len())));
            nodes.push(Node {
                field: child,
                parent: Some((id, live)),
            });
        }
    }
    Ok(SolveReport {
        start: start.clone(),
        solution: None,
        max_length,
        work: meter.work_done(),
    })
}

/// The solution ending with a win in the phase of node `last`.
fn rebuild(start: &Field, nodes: &[Node], last: usize) -> Solution {
    // The chain of (node, stuck position reached in its phase), start first.
    let mut chain = vec![(last, Cells::new())];
    let mut id = last;
    while let Some((parent, live)) = &nodes[id].parent {
        chain.push((*parent, live.clone()));
        id = *parent;
    }
    chain.reverse();
    let mut moves = Vec::new();
    let mut appended = Vec::new();
    for (id, target) in &chain {
        let field = &nodes[*id].field;
        moves.extend(moves_to(field, target).expect("the search reached this position"));
        if !target.is_empty() {
            appended.push(live_digits(field.digits(), target));
        }
    }
    // The checker agrees by construction: every move was found among the legal ones.
    let game = replay(start, &moves).expect("the search's moves are legal");
    Solution {
        moves,
        appended,
        length: nodes[last].field.len(),
        game,
    }
}
