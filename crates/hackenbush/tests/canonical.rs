//! Red-Blue-Green Hackenbush through the canonical-form engine: the Winning Ways values
//! worked by hand; the laws of the theory on random small pictures (a sum of pictures is
//! the sum of their forms, G - G = 0, order does not matter, equal games have one
//! canonical form, one value outside the engine, whose notation reads back); the outcome class and every winning move against a plain minimax of
//! the picture itself; agreement with the green solver and the Blue-Red solver; and the
//! program of a coloured `Game` winning every position its side wins, its hints following
//! its rule by minimax.

use hackenbush::canonical::{self, CanonicalForm, Engine};
use hackenbush::play::Reason;
use hackenbush::{
    Colour, ColourClass, EdgeNumber, Game, Player, Side, Value, WinningMoves, bluered, green,
    parse_picture,
};
use proptest::prelude::*;

use crate::support::{Edges, colour, picture};

/// Any small coloured multigraph: trees, cycles, loops (at the ground too), parallel
/// edges, loose parts, by chance.
fn any_picture(max_edges: usize) -> impl Strategy<Value = Edges> {
    (1u8..6).prop_flat_map(move |n| prop::collection::vec((0..n, 0..n, colour()), 0..=max_edges))
}

/// `b` beside `a` on the same ground (its vertices renamed apart).
fn beside(a: &Edges, b: &Edges) -> Edges {
    let shift = |v: u8| if v == 0 { 0 } else { v + 100 };
    a.iter()
        .copied()
        .chain(b.iter().map(|&(x, y, c)| (shift(x), shift(y), c)))
        .collect()
}

fn swapped(a: &Edges) -> Edges {
    let swap = |c| match c {
        Colour::Blue => Colour::Red,
        Colour::Red => Colour::Blue,
        other => other,
    };
    a.iter().map(|&(x, y, c)| (x, y, swap(c))).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// A sum of pictures is the sum of their forms; G + (-G) = 0 with -G the picture in
    /// swapped colours; the order of the pictures does not matter; two games are equal
    /// exactly when their canonical forms are the same.
    #[test]
    fn the_laws(a in any_picture(5), b in any_picture(5)) {
        let mut e = Engine::new();
        let g = canonical::form(&picture(&a), &mut e).unwrap();
        let h = canonical::form(&picture(&b), &mut e).unwrap();
        let sum = canonical::form(&picture(&beside(&a, &b)), &mut e).unwrap();
        prop_assert_eq!(sum, e.add(g, h));
        prop_assert_eq!(sum, canonical::form(&picture(&beside(&b, &a)), &mut e).unwrap());
        let minus_g = canonical::form(&picture(&swapped(&a)), &mut e).unwrap();
        prop_assert_eq!(minus_g, e.negate(g));
        let zero = e.zero();
        prop_assert_eq!(e.add(g, minus_g), zero);
        let equal = e.le(g, h) && e.le(h, g);
        prop_assert_eq!(equal, g == h);
        // Outside the engine: the same value whatever engine built the game, equal values
        // exactly for equal games, and the notation reads back as the same game.
        let Value::Canonical(alone) = canonical::solve(&picture(&a)).unwrap().value else {
            unreachable!("the canonical search gives a canonical form")
        };
        prop_assert_eq!(&alone, &e.canonical(g));
        prop_assert_eq!(e.canonical(g) == e.canonical(h), g == h);
        let read: CanonicalForm = alone.to_string().parse().unwrap();
        prop_assert_eq!(&read, &alone);
        prop_assert_eq!(read.form(&mut e), g);
    }

    /// Outcome class and both players' winning moves agree with minimax on the picture.
    #[test]
    fn outcome_and_moves_by_minimax(a in any_picture(7)) {
        let p = picture(&a);
        let s = canonical::solve(&p).unwrap();
        let (outcome, moves) = hackenbush::naive::red_blue_green(&p);
        prop_assert_eq!(s.outcome, outcome);
        prop_assert_eq!(&s.winning_moves, &moves);
    }

    /// On green pictures the form is the nimber of the green solver, with the same
    /// winning moves for both players.
    #[test]
    fn green_pictures_agree(a in any_picture(9)) {
        let green: Edges = a.iter().map(|&(x, y, _)| (x, y, Colour::Green)).collect();
        let p = picture(&green);
        let s = canonical::solve(&p).unwrap();
        let nimber = Value::Nimber(green::solve(&p).value);
        prop_assert_eq!(s.value.to_string(), nimber.to_string());
        prop_assert_eq!(&s.winning_moves.left, &green::solve(&p).winning_moves);
        prop_assert_eq!(&s.winning_moves.right, &green::solve(&p).winning_moves);
        // The one dispatch gives the nimber, with the same moves.
        let answer = hackenbush::solve(&p).unwrap();
        prop_assert_eq!(&answer.value, &nimber);
        prop_assert_eq!(answer.outcome, s.outcome);
        prop_assert_eq!(&answer.winning_moves, &s.winning_moves);
    }

    /// On blue-red pictures the form is the number of the Blue-Red solver.
    #[test]
    fn blue_red_pictures_agree(a in any_picture(9)) {
        let blue_red: Edges = a
            .iter()
            .map(|&(x, y, c)| (x, y, if c == Colour::Green { Colour::Blue } else { c }))
            .collect();
        let p = picture(&blue_red);
        let s = canonical::solve(&p).unwrap();
        let b = bluered::solve(&p).unwrap();
        prop_assert_eq!(s.value.to_string(), b.value.to_string());
        prop_assert_eq!(s.outcome, b.outcome);
        prop_assert_eq!(&s.winning_moves, &b.winning_moves);
        // The one dispatch picks the Blue-Red solver (a picture with no edge in play is
        // green, worth the nimber 0).
        if p.colour_class() == ColourClass::BlueRed {
            prop_assert_eq!(hackenbush::solve(&p).unwrap(), b);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// In a coloured game the program, moving first in a position its side wins moving
    /// first (by minimax), wins whatever legal moves the person makes; the person is only
    /// ever offered edges of their side's colours.
    #[test]
    fn the_program_wins_won_coloured_games(
        a in any_picture(7),
        person_left in any::<bool>(),
        choices in prop::collection::vec(any::<prop::sample::Index>(), 8),
    ) {
        let p = picture(&a);
        let side = if person_left { Side::Left } else { Side::Right };
        // The program moving first wins when its side has a winning cut.
        let (_, moves) = hackenbush::naive::red_blue_green(&p);
        let program_wins = !if person_left { moves.right } else { moves.left }.is_empty();
        // A green picture (by chance) is played without sides.
        let green = p.colour_class() == ColourClass::Green;
        let mut game = Game::new(p, Player::Program, (!green).then_some(side)).unwrap();
        let mut choices = choices.into_iter();
        while let Some(player) = game.to_move() {
            if player == Player::Program {
                game.reply().unwrap();
            } else {
                let legal = game.legal_moves();
                for &m in &legal {
                    let colour = game.picture().colour_of(m).unwrap();
                    prop_assert!(side.may_cut(colour));
                }
                let pick = choices.next().unwrap().index(legal.len());
                game.play(legal[pick]).unwrap();
            }
        }
        if program_wins {
            prop_assert_eq!(game.winner(), Some(Player::Program));
        }
    }
}

/// The winning cuts of `side` among `moves` (a side's winning moves as minimax gives them).
fn of_side(moves: &WinningMoves, side: Side) -> &[EdgeNumber] {
    match side {
        Side::Left => &moves.left,
        Side::Right => &moves.right,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The hint for the person's side follows the rule of `Game`, by minimax alone: its
    /// lowest-numbered winning cut; with none, the cut after which the other side has the
    /// fewest winning cuts, then the one that removes the fewest edges in play, then the
    /// lowest number.
    #[test]
    fn coloured_hints_follow_the_rule(a in any_picture(6), person_left in any::<bool>()) {
        let p = picture(&a);
        prop_assume!(p.colour_class() != ColourClass::Green);
        let side = if person_left { Side::Left } else { Side::Right };
        let (_, moves) = hackenbush::naive::red_blue_green(&p);
        let in_play = p.moves().len();
        let expected = match of_side(&moves, side).first() {
            Some(&edge) => Some((edge, None)),
            None => p
                .standing()
                .iter()
                .filter(|e| side.may_cut(e.colour))
                .map(|e| {
                    let after = p.after_move(e.number).unwrap();
                    let (_, replies) = hackenbush::naive::red_blue_green(&after);
                    let replies = of_side(&replies, side.other()).len();
                    (replies, in_play - after.moves().len(), e.number)
                })
                .min()
                .map(|(replies, _, edge)| (edge, Some(replies))),
        };
        let game = Game::new(p, Player::Person, Some(side)).unwrap();
        let got = game.hint().map(|h| {
            let replies = match h.reason {
                Reason::Wins { .. } => None,
                Reason::NothingWins { winning_replies, .. } => Some(winning_replies),
                other => panic!("a coloured game gives {other:?}"),
            };
            (h.edge, replies)
        });
        prop_assert_eq!(got, expected, "edges {:?}", a);
    }
}

fn form(text: &str) -> String {
    canonical::solve(&parse_picture(text, "G").unwrap())
        .unwrap()
        .value
        .to_string()
}

/// Winning Ways (Berlekamp, Conway, Guy, 2nd ed.), vol. 1, ch. 2 ("Hackenbush
/// Hotchpotch") and ch. 3, worked by hand:
/// - a blue edge on the ground under a red edge: Left's option 0, Right's 1: {0|1} = 1/2;
/// - a green edge on the ground under a blue edge: Left may cut the green (0) or the
///   blue (leaving a green edge, *); Right only the green (0): {0,* | 0} = ^*;
/// - the same beside a lone green edge: ^* + * = ^ = {0 | *};
/// - a green edge on the ground under a red edge: the negative, {0 | 0,*} = v*;
/// - a blue edge on the ground under a green edge: Left cuts the blue (0) or the green
///   (1), Right only the green (1): {0,1 | 1}, 0 dominated by 1: {1|1} = 1*;
/// - a green stalk of two: {0,* | 0,*} = *2.
#[test]
fn winning_ways_by_hand() {
    let worked = [
        ("G a b\na b r\n", "1/2"),
        ("G a g\na b b\n", "^*"),
        ("G a g\na b b\nG c g\n", "^"),
        ("G a g\na b r\n", "v*"),
        ("G a b\na b g\n", "1*"),
        ("G a\na b\n", "*2"),
        ("", "0"),
    ];
    for (picture, value) in worked {
        assert_eq!(form(picture), value, "{picture:?}");
    }
}
