//! What the parsers of this crate share: where a part was read ([`Location`]) and what is
//! wrong with it ([`PartProblem`]); and the error of a [`Partition`](crate::Partition)
//! ([`PartitionError`]). Every other operation has its own error type, in its module,
//! naming only what can go wrong there; every variant holds its facts as data.

use std::fmt;

/// Where a part was read: an argument (or a place in a list of numbers), a position in a
/// text, or a player's hand in the multiplayer game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Location {
    /// The `index`-th part of a start given as arguments, from 1 (written "the start's
    /// part 2").
    Argument(usize),
    /// The part at this index (from 0) of the list given to
    /// [`Partition::new`](crate::Partition::new).
    Index(usize),
    /// A line and column (in characters) of a text, both from 1.
    Text {
        /// Line, from 1.
        line: usize,
        /// Column in characters, from 1.
        column: usize,
    },
    /// The `player`-th player's argument (from 1), at a column (in characters, from 1).
    Player {
        /// Player, from 1.
        player: usize,
        /// Column in characters, from 1.
        column: usize,
    },
    /// The `index`-th part (from 1) of the `player`-th player's hand (from 1), for hands
    /// given as numbers.
    Hand {
        /// Player, from 1.
        player: usize,
        /// The part's place in the hand, from 1.
        index: usize,
    },
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Argument(index) => write!(f, "the start's part {index}"),
            Location::Index(index) => write!(f, "part {} (index {index})", index + 1),
            Location::Text { line, column } => write!(f, "line {line}, column {column}"),
            Location::Player { player, column } => write!(f, "player {player}, column {column}"),
            Location::Hand { player, index } => write!(f, "player {player}, part {index}"),
        }
    }
}

/// What is wrong with one part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PartProblem {
    /// Not a whole number.
    NotANumber,
    /// A negative number.
    Negative,
    /// Zero: every pile holds at least one card.
    Zero,
    /// More than `u64::MAX`.
    TooLarge,
}

impl PartProblem {
    /// The rule a part broke, in a few words.
    fn rule(self) -> &'static str {
        match self {
            PartProblem::TooLarge => "parts are at most 18446744073709551615 cards",
            _ => "parts are whole numbers from 1 (a pile holds at least one card)",
        }
    }
}

/// The words of [`PartitionError::BadPart`]: a part given as an argument is named by its
/// place in the start (`the start's part 2 is 0: parts are whole numbers from 1 ...`), a
/// part in a text by its line and column.
fn bad_part(at: &Location, token: &str, problem: PartProblem) -> String {
    match at {
        Location::Argument(_) if problem == PartProblem::NotANumber => {
            format!("{at} is {token:?}: {}", problem.rule())
        }
        Location::Argument(_) => format!("{at} is {token}: {}", problem.rule()),
        _ => format!("{at}: the part {token:?} {problem}"),
    }
}

impl fmt::Display for PartProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PartProblem::NotANumber => "is not a whole number",
            PartProblem::Negative => "is negative (a pile holds a positive number of cards)",
            PartProblem::Zero => "is zero (a pile holds at least one card)",
            PartProblem::TooLarge => "is too large (at most 18446744073709551615 cards)",
        })
    }
}

/// Why parts are not a [`Partition`](crate::Partition). Messages name what is wrong and
/// where, never a command-line flag.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PartitionError {
    /// No part was given.
    #[error("no parts given: name the pile sizes, for example `4 1 1`")]
    NoParts,
    /// A part is not a positive whole number.
    #[error("{}", bad_part(at, token, *problem))]
    BadPart {
        /// Where the part was read.
        at: Location,
        /// The part as written.
        token: String,
        /// What is wrong with it.
        problem: PartProblem,
    },
    /// A part given as a number is 0 ([`Partition::new`](crate::Partition::new)).
    #[error("{at} is 0 (a pile holds at least one card)")]
    ZeroPart {
        /// Where the part was given.
        at: Location,
    },
    /// The total number of cards does not fit in 64 bits.
    #[error("{at}: the total number of cards exceeds 18446744073709551615")]
    TotalOverflow {
        /// The part that made the total overflow.
        at: Location,
    },
}
