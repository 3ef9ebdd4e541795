//! Shared helpers: the built-in cards and decks, games recorded with bots.
#![allow(dead_code)]

use std::sync::{Arc, OnceLock};

use berserk_ai::{Bot, GreedyBot, RandomBot};
use berserk_cards::Deck;
use berserk_engine::card::CardDb;
use berserk_engine::{Game, RulesConfig};
use berserk_record::{Record, Recorder};

pub fn db() -> Arc<CardDb> {
    static DB: OnceLock<Arc<CardDb>> = OnceLock::new();
    DB.get_or_init(|| Arc::new(berserk_cards::builtin())).clone()
}

pub fn decks() -> &'static [Deck] {
    static DECKS: OnceLock<Vec<Deck>> = OnceLock::new();
    DECKS.get_or_init(|| berserk_cards::builtin_decks(&db()))
}

thread_local! {
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Game `seed` played and recorded ([`play`]), or `None` if the engine
/// panicked while playing it (an engine bug, not the record's: see the
/// report). The panic message is not printed.
pub fn try_play(seed: u64, turn_limit: u32) -> Option<(Game, Record)> {
    static HOOK: OnceLock<()> = OnceLock::new();
    HOOK.get_or_init(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(|q| q.get()) {
                default(info)
            }
        }));
    });
    QUIET.with(|q| q.set(true));
    let r = std::panic::catch_unwind(|| play(seed, turn_limit));
    QUIET.with(|q| q.set(false));
    r.ok()
}

/// Game `seed`: decks, bots (random or greedy) and their seeds all derived from it.
pub fn play(seed: u64, turn_limit: u32) -> (Game, Record) {
    let decks = decks();
    let d1 = &decks[(seed % decks.len() as u64) as usize];
    let d2 = &decks[((seed / 3 + 1) % decks.len() as u64) as usize];
    let mk = |k: u64, s: u64| -> Box<dyn Bot> {
        if k == 0 {
            Box::new(RandomBot::new(s))
        } else {
            Box::new(GreedyBot::new(s))
        }
    };
    let mut b1 = mk(seed % 2, seed.wrapping_mul(7919) + 1);
    let mut b2 = mk((seed / 2) % 2, seed.wrapping_mul(104729) + 2);
    let names = [b1.name().to_string(), b2.name().to_string()];
    let mut rec = Recorder::new(
        db(),
        Arc::new(RulesConfig::for_simulation(turn_limit)),
        [d1, d2],
        seed,
        [&names[0], &names[1]],
    )
    .expect("built-in decks are legal");
    rec.play([&mut *b1, &mut *b2]).expect("the game plays to the end");
    rec.into_parts()
}

/// A game between two given decks (indices into [`decks`]) and bots.
pub fn play_decks(seed: u64, d: [usize; 2], greedy: [bool; 2], turn_limit: u32) -> (Game, Record) {
    let decks = decks();
    let mk = |g: bool, s: u64| -> Box<dyn Bot> {
        if g {
            Box::new(GreedyBot::new(s))
        } else {
            Box::new(RandomBot::new(s))
        }
    };
    let mut b1 = mk(greedy[0], seed ^ 0x5555);
    let mut b2 = mk(greedy[1], seed ^ 0xAAAA);
    let names = [b1.name().to_string(), b2.name().to_string()];
    let mut rec = Recorder::new(
        db(),
        Arc::new(RulesConfig::for_simulation(turn_limit)),
        [&decks[d[0]], &decks[d[1]]],
        seed,
        [&names[0], &names[1]],
    )
    .expect("built-in decks are legal");
    rec.play([&mut *b1, &mut *b2]).expect("the game plays to the end");
    rec.into_parts()
}

/// A whole game between the «Степи и горы» deck and itself (no card of it
/// reaches the engine panic of `Orientation::relative_row`), greedy against random.
pub fn steppe_game(seed: u64) -> (Game, Record) {
    assert_eq!(decks()[0].name, "Степи и горы");
    play_decks(seed, [0, 0], [true, false], 150)
}
