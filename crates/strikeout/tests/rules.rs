//! The engine against a plain, independent statement of the rules: a field as
//! `Vec<Option<u8>>` (`None` = struck) and straightforward scans.

use proptest::prelude::*;
use strikeout::error::{IllegalMove, MoveError, StartError};
use strikeout::{Field, replay};

/// The rules written out directly.
struct Plain {
    width: usize,
    cells: Vec<Option<u8>>,
}

impl Plain {
    fn new(width: usize, digits: &[u8]) -> Plain {
        Plain {
            width,
            cells: digits.iter().map(|&d| Some(d)).collect(),
        }
    }

    fn pairs(a: u8, b: u8) -> bool {
        a == b || a + b == 10
    }

    fn neighbours(&self, a: usize, b: usize) -> bool {
        // Reading order: every cell strictly between is struck.
        let reading = (a + 1..b).all(|c| self.cells[c].is_none());
        // Column: same column, every cell of the column strictly between is struck.
        let column = (b - a).is_multiple_of(self.width)
            && (1..(b - a) / self.width).all(|k| self.cells[a + k * self.width].is_none());
        reading || column
    }

    /// Every legal move, smaller cell first, sorted.
    fn moves(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for a in 0..self.cells.len() {
            for b in a + 1..self.cells.len() {
                if let (Some(x), Some(y)) = (self.cells[a], self.cells[b])
                    && Self::pairs(x, y)
                    && self.neighbours(a, b)
                {
                    out.push((a, b));
                }
            }
        }
        out
    }

    fn append(&mut self) -> Vec<u8> {
        let block: Vec<u8> = self.cells.iter().flatten().copied().collect();
        self.cells.extend(block.iter().map(|&d| Some(d)));
        block
    }
}

fn digits_text(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}

prop_compose! {
    /// A start of 1 to 40 digits and a width of 1 to 10.
    fn game()(width in 1usize..=10, digits in prop::collection::vec(1u8..=9, 1..40)) -> (usize, Vec<u8>) {
        (width, digits)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random play (moves and appends chosen by the seed): at every step both give the
    /// same moves, the same stuck verdict and the same appended block.
    #[test]
    fn engine_agrees_with_the_plain_rules((width, digits) in game(), choices in prop::collection::vec(any::<u16>(), 0..60)) {
        let mut field = Field::new(width, &digits_text(&digits)).unwrap();
        let mut plain = Plain::new(width, &digits);
        for choice in choices {
            let moves = plain.moves();
            prop_assert_eq!(field.moves(), moves.clone());
            prop_assert_eq!(field.is_stuck(), moves.is_empty() && plain.cells.iter().any(Option::is_some));
            prop_assert_eq!(field.is_won(), plain.cells.iter().all(Option::is_none));
            if field.is_won() || field.len() > 200 {
                break;
            }
            if moves.is_empty() {
                prop_assert_eq!(field.append(), plain.append());
            } else {
                let (a, b) = moves[choice as usize % moves.len()];
                prop_assert_eq!(field.try_strike(b, a), Ok(()));
                plain.cells[a] = None;
                plain.cells[b] = None;
            }
            let live: Vec<bool> = plain.cells.iter().map(Option::is_some).collect();
            prop_assert_eq!((0..field.len()).map(|c| field.is_live(c)).collect::<Vec<_>>(), live);
        }
    }

    /// Any pair of cells: the engine accepts it exactly when the plain rules list it.
    #[test]
    fn legality_agrees((width, digits) in game(), struck in prop::collection::vec(any::<bool>(), 40), a in 0usize..45, b in 0usize..45) {
        let mut plain = Plain::new(width, &digits);
        let mut moves = Vec::new();
        // Strike cells in legal pairs only, following the plain rules, as far as `struck` says.
        for (i, &s) in struck.iter().enumerate() {
            let available = plain.moves();
            if s && !available.is_empty() {
                moves.push(available[i % available.len()]);
                let (x, y) = moves[moves.len() - 1];
                plain.cells[x] = None;
                plain.cells[y] = None;
            }
        }
        let start = Field::new(width, &digits_text(&digits)).unwrap();
        let mut field = replay(&start, &moves).unwrap().field().clone();
        let legal = plain.moves().contains(&(a.min(b), a.max(b)));
        prop_assert_eq!(field.is_move(a, b), legal);
        prop_assert_eq!(field.try_strike(a, b).is_ok(), legal);
    }
}

/// The spec's example of the first moves of the standard game.
#[test]
fn the_first_moves_of_the_spec() {
    let start = Field::standard();
    assert_eq!(start.rows(), ["123456789", "111213141", "516171819"]);
    // The 9 at the end of row 1 and the 1 at row 2, column 2 are not neighbours yet: the 1
    // at row 2, column 1 stands between them.
    assert!(matches!(
        replay(&start, &[(8, 10)]),
        Err(MoveError {
            number: 1,
            reason: IllegalMove::NotNeighbours { .. },
            ..
        })
    ));
    // 1 at r1c1 with the 1 below it; the 1 and 9 ending row 3; the 9 ending row 1 with the
    // 1 now next in reading order (r2c2).
    let game = replay(&start, &[(0, 9), (25, 26), (8, 10)]).unwrap();
    assert_eq!(game.field().rows(), [".2345678.", "..1213141", "5161718.."]);
}

/// Errors name the move and the cells.
#[test]
fn illegal_moves_are_explained() {
    let start = Field::standard();
    let cases: [(&[(usize, usize)], &str); 5] = [
        (
            &[(0, 9), (0, 27)],
            "move 2: cell 27 (row 4, column 1) is out of range: the field has 27 cells",
        ),
        (
            &[(3, 3)],
            "move 1: strikes cell 3 (row 1, column 4) twice: a move strikes two different cells",
        ),
        (
            &[(0, 9), (9, 10)],
            "move 2: cell 9 (row 2, column 1) is already struck",
        ),
        (
            &[(0, 1)],
            "move 1: cell 0 (row 1, column 1) holds 1 and cell 1 (row 1, column 2) holds 2: digits must be equal or sum to 10",
        ),
        (
            &[(0, 11)],
            "move 1: cell 0 (row 1, column 1) and cell 11 (row 2, column 3) are not neighbours: a live digit stands between them in reading order and they are not next to each other in one column",
        ),
    ];
    for (moves, message) in cases {
        assert_eq!(replay(&start, moves).unwrap_err().to_string(), message);
    }
}

/// When the field is stuck before a move, the checker appends first; a field stuck for
/// ever stops growing once it reaches the cells named.
#[test]
fn appends_happen_when_stuck() {
    // "12" is stuck; the append gives "1212", still stuck, then "12121212".
    let start = Field::new(9, "12").unwrap();
    let err = replay(&start, &[(0, 5)]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 1: cell 0 (row 1, column 1) holds 1 and cell 5 (row 1, column 6) holds 2: digits must be equal or sum to 10"
    );
    // Width 2: "12" then "12" below: the 1s and the 2s are in columns.
    let start = Field::new(2, "12").unwrap();
    let game = replay(&start, &[(0, 2), (1, 3)]).unwrap();
    assert!(game.is_won());
    assert_eq!(game.appended(), vec![vec![1, 2]]);
}

/// A field stuck for ever grows no further than `MAX_CELLS`: "12" doubles to 2^13 = 8192
/// cells, and the next append (16 384 cells) would pass 10 000, so it is not made.
#[test]
fn a_field_stuck_for_ever_stops_below_the_cap() {
    assert_eq!(strikeout::field::MAX_CELLS, 10_000);
    let start = Field::new(9, "12").unwrap();
    let err = replay(&start, &[(0, 1_000_000)]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 1: cell 1000000 (row 111112, column 2) is out of range: the field has 8192 cells"
    );
    // A named cell just below the cap is still out of range; one below 8192 is reached.
    let err = replay(&start, &[(0, 9_999)]).unwrap_err();
    assert!(err.to_string().ends_with("the field has 8192 cells"));
    let err = replay(&start, &[(0, 8_191)]).unwrap_err();
    assert!(err.to_string().contains("holds 1 and cell 8191"));
}

proptest! {
    /// Any text as a start: a field of exactly its digits, or an error that points at a
    /// character of the text that is not a digit 1-9.
    #[test]
    fn junk_starts_are_located(text in "\\PC{0,12}|[0-9a ]{0,12}", width in 0usize..4) {
        match Field::new(width, &text) {
            Ok(field) => {
                prop_assert!(width > 0);
                prop_assert_eq!(field.digit_string(), text);
            }
            Err(StartError::NotADigit { position, found }) => {
                prop_assert_eq!(text.chars().nth(position - 1), Some(found));
                prop_assert!(!('1'..='9').contains(&found));
            }
            Err(StartError::Empty) => prop_assert!(text.is_empty() && width > 0),
            Err(StartError::ZeroWidth) => prop_assert_eq!(width, 0),
            Err(other) => prop_assert!(false, "unexpected {other:?}"),
        }
    }

    /// Random move lists never panic; an error names a move of the list, and everything
    /// before it replays.
    #[test]
    fn random_move_lists_are_judged((width, digits) in game(), moves in prop::collection::vec((0usize..60, 0usize..60), 0..12)) {
        let start = Field::new(width, &digits_text(&digits)).unwrap();
        match replay(&start, &moves) {
            Ok(game) => prop_assert_eq!(game.moves(), moves.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect::<Vec<_>>()),
            Err(e) => {
                prop_assert!(e.number >= 1 && e.number <= moves.len());
                prop_assert!(replay(&start, &moves[..e.number - 1]).is_ok());
            }
        }
    }
}
