//! The general mechanisms of the ability model, one test (or more) per kind:
//! trigger events (GAME.md §4–§7: the turn's start and end for either player,
//! the start of the battle, moving, defending, missing, being struck by any
//! attack, another creature's death, incarnation), conditions, computed
//! values, stat modifiers and durations (503.1: a granted modifier is removed
//! when its duration ends).

mod common;
use berserk_engine::ability::{
    Ability, Attack, Column, Cond, Effect, EffectKind, Filter, Modifier, Quantity, Side, Subject, Target, TriggerEvent,
    Until, Value,
};
use berserk_engine::card::*;
use berserk_engine::{Action, Choice, DecisionKind, Event, Game, Pending, Player};
use common::*;

/// "<event>: gain a token" — the simplest visible reaction.
fn token_on(event: TriggerEvent, vs: Vec<Cond>) -> Ability {
    Ability::trigger(event, vec![Effect::on_self(EffectKind::GainTokens(Value::fixed(1)))]).vs(vs)
}

fn listener(name: &str, abilities: Vec<Ability>) -> CardDef {
    with_abilities(creature(name, 8, 1, [1, 1, 1]), abilities)
}

fn tokens(g: &Game, c: berserk_engine::CardId) -> u8 {
    g.card(c).tokens
}

fn end_turn(g: &mut Game) -> Vec<Event> {
    choose(g, Choice::EndTurn)
}

// ----- trigger events -----

/// «В конце вашего хода» / «в конце хода противника»: each fires at the end
/// of its player's turn only.
#[test]
fn turn_end_fires_for_the_side_it_names() {
    let mut t = Table::new();
    let mine = t.add(
        listener("Свой", vec![token_on(TriggerEvent::TurnEnd(Side::Own), vec![])]),
        Player::P1,
        "a1",
    );
    let theirs = t.add(
        listener("Чужой", vec![token_on(TriggerEvent::TurnEnd(Side::Enemy), vec![])]),
        Player::P2,
        "a6",
    );
    let every = t.add(
        listener("Любой", vec![token_on(TriggerEvent::TurnEnd(Side::Any), vec![])]),
        Player::P2,
        "e6",
    );
    let mut g = t.game();
    end_turn(&mut g); // P1's turn ends
    assert_eq!((tokens(&g, mine), tokens(&g, theirs), tokens(&g, every)), (1, 1, 1));
    end_turn(&mut g); // P2's turn ends
    assert_eq!((tokens(&g, mine), tokens(&g, theirs), tokens(&g, every)), (1, 1, 2));
}

/// A turn-end trigger that names a target waits for it; the turn ends when
/// the declaration it made is done.
#[test]
fn turn_end_trigger_with_a_target_waits_then_the_turn_ends() {
    let mut t = Table::new();
    let shot = Ability::trigger(
        TriggerEvent::TurnEnd(Side::Own),
        vec![Effect::on_target(EffectKind::Attack(Attack::new(
            AttackKind::Shot,
            [1; 3],
        )))],
    )
    .targeting(Target::One(Filter::side(Side::Enemy)));
    let archer = t.add(listener("Стрелок", vec![shot]), Player::P1, "a1");
    let foe = t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    end_turn(&mut g);
    assert!(
        matches!(
            g.pending(),
            Pending::Decision {
                player: Player::P1,
                kind: DecisionKind::TriggerTarget { source, index: 0 }
            } if source == archer
        ),
        "{:?}",
        g.pending()
    );
    // The turn has not ended yet, and nothing else may be done meanwhile.
    assert_eq!(g.active(), Player::P1);
    assert!(g.apply(Choice::EndTurn).is_err());
    let ev = declare(&mut g, archer, Action::Triggered { index: 0, target: foe });
    assert_eq!(g.card(foe).wounds, 1);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::TurnEnded { player: Player::P1, .. })));
    assert_eq!(g.active(), Player::P2);
    assert!(is_main(&g));
}

/// «В начале хода противника»: fires at the start of the other player's turn.
#[test]
fn turn_start_of_the_enemy() {
    let mut t = Table::new();
    let watcher = t.add(
        listener("Дозорный", vec![token_on(TriggerEvent::TurnStart(Side::Enemy), vec![])]),
        Player::P2,
        "a6",
    );
    let own = t.add(
        listener("Свой", vec![token_on(TriggerEvent::TurnStart(Side::Own), vec![])]),
        Player::P2,
        "b6",
    );
    t.add(creature("Воин", 8, 1, [1, 1, 1]), Player::P1, "a1");
    t.start_of_turn = true; // P1's turn starts
    let mut g = t.game();
    assert_eq!((tokens(&g, watcher), tokens(&g, own)), (1, 0));
    end_turn(&mut g); // P2's turn starts
    assert_eq!((tokens(&g, watcher), tokens(&g, own)), (1, 1));
}

/// «В начале боя»: once, at the start of the first turn, for both players' cards.
#[test]
fn battle_start_fires_once_at_the_first_turn() {
    let mut t = Table::new();
    let a = t.add(
        listener("Первый", vec![token_on(TriggerEvent::BattleStart, vec![])]),
        Player::P1,
        "a1",
    );
    let b = t.add(
        listener("Второй", vec![token_on(TriggerEvent::BattleStart, vec![])]),
        Player::P2,
        "a6",
    );
    t.start_of_turn = true;
    let mut g = t.game();
    assert_eq!((tokens(&g, a), tokens(&g, b)), (1, 1));
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!((tokens(&g, a), tokens(&g, b)), (1, 1));
}

/// «При перемещении»: each cell moved fires it.
#[test]
fn moving_fires_on_each_step() {
    let mut t = Table::new();
    let runner = t.add(
        with_abilities(
            creature("Бегун", 8, 2, [1, 1, 1]),
            vec![token_on(TriggerEvent::Moves, vec![])],
        ),
        Player::P1,
        "a1",
    );
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    declare(&mut g, runner, Action::Move { to: cell("a2") });
    assert_eq!(tokens(&g, runner), 1);
    declare(&mut g, runner, Action::Move { to: cell("b2") });
    assert_eq!(tokens(&g, runner), 2);
}

/// A heal of the card it defends, when it becomes a defender: the other
/// card is the defended one.
#[test]
fn defending_heals_the_defended_card() {
    let mut t = Table::new();
    let heal_defended = Ability::trigger(
        TriggerEvent::Defends,
        vec![Effect::new(Subject::Other, EffectKind::Heal(Some(Value::fixed(2))))],
    );
    let attacker = t.add(creature("Нападающий", 10, 1, [1, 1, 1]), Player::P1, "c3");
    let target = t.add(creature("Цель", 10, 1, [1, 1, 1]), Player::P2, "c4");
    t.pos_card(target).wounds = 3;
    let guard = t.add(listener("Страж", vec![heal_defended]), Player::P2, "d4");
    let mut g = t.game();
    strike(&mut g, attacker, target);
    choose(&mut g, Choice::Defend(guard));
    assert_eq!(g.card(target).wounds, 1);
}

/// «При промахе»: the table's miss (−2) fires it; a hit does not.
#[test]
fn a_miss_fires_the_miss_trigger_and_a_hit_does_not() {
    let setup = || {
        let mut t = Table::new();
        let a = t.add(
            with_abilities(
                creature("Мазила", 10, 1, [1, 1, 1]),
                vec![token_on(TriggerEvent::Misses, vec![])],
            ),
            Player::P1,
            "c3",
        );
        let d = t.add(creature("Цель", 10, 1, [1, 1, 1]), Player::P2, "c4");
        (t.game(), a, d)
    };
    let (mut g, a, d) = setup();
    strike_with(&mut g, a, d, &[2, 4]); // 2 − 4 = −2: a miss
    assert_eq!(tokens(&g, a), 1);
    let (mut g, a, d) = setup();
    strike_with(&mut g, a, d, &[3, 4]); // −1: a weak hit
    assert_eq!(tokens(&g, a), 0);
    let (mut g, a, d) = setup();
    strike_with(&mut g, a, d, &[1, 4]); // −3: a counter-strike, not a miss
    assert_eq!(tokens(&g, a), 0);
}

/// «При разряде по этой карте»: `Struck` listens to the attack kinds it names.
#[test]
fn struck_listens_to_its_attack_kinds() {
    let mut t = Table::new();
    let rod = t.add(
        listener(
            "Громоотвод",
            vec![token_on(TriggerEvent::Struck(AttackSet::MAGIC), vec![])],
        ),
        Player::P2,
        "c4",
    );
    let mage = t.add(
        with_ability(
            creature("Маг", 8, 1, [1, 1, 1]),
            attack(AttackKind::Discharge, [1; 3], None, false),
        ),
        Player::P1,
        "a1",
    );
    let fighter = t.add(creature("Боец", 8, 1, [1, 1, 1]), Player::P1, "c3");
    let mut g = t.game();
    declare(
        &mut g,
        mage,
        Action::Ability {
            index: 0,
            target: Some(rod),
        },
    );
    assert_eq!(tokens(&g, rod), 1);
    strike_with(&mut g, fighter, rod, &[6, 1]);
    assert_eq!(tokens(&g, rod), 1, "a simple strike is not magic");
}

/// «При гибели существа противника»: checked on the creature as it stood;
/// an own creature's death does not fire it.
#[test]
fn another_creatures_death_by_side() {
    let mut t = Table::new();
    let crow = t.add(
        listener("Ворон", vec![token_on(TriggerEvent::CreatureDies, vec![Cond::Enemy])]),
        Player::P1,
        "a1",
    );
    let killer = t.add(
        with_ability(
            creature("Палач", 8, 1, [1, 1, 1]),
            attack(AttackKind::Discharge, [5; 3], None, false),
        ),
        Player::P1,
        "e1",
    );
    let foe = t.add(creature("Враг", 5, 1, [1, 1, 1]), Player::P2, "c5");
    let friend = t.add(creature("Друг", 5, 1, [1, 1, 1]), Player::P1, "c2");
    t.add(creature("Ещё враг", 5, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    let discharge = |g: &mut Game, target| {
        declare(
            g,
            killer,
            Action::Ability {
                index: 0,
                target: Some(target),
            },
        )
    };
    discharge(&mut g, foe);
    assert_eq!(g.card(foe).zone, berserk_engine::Zone::Graveyard);
    assert_eq!(tokens(&g, crow), 1);
    end_turn(&mut g);
    end_turn(&mut g);
    let e = g.apply(Choice::Declare {
        source: killer,
        action: Action::Ability {
            index: 0,
            target: Some(friend),
        },
    });
    // A discharge can't target an own creature: kill it by wounds instead.
    assert!(e.is_err());
    let mut t2 = Table::new();
    let crow2 = t2.add(
        listener("Ворон", vec![token_on(TriggerEvent::CreatureDies, vec![Cond::Enemy])]),
        Player::P2,
        "a6",
    );
    let mage = t2.add(
        with_ability(
            creature("Палач", 8, 1, [1, 1, 1]),
            attack(AttackKind::Discharge, [5; 3], None, false),
        ),
        Player::P1,
        "e1",
    );
    let victim = t2.add(creature("Друг", 5, 1, [1, 1, 1]), Player::P2, "c5");
    t2.add(creature("Ещё", 5, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g2 = t2.game();
    declare(
        &mut g2,
        mage,
        Action::Ability {
            index: 0,
            target: Some(victim),
        },
    );
    assert_eq!(g2.card(victim).zone, berserk_engine::Zone::Graveyard);
    assert_eq!(tokens(&g2, crow2), 0, "its own creature died");
}

// ----- conditions -----

/// A keyword in force only while a condition holds for its card.
fn conditional_armor(when: Cond) -> CardDef {
    with_ability(
        creature("Латник", 10, 1, [1, 1, 1]),
        Ability::keyword(Keyword::Armor(1)).when(when),
    )
}

#[test]
fn unwounded_is_not_wounded() {
    let mut t = Table::new();
    let c = t.add(conditional_armor(Cond::Not(Box::new(Cond::Wounded))), Player::P1, "a1");
    let w = t.add(conditional_armor(Cond::Not(Box::new(Cond::Wounded))), Player::P1, "b1");
    t.pos_card(w).wounds = 1;
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    let g = t.game();
    assert_eq!((g.armor(c), g.armor(w)), (1, 0));
}

#[test]
fn rows_and_columns_are_seen_from_the_controller() {
    let mut t = Table::new();
    // P1's half is rows 1–3 (row 3 is its front row); P2's is rows 4–6 (row 4 is its front).
    let p1_front = t.add(conditional_armor(Cond::InRow(1)), Player::P1, "a3");
    let p1_back = t.add(conditional_armor(Cond::InRow(1)), Player::P1, "b1");
    let p2_front = t.add(conditional_armor(Cond::InRow(1)), Player::P2, "a4");
    let p2_back3 = t.add(conditional_armor(Cond::InRow(3)), Player::P2, "b6");
    let central = t.add(conditional_armor(Cond::InColumn(Column::Central)), Player::P1, "c1");
    let extreme = t.add(conditional_armor(Cond::InColumn(Column::Extreme)), Player::P1, "e2");
    let not_extreme = t.add(conditional_armor(Cond::InColumn(Column::Extreme)), Player::P1, "d2");
    let g = t.game();
    assert_eq!(
        [p1_front, p1_back, p2_front, p2_back3, central, extreme, not_extreme].map(|c| g.armor(c)),
        [1, 0, 1, 1, 1, 1, 0]
    );
}

#[test]
fn poisoned_moved_and_tokens() {
    let mut t = Table::new();
    let p = t.add(conditional_armor(Cond::Poisoned), Player::P1, "a1");
    t.pos_card(p).poison = 1;
    let clean = t.add(conditional_armor(Cond::Poisoned), Player::P1, "b1");
    let rich = t.add(conditional_armor(Cond::TokensAtLeast(2)), Player::P1, "c1");
    t.pos_card(rich).tokens = 2;
    let poor = t.add(conditional_armor(Cond::TokensAtLeast(2)), Player::P1, "d1");
    t.pos_card(poor).tokens = 1;
    let mover = t.add(
        with_ability(
            creature("Ходок", 10, 2, [1, 1, 1]),
            Ability::keyword(Keyword::Armor(1)).when(Cond::MovedThisTurn),
        ),
        Player::P1,
        "e1",
    );
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    assert_eq!([p, clean, rich, poor, mover].map(|c| g.armor(c)), [1, 0, 1, 0, 0]);
    declare(&mut g, mover, Action::Move { to: cell("e2") });
    assert_eq!(g.armor(mover), 1);
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(g.armor(mover), 0, "a new turn: it has not moved yet");
}

/// A condition on at least three unwounded own creatures around.
#[test]
fn adjacent_count_with_conditions() {
    let cond = Cond::Adjacent {
        at_least: 2,
        vs: vec![Cond::Own, Cond::Not(Box::new(Cond::Wounded))],
    };
    let mut t = Table::new();
    let healer = t.add(conditional_armor(cond.clone()), Player::P1, "b2");
    let a = t.add(creature("А", 8, 1, [1, 1, 1]), Player::P1, "a1");
    t.add(creature("Б", 8, 1, [1, 1, 1]), Player::P1, "c3");
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    let g = t.game();
    assert_eq!(g.armor(healer), 1);
    let mut t2 = t;
    t2.pos_card(a).wounds = 1;
    assert_eq!(t2.game().armor(healer), 0, "a wounded neighbour does not count");
}

/// «При сильном ударе атакованный получает отравление на 1»: the level
/// condition picks the strike level of the attack that fired the trigger.
#[test]
fn strike_level_filters_an_attack_trigger() {
    let setup = || {
        let mut t = Table::new();
        let snake = t.add(
            with_ability(
                creature("Змей", 10, 1, [1, 1, 1]),
                Ability::trigger(
                    TriggerEvent::Attacks(AttackSet::SIMPLE),
                    vec![poison(Subject::Other, 1)],
                )
                .vs(vec![Cond::Level(LevelSet::of(Level::Strong))]),
            ),
            Player::P1,
            "c3",
        );
        let d = t.add(creature("Цель", 10, 1, [1, 1, 1]), Player::P2, "c4");
        (t.game(), snake, d)
    };
    let (mut g, s, d) = setup();
    strike_with(&mut g, s, d, &[6, 1]); // +5: strong
    assert_eq!(g.card(d).poison, 1);
    let (mut g, s, d) = setup();
    strike_with(&mut g, s, d, &[4, 3]); // +1: weak
    assert_eq!(g.card(d).poison, 0);
}

// ----- values -----

/// «Метание на X, где X число ран на этой карте (максимум 4)» as a wound
/// effect, and the number of poisoned creatures next to the target.
#[test]
fn values_read_the_game() {
    let own_wounds = Value::Of {
        quantity: Quantity::Wounds,
        card: Subject::This,
        max: Some(4),
    };
    let mut t = Table::new();
    let knife = t.add(
        with_ability(
            creature("Ножевик", 12, 1, [1, 1, 1]),
            Ability::action_on_target(EffectKind::Wound(own_wounds)).closing(),
        ),
        Player::P1,
        "a1",
    );
    t.pos_card(knife).wounds = 6;
    let poisoned_near_target = Value::Count {
        around: Subject::Target,
        vs: vec![Cond::Poisoned],
        max: None,
    };
    let leech = t.add(
        with_ability(
            creature("Пиявка", 12, 1, [1, 1, 1]),
            Ability::action_on_target(EffectKind::Wound(poisoned_near_target)).closing(),
        ),
        Player::P1,
        "b1",
    );
    let foe = t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c5");
    for (place, poisoned) in [("b5", true), ("d5", true), ("c6", false)] {
        let n = t.add(creature("Сосед", 8, 1, [1, 1, 1]), Player::P2, place);
        if poisoned {
            t.pos_card(n).poison = 1;
        }
    }
    let mut g = t.game();
    declare(
        &mut g,
        knife,
        Action::Ability {
            index: 0,
            target: Some(foe),
        },
    );
    assert_eq!(g.card(foe).wounds, 4, "6 wounds, at most 4");
    declare(
        &mut g,
        leech,
        Action::Ability {
            index: 0,
            target: Some(foe),
        },
    );
    assert_eq!(g.card(foe).wounds, 6, "two poisoned neighbours");
}

/// «+X к удару, где X значение удара атакованного существа»: a bonus whose
/// amount reads the attacked card.
#[test]
fn a_bonus_reads_the_attacked_card() {
    let mut t = Table::new();
    let mimic = t.add(
        with_ability(
            creature("Метаморф", 9, 1, [0, 0, 0]),
            Ability::constant(Modifier::Bonus {
                amount: Value::of(Quantity::Strike(Level::Weak), Subject::Target),
                attacks: AttackSet::SIMPLE,
                level: None,
                vs: Vec::new(),
            }),
        ),
        Player::P1,
        "c3",
    );
    let foe = t.add(creature("Силач", 20, 1, [3, 4, 5]), Player::P2, "c4");
    let mut g = t.game();
    t.add(creature("Зритель", 8, 1, [1, 1, 1]), Player::P2, "e6");
    strike_with(&mut g, mimic, foe, &[6, 1]); // strong 0, +3 from the target's weak strike
    assert_eq!(g.card(foe).wounds, 3);
}

// ----- stat modifiers and durations -----

fn grant_self(modifier: Modifier, until: Until) -> Ability {
    Ability::action(vec![Effect::grant(Subject::This, modifier, until)]).closing()
}

/// «В начале вашего хода получает +1 к движению до конца хода»: more
/// movement now; gone with the turn.
#[test]
fn movement_for_the_turn() {
    let mut t = Table::new();
    let rider = t.add(
        with_abilities(
            creature("Всадник", 8, 1, [1, 1, 1]),
            vec![Ability::trigger(
                TriggerEvent::TurnStart(Side::Own),
                vec![Effect::grant(Subject::This, Modifier::Movement(1), Until::EndOfTurn)],
            )],
        ),
        Player::P1,
        "a1",
    );
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    t.start_of_turn = true;
    let mut g = t.game();
    assert_eq!(g.movement(rider), 2);
    assert_eq!(g.card(rider).moves_left, 2);
    declare(&mut g, rider, Action::Move { to: cell("a2") });
    declare(&mut g, rider, Action::Move { to: cell("a3") });
    assert_eq!(g.card(rider).moves_left, 0);
    end_turn(&mut g);
    assert_eq!(g.movement(rider), 1, "the grant ended with the turn");
}

/// A constant «+1 к дальности разряда» lets a discharge reach one cell further.
#[test]
fn range_modifier_reaches_further() {
    let mut t = Table::new();
    let zap = || attack(AttackKind::Discharge, [1; 3], Some(2), false);
    let plain = t.add(with_ability(creature("Маг", 8, 1, [1, 1, 1]), zap()), Player::P1, "a1");
    let far_reaching = t.add(
        with_abilities(
            creature("Дальнобой", 8, 1, [1, 1, 1]),
            vec![
                zap(),
                Ability::constant(Modifier::Range {
                    attacks: AttackSet::of(AttackKind::Discharge),
                    amount: 1,
                }),
            ],
        ),
        Player::P1,
        "b1",
    );
    let foe = t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "b4");
    let g = t.game();
    let zap_at = |source| Choice::Declare {
        source,
        action: Action::Ability {
            index: 0,
            target: Some(foe),
        },
    };
    // a1→b4 and b1→b4 are 3 cells: out of range 2, in range 2 + 1.
    assert!(!g.choices().contains(&zap_at(plain)));
    assert!(g.choices().contains(&zap_at(far_reaching)));
}

/// Durations that end with a later turn: «до конца следующего хода
/// противника» and «до конца вашего хода».
#[test]
fn durations_end_with_the_turn_they_name() {
    let mut t = Table::new();
    let skin = t.add(
        with_abilities(
            creature("Каменнокожий", 10, 1, [1, 1, 1]),
            vec![grant_self(
                Modifier::Keyword(Keyword::Armor(2)),
                Until::EndOfNextTurn { yours: false },
            )],
        ),
        Player::P1,
        "a1",
    );
    let mine = t.add(
        with_abilities(
            creature("Собранный", 10, 1, [1, 1, 1]),
            vec![grant_self(Modifier::Keyword(Keyword::Armor(1)), Until::EndOfYourTurn)],
        ),
        Player::P1,
        "b1",
    );
    let next_own = t.add(
        with_abilities(
            creature("Терпеливый", 10, 1, [1, 1, 1]),
            vec![grant_self(
                Modifier::Keyword(Keyword::Armor(1)),
                Until::EndOfNextTurn { yours: true },
            )],
        ),
        Player::P1,
        "c1",
    );
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    for c in [skin, mine, next_own] {
        declare(&mut g, c, Action::Ability { index: 0, target: None });
    }
    assert_eq!([skin, mine, next_own].map(|c| g.armor(c)), [2, 1, 1]);
    end_turn(&mut g); // the end of P1's turn 1
    assert_eq!([skin, mine, next_own].map(|c| g.armor(c)), [2, 0, 1]);
    end_turn(&mut g); // the end of P2's turn 2: the opponent's next turn is over
    assert_eq!([skin, mine, next_own].map(|c| g.armor(c)), [0, 0, 1]);
    end_turn(&mut g); // the end of P1's turn 3: its next turn is over
    assert_eq!(g.armor(next_own), 0);
}

/// «До конца вашего хода», granted in the opponent's turn, lasts through the
/// granter's next turn.
#[test]
fn until_the_end_of_your_turn_from_the_opponents_turn() {
    let mut t = Table::new();
    let guard = t.add(
        with_abilities(
            creature("Часовой", 10, 1, [1, 1, 1]),
            vec![grant_self(Modifier::Keyword(Keyword::Armor(1)), Until::EndOfYourTurn).sudden()],
        ),
        Player::P2,
        "a6",
    );
    let attacker = t.add(creature("Воин", 10, 1, [1, 1, 1]), Player::P1, "e1");
    let mut g = t.game();
    // P2 answers P1's move with its sudden action.
    declare(&mut g, attacker, Action::Move { to: cell("e2") });
    let _ = attacker;
    if matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Response,
            player: Player::P2
        }
    ) {
        declare(&mut g, guard, Action::Ability { index: 0, target: None });
    } else {
        panic!("no response window: {:?}", g.pending());
    }
    while !is_main(&g) {
        choose(&mut g, Choice::Pass);
    }
    assert_eq!(g.armor(guard), 1);
    end_turn(&mut g); // P1's turn ends: not the granter's turn
    assert_eq!(g.armor(guard), 1);
    end_turn(&mut g); // P2's turn ends
    assert_eq!(g.armor(guard), 0);
}

/// «При инкарнации получить полёт»: the incarnated card itself (`Itself`),
/// and «при инкарнации вашего существа» for the others.
#[test]
fn incarnation_fires_for_itself_and_for_others() {
    let mut t = Table::new();
    let def = t.def(with_abilities(
        creature("Феникс", 6, 1, [1, 1, 1]),
        vec![
            Ability::keyword(Keyword::Incarnation(1)),
            token_on(TriggerEvent::Incarnates, vec![Cond::Itself]),
        ],
    ));
    let phoenix = t.put_at(def, Player::P1, berserk_engine::Place::Graveyard);
    let lord = t.add(
        listener(
            "Владыка",
            vec![token_on(
                TriggerEvent::Incarnates,
                vec![Cond::Own, Cond::Not(Box::new(Cond::Itself))],
            )],
        ),
        Player::P1,
        "e1",
    );
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "e6");
    t.start_of_turn = true;
    let mut g = t.game();
    // The phoenix's owner chooses a free cell of its half.
    assert!(
        matches!(g.pending(), Pending::Decision { kind: DecisionKind::Question(q), .. } if q.ask.moving_card() == Some(phoenix)),
        "{:?}",
        g.pending()
    );
    let c = g.choices().into_iter().next().expect("a cell to incarnate on");
    choose(&mut g, c);
    let ph = phoenix;
    assert!(g.card(ph).zone.in_play(), "{:?}", g.pending());
    assert_eq!((g.card(ph).tokens, g.card(lord).tokens), (1, 1));
}

/// A trigger's conditions on the attacked card are checked as it stood
/// before the attack: a rider that closes it does not change them.
#[test]
fn attack_trigger_conditions_see_the_target_before_the_attack() {
    let mut t = Table::new();
    let closer = t.add(
        with_abilities(
            creature("Сетеметатель", 10, 1, [1, 1, 1]),
            vec![
                special_strike_3(0, vec![Effect::on_target(EffectKind::Close)]).closing(),
                token_on(
                    TriggerEvent::Attacks(AttackSet::of(AttackKind::SpecialStrike)),
                    vec![Cond::Not(Box::new(Cond::Closed))],
                ),
            ],
        ),
        Player::P1,
        "c3",
    );
    let foe = t.add(creature("Цель", 10, 1, [1, 1, 1]), Player::P2, "c4");
    let mut g = t.game();
    declare(
        &mut g,
        closer,
        Action::Ability {
            index: 0,
            target: Some(foe),
        },
    );
    assert!(!g.card(foe).open, "the rider closed it");
    assert_eq!(tokens(&g, closer), 1, "it was open before the attack");
}
