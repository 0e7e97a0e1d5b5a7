//! The `hackenbush` command: `solve`, `dot` and `play` on a picture file (see the crate
//! README for the format), `play` also on a picture that ships with the crate. This file
//! holds the command line's shape; each subcommand's arguments, reading and printing are
//! in `cmd/`, and every answer and decision is the library's.

mod cmd;

use clap::{Parser, Subcommand};

/// Green Hackenbush: value, winner and every winning move of a picture. An edge's line may
/// end in a colour, `blue`, `red` or `green` (`b`, `r`, `g`); `dot` draws the colours.
#[derive(Parser)]
#[command(version, about, after_help = games_cli::exit_statuses(&[]))]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the value, the winner (of the player to move: `first`) and every winning move;
    /// for a blue-red picture, the exact value, the outcome and each player's winning moves;
    /// for a red-blue-green picture, the same with the canonical form as the value.
    ///
    /// A canonical form longer than 1,024 bytes written as a tree is written with each
    /// sub-game in braces that occurs more than once named and defined once after it
    /// (`{G2|G1} where G1 = {..}; G2 = {..G1..}`); a value longer than 1,048,576 bytes even
    /// so is refused (exit status 2).
    Solve(cmd::solve::Args),
    /// Print the picture as Graphviz DOT, bridges and fused classes marked, the ground a
    /// line at the bottom; or draw it as SVG with `-o FILE`.
    Dot(cmd::dot::Args),
    /// Play against the program, which plays perfectly and explains each of its moves. At
    /// the move prompt, `help`, `hint`, `undo`, `moves` and `quit` are words too.
    Play(cmd::play::Args),
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    games_cli::run("hackenbush", || match &cli.command {
        Command::Solve(args) => cmd::solve::run(args),
        Command::Dot(args) => cmd::dot::run(args),
        Command::Play(args) => cmd::play::run(args),
    })
}
