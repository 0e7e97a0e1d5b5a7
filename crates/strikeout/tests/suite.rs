//! The integration tests of `strikeout` but its snapshots, as one test binary: each file
//! beside this one is a module, built with the features it needs.

#[cfg(feature = "random")]
#[path = "advice.rs"]
mod advice;
#[path = "budget.rs"]
mod budget;
#[path = "memory.rs"]
mod memory;
#[cfg(feature = "cli")]
#[path = "null_output.rs"]
mod null_output;
#[path = "rules.rs"]
mod rules;
#[cfg(feature = "naive")]
#[path = "search.rs"]
mod search;
#[cfg(feature = "serde")]
#[path = "serde_round_trip.rs"]
mod serde_round_trip;
#[cfg(feature = "cli")]
#[path = "shards.rs"]
mod shards;
