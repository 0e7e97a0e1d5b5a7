//! What the thesis's relatives of Bulgarian solitaire (Montreal, [`Columns`](crate::montreal::Columns), and
//! Austrian, [`Austrian`](crate::austrian::Austrian)) share: the orbit of a start found with Brent's method and
//! its listing produced one state at a time ([`RelativeOrbit`]), and the whole state graph
//! of a finite, closed set of states in numbers ([`RelativeAnalysis`]) or as Graphviz DOT.
//!
//! A trace follows the original program's repeat rule: the states after each move, the start not
//! listed and not compared, up to the first state equal to one already listed, which is listed
//! again, last (so a fixed point shows up twice).

use std::fmt::{self, Display};

use crate::brent::{Rho, always, brent, moving};
use crate::functional::{self, Peeled, peel};
use crate::limits::{Limits, MoveLimit};
use crate::listing::{Listing, Moves};

/// A state of one of the relatives: a deterministic move on states of a fixed number of
/// cards. Implemented by [`Columns`](crate::montreal::Columns) and [`Austrian`](crate::austrian::Austrian).
pub trait Relative: Clone + Eq + Ord + Display {
    /// The state after one move.
    fn step(&self) -> Self;
    /// The number of cards.
    fn total(&self) -> u64;
}

/// The orbit of a start under one of the relatives: moves to the cycle and the cycle's
/// length, found with Brent's method (two states held, none stored), and the cycle's
/// states when [`RelativeOrbit::with_cycle`] asked for them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RelativeOrbit<S: Relative> {
    /// The number of cards.
    pub n: u64,
    /// The start.
    pub start: S,
    /// Moves from the start to the first state on the cycle (0 when the start is on it).
    pub transient: u64,
    /// The cycle's length in moves.
    pub cycle_length: u64,
    /// The cycle from its first state reached, when asked for.
    pub cycle: Option<Listing<Moves<S>>>,
    entry: S,
}

/// The original program's listing of a start under one of the relatives (see the module docs),
/// produced while it is iterated.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RelativeTrace<S: Relative> {
    /// The number of cards.
    pub n: u64,
    /// The start (not listed).
    pub start: S,
    /// The states after each move, up to and including the first repeat.
    pub trace: Listing<Moves<S>>,
}

/// The orbit of `start` (see [`RelativeOrbit`]).
///
/// ```
/// use bulgarian::montreal::Columns;
///
/// let start = Columns::new(vec![3, 2, 2]).unwrap();
/// let o = bulgarian::relatives::orbit(&start);
/// assert_eq!((o.transient, o.cycle_length), (0, 18));
/// ```
pub fn orbit<S: Relative>(start: &S) -> RelativeOrbit<S> {
    let (rho, entry) = always(brent(start, moving(|s: &mut S| *s = s.step()), |a, b| {
        a == b
    }));
    found(start, rho, entry)
}

/// [`orbit()`] within `limits`: it gives up after [`Limits::max_moves`] moves with
/// [`MoveLimit`], and tells its progress every 2^16 moves.
pub fn orbit_within<S: Relative>(
    start: &S,
    limits: Limits<'_>,
) -> Result<RelativeOrbit<S>, MoveLimit> {
    let play = limits.counted(1 << 16, |s: &mut S| *s = s.step());
    let (rho, entry) = brent(start, play, |a, b| a == b)?;
    Ok(found(start, rho, entry))
}

/// The orbit of `start` of the shape `rho`, entering its cycle at `entry`.
fn found<S: Relative>(start: &S, rho: Rho, entry: S) -> RelativeOrbit<S> {
    RelativeOrbit {
        n: start.total(),
        start: start.clone(),
        transient: rho.transient,
        cycle_length: rho.cycle_length,
        cycle: None,
        entry,
    }
}

impl<S: Relative> RelativeOrbit<S> {
    /// The same orbit, with its cycle listed (from the first state of the cycle reached).
    pub fn with_cycle(mut self) -> RelativeOrbit<S> {
        self.cycle = Some(Listing::new(Moves::new(
            self.entry.clone(),
            self.cycle_length,
            S::step,
        )));
        self
    }

    /// The original program's listing of the start: the states after each move, up to and including
    /// the first repeat.
    pub fn trace(&self) -> RelativeTrace<S> {
        let listed = self.transient.saturating_sub(1) + self.cycle_length + 1;
        RelativeTrace {
            n: self.n,
            start: self.start.clone(),
            trace: Listing::new(Moves::new(self.start.step(), listed, S::step)),
        }
    }
}

/// The whole state graph of a finite set of states closed under the move, in numbers.
/// Serialized (feature `serde`) with these field names, and read back.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct RelativeAnalysis<S: Relative> {
    /// The number of cards.
    pub n: u64,
    /// The number of states in the set.
    pub states: u64,
    /// The number of cycles.
    pub cycles: u64,
    /// The cycles' lengths, ascending, each as often as it occurs.
    pub cycle_lengths: Vec<u64>,
    /// The longest transient over all states.
    pub max_transient: u64,
    /// The greatest state (in the order of `S`) whose transient is the longest.
    pub max_transient_witness: S,
    /// The longest orbit: transient + cycle length − 1, maximised over the states.
    pub max_orbit: u64,
    /// The states with no predecessor in the set.
    pub garden_of_eden: u64,
    /// The most predecessors any state has in the set.
    pub max_in_degree: u64,
}

/// A finite set of states, closed under the move, with each state's successor: sorted
/// ascending, successors as indices.
pub(crate) struct Closed<S> {
    pub(crate) states: Vec<S>,
    pub(crate) next: Vec<usize>,
}

impl<S: Relative> Closed<S> {
    /// The set of `states` (any order, repeats allowed), which must be closed under the
    /// move.
    pub(crate) fn new(mut states: Vec<S>) -> Closed<S> {
        states.sort_unstable();
        states.dedup();
        let next = states
            .iter()
            .map(|s| {
                let after = s.step();
                states
                    .binary_search(&after)
                    .expect("the set of states is closed under the move")
            })
            .collect();
        Closed { states, next }
    }

    /// The state graph in numbers.
    pub(crate) fn analysis(&self) -> RelativeAnalysis<S> {
        let count = self.states.len();
        let Peeled {
            on_cycle,
            towards_cycles,
            garden_of_eden,
            max_in_degree,
        } = peel(&self.next);
        let mut cycle_of = vec![0u64; count];
        let mut cycle_lengths = Vec::new();
        let mut seen = vec![false; count];
        for i in 0..count {
            if on_cycle[i] && !seen[i] {
                let mut members = vec![i];
                seen[i] = true;
                let mut j = self.next[i];
                while j != i {
                    seen[j] = true;
                    members.push(j);
                    j = self.next[j];
                }
                for &m in &members {
                    cycle_of[m] = members.len() as u64;
                }
                cycle_lengths.push(members.len() as u64);
            }
        }
        cycle_lengths.sort_unstable();
        let mut transient = vec![0u64; count];
        for &i in &towards_cycles {
            let j = self.next[i];
            transient[i] = transient[j] + 1;
            cycle_of[i] = cycle_of[j];
        }
        let max_transient = transient.iter().copied().max().unwrap_or(0);
        let witness = (0..count)
            .rev()
            .find(|&i| transient[i] == max_transient)
            .expect("the set of states is not empty");
        let max_orbit = (0..count)
            .map(|i| transient[i] + cycle_of[i] - 1)
            .max()
            .unwrap_or(0);
        RelativeAnalysis {
            n: self.states[witness].total(),
            states: count as u64,
            cycles: cycle_lengths.len() as u64,
            cycle_lengths,
            max_transient,
            max_transient_witness: self.states[witness].clone(),
            max_orbit,
            garden_of_eden,
            max_in_degree,
        }
    }

    /// The state graph in Graphviz DOT, cycles bold and red (drawn as the state graph of
    /// P(N) is).
    pub(crate) fn dot(&self, title: &str) -> String {
        functional::dot(title, &self.states, &self.next)
    }
}

impl<S: Relative> fmt::Display for RelativeAnalysis<S> {
    /// `name: value` lines, as `analyze` prints them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "n: {}", self.n)?;
        writeln!(f, "states: {}", self.states)?;
        writeln!(f, "cycles: {}", self.cycles)?;
        let lengths: Vec<String> = self.cycle_lengths.iter().map(u64::to_string).collect();
        writeln!(f, "cycle lengths: {}", lengths.join(" "))?;
        writeln!(f, "max transient: {}", self.max_transient)?;
        writeln!(f, "max transient witness: {}", self.max_transient_witness)?;
        writeln!(f, "max orbit: {}", self.max_orbit)?;
        writeln!(f, "garden of eden: {}", self.garden_of_eden)?;
        writeln!(f, "max in-degree: {}", self.max_in_degree)
    }
}
