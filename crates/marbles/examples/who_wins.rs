//! Who wins the marble game for a few heaps, up to 10^18, with which first takes, and one
//! game played out by two perfect players through the protocol's state machines, all
//! through the library alone:
//!
//! ```sh
//! cargo run -p marbles --example who_wins --no-default-features
//! ```

use marbles::{GameError, Player, Seat, solve};

fn main() -> Result<(), GameError> {
    for n in [2, 4, 25, 100, 1_000, 1_000_000, 1_000_000_000_000_000_000] {
        let s = solve(n)?;
        match s.winner {
            Seat::First => println!(
                "n = {n}: player 1 wins by taking {:?}",
                s.winning_first_moves
            ),
            _ => println!("n = {n}: player 2 wins, whatever player 1 takes first"),
        }
    }

    // n = 25 played out: each side asks its own state machine for a take and tells the
    // other side's.
    let n = 25;
    let mut players = [Player::new(n, Seat::First)?, Player::new(n, Seat::Second)?];
    let mut mover = 0;
    while !players[mover].is_over() {
        let choice = players[mover].play().expect("the mover's turn");
        players[1 - mover].opponent_takes(choice.take)?;
        println!(
            "player {} takes {}, {} left",
            mover + 1,
            choice.take,
            players[mover].position().remaining()
        );
        mover = 1 - mover;
    }
    if let Some(winner) = players[0].winner() {
        println!("{winner} took the last marble");
    }
    Ok(())
}
