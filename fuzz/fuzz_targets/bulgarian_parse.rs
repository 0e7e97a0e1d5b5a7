//! Every text bulgarian reads: a partition (file or arguments), an `analyze` span and a
//! pile limit, each a value or a typed error; an accepted partition prints back to itself.
#![no_main]

use bulgarian::{AnalyzeSpan, Partition, parse_limit};
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
    let _ = text.parse::<AnalyzeSpan>();
    if let Ok(limit) = parse_limit(text) {
        assert!(limit >= 1);
    }
});
