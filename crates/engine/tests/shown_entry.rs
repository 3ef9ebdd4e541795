//! Отряд карателей (`on shown: summon_self closed; then poison 1 to one
//! adjacent`): in random games with prophecies, the cells offered for the
//! card and the creatures offered for its poison are exactly the ones
//! accepted, the invariants hold, and a determinization looks the same to
//! its viewer as the real game (the card keeps its identity while its
//! trigger waits in the deck).

mod common;

use berserk_engine::{Choice, DecisionKind, Game, Pending};
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
    let deck = three_of_each(&db, &names);
    let db = Arc::new(db);
    let (mut placed, mut poisoned) = (0, 0);
    for seed in 0..8u64 {
        let mut g = soak_game(&db, &deck, seed, 60);
        let watch = |g: &Game, _: &[Choice], _| {
            let entering = matches!(
                g.pending(),
                Pending::Decision { kind: DecisionKind::Question(q), .. }
                    if q.ask.moving_card().is_some_and(|card| g.card(card).def == squad)
            );
            // The shown card's trigger waits while it lies in the deck.
            let waits = matches!(
                g.pending(),
                Pending::Decision { kind: DecisionKind::TriggerTarget { source, .. }, .. } if g.card(source).def == squad
            );
            let adjacent = matches!(g.question().map(|q| q.ask), Some(berserk_engine::Ask::Adjacent));
            placed += usize::from(entering);
            poisoned += usize::from(adjacent && !entering);
            Watch {
                accepted: entering || adjacent,
                same_options: entering || waits || adjacent,
                views: entering || waits,
            }
        };
        soak(&mut g, seed, seed * 11 + 3, 20_000, watch, |_, _| {});
    }
    assert!(placed > 0, "the games bring a shown Отряд карателей into play");
    assert!(poisoned > 0, "the games choose a creature next to it");
}
