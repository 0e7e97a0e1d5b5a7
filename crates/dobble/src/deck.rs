//! A deck read from text or built from named cards, and written back as text: one card per
//! line, `#` comments; a line's symbols are separated by white space, or by `;` on a line
//! that holds one (so that a name may hold spaces: `baby bottle; cat; four leaf clover`).
//! Symbols are numbered in order of first appearance; every card remembers its line, so
//! reports can name lines and symbols.

use crate::lookalike::{first_lookalike, shown};
use crate::verify::{DeckDefect, Verdict, verify};
/// The parse error of [`Deck::parse`] and [`parse_names`]: line, column and a kind.
pub use games_common::ParseError;
use games_common::input::{content_lines, tokens};
use std::collections::HashMap;

/// What is wrong in the text of a deck ([`Deck::parse`]), at the line and column of its
/// [`ParseError`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DeckErrorKind {
    /// The text holds no card (only comments and blank lines, or nothing).
    #[error("the deck has no cards")]
    NoCards,
    /// A symbol starts with `+`, the prefix kept for the new symbols of
    /// [`complete`](crate::complete()).
    #[error("symbol `{0}` starts with `+`, which is kept for new symbols")]
    ReservedSymbol(String),
    /// A symbol holds a control character (escape, bell, NUL, ...; a tab inside a name of
    /// a `;` line is allowed), which no picture or name shows and a terminal would act on.
    #[error("symbol `{0}` holds a control character")]
    ControlCharacter(String),
    /// A symbol written with other characters than a symbol before it, that Unicode reads
    /// as the same text (they are equal in normalization form C, as `é` and `e` with a
    /// combining accent): the two would print alike. Both are shown with the characters
    /// outside printable ASCII escaped.
    #[error(
        "symbol `{}` is symbol `{}` of line {earlier_line} written another way (Unicode normalization): the two would print alike",
        shown(.symbol),
        shown(.earlier)
    )]
    LookAlike {
        /// The symbol.
        symbol: String,
        /// The symbol before it that prints alike.
        earlier: String,
        /// The line (from 1) where that one first appears.
        earlier_line: usize,
    },
}

/// What is wrong in a list of symbol names ([`parse_names`]), at the line and column of its
/// [`ParseError`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NamesErrorKind {
    /// A name starts with `+`, the prefix kept for new symbols.
    #[error("name `{0}` starts with `+`, which is kept for new symbols")]
    ReservedName(String),
    /// A name a deck file cannot hold (see [`NameProblem`]).
    #[error("name `{name}` {problem}")]
    Unwritable {
        /// The name.
        name: String,
        /// Why a deck file cannot hold it.
        problem: NameProblem,
    },
    /// A name repeats the name on an earlier line.
    #[error("the name `{name}` repeats line {first_line}")]
    Repeated {
        /// The name.
        name: String,
        /// The line (from 1) where it first appears.
        first_line: usize,
    },
    /// A name written with other characters than a name before it, that Unicode reads as
    /// the same text (equal in normalization form C): the two would print alike.
    #[error(
        "the name `{}` is the name `{}` of line {first_line} written another way (Unicode normalization): the two would print alike",
        shown(.name),
        shown(.earlier)
    )]
    LookAlike {
        /// The name.
        name: String,
        /// The name before it that prints alike.
        earlier: String,
        /// The line (from 1) of that one.
        first_line: usize,
    },
    /// The text ends before enough names were read (the position is the last line).
    #[error("the names end here: {found} names, but the deck needs {needed}")]
    TooFew {
        /// How many names the text holds.
        found: usize,
        /// How many the deck needs.
        needed: usize,
    },
}

/// Why a deck file cannot hold a name ([`Deck::from_cards`], [`parse_names`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NameProblem {
    /// The name is empty.
    #[error("is empty")]
    Empty,
    /// The name starts or ends with white space, which a deck file does not keep.
    #[error("starts or ends with white space")]
    SurroundingSpace,
    /// The name holds `;` (which separates the names of a card) or `#` (which starts a
    /// comment).
    #[error("holds `{0}`, which a deck file reads as a separator or a comment")]
    Separator(char),
    /// The name holds a line break or another control character (a tab is allowed), or
    /// starts with a byte-order mark.
    #[error("holds a control character")]
    ControlCharacter,
    /// The name starts with `+`, the prefix kept for the new symbols of
    /// [`complete`](crate::complete()).
    #[error("starts with `+`, which is kept for new symbols")]
    Reserved,
}

/// Why [`Deck::from_cards`] refuses cards.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CardsError {
    /// There is no card.
    #[error("the deck has no cards")]
    NoCards,
    /// A card has no symbol (a deck file would not keep it).
    #[error("card {} has no symbol", card + 1)]
    EmptyCard {
        /// The card, from 0.
        card: usize,
    },
    /// A name written with other characters than a name of an earlier card (or before it
    /// on its card), that Unicode reads as the same text (equal in normalization form C):
    /// the two would print alike.
    #[error(
        "card {}: name `{}` is the name `{}` of card {} written another way (Unicode normalization): the two would print alike",
        card + 1,
        shown(.name),
        shown(.earlier),
        earlier_card + 1
    )]
    LookAlike {
        /// The card, from 0.
        card: usize,
        /// The name.
        name: String,
        /// The name before it that prints alike.
        earlier: String,
        /// The card of that one, from 0.
        earlier_card: usize,
    },
    /// A name a deck file cannot hold.
    #[error("card {}: name `{name}` {problem}", card + 1)]
    Name {
        /// The card, from 0.
        card: usize,
        /// The name.
        name: String,
        /// What is wrong with it.
        problem: NameProblem,
    },
}

/// Whether a deck file can hold `name` as a symbol, read back exactly: not empty, no white
/// space around it, no `;` or `#`, no control character but the tab, no leading
/// byte-order mark, no leading `+`.
///
/// ```
/// use dobble::deck::{NameProblem, check_name};
/// assert_eq!(check_name("four leaf clover"), Ok(()));
/// assert_eq!(check_name(" owl"), Err(NameProblem::SurroundingSpace));
/// assert_eq!(check_name("a;b"), Err(NameProblem::Separator(';')));
/// ```
///
/// # Errors
/// The first [`NameProblem`] found, in the order above.
pub fn check_name(name: &str) -> Result<(), NameProblem> {
    if name.is_empty() {
        return Err(NameProblem::Empty);
    }
    if name.trim() != name {
        return Err(NameProblem::SurroundingSpace);
    }
    if let Some(c) = name.chars().find(|&c| c == ';' || c == '#') {
        return Err(NameProblem::Separator(c));
    }
    if name.starts_with('\u{feff}') || name.contains(is_control) {
        return Err(NameProblem::ControlCharacter);
    }
    if name.starts_with('+') {
        return Err(NameProblem::Reserved);
    }
    Ok(())
}

/// A control character a name cannot hold: every one but the tab.
fn is_control(c: char) -> bool {
    c.is_control() && c != '\t'
}

/// Whether cards of these names are written with `;` between their symbols: when a name
/// holds white space (a line of white-space-separated names could not tell it apart).
pub fn needs_semicolons<'a>(names: impl IntoIterator<Item = &'a str>) -> bool {
    names.into_iter().any(|n| n.contains(char::is_whitespace))
}

/// One card as a line of a deck file (without the line break): its symbols separated by
/// single spaces, or with `semicolons` by `; ` (a card of one symbol then ends in `;`, so
/// that the line is still read with `;`).
///
/// ```
/// use dobble::deck::card_line;
/// assert_eq!(card_line(&["cat", "dog"], false), "cat dog");
/// assert_eq!(card_line(&["baby bottle", "cat"], true), "baby bottle; cat");
/// assert_eq!(card_line(&["baby bottle"], true), "baby bottle;");
/// ```
pub fn card_line<S: AsRef<str>>(card: &[S], semicolons: bool) -> String {
    let separator = if semicolons { "; " } else { " " };
    let mut line = String::new();
    for (i, symbol) in card.iter().enumerate() {
        if i > 0 {
            line.push_str(separator);
        }
        line.push_str(symbol.as_ref());
    }
    if semicolons && card.len() == 1 {
        line.push(';');
    }
    line
}

/// A deck file of `cards` (each the names of its symbols, written in the order given): one
/// card a line, with `;` between symbols on every line when any name holds white space
/// ([`needs_semicolons`]), single spaces otherwise. [`Deck::parse`] reads it back as the
/// same cards.
pub fn write_cards<S: AsRef<str>>(cards: &[Vec<S>]) -> String {
    let semicolons = needs_semicolons(cards.iter().flatten().map(AsRef::as_ref));
    let mut text = String::new();
    for card in cards {
        text.push_str(&card_line(card, semicolons));
        text.push('\n');
    }
    text
}

/// A parse error of a deck: line, column and a [`DeckErrorKind`].
pub type DeckParseError = ParseError<DeckErrorKind>;

/// A parse error of a list of names: line, column and a [`NamesErrorKind`].
pub type NamesParseError = ParseError<NamesErrorKind>;

/// A deck as written in a file: cards of symbol numbers, the line of each card and the name
/// of each symbol.
///
/// Symbols are numbered in order of first appearance; each card lists its symbols as
/// written (a repeated symbol stays repeated, so [`Deck::verify`] can report it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    cards: Vec<Vec<u32>>,
    lines: Vec<usize>,
    names: Vec<String>,
}

impl Deck {
    /// Reads a deck: one card per line, symbols separated by white space, `#` starts a
    /// comment, blank lines are skipped. A leading byte-order mark (as some editors write)
    /// is skipped, not read as part of the first symbol.
    ///
    /// # Errors
    /// A [`ParseError`] (line and column) when there is no card at all
    /// ([`DeckErrorKind::NoCards`]), or when a symbol starts with `+`
    /// ([`DeckErrorKind::ReservedSymbol`]): that prefix is kept for the new symbols
    /// [`complete`](crate::complete()) invents; or when a symbol holds a control character
    /// ([`DeckErrorKind::ControlCharacter`]), which a terminal or a file format would act on
    /// instead of showing it.
    ///
    /// ```
    /// let deck = dobble::Deck::parse("# two cards\ncat dog\ndog owl\n").unwrap();
    /// assert_eq!(deck.cards(), [vec![0, 1], vec![1, 2]]);
    /// assert_eq!(deck.lines(), [2, 3]);
    /// assert_eq!(deck.names(), ["cat", "dog", "owl"]);
    /// ```
    pub fn parse(text: &str) -> Result<Deck, DeckParseError> {
        let mut deck = Deck {
            cards: Vec::new(),
            lines: Vec::new(),
            names: Vec::new(),
        };
        let mut numbers = Numbering::default();
        // The line where each symbol first appears.
        let mut first_lines = Vec::new();
        for line in content_lines(text) {
            let mut card = Vec::new();
            // The same words as `tokens`, without counting columns: only an error needs one.
            for word in symbols_of(line.text) {
                if word.starts_with('+') {
                    let column = symbol_columns(line.text)
                        .find(|&(_, w)| w.starts_with('+'))
                        .map_or(1, |(column, _)| column);
                    return Err(ParseError::new(
                        line.number,
                        column,
                        DeckErrorKind::ReservedSymbol(word.to_owned()),
                    ));
                }
                if word.contains(is_control) {
                    // The column of the character itself.
                    let column = symbol_columns(line.text)
                        .find(|&(_, w)| w.contains(is_control))
                        .map_or(1, |(column, w)| {
                            column + w.chars().take_while(|&c| !is_control(c)).count()
                        });
                    return Err(ParseError::new(
                        line.number,
                        column,
                        DeckErrorKind::ControlCharacter(word.to_owned()),
                    ));
                }
                let number = numbers.of(word);
                if number as usize == deck.names.len() {
                    deck.names.push(word.to_owned());
                    first_lines.push(line.number);
                }
                card.push(number);
            }
            // A line of `;` alone holds no card.
            if !card.is_empty() {
                deck.cards.push(card);
                deck.lines.push(line.number);
            }
        }
        if deck.cards.is_empty() {
            let line = text.lines().count().max(1);
            return Err(ParseError::new(line, 1, DeckErrorKind::NoCards));
        }
        if let Some((earlier, later)) = first_lookalike(&deck.names) {
            let (number, symbol) = (first_lines[later], &deck.names[later]);
            let column = content_lines(text)
                .find(|line| line.number == number)
                .and_then(|line| symbol_columns(line.text).find(|&(_, w)| w == symbol.as_str()))
                .map_or(1, |(column, _)| column);
            return Err(ParseError::new(
                number,
                column,
                DeckErrorKind::LookAlike {
                    symbol: symbol.clone(),
                    earlier: deck.names[earlier].clone(),
                    earlier_line: first_lines[earlier],
                },
            ));
        }
        Ok(deck)
    }

    /// A deck of named cards, each card on its own line from 1 (as [`write_cards`] writes
    /// them, and [`Deck::parse`] reads them back): symbols numbered in order of first
    /// appearance, a repeated symbol kept (so that [`Deck::verify`] reports it).
    ///
    /// ```
    /// use dobble::Deck;
    /// let cards = vec![
    ///     vec!["baby bottle".to_owned(), "cat".to_owned()],
    ///     vec!["cat".to_owned(), "four leaf clover".to_owned()],
    /// ];
    /// let deck = Deck::from_cards(cards).unwrap();
    /// assert_eq!(deck.cards(), [vec![0, 1], vec![1, 2]]);
    /// assert_eq!(deck.to_text(), "baby bottle; cat\ncat; four leaf clover\n");
    /// assert_eq!(Deck::parse(&deck.to_text()).unwrap(), deck);
    /// ```
    ///
    /// # Errors
    /// [`CardsError`]: no card, a card without symbols, or a name a deck file cannot
    /// hold ([`check_name`]).
    pub fn from_cards(cards: Vec<Vec<String>>) -> Result<Deck, CardsError> {
        if cards.is_empty() {
            return Err(CardsError::NoCards);
        }
        let mut numbers: HashMap<String, u32> = HashMap::new();
        let mut names = Vec::new();
        // The card where each name first appears.
        let mut first_cards = Vec::new();
        let mut numbered = Vec::with_capacity(cards.len());
        for (i, card) in cards.into_iter().enumerate() {
            if card.is_empty() {
                return Err(CardsError::EmptyCard { card: i });
            }
            let mut symbols = Vec::with_capacity(card.len());
            for name in card {
                if let Some(&number) = numbers.get(&name) {
                    symbols.push(number);
                    continue;
                }
                if let Err(problem) = check_name(&name) {
                    return Err(CardsError::Name {
                        card: i,
                        name,
                        problem,
                    });
                }
                let number = u32::try_from(names.len()).unwrap_or(u32::MAX);
                numbers.insert(name.clone(), number);
                names.push(name);
                first_cards.push(i);
                symbols.push(number);
            }
            numbered.push(symbols);
        }
        if let Some((earlier, later)) = first_lookalike(&names) {
            return Err(CardsError::LookAlike {
                card: first_cards[later],
                name: names[later].clone(),
                earlier: names[earlier].clone(),
                earlier_card: first_cards[earlier],
            });
        }
        Ok(Deck {
            lines: (1..=numbered.len()).collect(),
            cards: numbered,
            names,
        })
    }

    /// The deck as a deck file ([`write_cards`]), each card's symbols in the deck's order.
    pub fn to_text(&self) -> String {
        let cards: Vec<Vec<&str>> = self
            .cards
            .iter()
            .map(|card| {
                card.iter()
                    .map(|&s| self.names[s as usize].as_str())
                    .collect()
            })
            .collect();
        write_cards(&cards)
    }

    /// Whether the deck's cards are written with `;` between symbols ([`needs_semicolons`]).
    pub fn needs_semicolons(&self) -> bool {
        needs_semicolons(self.names.iter().map(String::as_str))
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

    /// The same deck with symbol `s` named `names[s]` (as many names as symbols).
    pub(crate) fn rename(&mut self, names: Vec<String>) {
        debug_assert_eq!(names.len(), self.names.len());
        self.names = names;
    }

    /// The cards, in file order, as symbol numbers (indices into [`names`](Deck::names)).
    pub fn cards(&self) -> &[Vec<u32>] {
        &self.cards
    }

    /// The line (from 1) each card was read from.
    pub fn lines(&self) -> &[usize] {
        &self.lines
    }

    /// The name of each symbol, indexed by symbol number.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The names of the symbols of a card, in byte order (how cards are printed). Numbers
    /// that are no symbol of the deck are left out.
    pub fn card_names(&self, card: &[u32]) -> Vec<&str> {
        let mut names: Vec<&str> = card
            .iter()
            .filter_map(|&s| self.names.get(s as usize).map(String::as_str))
            .collect();
        names.sort_unstable();
        names
    }

    /// Every card as the names of its symbols, in byte order, cards in file order.
    pub fn named_cards(&self) -> Vec<Vec<String>> {
        self.cards
            .iter()
            .map(|card| {
                self.card_names(card)
                    .into_iter()
                    .map(str::to_owned)
                    .collect()
            })
            .collect()
    }

    /// Checks the deck ([`verify`](crate::verify())), telling its first defect by lines and
    /// symbol names.
    ///
    /// ```
    /// use dobble::{Deck, Verdict};
    /// use dobble::verify::DefectKind;
    ///
    /// let deck = Deck::parse("a b c\na d e\n# a comment\nb c f\n").unwrap();
    /// let Verdict::Invalid(defect) = deck.verify() else { panic!() };
    /// assert_eq!(defect.kind, DefectKind::SeveralCommonSymbols);
    /// assert_eq!(defect.lines, [1, 4]);
    /// assert_eq!(defect.symbols, ["b", "c"]);
    /// assert_eq!(defect.to_string(), "lines 1 and 4 share 2 symbols: b c");
    /// ```
    pub fn verify(&self) -> Verdict<DeckDefect> {
        match verify(&self.cards) {
            Verdict::Valid(figures) => Verdict::Valid(figures),
            Verdict::Invalid(d) => Verdict::Invalid(DeckDefect {
                kind: d.kind,
                lines: d.cards.iter().map(|&c| self.lines[c]).collect(),
                symbols: d
                    .symbols
                    .iter()
                    .map(|&s| self.names[s as usize].clone())
                    .collect(),
                sizes: d.sizes,
            }),
        }
    }
}

/// The symbols of a line: separated by `;` on a line that holds one (each trimmed of white
/// space, empty ones skipped), by white space otherwise ([`words`]).
fn symbols_of(text: &str) -> Box<dyn Iterator<Item = &str> + '_> {
    if text.contains(';') {
        Box::new(text.split(';').map(str::trim).filter(|s| !s.is_empty()))
    } else {
        Box::new(words(text))
    }
}

/// The symbols of a line, as [`symbols_of`], each with its column (in characters, from 1).
fn symbol_columns(text: &str) -> Box<dyn Iterator<Item = (usize, &str)> + '_> {
    if !text.contains(';') {
        return Box::new(tokens(text));
    }
    let mut from = 0;
    Box::new(text.split(';').filter_map(move |field| {
        let start = from;
        from += field.len() + 1;
        let trimmed = field.trim();
        if trimmed.is_empty() {
            return None;
        }
        let lead = field.len() - field.trim_start().len();
        Some((text[..start + lead].chars().count() + 1, trimmed))
    }))
}

/// The white-space-separated words of a line. A line of ASCII (as generated decks are) is
/// split byte by byte, at the ASCII characters that `char::is_whitespace` accepts; any
/// other line through `char::is_whitespace` itself. The order-127 deck is 11 MB of words.
fn words(text: &str) -> impl Iterator<Item = &str> {
    let ascii = text.is_ascii();
    let bytes = text.as_bytes();
    let space = move |i: usize| matches!(bytes[i], b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C);
    let mut at = 0;
    let mut other = text.split(char::is_whitespace).filter(|w| !w.is_empty());
    std::iter::from_fn(move || {
        if !ascii {
            return other.next();
        }
        while at < bytes.len() && space(at) {
            at += 1;
        }
        let from = at;
        while at < bytes.len() && !space(at) {
            at += 1;
        }
        // ASCII: every index is a character boundary.
        (from < at).then(|| text.get(from..at)).flatten()
    })
}

/// The numbers of a deck's symbols, in order of first appearance.
///
/// Words written as plain decimal numbers (as `dobble generate` prints them: digits, no
/// leading zero, below [`Numbering::DIRECT`]) are looked up by their value in a table;
/// other words in a hash map with hashbrown's hasher. The order-127 deck has 2 * 10^6
/// words: read through the table, they take a fraction of the time of hashing.
#[derive(Default)]
struct Numbering<'a> {
    /// By value: the symbol's number plus one, 0 for a value not seen yet.
    by_value: Vec<u32>,
    /// The other words.
    by_word: hashbrown::HashMap<&'a str, u32>,
    /// Symbols numbered so far.
    count: u32,
}

impl<'a> Numbering<'a> {
    /// Plain decimal numbers below this are looked up by value.
    const DIRECT: usize = 1 << 20;

    /// The number of `word`, a new one (the count so far) when it is new.
    fn of(&mut self, word: &'a str) -> u32 {
        let next = self.count;
        let number = match plain_number(word).filter(|&v| v < Self::DIRECT) {
            Some(value) => {
                if self.by_value.len() <= value {
                    self.by_value.resize((value + 1).next_power_of_two(), 0);
                }
                let slot = &mut self.by_value[value];
                if *slot == 0 {
                    *slot = next + 1;
                }
                *slot - 1
            }
            None => *self.by_word.entry(word).or_insert(next),
        };
        if number == next {
            self.count += 1;
        }
        number
    }
}

/// The value of a word written as a plain decimal number: ASCII digits, no leading zero
/// (so that `07` stays a word of its own), at most 9 digits.
fn plain_number(word: &str) -> Option<usize> {
    games_common::range::written_number(word, 9).and_then(|n| usize::try_from(n).ok())
}

/// Reads symbol names for a generated deck: one name a line, as written (spaces inside a
/// name are kept, white space around it is not; `#` comments and blank lines skipped),
/// the first `needed` of them.
///
/// # Errors
/// A [`ParseError`] for a name a deck file cannot hold (a `;`, a control character), a
/// name starting with `+`, a name that repeats an earlier one, or fewer than `needed`
/// names (at the last line); see [`NamesErrorKind`].
///
/// ```
/// let names = dobble::deck::parse_names("cat\n  baby bottle # a comment\nowl\n", 3).unwrap();
/// assert_eq!(names, ["cat", "baby bottle", "owl"]);
/// let e = dobble::deck::parse_names("cat\ndog\ncat\n", 3).unwrap_err();
/// assert_eq!(e.to_string(), "line 3, column 1: the name `cat` repeats line 1");
/// ```
pub fn parse_names(text: &str, needed: usize) -> Result<Vec<String>, NamesParseError> {
    let mut names = Vec::new();
    // The line and column of each name.
    let mut places = Vec::new();
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for line in content_lines(text) {
        if names.len() == needed {
            break;
        }
        let name = line.text.trim();
        if name.is_empty() {
            continue;
        }
        let lead = line.text.len() - line.text.trim_start().len();
        let column = line.text[..lead].chars().count() + 1;
        if let Err(problem @ (NameProblem::Separator(_) | NameProblem::ControlCharacter)) =
            check_name(name)
        {
            return Err(ParseError::new(
                line.number,
                column,
                NamesErrorKind::Unwritable {
                    name: name.to_owned(),
                    problem,
                },
            ));
        }
        if name.starts_with('+') {
            return Err(ParseError::new(
                line.number,
                column,
                NamesErrorKind::ReservedName(name.to_owned()),
            ));
        }
        if let Some(first_line) = seen.insert(name, line.number) {
            return Err(ParseError::new(
                line.number,
                column,
                NamesErrorKind::Repeated {
                    name: name.to_owned(),
                    first_line,
                },
            ));
        }
        names.push(name.to_owned());
        places.push((line.number, column));
    }
    if let Some((earlier, later)) = first_lookalike(&names) {
        let (line, column) = places[later];
        return Err(ParseError::new(
            line,
            column,
            NamesErrorKind::LookAlike {
                name: names[later].clone(),
                earlier: names[earlier].clone(),
                first_line: places[earlier].0,
            },
        ));
    }
    if names.len() == needed {
        return Ok(names);
    }
    let last = text.lines().count().max(1);
    Err(ParseError::new(
        last,
        1,
        NamesErrorKind::TooFew {
            found: names.len(),
            needed,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Names that Unicode reads as the same text (equal in NFC) are refused in a deck, in
    /// cards and in a list of names, both shown escaped; names that differ in case are not.
    #[test]
    fn names_that_print_alike_are_refused() {
        let (composed, decomposed) = ("caf\u{e9}", "cafe\u{301}");
        let e = Deck::parse(&format!("{composed} x\nx y\ny {decomposed}\n")).unwrap_err();
        assert_eq!((e.line, e.column), (3, 3));
        assert_eq!(
            e.kind,
            DeckErrorKind::LookAlike {
                symbol: decomposed.to_owned(),
                earlier: composed.to_owned(),
                earlier_line: 1
            }
        );
        assert_eq!(
            e.to_string(),
            "line 3, column 3: symbol `cafe\\u{301}` is symbol `caf\\u{e9}` of line 1 written \
             another way (Unicode normalization): the two would print alike"
        );
        // On a line of `;` too, where the column is the name's own.
        let e = Deck::parse("\u{c5}ngstr\u{f6}m; b\nb; A\u{30a}ngstro\u{308}m\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 4));
        assert!(Deck::parse("cat Cat\nCat dog\ndog cat\n").is_ok());
        let cards = vec![
            vec!["x".to_owned(), decomposed.to_owned()],
            vec![composed.to_owned(), "x".to_owned()],
        ];
        assert_eq!(
            Deck::from_cards(cards),
            Err(CardsError::LookAlike {
                card: 1,
                name: composed.to_owned(),
                earlier: decomposed.to_owned(),
                earlier_card: 0
            })
        );
        let e = parse_names(&format!("{composed}\n  {decomposed}\nowl\n"), 3).unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
        assert!(matches!(
            e.kind,
            NamesErrorKind::LookAlike { first_line: 1, .. }
        ));
    }

    #[test]
    fn comments_blank_lines_and_numbers() {
        let deck = Deck::parse("a b c # first\n\n  c d e\n# end\n").unwrap();
        assert_eq!(deck.cards(), [vec![0, 1, 2], vec![2, 3, 4]]);
        assert_eq!(deck.lines(), [1, 3]);
        assert_eq!(deck.card_names(&[4, 0, 2]), ["a", "c", "e"]);
    }

    #[test]
    fn errors_say_where() {
        assert_eq!(
            Deck::parse("# nothing\n\n").unwrap_err(),
            ParseError::new(2, 1, DeckErrorKind::NoCards)
        );
        assert_eq!(
            Deck::parse("").unwrap_err(),
            ParseError::new(1, 1, DeckErrorKind::NoCards)
        );
        let e = Deck::parse("a b\nc  +1 d\n").unwrap_err();
        assert_eq!(
            e,
            ParseError::new(2, 4, DeckErrorKind::ReservedSymbol("+1".into()))
        );
        assert_eq!(
            e.to_string(),
            "line 2, column 4: symbol `+1` starts with `+`, which is kept for new symbols"
        );
        // The column of the escape itself, in characters; a tab inside a `;` name is kept.
        assert_eq!(
            Deck::parse("a b\ncé  d\u{1b}[31m e\n").unwrap_err(),
            ParseError::new(2, 6, DeckErrorKind::ControlCharacter("d\u{1b}[31m".into()))
        );
        assert_eq!(
            Deck::parse("x; a\u{7}b\n").unwrap_err(),
            ParseError::new(1, 5, DeckErrorKind::ControlCharacter("a\u{7}b".into()))
        );
        assert_eq!(Deck::parse("x; a\tb\n").unwrap().names(), ["x", "a\tb"]);
    }

    #[test]
    fn semicolons_separate_names_with_spaces() {
        let deck = Deck::parse("baby bottle ;cat;  four leaf clover\n# c\ncat; dog\n;;\n").unwrap();
        assert_eq!(
            deck.names(),
            ["baby bottle", "cat", "four leaf clover", "dog"]
        );
        assert_eq!(deck.cards(), [vec![0, 1, 2], vec![1, 3]]);
        assert_eq!(deck.lines(), [1, 3]);
        // White-space lines beside `;` lines, each read its own way.
        let mixed = Deck::parse("a b\nc d; e\n").unwrap();
        assert_eq!(mixed.names(), ["a", "b", "c d", "e"]);
        let e = Deck::parse("a; b c;  +1\n").unwrap_err();
        assert_eq!(
            e,
            ParseError::new(1, 10, DeckErrorKind::ReservedSymbol("+1".into()))
        );
        assert_eq!(
            Deck::from_cards(vec![vec!["a".into()], vec!["b;c".into()]]),
            Err(CardsError::Name {
                card: 1,
                name: "b;c".into(),
                problem: NameProblem::Separator(';')
            })
        );
        assert_eq!(Deck::from_cards(vec![]), Err(CardsError::NoCards));
        assert_eq!(
            Deck::from_cards(vec![vec!["a".into()], vec![]]),
            Err(CardsError::EmptyCard { card: 1 })
        );
        assert_eq!(check_name("a\nb"), Err(NameProblem::ControlCharacter));
        assert_eq!(check_name("a\tb"), Ok(()));
        assert_eq!(check_name("+1"), Err(NameProblem::Reserved));
        assert_eq!(check_name(""), Err(NameProblem::Empty));
        // A card of one spaced name keeps its `;`, and reads back.
        let one = Deck::from_cards(vec![vec!["snow owl".into()]]).unwrap();
        assert_eq!(one.to_text(), "snow owl;\n");
        assert_eq!(Deck::parse(&one.to_text()).unwrap(), one);
        // Plain names stay plain.
        let plain = Deck::from_cards(vec![vec!["a".into(), "b".into()]]).unwrap();
        assert_eq!(plain.to_text(), "a b\n");
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
        assert_eq!(parse_names("a\n b  c \n", 2).unwrap(), ["a", "b  c"]);
        assert_eq!(
            parse_names("a\n b;c\n", 2).unwrap_err(),
            ParseError::new(
                2,
                2,
                NamesErrorKind::Unwritable {
                    name: "b;c".into(),
                    problem: NameProblem::Separator(';')
                }
            )
        );
        assert_eq!(
            parse_names("a\n\nb\n", 3).unwrap_err(),
            ParseError::new(
                3,
                1,
                NamesErrorKind::TooFew {
                    found: 2,
                    needed: 3
                }
            )
        );
        assert_eq!(
            parse_names("a\n+b\n", 2).unwrap_err(),
            ParseError::new(2, 1, NamesErrorKind::ReservedName("+b".into()))
        );
        assert_eq!(
            parse_names("a\nb\n a\n", 3).unwrap_err(),
            ParseError::new(
                3,
                2,
                NamesErrorKind::Repeated {
                    name: "a".into(),
                    first_line: 1
                }
            )
        );
        assert_eq!(parse_names("a\nb\nc\na\n", 3).unwrap(), ["a", "b", "c"]);
    }

    /// Names of one to five words (ASCII, accented and other scripts, long words), the
    /// words apart by one or two spaces or a tab.
    fn name() -> impl Strategy<Value = String> {
        let word = "[a-zA-Z0-9éüßøΩжλ漢字'&<>.-]{1,25}";
        (
            proptest::collection::vec(word, 1..=5),
            proptest::collection::vec(prop_oneof![Just(" "), Just("  "), Just("\t")], 4),
        )
            .prop_map(|(words, gaps)| {
                let mut name = String::new();
                for (i, w) in words.iter().enumerate() {
                    if i > 0 {
                        name.push_str(gaps[i - 1]);
                    }
                    name.push_str(w);
                }
                name
            })
            .prop_filter("not a new symbol", |n| !n.starts_with('+'))
    }

    proptest! {
        /// Any deck of such names, written by the library and read back, is the same deck:
        /// the same cards of the same names, every name as written.
        #[test]
        fn written_decks_read_back(
            pool in proptest::collection::vec(name(), 1..12),
            picks in proptest::collection::vec(proptest::collection::vec(any::<prop::sample::Index>(), 1..6), 1..8),
        ) {
            let cards: Vec<Vec<String>> = picks
                .iter()
                .map(|card| card.iter().map(|i| i.get(&pool).clone()).collect())
                .collect();
            let deck = Deck::from_cards(cards.clone()).unwrap();
            let text = deck.to_text();
            let read = Deck::parse(&text).unwrap();
            prop_assert_eq!(&read, &deck);
            // The names of each card, as given, in the order given.
            let named: Vec<Vec<String>> = read
                .cards()
                .iter()
                .map(|card| card.iter().map(|&s| read.names()[s as usize].clone()).collect())
                .collect();
            prop_assert_eq!(named, cards);
            // One line a card; `;` exactly when a name holds white space.
            prop_assert_eq!(text.lines().count(), picks.len());
            let spaced = pool.iter().any(|n| n.contains(char::is_whitespace));
            let used_spaced = deck.names().iter().any(|n| n.contains(char::is_whitespace));
            prop_assert!(!used_spaced || spaced);
            prop_assert_eq!(text.contains(';'), used_spaced);
        }

        /// A names file of such names reads back as written, whatever white space surrounds
        /// each line.
        #[test]
        fn names_read_as_written(
            names in proptest::collection::hash_set(name(), 1..20),
            pad in "[ \t]{0,3}",
        ) {
            let names: Vec<String> = names.into_iter().collect();
            let text: String = names.iter().map(|n| format!("{pad}{n}{pad}\n\n")).collect();
            prop_assert_eq!(parse_names(&text, names.len()).unwrap(), names);
        }

        /// A line's words, byte by byte or not, are those of `char::is_whitespace`: with
        /// tabs, vertical tabs, form feeds and carriage returns, and with non-ASCII letters
        /// and spaces (no-break, ideographic, next line) that send a line the other way.
        #[test]
        fn words_split_at_white_space(text in "[ab7\t\u{b}\u{c}\r \u{a0}\u{3000}\u{85}é]{0,30}") {
            let expected: Vec<&str> = text.split(char::is_whitespace).filter(|w| !w.is_empty()).collect();
            prop_assert_eq!(words(&text).collect::<Vec<_>>(), expected);
        }

        /// Junk names never panic and errors point inside the input; names read are
        /// names a deck file holds.
        #[test]
        fn junk_names_are_read_or_located(text in "[ab+#; \\t\\né\u{1}]{0,40}", needed in 0usize..5) {
            match parse_names(&text, needed) {
                Ok(names) => {
                    prop_assert_eq!(names.len(), needed);
                    for name in &names {
                        prop_assert_eq!(check_name(name), Ok(()));
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

        /// Symbols are numbered by first appearance, whether read by value or by hash:
        /// the same numbers as a plain map from words, also for words such as `07`, `7`
        /// and `0007`, which are three different symbols.
        #[test]
        fn numbers_by_first_appearance(text in "(([0-9]{1,3}|0[0-9]|x[0-9]|1048576|99999999999)[ \n]{1,2}){0,60}") {
            let deck = Deck::parse(&text);
            let mut names: Vec<&str> = Vec::new();
            let mut cards: Vec<Vec<u32>> = Vec::new();
            for line in text.lines() {
                let card: Vec<u32> = line
                    .split_whitespace()
                    .map(|w| match names.iter().position(|n| *n == w) {
                        Some(i) => i as u32,
                        None => {
                            names.push(w);
                            names.len() as u32 - 1
                        }
                    })
                    .collect();
                if !card.is_empty() {
                    cards.push(card);
                }
            }
            match deck {
                Ok(deck) => {
                    prop_assert_eq!(deck.cards(), &cards[..]);
                    prop_assert_eq!(deck.names(), &names[..]);
                }
                Err(e) => {
                    prop_assert!(cards.is_empty());
                    prop_assert_eq!(e.kind, DeckErrorKind::NoCards);
                }
            }
        }

        /// Junk never panics; an error points inside the input; a deck keeps every word
        /// (separated by `;` on a line that holds one, by white space elsewhere).
        #[test]
        fn junk_is_read_or_located(text in "[ab+#; \\t\\r\\né\u{a0}]{0,60}") {
            match Deck::parse(&text) {
                Ok(deck) => {
                    let words: usize = text
                        .lines()
                        .map(|l| {
                            let l = l.split('#').next().unwrap_or("");
                            if l.contains(';') {
                                l.split(';').filter(|w| !w.trim().is_empty()).count()
                            } else {
                                l.split_whitespace().count()
                            }
                        })
                        .sum();
                    let read: usize = deck.cards().iter().map(Vec::len).sum();
                    prop_assert_eq!(read, words);
                    prop_assert_eq!(deck.cards().len(), deck.lines().len());
                    for card in deck.cards() {
                        prop_assert!(!card.is_empty());
                        for &s in card {
                            prop_assert!((s as usize) < deck.names().len());
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
