//! `dobble incidence FILE`: the 0/1 matrix of cards (rows) and symbols (columns), as text,
//! CSV or JSON.

use std::io::Write;
use std::path::Path;

use games_cli::{CliError, Outcome, print_json, source_name};

use crate::Format;

/// A CSV field: quoted (quotes doubled) when it holds a comma, a quote or white space.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"']) || text.chars().any(char::is_whitespace) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

pub(crate) fn run(file: &Path, csv: bool, format: Format) -> Result<Outcome, CliError> {
    let deck = super::read_deck(file)?;
    let incidence =
        dobble::structure::incidence(&deck).map_err(|e| CliError::because(source_name(file), e))?;
    if format.json {
        print_json(&incidence)?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let digits = |row: &[u8], separator: &str| {
        row.iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(separator)
    };
    if csv {
        let header: Vec<String> = incidence.symbols.iter().map(|s| csv_field(s)).collect();
        writeln!(out, "card,{}", header.join(","))?;
        for (c, row) in incidence.matrix.iter().enumerate() {
            writeln!(out, "{},{}", c + 1, digits(row, ","))?;
        }
    } else {
        for row in &incidence.matrix {
            writeln!(out, "{}", digits(row, " "))?;
        }
    }
    out.flush()?;
    Ok(Outcome::Yes)
}
