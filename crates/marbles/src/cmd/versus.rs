//! `marbles versus N`: a person plays against the program in the terminal, or two people
//! at one screen (`--friend`), each typing their own takes. The game is the library's
//! [`Match`]; this file reads the person's lines and shows the library's words
//! for each take, hint and undo, and the standing at the end. Every
//! prompt shows the marbles left and the legal takes; a line that is not a legal take or
//! one of the words (`help`, `hint`, `undo`, `moves`, `quit`) is explained and asked again.
//! `quit` and the end of input leave the game unfinished, with exit status 0.

use std::io::{self, Write};

use games_cli::{CliError, Outcome, Typed, counted, read_typed_line};
use marbles::session::{Match, Session, TakenBack};
use marbles::{Rules, Seat};

use super::{FamilyArgs, LosingArgs};

/// The longest line kept (a take has at most 20 digits); a longer one is dropped whole.
const LONGEST_LINE: usize = 80;

/// What to say when a line is not a whole number.
const ASK: &str = "type how many marbles you take.";

/// The words understood at the prompt, as `help` lists them.
const HELP: &str = "Type how many marbles you take (the legal takes are in brackets), or:\n  \
                    help   this list\n  \
                    hint   the take the program would play in your place, and why\n  \
                    undo   take back your last take and the program's reply\n  \
                    moves  the legal takes\n  \
                    quit   leave the game unfinished (so does the end of input)\n";

/// The same words, for two people at one screen.
const HELP_FRIENDS: &str = "Type how many marbles you take (the legal takes are in brackets), or:\n  \
                    help   this list\n  \
                    hint   the take the program would play in your place, and why\n  \
                    undo   take back the last take\n  \
                    moves  the legal takes\n  \
                    quit   leave the game unfinished (so does the end of input)\n";

/// The arguments of `versus`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The number of marbles (at most 1000000 under rules other than the contest's).
    #[arg(value_parser = games_cli::args::whole::<u64>)]
    n: u64,
    /// Your player number: 1 moves first, 2 second.
    #[arg(
        long,
        default_value_t = 1,
        value_parser = games_cli::args::whole::<u64>,
        conflicts_with = "friend"
    )]
    player: u64,
    /// Two people at one screen: each types their own takes, and the program only gives
    /// hints and says who won.
    #[arg(long)]
    friend: bool,
    #[command(flatten)]
    family: FamilyArgs,
    #[command(flatten)]
    losing: LosingArgs,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (n, rules, person) = (args.n, args.family.rules()?, args.player);
    let when_losing = args.losing.rule();
    let seat = Seat::from_number(person)
        .map_err(|e| CliError::because(format!("--player {person}"), e))?;
    let game = if args.friend {
        Match::between_people(rules, n)
    } else {
        Match::new(rules, n, seat)
    };
    let mut game = game
        .map_err(|e| CliError::because(format!("N = {n}"), e))?
        .when_losing(when_losing);
    let mut dialogue = Dialogue(io::stdout().lock());
    let mut input = io::stdin().lock();
    let who = if args.friend {
        "Two players at one screen, player 1 first.".to_owned()
    } else {
        format!("You are {seat}.")
    };
    dialogue.say(format_args!(
        "{}. {who} {} Whoever takes the last marble wins. Type `help` for the words you \
         can use.\n",
        counted(n, "marble"),
        rules_words(rules)
    ))?;
    while game.to_move().is_some() {
        if let Some(turn) = game
            .reply()
            .map_err(|e| CliError::because("no take to make", e))?
        {
            dialogue.say(format_args!("{turn}\n"))?;
            continue;
        }
        let moves = game.legal_moves();
        let legal = span(*moves.start(), *moves.end());
        let left = game.position().remaining();
        match game.to_move() {
            Some(side) if args.friend => {
                dialogue.say(format_args!("{left} left. Take for {side} ({legal}): "))?;
            }
            _ => dialogue.say(format_args!("{left} left. Your take ({legal}): "))?,
        }
        let line = read_typed_line(&mut input, LONGEST_LINE)
            .map_err(|e| CliError::because("cannot read standard input", e))?;
        let text = match line {
            Typed::Line(line) => line,
            Typed::NotText => {
                dialogue.say(format_args!("\"\u{fffd}\" is not a whole number; {ASK}\n"))?;
                continue;
            }
            Typed::TooLong => return Err(CliError::line_too_long(LONGEST_LINE)),
            Typed::End => {
                dialogue.say(format_args!("\nGame left unfinished.\n"))?;
                return Ok(Outcome::Yes);
            }
        };
        let text = text.trim();
        match text {
            "quit" | "q" => {
                dialogue.say(format_args!("Game left unfinished.\n"))?;
                return Ok(Outcome::Yes);
            }
            "help" if args.friend => dialogue.say(format_args!("{HELP_FRIENDS}"))?,
            "help" => dialogue.say(format_args!("{HELP}"))?,
            "moves" => dialogue.say(format_args!("Legal takes: {legal}.\n"))?,
            "hint" => {
                if let Some(hint) = game.hint() {
                    dialogue.say(format_args!("Hint: {hint}.\n"))?;
                }
            }
            "undo" => match game.undo() {
                Ok(takes) => dialogue.say(format_args!("{}\n", TakenBack(&takes)))?,
                Err(e) => dialogue.say(format_args!("Undo: {e}.\n"))?,
            },
            _ => {
                let Ok(take) = text.parse::<u64>() else {
                    if games_common::range::is_digits(text) {
                        dialogue.say(format_args!(
                            "{text} is more than the {} left.\n",
                            counted(left, "marble")
                        ))?;
                    } else {
                        dialogue.say(format_args!("{text:?} is not a whole number; {ASK}\n"))?;
                    }
                    continue;
                };
                match game.play(take) {
                    Ok(turn) => dialogue.say(format_args!("{turn}\n"))?,
                    Err(e) => dialogue.say(format_args!("Not allowed: {e}. Try again.\n"))?,
                }
            }
        }
    }
    dialogue.say(format_args!("{}\n", game.standing()))?;
    Ok(Outcome::Yes)
}

/// The rules in a sentence or two: the contest's as `The first move takes 2 or 3; after a
/// take of k the next takes k+1 to 2k, or all that remain when fewer than k+1 remain.`
fn rules_words(rules: Rules) -> String {
    let (a, b) = rules.first_takes();
    let first = match b - a {
        0 => format!("{a}"),
        1 => format!("{a} or {b}"),
        _ => format!("{a} to {b}"),
    };
    let then = match (rules.factor(), rules.take_all()) {
        (1, true) => "after a take of k the next may only take all that remain, when k or \
                      fewer remain."
            .to_owned(),
        (1, false) => "after it no take is legal.".to_owned(),
        (c, true) => format!(
            "after a take of k the next takes k+1 to {c}k, or all that remain when fewer \
             than k+1 remain."
        ),
        (c, false) => format!(
            "after a take of k the next takes k+1 to {c}k; with k or fewer left, a player \
             has no legal take and loses."
        ),
    };
    format!("The first move takes {first}; {then}")
}

/// `3 to 4`, or `7` when only one take is legal.
fn span(lo: u64, hi: u64) -> String {
    if lo == hi {
        format!("{lo}")
    } else {
        format!("{lo} to {hi}")
    }
}

/// The person's side of the terminal. A failed write ends the game with an error (exit
/// status 2): in a dialogue a lost reader is not a quiet success.
struct Dialogue<W>(W);

impl<W: Write> Dialogue<W> {
    fn say(&mut self, text: std::fmt::Arguments<'_>) -> Result<(), CliError> {
        self.0
            .write_fmt(text)
            .and_then(|()| self.0.flush())
            .map_err(|e| CliError::because("cannot write to the terminal", e))
    }
}
