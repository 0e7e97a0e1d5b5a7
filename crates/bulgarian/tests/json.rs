//! The library's data in serde (feature `serde`): each type writes its own fields, in any
//! serde format (exact counts as strings of digits), and reads them back, checked as its
//! constructor checks them. (The `--json` documents are the program's, composed from these:
//! `tests/serde_round_trip.rs`.)

use bulgarian::analyze::Analysis;
use bulgarian::austrian::{Austrian, Reading};
use bulgarian::count::{Counts, count};
use bulgarian::montreal::Columns;
use bulgarian::multiplayer::Table;
use bulgarian::orbit::OrbitReport;
use bulgarian::random::Probability;
use bulgarian::trace::Stop;
use bulgarian::{Partition, analyze, orbit};
use serde::Serialize;
use serde::de::DeserializeOwned;

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

fn read<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// Asserts that `text` is not read as a `T`, with an error that says `why`.
fn refused<T: DeserializeOwned + std::fmt::Debug>(text: &str, why: &str) {
    let error = read::<T>(text).unwrap_err();
    assert!(error.contains(why), "{text}: {error}");
}

#[test]
fn partitions_are_their_parts_and_are_checked_when_read() {
    let p = Partition::new(vec![1, 4, 1]).unwrap();
    assert_eq!(json(&p), "[4,1,1]");
    assert_eq!(read::<Partition>("[1,4,1]"), Ok(p));
    refused::<Partition>("[]", "no parts given");
    refused::<Partition>("[3,0]", "part 2 (index 1) is 0");
    refused::<Partition>("[18446744073709551615,1]", "exceeds");
}

#[test]
fn hands_columns_and_probabilities_are_checked_when_read() {
    assert_eq!(
        read::<Table>("[[1,3],[]]").map(|t| json(&t)),
        Ok("[[3,1],[]]".into())
    );
    refused::<Table>("[[],[]]", "no cards");
    assert_eq!(
        read::<Columns>("[0,3,0,2]").map(|c| json(&c)),
        Ok("[3,0,2]".into())
    );
    refused::<Columns>("[0,0]", "no cards");
    assert_eq!(read::<Probability>("0.25").map(Probability::get), Ok(0.25));
    refused::<Probability>("1.5", "between 0 and 1");
}

#[test]
fn enumerations_are_snake_case_strings() {
    assert_eq!(json(&Stop::FixedPoint), r#""fixed_point""#);
    assert_eq!(read::<Stop>(r#""repeat""#), Ok(Stop::Repeat));
    assert_eq!(json(&Reading::Thesis), r#""thesis""#);
}

#[test]
fn analyses_and_orbits_round_trip() {
    let a = analyze(12).unwrap();
    assert_eq!(read::<Analysis>(&json(&a)), Ok(a));
    let o = orbit(&Partition::new(vec![5, 2, 2]).unwrap());
    assert_eq!(read::<bulgarian::orbit::Orbit>(&json(&o)), Ok(o.clone()));
    assert_eq!(
        json(&o.report()),
        r#"{"n":9,"start":[5,2,2],"transient":1,"cycle_length":4,"triangular":false}"#
    );
    assert_eq!(read::<OrbitReport>(&json(&o.report())), Ok(o.report()));
}

#[test]
fn exact_counts_are_strings_of_digits_in_any_size() {
    let c = count(8).unwrap();
    assert_eq!(
        json(&c),
        r#"{"n":8,"partitions":"22","garden_of_eden":"7","in_degrees":["7","8","7"],"recurrent":"6","cycles":"2","cycle_lengths":[{"length":2,"cycles":"1"},{"length":4,"cycles":"1"}]}"#
    );
    let big = count(1000).unwrap();
    assert!(json(&big).contains(r#""partitions":"24061467864032622473692149727991""#));
    assert_eq!(read::<Counts>(&json(&big)), Ok(big));
    assert!(
        read::<Counts>(&json(&c).replace(r#""22""#, r#""2x""#))
            .unwrap_err()
            .contains("not the decimal digits")
    );
}

#[test]
fn austrian_states_carry_their_rules_and_are_checked_when_read() {
    let start = Austrian::new(vec![5, 4], 3, Reading::Thesis).unwrap();
    let text = json(&start);
    assert_eq!(
        text,
        r#"{"piles":[5,4],"bank":0,"limit":3,"reading":"thesis"}"#
    );
    assert_eq!(read::<Austrian>(&text), Ok(start));
    let state = |piles: &str, bank: i128, limit: u64, reading: &str| {
        read::<Austrian>(&format!(
            r#"{{"piles":{piles},"bank":{bank},"limit":{limit},"reading":"{reading}"}}"#
        ))
    };
    // Under the thesis's reading the bank may go below zero.
    assert!(state("[4,3,3]", -1, 3, "thesis").is_ok());
    // Under the rules it stays below L; piles stay at most L; L is at least 1.
    assert!(state("[2,1]", 3, 3, "rules").unwrap_err().contains("bank"));
    assert!(state("[2,1]", -1, 3, "rules").unwrap_err().contains("bank"));
    assert!(
        state("[5,1]", 0, 3, "rules")
            .unwrap_err()
            .contains("above the limit")
    );
    assert!(
        state("[1]", 0, 0, "rules")
            .unwrap_err()
            .contains("at least 1")
    );
    // All the cards in the bank: no pile at all.
    assert!(state("[]", 1, 2, "rules").is_ok());
    assert!(state("[]", 0, 2, "rules").is_err());
}
