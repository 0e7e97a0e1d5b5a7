//! The `bulgarian` command: trace, orbit, analyze, graph, random and multiplayer Bulgarian
//! solitaire. Parses arguments, calls the library, prints.

use std::io::Write;
use std::path::PathBuf;

use bulgarian::{Analysis, Partition, Table};
use clap::{Args, Parser, Subcommand};
use games_common::cli::{self, CliError, Outcome, Progress, print_json};
use serde::Serialize;

/// Bulgarian solitaire: n cards in piles; a move takes one card from every pile and makes
/// a new pile of them.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The configuration after each move, up to the first repeat or the fixed point.
    Trace {
        #[command(flatten)]
        start: Start,
        /// Draw each configuration as a Young diagram.
        #[arg(long, conflicts_with = "json")]
        diagram: bool,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// Transient and cycle length of a start (any size: no history is kept).
    Orbit {
        #[command(flatten)]
        start: Start,
        /// Also print the cycle's configurations.
        #[arg(long)]
        cycle: bool,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// The whole state graph of P(N) in numbers, for N or a range A..=B.
    Analyze {
        /// N, or a range A..=B.
        #[arg(value_name = "N", allow_negative_numbers = true)]
        n: String,
        /// Print one JSON document (an array for a range).
        #[arg(long)]
        json: bool,
    },
    /// The state graph of P(N) as Graphviz DOT, cycles in red.
    Graph {
        /// The number of cards.
        n: u64,
    },
    /// Random Bulgarian solitaire: each pile gives a card with probability p.
    Random {
        /// The probability that a pile gives a card.
        #[arg(long)]
        p: f64,
        /// How many moves to make.
        #[arg(long)]
        moves: u64,
        /// The seed of the random generator (ChaCha8).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[command(flatten)]
        start: Start,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// Multiplayer Bulgarian solitaire, traced to its cycle: one hand per argument.
    Multiplayer {
        /// Each player's piles, as one argument ("3 2 1"), in seating order.
        #[arg(required = true, value_name = "HAND")]
        hands: Vec<String>,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
}

/// A start: parts as arguments, or a file of parts.
#[derive(Args)]
struct Start {
    /// Pile sizes, in any order.
    #[arg(
        value_name = "PARTS",
        conflicts_with = "parts_file",
        allow_negative_numbers = true
    )]
    parts: Vec<String>,
    /// Read the pile sizes from a file (`-` for standard input), white-space separated.
    #[arg(long, value_name = "F")]
    parts_file: Option<PathBuf>,
}

impl Start {
    fn read(&self) -> Result<Partition, CliError> {
        match &self.parts_file {
            Some(path) => {
                let text = games_common::cli::read_input(path)?;
                Partition::from_text(&text).map_err(|e| {
                    let source = if path.as_os_str() == "-" {
                        "standard input".to_owned()
                    } else {
                        path.display().to_string()
                    };
                    CliError::bad(format!("{source}: {e}"))
                })
            }
            None => Partition::from_args(&self.parts).map_err(bad),
        }
    }
}

fn bad(error: bulgarian::Error) -> CliError {
    CliError::bad(error.to_string())
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    cli::run("bulgarian", || match cli.command {
        Command::Trace {
            start,
            diagram,
            json,
        } => trace(&start.read()?, diagram, json),
        Command::Orbit { start, cycle, json } => orbit(&start.read()?, cycle, json),
        Command::Analyze { n, json } => analyze(&n, json),
        Command::Graph { n } => {
            let dot = bulgarian::graph_dot(n).map_err(bad)?;
            write!(std::io::stdout().lock(), "{dot}")?;
            Ok(Outcome::Yes)
        }
        Command::Random {
            p,
            moves,
            seed,
            start,
            json,
        } => random(&start.read()?, p, moves, seed, json),
        Command::Multiplayer { hands, json } => {
            multiplayer(&Table::from_args(&hands).map_err(bad)?, json)
        }
    })
}

fn trace(start: &Partition, diagram: bool, json: bool) -> Result<Outcome, CliError> {
    if diagram {
        // Every configuration holds the start's cards: refuse before printing anything.
        bulgarian::young_diagram(start).map_err(bad)?;
    }
    let listing = bulgarian::trace(start);
    let stop = listing.stop();
    if json {
        #[derive(Serialize)]
        struct Json<'a> {
            n: u64,
            start: &'a [u64],
            trace: Vec<Vec<u64>>,
            stop: &'static str,
        }
        print_json(&Json {
            n: start.total(),
            start: start.parts(),
            trace: listing.map(|p| p.parts().to_vec()).collect(),
            stop: stop.name(),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for (i, p) in listing.enumerate() {
        if diagram {
            if i > 0 {
                writeln!(out)?;
            }
            writeln!(out, "move {}: {p}", i + 1)?;
            write!(out, "{}", bulgarian::young_diagram(&p).map_err(bad)?)?;
        } else {
            writeln!(out, "{p}")?;
        }
    }
    Ok(Outcome::Yes)
}

fn orbit(start: &Partition, cycle: bool, json: bool) -> Result<Outcome, CliError> {
    let progress = Progress::new("orbit");
    let orbit = bulgarian::orbit_with_progress(start, |moves| {
        progress.update(format!("{moves} moves"));
    });
    progress.finish();
    if json {
        #[derive(Serialize)]
        struct Json<'a> {
            n: u64,
            start: &'a [u64],
            transient: u64,
            cycle_length: u64,
            triangular: bool,
            #[serde(skip_serializing_if = "Option::is_none")]
            cycle: Option<Vec<Vec<u64>>>,
        }
        print_json(&Json {
            n: orbit.n,
            start: start.parts(),
            transient: orbit.transient,
            cycle_length: orbit.cycle_length,
            triangular: orbit.triangular(),
            cycle: cycle.then(|| orbit.cycle_members().map(|p| p.parts().to_vec()).collect()),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "n: {}", orbit.n)?;
    writeln!(out, "transient: {}", orbit.transient)?;
    writeln!(out, "cycle length: {}", orbit.cycle_length)?;
    writeln!(
        out,
        "triangular: {}",
        if orbit.triangular() { "yes" } else { "no" }
    )?;
    if cycle {
        writeln!(out, "cycle:")?;
        for p in orbit.cycle_members() {
            writeln!(out, "{p}")?;
        }
    }
    Ok(Outcome::Yes)
}

/// Parses `N` or `A..=B`.
fn parse_range(text: &str) -> Result<(u64, u64), CliError> {
    let number = |t: &str| {
        let t = t.trim();
        t.parse::<u64>().map_err(|_| {
            let digits = t.strip_prefix('-').unwrap_or(t);
            if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                CliError::bad(format!(
                    "analyze handles N from 1 to {}, not {t}",
                    bulgarian::MAX_ANALYZE
                ))
            } else {
                CliError::bad(format!(
                    "analyze: {t:?} is not a whole number (give N or a range A..=B)"
                ))
            }
        })
    };
    match text.split_once("..=") {
        Some((a, b)) => {
            let (a, b) = (number(a)?, number(b)?);
            if a > b {
                return Err(CliError::bad(format!(
                    "analyze: the range {text} is empty (its start is above its end)"
                )));
            }
            Ok((a, b))
        }
        None => number(text).map(|n| (n, n)),
    }
}

fn analyze(range: &str, json: bool) -> Result<Outcome, CliError> {
    let (first, last) = parse_range(range)?;
    // Check the whole range before any work.
    for n in [first, last] {
        if n == 0 || n > u64::from(bulgarian::MAX_ANALYZE) {
            return Err(bad(bulgarian::Error::AnalyzeRange {
                n,
                max: bulgarian::MAX_ANALYZE,
            }));
        }
    }
    let progress = Progress::new("analyze");
    let mut results = Vec::new();
    for n in first..=last {
        let analysis = bulgarian::analyze_with_progress(n, |done, total| {
            progress.update(format!("N = {n}: {done} of {total} subtrees"));
        })
        .map_err(bad)?;
        results.push(analysis);
    }
    progress.finish();
    if json {
        let docs: Vec<AnalysisJson<'_>> = results.iter().map(AnalysisJson::from).collect();
        if first == last && !range.contains("..=") {
            print_json(&docs[0])?;
        } else {
            print_json(&docs)?;
        }
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for (i, a) in results.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        let lengths: Vec<String> = a.cycle_lengths.iter().map(u64::to_string).collect();
        writeln!(out, "n: {}", a.n)?;
        writeln!(out, "partitions: {}", a.partitions)?;
        writeln!(out, "cycles: {}", a.cycles)?;
        writeln!(out, "cycle lengths: {}", lengths.join(" "))?;
        writeln!(out, "max transient: {}", a.max_transient)?;
        writeln!(out, "max transient witness: {}", a.max_transient_witness)?;
        writeln!(out, "max orbit: {}", a.max_orbit)?;
        writeln!(out, "garden of eden: {}", a.garden_of_eden)?;
        writeln!(out, "max in-degree: {}", a.max_in_degree)?;
    }
    Ok(Outcome::Yes)
}

/// The analyze document, fields in the contract's order.
#[derive(Serialize)]
struct AnalysisJson<'a> {
    n: u64,
    partitions: u64,
    cycles: u64,
    cycle_lengths: &'a [u64],
    max_transient: u64,
    max_transient_witness: &'a [u64],
    max_orbit: u64,
    garden_of_eden: u64,
    max_in_degree: u64,
}

impl<'a> From<&'a Analysis> for AnalysisJson<'a> {
    fn from(a: &'a Analysis) -> Self {
        AnalysisJson {
            n: a.n,
            partitions: a.partitions,
            cycles: a.cycles,
            cycle_lengths: &a.cycle_lengths,
            max_transient: a.max_transient,
            max_transient_witness: a.max_transient_witness.parts(),
            max_orbit: a.max_orbit,
            garden_of_eden: a.garden_of_eden,
            max_in_degree: a.max_in_degree,
        }
    }
}

fn random(
    start: &Partition,
    p: f64,
    moves: u64,
    seed: u64,
    json: bool,
) -> Result<Outcome, CliError> {
    let steps = bulgarian::random_moves(start, p, moves, seed).map_err(bad)?;
    if json {
        #[derive(Serialize)]
        struct Json<'a> {
            n: u64,
            start: &'a [u64],
            p: f64,
            seed: u64,
            moves: Vec<Vec<u64>>,
        }
        print_json(&Json {
            n: start.total(),
            start: start.parts(),
            p,
            seed,
            moves: steps.map(|q| q.parts().to_vec()).collect(),
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for q in steps {
        writeln!(out, "{q}")?;
    }
    Ok(Outcome::Yes)
}

fn multiplayer(start: &Table, json: bool) -> Result<Outcome, CliError> {
    let game = bulgarian::multiplayer(start);
    if json {
        #[derive(Serialize)]
        struct Json<'a> {
            n: u64,
            start: &'a [Vec<u64>],
            rounds: Vec<&'a [Vec<u64>]>,
            transient: u64,
            cycle_length: u64,
        }
        print_json(&Json {
            n: start.total(),
            start: start.players(),
            rounds: game.rounds.iter().map(Table::players).collect(),
            transient: game.transient,
            cycle_length: game.cycle_length,
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::stdout().lock();
    for table in &game.rounds {
        writeln!(out, "{table}")?;
    }
    Ok(Outcome::Yes)
}
