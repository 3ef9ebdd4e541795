//! A line of cell markers chosen as a trigger executes (Бул'Багур,
//! `mark lantern 1 line 3`, `crate::line_marks`): the far ends offered are
//! exactly the ones accepted, and the markers go on the whole line.

mod common;

use berserk_engine::ability::{Ability, Effect, EffectKind, MarkerKind, Side, Trigger, TriggerEvent, Until, Usage};
use berserk_engine::{Action, Cell, Choice, MarkedAt, Player};
use common::*;

fn lantern_line() -> Ability {
    Ability {
        usage: Usage::Trigger(Trigger {
            event: TriggerEvent::TurnStart(Side::Enemy),
            vs: vec![],
            optional: false,
        }),
        effects: vec![Effect::on_self(EffectKind::MarkLine {
            kind: MarkerKind::Lantern,
            n: 1,
            len: 3,
            until: Until::EndOfNextTurn { yours: true },
        })],
        ..Ability::default()
    }
}

#[test]
fn r502_4_the_far_ends_offered_are_the_ones_accepted() {
    let mut t = Table::new();
    let troll = t.add(
        with_ability(creature("Тролль", 10, 1, [2, 3, 3]), lantern_line()),
        Player::P1,
        "b2",
    );
    t.add(creature("Враг", 8, 1, [1, 1, 2]), Player::P2, "b5");
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    choose(
        &mut g,
        Choice::Declare {
            source: troll,
            action: Action::Triggered {
                index: 0,
                target: troll,
            },
        },
    );
    let offered = g.choices();
    for cell in Cell::all() {
        let c = Choice::Place(cell);
        assert_eq!(g.clone().apply(c).is_ok(), offered.contains(&c), "{cell}");
    }
    // From b2: the column up to b5, the row to a2 and e2, the four
    // diagonals (e5 is 3 away; a1, c1, a3 one), not b6 (4 away) nor c4.
    let mut ends: Vec<String> = offered
        .iter()
        .filter_map(|c| match c {
            Choice::Place(cell) => Some(cell.to_string()),
            _ => None,
        })
        .collect();
    ends.sort();
    assert_eq!(
        ends,
        ["a1", "a2", "a3", "b1", "b3", "b4", "b5", "c1", "c2", "c3", "d2", "d4", "e2", "e5"]
    );
    choose(&mut g, Choice::Place(cell("e5")));
    let mut lit: Vec<String> = g
        .markers()
        .iter()
        .filter(|m| m.kind == MarkerKind::Lantern)
        .filter_map(|m| match m.at {
            MarkedAt::Cell(c) => Some(c.to_string()),
            _ => None,
        })
        .collect();
    lit.sort();
    assert_eq!(lit, ["c3", "d4", "e5"]);
}
