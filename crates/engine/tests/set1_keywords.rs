//! Keywords and effects the cards of set 1 need (GAME.md §7, read as the
//! README's interpretations say): vampirism with a maximum of lives,
//! corpse-eating, finishing, jump and taunts.

mod common;
use berserk_engine::ability::{Ability, Cond, Effect, EffectKind, Filter, Modifier, Side, Target, Value};
use berserk_engine::card::*;
use berserk_engine::{Action, CardId, Choice, Event, Player, Refusal};
use common::*;

fn vampire(life: u8, kws: &[Keyword]) -> CardDef {
    with_kw(creature("Вампир", life, 1, [1, 2, 3]), kws)
}

/// A closed target rolls no die: a 6 is a strong strike (3 wounds here).
fn strong_strike(g: &mut berserk_engine::Game, a: berserk_engine::CardId, t: berserk_engine::CardId) -> Vec<Event> {
    strike_with(g, a, t, &[6])
}

#[test]
fn vampirism_heals_the_wounds_its_simple_strike_deals() {
    let mut t = Table::new();
    let v = t.add(vampire(9, &[Keyword::Vampirism(0)]), Player::P1, "c3");
    t.pos_card(v).wounds = 4;
    let foe = t.add(creature("Жертва", 10, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(foe);
    let mut g = t.game();
    strong_strike(&mut g, v, foe);
    assert_eq!(g.life(foe), 7);
    assert_eq!(g.card(v).wounds, 1, "3 wounds dealt, 3 healed");
}

#[test]
fn vampirism_less_one_heals_one_wound_fewer() {
    let mut t = Table::new();
    let v = t.add(vampire(9, &[Keyword::Vampirism(1)]), Player::P1, "c3");
    t.pos_card(v).wounds = 4;
    let foe = t.add(creature("Жертва", 10, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(foe);
    let mut g = t.game();
    strong_strike(&mut g, v, foe);
    assert_eq!(g.card(v).wounds, 2);
}

/// Without a maximum, vampirism only heals: an unwounded vampire stays at
/// its printed life.
#[test]
fn vampirism_without_a_maximum_gives_no_extra_lives() {
    let mut t = Table::new();
    let v = t.add(vampire(8, &[Keyword::Vampirism(0)]), Player::P1, "c3");
    let foe = t.add(creature("Жертва", 10, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(foe);
    let mut g = t.game();
    let ev = strong_strike(&mut g, v, foe);
    assert_eq!((g.life(v), g.card(v).extra_lives), (8, 0));
    assert!(!ev.iter().any(|e| matches!(e, Event::ExtraLivesGained { .. })));
}

/// «Максимум 12 жизней»: lives above the printed ones come as extra lives,
/// up to the maximum.
#[test]
fn vampirism_raises_lives_up_to_the_maximum_as_extra_lives() {
    let mut t = Table::new();
    let v = t.add(
        vampire(8, &[Keyword::Vampirism(0), Keyword::MaxLife(10)]),
        Player::P1,
        "c3",
    );
    t.pos_card(v).wounds = 1;
    let foe = t.add(creature("Жертва", 10, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(foe);
    let mut g = t.game();
    let ev = strong_strike(&mut g, v, foe);
    // 3 dealt: 1 wound healed, then 2 extra lives (8 → 10, the maximum).
    assert_eq!((g.card(v).wounds, g.card(v).extra_lives, g.life(v)), (0, 2, 10));
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::ExtraLivesGained { card, gained: 2 } if *card == v)));
    // A second strong strike next turn adds nothing: it is at its maximum.
    let mut t2 = Table::new();
    let v2 = t2.add(
        vampire(8, &[Keyword::Vampirism(0), Keyword::MaxLife(9)]),
        Player::P1,
        "c3",
    );
    let foe2 = t2.add(creature("Жертва", 10, 1, [1, 1, 1]), Player::P2, "c4");
    t2.close(foe2);
    let mut g2 = t2.game();
    strong_strike(&mut g2, v2, foe2);
    assert_eq!(g2.life(v2), 9, "capped at 9");
}

/// A card that can't be healed gains no lives by vampirism either (502.9 example 2).
#[test]
fn vampirism_obeys_no_healing() {
    let mut t = Table::new();
    let v = t.add(
        with_ability(
            vampire(9, &[Keyword::Vampirism(0)]),
            Ability::constant(Modifier::Cannot(berserk_engine::ability::Prohibition::BeHealed)),
        ),
        Player::P1,
        "c3",
    );
    t.pos_card(v).wounds = 4;
    let foe = t.add(creature("Жертва", 10, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(foe);
    let mut g = t.game();
    let ev = strong_strike(&mut g, v, foe);
    assert_eq!(g.card(v).wounds, 4);
    assert!(ev.iter().any(|e| matches!(e, Event::HealingProhibited { .. })));
}

#[test]
fn corpse_eating_heals_fully_when_its_strike_kills() {
    let mut t = Table::new();
    let eater = t.add(
        with_kw(creature("Гуль", 9, 1, [1, 2, 3]), &[Keyword::CorpseEating]),
        Player::P1,
        "c3",
    );
    t.pos_card(eater).wounds = 5;
    let foe = t.add(creature("Жертва", 3, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(foe);
    let mut g = t.game();
    strong_strike(&mut g, eater, foe);
    assert!(!g.card(foe).zone.in_play(), "killed");
    assert_eq!(g.card(eater).wounds, 0, "healed fully");
}

#[test]
fn corpse_eating_does_nothing_when_the_creature_survives() {
    let mut t = Table::new();
    let eater = t.add(
        with_kw(creature("Гуль", 9, 1, [1, 2, 3]), &[Keyword::CorpseEating]),
        Player::P1,
        "c3",
    );
    t.pos_card(eater).wounds = 5;
    let foe = t.add(creature("Жертва", 4, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(foe);
    let mut g = t.game();
    strong_strike(&mut g, eater, foe);
    assert_eq!(g.life(foe), 1);
    assert_eq!(g.card(eater).wounds, 5);
}

fn finisher(n: u8) -> Ability {
    Ability::action_on_target(EffectKind::Finish(Value::fixed(n)))
        .targeting(Target::One(Filter::creatures(Side::Enemy)))
        .closing()
}

fn finish(target: berserk_engine::CardId) -> Action {
    Action::Ability {
        index: 0,
        target: Some(target),
    }
}

#[test]
fn finishing_destroys_a_wounded_creature_with_few_lives_left() {
    let mut t = Table::new();
    let f = t.add(
        with_ability(creature("Ассасин", 7, 1, [1, 2, 3]), finisher(2)),
        Player::P1,
        "c3",
    );
    let foe = t.add(creature("Жертва", 6, 1, [1, 1, 1]), Player::P2, "c4");
    t.pos_card(foe).wounds = 4;
    let mut g = t.game();
    assert!(g.choices().contains(&Choice::Declare {
        source: f,
        action: finish(foe)
    }));
    declare(&mut g, f, finish(foe));
    assert!(!g.card(foe).zone.in_play());
}

#[test]
fn finishing_fails_on_a_creature_with_more_lives() {
    let mut t = Table::new();
    let f = t.add(
        with_ability(creature("Ассасин", 7, 1, [1, 2, 3]), finisher(2)),
        Player::P1,
        "c3",
    );
    let foe = t.add(creature("Жертва", 6, 1, [1, 1, 1]), Player::P2, "c4");
    t.pos_card(foe).wounds = 3;
    let mut g = t.game();
    let ev = declare(&mut g, f, finish(foe));
    assert!(g.card(foe).zone.in_play());
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::NotFinished { life: 3, most: 2, .. })));
}

#[test]
fn finishing_needs_a_wounded_creature_within_strike_reach() {
    let mut t = Table::new();
    let f = t.add(
        with_ability(creature("Ассасин", 7, 1, [1, 2, 3]), finisher(2)),
        Player::P1,
        "c3",
    );
    let fresh = t.add(creature("Целый", 2, 1, [1, 1, 1]), Player::P2, "c4");
    let far = t.add(creature("Далёкий", 6, 1, [1, 1, 1]), Player::P2, "a6");
    t.pos_card(far).wounds = 5;
    let mut g = t.game();
    assert_eq!(
        refused(
            &mut g,
            Choice::Declare {
                source: f,
                action: finish(fresh)
            }
        )
        .reason,
        Refusal::NotWounded
    );
    assert_eq!(
        refused(
            &mut g,
            Choice::Declare {
                source: f,
                action: finish(far)
            }
        )
        .reason,
        Refusal::NotAdjacent
    );
    let offered = g.choices().iter().any(|c| {
        matches!(
            c,
            Choice::Declare {
                action: Action::Ability { .. },
                ..
            }
        )
    });
    assert!(!offered, "no finishing is offered");
}

fn jumper(range: u8) -> CardDef {
    with_ability(
        creature("Прыгун", 6, 2, [1, 1, 1]),
        Ability::action(vec![Effect::on_self(EffectKind::Teleport { jump: Some(range) })]).targeting(Target::Cell),
    )
}

fn jump_to(c: &str) -> Action {
    Action::AbilityAt {
        index: 0,
        cell: cell(c),
    }
}

#[test]
fn a_jump_reaches_a_free_cell_within_range_over_cards_and_spends_the_movement() {
    let mut t = Table::new();
    let j = t.add(jumper(3), Player::P1, "c1");
    t.add(creature("Стена", 6, 1, [1, 1, 1]), Player::P1, "c2");
    t.add(creature("Стена2", 6, 1, [1, 1, 1]), Player::P2, "c3");
    let mut g = t.game();
    assert!(g.choices().contains(&Choice::Declare {
        source: j,
        action: jump_to("c4")
    }));
    let ev = declare(&mut g, j, jump_to("c4"));
    assert_eq!(g.card(j).zone.cell(), Some(cell("c4")));
    assert_eq!(g.card(j).moves_left, 0);
    assert!(ev.iter().any(|e| matches!(e, Event::Moved { card, .. } if *card == j)));
    // Its movement is spent: no step, no second jump.
    assert_eq!(
        refused(
            &mut g,
            Choice::Declare {
                source: j,
                action: Action::Move { to: cell("d4") }
            }
        )
        .reason,
        Refusal::NoMovementLeft
    );
}

#[test]
fn a_jump_is_refused_after_a_step_beyond_range_or_onto_a_card() {
    let mut t = Table::new();
    let j = t.add(jumper(2), Player::P1, "c1");
    t.add(creature("Стена", 6, 1, [1, 1, 1]), Player::P1, "c3");
    t.add(creature("Враг", 6, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    assert_eq!(
        refused(
            &mut g,
            Choice::Declare {
                source: j,
                action: jump_to("c4")
            }
        )
        .reason,
        Refusal::OutOfRange
    );
    assert_eq!(
        refused(
            &mut g,
            Choice::Declare {
                source: j,
                action: jump_to("c3")
            }
        )
        .reason,
        Refusal::CellOccupied
    );
    declare(&mut g, j, Action::Move { to: cell("b1") });
    assert_eq!(
        refused(
            &mut g,
            Choice::Declare {
                source: j,
                action: jump_to("b3")
            }
        )
        .reason,
        Refusal::NoMovementLeft
    );
}

fn shooter(kws: &[Keyword]) -> CardDef {
    with_kw(
        with_ability(
            creature("Стрелок", 6, 1, [1, 1, 1]),
            attack(AttackKind::Shot, [2; 3], Some(2), false),
        ),
        kws,
    )
}

fn taunter() -> CardDef {
    with_ability(
        creature("Приманка", 6, 1, [1, 1, 1]),
        Ability::constant(Modifier::Taunt(AttackSet::of(AttackKind::Shot))),
    )
}

fn shoot(target: berserk_engine::CardId) -> Choice {
    Choice::Declare {
        source: berserk_engine::CardId(0),
        action: Action::Ability {
            index: 0,
            target: Some(target),
        },
    }
}

#[test]
fn a_taunt_draws_the_enemy_s_shots_at_any_range() {
    let mut t = Table::new();
    t.add(shooter(&[]), Player::P1, "a1");
    let other = t.add(creature("Рядом", 6, 1, [1, 1, 1]), Player::P2, "a3");
    let bait = t.add(taunter(), Player::P2, "e6");
    let mut g = t.game();
    assert_eq!(refused(&mut g, shoot(other)).reason, Refusal::Taunted);
    assert!(!g.choices().contains(&shoot(other)));
    assert!(g.choices().contains(&shoot(bait)), "beyond range 2, yet offered");
    choose(&mut g, shoot(bait));
}

/// A taunt granted by an aura binds as a printed one does (514.2): the
/// granted modifiers are looked through for it whenever a card of the game
/// can grant one.
#[test]
fn a_taunt_granted_by_an_aura_draws_the_enemy_s_shots() {
    let mut t = Table::new();
    t.add(shooter(&[]), Player::P1, "a1");
    let other = t.add(creature("Рядом", 6, 1, [1, 1, 1]), Player::P2, "a3");
    let bait = t.add(creature("Под знаменем", 6, 1, [1, 1, 1]), Player::P2, "e6");
    t.add(
        with_ability(
            creature("Знаменосец", 6, 1, [1, 1, 1]),
            Ability::aura(
                Filter {
                    vs: vec![Cond::BesideThis],
                    ..Filter::creatures(Side::Own)
                },
                Modifier::Taunt(AttackSet::of(AttackKind::Shot)),
            ),
        ),
        Player::P2,
        "d6",
    );
    let mut g = t.game();
    assert_eq!(refused(&mut g, shoot(other)).reason, Refusal::Taunted);
    assert!(!g.choices().contains(&shoot(other)));
    assert!(g.choices().contains(&shoot(bait)), "beyond range 2, yet offered");
}

#[test]
fn a_card_that_ignores_taunts_shoots_where_it_likes() {
    let mut t = Table::new();
    t.add(shooter(&[Keyword::IgnoresTaunt]), Player::P1, "a1");
    let other = t.add(creature("Рядом", 6, 1, [1, 1, 1]), Player::P2, "a3");
    let bait = t.add(taunter(), Player::P2, "e6");
    let g = t.game();
    assert!(g.choices().contains(&shoot(other)));
    assert!(!g.choices().contains(&shoot(bait)), "out of range: no taunt helps it");
}

/// «Открыть своё существо»: a closing action that opens an own creature.
fn opener() -> CardDef {
    with_ability(
        creature("Командир", 8, 1, [1, 1, 1]),
        Ability::action_on_target(EffectKind::Open)
            .targeting(Target::One(Filter::creatures(Side::Own)))
            .closing(),
    )
}

fn open_again(g: &mut berserk_engine::Game, c: berserk_engine::CardId) {
    let cmd = berserk_engine::CardId(2);
    declare(
        g,
        cmd,
        Action::Ability {
            index: 0,
            target: Some(c),
        },
    );
    assert!(g.card(c).open);
}

/// One simple strike a turn (setting `strikes_per_turn`, [?] 1): a card
/// opened again may act, but not strike again.
#[test]
fn a_creature_strikes_once_a_turn_even_if_opened_again() {
    let mut t = Table::new();
    let a = t.add(creature("Боец", 8, 1, [1, 1, 1]), Player::P1, "c3");
    let foe = t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c4");
    t.add(opener(), Player::P1, "a1");
    t.close(foe);
    let mut g = t.game();
    strike_with(&mut g, a, foe, &[1]);
    assert!(!g.card(a).open);
    assert_eq!(g.card(a).strikes, 1);
    open_again(&mut g, a);
    let e = refused(&mut g, strike_choice(a, foe));
    assert_eq!(
        (e.rule, e.reason),
        (berserk_engine::Rule::StrikesPerTurn, Refusal::NoStrikesLeft)
    );
    assert!(!g.choices().contains(&strike_choice(a, foe)));
}

#[test]
fn no_limit_setting_lets_an_opened_card_strike_again() {
    let mut t = Table::new();
    t.cfg.strikes_per_turn = 0;
    let a = t.add(creature("Боец", 8, 1, [1, 1, 1]), Player::P1, "c3");
    let foe = t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c4");
    t.add(opener(), Player::P1, "a1");
    t.close(foe);
    let mut g = t.game();
    strike_with(&mut g, a, foe, &[1]);
    open_again(&mut g, a);
    strike_with(&mut g, a, foe, &[1]);
    assert_eq!(g.life(foe), 18);
}

/// Two attacks a turn, the card staying open after the first.
#[test]
fn two_strikes_a_turn_stay_open_after_the_first_only() {
    let mut t = Table::new();
    let m = t.add(
        with_kw(creature("Минотавр", 14, 2, [1, 1, 1]), &[Keyword::StrikesPerTurn(2)]),
        Player::P1,
        "c3",
    );
    let foe = t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(foe);
    let mut g = t.game();
    strike_with(&mut g, m, foe, &[1]);
    assert!(g.card(m).open, "open after the first");
    strike_with(&mut g, m, foe, &[1]);
    assert!(!g.card(m).open, "closed after the second");
    assert_eq!(g.life(foe), 18);
}

/// «После нападения не закрывается»: open, so it may defend later, but its
/// one strike of the turn is spent.
#[test]
fn no_close_on_strike_keeps_it_open_with_its_strike_spent() {
    let mut t = Table::new();
    let b = t.add(
        with_kw(creature("Барака", 13, 1, [1, 1, 1]), &[Keyword::NoCloseOnStrike]),
        Player::P1,
        "c3",
    );
    let foe = t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c4");
    t.close(foe);
    let mut g = t.game();
    strike_with(&mut g, b, foe, &[1]);
    assert!(g.card(b).open);
    assert_eq!(refused(&mut g, strike_choice(b, foe)).reason, Refusal::NoStrikesLeft);
}

/// «Выступая защитником, не закрывается»: it can take a second strike.
#[test]
fn no_close_on_defend_defends_twice() {
    let mut t = Table::new();
    t.active = Player::P2;
    let guard = t.add(
        with_kw(creature("Леккен", 10, 1, [1, 1, 1]), &[Keyword::NoCloseOnDefend]),
        Player::P1,
        "d3",
    );
    let ward = t.add(creature("Подопечный", 10, 1, [1, 1, 1]), Player::P1, "c3");
    let a1 = t.add(creature("Враг1", 20, 1, [1, 1, 1]), Player::P2, "c4");
    let a2 = t.add(creature("Враг2", 20, 1, [1, 1, 1]), Player::P2, "d4");
    let mut g = t.game();
    for a in [a1, a2] {
        strike(&mut g, a, ward);
        choose(&mut g, Choice::Defend(guard));
        while !is_main(&g) {
            die(&mut g, 3);
        }
        assert!(g.card(guard).open, "still open after defending");
    }
    assert_eq!(g.life(ward), 10);
}

/// «Снять отравление»: the poison marker goes; no wounds at the next turn start.
#[test]
fn cure_removes_the_poison() {
    let mut t = Table::new();
    let healer = t.add(
        with_ability(
            creature("Друид", 6, 1, [1, 1, 1]),
            Ability::action_on_target(EffectKind::Cure)
                .targeting(Target::One(Filter::creatures(Side::Any)))
                .closing(),
        ),
        Player::P1,
        "a1",
    );
    let sick = t.add(creature("Больной", 6, 1, [1, 1, 1]), Player::P1, "b1");
    t.pos_card(sick).poison = 2;
    t.add(creature("Враг", 6, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    let ev = declare(
        &mut g,
        healer,
        Action::Ability {
            index: 0,
            target: Some(sick),
        },
    );
    assert_eq!(g.card(sick).poison, 0);
    assert!(ev.iter().any(|e| matches!(e, Event::Cured { card } if *card == sick)));
}

/// "+2 к выстрелу за каждую фишку": a scaled number, read when the attack is made.
#[test]
fn a_scaled_number_multiplies_halves_and_adds() {
    use berserk_engine::ability::{Quantity, Subject};
    let tokens = || Box::new(Value::of(Quantity::Tokens, Subject::This));
    let mut t = Table::new();
    let archer = t.add(
        with_abilities(
            creature("Арбалетчик", 8, 1, [1, 1, 1]),
            vec![Ability::action_on_target(EffectKind::Wound(Value::Scaled {
                of: tokens(),
                times: 2,
                half: false,
                plus: 1,
            }))
            .targeting(Target::One(Filter::creatures(Side::Enemy)))
            .closing()],
        ),
        Player::P1,
        "a1",
    );
    t.pos_card(archer).tokens = 3;
    let foe = t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    declare(
        &mut g,
        archer,
        Action::Ability {
            index: 0,
            target: Some(foe),
        },
    );
    assert_eq!(g.life(foe), 20 - (3 * 2 + 1));
}

/// Flight granted for good does not end with the turn: the card stays in the
/// additional zone; flight until the end of the turn lands it (503.1).
#[test]
fn flight_for_good_outlasts_the_turn() {
    use berserk_engine::ability::{Subject, Until};
    let flyer_for = |until: Until| {
        with_ability(
            creature("Крылатый", 8, 1, [1, 1, 1]),
            Ability::action(vec![Effect::grant(Subject::This, Modifier::Flight, until)]).closing(),
        )
    };
    let mut t = Table::new();
    let ever = t.add(flyer_for(Until::Ever), Player::P1, "a1");
    let short = t.add(flyer_for(Until::EndOfTurn), Player::P1, "b1");
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    for c in [ever, short] {
        declare(&mut g, c, Action::Ability { index: 0, target: None });
        assert!(g.flies(c));
    }
    choose(&mut g, Choice::EndTurn);
    assert!(g.flies(ever), "for good: still flying");
    assert!(!g.flies(short), "until the end of the turn: landed");
    assert_eq!(g.card(short).zone.cell(), Some(cell("b1")));
    choose(&mut g, Choice::EndTurn);
    assert!(g.flies(ever));
}

/// «Все удары по нему сводятся к слабым»: a strong strike at it deals the
/// attacker's weak value, and so does a strong counter-strike at it.
#[test]
fn struck_at_most_weak_caps_strikes_at_the_card() {
    let mut t = Table::new();
    let a = t.add(creature("Боец", 20, 1, [1, 3, 5]), Player::P1, "c3");
    let wolf = t.add(
        with_kw(
            creature("Волколак", 20, 1, [1, 3, 5]),
            &[Keyword::StruckAtMost(Level::Weak)],
        ),
        Player::P2,
        "c4",
    );
    t.close(wolf);
    let mut g = t.game();
    strike_with(&mut g, a, wolf, &[6]);
    assert_eq!(g.life(wolf), 19, "a strong strike capped to weak: 1");
    // The uncapped card takes the full strong strike.
    let mut t2 = Table::new();
    let a2 = t2.add(creature("Боец", 20, 1, [1, 3, 5]), Player::P1, "c3");
    let plain = t2.add(creature("Простой", 20, 1, [1, 3, 5]), Player::P2, "c4");
    t2.close(plain);
    let mut g2 = t2.game();
    strike_with(&mut g2, a2, plain, &[6]);
    assert_eq!(g2.life(plain), 15);
}

/// An ability paid with the simple strike (`[strike]`, Ледовый охотник):
/// it can't follow the turn's simple strike, and once made, the simple
/// strike can't follow it — the options leave it out, and the check refuses
/// it (one source). The card here stays open after striking, so only the
/// count of strikes forbids it.
#[test]
fn an_ability_paid_with_the_simple_strike_is_that_strike() {
    let over_row = || {
        let mut a = attack(AttackKind::StrikeOverRow, [2, 2, 2], None, false);
        a.cost = berserk_engine::ability::Cost {
            strike: true,
            ..Default::default()
        };
        a
    };
    let hunter = || {
        with_ability(
            with_kw(creature("Охотник", 7, 2, [1, 1, 1]), &[Keyword::NoCloseOnStrike]),
            over_row(),
        )
    };
    let ability = |target| Choice::Declare {
        source: CardId(0),
        action: Action::Ability {
            index: 1,
            target: Some(target),
        },
    };
    // The hunter on c3, a closed enemy next to it, another over the row.
    let table = || {
        let mut t = Table::new();
        let h = t.add(hunter(), Player::P1, "c3");
        let near = t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c4");
        let far = t.add(creature("Дальний", 20, 1, [1, 1, 1]), Player::P2, "c5");
        t.close(near);
        (t.game(), h, near, far)
    };
    // The simple strike first: the ability is no longer offered, and refused.
    let (mut g, h, near, far) = table();
    assert_eq!(h, CardId(0));
    assert!(g.choices().contains(&ability(far)));
    strike_with(&mut g, h, near, &[1]);
    assert!(g.card(h).open);
    assert!(!g.choices().contains(&ability(far)));
    assert_eq!(refused(&mut g, ability(far)).reason, Refusal::NoStrikesLeft);
    // The ability first: the simple strike is spent.
    let (mut g, h, near, far) = table();
    g.apply(ability(far)).expect("the strike over a row");
    assert_eq!(g.life(far), 18);
    assert!(g.card(h).open, "it stays open as after its simple strike");
    assert_eq!(g.card(h).strikes, 1);
    assert!(!g.choices().contains(&strike_choice(h, near)));
    assert_eq!(refused(&mut g, strike_choice(h, near)).reason, Refusal::NoStrikesLeft);
}
