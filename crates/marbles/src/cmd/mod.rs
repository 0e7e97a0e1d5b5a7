//! The subcommands of the `marbles` binary, one module each. They read input, run
//! processes and print; every answer and decision comes from the library.

pub(crate) mod play;
pub(crate) mod referee;
pub(crate) mod solve;
pub(crate) mod tokens;
pub(crate) mod tournament;
pub(crate) mod versus;

/// Whether the program was started with its standard output closed (`>&-`).
///
/// The Rust runtime puts the null device, opened for reading and writing, in place of a
/// closed standard output, so the check that `games_common::cli::run` makes (is file
/// descriptor 1 open?) passes and the output would be lost. That null device is told
/// apart here: a shell's `>/dev/null` opens it for writing only.
#[cfg(unix)]
pub(crate) fn stdout_was_closed() -> bool {
    use rustix::fs::{OFlags, fcntl_getfl};
    use std::os::fd::AsFd;
    use std::os::unix::fs::{FileTypeExt, MetadataExt};

    let Ok(fd) = std::io::stdout().as_fd().try_clone_to_owned() else {
        return true;
    };
    let read_write = fcntl_getfl(&fd).is_ok_and(|flags| flags & OFlags::RWMODE == OFlags::RDWR);
    let Ok(stdout) = std::fs::File::from(fd).metadata() else {
        return false;
    };
    let null = std::fs::metadata("/dev/null").map(|m| m.rdev());
    read_write && stdout.file_type().is_char_device() && null.is_ok_and(|n| n == stdout.rdev())
}

/// Elsewhere a closed standard output shows up as a failed write instead.
#[cfg(not(unix))]
pub(crate) fn stdout_was_closed() -> bool {
    false
}
