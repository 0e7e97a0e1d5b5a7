//! The subcommands of the `marbles` binary, one module each; the library does the work.

pub(crate) mod play;
pub(crate) mod referee;
pub(crate) mod solve;
pub(crate) mod tokens;
pub(crate) mod tournament;
pub(crate) mod versus;
