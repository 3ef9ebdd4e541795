//! Prevention effects (the rules' «Эффект предотвращения», the paragraphs
//! after 515.1): fewer wounds after the final damage, the inactive player's
//! effects first, partial use with a remainder kept, and sources that leave
//! the play zone.

mod common;
use berserk_engine::ability::{Ability, Covered, Modifier, PreventAmount, Subject};
use berserk_engine::card::*;
use berserk_engine::{Action, CardId, Choice, Event, Game, Player, Rule};
use common::*;

fn prevention(amount: PreventAmount, covers: Covered, from: Option<AttackSet>) -> Ability {
    Ability::constant(Modifier::Prevention { amount, covers, from })
}

/// Габриэль as the rules describe it: 1 wound less each time an own creature takes wounds.
fn gabriel() -> CardDef {
    with_ability(
        creature("Габриэль", 8, 1, [1, 2, 3]),
        prevention(PreventAmount::EachTime(1), Covered::OwnCreatures, None),
    )
}

/// A card that prevents the next `n` wounds to `covers`.
fn shield(name: &str, n: u8, covers: Covered) -> CardDef {
    with_ability(
        creature(name, 8, 1, [1, 1, 1]),
        prevention(PreventAmount::Next(n), covers, None),
    )
}

/// A shooter with a fixed shot (no die), any range.
fn shooter(name: &str, value: u8) -> CardDef {
    with_ability(
        creature(name, 8, 1, [1, 1, 1]),
        attack(AttackKind::Shot, [value; 3], None, false),
    )
}

fn shoot(g: &mut Game, source: CardId, target: CardId) -> Vec<Event> {
    declare(
        g,
        source,
        Action::Ability {
            index: 0,
            target: Some(target),
        },
    )
}

fn prevented(ev: &[Event]) -> Vec<(CardId, CardId, u8, Option<u8>)> {
    ev.iter()
        .filter_map(|e| match *e {
            Event::Prevented {
                source,
                card,
                prevented,
                left,
            } => Some((source, card, prevented, left)),
            _ => None,
        })
        .collect()
}

/// The rules' example: Габриэль takes 1 off every wounding of each own
/// creature, itself included, every time; enemy creatures are not covered.
#[test]
fn gabriel_prevents_one_wound_each_time_an_own_creature_takes_wounds() {
    let mut t = Table::new();
    let a = t.add(shooter("Стрелок А", 3), Player::P1, "a1");
    let b = t.add(shooter("Стрелок Б", 3), Player::P1, "b1");
    let c = t.add(shooter("Стрелок В", 1), Player::P1, "c1");
    let gab = t.add(gabriel(), Player::P2, "c5");
    let ally = t.add(creature("Союзник", 8, 1, [1, 1, 1]), Player::P2, "a5");
    let mut g = t.game();
    let ev = shoot(&mut g, a, ally);
    assert_eq!(prevented(&ev), vec![(gab, ally, 1, None)]);
    assert_eq!(g.card(ally).wounds, 2);
    let ev = shoot(&mut g, b, gab);
    assert_eq!(prevented(&ev), vec![(gab, gab, 1, None)]);
    assert_eq!(g.card(gab).wounds, 2);
    // A wounding of 1 is prevented whole: no `Wounded` at all.
    let ev = shoot(&mut g, c, ally);
    assert_eq!(prevented(&ev), vec![(gab, ally, 1, None)]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Wounded { .. })), "{ev:?}");
    assert_eq!(g.card(ally).wounds, 2);
    assert_eq!(
        Event::Prevented {
            source: gab,
            card: ally,
            prevented: 1,
            left: None
        }
        .rule(),
        Rule::Prevention
    );
    assert_eq!(Rule::Prevention.code(), "515 prevention");
    assert_eq!(Rule::from_code("515 prevention"), Some(Rule::Prevention));
}

/// Prevention does not change the attack's strength: the `Attack` event keeps
/// the final damage; only the wounds are fewer. It comes after the final
/// damage is known: a reduction to 0 leaves a «next N» untouched.
#[test]
fn prevention_changes_wounds_not_the_attack() {
    let mut t = Table::new();
    let a = t.add(shooter("Стрелок", 3), Player::P1, "a1");
    let weak = t.add(shooter("Слабый стрелок", 1), Player::P1, "b1");
    let mut target = shield("Щитоносец", 2, Covered::This);
    target.abilities.push(reduction(1, AttackSet::ALL, vec![]));
    let s = t.add(target, Player::P2, "c5");
    let mut g = t.game();
    // 1 − 1 = 0 final damage: nothing to prevent, the shield keeps all of it.
    let ev = shoot(&mut g, weak, s);
    assert!(prevented(&ev).is_empty(), "{ev:?}");
    assert_eq!(g.prevention_left(s), Some(2));
    let ev = shoot(&mut g, a, s);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Attack { target, damage: 2, .. } if *target == s)),
        "{ev:?}"
    );
    assert_eq!(prevented(&ev), vec![(s, s, 2, Some(0))]);
    assert_eq!(g.card(s).wounds, 0);
}

/// The rules' example of partial use: «the next 4 wounds» prevents 2 of one
/// attack and keeps 2 for the next; then it is spent. The used part is a
/// marker of the game state: clones and equality see it.
#[test]
fn next_four_wounds_partial_use_keeps_the_remainder() {
    let mut t = Table::new();
    let two = t.add(shooter("Двойка", 2), Player::P1, "a1");
    let three = t.add(shooter("Тройка", 3), Player::P1, "b1");
    let more = t.add(shooter("Ещё тройка", 3), Player::P1, "c1");
    let s = t.add(shield("Щитоносец", 4, Covered::This), Player::P2, "c5");
    let mut g = t.game();
    let ev = shoot(&mut g, two, s);
    assert_eq!(prevented(&ev), vec![(s, s, 2, Some(2))]);
    assert_eq!((g.card(s).wounds, g.card(s).prevented), (0, 2));
    let before = g.clone();
    assert_eq!(before, g);
    let ev = shoot(&mut g, three, s);
    assert_eq!(prevented(&ev), vec![(s, s, 2, Some(0))]);
    assert_eq!(g.card(s).wounds, 1);
    assert_ne!(before, g);
    let ev = shoot(&mut g, more, s);
    assert!(prevented(&ev).is_empty(), "{ev:?}");
    assert_eq!(g.card(s).wounds, 4);
    assert_eq!(g.prevention_left(s), Some(0));
}

/// Quantitative prevention effects apply in turn: all of the inactive
/// player's first, then the active player's, while wounds remain.
#[test]
fn inactive_player_prevents_first_then_the_active_player() {
    let mut t = Table::new();
    let s1 = t.add(shooter("Стрелок 1", 3), Player::P1, "c1");
    let peace = t.add(shield("Миротворец", 2, Covered::AllCreatures), Player::P1, "a1");
    let y = t.add(creature("Свой", 8, 1, [1, 1, 1]), Player::P1, "e2");
    let s2 = t.add(shooter("Стрелок 2", 2), Player::P2, "c6");
    let keeper = t.add(shield("Хранитель", 2, Covered::OwnCreatures), Player::P2, "a6");
    let x = t.add(creature("Чужой", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    // P1 is active: P2's effect (inactive) goes first and is used up; P1's prevents the rest.
    let ev = shoot(&mut g, s1, x);
    assert_eq!(prevented(&ev), vec![(keeper, x, 2, Some(0)), (peace, x, 1, Some(1))]);
    assert_eq!(g.card(x).wounds, 0);
    // P2's turn: only P1's effect covers P1's creature, and 1 of it is left.
    choose(&mut g, Choice::EndTurn);
    let ev = shoot(&mut g, s2, y);
    assert_eq!(prevented(&ev), vec![(peace, y, 1, Some(0))]);
    assert_eq!(g.card(y).wounds, 1);
}

/// Within one player's effects, those with nothing to keep ("each time") go
/// before those that spend a remainder ("next N").
#[test]
fn each_time_effects_go_before_remainders_of_the_same_player() {
    let mut t = Table::new();
    let a = t.add(shooter("Стрелок", 2), Player::P1, "a1");
    let s = t.add(shield("Щитоносец", 4, Covered::OwnCreatures), Player::P2, "b6");
    let gab = t.add(gabriel(), Player::P2, "d6");
    let x = t.add(creature("Чужой", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    let ev = shoot(&mut g, a, x);
    assert_eq!(prevented(&ev), vec![(gab, x, 1, None), (s, x, 1, Some(3))]);
    assert_eq!(g.card(x).wounds, 0);
}

/// When the source of a prevention effect leaves the play zone, its effect no
/// longer applies; its marker goes with it.
#[test]
fn a_source_that_left_play_prevents_nothing() {
    let mut t = Table::new();
    let a = t.add(shooter("Стрелок А", 3), Player::P1, "a1");
    let b = t.add(shooter("Стрелок Б", 3), Player::P1, "b1");
    let gab = t.add(gabriel(), Player::P2, "c5");
    t.pos_card(gab).wounds = 7;
    let ally = t.add(creature("Союзник", 8, 1, [1, 1, 1]), Player::P2, "a5");
    let mut g = t.game();
    let ev = shoot(&mut g, a, gab);
    assert_eq!(prevented(&ev), vec![(gab, gab, 1, None)]);
    assert!(ev.contains(&Event::Destroyed { card: gab }), "{ev:?}");
    let ev = shoot(&mut g, b, ally);
    assert!(prevented(&ev).is_empty(), "{ev:?}");
    assert_eq!(g.card(ally).wounds, 3);
}

/// Prevention comes after protection (515.1) and armor: protection stops the
/// wounds before any prevention is spent; armor absorbs first.
#[test]
fn prevention_comes_after_protection_and_armor() {
    let mut t = Table::new();
    let a = t.add(shooter("Стрелок А", 2), Player::P1, "a1");
    let b = t.add(shooter("Стрелок Б", 3), Player::P1, "b1");
    let c = t.add(shooter("Стрелок В", 3), Player::P1, "c1");
    let mut d = shield("Латник", 2, Covered::This);
    d.abilities.push(kw(Keyword::Armor(1)));
    let s = t.add(d, Player::P2, "c5");
    let mut p = shield("Защищённый", 2, Covered::This);
    p.abilities.push(kw(Keyword::Protection(Protection::Shots)));
    let q = t.add(p, Player::P2, "a5");
    let mut g = t.game();
    let ev = shoot(&mut g, a, q);
    assert!(prevented(&ev).is_empty() && g.prevention_left(q) == Some(2), "{ev:?}");
    // Armor 1 absorbs 1 of 2; the shield takes the other.
    let ev = shoot(&mut g, b, s);
    let armor = ev
        .iter()
        .position(|e| matches!(e, Event::ArmorAbsorbed { .. }))
        .unwrap();
    let prev = ev.iter().position(|e| matches!(e, Event::Prevented { .. })).unwrap();
    assert!(armor < prev, "{ev:?}");
    assert_eq!(prevented(&ev), vec![(s, s, 2, Some(0))]);
    assert_eq!(g.card(s).wounds, 0);
    // Armor is used up this turn, the shield too: 3 wounds.
    shoot(&mut g, c, s);
    assert_eq!(g.card(s).wounds, 3);
}

/// Prevention applies to wounds from poison and from other effects too
/// (a card struck in melee wounding its attacker), not only to attacks; an
/// effect limited to some attacks (`from`) does not.
#[test]
fn prevention_applies_to_poison_and_to_wounds_from_effects() {
    let mut t = Table::new();
    // Слизь-like: wounds whoever strikes it in melee; its special strike poisons.
    let mut slime = creature("Слизь", 10, 1, [3, 3, 4]);
    slime
        .abilities
        .push(special_strike_3(0, vec![poison(Subject::Target, 1)]));
    slime.abilities.push(wound_attacker(1));
    let gab = t.add(gabriel(), Player::P1, "a1");
    let k = t.add(creature("Кочевник", 8, 2, [1, 2, 3]), Player::P1, "c3");
    let s = t.add(slime, Player::P2, "c4");
    let mut g = t.game();
    // Кочевник strikes Слизь (weak, 4 − 3 = +1): Слизь wounds it by 1, prevented.
    let ev = strike_with(&mut g, k, s, &[4, 3]);
    assert!(ev.contains(&Event::TriggerFired { card: s, index: 1 }), "{ev:?}");
    assert_eq!(prevented(&ev), vec![(gab, k, 1, None)]);
    assert_eq!(g.card(k).wounds, 0);
    // Слизь's special strike: 3 − 1 wounds, and poison 1.
    choose(&mut g, Choice::EndTurn);
    let ev = declare(
        &mut g,
        s,
        Action::Ability {
            index: 0,
            target: Some(k),
        },
    );
    assert_eq!(prevented(&ev), vec![(gab, k, 1, None)]);
    assert_eq!((g.card(k).wounds, g.card(k).poison), (2, 1));
    // P1's turn: the poison's wound is prevented, so no `PoisonWounds`.
    let ev = choose(&mut g, Choice::EndTurn);
    assert_eq!(prevented(&ev), vec![(gab, k, 1, None)]);
    assert!(!ev.iter().any(|e| matches!(e, Event::PoisonWounds { .. })), "{ev:?}");
    assert_eq!(g.card(k).wounds, 2);

    // The same with an effect limited to non-magic attacks: poison is no attack.
    let mut t = Table::new();
    let shieldy = with_ability(
        creature("Страж", 8, 1, [1, 1, 1]),
        prevention(
            PreventAmount::EachTime(1),
            Covered::OwnCreatures,
            Some(AttackSet::NONMAGIC),
        ),
    );
    t.add(shieldy, Player::P1, "a1");
    let k = t.add(creature("Кочевник", 8, 2, [1, 2, 3]), Player::P1, "c3");
    let mut slime2 = creature("Слизь", 10, 1, [3, 3, 4]);
    slime2
        .abilities
        .push(special_strike_3(0, vec![poison(Subject::Target, 1)]));
    let s = t.add(slime2, Player::P2, "c4");
    t.active = Player::P2;
    let mut g = t.game();
    declare(
        &mut g,
        s,
        Action::Ability {
            index: 0,
            target: Some(k),
        },
    );
    assert_eq!(g.card(k).wounds, 2);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(prevented(&ev).is_empty(), "{ev:?}");
    assert_eq!(g.card(k).wounds, 3);
}

/// Random games with prevention cards in both decks: no panics, and a clone
/// made mid-game continues exactly as the original (the «next N» markers are
/// part of the state).
#[test]
fn random_games_with_prevention_effects_stay_consistent() {
    use berserk_engine::Pending;
    use std::sync::Arc;
    let mut defs = pool().cards;
    defs.push(gabriel());
    defs.push(shield("Щитоносец", 4, Covered::This));
    defs.push(shield("Миротворец", 3, Covered::AllCreatures));
    let db = Arc::new(CardDb::new(defs));
    let d = deck(&db);
    let mut prevented_any = false;
    for seed in 0..20 {
        let mut g = Game::new(
            db.clone(),
            Arc::new(berserk_engine::RulesConfig::for_simulation(60)),
            [&d, &d],
            seed,
        )
        .unwrap();
        let mut pick = Pick(seed | 1);
        let mut buf = Vec::new();
        while g.turn() < 10 && !g.is_over() {
            match g.pending() {
                Pending::Chance(_) => {
                    g.roll().unwrap();
                }
                Pending::Decision { .. } => {
                    g.legal_choices(&mut buf);
                    let c = buf[pick.next(buf.len())];
                    let ev = choose(&mut g, c);
                    prevented_any |= ev.iter().any(|e| matches!(e, Event::Prevented { .. }));
                }
                Pending::Over(_) => break,
            }
        }
        let mut twin = g.clone();
        play_random(&mut g, seed + 1000, |_| {});
        play_random(&mut twin, seed + 1000, |_| {});
        assert!(g == twin, "seed {seed}: a clone played differently");
        assert!(g.is_over());
    }
    assert!(prevented_any, "no game prevented anything");
}
