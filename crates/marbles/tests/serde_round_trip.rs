//! Every `--json` document of the fixtures read back into the library's types (through
//! the binary's own document types, `src/cmd/documents.rs`, where a document is composed)
//! and written again: byte for byte the document the program printed.

#[path = "../src/cmd/documents.rs"]
#[allow(dead_code)]
mod documents;

use std::path::Path;

use documents::{RefereeDocument, TournamentDocument};
use marbles::Solution;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// `text` read as a `T` and written again.
fn again<T: DeserializeOwned + Serialize>(text: &str) -> String {
    let value: T = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    serde_json::to_string(&value).expect("it serializes")
}

#[test]
fn every_json_document_of_the_fixtures_reads_back_byte_for_byte() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    let checked = games_test_support::check_json_round_trips(&dir, |words, document| {
        Some(match words[0] {
            "solve" => again::<Solution>(document),
            "table" => again::<Vec<Solution>>(document),
            "referee" => again::<RefereeDocument>(document),
            "tournament" => again::<TournamentDocument>(document),
            other => panic!("no document type for {other:?}"),
        })
    });
    assert!(checked >= 11, "{checked} documents");
}
