//! Finds the card missing from the real Dobble Kids box (30 of its 31 cards) through the
//! library alone, checks the completed deck, and compares it with the plane of order 5 the
//! library builds: `cargo run -p dobble --example complete_kids --no-default-features`.

use dobble::complete::Together;
use dobble::{Answer, Deck, FindOptions, NewSymbols, Verdict, complete, find_deck};

fn main() {
    let text = include_str!("dobble_kids.txt");
    let deck = match Deck::parse(text) {
        Ok(deck) => deck,
        Err(e) => return eprintln!("the box does not parse: {e}"),
    };
    match deck.verify() {
        Verdict::Valid(figures) => println!("the box: {figures}"),
        Verdict::Invalid(defect) => return eprintln!("the box is no deck: {defect}"),
    }

    let completion = match complete(&deck, NewSymbols::Forbidden, 100) {
        Ok(completion) => completion,
        Err(e) => return eprintln!("cannot complete the box: {e}"),
    };
    for card in &completion.candidates {
        println!("missing card: {}", card.join(" "));
    }
    if completion.together == Together::Complete {
        println!("with it the box is a complete deck");
    }

    // Add the missing cards as text and check the whole deck again.
    let mut completed = text.to_owned();
    for card in &completion.candidates {
        completed.push_str(&card.join(" "));
        completed.push('\n');
    }
    match Deck::parse(&completed).map(|deck| deck.verify()) {
        Ok(Verdict::Valid(figures)) => println!("the completed box: {figures}"),
        Ok(Verdict::Invalid(defect)) => println!("still invalid: {defect}"),
        Err(e) => println!("the completed box does not parse: {e}"),
    }

    // The library builds the same size of deck from scratch, over the field GF(5).
    if let Ok(Answer::Deck(plane)) = find_deck(6, FindOptions::default()) {
        println!(
            "built by {}: {} cards of {} symbols",
            plane.built,
            plane.cards.len(),
            plane.k
        );
    }
}
