//! Shards of `analyze` and `oeis`: `analyze N --shard K/M` walks one part and writes its
//! shard file ([`write`]), `oeis ANUMBER --range A..=B --shard K/M` likewise for every n
//! of the range ([`write_terms`]), and `bulgarian merge FILES...` reads a whole set of
//! either and prints the analysis as `analyze N` prints it, or the terms as `oeis
//! --compute` prints them ([`run`]). The library cuts the work, seals each partial result
//! and checks the set; this file reads and writes the files.

use std::path::{Path, PathBuf};

use bulgarian::Span;
use bulgarian::analyze::{Options, Partial, Shard, analyze_shard, merge};
use bulgarian::numbers::oeis::{self, PartialTerms, Sequence};
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

/// The name of the shard file of `shard` of N = `n` when none is given.
fn default_name(n: u64, shard: Shard) -> PathBuf {
    PathBuf::from(format!(
        "bulgarian-{n}-shard-{}-of-{}.json",
        shard.index(),
        shard.count()
    ))
}

/// Walks the shard `written` (`K/M`) of the one N of `span` and writes its shard file to
/// `output` (a default name beside the current directory when `None`), saved whole or not
/// at all.
pub(crate) fn write(
    span: &Span,
    written: &str,
    output: Option<&Path>,
    options: Options<'_>,
    progress: &Progress,
) -> Result<Outcome, CliError> {
    let shard: Shard = written
        .parse()
        .map_err(|e| CliError::because("analyze: --shard", e))?;
    if span.is_range() {
        return Err(CliError::bad(
            "analyze: --shard walks part of one N, not a range",
        ));
    }
    let n = span.first();
    let partial = analyze_shard(n, shard, options).map_err(|e| CliError::because("analyze", e))?;
    save(&partial, output, default_name(n, shard), progress)
}

/// Walks the shard `written` (`K/M`) of every n of `span` for `sequence` and writes its
/// shard file to `output` (a default name in the current directory when `None`), saved
/// whole or not at all.
pub(crate) fn write_terms(
    sequence: &'static Sequence,
    span: Span,
    written: &str,
    output: Option<&Path>,
    options: Options<'_>,
    progress: &Progress,
) -> Result<Outcome, CliError> {
    let shard: Shard = written
        .parse()
        .map_err(|e| CliError::because("oeis: --shard", e))?;
    let partial = sequence
        .terms_shard(span, shard, options)
        .map_err(|e| CliError::because("oeis", e))?;
    let default = PathBuf::from(format!(
        "bulgarian-oeis-{}-{}-{}-shard-{}-of-{}.json",
        partial.a_number,
        partial.first,
        partial.last,
        shard.index(),
        shard.count()
    ));
    save(&partial, output, default, progress)
}

/// Ends the progress line and writes `partial` to `output`, or to `default` when `None`.
fn save(
    partial: &impl serde::Serialize,
    output: Option<&Path>,
    default: PathBuf,
    progress: &Progress,
) -> Result<Outcome, CliError> {
    progress.finish();
    games_cli::shards::save_shard(output.unwrap_or(&default), partial)?;
    Ok(Outcome::Yes)
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
