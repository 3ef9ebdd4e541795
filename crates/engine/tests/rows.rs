//! A spell's row target ([`berserk_engine::ability::Target::Row`], Призывающая
//! бурю): the rows offered are exactly the rows the declaration check
//! accepts — each named by its central cell, of the allowed half, not used
//! before when limited to once per battle for each row.

mod common;

use berserk_engine::ability::{Ability, CastKind, Effect, EffectKind, MarkerKind, Side, Target, Until};
use berserk_engine::battlefield::Cell;
use berserk_engine::{Action, Choice, MarkedAt, Player};
use common::*;

fn storm() -> Ability {
    Ability {
        cast: Some(CastKind::Spell),
        target: Target::Row {
            side: Side::Enemy,
            once: true,
        },
        effects: vec![Effect::on_target(EffectKind::Mark {
            kind: MarkerKind::Storm,
            n: 1,
            cell: false,
            until: Until::EndOfNextTurn { yours: false },
        })],
        ..Ability::default()
    }
    .closing()
}

#[test]
fn r528_row_options_are_the_rows_the_check_accepts() {
    let mut t = Table::new();
    let s = t.add(
        with_ability(creature("Буревестница", 7, 1, [1, 2, 2]), storm()),
        Player::P1,
        "a1",
    );
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    let offered = |g: &berserk_engine::Game| -> Vec<Cell> {
        g.choices()
            .into_iter()
            .filter_map(|o| match o {
                Choice::Declare {
                    source,
                    action: Action::AbilityAt { cell, .. },
                } if source == s => Some(cell),
                _ => None,
            })
            .collect()
    };
    let accepted = |g: &berserk_engine::Game| -> Vec<Cell> {
        Cell::all()
            .filter(|&cell| {
                g.check_action(Player::P1, s, Action::AbilityAt { index: 0, cell }, false)
                    .is_ok()
            })
            .collect()
    };
    let rows = ["c4", "c5", "c6"].map(cell);
    assert_eq!(offered(&g), rows);
    assert_eq!(accepted(&g), rows);
    declare(
        &mut g,
        s,
        Action::AbilityAt {
            index: 0,
            cell: cell("c5"),
        },
    );
    let seen: Vec<_> = g.view(Player::P2).markers.iter().map(|m| (m.at, m.kind)).collect();
    assert_eq!(seen, [(MarkedAt::Row(4), MarkerKind::Storm)]);
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::EndTurn);
    // Row 5 was named: only rows 4 and 6 are left, in the options and the check alike.
    let left = ["c4", "c6"].map(cell);
    assert_eq!(offered(&g), left);
    assert_eq!(accepted(&g), left);
}
