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
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut seen = Vec::new();
    for entry in std::fs::read_dir(dir.join("fixtures")).expect("the fixtures") {
        let path = entry.expect("an entry").path();
        let args = std::fs::read_to_string(&path).unwrap_or_default();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".args") || !args.contains("--json") {
            continue;
        }
        let snap = dir
            .join("snapshots")
            .join(format!("snapshots__cli_fixtures@{name}.snap"));
        let snap = std::fs::read_to_string(&snap).expect("the fixture's snapshot");
        let (_, stdout) = snap.split_once("--- stdout\n").expect("a stdout");
        let (document, _) = stdout.split_once("--- stderr").expect("a stderr");
        let document = document.trim_end_matches('\n');
        if document.is_empty() {
            continue;
        }
        let written = match args.split_whitespace().next() {
            Some("solve") => again::<Solution>(document),
            Some("table") => again::<Vec<Solution>>(document),
            Some("referee") => again::<RefereeDocument>(document),
            Some("tournament") => again::<TournamentDocument>(document),
            other => panic!("{name}: no document type for {other:?}"),
        };
        assert_eq!(written, document, "{name}");
        seen.push(name);
    }
    assert!(seen.len() >= 11, "{seen:?}");
}
