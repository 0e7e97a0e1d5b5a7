//! Benchmarks of the targets: `solve` with its proof on the standard start, and `count`,
//! each beside the naive breadth-first search over single moves on the same bound.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use strikeout::{Field, count, naive_search, solve};

/// `solve` proves 68 the shortest; the naive search proves the same by exploring every
/// field of at most 68 cells.
fn shortest(c: &mut Criterion) {
    let start = Field::standard();
    let mut group = c.benchmark_group("solve_standard");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    let bound = 68;
    group.bench_with_input(BenchmarkId::new("naive_bfs", bound), &bound, |b, &bound| {
        b.iter(|| black_box(naive_search(&start, bound)));
    });
    group.bench_with_input(BenchmarkId::new("phases", bound), &bound, |b, &bound| {
        b.iter(|| black_box(solve(&start, bound)));
    });
    group.finish();
}

/// Every solution up to a bound: the naive search (every field remembered) beside the phase
/// walk, at 80 cells, and the phase walk alone at the target's 100 (the naive search needs
/// gigabytes there).
fn counts(c: &mut Criterion) {
    let start = Field::standard();
    let mut group = c.benchmark_group("count_standard");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(10));
    let bound = 80;
    group.bench_with_input(BenchmarkId::new("naive_bfs", bound), &bound, |b, &bound| {
        b.iter(|| black_box(naive_search(&start, bound)));
    });
    for bound in [80, 100] {
        group.bench_with_input(BenchmarkId::new("phases", bound), &bound, |b, &bound| {
            b.iter(|| black_box(count(&start, bound)));
        });
    }
    group.finish();
}

criterion_group!(benches, shortest, counts);
criterion_main!(benches);
