//! Random Bulgarian solitaire against plain definitions: p = 1 is the ordinary game, p = 0
//! never moves, a seed repeats its run, the cards are kept.

use bulgarian::Partition;
use bulgarian::random::{Probability, ProbabilityError, RandomRun, random_moves};
use proptest::prelude::*;

fn start() -> impl Strategy<Value = Partition> {
    proptest::collection::vec(1u64..30, 1..10).prop_map(|v| Partition::new(v).unwrap())
}

fn probability(p: f64) -> Probability {
    Probability::new(p).unwrap()
}

proptest! {
    #[test]
    fn sure_random_moves_are_ordinary_moves(s in start(), seed: u64) {
        let moves: Vec<Partition> = random_moves(&s, probability(1.0), 20, seed).collect();
        let plain: Vec<Partition> = std::iter::successors(Some(s.step()), |p| Some(p.step())).take(20).collect();
        prop_assert_eq!(moves, plain);
    }

    #[test]
    fn random_moves_keep_the_cards_and_repeat_with_the_seed(s in start(), p in 0.0f64..=1.0, seed: u64) {
        let a: Vec<Partition> = random_moves(&s, probability(p), 30, seed).collect();
        let b = RandomRun::new(&s, probability(p), 30, seed);
        prop_assert!(a.iter().all(|q| q.total() == s.total()));
        prop_assert_eq!(&a, &b.moves.iter().collect::<Vec<_>>());
        prop_assert_eq!((b.n, &b.start, b.seed), (s.total(), &s, seed));
        let still: Vec<Partition> = random_moves(&s, probability(0.0), 3, seed).collect();
        prop_assert!(still.iter().all(|q| *q == s));
    }
}

#[test]
fn probabilities_outside_zero_one_are_refused() {
    assert_eq!(Probability::new(1.5), Err(ProbabilityError(1.5)));
    assert!(matches!(Probability::new(f64::NAN), Err(ProbabilityError(p)) if p.is_nan()));
    assert_eq!(Probability::try_from(-0.1), Err(ProbabilityError(-0.1)));
    assert_eq!(probability(0.0).get(), 0.0);
    assert_eq!(probability(1.0).get(), 1.0);
}
