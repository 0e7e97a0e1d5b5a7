//! The `hackenbush` command: `solve`, `dot` and `play` on a picture file (see the crate
//! README for the format), `play` also on a picture that ships with the crate. Thin: arguments here, one file per subcommand in `cmd/` for
//! reading and printing; every answer and decision is the library's.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cmd;

/// Green Hackenbush: value, winner and every winning move of a picture. An edge's line may
/// end in a colour, `blue`, `red` or `green` (`b`, `r`, `g`); `dot` draws the colours.
#[derive(Parser)]
#[command(version, about, after_help = games_cli::exit_statuses(&[]))]
struct Args {
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
    Solve {
        #[command(flatten)]
        input: Input,
        /// Print one JSON document instead.
        #[arg(long)]
        json: bool,
        /// Also print a blue-red value's sign expansion (`+` blue, `-` red, from the
        /// ground up).
        #[arg(long)]
        sign_expansion: bool,
    },
    /// Print the picture as Graphviz DOT, bridges and fused classes marked, the ground a
    /// line at the bottom; or draw it as SVG with `--svg`.
    Dot {
        #[command(flatten)]
        input: Input,
        /// Print one JSON document {"value":..,"dot":".."} instead.
        #[arg(long, conflicts_with = "svg")]
        json: bool,
        /// Draw the picture as SVG into FILE (`-`: standard output) instead, laid out by
        /// the program itself (no Graphviz needed), up to 400 edges.
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
    },
    /// Play against the program, which plays perfectly and explains each of its moves. At
    /// the move prompt, `help`, `hint`, `undo`, `moves` and `quit` are words too.
    #[command(group(clap::ArgGroup::new("source").required(true)))]
    Play {
        /// The picture: one edge per line, two vertex names (not `-`: the moves come from
        /// standard input).
        #[arg(value_name = "FILE", group = "source")]
        file: Option<PathBuf>,
        /// Play a picture that ships with hackenbush instead of a file: `house`, `tree`,
        /// `flower`, `cycle` or `coloured-house` (which takes `--side`); `list` lists them.
        #[arg(long, value_name = "NAME", group = "source")]
        picture: Option<String>,
        /// The name of the ground vertex of FILE.
        #[arg(long, default_value = "G", conflicts_with = "picture")]
        ground: String,
        /// Let the program make the first move.
        #[arg(long)]
        program_first: bool,
        /// Your side in a picture with blue or red edges: `left` (blue) or `right` (red).
        #[arg(long, value_enum)]
        side: Option<SideArg>,
        /// Print the game as one JSON document at the end (the dialogue goes to stderr).
        #[arg(long)]
        json: bool,
        /// Draw the position as SVG into FILE at the start and again after every move, to
        /// keep open beside the game (no winning move is marked).
        #[arg(long, value_name = "FILE")]
        svg: Option<PathBuf>,
    },
}

/// A side as the command line names it.
#[derive(Clone, Copy, clap::ValueEnum)]
enum SideArg {
    // Left, who cuts blue edges.
    #[value(alias = "blue")]
    Left,
    // Right, who cuts red edges.
    #[value(alias = "red")]
    Right,
}

impl SideArg {
    fn side(self) -> hackenbush::Side {
        match self {
            SideArg::Left => hackenbush::Side::Left,
            SideArg::Right => hackenbush::Side::Right,
        }
    }
}

/// The picture a subcommand works on (`play` takes its own arguments, and builds one for
/// a FILE).
#[derive(clap::Args)]
struct Input {
    /// The picture: one edge per line, two vertex names; `-` reads standard input.
    file: PathBuf,
    /// The name of the ground vertex.
    #[arg(long, default_value = "G")]
    ground: String,
}

fn main() -> ExitCode {
    let args = Args::parse();
    games_cli::run("hackenbush", || match args.command {
        Command::Solve {
            input,
            json,
            sign_expansion,
        } => cmd::solve::run(&input, json, sign_expansion),
        Command::Dot { input, json, svg } => cmd::dot::run(&input, json, svg.as_deref()),
        Command::Play {
            file,
            picture,
            ground,
            program_first,
            side,
            json,
            svg,
        } => {
            let source = match (file, picture) {
                (Some(file), _) => cmd::play::Source::File(Input { file, ground }),
                (None, Some(name)) => cmd::play::Source::Named(name),
                // clap requires one of the two.
                (None, None) => return Err(games_cli::CliError::bad("no picture to play")),
            };
            let options = cmd::play::Options {
                program_first,
                side: side.map(SideArg::side),
                json,
                svg,
            };
            cmd::play::run(source, &options)
        }
    })
}
