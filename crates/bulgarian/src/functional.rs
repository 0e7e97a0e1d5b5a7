//! Finite functional graphs: a set of states, each with exactly one successor in the set
//! (the state graph of P(N), of Montreal's and of Austrian solitaire's finite sets). Which
//! states lie on cycles, found by peeling ([`peel`]), and the one Graphviz DOT drawing of
//! such a graph ([`dot`]): one node per state labelled by its text, cycle nodes and cycle
//! edges bold and red.

use std::fmt::{Display, Write};

/// What peeling a functional graph finds.
pub(crate) struct Peeled {
    /// Whether each state lies on a cycle.
    pub(crate) on_cycle: Vec<bool>,
    /// The states off the cycles, each after its successor.
    pub(crate) towards_cycles: Vec<usize>,
    /// The states with no predecessor.
    pub(crate) garden_of_eden: u64,
    /// The most predecessors of one state.
    pub(crate) max_in_degree: u64,
}

/// Peels the states with no predecessor left, repeatedly, from the graph whose state `i`
/// moves to `next[i]`: the states never peeled are the cycles'.
pub(crate) fn peel(next: &[usize]) -> Peeled {
    let mut in_degree = vec![0u64; next.len()];
    for &j in next {
        in_degree[j] += 1;
    }
    let max_in_degree = in_degree.iter().copied().max().unwrap_or(0);
    let mut peeled: Vec<usize> = (0..next.len()).filter(|&i| in_degree[i] == 0).collect();
    let garden_of_eden = peeled.len() as u64;
    let mut at = 0;
    while at < peeled.len() {
        let j = next[peeled[at]];
        in_degree[j] -= 1;
        if in_degree[j] == 0 {
            peeled.push(j);
        }
        at += 1;
    }
    let mut on_cycle = vec![true; next.len()];
    for &i in &peeled {
        on_cycle[i] = false;
    }
    peeled.reverse();
    Peeled {
        on_cycle,
        towards_cycles: peeled,
        garden_of_eden,
        max_in_degree,
    }
}

/// The graph whose state `i` (shown as `states[i]`) moves to `next[i]`, in Graphviz DOT
/// under `title`, which with a legend is also the label drawn above the graph: the nodes in
/// the order of `states`, then one edge per state; cycle nodes and cycle edges bold and
/// red.
pub(crate) fn dot<S: Display>(title: &str, states: &[S], next: &[usize]) -> String {
    let on_cycle = peel(next).on_cycle;
    let mut dot = format!(
        "digraph \"{title}\" {{\n  \
         label=\"The state graph of {title}\\nan arrow: one move; red and bold: the cycles\";\n  \
         labelloc=t;\n  node [shape=box, fontname=monospace];\n"
    );
    let name = |i: usize| format!("\"{}\"", states[i]);
    let red = " [color=red, penwidth=2]";
    for (i, &cyclic) in on_cycle.iter().enumerate() {
        let _ = writeln!(dot, "  {}{};", name(i), if cyclic { red } else { "" });
    }
    for (i, &j) in next.iter().enumerate() {
        let style = if on_cycle[i] { red } else { "" };
        let _ = writeln!(dot, "  {} -> {}{style};", name(i), name(j));
    }
    dot.push_str("}\n");
    dot
}
