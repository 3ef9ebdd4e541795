//! Triggers whose effects act on a target chosen when they fire (an own,
//! an enemy or any creature, perhaps next to the card), optional («может»)
//! triggers, and Valhalla (GAME.md §7): a card that died from an attack acts
//! from its owner's graveyard at the start of each of its owner's turns.

mod common;
use berserk_engine::ability::{
    Ability, Effect, EffectKind, Filter, Modifier, Near, Side, Subject, Target, TriggerEvent, Until, Value,
};
use berserk_engine::card::*;
use berserk_engine::state::Zone;
use berserk_engine::Place;
use berserk_engine::{Action, Choice, DecisionKind, Event, Game, Pending, Player, Refusal, Rule};
use common::*;

/// A trigger's target: a creature of `side`, perhaps next to the card.
fn chosen(side: Side, near: Option<Near>) -> Target {
    Target::One(Filter {
        near,
        ..Filter::creatures(side)
    })
}

/// «В начале вашего хода: ранить выбранное соседнее существо на 1; оно
/// получает +1 к движению до конца вашего хода.»
fn needler(near: Near) -> CardDef {
    with_ability(
        creature("Игольщик", 8, 1, [1, 1, 1]),
        Ability::trigger(
            TriggerEvent::TurnStart(Side::Own),
            vec![
                Effect::on_target(EffectKind::Wound(Value::fixed(1))),
                Effect::grant(Subject::Target, Modifier::Movement(1), Until::EndOfYourTurn),
            ],
        )
        .targeting(chosen(Side::Any, Some(near))),
    )
}

/// «Вальхалла: излечить выбранное своё существо на 1.»
fn viking(life: u8) -> CardDef {
    with_ability(
        creature("Викинг", life, 1, [1, 1, 1]),
        Ability::trigger(
            TriggerEvent::Valhalla,
            vec![Effect::on_target(EffectKind::Heal(Some(Value::fixed(1))))],
        )
        .targeting(chosen(Side::Own, None)),
    )
}

fn pending_kind(g: &Game) -> Option<(Player, DecisionKind)> {
    match g.pending() {
        Pending::Decision { player, kind } => Some((player, kind)),
        _ => None,
    }
}

/// The targets a waiting trigger offers, and whether it may be declined.
fn trigger_options(g: &Game) -> (Vec<berserk_engine::CardId>, bool) {
    let opts = g.choices();
    let targets = opts
        .iter()
        .filter_map(|c| match c {
            Choice::Declare {
                action: Action::Triggered { target, .. },
                ..
            } => Some(*target),
            _ => None,
        })
        .collect();
    (targets, opts.contains(&Choice::Pass))
}

fn fired(ev: &[Event], card: berserk_engine::CardId) -> bool {
    ev.iter()
        .any(|e| matches!(e, Event::TriggerFired { card: c, .. } if *c == card))
}

/// A table in P2's turn: ending it starts P1's.
fn p2_turn() -> Table {
    let mut t = Table::new();
    t.active = Player::P2;
    t.turn = 2;
    t
}

#[test]
fn turn_start_trigger_acts_on_a_chosen_adjacent_creature() {
    let mut t = p2_turn();
    let n = t.add(needler(Near::Adjacent), Player::P1, "c3");
    let ally = t.add(creature("Сосед", 6, 1, [1, 1, 1]), Player::P1, "b3");
    let far_ally = t.add(creature("Дальний свой", 6, 1, [1, 1, 1]), Player::P1, "a1");
    let foe = t.add(creature("Враг", 6, 2, [1, 1, 1]), Player::P2, "c4");
    let far_foe = t.add(creature("Дальний враг", 6, 1, [1, 1, 1]), Player::P2, "c6");
    let mut g = t.game();
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(fired(&ev, n), "{ev:?}");
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::TriggerTarget { source: n, index: 0 }))
    );
    // Exactly the creatures next to it, whoever's; not itself; no decline.
    let (mut targets, pass) = trigger_options(&g);
    targets.sort();
    assert_eq!(targets, vec![ally, foe]);
    assert!(!pass, "a trigger that is not optional can't be declined");
    for wrong in [far_ally, far_foe, n] {
        let e = refused(
            &mut g,
            Choice::Declare {
                source: n,
                action: Action::Triggered {
                    index: 0,
                    target: wrong,
                },
            },
        );
        assert_eq!((e.rule, e.reason), (Rule::R501_17, Refusal::NotAdjacent));
    }
    refused(&mut g, Choice::Pass);
    let before = g.movement(foe);
    declare(&mut g, n, Action::Triggered { index: 0, target: foe });
    assert_eq!(g.card(foe).wounds, 1);
    assert_eq!(g.movement(foe), before + 1, "+1 movement until the end of P1's turn");
    assert_eq!(g.card(ally).wounds, 0);
    assert!(is_main(&g));
}

#[test]
fn a_trigger_may_choose_its_own_card_with_or_self() {
    let mut t = p2_turn();
    let n = t.add(needler(Near::AdjacentOrSelf), Player::P1, "c3");
    let foe = t.add(creature("Враг", 6, 1, [1, 1, 1]), Player::P2, "c4");
    t.add(creature("Дальний враг", 6, 1, [1, 1, 1]), Player::P2, "c6");
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    let (mut targets, _) = trigger_options(&g);
    targets.sort();
    assert_eq!(targets, vec![n, foe]);
    declare(&mut g, n, Action::Triggered { index: 0, target: n });
    assert_eq!(g.card(n).wounds, 1);
}

#[test]
fn a_trigger_without_a_legal_target_is_skipped() {
    let mut t = p2_turn();
    let n = t.add(needler(Near::Adjacent), Player::P1, "c3");
    t.add(creature("Дальний враг", 6, 1, [1, 1, 1]), Player::P2, "c6");
    let mut g = t.game();
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::TriggerSkipped { card: n, index: 0 }), "{ev:?}");
    assert!(is_main(&g));
}

#[test]
fn an_optional_trigger_may_be_declined() {
    let mut t = p2_turn();
    let mut d = needler(Near::Adjacent);
    d.abilities[0] = d.abilities[0].clone().optional();
    let n = t.add(d, Player::P1, "c3");
    let foe = t.add(creature("Враг", 6, 1, [1, 1, 1]), Player::P2, "c4");
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    let (targets, pass) = trigger_options(&g);
    assert_eq!((targets, pass), (vec![foe], true));
    let ev = choose(&mut g, Choice::Pass);
    assert!(ev.contains(&Event::TriggerDeclined { card: n, index: 0 }), "{ev:?}");
    assert_eq!(g.card(foe).wounds, 0);
    assert!(is_main(&g));
}

/// P2 kills P1's Викинг with a simple strike; at P1's turn start it heals a
/// chosen own creature from the graveyard — not at P2's, and again at P1's
/// next one.
#[test]
fn valhalla_fires_at_each_owner_turn_start_after_a_death_from_an_attack() {
    let mut t = p2_turn();
    let v = t.add(viking(1), Player::P1, "c3");
    t.close(v);
    let ally = t.add(creature("Раненый", 6, 1, [1, 1, 1]), Player::P1, "a1");
    t.pos_card(ally).wounds = 3;
    let killer = t.add(creature("Убийца", 6, 1, [2, 2, 2]), Player::P2, "c4");
    let mut g = t.game();
    strike_with(&mut g, killer, v, &[6]);
    assert_eq!(g.card(v).zone, Zone::Graveyard);
    assert!(g.card(v).by_attack, "it died from an attack");
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(fired(&ev, v), "{ev:?}");
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::TriggerTarget { source: v, index: 0 }))
    );
    // Own creatures in play only (the enemy is not one).
    assert_eq!(trigger_options(&g), (vec![ally], false));
    let e = refused(
        &mut g,
        Choice::Declare {
            source: v,
            action: Action::Triggered {
                index: 0,
                target: killer,
            },
        },
    );
    assert_eq!(e.reason, Refusal::NotYourCard);
    declare(&mut g, v, Action::Triggered { index: 0, target: ally });
    assert_eq!(g.card(ally).wounds, 2);
    assert!(is_main(&g));
    // The opponent's turn start: nothing.
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(!fired(&ev, v), "{ev:?}");
    assert!(is_main(&g));
    // Its owner's next turn start: again.
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(fired(&ev, v), "{ev:?}");
    declare(&mut g, v, Action::Triggered { index: 0, target: ally });
    assert_eq!(g.card(ally).wounds, 1);
}

/// A card destroyed by an effect did not die from an attack, even if an
/// attack wounded it last.
#[test]
fn no_valhalla_after_a_destroy_effect() {
    let mut t = p2_turn();
    let v = t.add(viking(5), Player::P1, "c3");
    t.pos_card(v).wounds = 2;
    t.pos_card(v).by_attack = true;
    t.add(creature("Раненый", 6, 1, [1, 1, 1]), Player::P1, "a1");
    let k = t.add(
        with_ability(creature("Палач", 6, 1, [1, 1, 1]), destroy_target().closing()),
        Player::P2,
        "c5",
    );
    let mut g = t.game();
    declare(
        &mut g,
        k,
        Action::Ability {
            index: 0,
            target: Some(v),
        },
    );
    assert_eq!(g.card(v).zone, Zone::Graveyard);
    assert!(!g.card(v).by_attack);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(!fired(&ev, v), "{ev:?}");
    assert!(is_main(&g));
}

/// Poison's wounds are not an attack's: a card they kill has no Valhalla.
#[test]
fn no_valhalla_after_a_death_from_poison() {
    let mut t = p2_turn();
    let v = t.add(viking(3), Player::P1, "c3");
    t.pos_card(v).wounds = 2;
    t.pos_card(v).by_attack = true;
    t.pos_card(v).poison = 1;
    t.add(creature("Раненый", 6, 1, [1, 1, 1]), Player::P1, "a1");
    t.add(creature("Враг", 6, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    let ev = choose(&mut g, Choice::EndTurn);
    assert_eq!(g.card(v).zone, Zone::Graveyard, "{ev:?}");
    assert!(!fired(&ev, v), "{ev:?}");
    choose(&mut g, Choice::EndTurn);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(!fired(&ev, v), "{ev:?}");
    assert!(is_main(&g));
}

/// A card that left the graveyard (resurrected) no longer acts from it, and
/// its Valhalla mark is gone.
#[test]
fn no_valhalla_after_leaving_the_graveyard() {
    let mut t = Table::new();
    let vdef = t.def(viking(4));
    let v = t.put_at(vdef, Player::P1, Place::Graveyard);
    t.pos_card(v).by_attack = true;
    let r = t.add(
        with_ability(creature("Воскреситель", 8, 1, [1, 1, 1]), resurrect().closing()),
        Player::P1,
        "c2",
    );
    t.add(creature("Враг", 6, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    declare(
        &mut g,
        r,
        Action::Ability {
            index: 0,
            target: Some(v),
        },
    );
    choose(&mut g, Choice::Place(cell("a1")));
    assert!(g.card(v).zone.in_play());
    assert!(!g.card(v).by_attack);
    choose(&mut g, Choice::EndTurn);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(!fired(&ev, v), "{ev:?}");
    assert!(is_main(&g));
}

/// Valhalla acts after the «в начале хода» triggers of the cards in play
/// (README, interpretations); a card put in the graveyard "having died from
/// an attack" by a position acts too.
#[test]
fn valhalla_comes_after_the_turn_start_triggers_in_play() {
    let mut t = p2_turn();
    let vdef = t.def(viking(4));
    let v = t.put_at(vdef, Player::P1, Place::Graveyard);
    t.pos_card(v).by_attack = true;
    let n = t.add(needler(Near::Adjacent), Player::P1, "c3");
    t.add(creature("Враг", 6, 1, [1, 1, 1]), Player::P2, "c4");
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::TriggerTarget { source: n, index: 0 }))
    );
    let foe = trigger_options(&g).0[0];
    declare(&mut g, n, Action::Triggered { index: 0, target: foe });
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::TriggerTarget { source: v, index: 0 }))
    );
    declare(&mut g, v, Action::Triggered { index: 0, target: n });
    assert!(is_main(&g));
}
