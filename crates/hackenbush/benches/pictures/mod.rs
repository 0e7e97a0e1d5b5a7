//! The benchmarks' seeded pictures of green edges, as vertex pairs and as text, shared by
//! `benches/hackenbush.rs` and `examples/generate.rs` (which writes them to files for
//! timing the whole command). Vertex 0 is the ground `G`; every other vertex is named by
//! its number.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random connected picture: a random recursive tree on `vertices` vertices (vertex `i`
/// hangs from a uniform earlier vertex), then uniform random extra edges up to `edges`
/// (self-loops and parallel edges included), each closing a cycle.
pub(crate) fn random_pairs(edges: usize, vertices: usize, seed: u64) -> Vec<(usize, usize)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pairs: Vec<(usize, usize)> =
        (1..vertices).map(|i| (rng.random_range(0..i), i)).collect();
    while pairs.len() < edges {
        pairs.push((rng.random_range(0..vertices), rng.random_range(0..vertices)));
    }
    pairs
}

/// A `width` × `height` grid: vertex `(x, y)` is numbered `y * width + x`, so the ground
/// is a corner; each row's edges, then the edges up to the next row.
pub(crate) fn grid_pairs(width: usize, height: usize) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for y in 0..height {
        let row = y * width;
        pairs.extend((0..width - 1).map(|x| (row + x, row + x + 1)));
        if y + 1 < height {
            pairs.extend((0..width).map(|x| (row + x, row + width + x)));
        }
    }
    pairs
}

/// The name of vertex `v`: `G` for 0, its number otherwise.
pub(crate) fn name(v: usize) -> String {
    if v == 0 {
        "G".to_owned()
    } else {
        v.to_string()
    }
}

/// The picture's text: one edge a line, in the order of `pairs`.
pub(crate) fn text(pairs: &[(usize, usize)]) -> String {
    let mut text = String::with_capacity(pairs.len() * 14);
    for &(a, b) in pairs {
        text.push_str(&name(a));
        text.push(' ');
        text.push_str(&name(b));
        text.push('\n');
    }
    text
}
