//! A library user reads the program's `--json` documents back: every `count --json`
//! document the snapshots pin reads into a [`Counts`] and, written again the way the
//! program writes it (the counts, then their total), is the same document byte for byte.

use serde::Serialize;
use strikeout::Counts;

/// The `count --json` document: the counts, then their total.
#[derive(Serialize)]
struct CountDocument<'a> {
    #[serde(flatten)]
    counts: &'a Counts,
    total: u64,
}

#[test]
fn count_documents_read_back_into_counts() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/snapshots");
    let documents = games_test_support::json_documents(dir.as_ref()).unwrap();
    let counts: Vec<_> = documents
        .iter()
        .filter(|d| d.command.starts_with("strikeout count "))
        .collect();
    assert!(counts.len() >= 4, "count documents: {}", counts.len());
    for document in counts {
        let read: Counts = serde_json::from_str(&document.json)
            .unwrap_or_else(|e| panic!("{}: {e}", document.command));
        let total = read.total();
        let written = serde_json::to_string(&CountDocument {
            counts: &read,
            total,
        })
        .unwrap();
        assert_eq!(written, document.json, "{}", document.command);
    }
}
