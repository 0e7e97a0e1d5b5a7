//! The integration tests of `hackenbush` but its snapshots, as one test binary: each file
//! beside this one is a module, built with the features it needs.

#[cfg(feature = "cli")]
#[path = "arguments.rs"]
mod arguments;
#[cfg(feature = "naive")]
#[path = "bluered.rs"]
mod bluered;
#[cfg(feature = "naive")]
#[path = "canonical.rs"]
mod canonical;
#[cfg(feature = "naive")]
#[path = "capped.rs"]
mod capped;
#[cfg(feature = "naive")]
#[path = "colon.rs"]
mod colon;
#[cfg(feature = "naive")]
#[path = "crosscheck.rs"]
mod crosscheck;
#[path = "from_graph.rs"]
mod from_graph;
#[cfg(feature = "serde")]
#[path = "game.rs"]
mod game;
#[path = "hint.rs"]
mod hint;
#[cfg(feature = "naive")]
#[path = "known_values.rs"]
mod known_values;
#[cfg(feature = "cli")]
#[path = "long_values.rs"]
mod long_values;
#[path = "notation.rs"]
mod notation;
#[cfg(feature = "cli")]
#[path = "null_output.rs"]
mod null_output;
#[cfg(feature = "cli")]
#[path = "picture_files.rs"]
mod picture_files;
#[cfg(feature = "cli")]
#[path = "refusals.rs"]
mod refusals;
#[cfg(feature = "cli")]
#[path = "serde_round_trip.rs"]
mod serde_round_trip;
#[cfg(feature = "serde")]
#[path = "session.rs"]
mod session;
#[path = "sum_moves.rs"]
mod sum_moves;
#[path = "sums.rs"]
mod sums;
#[cfg(feature = "naive")]
#[path = "support/mod.rs"]
mod support;
#[cfg(feature = "naive")]
#[path = "thermography.rs"]
mod thermography;
