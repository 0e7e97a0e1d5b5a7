//! `marbles tournament`: the library's [`Tournament`] schedule played one refereed game at
//! a time, then its standings in the library's ranking ([`Tournament::ranking`]) as a
//! results table or one JSON document.

use std::io::{self, Write};

use games_cli::{CliError, Outcome, Progress, counted, print_json};
use marbles::protocol::Reason;
use marbles::tournament::{Heaps, TournamentError};
use marbles::{Game, Tournament};

use super::documents::TournamentDocument;
use super::referee::{Seconds, check_startable, end_players_when_stopped, run_game};
use super::{FamilyArgs, Format};

/// The arguments of `tournament`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The heaps to play: `2..=100` (100 included), `10..20` (20 left out) or a single
    /// number (from the smallest first take, and at most 1000000 under rules other than
    /// the contest's).
    #[arg(long)]
    n: Heaps,
    #[command(flatten)]
    family: FamilyArgs,
    /// The time limit for one move, in seconds.
    #[arg(long, default_value = "2")]
    timeout: Seconds,
    #[command(flatten)]
    format: Format,
    /// The programs (shell commands), at least two.
    #[arg(required = true)]
    programs: Vec<String>,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (heaps, rules, limit, json) =
        (args.n, args.family.rules()?, args.timeout, args.format.json);
    let programs = args.programs.clone();
    let given = programs.len();
    let mut tournament = Tournament::with_rules(rules, heaps, programs).map_err(|e| match e {
        TournamentError::TooManyGames { .. } | TournamentError::Rules(_) => {
            CliError::because(format!("--n {}..={}", heaps.first(), heaps.last()), e)
        }
        _ => CliError::because(format!("{} given", counted(given, "program")), e),
    })?;
    end_players_when_stopped()?;
    let commands: Vec<String> = tournament
        .standings()
        .iter()
        .map(|s| s.program.clone())
        .collect();
    check_startable(commands.iter().map(String::as_str))?;
    let progress = Progress::new("tournament");
    let scheduled = tournament.scheduled();
    for (played, pairing) in tournament.schedule().enumerate() {
        progress.update(format!(
            "game {} of {scheduled}, n = {} of {}..={}",
            played + 1,
            pairing.n(),
            heaps.first(),
            heaps.last()
        ));
        let game = Game::with_rules(rules, pairing.n())
            .map_err(|e| CliError::because(format!("n = {}", pairing.n()), e))?;
        let commands = [
            commands[pairing.first()].as_str(),
            commands[pairing.second()].as_str(),
        ];
        let played = run_game(game, limit.0, commands)?;
        tournament.record(pairing, played.refereed);
    }
    progress.finish();
    if json {
        print_json(&TournamentDocument::of(&tournament))?;
    } else {
        print_table(&tournament)?;
    }
    Ok(Outcome::Yes)
}

fn print_table(tournament: &Tournament) -> io::Result<()> {
    let mut out = io::stdout().lock();
    let heaps = tournament.heaps();
    let standings = tournament.standings();
    writeln!(
        out,
        "n = {}..={}, {}, {} (every ordered pair, both seats)",
        heaps.first(),
        heaps.last(),
        counted(standings.len(), "program"),
        counted(tournament.games().len(), "game")
    )?;
    if !tournament.rules().is_contest() {
        writeln!(out, "rules: {}", tournament.rules())?;
    }
    writeln!(
        out,
        "{:>3}  {:>5}  {:>5}  {:>6}  lost by: {:>4}  {:>7}  {:>5}  {:>7}  {:>7}  program",
        "#", "games", "wins", "losses", "play", "illegal", "crash", "timeout", "garbage"
    )?;
    for (place, &program) in tournament.ranking().iter().enumerate() {
        let s = &standings[program];
        let lost = |reason| s.losses_by.get(reason);
        writeln!(
            out,
            "{:>3}  {:>5}  {:>5}  {:>6}           {:>4}  {:>7}  {:>5}  {:>7}  {:>7}  {}",
            place + 1,
            s.games,
            s.wins,
            s.losses,
            lost(Reason::Win),
            lost(Reason::Illegal),
            lost(Reason::Crash),
            lost(Reason::Timeout),
            lost(Reason::Garbage),
            games_cli::escape(&s.program)
        )?;
    }
    out.flush()
}
