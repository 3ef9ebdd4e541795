//! Flyers and ranged attacks (GAME.md §6, 501.17): ground creatures can't
//! strike flyers, flyers strike any enemy card, ranged attacks always reach
//! flyers, shots and throws can't target adjacent cards, range is checked.

mod common;

use berserk_engine::card::{AttackKind, CardDef};
use berserk_engine::{Action, CardId, ChanceKind, Choice, Event, Game, Illegal, Pending, Player, Refusal, Rule};
use common::*;

fn ability(source: CardId, target: CardId) -> Choice {
    Choice::Declare {
        source,
        action: Action::Ability {
            index: 0,
            target: Some(target),
        },
    }
}

#[test]
fn flyers_ground_creature_cannot_strike_a_flyer() {
    let mut t = Table::new();
    let a = t.add(creature("Пехотинец", 10, 1, [1, 2, 3]), Player::P1, "c3");
    let bird = t.add(flyer("Птица", 10, [1, 2, 3]), Player::P2, "air");
    t.add(creature("Враг", 10, 1, [1, 2, 3]), Player::P2, "c6");
    let mut g = t.game();
    assert!(!g.choices().contains(&strike_choice(a, bird)));
    assert_eq!(
        refused(&mut g, strike_choice(a, bird)),
        Illegal {
            rule: Rule::Flyers,
            reason: Refusal::GroundCannotStrikeFlyer
        }
    );
}

#[test]
fn flyers_ground_special_strike_cannot_hit_a_flyer() {
    let mut t = Table::new();
    let a = t.add(
        with_ability(
            creature("Пехотинец", 10, 1, [1, 2, 3]),
            attack(AttackKind::SpecialStrike, [2, 2, 2], None, false),
        ),
        Player::P1,
        "c3",
    );
    let bird = t.add(flyer("Птица", 10, [1, 2, 3]), Player::P2, "air");
    t.add(creature("Враг", 10, 1, [1, 2, 3]), Player::P2, "c6");
    let mut g = t.game();
    assert_eq!(
        refused(&mut g, ability(a, bird)).reason,
        Refusal::GroundCannotStrikeFlyer
    );
}

#[test]
fn flyers_may_strike_any_enemy_card() {
    let mut t = Table::new();
    let bird = t.add(flyer("Орёл", 10, [1, 2, 3]), Player::P1, "air");
    let far = t.add(creature("Дальний", 10, 1, [1, 2, 3]), Player::P2, "a6");
    let near = t.add(creature("Ближний", 10, 1, [1, 2, 3]), Player::P2, "e4");
    let other = t.add(flyer("Ястреб", 10, [1, 2, 3]), Player::P2, "air");
    let own = t.add(creature("Свой", 10, 1, [1, 2, 3]), Player::P1, "c1");
    let mut g = t.game();
    let opts = g.choices();
    for target in [far, near, other] {
        assert!(
            opts.contains(&strike_choice(bird, target)),
            "{target} can be struck: {opts:?}"
        );
    }
    assert_eq!(
        refused(&mut g, strike_choice(bird, own)),
        Illegal {
            rule: Rule::R501_17,
            reason: Refusal::NotAnEnemy
        }
    );
    strike(&mut g, bird, far);
    choose(&mut g, Choice::NoDefender); // P2's flyer could defend
    die(&mut g, 6);
    die(&mut g, 1);
    assert_eq!(g.card(far).wounds, 3, "+5 strong from the additional zone");
}

#[test]
fn flyers_ground_strike_needs_an_adjacent_target() {
    let mut t = Table::new();
    let a = t.add(creature("Пехотинец", 10, 1, [1, 2, 3]), Player::P1, "c3");
    let d = t.add(creature("Враг", 10, 1, [1, 2, 3]), Player::P2, "c5");
    let mut g = t.game();
    assert_eq!(
        refused(&mut g, strike_choice(a, d)),
        Illegal {
            rule: Rule::R501_17,
            reason: Refusal::NotAdjacent
        }
    );
}

fn shooter(kind: AttackKind, range: Option<u8>, adjacent_ok: bool) -> CardDef {
    with_ability(
        creature("Стрелок", 10, 1, [1, 1, 1]),
        attack(kind, [1, 2, 3], range, adjacent_ok),
    )
}

#[test]
fn flyers_ranged_attacks_reach_flyers_regardless_of_range() {
    for kind in [
        AttackKind::Shot,
        AttackKind::Throw,
        AttackKind::Discharge,
        AttackKind::MagicStrike,
    ] {
        let mut t = Table::new();
        let s = t.add(shooter(kind, Some(1), false), Player::P1, "a1");
        let bird = t.add(flyer("Птица", 10, [1, 2, 3]), Player::P2, "air");
        t.add(creature("Враг", 10, 1, [1, 2, 3]), Player::P2, "e6");
        let mut g = t.game();
        assert!(g.choices().contains(&ability(s, bird)), "{kind:?}");
        choose(&mut g, ability(s, bird));
        assert_eq!(g.pending(), Pending::Chance(ChanceKind::AbilityRoll(s)));
        die(&mut g, 6);
        assert_eq!(g.card(bird).wounds, 3, "{kind:?}: strong 3");
    }
}

#[test]
fn flyers_range_is_checked() {
    let mut t = Table::new();
    let s = t.add(shooter(AttackKind::Shot, Some(2), false), Player::P1, "a1");
    let in_range = t.add(creature("Близкий", 10, 1, [1, 2, 3]), Player::P2, "c3");
    let diagonal = t.add(creature("Угловой", 10, 1, [1, 2, 3]), Player::P2, "c2");
    let out = t.add(creature("Далёкий", 10, 1, [1, 2, 3]), Player::P2, "a4");
    let mut g = t.game();
    let opts = g.choices();
    assert!(opts.contains(&ability(s, in_range)), "distance 2 (diagonal)");
    assert!(opts.contains(&ability(s, diagonal)));
    assert!(!opts.contains(&ability(s, out)));
    assert_eq!(
        refused(&mut g, ability(s, out)),
        Illegal {
            rule: Rule::R501_17,
            reason: Refusal::OutOfRange
        }
    );
}

#[test]
fn flyers_unlimited_range_reaches_across_the_board() {
    let mut t = Table::new();
    let s = t.add(shooter(AttackKind::Discharge, None, false), Player::P1, "a1");
    let d = t.add(creature("Далёкий", 10, 1, [1, 2, 3]), Player::P2, "e6");
    let g = t.game();
    assert!(g.choices().contains(&ability(s, d)));
}

#[test]
fn flyers_shots_and_throws_cannot_target_adjacent_cards() {
    for kind in [AttackKind::Shot, AttackKind::Throw] {
        let mut t = Table::new();
        let s = t.add(shooter(kind, Some(3), false), Player::P1, "c3");
        let adj = t.add(creature("Сосед", 10, 1, [1, 2, 3]), Player::P2, "d4");
        let mut g = t.game();
        assert!(!g.choices().contains(&ability(s, adj)));
        assert_eq!(
            refused(&mut g, ability(s, adj)),
            Illegal {
                rule: Rule::R501_17,
                reason: Refusal::TooClose
            },
            "{kind:?}"
        );
    }
}

#[test]
fn flyers_shot_at_adjacent_card_allowed_when_the_text_says_so() {
    let mut t = Table::new();
    let s = t.add(shooter(AttackKind::Shot, Some(3), true), Player::P1, "c3");
    let adj = t.add(creature("Сосед", 10, 1, [1, 2, 3]), Player::P2, "c4");
    let mut g = t.game();
    assert!(g.choices().contains(&ability(s, adj)));
    choose(&mut g, ability(s, adj));
    die(&mut g, 4);
    assert_eq!(g.card(adj).wounds, 2);
}

#[test]
fn flyers_discharge_may_target_adjacent_cards() {
    let mut t = Table::new();
    let s = t.add(shooter(AttackKind::Discharge, Some(3), false), Player::P1, "c3");
    let adj = t.add(creature("Сосед", 10, 1, [1, 2, 3]), Player::P2, "c4");
    let g = t.game();
    assert!(g.choices().contains(&ability(s, adj)));
}

#[test]
fn flyers_ranged_attack_rolls_alone_and_gets_no_counter() {
    // Three-valued ranged attacks: 1–3 weak, 4–5 medium, 6 strong; the target
    // does not roll and does not strike back, even when open.
    for (roll, wounds) in [(1, 1), (3, 1), (4, 2), (5, 2), (6, 3)] {
        let mut t = Table::new();
        let s = t.add(shooter(AttackKind::Shot, Some(3), false), Player::P1, "c2");
        let d = t.add(creature("Цель", 10, 1, [5, 5, 5]), Player::P2, "c4");
        let mut g = t.game();
        choose(&mut g, ability(s, d));
        let ev = die(&mut g, roll);
        assert!(is_main(&g), "no defender die: {:?}", g.pending());
        assert_eq!(g.card(d).wounds, wounds, "roll {roll}");
        assert_eq!(g.card(s).wounds, 0);
        assert!(!ev.iter().any(|e| matches!(e, Event::Attack { counter: true, .. })));
        assert!(!g.card(s).open, "the ability closes the shooter");
    }
}

#[test]
fn flyers_strike_over_a_row_cannot_target_flyers() {
    let mut t = Table::new();
    let s = t.add(
        with_ability(
            creature("Копейщик", 10, 1, [1, 1, 1]),
            attack(AttackKind::StrikeOverRow, [2, 2, 2], None, false),
        ),
        Player::P1,
        "c3",
    );
    let bird = t.add(flyer("Птица", 10, [1, 2, 3]), Player::P2, "air");
    let two = t.add(creature("Через ряд", 10, 1, [1, 2, 3]), Player::P2, "c5");
    let mut g: Game = t.game();
    assert_eq!(refused(&mut g, ability(s, bird)).rule, Rule::R501_17);
    choose(&mut g, ability(s, two));
    assert_eq!(g.card(two).wounds, 2);
}
