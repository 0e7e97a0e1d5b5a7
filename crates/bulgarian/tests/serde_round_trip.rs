//! Every `--json` document of the fixtures read back into the library's types and written
//! again, byte for byte: the documents are the library's data, composed by the program
//! (`src/cmd/document.rs`, included here) around them.

#[allow(dead_code, unreachable_pub)]
#[path = "../src/cmd/document.rs"]
mod document;

use std::path::Path;

use bulgarian::Partition;
use bulgarian::analyze::Analysis;
use bulgarian::austrian::{Austrian, Reading};
use bulgarian::count::Counts;
use bulgarian::draw::Figure;
use bulgarian::montreal::Columns;
use bulgarian::multiplayer::Table;
use bulgarian::orbit::OrbitReport;
use bulgarian::relatives::RelativeAnalysis;
use document::{
    AustrianState, CountDocument, MultiplayerDocument, OrbitDocument, RandomDocument,
    RelativeAnalysisDocument, RelativeOrbitDocument, RelativeTraceDocument, Shown, TraceDocument,
};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// The document read as `T` and written again.
fn again<T: DeserializeOwned + Serialize>(text: &str) -> String {
    let value: T = serde_json::from_str(text).expect("the document reads back");
    serde_json::to_string(&value).expect("the value writes")
}

/// The library's counts behind a `count --json` document, read through their own serde
/// form (exact counts as strings of digits).
fn counts(document: &CountDocument) -> Counts {
    let digits = |x: &document::Exact| serde_json::Value::String(x.0.to_string());
    serde_json::from_value(serde_json::json!({
        "n": document.n,
        "partitions": digits(&document.partitions),
        "garden_of_eden": digits(&document.garden_of_eden),
        "in_degrees": document.in_degrees.iter().map(digits).collect::<Vec<_>>(),
        "recurrent": digits(&document.recurrent),
        "cycles": digits(&document.cycles),
        "cycle_lengths": document
            .cycle_lengths
            .iter()
            .map(|g| serde_json::json!({"length": g.length, "cycles": digits(&g.cycles)}))
            .collect::<Vec<_>>(),
    }))
    .expect("the counts read back")
}

/// An Austrian state of a document, as the library's state under the command's limit and
/// reading.
fn austrian(state: AustrianState, limit: u64, reading: Reading) -> Austrian {
    serde_json::from_value(serde_json::json!({
        "piles": state.piles,
        "bank": state.bank,
        "limit": limit,
        "reading": reading,
    }))
    .expect("the state is one the command can reach")
}

/// An Austrian document's states through the library's states, and written again.
fn austrian_again(words: &[&str], stdout: &str) -> String {
    let limit: u64 = words
        .windows(2)
        .find(|w| w[0] == "-L" || w[0] == "--limit")
        .map(|w| w[1].parse().expect("a limit"))
        .expect("the command names its limit");
    let reading = if words.contains(&"--thesis") {
        Reading::Thesis
    } else {
        Reading::Rules
    };
    let through = |s: AustrianState| austrian(s, limit, reading).view();
    let all = |l: Vec<AustrianState>| l.into_iter().map(through).collect::<Vec<_>>();
    match words[0] {
        "trace" => {
            let mut d: RelativeTraceDocument<AustrianState, Vec<AustrianState>> =
                serde_json::from_str(stdout).expect("a trace");
            d.start = through(d.start);
            d.trace = all(d.trace);
            serde_json::to_string(&d)
        }
        "orbit" => {
            let mut d: RelativeOrbitDocument<AustrianState, Vec<AustrianState>> =
                serde_json::from_str(stdout).expect("an orbit");
            d.start = through(d.start);
            d.cycle = d.cycle.map(all);
            serde_json::to_string(&d)
        }
        "analyze" => {
            let mut d: RelativeAnalysisDocument<AustrianState> =
                serde_json::from_str(stdout).expect("an analysis");
            d.max_transient_witness = through(d.max_transient_witness);
            serde_json::to_string(&d)
        }
        other => panic!("no document for austrian {other}"),
    }
    .expect("the document writes")
}

/// The document a command printed, read into the library's types and written again.
fn round_trip(words: &[&str], stdout: &str) -> String {
    match words[0] {
        "trace" => again::<TraceDocument<Partition, Vec<Partition>>>(stdout),
        "orbit" => again::<OrbitDocument<OrbitReport, Vec<Partition>>>(stdout),
        "analyze" if stdout.starts_with('[') => again::<Vec<Analysis>>(stdout),
        "analyze" | "merge" => again::<Analysis>(stdout),
        "count" if stdout.starts_with('[') => {
            let read: Vec<CountDocument> = serde_json::from_str(stdout).expect("counts");
            let again: Vec<CountDocument> = read
                .iter()
                .map(|d| CountDocument::from(&counts(d)))
                .collect();
            serde_json::to_string(&again).expect("writes")
        }
        "count" => {
            let read: CountDocument = serde_json::from_str(stdout).expect("a count");
            serde_json::to_string(&CountDocument::from(&counts(&read))).expect("writes")
        }
        "random" => again::<RandomDocument<Partition, Vec<Partition>>>(stdout),
        "multiplayer" => again::<MultiplayerDocument<Table, Vec<Table>>>(stdout),
        "montreal" => match words[1] {
            "trace" => again::<RelativeTraceDocument<Columns, Vec<Columns>>>(stdout),
            "orbit" => again::<RelativeOrbitDocument<Columns, Vec<Columns>>>(stdout),
            "analyze" => again::<RelativeAnalysis<Columns>>(stdout),
            other => panic!("no document for montreal {other}"),
        },
        "austrian" => austrian_again(&words[1..], stdout),
        "draw" => again::<Figure>(stdout),
        other => panic!("no document for {other}"),
    }
}

#[test]
fn every_json_document_of_the_fixtures_round_trips() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    let checked = games_test_support::check_json_round_trips(&dir, |words, json| {
        Some(round_trip(words, json))
    });
    assert_eq!(checked, 18, "every --json document the fixtures pin");
}
