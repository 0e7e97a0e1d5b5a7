//! The result types serialize to the `--json` documents of the spec, checked against the
//! spec's own example and against documents worked out by hand.

use bulgarian::Partition;
use bulgarian::analyze::AnalyzeSpan;
use bulgarian::multiplayer::Table;
use bulgarian::random::{Probability, RandomRun};
use bulgarian::trace::TraceReport;

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

fn start(parts: &[u64]) -> Partition {
    Partition::new(parts.to_vec()).unwrap()
}

#[test]
fn trace_is_the_spec_document() {
    assert_eq!(
        json(&TraceReport::new(&start(&[4, 1, 1]))),
        r#"{"n":6,"start":[4,1,1],"trace":[[3,3],[2,2,2],[3,1,1,1],[4,2],[3,2,1]],"stop":"fixed_point"}"#
    );
    // The spec's example 5 2 2 stops on the repeat of 4 3 1 1.
    let report = TraceReport::new(&start(&[5, 2, 2]));
    assert!(json(&report).ends_with(r#"[4,3,1,1]],"stop":"repeat"}"#));
}

#[test]
fn orbit_leaves_the_cycle_out_unless_asked() {
    // 4 1 1 reaches 3 2 1 after the five moves of the spec's trace.
    let o = bulgarian::orbit(&start(&[4, 1, 1]));
    assert_eq!(
        json(&o.report()),
        r#"{"n":6,"start":[4,1,1],"transient":5,"cycle_length":1,"triangular":true}"#
    );
    assert_eq!(
        json(&o.report_with_cycle()),
        r#"{"n":6,"start":[4,1,1],"transient":5,"cycle_length":1,"triangular":true,"cycle":[[3,2,1]]}"#
    );
    // 5 2 2: one move to 4 3 1 1, which the spec's trace shows coming back after four.
    let o = bulgarian::orbit(&start(&[5, 2, 2]));
    assert_eq!(
        json(&o.report_with_cycle()),
        r#"{"n":9,"start":[5,2,2],"transient":1,"cycle_length":4,"triangular":false,"cycle":[[4,3,1,1],[4,3,2],[3,3,2,1],[4,2,2,1]]}"#
    );
}

#[test]
fn analysis_of_three_cards_by_hand() {
    // P(3): 1 1 1 -> 3 -> 2 1 -> 2 1. One fixed point with two predecessors (3 and
    // itself), 1 1 1 two moves away and without a predecessor.
    let span: AnalyzeSpan = "3".parse().unwrap();
    let expected = r#"{"n":3,"partitions":3,"cycles":1,"cycle_lengths":[1],"max_transient":2,"max_transient_witness":[1,1,1],"max_orbit":2,"garden_of_eden":1,"max_in_degree":2}"#;
    assert_eq!(json(&span.analyze()[0]), expected);
    let range: AnalyzeSpan = "3..=3".parse().unwrap();
    assert_eq!(json(&range.analyze()), format!("[{expected}]"));
}

#[test]
fn multiplayer_by_hand() {
    // One card passed round two players: a cycle of two rounds from the start.
    let game = bulgarian::multiplayer::multiplayer(&Table::from_args(&["1", ""]).unwrap());
    assert_eq!(
        json(&game),
        r#"{"n":1,"start":[[1],[]],"rounds":[[[],[1]],[[1],[]],[[],[1]]],"transient":0,"cycle_length":2}"#
    );
}

#[test]
fn random_run_with_a_sure_probability() {
    let run = RandomRun::new(&start(&[4, 1, 1]), Probability::new(1.0).unwrap(), 3, 9);
    assert_eq!(
        json(&run),
        r#"{"n":6,"start":[4,1,1],"p":1.0,"seed":9,"moves":[[3,3],[2,2,2],[3,1,1,1]]}"#
    );
}
