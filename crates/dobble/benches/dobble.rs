//! The spec's targets, each beside a naive baseline (function names starting with `naive`)
//! on the same input: `cargo xtask bench -p dobble` (the baselines need feature `naive`).

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, criterion_group, criterion_main};
use dobble::methods::{
    Field, PlaneOfOrderNine, SearchOutcome, mihova, plane_of_order_nine, prove_order_six,
    search_plane,
};
use dobble::naive::{search_naive, verify_naive};
use dobble::{Answer, Deck, FindOptions, NewSymbols, fano_census, find_deck};

#[path = "../tests/steiner/mod.rs"]
mod steiner;
#[path = "../tests/written/mod.rs"]
mod written;
use written::relabelled;

/// A group of `name` of ten samples, each measured for `seconds`.
fn group<'a>(c: &'a mut Criterion, name: &str, seconds: u64) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(seconds));
    group
}

fn deck(k: u32) -> Vec<Vec<u32>> {
    match find_deck(k, FindOptions::default()) {
        Ok(Answer::Deck(plane)) => plane.cards,
        other => panic!("no deck for k = {k}: {other:?}"),
    }
}

/// The plane by testing every point against every line (q^4 dot products).
fn naive_plane(q: u32) -> Vec<Vec<u32>> {
    let f = Field::new(q).expect("a prime power");
    let mut triples = Vec::new();
    for a in 0..q {
        for b in 0..q {
            triples.push([1, a, b]);
        }
    }
    for a in 0..q {
        triples.push([0, 1, a]);
    }
    triples.push([0, 0, 1]);
    triples
        .iter()
        .map(|line| {
            (0..triples.len() as u32)
                .filter(|&p| {
                    let point = triples[p as usize];
                    (0..3).fold(0, |s, i| f.add(s, f.mul(line[i], point[i]))) == 0
                })
                .collect()
        })
        .collect()
}

fn generate(c: &mut Criterion) {
    let mut group = group(c, "generate", 3);
    group.bench_with_input(BenchmarkId::new("naive_incidence", 128), &128, |b, &k| {
        b.iter(|| naive_plane(black_box(k) - 1))
    });
    group.bench_with_input(BenchmarkId::new("field", 128), &128, |b, &k| {
        b.iter(|| find_deck(black_box(k), FindOptions::default()))
    });
    group.bench_with_input(BenchmarkId::new("mihova", 128), &128, |b, &k| {
        b.iter(|| mihova(black_box(k)))
    });
    group.finish();
}

fn verify(c: &mut Criterion) {
    let mut group = group(c, "verify", 3);
    let small = deck(32);
    group.bench_with_input(BenchmarkId::new("naive_all_pairs", 32), &small, |b, d| {
        b.iter(|| verify_naive(black_box(d)))
    });
    group.bench_with_input(BenchmarkId::new("through_symbols", 32), &small, |b, d| {
        b.iter(|| dobble::verify(black_box(d)))
    });
    let big = deck(128);
    group.bench_with_input(BenchmarkId::new("through_symbols", 128), &big, |b, d| {
        b.iter(|| dobble::verify(black_box(d)))
    });
    group.finish();
}

fn search(c: &mut Criterion) {
    let mut group = group(c, "search", 2);
    group.bench_with_input(BenchmarkId::new("naive_backtracking", 5), &5, |b, &k| {
        b.iter(|| search_naive(black_box(k), u64::MAX))
    });
    for k in [5, 6, 8] {
        group.bench_with_input(BenchmarkId::new("symmetry_breaking", k), &k, |b, &k| {
            b.iter(|| match search_plane(black_box(k), u64::MAX) {
                Ok(SearchOutcome::Found { cards, .. }) => cards,
                other => panic!("k = {k}: {other:?}"),
            })
        });
    }
    group.bench_function("order_six_proof", |b| b.iter(prove_order_six));
    group.finish();
}

/// Every 6-subset of the deck's symbols checked against every card.
fn naive_complete(deck: &Deck) -> Vec<Vec<u32>> {
    let n = deck.names().len() as u32;
    let k = deck.cards()[0].len();
    let mut found = Vec::new();
    let mut subset: Vec<u32> = (0..k as u32).collect();
    loop {
        if deck
            .cards()
            .iter()
            .all(|card| card.iter().filter(|s| subset.contains(s)).count() == 1)
        {
            found.push(subset.clone());
        }
        let Some(i) = (0..k).rev().find(|&i| subset[i] < n - (k - i) as u32) else {
            return found;
        };
        subset[i] += 1;
        for t in i + 1..k {
            subset[t] = subset[t - 1] + 1;
        }
    }
}

fn complete(c: &mut Criterion) {
    let mut group = group(c, "complete", 2);
    let kids = Deck::parse(include_str!("../tests/fixtures/dobble_kids.txt")).expect("parses");
    group.bench_with_input(BenchmarkId::new("naive_subsets", "kids"), &kids, |b, d| {
        b.iter(|| naive_complete(black_box(d)))
    });
    group.bench_with_input(BenchmarkId::new("exact_cover", "kids"), &kids, |b, d| {
        b.iter(|| dobble::complete(black_box(d), NewSymbols::Forbidden, 1000))
    });
    group.finish();
}

/// Today's method before the order-127 target, as the baseline of `verify_pg127`: words
/// numbered through the standard library's `HashMap`, then one thread marking the later
/// cards of each card, testing every mark.
fn naive_parse_and_verify(text: &str) -> bool {
    let mut numbers: std::collections::HashMap<&str, u32> = std::collections::HashMap::new();
    let cards: Vec<Vec<u32>> = text
        .lines()
        .map(|line| {
            line.split_whitespace()
                .map(|word| {
                    let next = numbers.len() as u32;
                    *numbers.entry(word).or_insert(next)
                })
                .collect()
        })
        .collect();
    let width = numbers.len();
    let mut start = vec![0usize; width + 1];
    for &s in cards.iter().flatten() {
        start[s as usize + 1] += 1;
    }
    for s in 0..width {
        start[s + 1] += start[s];
    }
    let mut holders = vec![0u32; start[width]];
    let mut cursor = start.clone();
    for (c, card) in cards.iter().enumerate() {
        for &s in card {
            holders[cursor[s as usize]] = c as u32;
            cursor[s as usize] += 1;
        }
    }
    let mut next = start.clone();
    let mut seen = vec![0u64; cards.len().div_ceil(64)];
    for (a, card) in cards.iter().enumerate() {
        seen.fill(0);
        let mut several = false;
        for &s in card {
            let s = s as usize;
            next[s] += 1;
            for &b in &holders[next[s]..start[s + 1]] {
                let (word, bit) = (b as usize / 64, 1u64 << (b % 64));
                several |= seen[word] & bit != 0;
                seen[word] |= bit;
            }
        }
        let met: usize = seen.iter().map(|w| w.count_ones() as usize).sum();
        if several || met != cards.len() - a - 1 {
            return false;
        }
    }
    true
}

/// `dobble verify` of the reference deck of order 127 (16,257 cards of 128 symbols, as
/// `dobble generate 128` prints it): today's method in the process as the baseline, the
/// library's reading and checking, and the whole `dobble verify FILE` process.
fn verify_pg127(c: &mut Criterion) {
    let mut group = group(c, "verify_pg127", 4);
    let text: String = deck(128)
        .iter()
        .map(|card| {
            let words: Vec<String> = card.iter().map(u32::to_string).collect();
            words.join(" ") + "\n"
        })
        .collect();
    assert!(naive_parse_and_verify(&text));
    group.bench_with_input(
        BenchmarkId::new("naive_original_method", 128),
        &text,
        |b, t| b.iter(|| naive_parse_and_verify(black_box(t))),
    );
    group.bench_with_input(BenchmarkId::new("parse_and_verify", 128), &text, |b, t| {
        b.iter(|| {
            let deck = Deck::parse(black_box(t)).expect("parses");
            assert!(deck.verify().is_valid());
        })
    });
    let file = std::env::temp_dir().join(format!("dobble-pg127-{}.txt", std::process::id()));
    std::fs::write(&file, &text).expect("the reference deck is written");
    group.bench_with_input(BenchmarkId::new("process", 128), &file, |b, file| {
        b.iter(|| {
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_dobble"))
                .arg("verify")
                .arg(file)
                .output()
                .expect("dobble runs");
            assert!(out.status.success());
        })
    });
    group.finish();
    let _ = std::fs::remove_file(file);
}

/// The four planes of order 9 beside PG(2, 9) built point by point, and the Fano census
/// beside its definition (every 7-subset of symbols) on PG(2, 4), then on order 9.
fn order_nine(c: &mut Criterion) {
    let mut group = group(c, "order_nine", 2);
    group.bench_with_input(BenchmarkId::new("naive_incidence", 10), &10, |b, &k| {
        b.iter(|| naive_plane(black_box(k) - 1))
    });
    for plane in PlaneOfOrderNine::ALL {
        group.bench_with_input(BenchmarkId::new(plane.to_string(), 10), &plane, |b, &p| {
            b.iter(|| plane_of_order_nine(black_box(p)))
        });
    }
    let pg4 = Deck::numbered(deck(5));
    group.bench_with_input(BenchmarkId::new("naive_fano_subsets", 5), &pg4, |b, d| {
        b.iter(|| naive_fano(black_box(d.cards())))
    });
    group.bench_with_input(BenchmarkId::new("fano_census", 5), &pg4, |b, d| {
        b.iter(|| fano_census(black_box(d)))
    });
    let hughes = Deck::numbered(plane_of_order_nine(PlaneOfOrderNine::Hughes));
    group.bench_with_input(BenchmarkId::new("fano_census", 10), &hughes, |b, d| {
        b.iter(|| fano_census(black_box(d)))
    });
    group.finish();
}

/// The Fano subplanes by the definition: every 7-subset of symbols met in 3 symbols by
/// exactly 7 cards.
fn naive_fano(cards: &[Vec<u32>]) -> u64 {
    let n = cards.iter().flatten().max().map_or(0, |&s| s + 1);
    let mut subset: Vec<u32> = (0..7).collect();
    let mut found = 0;
    loop {
        let lines = cards
            .iter()
            .filter(|card| card.iter().filter(|s| subset.contains(s)).count() == 3)
            .count();
        found += u64::from(lines == 7);
        let Some(i) = (0..7).rev().find(|&i| subset[i] < n - (7 - i) as u32) else {
            return found;
        };
        subset[i] += 1;
        for t in i + 1..7 {
            subset[t] = subset[t - 1] + 1;
        }
    }
}

/// Every symbol of the order-7 deck as one of the test pictures (PNG and SVG in turn).
fn pictured(cards: &[Vec<String>]) -> dobble::draw::Artwork {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/images");
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .expect("the test pictures")
        .map(|e| e.expect("a picture").path())
        .collect();
    files.sort();
    let images: Vec<dobble::images::Image> = files
        .iter()
        .map(|f| {
            dobble::images::Image::from_bytes(std::fs::read(f).expect("readable"))
                .expect("a picture")
        })
        .collect();
    let mut artwork = dobble::draw::Artwork::words();
    for symbol in cards.iter().flatten() {
        let n: usize = symbol.parse().expect("a number");
        artwork.insert(symbol.clone(), images[n % images.len()].clone());
    }
    artwork
}

/// The order-7 deck (57 cards) to PDF: with a picture for every symbol, beside the
/// same deck in words only.
fn print(c: &mut Criterion) {
    let cards: Vec<Vec<String>> = deck(8)
        .iter()
        .map(|card| card.iter().map(u32::to_string).collect())
        .collect();
    let artwork = pictured(&cards);
    let options = dobble::print::PrintOptions::default();
    let mut group = c.benchmark_group("print_pdf");
    group.sample_size(10);
    group.bench_function(BenchmarkId::new("pictures", 8), |b| {
        b.iter(|| dobble::print_pdf(black_box(&cards), &artwork, &options).expect("printed"));
    });
    group.bench_function(BenchmarkId::new("naive_words_only", 8), |b| {
        b.iter(|| {
            dobble::print_pdf(black_box(&cards), &dobble::draw::Artwork::words(), &options)
                .expect("printed")
        });
    });
    group.finish();
}

/// Isomorphism and automorphisms: the refinement search beside brute force over all 7!
/// permutations on the Fano plane, then on the planes of order 9 written as users write
/// them.
fn structure(c: &mut Criterion) {
    use dobble::naive::{automorphisms_naive, isomorphism_naive};
    use dobble::structure::{automorphisms, isomorphism};
    let fano = deck(3);
    let a = Deck::numbered(fano.clone());
    let b = relabelled(&fano, 1);
    let mut group = group(c, "structure", 3);
    group.bench_function(BenchmarkId::new("naive_automorphisms", "fano"), |bench| {
        bench.iter(|| automorphisms_naive(black_box(a.cards()), 7))
    });
    group.bench_function(BenchmarkId::new("automorphisms", "fano"), |bench| {
        bench.iter(|| automorphisms(black_box(&a)).expect("a deck"))
    });
    group.bench_function(BenchmarkId::new("naive_isomorphism", "fano"), |bench| {
        bench.iter(|| isomorphism_naive(black_box(a.cards()), b.cards(), 7))
    });
    group.bench_function(BenchmarkId::new("isomorphism", "fano"), |bench| {
        bench.iter(|| isomorphism(black_box(&a), &b).expect("two decks"))
    });
    for which in [PlaneOfOrderNine::Desarguesian, PlaneOfOrderNine::Hall] {
        let cards = plane_of_order_nine(which);
        let a = Deck::numbered(cards.clone());
        let b = relabelled(&cards, 2);
        group.bench_function(BenchmarkId::new("automorphisms", which), |bench| {
            bench.iter(|| automorphisms(black_box(&b)).expect("a deck"))
        });
        group.bench_function(BenchmarkId::new("isomorphism_shuffled", which), |bench| {
            bench.iter(|| isomorphism(black_box(&a), &b).expect("two decks"))
        });
    }
    group.finish();
}

/// Issue 37 §4, decks that searched far too long, beside the brute force of the
/// `structure` group (which would try 2001! or 3876! permutations here and is not run):
/// the hub deck of 2,000 cards, each with a symbol of its own, and duals of Steiner
/// triple systems (a card for each point, listing the triples through it) on 153 points
/// (Bose's, and a random one), 63 (the projective PG(5, 2)) and 81 (the affine AG(4, 3)).
fn structure_hard(c: &mut Criterion) {
    use dobble::structure::{automorphisms, isomorphism};
    let mut group = group(c, "structure_hard", 3);
    let hub: String = (0..2000).map(|i| format!("hub own{i}\n")).collect();
    let hub = Deck::parse(&hub).expect("a deck");
    let decks = [
        ("hub_2000", hub),
        (
            "steiner_random_153",
            steiner::dual(&steiner::random(153, 5)),
        ),
        (
            "steiner_projective_63",
            steiner::dual(&steiner::projective(6)),
        ),
        ("steiner_affine_81", steiner::dual(&steiner::affine(4))),
        ("steiner_bose_153", steiner::dual(&steiner::bose(153))),
    ];
    for (name, deck) in &decks {
        group.bench_function(BenchmarkId::new("automorphisms", name), |bench| {
            bench.iter(|| automorphisms(black_box(deck)).expect("an answer"))
        });
        if name.starts_with("steiner_bose") {
            // Three searches of some 6,400 nodes: timed as a process instead.
            continue;
        }
        let copy = relabelled(deck.cards(), 7);
        group.bench_function(BenchmarkId::new("isomorphism_shuffled", name), |bench| {
            bench.iter(|| isomorphism(black_box(deck), &copy).expect("an answer"))
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    structure,
    structure_hard,
    print,
    generate,
    verify,
    verify_pg127,
    order_nine,
    search,
    complete
);
criterion_main!(benches);
