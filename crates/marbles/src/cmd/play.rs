//! `marbles play`: the contest protocol on standard input and output. One take and a
//! newline per turn, flushed at once, and nothing else on standard output. The rules are
//! the contest's, or the member of the family given by `--first`, `--factor` and
//! `--no-take-all` (the library's [`Player::with_rules`] decides every take and checks
//! the opponent's).
//!
//! The protocol's input is whitespace-separated integers, so it is read token by token: a
//! token that is not a whole number (bytes that are not UTF-8 included, shown as U+FFFD)
//! or an illegal take is answered as the spec says, with a message on standard error and
//! exit status 2. A take that cannot be written (the referee has gone) also ends the
//! program with status 2: in a dialogue a lost reader is an error, not a quiet end.

use std::io::{self, Write};

use games_cli::{CliError, Outcome};
use marbles::{Player, Rules, Seat};

use crate::cmd::tokens::{Problem, Tokens};

pub(crate) fn play(rules: Rules) -> Result<Outcome, CliError> {
    let mut input = Tokens::new(io::stdin().lock());
    let n_token = input.expect("n")?;
    let n = n_token.integer("n")?;
    let me_token = input.expect("the player number")?;
    let me = me_token.integer("the player number")?;
    let seat = Seat::from_number(me).map_err(|e| me_token.error(Problem::Rules(e)))?;
    let mut player =
        Player::with_rules(rules, n, seat).map_err(|e| n_token.error(Problem::Rules(e)))?;
    let mut out = io::stdout().lock();
    while !player.is_over() {
        if player.is_my_turn() {
            let Some(choice) = player.play() else { break };
            writeln!(out, "{}", choice.take)
                .and_then(|()| out.flush())
                .map_err(|e| CliError::because("cannot send the take", e))?;
        } else {
            let what = format!("the opponent's take ({})", player.position());
            let token = input
                .next_token()
                .map_err(|e| CliError::because("cannot read standard input", e))?;
            let Some(token) = token else {
                return Err(CliError::bad(format!("standard input ended before {what}")));
            };
            let take = token.integer(&what)?;
            player
                .opponent_takes(take)
                .map_err(|e| token.error(Problem::OpponentTake(e)))?;
        }
    }
    Ok(Outcome::Yes)
}
