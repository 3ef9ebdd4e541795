//! Triggered abilities, riders and effect markers (rules 501.13, 502.3.2;
//! GAME.md §5 timing and §7 poison), with cards built like Борг and Слизь.

mod common;
use berserk_engine::ability::{Ability, Attack, Cond, Effect, EffectKind, Subject, TriggerEvent};
use berserk_engine::card::*;
use berserk_engine::{Action, Choice, DecisionKind, Event, Game, Pending, Player, Rule};
use common::*;

/// Борг-like: [фишка][закрытие]: special strike 3; on special strike at a closed card: stun.
fn borg() -> CardDef {
    with_abilities(
        creature("Борг", 10, 1, [2, 3, 4]),
        vec![
            special_strike_3(1, Vec::new()),
            Ability::trigger(
                TriggerEvent::Attacks(AttackSet::of(AttackKind::SpecialStrike)),
                vec![Effect::new(Subject::Other, EffectKind::Stun)],
            )
            .vs(vec![Cond::Closed]),
        ],
    )
}

/// Слизь-like: on its simple strike a shot 1 (range 3); struck in melee: wound
/// the attacker 1; [фишка][закрытие]: special strike 3, then poison 1.
fn slime() -> CardDef {
    with_abilities(
        creature("Слизь", 10, 1, [3, 3, 4]),
        vec![
            special_strike_3(1, vec![poison(Subject::Target, 1)]),
            attack_trigger(AttackSet::SIMPLE, Attack::new(AttackKind::Shot, [1, 1, 1]).range(3)),
            wound_attacker(1),
        ],
    )
}

fn special(index: u8, target: berserk_engine::CardId) -> Action {
    Action::Ability {
        index,
        target: Some(target),
    }
}

/// 501.13, the Борг example: Борг declares its special strike for a token and
/// is killed after the calculation step (Слизь wounds whoever strikes it in
/// melee); its resources were reserved, so the attack is still carried out,
/// and it pays nothing: it left the battlefield.
#[test]
fn rule_501_13_borg_killed_after_calculation_still_attacks() {
    let mut t = Table::new();
    let b = t.add(borg(), Player::P1, "c3");
    t.pos_card(b).wounds = 9;
    t.pos_card(b).tokens = 1;
    t.add(creature("Союзник", 8, 1, [1, 1, 1]), Player::P1, "a1");
    let s = t.add(slime(), Player::P2, "c4");
    let mut g = t.game();
    let ev = declare(&mut g, b, special(0, s));
    let fired = ev
        .iter()
        .position(|e| *e == Event::TriggerFired { card: s, index: 2 })
        .expect("Слизь reacts");
    let died = ev
        .iter()
        .position(|e| *e == Event::Destroyed { card: b })
        .expect("Борг dies");
    let hit = ev
        .iter()
        .position(|e| matches!(e, Event::Attack { source, target, damage: 3, .. } if *source == b && *target == s))
        .expect("the attack is carried out");
    assert!(fired < died && died < hit, "{ev:?}");
    assert_eq!(g.card(s).wounds, 3);
    assert!(
        !ev.iter()
            .any(|e| matches!(e, Event::TokensPaid { .. } | Event::Closed { .. })),
        "{ev:?}"
    );
    assert_eq!(g.card(b).tokens, 0, "markers go with the card to the graveyard");
}

/// Борг's trigger: a special strike at a closed card stuns it; it stays closed
/// at the start of its controller's next turn, and opens the turn after.
#[test]
fn stun_keeps_a_closed_card_closed_for_one_turn() {
    let mut t = Table::new();
    let b = t.add(borg(), Player::P1, "c3");
    t.pos_card(b).tokens = 1;
    let v = t.add(creature("Жертва", 12, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(v);
    t.add(creature("Другой", 8, 1, [1, 1, 1]), Player::P2, "a6");
    let mut g = t.game();
    let ev = declare(&mut g, b, special(0, v));
    assert!(ev.contains(&Event::Stunned { card: v }), "{ev:?}");
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::StayedClosed { card: v }), "{ev:?}");
    assert!(!g.card(v).open);
    choose(&mut g, Choice::EndTurn);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::Opened { card: v }), "{ev:?}");
}

/// Борг's trigger needs a closed target: an open one is not stunned.
#[test]
fn stun_needs_a_closed_target() {
    let mut t = Table::new();
    let b = t.add(borg(), Player::P1, "c3");
    t.pos_card(b).tokens = 1;
    let v = t.add(creature("Жертва", 12, 1, [1, 1, 1]), Player::P2, "c4");
    let mut g = t.game();
    let ev = declare(&mut g, b, special(0, v));
    assert!(
        !ev.iter()
            .any(|e| matches!(e, Event::Stunned { .. } | Event::TriggerFired { .. })),
        "{ev:?}"
    );
}

/// A rider of a compound ability: the special strike poisons its target;
/// poison wounds at the start of the poisoned card's controller's turn and
/// protection from poison stops those wounds (515.1).
#[test]
fn poison_rider_wounds_each_turn_unless_protected() {
    let mut t = Table::new();
    let s = t.add(slime(), Player::P1, "c3");
    t.pos_card(s).tokens = 2;
    let v = t.add(creature("Жертва", 12, 1, [1, 1, 1]), Player::P2, "c4");
    let p = t.add(
        with_kw(
            creature("Защищённый", 12, 1, [1, 1, 1]),
            &[Keyword::Protection(Protection::Poison)],
        ),
        Player::P2,
        "d4",
    );
    let mut g = t.game();
    let ev = declare(&mut g, s, special(0, v));
    assert!(ev.contains(&Event::Poisoned { card: v, amount: 1 }), "{ev:?}");
    assert_eq!(g.card(v).wounds, 3);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(
        ev.contains(&Event::PoisonWounds {
            card: v,
            wounds: 1,
            life: 8
        }),
        "{ev:?}"
    );
    // The protected card gets the marker (a side effect, 515.1) but no wounds.
    choose(&mut g, Choice::EndTurn);
    let mut g2 = g.clone();
    let ev = declare(&mut g2, s, special(0, p));
    assert!(ev.contains(&Event::Poisoned { card: p, amount: 1 }), "{ev:?}");
    let ev = choose(&mut g2, Choice::EndTurn);
    assert!(
        ev.contains(&Event::Protected {
            target: p,
            protection: Protection::Poison
        }),
        "{ev:?}"
    );
    assert_eq!(g2.card(p).wounds, 3);
    assert_eq!(
        Event::PoisonWounds {
            card: v,
            wounds: 1,
            life: 8
        }
        .rule(),
        Rule::Keywords
    );
}

/// Слизь's spit: after its simple strike, a triggered shot is declared at a
/// target its controller chooses within range 3 (not adjacent: it is a shot),
/// with no cost, even though Слизь is closed by then.
#[test]
fn triggered_shot_after_a_strike_is_declared_at_a_chosen_target() {
    let mut t = Table::new();
    let s = t.add(slime(), Player::P1, "c2");
    let v = t.add(creature("Жертва", 12, 1, [1, 1, 1]), Player::P2, "c3");
    let far = t.add(creature("Дальний", 12, 1, [1, 1, 1]), Player::P2, "c5");
    let too_far = t.add(creature("Далёкий", 12, 1, [1, 1, 1]), Player::P2, "c6");
    t.close(v);
    let mut g = t.game();
    strike(&mut g, s, v);
    die(&mut g, 1);
    let Pending::Decision { player, kind } = g.pending() else {
        panic!("{:?}", g.pending())
    };
    assert_eq!(
        (player, kind),
        (Player::P1, DecisionKind::TriggerTarget { source: s, index: 1 })
    );
    let opts = g.choices();
    let targets: Vec<_> = opts
        .iter()
        .filter_map(|c| match c {
            Choice::Declare {
                action: Action::Triggered { target, .. },
                ..
            } => Some(*target),
            _ => None,
        })
        .collect();
    assert!(targets.contains(&far), "{targets:?}");
    assert!(!targets.contains(&v), "adjacent: a shot can't hit it");
    assert!(!targets.contains(&too_far), "out of range 3");
    let ev = declare(&mut g, s, Action::Triggered { index: 1, target: far });
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Declared { source, .. } if *source == s)),
        "{ev:?}"
    );
    assert_eq!(g.card(far).wounds, 1);
    assert!(is_main(&g));
    assert!(!g.card(s).open);
}

/// A triggered attack with no legal target is skipped and logged.
#[test]
fn triggered_attack_without_a_target_is_skipped() {
    let mut t = Table::new();
    let s = t.add(slime(), Player::P1, "c3");
    let v = t.add(creature("Жертва", 12, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(v);
    let mut g = t.game();
    strike(&mut g, s, v);
    let ev = die(&mut g, 1);
    assert!(ev.contains(&Event::TriggerSkipped { card: s, index: 1 }), "{ev:?}");
    assert!(is_main(&g));
}

/// A triggered choice must name the waiting trigger; anything else is refused
/// and leaves the game unchanged.
#[test]
fn trigger_target_refuses_other_choices() {
    let mut t = Table::new();
    let s = t.add(slime(), Player::P1, "c3");
    let v = t.add(creature("Жертва", 12, 1, [1, 1, 1]), Player::P2, "c4");
    t.add(creature("Дальний", 12, 1, [1, 1, 1]), Player::P2, "c6");
    t.close(v);
    let mut g: Game = t.game();
    strike(&mut g, s, v);
    die(&mut g, 1);
    refused(&mut g, Choice::EndTurn);
    let e = refused(
        &mut g,
        Choice::Declare {
            source: s,
            action: Action::Triggered { index: 1, target: v },
        },
    );
    assert_eq!(e.rule, Rule::R501_17);
}
