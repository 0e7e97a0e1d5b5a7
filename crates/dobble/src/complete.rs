//! Completing a deck: every card of k symbols that shares exactly one symbol with every card
//! of the deck.
//!
//! This is an exact cover problem. The items are the deck's cards, each to be covered exactly
//! once; a symbol covers the cards that show it. A new card is a set of symbols whose card
//! sets partition the deck, k of them; with new symbols allowed, m <= k deck symbols that
//! partition the deck plus k - m new symbols `+1`, `+2`, .... The search always branches on
//! the first card not yet covered, over the symbols of that card whose cards are all still
//! uncovered, so every cover is found exactly once.

use crate::deck::Deck;
use crate::verify::{DeckDefect, Holders, Verdict, verify};

/// Whether [`complete`] may use symbols the deck does not have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum NewSymbols {
    /// Only the deck's own symbols.
    #[default]
    Forbidden,
    /// Also new symbols `+1`, `+2`, ...: cards of m < k deck symbols completed with k - m
    /// new ones, such as the cards of a symbol whose every card was lost.
    Allowed,
}

/// What the deck and all candidates of a [`Completion`] make together. Serialized (feature
/// `serde`) as `conflicting`, `compatible` or `complete`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Together {
    /// Some candidates conflict with each other: not all of them can be added.
    Conflicting,
    /// They fit together, but do not make a complete projective plane (then, since every
    /// card of any completion is a candidate, the deck can never be completed with these
    /// symbols). Also the answer when there is no candidate.
    Compatible,
    /// They make a complete projective plane.
    Complete,
}

/// The answer of [`complete`].
///
/// Serialized (feature `serde`) as `{"k":..,"candidates":[[..],..],"together":..}`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Completion {
    /// Symbols per card.
    pub k: usize,
    /// Every card that meets each card of the deck exactly once, symbols in byte order, cards
    /// in order. New symbols are named `+1`, `+2`, ... and the same name means the same
    /// new symbol in every candidate.
    pub candidates: Vec<Vec<String>>,
    /// What the deck and all candidates make together.
    pub together: Together,
}

impl Completion {
    /// The number of cards of a complete deck with k symbols per card: k^2 - k + 1 (0 for
    /// k = 0, an empty deck).
    pub fn full_size(&self) -> usize {
        let k = self.k;
        if k == 0 { 0 } else { k * k - k + 1 }
    }

    /// Whether the deck and all candidates together still form a valid deck.
    pub fn compatible(&self) -> bool {
        self.together != Together::Conflicting
    }

    /// Whether the deck and all candidates together form a complete projective plane.
    pub fn completes(&self) -> bool {
        self.together == Together::Complete
    }
}

/// Why [`complete`] cannot answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CompleteError {
    /// The deck itself breaks the rules (its first defect, as [`Deck::verify`] reports it).
    #[error("not a valid deck: {0}")]
    InvalidDeck(DeckDefect),
    /// More candidates than the limit.
    #[error("more than {0} candidate cards")]
    TooMany(usize),
    /// The candidates would show more than [`MAX_CANDIDATE_SYMBOLS`] symbols in all (wide
    /// cards with [`NewSymbols::Allowed`]: k candidates of k symbols each).
    #[error("the candidate cards would show more than {0} symbols in all")]
    TooBig(usize),
}

/// The most symbols, over all candidates together, that [`complete`] collects.
pub const MAX_CANDIDATE_SYMBOLS: usize = 10_000_000;

/// Every card that could be added to `deck` (see the module docs), at most `limit` of them.
///
/// # Errors
/// [`CompleteError::InvalidDeck`] when the deck is invalid, [`CompleteError::TooMany`] when
/// there are more than `limit` candidates, [`CompleteError::TooBig`] when they would show
/// more than [`MAX_CANDIDATE_SYMBOLS`] symbols in all.
///
/// ```
/// use dobble::{complete, Deck, NewSymbols};
/// use dobble::complete::Together;
///
/// let deck = Deck::parse("a b c\na d e\nb d f\nc e f\na f g\nb e g\n").unwrap();
/// let completion = complete(&deck, NewSymbols::Forbidden, 100).unwrap();
/// assert_eq!(completion.candidates, [["c", "d", "g"]]);
/// assert_eq!(completion.together, Together::Complete);
/// ```
pub fn complete(
    deck: &Deck,
    new_symbols: NewSymbols,
    limit: usize,
) -> Result<Completion, CompleteError> {
    if let Verdict::Invalid(defect) = deck.verify() {
        return Err(CompleteError::InvalidDeck(defect));
    }
    let allow_new = new_symbols == NewSymbols::Allowed;
    let k = deck.cards().first().map_or(0, Vec::len);
    // The cards of each symbol as lists, not bit sets: memory linear in the deck, even
    // for many cards and many symbols (a star of 100,000 cards through one symbol).
    let covers = Holders::new(deck.cards(), deck.names().len());
    // Symbols by card count, largest first, for the bound in `Search::cover`.
    let counts: Vec<usize> = (0..deck.names().len())
        .map(|s| covers.of(s).len())
        .collect();
    let mut by_count: Vec<u32> = (0..deck.names().len() as u32).collect();
    by_count.sort_by_key(|&s| std::cmp::Reverse(counts[s as usize]));
    let mut search = Search {
        deck,
        covers: &covers,
        counts: &counts,
        by_count: &by_count,
        k,
        allow_new,
        limit,
        chosen: Vec::new(),
        found: Vec::new(),
        too_big: false,
    };
    let cards = deck.cards().len();
    let mut uncovered = vec![u64::MAX; cards.div_ceil(64)];
    if let Some(last) = uncovered.last_mut() {
        *last >>= (64 - cards % 64) % 64;
    }
    if !search.cover(&mut uncovered, cards) {
        return Err(match search.too_big {
            true => CompleteError::TooBig(MAX_CANDIDATE_SYMBOLS),
            false => CompleteError::TooMany(limit),
        });
    }
    let mut found = search.found;
    // With one symbol per card, the card {s} meets every card of a deck of {s}'s once: it is
    // the deck's own card again, not a new one (for k >= 2 a card meets itself k times).
    if k == 1 {
        found.retain(|(symbols, new)| *new > 0 || !deck.cards().contains(symbols));
    }

    // Number new symbols after the deck's, then check the deck with all candidates.
    let old = deck.names().len() as u32;
    let mut all = deck.cards().to_vec();
    all.extend(found.iter().map(|(symbols, new)| {
        symbols
            .iter()
            .copied()
            .chain(old..old + new)
            .collect::<Vec<u32>>()
    }));
    let together = match verify(&all) {
        Verdict::Valid(f) if f.complete => Together::Complete,
        Verdict::Valid(_) => Together::Compatible,
        Verdict::Invalid(_) => Together::Conflicting,
    };
    let mut candidates: Vec<Vec<String>> = found
        .iter()
        .map(|(symbols, new)| {
            let mut card: Vec<String> = symbols
                .iter()
                .map(|&s| deck.names()[s as usize].clone())
                .chain((1..=*new).map(|i| format!("+{i}")))
                .collect();
            card.sort_unstable();
            card
        })
        .collect();
    candidates.sort_unstable();
    Ok(Completion {
        k,
        candidates,
        together,
    })
}

/// The state of the exact-cover search.
struct Search<'a> {
    deck: &'a Deck,
    /// For each symbol, the cards showing it.
    covers: &'a Holders,
    /// For each symbol, the number of cards showing it.
    counts: &'a [usize],
    /// The symbols, largest `counts` first.
    by_count: &'a [u32],
    k: usize,
    allow_new: bool,
    limit: usize,
    chosen: Vec<u32>,
    /// Each candidate: its deck symbols and its number of new symbols.
    found: Vec<(Vec<u32>, u32)>,
    /// Whether the search stopped at [`MAX_CANDIDATE_SYMBOLS`].
    too_big: bool,
}

impl Search<'_> {
    /// Extends the chosen symbols to every exact cover of `uncovered` (`left` cards); `false`
    /// once more than `limit` candidates are found.
    fn cover(&mut self, uncovered: &mut [u64], left: usize) -> bool {
        let first = uncovered
            .iter()
            .enumerate()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize);
        let Some(first) = first else {
            if self.allow_new || self.chosen.len() == self.k {
                if self.found.len() == self.limit {
                    return false;
                }
                if (self.found.len() + 1) * self.k > MAX_CANDIDATE_SYMBOLS {
                    self.too_big = true;
                    return false;
                }
                let new = (self.k - self.chosen.len()) as u32;
                self.found.push((self.chosen.clone(), new));
            }
            return true;
        };
        // Each symbol still to choose covers cards of its own, one at least: without new
        // symbols exactly k - chosen more are needed, so no more than the cards left. (Two
        // cards of 100,001 symbols would otherwise try every pair of their symbols.)
        let wanted = self.k - self.chosen.len();
        if wanted == 0 || (!self.allow_new && wanted > left) || !self.can_cover(uncovered, left) {
            return true;
        }
        for &s in &self.deck.cards()[first] {
            let cover = self.covers.of(s as usize);
            if all_in(cover, uncovered) {
                cover
                    .iter()
                    .for_each(|&c| uncovered[c as usize / 64] &= !bit(c));
                self.chosen.push(s);
                let going = self.cover(uncovered, left - self.counts[s as usize]);
                self.chosen.pop();
                cover
                    .iter()
                    .for_each(|&c| uncovered[c as usize / 64] |= bit(c));
                if !going {
                    return false;
                }
            }
        }
        true
    }

    /// Whether the at most k - chosen symbols still to choose could cover `uncovered`: each
    /// covers only uncovered cards, so at most as many as the largest such symbol. This
    /// prunes decks whose cards can be covered only one by one (all cards through one
    /// symbol, k + 1 of them), which would otherwise try (k - 1)^k dead ends. Only the
    /// first symbols by card count are looked at (a few bit-set tests per node); beyond
    /// them the answer is a cautious yes.
    fn can_cover(&self, uncovered: &[u64], left: usize) -> bool {
        const LOOKED_AT: usize = 4;
        let slots = self.k - self.chosen.len();
        for &s in self.by_count.iter().take(LOOKED_AT) {
            if slots * self.counts[s as usize] < left {
                // Neither this symbol nor any later (smaller) one is large enough.
                return false;
            }
            if all_in(self.covers.of(s as usize), uncovered) {
                return true;
            }
        }
        true
    }
}

/// The bit of card `c` in its word of a bit set.
fn bit(c: u32) -> u64 {
    1 << (c % 64)
}

/// Whether every card of `cards` is in the bit set `set`.
fn all_in(cards: &[u32], set: &[u64]) -> bool {
    cards.iter().all(|&c| set[c as usize / 64] & bit(c) != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::naive::{complete_naive, verify_naive};
    use crate::plane::tests::plane_of_order;
    use proptest::prelude::*;
    use rand::{SeedableRng, seq::SliceRandom};

    fn new_symbols(allow_new: bool) -> NewSymbols {
        if allow_new {
            NewSymbols::Allowed
        } else {
            NewSymbols::Forbidden
        }
    }

    /// The deck and candidates, checked pair by pair by the definition.
    fn compatible_by_definition(deck: &Deck, candidates: &[Vec<String>]) -> bool {
        let names: Vec<String> = deck.names().to_vec();
        let mut all = deck.cards().to_vec();
        for card in candidates {
            all.push(
                card.iter()
                    .map(|name| match names.iter().position(|n| n == name) {
                        Some(s) => s as u32,
                        None => 1000 + name[1..].parse::<u32>().unwrap(),
                    })
                    .collect(),
            );
        }
        matches!(verify_naive(&all), Verdict::Valid(_))
    }

    /// Two cards of 100,001 symbols sharing one. A candidate of 100,001 deck symbols would
    /// meet the two cards 100,001 times together, not twice: there is none, found without
    /// trying the 10^10 pairs of their symbols. With new symbols every pair of a symbol of
    /// each card is a candidate, and the limit stops the count.
    #[test]
    fn two_very_wide_cards_are_answered_without_trying_every_pair() {
        let k = 100_001;
        let card = |side: &str| {
            let mut symbols: Vec<String> = (1..k).map(|i| format!("{side}{i}")).collect();
            symbols.push("x".to_owned());
            symbols.join(" ")
        };
        let deck = Deck::parse(&format!("{}\n{}\n", card("a"), card("b"))).unwrap();
        let completion = complete(&deck, NewSymbols::Forbidden, 10).unwrap();
        assert_eq!(completion.candidates, Vec::<Vec<String>>::new());
        assert_eq!(
            complete(&deck, NewSymbols::Allowed, 10),
            Err(CompleteError::TooMany(10))
        );
    }

    proptest! {
        /// Planes of order 2, 3, 4 with random cards removed: the exact cover finds what
        /// brute force over all symbol subsets finds.
        #[test]
        fn agrees_with_brute_force(q in 2u32..=4, seed in any::<u64>(), allow_new in any::<bool>()) {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut cards = plane_of_order(q);
            cards.shuffle(&mut rng);
            let keep = rand::Rng::random_range(&mut rng, 1..=cards.len());
            cards.truncate(keep);
            let deck = Deck::numbered(cards);
            let Ok(completion) = complete(&deck, new_symbols(allow_new), 1 << 20) else {
                return Err(TestCaseError::fail("no answer"));
            };
            prop_assert_eq!(&completion.candidates, &complete_naive(&deck, new_symbols(allow_new)));
            prop_assert_eq!(
                completion.compatible(),
                compatible_by_definition(&deck, &completion.candidates)
            );
        }
    }

    #[test]
    fn dobble_kids_misses_one_card() {
        let deck = Deck::parse(include_str!("../tests/fixtures/dobble_kids.txt")).unwrap();
        let completion = complete(&deck, NewSymbols::Forbidden, 100).unwrap();
        assert_eq!(
            completion.candidates,
            complete_naive(&deck, NewSymbols::Forbidden)
        );
        assert_eq!(completion.candidates.len(), 1);
        assert_eq!(completion.together, Together::Complete);
    }

    #[test]
    fn a_lost_symbol_comes_back_as_new() {
        // The Fano plane without the three cards of symbol 6.
        let cards: Vec<Vec<u32>> = plane_of_order(2)
            .into_iter()
            .filter(|c| !c.contains(&6))
            .collect();
        let deck = Deck::numbered(cards);
        assert!(
            complete(&deck, NewSymbols::Forbidden, 100)
                .unwrap()
                .candidates
                .is_empty()
        );
        let completion = complete(&deck, NewSymbols::Allowed, 100).unwrap();
        assert_eq!(
            completion.candidates,
            complete_naive(&deck, NewSymbols::Allowed)
        );
        assert_eq!(
            completion.candidates,
            [["+1", "0", "1"], ["+1", "2", "3"], ["+1", "4", "5"]]
        );
        assert!(completion.completes() && completion.compatible());
    }

    #[test]
    fn one_more_card_and_never_complete() {
        // Three Fano cards without symbol 6: {1, 3, 4} fits, and then nothing more does.
        let deck = Deck::numbered(vec![vec![0, 2, 4], vec![0, 3, 5], vec![1, 2, 5]]);
        let completion = complete(&deck, NewSymbols::Forbidden, 100).unwrap();
        assert_eq!(completion.candidates, [["1", "3", "4"]]);
        assert_eq!(completion.together, Together::Compatible);
        assert!(completion.compatible() && !completion.completes());
        let mut bigger = deck.cards().to_vec();
        bigger.push(vec![1, 3, 4]);
        assert!(
            complete(&Deck::numbered(bigger), NewSymbols::Forbidden, 100)
                .unwrap()
                .candidates
                .is_empty()
        );
    }

    #[test]
    fn one_symbol_per_card_has_nothing_to_add() {
        // Every card of a valid k = 1 deck is {a}; {a} again is no new card.
        for text in ["a\n", "a\na\n"] {
            let deck = Deck::parse(text).unwrap();
            for allow_new in [false, true] {
                let completion = complete(&deck, new_symbols(allow_new), 100).unwrap();
                assert!(completion.candidates.is_empty(), "{text:?} {allow_new}");
                // The brute force says the same (it once offered the deck's own card).
                let naive = complete_naive(&deck, new_symbols(allow_new));
                assert!(naive.is_empty(), "{text:?} {allow_new}");
            }
        }
    }

    #[test]
    fn a_star_with_one_card_too_many_is_answered_at_once() {
        // k + 1 cards of k symbols through one symbol 0: a new card would need one symbol of
        // each card, k + 1 symbols, so none fits (the search must not try them all).
        let k = 12u32;
        let cards: Vec<Vec<u32>> = (0..=k)
            .map(|c| {
                std::iter::once(0)
                    .chain((1..k).map(|j| 1 + c * k + j))
                    .collect()
            })
            .collect();
        let deck = Deck::numbered(cards);
        let completion = complete(&deck, NewSymbols::Forbidden, 10).unwrap();
        assert!(completion.candidates.is_empty());
        let small = Deck::numbered(deck.cards()[..4].iter().map(|c| c[..3].to_vec()).collect());
        assert_eq!(
            complete(&small, NewSymbols::Forbidden, 1000)
                .unwrap()
                .candidates,
            complete_naive(&small, NewSymbols::Forbidden)
        );
    }

    #[test]
    fn limits_and_invalid_decks() {
        let deck = Deck::numbered(vec![vec![0, 1, 2]]);
        assert_eq!(
            complete(&deck, NewSymbols::Allowed, 2),
            Err(CompleteError::TooMany(2))
        );
        // One card of 4,000 symbols: 4,000 candidates of 4,000 symbols with new ones.
        let deck = Deck::numbered(vec![(0..4000).collect()]);
        assert_eq!(
            complete(&deck, NewSymbols::Allowed, usize::MAX),
            Err(CompleteError::TooBig(MAX_CANDIDATE_SYMBOLS))
        );
        assert!(
            complete(&deck, NewSymbols::Forbidden, usize::MAX)
                .unwrap()
                .candidates
                .is_empty()
        );
        let deck = Deck::numbered(vec![vec![0, 1], vec![2, 3]]);
        assert!(matches!(
            complete(&deck, NewSymbols::Forbidden, 9),
            Err(CompleteError::InvalidDeck(_))
        ));
    }
}
