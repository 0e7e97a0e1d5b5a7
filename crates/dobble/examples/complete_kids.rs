//! Finds the card missing from the real Dobble Kids box (30 of its 31 cards), checks the
//! completed deck, and prints it: `cargo run -p dobble --example complete_kids`.

use dobble::{Deck, Verdict, complete, verify};

fn main() {
    let deck = Deck::parse(include_str!("dobble_kids.txt")).expect("the box parses");
    let completion = complete(&deck, false, 100).expect("the box is a valid deck");
    for card in &completion.candidates {
        println!("missing card: {}", card.join(" "));
    }

    // Add the missing card and check the whole deck again.
    let mut cards = deck.cards.clone();
    for card in &completion.candidates {
        let numbers = card.iter().map(|name| {
            deck.names
                .iter()
                .position(|n| n == name)
                .expect("own symbols") as u32
        });
        cards.push(numbers.collect());
    }
    match verify(&cards) {
        Verdict::Valid(figures) => println!(
            "with it: {} cards of {} symbols, complete: {}",
            figures.cards, figures.symbols_per_card, figures.complete
        ),
        Verdict::Invalid(defect) => println!("still invalid: {defect:?}"),
    }
}
