//! games-common's grammar of numbers and ranges on any text: a range or a typed error,
//! never a panic; an error's column lies inside the text read, and a range prints back
//! to itself.
#![no_main]

use games_common::range::NumberRange;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match text.parse::<NumberRange<u64>>() {
        Ok(range) => {
            assert_eq!(range.to_string().parse::<NumberRange<u64>>(), Ok(range));
            if let Ok((first, last)) = range.bounds() {
                assert!(first <= last && range.contains(first) && range.contains(last));
            }
        }
        Err(e) => assert!(e.column >= 1 && e.column <= e.written.chars().count() + 1),
    }
    let _ = text.parse::<NumberRange<u16>>().map(|r| r.bounds());
});
