//! Сшиватель плоти (`resurrect ground stitch`): in random games, the cards
//! offered for the exile are exactly the ones accepted, the invariants hold
//! (an exiled card keeps no markers and is in no list), a determinization
//! looks the same to its viewer as the real game, and the stitched card
//! comes back with the exiled card's weak strike and life.

mod common;

use berserk_engine::event::Event;
use berserk_engine::{Pending, Player};
use common::*;

#[test]
fn random_games_with_stitches_accept_every_offer_and_keep_the_invariants() {
    use std::sync::Arc;
    let db = berserk_cards::builtin();
    let names = [
        "Сшиватель плоти",
        "Кочевник",
        "Талион",
        "Каменный голем",
        "Драккарх",
        "Тролль",
        "Кшар",
        "Келе",
        "Двухголовый тролль",
        "Вампир",
    ];
    let deck: Vec<_> = names
        .iter()
        .flat_map(|n| std::iter::repeat_n(db.find(n).expect("a built-in card"), 3))
        .collect();
    let db = Arc::new(db);
    let (mut chosen, mut stitched) = (0, 0);
    for seed in 0..12u64 {
        let cfg = Arc::new(berserk_engine::RulesConfig::for_simulation(60));
        let mut g = berserk_engine::Game::new(Arc::clone(&db), cfg, [&deck, &deck], seed).expect("legal decks");
        let mut pick = Pick(seed * 7 + 1);
        let mut opts = Vec::new();
        let mut exiled = None;
        for step in 0..20_000 {
            g.legal_choices(&mut opts);
            if g.chooses_exiled() {
                chosen += 1;
                assert!(
                    opts.len() >= 2,
                    "seed {seed} step {step}: a choice of one is made without asking"
                );
                for &c in &opts {
                    g.clone().apply(c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
                }
                let Pending::Decision { player, .. } = g.pending() else {
                    unreachable!("a decision")
                };
                let mut theirs = Vec::new();
                g.determinize(player, step).legal_choices(&mut theirs);
                assert_eq!(theirs, opts, "seed {seed} step {step}");
            }
            if step % 50 == 0 {
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
            for e in g.last_events() {
                match *e {
                    Event::Exiled { card } => exiled = Some(card),
                    Event::Stitched { card, strike, life } => {
                        stitched += 1;
                        let x = exiled.take().expect("the exile comes first");
                        assert_eq!(strike, g.def(x).strike[0]);
                        assert_eq!(life, g.def(x).life);
                        assert_eq!(
                            g.life(card),
                            g.def(card).life as i16 + life as i16 - g.card(card).wounds as i16
                        );
                    }
                    _ => {}
                }
            }
            g.check_invariants().expect("invariants");
        }
    }
    assert!(stitched > 0, "the games stitch a creature");
    assert!(chosen > 0, "the games choose among cards to exile");
}
