//! The plain baselines (feature `naive`): the definitions the fast algorithms replace,
//! written out plainly and sharing with the fast code only its input and output types,
//! kept as test oracles and as the benchmarks' points of comparison.
//!
//! - [`verify_naive`]: compares every pair of cards symbol by symbol (N^2 k^2 work).
//! - [`search_naive`]: backtracking over the k-subsets in lexicographic order, no
//!   symmetry breaking, no bit sets; `None` at the node limit.
//! - [`complete_naive`]: the candidates of [`complete`](crate::complete()) by trying
//!   every subset of the deck's symbols.
//! - [`automorphisms_naive`], [`orbits_naive`] and [`isomorphism_naive`]: the
//!   automorphisms, their orbits and the isomorphisms of [`structure`](crate::structure)
//!   by trying every permutation of the symbols (n! of them).

use crate::complete::NewSymbols;
use crate::deck::Deck;
use crate::verify::{Defect, DefectKind, Figures, Verdict};

/// Checks a deck by the definition, comparing every pair of cards symbol by symbol
/// (N^2 k^2 work). Same answers as [`verify`](crate::verify()), defect for defect; the test
/// oracle and benchmark baseline.
pub fn verify_naive(cards: &[Vec<u32>]) -> Verdict {
    if let Some(defect) = card_defect_naive(cards) {
        return Verdict::Invalid(defect);
    }
    for a in 0..cards.len() {
        for b in a + 1..cards.len() {
            let shared = cards[a].iter().filter(|s| cards[b].contains(s)).count();
            if shared != 1 {
                let symbols: Vec<u32> = cards[a]
                    .iter()
                    .copied()
                    .filter(|s| cards[b].contains(s))
                    .collect();
                return Verdict::Invalid(Defect {
                    kind: if symbols.is_empty() {
                        DefectKind::NoCommonSymbol
                    } else {
                        DefectKind::SeveralCommonSymbols
                    },
                    cards: vec![a, b],
                    symbols,
                    sizes: vec![cards[a].len(), cards[b].len()],
                });
            }
        }
    }
    let mut seen: Vec<u32> = cards.iter().flatten().copied().collect();
    seen.sort_unstable();
    seen.dedup();
    let k = cards.first().map_or(0, Vec::len);
    let full = k * k - k + 1;
    Verdict::Valid(Figures {
        cards: cards.len(),
        symbols_per_card: k,
        symbols: seen.len(),
        complete: k > 0 && cards.len() == full && seen.len() == full,
    })
}

/// The first card defect by the definition (each symbol compared with those before it).
pub(crate) fn card_defect_naive(cards: &[Vec<u32>]) -> Option<Defect> {
    let k = cards.first().map_or(0, Vec::len);
    cards.iter().enumerate().find_map(|(c, card)| {
        let repeated = card
            .iter()
            .enumerate()
            .find(|&(i, s)| card[..i].contains(s))
            .map(|(_, &s)| s);
        if let Some(s) = repeated {
            return Some(Defect {
                kind: DefectKind::RepeatedSymbol,
                cards: vec![c],
                symbols: vec![s],
                sizes: vec![card.len()],
            });
        }
        (card.len() != k).then(|| Defect {
            kind: DefectKind::WrongSize,
            cards: vec![0, c],
            symbols: Vec::new(),
            sizes: vec![k, card.len()],
        })
    })
}

/// Plain backtracking, the baseline of [`search_plane`](crate::methods::search_plane): cards are the k-subsets of the n symbols in
/// lexicographic order, each new card later than the last and checked against every earlier
/// card; no symmetry breaking, no bit sets. `None` at the node limit (cards tried).
pub fn search_naive(k: u32, limit: u64) -> Option<Vec<Vec<u32>>> {
    let k = k as usize;
    let n = k * k - k + 1;
    let mut deck: Vec<Vec<u32>> = Vec::new();
    let mut card: Vec<u32> = (0..k as u32).collect();
    let mut nodes = 0u64;
    loop {
        nodes += 1;
        if nodes > limit {
            return None;
        }
        let fits = deck
            .iter()
            .all(|other| other.iter().filter(|s| card.contains(s)).count() == 1);
        if fits {
            deck.push(card.clone());
            if deck.len() == n {
                return Some(deck);
            }
        }
        // The next subset in lexicographic order; past the last one, backtrack.
        loop {
            if let Some(next) = next_subset(&card, n as u32) {
                card = next;
                break;
            }
            card = deck.pop()?;
        }
    }
}

/// The k-subset after `card` (ascending symbols below `n`) in lexicographic order.
fn next_subset(card: &[u32], n: u32) -> Option<Vec<u32>> {
    let k = card.len();
    let i = (0..k).rev().find(|&i| card[i] < n - (k - i) as u32)?;
    let mut next = card.to_vec();
    next[i] += 1;
    for t in i + 1..k {
        next[t] = next[t - 1] + 1;
    }
    Some(next)
}

/// The candidates of [`complete`](crate::complete()) by the definition: every set of at most k symbols shown
/// on the deck's cards (exactly k under [`NewSymbols::Forbidden`]) that meets every card
/// once and is not one of the deck's cards, found by trying all such subsets, filled up
/// with new symbols `+1`, `+2`, ...; in the order of [`Completion::candidates`](crate::Completion::candidates). Exponential in the deck's symbols: the test
/// oracle, for small decks.
pub fn complete_naive(deck: &Deck, new_symbols: NewSymbols) -> Vec<Vec<String>> {
    let allow_new = new_symbols == NewSymbols::Allowed;
    fn subsets(from: u32, n: u32, left: usize, chosen: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        out.push(chosen.clone());
        if left > 0 {
            for s in from..n {
                chosen.push(s);
                subsets(s + 1, n, left - 1, chosen, out);
                chosen.pop();
            }
        }
    }
    let k = deck.cards().first().map_or(0, Vec::len);
    let mut on_cards: Vec<u32> = deck.cards().iter().flatten().copied().collect();
    on_cards.sort_unstable();
    on_cards.dedup();
    let mut all = Vec::new();
    subsets(0, on_cards.len() as u32, k, &mut Vec::new(), &mut all);
    let mut found = Vec::new();
    for subset in all {
        let symbols: Vec<u32> = subset.iter().map(|&i| on_cards[i as usize]).collect();
        if !allow_new && symbols.len() < k {
            continue;
        }
        let meets_once = deck
            .cards()
            .iter()
            .all(|card| card.iter().filter(|s| symbols.contains(s)).count() == 1);
        // A card the deck holds is not a new one (with one symbol a card, it meets itself
        // once).
        let held = deck
            .cards()
            .iter()
            .any(|card| card.len() == symbols.len() && card.iter().all(|s| symbols.contains(s)));
        if meets_once && !held {
            let mut card: Vec<String> = symbols
                .iter()
                .map(|&s| deck.names()[s as usize].clone())
                .chain((1..=k - symbols.len()).map(|i| format!("+{i}")))
                .collect();
            card.sort_unstable();
            found.push(card);
        }
    }
    found.sort_unstable();
    found
}

/// The cards of `cards` with symbol `s` renamed `p[s]`, each card ascending, the cards in
/// order: equal for two decks exactly when `p` sends the one onto the other.
fn image_naive(cards: &[Vec<u32>], p: &[u32]) -> Vec<Vec<u32>> {
    let mut image: Vec<Vec<u32>> = cards
        .iter()
        .map(|card| {
            let mut c: Vec<u32> = card.iter().map(|&s| p[s as usize]).collect();
            c.sort_unstable();
            c
        })
        .collect();
    image.sort_unstable();
    image
}

/// Calls `visit` with every permutation of `0..n` (n! of them) until it returns `true`.
fn permutations_naive(n: usize, visit: &mut dyn FnMut(&[u32]) -> bool) -> bool {
    fn extend(p: &mut Vec<u32>, used: &mut [bool], visit: &mut dyn FnMut(&[u32]) -> bool) -> bool {
        if p.len() == used.len() {
            return visit(p);
        }
        for s in 0..used.len() {
            if !used[s] {
                used[s] = true;
                p.push(s as u32);
                let stop = extend(p, used, visit);
                p.pop();
                used[s] = false;
                if stop {
                    return true;
                }
            }
        }
        false
    }
    extend(&mut Vec::with_capacity(n), &mut vec![false; n], visit)
}

/// The number of permutations of the symbols `0..n` that send the cards (a multiset) onto
/// themselves, by trying all n!: the order of
/// [`structure::automorphisms`](crate::structure::automorphisms).
pub fn automorphisms_naive(cards: &[Vec<u32>], n: usize) -> u64 {
    let target = image_naive(cards, &(0..n as u32).collect::<Vec<_>>());
    let mut count = 0;
    permutations_naive(n, &mut |p| {
        if image_naive(cards, p) == target {
            count += 1;
        }
        false
    });
    count
}

/// The orbits of the automorphism group on the symbols `0..n` and on the cards, by trying
/// all n! permutations of the symbols: a symbol's orbit is every symbol some automorphism
/// sends it to, a card's every card whose symbols are the image of its own. As
/// [`structure::automorphisms`](crate::structure::automorphisms) gives them: each orbit
/// ascending, the orbits by their first member.
pub fn orbits_naive(cards: &[Vec<u32>], n: usize) -> (Vec<Vec<u32>>, Vec<Vec<usize>>) {
    let identity: Vec<u32> = (0..n as u32).collect();
    let sorted = image_naive(cards, &identity);
    let each_sorted: Vec<Vec<u32>> = cards
        .iter()
        .map(|card| image_naive(std::slice::from_ref(card), &identity).concat())
        .collect();
    let mut symbol_seen = vec![vec![false; n]; n];
    let mut card_seen = vec![vec![false; cards.len()]; cards.len()];
    permutations_naive(n, &mut |p| {
        if image_naive(cards, p) == sorted {
            for (s, &t) in p.iter().enumerate() {
                symbol_seen[s][t as usize] = true;
            }
            for (c, card) in cards.iter().enumerate() {
                let image = image_naive(std::slice::from_ref(card), p).concat();
                for (d, other) in each_sorted.iter().enumerate() {
                    if *other == image {
                        card_seen[c][d] = true;
                    }
                }
            }
        }
        false
    });
    let symbols = (0..n)
        .filter(|&s| (0..s).all(|t| !symbol_seen[t][s]))
        .map(|s| {
            (0..n as u32)
                .filter(|&t| symbol_seen[s][t as usize])
                .collect()
        })
        .collect();
    let cards = (0..cards.len())
        .filter(|&c| (0..c).all(|d| !card_seen[d][c]))
        .map(|c| (0..cards.len()).filter(|&d| card_seen[c][d]).collect())
        .collect();
    (symbols, cards)
}

/// A permutation of the symbols `0..n` that sends the cards of `a` onto those of `b`, by
/// trying all n!; `None` when there is none.
pub fn isomorphism_naive(a: &[Vec<u32>], b: &[Vec<u32>], n: usize) -> Option<Vec<u32>> {
    let target = image_naive(b, &(0..n as u32).collect::<Vec<_>>());
    let mut found = None;
    permutations_naive(n, &mut |p| {
        let hit = image_naive(a, p) == target;
        if hit {
            found = Some(p.to_vec());
        }
        hit
    });
    found
}

/// Whether `cards` are a whole projective plane, by [`verify_naive`]: the check the tests
/// of the constructions make.
#[cfg(test)]
pub(crate) fn is_plane(cards: &[Vec<u32>]) -> bool {
    matches!(verify_naive(cards), Verdict::Valid(f) if f.complete)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::methods::{SearchOutcome, search_plane};

    #[test]
    fn subsets_follow_in_lexicographic_order() {
        assert_eq!(next_subset(&[0, 3, 4], 5), Some(vec![1, 2, 3]));
        assert_eq!(next_subset(&[0, 1, 2], 5), Some(vec![0, 1, 3]));
        assert_eq!(next_subset(&[2, 3, 4], 5), None);
    }

    /// The plain search and the fast one agree wherever the plain one ends quickly (k = 6
    /// takes minutes): both find a deck for k = 2 to 5 (orders 1 to 4), each a full plane
    /// by the definition, and it is the same deck, the lexicographically first, which the
    /// fast search's relabelling keeps; with a small limit both give up rather than
    /// answer wrongly.
    #[test]
    fn the_plain_search_agrees_with_the_fast_one() {
        for k in 2..=5 {
            let naive = search_naive(k, u64::MAX).unwrap_or_else(|| panic!("k = {k}: none"));
            let Ok(SearchOutcome::Found { cards: fast, .. }) = search_plane(k, u64::MAX) else {
                panic!("k = {k}: the fast search found none");
            };
            assert!(is_plane(&naive) && is_plane(&fast), "k = {k}");
            assert_eq!(naive.len(), fast.len(), "k = {k}");
            assert_eq!(crate::verify(&naive), crate::verify(&fast), "k = {k}");
            assert_eq!(naive, fast, "k = {k}");
        }
        assert_eq!(search_naive(4, 10), None);
        assert!(matches!(
            search_plane(6, 3),
            Ok(SearchOutcome::GaveUp { .. })
        ));
    }
}
