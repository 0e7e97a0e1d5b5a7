//! Shards of `analyze`: `analyze N --shard K/M` walks one part and writes its shard file
//! ([`write`]), and `bulgarian merge FILES...` reads a whole set of them and prints the
//! analysis as `analyze N` prints it ([`run`]). The library cuts the work, seals each
//! partial result and checks the set; this file reads and writes the files.

use std::path::{Path, PathBuf};

use bulgarian::Span;
use bulgarian::analyze::{Options, Partial, Shard, analyze_shard, merge};
use games_cli::{CliError, Outcome, Progress, read_shards};

use super::analyze::{Forms, print};

/// The arguments of `merge`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The shard files of one run (`analyze N --shard K/M -o FILE`), every K of 1..=M once,
    /// in any order.
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
    progress.finish();
    let path = output.map_or_else(|| default_name(n, shard), Path::to_path_buf);
    games_cli::save_shard(&path, &partial)?;
    Ok(Outcome::Yes)
}

/// Reads the shard files, merges them and prints the analysis as `analyze N` would.
pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let partials: Vec<(String, Partial)> = read_shards(&args.files, "bulgarian analyze")?;
    let analysis = merge(&partials).map_err(|e| CliError::because("merge", e))?;
    print(
        &args.forms,
        false,
        std::iter::once(analysis),
        &Progress::new("merge"),
    )
}
