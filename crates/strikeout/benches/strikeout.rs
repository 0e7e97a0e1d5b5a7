//! Benchmarks of the targets: `solve` with its proof on the standard start, and `count`,
//! each beside the naive breadth-first search over single moves on the same bound; the
//! pictures of the shortest solution (every SVG frame, the GIF), each beside a drawing
//! that replays the game from the start for every frame.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, criterion_group, criterion_main};
use strikeout::frames::Animation;
use strikeout::{Field, Move, count, naive, replay, solve};

/// A group of ten samples, each given half a second of warm-up and `seconds` of measuring.
fn slow_group<'c>(c: &'c mut Criterion, name: &str, seconds: u64) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(seconds));
    group
}

/// The naive breadth-first search from `start` up to `bound` cells, the check beside which
/// the phase walk is measured.
fn naive_bfs(group: &mut BenchmarkGroup<'_, WallTime>, start: &Field, bound: usize) {
    group.bench_with_input(BenchmarkId::new("naive_bfs", bound), &bound, |b, &bound| {
        b.iter(|| black_box(naive::search(start, bound)));
    });
}

/// `solve` proves 68 the shortest; the naive search proves the same by exploring every
/// field of at most 68 cells.
fn shortest(c: &mut Criterion) {
    let start = Field::standard();
    let mut group = slow_group(c, "solve_standard", 3);
    let bound = 68;
    naive_bfs(&mut group, &start, bound);
    group.bench_with_input(BenchmarkId::new("phases", bound), &bound, |b, &bound| {
        b.iter(|| black_box(solve(&start, bound)));
    });
    group.finish();
}

/// Every solution up to a bound: the naive search (every field remembered) beside the phase
/// walk, at 80 cells, and the phase walk alone at the target's 100 (the naive search needs
/// gigabytes there), on one thread per core and on one thread.
fn counts(c: &mut Criterion) {
    let start = Field::standard();
    let mut group = slow_group(c, "count_standard", 10);
    let bound = 80;
    naive_bfs(&mut group, &start, bound);
    for bound in [80, 100] {
        group.bench_with_input(BenchmarkId::new("phases", bound), &bound, |b, &bound| {
            b.iter(|| black_box(count(&start, bound)));
        });
    }
    // The same walk on one thread, beside `phases` on one thread per core.
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a thread pool");
    let bound = 100;
    group.bench_with_input(
        BenchmarkId::new("phases_one_thread", bound),
        &bound,
        |b, &bound| {
            b.iter(|| one_thread.install(|| black_box(count(&start, bound))));
        },
    );
    group.finish();
}

/// The pictures of `moves` from `start` drawn naively: the game replayed from the start
/// up to each move, and that replay's last frame drawn by `draw`.
fn naive_each_frame<T>(start: &Field, moves: &[Move], draw: impl Fn(&Animation, usize) -> T) {
    for k in 1..=moves.len() {
        let game = replay(start, &moves[..k]).expect("the solution's moves are legal");
        let animation = Animation::new(start, &game).expect("a game with moves");
        black_box(draw(&animation, k - 1));
    }
}

/// The 68-cell solution's 34 frames as SVG documents (target: under 1 s) and as one GIF
/// (target: under 3 s).
fn pictures(c: &mut Criterion) {
    let start = Field::standard();
    let report = solve(&start, 100);
    let solution = report.solution().expect("the shortest solution");
    let mut group = slow_group(c, "pictures_68", 3);
    group.bench_function(BenchmarkId::new("naive_replay_each_svg", 68), |b| {
        b.iter(|| naive_each_frame(&start, solution.moves(), Animation::svg));
    });
    group.bench_function(BenchmarkId::new("svg_frames", 68), |b| {
        b.iter(|| {
            let animation = Animation::new(&start, solution.replay()).expect("a game with moves");
            for index in 0..animation.len() {
                black_box(animation.svg(index));
            }
        });
    });
    group.finish();
    let mut group = slow_group(c, "gif_68", 5);
    group.bench_function(BenchmarkId::new("naive_replay_each_gif", 68), |b| {
        b.iter(|| {
            naive_each_frame(&start, solution.moves(), |animation, _| animation.gif());
        });
    });
    group.bench_function(BenchmarkId::new("gif", 68), |b| {
        b.iter(|| {
            let animation = Animation::new(&start, solution.replay()).expect("a game with moves");
            black_box(animation.gif())
        });
    });
    group.finish();
}

criterion_group!(benches, shortest, counts, pictures);
criterion_main!(benches);
