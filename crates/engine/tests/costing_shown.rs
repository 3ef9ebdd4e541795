//! An effect on one creature costing as much as the card a prophecy showed
//! (Грезы Архааля, `Subject::CostingShown`): the creature is chosen while
//! the action executes, and what is offered and what is accepted come from
//! one check, both ways.

mod common;

use berserk_engine::ability::{Ability, Effect, EffectKind, Side, Subject};
use berserk_engine::{Action, Choice, DecisionKind, Pending, Place, Player};
use common::*;

/// Закрытие: пророчество 1; отравить на 1 существо противника стоимостью X.
fn dreams() -> Ability {
    Ability {
        effects: vec![
            Effect::on_self(EffectKind::Prophecy(1)),
            poison(Subject::CostingShown(Side::Enemy), 1),
        ],
        ..Ability::default()
    }
    .closing()
}

#[test]
fn game_7_the_creatures_of_the_shown_cost_are_offered_and_only_they_are_accepted() {
    let mut t = Table::new();
    let mut source = with_ability(creature("Грезы", 8, 1, [1, 1, 2]), dreams());
    source.cost = 5;
    let dreamer = t.add(source, Player::P1, "c2");
    // Cost 3 (the plain creature): the card in the deck and two enemies.
    let three = t.def(creature("Трёшка", 8, 1, [1, 2, 3]));
    t.put_at(three, Player::P1, Place::Deck);
    let a = t.put(three, Player::P2, "b4");
    let b = t.put(three, Player::P2, "d5");
    let mut four = creature("Четвёрка", 8, 1, [1, 2, 3]);
    four.cost = 4;
    let c = t.add(four, Player::P2, "e5");
    let own = t.put(three, Player::P1, "b3");
    let mut g = t.game();
    declare(&mut g, dreamer, Action::Ability { index: 0, target: None });
    assert!(matches!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Question(berserk_engine::Question {
                ask: berserk_engine::Ask::CostingShown,
                ..
            })
        }
    ));
    let offered = g.choices();
    assert_eq!(offered, vec![Choice::AddTarget(a), Choice::AddTarget(b)]);
    for choice in [
        Choice::AddTarget(a),
        Choice::AddTarget(b),
        Choice::AddTarget(c),
        Choice::AddTarget(own),
        Choice::AddTarget(dreamer),
        Choice::TargetsDone,
    ] {
        let accepted = g.clone().apply(choice).is_ok();
        assert_eq!(accepted, offered.contains(&choice), "{choice:?}");
    }
    choose(&mut g, Choice::AddTarget(b));
    assert_eq!(g.card(b).poison, 1);
    assert_eq!(g.card(a).poison, 0);
    assert!(matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Main,
            ..
        }
    ));
}
