//! The original program's rule in lost positions (`WhenLosing::Minimum`) against the original
//! program's own program written out independently (`naive::OriginalPlayer`: its O(n^3) table and
//! its choice), take by take on every position with at most 300 marbles; and the person
//! against program game's default rule, the fewest winning replies, against a brute force
//! over the plain table (`naive::PlainTable`) on every position a game can reach.

use std::collections::HashSet;

use marbles::naive::{OriginalPlayer, PlainTable};
use marbles::session::{Match, Reason, Session};
use marbles::{Player, Position, Rules, Seat, Solver, WhenLosing};

const N: u32 = 300;

/// Every position (p, q) with p <= 300 and every start: the library's minimum rule takes
/// what the original program takes.
#[test]
fn the_minimum_rule_takes_what_the_seed_takes() {
    let seed = OriginalPlayer::new(N);
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

/// Whole games: the library's minimum player in either seat against the original program,
/// move by move, for every n up to 300; each of its takes is the original program's.
#[test]
fn games_against_the_seed_follow_it_take_by_take() {
    let seed = OriginalPlayer::new(N);
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

/// The contest's legal takes with `left` marbles after a take of `last` (`None`: the
/// first move), written out from the rules: 2 or 3 first; after k, k+1 to 2k, or all
/// that remain when fewer than k+1 remain.
fn legal(left: u64, last: Option<u64>) -> Vec<u64> {
    match last {
        None => (2..=3.min(left)).collect(),
        Some(k) if left <= k => vec![left],
        Some(k) => (k + 1..=(2 * k).min(left)).collect(),
    }
}

/// Whether `take` from `left` wins for the taker, by the plain table: it takes the last
/// marble, or leaves the other side lost.
fn wins(table: &PlainTable, left: u64, take: u64) -> bool {
    table.mover_loses(left - take, take) == Some(true)
}

/// The other side's winning replies after `take` from `left`, counted one by one.
fn winning_replies(table: &PlainTable, left: u64, take: u64) -> u64 {
    let rest = left - take;
    if rest == 0 {
        return 0;
    }
    legal(rest, Some(take))
        .into_iter()
        .filter(|&r| wins(table, rest, r))
        .count() as u64
}

/// Every game of 2 to 150 marbles, either side first, every position the person's takes
/// can lead to: the program's reply is the brute force's. In a won position the smallest
/// take that wins; in a lost one the take that leaves the fewest winning replies, the
/// smallest on a tie, with that count as its reason. The hint and the standing agree.
#[test]
fn the_match_replies_with_the_fewest_winning_replies() {
    const N: u64 = 150;
    let table = PlainTable::new(N as u32);
    let mut lost_replies = 0;
    for n in 2..=N {
        for person in [Seat::First, Seat::Second] {
            let game = Match::new(Rules::CONTEST, n, person).unwrap();
            assert_eq!(game.losing_rule(), WhenLosing::FewestReplies);
            let mut seen = HashSet::new();
            let mut stack = vec![game];
            while let Some(mut game) = stack.pop() {
                if !seen.insert(*game.position()) {
                    continue;
                }
                let position = *game.position();
                let (left, last) = (position.remaining(), position.last_take());
                match game.to_move() {
                    None => continue,
                    Some(side) if side == person => {
                        let takes = legal(left, last);
                        let standing = game.standing();
                        let winning = takes.iter().filter(|&&m| wins(&table, left, m)).count();
                        assert_eq!(
                            standing.winning_takes, winning as u64,
                            "n = {n}, {position}"
                        );
                        for take in takes {
                            let mut next = game.clone();
                            next.play(take).unwrap();
                            stack.push(next);
                        }
                        continue;
                    }
                    Some(_) => {}
                }
                let takes = legal(left, last);
                let hint = game.hint().unwrap();
                let reply = game.reply().unwrap().unwrap();
                assert_eq!((hint.take, Some(hint.reason)), (reply.take, reply.reason));
                let expected = match takes.iter().find(|&&m| wins(&table, left, m)) {
                    Some(&take) => (take, Reason::Wins),
                    None => {
                        lost_replies += 1;
                        let take = *takes
                            .iter()
                            .min_by_key(|&&m| (winning_replies(&table, left, m), m))
                            .unwrap();
                        let winning_replies = winning_replies(&table, left, take);
                        (take, Reason::EveryTakeLoses { winning_replies })
                    }
                };
                assert_eq!(
                    (reply.take, reply.reason),
                    (expected.0, Some(expected.1)),
                    "n = {n}, {position}"
                );
                stack.push(game);
            }
        }
    }
    // 557 lost positions are met on the way: the rule is not checked on a handful.
    assert!(
        lost_replies > 500,
        "few lost positions checked: {lost_replies}"
    );
}
