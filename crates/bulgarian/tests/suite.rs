//! The integration tests of `bulgarian` but its snapshots, as one test binary: each file
//! beside this one is a module, built with the features it needs.

#[cfg(feature = "cli")]
#[path = "cli.rs"]
mod cli;
#[cfg(feature = "count")]
#[path = "count.rs"]
mod count;
#[path = "draw.rs"]
mod draw;
#[path = "examples.rs"]
mod examples;
#[cfg(all(feature = "graph", feature = "naive"))]
#[path = "graph.rs"]
mod graph;
#[cfg(feature = "cli")]
#[path = "huge.rs"]
mod huge;
#[cfg(all(feature = "serde", feature = "count"))]
#[path = "json.rs"]
mod json;
#[cfg(feature = "cli")]
#[path = "null_output.rs"]
mod null_output;
#[cfg(all(feature = "count", feature = "naive"))]
#[path = "oeis.rs"]
mod oeis;
#[cfg(feature = "naive")]
#[path = "oracle.rs"]
mod oracle;
#[path = "parsing.rs"]
mod parsing;
#[cfg(feature = "random")]
#[path = "random.rs"]
mod random;
#[path = "relatives.rs"]
mod relatives;
#[cfg(feature = "cli")]
#[path = "serde_round_trip.rs"]
mod serde_round_trip;
#[cfg(feature = "cli")]
#[path = "shards.rs"]
mod shards;
#[cfg(feature = "cli")]
#[path = "tables.rs"]
mod tables;
#[path = "theorems.rs"]
mod theorems;
#[path = "variants.rs"]
mod variants;
