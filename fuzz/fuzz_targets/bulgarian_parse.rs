//! Every text bulgarian reads: a partition (file or arguments), an `analyze` span, Montreal
//! columns and Austrian piles, each a value or a typed error; an accepted partition prints
//! back to itself.
#![no_main]

use bulgarian::Partition;
use bulgarian::Span;
use bulgarian::austrian::{Austrian, Reading};
use bulgarian::montreal::Columns;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(partition) = Partition::from_text(text) {
        let printed = partition.to_string();
        assert_eq!(Partition::from_text(&printed).as_ref(), Ok(&partition));
        let args: Vec<&str> = printed.split(' ').collect();
        assert_eq!(Partition::from_args(&args).as_ref(), Ok(&partition));
    }
    let args: Vec<&str> = text.split_whitespace().collect();
    let _ = Partition::from_args(&args);
    if let Ok(span) = text.parse::<Span>() {
        assert_eq!(span.to_string().parse::<Span>(), Ok(span));
    }
    if let Ok(columns) = Columns::from_args(&args) {
        assert!(columns.columns().iter().sum::<u64>() > 0);
    }
    let limit = text.len() as u64 % 8;
    if let Ok(start) = Austrian::from_args(&args, limit, Reading::Rules) {
        assert!(start.piles().iter().all(|&p| (1..=limit).contains(&p)));
    }
});
