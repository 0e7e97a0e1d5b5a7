//! Benchmarks of the targets: the value of a random connected 1,000,000-edge picture with
//! many cycles, every winning move of a random 10,000-edge picture, and the whole of
//! `solve` from the text's bytes on a million edges, each beside a naive baseline in the
//! same group. The green pictures come from `benches/pictures`, which
//! `examples/generate.rs` writes to files.
//!
//! - `pipeline`: `fast` is the text's bytes checked as UTF-8, [`hackenbush::parse_picture`]
//!   and [`hackenbush::green::solve`] (value and every winning move): what `hackenbush solve`
//!   does between reading the file and printing. On the random picture of 10,000 edges it
//!   runs beside `naive_delete_each_edge` (the same parse, then
//!   [`hackenbush::naive::winning_moves`]), the same beside it on a long cycle through the
//!   ground with a path of 3 edges hung on it and on a chain of short cycles of 4 edges
//!   (10,000 edges each, as a person might write them), and alone on a random picture of 1,000,000
//!   edges, a 708 × 708 grid (1,001,112 edges), a random tree of 1,000,000 edges, one
//!   long cycle through the ground with a path of 3 edges hung on it, and a chain of short
//!   cycles of 4 edges (1,000,000 edges each), and `cycle_pendant_1000000_renamed`, a
//!   cycle of 999,999 edges through the ground with one edge hung at its far vertex, its
//!   lines shuffled and its vertices named at random (`pictures::renamed`). Each
//!   picture runs twice: written in order with numbered vertices, and `_written` as a
//!   person might write it (`pictures::written`: hung from the ground by a stalk, with
//!   short paths hanging here and there, random names, the lines shuffled).
//! - `value`: `fast` is [`hackenbush::green::value`] (one depth-first search for the bridges and
//!   classes, colon principle); `naive_bridge_tests` finds the bridges by deleting each edge and searching
//!   for another path between its ends (quadratic), then fuses and folds the same way.
//! - `winning_moves`: `fast` is [`hackenbush::green::solve`]; `naive_delete_each_edge` deletes
//!   each edge in turn and recomputes the value ([`hackenbush::naive::winning_moves`]).
//!   `fast` also runs on the million-edge picture, for scale. In `value` and
//!   `winning_moves`, the inputs ending in `_written` are the same pictures as a person
//!   might write them, read from their text.
//! - `blue_red_forest`: `tree_rule` is [`hackenbush::bluered::value`] (stalks as sign
//!   expansions, ordinal sums, sums where branches meet) and `tree_rule_with_moves`
//!   [`hackenbush::bluered::solve`], on random forests of blue and red edges;
//!   `naive_game_tree` is [`hackenbush::naive::blue_red`], the memoized game tree, on the
//!   small forest only (it is exponential). The million-edge inputs are a random
//!   recursive tree and a thousand alternating stalks of a thousand edges.
//! - `blue_red_cycles`: `search` is [`hackenbush::bluered::solve`] on dense blue-red parts
//!   with cycles (every pair of 8 vertices and the ground, 12 or 20 edges), which it
//!   searches position by position; `naive_game_tree` is [`hackenbush::naive::blue_red`]
//!   on the part of 12 edges. The part of 20 edges is near the positions bound of a part,
//!   four of them near the bound of a picture, and five are refused at it.
//! - `red_blue_green`: `canonical` is [`hackenbush::canonical::solve`] (canonical form,
//!   outcome, winning moves) on one random connected red-blue-green part (a random tree
//!   plus a few edges closing cycles); `naive_minimax` decides the outcome and both
//!   players' winning moves by trying every line of play on the picture itself, without
//!   memo (on the smaller picture only: it is factorial).
//! - `coloured_trees`: `colon` is [`hackenbush::canonical::solve`], which values trees and
//!   bridges by ordinal sums and searches only the parts with cycles; `naive_search` is
//!   [`hackenbush::naive::canonical_search`], which searches every part hanging from the
//!   ground whole (the way trees were valued before), on the trees small enough for it.
//!   The inputs: random coloured trees (a random recursive tree, each edge blue, red or
//!   green) of 20 and 100 edges in uniform colours, of 1,000 edges one edge in 20 green
//!   (values that stay small), and `cycles_on_stalks_128`, four coloured stalks of 12
//!   edges each carrying a coloured cycle of 20 edges (128 edges).

use std::collections::VecDeque;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use hackenbush::bluered::{solve as solve_blue_red, value as value_blue_red};
use hackenbush::canonical::solve as solve_canonical;
use hackenbush::green::{solve, value};
use hackenbush::naive::{
    blue_red as naive_blue_red, canonical_search as naive_canonical_search,
    winning_moves as naive_winning_moves,
};
use hackenbush::petgraph::graph::{EdgeIndex, NodeIndex};
use hackenbush::petgraph::unionfind::UnionFind;
use hackenbush::petgraph::visit::EdgeRef;
use hackenbush::{Colour, EdgeNumber, Nimber, Picture, Side, parse_picture};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod pictures;

/// The random connected picture of [`pictures::random_pairs`] (vertex 0 the ground).
fn random_picture(edges: usize, vertices: usize, seed: u64) -> Picture {
    let pairs = pictures::random_pairs(edges, vertices, seed);
    Picture::from_edges(
        "G",
        pairs
            .into_iter()
            .map(|(a, b)| (pictures::name(a), pictures::name(b))),
    )
}

/// The value with bridges found the naive way: an edge is a bridge when, without it, a
/// breadth-first search from one end cannot reach the other.
fn naive_value(picture: &Picture) -> Nimber {
    let graph = picture.graph();
    let Some(ground) = picture.ground() else {
        return Nimber(0);
    };
    let n = graph.node_count();
    let bridge: Vec<bool> = graph
        .edge_indices()
        .map(|e| {
            let (u, w) = graph.edge_endpoints(e).expect("an edge of the graph");
            u != w && !reachable(picture, u, w, e)
        })
        .collect();
    let mut classes = UnionFind::<usize>::new(n);
    for e in graph.edge_references() {
        if !bridge[e.id().index()] {
            classes.union(e.source().index(), e.target().index());
        }
    }
    // Breadth-first over the bridge tree, then the colon principle from the leaves up.
    let mut loops = vec![0u64; n];
    for e in graph.edge_references() {
        if !bridge[e.id().index()] {
            loops[classes.find(e.source().index())] += 1;
        }
    }
    let root = classes.find(ground.index());
    let mut parent = vec![usize::MAX; n];
    parent[root] = root;
    let mut order = vec![root];
    let mut next = 0;
    while next < order.len() {
        let class = order[next];
        next += 1;
        for e in graph.edge_references().filter(|e| bridge[e.id().index()]) {
            let (a, b) = (
                classes.find(e.source().index()),
                classes.find(e.target().index()),
            );
            for (here, there) in [(a, b), (b, a)] {
                if here == class && parent[there] == usize::MAX {
                    parent[there] = class;
                    order.push(there);
                }
            }
        }
    }
    let mut value: Vec<u64> = loops.iter().map(|l| l % 2).collect();
    for &class in order.iter().rev() {
        if class != root {
            value[parent[class]] ^= value[class] + 1;
        }
    }
    Nimber(value[root])
}

fn reachable(picture: &Picture, from: NodeIndex, to: NodeIndex, without: EdgeIndex) -> bool {
    let graph = picture.graph();
    let mut seen = vec![false; graph.node_count()];
    let mut queue = VecDeque::from([from]);
    seen[from.index()] = true;
    while let Some(v) = queue.pop_front() {
        for e in graph.edges(v).filter(|e| e.id() != without) {
            let w = if e.source() == v {
                e.target()
            } else {
                e.source()
            };
            if !seen[w.index()] {
                seen[w.index()] = true;
                queue.push_back(w);
            }
        }
    }
    seen[to.index()]
}

/// The random connected picture of [`pictures::random_pairs`] as a person might write it
/// ([`pictures::written`]: on a stalk, with paths hanging from it, random names, shuffled
/// lines).
fn written_picture(edges: usize, vertices: usize, seed: u64) -> Picture {
    let text = pictures::written(&pictures::random_pairs(edges, vertices, seed), 3);
    parse_picture(&text, "G").expect("generated text is a picture")
}

fn value_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("value");
    group.sample_size(10);
    for (edges, vertices) in [(10_000, 5_000), (1_000_000, 400_000)] {
        let picture = random_picture(edges, vertices, 7);
        group.bench_with_input(BenchmarkId::new("fast", edges), &picture, |b, p| {
            b.iter(|| value(p))
        });
        let written = written_picture(edges, vertices, 7);
        group.bench_with_input(
            BenchmarkId::new("fast", format!("{edges}_written")),
            &written,
            |b, p| b.iter(|| value(p)),
        );
        if edges <= 10_000 {
            assert_eq!(naive_value(&picture), value(&picture));
            group.bench_with_input(
                BenchmarkId::new("naive_bridge_tests", edges),
                &picture,
                |b, p| b.iter(|| naive_value(p)),
            );
        }
    }
    group.finish();
}

fn winning_move_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("winning_moves");
    group.sample_size(10);
    let edges = 10_000;
    let picture = random_picture(edges, 5_000, 11);
    assert_eq!(solve(&picture).winning_moves, naive_winning_moves(&picture));
    group.bench_with_input(BenchmarkId::new("fast", edges), &picture, |b, p| {
        b.iter(|| solve(p))
    });
    group.bench_with_input(
        BenchmarkId::new("naive_delete_each_edge", edges),
        &picture,
        |b, p| b.iter(|| naive_winning_moves(p)),
    );
    // For scale only (no baseline could finish): the million-edge picture of `value`.
    let big = random_picture(1_000_000, 400_000, 7);
    group.bench_with_input(BenchmarkId::new("fast", 1_000_000), &big, |b, p| {
        b.iter(|| solve(p))
    });
    let written = written_picture(1_000_000, 400_000, 7);
    group.bench_with_input(
        BenchmarkId::new("fast", "1000000_written"),
        &written,
        |b, p| b.iter(|| solve(p)),
    );
    group.finish();
}

/// The whole of `hackenbush solve` but the reading and printing: from the text's bytes
/// (checked as UTF-8, as the command does) to the value and every winning move.
fn solve_text(bytes: &[u8]) -> hackenbush::green::Solution {
    let text = std::str::from_utf8(bytes).expect("generated text is UTF-8");
    solve(&parse_picture(text, "G").expect("generated text is a picture"))
}

fn pipeline_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("pipeline");
    group.sample_size(10);
    let small = pictures::text(&pictures::random_pairs(10_000, 5_000, 11)).into_bytes();
    let picture = parse_picture(std::str::from_utf8(&small).unwrap(), "G").unwrap();
    assert_eq!(
        solve_text(&small).winning_moves,
        naive_winning_moves(&picture)
    );
    let small_written = pictures::written(&pictures::random_pairs(10_000, 5_000, 11), 3);
    // The long cycle and the chain of short cycles at 10,000 edges, written, each checked
    // against its baseline like the random picture.
    let cycle_written = pictures::written(&pictures::cycle_pairs(10_000, 3), 3);
    let cycles_written = pictures::written(&pictures::cycles_pairs(10_000, 4), 3);
    for text in [&cycle_written, &cycles_written] {
        let picture = parse_picture(text, "G").unwrap();
        assert_eq!(
            solve_text(text.as_bytes()).winning_moves,
            naive_winning_moves(&picture)
        );
    }
    for (name, text) in [
        ("random_10000", small),
        ("random_10000_written", small_written.into_bytes()),
        ("cycle_10000_written", cycle_written.into_bytes()),
        ("cycles_10000_written", cycles_written.into_bytes()),
    ] {
        group.bench_with_input(BenchmarkId::new("fast", name), &text, |b, t| {
            b.iter(|| solve_text(t))
        });
        group.bench_with_input(
            BenchmarkId::new("naive_delete_each_edge", name),
            &text,
            |b, t| {
                b.iter(|| {
                    let text = std::str::from_utf8(t).unwrap();
                    naive_winning_moves(&parse_picture(text, "G").unwrap())
                })
            },
        );
    }
    // The million-edge long cycle with one pendant edge at its far vertex, only hidden
    // (shuffled lines, random names), beside the grid in the same run.
    let pendant = pictures::renamed(&pictures::cycle_pairs(1_000_000, 1), 5).into_bytes();
    group.bench_with_input(
        BenchmarkId::new("fast", "cycle_pendant_1000000_renamed"),
        &pendant,
        |b, t| b.iter(|| solve_text(t)),
    );
    // Each big picture in order with numbered vertices, and as a person might write it
    // (`_written`: on a stalk, with paths hanging from it, random names, shuffled lines).
    for (name, pairs) in [
        (
            "random_1000000",
            pictures::random_pairs(1_000_000, 400_000, 7),
        ),
        ("grid_1001112", pictures::grid_pairs(708, 708)),
        ("tree_1000000", pictures::tree_pairs(1_000_000, 5)),
        ("cycle_1000000", pictures::cycle_pairs(1_000_000, 3)),
        ("cycles_1000000", pictures::cycles_pairs(1_000_000, 4)),
    ] {
        let ordered = pictures::text(&pairs).into_bytes();
        let written = pictures::written(&pairs, 3).into_bytes();
        for (name, text) in [
            (name.to_owned(), ordered),
            (format!("{name}_written"), written),
        ] {
            group.bench_with_input(BenchmarkId::new("fast", name), &text, |b, t| {
                b.iter(|| solve_text(t))
            });
        }
    }
    group.finish();
}

/// A random forest of blue and red edges (each colour with probability 1/2): a random
/// recursive tree on `edges + 1` vertices, vertex 0 the ground.
fn random_blue_red_forest(edges: usize, seed: u64) -> Picture {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let names: Vec<String> = (0..=edges)
        .map(|v| {
            if v == 0 {
                "G".to_owned()
            } else {
                v.to_string()
            }
        })
        .collect();
    let triples: Vec<(usize, usize, Colour)> = (1..=edges)
        .map(|i| {
            let colour = if rng.random_bool(0.5) {
                Colour::Blue
            } else {
                Colour::Red
            };
            (rng.random_range(0..i), i, colour)
        })
        .collect();
    Picture::from_coloured_edges(
        "G",
        triples
            .into_iter()
            .map(|(a, b, c)| (names[a].as_str(), names[b].as_str(), c)),
    )
}

/// `count` stalks of `length` alternating edges (blue first) on the ground.
fn alternating_stalks(count: usize, length: usize) -> Picture {
    let name = |s: usize, i: usize| {
        if i == 0 {
            "G".to_owned()
        } else {
            format!("{s}.{i}")
        }
    };
    Picture::from_coloured_edges(
        "G",
        (0..count).flat_map(|s| {
            (0..length).map(move |i| {
                let colour = if i % 2 == 0 {
                    Colour::Blue
                } else {
                    Colour::Red
                };
                (name(s, i), name(s, i + 1), colour)
            })
        }),
    )
}

fn blue_red_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("blue_red_forest");
    group.sample_size(10);
    let small = random_blue_red_forest(16, 3);
    assert_eq!(naive_blue_red(&small), solve_blue_red(&small).ok());
    group.bench_with_input(BenchmarkId::new("naive_game_tree", 16), &small, |b, p| {
        b.iter(|| naive_blue_red(p))
    });
    group.bench_with_input(
        BenchmarkId::new("tree_rule_with_moves", 16),
        &small,
        |b, p| b.iter(|| solve_blue_red(p)),
    );
    for (name, picture) in [
        ("tree_rule", random_blue_red_forest(1_000_000, 5)),
        ("tree_rule_stalks", alternating_stalks(1_000, 1_000)),
    ] {
        group.bench_with_input(BenchmarkId::new(name, 1_000_000), &picture, |b, p| {
            b.iter(|| value_blue_red(p))
        });
    }
    let big = random_blue_red_forest(1_000_000, 5);
    group.bench_with_input(
        BenchmarkId::new("tree_rule_with_moves", 1_000_000),
        &big,
        |b, p| b.iter(|| solve_blue_red(p)),
    );
    group.finish();
}

/// One connected part of `edges` edges in random colours: a random recursive tree on
/// `edges - extra + 1` vertices and `extra` random edges closing cycles.
fn random_red_blue_green(edges: usize, extra: usize, seed: u64) -> Picture {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let vertices = edges - extra + 1;
    let mut pairs: Vec<(usize, usize)> =
        (1..vertices).map(|i| (rng.random_range(0..i), i)).collect();
    while pairs.len() < edges {
        pairs.push((rng.random_range(0..vertices), rng.random_range(0..vertices)));
    }
    let colours = [Colour::Blue, Colour::Red, Colour::Green];
    let name = |v: usize| {
        if v == 0 {
            "G".to_owned()
        } else {
            v.to_string()
        }
    };
    let triples: Vec<(String, String, Colour)> = pairs
        .into_iter()
        .map(|(a, b)| (name(a), name(b), colours[rng.random_range(0..3)]))
        .collect();
    Picture::from_coloured_edges("G", triples)
}

/// Left when `left`, else Right.
fn side(left: bool) -> Side {
    if left { Side::Left } else { Side::Right }
}

/// Whether Left (or Right) wins moving first, trying every line of play.
fn naive_wins_first(p: &Picture, left: bool) -> bool {
    p.standing()
        .iter()
        .filter(|e| side(left).may_cut(e.colour))
        .any(|e| !naive_wins_first(&p.after_move(e.number).expect("a standing edge"), !left))
}

/// Both players' winning moves (the outcome follows: who has one) by minimax.
fn naive_minimax(p: &Picture) -> (Vec<EdgeNumber>, Vec<EdgeNumber>) {
    let moves = |left: bool| -> Vec<EdgeNumber> {
        p.standing()
            .iter()
            .filter(|e| side(left).may_cut(e.colour))
            .filter(|e| !naive_wins_first(&p.after_move(e.number).expect("standing"), !left))
            .map(|e| e.number)
            .collect()
    };
    (moves(true), moves(false))
}

fn red_blue_green_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("red_blue_green");
    group.sample_size(10);
    let small = random_red_blue_green(9, 2, 13);
    let s = solve_canonical(&small).expect("a small picture");
    assert_eq!(
        (s.winning_moves.left.clone(), s.winning_moves.right.clone()),
        naive_minimax(&small)
    );
    group.bench_with_input(BenchmarkId::new("naive_minimax", 9), &small, |b, p| {
        b.iter(|| naive_minimax(p))
    });
    group.bench_with_input(BenchmarkId::new("canonical", 9), &small, |b, p| {
        b.iter(|| solve_canonical(p))
    });
    let big = random_red_blue_green(16, 4, 17);
    group.bench_with_input(BenchmarkId::new("canonical", 16), &big, |b, p| {
        b.iter(|| solve_canonical(p))
    });
    group.finish();
}

/// `copies` parts of `k` distinct edges (no twins) each on the ground and 8 vertices of
/// its own, every pair once, in turn of the `colours`.
fn dense_parts(k: usize, colours: &[Colour], copies: usize) -> Picture {
    let name = |part: usize, v: usize| {
        if v == 0 {
            "G".to_owned()
        } else {
            format!("{part}.{v}")
        }
    };
    let pairs: Vec<(usize, usize)> = (0..9)
        .flat_map(|a| (a + 1..9).map(move |b| (a, b)))
        .take(k)
        .collect();
    let triples: Vec<(String, String, Colour)> = (0..copies)
        .flat_map(|part| {
            pairs
                .iter()
                .enumerate()
                .map(move |(i, &(a, b))| (name(part, a), name(part, b), colours[i % colours.len()]))
        })
        .collect();
    Picture::from_coloured_edges("G", triples)
}

/// A part of `k` distinct edges in turn blue, red and green ([`dense_parts`]).
fn dense_part(k: usize) -> Picture {
    dense_parts(k, &[Colour::Blue, Colour::Red, Colour::Green], 1)
}

/// Blue-red parts with cycles, searched: a dense part of 12 edges beside the game tree,
/// one of 20 edges (near the positions bound of a part), four of them (near the bound of
/// a picture, the longest a blue-red picture can take) and five (refused at that bound).
fn blue_red_cycle_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("blue_red_cycles");
    group.sample_size(10);
    let blue_red = [Colour::Blue, Colour::Red];
    let small = dense_parts(12, &blue_red, 1);
    assert_eq!(naive_blue_red(&small), solve_blue_red(&small).ok());
    group.bench_with_input(
        BenchmarkId::new("naive_game_tree", "dense_12"),
        &small,
        |b, p| b.iter(|| naive_blue_red(p)),
    );
    let five = dense_parts(20, &blue_red, 5);
    assert!(
        solve_blue_red(&five).is_err(),
        "five parts pass the picture's bound"
    );
    for (name, picture) in [
        ("dense_12", small.clone()),
        ("dense_20", dense_parts(20, &blue_red, 1)),
        ("dense_20x4", dense_parts(20, &blue_red, 4)),
        ("dense_20x5_refused", five),
    ] {
        group.bench_with_input(BenchmarkId::new("search", name), &picture, |b, p| {
            b.iter(|| solve_blue_red(p))
        });
    }
    group.finish();
}

/// At the caps of the coloured searches: a bundle of 40 parallel edges of three colours
/// (twins), a coloured cycle of 40 edges through the ground, 128 edges in 16 parts, and a
/// dense part that the search refuses after `POSITION_LIMIT` positions (the longest any
/// allowed part can take).
fn capped_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("capped");
    group.sample_size(10);
    let colours = [Colour::Blue, Colour::Red, Colour::Green];
    let bundle = Picture::from_coloured_edges(
        "G",
        (0..40).map(|i| ("G".to_owned(), "a".to_owned(), colours[i % 3])),
    );
    let name = |i: usize| {
        if i.is_multiple_of(40) {
            "G".to_owned()
        } else {
            i.to_string()
        }
    };
    let cycle = Picture::from_coloured_edges(
        "G",
        (0..40).map(|i| (name(i), name(i + 1), colours[(i * 7 / 3) % 3])),
    );
    let sum = {
        let mut triples = Vec::new();
        for part in 0..16u64 {
            let p = random_red_blue_green(8, 2, 100 + part);
            for e in p.standing() {
                let (a, b) = e.ends;
                let rename = |v: &str| {
                    if v == "G" {
                        v.to_owned()
                    } else {
                        format!("{part}.{v}")
                    }
                };
                triples.push((rename(a), rename(b), e.colour));
            }
        }
        Picture::from_coloured_edges("G", triples)
    };
    let dense = dense_part(30);
    assert!(
        solve_canonical(&dense).is_err(),
        "the dense part passes the positions"
    );
    for (name, picture) in [
        ("bundle_40", &bundle),
        ("cycle_40", &cycle),
        ("sum_128", &sum),
        ("dense_30_refused", &dense),
    ] {
        group.bench_with_input(BenchmarkId::new("canonical", name), picture, |b, p| {
            b.iter(|| solve_canonical(p))
        });
    }
    group.finish();
}

/// A random recursive tree of `edges` edges, each edge green with chance `green` and
/// else blue or red evenly: `pictures::coloured_tree`, read from the text
/// `examples/generate.rs` writes of it.
fn random_coloured_tree(edges: usize, green: f64, seed: u64) -> Picture {
    let text = pictures::coloured_text(&pictures::coloured_tree(edges, green, seed));
    parse_picture(&text, "G").expect("generated text is a picture")
}

/// Four coloured stalks of 12 edges on the ground, each carrying a coloured cycle of 20
/// edges at its top: 128 edges.
fn cycles_on_stalks() -> Picture {
    // The colours of `tests/colon.rs`'s picture of the same shape.
    let colours = [Colour::Green, Colour::Blue, Colour::Red];
    let ring_colours = [Colour::Blue, Colour::Red, Colour::Green];
    let mut triples = Vec::new();
    for t in 0..4 {
        let stalk = |k: usize| {
            if k == 0 {
                "G".to_owned()
            } else {
                format!("s{t}.{k}")
            }
        };
        for k in 0..12 {
            triples.push((stalk(k), stalk(k + 1), colours[(k + t) % 3]));
        }
        let ring = |i: usize| {
            if i.is_multiple_of(20) {
                stalk(12)
            } else {
                format!("c{t}.{i}")
            }
        };
        for i in 0..20 {
            triples.push((ring(i), ring(i + 1), ring_colours[(i * 5 + t) % 3]));
        }
    }
    Picture::from_coloured_edges("G", triples)
}

fn coloured_tree_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("coloured_trees");
    group.sample_size(10);
    let small = random_coloured_tree(20, 2.0 / 3.0, 21);
    assert_eq!(solve_canonical(&small), naive_canonical_search(&small));
    group.bench_with_input(BenchmarkId::new("naive_search", 20), &small, |b, p| {
        b.iter(|| naive_canonical_search(p))
    });
    let inputs = [
        ("20", small.clone()),
        ("100", random_coloured_tree(100, 2.0 / 3.0, 1)),
        (
            "1000_small_values",
            random_coloured_tree(1_000, 1.0 / 20.0, 2),
        ),
        ("cycles_on_stalks_128", cycles_on_stalks()),
    ];
    for (name, picture) in &inputs {
        assert!(solve_canonical(picture).is_ok(), "{name} is answered");
        group.bench_with_input(BenchmarkId::new("colon", name), picture, |b, p| {
            b.iter(|| solve_canonical(p))
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    capped_benches,
    pipeline_benches,
    value_benches,
    winning_move_benches,
    blue_red_benches,
    blue_red_cycle_benches,
    red_blue_green_benches,
    coloured_tree_benches
);
criterion_main!(benches);
