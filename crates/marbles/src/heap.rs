//! The heap as a picture (SVG): the marbles left, in rows, with the ones the player to move
//! may take marked, as a page or a printout shows the game between two takes.
//!
//! The takes come from the top of the heap (the end of the last row): the least a legal
//! take removes is filled dark, the rest of the most it may remove is ringed. A heap of more
//! than [`MOST_DRAWN`] marbles is drawn as its first [`MOST_DRAWN`], the rest named in
//! words, so a picture of any heap (up to `u64::MAX`) stays small.

use std::fmt::Write as _;

/// The most marbles a picture draws: 400 (20 rows of 20); past that the picture says how
/// many more there are.
pub const MOST_DRAWN: u64 = 400;

/// Marbles a row.
const ROW: u64 = 20;
/// A marble's diameter and the gap around it, in SVG units.
const CELL: u64 = 18;
const MARGIN: u64 = 10;

/// The picture of a heap of `marbles`, with the takes `legal` (least, most) of the player
/// to move marked when given (`None` once the game is over or when not to mark them).
///
/// Every marble drawn is a `<circle>` of class `marble`; those a take of the least must
/// remove have class `must`, the others a take of the most may remove class `may`.
///
/// ```
/// let svg = marbles::heap::svg(25, Some((2, 3)));
/// assert_eq!(svg.matches("class=\"marble").count(), 25);
/// assert_eq!(svg.matches("marble must").count(), 2);
/// assert_eq!(svg.matches("marble may").count(), 1);
/// assert!(svg.contains("25 marbles"));
/// ```
pub fn svg(marbles: u64, legal: Option<(u64, u64)>) -> String {
    let drawn = marbles.min(MOST_DRAWN);
    let rows = drawn.div_ceil(ROW).max(1);
    let width = 2 * MARGIN + ROW * CELL;
    let top = 30;
    let height = top + rows * CELL + MARGIN + if marbles > drawn { 22 } else { 0 };
    let (least, most) = legal.map_or((0, 0), |(least, most)| (least.min(drawn), most.min(drawn)));
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Verdana, sans-serif" font-size="13">"#
    );
    out.push_str(
        "<style>.marble{fill:#4a6fa5;stroke:#223a5e}.must{fill:#c0392b;stroke:#7b241c}\
         .may{fill:#f5b7b1;stroke:#c0392b;stroke-width:2}</style>",
    );
    let words = match marbles {
        1 => "1 marble".to_owned(),
        n => format!("{n} marbles"),
    };
    let marks = match legal {
        Some((least, most)) if least == most => format!(": take {least}"),
        Some((least, most)) => format!(": take {least} to {most}"),
        None => String::new(),
    };
    let _ = write!(out, r#"<text x="{MARGIN}" y="20">{words}{marks}</text>"#);
    for i in 0..drawn {
        let (row, column) = (i / ROW, i % ROW);
        let x = MARGIN + column * CELL + CELL / 2;
        let y = top + row * CELL + CELL / 2;
        // Counted from the top of the heap: the last marble drawn is the first taken.
        let from_top = drawn - i;
        let class = if from_top <= least {
            "marble must"
        } else if from_top <= most {
            "marble may"
        } else {
            "marble"
        };
        let _ = write!(
            out,
            r#"<circle class="{class}" cx="{x}" cy="{y}" r="{}"/>"#,
            CELL / 2 - 1
        );
    }
    if marbles > drawn {
        let _ = write!(
            out,
            r#"<text x="{MARGIN}" y="{}">and {} more, not drawn</text>"#,
            top + rows * CELL + MARGIN + 12,
            marbles - drawn
        );
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The classes of the circles, in order.
    fn classes(svg: &str) -> Vec<&str> {
        svg.split("<circle class=\"")
            .skip(1)
            .map(|rest| rest.split('"').next().unwrap())
            .collect()
    }

    #[test]
    fn an_empty_heap_draws_no_marble() {
        let svg = svg(0, None);
        assert!(classes(&svg).is_empty());
        assert!(svg.contains(">0 marbles</text>"));
    }

    #[test]
    fn a_huge_heap_names_what_is_not_drawn() {
        let svg = svg(u64::MAX, Some((2, 3)));
        assert_eq!(classes(&svg).len(), 400);
        assert!(svg.contains(&format!("and {} more", u64::MAX - 400)));
    }

    proptest! {
        /// Counted from the definition: the marbles drawn are min(n, 400); the last
        /// `least` of them must go, the `most - least` before those may.
        #[test]
        fn marks_follow_the_takes(n in 0u64..1000, least in 1u64..50, extra in 0u64..50) {
            let most = least + extra;
            let svg = svg(n, Some((least, most)));
            let drawn = n.min(MOST_DRAWN) as usize;
            let classes = classes(&svg);
            prop_assert_eq!(classes.len(), drawn);
            for (i, class) in classes.iter().enumerate() {
                let from_top = (drawn - i) as u64;
                let want = if from_top <= least { "marble must" }
                    else if from_top <= most { "marble may" } else { "marble" };
                prop_assert_eq!(*class, want);
            }
        }
    }
}
