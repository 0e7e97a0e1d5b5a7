//! `strikeout merge FILES...`: reads a whole set of the shard files of `count --shard
//! K/M` (written by `shard.rs`) and prints the count as `count` prints it ([`run`]). The
//! library checks the set.

use std::path::PathBuf;

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

/// Reads the shard files, merges them and prints the count as `count` would.
pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let partials: Vec<(String, Partial)> = read_shards(&args.files, "strikeout count")?;
    let merged = merge(&partials).map_err(|e| CliError::because("merge", e))?;
    super::count::print(&merged.start, &merged.counts, args.json.json)
}
