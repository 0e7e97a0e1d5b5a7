//! `dobble incidence FILE`: the 0/1 matrix of cards (rows) and symbols (columns), as text,
//! CSV or JSON, written a row at a time: a deck of 100,000 cards and 100,000 symbols prints
//! ten billion cells in the memory of the deck.

use std::io::{self, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use games_cli::{CliError, Outcome, Progress, source_name};

use super::Format;

/// A CSV field: quoted (quotes doubled) when it holds a comma, a quote or white space; a
/// control or bidirectional character written as the text `\u{..}`, so the file shows
/// what a terminal or a spreadsheet would act on.
fn csv_field(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        games_common::text::push_shown(&mut shown, c);
    }
    if shown.contains([',', '"']) || shown.chars().any(char::is_whitespace) {
        format!("\"{}\"", shown.replace('"', "\"\""))
    } else {
        shown
    }
}

/// A writer that counts what it passes on, with a progress line on a terminal's standard
/// error (when standard output is not that terminal) at most once a second.
struct Counted<W> {
    out: W,
    written: u64,
    next: Instant,
    progress: Option<Progress>,
}

impl<W: Write> Counted<W> {
    fn new(out: W, progress: Option<Progress>) -> Counted<W> {
        Counted {
            out,
            written: 0,
            next: Instant::now() + Duration::from_secs(1),
            progress,
        }
    }
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.out.write(buf)?;
        self.written += n as u64;
        if let Some(progress) = &self.progress
            && Instant::now() >= self.next
        {
            progress.update(format_args!("{} MB written", self.written / 1_000_000));
            self.next = Instant::now() + Duration::from_secs(1);
        }
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// The arguments of `incidence`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The deck file, or `-` for standard input.
    file: PathBuf,
    /// Print CSV: a header of symbol names, then each card's number and row.
    #[arg(long, conflicts_with = "json")]
    csv: bool,
    #[command(flatten)]
    format: Format,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (file, csv, format) = (&args.file, args.csv, args.format);
    use std::io::IsTerminal;

    let deck = super::read_deck(file)?;
    let incidence =
        dobble::structure::incidence(&deck).map_err(|e| CliError::because(source_name(file), e))?;
    let stdout = io::stdout();
    let progress = (!stdout.is_terminal()).then(|| Progress::new("incidence"));
    let mut out = io::BufWriter::new(Counted::new(stdout.lock(), progress));
    if format.json {
        serde_json::to_writer(&mut out, &incidence).map_err(io::Error::from)?;
        writeln!(out)?;
    } else {
        let separator = if csv { b',' } else { b' ' };
        if csv {
            let header: Vec<String> = incidence.symbols.iter().map(|s| csv_field(s)).collect();
            writeln!(out, "card,{}", header.join(","))?;
        }
        let mut line = Vec::with_capacity(2 * incidence.symbols.len() + 12);
        for c in 0..incidence.ones.len() {
            line.clear();
            if csv {
                write!(line, "{}", c + 1)?;
            }
            for (s, x) in incidence.row(c).enumerate() {
                if csv || s > 0 {
                    line.push(separator);
                }
                line.push(b'0' + x);
            }
            line.push(b'\n');
            out.write_all(&line)?;
        }
    }
    out.flush()?;
    Ok(Outcome::Yes)
}
