//! The shards of `count`: `count --shard K/M` counts one part and writes its shard file
//! ([`write`]). The library cuts the work and seals each partial result; this file writes
//! the file (`merge.rs` reads a set of them back).

use std::path::{Path, PathBuf};

use games_cli::{CliError, Outcome, counted};
use strikeout::CountBy;
use strikeout::shard::Partial;

/// The name of a shard file when none is given.
fn default_name(partial: &Partial) -> PathBuf {
    PathBuf::from(format!(
        "strikeout-count-{}-shard-{}-of-{}.json",
        partial.max_length, partial.shard, partial.shards
    ))
}

/// Writes the shard file of `partial` to `output` (a default name in the current
/// directory when `None`), saved whole or not at all, and says on standard error which
/// file holds which part.
pub(crate) fn write(partial: &Partial, output: Option<&Path>) -> Result<Outcome, CliError> {
    let path = output.map_or_else(|| default_name(partial), Path::to_path_buf);
    games_cli::shards::save_shard(&path, partial)?;
    let shard = partial
        .shard()
        .map_err(|e| CliError::because("count: --shard", e))?;
    let found: u64 = partial.by_length.values().sum();
    let noun = match partial.count_by {
        CountBy::States => "winning sequence",
        _ => "solution",
    };
    let holds = format!(
        "{} of at most {} from {}",
        counted(found, noun),
        counted(partial.max_length, "cell"),
        partial.start
    );
    eprintln!(
        "{}",
        games_cli::shards::saved_shard(&path, shard, &holds, "strikeout merge")
    );
    Ok(Outcome::Yes)
}
