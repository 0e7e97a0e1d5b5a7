//! `bulgarian oeis`: one OEIS sequence the crate computes, as a b-file (a `#` header with
//! its A-number and name, the program, its version, the date and the command that makes
//! the file, then `n a(n)` lines, written as each term is computed), or the list of them
//! all with the command behind each.

use std::io::Write;

use bulgarian::Span;
use bulgarian::analyze::{Options, Walked};
use bulgarian::numbers::oeis::{self, CATALOGUE, Sequence};
use games_cli::{CliError, Outcome, Progress, counted};

use super::Threads;

/// The arguments of `oeis`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The A-number, for example A188160 (`--list` names them all).
    #[arg(value_name = "ANUMBER", required_unless_present = "list")]
    a_number: Option<String>,
    /// The n to compute: A..=B (B included), A..B (B left out) or one n (default: the
    /// terms OEIS lists, or those that take a few seconds).
    #[arg(long, value_name = "A..=B", allow_hyphen_values = true)]
    range: Option<String>,
    /// Name every sequence, the command behind it and the n it takes.
    #[arg(long, conflicts_with_all = ["a_number", "range"])]
    list: bool,
    /// Compute the terms even where they are shipped with the program (A188160 and
    /// A201144 are, from n = 1).
    #[arg(long)]
    compute: bool,
    /// Walk only the K-th of M parts of the state graph of every n of the range and write
    /// what it found to a shard file (see -o); `bulgarian merge` makes the terms of all M
    /// (A188160 and A201144, the sequences that walk the state graph).
    #[arg(long, value_name = "K/M", conflicts_with = "list")]
    shard: Option<String>,
    /// The shard file to write [default: bulgarian-oeis-ANUMBER-A-B-shard-K-of-M.json];
    /// `-` for standard output.
    #[arg(short, long, value_name = "FILE", requires = "shard")]
    output: Option<std::path::PathBuf>,
    #[command(flatten)]
    threads: Threads,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let mut out = std::io::stdout().lock();
    let Some(written) = args.a_number.as_deref() else {
        print_list(&mut out)?;
        return Ok(Outcome::Yes);
    };
    let sequence = oeis::find(written).map_err(|e| CliError::because("oeis", e))?;
    let span: Span = match &args.range {
        Some(range) => range
            .parse()
            .map_err(|e| CliError::because("oeis: --range", e))?,
        None => sequence.default_range(),
    };
    let progress = Progress::new(format!("oeis {}", sequence.a_number));
    let report = |w: &Walked| {
        progress.update(format!(
            "n = {}: {} of {}",
            w.n,
            w.done,
            counted(w.total, "subtree")
        ));
    };
    let options = Options::new()
        .threads(args.threads.count())
        .on_progress(report);
    if let Some(shard) = &args.shard {
        return super::shard::write_terms(
            sequence,
            span,
            shard,
            args.output.as_deref(),
            options,
            &progress,
        );
    }
    // Checked before anything is written.
    let terms = sequence
        .terms_with(span, options)
        .map_err(|e| CliError::because("oeis: --range", e))?;
    let date = today()?;
    print_header(&mut out, sequence, span, &date)?;
    if !args.compute
        && let Some(shipped) = sequence.shipped()
        && let Some(terms) = shipped.terms(span)
    {
        print_terms(&mut out, terms)?;
        return Ok(Outcome::Yes);
    }
    print_terms(&mut out, terms)?;
    progress.finish();
    Ok(Outcome::Yes)
}

/// The header of a b-file, and nothing else: the A-number and name of the sequence, the
/// program and its version, the date (`YYYY-MM-DD`), and the command that makes the file.
/// The shipped terms and the computed ones are the same, so one command makes either.
fn print_header(
    out: &mut impl Write,
    sequence: &Sequence,
    span: Span,
    date: &str,
) -> std::io::Result<()> {
    writeln!(out, "# {}: {}", sequence.a_number, sequence.name)?;
    writeln!(
        out,
        "# Made by bulgarian {} on {date} with: bulgarian oeis {} --range {}..={}",
        env!("CARGO_PKG_VERSION"),
        sequence.a_number,
        span.first(),
        span.last()
    )
}

/// The terms, one `n a(n)` line each, each written as it comes (standard output is
/// line-buffered).
fn print_terms<A: std::fmt::Display>(
    out: &mut impl Write,
    terms: impl IntoIterator<Item = (u64, A)>,
) -> std::io::Result<()> {
    for (n, a) in terms {
        writeln!(out, "{n} {a}")?;
    }
    Ok(())
}

/// The terms of a merged set of `oeis --shard` files, as `oeis --compute` prints them.
pub(crate) fn print_merged(merged: oeis::MergedTerms) -> Result<Outcome, CliError> {
    let mut out = std::io::stdout().lock();
    let date = today()?;
    print_header(&mut out, merged.sequence, merged.span, &date)?;
    print_terms(&mut out, merged.terms)?;
    Ok(Outcome::Yes)
}

/// Today's date in UTC, `YYYY-MM-DD`, or that of `SOURCE_DATE_EPOCH` (seconds since
/// 1970-01-01 UTC, the reproducible-builds convention) when it is set, so that a b-file can
/// be made again byte for byte.
fn today() -> Result<String, CliError> {
    let seconds = match std::env::var("SOURCE_DATE_EPOCH") {
        Ok(text) => games_cli::args::whole::<u64>(&text).map_err(|e| {
            CliError::bad(format!(
                "oeis: SOURCE_DATE_EPOCH is the seconds since 1970-01-01 UTC: {e}"
            ))
        })?,
        Err(_) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_secs()),
    };
    Ok(date_of(seconds))
}

/// The date (`YYYY-MM-DD`, proleptic Gregorian, UTC) `seconds` after 1970-01-01 00:00 UTC,
/// by the days-to-civil reckoning of Howard Hinnant's `chrono`-compatible algorithms.
fn date_of(seconds: u64) -> String {
    // Days from 0000-03-01, in eras of 400 years (146097 days).
    let days = seconds / 86_400 + 719_468;
    let (era, day_of_era) = (days / 146_097, days % 146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153; // 0 = March
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = era * 400 + year_of_era + u64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// One line per sequence: A-number, the command behind it, the n it takes (the default
/// range in brackets), its name; columns aligned, the header a `#` line.
fn print_list(out: &mut impl Write) -> std::io::Result<()> {
    let rows: Vec<[String; 4]> = CATALOGUE.iter().map(list_row).collect();
    let header = ["# A-number", "command", "n (default)", "name"].map(str::to_owned);
    let widths: Vec<usize> = (0..3)
        .map(|c| {
            rows.iter()
                .chain([&header])
                .map(|r| r[c].len())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for row in std::iter::once(&header).chain(&rows) {
        writeln!(
            out,
            "{:<w0$}  {:<w1$}  {:<w2$}  {}",
            row[0],
            row[1],
            row[2],
            row[3],
            w0 = widths[0],
            w1 = widths[1],
            w2 = widths[2]
        )?;
    }
    Ok(())
}

/// The cells of one sequence in the list.
fn list_row(s: &Sequence) -> [String; 4] {
    let range = s.default_range();
    let (first, last) = (range.first(), range.last());
    [
        s.a_number.to_owned(),
        s.command.to_owned(),
        format!("{}..={} ({first}..={last})", s.offset, s.max()),
        s.name.to_owned(),
    ]
}

#[cfg(test)]
mod tests {
    use super::date_of;

    /// Dates checked against `date -u -d @SECONDS +%F`: the epoch, the day before and of
    /// a leap day, the last second of a century year that is not leap, and one far ahead.
    #[test]
    fn dates_of_seconds() {
        assert_eq!(date_of(0), "1970-01-01");
        assert_eq!(date_of(951_782_399), "2000-02-28");
        assert_eq!(date_of(951_782_400), "2000-02-29");
        assert_eq!(date_of(4_107_542_399), "2100-02-28");
        assert_eq!(date_of(4_107_542_400), "2100-03-01");
        assert_eq!(date_of(1_700_000_000), "2023-11-14");
        assert_eq!(date_of(253_402_300_799), "9999-12-31");
    }
}
