//! `verify` against the pairwise check by the definition (`naive::verify_naive`), on decks
//! of at most 16 cards of at most 8 symbols out of 24.
#![no_main]

use dobble::naive::verify_naive;
use dobble::verify;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|cards: Vec<Vec<u8>>| {
    let cards: Vec<Vec<u32>> = cards
        .iter()
        .take(16)
        .map(|card| card.iter().take(8).map(|&s| u32::from(s % 24)).collect())
        .collect();
    assert_eq!(verify(&cards), verify_naive(&cards), "{cards:?}");
});
