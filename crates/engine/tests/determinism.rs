//! Determinism: the same seed and the same choices give the same game; a
//! clone continues exactly as the original; different seeds differ.

mod common;

use berserk_engine::{Choice, Event, Game, Pending, RulesConfig};
use common::*;

/// How dice are decided while playing.
#[derive(Clone, Copy)]
enum Dice {
    /// The game's own generator.
    Own,
    /// Forced by the picker (apply_chance).
    Forced,
}

/// Plays `steps` steps (or to the end when `None`), choosing with `pick`,
/// and returns every event returned on the way.
fn play(g: &mut Game, pick: &mut Pick, dice: Dice, steps: Option<usize>) -> Vec<Event> {
    let mut log = Vec::new();
    let mut buf: Vec<Choice> = Vec::new();
    let mut n = 0;
    while steps.is_none_or(|s| n < s) {
        match g.pending() {
            Pending::Over(_) => break,
            Pending::Chance(_) => {
                let ev = match dice {
                    Dice::Own => g.roll(),
                    Dice::Forced => {
                        let v = pick.next(6) as u8 + 1;
                        g.apply_chance(v)
                    }
                };
                log.extend_from_slice(ev.expect("a die is pending"));
            }
            Pending::Decision { .. } => {
                g.legal_choices(&mut buf);
                let c = buf[pick.next(buf.len())];
                log.extend_from_slice(g.apply(c).expect("a legal option"));
            }
        }
        n += 1;
        assert!(n < 1_000_000, "the game does not end");
    }
    log
}

fn whole_game(seed: u64, pick: u64, dice: Dice) -> (Vec<Event>, Game) {
    let mut g = new_game(seed, RulesConfig::for_simulation(150));
    let log = play(&mut g, &mut Pick(pick | 1), dice, None);
    assert!(g.is_over(), "seed {seed}");
    (log, g)
}

#[test]
fn determinism_same_seed_same_event_log_and_final_state() {
    for seed in 0..40 {
        let (log1, g1) = whole_game(seed, seed * 31 + 5, Dice::Own);
        let (log2, g2) = whole_game(seed, seed * 31 + 5, Dice::Own);
        assert!(!log1.is_empty());
        assert_eq!(log1, log2, "seed {seed}: event logs");
        assert!(g1 == g2, "seed {seed}: final states");
        assert_eq!(g1.result(), g2.result());
        assert_eq!(g1.rng(), g2.rng());
        assert_eq!(g1.decisions(), g2.decisions());
    }
}

#[test]
fn determinism_same_forced_dice_same_game() {
    for seed in 0..20 {
        let (log1, g1) = whole_game(seed, seed + 100, Dice::Forced);
        let (log2, g2) = whole_game(seed, seed + 100, Dice::Forced);
        assert_eq!(log1, log2, "seed {seed}");
        assert!(g1 == g2, "seed {seed}");
    }
}

#[test]
fn determinism_clone_mid_game_continues_exactly_as_the_original() {
    for seed in 0..30 {
        for dice in [Dice::Own, Dice::Forced] {
            let mut g = new_game(seed, RulesConfig::for_simulation(150));
            let mut pick = Pick(seed * 7 + 3);
            play(&mut g, &mut pick, dice, Some(150 + seed as usize * 13));
            let mut copy = g.clone();
            assert!(copy == g, "a clone equals its original");
            let mut pick2 = Pick(pick.0);
            let rest1 = play(&mut g, &mut pick, dice, None);
            let rest2 = play(&mut copy, &mut pick2, dice, None);
            assert_eq!(rest1, rest2, "seed {seed}: the clone's events");
            assert!(g == copy, "seed {seed}: the clone's final state");
        }
    }
}

#[test]
fn determinism_clone_is_independent_of_the_original() {
    let mut g = new_game(11, RulesConfig::for_simulation(150));
    play(&mut g, &mut Pick(99), Dice::Own, Some(200));
    let snapshot = g.clone();
    let mut other = g.clone();
    play(&mut other, &mut Pick(12345), Dice::Own, None);
    assert!(g == snapshot, "playing a clone leaves the original alone");
}

#[test]
fn determinism_different_seeds_give_different_games() {
    let mut distinct = std::collections::HashSet::new();
    for seed in 0..20 {
        let (log, _) = whole_game(seed, 77, Dice::Own);
        distinct.insert(format!("{log:?}"));
    }
    assert_eq!(distinct.len(), 20, "every seed gives its own game");
    // Even the deal differs.
    let deal = |seed| {
        let mut g = new_game(seed, RulesConfig::for_simulation(150));
        g.apply_chance(6).unwrap();
        g.apply_chance(1).unwrap();
        g.apply(Choice::GoFirst(true)).unwrap();
        g.player(berserk_engine::Player::P1).hand.clone()
    };
    assert_ne!(deal(1), deal(2));
}
