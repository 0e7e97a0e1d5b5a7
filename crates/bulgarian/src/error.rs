//! The errors of this crate: bad parts (with where they were found), totals that do not fit,
//! and requests beyond what a function can hold. One enum for the whole crate, so that a
//! caller matches on one type; every variant holds its facts as data.

use std::fmt;

/// Where a part was read: an argument (or a place in a list of numbers), a position in a
/// text, or a player's hand in the multiplayer game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Location {
    /// The `index`-th part argument (or number given to [`Partition::new`](crate::Partition::new)), from 1.
    Argument(usize),
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
            Location::Argument(index) => write!(f, "part argument {index}"),
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

/// Why a request cannot be carried out. Messages name what is wrong and where, never a
/// command-line flag.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// No part was given.
    #[error("no parts given: name the pile sizes, for example `4 1 1`")]
    NoParts,
    /// Every hand of the multiplayer game is empty.
    #[error(
        "no cards on the table: every hand is empty (give a player piles, for example \"3 2 1\")"
    )]
    NoCards,
    /// A part is not a positive whole number.
    #[error("{at}: the part {token:?} {problem}")]
    BadPart {
        /// Where the part was read.
        at: Location,
        /// The part as written.
        token: String,
        /// What is wrong with it.
        problem: PartProblem,
    },
    /// The total number of cards does not fit in 64 bits.
    #[error("{at}: the total number of cards exceeds 18446744073709551615")]
    TotalOverflow {
        /// The part that made the total overflow.
        at: Location,
    },
    /// [`analyze`](crate::analyze()) was asked for an N it cannot handle.
    #[error("N must be from 1 to {max} (pile sizes are held in 256-bit sets), not {n}")]
    AnalyzeRange {
        /// The N asked for.
        n: u64,
        /// The largest N handled ([`MAX_ANALYZE`](crate::MAX_ANALYZE)).
        max: u32,
    },
    /// An N to analyze written as a whole number that is negative or beyond 64 bits.
    #[error("N must be from 1 to {max}, not {written}")]
    AnalyzeBeyond {
        /// The number as written.
        written: String,
        /// The largest N handled ([`MAX_ANALYZE`](crate::MAX_ANALYZE)).
        max: u32,
    },
    /// An N to analyze that is not a whole number.
    #[error("{written:?} is not a whole number (give N or a range A..=B)")]
    AnalyzeNotANumber {
        /// The text as written.
        written: String,
    },
    /// A range `A..=B` to analyze whose start is above its end.
    #[error("the range {first}..={last} is empty (its start is above its end)")]
    AnalyzeEmptyRange {
        /// The start of the range.
        first: u64,
        /// The end of the range.
        last: u64,
    },
    /// A state graph was asked for an N too large for a readable picture.
    #[error(
        "a state graph is drawn for N from 1 to {max} ({max_nodes} partitions at most, a readable picture), not {n}"
    )]
    GraphTooLarge {
        /// The N asked for.
        n: u64,
        /// The largest N drawn.
        max: u32,
        /// The number of partitions of `max`.
        max_nodes: u64,
    },
    /// A Young diagram of more cards than a picture holds.
    #[error("a Young diagram is drawn for at most {max} cards, not {n}")]
    DiagramTooLarge {
        /// The number of cards asked for.
        n: u64,
        /// The most cards drawn ([`MAX_DIAGRAM`](crate::MAX_DIAGRAM)).
        max: u64,
    },
    /// [`count`](crate::count()) was asked for an N beyond its limit (or 0).
    #[error("N must be from 1 to {max} (exact counts keep p(m) for every m up to N), not {n}")]
    CountRange {
        /// The N asked for.
        n: u64,
        /// The largest N counted ([`MAX_COUNT`](crate::MAX_COUNT)).
        max: u64,
    },
    /// An N to count written as something other than a whole number from 1 to the limit.
    #[error("N must be a whole number from 1 to {max}, not {written:?}")]
    CountText {
        /// The text as written.
        written: String,
        /// The largest N counted.
        max: u64,
    },
    /// A search for a cycle stopped at the move limit it was given, before it found the
    /// cycle.
    #[error("no cycle found within {limit} moves (the limit of this search)")]
    MoveLimit {
        /// The most moves the search was allowed.
        limit: u64,
    },
    /// A Montreal position with no card.
    #[error("no cards: give the columns' sizes, left to right, for example `3 2 2`")]
    NoColumns,
    /// A Montreal column size that is not a whole number of at least 0.
    #[error("{at}: the column size {token:?} {}", column_words(*problem))]
    BadColumn {
        /// Where the size was read.
        at: Location,
        /// The size as written.
        token: String,
        /// What is wrong with it ([`PartProblem::Zero`] never: a column may be empty).
        problem: PartProblem,
    },
    /// A Montreal state graph asked for an N outside its range.
    #[error(
        "a Montreal state graph is built for N from 1 to {max} (every composition of N is stored), not {n}"
    )]
    MontrealRange {
        /// The N asked for.
        n: u64,
        /// The largest N taken.
        max: u64,
    },
    /// An Austrian pile limit L that is not a whole number of at least 1.
    #[error(
        "the pile limit L must be a whole number from 1 to 18446744073709551615, not {written:?}"
    )]
    BadLimit {
        /// The limit as written.
        written: String,
    },
    /// An Austrian pile above the limit L under the rules.
    #[error(
        "{at}: the pile {pile} is above the limit L = {limit} (the thesis's reading allows it)"
    )]
    PileAboveLimit {
        /// Where the pile was given.
        at: Location,
        /// The pile's size.
        pile: u64,
        /// The limit L.
        limit: u64,
    },
    /// An L too large for the thesis's reading, whose fixed point holds L piles.
    #[error(
        "the thesis's reading takes L up to {max} (its fixed point holds L piles), not {limit}"
    )]
    ThesisLimit {
        /// The L asked for.
        limit: u64,
        /// The largest L taken ([`MAX_THESIS_LIMIT`](crate::MAX_THESIS_LIMIT)).
        max: u64,
    },
    /// An Austrian state graph with no card, or with more states than are stored.
    #[error(
        "an Austrian state graph is built for N >= 1 with at most {max} states, not N = {n} with L = {limit}"
    )]
    AustrianTooLarge {
        /// The number of cards asked for.
        n: u64,
        /// The limit L asked for.
        limit: u64,
        /// The most states taken.
        max: u64,
    },
    /// An Austrian state graph whose states hold more piles together than are stored.
    #[error(
        "an Austrian state graph is built with at most {max} piles in all its states, but N = {n} with L = {limit} has {piles}"
    )]
    AustrianTooManyPiles {
        /// The number of cards asked for.
        n: u64,
        /// The limit L asked for.
        limit: u64,
        /// The piles its states hold together (saturating at `u64::MAX`).
        piles: u64,
        /// The most piles taken ([`MAX_AUSTRIAN_PILES`](crate::MAX_AUSTRIAN_PILES)).
        max: u64,
    },
    /// A probability outside `[0, 1]` (or not a number).
    #[error("the probability must lie between 0 and 1, not {0}")]
    Probability(f64),
}

/// What is wrong with a Montreal column size, in words (a column may be empty).
fn column_words(problem: PartProblem) -> &'static str {
    match problem {
        PartProblem::Negative => "is negative (a column holds 0 cards or more)",
        _ => "is not a whole number of at least 0 (at most 18446744073709551615)",
    }
}
