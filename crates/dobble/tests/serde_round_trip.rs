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

/// The command line and standard output of every snapshot of a `--json` fixture.
fn json_documents() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/snapshots");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with("_json.args.snap") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let command = text
            .lines()
            .find_map(|l| l.strip_prefix("$ dobble "))
            .unwrap()
            .to_owned();
        let stdout = text
            .split_once("--- stdout\n")
            .and_then(|(_, rest)| rest.split_once("--- stderr"))
            .map(|(out, _)| out.trim_end().to_owned())
            .unwrap();
        if !stdout.is_empty() {
            found.push((command, stdout));
        }
    }
    found.sort();
    found
}

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
    let documents = json_documents();
    assert!(documents.len() >= 15, "{documents:?}");
    for (command, document) in &documents {
        let subcommand = command.split(' ').next().unwrap();
        let written = match subcommand {
            "verify" => {
                let (checked, _) = again::<Checked>(document);
                let verdict: Verdict<DeckDefect> = match (checked.figures, checked.error) {
                    (Some(figures), None) if checked.valid => Verdict::Valid(figures),
                    (None, Some(defect)) if !checked.valid => Verdict::Invalid(defect),
                    _ => panic!("{command}: neither figures nor a defect"),
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
                if [" -o ", " --output ", " --pdf "]
                    .iter()
                    .any(|flag| command.contains(flag)) =>
            {
                again::<SavedPdf>(document).1
            }
            "render" => again::<SavedPictures>(document).1,
            other => panic!("no reader for `{other}`"),
        };
        assert_eq!(&written, document, "{command}");
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
