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

use std::io::{self, BufRead, Write};

use games_cli::{CliError, Outcome};
use games_common::ParseError;
use marbles::protocol::{Expected, Token, TokenError, Tokenizer};
use marbles::{GameError, Player, Seat};

use super::{FamilyArgs, LosingArgs};

/// The arguments of `play`: the member of the family, and the rule of a lost position.
#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    family: FamilyArgs,
    #[command(flatten)]
    losing: LosingArgs,
}

/// What is wrong with a token of the protocol's input.
#[derive(Debug, thiserror::Error)]
enum Problem {
    /// Not the whole number expected.
    #[error(transparent)]
    Token(TokenError),
    /// A number the rules refuse, as the library says.
    #[error(transparent)]
    Rules(GameError),
    /// The opponent's take, refused by the rules.
    #[error("the opponent's take: {0}")]
    OpponentTake(GameError),
}

/// An error located at `token` of standard input.
fn located(token: &Token, problem: Problem) -> CliError {
    CliError::parse("-", ParseError::new(token.line(), token.column(), problem))
}

/// The protocol's input: bytes read from `reader` no further than the token they complete,
/// cut by the library's [`Tokenizer`].
struct Input<R> {
    reader: R,
    tokens: Tokenizer,
}

impl<R: BufRead> Input<R> {
    /// The next token, or `None` at the end of the input.
    fn next_token(&mut self) -> Result<Option<Token>, CliError> {
        let unreadable = |e| CliError::because("cannot read standard input", e);
        loop {
            let Some(&byte) = self.reader.fill_buf().map_err(unreadable)?.first() else {
                return Ok(self.tokens.finish());
            };
            self.reader.consume(1);
            if let Some(token) = self.tokens.push(byte) {
                return Ok(Some(token));
            }
        }
    }

    /// The next token read as the whole number `expected`: an error when the input has
    /// ended or the token is not one.
    fn integer(&mut self, expected: Expected) -> Result<(u64, Token), CliError> {
        let Some(token) = self.next_token()? else {
            return Err(CliError::bad(format!(
                "standard input ended before {expected}"
            )));
        };
        match token.integer(expected) {
            Ok(n) => Ok((n, token)),
            Err(e) => Err(located(&token, Problem::Token(e))),
        }
    }
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (rules, when_losing) = (args.family.rules()?, args.losing.rule());
    let mut input = Input {
        reader: io::stdin().lock(),
        tokens: Tokenizer::new(),
    };
    let (n, n_token) = input.integer(Expected::Heap)?;
    let (me, me_token) = input.integer(Expected::Seat)?;
    let seat = Seat::from_number(me).map_err(|e| located(&me_token, Problem::Rules(e)))?;
    let mut player = Player::with_rules(rules, n, seat)
        .map_err(|e| located(&n_token, Problem::Rules(e)))?
        .when_losing(when_losing);
    let mut out = io::stdout().lock();
    while !player.is_over() {
        if player.is_my_turn() {
            let Some(choice) = player.play() else { break };
            writeln!(out, "{}", choice.take)
                .and_then(|()| out.flush())
                .map_err(|e| CliError::because("cannot send the take", e))?;
        } else {
            let (take, token) = input.integer(Expected::OpponentTake(*player.position()))?;
            player
                .opponent_takes(take)
                .map_err(|e| located(&token, Problem::OpponentTake(e)))?;
        }
    }
    Ok(Outcome::Yes)
}
