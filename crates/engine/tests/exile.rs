//! Сшиватель плоти (`resurrect ground stitch`): in random games, the cards
//! offered for the exile are exactly the ones accepted, the invariants hold
//! (an exiled card keeps no markers and is in no list), a determinization
//! looks the same to its viewer as the real game, and the stitched card
//! comes back with the exiled card's weak strike and life.

mod common;

use berserk_engine::event::Event;
use berserk_engine::{Choice, Game};
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
    let deck = three_of_each(&db, &names);
    let db = Arc::new(db);
    let (mut chosen, mut stitched) = (0, 0);
    for seed in 0..12u64 {
        let mut g = soak_game(&db, &deck, seed, 60);
        let mut exiled = None;
        let watch = |g: &Game, opts: &[Choice], step: usize| {
            let on = matches!(g.question().map(|q| q.ask), Some(berserk_engine::Ask::Exiled));
            if on {
                chosen += 1;
                assert!(
                    opts.len() >= 2,
                    "seed {seed} step {step}: a choice of one is made without asking"
                );
            }
            Watch {
                accepted: on,
                same_options: on,
                views: false,
            }
        };
        soak(&mut g, seed, seed * 7 + 1, 20_000, watch, |g, _| {
            for e in g.last_events() {
                match *e {
                    Event::Exiled { card } => {
                        exiled = Some(card);
                        // The exile zone is open information: both players see it.
                        let owner = g.card(card).owner;
                        for viewer in [berserk_engine::Player::P1, berserk_engine::Player::P2] {
                            let seen = &g.view(viewer).exiled[owner.index()];
                            assert!(seen.contains(&g.card(card).def), "{viewer:?} sees the exiled card");
                        }
                    }
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
        });
    }
    assert!(stitched > 0, "the games stitch a creature");
    assert!(chosen > 0, "the games choose among cards to exile");
}
