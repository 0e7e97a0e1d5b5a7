//! A deck read from text: one card per line, symbols as white-space-separated words, `#`
//! comments. Symbols are numbered in order of first appearance; every card remembers its
//! line, so reports can name lines and symbols.

use games_common::ParseError;
use games_common::input::{content_lines, tokens};
use std::collections::HashMap;

/// A deck as written in a file: cards of symbol numbers, the line of each card and the name
/// of each symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// The cards, in file order; each card lists symbol numbers as written (a repeated symbol
    /// stays repeated, so [`verify`](crate::verify()) can report it).
    pub cards: Vec<Vec<u32>>,
    /// The line (from 1) each card was read from.
    pub lines: Vec<usize>,
    /// The name of each symbol, indexed by symbol number (numbers follow first appearance).
    pub names: Vec<String>,
}

impl Deck {
    /// Reads a deck: one card per line, symbols separated by white space, `#` starts a
    /// comment, blank lines are skipped. A leading byte-order mark (as some editors write)
    /// is skipped, not read as part of the first symbol.
    ///
    /// # Errors
    /// A [`ParseError`] (line and column) when there is no card at all, or when a symbol
    /// starts with `+`: that prefix is kept for the new symbols [`complete`](crate::complete())
    /// invents.
    ///
    /// ```
    /// let deck = dobble::Deck::parse("# two cards\ncat dog\ndog owl\n").unwrap();
    /// assert_eq!(deck.cards, vec![vec![0, 1], vec![1, 2]]);
    /// assert_eq!(deck.lines, vec![2, 3]);
    /// assert_eq!(deck.names, ["cat", "dog", "owl"]);
    /// ```
    pub fn parse(text: &str) -> Result<Deck, ParseError<String>> {
        let mut deck = Deck {
            cards: Vec::new(),
            lines: Vec::new(),
            names: Vec::new(),
        };
        let mut numbers: HashMap<&str, u32> = HashMap::new();
        for line in content_lines(text) {
            let mut card = Vec::new();
            for (column, word) in tokens(line.text) {
                if word.starts_with('+') {
                    return Err(ParseError::new(
                        line.number,
                        column,
                        format!("symbol `{word}` starts with `+`, which is kept for new symbols"),
                    ));
                }
                let next = numbers.len() as u32;
                let number = *numbers.entry(word).or_insert(next);
                if number == next {
                    deck.names.push(word.to_owned());
                }
                card.push(number);
            }
            deck.cards.push(card);
            deck.lines.push(line.number);
        }
        if deck.cards.is_empty() {
            let line = text.lines().count().max(1);
            return Err(ParseError::new(line, 1, "the deck has no cards".to_owned()));
        }
        Ok(deck)
    }

    /// A deck of numbered symbols (names are the numbers), each card on its own line from 1.
    pub fn numbered(cards: Vec<Vec<u32>>) -> Deck {
        let width = cards.iter().flatten().max().map_or(0, |&m| m + 1);
        Deck {
            lines: (1..=cards.len()).collect(),
            names: (0..width).map(|s| s.to_string()).collect(),
            cards,
        }
    }

    /// The names of the symbols of a card, in byte order (how cards are printed).
    pub fn card_names(&self, card: &[u32]) -> Vec<&str> {
        let mut names: Vec<&str> = card
            .iter()
            .map(|&s| self.names[s as usize].as_str())
            .collect();
        names.sort_unstable();
        names
    }
}

/// Reads symbol names for a generated deck: one name a line (`#` comments, blank lines
/// skipped), the first `needed` of them.
///
/// # Errors
/// A [`ParseError`] for a line with more than one word, a name starting with `+`, a name
/// that repeats an earlier one, or fewer than `needed` names (at the last line).
///
/// ```
/// let names = dobble::parse_names("cat\ndog # a comment\nowl\n", 3).unwrap();
/// assert_eq!(names, ["cat", "dog", "owl"]);
/// let e = dobble::parse_names("cat\ndog\ncat\n", 3).unwrap_err();
/// assert_eq!(e.to_string(), "line 3, column 1: the name `cat` repeats line 1");
/// ```
pub fn parse_names(text: &str, needed: usize) -> Result<Vec<String>, ParseError<String>> {
    let mut names = Vec::new();
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for line in content_lines(text) {
        if names.len() == needed {
            break;
        }
        let mut words = tokens(line.text);
        let Some((column, name)) = words.next() else {
            continue;
        };
        if let Some((extra, _)) = words.next() {
            return Err(ParseError::new(
                line.number,
                extra,
                "one name a line: this line has a second word".to_owned(),
            ));
        }
        if name.starts_with('+') {
            return Err(ParseError::new(
                line.number,
                column,
                format!("name `{name}` starts with `+`, which is kept for new symbols"),
            ));
        }
        if let Some(first) = seen.insert(name, line.number) {
            return Err(ParseError::new(
                line.number,
                column,
                format!("the name `{name}` repeats line {first}"),
            ));
        }
        names.push(name.to_owned());
    }
    if names.len() == needed {
        return Ok(names);
    }
    let last = text.lines().count().max(1);
    Err(ParseError::new(
        last,
        1,
        format!(
            "the names end here: {} names, but the deck needs {needed}",
            names.len()
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn comments_blank_lines_and_numbers() {
        let deck = Deck::parse("a b c # first\n\n  c d e\n# end\n").unwrap();
        assert_eq!(deck.cards, vec![vec![0, 1, 2], vec![2, 3, 4]]);
        assert_eq!(deck.lines, vec![1, 3]);
        assert_eq!(deck.card_names(&[4, 0, 2]), ["a", "c", "e"]);
    }

    #[test]
    fn errors_say_where() {
        assert_eq!(
            Deck::parse("# nothing\n\n").unwrap_err(),
            ParseError::new(2, 1, "the deck has no cards".to_owned())
        );
        assert_eq!(
            Deck::parse("").unwrap_err(),
            ParseError::new(1, 1, "the deck has no cards".to_owned())
        );
        let e = Deck::parse("a b\nc  +1 d\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 4));
    }

    #[test]
    fn a_byte_order_mark_is_no_symbol() {
        assert_eq!(
            Deck::parse("\u{feff}a b\na c\n").unwrap(),
            Deck::parse("a b\na c\n").unwrap()
        );
        assert_eq!(parse_names("\u{feff}a\nb\n", 2).unwrap(), ["a", "b"]);
    }

    #[test]
    fn names_errors() {
        assert_eq!(
            parse_names("a\nb c\n", 2).unwrap_err(),
            ParseError::new(
                2,
                3,
                "one name a line: this line has a second word".to_owned()
            )
        );
        assert_eq!(
            parse_names("a\n\nb\n", 3).unwrap_err(),
            ParseError::new(
                3,
                1,
                "the names end here: 2 names, but the deck needs 3".to_owned()
            )
        );
        assert_eq!(parse_names("a\nb\nc\na\n", 3).unwrap(), ["a", "b", "c"]);
    }

    proptest! {
        /// Junk names never panic and errors point inside the input.
        #[test]
        fn junk_names_are_read_or_located(text in "[ab+# \\t\\né]{0,40}", needed in 0usize..5) {
            match parse_names(&text, needed) {
                Ok(names) => prop_assert_eq!(names.len(), needed),
                Err(e) => {
                    let lines: Vec<&str> = text.lines().collect();
                    prop_assert!(e.line >= 1 && e.line <= lines.len().max(1));
                    let width = lines.get(e.line - 1).map_or(0, |l| l.chars().count());
                    prop_assert!(e.column >= 1 && e.column <= width.max(1));
                }
            }
        }

        /// Junk never panics; an error points inside the input; a deck keeps every word.
        #[test]
        fn junk_is_read_or_located(text in "[ab+# \\t\\r\\né]{0,60}") {
            match Deck::parse(&text) {
                Ok(deck) => {
                    let words: usize = text
                        .lines()
                        .map(|l| l.split('#').next().unwrap_or("").split_whitespace().count())
                        .sum();
                    let read: usize = deck.cards.iter().map(Vec::len).sum();
                    prop_assert_eq!(read, words);
                    prop_assert_eq!(deck.cards.len(), deck.lines.len());
                    for card in &deck.cards {
                        prop_assert!(!card.is_empty());
                        for &s in card {
                            prop_assert!((s as usize) < deck.names.len());
                        }
                    }
                }
                Err(e) => {
                    let lines: Vec<&str> = text.lines().collect();
                    prop_assert!(e.line >= 1 && e.line <= lines.len().max(1));
                    let width = lines.get(e.line - 1).map_or(0, |l| l.chars().count());
                    prop_assert!(e.column >= 1 && e.column <= width.max(1));
                }
            }
        }
    }
}
