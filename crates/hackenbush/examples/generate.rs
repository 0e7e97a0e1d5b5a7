//! Writes the benchmarks' big pictures as text, to time the whole `hackenbush solve`
//! command on them:
//!
//! ```text
//! cargo run --release -p hackenbush --example generate -- random 1000000 400000 7 > random.txt
//! cargo run --release -p hackenbush --example generate -- grid 708 708 > grid.txt
//! /usr/bin/time target/release/hackenbush solve random.txt
//! ```
//!
//! `random EDGES VERTICES SEED` is the benchmarks' random connected picture (a random
//! recursive tree plus random edges closing cycles), `grid WIDTH HEIGHT` a grid with the
//! ground at a corner.

use std::io::Write;

#[path = "../benches/pictures/mod.rs"]
mod pictures;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let numbers: Option<Vec<usize>> = args.iter().skip(1).map(|a| a.parse().ok()).collect();
    let pairs = match (args.first().map(String::as_str), numbers.as_deref()) {
        (Some("random"), Some(&[edges, vertices, seed])) if vertices > 0 => {
            pictures::random_pairs(edges, vertices, seed as u64)
        }
        (Some("grid"), Some(&[width, height])) if width > 0 && height > 0 => {
            pictures::grid_pairs(width, height)
        }
        _ => {
            eprintln!("usage: generate random EDGES VERTICES SEED | grid WIDTH HEIGHT");
            std::process::exit(2);
        }
    };
    std::io::stdout()
        .lock()
        .write_all(pictures::text(&pairs).as_bytes())
        .expect("standard output takes the picture");
}
