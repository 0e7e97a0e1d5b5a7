//! `marbles table N`: the answer for every game of A..=N marbles (A the smallest first
//! take), or of the games of a range of heaps (`marbles table 5..=10`: 5 to 10 marbles), by
//! the library's [`Solver`] for the rules asked for, as text or JSON.
//!
//! `table` streams its rows, so any N up to `u64::MAX` can be asked for under the contest's
//! rules, and a table that would look at more first takes than the library allows
//! ([`Solver::check_table`]) is refused before its first row: it holds one row at a time, stops at the first write that fails (a reader that has gone, a full disk),
//! and, when its rows go somewhere other than the terminal, shows on a terminal's standard
//! error how far it has come.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use games_cli::{CliError, Outcome, Progress};
use games_common::range::NumberRange;
use marbles::{Seat, Solver};

use super::{FamilyArgs, Format, refused, takes};

/// The arguments of `table`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The largest number of marbles (at least the smallest first take; at most
    /// 1000000 under rules other than the contest's): the rows from the smallest first
    /// take to N. Or a range of heaps, `A..=B` (B included) or `A..B` (B left out): the
    /// rows from A (or the smallest first take, if it is larger) to B.
    #[arg(value_name = "N")]
    n: NumberRange<u64>,
    #[command(flatten)]
    family: FamilyArgs,
    #[command(flatten)]
    format: Format,
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

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (rules, json) = (args.family.rules()?, args.format.json);
    let (from, n) = if args.n.is_one() {
        (0, args.n.start())
    } else {
        args.n.bounds().map_err(|e| CliError::because("table", e))?
    };
    Solver::new(rules)
        .check_table(n)
        .map_err(refused(rules, n))?;
    let solver = Solver::for_heap(rules, n).map_err(refused(rules, n))?;
    let solution = |heap| solver.solution(heap).map_err(refused(rules, heap));
    let first_row = rules.first_takes().0.max(from);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut rows = Rows::new(n);
    if json {
        write!(out, "[")?;
        for heap in first_row..=n {
            rows.at(heap);
            if heap > first_row {
                write!(out, ",")?;
            }
            serde_json::to_writer(&mut out, &solution(heap)?).map_err(io::Error::from)?;
        }
        writeln!(out, "]")?;
    } else {
        let width = n.to_string().len().max(1);
        writeln!(out, "{:>width$}  winner  winning first takes", "n")?;
        for heap in first_row..=n {
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
