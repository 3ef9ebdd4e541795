//! A fixed workload for instruction counts (`valgrind --tool=callgrind`):
//! `cargo run --release -p berserk-bench --example workload -- 50` plays 50
//! random games of the first two built-in decks and prints the decisions made.
//! Instruction counts are repeatable whatever else the machine is doing, so
//! two builds can be compared on a busy machine.

use berserk_bench::Setup;

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(50);
    let setup = Setup::new();
    let mut buf = Vec::with_capacity(64);
    let mut decisions = 0;
    for seed in 0..games {
        decisions += setup.random_game(1000 + seed, &mut buf);
    }
    if std::env::args().nth(2).as_deref() == Some("games") {
        println!("{games} games, {decisions} decisions");
        return;
    }
    let game = setup.mid_game(7, 10);
    let mut clones = 0usize;
    for _ in 0..100_000 {
        clones += std::hint::black_box(&game).clone().card_count();
    }
    for _ in 0..100_000 {
        std::hint::black_box(&game).legal_choices(&mut buf);
    }
    println!("{games} games, {decisions} decisions, {clones} cards cloned");
}
