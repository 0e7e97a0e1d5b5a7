//! The spec's worked examples, checked against the fast trace and (feature `naive`) the
//! naive port of the original program's algorithm.

use bulgarian::trace::Stop;
use bulgarian::{Partition, trace};

/// Start, listed configurations (the spec's `|`-separated lines), and why it stops.
const EXAMPLES: [(&str, &str, Stop); 5] = [
    (
        "4 1 1",
        "3 3 | 2 2 2 | 3 1 1 1 | 4 2 | 3 2 1",
        Stop::FixedPoint,
    ),
    (
        "5 2 2",
        "4 3 1 1 | 4 3 2 | 3 3 2 1 | 4 2 2 1 | 4 3 1 1",
        Stop::Repeat,
    ),
    (
        "6 4 2",
        "5 3 3 1 | 4 4 2 2 | 4 3 3 1 1 | 5 3 2 2 | 4 4 2 1 1 | 5 3 3 1",
        Stop::Repeat,
    ),
    (
        "5 1 1",
        "4 3 | 3 2 2 | 3 2 1 1 | 4 2 1 | 3 3 1 | 3 2 2",
        Stop::Repeat,
    ),
    (
        "7 5 2",
        "6 4 3 1 | 5 4 3 2 | 4 4 3 2 1 | 5 3 3 2 1 | 5 4 2 2 1 | 5 4 3 1 1 | 5 4 3 2",
        Stop::Repeat,
    ),
];

fn start(text: &str) -> Partition {
    let args: Vec<&str> = text.split(' ').collect();
    Partition::from_args(&args).unwrap()
}

fn shown(list: impl IntoIterator<Item = Partition>) -> String {
    list.into_iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" | ")
}

#[test]
fn worked_examples_fast_and_naive() {
    for (from, expected, stop) in EXAMPLES {
        let fast = trace(&start(from));
        assert_eq!(fast.stop(), stop, "{from}");
        assert_eq!(shown(fast), expected, "{from}");
        #[cfg(feature = "naive")]
        {
            let (slow, slow_stop) = bulgarian::naive::trace(&start(from));
            assert_eq!(slow_stop, stop, "{from}");
            assert_eq!(shown(slow), expected, "{from}");
        }
    }
}

#[test]
fn start_8_4_3_lists_15_and_ends_at_the_staircase() {
    let listed: Vec<Partition> = trace(&start("8 4 3")).collect();
    assert_eq!(listed.len(), 15);
    assert_eq!(shown(listed[13..].iter().cloned()), "6 4 3 2 | 5 4 3 2 1");
    #[cfg(feature = "naive")]
    assert_eq!(
        bulgarian::naive::trace(&start("8 4 3")),
        (listed, Stop::FixedPoint)
    );
}

#[test]
fn the_fixed_point_itself_is_listed_once() {
    let listed: Vec<Partition> = trace(&start("3 2 1")).collect();
    assert_eq!(shown(listed), "3 2 1");
}

#[test]
fn one_card_is_already_its_fixed_point() {
    assert_eq!(shown(trace(&start("1"))), "1");
}
