//! Spells and impacts with two groups of chosen targets (Ловец душ) and
//! triggered ones (Аристократка): the targets offered while a group is
//! named are exactly the ones its check accepts, and a group that can't
//! grow may be finished with fewer.

mod common;

use berserk_engine::ability::{
    Ability, CastKind, Effect, EffectKind, Filter, Group, Side, Subject, Target, Trigger, TriggerEvent, Usage, Value,
};
use berserk_engine::{Action, Choice, DecisionKind, Game, Pending, Player};
use common::*;

/// «Ранить существо противника на 2, при этом излечить своё существо на 2.»
fn gift() -> Ability {
    Ability {
        cast: Some(CastKind::Spell),
        target: Target::Chosen {
            min: 1,
            max: 1,
            filter: Filter {
                second: Some(Box::new(Group {
                    min: 1,
                    max: 1,
                    filter: Filter::creatures(Side::Own),
                })),
                ..Filter::creatures(Side::Enemy)
            },
        },
        effects: vec![
            Effect::on_target(EffectKind::Wound(Value::fixed(2))),
            Effect::new(Subject::Second, EffectKind::Heal(Some(Value::fixed(2)))),
        ],
        ..Ability::default()
    }
    .closing()
}

/// Every card in play: offered as a target exactly when its choice is accepted.
fn offered_is_accepted(g: &Game) {
    let options = g.choices();
    for &c in g.in_play() {
        let choice = Choice::AddTarget(c);
        let mut copy = g.clone();
        let accepted = copy.apply(choice).is_ok();
        assert_eq!(options.contains(&choice), accepted, "{choice:?}: offered vs accepted");
    }
    let mut copy = g.clone();
    assert_eq!(
        options.contains(&Choice::TargetsDone),
        copy.apply(Choice::TargetsDone).is_ok(),
        "TargetsDone: offered vs accepted"
    );
}

#[test]
fn each_group_offers_what_its_check_accepts() {
    let mut t = Table::new();
    let catcher = t.add(
        with_ability(creature("Ловец", 8, 1, [1, 2, 3]), gift()),
        Player::P1,
        "a1",
    );
    let own = t.add(creature("Свой", 8, 2, [1, 2, 3]), Player::P1, "b1");
    t.pos_card(own).wounds = 3;
    let enemy = t.add(creature("Чужой", 8, 2, [1, 2, 3]), Player::P2, "c6");
    let other = t.add(creature("Другой", 8, 2, [1, 2, 3]), Player::P2, "d6");
    let mut g = t.game();
    declare(&mut g, catcher, Action::Ability { index: 0, target: None });
    assert!(matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::CastTargets { .. },
            ..
        }
    ));
    // The first group: the enemy creatures only, and not done before one.
    offered_is_accepted(&g);
    assert!(!g.choices().contains(&Choice::AddTarget(own)));
    choose(&mut g, Choice::AddTarget(enemy));
    offered_is_accepted(&g);
    choose(&mut g, Choice::TargetsDone);
    // The second group: own creatures (the card itself too), never the enemy named.
    offered_is_accepted(&g);
    let options = g.choices();
    assert!(options.contains(&Choice::AddTarget(own)));
    assert!(!options.contains(&Choice::AddTarget(enemy)) && !options.contains(&Choice::AddTarget(other)));
    assert!(!options.contains(&Choice::TargetsDone), "the second group names one");
    choose(&mut g, Choice::AddTarget(own));
    choose(&mut g, Choice::TargetsDone);
    assert_eq!(g.card(enemy).wounds, 2);
    assert_eq!(g.card(own).wounds, 1);
    assert_eq!(g.card(other).wounds, 0);
}

#[test]
fn a_triggered_impact_names_its_targets_and_may_name_fewer() {
    // «В начале боя: два выбранных существа получают отравление 1.»
    let intrigue = Ability {
        usage: Usage::Trigger(Trigger {
            event: TriggerEvent::BattleStart,
            vs: Vec::new(),
            optional: false,
        }),
        cast: Some(CastKind::Impact),
        target: Target::Chosen {
            min: 2,
            max: 2,
            filter: Filter::creatures(Side::Enemy),
        },
        effects: vec![Effect::on_target(EffectKind::Poison(Value::fixed(1)))],
        ..Ability::default()
    };
    let mut t = Table::new();
    t.start_of_turn = true;
    let lady = t.add(
        with_ability(creature("Дама", 7, 1, [1, 1, 2]), intrigue),
        Player::P1,
        "c1",
    );
    let enemy = t.add(creature("Чужой", 8, 2, [1, 2, 3]), Player::P2, "c6");
    let mut g = t.game();
    // Nothing to accept: the trigger is declared at once, and names its targets.
    assert!(
        matches!(g.pending(), Pending::Decision { kind: DecisionKind::CastTargets { source, .. }, .. } if source == lady),
        "{:?}",
        g.pending()
    );
    offered_is_accepted(&g);
    choose(&mut g, Choice::AddTarget(enemy));
    // One enemy creature only: the second can't be named, so it is done with one.
    offered_is_accepted(&g);
    assert_eq!(g.choices(), vec![Choice::TargetsDone]);
    choose(&mut g, Choice::TargetsDone);
    assert_eq!(g.card(enemy).poison, 1);
    assert_eq!(g.card(lady).poison, 0);
}

/// Волхв's spell: up to X (X ≤ 2) wounds of an own wounded creature onto
/// one or two enemy creatures.
fn transfer() -> Ability {
    Ability {
        cast: Some(CastKind::Spell),
        cost: berserk_engine::ability::Cost {
            x: Some(berserk_engine::ability::XCost::UpTo(2)),
            close: true,
            ..Default::default()
        },
        target: Target::Chosen {
            min: 1,
            max: 1,
            filter: Filter {
                vs: vec![berserk_engine::ability::Cond::Wounded],
                second: Some(Box::new(Group {
                    min: 0,
                    max: 2,
                    filter: Filter::creatures(Side::Enemy),
                })),
                ..Filter::creatures(Side::Own)
            },
        },
        effects: vec![
            Effect::on_target(EffectKind::MoveWounds(Value::X { minus: 0 })),
            Effect::new(Subject::Second, EffectKind::ReceiveWounds),
        ],
        ..Ability::default()
    }
}

#[test]
fn a_move_of_wounds_names_no_more_receivers_than_wounds_and_shares_them_out() {
    for (x, own_wounds, receivers) in [(2u8, 3u8, 2usize), (1, 3, 1), (2, 1, 1), (0, 3, 0)] {
        let mut t = Table::new();
        let sage = t.add(
            with_ability(creature("Волхв", 7, 1, [1, 1, 2]), transfer()),
            Player::P1,
            "c2",
        );
        let own = t.add(creature("Свой", 8, 2, [1, 2, 3]), Player::P1, "b1");
        t.pos_card(own).wounds = own_wounds;
        let a = t.add(creature("Чужой", 8, 2, [1, 2, 3]), Player::P2, "c6");
        let b = t.add(creature("Другой", 8, 2, [1, 2, 3]), Player::P2, "d6");
        let mut g = t.game();
        declare(
            &mut g,
            sage,
            Action::AbilityX {
                index: 0,
                target: None,
                x,
            },
        );
        offered_is_accepted(&g);
        choose(&mut g, Choice::AddTarget(own));
        choose(&mut g, Choice::TargetsDone);
        // The second group: at most as many as the wounds that can move.
        for (k, &c) in [a, b].iter().enumerate() {
            offered_is_accepted(&g);
            let offered = g.choices().contains(&Choice::AddTarget(c));
            assert_eq!(offered, k < receivers, "x {x}, wounds {own_wounds}: receiver {k}");
            if offered {
                choose(&mut g, Choice::AddTarget(c));
            }
        }
        offered_is_accepted(&g);
        choose(&mut g, Choice::TargetsDone);
        let moved = x.min(own_wounds);
        assert_eq!(g.card(own).wounds, own_wounds - moved);
        assert_eq!(g.card(a).wounds + g.card(b).wounds, moved);
        if receivers == 2 {
            assert_eq!(
                (g.card(a).wounds, g.card(b).wounds),
                (1, 1),
                "one wound to each in turn"
            );
        }
    }
}

/// Отшельница's sudden impact in the window after the dice: the wounds a
/// strike deals to an own creature go on to other own creatures.
fn recluse() -> Ability {
    use berserk_engine::ability::Cond;
    use berserk_engine::card::AttackSet;
    Ability {
        usage: Usage::Action { sudden: true },
        cast: Some(CastKind::Impact),
        target: Target::Chosen {
            min: 1,
            max: 1,
            filter: Filter {
                vs: vec![Cond::AttackedBy(AttackSet::STRIKES)],
                second: Some(Box::new(Group {
                    min: 0,
                    max: 8,
                    filter: Filter::creatures(Side::Own),
                })),
                ..Filter::creatures(Side::Own)
            },
        },
        effects: vec![
            Effect::on_target(EffectKind::MoveStruckWounds),
            Effect::new(Subject::Second, EffectKind::ReceiveWounds),
        ],
        ..Ability::default()
    }
    .closing()
}

#[test]
fn the_wounds_of_a_strike_in_flight_move_on_once_dealt() {
    let mut t = Table::new();
    let hermit = t.add(
        with_ability(creature("Отшельница", 9, 1, [1, 1, 2]), recluse()),
        Player::P2,
        "a6",
    );
    let other = t.add(creature("Другой", 8, 2, [1, 2, 3]), Player::P2, "e6");
    let attacker = t.add(creature("Чужой", 8, 2, [1, 2, 3]), Player::P1, "c3");
    let struck = t.add(creature("Свой", 8, 2, [1, 2, 3]), Player::P2, "c4");
    t.pos_card(struck).wounds = 7;
    let mut g = t.game();
    // Before any strike: nothing in flight, so no creature can be named.
    let decl = Choice::Declare {
        source: hermit,
        action: Action::Ability { index: 0, target: None },
    };
    assert!(!g.choices().contains(&decl));
    assert!(g.clone().apply(decl).is_err());
    // Dice 4 : 1, a medium strike of 2; the attacker's player passes.
    strike_with(&mut g, attacker, struck, &[4, 1]);
    if matches!(g.pending(), Pending::Decision { player: Player::P1, .. }) {
        choose(&mut g, Choice::Pass);
    }
    assert!(g.choices().contains(&decl), "{:?}", g.pending());
    choose(&mut g, decl);
    // The first group: only the own creature the strike is aimed at.
    offered_is_accepted(&g);
    assert_eq!(
        g.choices(),
        vec![Choice::AddTarget(struck)],
        "only the struck own creature (not done before it)"
    );
    choose(&mut g, Choice::AddTarget(struck));
    choose(&mut g, Choice::TargetsDone);
    // The second group: the other own creatures, the card itself too.
    offered_is_accepted(&g);
    let options = g.choices();
    assert!(options.contains(&Choice::AddTarget(hermit)) && options.contains(&Choice::AddTarget(other)));
    assert!(!options.contains(&Choice::AddTarget(attacker)));
    choose(&mut g, Choice::AddTarget(hermit));
    choose(&mut g, Choice::AddTarget(other));
    choose(&mut g, Choice::TargetsDone);
    // Both pass after the impact; the strike is applied and its wounds move on.
    while !is_main(&g) && g.choices().contains(&Choice::Pass) {
        choose(&mut g, Choice::Pass);
    }
    assert_eq!(
        g.card(struck).wounds,
        7,
        "the struck creature keeps only its old wounds"
    );
    assert!(g.card(struck).zone.in_play(), "and does not die of them");
    assert_eq!(g.card(hermit).wounds + g.card(other).wounds, 2);
    assert_eq!((g.card(hermit).wounds, g.card(other).wounds), (1, 1));
}
