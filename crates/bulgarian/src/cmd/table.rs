//! Plain-text tables: cells right-aligned in columns.

/// A table row: each cell right-aligned in its column's width, the cells joined by one
/// space. Padded by hand: `format!("{cell:>width$}")` panics on a width over 65,535, and a
/// cell of a big N (the cycles by length of N = 100,000) is longer than that.
pub(super) fn right_aligned(cells: &[String], widths: &[usize]) -> String {
    let mut line = String::new();
    for (i, (cell, &width)) in cells.iter().zip(widths).enumerate() {
        if i > 0 {
            line.push(' ');
        }
        line.extend(std::iter::repeat_n(' ', width.saturating_sub(cell.len())));
        line.push_str(cell);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::right_aligned;

    #[test]
    fn cells_are_right_aligned_in_any_width() {
        let cells = ["# N".to_owned(), "7".to_owned(), String::new()];
        assert_eq!(right_aligned(&cells, &[3, 4, 2]), "# N    7   ");
        // A cell wider than its column pushes its row to the right.
        assert_eq!(right_aligned(&cells, &[1, 0, 0]), "# N 7 ");
    }

    /// Wider than the 65,535 that `format!`'s width takes: padded, no panic.
    #[test]
    fn a_column_wider_than_format_takes_is_padded() {
        let cells = ["x".to_owned(), "y".repeat(70_000)];
        let line = right_aligned(&cells, &[100_000, 70_000]);
        assert_eq!(line.len(), 100_000 + 1 + 70_000);
        assert!(line.starts_with(' ') && line[..100_000].ends_with('x'));
    }
}
