//! Отряд карателей (`on shown: summon_self closed; then poison 1 to one
//! adjacent`): in random games with prophecies, the cells offered for the
//! card and the creatures offered for its poison are exactly the ones
//! accepted, the invariants hold, and a determinization looks the same to
//! its viewer as the real game (the card keeps its identity while its
//! trigger waits in the deck).

mod common;

use berserk_engine::{DecisionKind, Pending, Player};
use common::*;

#[test]
fn random_games_with_shown_entries_accept_every_offer_and_keep_the_invariants() {
    use std::sync::Arc;
    let db = berserk_cards::builtin();
    let names = [
        "Отряд карателей",
        "Двухголовый тролль",
        "Королева топи",
        "Грезы Архааля",
        "Исхарская ненасыть",
        "Махинатор",
        "Кочевник",
        "Тролль",
        "Кшар",
        "Келе",
    ];
    let squad = db.find("Отряд карателей").expect("a built-in card");
    let deck: Vec<_> = names
        .iter()
        .flat_map(|n| std::iter::repeat_n(db.find(n).expect("a built-in card"), 3))
        .collect();
    let db = Arc::new(db);
    let (mut placed, mut poisoned) = (0, 0);
    for seed in 0..8u64 {
        let cfg = Arc::new(berserk_engine::RulesConfig::for_simulation(60));
        let mut g = berserk_engine::Game::new(Arc::clone(&db), cfg, [&deck, &deck], seed).expect("legal decks");
        let mut pick = Pick(seed * 11 + 3);
        let mut opts = Vec::new();
        for step in 0..20_000 {
            g.legal_choices(&mut opts);
            let entering = matches!(
                g.pending(),
                Pending::Decision { kind: DecisionKind::PlaceEntering { card }, .. } if g.card(card).def == squad
            );
            if entering || g.chooses_adjacent() {
                placed += usize::from(entering);
                poisoned += usize::from(!entering);
                assert!(!opts.is_empty(), "seed {seed} step {step}: a choice with no options");
                for &c in &opts {
                    g.clone().apply(c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
                }
            }
            // The shown card's trigger waits while it lies in the deck.
            let waits = matches!(
                g.pending(),
                Pending::Decision { kind: DecisionKind::TriggerTarget { source, .. }, .. } if g.card(source).def == squad
            );
            if entering || waits || g.chooses_adjacent() {
                // The decider's determinization offers the same options.
                let Pending::Decision { player, .. } = g.pending() else {
                    unreachable!("a decision")
                };
                let mut theirs = Vec::new();
                g.determinize(player, step).legal_choices(&mut theirs);
                assert_eq!(theirs, opts, "seed {seed} step {step}");
            }
            if step % 50 == 0 || entering || waits {
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
    assert!(placed > 0, "the games bring a shown Отряд карателей into play");
    assert!(poisoned > 0, "the games choose a creature next to it");
}
