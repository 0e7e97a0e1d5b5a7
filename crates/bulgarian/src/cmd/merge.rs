//! `bulgarian merge FILES...`: reads a whole set of shard files of `analyze` or `oeis`
//! (written by `shard.rs`) and prints the analysis as `analyze N` prints it, or the terms
//! as `oeis --compute` prints them ([`run`]). The library checks the set.

use std::path::PathBuf;

use bulgarian::analyze::{Partial, merge};
use bulgarian::numbers::oeis::{self, PartialTerms};
use games_cli::shards::read_shards;
use games_cli::{CliError, Outcome, Progress};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::analyze::{Forms, print};

/// The arguments of `merge`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The shard files of one run (`analyze N --shard K/M -o FILE`, or `oeis ANUMBER
    /// --range A..=B --shard K/M -o FILE`), every K of 1..=M once, in any order.
    #[arg(value_name = "FILES", required = true)]
    files: Vec<PathBuf>,
    #[command(flatten)]
    forms: Forms,
}

/// The `made_by` of the shard files of `oeis --shard`.
const OEIS: &str = "bulgarian oeis";

/// Reads the shard files, merges them and prints the analysis as `analyze N` would, or,
/// for shards of `oeis`, the terms as `oeis --compute` would.
pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let files: Vec<(String, Value)> =
        read_shards(&args.files, "bulgarian analyze or bulgarian oeis")?;
    let made_by = |value: &Value| value.get("made_by").and_then(Value::as_str) == Some(OEIS);
    if files.first().is_some_and(|(_, value)| made_by(value)) {
        if args.forms.any() {
            return Err(CliError::bad(
                "merge: --table, --csv and --json are forms of an analysis; the terms of oeis shards are printed as a b-file",
            ));
        }
        let partials: Vec<(String, PartialTerms)> = typed(files, OEIS)?;
        let merged = oeis::merge(&partials).map_err(|e| CliError::because("merge", e))?;
        return super::oeis::print_merged(merged);
    }
    let partials: Vec<(String, Partial)> = typed(files, "bulgarian analyze")?;
    let analysis = merge(&partials).map_err(|e| CliError::because("merge", e))?;
    print(
        &args.forms,
        false,
        std::iter::once(analysis),
        &Progress::new("merge"),
    )
}

/// The shard files read as JSON, each read as a shard file of `made_by`.
fn typed<T: DeserializeOwned>(
    files: Vec<(String, Value)>,
    made_by: &str,
) -> Result<Vec<(String, T)>, CliError> {
    files
        .into_iter()
        .map(|(label, value)| {
            let partial = serde_json::from_value(value).map_err(|e| {
                CliError::because(
                    label.clone(),
                    format!("not a shard file of {made_by} ({e})"),
                )
            })?;
            Ok((label, partial))
        })
        .collect()
}
