//! Positions are games: what a position sets up is settled by the rule
//! effects (503.1) as play would settle it.

mod common;

use std::sync::Arc;

use berserk_engine::{Choice, DecisionKind, Event, Game, Pending, Place, Player, PosCard, Position, RulesConfig};
use common::*;

fn builtin() -> Arc<berserk_engine::CardDb> {
    Arc::new(berserk_cards::builtin())
}

/// 503.1: extra lives cancel the negative lives a position set up, also
/// when they come from a healing that waited for its replacement: Мрачная
/// дворянка (7 of 8 lives with a negative one) doubles her own vampiric
/// healing, and the rest becomes extra lives up to her maximum of 12.
#[test]
fn rule_503_negative_lives_cancel_extra_lives_from_a_replaced_healing() {
    let db = builtin();
    let find = |name: &str| db.find(name).expect("a built-in card");
    let mut noble = PosCard::new(find("Мрачная дворянка"), Player::P1, Place::Cell(cell("c3")));
    noble.negative_lives = 1;
    let mut foe = PosCard::new(find("Кочевник"), Player::P2, Place::Cell(cell("c4")));
    foe.open = false;
    let pos = Position {
        first: Player::P1,
        active: Player::P1,
        turn: 1,
        seed: 1,
        cards: vec![noble, foe],
        start_of_turn: false,
    };
    let mut g = Game::from_position(db.clone(), Arc::new(RulesConfig::default()), &pos).expect("a reachable position");
    let (n, f) = (berserk_engine::CardId(0), berserk_engine::CardId(1));
    strike_with(&mut g, n, f, &[6]);
    assert!(
        matches!(g.pending(), Pending::Decision { kind: DecisionKind::HealingReplacement { card }, .. } if card == n),
        "{:?}",
        g.pending()
    );
    let ev = choose(&mut g, Choice::Replace { source: n, index: 5 });
    assert!(ev.contains(&Event::LivesCancelled { card: n, amount: 1 }), "{ev:?}");
    assert_eq!((g.card(n).extra_lives, g.card(n).negative_lives, g.life(n)), (4, 0, 12));
    g.check_invariants().expect("settled");
}
