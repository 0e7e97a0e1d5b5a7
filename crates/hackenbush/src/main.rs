//! The `hackenbush` command: `solve`, `dot` and `play` on a picture file (see the crate
//! README for the format). Thin: arguments, reading, printing; the work is the library's.

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use games_common::cli::read_input;
use games_common::cli::{self, CliError, Outcome, Progress, print_json};
use hackenbush::{EdgeNumber, Picture, parse_picture, solve, to_dot};
use petgraph::visit::EdgeRef;
use serde::Serialize;

/// Green Hackenbush: value, winner and every winning move of a picture.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the value, the winner (of the player to move: `first`) and every winning move.
    Solve {
        #[command(flatten)]
        input: Input,
        /// Print one JSON document instead.
        #[arg(long)]
        json: bool,
    },
    /// Print the picture as Graphviz DOT, bridges and fused classes marked.
    Dot {
        #[command(flatten)]
        input: Input,
        /// Print one JSON document {"value":..,"dot":".."} instead.
        #[arg(long)]
        json: bool,
    },
    /// Play against the program, which plays perfectly and explains each of its moves.
    Play {
        #[command(flatten)]
        input: Input,
        /// Let the program make the first move.
        #[arg(long)]
        program_first: bool,
        /// Print the game as one JSON document at the end (the dialogue goes to stderr).
        #[arg(long)]
        json: bool,
    },
}

#[derive(clap::Args)]
struct Input {
    /// The picture: one edge per line, two vertex names; `-` reads standard input (not
    /// for `play`, whose moves come from there).
    file: PathBuf,
    /// The name of the ground vertex.
    #[arg(long, default_value = "G")]
    ground: String,
}

impl Input {
    fn picture(&self) -> Result<Picture, CliError> {
        // A name in the file is one token without `#`; any other ground could never match,
        // and every picture would silently be worth 0.
        if self.ground.is_empty()
            || self
                .ground
                .contains(|c: char| c.is_whitespace() || c == '#')
        {
            return Err(CliError::bad(format!(
                "--ground {:?} is not a vertex name: a name is one token, without white space \
                 or `#`",
                self.ground
            )));
        }
        let text = read_input(&self.file)?;
        parse_picture(&text, &self.ground).map_err(|e| CliError::parse(&self.file, e))
    }
}

#[derive(Serialize)]
struct SolveJson {
    value: u64,
    winner: &'static str,
    winning_moves: Vec<EdgeNumber>,
    edges: usize,
    vertices: usize,
}

#[derive(Serialize)]
struct DotJson {
    value: u64,
    dot: String,
}

#[derive(Serialize)]
struct PlayJson {
    moves: Vec<PlayedMove>,
    winner: Option<&'static str>,
}

#[derive(Serialize)]
struct PlayedMove {
    by: &'static str,
    edge: EdgeNumber,
}

fn main() -> ExitCode {
    let args = Args::parse();
    cli::run("hackenbush", || match args.command {
        Command::Solve { input, json } => solve_command(&input.picture()?, json),
        Command::Dot { input, json } => {
            let picture = input.picture()?;
            let progress = working(&picture, "drawing");
            let dot = to_dot(&picture);
            drop(progress);
            if json {
                let value = hackenbush::value(&picture).0;
                print_json(&DotJson { value, dot })?;
            } else {
                write!(std::io::stdout().lock(), "{dot}")?;
            }
            Ok(Outcome::Yes)
        }
        Command::Play {
            input,
            program_first,
            json,
        } => {
            if input.file.as_os_str() == "-" {
                return Err(CliError::bad(
                    "play reads the moves from standard input, so the picture must come from \
                     a file, not `-`",
                ));
            }
            play(input.picture()?, program_first, json)
        }
    })
}

fn solve_command(picture: &Picture, json: bool) -> Result<Outcome, CliError> {
    let progress = working(picture, "solving");
    let solution = solve(picture);
    drop(progress);
    let winner = if solution.first_player_wins() {
        "first"
    } else {
        "second"
    };
    if json {
        print_json(&SolveJson {
            value: solution.value.0,
            winner,
            winning_moves: solution.winning_moves,
            edges: picture.edge_count(),
            vertices: picture.vertex_count(),
        })?;
    } else {
        let mut out = std::io::stdout().lock();
        writeln!(out, "value {}", solution.value.0)?;
        writeln!(out, "winner {winner}")?;
        let moves: String = solution
            .winning_moves
            .iter()
            .map(|m| format!(" {m}"))
            .collect();
        writeln!(out, "winning moves:{moves}")?;
    }
    Ok(Outcome::Yes)
}

/// A progress line for a big picture, which takes a second or more (shown only on a
/// terminal; the line clears on drop).
fn working(picture: &Picture, doing: &str) -> Option<Progress> {
    (picture.edge_count() > 200_000).then(|| {
        let progress = Progress::new("hackenbush");
        progress.update(format!("{doing} {} edges", picture.edge_count()));
        progress
    })
}

/// A game at the terminal. The person types edge numbers; the program answers with a
/// winning move when there is one, otherwise with the lowest-numbered edge.
fn play(mut picture: Picture, program_first: bool, json: bool) -> Result<Outcome, CliError> {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let mut out: Box<dyn Write> = if json {
        Box::new(stderr.lock())
    } else {
        Box::new(stdout.lock())
    };
    let echo = !std::io::stdin().is_terminal();
    let mut lines = std::io::stdin().lock().lines().enumerate();
    let mut played = Vec::new();
    let mut program_turn = program_first;
    writeln!(
        out,
        "Green Hackenbush. Delete an edge by typing its number; edges cut off from the \
         ground fall with it. Whoever cannot move loses. `q` quits."
    )?;
    let winner = loop {
        let moves = picture.moves();
        if moves.is_empty() {
            if program_turn {
                writeln!(out, "I cannot move: you win.")?;
                break Some("you");
            }
            writeln!(out, "You cannot move: I win.")?;
            break Some("program");
        }
        writeln!(out, "Standing: {}", standing(&picture, &moves))?;
        let number = if program_turn {
            let (number, why) = program_move(&picture, &moves);
            write!(
                out,
                "I delete edge {number} ({}): {why}",
                ends(&picture, number)
            )?;
            number
        } else {
            let Some(number) = ask(&mut out, &mut lines, &moves, echo)? else {
                writeln!(out, "Game left unfinished.")?;
                break None;
            };
            write!(out, "You delete edge {number} ({})", ends(&picture, number))?;
            number
        };
        let after = picture
            .after_move(number)
            .expect("only standing edges are played");
        let left = after.moves();
        let fallen: Vec<String> = moves
            .iter()
            .filter(|&&m| m != number && left.binary_search(&m).is_err())
            .map(|m| m.to_string())
            .collect();
        match fallen.len() {
            0 => writeln!(out, ".")?,
            1 => writeln!(out, "; edge {} falls with it.", fallen[0])?,
            _ => writeln!(out, "; edges {} fall with it.", fallen.join(", "))?,
        }
        played.push(PlayedMove {
            by: if program_turn { "program" } else { "you" },
            edge: number,
        });
        picture = after;
        program_turn = !program_turn;
    };
    if json {
        print_json(&PlayJson {
            moves: played,
            winner,
        })?;
    }
    Ok(Outcome::Yes)
}

/// The program's move and why, in words.
fn program_move(picture: &Picture, moves: &[EdgeNumber]) -> (EdgeNumber, String) {
    let solution = solve(picture);
    match solution.winning_moves.first() {
        Some(&m) => (
            m,
            format!(
                "the picture is worth {} and this move leaves 0, a lost position for the \
                 player to move: you",
                solution.value.0
            ),
        ),
        None => (
            moves[0],
            "the picture is worth 0, so no move wins; I take the lowest edge and wait for a \
             slip"
                .to_owned(),
        ),
    }
}

/// Asks for an edge until a standing one is named; `None` when input ends or on `q`.
fn ask(
    out: &mut dyn Write,
    lines: &mut impl Iterator<Item = (usize, std::io::Result<String>)>,
    moves: &[EdgeNumber],
    echo: bool,
) -> Result<Option<EdgeNumber>, CliError> {
    loop {
        write!(out, "Your move: ")?;
        out.flush()?;
        let Some((index, line)) = lines.next() else {
            writeln!(out)?;
            return Ok(None);
        };
        let line = line.map_err(|e| {
            CliError::bad(format!(
                "standard input, line {}: cannot read a move: {e}",
                index + 1
            ))
        })?;
        let answer = line.trim();
        if echo {
            writeln!(out, "{answer}")?;
        }
        if answer == "q" || answer == "quit" {
            return Ok(None);
        }
        match answer.parse::<EdgeNumber>() {
            Ok(n) if moves.binary_search(&n).is_ok() => return Ok(Some(n)),
            Ok(n) => writeln!(
                out,
                "Edge {n} is not standing; type one of: {}.",
                list(moves)
            )?,
            Err(_) => writeln!(
                out,
                "`{answer}` is not an edge number; type one of: {}.",
                list(moves)
            )?,
        }
    }
}

fn list(moves: &[EdgeNumber]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn ends(picture: &Picture, number: EdgeNumber) -> String {
    picture
        .ends(number)
        .map_or_else(String::new, |(a, b)| format!("{a}-{b}"))
}

/// `1 G-a, 2 a-b, ...` for the edges of `moves`, in one pass over the graph (looking each
/// edge up by number would be quadratic on a big picture).
fn standing(picture: &Picture, moves: &[EdgeNumber]) -> String {
    let mut standing: Vec<(EdgeNumber, String)> = picture
        .graph()
        .edge_references()
        .filter(|e| moves.binary_search(e.weight()).is_ok())
        .map(|e| {
            let (a, b) = (picture.name(e.source()), picture.name(e.target()));
            (*e.weight(), format!("{} {a}-{b}", e.weight()))
        })
        .collect();
    standing.sort_unstable();
    standing
        .into_iter()
        .map(|(_, edge)| edge)
        .collect::<Vec<_>>()
        .join(", ")
}
