//! `bulgarian count`: the exact counts of P(N) for N far past enumeration, for N or a range
//! A..=B, as `name: value` lines, a table of one row per N (aligned, or CSV), or JSON with
//! every count an exact JSON number; a range is written one N at a time, as it is counted.

use std::io::Write;

use bulgarian::Span;
use bulgarian::count::{Counted, Counts, count};
use games_cli::{CliError, Outcome, Progress, print_json};

use super::Json;
use super::document::CountDocument;

/// The arguments of `count`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// N, the number of cards, or a range: A..=B (B included) or A..B (B left out).
    #[arg(value_name = "N", allow_negative_numbers = true)]
    n: String,
    /// One row per N, every count in a column, aligned (whitespace-separated, the header
    /// a `#` line; lists joined by commas, cycles as length:count).
    #[arg(long, conflicts_with_all = ["json", "csv"])]
    table: bool,
    /// One row per N as CSV, with a header row (lists space-separated within a field).
    #[arg(long, conflicts_with = "json")]
    csv: bool,
    #[command(flatten)]
    json: Json,
}

/// The columns of `--table` and `--csv`, in the order of the JSON document's fields.
const COLUMNS: [&str; 7] = [
    "n",
    "partitions",
    "garden_of_eden",
    "in_degrees",
    "recurrent",
    "cycles",
    "cycle_lengths",
];

/// The cells of one row; lists joined by `join`, each length of cycles as `length:count`.
fn row(c: &Counts, join: &str) -> [String; 7] {
    let in_degrees: Vec<String> = c.in_degrees.iter().map(ToString::to_string).collect();
    let lengths: Vec<String> = c
        .cycle_lengths
        .iter()
        .map(|g| format!("{}:{}", g.length, g.cycles))
        .collect();
    [
        c.n.to_string(),
        c.partitions.to_string(),
        c.garden_of_eden.to_string(),
        in_degrees.join(join),
        c.recurrent.to_string(),
        c.cycles.to_string(),
        lengths.join(join),
    ]
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let span: Span = args.n.parse().map_err(|e| CliError::because("count", e))?;
    let counted = span.counts().map_err(|e| CliError::because("count", e))?;
    // A long range shows on a terminal which N it has reached (the rows may go to a file).
    let progress = Progress::new("count");
    let result = write(args, span, counted, &progress);
    progress.finish();
    result
}

/// Counts `span` and writes it as `args` ask, telling `progress` each N reached.
fn write(
    args: &Args,
    span: Span,
    counts: Counted,
    progress: &Progress,
) -> Result<Outcome, CliError> {
    let counted = || {
        counts.clone().inspect(|c| {
            if span.is_range() {
                progress.update(format!("N = {} of {}..={}", c.n, span.first(), span.last()));
            }
        })
    };
    let mut out = std::io::stdout().lock();
    if args.json.json {
        if !span.is_range() {
            let counts = count(span.first()).map_err(|e| CliError::because("count", e))?;
            print_json(&CountDocument::from(&counts))?;
            return Ok(Outcome::Yes);
        }
        // An array written element by element, as each N is counted.
        write!(out, "[")?;
        for (i, c) in counted().enumerate() {
            if i > 0 {
                write!(out, ",")?;
            }
            serde_json::to_writer(&mut out, &CountDocument::from(&c))
                .map_err(std::io::Error::from)?;
        }
        writeln!(out, "]")?;
        return Ok(Outcome::Yes);
    }
    if args.table {
        // Every column as wide as its header or its cell in the last N's row, the widest
        // there is in practice (p(N) and the Garden of Eden grow with N, and so do the
        // lists); a wider cell elsewhere only pushes its row to the right.
        let last = row(
            &count(span.last()).map_err(|e| CliError::because("count", e))?,
            ",",
        );
        let mut header = COLUMNS.map(str::to_owned);
        header[0] = format!("# {}", header[0]);
        let widths: Vec<usize> = header
            .iter()
            .zip(&last)
            .map(|(h, cell)| h.len().max(cell.len()))
            .collect();
        writeln!(out, "{}", super::table::right_aligned(&header, &widths))?;
        for c in counted() {
            writeln!(
                out,
                "{}",
                super::table::right_aligned(&row(&c, ","), &widths)
            )?;
        }
        return Ok(Outcome::Yes);
    }
    if args.csv {
        writeln!(out, "{}", COLUMNS.join(","))?;
        for c in counted() {
            writeln!(out, "{}", row(&c, " ").join(","))?;
        }
        return Ok(Outcome::Yes);
    }
    for (i, counts) in counted().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        writeln!(out, "n: {}", counts.n)?;
        writeln!(out, "partitions: {}", counts.partitions)?;
        writeln!(out, "garden of eden: {}", counts.garden_of_eden)?;
        for (d, c) in counts.in_degrees.iter().enumerate() {
            writeln!(out, "in-degree {d}: {c}")?;
        }
        writeln!(out, "recurrent: {}", counts.recurrent)?;
        writeln!(out, "cycles: {}", counts.cycles)?;
        for group in &counts.cycle_lengths {
            writeln!(out, "cycles of length {}: {}", group.length, group.cycles)?;
        }
    }
    Ok(Outcome::Yes)
}
