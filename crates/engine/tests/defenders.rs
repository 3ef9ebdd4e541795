//! Defenders (GAME.md §6): an open creature of the attacked side adjacent to
//! the attacker may take a simple strike aimed at an ally; the strike and the
//! dice go against it and it closes. Directed strikes can't be defended;
//! only flyers defend against flyers; DefendsAnyGround.

mod common;

use berserk_engine::ability::{Ability, Cond, Modifier};
use berserk_engine::card::{Element, Keyword};
use berserk_engine::{CardId, ChanceKind, Choice, DecisionKind, Event, Game, Illegal, Pending, Player, Refusal, Rule};
use common::*;

struct Field {
    g: Game,
    attacker: CardId,
    target: CardId,
    /// Open, adjacent to the attacker (d4 next to c3).
    guard: CardId,
    /// Open, not adjacent to the attacker (e5).
    far: CardId,
    /// Adjacent to the attacker but closed (b4).
    closed: CardId,
}

fn field(attacker_kw: &[Keyword]) -> Field {
    let mut t = Table::new();
    let attacker = t.add(
        with_kw(creature("Атакующий", 20, 1, [1, 2, 4]), attacker_kw),
        Player::P1,
        "c3",
    );
    let target = t.add(creature("Цель", 20, 1, [3, 5, 7]), Player::P2, "c4");
    let guard = t.add(creature("Страж", 20, 1, [2, 6, 8]), Player::P2, "d4");
    let far = t.add(creature("Дальний", 20, 1, [2, 6, 8]), Player::P2, "e5");
    let closed = t.add(creature("Спящий", 20, 1, [2, 6, 8]), Player::P2, "b4");
    t.close(closed);
    Field {
        g: t.game(),
        attacker,
        target,
        guard,
        far,
        closed,
    }
}

fn defender_decision(attacker: CardId, target: CardId) -> Pending {
    Pending::Decision {
        player: Player::P2,
        kind: DecisionKind::Defender { attacker, target },
    }
}

#[test]
fn defender_open_adjacent_ally_may_defend() {
    let mut f = field(&[]);
    strike(&mut f.g, f.attacker, f.target);
    assert_eq!(
        f.g.pending(),
        defender_decision(f.attacker, f.target),
        "the target's controller is asked for a defender"
    );
    assert_eq!(
        f.g.choices(),
        vec![Choice::NoDefender, Choice::Defend(f.guard)],
        "only the open ally adjacent to the attacker"
    );
}

#[test]
fn defender_takes_the_strike_and_dice_and_closes() {
    let mut f = field(&[]);
    strike(&mut f.g, f.attacker, f.target);
    let ev = choose(&mut f.g, Choice::Defend(f.guard));
    let chosen = Event::DefenderChosen {
        defender: f.guard,
        instead_of: f.target,
    };
    assert!(ev.contains(&chosen));
    assert_eq!(chosen.rule(), Rule::R502_1);
    assert_eq!(f.g.pending(), Pending::Chance(ChanceKind::AttackRoll(f.attacker)));
    die(&mut f.g, 6);
    assert_eq!(
        f.g.pending(),
        Pending::Chance(ChanceKind::DefenseRoll(f.guard)),
        "the defender rolls, not the original target"
    );
    let ev = die(&mut f.g, 1);
    assert!(ev.iter().any(|e| matches!(e,
        Event::StrikeTable { target, .. } if *target == f.guard)));
    assert_eq!(f.g.card(f.guard).wounds, 4, "+5: the strong strike hits the defender");
    assert_eq!(f.g.card(f.target).wounds, 0);
    assert!(!f.g.card(f.guard).open, "the defender closes");
    assert!(ev.contains(&Event::Closed {
        card: f.guard,
        rule: Rule::Defender
    }));
    assert!(f.g.card(f.target).open);
    assert!(!f.g.card(f.attacker).open);
}

#[test]
fn defender_counter_strikes_the_attacker() {
    let mut f = field(&[]);
    strike(&mut f.g, f.attacker, f.target);
    choose(&mut f.g, Choice::Defend(f.guard));
    die(&mut f.g, 1);
    die(&mut f.g, 6); // −5: the defender's medium counter (6)
    assert_eq!(f.g.card(f.attacker).wounds, 6);
    assert_eq!(f.g.card(f.guard).wounds, 0);
    assert!(!f.g.card(f.guard).open, "the defender closes even when it is not hit");
}

#[test]
fn defender_chooses_the_minus_4_exchange() {
    let mut f = field(&[]);
    strike(&mut f.g, f.attacker, f.target);
    choose(&mut f.g, Choice::Defend(f.guard));
    die(&mut f.g, 1);
    die(&mut f.g, 5);
    assert_eq!(
        f.g.pending(),
        Pending::Decision {
            player: Player::P2,
            kind: DecisionKind::Exchange {
                attacker: f.attacker,
                target: f.guard
            }
        }
    );
}

#[test]
fn defender_declined_the_target_rolls() {
    let mut f = field(&[]);
    strike(&mut f.g, f.attacker, f.target);
    let ev = choose(&mut f.g, Choice::NoDefender);
    assert!(!ev.iter().any(|e| matches!(e, Event::DefenderChosen { .. })));
    die(&mut f.g, 6);
    assert_eq!(f.g.pending(), Pending::Chance(ChanceKind::DefenseRoll(f.target)));
    die(&mut f.g, 1);
    assert_eq!(f.g.card(f.target).wounds, 4);
    assert!(f.g.card(f.guard).open);
}

#[test]
fn defender_closed_or_not_adjacent_allies_cannot_defend() {
    let mut f = field(&[]);
    strike(&mut f.g, f.attacker, f.target);
    let not_eligible = Illegal {
        rule: Rule::Defender,
        reason: Refusal::NotEligibleDefender,
    };
    assert_eq!(refused(&mut f.g, Choice::Defend(f.closed)), not_eligible);
    assert_eq!(refused(&mut f.g, Choice::Defend(f.far)), not_eligible);
    assert_eq!(refused(&mut f.g, Choice::Defend(f.target)), not_eligible);
    assert_eq!(
        refused(&mut f.g, Choice::Defend(f.attacker)),
        not_eligible,
        "an enemy card can't defend"
    );
}

#[test]
fn defender_decision_skipped_when_nobody_can_defend() {
    let mut t = Table::new();
    let a = t.add(creature("Атакующий", 20, 1, [1, 2, 4]), Player::P1, "c3");
    let d = t.add(creature("Цель", 20, 1, [3, 5, 7]), Player::P2, "c4");
    let _far = t.add(creature("Дальний", 20, 1, [2, 6, 8]), Player::P2, "e5");
    let sleeper = t.add(creature("Спящий", 20, 1, [2, 6, 8]), Player::P2, "b4");
    t.close(sleeper);
    let mut g = t.game();
    strike(&mut g, a, d);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::AttackRoll(a)));
}

#[test]
fn defender_who_closed_cannot_defend_again() {
    let mut t = Table::new();
    let a1 = t.add(creature("Первый", 20, 1, [1, 2, 4]), Player::P1, "c3");
    let a2 = t.add(creature("Второй", 20, 1, [1, 2, 4]), Player::P1, "d3");
    let d = t.add(creature("Цель", 20, 1, [3, 5, 7]), Player::P2, "c4");
    let guard = t.add(creature("Страж", 20, 1, [2, 6, 8]), Player::P2, "d4");
    let mut g = t.game();
    strike(&mut g, a1, d);
    choose(&mut g, Choice::Defend(guard));
    die(&mut g, 3);
    die(&mut g, 4); // −1: weak
    assert!(!g.card(guard).open);
    strike(&mut g, a2, d);
    assert_eq!(
        g.pending(),
        Pending::Chance(ChanceKind::AttackRoll(a2)),
        "the closed guard can't defend"
    );
}

#[test]
fn defender_not_allowed_against_a_directed_strike() {
    let mut f = field(&[Keyword::Directed]);
    let ev = strike(&mut f.g, f.attacker, f.target);
    assert_eq!(
        f.g.pending(),
        Pending::Chance(ChanceKind::AttackRoll(f.attacker)),
        "no Defender decision: {ev:?}"
    );
    die(&mut f.g, 6);
    assert_eq!(f.g.pending(), Pending::Chance(ChanceKind::DefenseRoll(f.target)));
}

#[test]
fn defender_not_allowed_against_a_strike_directed_at_this_kind_of_card() {
    let mut t = Table::new();
    let a = t.add(
        with_ability(
            creature("Вилохвост", 20, 1, [1, 2, 4]),
            Ability::constant(Modifier::DirectedVs(vec![Cond::Element(Element::Mountains)])),
        ),
        Player::P1,
        "c3",
    );
    let mut gnome = creature("Гном", 20, 1, [1, 1, 1]);
    gnome.element = Element::Mountains;
    let m = t.add(gnome, Player::P2, "c4");
    let s = t.add(creature("Степняк", 20, 1, [1, 1, 1]), Player::P2, "b4");
    t.add(creature("Страж", 20, 1, [1, 1, 1]), Player::P2, "d4");
    let g0 = t.game();
    let mut g = g0.clone();
    strike(&mut g, a, m);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::AttackRoll(a)));
    let mut g = g0.clone();
    strike(&mut g, a, s);
    assert_eq!(g.pending(), defender_decision(a, s));
}

// ----- flyers and defenders -----

#[test]
fn defender_only_flyers_defend_against_flyers() {
    let mut t = Table::new();
    let bird = t.add(flyer("Орёл", 20, [1, 2, 4]), Player::P1, "air");
    t.add(creature("Свой", 20, 1, [1, 1, 1]), Player::P1, "c3");
    let target = t.add(creature("Цель", 20, 1, [3, 5, 7]), Player::P2, "c4");
    let ground = t.add(creature("Страж", 20, 1, [2, 6, 8]), Player::P2, "d4");
    let hawk = t.add(flyer("Ястреб", 20, [2, 6, 8]), Player::P2, "air");
    let mut g = t.game();
    strike(&mut g, bird, target);
    assert_eq!(g.pending(), defender_decision(bird, target));
    assert_eq!(
        g.choices(),
        vec![Choice::NoDefender, Choice::Defend(hawk)],
        "the ground guard can't defend against a flyer"
    );
    assert_eq!(
        refused(&mut g, Choice::Defend(ground)).reason,
        Refusal::NotEligibleDefender
    );
    choose(&mut g, Choice::Defend(hawk));
    die(&mut g, 6);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::DefenseRoll(hawk)));
    die(&mut g, 1);
    assert_eq!(g.card(hawk).wounds, 4);
    assert!(!g.card(hawk).open);
    assert_eq!(g.card(target).wounds, 0);
}

#[test]
fn defender_flyer_defends_a_flyer_against_a_flyer() {
    let mut t = Table::new();
    let bird = t.add(flyer("Орёл", 20, [1, 2, 4]), Player::P1, "air");
    let target = t.add(flyer("Голубь", 20, [1, 1, 1]), Player::P2, "air");
    let hawk = t.add(flyer("Ястреб", 20, [2, 6, 8]), Player::P2, "air");
    let mut g = t.game();
    strike(&mut g, bird, target);
    assert_eq!(g.choices(), vec![Choice::NoDefender, Choice::Defend(hawk)]);
}

#[test]
fn defender_flyer_cannot_defend_a_ground_ally_against_a_ground_attacker() {
    let mut t = Table::new();
    let a = t.add(creature("Атакующий", 20, 1, [1, 2, 4]), Player::P1, "c3");
    let target = t.add(creature("Цель", 20, 1, [3, 5, 7]), Player::P2, "c4");
    t.add(flyer("Ястреб", 20, [2, 6, 8]), Player::P2, "air");
    let mut g = t.game();
    strike(&mut g, a, target);
    assert_eq!(
        g.pending(),
        Pending::Chance(ChanceKind::AttackRoll(a)),
        "a flyer without DefendsAnyGround doesn't defend ground creatures"
    );
}

#[test]
fn defender_any_ground_lets_a_flyer_defend_a_ground_ally() {
    let mut t = Table::new();
    let a = t.add(creature("Атакующий", 20, 1, [1, 2, 4]), Player::P1, "c3");
    let target = t.add(creature("Цель", 20, 1, [3, 5, 7]), Player::P2, "c4");
    let rtunh = t.add(
        with_kw(flyer("Ртунх", 20, [2, 6, 8]), &[Keyword::DefendsAnyGround]),
        Player::P2,
        "air",
    );
    let mut g = t.game();
    strike(&mut g, a, target);
    assert_eq!(g.pending(), defender_decision(a, target));
    assert_eq!(g.choices(), vec![Choice::NoDefender, Choice::Defend(rtunh)]);
    choose(&mut g, Choice::Defend(rtunh));
    die(&mut g, 6);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::DefenseRoll(rtunh)));
    die(&mut g, 1);
    assert_eq!(g.card(rtunh).wounds, 4);
    assert_eq!(g.card(target).wounds, 0);
    assert!(!g.card(rtunh).open);
}

#[test]
fn defender_any_ground_closed_cannot_defend() {
    let mut t = Table::new();
    let a = t.add(creature("Атакующий", 20, 1, [1, 2, 4]), Player::P1, "c3");
    let target = t.add(creature("Цель", 20, 1, [3, 5, 7]), Player::P2, "c4");
    let rtunh = t.add(
        with_kw(flyer("Ртунх", 20, [2, 6, 8]), &[Keyword::DefendsAnyGround]),
        Player::P2,
        "air",
    );
    t.close(rtunh);
    let mut g = t.game();
    strike(&mut g, a, target);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::AttackRoll(a)));
}

/// Волот's strike (`OpponentRedirectsStrike`): in the defender decision the
/// attacked side may also move the strike onto any face-up creature of
/// theirs next to the striker, open or closed (502.1). The options offered
/// are exactly the redirects the check accepts.
#[test]
fn foe_redirect_options_are_what_the_check_accepts() {
    let mut f = field(&[Keyword::OpponentRedirectsStrike]);
    strike(&mut f.g, f.attacker, f.target);
    assert_eq!(f.g.pending(), defender_decision(f.attacker, f.target));
    let offered: Vec<CardId> =
        f.g.choices()
            .into_iter()
            .filter_map(|c| match c {
                Choice::AddTarget(c) => Some(c),
                _ => None,
            })
            .collect();
    let mut expected = vec![f.guard, f.closed];
    expected.sort();
    let mut got = offered.clone();
    got.sort();
    assert_eq!(
        got, expected,
        "the creatures next to the striker, closed too; not the far one nor the target"
    );
    for c in [f.attacker, f.target, f.guard, f.far, f.closed] {
        let ok = f.g.clone().apply(Choice::AddTarget(c)).is_ok();
        assert_eq!(ok, offered.contains(&c), "{c:?}: offered and accepted alike");
    }
    assert_eq!(
        refused(&mut f.g, Choice::AddTarget(f.far)),
        Illegal {
            rule: Rule::R502_1,
            reason: Refusal::NotAdjacent
        }
    );
}

/// The redirected strike goes against the new card: a closed one does not
/// roll and stays closed; the original target is untouched.
#[test]
fn foe_redirect_moves_the_strike_and_its_dice() {
    let mut f = field(&[Keyword::OpponentRedirectsStrike]);
    strike(&mut f.g, f.attacker, f.target);
    let ev = choose(&mut f.g, Choice::AddTarget(f.closed));
    assert!(ev.contains(&Event::Redirected {
        attacker: f.attacker,
        from: f.target,
        to: f.closed
    }));
    assert_eq!(f.g.pending(), Pending::Chance(ChanceKind::AttackRoll(f.attacker)));
    die(&mut f.g, 6); // closed: no defense roll, 6 is strong (4)
    assert!(is_main(&f.g));
    assert_eq!(f.g.card(f.closed).wounds, 4);
    assert!(!f.g.card(f.closed).open);
    assert_eq!(f.g.card(f.target).wounds, 0);
}

/// Without the keyword nothing is redirected: the choice is refused, and a
/// strike with no defender asks nothing.
#[test]
fn foe_redirect_needs_the_keyword() {
    let mut f = field(&[]);
    strike(&mut f.g, f.attacker, f.target);
    assert_eq!(
        refused(&mut f.g, Choice::AddTarget(f.closed)),
        Illegal {
            rule: Rule::R502_1,
            reason: Refusal::NoAttackToRedirect
        }
    );
}
