//! Shard files: what one part of a run cut for a cluster's scheduler found, saved as
//! indented JSON for `merge` ([`save_shard`]), and a set of them read back, each labelled
//! by its file's name for the merge's messages ([`read_shards`]).

use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::{CliError, read_input, save, source_name};

/// Saves `partial` to `path` as indented JSON and a newline, whole or not at all ([`save`]:
/// `-` is standard output).
pub fn save_shard(path: &Path, partial: &impl Serialize) -> Result<(), CliError> {
    let mut text = serde_json::to_string_pretty(partial).map_err(std::io::Error::from)?;
    text.push('\n');
    save(path, text.as_bytes())
}

/// Reads every file of `paths` (`-` for standard input) as a shard file of `made_by` (the
/// program and command that write them, as in `bulgarian analyze`), each with its file's
/// name. A file that cannot be read, or is not such a file, is the error.
pub fn read_shards<T: DeserializeOwned>(
    paths: &[PathBuf],
    made_by: &str,
) -> Result<Vec<(String, T)>, CliError> {
    let mut partials = Vec::with_capacity(paths.len());
    for path in paths {
        let text = read_input(path)?;
        let partial: T = serde_json::from_str(&text)
            .map_err(|e| CliError::parse(path, format!("not a shard file of {made_by} ({e})")))?;
        partials.push((source_name(path), partial));
    }
    Ok(partials)
}
