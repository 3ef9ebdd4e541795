//! Pride markers (Хозяйка прайда, [`berserk_engine::ability::MarkerKind::Pride`]):
//! +N to the die of the marker player's creatures when they attack the
//! marked card — not to the other player's creatures, not in defence — and
//! each player's marker stays beside the other's.

mod common;

use berserk_engine::ability::{Ability, Effect, EffectKind, Filter, MarkerKind, Target, Until};
use berserk_engine::{Action, Choice, Player};
use common::*;

fn pride() -> Ability {
    Ability {
        target: Target::One(Filter {
            creature: true,
            ..Filter::default()
        }),
        effects: vec![Effect::on_target(EffectKind::Mark {
            kind: MarkerKind::Pride,
            n: 1,
            cell: false,
            until: Until::EndOfNextTurn { yours: false },
        })],
        ..Ability::default()
    }
    .closing()
}

#[test]
fn a_pride_marker_helps_only_its_players_attackers() {
    let mut t = Table::new();
    let mistress = t.add(
        with_ability(creature("Хозяйка", 7, 1, [1, 1, 2]), pride()),
        Player::P1,
        "a1",
    );
    let own = t.add(creature("Свой", 8, 2, [1, 2, 3]), Player::P1, "c3");
    let marked = t.add(creature("Чужой", 8, 2, [1, 2, 3]), Player::P2, "c4");
    let enemy_mistress = t.add(
        with_ability(creature("Хозяйка", 7, 1, [1, 1, 2]), pride()),
        Player::P2,
        "e6",
    );
    let enemy = t.add(creature("Враг", 8, 2, [1, 2, 3]), Player::P2, "d4");
    let mut g = t.game();
    declare(
        &mut g,
        mistress,
        Action::Ability {
            index: 0,
            target: Some(marked),
        },
    );
    assert_eq!(g.die_bonus(own, true, marked), 1);
    assert_eq!(g.die_bonus(own, false, marked), 0, "only when attacking");
    assert_eq!(g.die_bonus(own, true, enemy), 0, "only against the marked card");
    assert_eq!(
        g.die_bonus(enemy, true, marked),
        0,
        "not for the other player's creatures"
    );
    // The opponent's own pride marker on the same card does not replace it.
    choose(&mut g, Choice::EndTurn);
    declare(
        &mut g,
        enemy_mistress,
        Action::Ability {
            index: 0,
            target: Some(marked),
        },
    );
    assert_eq!(g.die_bonus(enemy, true, marked), 1);
    assert_eq!(g.die_bonus(own, true, marked), 1);
    assert_eq!(g.markers().len(), 2);
}
