//! Strangle markers (Тварь, [`berserk_engine::ability::MarkerKind::Strangle`]):
//! counted on their card, and lost as a rule effect (503.1) when no enemy
//! creature of the strangler's name stands next to it — so one put on an
//! own creature goes at once.

mod common;

use berserk_engine::ability::{Ability, Cond, Effect, EffectKind, Filter, MarkerKind, Near, Target, Until};
use berserk_engine::{Action, Choice, MarkedAt, Player, Refusal, Rule};
use common::*;

fn strangle() -> Ability {
    Ability {
        target: Target::One(Filter {
            creature: true,
            near: Some(Near::Adjacent),
            vs: vec![Cond::Not(Box::new(Cond::Elite))],
            ..Filter::default()
        }),
        effects: vec![Effect::on_target(EffectKind::Mark {
            kind: MarkerKind::Strangle,
            n: 0,
            cell: false,
            until: Until::EndOfTurn,
        })],
        ..Ability::default()
    }
    .closing()
}

#[test]
fn r503_1_strangle_markers_count_and_go_without_an_enemy_strangler_beside() {
    let mut t = Table::new();
    let fiend = t.add(
        with_ability(creature("Тварь", 10, 2, [2, 3, 4]), strangle()),
        Player::P1,
        "c3",
    );
    let own = t.add(creature("Свой", 8, 2, [1, 2, 3]), Player::P1, "b3");
    let enemy = t.add(creature("Чужой", 8, 2, [1, 2, 3]), Player::P2, "c4");
    let mut g = t.game();
    // On an own creature: put, and lost at once (its enemies have no Тварь).
    declare(
        &mut g,
        fiend,
        Action::Ability {
            index: 0,
            target: Some(own),
        },
    );
    assert!(g.markers().is_empty());
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::EndTurn);
    // On the enemy: one marker, seen by both; the enemy can't step (514.2).
    declare(
        &mut g,
        fiend,
        Action::Ability {
            index: 0,
            target: Some(enemy),
        },
    );
    for p in [Player::P1, Player::P2] {
        let seen: Vec<_> = g.view(p).markers.iter().map(|m| (m.at, m.kind, m.n)).collect();
        assert_eq!(seen, [(MarkedAt::Card(enemy), MarkerKind::Strangle, 1)]);
    }
    choose(&mut g, Choice::EndTurn);
    let err = refused(
        &mut g,
        Choice::Declare {
            source: enemy,
            action: Action::Move { to: cell("b4") },
        },
    );
    assert_eq!((err.rule, err.reason), (Rule::R514_2, Refusal::Prohibited));
    assert!(!g
        .choices()
        .into_iter()
        .any(|o| matches!(o, Choice::Declare { source, action: Action::Move { .. } } if source == enemy)));
}
