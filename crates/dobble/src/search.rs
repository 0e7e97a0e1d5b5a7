//! Building a deck by backtracking, with no algebra: symmetry breaking and bit sets.
//!
//! With q = k - 1 and n = q^2 + q + 1 symbols, every deck can be relabelled so that:
//!
//! - card 0 is `{0, 1, ..., q}`, and card i (1 <= i <= q) is `{0} ∪ B_i`, where the blocks
//!   B_1, ..., B_q cut the symbols q + 1 .. n into runs of q;
//! - every other card holds one symbol s of 1..=q and one symbol of each block; the q cards
//!   through s are numbered j = 0..q by their symbol `B_1[j]`;
//! - the cards through symbol 1 are `{1, B_1[j], B_2[j], ..., B_q[j]}` (relabel inside each
//!   block);
//! - the card through s >= 2 and `B_1[0]` holds `B_2[s - 1]` (these symbols of B_2 are
//!   distinct and not `B_2[0]`, so relabel the symbols 2..=q to sort them);
//! - the card through 2 and `B_1[0]` is `{2, B_1[0], B_2[1], B_3[2], ..., B_q[q - 1]}`
//!   (permute the blocks 3..=q).
//!
//! The search fills the remaining cards symbol by symbol, taking the cards in the order
//! (s, j) = (2, 0), (3, 0), ..., (q, 0), (2, 1), ...: the Latin squares of the symbols
//! 2..=q grow row by row together, so a square that cannot live with the others fails
//! early (filling one square after the other is 5 times slower at k = 8 and does not
//! finish k = 9). Inside a card, the block with the fewest open symbols goes first. For
//! every symbol it keeps the bit
//! set of the symbols it already shares a card with; a symbol may join a card only if it
//! shares no card with any symbol already on it. Once all n cards are placed, every pair of
//! symbols is on exactly one card (n k (k - 1) / 2 = n (n - 1) / 2 pairs), so any two cards
//! meet exactly once.
//!
//! `naive::search_naive` (feature `naive`) is the plain backtracking this replaces: cards
//! are k-subsets tried in lexicographic order, each checked against all earlier cards, no
//! symmetry breaking.

use crate::plane::{GenerateError, check_k};

/// The largest k [`search_plane`] handles (n = 111 symbols fit a 128-bit set).
pub const MAX_SEARCH_K: u32 = 11;

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SearchOutcome {
    /// A full deck (symbols ascending in each card, cards in lexicographic order).
    Found {
        /// The cards.
        cards: Vec<Vec<u32>>,
        /// Search nodes (symbols placed).
        nodes: u64,
    },
    /// The search ran to its end: no deck exists.
    Exhausted {
        /// Search nodes.
        nodes: u64,
    },
    /// The node limit was reached first: no answer.
    GaveUp {
        /// Search nodes.
        nodes: u64,
    },
}

/// Searches for a full deck with `k` symbols per card, placing at most `limit` symbols.
///
/// A search that reports how far it has got is [`find_deck`](crate::find_deck()) with
/// [`Method::Search`](crate::Method::Search) and
/// [`FindOptions::on_progress`](crate::FindOptions::on_progress).
///
/// # Errors
/// [`GenerateError`] for `k` outside `2..=MAX_SEARCH_K`.
///
/// ```
/// use dobble::methods::{search_plane, SearchOutcome};
///
/// let SearchOutcome::Found { cards, .. } = search_plane(4, u64::MAX).unwrap() else { panic!() };
/// assert_eq!(cards.len(), 13);
/// ```
pub fn search_plane(k: u32, limit: u64) -> Result<SearchOutcome, GenerateError> {
    search_plane_reporting(k, limit, &mut |_| {})
}

/// [`search_plane`], calling `report` with the number of nodes so far every 2^20 nodes (for
/// a progress display).
///
/// # Errors
/// [`GenerateError`] for `k` outside `2..=MAX_SEARCH_K`.
pub(crate) fn search_plane_reporting(
    k: u32,
    limit: u64,
    report: &mut dyn FnMut(u64),
) -> Result<SearchOutcome, GenerateError> {
    check_k(k, MAX_SEARCH_K)?;
    let q = (k - 1) as usize;
    let n = q * q + q + 1;
    let block = |i: usize, t: usize| (q + 1 + (i - 1) * q + t) as u32;
    let blocks: Vec<u128> = (0..=q)
        .map(|i| match i {
            0 => 0,
            _ => (0..q).fold(0, |m, t| m | bit(block(i, t))),
        })
        .collect();
    let mut start: Vec<u128> = vec![(0..=q as u32).fold(0, |m, s| m | bit(s))];
    start.extend((1..=q).map(|i| bit(0) | blocks[i]));
    start.extend((0..q).map(|j| (1..=q).fold(bit(1), |m, i| m | bit(block(i, j)))));
    // The cards through s >= 2, holding s and B_1[j], in the order j = 0 for every s, then
    // j = 1 for every s, ...: all squares grow together, so a square that cannot be
    // completed with the others is seen early. Card (s, j) is at j (q - 1) + s - 2.
    let open: Vec<(usize, usize)> = (0..q).flat_map(|j| (2..=q).map(move |s| (s, j))).collect();
    let mut search = Search {
        q,
        blocks,
        pairs: (0..n as u32).map(bit).collect(),
        cards: open
            .iter()
            .map(|&(s, j)| bit(s as u32) | bit(block(1, j)))
            .collect(),
        todo: vec![(2..=q).fold(0, |m, i| m | 1 << i); open.len()],
        fixed: vec![0; open.len() * (q + 1)],
        nodes: 0,
        limit,
        report,
    };
    for card in start.iter().chain(&search.cards.clone()) {
        for s in Ones(*card) {
            search.pairs[s as usize] |= card;
        }
    }
    for s in 2..=q {
        search.fixed[(s - 2) * (q + 1) + 2] = bit(block(2, s - 1));
    }
    for i in 3..=q {
        search.fixed[i] = bit(block(i, i - 1));
    }
    let found = search.solve();
    let nodes = search.nodes;
    Ok(match found {
        Some(true) => {
            let mut cards: Vec<Vec<u32>> = start
                .iter()
                .chain(&search.cards)
                .map(|&card| Ones(card).collect())
                .collect();
            cards.sort_unstable();
            SearchOutcome::Found { cards, nodes }
        }
        Some(false) => SearchOutcome::Exhausted { nodes },
        None => SearchOutcome::GaveUp { nodes },
    })
}

fn bit(s: u32) -> u128 {
    1 << s
}

struct Search<'a> {
    q: usize,
    /// The bit set of each block B_i (index 0 unused).
    blocks: Vec<u128>,
    /// For each symbol, the symbols it shares a card with (itself included).
    pairs: Vec<u128>,
    /// The cards through the symbols 2..=q, as filled so far.
    cards: Vec<u128>,
    /// For each of those cards, the blocks still to fill (bit i for B_i).
    todo: Vec<u32>,
    /// Forced symbols of some cells (0: free), cell (card c, block i) at c (q + 1) + i.
    fixed: Vec<u128>,
    nodes: u64,
    limit: u64,
    report: &'a mut dyn FnMut(u64),
}

impl Search<'_> {
    /// Fills the open cell of the first open card with the fewest candidates, and so on
    /// recursively:
    /// `Some(true)` when the deck is complete, `Some(false)` when this branch is dead,
    /// `None` at the node limit.
    fn solve(&mut self) -> Option<bool> {
        // Cards are filled in order; inside the first open card, the most constrained cell
        // first.
        let Some(c) = self.todo.iter().position(|&t| t != 0) else {
            return Some(true);
        };
        let forbidden = Ones(self.cards[c]).fold(0, |m, x| m | self.pairs[x as usize]);
        let mut best: Option<(u32, usize, u128)> = None;
        for i in Ones(u128::from(self.todo[c])) {
            let i = i as usize;
            let mut open = self.blocks[i] & !forbidden;
            let fixed = self.fixed[c * (self.q + 1) + i];
            if fixed != 0 {
                open &= fixed;
            }
            let count = open.count_ones();
            if count == 0 {
                return Some(false);
            }
            if best.is_none_or(|(fewest, ..)| count < fewest) {
                best = Some((count, i, open));
            }
        }
        let Some((_, i, open)) = best else {
            return Some(false);
        };
        for y in Ones(open) {
            self.nodes += 1;
            if self.nodes.trailing_zeros() >= 20 {
                (self.report)(self.nodes);
            }
            if self.nodes > self.limit {
                return None;
            }
            self.place(c, i, y, true);
            let done = self.solve();
            if done != Some(false) {
                return done;
            }
            self.place(c, i, y, false);
        }
        Some(false)
    }

    /// Puts symbol `y` into cell (card `c`, block `i`), or takes it back out.
    fn place(&mut self, c: usize, i: usize, y: u32, put: bool) {
        let card = self.cards[c] & !bit(y);
        for x in Ones(card) {
            if put {
                self.pairs[x as usize] |= bit(y);
            } else {
                self.pairs[x as usize] &= !bit(y);
            }
        }
        if put {
            self.pairs[y as usize] |= card;
            self.cards[c] |= bit(y);
        } else {
            self.pairs[y as usize] &= !card;
            self.cards[c] &= !bit(y);
        }
        self.todo[c] ^= 1 << i;
    }
}

/// The members of a 128-bit set, ascending.
struct Ones(u128);

impl Iterator for Ones {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        (self.0 != 0).then(|| {
            let s = self.0.trailing_zeros();
            self.0 &= self.0 - 1;
            s
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::naive::is_plane;

    #[test]
    fn finds_the_planes_of_small_orders() {
        for k in [2, 3, 4, 5, 6, 8] {
            let Ok(SearchOutcome::Found { cards, .. }) = search_plane(k, u64::MAX) else {
                panic!("k = {k}");
            };
            assert!(is_plane(&cards), "k = {k}");
        }
    }

    #[test]
    fn limits_and_range() {
        assert_eq!(search_plane(6, 3), Ok(SearchOutcome::GaveUp { nodes: 4 }));
        let mut reports = Vec::new();
        let outcome = search_plane_reporting(10, 3 << 20, &mut |n| reports.push(n));
        assert_eq!(
            outcome,
            Ok(SearchOutcome::GaveUp {
                nodes: (3 << 20) + 1
            })
        );
        assert_eq!(reports, [1 << 20, 2 << 20, 3 << 20]);
        assert!(search_plane(12, 1).is_err());
    }
}
