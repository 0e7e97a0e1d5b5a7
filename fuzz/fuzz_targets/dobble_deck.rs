//! Every text dobble reads as a deck or a list of symbol names: a value or a typed error;
//! an accepted deck holds no control character but the tab, and, written back one card a
//! line, reads as the same named cards.
#![no_main]

use arbitrary::Arbitrary;
use dobble::Deck;
use dobble::deck::parse_names;
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
struct Input<'a> {
    text: &'a str,
    needed: u8,
}

fuzz_target!(|input: Input<'_>| {
    if let Ok(deck) = Deck::parse(input.text) {
        assert_eq!(deck.cards().len(), deck.lines().len());
        let control = |c: char| c.is_control() && c != '\t';
        assert!(deck.names().iter().all(|name| !name.contains(control)));
        // As the library writes it (names with a space in `;` lines), after a comment
        // line, so that a symbol starting with a byte-order mark (possible on any line but
        // the first) keeps it.
        let written = format!("# written back\n{}", deck.to_text());
        let again = Deck::parse(&written).expect("a written deck reads back");
        assert_eq!(again.named_cards(), deck.named_cards());
        let _ = deck.verify();
    }
    let needed = usize::from(input.needed);
    if let Ok(names) = parse_names(input.text, needed) {
        assert_eq!(names.len(), needed);
    }
});
