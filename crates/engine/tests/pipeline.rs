//! The declaration queue (GAME.md §5): the opponent may respond first with
//! sudden actions, the last declared executes first, and the legality check
//! at the start of execution cancels an action without payment (501.17,
//! example 3; 502.3).

mod common;

use berserk_engine::card::AttackKind;
use berserk_engine::{Action, CardId, ChanceKind, Choice, DecisionKind, Event, Game, Pending, Player, Refusal, Rule};
use common::*;

/// `[внезапно][закрытие]: выстрел 5` with unlimited range.
fn sudden_shooter(name: &str) -> berserk_engine::card::CardDef {
    with_ability(
        creature(name, 10, 1, [1, 1, 1]),
        attack(AttackKind::Shot, [5, 5, 5], None, false).sudden(),
    )
}

fn shot(source: CardId, target: CardId) -> Choice {
    Choice::Declare {
        source,
        action: Action::Ability {
            index: 0,
            target: Some(target),
        },
    }
}

struct Field {
    g: Game,
    attacker: CardId,
    target: CardId,
    shooter: CardId,
    other: CardId,
}

/// P1: attacker on c3 (movement 2), sudden shooter on a1. P2: target on c4
/// (life 3), another creature on e6.
fn field() -> Field {
    let mut t = Table::new();
    let attacker = t.add(creature("Атакующий", 10, 2, [1, 2, 3]), Player::P1, "c3");
    let shooter = t.add(sudden_shooter("Лучник"), Player::P1, "a1");
    let target = t.add(creature("Цель", 3, 1, [1, 2, 3]), Player::P2, "c4");
    let other = t.add(creature("Другой", 10, 1, [1, 2, 3]), Player::P2, "e6");
    Field {
        g: t.game(),
        attacker,
        target,
        shooter,
        other,
    }
}

fn response(player: Player) -> Pending {
    Pending::Decision {
        player,
        kind: DecisionKind::Response,
    }
}

#[test]
fn pipeline_declaration_opens_a_response_window() {
    let mut f = field();
    let ev = strike(&mut f.g, f.attacker, f.target);
    let declared = Event::Declared {
        player: Player::P1,
        source: f.attacker,
        action: Action::Strike { target: f.target },
        at: f.g.card(f.attacker).zone.cell(),
    };
    assert!(ev.contains(&declared));
    assert_eq!(declared.rule(), Rule::R502_2);
    // P2 has no sudden action and passes without being asked; P1 may respond.
    assert_eq!(f.g.pending(), response(Player::P1));
    let opts = f.g.choices();
    assert_eq!(opts[0], Choice::Pass);
    assert!(opts.contains(&shot(f.shooter, f.target)));
    assert!(
        opts.iter()
            .all(|o| matches!(o, Choice::Pass) || matches!(o, Choice::Declare { source, .. } if *source == f.shooter)),
        "only sudden actions in a response window: {opts:?}"
    );
}

#[test]
fn pipeline_only_sudden_actions_respond() {
    let mut f = field();
    strike(&mut f.g, f.attacker, f.target);
    let e = refused(
        &mut f.g,
        Choice::Declare {
            source: f.attacker,
            action: Action::Move { to: cell("b3") },
        },
    );
    assert_eq!(e.reason, Refusal::NotSudden);
    assert_eq!(e.rule, Rule::Pipeline);
    assert_eq!(refused(&mut f.g, Choice::EndTurn).reason, Refusal::WrongKindOfChoice);
}

#[test]
fn pipeline_passing_starts_the_execution() {
    let mut f = field();
    strike(&mut f.g, f.attacker, f.target);
    let ev = choose(&mut f.g, Choice::Pass);
    assert!(ev.contains(&Event::Passed { player: Player::P1 }));
    assert_eq!(f.g.pending(), Pending::Chance(ChanceKind::AttackRoll(f.attacker)));
}

#[test]
fn pipeline_last_declared_executes_first_and_cancels_without_payment() {
    let mut f = field();
    strike(&mut f.g, f.attacker, f.target);
    // Nobody has another sudden action (the shooter's closing is reserved,
    // 501.12), so the shot (declared last) executes at once, before the strike.
    let mut ev = choose(&mut f.g, shot(f.shooter, f.target));
    while f.g.pending() == response(Player::P1) || f.g.pending() == response(Player::P2) {
        ev.extend(choose(&mut f.g, Choice::Pass));
    }
    let destroyed = ev
        .iter()
        .position(|e| *e == Event::Destroyed { card: f.target })
        .unwrap_or_else(|| panic!("the shot executes first and kills the target: {ev:?}"));
    let cancelled = ev
        .iter()
        .position(|e| matches!(e, Event::Cancelled { source, rule } if *source == f.attacker && *rule == Rule::R501_17))
        .unwrap_or_else(|| panic!("the strike at a destroyed target is cancelled (501.17): {ev:?}"));
    assert!(destroyed < cancelled);
    assert!(is_main(&f.g));
    assert!(
        f.g.card(f.attacker).open,
        "a cancelled action is not paid: the source stays open"
    );
    assert_eq!(f.g.card(f.attacker).moves_left, 2, "and keeps its movement");
    assert!(!f.g.card(f.shooter).open, "the shot was paid");
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::DieRolled { card, .. } if *card == f.attacker)));
}

#[test]
fn pipeline_response_at_another_card_lets_the_action_go_on() {
    let mut f = field();
    strike(&mut f.g, f.attacker, f.target);
    choose(&mut f.g, shot(f.shooter, f.other));
    while matches!(
        f.g.pending(),
        Pending::Decision {
            kind: DecisionKind::Response,
            ..
        }
    ) {
        choose(&mut f.g, Choice::Pass);
    }
    assert_eq!(f.g.card(f.other).wounds, 5);
    assert_eq!(f.g.pending(), Pending::Chance(ChanceKind::AttackRoll(f.attacker)));
}

#[test]
fn pipeline_the_opponent_responds_first() {
    let mut t = Table::new();
    let attacker = t.add(creature("Атакующий", 10, 2, [1, 2, 3]), Player::P1, "c3");
    let target = t.add(creature("Цель", 10, 1, [1, 2, 3]), Player::P2, "c4");
    let sniper = t.add(sudden_shooter("Снайпер"), Player::P2, "e6");
    let mut g = t.game();
    strike(&mut g, attacker, target);
    assert_eq!(g.pending(), response(Player::P2));
    assert!(g.choices().contains(&shot(sniper, attacker)));
    // P2's shot kills nothing but wounds the attacker before its strike.
    choose(&mut g, shot(sniper, attacker));
    while matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Response,
            ..
        }
    ) {
        choose(&mut g, Choice::Pass);
    }
    assert_eq!(g.card(attacker).wounds, 5);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::AttackRoll(attacker)));
}

#[test]
fn pipeline_source_destroyed_before_execution_is_cancelled() {
    let mut t = Table::new();
    let attacker = t.add(creature("Атакующий", 4, 2, [1, 2, 3]), Player::P1, "c3");
    t.add(creature("Запасной", 10, 1, [1, 2, 3]), Player::P1, "a1");
    let target = t.add(creature("Цель", 10, 1, [1, 2, 3]), Player::P2, "c4");
    let sniper = t.add(sudden_shooter("Снайпер"), Player::P2, "e6");
    let mut g = t.game();
    strike(&mut g, attacker, target);
    let mut ev = choose(&mut g, shot(sniper, attacker));
    while matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Response,
            ..
        }
    ) {
        ev.extend(choose(&mut g, Choice::Pass));
    }
    assert!(ev.contains(&Event::Destroyed { card: attacker }));
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Cancelled { source, .. } if *source == attacker)),
        "{ev:?}"
    );
    assert!(is_main(&g));
    assert_eq!(g.card(target).wounds, 0);
}

/// GAME.md §4: an open creature takes *one* action that closes it; §5 step 1
/// and 501.12–501.13: the resources of a declaration (here: the closing,
/// paid after execution) are reserved at declaration. A card whose closing
/// is already reserved by a queued declaration can't declare a second
/// closing action: otherwise the second one executes first (the last
/// declared executes first) and the first is cancelled at its legality check.
#[test]
fn pipeline_source_with_a_queued_closing_action_cannot_declare_another() {
    let mut f = field();
    strike(&mut f.g, f.attacker, f.target);
    choose(&mut f.g, shot(f.shooter, f.other));
    if let Pending::Decision {
        kind: DecisionKind::Response,
        ..
    } = f.g.pending()
    {
        let again: Vec<Choice> =
            f.g.choices()
                .into_iter()
                .filter(|c| matches!(c, Choice::Declare { source, .. } if *source == f.shooter))
                .collect();
        assert!(
            again.is_empty(),
            "the shooter's closing is reserved by its queued shot, yet it may declare again: {again:?}"
        );
        assert!(
            f.g.apply(shot(f.shooter, f.target)).is_err(),
            "a second closing action of the same source is accepted"
        );
    }
}
