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
//!   one fingerprint per set of decks: a hash of every option list, every
//!   choice and every event on the way. A change meant to leave behaviour
//!   alone (a speed-up) must leave both fingerprints as they were;
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
            println!("{name}: {:016x}", trace(&setup, games));
        }
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

/// The fingerprint of `games` random games of `setup` (seeds from 1000 on,
/// the bots of [`Setup::random_game`]): every option list, choice and event.
fn trace(setup: &Setup, games: u64) -> u64 {
    use berserk_ai::{Bot, RandomBot};
    use berserk_engine::Pending;
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let mut buf = Vec::new();
    for seed in 1000..1000 + games {
        let mut g = setup.game(seed);
        let mut bots = [RandomBot::new(seed), RandomBot::new(seed ^ 0x5555)];
        loop {
            let events = match g.pending() {
                Pending::Over(r) => {
                    format!("{r:?}").hash(&mut h);
                    break;
                }
                Pending::Chance(_) => g.roll().expect("a die is pending"),
                Pending::Decision { player, .. } => {
                    g.legal_choices(&mut buf);
                    format!("{buf:?}").hash(&mut h);
                    let i = bots[player.index()].choose(&g, &buf);
                    g.apply(buf[i]).expect("a listed option")
                }
            };
            format!("{events:?}").hash(&mut h);
        }
    }
    h.finish()
}
