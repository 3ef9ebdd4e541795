//! Engine speed: random full games (the original pair of decks, the
//! one-element decks, set 2's decks beside set 1's), decisions per second, the cost of
//! cloning a mid-game state and of listing its legal options.
//!
//! Run with `cargo bench -p berserk-bench`. The figures in the README come
//! from here; medians are what criterion prints in the middle of each range.

use std::hint::black_box;

use berserk_bench::Setup;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// Random full games of `setup` in the benchmark group `name`: one game per
/// iteration (uniform random bots, seeds rotate), then a fixed batch of 100
/// games, so that the decision count per iteration is constant.
fn games_of(c: &mut Criterion, name: &str, setup: &Setup) {
    let mut buf = Vec::with_capacity(64);
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("full_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(setup.random_game(seed, &mut buf))
        })
    });
    let batch: Vec<u64> = (1000..1100).collect();
    let decisions: u64 = batch.iter().map(|&s| setup.random_game(s, &mut buf)).sum();
    group.throughput(Throughput::Elements(decisions));
    group.sample_size(20);
    group.bench_function("decisions_100_games", |b| {
        b.iter(|| batch.iter().map(|&s| setup.random_game(s, &mut buf)).sum::<u64>())
    });
    group.finish();
}

/// The original pair of decks.
fn random_games(c: &mut Criterion) {
    games_of(c, "random", &Setup::new());
}

/// The one-element ready decks, each against each, both seats.
fn random_mono_games(c: &mut Criterion) {
    games_of(c, "random_mono", &Setup::mono());
}

/// Set 2's ready decks against each other, beside set 1's decks of the same
/// elements: the rate of set-2 games against set-1 games (issue 26).
fn random_set2_games(c: &mut Criterion) {
    games_of(c, "random_set1_steppe_mountains", &Setup::set1_same_elements());
    games_of(c, "random_set2_steppe_mountains", &Setup::set2());
}

fn mid_game(c: &mut Criterion) {
    let setup = Setup::new();
    let game = setup.mid_game(7, 10);
    let mut group = c.benchmark_group("mid_game");
    group.bench_function("clone", |b| b.iter(|| black_box(&game).clone()));
    let mut buf = Vec::with_capacity(64);
    group.bench_function("legal_choices", |b| {
        b.iter(|| {
            black_box(&game).legal_choices(&mut buf);
            buf.len()
        })
    });
    group.finish();
}

criterion_group!(benches, random_games, random_mono_games, random_set2_games, mid_game);
criterion_main!(benches);
