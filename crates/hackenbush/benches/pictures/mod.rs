//! The benchmarks' seeded pictures of green edges, as vertex pairs and as text, shared by
//! `benches/hackenbush.rs` and `examples/generate.rs` (which writes them to files for
//! timing the whole command). Vertex 0 is the ground `G`; every other vertex is named by
//! its number.
//!
//! Each picture also comes as a person would write it ([`written`]): hung from the ground
//! by a stalk, with short paths hanging here and there, every vertex named by a random
//! word, the lines in random order and the two names of a line in either order. A picture
//! generated in order, with numbered vertices, is the easiest input there is (its names
//! are numbers, its vertices come in the order a search meets them); these are the same
//! kinds of picture without that help.

use rand::seq::SliceRandom;
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

/// A random recursive tree of `edges` edges (vertex `i` hangs from a uniform earlier
/// vertex, vertex 0 the ground): no cycle, every edge a bridge.
pub(crate) fn tree_pairs(edges: usize, seed: u64) -> Vec<(usize, usize)> {
    random_pairs(edges, edges + 1, seed)
}

/// A random recursive tree of `edges` edges whose edges are coloured: each green with
/// chance `green`, else blue or red evenly; as (parent, child, colour's name).
pub(crate) fn coloured_tree(
    edges: usize,
    green: f64,
    seed: u64,
) -> Vec<(usize, usize, &'static str)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (1..=edges)
        .map(|v| {
            let parent = rng.random_range(0..v);
            let colour = if rng.random_bool(green) {
                "green"
            } else if rng.random_bool(0.5) {
                "blue"
            } else {
                "red"
            };
            (parent, v, colour)
        })
        .collect()
}

/// A coloured picture's text: one edge a line, `A B COLOUR`, in order.
pub(crate) fn coloured_text(triples: &[(usize, usize, &str)]) -> String {
    triples
        .iter()
        .map(|&(a, b, colour)| format!("{} {} {colour}\n", name(a), name(b)))
        .collect()
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

/// One long cycle through the ground, of `edges - hang` edges (at least 2), with a path
/// of `hang` edges hung from the vertex halfway round: the shape issue 35 names as the
/// slowest of a million edges.
pub(crate) fn cycle_pairs(edges: usize, hang: usize) -> Vec<(usize, usize)> {
    let round = edges.saturating_sub(hang).max(2);
    let mut pairs: Vec<(usize, usize)> = (0..round - 1).map(|v| (v, v + 1)).collect();
    pairs.push((round - 1, 0));
    let mut at = round / 2;
    for v in round..round + hang {
        pairs.push((at, v));
        at = v;
    }
    pairs
}

/// A chain of short cycles of `length` edges each (at least 2), each sharing a vertex
/// with the next, the first through the ground, up to `edges` edges in all.
pub(crate) fn cycles_pairs(edges: usize, length: usize) -> Vec<(usize, usize)> {
    let length = length.max(2);
    let mut pairs = Vec::with_capacity(edges);
    let (mut start, mut next) = (0, 1);
    while pairs.len() + length <= edges.max(length) {
        let mut at = start;
        for _ in 0..length - 1 {
            pairs.push((at, next));
            at = next;
            next += 1;
        }
        pairs.push((at, start));
        start = next - 1;
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

/// How long the stalk from the ground to a written picture is.
pub(crate) const STALK: usize = 12;

/// `pairs` (vertex 0 its ground) as a person might write it: hung from a new ground by a
/// stalk of [`STALK`] edges to the old ground, with one path of 1 to 8 edges hanging from
/// a random vertex for every 200 edges, then every vertex but the ground renamed by a
/// random word (distinct, 3 to 12 letters and digits, none of them `G`), the lines
/// shuffled and each line's two names swapped with probability 1/2. As edge pairs on the
/// ground 0, in the order written.
pub(crate) fn written_pairs(pairs: &[(usize, usize)], seed: u64) -> (Vec<(usize, usize)>, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let old = pairs.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1);
    // Vertex 0 stays the ground; the old ground becomes vertex `old`, the stalk's top.
    let moved = |v: usize| if v == 0 { old } else { v };
    let mut out: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (moved(a), moved(b))).collect();
    let mut next = old + 1;
    let mut below = 0;
    for i in 0..STALK {
        let above = if i + 1 == STALK { old } else { next };
        out.push((below, above));
        if above == next {
            next += 1;
        }
        below = above;
    }
    for _ in 0..pairs.len() / 200 {
        let mut at = moved(rng.random_range(0..old));
        for _ in 0..rng.random_range(1..=8) {
            out.push((at, next));
            at = next;
            next += 1;
        }
    }
    out.shuffle(&mut rng);
    for pair in &mut out {
        if rng.random_bool(0.5) {
            *pair = (pair.1, pair.0);
        }
    }
    (out, next)
}

/// Random distinct words for `count` vertices, vertex 0 named `G` and no other.
pub(crate) fn random_names(count: usize, seed: u64) -> Vec<String> {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFHIJKLMNOPQRSTUVWXYZ0123456789_-";
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x6e61_6d65);
    let mut seen = std::collections::HashSet::with_capacity(count);
    seen.insert("G".to_owned());
    let mut names = Vec::with_capacity(count);
    names.push("G".to_owned());
    while names.len() < count {
        let len = rng.random_range(3..=12);
        let word: String = (0..len)
            .map(|_| char::from(LETTERS[rng.random_range(0..LETTERS.len())]))
            .collect();
        if seen.insert(word.clone()) {
            names.push(word);
        }
    }
    names
}

/// The text of `pairs` as a person might write it ([`written_pairs`], with
/// [`random_names`]).
pub(crate) fn written(pairs: &[(usize, usize)], seed: u64) -> String {
    let (pairs, vertices) = written_pairs(pairs, seed);
    named_text(&pairs, &random_names(vertices, seed))
}

/// The text of `pairs` with nothing added, only hidden: the lines shuffled, each line's
/// two names swapped with probability 1/2 and every vertex but the ground named by a
/// random word ([`random_names`]). The shape stays exactly what `pairs` says (a long
/// cycle keeps its one pendant edge, with no stalk or paths beside).
pub(crate) fn renamed(pairs: &[(usize, usize)], seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let vertices = pairs.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1);
    let mut out = pairs.to_vec();
    out.shuffle(&mut rng);
    for pair in &mut out {
        if rng.random_bool(0.5) {
            *pair = (pair.1, pair.0);
        }
    }
    named_text(&out, &random_names(vertices, seed))
}

/// One edge a line, each vertex by its name in `names`.
fn named_text(pairs: &[(usize, usize)], names: &[String]) -> String {
    let mut text = String::with_capacity(pairs.len() * 18);
    for &(a, b) in pairs {
        text.push_str(&names[a]);
        text.push(' ');
        text.push_str(&names[b]);
        text.push('\n');
    }
    text
}
