//! Shards of `count`: `count --shard K/M` counts one part and writes its shard file
//! ([`write`]), and `strikeout merge FILES...` reads a whole set of them and prints the
//! count as `count` prints it ([`run`]). The library cuts the work, seals each partial
//! result and checks the set; this file reads and writes the files.

use std::path::{Path, PathBuf};

use games_cli::shards::read_shards;
use games_cli::{CliError, Outcome};
use strikeout::shard::{Partial, merge};

use super::Json;

/// The arguments of `merge`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The shard files of one run (`count --shard K/M -o FILE`), every K of 1..=M once, in
    /// any order.
    #[arg(value_name = "FILES", required = true)]
    files: Vec<PathBuf>,
    #[command(flatten)]
    json: Json,
}

/// The name of a shard file when none is given.
fn default_name(partial: &Partial) -> PathBuf {
    PathBuf::from(format!(
        "strikeout-count-{}-shard-{}-of-{}.json",
        partial.max_length, partial.shard, partial.shards
    ))
}

/// Writes the shard file of `partial` to `output` (a default name in the current
/// directory when `None`), saved whole or not at all.
pub(crate) fn write(partial: &Partial, output: Option<&Path>) -> Result<Outcome, CliError> {
    let path = output.map_or_else(|| default_name(partial), Path::to_path_buf);
    games_cli::shards::save_shard(&path, partial)?;
    Ok(Outcome::Yes)
}

/// Reads the shard files, merges them and prints the count as `count` would.
pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let partials: Vec<(String, Partial)> = read_shards(&args.files, "strikeout count")?;
    let merged = merge(&partials).map_err(|e| CliError::because("merge", e))?;
    super::count::print(&merged.start, &merged.counts, args.json.json)
}
