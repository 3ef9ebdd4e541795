//! Криомант's ice rain ([`EffectKind::LimitEnemyMovers`], `crate::movers`):
//! the ability's die picks the number (1–3, 4–5, 6), and in the opponent's
//! next turn the moves offered — steps and jumps — are exactly those the
//! declaration check accepts: a creature that moved goes on, another starts
//! only while fewer than the number have moved.

mod common;

use berserk_engine::ability::{Ability, Effect, EffectKind, Target};
use berserk_engine::{Action, Choice, Event, Player, Refusal};
use common::*;

#[test]
fn r514_2_moves_offered_are_the_moves_accepted_under_the_limit() {
    let mut t = Table::new();
    let rain = Ability::action(vec![Effect::on_self(EffectKind::LimitEnemyMovers([3, 2, 1]))]).closing();
    let k = t.add(
        with_ability(creature("Криомант", 8, 1, [1, 1, 2]), rain),
        Player::P1,
        "c1",
    );
    let jump = Ability::action(vec![Effect::on_self(EffectKind::Teleport { jump: Some(2) })]).targeting(Target::Cell);
    let a = t.add(creature("Враг А", 8, 2, [1, 1, 1]), Player::P2, "a6");
    let b = t.add(
        with_ability(creature("Враг Б", 8, 2, [1, 1, 1]), jump),
        Player::P2,
        "c6",
    );
    let c = t.add(creature("Враг В", 8, 2, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    declare(&mut g, k, Action::Ability { index: 0, target: None });
    // A 5: the medium value, two creatures.
    let ev = die(&mut g, 5);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::MoversLimited {
            player: Player::P2,
            creatures: 2,
            ..
        }
    )));
    choose(&mut g, Choice::EndTurn);
    let movers = |g: &berserk_engine::Game| -> Vec<_> {
        let mut offered: Vec<_> = g
            .choices()
            .into_iter()
            .filter_map(|o| match o {
                Choice::Declare {
                    source,
                    action: Action::Move { .. } | Action::AbilityAt { .. },
                } => Some(source),
                _ => None,
            })
            .collect();
        offered.dedup();
        offered
    };
    let accepts = |g: &berserk_engine::Game, s, action| g.check_action(Player::P2, s, action, false);
    assert_eq!(movers(&g), [a, b, c]);
    declare(&mut g, a, Action::Move { to: cell("a5") });
    assert_eq!(movers(&g), [a, b, c]);
    declare(
        &mut g,
        b,
        Action::AbilityAt {
            index: 0,
            cell: cell("c4"),
        },
    );
    // Two have moved: only the first may go on; the third may neither step nor jump.
    assert_eq!(movers(&g), [a]);
    let refused = accepts(&g, c, Action::Move { to: cell("e5") }).unwrap_err();
    assert_eq!(refused.reason, Refusal::MoversLimited);
    assert!(accepts(&g, a, Action::Move { to: cell("a4") }).is_ok());
    // The next turn of player 2 is free again.
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::EndTurn);
    assert_eq!(movers(&g), [a, b, c]);
}
