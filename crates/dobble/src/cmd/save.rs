//! Saving the PDF of `render --pdf`: a regular file is replaced atomically (written beside
//! it, then renamed over it), so it is never left half-written; a symbolic link is followed
//! and the file it names saved the same way; anything else (a device, a pipe, a file with
//! several hard links) is written in place, never replaced: renaming over `/dev/null` would
//! put a regular file in its stead, and over a hard link would part it from its twins.

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use games_cli::CliError;

use super::cannot_write;

/// How a target is saved.
enum Save {
    /// Written beside this path, then renamed over it.
    Replace(PathBuf),
    /// Opened, truncated and written where it is.
    InPlace,
}

/// Writes `bytes` to `target` as the module says.
pub(crate) fn save(target: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let failed = |e| cannot_write(target, e);
    match how(target).map_err(failed)? {
        Save::InPlace => std::fs::write(target, bytes).map_err(failed),
        Save::Replace(path) => replace(&path, bytes).map_err(failed),
    }
}

/// How `target` is saved, from what it is now (a symbolic link followed).
fn how(target: &Path) -> std::io::Result<Save> {
    match std::fs::metadata(target) {
        Ok(found) if found.is_file() && links(&found) == 1 => {
            Ok(Save::Replace(std::fs::canonicalize(target)?))
        }
        Ok(_) => Ok(Save::InPlace),
        // A link to nothing yet: writing through it makes the file it names.
        Err(e) if e.kind() == ErrorKind::NotFound && target.is_symlink() => Ok(Save::InPlace),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(Save::Replace(target.to_path_buf())),
        Err(e) => Err(e),
    }
}

/// The number of hard links to a file (1 where the system does not say).
fn links(found: &std::fs::Metadata) -> u64 {
    #[cfg(unix)]
    {
        std::os::unix::fs::MetadataExt::nlink(found)
    }
    #[cfg(not(unix))]
    {
        let _ = found;
        1
    }
}

/// Writes `bytes` to a temporary file beside `path`, then renames it over `path`.
fn replace(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let temporary = path.with_file_name(format!(".{name}.{}.part", std::process::id()));
    let written =
        std::fs::write(&temporary, bytes).and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}
