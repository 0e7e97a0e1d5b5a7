//! Criterion benchmarks: every target of the spec beside a naive baseline in the same group
//! (the baseline's id starts with `naive`, same input, so `cargo xtask bench` prints the
//! speed-up).

use std::fmt::Display;
use std::hint::black_box;
use std::time::Duration;

use bulgarian::count::count;
use bulgarian::{Partition, analyze, austrian, montreal, naive, orbit, trace};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, criterion_group, criterion_main};

/// The original program's timing start: n = 605.
fn seed_start() -> Partition {
    Partition::new(vec![335, 115, 100, 55]).unwrap()
}

/// The long start (k-1, k-1, k-2, ..., 2, 1, 1): k^2 - k moves to the staircase.
fn long_start(k: u64) -> Partition {
    let mut parts = vec![k - 1];
    parts.extend((1..k).rev());
    parts.push(1);
    Partition::new(parts).unwrap()
}

/// A group of 10 samples measured for `seconds`.
fn group<'a>(c: &'a mut Criterion, name: &str, seconds: u64) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(seconds));
    group
}

/// A baseline and the crate's code on the same inputs, side by side: for each input named
/// `PARAMETER`, the ids `BASELINE/PARAMETER` and `FAST/PARAMETER` of `ids`.
fn side_by_side<P: Display, I, A, B>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    [baseline_id, fast_id]: [&str; 2],
    inputs: impl IntoIterator<Item = (P, I)>,
    baseline: impl Fn(&I) -> A,
    fast: impl Fn(&I) -> B,
) {
    for (parameter, input) in inputs {
        group.bench_with_input(BenchmarkId::new(baseline_id, &parameter), &input, |b, i| {
            b.iter(|| baseline(black_box(i)))
        });
        group.bench_with_input(BenchmarkId::new(fast_id, &parameter), &input, |b, i| {
            b.iter(|| fast(black_box(i)))
        });
    }
}

/// The two starts of `trace` and `orbit`, named.
fn starts() -> [(&'static str, Partition); 2] {
    [
        ("n605_original", seed_start()),
        ("k100_long", long_start(100)),
    ]
}

/// Numbers of cards, each named by itself.
fn sizes<const K: usize>(ns: [u64; K]) -> [(u64, u64); K] {
    ns.map(|n| (n, n))
}

fn traces(c: &mut Criterion) {
    let mut group = group(c, "trace", 3);
    let ids = ["naive_original", "fast"];
    side_by_side(&mut group, ids, starts(), naive::trace, |s| {
        trace(s).count()
    });
    group.finish();
}

fn orbits(c: &mut Criterion) {
    let mut group = group(c, "orbit", 3);
    side_by_side(
        &mut group,
        ["naive_original", "fast"],
        starts(),
        naive::orbit,
        orbit,
    );
    let pile = [("pile_100000", Partition::new(vec![100_000]).unwrap())];
    side_by_side(
        &mut group,
        ["naive_rewrite", "fast"],
        pile,
        naive::rewrite_orbit,
        orbit,
    );
    // The target: no baseline finishes here in reasonable time (the original program's list would
    // hold about 10^7 configurations of about 4,500 piles each).
    let pile = Partition::new(vec![10_000_000]).unwrap();
    group.bench_with_input(BenchmarkId::new("fast", "pile_10000000"), &pile, |b, s| {
        b.iter(|| orbit(black_box(s)))
    });
    group.finish();
}

/// The baseline of `analyze` and `count`: every configuration enumerated and walked.
fn enumerate(&n: &u64) -> bulgarian::analyze::Analysis {
    naive::analyze(n)
}

fn analyses(c: &mut Criterion) {
    let mut group = group(c, "analyze", 5);
    let (ids, ns) = (["naive_enumerate", "fast"], sizes([30, 45, 60]));
    side_by_side(&mut group, ids, ns, enumerate, |&n| analyze(n).unwrap());
    group.finish();
}

fn counts(c: &mut Criterion) {
    let mut group = group(c, "count", 3);
    // The target (under 1 s) and the limit: no enumeration reaches p(10,000), a number of
    // 107 digits.
    for n in [10_000u64, 100_000] {
        group.bench_with_input(BenchmarkId::new("fast", n), &n, |b, &n| {
            b.iter(|| count(black_box(n)).unwrap())
        });
    }
    let (ids, ns) = (["naive_enumerate", "fast"], sizes([30, 45, 60]));
    side_by_side(&mut group, ids, ns, enumerate, |&n| count(n).unwrap());
    group.finish();
}

fn relatives(c: &mut Criterion) {
    let mut group = group(c, "relatives", 5);
    let (ids, ns) = (["naive_montreal", "montreal"], sizes([8, 11]));
    let montreal = |&n: &u64| montreal::analysis(n).unwrap();
    side_by_side(
        &mut group,
        ids,
        ns,
        |&n| naive::montreal_orbits(n),
        montreal,
    );
    let (ids, ns) = (["naive_austrian_l_n", "austrian_l_n"], sizes([20, 30]));
    let austrian = |&n: &u64| austrian::analysis(n, n).unwrap();
    side_by_side(
        &mut group,
        ids,
        ns,
        |&n| naive::austrian_orbits(n, n),
        austrian,
    );
    // The largest N each takes (Montreal: its limit; Austrian with L = N: the most states
    // it stores), both under 10 s; no baseline.
    group.bench_function(BenchmarkId::new("montreal", 16), |b| {
        b.iter(|| montreal::analysis(black_box(16)).unwrap())
    });
    group.bench_function(BenchmarkId::new("austrian_l_n", 60), |b| {
        b.iter(|| austrian::analysis(black_box(60), 60).unwrap())
    });
    group.finish();
}

criterion_group!(benches, traces, orbits, analyses, counts, relatives);
criterion_main!(benches);
