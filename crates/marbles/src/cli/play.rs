//! `marbles play`: the contest protocol on standard input and output. One take and a
//! newline per turn, flushed at once, and nothing else on standard output.

use std::io::{self, Write};

use games_common::cli::{CliError, Outcome};
use marbles::{GameError, Player};

use crate::cli::tokens::Tokens;

pub(crate) fn play() -> Result<Outcome, CliError> {
    let mut input = Tokens::new(io::stdin().lock());
    let n_token = input.expect("n")?;
    let n = n_token.integer("n")?;
    let me_token = input.expect("the player number")?;
    let me = me_token.integer("the player number")?;
    let mut player = Player::new(n, me).map_err(|e| match e {
        GameError::NotAPlayer(_) => me_token.error(e.to_string()),
        _ => n_token.error(e.to_string()),
    })?;
    let mut out = io::stdout().lock();
    while !player.is_over() {
        if player.is_my_turn() {
            let Some(choice) = player.play() else { break };
            writeln!(out, "{}", choice.take)?;
            out.flush()?;
        } else {
            let what = format!("the opponent's take ({})", player.position());
            let Some(token) = input.next_token()? else {
                return Err(CliError::bad(format!("standard input ended before {what}")));
            };
            let take = token.integer(&what)?;
            player
                .opponent_takes(take)
                .map_err(|e| token.error(format!("the opponent's take: {e}")))?;
        }
    }
    Ok(Outcome::Yes)
}
