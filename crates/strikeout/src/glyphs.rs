//! The digits of the pictures, drawn as 5 × 7 pixel bitmaps shipped in the crate, so an
//! SVG frame needs no font installed and a GIF frame is drawn with the very same shapes.

/// Columns of a glyph.
pub(crate) const GLYPH_WIDTH: usize = 5;
/// Rows of a glyph.
pub(crate) const GLYPH_HEIGHT: usize = 7;

/// The glyph of a struck cell in the notebook look, after the digits 0 to 9.
pub(crate) const HASH: u8 = 10;

/// The digits 0 to 9, then `#` ([`HASH`]), one string per row, `#` for a lit pixel.
const DIGITS: [[&str; GLYPH_HEIGHT]; 11] = [
    [
        ".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###.",
    ],
    [
        "..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###.",
    ],
    [
        ".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####",
    ],
    [
        "#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###.",
    ],
    [
        "...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#.",
    ],
    [
        "#####", "#....", "####.", "....#", "....#", "#...#", ".###.",
    ],
    [
        "..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###.",
    ],
    [
        "#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#...",
    ],
    [
        ".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###.",
    ],
    [
        ".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##..",
    ],
    [
        ".#.#.", ".#.#.", "#####", ".#.#.", "#####", ".#.#.", ".#.#.",
    ],
];

/// The lit pixels of `digit` (0-9, or [`HASH`]) as (column, row), row by row.
pub(crate) fn pixels(digit: u8) -> impl Iterator<Item = (usize, usize)> {
    DIGITS[usize::from(digit)]
        .iter()
        .enumerate()
        .flat_map(|(y, row)| {
            row.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'#')
                .map(move |(x, _)| (x, y))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every glyph is 5 × 7, and no two look alike.
    #[test]
    fn the_digits_are_well_formed_and_distinct() {
        for glyph in DIGITS {
            assert!(glyph.iter().all(|row| row.len() == GLYPH_WIDTH));
        }
        for a in 0..=HASH {
            for b in a + 1..=HASH {
                let (pa, pb): (Vec<_>, Vec<_>) = (pixels(a).collect(), pixels(b).collect());
                assert_ne!(pa, pb, "{a} and {b}");
            }
        }
        assert_eq!(pixels(1).count(), 10);
    }
}
