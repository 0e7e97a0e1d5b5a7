//! The digit strike-out game: its rules, a checker for move lists, a game to play move by
//! move, the shortest solution with a proof that none is shorter, and the number of
//! solutions of each length.
//!
//! - [`Field`]: the rules. Digits in rows of a given width, live or struck; the moves
//!   ([`Field::moves`], [`Field::try_strike`]), the append step ([`Field::append`]), the
//!   notebook view ([`Field::rows`], struck cells shown as `.`). The module [`field`] holds
//!   its constants (the standard start, the largest field played); [`error`] says why a
//!   start is refused ([`error::StartError`]) or a move is ([`error::IllegalMove`]).
//! - [`replay`]: the checker. Plays a move list (pairs of 0-based cell positions),
//!   appending whenever the field is stuck, into a [`Replay`] of [`Phase`]s, or names the
//!   move and cells of an illegal move ([`error::MoveError`]).
//! - [`Game`]: a game in progress, one move at a time, for a player: [`Game::play`] takes a
//!   move and answers with a [`Turn`] (the blocks appended, the [`Status`]), or an
//!   [`error::IllegalMove`]; [`Game::moves`] lists the legal moves, [`Game::undo`] takes
//!   the last one back (with the appends it caused), [`Game::advise`] gives the hint a
//!   player is shown ([`Advice`]), [`Game::hint`] a move on a shortest solution only
//!   ([`Hint`]), and [`Game::shortest`] says how short a solution from here can be. With
//!   the `serde` feature a game is saved as its start and moves and checked when restored.
//!   The game has one player, so there is no opponent's rule for a lost position: a field
//!   with no solution within the bound is simply told so.
//! - `Field::random` (feature `random`): a random start, each digit uniform over 1-9 from
//!   a seeded generator.
//! - [`advise`]: a hint that is always a move while one is left ([`Advice`]): the first
//!   move of a shortest solution when the search proves one within its bound
//!   ([`hint_bound`](advice::hint_bound), which grows with the field) and budget, else the move of a stated
//!   rule ([`most_open_move`](rule::most_open_move)), said to be not proved best and why ([`Basis`](advice::Basis)); its
//!   `Display` is the player's sentence.
//! - [`solve`]: a best-first search over phases (the play between two appends) for a
//!   shortest solution, exact within a length bound ([`SolveReport`], [`Solution`]).
//! - [`count`]: every distinct solution (distinct final digit string) up to a length
//!   ([`Counts`]); [`count_within`] also counts distinct sequences of stuck positions
//!   ([`CountBy`]).
//! - [`shard`]: `count` cut into M parts for a cluster's scheduler
//!   ([`shard::count_shard`], each a sealed [`shard::Partial`]) and the merge of a whole
//!   set of them into the whole count ([`shard::merge`]), or why the set does not merge.
//! - [`solve_within`], [`count_within`], [`hint_within`]: the same searches within a
//!   [`budget::Budget`] of memory, which stop with a [`budget::SearchError`] rather than
//!   pass it, and tell a callback how far they have got ([`budget::Headway`]); the module
//!   [`budget`] also holds the [`budget::Work`] a search did.
//! - [`frames`]: the moves of a game as pictures ([`frames::Animation`]), one SVG per move
//!   or per phase, then the field at the end, and (feature `gif`) an animated GIF, in a
//!   [`frames::Style`] (scale, rhythm, struck digits greyed or as `#`).
//! - [`notation`]: moves as text ([`notation::parse_move_list`], [`notation::parse_move`]),
//!   with errors that say where and what.
//!
//! ```
//! use strikeout::{count, replay, solve, Field};
//!
//! let start = Field::standard();
//! assert_eq!(start.rows(), ["123456789", "111213141", "516171819"]);
//! let report = solve(&start, 100);
//! let solution = report.solution().expect("a solution of at most 100 cells");
//! // The moves replay through the checker and win.
//! let game = replay(&start, solution.moves()).unwrap();
//! assert!(game.is_won());
//! assert_eq!(game.field().len(), solution.length());
//! // Nothing shorter exists, and `count` agrees.
//! let counts = count(&start, solution.length());
//! assert_eq!(counts.by_length.keys().next(), Some(&solution.length()));
//! ```
//!
//! `examples/shortest.rs` in the repository finds and prints the proved-shortest solution
//! through this library alone (`cargo run --example shortest --no-default-features`).
//!
//! # Choices where the rules leave room
//!
//! - A move list names cells by their 0-based position in reading order; a cell keeps its
//!   position for good, since the field only grows. Appends are not written in a move
//!   list: [`replay`] appends whenever the field is stuck before the next move (up to
//!   [`field::MAX_CELLS`] cells, as some fields stay stuck for ever). A [`Game`] appends as soon
//!   as the field is stuck, within the same bound.
//! - Two solutions are different when their final fields (the whole digit string) differ;
//!   [`Counts::by_length`] lists only lengths with at least one solution.
//! - [`solve`] and [`count`] take a length bound: a game can go on for ever, so "no
//!   solution of at most L cells" is an answer (proved by exhausting every shorter field),
//!   not a failure.
//! - Memory is the other bound: one phase of a long start can reach more positions than a
//!   machine holds. [`solve`] and [`count`] put no limit on it (a library user who knows
//!   the input); [`solve_within`] and [`count_within`] keep the search's tables, as
//!   estimated from their sizes, within a [`budget::Budget`] ([`budget::DEFAULT_MEMORY`], 1 GiB, by
//!   default) and stop with [`budget::SearchError::OutOfMemory`] before passing it. A stop is not
//!   an answer: nothing is proved.
//! - In the notebook view ([`Field::rows`]) a struck cell is shown as `.`.
//! - Cells are plain `usize` positions and a [`Move`] a pair of them: they index the digit
//!   string, and JSON writes them as numbers. Moves handed out have the smaller cell first;
//!   moves taken may come in either order.
//! - A [`Game`] makes the appends itself as soon as the field is stuck, so a player only
//!   ever plays moves; a hint is only given when a move is available, and then always
//!   ([`advise`]). The rule of a hint that is not proved best is the move that leaves the
//!   most moves open, the first in increasing order on a tie ([`most_open_move`](rule::most_open_move)): a greedy
//!   look one move ahead, cheap on any field. The default bound of a hint's search is the
//!   field's length plus [`BOUND_MARGIN`](advice::BOUND_MARGIN) cells for each live digit ([`hint_bound`](advice::hint_bound)): a
//!   solution is never shorter than its field, so a fixed bound would find none from a
//!   long field.
//! - A start longer than a search's length bound can have no solution within it;
//!   [`check_start`] says so ([`error::BeyondBound`]), for a front end that refuses such a
//!   start rather than search.
//! - Errors are data to match on; their messages name cells by position, row and column,
//!   and never a command-line option. Results that a program prints as text are words of
//!   the program, not of this library.
//!
//! # Features
//!
//! - `serde`: [`Counts`], [`CountBy`], [`Hint`], [`Status`] and [`budget::Work`] serialize
//!   and deserialize as their own data, in any serde format; moves are `[a, b]` pairs. A
//!   [`Game`] is saved as its start and moves, `{"width":9,"start":"1234…","moves":[[0,9]]}`,
//!   and restored through [`Game::replayed`]: a start or move the rules refuse is an error.
//!   `strikeout count --json` is [`Counts`] with its total after it, so a program reads it
//!   back into a [`Counts`]. [`SolveReport`] and [`Replay`] hold whole games and have no
//!   serde form, nor has an [`Advice`] (a front end shows its words and marks its move); `solve --json` and `check --json` are summaries the program composes.
//! - `gif`: [`frames::Animation::gif`] and [`frames::Animation::write_gif`], the frames as
//!   an animated GIF (the `gif` crate).
//! - `random`: `Field::random`, random starts from a seeded ChaCha8 generator (rand,
//!   rand_chacha); the `cli` feature enables it for `play --random`.
//! - `parallel`: [`count`] and [`count_within`] search the phases of the fields of one
//!   length on rayon's threads, a thread that finishes a phase taking the next, and
//!   spread the layers of a large phase over the threads too (the current pool:
//!   `ThreadPool::install` chooses how many); the counts, the work and the memory account
//!   are the same on any number of threads.
//! - `cli` (default): the `strikeout` command (clap, serde_json); it enables `serde`,
//!   `gif`, `parallel` and `random`. A
//!   library user takes the crate with `default-features = false`.
//! - `naive`: [`naive::search`], the breadth-first search over single moves that remembers
//!   every field (the baseline of the benchmarks and the independent oracle of the
//!   tests).
//!
//! The rules, the search and the proof of optimality are described in [`docs/strikeout.md`](https://docs.rs/crate/strikeout/latest/source/docs/strikeout.md)
//! of the repository.

#![deny(missing_docs)]

pub mod advice;
pub mod budget;
mod cells;
mod check;
mod compact;
mod count;
pub mod error;
pub mod field;
pub mod frames;
mod game;
mod glyphs;
mod hint;
#[cfg(feature = "naive")]
pub mod naive;
pub mod notation;
mod phase;
#[cfg(feature = "random")]
mod random;
pub mod rule;
pub mod session;
pub mod shard;
mod solve;

pub use advice::{Advice, advise};
pub use check::{Phase, Replay, replay};
pub use count::{CountBy, Counts, count, count_within};
pub use field::{Field, Move};
pub use game::{Game, Status, Turn};
pub use hint::{Hint, hint, hint_within};
pub use solve::{Solution, SolveReport, check_start, solve, solve_within};

/// The README's examples, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The serde forms of the result types, written by hand from the docs and checked against
/// what the types serialize to.
#[cfg(all(test, feature = "serde"))]
mod json_tests {
    use super::*;
    use crate::budget::Work;
    use std::collections::BTreeMap;

    fn json(value: &impl serde::Serialize) -> String {
        serde_json::to_string(value).unwrap()
    }

    /// The lengths come out in numeric order, 100 after 68, as strings; the work is left
    /// out, and the default way of counting too.
    #[test]
    fn counts_order_lengths_by_number() {
        let mut counts = Counts {
            max_length: 100,
            count_by: CountBy::Strings,
            by_length: BTreeMap::from([(100, 61), (68, 1)]),
            work: Work {
                phases: 3,
                positions: 4,
                peak_memory: 5,
            },
        };
        assert_eq!(
            json(&counts),
            r#"{"max_length":100,"by_length":{"68":1,"100":61}}"#
        );
        // A count by states says so.
        counts.count_by = CountBy::States;
        let text = r#"{"max_length":100,"count_by":"states","by_length":{"68":1,"100":61}}"#;
        assert_eq!(json(&counts), text);
        // It reads back, with nothing done.
        let back: Counts = serde_json::from_str(text).unwrap();
        assert_eq!(back.by_length, counts.by_length);
        assert_eq!(
            (back.count_by, back.work),
            (CountBy::States, Work::default())
        );
    }

    #[test]
    fn hints_and_statuses() {
        let hint = Hint {
            mv: (0, 9),
            length: 68,
        };
        assert_eq!(json(&hint), r#"{"move":[0,9],"length":68}"#);
        assert_eq!(
            serde_json::from_str::<Hint>(r#"{"move":[0,9],"length":68}"#).unwrap(),
            hint
        );
        assert_eq!(json(&Status::Playing), r#""playing""#);
        assert_eq!(json(&Status::Stopped), r#""stopped""#);
        assert_eq!(
            serde_json::from_str::<Status>(r#""won""#).unwrap(),
            Status::Won
        );
        assert_eq!(
            json(&Work {
                phases: 42,
                positions: 21632,
                peak_memory: 1 << 20,
            }),
            r#"{"phases":42,"positions":21632}"#
        );
    }
}
