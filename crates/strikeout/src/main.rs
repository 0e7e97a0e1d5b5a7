//! The `strikeout` command: solve, count, check and play the digit strike-out game.

use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use games_common::cli::read_input;
use games_common::cli::{self, CliError, Outcome, Progress, print_json};
use serde::Serialize;
use strikeout::{
    Field, MAX_CELLS, STANDARD_START, STANDARD_WIDTH, cell_label, count, counted, digit_string,
    hint, notebook, parse_move, parse_move_list, replay, rows, solve,
};

/// The digit strike-out game: strike equal or ten-summing neighbours, append the live
/// digits when stuck, win by striking every cell.
#[derive(Parser)]
#[command(version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The start and width of a game.
#[derive(Args)]
struct Game {
    /// The digits written at the start (1-9 only).
    #[arg(long, value_name = "DIGITS", default_value = STANDARD_START)]
    start: String,
    /// Cells to a row.
    #[arg(long, default_value_t = STANDARD_WIDTH)]
    width: usize,
}

impl Game {
    fn field(&self) -> Result<Field, CliError> {
        Field::new(self.width, &self.start).map_err(|e| {
            CliError::bad(format!(
                "--start {:?} --width {}: {e}",
                self.start, self.width
            ))
        })
    }
}

#[derive(Subcommand)]
enum Command {
    /// A shortest solution, proved shortest by exhausting every shorter field.
    Solve {
        #[command(flatten)]
        game: Game,
        /// Search solutions of at most this many cells (a game can grow forever).
        #[arg(long, default_value_t = 200, value_parser = bound)]
        max_length: usize,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// How many distinct solutions (distinct final digit strings) each length has.
    Count {
        #[command(flatten)]
        game: Game,
        /// Count solutions of at most this many cells.
        #[arg(long, value_parser = bound)]
        max_length: usize,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// Replay a move list (one move per line: two cells as `12 21` or `r2c4 r3c4`),
    /// appending whenever the field is stuck; exit 1 if it does not win.
    Check {
        #[command(flatten)]
        game: Game,
        /// The move list file, or `-` for standard input.
        moves: PathBuf,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// Play in the terminal: type two cells (`0 9` or `r1c1 r2c1`), `hint`, `moves` or
    /// `quit`.
    Play {
        #[command(flatten)]
        game: Game,
        /// Hints search solutions of at most this many cells.
        #[arg(long, default_value_t = 120, value_parser = bound)]
        hint_bound: usize,
    },
}

/// A length bound: a whole number from 1 to [`MAX_CELLS`] (fields stuck for ever double at
/// every append, so a larger bound could only exhaust memory).
fn bound(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_CELLS).contains(&n) => Ok(n),
        _ => Err(format!(
            "a length bound is a whole number from 1 to {MAX_CELLS}"
        )),
    }
}

/// The `solve --json` document.
#[derive(Serialize)]
struct SolveJson {
    length: Option<usize>,
    width: usize,
    start: String,
    appended: Vec<String>,
    moves: Vec<[usize; 2]>,
    proved_optimal: bool,
}

/// The `count --json` document.
#[derive(Serialize)]
struct CountJson {
    max_length: usize,
    /// Lengths in numeric order (serde_json writes the integer keys as strings).
    by_length: BTreeMap<usize, u64>,
    total: u64,
}

/// The `check --json` document.
#[derive(Serialize)]
struct CheckJson {
    won: bool,
    length: usize,
    live: usize,
    appended: Vec<String>,
}

fn main() -> ExitCode {
    let args = Cli::parse();
    cli::run("strikeout", || match args.command {
        Command::Solve {
            game,
            max_length,
            json,
        } => run_solve(&game, max_length, json),
        Command::Count {
            game,
            max_length,
            json,
        } => run_count(&game, max_length, json),
        Command::Check { game, moves, json } => run_check(&game, &moves, json),
        Command::Play { game, hint_bound } => run_play(&game, hint_bound),
    })
}

fn run_solve(game: &Game, max_length: usize, json: bool) -> Result<Outcome, CliError> {
    let start = game.field()?;
    let progress = Progress::new("solve");
    progress.update(format!("searching fields of at most {max_length} cells"));
    let report = solve(&start, max_length);
    progress.finish();
    let solution = report.solution.as_ref();
    if json {
        print_json(&SolveJson {
            length: solution.map(|s| s.length),
            width: start.width(),
            start: start.digit_string(),
            appended: solution.map_or(Vec::new(), |s| {
                s.appended.iter().map(|b| digit_string(b)).collect()
            }),
            moves: solution.map_or(Vec::new(), |s| {
                s.moves.iter().map(|&(a, b)| [a, b]).collect()
            }),
            proved_optimal: solution.is_some(),
        })?;
        return Ok(Outcome::from(solution.is_some()));
    }
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "start {} ({}, {} to a row); struck cells are shown as `.`",
        start.digit_string(),
        counted(start.len(), "cell"),
        start.width()
    )?;
    let work = report.work;
    match solution {
        Some(solution) => {
            let game = replay(&start, &solution.moves)
                .map_err(|e| CliError::bad(format!("internal check failed: {e}")))?;
            writeln!(out)?;
            write!(out, "{}", notebook(&game))?;
            writeln!(
                out,
                "\nshortest: {} cells, proved: every field of fewer cells reachable from the start was searched ({} phases, {} positions)",
                solution.length, work.phases, work.positions
            )?;
            Ok(Outcome::Yes)
        }
        None => {
            writeln!(
                out,
                "no solution of at most {max_length} cells: every field of at most {max_length} cells reachable from the start was searched ({} phases, {} positions)",
                work.phases, work.positions
            )?;
            Ok(Outcome::No)
        }
    }
}

fn run_count(game: &Game, max_length: usize, json: bool) -> Result<Outcome, CliError> {
    let start = game.field()?;
    let progress = Progress::new("count");
    progress.update(format!("walking fields of at most {max_length} cells"));
    let counts = count(&start, max_length);
    progress.finish();
    if json {
        print_json(&CountJson {
            max_length,
            by_length: counts.by_length.clone(),
            total: counts.total(),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "solutions of at most {max_length} cells from {} ({} to a row), lengths without a solution left out:",
        start.digit_string(),
        start.width()
    )?;
    writeln!(out, "{:>8}  {:>10}", "length", "solutions")?;
    for (len, n) in &counts.by_length {
        writeln!(out, "{len:>8}  {n:>10}")?;
    }
    writeln!(out, "{:>8}  {:>10}", "total", counts.total())?;
    writeln!(
        out,
        "work: {} phases, {} positions",
        counts.work.phases, counts.work.positions
    )?;
    Ok(Outcome::Yes)
}

fn run_check(game: &Game, path: &PathBuf, json: bool) -> Result<Outcome, CliError> {
    let start = game.field()?;
    let text_in = read_input(path)?;
    let listed = parse_move_list(&text_in, start.width()).map_err(|e| CliError::parse(path, e))?;
    let moves: Vec<_> = listed.iter().map(|&(m, _)| m).collect();
    let game_played = replay(&start, &moves).map_err(|e| {
        let line = listed[e.number - 1].1;
        let source = if path.as_os_str() == "-" {
            "standard input".to_owned()
        } else {
            path.display().to_string()
        };
        CliError::bad(format!("{source}: line {line}: {e}"))
    })?;
    let field = game_played.field();
    if json {
        print_json(&CheckJson {
            won: field.is_won(),
            length: field.len(),
            live: field.live().len(),
            appended: game_played
                .appended()
                .iter()
                .map(|b| digit_string(b))
                .collect(),
        })?;
    } else {
        let mut out = io::stdout().lock();
        write!(out, "{}", notebook(&game_played))?;
        if !field.is_won() {
            writeln!(
                out,
                "not won: {} left on {}",
                counted(field.live().len(), "live digit"),
                counted(field.len(), "cell")
            )?;
        }
    }
    Ok(Outcome::from(field.is_won()))
}

fn run_play(game: &Game, hint_bound: usize) -> Result<Outcome, CliError> {
    let mut field = game.field()?;
    let width = field.width();
    let mut out = io::stdout().lock();
    let mut input = io::stdin().lock();
    // Lines of standard input read so far, to name the line of a read error.
    let mut line_number = 0;
    writeln!(
        out,
        "strike two live cells with equal digits or digits summing to 10 that are neighbours\n\
         (in reading order or in a column, struck cells skipped). Type two cells as positions\n\
         from 0 (`0 9`) or rows and columns from 1 (`r1c1 r2c1`); `hint`, `moves`, `quit`."
    )?;
    loop {
        while field.is_stuck() {
            if field.len() + field.live().len() > MAX_CELLS {
                writeln!(
                    out,
                    "\n{}\nstill no move with {} cells: play stops here, as another append would pass {MAX_CELLS} cells",
                    rows(&field).trim_end_matches('\n'),
                    field.len()
                )?;
                return Ok(Outcome::Yes);
            }
            let block = field.append();
            writeln!(
                out,
                "no move left: appending the {} {}",
                counted(block.len(), "live digit"),
                digit_string(&block)
            )?;
        }
        writeln!(out, "\n{}", rows(&field).trim_end_matches('\n'))?;
        if field.is_won() {
            writeln!(out, "won: every cell struck, length {}", field.len())?;
            return Ok(Outcome::Yes);
        }
        write!(out, "> ")?;
        out.flush()?;
        let mut line = String::new();
        line_number += 1;
        let read = input
            .read_line(&mut line)
            .map_err(|e| CliError::bad(format!("standard input: line {line_number}: {e}")))?;
        if read == 0 {
            writeln!(
                out,
                "\nleft unfinished with {} cells, {} live",
                field.len(),
                field.live().len()
            )?;
            return Ok(Outcome::Yes);
        }
        let said = line.trim();
        match said {
            "" => writeln!(out, "type two cells, `hint`, `moves` or `quit`")?,
            "quit" | "q" => {
                writeln!(
                    out,
                    "left unfinished with {} cells, {} live",
                    field.len(),
                    field.live().len()
                )?;
                return Ok(Outcome::Yes);
            }
            "moves" => {
                let shown: Vec<String> = field
                    .moves()
                    .iter()
                    .map(|&(a, b)| format!("{} {}", cell_label(a, width), cell_label(b, width)))
                    .collect();
                writeln!(out, "moves: {}", shown.join(", "))?;
            }
            "hint" => match hint(&field, hint_bound) {
                Some(((a, b), length)) => writeln!(
                    out,
                    "hint: strike {} and {}; a shortest solution from here has {length} cells",
                    cell_label(a, width),
                    cell_label(b, width)
                )?,
                None => writeln!(
                    out,
                    "no hint: no solution of at most {hint_bound} cells from here"
                )?,
            },
            _ => match parse_move(said, width) {
                Err((_, message)) => writeln!(out, "{message}; try again")?,
                Ok((a, b)) => {
                    if let Err(reason) = field.try_strike(a, b) {
                        writeln!(out, "{reason}; try again")?;
                    }
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lengths come out in numeric order, 100 after 68, as strings.
    #[test]
    fn count_json_orders_lengths_by_number() {
        let json = serde_json::to_string(&CountJson {
            max_length: 100,
            by_length: BTreeMap::from([(100, 61), (68, 1)]),
            total: 62,
        })
        .unwrap();
        assert_eq!(
            json,
            r#"{"max_length":100,"by_length":{"68":1,"100":61},"total":62}"#
        );
    }
}
