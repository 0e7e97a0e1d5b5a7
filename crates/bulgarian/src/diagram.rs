//! Young diagrams in text: one row of `#` per pile, longest on top.

use crate::partition::Partition;

/// The Young diagram of `partition`: one line per pile, a `#` per card, rows descending,
/// each line ending in a newline.
///
/// ```
/// let p = bulgarian::Partition::new(vec![1, 3, 2]).unwrap();
/// assert_eq!(bulgarian::young_diagram(&p), "###\n##\n#\n");
/// ```
pub fn young_diagram(partition: &Partition) -> String {
    let mut out = String::new();
    for &part in partition.parts() {
        out.extend(std::iter::repeat_n('#', part as usize));
        out.push('\n');
    }
    out
}
