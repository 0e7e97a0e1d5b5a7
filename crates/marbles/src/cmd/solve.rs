//! `marbles solve N` and `marbles table N`: the library's [`Solver`] for the rules asked
//! for (the contest's, or `--first`, `--factor`, `--no-take-all`), its answers as text or
//! JSON.
//!
//! `table` streams its rows, so any N up to `u64::MAX` can be asked for: it holds one row
//! at a time, stops at the first write that fails (a reader that has gone, a full disk),
//! and, when its rows go somewhere other than the terminal, shows on a terminal's standard
//! error how far it has come.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use games_cli::{CliError, Outcome, Progress, print_json};
use games_common::range::{Form, NumberRange, RangeError};
use marbles::{GameError, Rules, Seat, Solver};

/// A heap refused under `rules`, in the words the command has always used: the contest's
/// refusals name N (`N = 1: ...`), the other members' speak for themselves.
fn refused(rules: Rules, n: u64) -> impl Fn(GameError) -> CliError {
    move |e| {
        if rules.is_contest() {
            CliError::because(format!("N = {n}"), e)
        } else {
            CliError::rejected(e)
        }
    }
}

/// The value of `--first`: one take, or a range `A..=B` or `A..B` (the workspace's
/// grammar, `games_common::range`), as the first and last take. A backwards range is the
/// rules' to refuse, in their words; only `A..0`, which has no last take, is refused here.
pub(crate) fn first_takes(text: &str) -> Result<(u64, u64), RangeError> {
    let range: NumberRange<u64> = text.parse()?;
    let last = match range.form() {
        Form::Exclusive => range.end().checked_sub(1),
        _ => Some(range.end()),
    };
    match last {
        Some(last) => Ok((range.start(), last)),
        None => range.bounds(),
    }
}

/// The takes as text: `2`, `2 or 3`.
fn takes(moves: &[u64]) -> String {
    moves
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" or ")
}

pub(crate) fn solve(n: u64, rules: Rules, json: bool) -> Result<Outcome, CliError> {
    let s = Solver::new(rules).solution(n).map_err(refused(rules, n))?;
    if json {
        print_json(&s)?;
    } else {
        let mut out = io::stdout().lock();
        match s.winner {
            Seat::First => writeln!(
                out,
                "n = {n}: player 1 wins by taking {}",
                takes(&s.winning_first_moves)
            )?,
            Seat::Second => writeln!(
                out,
                "n = {n}: player 2 wins: every first take loses against perfect play"
            )?,
        }
    }
    Ok(Outcome::Yes)
}

/// How often the progress line of `table` is redrawn.
const REDRAW: Duration = Duration::from_millis(200);

/// The progress of a long table: shown on standard error when that is a terminal and the
/// rows go elsewhere (rows on the terminal show their own progress).
struct Rows {
    progress: Option<Progress>,
    last: u64,
    shown: Instant,
}

impl Rows {
    fn new(last: u64) -> Rows {
        Rows {
            progress: (!io::stdout().is_terminal()).then(|| Progress::new("table")),
            last,
            shown: Instant::now(),
        }
    }

    /// Notes that row `heap` is next; redraws the line now and then. The clock is read at
    /// every row: under wide first takes a row costs time in proportion to its n (its
    /// winning first takes), so a count of rows says nothing of the time.
    fn at(&mut self, heap: u64) {
        if let Some(progress) = &self.progress
            && self.shown.elapsed() >= REDRAW
        {
            progress.update(format_args!("n = {heap} of {}", self.last));
            self.shown = Instant::now();
        }
    }
}

pub(crate) fn table(n: u64, rules: Rules, json: bool) -> Result<Outcome, CliError> {
    let solver = Solver::for_heap(rules, n).map_err(refused(rules, n))?;
    let solution = |heap| solver.solution(heap).map_err(refused(rules, heap));
    let smallest = rules.first_takes().0;
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut rows = Rows::new(n);
    if json {
        write!(out, "[")?;
        for heap in smallest..=n {
            rows.at(heap);
            if heap > smallest {
                write!(out, ",")?;
            }
            serde_json::to_writer(&mut out, &solution(heap)?).map_err(io::Error::from)?;
        }
        writeln!(out, "]")?;
    } else {
        let width = n.to_string().len().max(1);
        writeln!(out, "{:>width$}  winner  winning first takes", "n")?;
        for heap in smallest..=n {
            rows.at(heap);
            let s = solution(heap)?;
            let moves = match s.winner {
                Seat::First => takes(&s.winning_first_moves),
                Seat::Second => "-".to_owned(),
            };
            writeln!(out, "{heap:>width$}  {:>6}  {moves}", s.winner.number())?;
        }
    }
    out.flush()?;
    Ok(Outcome::Yes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn first_takes_read_a_range_or_one_number() {
        assert_eq!(first_takes("2..=3"), Ok((2, 3)));
        assert_eq!(first_takes(" 4 ..= 9 "), Ok((4, 9)));
        assert_eq!(first_takes("5"), Ok((5, 5)));
        assert_eq!(first_takes("2..4"), Ok((2, 3)));
        // Order and zero are the library's to refuse, with its typed errors.
        assert_eq!(first_takes("5..=4"), Ok((5, 4)));
        assert_eq!(first_takes("5..5"), Ok((5, 4)));
        assert!(first_takes("5..0").is_err());
        assert!(first_takes("..=3").is_err());
        assert!(first_takes("2-3").is_err());
        assert!(first_takes("18446744073709551616").is_err());
    }

    proptest! {
        #[test]
        fn junk_never_panics(text in ".{0,24}") {
            let _ = first_takes(&text);
        }

        /// Both spellings of a range give its first and last take.
        #[test]
        fn written_ranges_read_back(a in any::<u64>(), b in any::<u64>()) {
            prop_assert_eq!(first_takes(&format!("{a}..={b}")), Ok((a, b)));
            if b > 0 {
                prop_assert_eq!(first_takes(&format!("{a}..{b}")), Ok((a, b - 1)));
            }
        }
    }
}
