//! The family solver against the Sprague–Grundy evaluation of `games-common` on the game
//! written plainly from the rules, on many random rule sets, and against the proved
//! structure on the contest's rules; the family's player and referee against the same
//! plain game.

use games_common::{GrundyEvaluator, ImpartialGame};
use marbles::protocol::{Detail, Event, Reason, Step};
use marbles::structure::mover_loses;
use marbles::{FamilyTable, Game, GameError, Player, Position, Rules, Seat, solve, solve_family};
use proptest::prelude::*;

/// A member of the family as `games-common` sees it, written from the rules and nothing
/// else: a position is (marbles left, last take), the start has a last take of 0.
struct Plain {
    first: u64,
    last: u64,
    factor: u64,
    take_all: bool,
}

impl Plain {
    fn of(rules: Rules) -> Plain {
        let (first, last) = rules.first_takes();
        Plain {
            first,
            last,
            factor: rules.factor(),
            take_all: rules.take_all(),
        }
    }

    /// The legal takes at (left, k), k = 0 at the start, in increasing order.
    fn takes(&self, state: (u64, u64)) -> Vec<u64> {
        let mut takes: Vec<u64> = self.moves(&state).into_iter().map(|(m, _)| m).collect();
        takes.sort_unstable();
        takes
    }
}

/// The position of the library for (left, k), k = 0 at the start.
fn position(rules: Rules, (left, k): (u64, u64)) -> Position {
    if k == 0 {
        rules
            .start(left)
            .expect("a heap of at least the first take")
    } else {
        Position::after(left, k)
    }
}

impl ImpartialGame for Plain {
    type Position = (u64, u64);
    type Move = u64;
    fn moves(&self, &(left, k): &(u64, u64)) -> Vec<(u64, (u64, u64))> {
        let mut takes: Vec<u64> = if k == 0 {
            (self.first..=self.last).filter(|&m| m <= left).collect()
        } else {
            (k + 1..=self.factor * k).filter(|&m| m <= left).collect()
        };
        if k > 0 && self.take_all && 0 < left && left <= k {
            takes.push(left);
        }
        takes.into_iter().map(|m| (m, (left - m, m))).collect()
    }
}

/// Every position (p, q) with p <= n and q <= n + 1, and every first move, agree.
fn agree(first: u64, last: u64, factor: u64, take_all: bool, n: u64) {
    let rules = Rules::new(first, last, factor, take_all).unwrap();
    let table = FamilyTable::new(rules, n).unwrap();
    let game = Plain {
        first,
        last,
        factor,
        take_all,
    };
    let mut eval = GrundyEvaluator::new(&game);
    for p in 0..=n {
        for q in 1..=n + 1 {
            let lost = eval.value(&(p, q)).is_zero();
            assert_eq!(table.mover_loses(p, q), Some(lost), "{rules:?}: ({p}, {q})");
        }
    }
    for heap in first..=n {
        let mut expected = eval.winning_moves(&(heap, 0));
        expected.sort_unstable();
        assert_eq!(
            table.winning_first_moves(heap),
            Some(expected.clone()),
            "{rules:?}: n = {heap}"
        );
        let s = solve_family(rules, heap).unwrap();
        assert_eq!(s.winning_first_moves, expected, "{rules:?}: n = {heap}");
        assert_eq!(s.winner == Seat::First, !expected.is_empty());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn family_table_matches_grundy_values(
        first in 1u64..=7,
        width in 0u64..=5,
        factor in 1u64..=5,
        take_all in any::<bool>(),
        n in 0u64..=90,
    ) {
        agree(first, first + width, factor, take_all, n);
    }
}

/// A few rule sets further out, each position checked: a large factor, a wide first range,
/// take-all off, factor 1.
#[test]
fn chosen_rule_sets_match_grundy_values_up_to_160() {
    for (first, last, factor, take_all) in [
        (2, 3, 2, true),
        (2, 3, 2, false),
        (1, 1, 2, true),
        (1, 2, 3, false),
        (3, 9, 4, true),
        (5, 5, 1, false),
        (1, 1, 10, true),
    ] {
        agree(first, last, factor, take_all, 160);
    }
}

/// Factor 1 by hand: after the first take nobody can make a normal take (k+1 > k), so
/// with take-all on the second player wins exactly when at most 1 marble is left, with
/// take-all off the second player always loses.
#[test]
fn factor_one_by_hand() {
    let on = FamilyTable::new(Rules::new(1, 1, 1, true).unwrap(), 10).unwrap();
    let off = FamilyTable::new(Rules::new(1, 1, 1, false).unwrap(), 10).unwrap();
    assert_eq!(on.winning_first_moves(1), Some(vec![1]));
    assert_eq!(on.winning_first_moves(2), Some(vec![]));
    assert_eq!(on.winning_first_moves(3), Some(vec![1]));
    for n in 1..=10 {
        assert_eq!(off.winning_first_moves(n), Some(vec![1]));
    }
}

/// The contest's rules through the family solver agree with the proved structure on every
/// position up to 20,000 marbles (the structure is itself checked against the plain table
/// that far), and `solve_family` answers them from the structure for any heap.
#[test]
fn the_family_solver_agrees_with_the_structure_on_the_contest() {
    let n = 20_000;
    let table = FamilyTable::new(Rules::CONTEST, n).unwrap();
    let mut lost = 0u64;
    for p in 0..=n {
        for q in 1..=(p / 2 + 2) {
            let expected = mover_loses(p, q);
            assert_eq!(table.mover_loses(p, q), Some(expected), "({p}, {q})");
            lost += u64::from(expected);
        }
    }
    assert!(lost > 1_000_000, "{lost} lost positions");
    for heap in 2..=n {
        assert_eq!(
            table.solution(heap),
            Some(solve(heap).unwrap()),
            "n = {heap}"
        );
    }
    let huge = 1_000_000_000_000_000_000;
    assert_eq!(solve_family(Rules::CONTEST, huge), Ok(solve(huge).unwrap()));
}

#[test]
fn refusals_are_typed() {
    let rules = Rules::new(1, 2, 3, true).unwrap();
    let limit = FamilyTable::MAX_HEAP;
    assert_eq!(
        solve_family(rules, limit + 1),
        Err(GameError::TooManyMarbles {
            n: limit + 1,
            limit
        })
    );
    assert!(FamilyTable::new(rules, limit + 1).is_err());
    let three_up = Rules::new(3, 4, 2, false).unwrap();
    assert_eq!(
        solve_family(three_up, 2),
        Err(GameError::TooFewMarbles {
            n: 2,
            rules: three_up
        })
    );
    assert_eq!(
        solve_family(three_up, 2).unwrap_err().to_string(),
        "n must be at least 3 (the smallest first take), got 2"
    );
    assert_eq!(
        Rules::new(5, 4, 2, true).unwrap_err().to_string(),
        "the first take range 5..=4 is empty: 5 is above 4"
    );
    assert_eq!(
        GameError::TooManyMarbles { n: 7, limit: 6 }.to_string(),
        "n = 7 is above 6, the largest heap the exact solver supports for rules other than the contest's"
    );
    let table = FamilyTable::new(rules, 10).unwrap();
    assert_eq!(table.mover_loses(11, 1), None);
    assert_eq!(table.mover_loses(5, 0), None);
    assert_eq!(table.winning_first_moves(11), None);
    assert_eq!(table.winning_first_moves(0), None);
}

/// The closed form of `docs/marbles.md` for the rows of any member (the rows do not depend
/// on the first take range): lost at (p, q) exactly when p is in a run
/// `[a_j·q + c_j, (a_j + 1)·q + a_j + c_j]`, with `a_0 = C` (take-all on) or `2C` (off),
/// `c_0 = 1`, `a_{j+1} = C·(a_j + 2)`, `c_{j+1} = c_j + a_j + 1`; below the runs, p <= q is
/// lost only with take-all off, and the rest is won. Factor 1 has no runs: above q, lost.
fn closed_form_loses(p: u64, q: u64, c: u64, take_all: bool) -> bool {
    let (p, q, c) = (u128::from(p), u128::from(q), u128::from(c));
    if p == 0 || (p <= q && !take_all) {
        return true;
    }
    if c == 1 {
        return p > q;
    }
    let (mut a, mut offset) = (if take_all { c } else { 2 * c }, 1u128);
    loop {
        let start = a * q + offset;
        if p < start {
            return false;
        }
        if p <= (a + 1) * q + a + offset {
            return true;
        }
        offset += a + 1;
        a = c * (a + 2);
    }
}

/// The proof of `docs/marbles.md` for every factor and either switch, checked: the closed
/// form against the family table on every position (p, q) with p <= 4,000 and q <= p + 1,
/// for factors 1 to 7.
#[test]
fn the_closed_form_matches_the_family_table_for_every_factor() {
    let n = 4_000;
    for c in 1..=7 {
        for take_all in [true, false] {
            let table = FamilyTable::new(Rules::new(1, 1, c, take_all).unwrap(), n).unwrap();
            let mut lost = 0u64;
            for p in 0..=n {
                for q in 1..=p + 1 {
                    let expected = closed_form_loses(p, q, c, take_all);
                    assert_eq!(
                        table.mover_loses(p, q),
                        Some(expected),
                        "C = {c}, take-all {take_all}: ({p}, {q})"
                    );
                    lost += u64::from(expected);
                }
            }
            assert!(lost > 10_000, "C = {c}: {lost} lost positions");
        }
    }
}

/// The corollary of `docs/marbles.md` for the first player (factor C >= 2): the first
/// player loses exactly for n in `[B + 1, (a_0 + 1)·A]` (`[2B + 1, (a_0 + 1)·A]` with
/// take-all off) and, for j >= 0, in
/// `[(a_j + 2)·B + a_j + c_j + 1, (a_{j+1} + 1)·A + a_j + c_j]`, each when not empty.
fn closed_form_first_player_loses(
    n: u64,
    (first, last): (u64, u64),
    c: u64,
    take_all: bool,
) -> bool {
    let (n, first, last, c) = (
        u128::from(n),
        u128::from(first),
        u128::from(last),
        u128::from(c),
    );
    let (mut a, mut offset) = (if take_all { c } else { 2 * c }, 1u128);
    let below = if take_all { last } else { 2 * last };
    if (below + 1..=(a + 1) * first).contains(&n) {
        return true;
    }
    while (a + 2) * last <= n {
        let next = c * (a + 2);
        if ((a + 2) * last + a + offset + 1..=(next + 1) * first + a + offset).contains(&n) {
            return true;
        }
        offset += a + 1;
        a = next;
    }
    false
}

/// The corollary against the family table for every first range with A <= 8 and
/// B <= A + 12, factors 2 to 5, either switch, every n up to 3,000.
#[test]
fn the_first_player_corollary_matches_the_family_table() {
    let n = 3_000;
    for c in 2..=5 {
        for take_all in [true, false] {
            for first in 1..=8 {
                for last in first..=first + 12 {
                    let rules = Rules::new(first, last, c, take_all).unwrap();
                    let table = FamilyTable::new(rules, n).unwrap();
                    for heap in first..=n {
                        let loses = table.winning_first_moves(heap).unwrap().is_empty();
                        assert_eq!(
                            closed_form_first_player_loses(heap, (first, last), c, take_all),
                            loses,
                            "{rules:?}: n = {heap}"
                        );
                    }
                }
            }
        }
    }
}

/// A random member of the family, small enough for the plain evaluation.
fn rule_sets() -> impl Strategy<Value = Rules> {
    (1u64..=5, 0u64..=4, 1u64..=4, any::<bool>())
        .prop_map(|(a, w, c, all)| Rules::new(a, a + w, c, all).expect("valid rules"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The legal takes of `Rules` are exactly the moves of the plain game, at the start
    /// and after any take.
    #[test]
    fn rules_allow_exactly_the_plain_moves(rules in rule_sets(), left in 0u64..=60, k in 0u64..=30) {
        let plain = Plain::of(rules);
        prop_assume!(k > 0 || left >= rules.first_takes().0);
        let at = position(rules, (left, k));
        let expected = plain.takes((left, k));
        let range = rules.legal_takes(&at);
        let listed: Vec<u64> = range.map_or(Vec::new(), |(lo, hi)| (lo..=hi).collect());
        prop_assert_eq!(&listed, &expected, "{:?} at ({}, {})", rules, left, k);
        prop_assert_eq!(rules.is_over(&at), expected.is_empty());
        for take in 0..=left + 1 {
            let next = rules.take(&at, take);
            prop_assert_eq!(next.is_ok(), expected.contains(&take), "take {}", take);
        }
    }

    /// `Player::with_rules` against a random legal opponent (its takes drawn from the plain
    /// game's moves): every take it makes is legal in the plain game; from a won position
    /// it moves to a lost one (so it wins every game its seat wins); from a lost one it
    /// leaves the fewest winning replies, the smallest take on a tie (every position here
    /// is within the budget of the exact count); an illegal take of the opponent is
    /// refused and changes nothing.
    #[test]
    fn the_family_player_plays_perfectly(
        rules in rule_sets(),
        extra in 0u64..=50,
        me in prop_oneof![Just(Seat::First), Just(Seat::Second)],
        picks in proptest::collection::vec(any::<prop::sample::Index>(), 60),
    ) {
        let plain = Plain::of(rules);
        let mut eval = GrundyEvaluator::new(&plain);
        let n = rules.first_takes().0 + extra;
        let mut player = Player::with_rules(rules, n, me).unwrap();
        let mut state = (n, 0u64);
        let mut mover = Seat::First;
        let mut picks = picks.into_iter();
        let start_won = !eval.value(&state).is_zero();
        loop {
            let takes = plain.takes(state);
            prop_assert_eq!(player.is_over(), takes.is_empty());
            if takes.is_empty() {
                break;
            }
            let take = if mover == me {
                let choice = player.play().expect("its turn");
                prop_assert!(takes.contains(&choice.take), "{:?}: {} at {:?}", rules, choice.take, state);
                let after = |m: u64| (state.0 - m, m);
                let replies = |eval: &mut GrundyEvaluator<'_, Plain>, m: u64| eval.winning_moves(&after(m)).len() as u64;
                if eval.value(&state).is_zero() {
                    let best = takes.iter().map(|&m| (replies(&mut eval, m), m)).min().unwrap();
                    prop_assert_eq!((choice.opponent_winning_replies, choice.take), best);
                    prop_assert!(!choice.wins);
                } else {
                    prop_assert!(eval.value(&after(choice.take)).is_zero(), "{:?}: {} at {:?}", rules, choice.take, state);
                    prop_assert_eq!(choice.take, eval.winning_moves(&state).into_iter().min().unwrap());
                    prop_assert!(choice.wins);
                }
                choice.take
            } else {
                let illegal = (1..=state.0 + 1).find(|m| !takes.contains(m)).expect("some take is illegal");
                let refused = player.opponent_takes(illegal);
                let is_illegal_take = matches!(refused, Err(GameError::IllegalTake { .. }));
                prop_assert!(is_illegal_take, "{:?}", refused);
                let take = takes[picks.next().expect("enough picks").index(takes.len())];
                player.opponent_takes(take).unwrap();
                take
            };
            state = (state.0 - take, take);
            mover = mover.other();
        }
        let winner = mover.other();
        prop_assert_eq!(player.winner(), Some(winner));
        let my_seat_wins = (me == Seat::First) == start_won;
        if my_seat_wins {
            prop_assert_eq!(winner, me);
        }
    }

    /// `Game::with_rules` judges random lines (legal takes of the plain game, and any other
    /// number) by the family's rules: a take is relayed exactly when the plain game allows
    /// it, an illegal one loses, and the game ends when the plain game has no move left,
    /// won by the last taker, with the right detail.
    #[test]
    fn the_referee_enforces_the_family_rules(
        rules in rule_sets(),
        extra in 0u64..=50,
        lines in proptest::collection::vec((any::<bool>(), any::<prop::sample::Index>(), 0u64..=60), 60),
    ) {
        let plain = Plain::of(rules);
        let n = rules.first_takes().0 + extra;
        let mut game = Game::with_rules(rules, n).unwrap();
        prop_assert_eq!(game.opening(Seat::Second), format!("{n} 2"));
        let mut state = (n, 0u64);
        let mut mover = Seat::First;
        for (legal, pick, any) in lines {
            let takes = plain.takes(state);
            let take = if legal { takes[pick.index(takes.len())] } else { any };
            let step = game.feed(Event::Line(take.to_string()));
            if !takes.contains(&take) {
                let Step::Over(end) = step else { panic!("{take} relayed at {state:?}") };
                prop_assert_eq!((end.winner(), end.reason()), (mover.other(), Reason::Illegal));
                return Ok(());
            }
            prop_assert_eq!(step, Step::Relay { to: mover.other(), take });
            state = (state.0 - take, take);
            if plain.takes(state).is_empty() {
                let end = game.end().expect("over").clone();
                prop_assert_eq!((end.winner(), end.reason()), (mover, Reason::Win));
                let detail = if state.0 == 0 {
                    Detail::LastMarble
                } else {
                    Detail::NoLegalTake(Position::after(state.0, state.1))
                };
                prop_assert_eq!(end.detail(), &detail);
                prop_assert_eq!(game.refereed().unwrap().rules(), rules);
                return Ok(());
            }
            prop_assert!(game.end().is_none());
            mover = mover.other();
        }
    }
}

/// Worked by hand under first take 1..=2, factor 3, take-all off: 6 marbles. The take 1
/// leaves 5 after 1, where the opponent takes 2 or 3 (3 or 2 left after 2 or 3): 2 left
/// after 3 strands me (take-all off), so 1 loses. The take 2 leaves 4 after 2, where the
/// opponent takes 3 (1 left after 3: I am stranded) or 4 (he takes all): 2 loses too.
/// So 6 is lost for player 1; whichever he takes, player 2 wins.
#[test]
fn a_family_game_worked_by_hand() {
    let rules = Rules::new(1, 2, 3, false).unwrap();
    assert_eq!(solve_family(rules, 6).unwrap().winner, Seat::Second);
    let mut one = Player::with_rules(rules, 6, Seat::First).unwrap();
    let mut two = Player::with_rules(rules, 6, Seat::Second).unwrap();
    let mut game = Game::with_rules(rules, 6).unwrap();
    while game.end().is_none() {
        let (mover, other) = if one.is_my_turn() {
            (&mut one, &mut two)
        } else {
            (&mut two, &mut one)
        };
        let take = mover.play().expect("its turn").take;
        other.opponent_takes(take).unwrap();
        game.feed(Event::Line(take.to_string()));
    }
    let end = game.end().unwrap();
    assert_eq!((end.winner(), end.reason()), (Seat::Second, Reason::Win));
    assert_eq!(one.winner(), Some(Seat::Second));
    assert_eq!(two.winner(), Some(Seat::Second));
}

/// The rules refused for a player and a referee, typed, in the family's words; the
/// contest's rules keep the contest's own refusal.
#[test]
fn family_games_refuse_what_the_solver_refuses() {
    let rules = Rules::new(3, 4, 2, true).unwrap();
    let few = GameError::TooFewMarbles { n: 2, rules };
    assert_eq!(Player::with_rules(rules, 2, Seat::First).unwrap_err(), few);
    assert_eq!(Game::with_rules(rules, 2).unwrap_err(), few);
    let limit = FamilyTable::MAX_HEAP;
    let many = GameError::TooManyMarbles {
        n: limit + 1,
        limit,
    };
    assert_eq!(Game::with_rules(rules, limit + 1).unwrap_err(), many);
    assert_eq!(
        Player::with_rules(rules, limit + 1, Seat::Second).unwrap_err(),
        many
    );
    assert_eq!(
        Game::with_rules(Rules::CONTEST, 1).unwrap_err(),
        GameError::TooFewMarbles {
            n: 1,
            rules: Rules::CONTEST
        }
    );
    assert!(Game::with_rules(Rules::CONTEST, u64::MAX).is_ok());
}
