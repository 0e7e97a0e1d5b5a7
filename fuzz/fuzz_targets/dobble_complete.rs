//! `complete` on small decks (at most 12 cards, at most 12 symbols) against the brute
//! force over every subset of the deck's symbols (`naive::complete_naive`).
#![no_main]

use arbitrary::Arbitrary;
use dobble::naive::complete_naive;
use dobble::{Deck, NewSymbols, Verdict, complete};
use dobble::complete::CompleteError;
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
struct Input {
    cards: Vec<Vec<u8>>,
    allow_new: bool,
}

fuzz_target!(|input: Input| {
    let cards: Vec<Vec<u32>> = input
        .cards
        .iter()
        .take(12)
        .map(|card| card.iter().take(6).map(|&s| u32::from(s % 12)).collect())
        .collect();
    if cards.is_empty() || cards.iter().any(Vec::is_empty) {
        return;
    }
    let deck = Deck::numbered(cards);
    let new_symbols = if input.allow_new {
        NewSymbols::Allowed
    } else {
        NewSymbols::Forbidden
    };
    // At most 2^12 subsets of symbols: far below the limit of candidates.
    match complete(&deck, new_symbols, 1 << 16) {
        Ok(completion) => assert_eq!(completion.candidates, complete_naive(&deck, new_symbols)),
        Err(CompleteError::InvalidDeck(_)) => {
            assert!(matches!(deck.verify(), Verdict::Invalid(_)));
        }
        Err(other) => panic!("{other} on a small deck"),
    }
});
