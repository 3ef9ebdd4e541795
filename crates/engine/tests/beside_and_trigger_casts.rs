//! A teleport beside the attacker of a neighbour (Сайкорон,
//! `on adjacent_struck`, `crate::beside`) and a trigger's impact at up to X
//! chosen cards (Поганище, `on gains_incarnation_token`): what is offered
//! and what is accepted come from one check, both ways.

mod common;

use berserk_engine::ability::{
    Ability, CastKind, Effect, EffectKind, Filter, Side, Target, Trigger, TriggerEvent, Usage, Value,
};
use berserk_engine::card::{AttackKind, AttackSet, UseLimit};
use berserk_engine::{Action, Cell, Choice, Place, Player};
use common::*;

fn saikoron() -> Ability {
    Ability {
        usage: Usage::Trigger(Trigger {
            event: TriggerEvent::AdjacentStruck(AttackSet::RANGED),
            vs: vec![],
            optional: true,
        }),
        limit: Some(UseLimit::Battle),
        effects: vec![Effect::on_self(EffectKind::TeleportBeside { land: false })],
        ..Ability::default()
    }
}

/// Every option of the pending decision is accepted, and every choice of
/// `candidates` that is not offered is refused.
fn options_agree(g: &berserk_engine::Game, candidates: &[Choice]) {
    let offered = g.choices();
    for &c in candidates {
        let accepted = g.clone().apply(c).is_ok();
        assert_eq!(accepted, offered.contains(&c), "{c:?}");
    }
}

#[test]
fn r502_7_the_cells_beside_the_shooter_are_offered_and_only_they_are_accepted() {
    let mut t = Table::new();
    let shooter = t.add(
        with_ability(
            creature("Стрелок", 8, 1, [1, 1, 2]),
            attack(AttackKind::Shot, [1; 3], None, false).closing(),
        ),
        Player::P1,
        "c1",
    );
    let blocker = t.add(creature("Сосед стрелка", 8, 1, [1, 1, 2]), Player::P1, "b2");
    let _ = blocker;
    let neighbour = t.add(creature("Сосед", 8, 1, [1, 1, 2]), Player::P2, "c4");
    let demon = t.add(
        with_ability(creature("Демон", 10, 1, [1, 2, 3]), saikoron()),
        Player::P2,
        "c5",
    );
    let mut g = t.game();
    declare(
        &mut g,
        shooter,
        Action::Ability {
            index: 0,
            target: Some(neighbour),
        },
    );
    let accept = Choice::Declare {
        source: demon,
        action: Action::Triggered {
            index: 0,
            target: demon,
        },
    };
    let wrong = Choice::Declare {
        source: demon,
        action: Action::Triggered {
            index: 0,
            target: neighbour,
        },
    };
    options_agree(&g, &[accept, wrong, Choice::Pass]);
    assert!(g.choices().contains(&Choice::Pass));
    choose(&mut g, accept);
    let cells: Vec<Choice> = Cell::all().map(Choice::Place).collect();
    options_agree(&g, &cells);
    // Free and next to c1: b1, d1, d2 and c2 (b2 is taken).
    let mut offered: Vec<String> = g
        .choices()
        .into_iter()
        .filter_map(|c| match c {
            Choice::Place(cell) => Some(cell.to_string()),
            _ => None,
        })
        .collect();
    offered.sort();
    assert_eq!(offered, ["b1", "c2", "d1", "d2"]);
    choose(&mut g, Choice::Place(cell("d2")));
    assert_eq!(g.card(demon).zone.cell(), Some(cell("d2")));
}

#[test]
fn r502_4_a_trigger_impact_names_up_to_x_targets_from_the_graveyard() {
    let mut t = Table::new();
    let abomination = with_abilities(
        creature("Поганище", 12, 1, [3, 4, 5]),
        vec![
            Ability::keyword(berserk_engine::card::Keyword::Incarnation(3)),
            Ability {
                usage: Usage::Trigger(Trigger {
                    event: TriggerEvent::GainsIncarnationToken,
                    vs: vec![],
                    optional: false,
                }),
                cast: Some(CastKind::Impact),
                target: Target::Chosen {
                    min: 0,
                    max: Target::X,
                    filter: Filter::creatures(Side::Any),
                },
                effects: vec![Effect::on_target(EffectKind::Wound(Value::fixed(1)))],
                ..Ability::default()
            },
        ],
    );
    let d = t.def(abomination);
    let source = t.put_at(d, Player::P1, Place::Graveyard);
    let a = t.add(creature("Первый", 8, 1, [1, 1, 2]), Player::P2, "a6");
    let b = t.add(creature("Второй", 8, 1, [1, 1, 2]), Player::P2, "c6");
    let own = t.add(creature("Свой", 8, 1, [1, 1, 2]), Player::P1, "c1");
    t.start_of_turn = true;
    let mut g = t.game();
    assert_eq!(g.card(source).incarnation, 1);
    let all = [
        Choice::AddTarget(a),
        Choice::AddTarget(b),
        Choice::AddTarget(own),
        Choice::AddTarget(source),
        Choice::TargetsDone,
    ];
    options_agree(&g, &all);
    // Any creature in play, the own too; not the card in the graveyard.
    assert!(g.choices().contains(&Choice::AddTarget(own)));
    assert!(!g.choices().contains(&Choice::AddTarget(source)));
    choose(&mut g, Choice::AddTarget(a));
    // X = 1: no second target, but done.
    options_agree(&g, &all);
    assert_eq!(g.choices(), [Choice::TargetsDone]);
    choose(&mut g, Choice::TargetsDone);
    assert_eq!(g.card(a).wounds, 1);
    assert_eq!(g.card(b).wounds, 0);
}
