//! The `marbles` command line: solve a heap, print a table, play the contest protocol,
//! referee programs against each other, run tournaments, or play against a person.

mod cmd;

use std::process::ExitCode;

use clap::{Args as ClapArgs, Parser, Subcommand};
use games_cli::CliError;
use marbles::tournament::Heaps;
use marbles::{Rules, WhenLosing};

use cmd::referee::Seconds;

/// The marble take-away game: the first move takes 2 or 3; after a take of k the next
/// takes between k+1 and 2k, or all that remain when fewer than k+1 remain; the last
/// marble wins.
#[derive(Parser)]
#[command(
    name = "marbles",
    version,
    after_help = games_cli::exit_statuses(&[("128+N", "referee, tournament: stopped by signal N, after ending the players")])
)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

/// The output format shared by the subcommands that answer a question.
#[derive(ClapArgs, Clone, Copy)]
struct Format {
    /// Print one JSON document on standard output instead of text.
    #[arg(long)]
    json: bool,
}

/// The member of the family of games to solve, play or referee; the defaults are the
/// contest's rules, answered from the proved structure for any u64 heap.
#[derive(ClapArgs, Clone, Copy)]
struct FamilyArgs {
    /// The range of the first take: `A..=B` (B included), `A..B` (B left out) or a single
    /// number.
    #[arg(long, value_name = "A..=B", default_value = "2..=3", value_parser = cmd::solve::first_takes)]
    first: (u64, u64),
    /// After a take of k the next take is at most C·k (C >= 1).
    #[arg(long, value_name = "C", default_value_t = 2)]
    factor: u64,
    /// A player facing at most k marbles after a take of k has no legal take and loses
    /// (by default he may take them all).
    #[arg(long)]
    no_take_all: bool,
}

/// What the program's player does when no take wins.
#[derive(ClapArgs, Clone, Copy)]
struct LosingArgs {
    /// In a lost position: `fewest-replies`, the take that leaves the opponent the fewest
    /// winning replies; or `minimum`, the smallest legal take, as the original program plays.
    #[arg(long, value_enum, value_name = "RULE", default_value_t = Losing::FewestReplies)]
    when_losing: Losing,
}

/// The rules of `--when-losing`.
#[derive(Clone, Copy, clap::ValueEnum)]
enum Losing {
    /// The take that leaves the opponent the fewest winning replies (ties: the smallest).
    FewestReplies,
    /// The smallest legal take (the original program).
    Minimum,
}

impl From<LosingArgs> for WhenLosing {
    fn from(args: LosingArgs) -> WhenLosing {
        match args.when_losing {
            Losing::FewestReplies => WhenLosing::FewestReplies,
            Losing::Minimum => WhenLosing::Minimum,
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Who wins a game of N marbles, and with which first takes.
    Solve {
        /// The number of marbles (at least the smallest first take; any u64 under the
        /// contest's rules, at most 1000000 under others).
        n: u64,
        #[command(flatten)]
        family: FamilyArgs,
        #[command(flatten)]
        format: Format,
    },
    /// The answer for every game of A..=N marbles (A: the smallest first take, 2 in the
    /// contest).
    Table {
        /// The largest number of marbles (at least the smallest first take; at most
        /// 1000000 under rules other than the contest's).
        n: u64,
        #[command(flatten)]
        family: FamilyArgs,
        #[command(flatten)]
        format: Format,
    },
    /// The picture of the Sprague–Grundy table: every position (p, q) with p <= N marbles
    /// left after a take of q, coloured by win or loss (or by Grundy value), with the
    /// proved runs of losing positions outlined, and above it the start of each game of n
    /// marbles with its winner. View it in a browser, or make a PNG with
    /// `rsvg-convert FILE -o FILE.png`.
    Grid {
        /// The most marbles left (2 to 1000; legible up to 300).
        n: u64,
        /// Where to write the SVG picture (`-`: standard output).
        #[arg(long, value_name = "FILE")]
        svg: std::path::PathBuf,
        /// Colour each cell by its Grundy value instead of by win or loss.
        #[arg(long)]
        values: bool,
        /// The range of the first take of the games whose starts the top row marks, `A..=B`
        /// (B included), `A..B` (B left out) or a single number (the rest of the game is the
        /// grid's: factor 2, take-all).
        #[arg(long, value_name = "A..=B", default_value = "2..=3", value_parser = cmd::solve::first_takes)]
        first: (u64, u64),
    },
    /// Play the contest protocol on standard input and output: read n and the player
    /// number, then write one take per turn and read the opponent's. Under rules other
    /// than the contest's (at most 1000000 marbles), its referee must enforce the same.
    Play {
        #[command(flatten)]
        family: FamilyArgs,
        #[command(flatten)]
        losing: LosingArgs,
    },
    /// Run two programs (shell commands) against each other through the protocol, check
    /// every take, and report the winner and why. The programs are not told the rules:
    /// start them for the same ones (`marbles play --first A..=B ...`).
    Referee {
        /// The number of marbles (at most 1000000 under rules other than the contest's).
        #[arg(long)]
        n: u64,
        #[command(flatten)]
        family: FamilyArgs,
        /// The time limit for one move, in seconds.
        #[arg(long, default_value = "2")]
        timeout: Seconds,
        #[command(flatten)]
        format: Format,
        /// The program that moves first (a shell command).
        #[arg(value_name = "FIRST")]
        player1: String,
        /// The program that moves second (a shell command).
        #[arg(value_name = "SECOND")]
        player2: String,
    },
    /// Every ordered pair of programs, for every n in the range, both seats: a results
    /// table of wins, losses and why. The programs are not told the rules: start them
    /// for the same ones.
    Tournament {
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
    },
    /// Play against the program in the terminal: type a take, or `help`, `hint`, `undo`,
    /// `moves` or `quit`. In a lost position the program plays the take that leaves you
    /// the fewest winning replies, unless `--when-losing` says otherwise.
    Versus {
        /// The number of marbles (at most 1000000 under rules other than the contest's).
        n: u64,
        /// Your player number: 1 moves first, 2 second.
        #[arg(long, default_value_t = 1)]
        player: u64,
        #[command(flatten)]
        family: FamilyArgs,
        #[command(flatten)]
        losing: LosingArgs,
    },
    /// How the referee starts a player (Linux): with a parent-death signal, then as
    /// `sh -c COMMAND`, so that the player dies with the referee.
    #[cfg(target_os = "linux")]
    #[command(hide = true)]
    LaunchPlayer {
        /// The referee's process id.
        parent: u32,
        /// The player's shell command.
        command: String,
    },
}

impl FamilyArgs {
    /// The rules asked for, or why they are refused.
    fn rules(self) -> Result<Rules, CliError> {
        let (first, last) = self.first;
        Rules::new(first, last, self.factor, !self.no_take_all).map_err(CliError::rejected)
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    games_cli::run("marbles", || match args.command {
        Command::Solve { n, family, format } => cmd::solve::solve(n, family.rules()?, format.json),
        Command::Table { n, family, format } => cmd::solve::table(n, family.rules()?, format.json),
        Command::Grid {
            n,
            svg,
            values,
            first,
        } => {
            let rules = Rules::new(first.0, first.1, 2, true).map_err(CliError::rejected)?;
            cmd::grid::grid(n, rules, &svg, values)
        }
        Command::Play { family, losing } => cmd::play::play(family.rules()?, losing.into()),
        Command::Referee {
            n,
            family,
            timeout,
            format,
            player1,
            player2,
        } => cmd::referee::referee(n, family.rules()?, timeout, format.json, [player1, player2]),
        Command::Tournament {
            n,
            family,
            timeout,
            format,
            programs,
        } => cmd::tournament::tournament(n, family.rules()?, timeout, format.json, programs),
        Command::Versus {
            n,
            player,
            family,
            losing,
        } => cmd::versus::versus(n, family.rules()?, player, losing.into()),
        #[cfg(target_os = "linux")]
        Command::LaunchPlayer { parent, command } => cmd::launch::launch_player(parent, &command),
    })
}
