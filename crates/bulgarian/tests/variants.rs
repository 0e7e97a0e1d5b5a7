//! The diagrams and the multiplayer game against plain definitions (the graph and the
//! random variant have their own tests, behind their features).

use bulgarian::diagram::{MAX_CARDS as MAX_DIAGRAM, TooLarge, young_diagram};
use bulgarian::multiplayer::{Table, TableError, multiplayer};
use bulgarian::{Location, PartProblem, Partition, trace};
use proptest::prelude::*;

#[test]
fn diagrams_have_a_row_per_pile() {
    let p = Partition::new(vec![2, 4, 1]).unwrap();
    assert_eq!(young_diagram(&p).unwrap(), "####\n##\n#\n");
}

#[test]
fn diagrams_stop_at_their_limit() {
    let at = Partition::new(vec![MAX_DIAGRAM - 1, 1]).unwrap();
    assert_eq!(young_diagram(&at).unwrap().len() as u64, MAX_DIAGRAM + 2);
    let past = Partition::new(vec![MAX_DIAGRAM, 1]).unwrap();
    assert_eq!(
        young_diagram(&past),
        Err(TooLarge {
            n: MAX_DIAGRAM + 1,
            max: MAX_DIAGRAM
        })
    );
}

#[test]
fn traces_with_diagrams_refuse_before_any_move() {
    let past = Partition::new(vec![MAX_DIAGRAM, 1]).unwrap();
    assert!(matches!(
        trace(&past).with_diagrams(),
        Err(TooLarge { n, .. }) if n == MAX_DIAGRAM + 1
    ));
    // 2 1 is the staircase of 3: listed once, drawn by hand.
    let start = Partition::new(vec![1, 1, 1]).unwrap();
    let drawn: Vec<(String, String)> = trace(&start)
        .with_diagrams()
        .unwrap()
        .map(|(p, d)| (p.to_string(), d))
        .collect();
    assert_eq!(
        drawn,
        [
            ("3".to_owned(), "###\n".to_owned()),
            ("2 1".to_owned(), "##\n#\n".to_owned())
        ]
    );
}

/// Multiplayer by the original program's rule, with the list.
fn naive_multiplayer(start: &Table) -> Vec<Table> {
    let mut listed: Vec<Table> = Vec::new();
    let mut current = start.clone();
    loop {
        current = current.round();
        let repeated = listed.contains(&current);
        listed.push(current.clone());
        if repeated {
            return listed;
        }
    }
}

proptest! {
    #[test]
    fn multiplayer_agrees_with_the_list(hands in proptest::collection::vec("[1-5]( [1-5]){0,3}|", 1..4)) {
        prop_assume!(hands.iter().any(|h| !h.is_empty()));
        let table = Table::from_args(&hands).unwrap();
        let game = multiplayer(&table);
        let listed = naive_multiplayer(&table);
        prop_assert!(listed.iter().all(|t| t.total() == table.total()));
        // The transient and cycle length from the start, by the list that includes it.
        let mut all = vec![table.clone()];
        let (first, again) = loop {
            let next = all[all.len() - 1].round();
            if let Some(i) = all.iter().position(|t| *t == next) {
                break (i as u64, all.len() as u64);
            }
            all.push(next);
        };
        prop_assert_eq!((game.transient, game.cycle_length), (first, again - first));
        prop_assert_eq!(game.rounds.iter().collect::<Vec<_>>(), listed);
        prop_assert_eq!((game.n, &game.start), (table.total(), &table));
    }
}

#[test]
fn tables_of_numbers_are_checked_like_hands_of_text() {
    let table = Table::new(vec![vec![2], vec![1, 3], vec![]]).unwrap();
    assert_eq!(table, Table::from_args(&["2", "3 1", ""]).unwrap());
    assert_eq!(
        Table::new(vec![vec![1], vec![4, 0]]),
        Err(TableError::BadPart {
            at: Location::Hand {
                player: 2,
                index: 2
            },
            token: "0".into(),
            problem: PartProblem::Zero
        })
    );
    assert_eq!(
        Table::new(vec![vec![u64::MAX], vec![1]]),
        Err(TableError::TotalOverflow {
            at: Location::Hand {
                player: 2,
                index: 1
            }
        })
    );
    assert_eq!(Table::new(vec![vec![], vec![]]), Err(TableError::NoCards));
    assert_eq!(
        Location::Hand {
            player: 2,
            index: 1
        }
        .to_string(),
        "player 2, part 1"
    );
}
