//! The balance of `count --shard K/M`: every part of the count to L run in turn, and the
//! work of the largest (positions it expanded, the walk before the split included) against
//! the mean, with the largest and mean of the parts' own shares (the positions after the
//! split).
//!
//! `cargo run --release -p strikeout --example shard_balance -- L M...`

use strikeout::budget::Budget;
use strikeout::shard::{Shard, count_shard};
use strikeout::{CountBy, Field};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    let Some((&max_length, counts)) = args.split_first() else {
        return Err("usage: shard_balance L M...".into());
    };
    let start = Field::standard();
    println!("L M split max mean max/mean own-max own-mean own-max/own-mean");
    for &m in counts {
        let m = u32::try_from(m)?;
        let parts = Shard::all(m)?
            .map(|shard| {
                count_shard(
                    &start,
                    max_length,
                    CountBy::Strings,
                    shard,
                    Budget::unlimited(),
                )
            })
            .collect::<Result<Vec<_>, _>>()?;
        // The walk before the split, which every part does and the first part's share
        // holds: what any other part searched beyond its share.
        let shared = parts.get(1).map_or(0, |p| p.searched - p.positions);
        let searched: Vec<u64> = parts.iter().map(|p| p.searched).collect();
        let own: Vec<u64> = parts.iter().map(|p| p.searched - shared).collect();
        let split = parts[0].split;
        let stats = |v: &[u64]| {
            let max = v.iter().copied().max().unwrap_or(0);
            let mean = v.iter().sum::<u64>() as f64 / f64::from(m);
            (max, mean, max as f64 / mean.max(1.0))
        };
        let (max, mean, ratio) = stats(&searched);
        let (own_max, own_mean, own_ratio) = stats(&own);
        let split = split.map_or("-".to_owned(), |s| s.to_string());
        println!(
            "{max_length} {m} {split} {max} {mean:.0} {ratio:.3} {own_max} {own_mean:.0} {own_ratio:.3}"
        );
    }
    Ok(())
}
