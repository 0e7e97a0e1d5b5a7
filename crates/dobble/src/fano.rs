//! An invariant of a deck that tells the four planes of order 9 apart: its Fano
//! configurations, counted through each symbol and on each card.
//!
//! A Fano configuration is a quadrangle (four symbols, no three on one card, any two on
//! a card) whose three diagonal points (where opposite sides meet) are on one card: its
//! seven symbols and seven cards form a Fano plane inside the deck. A relabelling of the
//! symbols or of the cards moves the configurations with it, so the distribution of the
//! number of configurations through a symbol, and on a card, is the same for isomorphic
//! decks. The total is not enough: it is the same for a plane and its dual; the two
//! distributions swap between a plane and its dual, which tells the Hall plane from the
//! dual Hall plane.
//!
//! [`fano_census`] takes every quadrangle once (its symbols ascending) and, where the
//! diagonal points are on one card, counts its seven symbols and seven cards; each
//! configuration is seen from its seven quadrangles (the complements of its seven lines),
//! so every count is divided by 7. The work is about n^4 / 24 quadrangles for n symbols:
//! decks of more than [`MAX_FANO_SYMBOLS`] symbols are refused up front.

use crate::deck::Deck;
use crate::verify::{DeckDefect, Verdict};

/// The most symbols [`fano_census`] takes: 183, a plane of order 13 (about 3.4 * 10^7
/// quadrangles).
pub const MAX_FANO_SYMBOLS: usize = 183;

/// The Fano configurations of a deck ([`fano_census`]).
///
/// Serialized (feature `serde`) as `{"configurations":..,"symbols":[[count,how_many],..],
/// "cards":[[count,how_many],..]}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct FanoCensus {
    /// The number of Fano configurations.
    pub configurations: u64,
    /// For each number of configurations through a symbol, how many symbols have it
    /// (ascending by the number of configurations).
    pub symbols: Vec<(u64, usize)>,
    /// For each number of configurations on a card, how many cards have it (ascending).
    pub cards: Vec<(u64, usize)>,
}

/// Why [`fano_census`] cannot answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FanoError {
    /// The deck itself breaks the rules (its first defect, as [`Deck::verify`] reports it).
    #[error("not a valid deck: {0}")]
    InvalidDeck(DeckDefect),
    /// More symbols than [`MAX_FANO_SYMBOLS`].
    #[error("the deck has {symbols} symbols, more than the {limit} the invariant takes")]
    TooBig {
        /// The deck's symbols.
        symbols: usize,
        /// [`MAX_FANO_SYMBOLS`].
        limit: usize,
    },
}

/// The Fano configurations of `deck`: in all, through each symbol and on each card (see
/// the module docs).
///
/// # Errors
/// [`FanoError::InvalidDeck`] for an invalid deck, [`FanoError::TooBig`] for more than
/// [`MAX_FANO_SYMBOLS`] symbols.
///
/// ```
/// use dobble::{fano_census, Deck};
///
/// // The Fano plane is one configuration, through each of its symbols and cards.
/// let fano = Deck::parse("a b c\na d e\na f g\nb d f\nb e g\nc d g\nc e f\n").unwrap();
/// let census = fano_census(&fano).unwrap();
/// assert_eq!(census.configurations, 1);
/// assert_eq!((census.symbols.as_slice(), census.cards.as_slice()), (&[(1, 7)][..], &[(1, 7)][..]));
/// ```
pub fn fano_census(deck: &Deck) -> Result<FanoCensus, FanoError> {
    if let Verdict::Invalid(defect) = deck.verify() {
        return Err(FanoError::InvalidDeck(defect));
    }
    let n = deck.names().len();
    if n > MAX_FANO_SYMBOLS {
        return Err(FanoError::TooBig {
            symbols: n,
            limit: MAX_FANO_SYMBOLS,
        });
    }
    let cards = deck.cards();
    const NONE: u32 = u32::MAX;
    // The card through two symbols (NONE if none), and the symbol two cards share.
    let mut join = vec![NONE; n * n];
    for (c, card) in cards.iter().enumerate() {
        for &s in card {
            for &t in card {
                if s != t {
                    join[s as usize * n + t as usize] = c as u32;
                }
            }
        }
    }
    let m = cards.len();
    let mut meet = vec![NONE; m * m];
    for s in 0..n {
        let through: Vec<usize> = (0..m).filter(|&c| cards[c].contains(&(s as u32))).collect();
        for &a in &through {
            for &b in &through {
                meet[a * m + b] = s as u32;
            }
        }
    }
    let line = |s: usize, t: usize| join[s * n + t];
    let point = |a: u32, b: u32| meet[a as usize * m + b as usize] as usize;
    let mut on_symbol = vec![0u64; n];
    let mut on_card = vec![0u64; m];
    let mut found = 0u64;
    for p1 in 0..n {
        for p2 in p1 + 1..n {
            let l12 = line(p1, p2);
            if l12 == NONE {
                continue;
            }
            for p3 in p2 + 1..n {
                let (l13, l23) = (line(p1, p3), line(p2, p3));
                if l13 == NONE || l23 == NONE || l13 == l12 {
                    continue;
                }
                for p4 in p3 + 1..n {
                    let (l14, l24, l34) = (line(p1, p4), line(p2, p4), line(p3, p4));
                    if l14 == NONE || l24 == NONE || l34 == NONE {
                        continue;
                    }
                    if l14 == l12 || l14 == l13 || l24 == l23 {
                        continue;
                    }
                    let d = [point(l12, l34), point(l13, l24), point(l14, l23)];
                    let diagonal = line(d[0], d[1]);
                    if diagonal == NONE || diagonal != line(d[0], d[2]) {
                        continue;
                    }
                    found += 1;
                    for s in [p1, p2, p3, p4, d[0], d[1], d[2]] {
                        on_symbol[s] += 1;
                    }
                    for c in [l12, l13, l14, l23, l24, l34, diagonal] {
                        on_card[c as usize] += 1;
                    }
                }
            }
        }
    }
    Ok(FanoCensus {
        configurations: found / 7,
        symbols: distribution(&on_symbol),
        cards: distribution(&on_card),
    })
}

/// For each value of `counts` divided by 7, how many times it occurs, ascending.
fn distribution(counts: &[u64]) -> Vec<(u64, usize)> {
    let mut values: Vec<u64> = counts.iter().map(|c| c / 7).collect();
    values.sort_unstable();
    let mut out: Vec<(u64, usize)> = Vec::new();
    for v in values {
        match out.last_mut() {
            Some((last, times)) if *last == v => *times += 1,
            _ => out.push((v, 1)),
        }
    }
    out
}

/// The lines of the Fano plane (the plane of order 2) in the labelling the tests of several
/// modules take.
#[cfg(test)]
pub(crate) const FANO_LINES: [[u32; 3]; 7] = [
    [0, 1, 2],
    [0, 3, 4],
    [0, 5, 6],
    [1, 3, 5],
    [1, 4, 6],
    [2, 3, 6],
    [2, 4, 5],
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nine::{PlaneOfOrderNine, plane_of_order_nine};
    use crate::plane::tests::plane_of_order;
    use proptest::prelude::*;

    /// The census by the definition: every 7-subset of symbols that, with 7 cards each
    /// holding 3 of them, forms a Fano plane (7 points, 7 lines of 3, any two points on
    /// one line).
    fn brute_force(cards: &[Vec<u32>]) -> FanoCensus {
        let n = cards.iter().flatten().max().map_or(0, |&s| s as usize + 1);
        let mut on_symbol = vec![0u64; n];
        let mut on_card = vec![0u64; cards.len()];
        let mut found = 0;
        let mut subset = Vec::new();
        fn each(from: usize, n: usize, subset: &mut Vec<usize>, f: &mut dyn FnMut(&[usize])) {
            if subset.len() == 7 {
                f(subset);
                return;
            }
            for s in from..n {
                subset.push(s);
                each(s + 1, n, subset, f);
                subset.pop();
            }
        }
        each(0, n, &mut subset, &mut |set| {
            let lines: Vec<usize> = (0..cards.len())
                .filter(|&c| {
                    set.iter()
                        .filter(|&&s| cards[c].contains(&(s as u32)))
                        .count()
                        == 3
                })
                .collect();
            let joined = set.iter().enumerate().all(|(i, &s)| {
                set[i + 1..].iter().all(|&t| {
                    lines
                        .iter()
                        .filter(|&&c| {
                            cards[c].contains(&(s as u32)) && cards[c].contains(&(t as u32))
                        })
                        .count()
                        == 1
                })
            });
            if lines.len() == 7 && joined {
                found += 1;
                set.iter().for_each(|&s| on_symbol[s] += 7);
                lines.iter().for_each(|&c| on_card[c] += 7);
            }
        });
        FanoCensus {
            configurations: found,
            symbols: distribution(&on_symbol),
            cards: distribution(&on_card),
        }
    }

    fn census(cards: &[Vec<u32>]) -> FanoCensus {
        fano_census(&Deck::numbered(cards.to_vec())).unwrap()
    }

    #[test]
    fn small_planes_agree_with_brute_force() {
        for q in [2, 3, 4] {
            let cards = plane_of_order(q);
            assert_eq!(census(&cards), brute_force(&cards), "order {q}");
        }
        // PG(2, 3) has none (odd characteristic: Fano's axiom), PG(2, 4) has 360.
        assert_eq!(census(&plane_of_order(3)).configurations, 0);
        assert_eq!(census(&plane_of_order(4)).configurations, 360);
    }

    proptest! {
        // Each case tries the 116,280 seven-subsets of 21 symbols.
        #![proptest_config(ProptestConfig::with_cases(16))]

        /// Planes of order 4 with cards removed: the same census as the definition.
        #[test]
        fn partial_decks_agree_with_brute_force(seed in any::<u64>()) {
            use rand::{Rng, SeedableRng, seq::SliceRandom};
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut cards = plane_of_order(4);
            cards.shuffle(&mut rng);
            let keep = rng.random_range(8..=cards.len());
            cards.truncate(keep);
            let deck = Deck::numbered(cards.clone());
            // Symbols no card shows any more count as symbols of no configuration.
            let mut expected = brute_force(&cards);
            let missing = deck.names().len() - cards.iter().flatten().max().map_or(0, |&s| s as usize + 1);
            if missing > 0 {
                match expected.symbols.first_mut() {
                    Some((0, times)) => *times += missing,
                    _ => expected.symbols.insert(0, (0, missing)),
                }
            }
            prop_assert_eq!(fano_census(&deck).unwrap(), expected);
        }
    }

    #[test]
    fn the_four_planes_of_order_nine_are_told_apart() {
        let censuses: Vec<FanoCensus> = PlaneOfOrderNine::ALL
            .iter()
            .map(|&which| census(&plane_of_order_nine(which)))
            .collect();
        // PG(2, 9) has odd characteristic: no Fano configuration at all.
        assert_eq!(censuses[0].configurations, 0);
        // A plane and its dual: the same total, the distributions swapped.
        let (hall, dual) = (&censuses[1], &censuses[2]);
        assert_eq!(hall.configurations, dual.configurations);
        assert_eq!((&hall.symbols, &hall.cards), (&dual.cards, &dual.symbols));
        for (i, a) in censuses.iter().enumerate() {
            for b in &censuses[i + 1..] {
                assert_ne!(a, b);
            }
        }
        // Each symbol and card counted 7 times per configuration through it, all told.
        for c in &censuses {
            let total = |d: &[(u64, usize)]| d.iter().map(|&(v, t)| v * t as u64).sum::<u64>();
            assert_eq!(total(&c.symbols), 7 * c.configurations);
            assert_eq!(total(&c.cards), 7 * c.configurations);
        }
    }

    #[test]
    fn refusals() {
        let big = Deck::numbered(vec![(0..200).collect()]);
        assert_eq!(
            fano_census(&big),
            Err(FanoError::TooBig {
                symbols: 200,
                limit: MAX_FANO_SYMBOLS
            })
        );
        let invalid = Deck::numbered(vec![vec![0, 1], vec![2, 3]]);
        assert!(matches!(
            fano_census(&invalid),
            Err(FanoError::InvalidDeck(_))
        ));
    }
}
