//! A sum of pictures solved as one: pictures side by side on one ground are one picture,
//! so the sum's value, outcome and each player's winning moves are [`crate::solve`]'s
//! answer for the pictures drawn together, its moves named by part and edge.

use crate::answer::Answer;
use crate::picture::{EdgeNumber, Picture};
use crate::solve::{SolveError, solve};

/// A move in a sum: which part (from 1, in the order given) and which of its edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PartMove {
    /// The part, from 1.
    pub part: usize,
    /// The edge of that part, by its own number.
    pub edge: EdgeNumber,
}

/// The answer for a sum of pictures ([`solve_sum`]): the answer for all of them drawn on
/// one ground, and each player's winning moves named by part.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SumAnswer {
    /// The answer for the pictures drawn together (its edges numbered part after part).
    pub together: Answer,
    /// Left's winning moves (in a green sum, either player's), ascending.
    pub left: Vec<PartMove>,
    /// Right's winning moves, ascending.
    pub right: Vec<PartMove>,
}

/// The pictures drawn side by side on one ground: each part's ground is the ground, every
/// other vertex kept apart by its part; the edges numbered part after part (a part's edge
/// `k` is the sum's edge `k` plus the numbers of the parts before it). Also returns where
/// each part's numbers start.
pub fn together(parts: &[&Picture]) -> (Picture, Vec<usize>) {
    let ground = parts
        .iter()
        .find_map(|p| p.ground_name())
        .unwrap_or("G")
        .to_owned();
    let mut offsets = Vec::with_capacity(parts.len());
    let mut edges: Vec<Option<(String, String, crate::Colour)>> = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        offsets.push(edges.len());
        let own_ground = part.ground_name();
        // A vertex of part i: the ground, or its name kept apart by a prefix no other
        // part's names can share (the part's number, then a separator).
        let rename = |name: &str| {
            if Some(name) == own_ground {
                ground.clone()
            } else {
                format!("{}\u{1f}{name}", i + 1)
            }
        };
        edges.extend(
            part.numbered()
                .into_iter()
                .map(|edge| edge.map(|(a, b, colour)| (rename(a), rename(b), colour))),
        );
    }
    (Picture::from_numbered(Some(&ground), edges), offsets)
}

/// The sum of `parts`: its value, outcome and each player's winning moves, by part.
///
/// ```
/// use hackenbush::parse_picture;
/// use hackenbush::sums::{PartMove, solve_sum};
/// use hackenbush::EdgeNumber;
/// // A stalk of 2 and a stalk of 3: 2 xor 3 = 1; cut the top of the stalk of 3.
/// let two = parse_picture("G a\na b\n", "G").unwrap();
/// let three = parse_picture("G a\na b\nb c\n", "G").unwrap();
/// let sum = solve_sum(&[&two, &three]).unwrap();
/// assert_eq!(sum.together.value.to_string(), "*");
/// assert_eq!(sum.left, [PartMove { part: 2, edge: EdgeNumber::new(3) }]);
/// ```
///
/// # Errors
///
/// [`SolveError`] when the pictures together are beyond the exact searches.
pub fn solve_sum(parts: &[&Picture]) -> Result<SumAnswer, SolveError> {
    let (picture, offsets) = together(parts);
    let together = solve(&picture)?;
    let named = |moves: &[EdgeNumber]| -> Vec<PartMove> {
        moves
            .iter()
            .map(|m| {
                let n = m.get();
                let part = offsets.partition_point(|&start| start < n);
                PartMove {
                    part,
                    edge: EdgeNumber::new(n - offsets[part - 1]),
                }
            })
            .collect()
    };
    let left = named(&together.winning_moves.left);
    let right = named(&together.winning_moves.right);
    Ok(SumAnswer {
        together,
        left,
        right,
    })
}
