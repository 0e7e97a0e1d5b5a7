//! The one place the colour class picks the solver: a green picture by fusion
//! ([`crate::green`]), a blue-red one by the tree rule and search ([`crate::bluered`]), a
//! red-blue-green one by its canonical form ([`crate::canonical`]).

use crate::answer::Answer;
use crate::bluered::{self, CycleTooBig, PartizanError, SearchTooBig, TooManyPositions};
use crate::canonical::{self, CanonicalError};
use crate::colour::ColourClass;
use crate::green;
use crate::picture::Picture;

/// Why a picture was not solved: it is beyond the exact searches (a green picture never
/// is).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SolveError {
    /// A blue-red picture with a part with a cycle too big for the exact search.
    #[error(transparent)]
    BlueRed(#[from] CycleTooBig),
    /// A red-blue-green picture too big for the canonical-form search.
    #[error(transparent)]
    Canonical(#[from] CanonicalError),
    /// A blue-red picture with a part with a cycle whose exact search needs more than
    /// [`bluered::POSITION_LIMIT`] positions.
    #[error(transparent)]
    Positions(#[from] TooManyPositions),
    /// A blue-red picture whose parts with cycles need more than
    /// [`bluered::PICTURE_POSITION_LIMIT`] positions in all.
    #[error(transparent)]
    Search(#[from] SearchTooBig),
}

/// The value, the outcome and each player's winning moves of any picture, by the solver
/// of its colour class ([`crate::Picture::colour_class`]): a green picture's value is a
/// nimber ([`green::solve`], near-linear time, no limit), a blue-red picture's a number
/// ([`bluered::solve`]: forests in near-linear time, parts with cycles up to
/// [`bluered::SEARCH_LIMIT`] edges), a red-blue-green picture's a game in canonical form
/// ([`canonical::solve`]: trees and bridges by ordinal sums, up to
/// [`canonical::TOTAL_LIMIT`] edges; parts with cycles searched, up to
/// [`canonical::PART_LIMIT`] edges each and [`canonical::SEARCHED_LIMIT`] in all); the
/// searches stop past
/// [`bluered::POSITION_LIMIT`] positions a part, and blue-red ones past
/// [`bluered::PICTURE_POSITION_LIMIT`] in all.
///
/// ```
/// use hackenbush::{parse_picture, solve, EdgeNumber, Nimber, Outcome, Value};
/// // The house: walls G-a and G-b, ceiling a-b, roof a-r-b. Everything fuses into the
/// // ground: 5 loops, *1. Cutting the ceiling or a roof edge leaves 0.
/// let house = parse_picture("G a\nG b\na b\na r\nr b\n", "G").unwrap();
/// let answer = solve(&house).unwrap();
/// assert_eq!(answer.value, Value::Nimber(Nimber(1)));
/// assert_eq!(answer.value.to_string(), "*");
/// assert_eq!(answer.outcome, Outcome::First);
/// assert_eq!(answer.winning_moves.left, [3, 4, 5].map(EdgeNumber::new));
///
/// // A blue edge under a red one: the number 1/2.
/// let half = parse_picture("G a blue\na b red\n", "G").unwrap();
/// assert_eq!(solve(&half).unwrap().value.to_string(), "1/2");
///
/// // A green edge under a blue one: the game ^*.
/// let up_star = parse_picture("G a green\na b blue\n", "G").unwrap();
/// assert_eq!(solve(&up_star).unwrap().value.to_string(), "^*");
/// ```
pub fn solve(picture: &Picture) -> Result<Answer, SolveError> {
    match picture.colour_class() {
        ColourClass::Green => Ok(Answer::from(green::solve(picture))),
        ColourClass::BlueRed => bluered::solve(picture).map_err(|e| match e {
            PartizanError::TooBig(e) => SolveError::BlueRed(e),
            PartizanError::TooManyPositions(e) => SolveError::Positions(e),
            PartizanError::SearchTooBig(e) => SolveError::Search(e),
            PartizanError::NotBlueRed { .. } => {
                unreachable!("a blue-red picture has no green edge in play")
            }
        }),
        ColourClass::RedBlueGreen => Ok(canonical::solve(picture)?),
    }
}
