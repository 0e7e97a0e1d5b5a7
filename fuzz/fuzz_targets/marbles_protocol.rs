//! The contest protocol's text from both sides. The referee's side: each line of the text
//! is what the program to move wrote, fed to a [`Game`] of 25 marbles and of as many as
//! the first line says. The player's side: the text is what a player reads, n and its seat
//! and then the opponent's takes, driving a [`Player`]. Neither side panics, takes a move
//! the rules refuse, or goes on past the last marble.
#![no_main]

use libfuzzer_sys::fuzz_target;
use marbles::{Event, Game, Player, Position, Seat, Step};

fn referee(n: u64, lines: &[&str]) {
    let Ok(mut game) = Game::new(n) else {
        return;
    };
    let mut position = Position::start(n).expect("the game started");
    let mut relayed = 0;
    for line in lines {
        let step = game.feed(Event::Line((*line).to_owned()));
        if let Step::Relay { take, .. } = step {
            assert!(position.is_legal(take), "{take} relayed at {position}");
            position = position.take(take).expect("a legal take");
            relayed += 1;
            assert!(relayed <= n, "more takes than marbles");
        } else {
            assert!(game.end().is_some(), "{step:?} before the end");
        }
    }
    assert_eq!(game.moves().len(), relayed as usize);
}

fn player(tokens: &[&str]) {
    let [n, seat, takes @ ..] = tokens else {
        return;
    };
    let (Ok(n), Ok(seat)) = (n.parse::<u64>(), seat.parse::<u64>()) else {
        return;
    };
    let (Ok(seat), Ok(mut me)) = (Seat::from_number(seat), Player::new(n, Seat::First)) else {
        return;
    };
    if seat == Seat::Second {
        let Ok(second) = Player::new(n, seat) else {
            return;
        };
        me = second;
    }
    let mut takes = takes.iter();
    while !me.is_over() {
        let before = *me.position();
        if me.is_my_turn() {
            let choice = me.play().expect("a move on my turn");
            assert!(
                before.is_legal(choice.take),
                "{} played at {before}",
                choice.take
            );
        } else {
            let Some(Ok(take)) = takes.next().map(|t| t.parse::<u64>()) else {
                return;
            };
            if me.opponent_takes(take).is_err() {
                assert!(!before.is_legal(take), "{take} refused at {before}");
                return;
            }
        }
        assert!(me.position().remaining() < before.remaining());
    }
}

fuzz_target!(|text: &str| {
    let lines: Vec<&str> = text.lines().collect();
    referee(25, &lines);
    if let Some(Ok(n)) = lines.first().map(|l| l.trim().parse::<u64>()) {
        referee(n.min(1 << 20), &lines[1..]);
    }
    player(&text.split_ascii_whitespace().collect::<Vec<_>>());
});
