//! Дети топи (`on struck strikes vs enemy: block`, then `on blocks: jump 2;
//! then enemy_fills_left_cell`) and Следопыт (`when_placed: may scout
//! enemy_row 1`): in random games the cells offered for the jump, the
//! creatures offered to fill the left cell and the scouting options are
//! exactly the ones accepted, the decider's determinization offers the same,
//! views survive determinization, and the invariants hold.

mod common;

use berserk_engine::{Choice, Game};
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
    let deck = three_of_each(&db, &names);
    let db = Arc::new(db);
    let (mut scouts, mut jumps, mut fills) = (0, 0, 0);
    for seed in 0..10u64 {
        let mut g = soak_game(&db, &deck, seed, 60);
        let watch = |g: &Game, _: &[Choice], _| {
            let scouting = matches!(g.question().map(|q| q.ask), Some(berserk_engine::Ask::Scout));
            let jumping = matches!(g.question().map(|q| q.ask), Some(berserk_engine::Ask::JumpCell { .. }));
            let filling = matches!(g.question().map(|q| q.ask), Some(berserk_engine::Ask::Filler { .. }));
            scouts += usize::from(scouting);
            jumps += usize::from(jumping);
            fills += usize::from(filling);
            let on = scouting || jumping || filling;
            Watch {
                accepted: on,
                same_options: on,
                views: on,
            }
        };
        soak(&mut g, seed, seed * 13 + 5, 20_000, watch, |_, _| {});
    }
    assert!(scouts > 0, "the games offer a scout");
    assert!(jumps > 0, "the games jump Дети топи after a block");
    assert!(
        fills > 0,
        "the games let the opponent choose the creature for the left cell"
    );
}
