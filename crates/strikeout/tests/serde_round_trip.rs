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
    let checked = games_test_support::check_json_round_trips(dir.as_ref(), |words, json| {
        (words[0] == "count").then(|| {
            let read: Counts =
                serde_json::from_str(json).unwrap_or_else(|e| panic!("{words:?}: {e}"));
            let total = read.total();
            serde_json::to_string(&CountDocument {
                counts: &read,
                total,
            })
            .unwrap()
        })
    });
    assert!(checked >= 4, "count documents: {checked}");
}
