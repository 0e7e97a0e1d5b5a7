//! The referee's [`Game`] under any member of the family of rules, fed any sequence of
//! events (lines with a take or junk, closed outputs, overlong lines, time-outs, a lost
//! output): every take it relays is legal by the rules' definition, written out here, and
//! the game always ends, at the latest when the takes run the heap down.
#![no_main]

use std::time::Duration;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use marbles::protocol::{Event, Exit, Step};
use marbles::{Game, Rules};

#[derive(Debug, Arbitrary)]
enum Fed {
    Take(u16),
    Line(String),
    Closed(String, Option<i32>),
    Overlong(u64),
    TimedOut(u16),
    Lost,
}

#[derive(Debug, Arbitrary)]
struct Input {
    first: u8,
    span: u8,
    factor: u8,
    take_all: bool,
    n: u16,
    events: Vec<Fed>,
}

/// Whether `take` is legal with `left` marbles left after `last` (none before the first
/// move), by the rules' definition: a first take in the first range, then more than the
/// last take and at most `factor` times it, never more than is left; when no more than
/// the last take is left, everything at once if take-all is on.
fn legal(rules: Rules, left: u64, last: Option<u64>, take: u64) -> bool {
    let (first, last_first) = rules.first_takes();
    take <= left
        && match last {
            None => (first..=last_first).contains(&take),
            Some(k) if left <= k => rules.take_all() && take == left,
            Some(k) => take > k && take <= k.saturating_mul(rules.factor()),
        }
}

fuzz_target!(|input: Input| {
    let first = u64::from(input.first % 4) + 1;
    let last = first + u64::from(input.span % 3);
    let factor = u64::from(input.factor % 4) + 1;
    let rules = Rules::new(first, last, factor, input.take_all).expect("valid rules");
    let n = u64::from(input.n % 500);
    let Ok(mut game) = Game::with_rules(rules, n) else {
        assert!(n < first, "a game of {n} is refused under {rules}");
        return;
    };
    let (mut left, mut previous) = (n, None);
    let mut relayed = 0;
    let mut fed = input.events.into_iter().map(|e| match e {
        Fed::Take(take) => Event::Line(take.to_string()),
        Fed::Line(line) => Event::Line(line),
        Fed::Closed(unterminated, exit) => Event::Closed {
            unterminated,
            exit: exit.map_or(Exit::Running, Exit::Status),
        },
        Fed::Overlong(limit) => Event::Overlong { limit },
        Fed::TimedOut(ms) => Event::TimedOut {
            limit: Duration::from_millis(ms.into()),
        },
        Fed::Lost => Event::Lost,
    });
    // After the fuzzer's events, the smallest legal take (or a take of 0 when none is
    // left) until the end: the game must end within n moves.
    while game.end().is_none() {
        let event = fed.next().unwrap_or_else(|| {
            let take = (1..=left)
                .find(|&t| legal(rules, left, previous, t))
                .unwrap_or(0);
            Event::Line(take.to_string())
        });
        if let Step::Relay { take, .. } = game.feed(event) {
            assert!(
                legal(rules, left, previous, take),
                "{take} relayed, {left} left"
            );
            left -= take;
            previous = Some(take);
            relayed += 1;
            assert!(relayed <= n, "more takes than marbles");
        }
    }
    assert_eq!(game.moves().len() as u64, relayed);
    let end = game.end().expect("over").clone();
    assert!(matches!(game.feed(Event::Lost), Step::Over(again) if again == end));
});
