//! Shard files: what one part of a run cut for a cluster's scheduler found, saved as
//! indented JSON for `merge` ([`save_shard`]) with the line that says which file holds
//! which part ([`saved_shard`]), and a set of them read back, each labelled by its file's
//! name for the merge's messages ([`read_shards`]).

use std::path::{Path, PathBuf};

use games_common::shard::Shard;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::{CliError, counted, is_stdout, read_input, save, source_name};

/// Saves `partial` to `path` as indented JSON and a newline, whole or not at all ([`save`]:
/// `-` is standard output).
pub fn save_shard(path: &Path, partial: &impl Serialize) -> Result<(), CliError> {
    let mut text = serde_json::to_string_pretty(partial).map_err(std::io::Error::from)?;
    text.push('\n');
    save(path, text.as_bytes())
}

/// The line a shard run writes on standard error once its file is saved: the file (or
/// standard output), the part it holds out of how many, what that part holds (`holds`, in
/// the program's words) and the command that joins the parts (`merge`).
///
/// ```
/// use games_cli::shards::saved_shard;
/// use games_common::shard::Shard;
/// use std::path::Path;
///
/// let shard = Shard::new(1, 3).unwrap();
/// assert_eq!(
///     saved_shard(Path::new("part.json"), shard, "12 of the 77 partitions of 12", "bulgarian merge"),
///     "wrote shard 1 of 3 to part.json (12 of the 77 partitions of 12); \
///      `bulgarian merge` joins the 3 shard files into the whole"
/// );
/// ```
pub fn saved_shard(path: &Path, shard: Shard, holds: &str, merge: &str) -> String {
    let file = if is_stdout(path) {
        "standard output".to_owned()
    } else {
        path.display().to_string()
    };
    format!(
        "wrote shard {} of {} to {file} ({holds}); `{merge}` joins the {} into the whole",
        shard.index(),
        shard.count(),
        counted(shard.count(), "shard file")
    )
}

/// Reads every file of `paths` (`-` for standard input) as a shard file of `made_by` (the
/// program and command that write them, as in `bulgarian analyze`), each with its file's
/// name. A file that cannot be read, or is not such a file, is the error; so is anything
/// but a regular file (a pipe or a device, which a saved shard never is and whose reading
/// could wait for ever), except `-`.
pub fn read_shards<T: DeserializeOwned>(
    paths: &[PathBuf],
    made_by: &str,
) -> Result<Vec<(String, T)>, CliError> {
    let mut partials = Vec::with_capacity(paths.len());
    for path in paths {
        if !is_stdout(path) && std::fs::metadata(path).is_ok_and(|found| !found.is_file()) {
            return Err(CliError::parse(
                path,
                format!("not a shard file of {made_by} (not a regular file)"),
            ));
        }
        let text = read_input(path)?;
        let partial: T = serde_json::from_str(&text)
            .map_err(|e| CliError::parse(path, format!("not a shard file of {made_by} ({e})")))?;
        partials.push((source_name(path), partial));
    }
    Ok(partials)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A named pipe given as a shard file is refused at once: opening it to read would wait
    /// for a writer that never comes.
    #[cfg(unix)]
    #[test]
    fn a_named_pipe_is_refused_without_waiting() {
        let dir = std::env::temp_dir().join(format!("games-cli-fifo-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("shard-1.json");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        let err = read_shards::<serde_json::Value>(std::slice::from_ref(&fifo), "strikeout count")
            .unwrap_err();
        assert_eq!(
            crate::report(&err),
            format!(
                "{}: not a shard file of strikeout count (not a regular file)",
                fifo.display()
            )
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
