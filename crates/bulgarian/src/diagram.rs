//! Young diagrams in text: one row of `#` per pile, longest on top ([`young_diagram`]), for
//! at most [`MAX_CARDS`] cards.

use crate::partition::Partition;

/// The most cards a diagram draws: beyond that it is no picture, and the text would grow
/// with the number of cards (a single pile of 10^11 cards would need 100 GB).
pub const MAX_CARDS: u64 = 10_000;

/// A Young diagram of more cards than a picture holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a Young diagram is drawn for at most {max} cards, not {n}")]
pub struct TooLarge {
    /// The number of cards asked for.
    pub n: u64,
    /// The most cards drawn ([`MAX_CARDS`]).
    pub max: u64,
}

/// The Young diagram of `partition`: one line per pile, a `#` per card, rows descending,
/// each line ending in a newline. Fails for more than [`MAX_CARDS`] cards.
///
/// ```
/// let p = bulgarian::Partition::new(vec![1, 3, 2]).unwrap();
/// assert_eq!(bulgarian::diagram::young_diagram(&p).unwrap(), "###\n##\n#\n");
/// ```
pub fn young_diagram(partition: &Partition) -> Result<String, TooLarge> {
    let n = partition.total();
    if n > MAX_CARDS {
        return Err(TooLarge { n, max: MAX_CARDS });
    }
    let mut out = String::new();
    for &part in partition.parts() {
        out.extend(std::iter::repeat_n('#', part as usize));
        out.push('\n');
    }
    Ok(out)
}
