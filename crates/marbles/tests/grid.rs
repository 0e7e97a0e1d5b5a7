//! The Sprague–Grundy grid against independent oracles: the values against the evaluation
//! by definition of `games-common` (`GrundyEvaluator`), the losses against the proved
//! structure, and the picture against the table it draws.

use games_common::GrundyEvaluator;
use marbles::structure::mover_loses;
use marbles::{Grid, GridError, Rules, Seat, solve_family};
use proptest::prelude::*;
use std::sync::OnceLock;

#[path = "../benches/grid_game/mod.rs"]
mod grid_game;
use grid_game::Marbles;

/// The largest grid, made once.
fn largest() -> &'static Grid {
    static GRID: OnceLock<Grid> = OnceLock::new();
    GRID.get_or_init(|| Grid::new(Grid::LARGEST).unwrap())
}

/// Every value of the grid of 150 marbles is the value by definition.
#[test]
fn values_match_the_definition() {
    let grid = Grid::new(150).unwrap();
    let mut eval = GrundyEvaluator::new(&Marbles);
    for p in 0..=150 {
        for q in 1..=150 {
            let expected = eval.value(&(p, q)).0;
            assert_eq!(
                grid.value(p, q).map(u64::from),
                Some(expected),
                "({p}, {q})"
            );
        }
    }
}

/// The losses of the largest grid are the proved structure's, on every position.
#[test]
fn losses_match_the_structure() {
    let grid = largest();
    for p in 1..=Grid::LARGEST {
        for q in 1..=Grid::LARGEST {
            assert_eq!(grid.value(p, q) == Some(0), mover_loses(p, q), "({p}, {q})");
        }
    }
}

/// By hand, after a take of 1: (2, 1) is won by taking both (value 1); (3, 1) has the one
/// take 2, to (1, 2), value 1, so it is lost; (7, 1) has the one take 2, to (5, 2), whose
/// takes 3 and 4 both leave value 1, so (5, 2) is lost and (7, 1) has value 1.
#[test]
fn small_values_by_hand() {
    let grid = Grid::new(12).unwrap();
    let values: Vec<u16> = [(2, 1), (3, 1), (5, 2), (7, 1), (1, 5), (0, 3)]
        .iter()
        .map(|&(p, q)| grid.value(p, q).unwrap())
        .collect();
    assert_eq!(values, [1, 0, 0, 1, 1, 0]);
    assert_eq!(
        (grid.value(13, 1), grid.value(3, 0), grid.value(3, 13)),
        (None, None, None)
    );
    assert_eq!(grid.drawn_takes(), 6);
}

#[test]
fn sizes_are_checked() {
    assert_eq!(Grid::new(1).unwrap_err(), GridError::TooSmall { n: 1 });
    assert_eq!(
        Grid::new(1001).unwrap_err().to_string(),
        "a grid of 1001 marbles is too large: the largest is 1000"
    );
}

/// The cells of a picture: (class, x, y, width) of every `<rect class=...>`.
fn cells(svg: &str) -> Vec<(String, usize, usize, usize)> {
    svg.lines()
        .filter_map(|line| line.strip_prefix("<rect class=\""))
        .filter(|rest| !rest.contains("stroke"))
        .map(|rest| {
            let (class, rest) = rest.split_once('"').unwrap();
            let number = |key: &str| -> usize {
                let (_, after) = rest.split_once(&format!(" {key}=\"")).unwrap();
                after.split_once('"').unwrap().0.parse().unwrap()
            };
            (class.to_owned(), number("x"), number("y"), number("width"))
        })
        .collect()
}

/// Each cell of the drawn rows, read back from the picture, has the colour of its value:
/// `l` exactly for the losses, `w` for the wins, `vG` for value G, from p = 0 on; each
/// start in the top row, `s1` or `s2`, is won by the player the solver names.
fn check_picture(n: u64, values: bool, rules: Rules) {
    let grid = Grid::new(n).unwrap();
    let svg = grid.svg_with_starts(values, rules).unwrap();
    if rules == Rules::CONTEST {
        assert_eq!(svg, grid.svg(values));
    }
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.ends_with("</svg>\n"));
    let cell = (1200 / (n as usize + 1)).clamp(1, 40);
    let (left, start) = (56, 84);
    let top = start + cell.max(10) + (cell / 2).max(14);
    let (mut seen, mut starts) = (0, 0);
    for (class, x, y, width) in cells(&svg) {
        assert_eq!((x - left) % cell, 0);
        if y == start {
            for m in (x - left) / cell..(x - left + width) / cell {
                let winner = solve_family(rules, m as u64).unwrap().winner;
                let expected = if winner == Seat::First { "s1" } else { "s2" };
                assert_eq!(class, expected, "n = {n}, {rules}: the start of {m}");
                starts += 1;
            }
            continue;
        }
        let q = (y - top) / cell + 1;
        for p in (x - left) / cell..(x - left + width) / cell {
            let g = grid.value(p as u64, q as u64).unwrap();
            let expected = match (values, g) {
                (_, 0) => "l".to_owned(),
                (false, _) => "w".to_owned(),
                (true, g) => format!("v{g}"),
            };
            assert_eq!(class, expected, "n = {n}: ({p}, {q})");
            seen += 1;
        }
    }
    assert_eq!(
        seen,
        (n + 1) * grid.drawn_takes(),
        "n = {n}: every cell once"
    );
    let first = rules.first_takes().0;
    assert_eq!(starts, n + 1 - first, "n = {n}: every start once");
    let runs = svg.matches("<path class=\"r\"").count();
    let expected_runs = (0..)
        .take_while(|&j| 12 * (1u64 << j) - 3 * j - 9 <= n)
        .count();
    assert_eq!(
        runs, expected_runs,
        "n = {n}: one outline per run that fits"
    );
}

#[test]
fn pictures_show_the_table() {
    for n in [2, 3, 12, 40, 300, 1000] {
        check_picture(n, false, Rules::CONTEST);
        check_picture(n, true, Rules::CONTEST);
    }
    for (first, last) in [(1, 1), (1, 2), (1, 4), (2, 2), (3, 5), (7, 40)] {
        let rules = Rules::new(first, last, 2, true).unwrap();
        for n in [12, 41, 300] {
            check_picture(n, false, rules);
        }
    }
}

/// The winner of each start, read from the grid, is the solver's (the proved structure for
/// the contest, an exact table of its own for other first takes), for every n up to 400.
#[test]
fn starts_match_the_solver() {
    let grid = Grid::new(400).unwrap();
    for (first, last) in [
        (2, 3),
        (1, 1),
        (1, 2),
        (1, 3),
        (2, 2),
        (2, 5),
        (3, 3),
        (4, 9),
    ] {
        let rules = Rules::new(first, last, 2, true).unwrap();
        assert_eq!(grid.start_winner(rules, first - 1), None);
        for n in first..=400 {
            let expected = solve_family(rules, n).unwrap().winner;
            assert_eq!(
                grid.start_winner(rules, n),
                Some(expected),
                "{rules}, n = {n}"
            );
        }
        assert_eq!(grid.start_winner(rules, 401), None);
    }
}

/// Only the first takes may differ from the grid's game; a start beyond the grid is no
/// start.
#[test]
fn starts_under_other_games_are_refused() {
    let grid = Grid::new(30).unwrap();
    let triple = Rules::new(2, 3, 3, true).unwrap();
    let no_take_all = Rules::new(2, 3, 2, false).unwrap();
    for rules in [triple, no_take_all] {
        assert_eq!(
            grid.svg_with_starts(false, rules),
            Err(GridError::NotTheGridsGame { rules })
        );
        assert_eq!(grid.start_winner(rules, 10), None);
    }
    let late = Rules::new(31, 40, 2, true).unwrap();
    assert_eq!(
        grid.svg_with_starts(false, late).unwrap_err().to_string(),
        "no game of at most 30 marbles starts under first take 31..=40, factor 2, take-all on"
    );
    assert!(
        grid.svg_with_starts(false, Rules::new(30, 40, 2, true).unwrap())
            .is_ok()
    );
}

thread_local! {
    /// One evaluation by definition for all the random cases, so each position is
    /// evaluated once.
    static EVAL: std::cell::RefCell<GrundyEvaluator<'static, Marbles>> =
        std::cell::RefCell::new(GrundyEvaluator::new(&Marbles));
}

proptest! {
    /// Random positions of the largest grid, up to 400 marbles, against the definition.
    #[test]
    fn random_values_match_the_definition(p in 0u64..=400, q in 1u64..=1000) {
        let expected = EVAL.with(|eval| eval.borrow_mut().value(&(p, q)).0);
        prop_assert_eq!(largest().value(p, q).map(u64::from), Some(expected));
    }

    /// Any size: a grid, or one of the two errors; never a panic.
    #[test]
    fn any_size(n in any::<u64>()) {
        match Grid::new(n) {
            Ok(grid) => prop_assert!((2..=1000).contains(&grid.n())),
            Err(GridError::TooSmall { n: m }) => prop_assert!(m < 2),
            Err(GridError::TooLarge { n: m, .. }) => prop_assert!(m > 1000),
            Err(e) => prop_assert!(false, "{e}"),
        }
    }
}
