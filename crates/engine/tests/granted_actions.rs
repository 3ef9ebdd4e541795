//! An action granted to another card (Дверг, [`Modifier::Action`]): the
//! granted card's declarations offered are exactly the ones the check
//! accepts — none before the grant, its action while the grant lasts and is
//! not used up, none once the grant has ended — and the action reads the
//! card that has it (`plus strike`: its own simple strike).

mod common;

use berserk_engine::ability::{Ability, Attack, CastKind, Effect, EffectKind, Filter, Modifier, Side, Target, Until};
use berserk_engine::card::{AttackKind, UseLimit};
use berserk_engine::{Action, Choice, Game, Player, Refusal};
use common::*;

/// «Close: an impact: a chosen creature has, until the end of the turn, the
/// action: close: a magic strike of its own strike +1, once a turn.»
fn lend() -> Ability {
    let strike = Attack {
        plus_strike: true,
        ..Attack::new(AttackKind::MagicStrike, [1; 3])
    };
    let granted = Ability::attack(strike).limited(UseLimit::Turn(1));
    Ability {
        cast: Some(CastKind::Impact),
        target: Target::Chosen {
            min: 1,
            max: 1,
            filter: Filter::creatures(Side::Any),
        },
        effects: vec![Effect::on_target(EffectKind::Grant {
            modifier: Modifier::Action(Box::new(granted)),
            until: Until::EndOfTurn,
        })],
        ..Ability::default()
    }
    .closing()
}

/// `source`'s ability declarations at `target`: offered, and accepted by the check.
fn offered_and_accepted(g: &Game, source: berserk_engine::CardId, target: berserk_engine::CardId) -> (bool, bool) {
    let action = Action::Ability {
        index: 0,
        target: Some(target),
    };
    let offered = g.choices().contains(&Choice::Declare { source, action });
    (offered, g.check_action(Player::P1, source, action, false).is_ok())
}

#[test]
fn r502_3_a_granted_action_is_offered_exactly_while_the_check_accepts_it() {
    let mut t = Table::new();
    let dverg = t.add(
        with_ability(creature("Даритель", 7, 1, [1, 2, 3]), lend()),
        Player::P1,
        "a1",
    );
    let ally = t.add(creature("Союзник", 8, 2, [1, 2, 3]), Player::P1, "c1");
    let enemy = t.add(creature("Враг", 9, 2, [1, 2, 3]), Player::P2, "c6");
    let mut g = t.game();
    // No printed ability: nothing at index 0 before the grant.
    assert_eq!(offered_and_accepted(&g, ally, enemy), (false, false));
    assert_eq!(
        g.check_action(
            Player::P1,
            ally,
            Action::Ability {
                index: 0,
                target: Some(enemy)
            },
            false
        )
        .map_err(|e| e.reason),
        Err(Refusal::NoSuchAbility)
    );
    declare(&mut g, dverg, Action::Ability { index: 0, target: None });
    choose(&mut g, Choice::AddTarget(ally));
    if g.choices().contains(&Choice::TargetsDone) {
        choose(&mut g, Choice::TargetsDone);
    }
    assert!(!g.card(dverg).open);
    // Granted: offered and accepted alike, five cells away.
    assert_eq!(offered_and_accepted(&g, ally, enemy), (true, true));
    declare(
        &mut g,
        ally,
        Action::Ability {
            index: 0,
            target: Some(enemy),
        },
    );
    // Die 6: the strong level of its own strike 1-2-3, +1: 4 wounds.
    die(&mut g, 6);
    assert_eq!(g.card(enemy).wounds, 4);
    assert!(!g.card(ally).open);
    assert_eq!(offered_and_accepted(&g, ally, enemy), (false, false));
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::EndTurn);
    // The grant ended with the turn (503.1): open again, the card has no such action.
    assert!(g.card(ally).open);
    assert_eq!(offered_and_accepted(&g, ally, enemy), (false, false));
}
