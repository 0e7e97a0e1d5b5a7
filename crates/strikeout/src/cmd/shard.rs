//! The shards of `count`: `count --shard K/M` counts one part and writes its shard file
//! ([`write`]). The library cuts the work and seals each partial result; this file writes
//! the file (`merge.rs` reads a set of them back).

use std::path::{Path, PathBuf};

use games_cli::{CliError, Outcome};
use strikeout::shard::Partial;

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
