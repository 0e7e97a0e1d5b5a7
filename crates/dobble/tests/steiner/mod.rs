//! Steiner triple systems (every two of v points on exactly one triple) and their duals as
//! decks, shared by the structure tests and the benchmarks (`#[path]`): Bose's
//! construction, the projective and affine systems, and random systems by Stinson's hill
//! climbing.

use dobble::Deck;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Bose's Steiner triple system on v = 3n points (n odd): the points (x, i), x mod n,
/// i mod 3, numbered x + n i; the triples {(x, 0), (x, 1), (x, 2)}, and {(x, i), (y, i),
/// (x o y, i + 1)} for x < y, where x o y = (x + y) / 2 mod n.
pub(crate) fn bose(v: u32) -> Vec<Vec<u32>> {
    assert!(v % 6 == 3, "Bose's construction takes v = 3 mod 6");
    let n = v / 3;
    let half = n.div_ceil(2);
    let point = |x: u32, i: u32| x + n * i;
    let mut triples: Vec<Vec<u32>> = (0..n)
        .map(|x| vec![point(x, 0), point(x, 1), point(x, 2)])
        .collect();
    for x in 0..n {
        for y in x + 1..n {
            for i in 0..3 {
                let middle = (x + y) * half % n;
                triples.push(vec![point(x, i), point(y, i), point(middle, (i + 1) % 3)]);
            }
        }
    }
    triples
}

/// The projective system PG(d - 1, 2) on v = 2^d - 1 points: the non-zero vectors of
/// GF(2)^d (numbered from 0 as the vector minus one), the triples {a, b, a + b}.
pub(crate) fn projective(d: u32) -> Vec<Vec<u32>> {
    let v = (1u32 << d) - 1;
    let mut triples = Vec::new();
    for a in 1..=v {
        for b in a + 1..=v {
            let c = a ^ b;
            if c > b {
                triples.push(vec![a - 1, b - 1, c - 1]);
            }
        }
    }
    triples
}

/// The affine system AG(d, 3) on v = 3^d points: the vectors of GF(3)^d, the lines
/// {x, y, z} with x + y + z = 0.
pub(crate) fn affine(d: u32) -> Vec<Vec<u32>> {
    let v = 3u32.pow(d);
    let digits = |x: u32| (0..d).map(move |k| x / 3u32.pow(k) % 3);
    let third = |x: u32, y: u32| {
        digits(x)
            .zip(digits(y))
            .enumerate()
            .map(|(k, (a, b))| (6 - a - b) % 3 * 3u32.pow(k as u32))
            .sum::<u32>()
    };
    let mut triples = Vec::new();
    for x in 0..v {
        for y in x + 1..v {
            let z = third(x, y);
            if z > y {
                triples.push(vec![x, y, z]);
            }
        }
    }
    triples
}

/// A random Steiner triple system on v points (v = 1 or 3 mod 6), by Stinson's hill
/// climbing from `seed`: take a point x that is not yet on a triple with every other, two
/// points y, z it has no triple with; if y and z have none either, add {x, y, z},
/// otherwise {x, y, z} replaces their triple {y, z, w}.
pub(crate) fn random(v: u32, seed: u64) -> Vec<Vec<u32>> {
    assert!(
        v % 6 == 1 || v % 6 == 3,
        "a Steiner triple system takes v = 1 or 3 mod 6"
    );
    let v = v as usize;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // The third point of the triple through two points, if any.
    let mut third = vec![vec![None; v]; v];
    // For each point, the points it has no triple with.
    let mut alone: Vec<Vec<usize>> = (0..v)
        .map(|x| (0..v).filter(|&y| y != x).collect())
        .collect();
    let unpair = |alone: &mut Vec<Vec<usize>>, x: usize, y: usize| {
        alone[x].retain(|&p| p != y);
        alone[y].retain(|&p| p != x);
    };
    let mut triples = 0;
    while triples < v * (v - 1) / 6 {
        let live: Vec<usize> = (0..v).filter(|&x| !alone[x].is_empty()).collect();
        let x = live[rng.random_range(0..live.len())];
        let y = alone[x][rng.random_range(0..alone[x].len())];
        let z = alone[x][rng.random_range(0..alone[x].len())];
        if y == z {
            continue;
        }
        match third[y][z] {
            None => {
                unpair(&mut alone, y, z);
                triples += 1;
            }
            Some(w) => {
                for (a, b) in [(y, w), (z, w), (y, z)] {
                    third[a][b] = None;
                    third[b][a] = None;
                }
                for (a, b) in [(y, w), (z, w)] {
                    alone[a].push(b);
                    alone[b].push(a);
                }
            }
        }
        unpair(&mut alone, x, y);
        unpair(&mut alone, x, z);
        for (a, b, c) in [(x, y, z), (x, z, y), (y, z, x)] {
            third[a][b] = Some(c);
            third[b][a] = Some(c);
        }
    }
    let mut found = Vec::new();
    for (x, row) in third.iter().enumerate() {
        for (y, &z) in row.iter().enumerate().skip(x + 1) {
            if let Some(z) = z
                && z > y
            {
                found.push(vec![x as u32, y as u32, z as u32]);
            }
        }
    }
    found
}

/// The dual of a triple system as a deck: a card for each point, listing the numbers of
/// the triples through it (any two cards share exactly one symbol: a valid deck).
pub(crate) fn dual(triples: &[Vec<u32>]) -> Deck {
    let v = triples
        .iter()
        .flatten()
        .max()
        .map_or(0, |&p| p as usize + 1);
    let mut through = vec![Vec::new(); v];
    for (t, triple) in triples.iter().enumerate() {
        for &p in triple {
            through[p as usize].push(t as u32);
        }
    }
    Deck::numbered(through)
}
