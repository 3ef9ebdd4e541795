//! A forced strike (Шаман-душегрыз, `EffectKind::ForceStrike`): the cards
//! offered for the entranced creature's strike are exactly the ones the
//! check accepts, and the strike is made at the one chosen, closing the
//! striker.

mod common;

use berserk_engine::ability::{Ability, CastKind, Effect, EffectKind, Filter, Side, Target};
use berserk_engine::{Action, Choice, DecisionKind, Pending, Player};
use common::*;

/// «Гипноз»: an enemy creature strikes a card next to it and closes.
fn hypnosis() -> Ability {
    Ability {
        cast: Some(CastKind::Spell),
        target: Target::Chosen {
            min: 1,
            max: 1,
            filter: Filter::creatures(Side::Enemy),
        },
        effects: vec![Effect::on_target(EffectKind::ForceStrike)],
        ..Ability::default()
    }
    .closing()
}

#[test]
fn r502_6_the_cards_next_to_the_striker_are_offered_and_only_they_are_accepted() {
    let mut t = Table::new();
    let shaman = t.add(
        with_ability(creature("Шаман", 7, 1, [1, 1, 2]), hypnosis()),
        Player::P1,
        "c3",
    );
    let striker = t.add(creature("Кочевник", 8, 1, [1, 2, 3]), Player::P2, "c4");
    let ally = t.add(creature("Союзник", 8, 1, [1, 2, 3]), Player::P2, "d5");
    let far = t.add(creature("Дальний", 8, 1, [1, 2, 3]), Player::P2, "a6");
    let mut g = t.game();
    declare(&mut g, shaman, Action::Ability { index: 0, target: None });
    choose(&mut g, Choice::AddTarget(striker));
    choose(&mut g, Choice::TargetsDone);
    while matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Response,
            ..
        }
    ) {
        choose(&mut g, Choice::Pass);
    }
    assert!(matches!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Question(_)
        }
    ));
    assert!(matches!(
        g.question().map(|q| q.ask),
        Some(berserk_engine::Ask::Struck { .. })
    ));
    let offered = g.choices();
    assert_eq!(offered, vec![Choice::AddTarget(shaman), Choice::AddTarget(ally)]);
    for choice in [
        Choice::AddTarget(shaman),
        Choice::AddTarget(ally),
        Choice::AddTarget(far),
        Choice::AddTarget(striker),
        Choice::TargetsDone,
    ] {
        let accepted = g.clone().apply(choice).is_ok();
        assert_eq!(accepted, offered.contains(&choice), "{choice:?}");
    }
    choose(&mut g, Choice::AddTarget(ally));
    while matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Response,
            ..
        }
    ) {
        choose(&mut g, Choice::Pass);
    }
    die(&mut g, 6);
    die(&mut g, 1);
    while !is_main(&g) {
        choose(&mut g, Choice::Pass);
    }
    assert_eq!(g.card(ally).wounds, 3);
    assert!(!g.card(striker).open);
    assert!(!g.card(shaman).open);
    assert!(g.card(far).open);
}
