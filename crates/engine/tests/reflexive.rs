//! 502.9: the reflexive suffix. Example 1, "При ударе – излечиться на 2": the
//! source and the target of the healing are the card itself. Example 2, "can't
//! be healed and can't gain extra lives until the end of the turn": no card can
//! heal it (a 514.2 prohibition); the effect ends with the turn (503.1).

mod common;
use berserk_engine::ability::{Ability, Effect, EffectKind, Modifier, Subject, TriggerEvent, Until, Value};
use berserk_engine::card::*;
use berserk_engine::{Action, CardId, Choice, DecisionKind, Event, Pending, Player, Rule};
use common::*;

/// "При ударе – излечиться на 2" (like the rules-example card Самолекарь).
fn self_healer() -> CardDef {
    with_ability(
        creature("Самолекарь", 10, 1, [1, 2, 2]),
        Ability::trigger(TriggerEvent::Attacks(AttackSet::SIMPLE), vec![heal_me(2)]),
    )
}

/// [закрытие]: special strike 2; the target can't be healed until the end of the turn.
fn witherer() -> CardDef {
    let a = attack(AttackKind::SpecialStrike, [2, 2, 2], None, false).then(Effect::grant(
        Subject::Target,
        Modifier::Cannot(Prohibition::BeHealed),
        Until::EndOfTurn,
    ));
    with_ability(creature("Иссушитель", 8, 1, [1, 1, 2]), a)
}

/// A wounded card that may heal itself by 2 as a sudden action (it closes).
fn patient() -> CardDef {
    with_ability(
        creature("Пациент", 12, 1, [1, 1, 1]),
        heal_self(Some(2)).closing().sudden(),
    )
}

/// "Излечиться на N": the card heals itself (502.9).
fn heal_me(n: u8) -> Effect {
    Effect::on_self(EffectKind::Heal(Some(Value::fixed(n))))
}

fn heal(index: u8) -> Action {
    Action::Ability { index, target: None }
}

fn pending_response(g: &berserk_engine::Game, p: Player) -> bool {
    matches!(g.pending(), Pending::Decision { kind: DecisionKind::Response, player, .. } if player == p)
}

#[test]
fn rule_502_9_example_1_heals_itself_after_its_strike() {
    let mut t = Table::new();
    let h = t.add(self_healer(), Player::P1, "c3");
    t.pos_card(h).wounds = 3;
    let v = t.add(creature("Жертва", 10, 1, [1, 1, 1]), Player::P2, "c4");
    let mut g = t.game();
    // +3: the attacker's medium strike (2), no exchange.
    let ev = strike_with(&mut g, h, v, &[4, 1]);
    let fired = ev
        .iter()
        .position(|e| *e == Event::TriggerFired { card: h, index: 0 })
        .expect("the trigger fires");
    let healed = ev
        .iter()
        .position(|e| *e == Event::Healed { card: h, healed: 2 })
        .expect("the card heals itself");
    assert!(fired < healed, "{ev:?}");
    // The source and the target are the same card: it heals, the struck card does not.
    assert_eq!(g.card(h).wounds, 1);
    assert_eq!(g.card(v).wounds, 2);
    assert!(!ev.iter().any(|e| matches!(e, Event::Healed { card, .. } if *card == v)));
}

#[test]
fn rule_502_9_example_1_heals_no_more_than_its_wounds() {
    let mut t = Table::new();
    let h = t.add(self_healer(), Player::P1, "c3");
    t.pos_card(h).wounds = 1;
    let v = t.add(creature("Жертва", 10, 1, [1, 1, 1]), Player::P2, "c4");
    let mut g = t.game();
    let ev = strike_with(&mut g, h, v, &[4, 1]);
    assert!(ev.contains(&Event::Healed { card: h, healed: 1 }), "{ev:?}");
    assert_eq!(g.card(h).wounds, 0);
}

/// Sets up Иссушитель (P1, c3) next to a wounded Пациент (P2, c4) and a second
/// P1 card to declare with; the special strike hits, P2 passes.
fn prohibited() -> (berserk_engine::Game, CardId, CardId, CardId) {
    let mut t = Table::new();
    let w = t.add(witherer(), Player::P1, "c3");
    let other = t.add(creature("Союзник", 8, 2, [1, 1, 1]), Player::P1, "a2");
    let p = t.add(patient(), Player::P2, "c4");
    t.pos_card(p).wounds = 1;
    let mut g = t.game();
    let mut ev = declare(
        &mut g,
        w,
        Action::Ability {
            index: 0,
            target: Some(p),
        },
    );
    assert!(pending_response(&g, Player::P2), "{:?}", g.pending());
    ev.extend(choose(&mut g, Choice::Pass));
    assert!(granted(&ev, p, Rule::R514_2), "{ev:?}");
    assert_eq!(g.card(p).wounds, 3);
    assert!(g.is_prohibited(p, Prohibition::BeHealed));
    (g, w, other, p)
}

#[test]
fn rule_502_9_example_2_cannot_be_healed_until_the_end_of_the_turn() {
    let (mut g, _w, other, p) = prohibited();
    // P1 declares a move; P2 answers with its sudden healing: it heals 0 (514.2).
    declare(&mut g, other, Action::Move { to: cell("b2") });
    assert!(pending_response(&g, Player::P2), "{:?}", g.pending());
    let mut ev = declare(&mut g, p, heal(0));
    while pending_response(&g, Player::P1) || pending_response(&g, Player::P2) {
        ev.extend(choose(&mut g, Choice::Pass));
    }
    assert!(ev.contains(&Event::HealingProhibited { card: p }), "{ev:?}");
    assert!(ev.contains(&Event::Healed { card: p, healed: 0 }), "{ev:?}");
    assert_eq!(Event::HealingProhibited { card: p }.rule(), Rule::R514_2);
    assert_eq!(g.card(p).wounds, 3);
    // The turn ends: the prohibition expires as a rule effect (503.1).
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::EffectExpired { card: p }), "{ev:?}");
    assert_eq!(Event::EffectExpired { card: p }.rule(), Rule::R503_1);
    assert!(!g.is_prohibited(p, Prohibition::BeHealed));
    // In its controller's turn it heals again.
    let ev = declare(&mut g, p, heal(0));
    assert!(ev.contains(&Event::Healed { card: p, healed: 2 }), "{ev:?}");
    assert!(!ev.iter().any(|e| matches!(e, Event::HealingProhibited { .. })));
    assert_eq!(g.card(p).wounds, 1);
}

#[test]
fn rule_502_9_example_2_a_prohibited_card_heal_self_reaction_heals_0() {
    // A card that heals itself by 1 when struck in melee gets the prohibition
    // from Иссушитель's special strike; a simple strike at it in the same turn
    // sets its reaction off, which heals 0 (514.2).
    let mut t = Table::new();
    let w = t.add(witherer(), Player::P1, "c3");
    let s = t.add(creature("Ударник", 8, 1, [1, 1, 1]), Player::P1, "d4");
    let mut h = creature("Живучий", 12, 1, [1, 1, 1]);
    h.abilities.push(Ability::trigger(
        TriggerEvent::Struck(berserk_engine::card::AttackSet::STRIKES),
        vec![heal_me(1)],
    ));
    let h = t.add(h, Player::P2, "c4");
    t.pos_card(h).wounds = 1;
    let mut g = t.game();
    // Without the prohibition its reaction heals (a copy of the game).
    let mut g2 = g.clone();
    let ev = strike_with(&mut g2, s, h, &[4, 1]);
    assert!(ev.contains(&Event::Healed { card: h, healed: 1 }), "{ev:?}");
    let ev = declare(
        &mut g,
        w,
        Action::Ability {
            index: 0,
            target: Some(h),
        },
    );
    assert!(ev.contains(&Event::TriggerFired { card: h, index: 0 }), "{ev:?}");
    assert!(granted(&ev, h, Rule::R514_2), "{ev:?}");
    let before = g.card(h).wounds;
    let ev = strike_with(&mut g, s, h, &[4, 1]);
    assert!(ev.contains(&Event::TriggerFired { card: h, index: 0 }), "{ev:?}");
    assert!(ev.contains(&Event::HealingProhibited { card: h }), "{ev:?}");
    assert!(ev.contains(&Event::Healed { card: h, healed: 0 }), "{ev:?}");
    assert_eq!(g.card(h).wounds, before + 1);
}
