//! Markers on cells and cards ([`berserk_engine::markers`]): a bonfire makes
//! a free cell count as occupied for every way onto a cell, both players see
//! the markers in their views, and a game without markers keeps an empty list.

mod common;

use berserk_engine::ability::{Ability, Effect, EffectKind, MarkerKind, Target, Until};
use berserk_engine::{Action, Choice, MarkedAt, Player, Refusal, Rule};
use common::*;

fn bonfire() -> Ability {
    Ability {
        target: Target::Cell,
        effects: vec![Effect::on_target(EffectKind::Mark {
            kind: MarkerKind::Bonfire,
            n: 0,
            cell: true,
            until: Until::EndOfNextTurn { yours: false },
        })],
        ..Ability::default()
    }
    .closing()
}

#[test]
fn r502_7_a_bonfire_cell_is_occupied_and_both_views_show_it() {
    let mut t = Table::new();
    let k = t.add(
        with_ability(creature("Костровой", 7, 1, [1, 1, 2]), bonfire()),
        Player::P1,
        "b1",
    );
    let walker = t.add(creature("Ходок", 8, 2, [1, 2, 3]), Player::P1, "c2");
    let jumper = t.add(
        with_ability(creature("Прыгун", 8, 1, [1, 1, 1]), teleport()),
        Player::P1,
        "a1",
    );
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    assert!(g.markers().is_empty());
    declare(
        &mut g,
        k,
        Action::AbilityAt {
            index: 0,
            cell: cell("c3"),
        },
    );
    let expected = [(MarkedAt::Cell(cell("c3")), MarkerKind::Bonfire)];
    for p in [Player::P1, Player::P2] {
        let seen: Vec<_> = g.view(p).markers.iter().map(|m| (m.at, m.kind)).collect();
        assert_eq!(seen, expected, "{p:?} sees the bonfire");
    }
    // No step, no teleport, no second bonfire onto it: the options and the refusals agree.
    let onto = |g: &berserk_engine::Game, c| {
        g.choices().into_iter().any(|o| {
            matches!(o, Choice::Declare { source, action: Action::Move { to } | Action::AbilityAt { cell: to, .. } }
                if source == c && to == cell("c3"))
        })
    };
    assert!(!onto(&g, walker) && !onto(&g, jumper));
    let err = refused(
        &mut g,
        Choice::Declare {
            source: walker,
            action: Action::Move { to: cell("c3") },
        },
    );
    assert_eq!((err.rule, err.reason), (Rule::R502_7, Refusal::CellOccupied));
    let err = refused(
        &mut g,
        Choice::Declare {
            source: jumper,
            action: Action::AbilityAt {
                index: 0,
                cell: cell("c3"),
            },
        },
    );
    assert_eq!((err.rule, err.reason), (Rule::R502_7, Refusal::CellOccupied));
    // It lasts through the opponent's turn and goes at its end (503.1).
    choose(&mut g, Choice::EndTurn);
    assert_eq!(g.markers().len(), 1);
    choose(&mut g, Choice::EndTurn);
    assert!(g.markers().is_empty());
    assert!(onto(&g, walker));
}
