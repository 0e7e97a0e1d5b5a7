//! Every `--json` document of the snapshot fixtures read back into the library's types and
//! written again, byte for byte: the documents hold the library's data (under the program's
//! own fields: a path, seconds, words), and nothing of it is lost on the way.

#[path = "../src/cmd/documents.rs"]
#[allow(dead_code)]
mod documents;

use dobble::fano::FanoCensus;
use dobble::structure::Incidence;
use dobble::verify::DeckDefect;
use dobble::{Answer, FindOptions, Method, Plane, Verdict, find_deck};
use documents::{Checked, Compared, Completed, Dual, NoDeck, SavedPdf, SavedPictures, Symmetries};
use serde::Serialize;
use serde::de::DeserializeOwned;

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

/// `document` read as a `T` and written again.
fn again<T: Serialize + DeserializeOwned>(document: &str) -> (T, String) {
    let value: T = serde_json::from_str(document).unwrap_or_else(|e| panic!("{e}: {document}"));
    let text = json(&value);
    (value, text)
}

/// `document` through the library's answer of `generate` or `search`.
fn answer_round_trip(document: &str) -> String {
    if document.contains("\"cards\":") {
        // A deck: numbered, read as the library's answer too, or named.
        if let Ok(plane) = serde_json::from_str::<Plane>(document) {
            let (answer, text) = again::<Answer>(document);
            assert_eq!(answer, Answer::Deck(plane));
            return text;
        }
        return again::<Plane<String>>(document).1;
    }
    let (no_deck, _) = again::<NoDeck>(document);
    // The library's answer reads straight from the document; the program writes it again.
    let answer: Answer = serde_json::from_str(document).unwrap();
    assert_eq!(answer.k(), no_deck.k);
    json(&NoDeck::new(&answer, no_deck.seconds.unwrap_or_default()))
}

#[test]
fn every_json_document_of_the_fixtures_round_trips() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/snapshots");
    let checked = games_test_support::check_json_round_trips(dir.as_ref(), |words, document| {
        Some(read_back(words, document))
    });
    assert!(checked >= 15, "{checked} documents");
}

/// `document`, printed by the command of `words`, read back and written again.
fn read_back(words: &[&str], document: &str) -> String {
    match words[0] {
        "verify" => {
            let (checked, _) = again::<Checked>(document);
            let verdict: Verdict<DeckDefect> = match (checked.figures, checked.error) {
                (Some(figures), None) if checked.valid => Verdict::Valid(figures),
                (None, Some(defect)) if !checked.valid => Verdict::Invalid(defect),
                _ => panic!("{words:?}: neither figures nor a defect"),
            };
            json(&Checked::new(&verdict))
        }
        "generate" | "search" => answer_round_trip(document),
        "complete" => {
            let (completed, _) = again::<Completed>(document);
            json(&Completed::new(completed.completion))
        }
        "invariant" => again::<FanoCensus>(document).1,
        "isomorphic" => again::<Compared>(document).1,
        "automorphisms" => again::<Symmetries>(document).1,
        "dual" => again::<Dual>(document).1,
        "incidence" => again::<Incidence>(document).1,
        "render"
            if words
                .iter()
                .any(|w| ["-o", "--output", "--pdf"].contains(w)) =>
        {
            again::<SavedPdf>(document).1
        }
        "render" => again::<SavedPictures>(document).1,
        other => panic!("no reader for `{other}`"),
    }
}

/// `search 7 --json` has no fixture (its time varies): its document, with a time, read
/// back into the library's proof.
#[test]
fn the_proof_document_round_trips() {
    let proof = find_deck(7, FindOptions::new(Method::SearchOrProve)).unwrap();
    let document = json(&NoDeck::new(&proof, 0.25));
    assert_eq!(
        document,
        r#"{"k":7,"order":6,"exists":false,"n":6,"reduced_latin_squares":9408,"transversals":64512,"nodes":34728,"with_mate":0,"seconds":0.25}"#
    );
    assert_eq!(answer_round_trip(&document), document);
    assert_eq!(serde_json::from_str::<Answer>(&document).unwrap(), proof);
}
