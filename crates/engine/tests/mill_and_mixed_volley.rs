//! Лилит и Эйдерик (`on turn_start: mill 1; then incarnation_token to one own
//! in graveyard vs class Нежить if milled class Демон; …` and `volley
//! discharge 1 and throw 1`): in random games the graveyard cards offered
//! for the token and the targets offered for the volley's second attack
//! are exactly the ones accepted, the second attack can't be skipped, the
//! invariants hold, and a determinization looks the same to its viewer as
//! the real game.

mod common;

use berserk_engine::{Choice, DecisionKind, Game, Pending};
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
    let deck = three_of_each(&db, &names);
    let db = Arc::new(db);
    let (mut milled, mut tokens, mut throws) = (0, 0, 0);
    for seed in 0..12u64 {
        let mut g = soak_game(&db, &deck, seed, 60);
        let watch = |g: &Game, opts: &[Choice], step: usize| {
            let second = matches!(
                g.pending(),
                Pending::Decision { kind: DecisionKind::VolleyTarget { source, .. }, .. } if g.card(source).def == lilith
            );
            let token = matches!(g.question().map(|q| q.ask), Some(berserk_engine::Ask::InGraveyard));
            throws += usize::from(second);
            tokens += usize::from(token);
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
            let on = second || token;
            Watch {
                accepted: on,
                same_options: on,
                views: on,
            }
        };
        soak(&mut g, seed, seed * 7 + 5, 20_000, watch, |g, _| {
            milled += g.last_events().iter().filter(|e| e.kind_name() == "Milled").count();
        });
    }
    assert!(milled > 0, "the games mill cards");
    assert!(tokens > 0, "the games name an undead card of the graveyard");
    assert!(throws > 0, "the games make the volley's second attack");
}
