//! A pick by die (`pick N by die`, Шакси) and a set die (`grant next_die N
//! until used`, Повелитель бездны): the die of a pick is a chance event, so
//! no player's choice is offered or accepted while it waits; a set die is no
//! chance event at all.

mod common;

use berserk_engine::{Action, ChanceKind, Choice, Event, Pending, Player, Refusal};
use common::*;

/// The built-in card named `name`.
fn builtin(name: &str) -> berserk_engine::CardDef {
    let db = berserk_cards::builtin();
    let id = db.find(name).unwrap_or_else(|| panic!("no card {name}"));
    db.get(id).clone()
}

#[test]
fn a_pick_by_die_waits_for_the_die_not_for_a_player() {
    let mut t = Table::new();
    let shaksi = t.add(builtin("Шакси"), Player::P1, "c1");
    let nomad = t.add(builtin("Кочевник"), Player::P2, "c5");
    let mut g = t.game();
    let jump = g
        .choices()
        .into_iter()
        .find(|c| matches!(c, Choice::Declare { source, action: Action::AbilityAt { cell: to, .. } } if *source == shaksi && *to == cell("c4")))
        .expect("the jump to c4 is offered");
    choose(&mut g, jump);
    // The trigger names its target when it fires (GAME §5).
    declare(
        &mut g,
        shaksi,
        Action::Triggered {
            index: 2,
            target: nomad,
        },
    );
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::AbilityRoll(shaksi)));
    assert!(g.choices().is_empty(), "no choice while the die is due");
    let refused = g.apply(Choice::Pick(1)).expect_err("a die picks, not a player");
    assert_eq!(refused.reason, Refusal::ChanceExpected);
    // Faces 1-2 take option 1: 2 wounds to the chosen creature.
    let ev = g.apply_chance(2).expect("the die").to_vec();
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Event::Picked {
                option: 1,
                forced: true,
                ..
            }
        )),
        "{ev:?}"
    );
    assert_eq!(g.card(nomad).wounds, 2);
}

#[test]
fn two_dice_offer_and_accept_the_same_two_rolls() {
    let mut t = Table::new();
    let warrior = t.add(builtin("Воин храма"), Player::P1, "c3");
    let nomad = t.add(builtin("Кочевник"), Player::P2, "c4");
    let mut g = t.game();
    declare(&mut g, warrior, Action::Strike { target: nomad });
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::AttackRoll(warrior)));
    g.apply_chance(2).expect("the first roll");
    assert_eq!(
        g.pending(),
        Pending::Chance(ChanceKind::AttackRoll(warrior)),
        "rolled again"
    );
    g.apply_chance(5).expect("the second roll");
    let q = g.question().expect("the two rolls wait");
    assert_eq!(
        (q.source, q.ask),
        (warrior, berserk_engine::Ask::KeepDie { first: 2, second: 5 })
    );
    assert_eq!(g.choices(), vec![Choice::Pick(1), Choice::Pick(2)]);
    for k in [0, 3] {
        let refused = g.apply(Choice::Pick(k)).expect_err("only the two rolls");
        assert_eq!(refused.reason, Refusal::NoSuchOption);
    }
    let ev = choose(&mut g, Choice::Pick(2));
    assert!(
        ev.iter().any(|e| matches!(e, Event::DieKept { kept: 5, other: 2, .. })),
        "{ev:?}"
    );
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::DefenseRoll(nomad)));
    assert_eq!(g.question(), None);
}

#[test]
fn a_set_die_is_no_chance_event() {
    let mut t = Table::new();
    let lord = t.add(builtin("Повелитель бездны"), Player::P1, "b3");
    let own = t.add(builtin("Кочевник"), Player::P1, "d3");
    let doomed = t.add(builtin("Кочевник"), Player::P2, "d4");
    let target = t.add(builtin("Кочевник"), Player::P2, "b4");
    t.pos_card(doomed).wounds = 7;
    t.close(doomed);
    let mut g = t.game();
    declare(&mut g, own, Action::Strike { target: doomed });
    g.apply_chance(6).expect("the attacking die");
    declare(&mut g, lord, Action::Strike { target });
    // The Lord's attacking die was set: the defender's die is the one due.
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::DefenseRoll(target)));
    let ev = g.apply_chance(1).expect("the defending die").to_vec();
    assert!(ev.iter().any(|e| matches!(e, Event::StrikeTable { .. })), "{ev:?}");
    assert_eq!(g.card(target).wounds, 6, "6 against 1: a strong strike");
}
