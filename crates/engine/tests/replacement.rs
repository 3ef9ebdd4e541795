//! Replacement effects (516): "takes wounds only from X" / "takes no wounds
//! from X" (516.1.1), and the regeneration replacements of 516.1 with the
//! choosing rules that follow 516.1.2.

mod common;
use berserk_engine::ability::{Ability, Covered, Modifier, PreventAmount, Replacement, Subject};
use berserk_engine::card::*;
use berserk_engine::{Action, CardId, Choice, DecisionKind, Event, Game, Pending, Player, Rule};
use common::*;

fn replace(r: Replacement) -> Ability {
    Ability::constant(Modifier::Replacement(r))
}

/// Феррос as the rules describe it: wounds only from strikes.
fn ferros() -> CardDef {
    with_ability(
        creature("Феррос", 9, 1, [2, 2, 3]),
        replace(Replacement::WoundsOnlyFrom(AttackSet::STRIKES)),
    )
}

/// Большой кулак as in 516.1's example: Регенерация 4, may heal others instead.
fn big_fist() -> CardDef {
    with_abilities(
        creature("Большой кулак", 20, 1, [4, 5, 6]),
        vec![
            kw(Keyword::Regeneration(4)),
            replace(Replacement::RegenerationHealsOthers),
        ],
    )
}

/// A test card: enemy creatures regenerate `n` less.
fn hexer(name: &str, n: u8) -> CardDef {
    with_ability(
        creature(name, 6, 1, [1, 1, 1]),
        replace(Replacement::EnemyRegenerationLess(n)),
    )
}

fn shooter(name: &str, value: u8) -> CardDef {
    with_ability(
        creature(name, 8, 1, [1, 1, 1]),
        attack(AttackKind::Shot, [value; 3], None, false),
    )
}

fn use_ability(g: &mut Game, source: CardId, target: CardId) -> Vec<Event> {
    declare(
        g,
        source,
        Action::Ability {
            index: 0,
            target: Some(target),
        },
    )
}

fn pending_kind(g: &Game) -> Option<(Player, DecisionKind)> {
    match g.pending() {
        Pending::Decision { player, kind } => Some((player, kind)),
        _ => None,
    }
}

/// 516.1.1, the Феррос example: a shot's wounds are replaced by none; a
/// special strike (a strike) wounds it. The replacement comes before
/// protection, armor and prevention: a shield it has is not spent.
#[test]
fn ferros_takes_wounds_only_from_strikes() {
    let mut t = Table::new();
    let s = t.add(shooter("Стрелок", 3), Player::P1, "a1");
    let h = t.add(
        with_ability(
            creature("Бьющий", 8, 1, [1, 1, 1]),
            attack(AttackKind::SpecialStrike, [3; 3], None, false),
        ),
        Player::P1,
        "c4",
    );
    let mut f = ferros();
    f.abilities.push(Ability::constant(Modifier::Prevention {
        amount: PreventAmount::Next(2),
        covers: Covered::This,
        from: None,
    }));
    let fe = t.add(f, Player::P2, "c5");
    let mut g = t.game();
    let ev = use_ability(&mut g, s, fe);
    assert!(
        ev.contains(&Event::WoundsReplaced {
            source: fe,
            index: 0,
            card: fe,
            wounds: 3
        }),
        "{ev:?}"
    );
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::Wounded { .. } | Event::Prevented { .. })));
    assert_eq!((g.card(fe).wounds, g.prevention_left(fe)), (0, Some(2)));
    let ev = use_ability(&mut g, h, fe);
    assert!(!ev.iter().any(|e| matches!(e, Event::WoundsReplaced { .. })), "{ev:?}");
    assert_eq!((g.card(fe).wounds, g.prevention_left(fe)), (1, Some(0)));
    assert_eq!(
        Event::WoundsReplaced {
            source: fe,
            index: 0,
            card: fe,
            wounds: 3
        }
        .rule(),
        Rule::R516_1_1
    );
}

/// A replacement applies when the wounding is carried out, not to what was
/// already carried out: the strike that poisoned Феррос wounded it, and the
/// poison marker stays; the poison's wounds at its turn start are replaced,
/// and so are the wounds of a card struck in melee wounding its attacker.
#[test]
fn ferros_poison_and_effect_wounds_are_replaced_at_execution() {
    let mut t = Table::new();
    let mut slime = creature("Слизь", 10, 1, [3, 3, 4]);
    slime
        .abilities
        .push(special_strike_3(0, vec![poison(Subject::Target, 1)]));
    slime.abilities.push(wound_attacker(1));
    let s = t.add(slime, Player::P1, "c3");
    let fe = t.add(ferros(), Player::P2, "c4");
    let mut g = t.game();
    use_ability(&mut g, s, fe);
    assert_eq!((g.card(fe).wounds, g.card(fe).poison), (3, 1));
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::WoundsReplaced { card, wounds: 1, .. } if *card == fe)),
        "{ev:?}"
    );
    assert!(!ev.iter().any(|e| matches!(e, Event::PoisonWounds { .. })), "{ev:?}");
    assert_eq!((g.card(fe).wounds, g.card(fe).poison), (3, 1));
    // Феррос strikes Слизь (closed after its special strike: one die): Слизь's
    // "wound the attacker" is not a strike.
    let ev = strike_with(&mut g, fe, s, &[4]);
    assert!(ev.contains(&Event::TriggerFired { card: s, index: 1 }), "{ev:?}");
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::WoundsReplaced { card, wounds: 1, .. } if *card == fe)),
        "{ev:?}"
    );
    assert_eq!(g.card(fe).wounds, 3);
}

/// "Takes no wounds from X": only X is replaced.
#[test]
fn no_wounds_from_shots_only() {
    let mut t = Table::new();
    let s = t.add(shooter("Стрелок", 3), Player::P1, "a1");
    let th = t.add(
        with_ability(
            creature("Метатель", 8, 1, [1, 1, 1]),
            attack(AttackKind::Throw, [2; 3], None, false),
        ),
        Player::P1,
        "b1",
    );
    let d = with_ability(
        creature("Щит", 8, 1, [1, 1, 1]),
        replace(Replacement::NoWoundsFrom(AttackSet::of(AttackKind::Shot))),
    );
    let x = t.add(d, Player::P2, "c5");
    let mut g = t.game();
    use_ability(&mut g, s, x);
    assert_eq!(g.card(x).wounds, 0);
    use_ability(&mut g, th, x);
    assert_eq!(g.card(x).wounds, 2);
}

/// The Большой кулак position: P1 to start its turn with the fist (2 wounds)
/// and two wounded allies; P2 may add hexers.
fn fist_table(hexers: &[(&str, u8)]) -> (Table, CardId, CardId, CardId) {
    let mut t = Table::new();
    t.active = Player::P2;
    let fist = t.add(big_fist(), Player::P1, "c2");
    t.pos_card(fist).wounds = 2;
    let a = t.add(creature("Кочевник", 8, 2, [1, 2, 3]), Player::P1, "b2");
    t.pos_card(a).wounds = 3;
    let b = t.add(creature("Кочевник-2", 8, 2, [1, 2, 3]), Player::P1, "d2");
    t.pos_card(b).wounds = 1;
    for (i, (name, n)) in hexers.iter().enumerate() {
        let cell = ["a6", "b6", "d6"][i];
        t.add(hexer(name, *n), Player::P2, cell);
    }
    t.add(creature("Противник", 8, 1, [1, 1, 1]), Player::P2, "e6");
    (t, fist, a, b)
}

/// 516.1, the Большой кулак example: an optional replacement of its
/// regeneration, decided by its controller; healing others is a sequence of
/// "heal one by 1" decisions, up to 4 in total.
#[test]
fn big_fist_may_heal_others_instead_of_regenerating() {
    let (t, fist, a, b) = fist_table(&[]);
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::Replacement { card: fist }))
    );
    let replace_fist = Choice::Replace { source: fist, index: 1 };
    assert_eq!(g.choices(), vec![Choice::NoReplacement, replace_fist]);
    // The game waits in its state: a clone is equal, and continues alike.
    let twin = g.clone();
    assert!(twin == g);
    let ev = choose(&mut g, replace_fist);
    assert!(
        ev.contains(&Event::RegenerationReplaced { card: fist, amount: 4 }),
        "{ev:?}"
    );
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::HealInstead { source: fist, left: 4 }))
    );
    assert_eq!(
        g.choices(),
        vec![Choice::StopHealing, Choice::HealOne(a), Choice::HealOne(b)]
    );
    refused(&mut g, Choice::HealOne(fist));
    refused(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::HealOne(b));
    // b has no wounds left: only a can still be healed.
    assert_eq!(g.choices(), vec![Choice::StopHealing, Choice::HealOne(a)]);
    choose(&mut g, Choice::HealOne(a));
    choose(&mut g, Choice::HealOne(a));
    let ev = choose(&mut g, Choice::HealOne(a));
    assert!(
        ev.contains(&Event::HealedInstead {
            source: fist,
            card: a,
            healed: 1
        }),
        "{ev:?}"
    );
    assert!(is_main(&g));
    assert_eq!((g.card(fist).wounds, g.card(a).wounds, g.card(b).wounds), (2, 0, 0));
    assert!(!ev.iter().any(|e| matches!(e, Event::Regenerated { .. })));
}

/// Declining keeps the regeneration; stopping early leaves the rest unused;
/// with no wounded ally, there is nothing to decide.
#[test]
fn big_fist_keeps_its_regeneration_or_stops_early() {
    let (t, fist, a, _) = fist_table(&[]);
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    let ev = choose(&mut g, Choice::NoReplacement);
    assert!(
        ev.contains(&Event::ReplacementDeclined {
            player: Player::P1,
            card: fist
        }),
        "{ev:?}"
    );
    assert!(ev.contains(&Event::Regenerated { card: fist, healed: 2 }), "{ev:?}");
    assert!(is_main(&g));

    let (t, fist, a2, _) = fist_table(&[]);
    assert_eq!(a, a2);
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::Replace { source: fist, index: 1 });
    choose(&mut g, Choice::HealOne(a));
    let ev = choose(&mut g, Choice::StopHealing);
    assert!(ev.contains(&Event::HealingStopped { source: fist, left: 3 }), "{ev:?}");
    assert!(is_main(&g));
    assert_eq!((g.card(fist).wounds, g.card(a).wounds), (2, 2));

    // Nobody else is wounded: the fist simply regenerates.
    let mut t = Table::new();
    t.active = Player::P2;
    let fist = t.add(big_fist(), Player::P1, "c2");
    t.pos_card(fist).wounds = 5;
    t.add(creature("Кочевник", 8, 2, [1, 2, 3]), Player::P1, "b2");
    t.add(creature("Противник", 8, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::Regenerated { card: fist, healed: 4 }), "{ev:?}");
    assert!(is_main(&g));
}

/// Both players can apply a replacement effect to the same regeneration: the
/// active player chooses which applies; an optional one can't be declined
/// while a mandatory one remains. Choosing the fist's first makes the event a
/// healing of others, to which the hexer's no longer applies.
#[test]
fn both_players_replacements_the_active_player_chooses() {
    let (t, fist, a, b) = fist_table(&[("Сглазчик", 1)]);
    let mut g = t.game();
    let hex = CardId(3);
    assert_eq!(g.def(hex).name_ru, "Сглазчик");
    choose(&mut g, Choice::EndTurn);
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::Replacement { card: fist }))
    );
    let (rf, rh) = (
        Choice::Replace { source: fist, index: 1 },
        Choice::Replace { source: hex, index: 0 },
    );
    assert_eq!(g.choices(), vec![rf, rh]);
    refused(&mut g, Choice::NoReplacement);
    let ev = choose(&mut g, rf);
    assert!(
        ev.contains(&Event::ReplacementChosen {
            player: Player::P1,
            source: fist,
            index: 1,
            card: fist
        }),
        "{ev:?}"
    );
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::HealInstead { source: fist, left: 4 }))
    );
    for _ in 0..3 {
        choose(&mut g, Choice::HealOne(a));
    }
    choose(&mut g, Choice::HealOne(b));
    assert!(is_main(&g));
    assert_eq!((g.card(a).wounds, g.card(b).wounds), (0, 0));
}

/// A replacement may apply to the result of another, and each applies at
/// most once: the hexer's makes the regeneration 3; then the fist's is
/// offered again (optional, so it may be declined) for 3, the hexer's not.
#[test]
fn a_replacement_applies_to_the_result_of_another_each_at_most_once() {
    let (t, fist, a, _) = fist_table(&[("Сглазчик", 1)]);
    let mut g = t.game();
    let hex = CardId(3);
    choose(&mut g, Choice::EndTurn);
    let ev = choose(&mut g, Choice::Replace { source: hex, index: 0 });
    assert!(
        ev.contains(&Event::RegenerationReduced {
            source: hex,
            index: 0,
            card: fist,
            from: 4,
            to: 3
        }),
        "{ev:?}"
    );
    assert_eq!(
        pending_kind(&g),
        Some((Player::P1, DecisionKind::Replacement { card: fist }))
    );
    assert_eq!(
        g.choices(),
        vec![Choice::NoReplacement, Choice::Replace { source: fist, index: 1 }]
    );
    let mut keep = g.clone();
    let ev = choose(&mut keep, Choice::NoReplacement);
    assert!(ev.contains(&Event::Regenerated { card: fist, healed: 2 }), "{ev:?}");
    let ev = choose(&mut g, Choice::Replace { source: fist, index: 1 });
    assert!(
        ev.contains(&Event::RegenerationReplaced { card: fist, amount: 3 }),
        "{ev:?}"
    );
    for _ in 0..3 {
        choose(&mut g, Choice::HealOne(a));
    }
    assert!(is_main(&g));
    assert_eq!(g.card(a).wounds, 0);
}

/// Only one player's effects: that player chooses, even in the other's turn.
/// Two different mandatory ones are a choice; equal ones are not asked.
/// One hexer alone applies once (2 → 1), not again to its own result.
#[test]
fn the_player_who_can_apply_several_chooses() {
    let mut t = Table::new();
    t.active = Player::P2;
    let troll = t.add(
        with_kw(creature("Тролль", 10, 1, [2, 4, 5]), &[Keyword::Regeneration(3)]),
        Player::P1,
        "c2",
    );
    t.pos_card(troll).wounds = 5;
    let h1 = t.add(hexer("Сглазчик", 1), Player::P2, "a6");
    let h2 = t.add(hexer("Проклятый", 2), Player::P2, "b6");
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    assert_eq!(
        pending_kind(&g),
        Some((Player::P2, DecisionKind::Replacement { card: troll }))
    );
    assert_eq!(
        g.choices(),
        vec![
            Choice::Replace { source: h1, index: 0 },
            Choice::Replace { source: h2, index: 0 }
        ]
    );
    choose(&mut g, Choice::Replace { source: h1, index: 0 });
    // The other one applies to the result by itself: 3 → 2 → 0.
    assert!(is_main(&g));
    assert_eq!(g.card(troll).wounds, 5);

    let mut t = Table::new();
    t.active = Player::P2;
    let troll = t.add(
        with_kw(creature("Тролль", 10, 1, [2, 4, 5]), &[Keyword::Regeneration(2)]),
        Player::P1,
        "c2",
    );
    t.pos_card(troll).wounds = 5;
    let h1 = t.add(hexer("Сглазчик", 1), Player::P2, "a6");
    let mut g = t.game();
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(
        ev.contains(&Event::RegenerationReduced {
            source: h1,
            index: 0,
            card: troll,
            from: 2,
            to: 1
        }),
        "{ev:?}"
    );
    assert!(ev.contains(&Event::Regenerated { card: troll, healed: 1 }), "{ev:?}");
    assert!(is_main(&g));
}

/// Rule citations of the replacement events and decisions round-trip.
#[test]
fn replacement_citations() {
    for (r, code) in [
        (Rule::R516_1, "516.1"),
        (Rule::R516_1_1, "516.1.1"),
        (Rule::R516_1_2, "516.1.2"),
        (Rule::ReplacementChoice, "516 choice"),
    ] {
        assert_eq!(r.code(), code);
        assert_eq!(Rule::from_code(code), Some(r));
    }
    let c = CardId(0);
    assert_eq!(Event::RegenerationReplaced { card: c, amount: 4 }.rule(), Rule::R516_1);
    assert_eq!(
        Event::ReplacementDeclined {
            player: Player::P1,
            card: c
        }
        .rule(),
        Rule::ReplacementChoice
    );
}

/// Random games with these cards: the new decisions always have options,
/// and a clone made while one waits continues exactly as the original.
#[test]
fn random_games_with_replacement_effects_stay_consistent() {
    use std::sync::Arc;
    let mut defs = pool().cards;
    defs.push(ferros());
    defs.push(big_fist());
    defs.push(hexer("Сглазчик", 1));
    let db = Arc::new(CardDb::new(defs));
    let d = deck(&db);
    let mut decided = 0;
    for seed in 0..30 {
        let mut g = Game::new(
            db.clone(),
            Arc::new(berserk_engine::RulesConfig::for_simulation(80)),
            [&d, &d],
            seed,
        )
        .unwrap();
        let mut pick = Pick(seed | 1);
        let mut buf = Vec::new();
        loop {
            match g.pending() {
                Pending::Over(_) => break,
                Pending::Chance(_) => {
                    g.roll().unwrap();
                }
                Pending::Decision { kind, .. } => {
                    g.legal_choices(&mut buf);
                    assert!(!buf.is_empty(), "{kind:?}");
                    let ours = matches!(
                        kind,
                        DecisionKind::Replacement { .. } | DecisionKind::HealInstead { .. }
                    );
                    if ours && decided < 40 {
                        decided += 1;
                        let mut twin = g.clone();
                        play_random(&mut twin, seed, |_| {});
                        let mut again = g.clone();
                        play_random(&mut again, seed, |_| {});
                        assert!(twin == again);
                    }
                    let c = buf[pick.next(buf.len())];
                    choose(&mut g, c);
                }
            }
        }
    }
    assert!(decided > 0, "no replacement decision came up");
}
