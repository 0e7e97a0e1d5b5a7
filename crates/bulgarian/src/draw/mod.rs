//! The game drawn, as SVG documents (strings; nothing is written here): a Young diagram,
//! Björner's diagram (the Young diagram turned 45° to stand on its corner), a move as the
//! pair λ and B(λ), and a whole trace with its cycle marked ([`Figure`], drawn by
//! [`Figure::svg`] in a [`Style`]); with every configuration drawn, its potential energy
//! U(λ) ([`energy`]).
//!
//! # The potential energy
//!
//! Stand the Young diagram of λ on its corner (Björner's diagram): pile i (from 1, the
//! largest first) is the i-th row, and its j-th card the cell (i, j). Turned 45°, the
//! cells with the same i + j lie on one horizontal layer, the corner cell (1, 1) alone on
//! the lowest. The height of cell (i, j) is its layer, h = i + j − 1, counted in layers
//! (half a turned cell's height), and
//!
//! U(λ) = Σ h = Σ over cells (i + j − 1),
//!
//! the potential energy of cells of equal mass in units of m·g times a layer's height.
//! Measured from another origin or in other units (the centres in whole cell heights,
//! (i + j − 1)/2; the lowest points, i + j − 2) the energy is a·U + b·n for constants a > 0
//! and b, so every statement below holds for all of them.
//!
//! A move takes the first card of every pile (column 1 of the diagram) and lays them down
//! as a new first row, the other cards shifting one row down and one column left: cell
//! (i, j) goes to (i + 1, j − 1) and (i, 1) to (1, i). Every cell keeps its layer. The
//! rows are then (k, λ₁ − 1, λ₂ − 1, ...) for k piles, which is a diagram unless the new
//! row is shorter than the next one, k < λ₁ − 1. Then the rows are sorted and cells
//! **drop** to lower layers (by the rearrangement inequality, Σ i·λᵢ is least with the
//! rows descending). So U never rises along a move, stays the same exactly when no cell
//! drops (λ₁ ≤ k + 1), and falls by the number of layers the cells drop otherwise. A cycle
//! cannot fall (it returns to its start), so U is constant on it: with N = T_k + r
//! (T_k = k(k + 1)/2, 0 ≤ r ≤ k), the staircase T_k fills the lowest k layers and the r
//! cards left over lie on layer k + 1 ([`least_energy`], the least U of any partition of
//! N, held by the cycles' configurations and no other).
//!
//! # The pictures
//!
//! In every picture the cells of the triangle T_k (layer ≤ k) are white and the other
//! cells grey: on a cycle, exactly the r cards above T_k are grey; for a triangular N the
//! final staircase is all white. A trace marks its cycle in blue and ends with an arrow
//! back to the configuration the cycle returns to. Drawings too large to read are refused
//! ([`TooLarge`]): diagrams at most [`MAX_SIDE`] cells across, traces of at most
//! [`MAX_CONFIGURATIONS`] configurations, at most [`MAX_CELLS`] cells in all. The text
//! is set in DejaVu Sans (or Verdana, or the viewer's sans-serif).
//!
//! ```
//! use bulgarian::Partition;
//! use bulgarian::draw::{Figure, Style, energy};
//!
//! let start = Partition::new(vec![6, 4, 3, 1, 1])?;
//! assert_eq!(energy(&start), 56);
//! let trace = Figure::trace(&start)?;
//! let u: Vec<u128> = trace.configurations.iter().map(|c| c.energy).collect();
//! assert_eq!(u, [56, 56, 56, 56, 56, 56, 56, 55]); // one cell drops on the last move
//! assert!(trace.svg(Style::Bjorner)?.starts_with("<svg"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod svg;

use crate::orbit::orbit;
use crate::partition::{Partition, triangular_split};

/// The most cells a diagram is drawn across: the longest pile and the number of piles.
pub const MAX_SIDE: u64 = 40;

/// The most configurations a trace is drawn with (start, transient and cycle).
pub const MAX_CONFIGURATIONS: u64 = 100;

/// The most cells a figure draws, over all its configurations.
pub const MAX_CELLS: u64 = 20_000;

/// A drawing too large to read, refused before it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TooLarge {
    /// A configuration with a pile or a number of piles beyond [`MAX_SIDE`].
    #[error(
        "a diagram is drawn at most {max} cells across, but a configuration has {}",
        side_words(*piles, *longest)
    )]
    Side {
        /// The number of piles of the configuration.
        piles: u64,
        /// Its longest pile.
        longest: u64,
        /// [`MAX_SIDE`].
        max: u64,
    },
    /// A trace of more configurations than [`MAX_CONFIGURATIONS`].
    #[error(
        "a trace is drawn with at most {max} configurations, but this one has {count} (start, transient and cycle)"
    )]
    Configurations {
        /// The configurations of the trace, start included.
        count: u64,
        /// [`MAX_CONFIGURATIONS`].
        max: u64,
    },
    /// More cells in all than [`MAX_CELLS`].
    #[error("a figure draws at most {max} cells in all, but this one has {cells}")]
    Cells {
        /// The cells of every configuration of the figure.
        cells: u64,
        /// [`MAX_CELLS`].
        max: u64,
    },
}

/// "41 piles", "a pile of 41 cards" or both, for [`TooLarge::Side`].
fn side_words(piles: u64, longest: u64) -> String {
    match (piles > MAX_SIDE, longest > MAX_SIDE) {
        (true, true) => format!("{piles} piles and a pile of {longest} cards"),
        (true, false) => format!("{piles} piles"),
        _ => format!("a pile of {longest} cards"),
    }
}

/// The potential energy U(λ) = Σ over the cells (i, j) of λ of i + j − 1, the cells'
/// heights in Björner's diagram (see the [module](self)); O(number of piles), exact for
/// any partition (U ≤ n², which fits a `u128`).
///
/// ```
/// use bulgarian::{Partition, draw::energy};
///
/// assert_eq!(energy(&Partition::new(vec![3, 2, 1]).unwrap()), 1 + 2 * 2 + 3 * 3);
/// assert_eq!(energy(&Partition::new(vec![4]).unwrap()), 1 + 2 + 3 + 4);
/// ```
pub fn energy(partition: &Partition) -> u128 {
    partition
        .parts()
        .iter()
        .zip(0u128..)
        .map(|(&part, below)| {
            // Row i = below + 1 holds the heights i, i + 1, ..., i + part - 1.
            let part = u128::from(part);
            part * below + part * (part + 1) / 2
        })
        .sum()
}

/// The energy of every configuration on a cycle of P(n), and the least energy of any
/// partition of n: with n = T_k + r, the staircase fills layers 1 to k and the r cards
/// left lie on layer k + 1, so 1² + 2² + ... + k² + r(k + 1). 0 for n = 0.
///
/// ```
/// assert_eq!(bulgarian::draw::least_energy(15), 55); // 5 4 3 2 1
/// assert_eq!(bulgarian::draw::least_energy(12), 30 + 2 * 5); // T_4 + 2
/// ```
pub fn least_energy(n: u64) -> u128 {
    let (k, r) = triangular_split(n);
    let (k, r) = (u128::from(k), u128::from(r));
    k * (k + 1) * (2 * k + 1) / 6 + r * (k + 1)
}

/// How a figure draws its configurations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Style {
    /// Young diagrams: one row of cells per pile, the largest on top.
    Young,
    /// Björner's diagrams: the Young diagram turned 45°, standing on its corner on the
    /// ground, each cell at its height.
    Bjorner,
}

/// What a figure shows. Serialized (feature `serde`) as `"diagram"`, `"move"` or
/// `"trace"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
#[non_exhaustive]
pub enum Kind {
    /// One configuration.
    Diagram,
    /// A configuration λ and the next, B(λ): the cards taken from λ and the new pile of
    /// B(λ) are marked.
    Move,
    /// Every configuration from a start to the end of its cycle, the cycle marked.
    Trace,
}

/// One configuration of a figure with its energy. Serialized (feature `serde`) with these
/// field names.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Configuration {
    /// The piles.
    pub parts: Partition,
    /// Its potential energy U ([`energy`]).
    pub energy: u128,
    /// Whether it lies on a cycle of the game (a trace's cycle, or for a single
    /// configuration, whether the game ever returns to it).
    pub on_cycle: bool,
}

/// Configurations to draw, with their energies: made by [`Figure::diagram`],
/// [`Figure::step`] or [`Figure::trace`], which refuse drawings too large to read
/// ([`TooLarge`]), and drawn by [`Figure::svg`]. Serialized (feature `serde`) with these
/// field names.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Figure {
    /// What the figure shows.
    pub kind: Kind,
    /// The number of cards.
    pub n: u64,
    /// The configurations, in the order of the game.
    pub configurations: Vec<Configuration>,
}

impl Figure {
    /// One configuration: its Young or Björner diagram.
    ///
    /// ```
    /// use bulgarian::{Partition, draw::{Figure, Style}};
    ///
    /// let figure = Figure::diagram(&Partition::new(vec![5, 3, 1])?)?;
    /// assert_eq!(figure.configurations[0].energy, 15 + 9 + 3); // rows 1..=5, 2..=4, 3
    /// assert!(figure.svg(Style::Young)?.contains("U = 27"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn diagram(partition: &Partition) -> Result<Figure, TooLarge> {
        check_side(partition)?;
        let on_cycle = orbit(partition).transient == 0;
        Ok(Figure {
            kind: Kind::Diagram,
            n: partition.total(),
            configurations: vec![configuration(partition, on_cycle)],
        })
    }

    /// A move: λ and B(λ).
    ///
    /// ```
    /// use bulgarian::{Partition, draw::Figure};
    ///
    /// // 6 piles, so the new pile of 4 is shorter than the 6 - 1 = 5 left of the first:
    /// // a cell drops one layer.
    /// let figure = Figure::step(&Partition::new(vec![6, 4, 3, 2])?)?;
    /// let u: Vec<u128> = figure.configurations.iter().map(|c| c.energy).collect();
    /// assert_eq!(u, [56, 55]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn step(partition: &Partition) -> Result<Figure, TooLarge> {
        check_side(partition)?;
        let next = partition.step();
        check_side(&next)?;
        let on_cycle = orbit(partition).transient == 0;
        Ok(Figure {
            kind: Kind::Move,
            n: partition.total(),
            configurations: vec![
                configuration(partition, on_cycle),
                configuration(&next, orbit(&next).transient == 0),
            ],
        })
    }

    /// Every configuration from `start` (included) to the last one before the cycle
    /// repeats: the transient, then the cycle once, marked. Refused when the start or a
    /// later configuration is too wide, or the trace too long, before it is built.
    pub fn trace(start: &Partition) -> Result<Figure, TooLarge> {
        check_side(start)?;
        // At most MAX_SIDE² cards: the orbit takes a few thousand moves at most.
        let shape = orbit(start);
        let count = shape.transient + shape.cycle_length;
        if count > MAX_CONFIGURATIONS {
            return Err(TooLarge::Configurations {
                count,
                max: MAX_CONFIGURATIONS,
            });
        }
        let cells = count * start.total();
        if cells > MAX_CELLS {
            return Err(TooLarge::Cells {
                cells,
                max: MAX_CELLS,
            });
        }
        let mut configurations = Vec::with_capacity(count as usize);
        let mut current = start.clone();
        for index in 0..count {
            check_side(&current)?;
            let next = current.step();
            configurations.push(configuration(&current, index >= shape.transient));
            current = next;
        }
        Ok(Figure {
            kind: Kind::Trace,
            n: start.total(),
            configurations,
        })
    }

    /// The figure as an SVG document. A figure read back from its serde form is checked
    /// again and refused, as its constructors refuse, when it is too large to draw.
    pub fn svg(&self, style: Style) -> Result<String, TooLarge> {
        let mut cells = 0u64;
        for c in &self.configurations {
            check_side(&c.parts)?;
            cells = cells.saturating_add(c.parts.total());
        }
        let count = self.configurations.len() as u64;
        if count > MAX_CONFIGURATIONS {
            return Err(TooLarge::Configurations {
                count,
                max: MAX_CONFIGURATIONS,
            });
        }
        if cells > MAX_CELLS {
            return Err(TooLarge::Cells {
                cells,
                max: MAX_CELLS,
            });
        }
        Ok(svg::draw(self, style))
    }
}

/// A configuration with its energy.
fn configuration(parts: &Partition, on_cycle: bool) -> Configuration {
    Configuration {
        parts: parts.clone(),
        energy: energy(parts),
        on_cycle,
    }
}

/// Refuses a configuration wider than [`MAX_SIDE`] either way.
fn check_side(partition: &Partition) -> Result<(), TooLarge> {
    let piles = partition.len() as u64;
    let longest = partition.parts().first().copied().unwrap_or(0);
    if piles > MAX_SIDE || longest > MAX_SIDE {
        return Err(TooLarge::Side {
            piles,
            longest,
            max: MAX_SIDE,
        });
    }
    Ok(())
}
