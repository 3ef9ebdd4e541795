//! Лилит и Эйдерик (`on turn_start: mill 1; then incarnation_token to one own
//! in graveyard vs class Нежить if milled class Демон; …` and `volley
//! discharge 1 and throw 1`): in random games the graveyard cards offered
//! for the token and the targets offered for the volley's second attack
//! are exactly the ones accepted, the second attack can't be skipped, the
//! invariants hold, and a determinization looks the same to its viewer as
//! the real game.

mod common;

use berserk_engine::{Choice, DecisionKind, Pending, Player};
use common::*;

#[test]
fn random_games_with_lilith_accept_every_offer_and_keep_the_invariants() {
    use std::sync::Arc;
    let db = berserk_cards::builtin();
    let names = [
        "Лилит и Эйдерик",
        "Талион",
        "Зомби",
        "Вестник мора",
        "Рогатый демон",
        "Возница",
        "Огненный имп",
        "Риала",
        "Кочевник",
        "Кшар",
    ];
    let lilith = db.find("Лилит и Эйдерик").expect("a built-in card");
    let deck: Vec<_> = names
        .iter()
        .flat_map(|n| std::iter::repeat_n(db.find(n).expect("a built-in card"), 3))
        .collect();
    let db = Arc::new(db);
    let (mut milled, mut tokens, mut throws) = (0, 0, 0);
    for seed in 0..12u64 {
        let cfg = Arc::new(berserk_engine::RulesConfig::for_simulation(60));
        let mut g = berserk_engine::Game::new(Arc::clone(&db), cfg, [&deck, &deck], seed).expect("legal decks");
        let mut pick = Pick(seed * 7 + 5);
        let mut opts = Vec::new();
        for step in 0..20_000 {
            g.legal_choices(&mut opts);
            let second = matches!(
                g.pending(),
                Pending::Decision { kind: DecisionKind::VolleyTarget { source, .. }, .. } if g.card(source).def == lilith
            );
            let token = g.chooses_in_graveyard();
            if second || token {
                throws += usize::from(second);
                tokens += usize::from(token);
                assert!(!opts.is_empty(), "seed {seed} step {step}: a choice with no options");
                for &c in &opts {
                    g.clone().apply(c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
                }
                if second {
                    assert!(
                        !opts.contains(&Choice::Pass),
                        "seed {seed} step {step}: the throw offered as optional"
                    );
                    assert!(
                        g.clone().apply(Choice::Pass).is_err(),
                        "seed {seed} step {step}: the throw skipped"
                    );
                }
                // The decider's determinization offers the same options.
                let Pending::Decision { player, .. } = g.pending() else {
                    unreachable!("a decision")
                };
                let mut theirs = Vec::new();
                g.determinize(player, step).legal_choices(&mut theirs);
                assert_eq!(theirs, opts, "seed {seed} step {step}");
            }
            if step % 50 == 0 || second || token {
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
            milled += g.last_events().iter().filter(|e| e.kind_name() == "Milled").count();
            g.check_invariants().expect("invariants");
        }
    }
    assert!(milled > 0, "the games mill cards");
    assert!(tokens > 0, "the games name an undead card of the graveyard");
    assert!(throws > 0, "the games make the volley's second attack");
}
