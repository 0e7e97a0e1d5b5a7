//! `bulgarian oeis`: one OEIS sequence the crate computes, as a b-file (a `#` header with
//! its A-number, name and what computed it, then `n a(n)` lines, written as each term is
//! computed), or the list of them all with the command behind each.

use std::io::Write;

use bulgarian::Span;
use bulgarian::analyze::{Options, Walked};
use bulgarian::numbers::oeis::{self, CATALOGUE, Sequence};
use games_cli::{CliError, Outcome, Progress, counted};
use num_bigint::BigUint;

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
    print_header(&mut out, sequence)?;
    if !args.compute
        && let Some(shipped) = sequence.shipped()
        && let Some(terms) = shipped.terms(span)
    {
        writeln!(
            out,
            "# The terms shipped with bulgarian {} in its {} (n = {}..={}), not computed again \
             (--compute computes them); that file says:",
            env!("CARGO_PKG_VERSION"),
            shipped.file,
            shipped.first,
            shipped.last()
        )?;
        for line in &shipped.comments {
            writeln!(out, "#   {}", line.trim_start_matches('#').trim_start())?;
        }
        for (n, a) in terms {
            writeln!(out, "{n} {a}")?;
        }
        return Ok(Outcome::Yes);
    }
    print_computed(&mut out, sequence, span, terms)?;
    progress.finish();
    Ok(Outcome::Yes)
}

/// The first lines of a b-file: the A-number and name, and what a(n) is.
fn print_header(out: &mut impl Write, sequence: &Sequence) -> std::io::Result<()> {
    writeln!(out, "# {}: {}", sequence.a_number, sequence.name)?;
    writeln!(out, "# a(n): {}", sequence.reading)
}

/// What computed the terms of `span`, then the terms, each written as it comes (standard
/// output is line-buffered).
pub(crate) fn print_computed(
    out: &mut impl Write,
    sequence: &Sequence,
    span: Span,
    terms: impl IntoIterator<Item = (u64, BigUint)>,
) -> std::io::Result<()> {
    let (first, last) = (span.first(), span.last());
    writeln!(
        out,
        "# Computed by bulgarian {} (bulgarian {}), n = {first}..={last}",
        env!("CARGO_PKG_VERSION"),
        sequence.command
    )?;
    for (n, a) in terms {
        writeln!(out, "{n} {a}")?;
    }
    Ok(())
}

/// The terms of a merged set of `oeis --shard` files, as `oeis --compute` prints them.
pub(crate) fn print_merged(merged: oeis::MergedTerms) -> Result<Outcome, CliError> {
    let mut out = std::io::stdout().lock();
    print_header(&mut out, merged.sequence)?;
    print_computed(&mut out, merged.sequence, merged.span, merged.terms)?;
    Ok(Outcome::Yes)
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
