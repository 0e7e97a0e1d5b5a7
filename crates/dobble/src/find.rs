//! Finding the full deck with k symbols per card, or the reason there is none: one function,
//! [`find_deck`], that decides which method answers and says so in its [`Answer`].
//!
//! The decisions, in order:
//!
//! 1. `k` must be at least 2 ([`FindError::TooSmall`]).
//! 2. [`Method::SearchOrProve`] with k = 7: the exhaustive proof that no plane of order 6
//!    exists ([`Answer::Proved`]), the only order this crate settles by search.
//! 3. [`Method::Field`], [`Method::Search`] and [`Method::SearchOrProve`]: an order with no
//!    plane, or none known ([`Existence`]: Bruck–Ryser, order 10, open orders) is answered
//!    from what is known, before any work ([`Answer::NoDeck`]).
//! 4. The construction: the plane over GF(q) (k up to [`MAX_SYMBOLS_PER_CARD`]),
//!    Mihova's formula (prime orders only: [`FindError::Mihova`] otherwise), or the search
//!    without algebra (k up to [`MAX_SEARCH_K`], at most `limit` placements:
//!    [`FindError::GaveUp`] beyond).

use std::fmt;

pub use crate::existence::Existence;
pub use crate::latin::MateCensus;
use crate::latin::prove_order_six;
use crate::mihova::{MihovaError, mihova};
use crate::nine::{PlaneOfOrderNine, plane_of_order_nine};
pub use crate::plane::MAX_SYMBOLS_PER_CARD;
use crate::plane::{GenerateError, check_k, field_deck};
pub use crate::search::MAX_SEARCH_K;
use crate::search::{SearchOutcome, search_plane_reporting};
use crate::verify::Counted;

/// How [`find_deck`] looks for a deck.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Method {
    /// The projective plane over the finite field GF(k - 1), where k - 1 is a prime power;
    /// otherwise what is known ([`Existence`]).
    #[default]
    Field,
    /// Mihova's formula, for a prime k - 1 only (no appeal to what is known: a composite
    /// order is refused with the two cards the formula gets wrong).
    Mihova,
    /// Backtracking with no algebra, for k up to [`MAX_SEARCH_K`]; orders with no plane or
    /// none known are answered from what is known, before any search.
    Search,
    /// As [`Method::Search`], but order 6 (k = 7) is settled by the exhaustive proof over
    /// Latin squares instead of being cited.
    SearchOrProve,
    /// One of the four planes of order 9 ([`plane_of_order_nine`]), for k = 10 only
    /// ([`FindError::NotOrderNine`] otherwise).
    ///
    /// [`plane_of_order_nine`]: crate::methods::plane_of_order_nine
    OrderNine(PlaneOfOrderNine),
}

/// The options of [`find_deck`]: the method, the most symbol placements a search may try,
/// and a callback told how far a long search or proof has got.
///
/// ```
/// use dobble::{FindOptions, Method};
/// use dobble::find::Progress;
///
/// let mut steps = Vec::new();
/// let options = FindOptions::new(Method::SearchOrProve).on_progress(|p: &Progress| steps.push(*p));
/// let answer = dobble::find_deck(7, options).unwrap();
/// assert_eq!(answer.exists(), Some(false));
/// assert_eq!(steps, [Progress::ProvingOrderSix]);
/// ```
#[non_exhaustive]
pub struct FindOptions<'a> {
    /// How to look.
    pub method: Method,
    /// The most symbol placements the search tries before it gives up (searches only).
    /// The proof for k = 7 ([`Method::SearchOrProve`]) ignores it: it is a fixed
    /// computation over the 9,408 reduced Latin squares of order 6, done in seconds.
    pub limit: u64,
    /// Told how far a long search or proof has got ([`FindOptions::on_progress`]).
    progress: Option<Report<'a>>,
}

/// The callback told how far [`find_deck`] has got (`Send`, so the work may move to
/// another thread).
type Report<'a> = Box<dyn FnMut(&Progress) + Send + 'a>;

impl<'a> FindOptions<'a> {
    /// The default search limit: 10^9 placements.
    pub const DEFAULT_LIMIT: u64 = 1_000_000_000;

    /// Options for `method`, with the default limit and no progress reports.
    pub fn new(method: Method) -> FindOptions<'a> {
        FindOptions {
            method,
            limit: Self::DEFAULT_LIMIT,
            progress: None,
        }
    }

    /// The same options with a search limit of `limit` placements.
    #[must_use]
    pub fn with_limit(mut self, limit: u64) -> FindOptions<'a> {
        self.limit = limit;
        self
    }

    /// The same options, and `progress` called as a long search or proof goes on: every
    /// 2^20 placements of a search ([`Progress::Placements`]), once as the order-6 proof
    /// starts ([`Progress::ProvingOrderSix`]).
    #[must_use]
    pub fn on_progress(self, progress: impl FnMut(&Progress) + Send + 'a) -> FindOptions<'a> {
        FindOptions {
            progress: Some(Box::new(progress)),
            ..self
        }
    }

    /// Tells the callback, if any, of `step`.
    fn report(&mut self, step: Progress) {
        if let Some(progress) = &mut self.progress {
            progress(&step);
        }
    }
}

impl Default for FindOptions<'_> {
    /// [`Method::Field`], the default limit, no progress reports.
    fn default() -> Self {
        FindOptions::new(Method::Field)
    }
}

impl fmt::Debug for FindOptions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FindOptions")
            .field("method", &self.method)
            .field("limit", &self.limit)
            .field("on_progress", &self.progress.is_some())
            .finish()
    }
}

/// How a full deck was built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "method", rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Construction {
    /// Order 1: the triangle, written down.
    Triangle,
    /// The plane PG(2, q) over the field GF(p^m).
    Field {
        /// The characteristic.
        p: u64,
        /// The degree.
        m: u32,
    },
    /// Mihova's formula.
    Mihova,
    /// The search without algebra.
    Search {
        /// Symbols placed.
        nodes: u64,
    },
    /// One of the four planes of order 9.
    OrderNine {
        /// Which one.
        plane: PlaneOfOrderNine,
    },
}

/// A full deck: a projective plane of order `k - 1` with `k^2 - k + 1` cards and as many
/// symbols, `S` being symbol numbers (`u32`, `0..k^2 - k + 1`) or names ([`Plane::named`]).
///
/// Serialized (feature `serde`) as `{"k":..,"order":..,"cards":[[..],..],"built":..}`, the
/// construction as `{"method":"field","p":3,"m":2}`, `{"method":"search","nodes":..}`, ...
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Plane<S = u32> {
    /// Symbols per card.
    pub k: u32,
    /// The order `k - 1`.
    pub order: u32,
    /// The cards. Numbered symbols: ascending in each card, cards in the order of the
    /// construction (lexicographic for the field and the search, the formula's order for
    /// Mihova's). Named symbols: in byte order in each card, cards in the same order.
    pub cards: Vec<Vec<S>>,
    /// How it was built.
    pub built: Construction,
}

impl<S> Plane<S> {
    /// The number of symbols (and of cards): `k^2 - k + 1`.
    pub fn symbols(&self) -> usize {
        let k = self.k as usize;
        k * k - k + 1
    }
}

impl Plane<u32> {
    /// The deck with symbol `s` named `names[s]`, the names of each card in byte order, or
    /// `None` when there are fewer names than [`symbols`](Plane::symbols).
    ///
    /// ```
    /// use dobble::{find_deck, FindOptions};
    ///
    /// let plane = find_deck(2, FindOptions::default()).unwrap().into_deck().unwrap();
    /// let names = ["owl".to_owned(), "cat".to_owned(), "dog".to_owned()];
    /// assert_eq!(plane.named(&names).unwrap().cards, [["cat", "owl"], ["dog", "owl"], ["cat", "dog"]]);
    /// assert_eq!(plane.named(&names[..2]), None);
    /// ```
    pub fn named(&self, names: &[String]) -> Option<Plane<String>> {
        let cards = self
            .cards
            .iter()
            .map(|card| {
                let mut named = card
                    .iter()
                    .map(|&s| names.get(s as usize).cloned())
                    .collect::<Option<Vec<String>>>()?;
                named.sort_unstable();
                Some(named)
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Plane {
            k: self.k,
            order: self.order,
            cards,
            built: self.built,
        })
    }
}

/// What the exhaustive search over Latin squares found for order 6 ([`Answer::Proved`]).
///
/// Serialized (feature `serde`) as the census's fields: `{"n":6,"reduced_latin_squares":..,
/// "transversals":..,"nodes":..,"with_mate":0}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct OrderSixProof {
    /// What the search enumerated (no square has a mate).
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub census: MateCensus,
}

/// The answer of [`find_deck`]: a full deck and how it was built, or why there is none.
///
/// Serialized (feature `serde`) as its variant's own fields, with no tag: a deck as [`Plane`];
/// no deck as `{"k":..,"known":..}` ([`Existence`]); the order-6 proof as
/// [`OrderSixProof`]. Each shape has a field the others lack (`cards`, `known`,
/// `reduced_latin_squares`), so a document reads back as the right variant, and the
/// program's `--json` documents, which add words and times to these fields, read back too.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(untagged))]
#[non_exhaustive]
pub enum Answer {
    /// The full deck.
    Deck(Plane),
    /// No deck, from what is known about the order (without search).
    NoDeck {
        /// Symbols per card.
        k: u32,
        /// What is known about the order `k - 1`.
        known: Existence,
    },
    /// No deck with 7 symbols per card: proved here by exhaustive search.
    Proved(OrderSixProof),
}

impl Answer {
    /// Symbols per card.
    pub fn k(&self) -> u32 {
        match self {
            Answer::Deck(plane) => plane.k,
            Answer::NoDeck { k, .. } => *k,
            Answer::Proved(_) => 7,
        }
    }

    /// Whether a deck exists: `Some(true)` with a deck, `Some(false)` when none can exist,
    /// `None` when nobody knows.
    pub fn exists(&self) -> Option<bool> {
        match self {
            Answer::Deck(_) => Some(true),
            Answer::NoDeck { known, .. } => known.exists(),
            Answer::Proved(_) => Some(false),
        }
    }

    /// The deck, if there is one.
    pub fn deck(&self) -> Option<&Plane> {
        match self {
            Answer::Deck(plane) => Some(plane),
            _ => None,
        }
    }

    /// The deck, if there is one.
    pub fn into_deck(self) -> Option<Plane> {
        match self {
            Answer::Deck(plane) => Some(plane),
            _ => None,
        }
    }

    /// Why there is no deck, in one sentence; `None` with a deck.
    pub fn reason(&self) -> Option<String> {
        match *self {
            Answer::Deck(_) => None,
            Answer::NoDeck { k, known } => Some(known.reason(u64::from(k) - 1)),
            Answer::Proved(_) => Some(
                "no deck with 7 symbols per card exists (no projective plane of order 6)".into(),
            ),
        }
    }
}

/// How far a long [`find_deck`] has got, as told to [`FindOptions::on_progress`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Progress {
    /// The search has placed this many symbols so far (reported every 2^20 placements).
    Placements(u64),
    /// The exhaustive proof for order 6 has started (it takes well under a second).
    ProvingOrderSix,
}

/// Why [`find_deck`] gives no answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FindError {
    /// Fewer than two symbols per card.
    #[error("K must be at least 2 (got {k})")]
    TooSmall {
        /// What was asked.
        k: u32,
    },
    /// More symbols per card than the construction builds.
    #[error("K must be at most {max} (got {k})")]
    TooLarge {
        /// What was asked.
        k: u32,
        /// The most the construction builds.
        max: u32,
    },
    /// More symbols per card than the search handles ([`MAX_SEARCH_K`]).
    #[error("search handles K up to {max} (got {k})")]
    SearchTooLarge {
        /// What was asked.
        k: u32,
        /// The most the search handles.
        max: u32,
    },
    /// Mihova's formula refuses a composite order.
    #[error(transparent)]
    Mihova(MihovaError),
    /// A plane of order 9 ([`Method::OrderNine`]) asked for with k other than 10.
    #[error("the planes of order 9 have 10 symbols per card, not {k}")]
    NotOrderNine {
        /// What was asked.
        k: u32,
    },
    /// The search reached its limit without an answer.
    #[error("search {k} stopped at the limit of {limit} placements without an answer")]
    GaveUp {
        /// Symbols per card.
        k: u32,
        /// The limit of placements.
        limit: u64,
    },
    /// A search contradicted what is known (no plane found where one is known to exist, or
    /// a mate of a Latin square of order 6): never expected.
    #[error("the search for k = {k} contradicts what is known: {known}")]
    Contradiction {
        /// Symbols per card.
        k: u32,
        /// What is known, in words.
        known: String,
    },
}

impl From<GenerateError> for FindError {
    fn from(e: GenerateError) -> FindError {
        match e {
            GenerateError::TooSmall(k) => FindError::TooSmall { k },
            GenerateError::TooLarge { k, max } => FindError::TooLarge { k, max },
        }
    }
}

/// The full deck with `k` symbols per card, or why there is none (see the module docs for
/// the order of the decisions).
///
/// # Errors
/// [`FindError`] when `k` is out of range for the method, for a composite order with
/// [`Method::Mihova`], and when a search reaches `options.limit`.
///
/// ```
/// use dobble::{find_deck, Answer, FindOptions, Method};
/// use dobble::find::{Construction, Existence};
///
/// let Ok(Answer::Deck(fano)) = find_deck(3, FindOptions::default()) else { panic!() };
/// assert_eq!(fano.cards[0], [0, 1, 6]);
/// assert_eq!(fano.built, Construction::Field { p: 2, m: 1 });
///
/// let seven = find_deck(7, FindOptions::default()).unwrap();
/// assert_eq!(seven, Answer::NoDeck { k: 7, known: Existence::OrderSix });
/// let proved = find_deck(7, FindOptions::new(Method::SearchOrProve)).unwrap();
/// assert!(matches!(proved, Answer::Proved(p) if p.census.with_mate == 0));
/// ```
pub fn find_deck(k: u32, mut options: FindOptions<'_>) -> Result<Answer, FindError> {
    if k < 2 {
        return Err(FindError::TooSmall { k });
    }
    let q = u64::from(k - 1);
    let known = Existence::of_order(q);
    if options.method == Method::SearchOrProve && known == Existence::OrderSix {
        options.report(Progress::ProvingOrderSix);
        let census = prove_order_six();
        if census.with_mate != 0 {
            return Err(FindError::Contradiction {
                k,
                known: "Tarry (1901) found no pair of orthogonal Latin squares of order 6".into(),
            });
        }
        return Ok(Answer::Proved(OrderSixProof { census }));
    }
    let deck = |cards, built| {
        Answer::Deck(Plane {
            k,
            order: k - 1,
            cards,
            built,
        })
    };
    match options.method {
        Method::OrderNine(plane) => {
            if k != 10 {
                return Err(FindError::NotOrderNine { k });
            }
            Ok(deck(
                plane_of_order_nine(plane),
                Construction::OrderNine { plane },
            ))
        }
        Method::Mihova => {
            let cards = mihova(k).map_err(|e| match e {
                MihovaError::Range(e) => FindError::from(e),
                e => FindError::Mihova(e),
            })?;
            Ok(deck(cards, Construction::Mihova))
        }
        Method::Field => {
            check_k(k, MAX_SYMBOLS_PER_CARD)?;
            if known.exists() != Some(true) {
                return Ok(Answer::NoDeck { k, known });
            }
            let Some((cards, _)) = field_deck(k) else {
                return Err(FindError::Contradiction {
                    k,
                    known: known.reason(q),
                });
            };
            let built = match known {
                Existence::PrimePower { p, m } => Construction::Field { p, m },
                _ => Construction::Triangle,
            };
            Ok(deck(cards, built))
        }
        Method::Search | Method::SearchOrProve => {
            if known.exists() != Some(true) {
                return Ok(Answer::NoDeck { k, known });
            }
            search(k, &mut options, known)
        }
    }
}

/// The search without algebra for an order whose plane exists.
fn search(k: u32, options: &mut FindOptions<'_>, known: Existence) -> Result<Answer, FindError> {
    let limit = options.limit;
    if k > MAX_SEARCH_K {
        return Err(FindError::SearchTooLarge {
            k,
            max: MAX_SEARCH_K,
        });
    }
    let outcome = search_plane_reporting(k, limit, &mut |nodes| {
        options.report(Progress::Placements(nodes));
    })?;
    match outcome {
        SearchOutcome::Found { cards, nodes } => Ok(Answer::Deck(Plane {
            k,
            order: k - 1,
            cards,
            built: Construction::Search { nodes },
        })),
        SearchOutcome::GaveUp { .. } => Err(FindError::GaveUp { k, limit }),
        SearchOutcome::Exhausted { .. } => Err(FindError::Contradiction {
            k,
            known: known.reason(u64::from(k - 1)),
        }),
    }
}

impl fmt::Display for Construction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Construction::Triangle => write!(f, "the triangle"),
            Construction::Field { p, m: 1 } => write!(f, "the plane over GF({p})"),
            Construction::Field { p, m } => write!(f, "the plane over GF({p}^{m})"),
            Construction::Mihova => write!(f, "Mihova's formula"),
            Construction::Search { nodes } => {
                write!(f, "a search of {}", Counted(*nodes as usize, "placement"))
            }
            Construction::OrderNine { plane } => write!(f, "the {plane} plane of order 9"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::naive::is_plane;

    #[test]
    fn every_method_builds_small_planes() {
        for k in [2, 3, 4, 5, 6, 8] {
            for method in [
                Method::Field,
                Method::Mihova,
                Method::Search,
                Method::SearchOrProve,
            ] {
                if method == Method::Mihova && [5, 9].contains(&k) {
                    continue;
                }
                let answer = find_deck(k, FindOptions::new(method)).unwrap();
                let Answer::Deck(plane) = answer else {
                    panic!("k = {k}, {method:?}: {answer:?}");
                };
                assert!(is_plane(&plane.cards), "k = {k}, {method:?}");
                assert_eq!((plane.k, plane.order), (k, k - 1));
                assert_eq!(plane.cards.len(), plane.symbols());
            }
        }
    }

    #[test]
    fn the_method_that_answers_is_named() {
        let built = |k, method| match find_deck(k, FindOptions::new(method)) {
            Ok(Answer::Deck(plane)) => plane.built,
            other => panic!("{other:?}"),
        };
        assert_eq!(built(2, Method::Field), Construction::Triangle);
        assert_eq!(built(10, Method::Field), Construction::Field { p: 3, m: 2 });
        assert_eq!(built(4, Method::Mihova), Construction::Mihova);
        assert!(matches!(built(4, Method::Search), Construction::Search { nodes } if nodes > 0));
    }

    #[test]
    fn orders_without_a_plane_are_answered_before_any_work() {
        for (k, known) in [
            (7, Existence::OrderSix),
            (11, Existence::OrderTen),
            (13, Existence::Unknown),
            (15, Existence::BruckRyser),
        ] {
            for method in [Method::Field, Method::Search] {
                // A limit of one placement: no search runs.
                let options = FindOptions::new(method).with_limit(1);
                assert_eq!(find_deck(k, options), Ok(Answer::NoDeck { k, known }));
            }
        }
        // Beyond what the search builds: known all the same.
        let search = FindOptions::new(Method::Search).with_limit(1);
        assert_eq!(
            find_deck(300, search),
            Ok(Answer::NoDeck {
                k: 300,
                known: Existence::Unknown
            })
        );
        let options = FindOptions::new(Method::SearchOrProve).with_limit(1);
        assert_eq!(
            find_deck(11, options),
            Ok(Answer::NoDeck {
                k: 11,
                known: Existence::OrderTen
            })
        );
    }

    #[test]
    fn the_planes_of_order_nine_need_ten_symbols_per_card() {
        for plane in PlaneOfOrderNine::ALL {
            let options = || FindOptions::new(Method::OrderNine(plane));
            let Ok(Answer::Deck(deck)) = find_deck(10, options()) else {
                panic!("no {plane} plane");
            };
            assert_eq!((deck.k, deck.order, deck.cards.len()), (10, 9, 91));
            assert_eq!(deck.built, Construction::OrderNine { plane });
            for k in [2, 8, 11] {
                assert_eq!(find_deck(k, options()), Err(FindError::NotOrderNine { k }));
            }
        }
        let desarguesian = FindOptions::new(Method::OrderNine(PlaneOfOrderNine::Desarguesian));
        let Ok(Answer::Deck(field)) = find_deck(10, FindOptions::default()) else {
            panic!("no field plane");
        };
        assert!(
            matches!(find_deck(10, desarguesian), Ok(Answer::Deck(d)) if d.cards == field.cards)
        );
    }

    #[test]
    fn only_search_or_prove_proves_order_six() {
        let mut steps = Vec::new();
        let options = FindOptions::new(Method::SearchOrProve).on_progress(|p: &Progress| {
            steps.push(*p);
        });
        let answer = find_deck(7, options).unwrap();
        assert_eq!(steps, [Progress::ProvingOrderSix]);
        // The limit is for searches: the proof ignores it.
        let limited = FindOptions::new(Method::SearchOrProve).with_limit(1);
        assert_eq!(find_deck(7, limited), Ok(answer.clone()));
        let Answer::Proved(proof) = answer.clone() else {
            panic!("{answer:?}");
        };
        // OEIS A000315: 9,408 reduced Latin squares of order 6.
        assert_eq!((proof.census.squares, proof.census.with_mate), (9408, 0));
        assert_eq!(answer.exists(), Some(false));
        assert!(matches!(
            find_deck(7, FindOptions::new(Method::Mihova)),
            Err(FindError::Mihova(MihovaError::Composite { q: 6, p: 2, .. }))
        ));
    }

    #[test]
    fn ranges_and_limits() {
        for method in [Method::Field, Method::Mihova, Method::Search] {
            assert_eq!(
                find_deck(1, FindOptions::new(method)),
                Err(FindError::TooSmall { k: 1 })
            );
        }
        assert_eq!(
            find_deck(258, FindOptions::default()),
            Err(FindError::TooLarge { k: 258, max: 257 })
        );
        for method in [Method::Field, Method::Mihova] {
            assert_eq!(
                find_deck(300, FindOptions::new(method)),
                Err(FindError::TooLarge { k: 300, max: 257 })
            );
        }
        assert!(matches!(
            find_deck(257, FindOptions::default()),
            Ok(Answer::Deck(_))
        ));
        // Order 11 is prime: a plane exists, but beyond the search.
        let search = || FindOptions::new(Method::Search);
        assert_eq!(
            find_deck(12, search()),
            Err(FindError::SearchTooLarge { k: 12, max: 11 })
        );
        assert_eq!(
            find_deck(9, search().with_limit(1000)),
            Err(FindError::GaveUp { k: 9, limit: 1000 })
        );
        assert_eq!(
            FindError::GaveUp { k: 9, limit: 1000 }.to_string(),
            "search 9 stopped at the limit of 1000 placements without an answer"
        );
    }

    #[test]
    fn names_follow_the_numbers() {
        let plane = find_deck(3, FindOptions::default())
            .unwrap()
            .into_deck()
            .unwrap();
        let names: Vec<String> = ["ant", "bee", "cat", "dog", "elk", "fox", "owl"]
            .map(String::from)
            .to_vec();
        let named = plane.named(&names).unwrap();
        // The first Fano card is {0, 1, 6} (worked by hand in plane.rs): ant, bee, owl.
        assert_eq!(named.cards[0], ["ant", "bee", "owl"]);
        assert!(
            named
                .cards
                .iter()
                .all(|c| c.windows(2).all(|w| w[0] < w[1]))
        );
        assert_eq!(plane.named(&names[..6]), None);
    }

    #[test]
    fn reasons_in_words() {
        let unknown = find_deck(13, FindOptions::default()).unwrap();
        assert_eq!(unknown.exists(), None);
        assert!(
            unknown
                .reason()
                .unwrap()
                .starts_with("no deck with 13 symbols per card is known")
        );
    }
}
