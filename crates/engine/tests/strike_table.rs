//! The simple strike (GAME.md §6) played through the real game: the dice
//! table for every difference, closed targets, exchanges and who chooses
//! them, counter-strikes, unanswerable strikes, closing after the strike,
//! armor, protection and damage modifiers.

mod common;

use berserk_engine::ability::Cond;
use berserk_engine::card::{AttackKind, AttackSet, Element, Keyword, Level, Protection};
use berserk_engine::{Action, CardId, ChanceKind, Choice, DecisionKind, Event, Game, Pending, Player, Rule};
use common::*;

/// The attacker's strike: weak 1, medium 2, strong 4.
const ATK_STRIKE: [u8; 3] = [1, 2, 4];
/// The target's strike (its counter-strikes): weak 3, medium 5, strong 7.
const TGT_STRIKE: [u8; 3] = [3, 5, 7];

/// P1's attacker on c3, P2's target on c4, both with 20 life.
fn duel(atk: &[Keyword], tgt: &[Keyword], target_open: bool) -> (Game, CardId, CardId) {
    let mut t = Table::new();
    let a = t.add(with_kw(creature("Атакующий", 20, 1, ATK_STRIKE), atk), Player::P1, "c3");
    let d = t.add(with_kw(creature("Цель", 20, 1, TGT_STRIKE), tgt), Player::P2, "c4");
    if !target_open {
        t.close(d);
    }
    (t.game(), a, d)
}

fn table_diff(ev: &[Event]) -> Option<Option<i8>> {
    ev.iter().find_map(|e| match e {
        Event::StrikeTable { result, .. } => Some(result.diff),
        _ => None,
    })
}

/// One row of the table: dice `a_roll` vs `d_roll` with the keywords given,
/// `exchange` = who must be asked and whether they take the alternative.
#[allow(clippy::too_many_arguments)]
fn run_diff(
    atk: &[Keyword],
    tgt: &[Keyword],
    a_roll: u8,
    d_roll: u8,
    diff: i8,
    exchange: Option<(Player, bool)>,
    target_wounds: u8,
    attacker_wounds: u8,
) {
    let (mut g, a, d) = duel(atk, tgt, true);
    let mut ev = strike(&mut g, a, d);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::AttackRoll(a)));
    ev.extend(die(&mut g, a_roll));
    assert_eq!(
        g.pending(),
        Pending::Chance(ChanceKind::DefenseRoll(d)),
        "an open target rolls its own die"
    );
    ev.extend(die(&mut g, d_roll));
    assert_eq!(table_diff(&ev), Some(Some(diff)), "difference; events {ev:?}");
    match exchange {
        Some((player, alternative)) => {
            assert_eq!(
                g.pending(),
                Pending::Decision {
                    player,
                    kind: DecisionKind::Exchange { attacker: a, target: d }
                },
                "the exchange is chosen by {player}"
            );
            let opts = g.choices();
            assert!(opts.contains(&Choice::Exchange(false)) && opts.contains(&Choice::Exchange(true)));
            ev.extend(choose(&mut g, Choice::Exchange(alternative)));
            assert!(ev.contains(&Event::ExchangeChosen { player, alternative }));
        }
        None => assert!(
            !matches!(
                g.pending(),
                Pending::Decision {
                    kind: DecisionKind::Exchange { .. },
                    ..
                }
            ),
            "no exchange at difference {diff}"
        ),
    }
    assert!(is_main(&g), "the strike is over: {:?}", g.pending());
    assert_eq!(
        g.card(d).wounds,
        target_wounds,
        "target's wounds at difference {diff}; events {ev:?}"
    );
    assert_eq!(
        g.card(a).wounds,
        attacker_wounds,
        "attacker's wounds at difference {diff}; events {ev:?}"
    );
    assert!(!g.card(a).open, "the attacker closes after the strike");
}

macro_rules! diff_case {
    ($name:ident, atk: [$($ak:expr),*], tgt: [$($tk:expr),*], dice: ($a:expr, $d:expr),
     diff: $diff:expr, exchange: $ex:expr, wounds: (target $tw:expr, attacker $aw:expr)) => {
        #[test]
        fn $name() {
            run_diff(&[$($ak),*], &[$($tk),*], $a, $d, $diff, $ex, $tw, $aw);
        }
    };
}

use Keyword::{Clumsiness, ExpAttack, ExpDefense};
const P1_KEEPS: Option<(Player, bool)> = Some((Player::P1, false));
const P1_ALT: Option<(Player, bool)> = Some((Player::P1, true));
const P2_KEEPS: Option<(Player, bool)> = Some((Player::P2, false));
const P2_ALT: Option<(Player, bool)> = Some((Player::P2, true));

// ≥ +5: the attacker's strong strike (4).
diff_case!(strike_table_diff_plus_7_strong_strike, atk: [ExpAttack(1)], tgt: [Clumsiness],
    dice: (6, 1), diff: 7, exchange: None, wounds: (target 4, attacker 0));
diff_case!(strike_table_diff_plus_6_strong_strike, atk: [ExpAttack(1)], tgt: [],
    dice: (6, 1), diff: 6, exchange: None, wounds: (target 4, attacker 0));
diff_case!(strike_table_diff_plus_5_strong_strike, atk: [], tgt: [],
    dice: (6, 1), diff: 5, exchange: None, wounds: (target 4, attacker 0));
// +4: strong + the defender's weak counter (3), or medium (2) and no counter.
diff_case!(strike_table_diff_plus_4_exchange_attacker_keeps_strong_and_takes_counter, atk: [], tgt: [],
    dice: (5, 1), diff: 4, exchange: P1_KEEPS, wounds: (target 4, attacker 3));
diff_case!(strike_table_diff_plus_4_exchange_attacker_takes_alternative, atk: [], tgt: [],
    dice: (5, 1), diff: 4, exchange: P1_ALT, wounds: (target 2, attacker 0));
// +3: medium.
diff_case!(strike_table_diff_plus_3_medium_strike, atk: [], tgt: [],
    dice: (4, 1), diff: 3, exchange: None, wounds: (target 2, attacker 0));
// +2: medium + weak counter, or weak and no counter.
diff_case!(strike_table_diff_plus_2_exchange_attacker_keeps_medium_and_takes_counter, atk: [], tgt: [],
    dice: (3, 1), diff: 2, exchange: P1_KEEPS, wounds: (target 2, attacker 3));
diff_case!(strike_table_diff_plus_2_exchange_attacker_takes_alternative, atk: [], tgt: [],
    dice: (3, 1), diff: 2, exchange: P1_ALT, wounds: (target 1, attacker 0));
// +1: weak.
diff_case!(strike_table_diff_plus_1_weak_strike, atk: [], tgt: [],
    dice: (2, 1), diff: 1, exchange: None, wounds: (target 1, attacker 0));
// 0: attacker's roll 1–4 weak strike, 5–6 the defender's weak counter only.
diff_case!(strike_table_diff_0_attacker_roll_1_weak_strike, atk: [], tgt: [],
    dice: (1, 1), diff: 0, exchange: None, wounds: (target 1, attacker 0));
diff_case!(strike_table_diff_0_attacker_roll_2_weak_strike, atk: [], tgt: [],
    dice: (2, 2), diff: 0, exchange: None, wounds: (target 1, attacker 0));
diff_case!(strike_table_diff_0_attacker_roll_3_weak_strike, atk: [], tgt: [],
    dice: (3, 3), diff: 0, exchange: None, wounds: (target 1, attacker 0));
diff_case!(strike_table_diff_0_attacker_roll_4_weak_strike, atk: [], tgt: [],
    dice: (4, 4), diff: 0, exchange: None, wounds: (target 1, attacker 0));
diff_case!(strike_table_diff_0_attacker_roll_5_weak_counter_only, atk: [], tgt: [],
    dice: (5, 5), diff: 0, exchange: None, wounds: (target 0, attacker 3));
diff_case!(strike_table_diff_0_attacker_roll_6_weak_counter_only, atk: [], tgt: [],
    dice: (6, 6), diff: 0, exchange: None, wounds: (target 0, attacker 3));
// −1: weak.
diff_case!(strike_table_diff_minus_1_weak_strike, atk: [], tgt: [],
    dice: (1, 2), diff: -1, exchange: None, wounds: (target 1, attacker 0));
// −2: miss.
diff_case!(strike_table_diff_minus_2_miss, atk: [], tgt: [],
    dice: (1, 3), diff: -2, exchange: None, wounds: (target 0, attacker 0));
// −3: the defender's weak counter.
diff_case!(strike_table_diff_minus_3_weak_counter, atk: [], tgt: [],
    dice: (1, 4), diff: -3, exchange: None, wounds: (target 0, attacker 3));
// −4: weak + medium counter (5), or (the defender's choice) weak counter and no strike.
diff_case!(strike_table_diff_minus_4_exchange_defender_keeps_exchange, atk: [], tgt: [],
    dice: (1, 5), diff: -4, exchange: P2_KEEPS, wounds: (target 1, attacker 5));
diff_case!(strike_table_diff_minus_4_exchange_defender_takes_alternative, atk: [], tgt: [],
    dice: (1, 5), diff: -4, exchange: P2_ALT, wounds: (target 0, attacker 3));
// ≤ −5: the defender's medium counter.
diff_case!(strike_table_diff_minus_5_medium_counter, atk: [], tgt: [],
    dice: (1, 6), diff: -5, exchange: None, wounds: (target 0, attacker 5));
diff_case!(strike_table_diff_minus_6_medium_counter, atk: [], tgt: [ExpDefense(1)],
    dice: (1, 6), diff: -6, exchange: None, wounds: (target 0, attacker 5));
diff_case!(strike_table_diff_minus_7_medium_counter, atk: [Clumsiness], tgt: [ExpDefense(1)],
    dice: (1, 6), diff: -7, exchange: None, wounds: (target 0, attacker 5));
// Bonuses apply to the right die only: ОвЗ doesn't help the attack, ОвА doesn't help the defence.
diff_case!(strike_table_exp_attack_and_exp_defense_count_only_on_their_own_side,
    atk: [ExpDefense(3)], tgt: [ExpAttack(3)],
    dice: (6, 1), diff: 5, exchange: None, wounds: (target 4, attacker 0));
// Clumsiness lowers the defender's die too.
diff_case!(strike_table_clumsy_defender_rolls_minus_1, atk: [], tgt: [Clumsiness],
    dice: (4, 1), diff: 4, exchange: P1_ALT, wounds: (target 2, attacker 0));

#[test]
fn strike_table_die_events_carry_their_bonuses() {
    let (mut g, a, d) = duel(&[ExpAttack(2)], &[Clumsiness], true);
    let ev = strike_with(&mut g, a, d, &[3, 4]);
    assert!(ev.contains(&Event::DieRolled {
        card: a,
        roll: 3,
        bonus: 2,
        value: 5
    }));
    assert!(ev.contains(&Event::DieRolled {
        card: d,
        roll: 4,
        bonus: -1,
        value: 3
    }));
    assert_eq!(table_diff(&ev), Some(Some(2)));
    // Each part of a bonus is named with its source, just before its die.
    let attack_part = Event::DieModifier {
        card: a,
        source: a,
        keyword: ExpAttack(2),
        amount: 2,
    };
    let defense_part = Event::DieModifier {
        card: d,
        source: d,
        keyword: Clumsiness,
        amount: -1,
    };
    let at = |e: &Event| {
        ev.iter()
            .position(|x| x == e)
            .unwrap_or_else(|| panic!("{e:?} in {ev:?}"))
    };
    let rolled = |c: CardId| {
        ev.iter()
            .position(|e| matches!(e, Event::DieRolled { card, .. } if *card == c))
            .expect("a die rolled")
    };
    assert_eq!(at(&attack_part) + 1, rolled(a));
    assert_eq!(at(&defense_part) + 1, rolled(d));
}

/// A die bonus granted by another card names that card as its source, and
/// the parts always sum to the die's bonus.
#[test]
fn strike_table_die_modifiers_name_a_granted_bonus_by_its_granter() {
    use berserk_engine::ability::{Ability, Effect, Modifier, Subject, Target, Until};
    let mut t = Table::new();
    let a = t.add(
        with_kw(creature("Атакующий", 20, 1, ATK_STRIKE), &[ExpAttack(1)]),
        Player::P1,
        "c3",
    );
    let mut shaman = creature("Шаман", 9, 1, [1, 1, 1]);
    shaman.abilities.push(Ability {
        target: Target::One(berserk_engine::ability::Filter::creatures(
            berserk_engine::ability::Side::Own,
        )),
        ..Ability::action(vec![Effect::grant(
            Subject::Target,
            Modifier::Keyword(ExpAttack(2)),
            Until::EndOfTurn,
        )])
    });
    let s = t.add(shaman, Player::P1, "a1");
    let d = t.add(creature("Цель", 20, 1, TGT_STRIKE), Player::P2, "c4");
    t.close(d);
    let mut g = t.game();
    choose(
        &mut g,
        Choice::Declare {
            source: s,
            action: Action::Ability {
                index: 0,
                target: Some(a),
            },
        },
    );
    assert_eq!(g.die_bonus(a, true, d), 3);
    let ev = strike_with(&mut g, a, d, &[1]);
    let parts: Vec<&Event> = ev.iter().filter(|e| matches!(e, Event::DieModifier { .. })).collect();
    assert_eq!(
        parts,
        [
            &Event::DieModifier {
                card: a,
                source: a,
                keyword: ExpAttack(1),
                amount: 1
            },
            &Event::DieModifier {
                card: a,
                source: s,
                keyword: ExpAttack(2),
                amount: 2
            },
        ],
        "{ev:?}"
    );
    assert!(ev.contains(&Event::DieRolled {
        card: a,
        roll: 1,
        bonus: 3,
        value: 4
    }));
}

// ----- closed targets: the attacker's roll alone -----

fn run_closed(roll: u8, level: Level) {
    let (mut g, a, d) = duel(&[], &[], false);
    let mut ev = strike(&mut g, a, d);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::AttackRoll(a)));
    ev.extend(die(&mut g, roll));
    assert!(
        !matches!(g.pending(), Pending::Chance(ChanceKind::DefenseRoll(_))),
        "a closed target does not roll"
    );
    assert!(is_main(&g), "no decision follows: {:?}", g.pending());
    assert_eq!(table_diff(&ev), Some(None), "no difference against a closed target");
    let rolled: Vec<_> = ev.iter().filter(|e| matches!(e, Event::DieRolled { .. })).collect();
    assert_eq!(rolled.len(), 1, "only the attacker's die: {rolled:?}");
    assert_eq!(g.card(d).wounds, ATK_STRIKE[level as usize], "roll {roll}");
    assert_eq!(g.card(a).wounds, 0, "a closed target can't counter-strike");
    assert!(ev.iter().any(|e| matches!(e,
        Event::Attack { source, level: l, counter: false, .. } if *source == a && *l == level)));
}

macro_rules! closed_case {
    ($name:ident, $roll:expr, $level:expr) => {
        #[test]
        fn $name() {
            run_closed($roll, $level);
        }
    };
}

closed_case!(strike_closed_target_roll_1_weak, 1, Level::Weak);
closed_case!(strike_closed_target_roll_2_weak, 2, Level::Weak);
closed_case!(strike_closed_target_roll_3_weak, 3, Level::Weak);
closed_case!(strike_closed_target_roll_4_medium, 4, Level::Medium);
closed_case!(strike_closed_target_roll_5_medium, 5, Level::Medium);
closed_case!(strike_closed_target_roll_6_strong, 6, Level::Strong);

// ----- counter-strikes -----

#[test]
fn strike_counter_strike_wounds_the_attacker() {
    let (mut g, a, d) = duel(&[], &[], true);
    let ev = strike_with(&mut g, a, d, &[1, 6]);
    assert!(ev.contains(&Event::Attack {
        source: d,
        target: a,
        kind: AttackKind::SimpleStrike,
        level: Level::Medium,
        damage: TGT_STRIKE[1],
        counter: true,
        cells: [g.card(d).zone.cell(), g.card(a).zone.cell()],
    }));
    assert_eq!(wounds_in(&ev, a), TGT_STRIKE[1]);
    assert_eq!(g.card(a).wounds, TGT_STRIKE[1]);
    assert_eq!(g.card(d).wounds, 0);
    assert!(g.card(d).open, "a counter-strike does not close the target");
}

#[test]
fn strike_unanswerable_gets_no_counter() {
    // −5 (medium counter), −3 (weak counter), 0 with roll 5 (weak counter only).
    for (ar, dr) in [(1, 6), (1, 4), (5, 5)] {
        let (mut g, a, d) = duel(&[Keyword::Unanswerable], &[], true);
        let ev = strike_with(&mut g, a, d, &[ar, dr]);
        assert!(is_main(&g), "dice {ar}/{dr}: {:?}", g.pending());
        assert_eq!(g.card(a).wounds, 0, "dice {ar}/{dr}: {ev:?}");
        assert!(
            !ev.iter().any(|e| matches!(e, Event::Attack { counter: true, .. })),
            "dice {ar}/{dr}: no counter-strike: {ev:?}"
        );
    }
}

#[test]
fn strike_unanswerable_keeps_its_own_strike_in_an_exchange() {
    // +4: the strong strike without the counter, and nothing to choose.
    let (mut g, a, d) = duel(&[Keyword::Unanswerable], &[], true);
    strike_with(&mut g, a, d, &[5, 1]);
    assert!(is_main(&g), "no exchange decision: {:?}", g.pending());
    assert_eq!(g.card(d).wounds, ATK_STRIKE[2]);
    assert_eq!(g.card(a).wounds, 0);
}

#[test]
fn strike_attacker_closes_after_striking_even_on_a_miss() {
    let (mut g, a, d) = duel(&[], &[], true);
    let ev = strike_with(&mut g, a, d, &[1, 3]);
    assert_eq!(table_diff(&ev), Some(Some(-2)));
    assert!(!g.card(a).open);
    assert!(ev.iter().any(|e| matches!(e, Event::Closed { card, .. } if *card == a)));
    assert!(g.card(d).open, "the target stays open");
    let err = refused(&mut g, strike_choice(a, d));
    assert_eq!(err.reason, berserk_engine::Refusal::NotOpen);
}

// ----- armor -----

/// Two P1 attackers with strike 3/3/3 next to P2's armored target (closed, so no counter).
fn armored(armor: u8) -> (Game, CardId, CardId, CardId) {
    let mut t = Table::new();
    let a1 = t.add(creature("Первый", 20, 1, [3, 3, 3]), Player::P1, "b3");
    let a2 = t.add(creature("Второй", 20, 1, [3, 3, 3]), Player::P1, "d3");
    let d = t.add(
        with_kw(creature("Латник", 20, 1, [1, 1, 1]), &[Keyword::Armor(armor)]),
        Player::P2,
        "c4",
    );
    t.close(d);
    (t.game(), a1, a2, d)
}

#[test]
fn armor_absorbs_the_first_wounds_of_the_turn_only() {
    let (mut g, a1, a2, d) = armored(2);
    let ev = strike_with(&mut g, a1, d, &[1]);
    assert!(ev.contains(&Event::ArmorAbsorbed { card: d, absorbed: 2 }));
    assert_eq!(g.card(d).wounds, 1, "3 damage, 2 absorbed");
    let ev = strike_with(&mut g, a2, d, &[1]);
    assert!(
        !ev.iter().any(|e| matches!(e, Event::ArmorAbsorbed { .. })),
        "armor is spent for this turn: {ev:?}"
    );
    assert_eq!(g.card(d).wounds, 4);
}

#[test]
fn armor_larger_than_the_damage_absorbs_it_all_and_keeps_the_rest() {
    let (mut g, a1, a2, d) = armored(5);
    strike_with(&mut g, a1, d, &[1]);
    assert_eq!(g.card(d).wounds, 0);
    let ev = strike_with(&mut g, a2, d, &[1]);
    assert!(ev.contains(&Event::ArmorAbsorbed { card: d, absorbed: 2 }));
    assert_eq!(g.card(d).wounds, 1);
}

#[test]
fn armor_is_restored_at_the_start_of_turn() {
    let (mut g, a1, _a2, d) = armored(2);
    strike_with(&mut g, a1, d, &[1]);
    assert_eq!(g.card(d).wounds, 1);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::ArmorRestored { card: d }), "{ev:?}");
    assert_eq!(
        Event::ArmorRestored { card: d }.rule(),
        Rule::Armor,
        "armor restoration cites the armor rule"
    );
    choose(&mut g, Choice::EndTurn); // P2's turn ends, P1's turn 3 starts
    assert_eq!(g.active(), Player::P1);
    // The target opened at the start of P2's turn: a +5 gives the strong strike (3), no counter.
    assert!(g.card(d).open);
    let ev = strike_with(&mut g, a1, d, &[6, 1]);
    assert!(ev.contains(&Event::ArmorAbsorbed { card: d, absorbed: 2 }));
    assert_eq!(g.card(d).wounds, 2);
}

#[test]
fn armor_does_not_absorb_magic_attacks() {
    let mut t = Table::new();
    let mage = t.add(
        with_ability(
            creature("Маг", 10, 1, [1, 1, 1]),
            attack(AttackKind::Discharge, [3, 3, 3], None, false),
        ),
        Player::P1,
        "a1",
    );
    let d = t.add(
        with_kw(creature("Латник", 20, 1, [1, 1, 1]), &[Keyword::Armor(2)]),
        Player::P2,
        "e6",
    );
    let mut g = t.game();
    let ev = declare(
        &mut g,
        mage,
        Action::Ability {
            index: 0,
            target: Some(d),
        },
    );
    assert!(!ev.iter().any(|e| matches!(e, Event::ArmorAbsorbed { .. })), "{ev:?}");
    assert_eq!(g.card(d).wounds, 3);
}

#[test]
fn armor_absorbs_counter_strikes_too() {
    let (mut g, a, d) = duel(&[Keyword::Armor(2)], &[], true);
    strike_with(&mut g, a, d, &[1, 6]); // −5: medium counter 5
    assert_eq!(g.card(a).wounds, TGT_STRIKE[1] - 2);
}

// ----- protection (515.1) -----

#[test]
fn protection_from_flyers_stops_a_flyers_wounds() {
    let mut t = Table::new();
    let bird = t.add(flyer("Птица", 10, [3, 3, 3]), Player::P1, "air");
    let walker = t.add(creature("Пехотинец", 10, 1, [3, 3, 3]), Player::P1, "c3");
    let d = t.add(
        with_kw(
            creature("Лучник", 20, 1, [1, 1, 1]),
            &[Keyword::Protection(Protection::Flyers)],
        ),
        Player::P2,
        "c4",
    );
    t.close(d);
    let mut g = t.game();
    let ev = strike_with(&mut g, bird, d, &[6]);
    assert!(ev.contains(&Event::Protected {
        target: d,
        protection: Protection::Flyers
    }));
    assert_eq!(
        Event::Protected {
            target: d,
            protection: Protection::Flyers
        }
        .rule(),
        Rule::R515_1
    );
    assert_eq!(wounds_in(&ev, d), 0);
    assert_eq!(g.card(d).wounds, 0);
    // A ground creature's strike still wounds it.
    strike_with(&mut g, walker, d, &[6]);
    assert_eq!(g.card(d).wounds, 3);
}

#[test]
fn protection_from_flyers_is_ignored_by_ignore_protection() {
    let mut t = Table::new();
    let bird = t.add(
        with_kw(
            flyer("Мантикора", 10, [3, 3, 3]),
            &[Keyword::IgnoreProtection(Protection::Flyers)],
        ),
        Player::P1,
        "air",
    );
    let d = t.add(
        with_kw(
            creature("Лучник", 20, 1, [1, 1, 1]),
            &[Keyword::Protection(Protection::Flyers)],
        ),
        Player::P2,
        "c4",
    );
    t.close(d);
    let mut g = t.game();
    strike_with(&mut g, bird, d, &[6]);
    assert_eq!(g.card(d).wounds, 3);
}

#[test]
fn protection_from_weak_strikes_stops_weak_only() {
    for (roll, wounds) in [(1, 0), (3, 0), (4, 2), (6, 4)] {
        let (mut g, a, d) = duel(&[], &[Keyword::Protection(Protection::WeakStrikes)], false);
        let ev = strike_with(&mut g, a, d, &[roll]);
        assert_eq!(g.card(d).wounds, wounds, "roll {roll}: {ev:?}");
        if wounds == 0 {
            assert!(ev.contains(&Event::Protected {
                target: d,
                protection: Protection::WeakStrikes
            }));
        }
    }
}

// ----- damage modifiers -----

#[test]
fn damage_bonus_against_an_element() {
    let mut t = Table::new();
    let a = t.add(
        with_ability(
            creature("Охотник", 20, 1, [1, 2, 4]),
            bonus(2, AttackSet::SIMPLE, vec![Cond::Element(Element::Mountains)]),
        ),
        Player::P1,
        "c3",
    );
    let mut mountain = creature("Гном", 20, 1, [1, 1, 1]);
    mountain.element = Element::Mountains;
    let m = t.add(mountain, Player::P2, "c4");
    let s = t.add(creature("Кочевник", 20, 1, [1, 1, 1]), Player::P2, "d4");
    t.close(m);
    t.close(s);
    let mut g = t.game();
    let ev = strike_with(&mut g, a, m, &[1]);
    assert!(ev.iter().any(|e| matches!(e,
        Event::Attack { target, damage: 3, .. } if *target == m)));
    assert_eq!(g.card(m).wounds, 3, "weak 1 + 2 against mountains");
    let mut g2 = t.game();
    strike_with(&mut g2, a, s, &[1]);
    assert_eq!(g2.card(s).wounds, 1, "no bonus against steppe");
}

#[test]
fn damage_reduction_from_cheap_attackers() {
    let mut t = Table::new();
    let mut cheap = creature("Ополченец", 20, 1, [3, 3, 3]);
    cheap.cost = 2;
    let mut dear = creature("Рыцарь", 20, 1, [3, 3, 3]);
    dear.cost = 6;
    let c = t.add(cheap, Player::P1, "b3");
    let e = t.add(dear, Player::P1, "d3");
    let d = t.add(
        with_ability(
            creature("Щитоносец", 20, 1, [1, 1, 1]),
            reduction(2, AttackSet::ALL, vec![Cond::CostAtMost(3)]),
        ),
        Player::P2,
        "c4",
    );
    t.close(d);
    let mut g = t.game();
    strike_with(&mut g, c, d, &[1]);
    assert_eq!(g.card(d).wounds, 1, "3 − 2 from a card costing at most 3");
    strike_with(&mut g, e, d, &[1]);
    assert_eq!(g.card(d).wounds, 4, "no reduction against a card costing 6");
}

#[test]
fn damage_reduction_below_zero_deals_nothing() {
    let mut t = Table::new();
    let a = t.add(creature("Слабак", 20, 1, [1, 1, 1]), Player::P1, "c3");
    let d = t.add(
        with_ability(
            creature("Стена", 20, 1, [1, 1, 1]),
            reduction(3, AttackSet::STRIKES, vec![]),
        ),
        Player::P2,
        "c4",
    );
    t.close(d);
    let mut g = t.game();
    let ev = strike_with(&mut g, a, d, &[6]);
    assert_eq!(g.card(d).wounds, 0, "{ev:?}");
    assert_eq!(wounds_in(&ev, d), 0);
}

// ----- "Не может …" restrictions on targets (514.2) -----

#[test]
fn strike_only_opposite_refuses_other_adjacent_targets() {
    for (mover, own, opposite, diagonal) in [(Player::P1, "c3", "c4", "d4"), (Player::P2, "c4", "c3", "b3")] {
        let mut t = Table::new();
        t.active = mover;
        let cyclops = t.add(
            with_kw(creature("Циклоп", 20, 1, [3, 4, 5]), &[Keyword::StrikesOnlyOpposite]),
            mover,
            own,
        );
        let opp = t.add(creature("Напротив", 20, 1, [1, 1, 1]), mover.opponent(), opposite);
        let diag = t.add(creature("Сбоку", 20, 1, [1, 1, 1]), mover.opponent(), diagonal);
        let mut g = t.game();
        let opts = g.choices();
        assert!(opts.contains(&strike_choice(cyclops, opp)), "{mover}");
        assert!(!opts.contains(&strike_choice(cyclops, diag)), "{mover}");
        assert_eq!(
            refused(&mut g, strike_choice(cyclops, diag)),
            berserk_engine::Illegal {
                rule: Rule::R514_2,
                reason: berserk_engine::Refusal::OnlyOpposite
            }
        );
    }
}
