//! The seed's rule in lost positions (`WhenLosing::Minimum`) against the seed's own
//! program written out independently (`naive::SeedPlayer`: its O(n^3) table and its
//! choice), take by take on every position with at most 300 marbles.

use marbles::naive::SeedPlayer;
use marbles::{Player, Position, Rules, Seat, Solver, WhenLosing};

const N: u32 = 300;

/// Every position (p, q) with p <= 300 and every start: the library's minimum rule takes
/// what the seed's program takes.
#[test]
fn the_minimum_rule_takes_what_the_seed_takes() {
    let seed = SeedPlayer::new(N);
    let solver = Solver::new(Rules::CONTEST).when_losing(WhenLosing::Minimum);
    assert_eq!(solver.losing_rule(), WhenLosing::Minimum);
    let mut differs = 0;
    let default = Solver::new(Rules::CONTEST);
    for p in 1..=u64::from(N) {
        for q in 1..=u64::from(N) {
            let position = Position::after(p, q);
            let choice = solver.choose(&position).expect("a legal take");
            assert_eq!(Some(choice.take), seed.take(p, Some(q)), "({p}, {q})");
            let usual = default.choose(&position).unwrap();
            // The rules differ only in lost positions.
            assert_eq!(choice.wins, usual.wins);
            if choice.wins {
                assert_eq!(choice, usual);
            } else if choice.take != usual.take {
                differs += 1;
            }
            // The replies it reports are those of its own take.
            let after = Position::after(p - choice.take, choice.take);
            let replies = marbles::structure::count_winning_takes(&after);
            assert_eq!(choice.opponent_winning_replies, replies, "({p}, {q})");
        }
        if p >= 2 {
            let start = Position::start(p).unwrap();
            assert_eq!(
                solver.choose(&start).map(|c| c.take),
                seed.take(p, None),
                "start {p}"
            );
        }
    }
    assert!(differs > 0, "the two rules are the same rule");
}

/// Whole games: the library's minimum player in either seat against the seed's program,
/// move by move, for every n up to 300; each of its takes is the seed's.
#[test]
fn games_against_the_seed_follow_it_take_by_take() {
    let seed = SeedPlayer::new(N);
    for n in 2..=u64::from(N) {
        for seat in [Seat::First, Seat::Second] {
            let mut me = Player::new(n, seat)
                .unwrap()
                .when_losing(WhenLosing::Minimum);
            while !me.is_over() {
                let position = *me.position();
                let expected = seed
                    .take(position.remaining(), position.last_take())
                    .unwrap();
                if me.is_my_turn() {
                    assert_eq!(me.play().unwrap().take, expected, "n = {n}, {position}");
                } else {
                    me.opponent_takes(expected).unwrap();
                }
            }
        }
    }
}

/// Under another member of the family, the minimum rule plays the smallest legal take
/// where no take wins, and the usual choice where one does.
#[test]
fn other_rules_take_their_smallest_legal_take_when_losing() {
    let rules = Rules::new(1, 3, 3, true).unwrap();
    let minimum = Solver::for_heap(rules, 120)
        .unwrap()
        .when_losing(WhenLosing::Minimum);
    let usual = Solver::for_heap(rules, 120).unwrap();
    for p in 1..=120 {
        for q in 1..=120 {
            let position = Position::after(p, q);
            let (Some(a), Some(b)) = (minimum.choose(&position), usual.choose(&position)) else {
                continue;
            };
            if b.wins {
                assert_eq!(a, b);
            } else {
                let lowest = rules.legal_takes(&position).unwrap().0;
                assert_eq!((a.take, a.wins), (lowest, false), "({p}, {q})");
            }
        }
    }
}
