//! The subcommands of the `marbles` binary, one module each. They read input, run
//! processes and print; every answer and decision comes from the library.

pub(crate) mod documents;
pub(crate) mod grid;
#[cfg(target_os = "linux")]
pub(crate) mod launch;
pub(crate) mod live;
pub(crate) mod play;
pub(crate) mod referee;
pub(crate) mod solve;
pub(crate) mod tournament;
pub(crate) mod versus;
