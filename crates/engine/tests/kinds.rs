//! Artifacts and terrains in battle (rule 208; KINDS.md §7–8): what they can
//! do, what can be done to them, and each reading of the settings.

mod common;

use berserk_engine::card::{AttackKind, CardDef, Element, Kind};
use berserk_engine::state::Zone;
use berserk_engine::{Action, ChanceKind, Choice, Event, Illegal, Pending, Player, Refusal, Rule, RulesConfig};
use common::*;

fn artifact(name: &str, life: u8) -> CardDef {
    def(name, Element::Neutral, 3, false, Kind::Artifact, life, 0, [0, 0, 0])
}

fn terrain(name: &str) -> CardDef {
    def(name, Element::Neutral, 3, false, Kind::Terrain, 0, 0, [0, 0, 0])
}

/// 208: an artifact has no simple strike and no movement: neither is offered,
/// and declaring them is refused.
#[test]
fn kinds_208_artifact_neither_strikes_nor_moves() {
    let mut t = Table::new();
    let idol = t.add(artifact("Идол", 8), Player::P1, "c3");
    t.add(creature("Свой", 10, 1, [1, 2, 3]), Player::P1, "a1");
    let foe = t.add(creature("Враг", 10, 1, [1, 2, 3]), Player::P2, "c4");
    let mut g = t.game();
    let opts = g.choices();
    assert!(
        !opts
            .iter()
            .any(|c| matches!(c, Choice::Declare { source, .. } if *source == idol)),
        "{opts:?}"
    );
    assert_eq!(
        refused(&mut g, strike_choice(idol, foe)),
        Illegal {
            rule: Rule::R208,
            reason: Refusal::NoSimpleStrike
        }
    );
    let step = Choice::Declare {
        source: idol,
        action: Action::Move { to: cell("b3") },
    };
    assert_eq!(refused(&mut g, step).reason, Refusal::NoMovementLeft);
}

/// KINDS §7 (`artifact_rolls_when_open`, [?] off): struck by a simple strike,
/// an open artifact is resolved like a closed card — the attacker rolls
/// alone — and it never strikes back; at 0 life it is destroyed (503.1).
#[test]
fn kinds_artifact_is_struck_like_a_closed_card_and_never_strikes_back() {
    let mut t = Table::new();
    let a = t.add(creature("Воин", 10, 1, [2, 3, 4]), Player::P1, "c3");
    let idol = t.add(artifact("Идол", 3), Player::P2, "c4");
    t.add(creature("Враг", 10, 1, [1, 2, 3]), Player::P2, "e6");
    let mut g = t.game();
    assert!(
        g.choices().contains(&strike_choice(a, idol)),
        "an artifact can be attacked"
    );
    let mut ev = strike(&mut g, a, idol);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::AttackRoll(a)));
    ev.extend(die(&mut g, 4));
    assert!(
        !matches!(g.pending(), Pending::Chance(ChanceKind::DefenseRoll(_))),
        "the artifact rolls no die"
    );
    assert_eq!(wounds_in(&ev, idol), 3, "a medium strike: {ev:?}");
    assert_eq!(wounds_in(&ev, a), 0);
    assert!(ev.contains(&Event::Destroyed { card: idol }), "{ev:?}");
    assert_eq!(g.card(idol).zone, Zone::Graveyard);
}

/// The other reading (`artifact_rolls_when_open` on): an open artifact rolls
/// its die as an open card does, but still never counter-strikes (208).
#[test]
fn kinds_open_artifact_rolls_if_set_but_never_strikes_back() {
    let mut t = Table::new();
    t.cfg = RulesConfig {
        artifact_rolls_when_open: true,
        ..RulesConfig::default()
    };
    let a = t.add(creature("Воин", 10, 1, [2, 3, 4]), Player::P1, "c3");
    // A strike on the definition is ignored: the kind has none (208).
    let mut idol_def = artifact("Идол", 10);
    idol_def.strike = [3, 3, 3];
    let idol = t.add(idol_def, Player::P2, "c4");
    t.add(creature("Враг", 10, 1, [1, 2, 3]), Player::P2, "e6");
    let mut g = t.game();
    let mut ev = strike(&mut g, a, idol);
    ev.extend(die(&mut g, 1));
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::DefenseRoll(idol)), "it rolls");
    // 1 against 6: a creature would strike back with its weak strike.
    ev.extend(die(&mut g, 6));
    assert_eq!(wounds_in(&ev, a), 0, "no counter-strike: {ev:?}");
}

/// KINDS §7 (`artifact_can_be_healed`, [?] off): healing an artifact heals
/// nothing; with the setting on it heals.
#[test]
fn kinds_artifact_is_not_healed_unless_set() {
    for healed in [false, true] {
        let mut t = Table::new();
        t.cfg = RulesConfig {
            artifact_can_be_healed: healed,
            ..RulesConfig::default()
        };
        let idol = t.add(with_ability(artifact("Идол", 8), heal_self(Some(2))), Player::P1, "c2");
        t.pos_card(idol).wounds = 3;
        t.add(creature("Свой", 10, 1, [1, 2, 3]), Player::P1, "a1");
        t.add(creature("Враг", 10, 1, [1, 2, 3]), Player::P2, "e6");
        let mut g = t.game();
        let ev = declare(&mut g, idol, Action::Ability { index: 0, target: None });
        if healed {
            assert_eq!(g.card(idol).wounds, 1, "{ev:?}");
        } else {
            assert_eq!(g.card(idol).wounds, 3, "{ev:?}");
            assert!(ev.contains(&Event::ArtifactNotHealed { card: idol }), "{ev:?}");
            assert_eq!(Event::ArtifactNotHealed { card: idol }.rule(), Rule::Artifacts);
        }
    }
}

/// 208 with 503: a player whose squad holds artifacts and terrains but no
/// creature loses.
#[test]
fn kinds_503_a_squad_of_artifacts_loses() {
    let mut t = Table::new();
    let a = t.add(creature("Воин", 10, 1, [5, 5, 5]), Player::P1, "c3");
    let last = t.add(creature("Последний", 1, 1, [1, 1, 1]), Player::P2, "c4");
    t.add(artifact("Идол", 8), Player::P2, "e6");
    t.add(terrain("Пустошь"), Player::P2, "air");
    let mut g = t.game();
    assert!(!g.is_over());
    let mut ev = strike(&mut g, a, last);
    ev.extend(die(&mut g, 6));
    ev.extend(die(&mut g, 1));
    assert!(ev.contains(&Event::Destroyed { card: last }), "{ev:?}");
    assert!(g.is_over());
    assert_eq!(g.result().unwrap().winner, Some(Player::P1));
}

/// KINDS §8: a terrain has no life and no cell: no strike or ranged attack
/// may name it (not even a flyer's), and it is never destroyed for having
/// no life (503.1 reads life only of the cards that have it).
#[test]
fn kinds_terrain_is_not_attacked_nor_destroyed() {
    let mut t = Table::new();
    let bird = t.add(flyer("Орёл", 8, [1, 2, 3]), Player::P1, "air");
    let archer = t.add(
        with_ability(
            creature("Лучник", 8, 1, [1, 1, 1]),
            attack(AttackKind::Shot, [1, 2, 3], None, false),
        ),
        Player::P1,
        "c1",
    );
    let land = t.add(terrain("Пустошь"), Player::P2, "air");
    t.add(creature("Враг", 10, 1, [1, 2, 3]), Player::P2, "e6");
    let mut g = t.game();
    assert_eq!(g.card(land).zone, Zone::Additional, "not destroyed at 0 life");
    g.check_invariants().expect("a terrain in the additional zone is legal");
    let opts = g.choices();
    assert!(!opts.contains(&strike_choice(bird, land)), "{opts:?}");
    assert_eq!(
        refused(&mut g, strike_choice(bird, land)),
        Illegal {
            rule: Rule::Terrains,
            reason: Refusal::TerrainNotATarget
        }
    );
    let shot = Choice::Declare {
        source: archer,
        action: Action::Ability {
            index: 0,
            target: Some(land),
        },
    };
    assert!(!opts.contains(&shot));
    assert_eq!(refused(&mut g, shot).reason, Refusal::TerrainNotATarget);
    // The turn ends and the next begins: still there.
    choose(&mut g, Choice::EndTurn);
    assert_eq!(g.card(land).zone, Zone::Additional);
}
