//! The contest protocol's text from both sides. The referee's side: each line of the text
//! is what the program to move wrote, fed to a [`Game`] of 25 marbles and of as many as
//! the first line says. The player's side: the same bytes are what a player reads, cut by
//! the library's [`Tokenizer`] (every token is a whole number or a typed error, lies
//! inside the input, and a number read back from its own digits is the same number), n
//! and its seat and then the opponent's takes, driving a [`Player`]. Neither side panics,
//! takes a move the rules refuse, or goes on past the last marble.
#![no_main]

use libfuzzer_sys::fuzz_target;
use marbles::protocol::{Event, Expected, Step, Token, TokenError, Tokenizer};
use marbles::{Game, Player, Position, Seat};

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

/// Every token of `bytes`, the last one cut short by the end included.
fn all_tokens(bytes: &[u8]) -> Vec<Token> {
    let mut tokenizer = Tokenizer::new();
    let mut found: Vec<Token> = bytes.iter().filter_map(|&b| tokenizer.push(b)).collect();
    found.extend(tokenizer.finish());
    found
}

/// Every token of `bytes`, as a player reads them, each checked against the grammar.
fn tokens(bytes: &[u8]) -> Vec<Token> {
    let found = all_tokens(bytes);
    let lines = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
    for token in &found {
        assert!((1..=lines).contains(&token.line()), "{token:?}");
        assert!((1..=bytes.len()).contains(&token.column()), "{token:?}");
        assert!(!token.text().is_empty());
        match token.integer(Expected::Heap) {
            Ok(n) => {
                let again = all_tokens(n.to_string().as_bytes());
                assert_eq!(again.len(), 1, "{n}: one token");
                assert_eq!(again[0].integer(Expected::Heap), Ok(n), "{token:?}");
            }
            Err(TokenError::TooLarge { text, .. }) => {
                assert!(text.bytes().all(|b| b.is_ascii_digit()), "{text:?}");
            }
            Err(_) => {}
        }
    }
    found
}

fn player(tokens: &[Token]) {
    let [n, seat, takes @ ..] = tokens else {
        return;
    };
    let (Ok(n), Ok(seat)) = (n.integer(Expected::Heap), seat.integer(Expected::Seat)) else {
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
            let expected = Expected::OpponentTake(before);
            let Some(Ok(take)) = takes.next().map(|t| t.integer(expected)) else {
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

fuzz_target!(|bytes: &[u8]| {
    player(&tokens(bytes));
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let lines: Vec<&str> = text.lines().collect();
    referee(25, &lines);
    if let Some(Ok(n)) = lines.first().map(|l| l.trim().parse::<u64>()) {
        referee(n.min(1 << 20), &lines[1..]);
    }
});
