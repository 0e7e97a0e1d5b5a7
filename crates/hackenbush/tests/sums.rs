//! Sums of typed games ([`Engine::sum`]): nimbers add as nim sums, numbers as dyadic
//! numbers, sums of switches agree with the engine's own sum and their stops with its
//! thermography, and a sum too big to build is refused with what is known of it.

use hackenbush::canonical::{CanonicalForm, Engine, Form, SUM_SWITCH_LIMIT, SumError};
use hackenbush::{Dyadic, Outcome};
use proptest::prelude::*;

/// `text` read and placed in `engine`.
fn game(engine: &mut Engine, text: &str) -> Form {
    text.parse::<CanonicalForm>().unwrap().form(engine)
}

/// The sum the engine builds one part at a time, with no shortcut and no budget.
fn added(engine: &mut Engine, parts: &[Form]) -> Form {
    let zero = engine.zero();
    parts.iter().fold(zero, |total, &g| engine.add(total, g))
}

/// A switch `{x | y}`, `x > y`, from two small dyadic numbers.
fn switch() -> impl Strategy<Value = (Dyadic, Dyadic)> {
    (-8i64..=8, 0u64..=2, 1i64..=8, 0u64..=2)
        .prop_map(|(y, ey, d, ed)| (Dyadic::new(y, ey) + Dyadic::new(d, ed), Dyadic::new(y, ey)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A sum of nimbers is the nimber of their XOR.
    #[test]
    fn nimbers_add_as_xor(heaps in prop::collection::vec(0u64..=255, 0..40)) {
        let mut engine = Engine::new();
        let parts: Vec<Form> = heaps.iter().map(|n| game(&mut engine, &format!("*{n}"))).collect();
        let xor = heaps.iter().fold(0, |x, n| x ^ n);
        let sum = engine.sum(&parts).unwrap();
        prop_assert_eq!(engine.canonical(sum), format!("*{xor}").parse::<CanonicalForm>().unwrap());
    }

    /// A sum of numbers is the number of their dyadic sum.
    #[test]
    fn numbers_add_as_dyadic_numbers(
        numbers in prop::collection::vec((-64i64..=64, 0u64..=5), 0..20),
    ) {
        let mut engine = Engine::new();
        let numbers: Vec<Dyadic> = numbers.into_iter().map(|(n, e)| Dyadic::new(n, e)).collect();
        let parts: Vec<Form> = numbers.iter().map(|x| game(&mut engine, &x.to_string())).collect();
        let total = numbers.iter().fold(Dyadic::zero(), |sum, x| sum + x.clone());
        let sum = engine.sum(&parts).unwrap();
        prop_assert_eq!(engine.number(sum), Some(total));
    }

    /// Small sums of switches, numbers and a nimber are the engine's own sum; for numbers
    /// and switches alone, the stops the hot strategy gives are the thermograph's, and an
    /// outcome they give is the engine's.
    #[test]
    fn switches_agree_with_the_engine(
        switches in prop::collection::vec(switch(), 1..6),
        number in (-4i64..=4, 0u64..=2),
        nimber in 0u64..=2,
    ) {
        let mut engine = Engine::new();
        let mut parts: Vec<Form> = switches
            .iter()
            .map(|(x, y)| game(&mut engine, &format!("{{{x}|{y}}}")))
            .collect();
        parts.push(game(&mut engine, &Dyadic::new(number.0, number.1).to_string()));
        let known = engine.switches(&parts).unwrap();
        let slow = added(&mut engine, &parts);
        prop_assert_eq!(known.left_stop, engine.left_stop(slow));
        prop_assert_eq!(known.right_stop, engine.right_stop(slow));
        prop_assert_eq!(known.mean, engine.mean(slow));
        if let Some(outcome) = known.outcome {
            prop_assert_eq!(outcome, engine.outcome(slow));
        }
        prop_assert_eq!(engine.sum(&parts).unwrap(), slow);
        parts.push(game(&mut engine, &format!("*{nimber}")));
        let slow = added(&mut engine, &parts);
        prop_assert_eq!(engine.sum(&parts).unwrap(), slow);
    }
}

/// `±1 + ±2 + ... + ±28`: refused before any work, with its stops (Left takes 28, Right
/// 27, ...: 14 pairs worth 1 each) and its outcome.
#[test]
fn twenty_eight_switches_are_refused_with_what_is_known() {
    let mut engine = Engine::new();
    let parts: Vec<Form> = (1..=28)
        .map(|k| game(&mut engine, &format!("{{{k}|-{k}}}")))
        .collect();
    let Err(SumError::TooManySwitches { known, limit }) = engine.sum(&parts) else {
        panic!("28 switches are refused up front")
    };
    assert_eq!(limit, SUM_SWITCH_LIMIT);
    assert_eq!(known.hot, 28);
    assert_eq!(
        (known.left_stop, known.right_stop, known.mean),
        (Dyadic::from(14), Dyadic::from(-14), Dyadic::zero())
    );
    assert_eq!(known.outcome, Some(Outcome::First));
}

/// Switches of one temperature cancel in pairs: 30 switches of 15 temperatures, each
/// twice, add to their means' sum, far past the switches a sum is built with.
#[test]
fn equal_switches_cancel() {
    let mut engine = Engine::new();
    let mut parts = Vec::new();
    for k in 1..=15 {
        parts.push(game(&mut engine, &format!("{{{k}|-{k}}}")));
        parts.push(game(&mut engine, &format!("{{{}|{}}}", k + 1, 1 - k)));
    }
    let sum = engine.sum(&parts).unwrap();
    // Each pair: ±k + {k+1 | 1-k} = ±k + (1 ± k) = 1; 15 pairs.
    assert_eq!(engine.number(sum), Some(Dyadic::from(15)));
}
