//! Thermography, stops, kinds, reduced canonical forms and comparisons of the `cgt`
//! engine: the textbook facts worked by hand from the definitions (Siegel, *Combinatorial
//! Game Theory*, ch. II.5 and II.6; *Winning Ways*, ch. 6; *Lessons in Play*, ch. 9); and
//! on random small games and coloured pictures, each fast answer against a slow one of
//! its own: the stops by plain recursion over the options (numbers recognised by
//! `CanonicalForm::number`, not by the thermograph), the mean and temperature against
//! the mean value theorem on those stops, `compare` against a plain minimax of the
//! difference picture, and the reduced canonical form against the stops of differences.

use std::cmp::Ordering;

use hackenbush::canonical::{self, CanonicalForm, Engine, Form, Kind, Thermal};
use hackenbush::{Colour, Dyadic, Outcome, Picture};
use proptest::prelude::*;

use crate::support;

fn d(text: &str) -> Dyadic {
    text.parse().unwrap()
}

fn read(engine: &mut Engine, text: &str) -> Form {
    text.parse::<CanonicalForm>().unwrap().form(engine)
}

/// The stops by their definition, recursively over the options: a number's stops are
/// itself; otherwise Left's stop is the largest Right stop of a Left option, Right's the
/// smallest Left stop of a Right option.
fn slow_stops(engine: &mut Engine, g: Form) -> (Dyadic, Dyadic) {
    if let Some(x) = engine.number(g) {
        return (x.clone(), x);
    }
    let left = engine
        .left(g)
        .to_vec()
        .into_iter()
        .map(|o| slow_stops(engine, o).1)
        .max()
        .expect("a game that is not a number has Left options");
    let right = engine
        .right(g)
        .to_vec()
        .into_iter()
        .map(|o| slow_stops(engine, o).0)
        .min()
        .expect("a game that is not a number has Right options");
    (left, right)
}

fn difference(engine: &mut Engine, g: Form, h: Form) -> Form {
    let minus_h = engine.negate(h);
    engine.add(g, minus_h)
}

/// A switch `{a | b}`, `a > b`, has mean `(a + b)/2` and temperature `(a - b)/2`; its
/// thermograph's walls are `a - t` and `b + t` up to there (Winning Ways, ch. 6; Siegel,
/// ch. II.5). The means and temperatures are worked by hand.
#[test]
fn switches() {
    let mut e = Engine::new();
    for (a, b, mean, temperature) in [
        ("1", "-1", "0", "1"),
        ("2", "0", "1", "1"),
        ("3", "1", "2", "1"),
        ("2", "-1", "1/2", "3/2"),
        ("1/2", "-1/4", "1/8", "3/8"),
        ("5", "5/4", "25/8", "15/8"),
        ("-1", "-7/2", "-9/4", "5/4"),
    ] {
        let g = read(&mut e, &format!("{{{a}|{b}}}"));
        let t = e.thermograph(g);
        assert_eq!(t.mean(), &d(mean), "{{{a}|{b}}}");
        assert_eq!(t.temperature(), &d(temperature), "{{{a}|{b}}}");
        assert_eq!((t.left_stop(), t.right_stop()), (d(a), d(b)));
        assert_eq!(e.kind(g), Kind::Hot);
        if a.contains('/') || b.contains('/') {
            continue;
        }
        // Left's wall at t = -1 is a + 1, Right's b - 1: the integers' masts, tilted.
        let at = |x: &str| d(x) + d("1");
        let bt = |x: &str| d(x) - d("1");
        assert_eq!(
            t.left().breakpoints(),
            [(d("-1"), at(a)), (d(temperature), d(mean))]
        );
        assert_eq!(
            t.right().breakpoints(),
            [(d("-1"), bt(b)), (d(temperature), d(mean))]
        );
    }
}

/// A number is its own mean and both its stops; its temperature is -1 for an integer and
/// -1/2^k for `m/2^k` in lowest terms (the convention of Siegel's book and CGSuite).
#[test]
fn numbers() {
    let mut e = Engine::new();
    for (x, temperature) in [
        ("0", "-1"),
        ("3", "-1"),
        ("-2", "-1"),
        ("1/2", "-1/2"),
        ("-3/4", "-1/4"),
        ("5/8", "-1/8"),
        ("-13/16", "-1/16"),
    ] {
        let g = read(&mut e, x);
        assert_eq!(e.mean(g), d(x));
        assert_eq!(e.temperature(g), d(temperature), "{x}");
        assert_eq!((e.left_stop(g), e.right_stop(g)), (d(x), d(x)));
        assert_eq!(e.kind(g), Kind::Number);
        assert_eq!(e.reduced(g), g);
        // The mast: both walls are x from the temperature up.
        let t = e.thermograph(g);
        assert_eq!(t.left().breakpoints().last(), Some(&(d(temperature), d(x))));
        assert_eq!(
            t.right().breakpoints().last(),
            Some(&(d(temperature), d(x)))
        );
    }
}

/// A blue-red picture's thermography is written from its number alone
/// (`Thermal::of_number`, for a number of any size); on every `m/2^k`, `|m| <= 40`,
/// `k <= 4`, it is what the engine builds from the number's canonical form.
#[test]
fn numbers_by_formula_and_by_engine() {
    let mut e = Engine::new();
    for k in 0..=4u64 {
        for m in -40i64..=40 {
            let x = Dyadic::new(m, k);
            let g = read(&mut e, &x.to_string());
            assert_eq!(e.thermal(g), Thermal::of_number(&x), "{x}");
        }
    }
}

/// `*`, `^` and the like have mean 0 and temperature 0, both stops 0, and reduce to 0;
/// a number plus one of them is tepid, and reduces to the number.
#[test]
fn infinitesimals_and_tepid_games() {
    let mut e = Engine::new();
    let zero = e.zero();
    for x in ["*", "^", "v", "*2", "^*", "v*", "{0|^}"] {
        let g = read(&mut e, x);
        assert_eq!((e.mean(g), e.temperature(g)), (d("0"), d("0")), "{x}");
        assert_eq!((e.left_stop(g), e.right_stop(g)), (d("0"), d("0")));
        assert_eq!(e.kind(g), Kind::Infinitesimal, "{x}");
        assert_eq!(e.reduced(g), zero, "{x}");
    }
    for (x, number) in [("1/2*", "1/2"), ("-1^", "-1"), ("3/4*2", "3/4")] {
        let g = read(&mut e, x);
        assert_eq!((e.mean(g), e.temperature(g)), (d(number), d("0")), "{x}");
        assert_eq!(e.kind(g), Kind::Tepid, "{x}");
        let r = e.reduced(g);
        assert_eq!(e.notation(r), number);
    }
}

/// Worked by hand from the construction (Winning Ways, ch. 6; Lessons in Play, ch. 9):
/// `{3 | {1|-1}}`: Left's wall is `3 - t`; Right's is `±1`'s left wall (`1 - t` up to 1,
/// then 0) plus `t`: 1 up to t = 1, then `t`; they meet at t = 3/2, at 3/2. And
/// `{4 | {2|-6}}`: `{2|-6}` has mean -2 and temperature 4, its left wall `2 - t` up to
/// 4; so Right's wall is 2 up to 4; Left's is `4 - t`; they meet at t = 2, at 2: Right's
/// wall stands straight from -1.
#[test]
fn worked_thermographs() {
    let mut e = Engine::new();
    // (game, mean and temperature, Left's wall, Right's wall, Left's and Right's stops)
    let worked = [
        (
            "{3|{1|-1}}",
            ["3/2", "3/2"],
            "(-1, 4) (3/2, 3/2)",
            "(-1, 1) (1, 1) (3/2, 3/2)",
            ["3", "1"],
        ),
        (
            "{4|{2|-6}}",
            ["2", "2"],
            "(-1, 5) (2, 2)",
            "(-1, 2)",
            ["4", "2"],
        ),
    ];
    for (game, [mean, temperature], left, right, [left_stop, right_stop]) in worked {
        let g = read(&mut e, game);
        let t = e.thermograph(g);
        assert_eq!(
            (t.mean(), t.temperature()),
            (&d(mean), &d(temperature)),
            "{game}"
        );
        assert_eq!(
            (t.left().to_string(), t.right().to_string()),
            (left.to_owned(), right.to_owned()),
            "{game}"
        );
        assert_eq!(
            (t.left_stop(), t.right_stop()),
            (d(left_stop), d(right_stop)),
            "{game}"
        );
    }
    // A sum's mean is the sum of the means: 3/2 + 2.
    let (g, h) = (read(&mut e, "{3|{1|-1}}"), read(&mut e, "{4|{2|-6}}"));
    let sum = e.add(g, h);
    assert_eq!(e.mean(sum), d("7/2"));
}

/// Reduced forms worked by hand: an infinitesimal added to a hot game vanishes, the
/// switch stays (`G + ε` and `G` differ by `ε`, and a switch has no infinitesimal part
/// of its own); a number plus an infinitesimal is the number.
#[test]
fn reduced_forms_by_hand() {
    let mut e = Engine::new();
    for (parts, expected) in [
        (&["±1", "*"][..], "±1"),
        (&["±1", "^"][..], "±1"),
        (&["±1", "^", "*2"][..], "±1"),
        (&["{2|0}", "1/2*"][..], "3/2±1"),
        (&["3/4", "v*"][..], "3/4"),
        (&["{3|{1|-1}}", "^*"][..], "{3|±1}"),
    ] {
        let mut sum = e.zero();
        for part in parts {
            let g = read(&mut e, part);
            sum = e.add(sum, g);
        }
        let r = e.reduced(sum);
        assert_eq!(e.notation(r), expected, "{parts:?}");
    }
}

/// `compare` on games typed by hand: `^ > 0`, `* ‖ 0`, `1/2 < 1`, `±1 ‖ 0`, `^ + v = 0`.
#[test]
fn comparisons_by_hand() {
    let mut e = Engine::new();
    for (a, b, symbol) in [
        ("^", "0", ">"),
        ("*", "0", "‖"),
        ("1/2", "1", "<"),
        ("±1", "0", "‖"),
        ("{1|-1}", "±1", "="),
        ("^", "*", "‖"),
        ("^*", "v*", ">"),
    ] {
        let (g, h) = (read(&mut e, a), read(&mut e, b));
        let c = e.comparison(g, h);
        assert_eq!(c.symbol(), symbol, "{a} against {b}");
        assert_eq!(c.order, e.compare(g, h));
        let zero = e.zero();
        if let Some(option) = c.left_wins_by {
            assert!(e.le(zero, option));
        }
        if let Some(option) = c.right_wins_by {
            assert!(e.le(option, zero));
        }
    }
}

/// Random small games in CGSuite's notation, built from a few numbers and infinitesimals.
fn any_game() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("0"),
        Just("1"),
        Just("-1"),
        Just("2"),
        Just("1/2"),
        Just("-3/4"),
        Just("*"),
        Just("^"),
        Just("±1"),
    ]
    .prop_map(str::to_owned);
    leaf.prop_recursive(3, 16, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 1..3),
            prop::collection::vec(inner, 1..3),
        )
            .prop_map(|(l, r)| format!("{{{}|{}}}", l.join(","), r.join(",")))
    })
}

type Edges = Vec<(u8, u8, Colour)>;

fn picture(edges: &Edges) -> Picture {
    let name = support::vertex;
    Picture::from_coloured_edges("G", edges.iter().map(|&(a, b, c)| (name(a), name(b), c)))
}

fn any_picture(max_edges: usize) -> impl Strategy<Value = Edges> {
    let colour = prop_oneof![Just(Colour::Blue), Just(Colour::Red), Just(Colour::Green)];
    (1u8..5)
        .prop_flat_map(move |n| prop::collection::vec((0..n, 0..n, colour.clone()), 0..=max_edges))
}

/// `b` beside `a` in swapped colours: the picture of `a - b`.
fn minus_beside(a: &Edges, b: &Edges) -> Edges {
    let shift = |v: u8| if v == 0 { 0 } else { v + 100 };
    let swap = |c| match c {
        Colour::Blue => Colour::Red,
        Colour::Red => Colour::Blue,
        other => other,
    };
    a.iter()
        .copied()
        .chain(b.iter().map(|&(x, y, c)| (shift(x), shift(y), swap(c))))
        .collect()
}

/// Every check of one game against the slow stops: the thermograph's stops, its kind,
/// the walls' order and mast, the mean value theorem for 1 to 3 copies, and the reduced
/// form infinitely close to the game.
fn check_one(e: &mut Engine, g: Form) -> Result<(), TestCaseError> {
    let (left, right) = slow_stops(e, g);
    let t = e.thermograph(g);
    prop_assert_eq!(
        (t.left_stop(), t.right_stop()),
        (left.clone(), right.clone())
    );
    let kind = match (e.number(g), left.cmp(&right)) {
        (Some(_), _) => Kind::Number,
        (None, Ordering::Greater) => Kind::Hot,
        (None, _) if left == Dyadic::zero() => Kind::Infinitesimal,
        (None, _) => Kind::Tepid,
    };
    prop_assert_eq!(e.kind(g), kind);
    prop_assert_eq!(*t.temperature() > Dyadic::zero(), kind == Kind::Hot);
    prop_assert_eq!(*t.temperature() < Dyadic::zero(), kind == Kind::Number);
    // Left's wall is never right of Right's; above the temperature both are the mast.
    for (time, value) in t
        .left()
        .breakpoints()
        .iter()
        .chain(&t.right().breakpoints())
    {
        prop_assert!(t.left().at(time) >= t.right().at(time));
        if time >= t.temperature() {
            prop_assert_eq!(value, t.mean());
        }
    }
    // The mean value theorem (Siegel, ch. II.5): n m - t <= RS(nG) <= LS(nG) <= n m + t
    // for a temperature t >= 0, with the stops of nG by the slow recursion.
    let temperature = t.temperature().clone().max(Dyadic::zero());
    let (mut copies, mut n_mean) = (g, t.mean().clone());
    for _ in 1..=3 {
        let (ls, rs) = slow_stops(e, copies);
        prop_assert!(n_mean.clone() - temperature.clone() <= rs);
        prop_assert!(ls <= n_mean.clone() + temperature.clone());
        copies = e.add(copies, g);
        n_mean = n_mean + t.mean().clone();
    }
    // The reduced form is infinitely close to the game, and reduced already.
    let r = e.reduced(g);
    let gap = difference(e, r, g);
    prop_assert_eq!(slow_stops(e, gap), (Dyadic::zero(), Dyadic::zero()));
    prop_assert_eq!(e.reduced(r), r);
    Ok(())
}

/// The laws on two games: means add, a sum is no hotter than its hotter part, and two
/// games reduce to the same form exactly when their difference is infinitesimal (both
/// its slow stops 0), that is exactly when the reduced form of the difference is 0.
fn check_two(e: &mut Engine, g: Form, h: Form) -> Result<(), TestCaseError> {
    let sum = e.add(g, h);
    prop_assert_eq!(e.mean(sum), e.mean(g) + e.mean(h));
    prop_assert!(e.temperature(sum) <= e.temperature(g).max(e.temperature(h)));
    let gap = difference(e, g, h);
    let close = slow_stops(e, gap) == (Dyadic::zero(), Dyadic::zero());
    let zero = e.zero();
    prop_assert_eq!(e.reduced(gap) == zero, close);
    prop_assert_eq!(e.reduced(g) == e.reduced(h), close);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_games(a in any_game(), b in any_game()) {
        let mut e = Engine::new();
        let (g, h) = (read(&mut e, &a), read(&mut e, &b));
        check_one(&mut e, g)?;
        check_one(&mut e, h)?;
        check_two(&mut e, g, h)?;
        let sum = e.add(g, h);
        check_one(&mut e, sum)?;
    }

    /// On coloured pictures; and `compare` agrees with who wins the difference picture
    /// (`b` in swapped colours beside `a`) by plain minimax: `>` when Left wins whoever
    /// starts, `<` Right, `=` the second player, `‖` the first.
    #[test]
    fn random_pictures(a in any_picture(5), b in any_picture(5)) {
        let mut e = Engine::new();
        let g = canonical::form(&picture(&a), &mut e).unwrap();
        let h = canonical::form(&picture(&b), &mut e).unwrap();
        check_one(&mut e, g)?;
        check_two(&mut e, g, h)?;
        let (outcome, _) = hackenbush::naive::red_blue_green(&picture(&minus_beside(&a, &b)));
        let expected = match outcome {
            Outcome::Left => ">",
            Outcome::Right => "<",
            Outcome::Second => "=",
            _ => "‖",
        };
        let c = e.comparison(g, h);
        prop_assert_eq!(c.symbol(), expected);
        let zero = e.zero();
        if let Some(option) = c.left_wins_by {
            prop_assert!(e.le(zero, option));
        }
        if let Some(option) = c.right_wins_by {
            prop_assert!(e.le(option, zero));
        }
    }
}
