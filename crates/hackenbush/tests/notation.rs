//! The notation's limits: braces nested up to `NESTING_LIMIT` are read and deeper ones
//! refused, naming the limit, without overflowing the stack; games born up to
//! `BIRTHDAY_LIMIT` (through definitions) are read, written back within the nesting limit,
//! and compared, added and valued without overflowing the stack of a test thread (2 MiB).

use hackenbush::canonical::{BIRTHDAY_LIMIT, CanonicalForm, Engine, NESTING_LIMIT, SumError};

/// `n` levels of braces: `{0|{0|...{0|0}...}}`.
fn nested(n: usize) -> String {
    format!("{}0{}", "{0|".repeat(n), "}".repeat(n))
}

/// The game `{G,*|G}` taken `n` times from `^`, written with definitions: born on day
/// `n + 2`, its braces nesting `n + 1` deep when written out.
fn chain(n: usize) -> String {
    let mut text = format!("G{} where G1 = {{0|*}}", n + 1);
    for k in 2..=n + 1 {
        text += &format!("; G{k} = {{G{},*|G{}}}", k - 1, k - 1);
    }
    text
}

#[test]
fn braces_nest_up_to_the_limit() {
    let game: CanonicalForm = nested(NESTING_LIMIT).parse().unwrap();
    assert_eq!(game.to_string().parse::<CanonicalForm>().unwrap(), game);
    for n in [NESTING_LIMIT + 1, 20_000] {
        let error = nested(n).parse::<CanonicalForm>().unwrap_err();
        // The brace that opens level 257 is at column 3 * 256 + 1.
        assert_eq!((error.line(), error.column()), (1, 3 * NESTING_LIMIT + 1));
        assert!(
            error
                .to_string()
                .ends_with("games are read up to 256 levels of braces"),
            "{error}"
        );
    }
    // The text: 20,000 braces, then 20,000 closing `|}`.
    let text = format!("{}{}", "{".repeat(20_000), "|}".repeat(20_000));
    let error = text.parse::<CanonicalForm>().unwrap_err();
    assert_eq!(error.column(), NESTING_LIMIT + 1);
}

#[test]
fn games_are_born_up_to_the_limit() {
    let latest = BIRTHDAY_LIMIT as usize - 2;
    let game: CanonicalForm = chain(latest).parse().unwrap();
    let error = chain(latest + 1).parse::<CanonicalForm>().unwrap_err();
    assert!(
        error
            .to_string()
            .contains("a game born on day 2049; games are read up to day 2048"),
        "{error}"
    );
    // Written back, it nests within the limit (its deep games named) and reads back.
    let written = game.to_string();
    let deepest = written
        .chars()
        .scan(0i64, |depth, c| {
            *depth += match c {
                '{' => 1,
                '}' => -1,
                _ => 0,
            };
            Some(*depth)
        })
        .max()
        .unwrap();
    assert!(deepest <= NESTING_LIMIT as i64, "{deepest}");
    assert_eq!(written.parse::<CanonicalForm>().unwrap(), game);
    // Compared, added to ^ and valued: recursions as deep as its birthday.
    let mut engine = Engine::new();
    let form = game.form(&mut engine);
    assert_eq!(engine.birthday(form), BIRTHDAY_LIMIT);
    let up: CanonicalForm = "^".parse().unwrap();
    let up = up.form(&mut engine);
    let sum = engine.sum(&[form, up]).unwrap();
    let negative = engine.negate(form);
    assert_eq!(engine.birthday(negative), BIRTHDAY_LIMIT);
    // Their outcomes: comparisons with 0, as deep as the games (a stack overflow would
    // abort the test).
    let _ = (
        engine.outcome(sum),
        engine.outcome(form),
        engine.outcome(negative),
    );
    let _ = engine.thermal(sum);
    assert!(engine.canonical(sum).notation_len() > 0);
    // Two of them are born too late for a sum.
    assert!(matches!(
        engine.sum(&[form, form, form]),
        Err(SumError::TooLate { .. })
    ));
}

/// Each of the notation's spellings names the game built from its definition by the
/// engine's sums (`^^` is `^ + ^`, `^3` is `^ + ^ + ^`, `^^*` is `^ + ^ + *`, downs are
/// their negatives, `±1` is `{1|-1}`), checked equal by comparison, and is what that
/// game is written as.
#[test]
fn values_are_written_as_cgsuite_writes_them() {
    use std::cmp::Ordering;
    let mut engine = Engine::new();
    let zero = engine.zero();
    let one = engine.make(&[zero], &[]);
    let minus_one = engine.negate(one);
    let star = engine.make(&[zero], &[zero]);
    let star_two = engine.make(&[zero, star], &[zero, star]);
    let up = engine.make(&[zero], &[star]);
    let switch = engine.make(&[one], &[minus_one]);
    let check = |engine: &mut Engine, built: hackenbush::canonical::Form, spelled: &str| {
        assert_eq!(engine.notation(built), spelled);
        let read = spelled.parse::<CanonicalForm>().unwrap().form(engine);
        assert_eq!(
            engine.compare(read, built),
            Some(Ordering::Equal),
            "{spelled}"
        );
    };
    check(&mut engine, zero, "0");
    check(&mut engine, star, "*");
    check(&mut engine, star_two, "*2");
    check(&mut engine, switch, "±1");
    let half_switch = engine.add(switch, one);
    check(&mut engine, half_switch, "1±1");
    let mut ups = zero;
    for n in 1..=5 {
        ups = engine.add(ups, up);
        let arrows = |arrow: &str| match n {
            1 => arrow.to_owned(),
            2 => format!("{arrow}{arrow}"),
            n => format!("{arrow}{n}"),
        };
        check(&mut engine, ups, &arrows("^"));
        let starred = engine.add(ups, star);
        check(&mut engine, starred, &format!("{}*", arrows("^")));
        let downs = engine.negate(ups);
        check(&mut engine, downs, &arrows("v"));
        let downs_starred = engine.add(downs, star);
        check(&mut engine, downs_starred, &format!("{}*", arrows("v")));
        let plus_one = engine.add(ups, one);
        check(&mut engine, plus_one, &format!("1{}", arrows("^")));
    }
    // `^2` is read as `^^` too.
    let read = "^2".parse::<CanonicalForm>().unwrap();
    assert_eq!(read.to_string(), "^^");
}

/// A nimber's or a number's game, built directly, is the game its notation reads as: the
/// conversion the sums and comparisons use agrees with the reader on many values, and
/// past 256 both refuse.
#[test]
fn values_convert_to_the_games_their_notation_reads() {
    use hackenbush::{Dyadic, Nimber, Value};
    for n in (0..=40).chain([100, 255, 256]) {
        let value = Value::Nimber(Nimber(n));
        let read: CanonicalForm = value.to_string().parse().unwrap();
        assert_eq!(value.to_canonical(), Some(read), "*{n}");
    }
    assert_eq!(Value::Nimber(Nimber(257)).to_canonical(), None);
    for text in [
        "0", "1", "-1", "1/2", "-3/8", "7/4", "255", "-256", "1/1024", "513/256",
    ] {
        let x: Dyadic = text.parse().unwrap();
        let value = Value::Number(x);
        let read: CanonicalForm = value.to_string().parse().unwrap();
        assert_eq!(value.to_canonical(), Some(read), "{text}");
    }
    let big: Dyadic = "257".parse().unwrap();
    assert_eq!(Value::Number(big).to_canonical(), None);
}
