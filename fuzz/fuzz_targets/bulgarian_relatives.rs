//! The thesis's relatives, Montreal ([`Columns`]) and Austrian solitaire: the orbit found
//! with Brent's method against a plain list of every state until one repeats, on starts of
//! at most 12 cards; and the analyses of small n against the naive port.
#![no_main]

use arbitrary::Arbitrary;
use bulgarian::austrian::{self, Austrian, Reading};
use bulgarian::montreal::{self, Columns};
use bulgarian::naive;
use bulgarian::relatives::{self, Relative};
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
struct Input {
    columns: Vec<u8>,
    piles: Vec<u8>,
    limit: u8,
    thesis: bool,
    n: u8,
}

/// Transient and cycle length by the definition: list the states until the next one is
/// listed already.
fn listed_orbit<S: Relative>(start: &S) -> (u64, u64) {
    let mut listed = vec![start.clone()];
    loop {
        let next = listed[listed.len() - 1].step();
        if let Some(i) = listed.iter().position(|s| *s == next) {
            return (i as u64, (listed.len() - i) as u64);
        }
        listed.push(next);
    }
}

/// Brent's orbit of `start` against the listed one.
fn check<S: Relative + std::fmt::Debug>(start: &S) {
    let fast = relatives::orbit(start);
    assert_eq!(
        (fast.transient, fast.cycle_length),
        listed_orbit(start),
        "{start}"
    );
}

fn small(values: &[u8]) -> Option<Vec<u64>> {
    let values: Vec<u64> = values.iter().take(8).map(|&v| u64::from(v % 5)).collect();
    (values.iter().sum::<u64>() <= 12).then_some(values)
}

fuzz_target!(|input: Input| {
    let limit = u64::from(input.limit % 6) + 1;
    if let Some(columns) = small(&input.columns) {
        if let Ok(start) = Columns::new(columns) {
            check(&start);
        }
    }
    if let Some(piles) = small(&input.piles) {
        let reading = if input.thesis {
            Reading::Thesis
        } else {
            Reading::Rules
        };
        if let Ok(start) = Austrian::new(piles, limit, reading) {
            check(&start);
        }
    }
    let n = u64::from(input.n % 8) + 1;
    let montreal = montreal::analysis(n).expect("n is in range");
    assert_eq!(
        naive::montreal_orbits(n),
        (montreal.max_transient, montreal.max_orbit)
    );
    let austrian = austrian::analysis(n, limit).expect("n and L are in range");
    assert_eq!(
        naive::austrian_orbits(n, limit),
        (austrian.max_transient, austrian.max_orbit)
    );
});
