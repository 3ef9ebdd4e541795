//! Checks of the built-in cards and decks: abilities as specified, stats as
//! printed (cross-checked with the reference data), round trips, texts.

mod common;
mod printed;
use printed::norm_sentence;

use std::collections::HashMap;
use std::path::Path;

use berserk_cards::{
    builtin, builtin_decks, parse_cards, parse_deck, render_stats, render_text, try_builtin, try_builtin_decks,
    write_card, write_cards, BUILTIN_CARD_FILES, BUILTIN_DECK_FILES, PRINTED_SETS,
};
use berserk_engine::ability::{
    Ability, Attack, CastKind, Cond, Cost, Covered, Effect, EffectKind as K, Filter, Modifier as M, Prepay,
    PreventAmount, Replacement, Side, Subject, Target, Trigger, TriggerEvent, Until, Usage, UseLimit, Value, XCost,
};
use berserk_engine::card::{
    AttackKind, AttackSet, CardDb, CardDef, Element, Keyword, KeywordTag, Kind, Level, Protection as Prot,
};
use berserk_text::Lang;

fn kw(k: Keyword) -> Ability {
    Ability::keyword(k)
}

fn kw_when(k: Keyword, w: Cond) -> Ability {
    Ability::keyword(k).when(w)
}

fn bonus(n: i8, attacks: AttackSet, vs: Vec<Cond>) -> Ability {
    Ability::constant(M::Bonus {
        amount: Value::Fixed(n),
        attacks,
        level: None,
        vs,
    })
}

fn reduction(n: u8, attacks: AttackSet, by: Vec<Cond>, when: Option<Cond>) -> Ability {
    Ability {
        when,
        ..Ability::constant(M::Reduction { amount: n, attacks, by })
    }
}

/// An attack at the ability's target.
fn attack(kind: AttackKind, values: [u8; 3], range: Option<u8>, adjacent_ok: bool) -> Effect {
    Effect::on_target(K::Attack(Attack {
        range,
        adjacent_ok,
        ..Attack::new(kind, values)
    }))
}

/// "N or fewer attacks at different creatures" (a volley may hit adjacent ones).
fn volley(kind: AttackKind, values: [u8; 3], count: u8) -> Effect {
    Effect::on_target(K::Volley {
        count,
        attack: Attack {
            adjacent_ok: true,
            ..Attack::new(kind, values)
        },
        then: None,
        chain: None,
    })
}

fn heal_self(n: Option<i8>) -> Effect {
    Effect::on_self(K::Heal(n.map(Value::Fixed)))
}

/// The target an action names for its first effect.
fn target_for(e: &Effect) -> Target {
    match e.kind {
        K::Attack(_) => Target::One(Filter::default()),
        K::Volley { .. } => Target::One(Filter {
            side: Side::Enemy,
            creature: true,
            ..Filter::default()
        }),
        _ => Target::None,
    }
}

/// "[закрытие]: effect".
fn close(effect: Effect) -> Ability {
    Ability {
        cost: Cost {
            close: true,
            strike: false,
            ..Cost::default()
        },
        target: target_for(&effect),
        effects: vec![effect],
        ..Ability::default()
    }
}

fn has(kinds: &[AttackKind], spell: bool) -> Cond {
    Cond::HasAttack {
        kinds: kinds.iter().fold(AttackSet::NONE, |s, k| s.union(AttackSet::of(*k))),
        spell,
    }
}

/// The abilities of every built-in card, as the specification gives them.
fn expected() -> Vec<(u16, Vec<Ability>, Vec<Ability>)> {
    use AttackKind::*;
    use Keyword::*;
    let p = Keyword::Protection;
    let simple = AttackSet::SIMPLE;
    let throw = AttackSet::of(Throw);
    let anti_magic = has(&[Discharge, MagicStrike], true);
    vec![
        (1, vec![], vec![]),
        // Аколит Дзара: [закрытие]: three or fewer discharges 1 at different creatures.
        (10, vec![], vec![close(volley(Discharge, [1; 3], 3))]),
        (117, vec![], vec![]),
        (128, vec![kw(Regeneration(2)), kw(ExpAttack(1))], vec![]),
        (
            11,
            vec![kw(ExpAttack(1)), kw(ExpDefense(1))],
            vec![close(attack(StrikeOverRow, [1; 3], None, false))],
        ),
        (
            13,
            vec![
                bonus(1, simple, vec![Cond::Element(Element::Mountains)]),
                Ability::constant(M::DirectedVs(vec![Cond::Element(Element::Mountains)])),
            ],
            vec![],
        ),
        (
            50,
            vec![
                kw(p(Prot::Poison)),
                bonus(2, simple, vec![Cond::Element(Element::Swamp)]),
            ],
            vec![],
        ),
        (
            43,
            vec![kw(Clumsiness), reduction(2, AttackSet::NONMAGIC, vec![], None)],
            vec![],
        ),
        (113, vec![], vec![close(attack(Shot, [1, 2, 3], Some(4), false))]),
        (71, vec![], vec![close(heal_self(None))]),
        (
            152,
            vec![kw(p(Prot::Flyers))],
            vec![
                close(attack(StrikeOverRow, [2; 3], None, false)),
                close(heal_self(Some(3))),
            ],
        ),
        (
            70,
            vec![kw(Directed), bonus(1, simple, vec![anti_magic.clone()])],
            vec![],
        ),
        (
            100,
            vec![
                kw(Directed),
                kw(p(Prot::Poison)),
                reduction(2, AttackSet::NONMAGIC, vec![Cond::CostAtMost(3)], None),
            ],
            vec![],
        ),
        (
            101,
            vec![
                kw(Directed),
                kw(p(Prot::Poison)),
                kw(p(Prot::Magic)),
                kw(Regeneration(1)),
                kw(StrikesOnlyOpposite),
            ],
            vec![close(attack(MagicStrike, [2; 3], None, false))],
        ),
        (
            64,
            vec![
                kw(Regeneration(3)),
                reduction(2, AttackSet::STRIKES, vec![Cond::Diagonal], None),
            ],
            vec![],
        ),
        (
            61,
            vec![kw(Formation), kw_when(ExpDefense(1), Cond::InFormation)],
            vec![],
        ),
        (
            16,
            vec![
                kw(p(Prot::WeakStrikes)),
                kw(Formation),
                Ability::constant(M::Bonus {
                    amount: Value::Fixed(1),
                    attacks: simple,
                    level: Some(Level::Weak),
                    vs: vec![],
                })
                .when(Cond::InFormation),
            ],
            vec![],
        ),
        (
            40,
            vec![bonus(
                1,
                throw,
                vec![Cond::HasKeyword(vec![
                    KeywordTag::ExpAttack,
                    KeywordTag::ExpDefense,
                    KeywordTag::Armor,
                ])],
            )],
            vec![close(attack(Throw, [1, 2, 2], Some(3), false))],
        ),
        (
            125,
            vec![bonus(1, throw, vec![has(&[Shot, Throw, Discharge], false)])],
            vec![close(attack(Throw, [1, 2, 2], None, false))],
        ),
        (
            176,
            vec![
                kw(ExpDefense(1)),
                kw(Formation),
                reduction(1, AttackSet::of(Shot).union(throw), vec![], Some(Cond::InFormation)),
            ],
            vec![],
        ),
        (
            2,
            vec![bonus(1, AttackSet::STRIKES, vec![Cond::Element(Element::Mountains)])],
            vec![
                close(attack(StrikeOverRow, [1; 3], None, false)),
                close(attack(SpecialStrike, [3; 3], None, false)).tokens(1),
            ],
        ),
        (
            21,
            vec![
                kw(p(Prot::Spells)),
                kw(IgnoreProtection(Prot::Flyers)),
                bonus(1, simple, vec![anti_magic.clone()]),
                Ability::constant(M::DirectedVs(vec![anti_magic])),
            ],
            vec![],
        ),
        (
            47,
            vec![
                kw(ExpDefense(1)),
                kw(DefendsAnyGround),
                reduction(1, AttackSet::RANGED, vec![], None),
                bonus(1, simple, vec![Cond::Element(Element::Swamp)]),
            ],
            vec![],
        ),
        (
            126,
            vec![
                kw(p(Prot::Poison)),
                kw(ExpAttack(1)),
                bonus(1, simple, vec![Cond::Defender]),
                Ability::constant(M::DirectedVs(vec![Cond::Element(Element::Forest)])),
            ],
            vec![],
        ),
        (
            151,
            vec![
                kw(Directed),
                Ability::constant(M::Bonus {
                    amount: Value::PerOtherOwn {
                        element: Element::Darkness,
                        max: 2,
                    },
                    attacks: simple,
                    level: None,
                    vs: vec![],
                }),
            ],
            vec![],
        ),
        (
            69,
            vec![
                kw(Regeneration(1)),
                Ability::constant(M::Bonus {
                    amount: Value::Fixed(1),
                    attacks: throw,
                    level: None,
                    vs: vec![],
                })
                .when(Cond::OwnUnwoundedOpposite),
            ],
            vec![close(attack(Throw, [0, 1, 2], Some(3), false))],
        ),
        (
            78,
            vec![bonus(1, AttackSet::of(Shot), vec![Cond::MirrorRow])],
            vec![close(attack(Shot, [1; 3], None, true))],
        ),
        (
            186,
            vec![
                kw(p(Prot::Shots)),
                kw_when(ExpAttack(1), Cond::MoreAlliesThanEnemiesAdjacent),
                kw_when(Directed, Cond::MoreAlliesThanEnemiesAdjacent),
            ],
            vec![],
        ),
        // Мастер топора: [X фишек][закрытие]: magic strike 0-1-2, +X.
        (
            46,
            vec![kw(Armor(1)), kw(Formation)],
            vec![Ability {
                cost: Cost {
                    close: true,
                    strike: false,
                    x: Some(XCost::Tokens),
                    ..Cost::default()
                },
                ..close(Effect::on_target(K::Attack(Attack {
                    plus_x: true,
                    plus_of: None,
                    plus_strike: false,
                    ..Attack::new(MagicStrike, [0, 1, 2])
                })))
            }],
        ),
        // Центурион: [закрытие]: strike over a row 1; [фишка][закрытие]: impact
        // "ram": X wounds to itself (prepaid), then X−1 to the enemy opposite.
        (
            49,
            vec![kw(p(Prot::Flyers))],
            vec![
                close(attack(StrikeOverRow, [1; 3], None, false)),
                Ability {
                    cast: Some(CastKind::Impact),
                    cost: Cost {
                        tokens: 1,
                        close: true,
                        strike: false,
                        x: Some(XCost::Wounds),
                        prepay: None,
                        from_graveyard: false,
                    },
                    target: Target::All {
                        filter: Filter {
                            side: Side::Enemy,
                            creature: true,
                            vs: vec![Cond::Opposite],
                            ..Filter::default()
                        },
                        deferred: false,
                    },
                    effects: vec![Effect::on_target(K::Wound(Value::X { minus: 1 }))],
                    ..Ability::default()
                },
            ],
        ),
        (
            55,
            vec![],
            vec![close(attack(SpecialStrike, [3; 3], None, false)).tokens(1)],
        ),
        (
            121,
            vec![kw(Regeneration(1))],
            vec![close(attack(SpecialStrike, [3; 3], None, false))
                .tokens(1)
                .then(Effect::on_target(K::Poison(Value::Fixed(1))))],
        ),
    ]
}

/// A triggered ability: on `event` (with conditions `vs` on the other card), these effects.
fn trigger(event: TriggerEvent, vs: Vec<Cond>, effects: Vec<Effect>) -> Ability {
    let target = match effects[0].kind {
        K::Attack(_) => Target::One(Filter {
            side: Side::Enemy,
            ..Filter::default()
        }),
        _ => Target::None,
    };
    Ability {
        usage: Usage::Trigger(Trigger {
            event,
            vs,
            optional: false,
        }),
        target,
        effects,
        ..Ability::default()
    }
}

/// The triggered abilities of the built-in cards, in file order. Cards not
/// listed have none.
fn expected_triggers() -> HashMap<u16, Vec<Ability>> {
    use AttackKind::*;
    let other = |k: K| Effect::new(Subject::Other, k);
    HashMap::from([
        (
            46,
            vec![trigger(
                TriggerEvent::TurnStart(Side::Own),
                vec![],
                vec![Effect::on_self(K::GainTokens(Value::Fixed(1)))],
            )
            .when(Cond::InFormation)],
        ),
        (
            55,
            vec![trigger(
                TriggerEvent::Attacks(AttackSet::of(SpecialStrike)),
                vec![Cond::Closed],
                vec![other(K::Stun)],
            )],
        ),
        (
            121,
            vec![
                trigger(
                    TriggerEvent::Attacks(AttackSet::SIMPLE),
                    vec![],
                    vec![attack(Shot, [1; 3], Some(3), false)],
                ),
                trigger(
                    TriggerEvent::Struck(AttackSet::STRIKES),
                    vec![],
                    vec![other(K::Wound(Value::Fixed(1)))],
                ),
            ],
        ),
    ])
}

fn sorted<T: Clone>(v: &[T], key: impl Fn(&T) -> String) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort_by_key(|x| key(x));
    v
}

#[test]
fn builtin_files_are_valid() {
    let db = try_builtin().unwrap_or_else(|e| panic!("{}", berserk_cards::format_errors(&e)));
    // Every card of set 1 «Война стихий» is defined (complete or marked
    // incomplete), then the cards of the rules' examples, then those of set 2
    // «Нашествие тьмы» defined so far.
    assert_eq!(db.cards.iter().filter(|d| d.set == 1).count(), SET1_CARDS);
    assert_eq!(db.cards.iter().filter(|d| d.set == 0).count(), RULES_EXAMPLES.len());
    assert_eq!(builtin().cards, db.cards);
    for def in &db.cards {
        assert!(def.origin.line > 0);
        if def.set == 0 {
            assert_eq!(def.origin.file, "builtin/rules-examples.cards", "{:?}", def.origin);
            continue;
        }
        assert!(matches!(def.set, 1 | 2), "{}", def.code());
        let prefix = format!("builtin/set{}-", def.set);
        assert!(def.origin.file.starts_with(&prefix), "{:?}", def.origin);
        // Files are per element.
        assert!(def.origin.file.contains(def.element.key()), "{:?}", def.origin);
    }
    // Set 1 first, then the rules' examples, then set 2: the cards of set 1
    // and of the examples keep their definition ids as set 2 grows.
    let sets: Vec<u16> = db.cards.iter().map(|d| d.set).collect();
    let rank = |set: u16| [1, 0, 2].iter().position(|&s| s == set).unwrap();
    assert!(sets.windows(2).all(|w| rank(w[0]) <= rank(w[1])), "files out of order");
    // Each built-in file parses on its own too.
    for (file, text) in BUILTIN_CARD_FILES {
        parse_cards(file, text).unwrap_or_else(|e| panic!("{}", berserk_cards::format_errors(&e)));
    }
}

#[test]
fn builtin_abilities_match_the_specification() {
    let db = builtin();
    let exp = expected();
    let triggers = expected_triggers();
    let dbg = |a: &Ability| format!("{a:?}");
    for (number, constants, actions) in &exp {
        let def = db
            .cards
            .iter()
            .find(|d| d.set == 1 && d.number == *number)
            .unwrap_or_else(|| panic!("card 1-{number:03} is missing"));
        // The card's text lists constant abilities, then actions, then triggers.
        let kinds: Vec<u8> = def
            .abilities
            .iter()
            .map(|a| match a.usage {
                Usage::Constant => 0,
                Usage::Action { .. } => 1,
                Usage::Trigger(_) => 2,
            })
            .collect();
        assert!(kinds.windows(2).all(|w| w[0] <= w[1]), "order of {}", def.code());
        let split = |u: u8| -> Vec<Ability> {
            def.abilities
                .iter()
                .zip(&kinds)
                .filter(|(_, k)| **k == u)
                .map(|(a, _)| a.clone())
                .collect()
        };
        assert_eq!(
            sorted(&split(0), dbg),
            sorted(constants, dbg),
            "constant abilities of {}",
            def.code()
        );
        assert_eq!(
            sorted(&split(1), dbg),
            sorted(actions, dbg),
            "actions of {}",
            def.code()
        );
        let want = triggers.get(number).cloned().unwrap_or_default();
        assert_eq!(split(2), want, "triggers of {}", def.code());
    }
    // The specification above is written out for the first cards defined;
    // every card's abilities are shown at work by its scenarios
    // (`every_complete_card_has_a_scenario`).
    for number in triggers.keys() {
        assert!(
            exp.iter().any(|(n, _, _)| n == number),
            "1-{number:03} has triggers but no entry"
        );
    }
}

#[test]
fn builtin_round_trip_through_the_writer() {
    let db = builtin();
    // parse(write(d)) is d, and write(parse(write(d))) is write(d).
    for def in &db.cards {
        if let Err(e) = common::round_trip(def) {
            panic!("{}: {e}", def.code());
        }
    }
    let all = write_cards(&db.cards);
    let again = parse_cards("all.cards", &all).expect("all cards in one file");
    assert_eq!(again.len(), db.len());
}

#[test]
fn builtin_texts_are_rendered_in_both_languages() {
    let db = builtin();
    for def in &db.cards {
        for lang in [Lang::Ru, Lang::En] {
            let text = render_text(def, lang);
            assert!(!text.trim().is_empty(), "{}", def.code());
            let lines = text.lines().count();
            // One line an ability, and one that says an incomplete card is so.
            let expected = (def.abilities.len() + usize::from(!def.is_complete())).max(1);
            assert_eq!(lines, expected, "{}: {text}", def.code());
            for line in text.lines() {
                assert!(line.ends_with('.'), "{line}");
                let first = line.chars().next().unwrap();
                assert!(first.is_uppercase() || !first.is_alphabetic(), "{line}");
            }
            let stats = render_stats(def, lang);
            if def.kind.has_life() {
                assert!(stats.contains(&def.life.to_string()));
            }
            let strike = format!("{}-{}-{}", def.strike[0], def.strike[1], def.strike[2]);
            // Artifacts and terrains have no strike to show (208).
            assert_eq!(stats.contains(&strike), def.has_simple_strike(), "{stats}");
        }
        // The English text has no Cyrillic (class names are in stats only).
        let en = render_text(def, Lang::En);
        assert!(
            !en.chars().any(|c| ('а'..='я').contains(&c.to_ascii_lowercase())),
            "{en}"
        );
    }
    let db_id = db.find("Гаррид-лучник").unwrap();
    assert_eq!(
        render_text(db.get(db_id), Lang::Ru),
        "Закрыться: выстрел 1-2-3 (дальность 4)."
    );
    assert_eq!(render_text(db.get(db_id), Lang::En), "Close: shot 1-2-3 (range 4).");
    let kshar = db.get(db.find("Kshar").unwrap());
    assert_eq!(
        render_stats(kshar, Lang::Ru),
        "стоимость 3 (обычная) · стихия: степи · существо · жизнь 6 · движение 2 · удар 1-2-2"
    );
    assert!(render_text(kshar, Lang::Ru).contains("Потратить 1 фишку и закрыться: особый удар 3."));

    let borg = db.get(db.find("Борг").unwrap());
    assert_eq!(
        render_text(borg, Lang::Ru),
        "Потратить 1 фишку и закрыться: особый удар 3.\n\
         При особом ударе по закрытому существу: оглушить его (оно не откроется в начале своего следующего хода)."
    );
    assert_eq!(
        render_text(borg, Lang::En),
        "Spend 1 token and close: special strike 3.\n\
         When this card makes a special strike at a closed creature: stun it (it does not open at the start of \
         its controller's next turn)."
    );
    let slime = db.get(db.find("Slime").unwrap());
    assert_eq!(
        render_text(slime, Lang::Ru),
        "Регенерация 1.\n\
         Потратить 1 фишку и закрыться: особый удар 3; вдобавок отравить цель на 1 (в начале каждого хода её \
         владельца она получает 1 рану).\n\
         При простом ударе: сделать ещё выстрел 1 (дальность 3).\n\
         При ближнем ударе по этой карте: ранить атаковавшего на 1."
    );
    assert_eq!(
        render_text(slime, Lang::En),
        "Regeneration 1.\n\
         Spend 1 token and close: special strike 3; also poison the target for 1 (it takes 1 wound at the start \
         of each of its controller's turns).\n\
         When this card makes a simple strike: make an extra shot 1 (range 3).\n\
         When this card is hit by a melee strike: wound the attacker by 1."
    );
}

/// The cards defined from the rules' own examples (set 0), in file order.
const RULES_EXAMPLES: [(&str, &str); 28] = [
    ("0-001", "Габриэль"),
    ("0-002", "Феррос"),
    ("0-003", "Большой кулак"),
    ("0-004", "Отражатель"),
    ("0-005", "Прыгун"),
    ("0-006", "Немой"),
    ("0-007", "Самолекарь"),
    ("0-008", "Иссушитель"),
    ("0-009", "Воскреситель"),
    ("0-010", "Призыватель"),
    ("0-011", "Поработитель"),
    ("0-012", "Разрушитель"),
    ("0-013", "Подрывник"),
    ("0-014", "Чародей"),
    ("0-015", "Громовержец"),
    ("0-016", "Насылатель"),
    ("0-017", "Ловкач"),
    ("0-018", "Отступник"),
    ("0-019", "Сковыватель"),
    ("0-020", "Истукан"),
    ("0-021", "Запасливый"),
    ("0-022", "Подавитель"),
    ("0-023", "Зовущий"),
    ("0-024", "Гипнотизёр"),
    ("0-025", "Отшельник"),
    ("0-026", "Перерождённый"),
    ("0-027", "Крылатый"),
    ("0-028", "Мученик"),
];

#[test]
fn rules_example_cards_are_as_the_rules_describe_them() {
    let db = builtin();
    let examples: Vec<&CardDef> = db.cards.iter().filter(|d| d.set == 0).collect();
    let names: Vec<(String, &str)> = examples.iter().map(|d| (d.code(), d.name_ru.as_str())).collect();
    let want: Vec<(String, &str)> = RULES_EXAMPLES.iter().map(|(c, n)| (c.to_string(), *n)).collect();
    assert_eq!(names, want);
    let get = |name: &str| db.get(db.find(name).unwrap());
    // 517.4, 517.3, 517 and 528: resurrect, summon, take control, destroy a card.
    for (name, effect) in [
        (
            "Воскреситель",
            K::Resurrect {
                closed: false,
                ground: false,
                stitch: false,
                vs: Vec::new(),
            },
        ),
        (
            "Призыватель",
            K::Summon {
                name: None,
                vs: Vec::new(),
                surrounded: None,
                here: None,
            },
        ),
        ("Поработитель", K::TakeControl { until: Until::Ever }),
        ("Разрушитель", K::Destroy),
    ] {
        let d = get(name);
        assert_eq!(d.abilities.len(), 1, "{name}");
        assert_eq!(d.abilities[0].effects, vec![Effect::on_target(effect)], "{name}");
        assert!(d.abilities[0].cost.close, "{name}");
    }
    // 501.15.1: destroying the source is the prepaid cost; no other cost.
    let sapper = get("Подрывник");
    assert_eq!(sapper.abilities.len(), 1);
    let a = &sapper.abilities[0];
    assert_eq!(a.cost.prepay, Some(Prepay::Destroy));
    assert_eq!(
        a.effects,
        vec![Effect::new(Subject::Adjacent(Side::Enemy), K::Wound(Value::Fixed(2)))]
    );
    assert!(!a.cost.close);
    assert_eq!(a.cost.tokens, 0);
    // Габриэль: prevents 1 wound of every wounding of each own creature (515 prevention).
    let gabriel = get("Габриэль");
    assert_eq!(
        gabriel.abilities,
        vec![Ability::constant(M::Prevention {
            amount: PreventAmount::EachTime(1),
            covers: Covered::OwnCreatures,
            from: None,
        })]
    );
    // Феррос: takes wounds only from strikes (516.1.1).
    let ferros = get("Феррос");
    assert_eq!(
        ferros.abilities,
        vec![Ability::constant(M::Replacement(Replacement::WoundsOnlyFrom(
            AttackSet::STRIKES
        )))]
    );
    // Большой кулак: Регенерация 4 and "instead, heal others up to 4 in total" (516.1).
    let fist = get("Big Fist");
    assert_eq!(
        fist.abilities,
        vec![
            kw(Keyword::Regeneration(4)),
            Ability::constant(M::Replacement(Replacement::RegenerationHealsOthers)),
        ]
    );
    for def in &examples[..3] {
        assert!(def.abilities.iter().all(Ability::is_constant), "{}", def.code());
    }
    // The creatures of 501.17 and 502.3.1–502.3.2: one sudden action each, the
    // first two with no cost, none with triggers or constant abilities.
    let sudden = |close: bool, target: Target, effect: Effect| Ability {
        usage: Usage::Action { sudden: true },
        cost: Cost {
            close,
            ..Cost::default()
        },
        target,
        effects: vec![effect],
        ..Ability::default()
    };
    let shot_or_discharge = AttackSet::of(AttackKind::Shot).union(AttackSet::of(AttackKind::Discharge));
    let wanted = [
        (
            "Отражатель",
            sudden(
                false,
                Target::One(Filter {
                    side: Side::Own,
                    ..Filter::default()
                }),
                Effect::on_target(K::Redirect(shot_or_discharge)),
            ),
        ),
        // Once per turn, so the free teleport can't be repeated without end.
        (
            "Прыгун",
            Ability {
                limit: Some(UseLimit::Turn(1)),
                ..sudden(false, Target::Cell, Effect::on_self(K::Teleport { jump: None }))
            },
        ),
        (
            "Немой",
            sudden(
                true,
                Target::One(Filter {
                    creature: true,
                    ..Filter::default()
                }),
                Effect::on_target(K::Grant {
                    modifier: M::LoseAbilities,
                    until: Until::EndOfTurn,
                }),
            ),
        ),
    ];
    for (name, action) in wanted {
        let def = get(name);
        assert_eq!(def.abilities, vec![action], "{name}");
        assert_eq!(
            (def.element, def.cost, def.elite),
            (Element::Neutral, 4, false),
            "{name}"
        );
    }
    assert_eq!(
        render_text(get("Отражатель"), Lang::Ru),
        "Внезапно, без оплаты: перенаправить в себя атаку (выстрел и разряд), направленную в другую карту своего \
         отряда; дальность и способ атаки проверяются только по изначальной цели."
    );
    // 502.9, example 1: "При ударе – излечиться на 2" — it heals itself.
    let healer = get("Самолекарь");
    assert_eq!(
        healer.abilities,
        vec![trigger(
            TriggerEvent::Attacks(AttackSet::SIMPLE),
            vec![],
            vec![heal_self(Some(2))]
        )]
    );
    assert_eq!(render_text(healer, Lang::Ru), "При простом ударе: излечить себя на 2.");
    assert_eq!(
        render_text(healer, Lang::En),
        "When this card makes a simple strike: heal itself by 2."
    );
    // 502.9, example 2: "can't be healed … until the end of the turn", as a rider.
    let witherer = get("Иссушитель");
    assert_eq!(
        witherer.abilities,
        vec![
            close(attack(AttackKind::SpecialStrike, [2; 3], None, false)).then(Effect::on_target(K::Grant {
                modifier: M::Cannot(berserk_engine::ability::Prohibition::BeHealed),
                until: Until::EndOfTurn,
            }))
        ]
    );
    assert_eq!(render_text(witherer, Lang::Ru), "Закрыться: особый удар 2; вдобавок цель до конца хода нельзя излечить, и она не получает дополнительных жизней.");
    assert_eq!(
        render_text(witherer, Lang::En),
        "Close: special strike 2; also the target can't be healed and gains no extra lives until the end of the turn."
    );
    assert_eq!(
        render_text(get("Немой"), Lang::En),
        "Close (sudden): the chosen creature loses all its abilities until the end of the turn."
    );
    assert_eq!(
        render_text(gabriel, Lang::Ru),
        "Каждый раз, когда ваше существо получает раны, 1 из них предотвращается."
    );
    assert_eq!(
        render_text(gabriel, Lang::En),
        "Each time a friendly creature takes wounds, prevent 1 of them."
    );
    assert_eq!(
        render_text(ferros, Lang::Ru),
        "Раны получает только от атак (удары любого вида); все прочие раны заменяются ничем."
    );
    assert_eq!(
        render_text(ferros, Lang::En),
        "Takes wounds only from strikes of any kind; any other wounds are replaced by nothing."
    );
    assert_eq!(
        render_text(fist, Lang::Ru),
        "Регенерация 4.\nМожет вместо своей регенерации излечить другие свои существа — суммарно на столько же ран, \
         по одной ране на выбор."
    );
    assert_eq!(
        render_text(fist, Lang::En),
        "Regeneration 4.\nMay, instead of its regeneration, heal other friendly creatures by as many wounds in total, \
         one wound at a time."
    );
}

/// Габриэль and Феррос are not in the reference data; Большой кулак is (21-015),
/// and our rules-example version keeps that print's stats.
#[test]
fn rules_example_cards_against_the_reference_data() {
    let records = reference();
    let norm = |s: &str| s.to_lowercase().replace('ё', "е");
    let named = |name: &str| -> Vec<&serde_json::Value> {
        records
            .iter()
            .filter(|r| r["name"].as_str().is_some_and(|n| norm(n) == norm(name)))
            .collect()
    };
    assert!(named("Габриэль").is_empty());
    assert!(named("Феррос").is_empty());
    let fist_records = named("Большой кулак");
    assert_eq!(fist_records.len(), 1);
    let r = fist_records[0];
    assert_eq!((r["set_id"].as_u64(), r["number"].as_u64()), (Some(21), Some(15)));
    let db = builtin();
    let fist = db.get(db.find("Большой кулак").unwrap());
    assert_eq!(r["element"][0].as_str(), Some(fist.element.key()));
    assert_eq!(r["cost"].as_u64(), Some(u64::from(fist.cost)));
    assert_eq!(r["elite"].as_bool(), Some(fist.elite));
    assert_eq!(r["unique"].as_bool(), Some(fist.unique));
    assert_eq!(r["class"][0].as_str(), fist.classes.first().map(String::as_str));
    assert_eq!(r["life"].as_u64(), Some(u64::from(fist.life)));
    assert_eq!(r["movement"].as_u64(), Some(u64::from(fist.movement)));
    let strike: Vec<u64> = r["strike"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v.as_u64())
        .collect();
    assert_eq!(strike, fist.strike.iter().map(|&v| u64::from(v)).collect::<Vec<_>>());
    // The print's own text is another ability: ours is the rules' example, in our words.
    let printed = norm_sentence(r["text"].as_str().unwrap_or(""));
    for lang in [Lang::Ru, Lang::En] {
        for line in render_text(fist, lang).lines() {
            assert_ne!(norm_sentence(line), printed);
        }
    }
}

/// Where the reference data is looked for: `../shared/data/cards.json`
/// beside the workspace (`/work/shared/data/cards.json` for `/work/<workspace>`).
fn reference_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/cards.json")
}

/// The records of the reference data at `path`, or why they can't be read,
/// naming the path.
fn reference_at(path: &Path) -> Result<Vec<serde_json::Value>, String> {
    // `..` resolved by hand: the file (or its folder) may not exist.
    let mut shown = std::path::PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                shown.pop();
            }
            other => shown.push(other),
        }
    }
    let text = std::fs::read_to_string(path).map_err(|e| {
        format!(
            "the reference data can't be read from {} ({e}): it is looked for as ../shared/data/cards.json \
             beside the workspace; the cross-checks need it",
            shown.display()
        )
    })?;
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{} is not valid JSON: {e}", shown.display()))?;
    match value {
        serde_json::Value::Array(records) => Ok(records),
        _ => Err(format!("{} is not a JSON array of cards", shown.display())),
    }
}

/// The reference data. Its absence fails the test that needs it: a missing
/// file must not pass a cross-check unseen.
fn reference() -> Vec<serde_json::Value> {
    reference_at(&reference_path()).unwrap_or_else(|e| panic!("{e}"))
}

/// A missing reference file is an error that says where it was looked for.
#[test]
fn missing_reference_data_is_an_error_naming_the_path() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("no-such-folder/cards.json");
    let e = reference_at(&path).expect_err("no file there");
    assert!(e.contains(&path.display().to_string()), "{e}");
    assert!(e.contains("../shared/data/cards.json"), "{e}");
}

/// The records of the printed sets by our code (set, number): the
/// reference data numbers set N as `set_id` 10·N (set 1 is 10, set 2 is 20).
fn printed_records(records: &[serde_json::Value]) -> HashMap<(u16, u16), &serde_json::Value> {
    let printed: Vec<u16> = PRINTED_SETS.iter().map(|s| s.number).collect();
    records
        .iter()
        .filter_map(|r| {
            let set = u16::try_from(r["set_id"].as_u64()? / 10).ok()?;
            let exact = r["set_id"].as_u64()? % 10 == 0;
            let number = u16::try_from(r["number"].as_u64()?).ok()?;
            (exact && printed.contains(&set)).then_some(((set, number), r))
        })
        .collect()
}

/// The cross-checks reach every printed set, and a card of set 2 is looked
/// up under its own set, not under set 1's number.
#[test]
fn reference_records_are_keyed_by_set_and_number() {
    let records = reference();
    let printed = printed_records(&records);
    for set in PRINTED_SETS {
        let n = printed.keys().filter(|(s, _)| *s == set.number).count();
        assert_eq!(n, usize::from(set.cards), "set {}", set.number);
    }
    assert_eq!(printed[&(1, 1)]["name"].as_str(), Some("Кочевник"));
    assert_eq!(printed[&(2, 1)]["name"].as_str(), Some("Заступник Ордена"));
}

#[test]
fn builtin_stats_match_the_reference_data() {
    let records = reference();
    let printed = printed_records(&records);
    let db = builtin();
    let mut checked = [0usize; 3];
    for def in db.cards.iter().filter(|d| d.set != 0) {
        let code = def.code();
        let r = printed
            .get(&(def.set, def.number))
            .unwrap_or_else(|| panic!("{code} is not in cards.json"));
        checked[usize::from(def.set.min(2))] += 1;
        let norm = |s: &str| s.to_lowercase().replace('ё', "е");
        assert_eq!(norm(r["name"].as_str().unwrap()), norm(&def.name_ru), "{code} name");
        assert_eq!(r["element"][0].as_str(), Some(def.element.key()), "{code} element");
        assert_eq!(r["cost"].as_u64(), Some(u64::from(def.cost)), "{code} cost");
        assert_eq!(r["elite"].as_bool(), Some(def.elite), "{code} elite");
        assert_eq!(r["unique"].as_bool(), Some(def.unique), "{code} unique");
        let classes: Vec<&str> = r["class"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|c| c.as_str())
            .collect();
        assert_eq!(classes, def.classes, "{code} classes");
        assert_eq!(r["kind"].as_str(), Some(def.kind.key()), "{code} kind");
        if def.kind.has_life() {
            assert_eq!(r["life"].as_u64(), Some(u64::from(def.life)), "{code} life");
        } else {
            assert!(r["life"].is_null(), "{code} life");
        }
        if def.kind == Kind::Creature {
            assert_eq!(r["movement"].as_u64(), Some(u64::from(def.movement)), "{code} movement");
        } else {
            assert!(r["movement"].is_null(), "{code} movement");
        }
        if def.has_simple_strike() {
            let strike: Vec<u64> = r["strike"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|v| v.as_u64())
                .collect();
            assert_eq!(
                strike,
                def.strike.iter().map(|&v| u64::from(v)).collect::<Vec<_>>(),
                "{code} strike"
            );
        } else {
            assert!(r["strike"].is_null(), "{code} strike");
        }
    }
    assert_eq!(checked[1], SET1_CARDS, "every card of set 1 checked");
    assert!(checked[2] > 0, "the cards of set 2 are checked too");
}

/// The numbered icons and protections that cards.json lists for a card of
/// set 2 (`keywords`: `exp_attack`, `exp_defense`, `armor`, `regeneration`
/// with their numbers, `protection_from_*`) are keywords the definition
/// gives the card unconditionally, with the same number. An icon missing
/// from a card file (Ррег's defense experience) fails here.
#[test]
fn builtin_set2_icons_match_the_reference_data() {
    let records = reference();
    let printed = printed_records(&records);
    let db = builtin();
    let mut checked = 0usize;
    let mut lacking = Vec::new();
    for def in db.cards.iter().filter(|d| d.set == 2) {
        let code = def.code();
        let r = printed[&(def.set, def.number)];
        let Some(icons) = r["keywords"].as_object() else {
            continue;
        };
        let has: Vec<&Keyword> = def.keywords().collect();
        for (name, value) in icons {
            let n = u8::try_from(value.as_u64().unwrap_or(0)).unwrap_or(u8::MAX);
            let want = match name.as_str() {
                "exp_attack" => Keyword::ExpAttack(n),
                "exp_defense" => Keyword::ExpDefense(n),
                "armor" => Keyword::Armor(n),
                "regeneration" => Keyword::Regeneration(n),
                "protection_from_flyers" => Keyword::Protection(Prot::Flyers),
                "protection_from_shots" => Keyword::Protection(Prot::Shots),
                "protection_from_throws" => Keyword::Protection(Prot::Throws),
                "protection_from_discharges" => Keyword::Protection(Prot::Discharges),
                "protection_from_magic" => Keyword::Protection(Prot::Magic),
                "protection_from_spells" => Keyword::Protection(Prot::Spells),
                "protection_from_poison" => Keyword::Protection(Prot::Poison),
                _ => continue,
            };
            if !has.contains(&&want) {
                lacking.push(format!("{code} {name} {n}"));
            }
            checked += 1;
        }
    }
    assert!(checked > 0, "the icons of set 2 are checked");
    assert!(lacking.is_empty(), "printed icons the definitions lack: {lacking:?}");
}

/// Our rendered ability sentences must be our own: none of them may be a
/// sentence of the publisher's text (read here only to compare). Bare game
/// terms (keyword names such as «Регенерация 1») are short and may match.
#[test]
fn rendered_texts_are_not_the_printed_ones() {
    let records = reference();
    let printed_sets = printed_records(&records);
    let db = builtin();
    let mut compared = 0;
    for def in db.cards.iter().filter(|d| d.set != 0) {
        let Some(printed) = printed_sets
            .get(&(def.set, def.number))
            .and_then(|r| r["text"].as_str())
        else {
            continue;
        };
        let printed: Vec<String> = printed
            .split(['.', '\n'])
            .map(norm_sentence)
            .filter(|s| s.chars().count() > 12)
            .collect();
        let ours = render_text(def, Lang::Ru);
        // A line an ability. Skip bare keyword terms.
        let bare_keyword = |a: &Ability| {
            a.is_constant()
                && a.when.is_none()
                && matches!(
                    a.effects[0].kind,
                    K::Grant {
                        modifier: M::Keyword(_),
                        ..
                    }
                )
        };
        let lines = ours
            .lines()
            .enumerate()
            .filter(|(i, _)| !def.abilities.get(*i).is_some_and(bare_keyword));
        for sentence in lines.flat_map(|(_, l)| l.split('.')) {
            let n = norm_sentence(sentence);
            if n.chars().count() <= 12 {
                continue;
            }
            for p in &printed {
                compared += 1;
                assert!(
                    *p != n && (n.chars().count() < 30 || !p.contains(&n)),
                    "{}: rendered sentence too close to the printed text: {sentence}",
                    def.code()
                );
            }
        }
    }
    assert!(compared > 20, "the comparison found too few sentences: {compared}");
}

fn copies(db: &CardDb, cards: &[u16]) -> HashMap<String, usize> {
    let mut m = HashMap::new();
    for &id in cards {
        *m.entry(db.get(id).name_ru.clone()).or_insert(0) += 1;
    }
    m
}

#[test]
fn builtin_decks_are_legal() {
    let db = builtin();
    let decks = try_builtin_decks(&db).unwrap_or_else(|e| panic!("{}", berserk_cards::format_errors(&e)));
    assert_eq!(decks.len(), BUILTIN_DECK_FILES.len());
    assert_eq!(builtin_decks(&db), decks);
    assert!((2..=20).contains(&decks.len()));
    let mut used = std::collections::HashSet::new();
    for deck in &decks {
        assert!(
            (30..=40).contains(&deck.cards.len()),
            "{}: {} cards",
            deck.name,
            deck.cards.len()
        );
        for (name, n) in copies(&db, &deck.cards) {
            assert!(n <= 3, "{}: {n} copies of {name}", deck.name);
        }
        let cards: Vec<&CardDef> = deck.cards.iter().map(|&id| db.get(id)).collect();
        assert!(cards.iter().any(|c| c.is_flyer()), "{} has no flyer", deck.name);
        assert!(
            cards.iter().any(|c| c.has_attack(AttackSet::RANGED)),
            "{} has no ranged attacker",
            deck.name
        );
        used.extend(deck.cards.iter().copied());
    }
    // Ready decks hold complete cards only; only the last deck plays the
    // rules' example cards (set 0), the others cards of the printed sets.
    for &id in &used {
        assert!(db.get(id).is_complete(), "{} is incomplete", db.get(id).code());
    }
    for deck in &decks[..decks.len() - 1] {
        assert!(deck.cards.iter().all(|&id| db.get(id).set >= 1), "{}", deck.name);
    }
    assert_eq!(decks[0].name, "Степи и горы");
    assert_eq!(decks[0].name_en.as_deref(), Some("Steppe and mountains"));
    for deck in &decks {
        let en = deck.display_name(Lang::En);
        assert!(
            deck.name_en.is_some() && !berserk_text::has_cyrillic(&en),
            "{}: {en}",
            deck.name
        );
        assert_eq!(deck.display_name(Lang::Ru), deck.name);
    }
    // The engine accepts every built-in deck.
    let cfg = berserk_engine::RulesConfig::default();
    for deck in &decks {
        berserk_engine::check_deck(&db, &cfg, &deck.cards).unwrap_or_else(|e| panic!("{}: {e:?}", deck.name));
    }
    // New decks come last, so older decks keep their numbers: the swamp and
    // mountains deck plays the cards with triggered abilities, the rules-example
    // deck the spells, impacts and prepayments.
    let swamp = &decks[3];
    assert_eq!(swamp.name, "Болото и горы");
    let n = copies(&db, &swamp.cards);
    assert_eq!((n.get("Борг"), n.get("Слизь")), (Some(&3), Some(&3)));
    assert_eq!(BUILTIN_DECK_FILES[3].0, "swamp-mountains.deck");
    // One deck for each element, its cards of that element or neutral, after
    // the decks of two or three elements.
    let mono = [
        ("Степь", Element::Steppe),
        ("Горы", Element::Mountains),
        ("Лес", Element::Forest),
        ("Болото", Element::Swamp),
        ("Тьма", Element::Darkness),
    ];
    for (k, (name, element)) in mono.into_iter().enumerate() {
        let deck = &decks[4 + k];
        assert_eq!(deck.name, name);
        assert!(
            deck.cards
                .iter()
                .all(|&id| [element, Element::Neutral].contains(&db.get(id).element)),
            "{name}: a card of another element"
        );
        let own = deck.cards.iter().filter(|&&id| db.get(id).element == element).count();
        assert!(2 * own > deck.cards.len(), "{name}: mostly neutral cards");
    }
    let last = decks.last().unwrap();
    assert_eq!(last.name, "Примеры правил");
    let n = copies(&db, &last.cards);
    assert_eq!((n.get("Центурион"), n.get("Чародей")), (Some(&3), Some(&3)));
    assert_eq!(BUILTIN_DECK_FILES.last().unwrap().0, "rules-examples.deck");
}

#[test]
fn deck_errors_have_positions() {
    let db = builtin();
    let e = parse_deck("my.deck", "# mine\ndeck \"Мой\"\n3 Кочевник\n2 Дракон\n", &db).unwrap_err();
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].to_string(), "my.deck:4:3: unknown card \"Дракон\"");

    let e = parse_deck("my.deck", "3 Кочевник\n", &db).unwrap_err();
    assert_eq!((e[0].line, e[0].col), (1, 1));
    assert!(e[0].reason.contains("starts with its name"));

    let e = parse_deck("my.deck", "deck \"A\"\nthree Кочевник\n0 Кшар\n2\n", &db).unwrap_err();
    let pos: Vec<(u32, u32)> = e.iter().map(|e| (e.line, e.col)).collect();
    assert_eq!(pos, vec![(2, 1), (3, 1), (4, 2)], "{e:?}");

    let e = parse_deck("my.deck", "deck \"A\"\ndeck \"B\"\n1 Кшар\n", &db).unwrap_err();
    assert_eq!((e[0].line, e[0].col), (2, 1));

    let e = parse_deck("my.deck", "deck A\n1 Кшар\n", &db).unwrap_err();
    assert_eq!((e[0].line, e[0].col), (1, 6));

    let e = parse_deck("my.deck", "deck \"A\"\n", &db).unwrap_err();
    assert!(e[0].reason.contains("no cards"));

    let e = parse_deck("my.deck", "", &db).unwrap_err();
    assert_eq!((e[0].line, e[0].col), (1, 1));
}

#[test]
fn deck_names_in_english() {
    let db = builtin();
    let d = parse_deck(
        "en.deck",
        "deck \"Смесь\"\n# a comment\nen: A mix  # comment\n1 Nomad\n",
        &db,
    )
    .unwrap();
    assert_eq!((d.name.as_str(), d.name_en.as_deref()), ("Смесь", Some("A mix")));
    assert_eq!(d.display_name(Lang::En), "A mix");
    let d = parse_deck("ru.deck", "deck \"Смесь\"\n1 Nomad\n", &db).unwrap();
    assert_eq!(
        (d.name_en.clone(), d.display_name(Lang::En)),
        (None, "Smes".to_string())
    );
    for (text, line) in [
        ("deck \"Смесь\"\n1 Nomad\nen: Late\n", 3),
        ("en: First\ndeck \"Смесь\"\n1 Nomad\n", 1),
        ("deck \"Смесь\"\nen:\n1 Nomad\n", 2),
    ] {
        let e = parse_deck("bad.deck", text, &db).unwrap_err();
        assert!(e.iter().any(|e| e.line == line), "{text}: {e:?}");
    }
}

#[test]
fn deck_names_codes_and_quotes() {
    let db = builtin();
    let d = parse_deck(
        "my.deck",
        "deck \"Смесь\"  # comment\n\n2 Nomad\n1 1-002\n1 \"Хранитель гор\"\n3x Наемник\n",
        &db,
    )
    .unwrap();
    assert_eq!(d.name, "Смесь");
    let names: Vec<&str> = d.cards.iter().map(|&id| db.get(id).name_ru.as_str()).collect();
    assert_eq!(
        names,
        vec![
            "Кочевник",
            "Кочевник",
            "Кшар",
            "Хранитель гор",
            "Наёмник",
            "Наёмник",
            "Наёмник"
        ]
    );
}

fn temp_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("berserk-cards-test-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn load_dir_reads_every_cards_file() {
    let dir = temp_dir("ok");
    for (file, text) in BUILTIN_CARD_FILES {
        std::fs::write(dir.join(file), text).unwrap();
    }
    std::fs::write(dir.join("notes.txt"), "not a card file").unwrap();
    let db = berserk_cards::load_dir(&dir).unwrap_or_else(|e| panic!("{}", berserk_cards::format_errors(&e)));
    let builtin = builtin();
    assert_eq!(db.len(), builtin.len());
    for def in &db.cards {
        let id = builtin.find(&def.name_ru).unwrap();
        let mut b = builtin.get(id).clone();
        b.origin = def.origin.clone();
        assert_eq!(&b, def);
        assert!(def.origin.file.ends_with(".cards"));
    }

    // A duplicate in another file is reported with that file's path.
    std::fs::write(dir.join("zz-extra.cards"), BUILTIN_CARD_FILES[0].1).unwrap();
    let e = berserk_cards::load_dir(&dir).unwrap_err();
    assert!(!e.is_empty());
    assert!(e.iter().all(|e| e.file.ends_with("zz-extra.cards")), "{e:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn load_dir_io_errors_have_line_zero() {
    let dir = temp_dir("missing").join("does-not-exist");
    let e = berserk_cards::load_dir(&dir).unwrap_err();
    assert_eq!(e.len(), 1);
    assert_eq!((e[0].line, e[0].col), (0, 0));
    assert!(e[0].file.contains("does-not-exist"));
    let _ = std::fs::remove_dir_all(dir.parent().unwrap());
}

/// The fenced blocks of CARD_LANGUAGE.md that hold cards or decks must load.
#[test]
fn documentation_examples_load() {
    let doc = include_str!("../CARD_LANGUAGE.md");
    let db = builtin();
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in doc.lines() {
        match (&mut current, line.starts_with("```")) {
            (None, true) => current = Some(String::new()),
            (Some(block), true) => {
                blocks.push(std::mem::take(block));
                current = None;
            }
            (Some(block), false) => {
                block.push_str(line);
                block.push('\n');
            }
            (None, false) => {}
        }
    }
    let mut cards = 0;
    let mut decks = 0;
    let mut fragments = 0;
    for block in &blocks {
        let first = block
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with('#'))
            .unwrap_or("");
        let template = block
            .match_indices('<')
            .any(|(i, _)| block[i + 1..].starts_with(char::is_alphabetic));
        if template {
            // A template or the grammar, not an example.
            continue;
        }
        let ability_keys = [
            "keyword:",
            "bonus:",
            "reduction:",
            "directed_vs:",
            "action",
            "formation:",
            "trigger:",
            "prevent:",
            "replace:",
            "movement:",
            "range:",
            "while ",
        ];
        if ability_keys.iter().any(|k| first.starts_with(k)) {
            // A fragment: it must be valid inside a card.
            let mut text = String::from(
                "card 9-001 \"Проба\"\n en: Probe\n element: neutral\n cost: 1 ordinary\n kind: creature\n life: 1\n move: 1\n strike: 1-1-1\n",
            );
            if !block.contains("keyword: formation") {
                text.push_str(" keyword: formation\n");
            }
            text.push_str(block);
            parse_cards("doc.cards", &text).unwrap_or_else(|e| panic!("{text}\n{}", berserk_cards::format_errors(&e)));
            fragments += 1;
            continue;
        }
        if first.starts_with("card ") {
            let parsed = parse_cards("doc.cards", block)
                .unwrap_or_else(|e| panic!("{block}\n{}", berserk_cards::format_errors(&e)));
            cards += parsed.len();
        } else if first.starts_with("deck ") {
            parse_deck("doc.deck", block, &db)
                .unwrap_or_else(|e| panic!("{block}\n{}", berserk_cards::format_errors(&e)));
            decks += 1;
        }
    }
    assert_eq!((cards, decks), (1, 1));
    assert!(fragments >= 7, "{fragments}");
}

/// The built-in files spell every ability as the writer does (its canonical
/// form), so a file rewritten through the writer keeps its ability lines.
#[test]
fn builtin_ability_lines_are_in_the_canonical_spelling() {
    let db = builtin();
    let mut off = Vec::new();
    for (file, text) in BUILTIN_CARD_FILES {
        let lines: Vec<String> = text
            .lines()
            .map(|l| l.split(" #").next().unwrap_or(l).trim_end().to_string())
            .collect();
        for def in db.cards.iter().filter(|d| d.origin.file.ends_with(file)) {
            for line in write_card(def).lines().filter(|l| {
                let l = l.trim_start();
                [
                    "keyword:",
                    "bonus:",
                    "reduction:",
                    "action",
                    "trigger:",
                    "while ",
                    "formation:",
                ]
                .iter()
                .any(|k| l.starts_with(k))
            }) {
                if !lines.iter().any(|l| l == line) {
                    off.push(format!("{file}: {}: {line}", def.code()));
                }
            }
        }
    }
    assert!(off.is_empty(), "not in the writer's spelling:\n{}", off.join("\n"));
}

/// How many cards set 1 «Война стихий» has (a fact of the print).
const SET1_CARDS: usize = 200;

/// The scenario files of `scenarios/cards`, by the card code they start with.
fn card_scenarios() -> HashMap<String, Vec<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/cards");
    let mut out: HashMap<String, Vec<String>> = HashMap::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if let Some(code) = name.get(..5).filter(|_| name.ends_with(".toml")) {
            out.entry(code.to_string()).or_default().push(name);
        }
    }
    out
}

/// The text of every scenario file under `scenarios/`.
fn all_scenario_texts() -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "toml") {
                out.push(std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut out = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios"), &mut out);
    out
}

/// Each complete card with abilities shows them at work in at least one
/// scenario: one named after it (`scenarios/cards/1-NNN-….toml`) or, for the
/// cards defined before those, a rule scenario that puts it on the table.
/// Every scenario of `scenarios/cards` is named after a defined card.
#[test]
fn every_complete_card_has_a_scenario() {
    let db = builtin();
    let scenarios = card_scenarios();
    let texts = all_scenario_texts();
    let missing: Vec<String> = db
        .cards
        .iter()
        .filter(|d| d.set != 0 && d.is_complete() && !d.abilities.is_empty())
        .filter(|d| !scenarios.contains_key(&d.code()))
        .filter(|d| {
            let named = format!("name = \"{}\"", d.name_ru);
            !texts.iter().any(|t| t.contains(&named))
        })
        .map(|d| d.code())
        .collect();
    assert_eq!(missing, Vec::<String>::new(), "complete cards without a scenario");
    for (code, files) in &scenarios {
        assert!(db.cards.iter().any(|d| &d.code() == code), "{files:?}: no card {code}");
    }
}
