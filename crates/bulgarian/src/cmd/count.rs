//! `bulgarian count`: the exact counts of P(N) for N far past enumeration, as `name: value`
//! lines or one JSON document with every count an exact JSON number.

use std::io::Write;

use bulgarian::count::{MAX_N, count};
use games_cli::{CliError, Outcome, print_json};

use super::Json;
use super::document::CountDocument;

/// The arguments of `count`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// N, the number of cards.
    #[arg(value_name = "N", allow_negative_numbers = true)]
    n: String,
    #[command(flatten)]
    json: Json,
}

/// N as written (white space around it allowed): a whole number from 1 to [`MAX_N`], or
/// the words that refuse it.
fn read_n(text: &str) -> Result<u64, String> {
    let written = text.trim();
    match written.parse::<u64>() {
        Ok(n) if (1..=MAX_N).contains(&n) => Ok(n),
        _ => Err(format!(
            "N must be a whole number from 1 to {MAX_N}, not {written:?}"
        )),
    }
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let n = read_n(&args.n).map_err(|refusal| CliError::bad(format!("count: {refusal}")))?;
    let counts = count(n).map_err(|e| CliError::because("count", e))?;
    if args.json.json {
        print_json(&CountDocument::from(&counts))?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
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
    Ok(Outcome::Yes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn junk_is_refused_naming_what_was_written() {
        for junk in [
            "",
            "x",
            "-3",
            "0",
            "1e3",
            "100001",
            "99999999999999999999999",
        ] {
            assert_eq!(
                read_n(junk),
                Err(format!(
                    "N must be a whole number from 1 to 100000, not {junk:?}"
                ))
            );
        }
        assert_eq!(read_n(" 5 "), Ok(5));
    }

    proptest::proptest! {
        /// Any text is read or refused with what was written, never a panic.
        #[test]
        fn any_text_is_read_or_refused(text in "\\PC{0,12}") {
            match read_n(&text) {
                Ok(n) => proptest::prop_assert_eq!(Ok(n), text.trim().parse::<u64>()),
                Err(refusal) => {
                    let written = format!("{:?}", text.trim());
                    proptest::prop_assert!(refusal.ends_with(&written), "{}", refusal);
                }
            }
        }
    }
}
