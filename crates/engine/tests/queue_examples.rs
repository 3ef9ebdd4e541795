//! The examples of rules 501.17 and 502.3.1–502.3.2, played through the
//! declaration queue with sudden responses, redirects and volleys.

mod common;
use berserk_engine::ability::Attack;
use berserk_engine::card::*;
use berserk_engine::{Action, CardId, Choice, DecisionKind, Event, Game, Pending, Player, Refusal, Rule};
use common::*;

/// Слизь-like: after its simple strike, a triggered shot 1 with range 3.
fn spitter() -> CardDef {
    with_ability(
        creature("Плевун", 10, 1, [3, 3, 4]),
        attack_trigger(AttackSet::SIMPLE, Attack::new(AttackKind::Shot, [1, 1, 1]).range(3)),
    )
}

/// A creature that may redirect into itself, as a sudden action with no cost,
/// a shot or a discharge aimed at another creature of its squad (the rules'
/// "существо, способное перенаправить в себя разряд").
fn redirector() -> CardDef {
    let kinds = AttackSet::of(AttackKind::Shot).union(AttackSet::of(AttackKind::Discharge));
    with_ability(creature("Отражатель", 12, 1, [1, 1, 1]), redirect(kinds).sudden())
}

/// Аколит Дзара-like: [закрытие]: three or fewer discharges for 1 at different creatures.
fn acolyte() -> CardDef {
    with_ability(
        creature("Аколит", 7, 1, [1, 1, 2]),
        volley(AttackKind::Discharge, [1, 1, 1], None, 3).closing(),
    )
}

/// A creature that can teleport as a sudden action.
fn jumper() -> CardDef {
    with_ability(creature("Прыгун", 8, 1, [1, 1, 1]), teleport().sudden())
}

/// A creature that can, as a sudden action, make a creature lose all abilities until the end of the turn.
fn silencer() -> CardDef {
    with_ability(creature("Немой", 8, 1, [1, 1, 1]), silence().sudden())
}

fn pending_kind(g: &Game) -> Option<(Player, DecisionKind)> {
    match g.pending() {
        Pending::Decision { player, kind } => Some((player, kind)),
        _ => None,
    }
}

fn pass_all(g: &mut Game) -> Vec<Event> {
    let mut ev = Vec::new();
    while matches!(pending_kind(g), Some((_, DecisionKind::Response))) {
        ev.extend(choose(g, Choice::Pass));
    }
    ev
}

fn ability(index: u8, target: CardId) -> Action {
    Action::Ability {
        index,
        target: Some(target),
    }
}

/// 501.17, example 1: the spit may be declared only within 3 cells, but the
/// opponent may redirect it into a card 4 cells away.
#[test]
fn rule_501_17_example_1_redirected_attack_lands_farther_than_its_range() {
    let mut t = Table::new();
    let s = t.add(spitter(), Player::P1, "c2");
    let v = t.add(creature("Жертва", 12, 1, [1, 1, 1]), Player::P2, "c3");
    let near = t.add(creature("Ближний", 12, 1, [1, 1, 1]), Player::P2, "c5");
    let r = t.add(redirector(), Player::P2, "c6");
    t.close(v);
    let mut g = t.game();
    strike(&mut g, s, v);
    die(&mut g, 1);
    // The spit can't be declared at the redirector: it is 4 cells away.
    let e = refused(
        &mut g,
        Choice::Declare {
            source: s,
            action: Action::Triggered { index: 0, target: r },
        },
    );
    assert_eq!((e.rule, e.reason), (Rule::R501_17, Refusal::OutOfRange));
    declare(&mut g, s, Action::Triggered { index: 0, target: near });
    assert_eq!(pending_kind(&g), Some((Player::P2, DecisionKind::Response)));
    let mut ev = declare(&mut g, r, ability(0, near));
    ev.extend(pass_all(&mut g));
    assert!(
        ev.contains(&Event::Redirected {
            attacker: s,
            from: near,
            to: r
        }),
        "{ev:?}"
    );
    assert_eq!(g.card(r).wounds, 1, "{ev:?}");
    assert_eq!(g.card(near).wounds, 0);
}

/// 501.17, example 2: the discharges are declared and executed one after
/// another; the redirecting creature may be chosen once, and the original
/// target of a redirected discharge can't be chosen again.
#[test]
fn rule_501_17_example_2_volley_and_redirect() {
    let mut t = Table::new();
    let a = t.add(acolyte(), Player::P1, "c2");
    let x = t.add(creature("Первый", 12, 1, [1, 1, 1]), Player::P2, "a5");
    let y = t.add(creature("Второй", 12, 1, [1, 1, 1]), Player::P2, "e5");
    let r = t.add(redirector(), Player::P2, "c6");
    let mut g = t.game();
    declare(&mut g, a, ability(0, x));
    // The redirector takes the first discharge into itself.
    let mut ev = declare(&mut g, r, ability(0, x));
    ev.extend(pass_all(&mut g));
    assert!(
        ev.contains(&Event::Redirected {
            attacker: a,
            from: x,
            to: r
        }),
        "{ev:?}"
    );
    assert_eq!((g.card(r).wounds, g.card(x).wounds), (1, 0));
    assert!(!g.card(a).open, "the compound ability was paid after its first part");
    // Next discharge: the redirector (not chosen yet) or the second creature — not the first.
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::VolleyTarget { source: a, index: 0 }))
    );
    let targets: Vec<CardId> = g
        .choices()
        .iter()
        .filter_map(|c| match c {
            Choice::Declare {
                action: Action::Ability { target, .. },
                ..
            } => *target,
            _ => None,
        })
        .collect();
    assert!(
        targets.contains(&r) && targets.contains(&y) && !targets.contains(&x),
        "{targets:?}"
    );
    let e = refused(
        &mut g,
        Choice::Declare {
            source: a,
            action: ability(0, x),
        },
    );
    assert_eq!((e.rule, e.reason), (Rule::R501_17, Refusal::AlreadyChosen));
    declare(&mut g, a, ability(0, r));
    pass_all(&mut g);
    assert_eq!(g.card(r).wounds, 2);
    // Third and last discharge; then the volley is over.
    declare(&mut g, a, ability(0, y));
    pass_all(&mut g);
    assert_eq!(g.card(y).wounds, 1);
    assert!(is_main(&g));
}

/// "Three or fewer": the volley may stop early.
#[test]
fn volley_may_stop_early() {
    let mut t = Table::new();
    let a = t.add(acolyte(), Player::P1, "c2");
    let x = t.add(creature("Первый", 12, 1, [1, 1, 1]), Player::P2, "a5");
    t.add(creature("Второй", 12, 1, [1, 1, 1]), Player::P2, "e5");
    let mut g = t.game();
    declare(&mut g, a, ability(0, x));
    assert!(matches!(pending_kind(&g), Some((_, DecisionKind::VolleyTarget { .. }))));
    choose(&mut g, Choice::Pass);
    assert!(is_main(&g));
}

/// 501.17, example 3: a target that moves away after the declaration but
/// before the execution starts cancels the strike without payment; one that
/// moves after the dice is still struck.
#[test]
fn rule_501_17_example_3_target_moving_away() {
    let mut t = Table::new();
    let att = t.add(creature("Атакующий", 10, 2, [2, 3, 4]), Player::P1, "c3");
    let j = t.add(jumper(), Player::P2, "c4");
    t.add(creature("Ещё", 10, 1, [1, 1, 1]), Player::P2, "a6");
    let base = t.game();

    // Before the execution: cancelled, the attacker stays open and keeps its movement.
    let mut g = base.clone();
    strike(&mut g, att, j);
    assert_eq!(pending_kind(&g), Some((Player::P2, DecisionKind::Response)));
    let mut ev = declare(
        &mut g,
        j,
        Action::AbilityAt {
            index: 0,
            cell: cell("e6"),
        },
    );
    ev.extend(pass_all(&mut g));
    assert!(
        ev.contains(&Event::Cancelled {
            source: att,
            rule: Rule::R501_17
        }),
        "{ev:?}"
    );
    assert!(g.card(att).open);
    assert_eq!(g.card(att).moves_left, 2);
    assert!(is_main(&g));

    // After the dice: the strike still lands on the card that moved.
    let mut g = base.clone();
    strike(&mut g, att, j);
    pass_all(&mut g);
    die(&mut g, 6);
    die(&mut g, 1);
    assert_eq!(pending_kind(&g), Some((Player::P2, DecisionKind::Response)));
    let mut ev = declare(
        &mut g,
        j,
        Action::AbilityAt {
            index: 0,
            cell: cell("e6"),
        },
    );
    ev.extend(pass_all(&mut g));
    assert!(
        ev.contains(&Event::Teleported {
            card: j,
            from: cell("c4"),
            to: cell("e6")
        }),
        "{ev:?}"
    );
    assert_eq!(g.card(j).wounds, 4, "strong strike 4: {ev:?}");
    assert!(!g.card(att).open);
}

/// 502.3.1: an ability lost before the legality-check step can't execute;
/// the action is cancelled without payment.
#[test]
fn rule_502_3_1_ability_lost_before_the_check_cancels() {
    let mut t = Table::new();
    let a = t.add(acolyte(), Player::P1, "c2");
    let x = t.add(creature("Первый", 12, 1, [1, 1, 1]), Player::P2, "a5");
    let n = t.add(silencer(), Player::P2, "e6");
    let mut g = t.game();
    declare(&mut g, a, ability(0, x));
    let mut ev = declare(&mut g, n, ability(0, a));
    ev.extend(pass_all(&mut g));
    assert!(granted(&ev, a, Rule::R502_3), "{ev:?}");
    assert!(
        ev.contains(&Event::Cancelled {
            source: a,
            rule: Rule::R502_3
        }),
        "{ev:?}"
    );
    assert!(g.card(a).open, "no payment");
    assert_eq!(g.card(x).wounds, 0);
}

/// 502.3.2, the Аколит Дзара example: losing its abilities while the compound
/// ability executes does not stop it; later discharges are still declared and
/// executed.
#[test]
fn rule_502_3_2_compound_ability_goes_on_after_losing_abilities() {
    let mut t = Table::new();
    let a = t.add(acolyte(), Player::P1, "c2");
    let x = t.add(creature("Первый", 12, 1, [1, 1, 1]), Player::P2, "a5");
    let y = t.add(creature("Второй", 12, 1, [1, 1, 1]), Player::P2, "e5");
    let n = t.add(silencer(), Player::P2, "e6");
    let mut g = t.game();
    declare(&mut g, a, ability(0, x));
    pass_all(&mut g);
    assert_eq!(g.card(x).wounds, 1);
    declare(&mut g, a, ability(0, y));
    // In response to the second discharge, the acolyte loses its abilities.
    let mut ev = declare(&mut g, n, ability(0, a));
    ev.extend(pass_all(&mut g));
    assert!(granted(&ev, a, Rule::R502_3), "{ev:?}");
    assert_eq!(g.card(y).wounds, 1, "the second discharge executes: {ev:?}");
    // The third may still be declared.
    assert!(
        matches!(pending_kind(&g), Some((_, DecisionKind::VolleyTarget { .. }))),
        "{:?}",
        g.pending()
    );
    declare(&mut g, a, ability(0, n));
    pass_all(&mut g);
    assert_eq!(g.card(n).wounds, 1);
    // A silenced card can't declare its abilities this turn (502.3.1) …
    assert!(g.lacks_abilities(a));
    // … and regains them when the effect ends with the turn (503.1).
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::EffectExpired { card: a }), "{ev:?}");
}
