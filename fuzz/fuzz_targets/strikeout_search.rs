//! The phase searches against the naive breadth-first search over single moves, on starts
//! of at most 7 digits in 1 to 5 columns with a bound of at most 14 cells more: the
//! shortest length (`solve`, and the solution replays to a won field of that length), the
//! hint (a legal first move of a shortest solution), and the counts by length (`count`).
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use strikeout::{Field, count, hint, naive, replay, solve};

#[derive(Debug, Arbitrary)]
struct Input {
    width: u8,
    digits: Vec<u8>,
    extra: u8,
}

fuzz_target!(|input: Input| {
    let digits: String = input
        .digits
        .iter()
        .take(7)
        .map(|&d| char::from(b'1' + d % 9))
        .collect();
    let Ok(start) = Field::new(usize::from(input.width % 5) + 1, &digits) else {
        return;
    };
    let bound = digits.len() + usize::from(input.extra % 15);
    let naive = naive::search(&start, bound);

    let report = solve(&start, bound);
    let solution = report.solution();
    assert_eq!(solution.map(|s| s.length()), naive.shortest);
    if let Some(solution) = solution {
        let game = replay(&start, solution.moves()).expect("a solution replays");
        assert!(game.is_won());
        assert_eq!(game.field().len(), solution.length());
    }

    let shortest = naive.shortest.filter(|_| !start.is_stuck());
    let given = hint(&start, bound);
    assert_eq!(given.map(|h| h.length), shortest);
    if let Some(h) = given {
        let mut after = start.clone();
        after
            .try_strike(h.mv.0, h.mv.1)
            .expect("a hint is a legal move");
        assert_eq!(
            solve(&after, bound).solution().map(|s| s.length()),
            shortest
        );
    }

    assert_eq!(count(&start, bound).by_length, naive.by_length);
});
