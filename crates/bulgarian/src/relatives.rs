//! What the thesis's relatives of Bulgarian solitaire (Montreal, [`crate::Columns`], and
//! Austrian, [`crate::Austrian`]) share: the orbit of a start found with Brent's method and
//! its listing produced one state at a time ([`RelativeOrbit`]), and the whole state graph
//! of a finite, closed set of states in numbers ([`RelativeAnalysis`]) or as Graphviz DOT.
//!
//! A trace follows the seed's repeat rule: the states after each move, the start not listed
//! and not compared, up to the first state equal to one already listed, which is listed
//! again, last (so a fixed point shows up twice).

use std::fmt::{self, Display, Write};

use crate::brent::{always, brent, endless};
use crate::listing::{Listing, Moves};

/// A state of one of the relatives: a deterministic move on states of a fixed number of
/// cards. Implemented by [`crate::Columns`] and [`crate::Austrian`].
pub trait Relative: Clone + Eq + Ord + Display {
    /// The state after one move.
    fn step(&self) -> Self;
    /// The number of cards.
    fn total(&self) -> u64;
}

/// The orbit of a start under one of the relatives: moves to the cycle and the cycle's
/// length, found with Brent's method (two states held, none stored). Serialized (feature
/// `serde`) as `{"n","start","transient","cycle_length"}`, plus `"cycle"` when
/// [`RelativeOrbit::with_cycle`] asked for it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
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
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub cycle: Option<Listing<Moves<S>>>,
    #[cfg_attr(feature = "serde", serde(skip))]
    entry: S,
}

/// The seed's listing of a start under one of the relatives (see the module docs).
/// Serialized (feature `serde`) as `{"n","start","trace"}`, the trace written while it is
/// produced.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct RelativeTrace<S: Relative> {
    /// The number of cards.
    pub n: u64,
    /// The start (not listed).
    pub start: S,
    /// The states after each move, up to and including the first repeat.
    pub trace: Listing<Moves<S>>,
}

/// The orbit of `start` (see [`RelativeOrbit`]), calling `progress(moves)` every 2^16
/// moves while it searches.
pub fn relative_orbit<S: Relative>(start: &S, progress: impl FnMut(u64)) -> RelativeOrbit<S> {
    let play = endless(|s: &mut S| *s = s.step(), 1 << 16, progress);
    let (rho, entry) = always(brent(start, play, |a, b| a == b));
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

    /// The seed's listing of the start: the states after each move, up to and including
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
/// Serialized (feature `serde`) with these field names.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
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

    /// Which states lie on a cycle, and an order of the others in which every state comes
    /// after its successor: peel the states with no predecessor left, repeatedly (the
    /// states never peeled are the cycles').
    fn peel(&self) -> (Vec<bool>, Vec<usize>, u64, u64) {
        let mut in_degree = vec![0u64; self.states.len()];
        for &j in &self.next {
            in_degree[j] += 1;
        }
        let max_in_degree = in_degree.iter().copied().max().unwrap_or(0);
        let mut peeled: Vec<usize> = (0..self.states.len())
            .filter(|&i| in_degree[i] == 0)
            .collect();
        let garden_of_eden = peeled.len() as u64;
        let mut at = 0;
        while at < peeled.len() {
            let j = self.next[peeled[at]];
            in_degree[j] -= 1;
            if in_degree[j] == 0 {
                peeled.push(j);
            }
            at += 1;
        }
        let mut on_cycle = vec![true; self.states.len()];
        for &i in &peeled {
            on_cycle[i] = false;
        }
        peeled.reverse();
        (on_cycle, peeled, garden_of_eden, max_in_degree)
    }

    /// The state graph in numbers.
    pub(crate) fn analysis(&self) -> RelativeAnalysis<S> {
        let count = self.states.len();
        let (on_cycle, towards_cycles, garden_of_eden, max_in_degree) = self.peel();
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

    /// The state graph in Graphviz DOT: one node per state labelled by its text, cycle
    /// nodes and cycle edges bold and red (as [`crate::graph_dot`] draws P(N)).
    pub(crate) fn dot(&self, title: &str) -> String {
        let (on_cycle, ..) = self.peel();
        let mut dot = format!("digraph \"{title}\" {{\n  node [shape=box, fontname=monospace];\n");
        let name = |i: usize| format!("\"{}\"", self.states[i]);
        let red = " [color=red, penwidth=2]";
        for (i, &cyclic) in on_cycle.iter().enumerate() {
            let _ = writeln!(dot, "  {}{};", name(i), if cyclic { red } else { "" });
        }
        for (i, &j) in self.next.iter().enumerate() {
            let style = if on_cycle[i] { red } else { "" };
            let _ = writeln!(dot, "  {} -> {}{style};", name(i), name(j));
        }
        dot.push_str("}\n");
        dot
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
