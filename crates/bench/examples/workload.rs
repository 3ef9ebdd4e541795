//! A fixed workload for instruction counts (`valgrind --tool=callgrind`),
//! which are repeatable whatever else the machine is doing, so two builds can
//! be compared on a busy machine:
//!
//! - `workload 50` plays 50 random games of the first benchmark's two built-in decks, then
//!   clones a mid-game state and lists its options 100,000 times each;
//! - `workload 50 games` only plays the games;
//! - `workload 50 mono` only plays 50 games of the one-element ready decks
//!   (the second random-game benchmark);
//! - `workload 50 trace` plays 50 games of each benchmark's decks and prints
//!   the fingerprints of each set of decks ([`berserk_bench::trace`]): a
//!   hash of every decision, die and event on the way (`behaviour`), and one
//!   of every option list, choice and event in full (`full`). A change meant
//!   to leave behaviour alone (a speed-up) must leave them as they were; the
//!   golden test pins them for 300 games (`crates/bench/tests/golden.rs`);
//! - `workload 50 set2` / `workload 50 set1se` play 50 games of set 2's ready decks /
//!   set 1's decks of the same elements (the issue-26 benchmark pair);
//!   `workload 50 trace2` prints both pairs' fingerprints, so a speed-up of
//!   set-2 code can be checked to leave set-2 games as they were too;
//! - `workload 0 clone` times 5,000,000 clones of the mid-game state;
//! - `workload 0 clone-after` does the same after another set-up has played
//!   100 games and been dropped, as the criterion benchmark does: the time of a
//!   clone depends on where the allocator puts its vectors (by up to half,
//!   with the same instructions), so compare clones in both orders.

use berserk_bench::Setup;

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(50);
    if std::env::args().nth(2).as_deref() == Some("trace") {
        for (name, setup) in [("games", Setup::new()), ("mono", Setup::mono())] {
            let f = berserk_bench::trace::trace(&setup, games);
            println!("{name}: behaviour {:016x} full {:016x}", f.behaviour, f.full);
        }
        return;
    }
    if std::env::args().nth(2).as_deref() == Some("trace2") {
        for (name, setup) in [("set1se", Setup::set1_same_elements()), ("set2", Setup::set2())] {
            let f = berserk_bench::trace::trace(&setup, games);
            println!("{name}: behaviour {:016x} full {:016x}", f.behaviour, f.full);
        }
        return;
    }
    if let Some(which @ ("set2" | "set1se")) = std::env::args().nth(2).as_deref() {
        let setup = if which == "set2" {
            Setup::set2()
        } else {
            Setup::set1_same_elements()
        };
        let mut buf = Vec::with_capacity(64);
        let t = std::time::Instant::now();
        let decisions: u64 = (0..games).map(|seed| setup.random_game(1000 + seed, &mut buf)).sum();
        let s = t.elapsed().as_secs_f64();
        println!(
            "{games} games of {which}, {decisions} decisions, {:.0} decisions/s",
            decisions as f64 / s
        );
        return;
    }
    if std::env::args().nth(2).as_deref() == Some("mono") {
        let setup = Setup::mono();
        let mut buf = Vec::with_capacity(64);
        let decisions: u64 = (0..games).map(|seed| setup.random_game(1000 + seed, &mut buf)).sum();
        println!("{games} games of the one-element decks, {decisions} decisions");
        return;
    }
    let setup = if std::env::args().nth(2).as_deref() == Some("clone-after") {
        let first = Setup::new();
        let mut buf = Vec::new();
        let _: u64 = (1000..1100).map(|s| first.random_game(s, &mut buf)).sum();
        drop(first);
        Setup::new()
    } else {
        Setup::new()
    };
    let mut buf = Vec::with_capacity(64);
    let mut decisions = 0;
    for seed in 0..games {
        decisions += setup.random_game(1000 + seed, &mut buf);
    }
    if std::env::args().nth(2).as_deref() == Some("games") {
        println!("{games} games, {decisions} decisions");
        return;
    }
    if std::env::args().nth(2).as_deref() == Some("clone-after") {
        let first = Setup::new();
        let mut buf = Vec::new();
        let _: u64 = (1000..1100).map(|s| first.random_game(s, &mut buf)).sum();
        drop(first);
    }
    let game = setup.mid_game(7, 10);
    if std::env::args()
        .nth(2)
        .as_deref()
        .is_some_and(|a| a.starts_with("clone"))
    {
        let mut n = 0usize;
        let t = std::time::Instant::now();
        for _ in 0..5_000_000 {
            n += std::hint::black_box(&game).clone().card_count();
        }
        println!("{n} {:?} per clone", t.elapsed() / 5_000_000);
        return;
    }
    let mut clones = 0usize;
    for _ in 0..100_000 {
        clones += std::hint::black_box(&game).clone().card_count();
    }
    for _ in 0..100_000 {
        std::hint::black_box(&game).legal_choices(&mut buf);
    }
    println!("{games} games, {decisions} decisions, {clones} cards cloned");
}
