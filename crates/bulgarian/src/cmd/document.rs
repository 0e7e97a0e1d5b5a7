//! The `--json` documents, composed by the program from the library's data: the library
//! types serialize their own fields (in any serde format); the program adds what only it
//! knows (the listings it streams, the cycle it was asked for), orders the fields as the
//! documents have them, and writes exact counts as JSON numbers of any length.
//!
//! Each document is generic over how it holds its parts, so that the same shape is
//! written from borrowed values and streamed listings, and read back into owned values and
//! vectors (`tests/serde_round_trip.rs` reads the fixtures' documents back and writes them
//! again, byte for byte).

use bulgarian::austrian::Austrian;
use bulgarian::count::Counts;
use bulgarian::montreal::Columns;
use bulgarian::relatives::{Relative, RelativeAnalysis};
use bulgarian::trace::Stop;
use num_bigint::BigUint;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::value::RawValue;

/// A listing written as a JSON array while it is produced, element by element, in the
/// memory of one element (the iterator is cloned, so the value can be written again).
pub(crate) struct Streamed<I>(pub(crate) I);

impl<I> Serialize for Streamed<I>
where
    I: Iterator + Clone,
    I::Item: Serialize,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.clone())
    }
}

/// `trace --json`: `{"n","start","trace","stop"}`.
#[derive(Serialize, Deserialize)]
pub(crate) struct TraceDocument<P, L> {
    pub(crate) n: u64,
    pub(crate) start: P,
    pub(crate) trace: L,
    pub(crate) stop: Stop,
}

/// `orbit --json`: the library's [`bulgarian::orbit::OrbitReport`], then `"cycle"` when
/// it was asked for.
#[derive(Serialize, Deserialize)]
pub(crate) struct OrbitDocument<R, L> {
    #[serde(flatten)]
    pub(crate) report: R,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub(crate) cycle: Option<L>,
}

/// `random --json`: `{"n","start","p","seed","moves"}`.
#[derive(Serialize, Deserialize)]
pub(crate) struct RandomDocument<P, L> {
    pub(crate) n: u64,
    pub(crate) start: P,
    pub(crate) p: bulgarian::random::Probability,
    pub(crate) seed: u64,
    pub(crate) moves: L,
}

/// `multiplayer --json`: `{"n","start","rounds","transient","cycle_length"}`.
#[derive(Serialize, Deserialize)]
pub(crate) struct MultiplayerDocument<T, L> {
    pub(crate) n: u64,
    pub(crate) start: T,
    pub(crate) rounds: L,
    pub(crate) transient: u64,
    pub(crate) cycle_length: u64,
}

/// `montreal trace --json`, `austrian trace --json`: `{"n","start","trace"}`.
#[derive(Serialize, Deserialize)]
pub(crate) struct RelativeTraceDocument<V, L> {
    pub(crate) n: u64,
    pub(crate) start: V,
    pub(crate) trace: L,
}

/// `montreal orbit --json`, `austrian orbit --json`:
/// `{"n","start","transient","cycle_length"}`, then `"cycle"` when it was asked for.
#[derive(Serialize, Deserialize)]
pub(crate) struct RelativeOrbitDocument<V, L> {
    pub(crate) n: u64,
    pub(crate) start: V,
    pub(crate) transient: u64,
    pub(crate) cycle_length: u64,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub(crate) cycle: Option<L>,
}

/// How a state of one of the relatives is shown in the documents: a Montreal position as
/// itself, an Austrian state as its piles and bank (the limit and the reading are the
/// command's, not the state's).
pub(crate) trait Shown {
    /// What the documents hold for the state.
    type View: Serialize;
    /// The state as the documents show it.
    fn view(self) -> Self::View;
}

impl Shown for Columns {
    type View = Columns;
    fn view(self) -> Columns {
        self
    }
}

/// An Austrian state as the documents show it.
#[derive(Serialize, Deserialize)]
pub(crate) struct AustrianState {
    pub(crate) piles: Vec<u64>,
    pub(crate) bank: i128,
}

impl Shown for Austrian {
    type View = AustrianState;
    fn view(self) -> AustrianState {
        AustrianState {
            piles: self.piles().to_vec(),
            bank: self.bank(),
        }
    }
}

/// The library's [`RelativeAnalysis`] with its witness as the documents show it.
#[derive(Serialize, Deserialize)]
pub(crate) struct RelativeAnalysisDocument<V> {
    pub(crate) n: u64,
    pub(crate) states: u64,
    pub(crate) cycles: u64,
    pub(crate) cycle_lengths: Vec<u64>,
    pub(crate) max_transient: u64,
    pub(crate) max_transient_witness: V,
    pub(crate) max_orbit: u64,
    pub(crate) garden_of_eden: u64,
    pub(crate) max_in_degree: u64,
}

impl<S: Shown + Relative> From<&RelativeAnalysis<S>> for RelativeAnalysisDocument<S::View> {
    fn from(a: &RelativeAnalysis<S>) -> Self {
        RelativeAnalysisDocument {
            n: a.n,
            states: a.states,
            cycles: a.cycles,
            cycle_lengths: a.cycle_lengths.clone(),
            max_transient: a.max_transient,
            max_transient_witness: a.max_transient_witness.clone().view(),
            max_orbit: a.max_orbit,
            garden_of_eden: a.garden_of_eden,
            max_in_degree: a.max_in_degree,
        }
    }
}

/// An exact count written as a JSON number of any length (its digits, as they are), and
/// read back from one.
pub(crate) struct Exact(pub(crate) BigUint);

impl Serialize for Exact {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let digits =
            RawValue::from_string(self.0.to_string()).map_err(serde::ser::Error::custom)?;
        digits.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Exact {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Exact, D::Error> {
        let raw = Box::<RawValue>::deserialize(deserializer)?;
        raw.get()
            .parse()
            .map(Exact)
            .map_err(|_| serde::de::Error::custom(format!("{} is not a count", raw.get())))
    }
}

/// `count --json`: the library's [`Counts`] with every count an exact JSON number.
#[derive(Serialize, Deserialize)]
pub(crate) struct CountDocument {
    pub(crate) n: u64,
    pub(crate) partitions: Exact,
    pub(crate) garden_of_eden: Exact,
    pub(crate) in_degrees: Vec<Exact>,
    pub(crate) recurrent: Exact,
    pub(crate) cycles: Exact,
    pub(crate) cycle_lengths: Vec<CycleDocument>,
}

/// One length of cycles in [`CountDocument`].
#[derive(Serialize, Deserialize)]
pub(crate) struct CycleDocument {
    pub(crate) length: u64,
    pub(crate) cycles: Exact,
}

impl From<&Counts> for CountDocument {
    fn from(c: &Counts) -> CountDocument {
        let exact = |x: &BigUint| Exact(x.clone());
        CountDocument {
            n: c.n,
            partitions: exact(&c.partitions),
            garden_of_eden: exact(&c.garden_of_eden),
            in_degrees: c.in_degrees.iter().map(exact).collect(),
            recurrent: exact(&c.recurrent),
            cycles: exact(&c.cycles),
            cycle_lengths: c
                .cycle_lengths
                .iter()
                .map(|g| CycleDocument {
                    length: g.length,
                    cycles: exact(&g.cycles),
                })
                .collect(),
        }
    }
}
