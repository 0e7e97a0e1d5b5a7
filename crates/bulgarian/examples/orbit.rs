//! Traces and orbits one start through the library alone, with no default features (no
//! CLI, no threads, no graph, no random generator):
//!
//! ```text
//! cargo run -p bulgarian --example orbit --no-default-features -- 8 4 3
//! ```
//!
//! The pile sizes come as arguments (`4 1 1` when none are given). The example prints the
//! original program's trace, then the orbit: its transient, its cycle and whether n is triangular.

use bulgarian::trace::Stop;
use bulgarian::{Partition, orbit, trace};

fn main() -> Result<(), bulgarian::PartitionError> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        args = vec!["4".into(), "1".into(), "1".into()];
    }
    let start = Partition::from_args(&args)?;

    let listing = trace(&start);
    let stop = listing.stop();
    println!("trace of {start} ({} cards):", start.total());
    for (i, p) in listing.enumerate() {
        println!("  move {}: {p}", i + 1);
    }
    println!(
        "  stopped at {}",
        match stop {
            Stop::FixedPoint => "the fixed point",
            Stop::Repeat => "the first repeat",
            _ => "the end",
        }
    );

    let o = orbit(&start);
    println!(
        "orbit: transient {}, cycle length {} (n is {}triangular)",
        o.transient,
        o.cycle_length,
        if o.triangular() { "" } else { "not " }
    );
    for p in o.cycle_members() {
        println!("  on the cycle: {p}");
    }
    Ok(())
}
