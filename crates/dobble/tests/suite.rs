//! The integration tests of `dobble` but its snapshots, as one test binary: each file
//! beside this one is a module, built with the features it needs.

#[cfg(feature = "cli")]
#[path = "cli.rs"]
mod cli;
#[cfg(feature = "pdf")]
#[path = "convex.rs"]
mod convex;
#[path = "fuzz_found.rs"]
mod fuzz_found;
#[path = "layout.rs"]
mod layout;
#[path = "library.rs"]
mod library;
#[path = "names.rs"]
mod names;
#[cfg(feature = "cli")]
#[path = "null_output.rs"]
mod null_output;
#[path = "outlines.rs"]
mod outlines;
#[cfg(feature = "cli")]
#[path = "pictures.rs"]
mod pictures;
#[cfg(all(feature = "cli", target_os = "linux"))]
#[path = "png_chunk.rs"]
mod png_chunk;
#[path = "print.rs"]
mod print;
#[cfg(feature = "cli")]
#[path = "run/mod.rs"]
mod run;
#[cfg(feature = "cli")]
#[path = "serde_round_trip.rs"]
mod serde_round_trip;
#[cfg(feature = "naive")]
#[path = "structure.rs"]
mod structure;
