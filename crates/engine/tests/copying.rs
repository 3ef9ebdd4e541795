//! Copied formation abilities (Анубисар, [`Keyword::CopiesFormation`]): a
//! copied action is offered exactly while the check accepts it — while the
//! copier stands in formation with a partner of the keyword's element that
//! has it — and a partner of another element lends nothing.

mod common;

use berserk_engine::ability::Cond;
use berserk_engine::card::{AttackKind, CardDb, Element, Keyword};
use berserk_engine::{Action, Choice, Game, Player, Refusal};
use common::*;

/// `source`'s copied action at `target`: offered, and accepted by the check.
fn offered_and_accepted(
    g: &Game,
    source: berserk_engine::CardId,
    target: berserk_engine::CardId,
) -> (bool, Result<(), Refusal>) {
    let action = Action::Ability {
        index: CardDb::COPIED_BASE,
        target: Some(target),
    };
    let offered = g.choices().contains(&Choice::Declare { source, action });
    (
        offered,
        g.check_action(Player::P1, source, action, false).map_err(|e| e.reason),
    )
}

#[test]
fn r502_3_a_copied_action_is_offered_exactly_while_a_partner_lends_it() {
    let mut t = Table::new();
    let copier = t.add(
        with_kw(
            creature("Копир", 10, 2, [1, 2, 3]),
            &[Keyword::Formation, Keyword::CopiesFormation(Element::Steppe)],
        ),
        Player::P1,
        "b2",
    );
    let formation_shot = attack(AttackKind::Shot, [2, 2, 2], Some(3), false).when(Cond::InFormation);
    let partner = t.add(
        with_ability(
            with_kw(creature("Стрелок", 8, 1, [1, 1, 1]), &[Keyword::Formation]),
            formation_shot.clone(),
        ),
        Player::P1,
        "d2",
    );
    // A mountain partner with the same kind of ability lends nothing.
    let mut dwarf = with_ability(
        with_kw(creature("Гном", 8, 1, [1, 1, 1]), &[Keyword::Formation]),
        formation_shot,
    );
    dwarf.element = Element::Mountains;
    t.add(dwarf, Player::P1, "b1");
    let enemy = t.add(creature("Враг", 9, 2, [1, 2, 3]), Player::P2, "c5");
    let mut g = t.game();
    // In formation with the dwarf only: nothing copied.
    assert_eq!(
        offered_and_accepted(&g, copier, enemy),
        (false, Err(Refusal::NoSuchAbility))
    );
    // Next to the steppe partner: the copied shot is its own.
    declare(&mut g, copier, Action::Move { to: cell("c2") });
    assert_eq!(offered_and_accepted(&g, copier, enemy), (true, Ok(())));
    // Every declaration offered for the copier is accepted.
    for c in g.choices() {
        if let Choice::Declare { source, action } = c {
            if source == copier {
                assert!(g.check_action(Player::P1, source, action, false).is_ok(), "{action:?}");
            }
        }
    }
    // The copied shot is the copier's: it is the source, the partner stays open.
    declare(
        &mut g,
        copier,
        Action::Ability {
            index: CardDb::COPIED_BASE,
            target: Some(enemy),
        },
    );
    assert!(g.card(partner).open);
}
