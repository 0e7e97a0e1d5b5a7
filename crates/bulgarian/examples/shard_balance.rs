//! The balance of `analyze --shard K/M`: the work of every part of N (partitions visited,
//! the top of the trees and the draws that weigh it included), from one walk, and the
//! largest part against the mean; and the work every part does alike (the top and the
//! draws) against the mean.
//!
//! `cargo run --release -p bulgarian --example shard_balance -- N M...`

use bulgarian::analyze::{Shard, shard_work};
use bulgarian::numbers::partition_count;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    let Some((&n, counts)) = args.split_first() else {
        return Err("usage: shard_balance N M...".into());
    };
    let p = partition_count(u32::try_from(n)?).ok_or("N too large")?;
    println!("N M max mean max/mean shared shared/mean");
    for &m in counts {
        let work = shard_work(n, Shard::new(1, u32::try_from(m)?)?)?;
        let total: u64 = work.iter().sum();
        let max = work.iter().copied().max().unwrap_or(0);
        let mean = total as f64 / m as f64;
        // Every part does the shared work; the parts' own work adds up to p(N), less the
        // top that only the first part counts but every part walks.
        let shared = (u128::from(total) - p.min(u128::from(total))) / u128::from(m);
        println!(
            "{n} {m} {max} {mean:.0} {:.3} {shared} {:.3}",
            max as f64 / mean,
            shared as f64 / mean
        );
    }
    Ok(())
}
