//! The phase searches (`solve`, `count`, `hint`, `advise`, a game's `shortest` and `hint`) against the naive breadth-first search over
//! single moves (feature `naive`), the count by states against its definition, and every
//! solution replayed through the checker.

use std::collections::{BTreeMap, HashSet};

use proptest::prelude::*;
use strikeout::advice::Basis;
use strikeout::budget::Budget;
use strikeout::rule::most_open_move;
use strikeout::{
    CountBy, Field, Game, Status, advise, count, count_within, hint, naive, replay, solve,
};

/// The sequences of stuck positions that win from the phase start `field` within `bound`,
/// by final length, added to `out`, straight from the definition and with single moves
/// only: every stuck field reachable by moves (each once) ends the phase one way; a won one
/// ends a sequence, any other is appended to and followed on.
fn winning_sequences(field: &Field, bound: usize, out: &mut BTreeMap<usize, u64>) {
    let mut seen = HashSet::from([field.clone()]);
    let mut stack = vec![field.clone()];
    while let Some(here) = stack.pop() {
        let moves = here.moves();
        if moves.is_empty() {
            if here.is_won() {
                *out.entry(here.len()).or_default() += 1;
            } else if here.len() + here.live_count() <= bound {
                let mut next = here.clone();
                next.append();
                winning_sequences(&next, bound, out);
            }
            continue;
        }
        for (a, b) in moves {
            let mut after = here.clone();
            after.try_strike(a, b).unwrap();
            if seen.insert(after.clone()) {
                stack.push(after);
            }
        }
    }
}

fn digits_text(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}

/// Checks `solve` and `count` from `start` with bound `bound` against the naive search.
fn agree(start: &Field, bound: usize) -> Result<(), TestCaseError> {
    let naive = naive::search(start, bound);
    let report = solve(start, bound);
    prop_assert_eq!(report.solution().map(|s| s.length()), naive.shortest);
    if let Some(solution) = report.solution() {
        let game =
            replay(start, solution.moves()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(game.is_won());
        prop_assert_eq!(game.field().len(), solution.length());
        prop_assert_eq!(game.appended(), solution.appended().to_vec());
        prop_assert_eq!(&game, solution.replay());
    }
    // A hint is a legal move that keeps the shortest length; a stuck start has none (its
    // next step is the append), and neither has a start without a solution.
    let shortest = naive.shortest.filter(|_| !start.is_stuck());
    let given = hint(start, bound);
    prop_assert_eq!(given.map(|h| h.length), shortest);
    if let Some(h) = given {
        prop_assert!(start.is_move(h.mv.0, h.mv.1));
        let mut after = start.clone();
        after.try_strike(h.mv.0, h.mv.1).unwrap();
        prop_assert_eq!(
            solve(&after, bound).solution().map(|s| s.length()),
            shortest
        );
    }
    agree_on_advice(start, bound, shortest)?;
    let counts = count(start, bound);
    prop_assert_eq!(&counts.by_length, &naive.by_length);
    let states = count_within(start, bound, CountBy::States, Budget::unlimited())
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut expected = BTreeMap::new();
    winning_sequences(start, bound, &mut expected);
    prop_assert_eq!(&states.by_length, &expected);
    // Every final field is reached by at least one sequence.
    for (length, n) in &counts.by_length {
        prop_assert!(states.by_length[length] >= *n);
    }
    Ok(())
}

/// The advice from `field` within `bound`, where `shortest` is the naive search's
/// shortest length (`None` also for a field with no move): proved best exactly when a
/// solution is within the bound, with that length, and the length stays reachable after
/// its move (by the naive search again); otherwise the move of the rule, said to be
/// unproved because no solution is within the bound. No advice only without a move.
fn agree_on_advice(
    field: &Field,
    bound: usize,
    shortest: Option<usize>,
) -> Result<(), TestCaseError> {
    let Some(advice) = advise(field, bound, Budget::unlimited()) else {
        prop_assert!(field.moves().is_empty());
        return Ok(());
    };
    prop_assert!(field.is_move(advice.mv.0, advice.mv.1));
    prop_assert_eq!(advice.length(), shortest);
    prop_assert_eq!(advice.is_proved(), shortest.is_some());
    match &advice.basis {
        Basis::Shortest { .. } => {
            let mut after = field.clone();
            after.try_strike(advice.mv.0, advice.mv.1).unwrap();
            prop_assert_eq!(naive::search(&after, bound).shortest, shortest);
        }
        Basis::NoneWithin { max_length, .. } => {
            prop_assert_eq!(*max_length, bound);
            prop_assert_eq!(Some(advice.mv), most_open_move(field));
        }
        other => prop_assert!(false, "an unlimited search stopped: {other:?}"),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Short custom starts on narrow fields, every solution up to a small bound.
    #[test]
    fn phase_search_agrees_with_naive(width in 1usize..=5, digits in prop::collection::vec(1u8..=9, 1..=7), extra in 0usize..=14) {
        let start = Field::new(width, &digits_text(&digits)).unwrap();
        agree(&start, digits.len() + extra)?;
    }

    /// Starts built to be solvable: digit pairs from the five classes {1,9} {2,8} {3,7}
    /// {4,6} {5}, so solutions are common and longer fields are reached.
    #[test]
    fn phase_search_agrees_on_solvable_starts(width in 1usize..=6, pairs in prop::collection::vec((0u8..5, any::<bool>(), any::<bool>()), 1..=5), extra in 0usize..=12) {
        let class = [(1, 9), (2, 8), (3, 7), (4, 6), (5, 5)];
        let digits: Vec<u8> = pairs
            .iter()
            .flat_map(|&(k, flip_a, flip_b)| {
                let (x, y) = class[k as usize];
                [if flip_a { x } else { y }, if flip_b { x } else { y }]
            })
            .collect();
        let start = Field::new(width, &digits_text(&digits)).unwrap();
        agree(&start, digits.len() + extra)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// A game in the middle of random play: its shortest length is the naive search's
    /// from its field, and its hint is a legal move after which the shortest length stays
    /// the same (by the naive search again).
    #[test]
    fn a_games_standing_and_hint_agree_with_naive(
        width in 1usize..=5,
        digits in prop::collection::vec(1u8..=9, 1..=7),
        choices in prop::collection::vec(any::<u16>(), 0..4),
        extra in 0usize..=12,
    ) {
        let mut game = Game::new(Field::new(width, &digits_text(&digits)).unwrap());
        game.settle();
        for choice in choices {
            if game.status() != Status::Playing {
                break;
            }
            let moves = game.moves();
            game.play(moves[usize::from(choice) % moves.len()]).unwrap();
        }
        let bound = game.field().len() + extra;
        let expected = naive::search(game.field(), bound).shortest;
        prop_assert_eq!(game.shortest(bound), expected);
        match game.hint(bound) {
            None => prop_assert!(expected.is_none() || game.status().is_over()),
            Some(h) => {
                prop_assert_eq!(Some(h.length), expected);
                let mut after = game.clone();
                after.play(h.mv).unwrap();
                prop_assert_eq!(naive::search(after.field(), bound).shortest, expected);
            }
        }
        prop_assert_eq!(game.advise_up_to(bound, Budget::unlimited()), advise(game.field(), bound, Budget::unlimited()));
        agree_on_advice(game.field(), bound, expected)?;
    }
}

/// The standard game: 68 cells is the shortest, nothing of 67 cells or fewer wins, and the
/// naive search over every field of at most 68 cells finds the same single solution.
#[test]
fn the_standard_game_takes_68_cells() {
    let start = Field::standard();
    let report = solve(&start, 100);
    let solution = report.solution().unwrap();
    assert_eq!(solution.length(), 68);
    assert!(replay(&start, solution.moves()).unwrap().is_won());
    assert_eq!(solve(&start, 67).solution(), None);
    let naive = naive::search(&start, 68);
    assert_eq!(naive.shortest, Some(68));
    assert_eq!(naive.by_length.into_iter().collect::<Vec<_>>(), [(68, 1)]);
}

/// The standard game's counts up to 76 cells, phase search and naive search alike.
#[test]
fn standard_counts_agree_with_naive() {
    let start = Field::standard();
    let naive = naive::search(&start, 76);
    assert_eq!(count(&start, 76).by_length, naive.by_length);
}

/// The article's counts against the crate's: distinct final digit strings give 1, 9, 35
/// and 221 solutions up to 70, 80, 90 and 100 cells; distinct sequences of stuck positions
/// give 1, 10, 43 and 358, as found independently (the article says 30 up to 90 and 170 up
/// to 100, neither).
#[test]
fn counts_by_strings_and_by_states_of_the_standard_game() {
    let start = Field::standard();
    for (bound, strings, states) in [(70, 1, 1), (80, 9, 10), (90, 35, 43), (100, 221, 358)] {
        let by = |count_by| {
            count_within(&start, bound, count_by, Budget::default())
                .unwrap()
                .total()
        };
        assert_eq!(by(CountBy::Strings), strings, "strings up to {bound}");
        assert_eq!(by(CountBy::States), states, "states up to {bound}");
    }
}

/// The search is repeatable: the same solution and the same work every time, whatever
/// order the hash sets keep (their seeds differ from set to set).
#[test]
fn solving_twice_gives_the_same_report() {
    let start = Field::standard();
    let first = solve(&start, 100);
    for _ in 0..3 {
        assert_eq!(solve(&start, 100), first);
    }
}

/// The standard start on other widths: the shortest length agrees with the naive search
/// over every field of at most that length, and no solution is shorter.
#[test]
fn other_widths_agree_with_naive() {
    for width in [2, 4, 5, 6, 7, 8, 10, 11, 12, 13] {
        let start = Field::new(width, strikeout::field::STANDARD_START).unwrap();
        let length = solve(&start, 200).solution().unwrap().length();
        let naive = naive::search(&start, length);
        assert_eq!(naive.shortest, Some(length), "width {width}");
        assert_eq!(
            count(&start, length).by_length,
            naive.by_length,
            "width {width}"
        );
    }
}
