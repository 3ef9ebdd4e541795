//! Prepayment (501.14–501.16): destroying the source as the prepaid cost of
//! "уничтожить эту карту, при этом …" (501.15.1).

mod common;
use berserk_engine::card::*;
use berserk_engine::state::Zone;
use berserk_engine::{Action, Choice, DecisionKind, Event, Game, Pending, Player, Rule};
use common::*;

fn sapper(wounds: u8) -> CardDef {
    with_ability(creature("Подрывник", 8, 1, [1, 1, 1]), sacrifice(wounds, false))
}

fn silencer() -> CardDef {
    with_ability(creature("Немой", 8, 1, [1, 1, 1]), silence().sudden())
}

const SACRIFICE: Action = Action::Ability { index: 0, target: None };

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

/// 501.15.1: the source is destroyed as the payment at the start of execution,
/// and the ability still executes from the graveyard: every enemy creature
/// adjacent to the cell it stood on takes the wounds; own and distant
/// creatures take none. The payment is not an attack (501.16).
#[test]
fn rule_501_15_1_destroy_source_as_payment() {
    let mut t = Table::new();
    let s = t.add(sapper(2), Player::P1, "c3");
    let own = t.add(creature("Свой", 8, 1, [1, 1, 1]), Player::P1, "b3");
    let near = t.add(creature("Сосед", 8, 1, [1, 1, 1]), Player::P2, "c4");
    let diag = t.add(creature("Угол", 8, 1, [1, 1, 1]), Player::P2, "d4");
    let far = t.add(creature("Дальний", 8, 1, [1, 1, 1]), Player::P2, "c6");
    let mut g = t.game();
    // No target may be named (501.16: the payment has no target either).
    let e = refused(
        &mut g,
        Choice::Declare {
            source: s,
            action: Action::Ability {
                index: 0,
                target: Some(near),
            },
        },
    );
    assert_eq!(e.rule, Rule::R502_5);
    let ev = declare(&mut g, s, SACRIFICE);
    let ev = [ev, pass_all(&mut g)].concat();
    let pos = |p: &dyn Fn(&Event) -> bool| ev.iter().position(p).unwrap_or_else(|| panic!("{ev:?}"));
    let check = pos(&|e| {
        matches!(
            e,
            Event::Step {
                step: berserk_engine::event::ExecStep::LegalityCheck,
                ..
            }
        )
    });
    let paid = pos(&|e| {
        *e == Event::Prepaid {
            card: s,
            rule: Rule::R501_14,
        }
    });
    let destroyed = pos(&|e| *e == Event::Destroyed { card: s });
    let wounded = pos(&|e| matches!(e, Event::Wounded { card, .. } if *card == near));
    assert!(check < paid && paid < destroyed && destroyed < wounded, "{ev:?}");
    assert_eq!(
        Event::Prepaid {
            card: s,
            rule: Rule::R501_14
        }
        .rule(),
        Rule::R501_14
    );
    assert_eq!(g.card(s).zone, Zone::Graveyard);
    assert_eq!(wounds_in(&ev, near), 2);
    assert_eq!(wounds_in(&ev, diag), 2);
    assert_eq!(wounds_in(&ev, far), 0);
    assert_eq!(wounds_in(&ev, own), 0);
    assert!(!ev.iter().any(|e| matches!(e, Event::Attack { .. })), "{ev:?}");
}

/// 501.14: the prepaid resource is removed at the legality-check step, not at
/// declaration: during the response window the source is still in play, and an
/// action cancelled by the legality check pays nothing.
#[test]
fn rule_501_14_prepaid_removed_at_legality_check() {
    let mut t = Table::new();
    let s = t.add(sapper(1), Player::P1, "c3");
    let near = t.add(creature("Сосед", 8, 1, [1, 1, 1]), Player::P2, "c4");
    let mute = t.add(silencer(), Player::P2, "a6");
    let mut g = t.game();
    declare(&mut g, s, SACRIFICE);
    assert_eq!(pending_kind(&g), Some((Player::P2, DecisionKind::Response)));
    assert!(g.card(s).zone.in_play(), "nothing is paid at declaration");
    // The response silences the source: the legality check cancels the ability.
    let mut ev = declare(
        &mut g,
        mute,
        Action::Ability {
            index: 0,
            target: Some(s),
        },
    );
    ev.extend(pass_all(&mut g));
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Cancelled { source, .. } if *source == s)),
        "{ev:?}"
    );
    assert!(!ev.iter().any(|e| matches!(e, Event::Prepaid { .. })), "{ev:?}");
    assert!(g.card(s).zone.in_play());
    assert_eq!(g.card(near).wounds, 0);
}
