//! `dobble automorphisms FILE`: the deck's automorphism group: its order, generators in
//! cycles of symbol names, its orbits, and for a projective plane whether it is transitive
//! on points and on lines.

use std::io::Write;
use std::path::PathBuf;

use dobble::structure::StructureError;
use games_cli::{CliError, Outcome, escape, print_json, source_name};

use super::Hinted;
use super::documents::Symmetries;
use super::{Format, Limits};

/// A permutation of the symbols in cycle notation, fixed symbols left out: `(a b c)(d e)`.
fn cycles(image: &[u32], names: &[String]) -> String {
    let mut seen = vec![false; image.len()];
    let mut text = String::new();
    for start in 0..image.len() {
        if seen[start] || image[start] as usize == start {
            continue;
        }
        let mut cycle = Vec::new();
        let mut s = start;
        while !seen[s] {
            seen[s] = true;
            cycle.push(escape(&names[s]));
            s = image[s] as usize;
        }
        text.push('(');
        text.push_str(&cycle.join(" "));
        text.push(')');
    }
    text
}

/// The arguments of `automorphisms`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The deck file, or `-` for standard input.
    file: PathBuf,
    #[command(flatten)]
    limits: Limits,
    #[command(flatten)]
    format: Format,
}

pub(crate) fn run(args: &Args) -> Result<Outcome, CliError> {
    let (file, limits, format) = (&args.file, args.limits, args.format);
    let deck = super::read_deck(file)?;
    let group = super::searching("automorphisms", limits, |options| {
        dobble::structure::automorphisms_with(&deck, options)
    })
    .map_err(|e| match e {
        StructureError::GaveUp { .. } => CliError::rejected(Hinted::new(e, " (raise --limit)")),
        StructureError::Stopped { nodes } => super::out_of_time(limits, nodes),
        e => CliError::because(source_name(file), e),
    })?;
    if format.json {
        print_json(&Symmetries {
            symbols: deck.names().to_vec(),
            group,
        })?;
        return Ok(Outcome::Yes);
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    // `card orbits: 1 (size 7)` for one orbit, `(sizes 1, 6)` for several.
    let orbits = |what: &str, sizes: Vec<usize>| {
        let word = if sizes.len() == 1 { "size" } else { "sizes" };
        let listed: Vec<String> = sizes.iter().map(usize::to_string).collect();
        format!(
            "{what} orbits: {} ({word} {})",
            sizes.len(),
            listed.join(", ")
        )
    };
    writeln!(out, "order: {}", group.order)?;
    writeln!(out, "generators: {}", group.generators.len())?;
    for g in &group.generators {
        writeln!(out, "  {}", cycles(g, deck.names()))?;
    }
    let symbol_sizes = group.symbol_orbits.iter().map(Vec::len).collect();
    writeln!(out, "{}", orbits("symbol", symbol_sizes))?;
    let card_sizes = group.card_orbits.iter().map(Vec::len).collect();
    writeln!(out, "{}", orbits("card", card_sizes))?;
    if let Some(plane) = group.plane {
        let yes = |b: bool| if b { "yes" } else { "no" };
        writeln!(out, "transitive on points: {}", yes(plane.on_points))?;
        writeln!(out, "transitive on lines: {}", yes(plane.on_lines))?;
    }
    out.flush()?;
    Ok(Outcome::Yes)
}
