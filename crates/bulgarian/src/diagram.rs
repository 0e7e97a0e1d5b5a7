//! Young diagrams in text: one row of `#` per pile, longest on top.

use crate::error::Error;
use crate::partition::Partition;

/// The most cards a diagram draws: beyond that it is no picture, and the text would grow
/// with the number of cards (a single pile of 10^11 cards would need 100 GB).
pub const MAX_DIAGRAM: u64 = 10_000;

/// The Young diagram of `partition`: one line per pile, a `#` per card, rows descending,
/// each line ending in a newline. Fails for more than [`MAX_DIAGRAM`] cards.
///
/// ```
/// let p = bulgarian::Partition::new(vec![1, 3, 2]).unwrap();
/// assert_eq!(bulgarian::young_diagram(&p).unwrap(), "###\n##\n#\n");
/// ```
pub fn young_diagram(partition: &Partition) -> Result<String, Error> {
    let n = partition.total();
    if n > MAX_DIAGRAM {
        return Err(Error::DiagramTooLarge {
            n,
            max: MAX_DIAGRAM,
        });
    }
    let mut out = String::new();
    for &part in partition.parts() {
        out.extend(std::iter::repeat_n('#', part as usize));
        out.push('\n');
    }
    Ok(out)
}
