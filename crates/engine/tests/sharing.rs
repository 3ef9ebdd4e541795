//! KINDS §10, bodiless creatures sharing cells (`crate::rules::sharing`), in
//! random games: a deck full of bodiless creatures that step onto held cells
//! keeps every invariant of play, every listed option is accepted, and the
//! games do reach shared cells (so the check is not idle).

mod common;

use std::sync::Arc;

use berserk_engine::{Cell, Game, Pending, RulesConfig};
use common::*;

/// The swamp ready deck of set 2 with four of its cards swapped for bodiless
/// creatures that share cells: Призрак Зенды and three Призрачный рыцарь.
fn bodiless_game(seed: u64) -> Game {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    let swamp = decks
        .iter()
        .find(|d| d.name == "Болото: нашествие")
        .expect("the set-2 swamp deck");
    let mut bodiless = swamp.cards.clone();
    let ghost = db.find("Призрак Зенды").expect("2-108");
    let knight = db.find("Призрачный рыцарь").expect("2-144");
    bodiless.truncate(bodiless.len() - 4);
    bodiless.extend([ghost, knight, knight, knight]);
    let other = decks[(seed % 3) as usize].cards.clone();
    let cfg = RulesConfig::for_simulation(40);
    Game::new(Arc::new(db), Arc::new(cfg), [&bodiless, &other], seed).expect("legal decks")
}

#[test]
fn kinds_10_random_games_with_shared_cells_keep_every_invariant() {
    let mut shared_steps = 0u32;
    for seed in 0..60u64 {
        let mut g = bodiless_game(seed);
        let mut pick = 0x9e37_79b9_7f4a_7c15u64 ^ seed;
        let mut opts = Vec::new();
        for step in 0..20_000u32 {
            g.legal_choices(&mut opts);
            // Every listed option is accepted (on a clone), in a game of four.
            if seed % 4 == 0 {
                check_options(&g, &opts).unwrap_or_else(|e| panic!("seed {seed} step {step}: {e}"));
            }
            match g.pending() {
                Pending::Over(_) => break,
                Pending::Chance(_) => {
                    g.roll().unwrap_or_else(|e| panic!("seed {seed} step {step}: {e}"));
                }
                Pending::Decision { .. } => {
                    // Moves onto held cells are preferred, so that cells get shared.
                    pick = pick
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let shares = opts.iter().position(|c| {
                        matches!(c, berserk_engine::Choice::Declare { action: berserk_engine::Action::Move { to }, .. }
                            if g.at(*to).is_some())
                    });
                    let i = match shares {
                        Some(i) if pick >> 62 != 0 => i,
                        _ => (pick >> 33) as usize % opts.len(),
                    };
                    g.apply(opts[i])
                        .unwrap_or_else(|e| panic!("seed {seed} step {step}: {e}"));
                }
            }
            g.check_invariants()
                .unwrap_or_else(|e| panic!("seed {seed} step {step} (turn {}): {e}", g.turn()));
            if Cell::all().any(|c| g.guest_at(c).is_some()) {
                shared_steps += 1;
            }
        }
    }
    assert!(
        shared_steps > 100,
        "random games shared a cell in only {shared_steps} steps"
    );
}
