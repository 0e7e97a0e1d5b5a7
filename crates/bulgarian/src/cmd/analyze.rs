//! `bulgarian analyze`: the state graph of P(N) in numbers, for N or a range, as `name:
//! value` blocks, a table of one row per N (aligned, or CSV), or JSON, with progress on a
//! terminal. Each N is written as soon as it is made, except in the aligned table, whose
//! columns need every row.

use std::io::Write;

use bulgarian::Span;
use bulgarian::analyze::{Analysis, Options, Walked};
use games_cli::{CliError, Outcome, Progress, counted, print_json};

use super::{Json, Threads};

/// The arguments of `analyze`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// N, or a range: A..=B (B included) or A..B (B left out).
    #[arg(value_name = "N", allow_negative_numbers = true)]
    n: String,
    /// Walk only the K-th of M parts of the state graph (one N) and write what it found
    /// to a shard file (see -o); `bulgarian merge` makes the whole analysis of all M.
    #[arg(long, value_name = "K/M", conflicts_with_all = ["table", "csv", "json"])]
    shard: Option<String>,
    /// The shard file to write [default: bulgarian-N-shard-K-of-M.json]; `-` for standard
    /// output.
    #[arg(short, long, value_name = "FILE", requires = "shard")]
    output: Option<std::path::PathBuf>,
    #[command(flatten)]
    forms: Forms,
    #[command(flatten)]
    threads: Threads,
}

/// How an analysis is printed: `name: value` blocks unless one of these says otherwise.
#[derive(clap::Args)]
pub(crate) struct Forms {
    /// One row per N, every figure in a column, aligned (the shape of an OEIS b-file
    /// table: whitespace-separated, the header a `#` line; lists joined by commas). The
    /// table is written when the range is done; the other forms write each N as it is made.
    #[arg(long, conflicts_with_all = ["json", "csv"])]
    table: bool,
    /// One row per N as CSV, with a header row (lists space-separated within a field).
    #[arg(long, conflicts_with = "json")]
    csv: bool,
    #[command(flatten)]
    json: Json,
}

impl Forms {
    /// Whether a form other than the plain report is asked for.
    pub(crate) fn any(&self) -> bool {
        self.table || self.csv || self.json.json
    }
}

/// The columns of `--table` and `--csv`, in the order of the JSON document's fields.
const COLUMNS: [&str; 9] = [
    "n",
    "partitions",
    "cycles",
    "cycle_lengths",
    "max_transient",
    "max_transient_witness",
    "max_orbit",
    "garden_of_eden",
    "max_in_degree",
];

/// The cells of one row; lists joined by `join`.
fn row(a: &Analysis, join: &str) -> [String; 9] {
    let lengths: Vec<String> = a.cycle_lengths.iter().map(u64::to_string).collect();
    let witness: Vec<String> = a
        .max_transient_witness
        .parts()
        .iter()
        .map(u64::to_string)
        .collect();
    [
        a.n.to_string(),
        a.partitions.to_string(),
        a.cycles.to_string(),
        lengths.join(join),
        a.max_transient.to_string(),
        witness.join(join),
        a.max_orbit.to_string(),
        a.garden_of_eden.to_string(),
        a.max_in_degree.to_string(),
    ]
}

/// The rows aligned in columns, numbers to the right, the header as a `#` comment.
fn print_table(out: &mut impl Write, rows: &[[String; 9]]) -> std::io::Result<()> {
    let mut header = COLUMNS.map(str::to_owned);
    header[0] = format!("# {}", header[0]);
    let widths: Vec<usize> = (0..COLUMNS.len())
        .map(|c| {
            rows.iter()
                .map(|r| r[c].len())
                .chain([header[c].len()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    for cells in std::iter::once(&header).chain(rows) {
        writeln!(out, "{}", super::table::right_aligned(cells, &widths))?;
    }
    Ok(())
}

/// The `name: value` block of one N.
fn print_block(out: &mut impl Write, a: &Analysis) -> std::io::Result<()> {
    let lengths: Vec<String> = a.cycle_lengths.iter().map(u64::to_string).collect();
    writeln!(out, "n: {}", a.n)?;
    writeln!(out, "partitions: {}", a.partitions)?;
    writeln!(out, "cycles: {}", a.cycles)?;
    writeln!(out, "cycle lengths: {}", lengths.join(" "))?;
    writeln!(out, "max transient: {}", a.max_transient)?;
    writeln!(out, "max transient witness: {}", a.max_transient_witness)?;
    writeln!(out, "max orbit: {}", a.max_orbit)?;
    writeln!(out, "garden of eden: {}", a.garden_of_eden)?;
    writeln!(out, "max in-degree: {}", a.max_in_degree)
}

/// Writes `text` at once, even to a file or a pipe, where the progress line was.
fn put(
    out: &mut impl Write,
    progress: &Progress,
    text: std::fmt::Arguments<'_>,
) -> std::io::Result<()> {
    progress.finish();
    out.write_fmt(text)?;
    out.flush()
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let span: Span = args
        .n
        .parse()
        .map_err(|e| CliError::because("analyze", e))?;
    let progress = Progress::new("analyze");
    let options = Options::new()
        .threads(args.threads.count())
        .on_progress(|w: &Walked| {
            progress.update(format!(
                "N = {}: {} of {}",
                w.n,
                w.done,
                counted(w.total, "subtree")
            ));
        });
    if let Some(shard) = &args.shard {
        return super::shard::write(&span, shard, args.output.as_deref(), options, &progress);
    }
    // Every N is checked before any work; then each is written as soon as it is made.
    let analyses = span
        .analyses(options)
        .map_err(|e| CliError::because("analyze", e))?;
    print(&args.forms, span.is_range(), analyses, &progress)
}

/// Prints the analyses as `forms` says, each as soon as it comes but in the aligned table;
/// `range`: whether they are of a range (with --json an array, even of one).
pub(crate) fn print(
    forms: &Forms,
    range: bool,
    analyses: impl Iterator<Item = Analysis>,
    progress: &Progress,
) -> Result<Outcome, CliError> {
    let mut out = std::io::stdout().lock();
    if forms.json.json {
        if !range {
            for a in analyses {
                print_json(&a)?;
            }
            return Ok(Outcome::Yes);
        }
        // The array a document at a time: `[`, each analysis, `]`.
        let mut first = true;
        for a in analyses {
            let document = serde_json::to_string(&a).map_err(std::io::Error::from)?;
            let opening = if first { "[" } else { "," };
            first = false;
            put(&mut out, progress, format_args!("{opening}{document}"))?;
        }
        put(&mut out, progress, format_args!("]\n"))?;
        return Ok(Outcome::Yes);
    }
    if forms.table {
        // Aligned columns need every row first; the other forms write each N as it comes.
        let rows: Vec<[String; 9]> = analyses.map(|a| row(&a, ",")).collect();
        progress.finish();
        print_table(&mut out, &rows)?;
        return Ok(Outcome::Yes);
    }
    if forms.csv {
        put(&mut out, progress, format_args!("{}\n", COLUMNS.join(",")))?;
        for a in analyses {
            put(
                &mut out,
                progress,
                format_args!("{}\n", row(&a, " ").join(",")),
            )?;
        }
        return Ok(Outcome::Yes);
    }
    for (i, a) in analyses.enumerate() {
        let mut block = Vec::new();
        if i > 0 {
            writeln!(block)?;
        }
        print_block(&mut block, &a)?;
        put(
            &mut out,
            progress,
            format_args!("{}", String::from_utf8_lossy(&block)),
        )?;
    }
    Ok(Outcome::Yes)
}
