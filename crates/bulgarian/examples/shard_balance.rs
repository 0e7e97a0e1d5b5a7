//! The balance of `analyze --shard K/M`: every shard of N walked in turn, and the work of
//! the largest (partitions visited, the top of the trees and the probes that cut it
//! included) against the mean, and the top every shard visits alike against the mean.
//!
//! `cargo run --release -p bulgarian --example shard_balance -- N M...`

use bulgarian::analyze::{Options, Shard, analyze_shard};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    let Some((&n, counts)) = args.split_first() else {
        return Err("usage: shard_balance N M...".into());
    };
    println!("N M max mean max/mean top top/mean");
    for &m in counts {
        let m = u32::try_from(m)?;
        let mut visited = Vec::new();
        let mut own = 0;
        for shard in Shard::all(m)? {
            let partial = analyze_shard(n, shard, Options::new())?;
            visited.push(partial.visited);
            own += partial.partitions;
        }
        let max = visited.iter().copied().max().unwrap_or(0);
        let mean = visited.iter().sum::<u64>() as f64 / f64::from(m);
        let top = (visited.iter().sum::<u64>() - own) / u64::from(m);
        println!(
            "{n} {m} {max} {mean:.0} {:.3} {top} {:.3}",
            max as f64 / mean,
            top as f64 / mean
        );
    }
    Ok(())
}
