//! The integration tests of `marbles` but its snapshots, as one test binary: each file
//! beside this one is a module, built with the features it needs.

#[path = "family.rs"]
mod family;
#[path = "grid.rs"]
mod grid;
#[cfg(feature = "cli")]
#[path = "null_output.rs"]
mod null_output;
#[cfg(feature = "cli")]
#[path = "numbers.rs"]
mod numbers;
#[cfg(feature = "naive")]
#[path = "oracle.rs"]
mod oracle;
#[cfg(feature = "cli")]
#[path = "picture_files.rs"]
mod picture_files;
#[cfg(feature = "cli")]
#[path = "referee.rs"]
mod referee;
#[cfg(feature = "serde")]
#[path = "serde_round_trip.rs"]
mod serde_round_trip;
#[cfg(feature = "naive")]
#[path = "when_losing.rs"]
mod when_losing;
