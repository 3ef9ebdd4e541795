//! Дети топи (`on struck strikes vs enemy: block`, then `on blocks: jump 2;
//! then enemy_fills_left_cell`) and Следопыт (`when_placed: may scout
//! enemy_row 1`): in random games the cells offered for the jump, the
//! creatures offered to fill the left cell and the scouting options are
//! exactly the ones accepted, the decider's determinization offers the same,
//! views survive determinization, and the invariants hold.

mod common;

use berserk_engine::{DecisionKind, Pending, Player};
use common::*;

#[test]
fn random_games_with_jumps_fillers_and_scouts_accept_every_offer_and_keep_the_invariants() {
    use std::sync::Arc;
    let db = berserk_cards::builtin();
    let names = [
        "Дети топи",
        "Следопыт",
        "Кочевник",
        "Орк",
        "Кшар",
        "Тролль",
        "Гиррит",
        "Келе",
        "Болотник",
        "Шакси",
    ];
    let deck: Vec<_> = names
        .iter()
        .flat_map(|n| std::iter::repeat_n(db.find(n).expect("a built-in card"), 3))
        .collect();
    let db = Arc::new(db);
    let (mut scouts, mut jumps, mut fills) = (0, 0, 0);
    for seed in 0..10u64 {
        let cfg = Arc::new(berserk_engine::RulesConfig::for_simulation(60));
        let mut g = berserk_engine::Game::new(Arc::clone(&db), cfg, [&deck, &deck], seed).expect("legal decks");
        let mut pick = Pick(seed * 13 + 5);
        let mut opts = Vec::new();
        for step in 0..20_000 {
            g.legal_choices(&mut opts);
            let scouting = g.scouting().is_some();
            let jumping = matches!(
                g.pending(),
                Pending::Decision {
                    kind: DecisionKind::PlaceEntering { .. },
                    ..
                }
            ) && g.jumping_by_trigger();
            let filling = g.chooses_filler();
            if scouting || jumping || filling {
                scouts += usize::from(scouting);
                jumps += usize::from(jumping);
                fills += usize::from(filling);
                assert!(!opts.is_empty(), "seed {seed} step {step}: a choice with no options");
                for &c in &opts {
                    g.clone().apply(c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
                }
                let Pending::Decision { player, .. } = g.pending() else {
                    unreachable!("a decision")
                };
                let mut theirs = Vec::new();
                g.determinize(player, step).legal_choices(&mut theirs);
                assert_eq!(theirs, opts, "seed {seed} step {step}");
                for viewer in Player::BOTH {
                    assert_eq!(
                        g.determinize(viewer, step).view(viewer),
                        g.view(viewer),
                        "seed {seed} step {step}"
                    );
                }
            }
            match g.pending() {
                Pending::Over(_) => break,
                Pending::Chance(_) => {
                    g.roll().expect("a die");
                }
                Pending::Decision { .. } => {
                    let c = opts[pick.next(opts.len())];
                    g.apply(c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
                }
            }
            g.check_invariants().expect("invariants");
        }
    }
    assert!(scouts > 0, "the games offer a scout");
    assert!(jumps > 0, "the games jump Дети топи after a block");
    assert!(
        fills > 0,
        "the games let the opponent choose the creature for the left cell"
    );
}
