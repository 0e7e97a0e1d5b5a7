//! The files a command writes: `-` for standard output ([`is_stdout`]), a file saved whole
//! or not at all ([`save`], [`save_with`]), the files of a folder output made new
//! ([`save_new`]), and paths checked apart before anything is written ([`check_apart`]).
//!
//! A regular file is replaced: the output goes to a new temporary file beside it, created
//! exclusively under an unpredictable name (so a link planted in the folder cannot redirect
//! it), given the old file's permissions and, where the system allows, its owner, then
//! renamed over it. A reader never sees it half-written, and a failed write leaves the old
//! file as it was. A symbolic link given as the target is followed, and the file it names
//! is saved that way. Anything else (a device such as `/dev/null`, a pipe, a file with
//! several hard links) is written where it is: renaming over it would put a regular file in
//! its place, or part it from its twins.
//!
//! The files a command writes into a folder (`--svg DIR`, `--frames DIR`) are named by the
//! program, not by the user, so nothing already under those names is followed: each file
//! is made new and renamed over whatever stood there, a link included ([`save_new`]).

use std::fs::{self, File, Metadata};
use std::io::{self, ErrorKind, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

use crate::CliError;

/// Whether `path` names standard output (`-`).
pub fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Writes `bytes` to `path`, a regular file replaced through a new temporary file of random
/// name beside it, keeping its permissions and owner; `-` writes them to standard output.
/// A symbolic link is followed; a device, a pipe or a file with several hard links is
/// written where it is.
///
/// # Errors
///
/// `cannot write PATH`, with the system's reason in the programs' words.
pub fn save(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    save_with(path, |out| out.write_all(bytes))
}

/// Saves what `write` writes to `path`, as [`save`] does: for an output made piece by
/// piece, such as an animation.
///
/// # Errors
///
/// `cannot write PATH`, with the reason `write` or the system gave.
pub fn save_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), CliError> {
    saved(path, write).map_err(|e| CliError::because(format!("cannot write {}", path.display()), e))
}

/// Writes `bytes` to `path`, one of the files a command names itself inside an output
/// folder: a new file, created exclusively under a random name beside it and renamed over
/// whatever stands at `path`. A symbolic link, a pipe or a device planted under that name
/// is replaced, never followed or written through.
///
/// # Errors
///
/// `cannot write PATH`, with the system's reason (a folder under that name cannot be
/// replaced: [`check_apart`] refuses it before anything is written).
pub fn save_new(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    temporary(path, false)
        .and_then(|temporary| replace(temporary, path, None, |out| out.write_all(bytes)))
        .map_err(|e| CliError::because(format!("cannot write {}", path.display()), e))
}

fn saved(path: &Path, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<()> {
    if is_stdout(path) {
        let mut out = io::BufWriter::new(io::stdout().lock());
        write(&mut out)?;
        return out.flush();
    }
    match fs::metadata(path) {
        Ok(found) if found.is_file() && links(&found) == 1 => {
            let full = fs::canonicalize(path)?;
            match temporary(&full, true) {
                Ok(temporary) => replace(temporary, &full, Some(&found), write),
                // A file the user may write in a folder they may not: written where it is.
                Err(e) if e.kind() == ErrorKind::PermissionDenied => in_place(path, write),
                Err(e) => Err(e),
            }
        }
        Ok(found) if found.is_dir() => Err(ErrorKind::IsADirectory.into()),
        Ok(_) => in_place(path, write),
        // A link to nothing yet: writing through it makes the file it names.
        Err(e) if e.kind() == ErrorKind::NotFound && path.is_symlink() => in_place(path, write),
        Err(e) if e.kind() == ErrorKind::NotFound => {
            replace(temporary(path, false)?, path, None, write)
        }
        Err(e) => Err(e),
    }
}

/// Opens `path` where it is, truncated, and writes to it.
fn in_place(path: &Path, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<()> {
    let mut out = io::BufWriter::new(File::create(path)?);
    write(&mut out)?;
    out.flush()
}

/// A new temporary file beside `path`, created exclusively under a random name. It takes
/// the mode of a file made new (the usual mode less the umask) unless it is to `replace`
/// a file, whose permissions it is given when written.
fn temporary(path: &Path, replace: bool) -> io::Result<NamedTempFile> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".part");
    #[cfg(unix)]
    if !replace {
        builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
    }
    #[cfg(not(unix))]
    let _ = replace;
    // The error names the random path; the kind alone says what went wrong.
    builder.tempfile_in(dir).map_err(|e| e.kind().into())
}

/// Writes `temporary` and renames it over `path`, giving it the permissions and owner of
/// the file it replaces (`old`). It is deleted if anything fails.
fn replace(
    temporary: NamedTempFile,
    path: &Path,
    old: Option<&Metadata>,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    {
        let mut out = io::BufWriter::new(temporary.as_file());
        write(&mut out)?;
        out.flush()?;
    }
    if let Some(old) = old {
        temporary.as_file().set_permissions(old.permissions())?;
        keep_owner(temporary.as_file(), old);
    }
    temporary.persist(path).map_err(|e| e.error.kind())?;
    Ok(())
}

/// Gives `file` the owner and group of `old`, where the system allows it (a user who is
/// not the superuser may give only their own groups; then the file stays theirs).
fn keep_owner(file: &File, old: &Metadata) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid())).is_err() {
            let _ = std::os::unix::fs::fchown(file, None, Some(old.gid()));
        }
    }
    #[cfg(not(unix))]
    let _ = (file, old);
}

/// The number of hard links to a file (1 where the system does not say).
fn links(found: &Metadata) -> u64 {
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

/// A path a command reads or writes, with the flag or argument that named it, for
/// [`check_apart`].
#[derive(Clone, Copy, Debug)]
pub struct Place<'a> {
    /// How a message names it: `--pdf`, `the deck`, ...
    pub name: &'a str,
    /// The path as given; `-` is standard input or output.
    pub path: &'a Path,
}

impl<'a> Place<'a> {
    /// `path`, named `name` in messages.
    pub fn new(name: &'a str, path: &'a Path) -> Place<'a> {
        Place { name, path }
    }
}

/// Refuses, before anything is written, a command whose outputs would overwrite one of its
/// inputs or each other, that would send two outputs to standard output, or whose output
/// is a folder already (so that a command writing many files stops before the first, not
/// halfway): the same file under two spellings or through a link counts as the same.
///
/// ```
/// use games_cli::{Place, check_apart, report};
/// use std::path::Path;
///
/// let deck = Place::new("the deck", Path::new("deck.txt"));
/// let pdf = Place::new("--pdf", Path::new("deck.pdf"));
/// assert!(check_apart(&[deck], &[pdf]).is_ok());
/// let layout = Place::new("--layout", Path::new("./deck.pdf"));
/// let err = check_apart(&[deck], &[pdf, layout]).unwrap_err();
/// assert_eq!(report(&err), "--layout ./deck.pdf: the same file as --pdf");
/// ```
///
/// # Errors
///
/// `NAME PATH: the same file as OTHER`, `NAME -: standard output already takes OTHER`, or
/// `NAME PATH: a folder stands there`.
pub fn check_apart(inputs: &[Place<'_>], outputs: &[Place<'_>]) -> Result<(), CliError> {
    for (i, output) in outputs.iter().enumerate() {
        if fs::symlink_metadata(output.path).is_ok_and(|found| found.is_dir()) {
            return Err(CliError::because(
                format!("{} {}", output.name, output.path.display()),
                "a folder stands there",
            ));
        }
        if is_stdout(output.path) {
            if let Some(other) = outputs[..i].iter().find(|o| is_stdout(o.path)) {
                return Err(CliError::because(
                    format!("{} -", output.name),
                    format!("standard output already takes {}", other.name),
                ));
            }
            continue;
        }
        let clash = inputs
            .iter()
            .chain(&outputs[..i])
            .find(|other| !is_stdout(other.path) && same_file(output.path, other.path));
        if let Some(other) = clash {
            return Err(CliError::because(
                format!("{} {}", output.name, output.path.display()),
                format!("the same file as {}", other.name),
            ));
        }
    }
    Ok(())
}

/// Whether `a` and `b` name the same file, or would once written.
fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::metadata(a), fs::metadata(b)) {
        #[cfg(unix)]
        (Ok(x), Ok(y)) => {
            use std::os::unix::fs::MetadataExt;
            (x.dev(), x.ino()) == (y.dev(), y.ino())
        }
        _ => resolved(a) == resolved(b),
    }
}

/// `path` with its folder resolved (links followed), and through a link to a file not made
/// yet, the path that link names.
fn resolved(path: &Path) -> PathBuf {
    if let Ok(full) = fs::canonicalize(path) {
        return full;
    }
    let target = match fs::read_link(path) {
        Ok(to) => path.parent().unwrap_or(Path::new("")).join(to),
        Err(_) => path.to_path_buf(),
    };
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    match (fs::canonicalize(dir), target.file_name()) {
        (Ok(dir), Some(name)) => dir.join(name),
        _ => target,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A test's folder, removed with all it holds when the test ends.
    struct Folder(PathBuf);

    impl std::ops::Deref for Folder {
        type Target = Path;
        fn deref(&self) -> &Path {
            &self.0
        }
    }

    impl AsRef<Path> for Folder {
        fn as_ref(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Folder {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    /// A fresh folder of its own for each test.
    fn folder(name: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("games-cli-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Folder(dir)
    }

    /// A fresh folder holding one file, `file`, of `text`: the folder and the file.
    fn folder_with(name: &str, file: &str, text: &str) -> (Folder, PathBuf) {
        let dir = folder(name);
        let file = dir.join(file);
        fs::write(&file, text).unwrap();
        (dir, file)
    }

    #[test]
    fn a_new_file_is_written_and_no_temporary_is_left() {
        let dir = folder("new");
        let file = dir.join("out.txt");
        save(&file, b"hello").unwrap();
        assert_eq!(fs::read(&file).unwrap(), b"hello");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
    }

    /// Links planted under every name the old scheme (`.NAME.PID.part`) would use for the
    /// next process ids point at a victim file: it stays untouched.
    #[cfg(unix)]
    #[test]
    fn planted_links_do_not_redirect_the_temporary_file() {
        let (dir, victim) = folder_with("planted", "victim.txt", "precious");
        let me = std::process::id();
        for pid in me.saturating_sub(50)..me + 200 {
            std::os::unix::fs::symlink(&victim, dir.join(format!(".out.pdf.{pid}.part"))).unwrap();
        }
        let target = dir.join("out.pdf");
        fs::write(&target, "old").unwrap();
        save(&target, b"new").unwrap();
        assert_eq!(fs::read(&target).unwrap(), b"new");
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
    }

    #[cfg(unix)]
    #[test]
    fn a_replaced_file_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let (_dir, file) = folder_with("mode", "private.pdf", "old");
        fs::set_permissions(&file, fs::Permissions::from_mode(0o600)).unwrap();
        save(&file, b"new").unwrap();
        let mode = fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        assert_eq!(fs::read(&file).unwrap(), b"new");
    }

    #[cfg(unix)]
    #[test]
    fn a_link_given_as_the_target_saves_the_file_it_names() {
        let (dir, real) = folder_with("link", "real.txt", "old");
        let link = dir.join("link.txt");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        save(&link, b"new").unwrap();
        assert!(link.is_symlink());
        assert_eq!(fs::read(&real).unwrap(), b"new");
    }

    /// A link planted in an output folder under a name the program writes is replaced by
    /// the new file; the file it pointed at is left as it was.
    #[cfg(unix)]
    #[test]
    fn a_folder_file_replaces_a_planted_link_instead_of_following_it() {
        let (dir, victim) = folder_with("planted-card", "victim.txt", "precious");
        let card = dir.join("card-001.svg");
        std::os::unix::fs::symlink(&victim, &card).unwrap();
        save_new(&card, b"<svg/>").unwrap();
        assert!(!card.is_symlink());
        assert_eq!(fs::read(&card).unwrap(), b"<svg/>");
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
        // A plain old file under that name is replaced too, and no temporary is left.
        save_new(&card, b"<svg></svg>").unwrap();
        assert_eq!(fs::read(&card).unwrap(), b"<svg></svg>");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 2);
    }

    /// A folder where a file of a folder output goes is refused before the first file is
    /// written, not when the writing reaches it.
    #[test]
    fn a_folder_in_the_way_is_refused_before_anything_is_written() {
        let dir = folder("in-the-way");
        fs::create_dir(dir.join("move-002.svg")).unwrap();
        let paths: Vec<PathBuf> = (1..=3)
            .map(|i| dir.join(format!("move-00{i}.svg")))
            .collect();
        let places: Vec<Place<'_>> = paths.iter().map(|p| Place::new("--frames", p)).collect();
        let err = check_apart(&[], &places).unwrap_err();
        assert_eq!(
            crate::report(&err),
            format!("--frames {}: a folder stands there", paths[1].display())
        );
        assert!(!paths[0].exists());
    }

    #[test]
    fn a_failed_write_leaves_the_old_file_and_no_temporary() {
        let (dir, file) = folder_with("failed", "out.txt", "old");
        let err = save_with(&file, |out| {
            out.write_all(b"half")?;
            Err(io::Error::other("out of ink"))
        })
        .unwrap_err();
        assert!(crate::report(&err).starts_with("cannot write"));
        assert_eq!(fs::read(&file).unwrap(), b"old");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
    }

    #[test]
    fn a_folder_is_not_a_file_to_write() {
        let dir = folder("isdir");
        let err = save(&dir, b"x").unwrap_err();
        assert!(crate::report(&err).contains("is a directory"), "{err}");
    }

    #[test]
    fn outputs_apart_from_inputs_and_each_other() {
        let (dir, deck) = folder_with("apart", "deck.txt", "a b\n");
        let input = Place::new("the deck", &deck);
        let pdf = dir.join("deck.pdf");
        let out = Place::new("--pdf", &pdf);
        assert!(check_apart(&[input], &[out]).is_ok());
        // The input under another spelling.
        let again = dir.join(".").join("deck.txt");
        let err = check_apart(&[input], &[Place::new("--pdf", &again)]).unwrap_err();
        assert!(
            crate::report(&err).ends_with(": the same file as the deck"),
            "{err}"
        );
        // Two outputs on one file not made yet.
        let layout = dir
            .join("..")
            .join(dir.file_name().unwrap())
            .join("deck.pdf");
        let err = check_apart(&[input], &[out, Place::new("--layout", &layout)]).unwrap_err();
        assert!(
            crate::report(&err).ends_with(": the same file as --pdf"),
            "{err}"
        );
        // Standard input and output are no files; standard output takes one output.
        let dash = Path::new("-");
        assert!(
            check_apart(
                &[Place::new("the deck", dash)],
                &[Place::new("--pdf", dash)]
            )
            .is_ok()
        );
        let err = check_apart(
            &[],
            &[Place::new("--pdf", dash), Place::new("--layout", dash)],
        )
        .unwrap_err();
        assert_eq!(
            crate::report(&err),
            "--layout -: standard output already takes --pdf"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_link_to_an_input_is_the_input() {
        let (dir, deck) = folder_with("linked", "deck.txt", "a b\n");
        let link = dir.join("alias.pdf");
        std::os::unix::fs::symlink(&deck, &link).unwrap();
        let err = check_apart(
            &[Place::new("the deck", &deck)],
            &[Place::new("--pdf", &link)],
        )
        .unwrap_err();
        assert!(
            crate::report(&err).ends_with("the same file as the deck"),
            "{err}"
        );
        // A dangling link: the file it would make.
        let planned = dir.join("planned.pdf");
        let dangling = dir.join("dangling.pdf");
        std::os::unix::fs::symlink(&planned, &dangling).unwrap();
        let outputs = [
            Place::new("--pdf", &planned),
            Place::new("--layout", &dangling),
        ];
        assert!(check_apart(&[], &outputs).is_err());
    }
}
