//! Writes the benchmarks' big pictures as text, to time the whole `hackenbush solve`
//! command on them:
//!
//! ```text
//! cargo run --release -p hackenbush --example generate -- random 1000000 400000 7 > random.txt
//! cargo run --release -p hackenbush --example generate -- grid 708 708 > grid.txt
//! cargo run --release -p hackenbush --example generate -- tree 1000000 5 > tree.txt
//! cargo run --release -p hackenbush --example generate -- cycle 1000000 3 > cycle.txt
//! cargo run --release -p hackenbush --example generate -- cycles 1000000 4 > cycles.txt
//! cargo run --release -p hackenbush --example generate -- --written 3 random 1000000 400000 7 > random_written.txt
//! cargo run --release -p hackenbush --example generate -- --renamed 5 cycle 1000000 1 > pendant.txt
//! cargo run --release -p hackenbush --example generate -- coloured-tree 100 0.6666666666666666 1 > tree100.txt
//! /usr/bin/time target/release/hackenbush solve random.txt
//! ```
//!
//! `random EDGES VERTICES SEED` is the benchmarks' random connected picture (a random
//! recursive tree plus random edges closing cycles), `grid WIDTH HEIGHT` a grid with the
//! ground at a corner, `tree EDGES SEED` a random recursive tree, `cycle EDGES HANG` one
//! long cycle through the ground with a path of `HANG` edges hung on it, `cycles EDGES
//! LENGTH` a chain of short cycles of `LENGTH` edges, and `coloured-tree EDGES GREEN SEED`
//! the benchmarks' random coloured tree (each edge green with chance `GREEN`, else blue or
//! red), written in order. Each green picture is written in
//! order with numbered vertices, or with `--written SEED` as a person might write it: on a
//! stalk from the ground, with short paths hanging from it, every vertex named by a random
//! word, the lines shuffled; or with `--renamed SEED` with nothing added, only the lines
//! shuffled and the vertices named by random words.

use std::io::Write;

#[path = "../benches/pictures/mod.rs"]
mod pictures;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let written = match args.first().map(String::as_str) {
        Some(how @ ("--written" | "--renamed")) if args.len() > 1 => {
            let seed = args[1].parse::<u64>().ok().unwrap_or_else(|| usage());
            let written = how == "--written";
            args.drain(..2);
            Some((written, seed))
        }
        _ => None,
    };
    if let (None, Some("coloured-tree"), [_, edges, green, seed]) =
        (written, args.first().map(String::as_str), args.as_slice())
    {
        let (Ok(edges), Ok(green), Ok(seed)) = (edges.parse(), green.parse(), seed.parse()) else {
            usage()
        };
        let text = pictures::coloured_text(&pictures::coloured_tree(edges, green, seed));
        return write(&text);
    }
    let numbers: Option<Vec<usize>> = args.iter().skip(1).map(|a| a.parse().ok()).collect();
    let pairs = match (args.first().map(String::as_str), numbers.as_deref()) {
        (Some("random"), Some(&[edges, vertices, seed])) if vertices > 0 => {
            pictures::random_pairs(edges, vertices, seed as u64)
        }
        (Some("grid"), Some(&[width, height])) if width > 0 && height > 0 => {
            pictures::grid_pairs(width, height)
        }
        (Some("tree"), Some(&[edges, seed])) => pictures::tree_pairs(edges, seed as u64),
        (Some("cycle"), Some(&[edges, hang])) => pictures::cycle_pairs(edges, hang),
        (Some("cycles"), Some(&[edges, length])) => pictures::cycles_pairs(edges, length),
        _ => usage(),
    };
    let text = match written {
        Some((true, seed)) => pictures::written(&pairs, seed),
        Some((false, seed)) => pictures::renamed(&pairs, seed),
        None => pictures::text(&pairs),
    };
    write(&text);
}

fn write(text: &str) {
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .expect("standard output takes the picture");
}

fn usage() -> ! {
    eprintln!(
        "usage: generate [--written SEED | --renamed SEED] (random EDGES VERTICES SEED | grid WIDTH HEIGHT | tree EDGES SEED | cycle EDGES HANG | cycles EDGES LENGTH) | generate coloured-tree EDGES GREEN SEED"
    );
    std::process::exit(2);
}
