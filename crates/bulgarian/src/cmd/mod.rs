//! The subcommands, one file each, and the arguments they share: a start (parts, or a file
//! of parts), `--json` and `--threads`.

use std::path::PathBuf;

use bulgarian::Partition;
use games_cli::{CliError, read_input};

pub(crate) mod analyze;
pub(crate) mod austrian;
pub(crate) mod count;
mod document;
pub(crate) mod draw;
pub(crate) mod graph;
pub(crate) mod merge;
pub(crate) mod montreal;
pub(crate) mod multiplayer;
pub(crate) mod oeis;
pub(crate) mod orbit;
pub(crate) mod random;
mod relative;
mod shard;
mod table;
pub(crate) mod trace;

/// A start: parts as arguments, or a file of parts.
#[derive(clap::Args)]
pub(crate) struct Start {
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
    /// Reads the start; an error in the arguments is shown in the library's words (they
    /// name the argument), an error in a file after the file's name.
    pub(crate) fn read(&self) -> Result<Partition, CliError> {
        match &self.parts_file {
            Some(path) => {
                let text = read_input(path)?;
                Partition::from_text(&text).map_err(|e| CliError::parse(path, e))
            }
            None => Partition::from_args(&self.parts).map_err(CliError::rejected),
        }
    }
}

/// `--json`, the same in every subcommand that has it.
#[derive(clap::Args)]
pub(crate) struct Json {
    /// Print one JSON document.
    #[arg(long)]
    pub(crate) json: bool,
}

/// `--threads`, in the subcommands that walk the state graph on several cores.
#[derive(clap::Args)]
pub(crate) struct Threads {
    /// Walk the state graph on this many threads [default: one per core].
    #[arg(long, value_name = "N", value_parser = games_cli::args::thread_count)]
    threads: Option<usize>,
}

impl Threads {
    /// The number of threads as the library's `Options::threads` takes it: 0 is one per
    /// core.
    fn count(&self) -> usize {
        self.threads.unwrap_or(0)
    }
}

/// Runs `walk` with no limit but with its headway shown on a terminal under `label`
/// (`DOING: N UNITs`), the line cleared when it ends.
fn shown_walk<T>(
    label: &str,
    doing: &str,
    unit: &str,
    walk: impl FnOnce(bulgarian::Limits<'_>) -> T,
) -> T {
    let progress = games_cli::Progress::new(label);
    let limits = bulgarian::Limits::unlimited().on_progress(|h: &bulgarian::Headway| {
        progress.update(format!("{doing}: {}", games_cli::counted(h.moves, unit)));
    });
    let result = walk(limits);
    progress.finish();
    result
}

/// The first lines of an orbit, alike for the game and its relatives: `n`, `transient`
/// and `cycle length`, each `name: value`.
fn write_orbit_head(
    out: &mut impl std::io::Write,
    n: impl std::fmt::Display,
    transient: impl std::fmt::Display,
    cycle_length: impl std::fmt::Display,
) -> std::io::Result<()> {
    writeln!(out, "n: {n}")?;
    writeln!(out, "transient: {transient}")?;
    writeln!(out, "cycle length: {cycle_length}")
}

/// The documents composed as the subcommands compose them, against the spec's own example
/// and documents worked out by hand.
#[cfg(test)]
mod tests {
    use bulgarian::Partition;
    use bulgarian::Span;
    use bulgarian::multiplayer::{Table, multiplayer};
    use bulgarian::random::{Probability, random_moves};
    use bulgarian::{orbit, trace};

    use super::document::{
        MultiplayerDocument, OrbitDocument, RandomDocument, Streamed, TraceDocument,
    };

    fn json<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string(value).unwrap()
    }

    fn start(parts: &[u64]) -> Partition {
        Partition::new(parts.to_vec()).unwrap()
    }

    fn traced(parts: &[u64]) -> String {
        let start = start(parts);
        let listing = trace(&start);
        json(&TraceDocument {
            n: start.total(),
            start: &start,
            stop: listing.stop(),
            trace: Streamed(listing),
        })
    }

    fn orbited(parts: &[u64], cycle: bool) -> String {
        let o = orbit(&start(parts));
        json(&OrbitDocument {
            report: o.report(),
            cycle: cycle.then(|| Streamed(o.cycle_members())),
        })
    }

    #[test]
    fn trace_is_the_spec_document() {
        assert_eq!(
            traced(&[4, 1, 1]),
            r#"{"n":6,"start":[4,1,1],"trace":[[3,3],[2,2,2],[3,1,1,1],[4,2],[3,2,1]],"stop":"fixed_point"}"#
        );
        // The spec's example 5 2 2 stops on the repeat of 4 3 1 1.
        assert!(traced(&[5, 2, 2]).ends_with(r#"[4,3,1,1]],"stop":"repeat"}"#));
    }

    #[test]
    fn orbit_leaves_the_cycle_out_unless_asked() {
        // 4 1 1 reaches 3 2 1 after the five moves of the spec's trace.
        assert_eq!(
            orbited(&[4, 1, 1], false),
            r#"{"n":6,"start":[4,1,1],"transient":5,"cycle_length":1,"triangular":true}"#
        );
        assert_eq!(
            orbited(&[4, 1, 1], true),
            r#"{"n":6,"start":[4,1,1],"transient":5,"cycle_length":1,"triangular":true,"cycle":[[3,2,1]]}"#
        );
        // 5 2 2: one move to 4 3 1 1, which the spec's trace shows coming back after four.
        assert_eq!(
            orbited(&[5, 2, 2], true),
            r#"{"n":9,"start":[5,2,2],"transient":1,"cycle_length":4,"triangular":false,"cycle":[[4,3,1,1],[4,3,2],[3,3,2,1],[4,2,2,1]]}"#
        );
    }

    #[test]
    fn analysis_of_three_cards_by_hand() {
        // P(3): 1 1 1 -> 3 -> 2 1 -> 2 1. One fixed point with two predecessors (3 and
        // itself), 1 1 1 two moves away and without a predecessor.
        let span: Span = "3".parse().unwrap();
        let expected = r#"{"n":3,"partitions":3,"cycles":1,"cycle_lengths":[1],"max_transient":2,"max_transient_witness":[1,1,1],"max_orbit":2,"garden_of_eden":1,"max_in_degree":2}"#;
        assert_eq!(json(&span.analyze().unwrap()[0]), expected);
        let range: Span = "3..=3".parse().unwrap();
        assert_eq!(json(&range.analyze().unwrap()), format!("[{expected}]"));
    }

    #[test]
    fn multiplayer_by_hand() {
        // One card passed round two players: a cycle of two rounds from the start.
        let game = multiplayer(&Table::from_args(&["1", ""]).unwrap());
        let document = MultiplayerDocument {
            n: game.n,
            start: &game.start,
            rounds: Streamed(game.rounds.iter()),
            transient: game.transient,
            cycle_length: game.cycle_length,
        };
        assert_eq!(
            json(&document),
            r#"{"n":1,"start":[[1],[]],"rounds":[[[],[1]],[[1],[]],[[],[1]]],"transient":0,"cycle_length":2}"#
        );
    }

    #[test]
    fn random_run_with_a_sure_probability() {
        let start = start(&[4, 1, 1]);
        let p = Probability::new(1.0).unwrap();
        let document = RandomDocument {
            n: start.total(),
            start: &start,
            p,
            seed: 9,
            moves: Streamed(random_moves(&start, p, 3, 9)),
        };
        assert_eq!(
            json(&document),
            r#"{"n":6,"start":[4,1,1],"p":1.0,"seed":9,"moves":[[3,3],[2,2,2],[3,1,1,1]]}"#
        );
    }
}
