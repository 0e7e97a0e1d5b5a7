//! `bulgarian graph`: the state graph of P(N) as Graphviz DOT, titled, with a legend, on
//! standard output or in a `.dot` or `.gv` file (`-o`).

use std::io::Write;
use std::path::PathBuf;

use games_cli::{CliError, Outcome};

/// The extensions of a DOT file, the one format `graph` writes.
const DOT_EXTENSIONS: [&str; 2] = ["dot", "gv"];

/// The arguments of `graph`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The number of cards.
    #[arg(value_parser = games_cli::args::whole::<u64>)]
    n: u64,
    /// Write the DOT to FILE (`.dot` or `.gv`; `-`: standard output, the default). Render
    /// it with Graphviz: `dot -Tsvg FILE`.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    if let Some(path) = &args.output {
        check_extension(path)?;
    }
    let dot = bulgarian::graph::dot(args.n)
        .map_err(|e| CliError::because("graph (use `analyze` for larger N)", e))?;
    match &args.output {
        Some(path) => games_cli::save(path, dot.as_bytes())?,
        None => write!(std::io::stdout().lock(), "{dot}")?,
    }
    Ok(Outcome::Yes)
}

/// Refuses an output file whose extension is not DOT's (`-` is standard output).
fn check_extension(path: &std::path::Path) -> Result<(), CliError> {
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let dot = DOT_EXTENSIONS
        .iter()
        .any(|known| known.eq_ignore_ascii_case(extension));
    if dot || games_cli::is_stdout(path) {
        return Ok(());
    }
    Err(CliError::bad(format!(
        "graph: -o {}: graph writes Graphviz DOT only, to a file ending in .dot or .gv \
         (make a picture of it with `dot -Tsvg`)",
        games_cli::escape(&path.display().to_string())
    )))
}
