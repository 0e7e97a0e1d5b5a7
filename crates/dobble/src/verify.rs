//! Checking a deck: every card has the same number of distinct symbols, and any two cards
//! share exactly one symbol.
//!
//! [`verify`] marks, for each card, the later cards it meets by walking the cards of each of
//! its symbols, one bit per card: a bit set twice is a pair sharing two symbols, a bit never
//! set a pair sharing none. The cost is the sum over symbols of the square of their card
//! counts (k^2 per symbol in a plane) instead of N^2 k. [`verify_naive`] compares all
//! pairs of cards by the definition; it is the test oracle and the benchmark baseline.

use std::fmt;

/// What is wrong with a deck. Serialized (feature `serde`) as `repeated_symbol`,
/// `wrong_size`, `no_common_symbol`, `several_common_symbols`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum DefectKind {
    /// A card shows a symbol twice.
    RepeatedSymbol,
    /// A card's size differs from the first card's.
    WrongSize,
    /// Two cards share no symbol.
    NoCommonSymbol,
    /// Two cards share more than one symbol.
    SeveralCommonSymbols,
}

/// The first violation found in cards of numbered symbols, by the order of [`verify`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Defect {
    /// What is wrong.
    pub kind: DefectKind,
    /// The cards involved (indices into the deck, ascending): one card for a repeated symbol;
    /// the first card and the offending card for a wrong size; the two cards of a pair.
    pub cards: Vec<usize>,
    /// The symbols involved: the repeated symbol; nothing for a wrong size or for two cards
    /// with no common symbol; the shared symbols, in the order of the first card.
    pub symbols: Vec<u32>,
    /// The number of symbols on each card of `cards`, in the same order.
    pub sizes: Vec<usize>,
}

/// The first violation found in a [`Deck`](crate::Deck), told in the deck's own terms: the
/// lines the cards were read from and the names of the symbols ([`Deck::verify`]).
///
/// Its `Display` says what is wrong in one sentence, such as `lines 1 and 5 share 2
/// symbols: b c`. Serialized (feature `serde`) as `{"kind":..,"lines":[..],"symbols":[..]}`.
///
/// [`Deck::verify`]: crate::Deck::verify
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct DeckDefect {
    /// What is wrong.
    pub kind: DefectKind,
    /// The lines (from 1) of the cards involved, in the order of [`Defect::cards`].
    pub lines: Vec<usize>,
    /// The names of the symbols involved, in the order of [`Defect::symbols`].
    pub symbols: Vec<String>,
    /// The number of symbols on each card involved, in the order of `lines`.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub sizes: Vec<usize>,
}

impl fmt::Display for DeckDefect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = |i: usize| self.lines.get(i).copied().unwrap_or_default();
        let size = |i: usize| self.sizes.get(i).copied().unwrap_or_default();
        let names = self.symbols.join(" ");
        match self.kind {
            DefectKind::RepeatedSymbol => write!(
                f,
                "line {} shows the symbol {names} more than once",
                line(0)
            ),
            DefectKind::WrongSize => write!(
                f,
                "line {} has {}, but the first card (line {}) has {}",
                line(1),
                Counted(size(1), "symbol"),
                line(0),
                size(0)
            ),
            DefectKind::NoCommonSymbol => {
                write!(f, "lines {} and {} share no symbol", line(0), line(1))
            }
            DefectKind::SeveralCommonSymbols => write!(
                f,
                "lines {} and {} share {} symbols: {names}",
                line(0),
                line(1),
                self.symbols.len()
            ),
        }
    }
}

/// `n` and a noun, with an `s` unless `n` is 1.
pub(crate) struct Counted<'a>(pub(crate) usize, pub(crate) &'a str);

impl fmt::Display for Counted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => write!(f, "1 {}", self.1),
            n => write!(f, "{n} {}s", self.1),
        }
    }
}

/// The figures of a valid deck.
///
/// Its `Display` sums them up in words, such as `30 cards, 6 symbols per card, 31 symbols;
/// not complete (a complete deck has 31 cards and 31 symbols)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Figures {
    /// Number of cards.
    pub cards: usize,
    /// Symbols on each card (k).
    pub symbols_per_card: usize,
    /// Number of distinct symbols.
    pub symbols: usize,
    /// Whether the deck is a whole projective plane: k^2 - k + 1 cards and as many symbols,
    /// so no card can be added.
    pub complete: bool,
}

impl Figures {
    /// The number of cards (and of symbols) of a complete deck with these cards' size:
    /// k^2 - k + 1 (0 for an empty deck).
    pub fn full_size(&self) -> usize {
        let k = self.symbols_per_card;
        if k == 0 { 0 } else { k * k - k + 1 }
    }
}

impl fmt::Display for Figures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = self.symbols_per_card;
        write!(
            f,
            "{}, {} per card, {}; ",
            Counted(self.cards, "card"),
            Counted(k, "symbol"),
            Counted(self.symbols, "symbol")
        )?;
        let full = self.full_size();
        match (self.complete, k) {
            (true, 1) => write!(f, "complete (k = 1: a single card of one symbol)"),
            (true, 2) => write!(f, "complete (order 1: the triangle)"),
            (true, _) => write!(f, "a complete projective plane of order {}", k - 1),
            (false, _) => write!(
                f,
                "not complete (a complete deck has {} and {})",
                Counted(full, "card"),
                Counted(full, "symbol")
            ),
        }
    }
}

/// A deck's verdict: its figures, or its first defect ([`Defect`] for cards of numbers,
/// [`DeckDefect`] for a [`Deck`](crate::Deck)).
///
/// Serialized (feature `serde`) as `{"valid":true,"cards":..,"symbols_per_card":..,
/// "symbols":..,"complete":..}` or `{"valid":false,"error":..}`.
///
/// A deck is valid or it is not, so this enum is exhaustive: matching on its two variants
/// stays correct in every release.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<D = Defect> {
    /// Every card has k distinct symbols and any two cards share exactly one.
    Valid(Figures),
    /// The first violation.
    Invalid(D),
}

impl<D> Verdict<D> {
    /// Whether the deck is valid.
    pub fn is_valid(&self) -> bool {
        matches!(self, Verdict::Valid(_))
    }
}

#[cfg(feature = "serde")]
impl<D: serde::Serialize> serde::Serialize for Verdict<D> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        match self {
            Verdict::Valid(f) => {
                let mut s = serializer.serialize_struct("Verdict", 5)?;
                s.serialize_field("valid", &true)?;
                s.serialize_field("cards", &f.cards)?;
                s.serialize_field("symbols_per_card", &f.symbols_per_card)?;
                s.serialize_field("symbols", &f.symbols)?;
                s.serialize_field("complete", &f.complete)?;
                s.end()
            }
            Verdict::Invalid(d) => {
                let mut s = serializer.serialize_struct("Verdict", 2)?;
                s.serialize_field("valid", &false)?;
                s.serialize_field("error", d)?;
                s.end()
            }
        }
    }
}

/// Checks a deck (symbols are numbers; memory grows with the largest one).
///
/// Violations are reported in a fixed order: card defects first (in card order; within a
/// card a repeated symbol before a wrong size), then pair defects, the first pair in card
/// order (lowest first card, then lowest second card). An empty deck is valid, with no
/// cards.
///
/// ```
/// use dobble::{verify, DefectKind, Verdict};
///
/// let triangle = vec![vec![0, 1], vec![0, 2], vec![1, 2]];
/// let Verdict::Valid(figures) = verify(&triangle) else { panic!() };
/// assert!(figures.complete);
///
/// let Verdict::Invalid(defect) = verify(&[vec![0, 1], vec![2, 3]]) else { panic!() };
/// assert_eq!(defect.kind, DefectKind::NoCommonSymbol);
/// assert_eq!(defect.cards, [0, 1]);
/// ```
pub fn verify(cards: &[Vec<u32>]) -> Verdict {
    if let Some(defect) = card_defect(cards) {
        return Verdict::Invalid(defect);
    }
    // The cards of every symbol, ascending (compressed rows).
    let width = cards.iter().flatten().max().map_or(0, |&m| m as usize + 1);
    let mut start = vec![0usize; width + 1];
    for &s in cards.iter().flatten() {
        start[s as usize + 1] += 1;
    }
    for s in 0..width {
        start[s + 1] += start[s];
    }
    let mut holders = vec![0u32; start[width]];
    let mut cursor = start.clone();
    for (c, card) in cards.iter().enumerate() {
        for &s in card {
            holders[cursor[s as usize]] = c as u32;
            cursor[s as usize] += 1;
        }
    }
    // `next[s]`: where the cards of `s` after the current card begin. `seen`: the later
    // cards met so far by the current card, one bit each.
    let mut next = start.clone();
    let mut seen = vec![0u64; cards.len().div_ceil(64)];
    for (a, card) in cards.iter().enumerate() {
        seen.fill(0);
        let mut several = false;
        for &s in card {
            let s = s as usize;
            next[s] += 1;
            for &b in &holders[next[s]..start[s + 1]] {
                let (word, bit) = (b as usize / 64, 1u64 << (b % 64));
                several |= seen[word] & bit != 0;
                seen[word] |= bit;
            }
        }
        let met: usize = seen.iter().map(|w| w.count_ones() as usize).sum();
        if several || met != cards.len() - a - 1 {
            return Verdict::Invalid(first_pair_defect(cards, a));
        }
    }
    Verdict::Valid(figures(
        cards,
        start.windows(2).filter(|w| w[1] > w[0]).count(),
    ))
}

/// Checks a deck by the definition, comparing every pair of cards symbol by symbol
/// (N^2 k^2 work). Same answers as [`verify`](crate::verify()); the test oracle and
/// benchmark baseline.
#[cfg(any(test, feature = "naive"))]
// Public through `dobble::naive` with feature `naive`; otherwise only the tests use it.
#[cfg_attr(not(feature = "naive"), allow(unreachable_pub))]
pub fn verify_naive(cards: &[Vec<u32>]) -> Verdict {
    if let Some(defect) = card_defect(cards) {
        return Verdict::Invalid(defect);
    }
    for a in 0..cards.len() {
        for b in a + 1..cards.len() {
            let shared = cards[a].iter().filter(|s| cards[b].contains(s)).count();
            if shared != 1 {
                return Verdict::Invalid(pair_defect(cards, a, b));
            }
        }
    }
    let mut seen: Vec<u32> = cards.iter().flatten().copied().collect();
    seen.sort_unstable();
    seen.dedup();
    Verdict::Valid(figures(cards, seen.len()))
}

fn card_defect(cards: &[Vec<u32>]) -> Option<Defect> {
    let k = cards.first().map_or(0, Vec::len);
    for (c, card) in cards.iter().enumerate() {
        let repeated = card
            .iter()
            .enumerate()
            .find(|&(i, s)| card[..i].contains(s));
        if let Some((_, &s)) = repeated {
            return Some(Defect {
                kind: DefectKind::RepeatedSymbol,
                cards: vec![c],
                symbols: vec![s],
                sizes: vec![card.len()],
            });
        }
        if card.len() != k {
            return Some(Defect {
                kind: DefectKind::WrongSize,
                cards: vec![0, c],
                symbols: Vec::new(),
                sizes: vec![k, card.len()],
            });
        }
    }
    None
}

/// The pair defect of card `a` with the first later card it does not meet exactly once.
fn first_pair_defect(cards: &[Vec<u32>], a: usize) -> Defect {
    let shared = |b: &usize| cards[a].iter().filter(|s| cards[*b].contains(s)).count();
    let b = (a + 1..cards.len())
        .find(|b| shared(b) != 1)
        .unwrap_or(a + 1);
    pair_defect(cards, a, b)
}

fn pair_defect(cards: &[Vec<u32>], a: usize, b: usize) -> Defect {
    let symbols: Vec<u32> = cards[a]
        .iter()
        .copied()
        .filter(|s| cards[b].contains(s))
        .collect();
    Defect {
        kind: if symbols.is_empty() {
            DefectKind::NoCommonSymbol
        } else {
            DefectKind::SeveralCommonSymbols
        },
        cards: vec![a, b],
        symbols,
        sizes: vec![cards[a].len(), cards[b].len()],
    }
}

fn figures(cards: &[Vec<u32>], symbols: usize) -> Figures {
    let k = cards.first().map_or(0, Vec::len);
    let full = k * k - k + 1;
    Figures {
        cards: cards.len(),
        symbols_per_card: k,
        symbols,
        complete: k > 0 && cards.len() == full && symbols == full,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn invalid(cards: &[Vec<u32>]) -> Defect {
        match verify(cards) {
            Verdict::Invalid(d) => d,
            Verdict::Valid(f) => panic!("valid: {f:?}"),
        }
    }

    #[test]
    fn card_defects_come_first() {
        // Cards 0 and 1 share nothing, but card 2 repeats a symbol.
        let d = invalid(&[vec![0, 1], vec![2, 3], vec![4, 4]]);
        assert_eq!(
            (d.kind, d.cards, d.symbols),
            (DefectKind::RepeatedSymbol, vec![2], vec![4])
        );
        let d = invalid(&[vec![0, 1], vec![2, 3], vec![0, 2, 5]]);
        assert_eq!((d.kind, d.cards), (DefectKind::WrongSize, vec![0, 2]));
    }

    #[test]
    fn first_pair_in_card_order() {
        // (0,1) fine, (0,2) share two, (1,2) share none: (0,2) is first.
        let d = invalid(&[vec![0, 1, 2], vec![0, 3, 4], vec![1, 2, 5]]);
        assert_eq!(d.kind, DefectKind::SeveralCommonSymbols);
        assert_eq!((d.cards, d.symbols), (vec![0, 2], vec![1, 2]));
        let d = invalid(&[vec![0, 1], vec![0, 2], vec![3, 4], vec![0, 3]]);
        assert_eq!((d.kind, d.cards), (DefectKind::NoCommonSymbol, vec![0, 2]));
    }

    #[test]
    fn figures_of_valid_decks() {
        let fano = crate::plane::tests::plane_of_order(2);
        assert_eq!(
            verify(&fano),
            Verdict::Valid(Figures {
                cards: 7,
                symbols_per_card: 3,
                symbols: 7,
                complete: true
            })
        );
        assert_eq!(
            verify(&fano[1..]),
            Verdict::Valid(Figures {
                cards: 6,
                symbols_per_card: 3,
                symbols: 7,
                complete: false
            })
        );
        assert_eq!(
            verify(&[]),
            Verdict::Valid(Figures {
                cards: 0,
                symbols_per_card: 0,
                symbols: 0,
                complete: false
            })
        );
    }

    /// Small decks with some structure: planes with cards removed and symbols changed.
    fn mutated_plane() -> impl Strategy<Value = Vec<Vec<u32>>> {
        (
            prop_oneof![Just(2u32), Just(3), Just(4), Just(5)],
            any::<u64>(),
            0usize..4,
        )
            .prop_map(|(k, seed, edits)| {
                use rand::{Rng, SeedableRng, seq::SliceRandom};
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let mut cards = crate::plane::tests::plane_of_order(k - 1);
                cards.shuffle(&mut rng);
                cards.truncate(rng.random_range(0..=cards.len()));
                let n = k * k - k + 2;
                for _ in 0..edits {
                    if cards.is_empty() {
                        break;
                    }
                    let c = rng.random_range(0..cards.len());
                    if cards[c].is_empty() {
                        continue;
                    }
                    match rng.random_range(0..3) {
                        0 => {
                            let i = rng.random_range(0..cards[c].len());
                            cards[c][i] = rng.random_range(0..n);
                        }
                        1 => {
                            cards[c].pop();
                        }
                        _ => cards[c].push(rng.random_range(0..n)),
                    }
                }
                cards
            })
    }

    proptest! {
        /// The fast check agrees with the definition, defect for defect.
        #[test]
        fn fast_agrees_with_naive(cards in mutated_plane()) {
            prop_assert_eq!(verify(&cards), verify_naive(&cards));
        }

        /// ... also on random junk decks.
        #[test]
        fn fast_agrees_with_naive_on_junk(
            cards in proptest::collection::vec(proptest::collection::vec(0u32..8, 0..4), 0..8)
        ) {
            prop_assert_eq!(verify(&cards), verify_naive(&cards));
        }
    }
}
