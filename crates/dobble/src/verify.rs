//! Checking a deck: every card has the same number of distinct symbols, and any two cards
//! share exactly one symbol.
//!
//! [`verify`] first checks each card in time linear in its size (every symbol marked with
//! the last card it was seen on). Then it checks the pairs in one of two ways, whichever
//! looks at fewer pairs (they look at the same number in a plane):
//!
//! - *through the cards*: it marks, for each card, the later cards it meets by walking the
//!   cards of each of its symbols, one bit per card: a bit set twice is a pair sharing two
//!   symbols, a bit never set a pair sharing none. The cost is the sum over symbols of the
//!   square of their card counts, instead of N^2 k.
//! - *through the symbols*: no two symbols may be together on two cards (for each symbol,
//!   the other symbols of its cards are all different), and then the pairs of cards
//!   meeting in a symbol, counted symbol by symbol, must be all C(N, 2) pairs. The cost is
//!   k^2 per card: linear in the deck for a "star" of many cards through one symbol,
//!   whose pairs of cards are quadratic in number.
//!
//! An invalid deck's first defect (in card order) is then found through the cards.
//! `naive::verify_naive` compares all pairs of cards by the definition; it is the test
//! oracle and the benchmark baseline.

use std::collections::HashSet;
use std::fmt;

/// What is wrong with a deck. Serialized (feature `serde`) as `repeated_symbol`,
/// `wrong_size`, `no_common_symbol`, `several_common_symbols`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
/// symbols: b c` (or `baby bottle; cat`, as a deck file separates names with spaces). Serialized (feature `serde`) as `{"kind":..,"lines":[..],"symbols":[..]}`:
/// the sizes are left out, and read back empty.
///
/// [`Deck::verify`]: crate::Deck::verify
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
        // Written as a deck file writes them: `; ` between names when one holds a space.
        let semicolons = self.symbols.iter().any(|n| n.contains(char::is_whitespace));
        let names = self.symbols.join(if semicolons { "; " } else { " " });
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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
/// Serialized (feature `serde`) as `{"valid":{"cards":..,"symbols_per_card":..,
/// "symbols":..,"complete":..}}` or `{"invalid":..}` (the program's `verify --json` writes
/// `{"valid":true,` the figures`}` or `{"valid":false,"error":..}`).
///
/// A deck is valid or it is not, so this enum is exhaustive: matching on its two variants
/// stays correct in every release.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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

/// Checks a deck (symbols are numbers; memory grows with the largest one).
///
/// Big decks (more than 2^22 pairs of cards) are checked on several threads, at most one
/// per core and 8 in all (scoped threads of the standard library, joined before it
/// returns); the answer is the same as on one thread.
///
/// Violations are reported in a fixed order: card defects first (in card order; within a
/// card a repeated symbol before a wrong size), then pair defects, the first pair in card
/// order (lowest first card, then lowest second card). An empty deck is valid, with no
/// cards.
///
/// ```
/// use dobble::{verify, Verdict};
/// use dobble::verify::DefectKind;
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
    let width = cards.iter().flatten().max().map_or(0, |&m| m as usize + 1);
    if let Some(defect) = card_defect(cards, width) {
        return Verdict::Invalid(defect);
    }
    let holders = Holders::new(cards, width);
    // Both checks cost about the number of pairs they look at: pairs of cards through a
    // common symbol, or symbols beside a symbol on its cards. They are the same in a plane;
    // a "star" (many cards through one symbol) has far fewer of the second kind, one big
    // card far fewer of the first.
    let through_cards: u128 = (0..width)
        .map(|s| {
            let r = holders.of(s).len() as u128;
            r * r.saturating_sub(1) / 2
        })
        .sum();
    let k = cards.first().map_or(0, Vec::len) as u128;
    let beside_symbols = cards.len() as u128 * k * k;
    let valid = if through_cards <= beside_symbols {
        first_defective_card(cards, &holders).is_none()
    } else {
        no_two_symbols_twice(cards, &holders) && {
            let n = cards.len() as u128;
            through_cards == n * n.saturating_sub(1) / 2
        }
    };
    if valid {
        let symbols = (0..width).filter(|&s| !holders.of(s).is_empty()).count();
        return Verdict::Valid(figures(cards, symbols));
    }
    let a = first_defective_card(cards, &holders).unwrap_or_default();
    Verdict::Invalid(first_pair_defect(cards, a))
}

/// The cards of every symbol, ascending (compressed rows).
pub(crate) struct Holders {
    /// Where the cards of each symbol begin in `cards` (one more entry than symbols).
    start: Vec<usize>,
    /// The cards of symbol 0, then of symbol 1, ...
    cards: Vec<u32>,
}

impl Holders {
    /// The cards of the symbols below `width`.
    pub(crate) fn new(cards: &[Vec<u32>], width: usize) -> Holders {
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
        Holders {
            start,
            cards: holders,
        }
    }

    /// The cards showing symbol `s`, ascending.
    pub(crate) fn of(&self, s: usize) -> &[u32] {
        &self.cards[self.start[s]..self.start[s + 1]]
    }
}

/// The first card (in deck order) that meets some later card other than exactly once.
///
/// For each card it marks the later cards met through each of its symbols, one bit per
/// card, and counts the marks: the card meets every later card exactly once when both the
/// marks and the bits set are as many as the later cards (more marks than bits is a card
/// met twice; fewer bits, a card never met). The work is the number of pairs of cards
/// through a common symbol, one bit set each, with no test inside the loop. Up to 65,536
/// cards, the cards of each symbol are read as 16-bit numbers (half the memory to read).
///
/// Big decks are shared among the machine's cores (at most [`MAX_THREADS`]), each taking
/// a run of cards with as many later cards in all; the first defect is the first card
/// found by any of them, the same answer as one thread gives.
fn first_defective_card(cards: &[Vec<u32>], holders: &Holders) -> Option<usize> {
    if cards.len() <= 1 << 16 {
        let narrow: Vec<u16> = holders.cards.iter().map(|&c| c as u16).collect();
        shared_among_threads(cards, &holders.start, &narrow)
    } else {
        shared_among_threads(cards, &holders.start, &holders.cards)
    }
}

/// The most threads [`first_defective_card`] uses.
const MAX_THREADS: usize = 8;

/// How many cards ahead [`first_defective_card`] reads the cards of the symbols (3 took
/// about 13 % less CPU time than 1 on the order-127 deck; 4 no less than 3).
const READ_AHEAD: usize = 3;

/// Pairs of cards below which one thread checks the whole deck.
const PAIRS_PER_THREAD: usize = 1 << 22;

/// Runs of cards per thread. Runs of equal pairs still differ in cost (a card's later
/// cards are read from memory, not all from the cache), so the threads take runs one at a
/// time until none is left: with a few runs each, none waits long for the slowest.
const RUNS_PER_THREAD: usize = 8;

/// [`first_defective_card`] over runs of cards with about as many pairs each, taken one
/// at a time by the threads.
fn shared_among_threads<C: Copy + Into<u32> + Sync>(
    cards: &[Vec<u32>],
    start: &[usize],
    list: &[C],
) -> Option<usize> {
    use std::sync::atomic::{AtomicUsize, Ordering};

    let n = cards.len();
    let pairs = n * n.saturating_sub(1) / 2;
    if pairs < 2 * PAIRS_PER_THREAD {
        // Asking for the cores reads the system's limits, tens of microseconds: more than
        // a small deck costs.
        return first_defective_card_in(cards, start, list, 0..n);
    }
    let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
    let threads = cores.min(MAX_THREADS).min(pairs / PAIRS_PER_THREAD).max(1);
    if threads == 1 {
        return first_defective_card_in(cards, start, list, 0..n);
    }
    let runs = equal_runs(n, threads * RUNS_PER_THREAD);
    // The next run to take, and the first defective card found so far (n: none): a run
    // starting after it cannot hold the first.
    let next_run = AtomicUsize::new(0);
    let first = AtomicUsize::new(n);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next_run.fetch_add(1, Ordering::Relaxed);
                    let Some(run) = runs.get(i) else { break };
                    if run.start >= first.load(Ordering::Relaxed) {
                        break;
                    }
                    if let Some(a) = first_defective_card_in(cards, start, list, run.clone()) {
                        first.fetch_min(a, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    Some(first.into_inner()).filter(|&a| a < n)
}

/// The cards `0..n` cut into `count` runs (or fewer) of about as many pairs with later
/// cards each: card a has n - a - 1.
fn equal_runs(n: usize, count: usize) -> Vec<std::ops::Range<usize>> {
    let pairs = n * n.saturating_sub(1) / 2;
    let mut runs = Vec::with_capacity(count);
    let (mut a, mut done) = (0, 0);
    for i in 1..=count {
        let from = a;
        let share = pairs / count * i;
        while a < n && (i == count || done < share) {
            done += n - a - 1;
            a += 1;
        }
        if from < a {
            runs.push(from..a);
        }
    }
    runs
}

/// [`first_defective_card`] among the cards `run`, with the cards of symbol `s` at
/// `list[start[s]..start[s + 1]]`.
fn first_defective_card_in<C: Copy + Into<u32>>(
    cards: &[Vec<u32>],
    start: &[usize],
    list: &[C],
    run: std::ops::Range<usize>,
) -> Option<usize> {
    // `next[s]`: where the cards of `s` after the current card begin. `seen`: the later
    // cards met so far by the current card, one bit each.
    let mut next: Vec<usize> = start[..start.len() - 1]
        .iter()
        .zip(&start[1..])
        .map(|(&from, &to)| {
            from + list[from..to].partition_point(|&c| (c.into() as usize) < run.start)
        })
        .collect();
    let mut seen = vec![0u64; cards.len().div_ceil(64)];
    // Read ahead: the cards of each symbol of the card READ_AHEAD places on, so that
    // they are on their way to the cache when that card is checked (otherwise each is a
    // cache miss, waited for one after the other). `black_box` keeps the reads.
    let mut ahead = 0u32;
    for a in run.clone() {
        if a + READ_AHEAD < run.end {
            for &s in &cards[a + READ_AHEAD] {
                if let Some(&c) = list.get(next[s as usize] + 1) {
                    ahead = ahead.wrapping_add(c.into());
                }
            }
        }
        // Every later card is in the words from card a's on.
        let seen = &mut seen[a / 64..];
        seen.fill(0);
        let mut marks = 0;
        for &s in &cards[a] {
            let s = s as usize;
            next[s] += 1;
            let later = &list[next[s]..start[s + 1]];
            marks += later.len();
            for &b in later {
                let b: u32 = b.into();
                seen[b as usize / 64 - a / 64] |= 1 << (b % 64);
            }
        }
        let set: usize = seen.iter().map(|w| w.count_ones() as usize).sum();
        let later = cards.len() - a - 1;
        if marks != later || set != later {
            return Some(a);
        }
    }
    std::hint::black_box(ahead);
    None
}

/// Whether no two symbols are together on two cards, that is, no two cards share two
/// symbols. For each symbol it marks the other symbols of its cards; the work is the
/// number of symbols on the cards of each symbol, k^2 per card.
fn no_two_symbols_twice(cards: &[Vec<u32>], holders: &Holders) -> bool {
    let width = holders.start.len() - 1;
    let mut marked = vec![usize::MAX; width];
    (0..width).all(|s| {
        holders.of(s).iter().all(|&c| {
            cards[c as usize]
                .iter()
                .filter(|&&t| t as usize != s)
                .all(|&t| std::mem::replace(&mut marked[t as usize], s) != s)
        })
    })
}

/// The first card defect, in time linear in the deck's size (symbols below `width`): each
/// symbol is marked with the last card it was seen on.
fn card_defect(cards: &[Vec<u32>], width: usize) -> Option<Defect> {
    let k = cards.first().map_or(0, Vec::len);
    let mut last_card = vec![usize::MAX; width];
    cards.iter().enumerate().find_map(|(c, card)| {
        let repeated = card
            .iter()
            .copied()
            .find(|&s| std::mem::replace(&mut last_card[s as usize], c) == c);
        card_defect_of(c, card, k, repeated)
    })
}

/// The defect of card `c`, if any: its `repeated` symbol, or a size other than `k`.
fn card_defect_of(c: usize, card: &[u32], k: usize, repeated: Option<u32>) -> Option<Defect> {
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
}

/// The pair defect of card `a` with the first later card it does not meet exactly once
/// (linear in the size of the cards looked at).
fn first_pair_defect(cards: &[Vec<u32>], a: usize) -> Defect {
    let on_a: HashSet<u32> = cards[a].iter().copied().collect();
    let shared = |b: &usize| cards[*b].iter().filter(|s| on_a.contains(s)).count();
    let b = (a + 1..cards.len())
        .find(|b| shared(b) != 1)
        .unwrap_or(a + 1);
    pair_defect(cards, a, b)
}

fn pair_defect(cards: &[Vec<u32>], a: usize, b: usize) -> Defect {
    let on_b: HashSet<u32> = cards[b].iter().copied().collect();
    let symbols: Vec<u32> = cards[a]
        .iter()
        .copied()
        .filter(|s| on_b.contains(s))
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
    use crate::naive::{card_defect_naive, verify_naive};
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
    fn names_with_spaces_are_told_apart_as_a_deck_file_does() {
        let deck = crate::Deck::parse("baby bottle; cat; dog\nbaby bottle; cat; owl\n").unwrap();
        let Verdict::Invalid(defect) = deck.verify() else {
            panic!("two shared symbols")
        };
        assert_eq!(
            defect.to_string(),
            "lines 1 and 2 share 2 symbols: baby bottle; cat"
        );
        let plain = crate::Deck::parse("a b c\na b d\n").unwrap();
        let Verdict::Invalid(defect) = plain.verify() else {
            panic!("two shared symbols")
        };
        assert_eq!(defect.to_string(), "lines 1 and 2 share 2 symbols: a b");
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

    /// A star: `cards` cards through symbol 0, each with `k - 1` symbols of its own, with a
    /// few symbols changed (so that some pairs meet twice or not at all).
    fn mutated_star() -> impl Strategy<Value = Vec<Vec<u32>>> {
        (
            2u32..6,
            1u32..40,
            proptest::collection::vec((any::<u32>(), any::<u32>(), 0u32..3), 0..3),
        )
            .prop_map(|(k, n, edits)| {
                let mut cards: Vec<Vec<u32>> = (0..n)
                    .map(|c| {
                        std::iter::once(0)
                            .chain((1..k).map(|j| c * k + j))
                            .collect()
                    })
                    .collect();
                for (card, at, to) in edits {
                    let card = &mut cards[(card % n) as usize];
                    let at = (at % k) as usize;
                    card[at] = [0, 1, card[at] + k][to as usize];
                }
                cards
            })
    }

    /// Whether the pairs are right, by each of the two checks of [`verify`].
    fn pair_checks(cards: &[Vec<u32>]) -> (bool, bool) {
        let width = cards.iter().flatten().max().map_or(0, |&m| m as usize + 1);
        let holders = Holders::new(cards, width);
        let through_cards = first_defective_card(cards, &holders).is_none();
        let n = cards.len();
        let meeting: usize = (0..width)
            .map(|s| holders.of(s).len() * holders.of(s).len().saturating_sub(1) / 2)
            .sum();
        let through_symbols =
            no_two_symbols_twice(cards, &holders) && meeting == n * n.saturating_sub(1) / 2;
        (through_cards, through_symbols)
    }

    #[test]
    fn a_big_star_is_checked_through_its_symbols() {
        // 100,000 cards through one symbol: 5 * 10^9 pairs of cards, 3 * 10^5 symbol pairs.
        let star: Vec<Vec<u32>> = (0..100_000)
            .map(|c| vec![0, 2 * c + 1, 2 * c + 2])
            .collect();
        assert!(verify(&star).is_valid());
        // One card of a million symbols: a repeated symbol at the end is found.
        let mut wide: Vec<u32> = (0..1_000_000).collect();
        assert!(verify(std::slice::from_ref(&wide)).is_valid());
        wide.push(999_999);
        let d = invalid(&[wide]);
        assert_eq!(
            (d.kind, d.symbols),
            (DefectKind::RepeatedSymbol, vec![999_999])
        );
    }

    /// Big decks are checked by several threads: the first defect is the one a single
    /// run over all cards finds, wherever the defects are.
    #[test]
    fn threads_find_the_first_defect() {
        let plane = crate::plane::tests::plane_of_order(64);
        let n = plane.len();
        let holders = Holders::new(&plane, n);
        assert!(
            shared_among_threads(&plane, &holders.start, &holders.cards).is_none()
                && verify(&plane).is_valid()
        );
        // Symbol 0 put on card c (which lacks it) in place of its first symbol.
        let broken = |cards: &mut Vec<Vec<u32>>, c: usize| {
            if !cards[c].contains(&0) {
                cards[c][0] = 0;
            }
        };
        for defects in [vec![n - 10], vec![n / 2, n - 5], vec![200, n / 3, n - 2]] {
            let mut cards = plane.clone();
            for &c in &defects {
                broken(&mut cards, c);
            }
            let holders = Holders::new(&cards, n);
            let one = first_defective_card_in(&cards, &holders.start, &holders.cards, 0..n);
            let shared = shared_among_threads(&cards, &holders.start, &holders.cards);
            assert!(one.is_some() && one <= Some(defects[0]));
            assert_eq!(shared, one, "defects at {defects:?}");
            let Verdict::Invalid(d) = verify(&cards) else {
                panic!("valid with defects at {defects:?}");
            };
            assert_eq!(d.cards[0], one.unwrap_or_default());
            assert_eq!(d, pair_defect(&cards, d.cards[0], d.cards[1]));
        }
    }

    proptest! {
        /// Both pair checks say the same on stars and on planes, valid or not; and the
        /// whole check agrees with the definition on stars.
        #[test]
        fn the_two_pair_checks_agree(star in mutated_star(), plane in mutated_plane()) {
            for cards in [&star, &plane] {
                if card_defect_naive(cards).is_none() {
                    let (a, b) = pair_checks(cards);
                    prop_assert_eq!(a, b);
                }
            }
            prop_assert_eq!(verify(&star), verify_naive(&star));
        }

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
