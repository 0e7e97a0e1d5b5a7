//! Criterion benchmarks: every target of the spec beside a naive baseline in the same group
//! (the baseline's id starts with `naive`, same input, so `cargo xtask bench` prints the
//! speed-up).

use std::hint::black_box;
use std::time::Duration;

use bulgarian::count::count;
use bulgarian::{Partition, analyze, austrian, montreal, naive, orbit, trace};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

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

fn traces(c: &mut Criterion) {
    let mut group = c.benchmark_group("trace");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(3));
    for (name, start) in [
        ("n605_original", seed_start()),
        ("k100_long", long_start(100)),
    ] {
        group.bench_with_input(BenchmarkId::new("naive_original", name), &start, |b, s| {
            b.iter(|| naive::trace(black_box(s)))
        });
        group.bench_with_input(BenchmarkId::new("fast", name), &start, |b, s| {
            b.iter(|| trace(black_box(s)).count())
        });
    }
    group.finish();
}

fn orbits(c: &mut Criterion) {
    let mut group = c.benchmark_group("orbit");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(3));
    for (name, start) in [
        ("n605_original", seed_start()),
        ("k100_long", long_start(100)),
    ] {
        group.bench_with_input(BenchmarkId::new("naive_original", name), &start, |b, s| {
            b.iter(|| naive::orbit(black_box(s)))
        });
        group.bench_with_input(BenchmarkId::new("fast", name), &start, |b, s| {
            b.iter(|| orbit(black_box(s)))
        });
    }
    let pile = Partition::new(vec![100_000]).unwrap();
    group.bench_with_input(
        BenchmarkId::new("naive_rewrite", "pile_100000"),
        &pile,
        |b, s| b.iter(|| naive::rewrite_orbit(black_box(s))),
    );
    group.bench_with_input(BenchmarkId::new("fast", "pile_100000"), &pile, |b, s| {
        b.iter(|| orbit(black_box(s)))
    });
    // The target: no baseline finishes here in reasonable time (the original program's list would
    // hold about 10^7 configurations of about 4,500 piles each).
    let pile = Partition::new(vec![10_000_000]).unwrap();
    group.bench_with_input(BenchmarkId::new("fast", "pile_10000000"), &pile, |b, s| {
        b.iter(|| orbit(black_box(s)))
    });
    group.finish();
}

fn analyses(c: &mut Criterion) {
    let mut group = c.benchmark_group("analyze");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    for n in [30u64, 45, 60] {
        group.bench_with_input(BenchmarkId::new("naive_enumerate", n), &n, |b, &n| {
            b.iter(|| naive::analyze(black_box(n)))
        });
        group.bench_with_input(BenchmarkId::new("fast", n), &n, |b, &n| {
            b.iter(|| analyze(black_box(n)).unwrap())
        });
    }
    group.finish();
}

fn counts(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(3));
    for n in [30u64, 45, 60] {
        group.bench_with_input(BenchmarkId::new("naive_enumerate", n), &n, |b, &n| {
            b.iter(|| naive::analyze(black_box(n)))
        });
        group.bench_with_input(BenchmarkId::new("fast", n), &n, |b, &n| {
            b.iter(|| count(black_box(n)).unwrap())
        });
    }
    // The target (under 1 s) and the limit: no enumeration reaches p(10,000), a number of
    // 107 digits.
    for n in [10_000u64, 100_000] {
        group.bench_with_input(BenchmarkId::new("fast", n), &n, |b, &n| {
            b.iter(|| count(black_box(n)).unwrap())
        });
    }
    group.finish();
}

fn relatives(c: &mut Criterion) {
    let mut group = c.benchmark_group("relatives");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    for n in [8u64, 11] {
        group.bench_with_input(BenchmarkId::new("naive_montreal", n), &n, |b, &n| {
            b.iter(|| naive::montreal_orbits(black_box(n)))
        });
        group.bench_with_input(BenchmarkId::new("montreal", n), &n, |b, &n| {
            b.iter(|| montreal::analysis(black_box(n)).unwrap())
        });
    }
    for n in [20u64, 30] {
        group.bench_with_input(BenchmarkId::new("naive_austrian_l_n", n), &n, |b, &n| {
            b.iter(|| naive::austrian_orbits(black_box(n), n))
        });
        group.bench_with_input(BenchmarkId::new("austrian_l_n", n), &n, |b, &n| {
            b.iter(|| austrian::analysis(black_box(n), n).unwrap())
        });
    }
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
