//! Criterion benchmarks of the spec's targets, each fast path beside a naive baseline
//! (`naive_*`) where one can run at all: the plain table of the definition at 20,000
//! beside the structure; `solve` at 10^18 and `table 100000` (no baseline can reach them);
//! a protocol move on a won and on a lost position with a huge range of takes; the
//! start-up of `marbles play` as a process; and the picture of the Sprague–Grundy table
//! at N = 300 beside a naive one (values by the memoized evaluation of the definition,
//! one rectangle per cell); the family solver at 10^6 marbles beside the definition at
//! 1,000; and `marbles play` under another member of the family: its start-up at 10^6
//! marbles (the table filled first) and a move with 200,000 legal takes. Every run first
//! checks the structure against the plain table on every position up to 40,000 marbles,
//! twice the test suite's reach.
//!
//! The plain table is the library's `naive` feature, so this benchmark needs it:
//! `cargo bench -p marbles --features naive` (or `--all-features`).

use std::fmt::Write as _;
use std::hint::black_box;
use std::io::Write as _;
use std::process::{Command, Stdio};
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use games_common::GrundyEvaluator;
use marbles::naive::PlainTable;
use marbles::structure::mover_loses;
use marbles::{FamilyTable, Grid, Position, Rules, Seat, choose, solve};

/// The text of `marbles table N`, built in memory.
fn table_text(n: u64) -> String {
    let mut out = String::new();
    for heap in 2..=n {
        let s = solve(heap).expect("heap >= 2");
        let moves = match s.winner {
            Seat::First => format!("{:?}", s.winning_first_moves),
            Seat::Second => "-".to_owned(),
        };
        let _ = writeln!(out, "{heap} {} {moves}", s.winner.number());
    }
    out
}

/// The structure against the plain table on every position (p, q) with p <= `n` and
/// 2q < p + 2 (above that both answer "won" by the same rule).
fn cross_check(n: u32) {
    let table = PlainTable::new(n);
    let mut positions = 0u64;
    for p in 0..=u64::from(n) {
        for q in 1..=(p / 2 + 2) {
            assert_eq!(
                Some(mover_loses(p, q)),
                table.mover_loses(p, q),
                "({p}, {q})"
            );
            positions += 1;
        }
    }
    eprintln!(
        "the structure agrees with the plain table on all {positions} positions with at most {n} marbles"
    );
}

fn solve_heaps(c: &mut Criterion) {
    cross_check(40_000);
    let mut group = c.benchmark_group("solve");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    group.bench_with_input(
        BenchmarkId::new("naive_plain_table", 20_000),
        &20_000u32,
        |b, &n| b.iter(|| PlainTable::new(black_box(n)).winning_first_moves(u64::from(n))),
    );
    group.bench_with_input(
        BenchmarkId::new("structure", 20_000),
        &20_000u64,
        |b, &n| b.iter(|| solve(black_box(n))),
    );
    group.bench_with_input(
        BenchmarkId::new("structure", "10^18"),
        &1_000_000_000_000_000_000u64,
        |b, &n| b.iter(|| solve(black_box(n))),
    );
    group.finish();
}

fn tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("table");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    group.bench_with_input(
        BenchmarkId::new("naive_plain_table", 20_000),
        &20_000u32,
        |b, &n| {
            b.iter(|| {
                let t = PlainTable::new(black_box(n));
                (2..=u64::from(n))
                    .filter_map(|h| t.winning_first_moves(h))
                    .count()
            })
        },
    );
    for n in [20_000u64, 100_000] {
        group.bench_with_input(BenchmarkId::new("structure", n), &n, |b, &n| {
            b.iter(|| table_text(black_box(n)))
        });
    }
    group.finish();
}

fn protocol_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("move");
    let q = 100_000_000_000_000_000u64;
    // A lost position in run 1 after a take of 10^17 (8q + 4 <= p <= 9q + 12), and a won
    // one just past it: 10^17 legal takes either way.
    let lost = Position::after(8 * q + 10, q);
    let won = Position::after(9 * q + 13, q);
    group.bench_function("lost_10^17_takes", |b| b.iter(|| choose(black_box(&lost))));
    group.bench_function("won_10^17_takes", |b| b.iter(|| choose(black_box(&won))));
    group.finish();

    let mut group = c.benchmark_group("startup");
    group.sample_size(20);
    group.bench_function("play_first_move_10^18", |b| {
        b.iter(|| play_first_move(&["play"], b"1000000000000000000 1\n"))
    });
    group.finish();
}

#[path = "grid_game/mod.rs"]
mod grid_game;
use grid_game::Marbles;

/// The naive picture: every value by the memoized evaluation of the definition
/// (`GrundyEvaluator`, hash maps), one rectangle per cell.
fn naive_grid_svg(n: u64) -> String {
    let mut eval = GrundyEvaluator::new(&Marbles);
    let mut svg = String::from("<svg xmlns=\"http://www.w3.org/2000/svg\">\n");
    for q in 1..=n.div_ceil(2) {
        for p in 1..=n {
            let class = if eval.value(&(p, q)).is_zero() {
                "l"
            } else {
                "w"
            };
            let _ = writeln!(
                svg,
                r#"<rect class="{class}" x="{}" y="{}" width="4" height="4"/>"#,
                56 + 4 * (p - 1),
                84 + 4 * (q - 1)
            );
        }
    }
    svg.push_str("</svg>\n");
    svg
}

fn grids(c: &mut Criterion) {
    let mut group = c.benchmark_group("grid");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    group.bench_with_input(BenchmarkId::new("naive_svg", 300), &300u64, |b, &n| {
        b.iter(|| naive_grid_svg(black_box(n)))
    });
    group.bench_with_input(BenchmarkId::new("svg", 300), &300u64, |b, &n| {
        b.iter(|| Grid::new(black_box(n)).map(|g| g.svg(false)))
    });
    group.bench_with_input(BenchmarkId::new("svg_values", 300), &300u64, |b, &n| {
        b.iter(|| Grid::new(black_box(n)).map(|g| g.svg(true)))
    });
    // The whole command, process start-up and file included.
    let file = std::env::temp_dir().join(format!("marbles-bench-grid-{}.svg", std::process::id()));
    group.bench_function("command_grid_300_svg", |b| {
        b.iter(|| {
            Command::new(env!("CARGO_BIN_EXE_marbles"))
                .args(["grid", "300", "-o"])
                .arg(&file)
                .status()
                .expect("marbles grid runs")
        })
    });
    let _ = std::fs::remove_file(&file);
    group.finish();
}

/// The winning first takes of every heap up to `n` under `rules`, from the definition: a
/// win/loss entry for every position (p, q) with p, q <= n, each trying every take.
fn naive_family(rules: Rules, n: usize) -> usize {
    let (first, last) = rules.first_takes();
    let (c, take_all) = (rules.factor() as usize, rules.take_all());
    let mut lost = vec![vec![false; n + 1]; n + 1];
    for p in 0..=n {
        for q in 1..=n {
            lost[p][q] = p == 0
                || !((q + 1..=(c * q).min(p)).any(|m| lost[p - m][m]) || (take_all && p <= q));
        }
    }
    (first as usize..=n)
        .map(|h| {
            (first as usize..=(last as usize).min(h))
                .filter(|&f| lost[h - f][f])
                .count()
        })
        .sum()
}

/// The family solver: the naive definition beside it at 1,000 marbles, and the target,
/// 10^6 marbles, on the contest's rules (through the family solver, not the structure)
/// and on two other members.
fn families(c: &mut Criterion) {
    let mut group = c.benchmark_group("family");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    let other = Rules::new(1, 2, 3, false).expect("valid rules");
    group.bench_with_input(
        BenchmarkId::new("naive_definition", 1000),
        &1000u64,
        |b, &n| b.iter(|| naive_family(other, black_box(n) as usize)),
    );
    group.bench_with_input(
        BenchmarkId::new("table_1..=2_c3_off", 1000),
        &1000u64,
        |b, &n| b.iter(|| FamilyTable::new(other, black_box(n)).expect("within the limit")),
    );
    for (name, rules) in [
        ("table_2..=3_c2_on", Rules::CONTEST),
        ("table_1..=2_c3_off", other),
        (
            "table_3..=9_c4_on",
            Rules::new(3, 9, 4, true).expect("valid rules"),
        ),
    ] {
        group.bench_with_input(BenchmarkId::new(name, 1_000_000), &1_000_000u64, |b, &n| {
            b.iter(|| {
                let t = FamilyTable::new(rules, black_box(n)).expect("within the limit");
                t.solution(n)
            })
        });
    }
    group.finish();
}

/// `marbles play --first 1..=2 --factor 3 --no-take-all`, the slowest member measured
/// above: the whole process for n = 10^6 up to its first take (the table filled first),
/// and a move of a table of 10^6 marbles on a won and on a lost position after a take of
/// 100,000, with 200,000 legal takes each (lost at 600,001..=700,007 by the closed form of
/// docs/marbles.md: a_0 = 2C = 6; won just above). No naive baseline reaches 10^6.
fn family_play(c: &mut Criterion) {
    let rules = Rules::new(1, 2, 3, false).expect("valid rules");
    let mut group = c.benchmark_group("family_play");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("play_first_move_1..=2_c3_off_10^6", |b| {
        b.iter(|| {
            play_first_move(
                &["play", "--first", "1..=2", "--factor", "3", "--no-take-all"],
                b"1000000 1\n",
            )
        })
    });
    let table = FamilyTable::new(rules, 1_000_000).expect("within the limit");
    let (lost, won) = (
        Position::after(650_000, 100_000),
        Position::after(750_000, 100_000),
    );
    assert_eq!(table.mover_loses(650_000, 100_000), Some(true));
    assert_eq!(table.mover_loses(750_000, 100_000), Some(false));
    group.bench_function("move_lost_200000_takes", |b| {
        b.iter(|| table.choose(black_box(&lost)))
    });
    group.bench_function("move_won_200000_takes", |b| {
        b.iter(|| table.choose(black_box(&won)))
    });
    group.finish();
}

/// Runs `marbles ARGS` with `input` on its standard input (the heap and who starts), until
/// it ends: its start-up and first move.
fn play_first_move(args: &[&str], input: &[u8]) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_marbles"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("marbles play starts");
    let mut stdin = child.stdin.take().expect("piped");
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().expect("marbles play ends")
}

criterion_group!(
    benches,
    solve_heaps,
    tables,
    protocol_moves,
    grids,
    families,
    family_play
);
criterion_main!(benches);
