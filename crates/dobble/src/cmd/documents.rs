//! The `--json` documents the program composes around the library's values: each holds
//! the library's data (under `#[serde(flatten)]` where its fields sit at the top level) and
//! adds what only the program knows or says: a path written, seconds elapsed, a verdict's
//! `valid`, a sentence. A deck (`dobble::Plane`) and a census (`dobble::fano::FanoCensus`)
//! are printed as they are. `tests/serde_round_trip.rs` includes this file and reads every
//! document of the fixtures back through these types.

use dobble::complete::Together;
use dobble::draw::CardLayout;
use dobble::find::{Existence, OrderSixProof};
use dobble::print::Printed;
use dobble::structure::{Automorphisms, Comparison, Difference};
use dobble::verify::{DeckDefect, Figures};
use dobble::{Answer, Completion, Deck, Verdict};
use serde::{Deserialize, Serialize};

/// `verify --json`: `{"valid":true,` the figures`}` or `{"valid":false,"error":..}`.
#[derive(Serialize, Deserialize)]
pub(crate) struct Checked {
    /// Whether the deck is valid.
    pub(crate) valid: bool,
    /// A valid deck's figures.
    #[serde(flatten)]
    pub(crate) figures: Option<Figures>,
    /// An invalid deck's first defect.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) error: Option<DeckDefect>,
}

impl Checked {
    /// The document of `verdict`.
    pub(crate) fn new(verdict: &Verdict<DeckDefect>) -> Checked {
        match verdict {
            Verdict::Valid(figures) => Checked {
                valid: true,
                figures: Some(*figures),
                error: None,
            },
            Verdict::Invalid(defect) => Checked {
                valid: false,
                figures: None,
                error: Some(defect.clone()),
            },
        }
    }
}

/// `generate --json` and `search --json` without a deck: `k`, the order, whether a deck
/// exists and why not, then the library's data: what is known about the order, or the
/// census of the order-6 proof and how long it took.
#[derive(Serialize, Deserialize)]
pub(crate) struct NoDeck {
    /// Symbols per card.
    pub(crate) k: u32,
    /// The order `k - 1`.
    pub(crate) order: u32,
    /// `false` when no deck can exist, `null` when nobody knows.
    pub(crate) exists: Option<bool>,
    /// Why there is no deck, in one sentence (not for the proof, which says what it
    /// searched instead).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) reason: Option<String>,
    /// What is known about the order (not for the proof).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) known: Option<Existence>,
    /// What the order-6 proof searched.
    #[serde(flatten)]
    pub(crate) proof: Option<OrderSixProof>,
    /// How long the proof took.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) seconds: Option<f64>,
}

impl NoDeck {
    /// The document of `answer` (not a deck), `seconds` the time the program measured.
    pub(crate) fn new(answer: &Answer, seconds: f64) -> NoDeck {
        let k = answer.k();
        let (reason, known, proof) = match answer {
            Answer::NoDeck { known, .. } => (answer.reason(), Some(*known), None),
            Answer::Proved(proof) => (None, None, Some(*proof)),
            _ => (answer.reason(), None, None),
        };
        NoDeck {
            k,
            order: k - 1,
            exists: answer.exists(),
            reason,
            known,
            seconds: proof.map(|_| seconds),
            proof,
        }
    }
}

/// `complete --json`: the completion, and whether the candidates fit together.
#[derive(Serialize, Deserialize)]
pub(crate) struct Completed {
    /// The library's answer.
    #[serde(flatten)]
    pub(crate) completion: Completion,
    /// `true` unless the candidates conflict ([`Together::Conflicting`]).
    pub(crate) compatible: bool,
}

impl Completed {
    /// The document of `completion`.
    pub(crate) fn new(completion: Completion) -> Completed {
        Completed {
            compatible: completion.together != Together::Conflicting,
            completion,
        }
    }
}

/// `render --svg --json`: the pictures written and the folder they went to.
#[derive(Serialize, Deserialize)]
pub(crate) struct SavedPictures {
    /// Card pictures written.
    pub(crate) cards: usize,
    /// A4 sheets written.
    pub(crate) sheets: usize,
    /// The folder, as the user named it.
    pub(crate) dir: String,
    /// With `--images` or the built-in pictures, the symbols drawn as words because they
    /// had no picture.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) as_words: Option<Vec<String>>,
}

/// `render -o FILE --json`: the file written, what the library printed in it.
#[derive(Serialize, Deserialize)]
pub(crate) struct SavedPdf {
    /// The file, as the user named it.
    pub(crate) pdf: String,
    /// What was printed (the bytes left out).
    #[serde(flatten)]
    pub(crate) printed: Printed,
    /// With `--images` or the built-in pictures, the symbols drawn as words because they
    /// had no picture.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) as_words: Option<Vec<String>>,
}

/// `render --layout FILE`: the layout of every card drawn, at the size drawn.
#[derive(Serialize, Deserialize)]
pub(crate) struct LayoutFile {
    /// The cards' diameter, in mm.
    pub(crate) card_mm: f64,
    /// The seed of the layouts.
    pub(crate) seed: u64,
    /// Each card's layout, in the deck's order.
    pub(crate) cards: Vec<CardLayout>,
}

/// `isomorphic --json`: `{"isomorphic":true,"symbols":[[a,b],..],"cards":[[1,5],..]}` (each
/// symbol of the first deck with its image by name, each card by number from 1), or
/// `{"isomorphic":false,"reason":..,"difference":{"invariant":..,..}}`.
#[derive(Serialize, Deserialize)]
pub(crate) struct Compared {
    /// Whether the decks are the same deck with other names.
    pub(crate) isomorphic: bool,
    /// The map of the symbols, by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) symbols: Option<Vec<(String, String)>>,
    /// The map of the cards, by number from 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) cards: Option<Vec<[usize; 2]>>,
    /// Why not, in one sentence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) reason: Option<String>,
    /// The first invariant that differs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) difference: Option<Difference>,
}

impl Compared {
    /// The document of `comparison` of the decks `a` and `b`.
    pub(crate) fn new(comparison: &Comparison, a: &Deck, b: &Deck) -> Compared {
        match comparison {
            Comparison::Isomorphic(map) => Compared {
                isomorphic: true,
                symbols: Some(
                    map.symbols
                        .iter()
                        .enumerate()
                        .map(|(s, &t)| (a.names()[s].clone(), b.names()[t as usize].clone()))
                        .collect(),
                ),
                cards: Some(
                    map.cards
                        .iter()
                        .enumerate()
                        .map(|(c, &d)| [c + 1, d + 1])
                        .collect(),
                ),
                reason: None,
                difference: None,
            },
            Comparison::Different(difference) => Compared {
                isomorphic: false,
                symbols: None,
                cards: None,
                reason: Some(difference.to_string()),
                difference: Some(difference.clone()),
            },
            _ => Compared {
                isomorphic: false,
                symbols: None,
                cards: None,
                reason: None,
                difference: None,
            },
        }
    }
}

/// `automorphisms --json`: the symbols' names (the generators and orbits number them),
/// then the library's group.
#[derive(Serialize, Deserialize)]
pub(crate) struct Symmetries {
    /// The name of each symbol, by number.
    pub(crate) symbols: Vec<String>,
    /// The group.
    #[serde(flatten)]
    pub(crate) group: Automorphisms,
}

/// `dual --json`: the dual's cards (the numbers, from 1, of the cards through each symbol)
/// and the symbol each stands for.
#[derive(Serialize, Deserialize)]
pub(crate) struct Dual {
    /// The dual deck's cards.
    pub(crate) cards: Vec<Vec<String>>,
    /// For each card of the dual, the deck's symbol it comes from.
    pub(crate) from: Vec<String>,
}
