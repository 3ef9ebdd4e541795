//! Holes an online server would expose, each closed with its rule: no
//! triggered ability declared at will, no panic on foreign card ids, rule
//! effects at once after a reveal and after poison, no identifiable
//! face-down cards, bounded counters.

mod common;

use berserk_engine::ability::{Ability, Attack, Modifier, Replacement, Subject};
use berserk_engine::card::*;
use berserk_engine::{Action, CardId, Choice, DecisionKind, Event, Pending, Player, Refusal, Rule, RulesConfig};
use common::*;

/// Слизь's shape: after its simple strike a triggered shot 1, range 3.
fn spitter() -> CardDef {
    with_ability(
        creature("Плевун", 9, 1, [2, 3, 3]),
        attack_trigger(AttackSet::SIMPLE, Attack::new(AttackKind::Shot, [1, 1, 1]).range(3)),
    )
}

#[test]
fn r528_a_triggered_ability_is_not_declared_at_will_in_the_main_decision() {
    let mut t = Table::new();
    let s = t.add(spitter(), Player::P1, "c2");
    let e = t.add(creature("Цель", 8, 1, [1, 1, 1]), Player::P2, "c4");
    let mut g = t.game();
    assert!(is_main(&g));
    let c = Choice::Declare {
        source: s,
        action: Action::Triggered { index: 0, target: e },
    };
    assert!(!g.choices().contains(&c), "never listed");
    let err = refused(&mut g, c);
    assert_eq!((err.rule, err.reason), (Rule::R528, Refusal::NotTriggered));
}

#[test]
fn r528_a_triggered_ability_is_not_declared_at_will_in_a_response_window() {
    let mut t = Table::new();
    let a = t.add(creature("Атакующий", 8, 1, [1, 1, 1]), Player::P1, "c3");
    let s = t.add(spitter(), Player::P2, "c5");
    // A sudden ability gives P2 a response window.
    let mut jumper = creature("Прыгун", 7, 1, [1, 2, 2]);
    jumper.abilities.push(teleport().closing().sudden());
    t.add(jumper, Player::P2, "e6");
    let mut g = t.game();
    declare(&mut g, a, Action::Move { to: cell("c4") });
    assert!(matches!(
        g.pending(),
        Pending::Decision {
            player: Player::P2,
            kind: DecisionKind::Response
        }
    ));
    let c = Choice::Declare {
        source: s,
        action: Action::Triggered { index: 0, target: a },
    };
    let err = refused(&mut g, c);
    assert_eq!((err.rule, err.reason), (Rule::R528, Refusal::NotTriggered));
}

#[test]
fn r502_2_foreign_card_ids_are_refused_without_panicking() {
    let mut t = Table::new();
    let s = t.add(spitter(), Player::P1, "c2");
    t.add(creature("Цель", 8, 1, [1, 1, 1]), Player::P2, "c4");
    let mut g = t.game();
    for id in [2u8, 3, 100, 127, 128, 254, 255] {
        let far = CardId(id);
        for action in [
            Action::Triggered { index: 0, target: far },
            Action::Strike { target: far },
            Action::Ability {
                index: 0,
                target: Some(far),
            },
            Action::AbilityX {
                index: 0,
                target: Some(far),
                x: 1,
            },
            Action::GainToken,
            Action::Move { to: cell("e6") },
        ] {
            for source in [far, s] {
                let c = Choice::Declare { source, action };
                let _ = refused(&mut g, c);
                // The checks of a client never panic either (berserk-text
                // tests its texts the same way).
                let _ = g.check_action(Player::P1, source, action, false);
            }
        }
        for c in [
            Choice::Buy(far),
            Choice::Defend(far),
            Choice::HealOne(far),
            Choice::AddTarget(far),
            Choice::Replace { source: far, index: 0 },
        ] {
            let _ = refused(&mut g, c);
        }
        assert!(g.get_card(far).is_none());
        assert!(!g.can_defend(s, far, far));
    }
}

/// A card that starts the battle with 3 tokens but may have at most 2.
fn overfull() -> CardDef {
    with_abilities(
        creature("Копилка", 6, 1, [1, 1, 1]),
        vec![
            Ability::constant(Modifier::StartsWith {
                tokens: 3,
                extra_lives: 0,
                second_player: false,
            }),
            Ability::constant(Modifier::MaxTokens(2)),
        ],
    )
}

#[test]
fn r503_1_tokens_above_the_maximum_go_as_soon_as_a_targeted_card_is_revealed() {
    let mut t = Table::new();
    let a = t.add(creature("Атакующий", 8, 1, [1, 1, 1]), Player::P1, "c3");
    let hidden = t.add(overfull(), Player::P2, "c4");
    t.pos_card(hidden).face_up = false;
    // An open neighbour of the attacker may defend: a decision follows the reveal.
    t.add(creature("Защитник", 8, 1, [1, 1, 1]), Player::P2, "d4");
    let mut g = t.game();
    let ev = strike(&mut g, a, hidden);
    assert!(ev.contains(&Event::Revealed { card: hidden }), "{ev:?}");
    assert!(ev.contains(&Event::StartingTokens {
        card: hidden,
        tokens: 3
    }));
    assert!(
        ev.contains(&Event::MarkersRemoved {
            card: hidden,
            removed: 1
        }),
        "503.1: removed before anybody decides: {ev:?}"
    );
    assert!(matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Defender { .. },
            ..
        }
    ));
    assert_eq!(g.card(hidden).tokens, 2);
}

#[test]
fn r503_1_tokens_above_the_maximum_go_when_an_ability_reveals_its_target() {
    let mut t = Table::new();
    let archer = t.add(
        with_ability(
            creature("Лучник", 8, 1, [1, 1, 1]),
            attack(AttackKind::Shot, [1, 2, 3], Some(4), false),
        ),
        Player::P1,
        "c2",
    );
    let hidden = t.add(overfull(), Player::P2, "c5");
    t.pos_card(hidden).face_up = false;
    let mut g = t.game();
    let ev = declare(
        &mut g,
        archer,
        Action::Ability {
            index: 0,
            target: Some(hidden),
        },
    );
    assert!(matches!(g.pending(), Pending::Chance(_)), "the shot's die waits");
    assert!(
        ev.contains(&Event::MarkersRemoved {
            card: hidden,
            removed: 1
        }),
        "{ev:?}"
    );
    assert_eq!(g.card(hidden).tokens, 2);
}

/// A poisoner: `[закрытие]: особый удар на 3, при этом отравление 1`.
fn poisoner() -> CardDef {
    with_ability(
        creature("Отравитель", 9, 1, [1, 1, 1]),
        special_strike_3(0, vec![poison(Subject::Target, 1)]),
    )
}

#[test]
fn r503_1_a_creature_poisoned_to_zero_life_dies_before_it_regenerates() {
    let mut t = Table::new();
    let p = t.add(poisoner(), Player::P1, "c3");
    let victim = t.add(
        with_kw(creature("Жертва", 4, 1, [1, 1, 1]), &[Keyword::Regeneration(2)]),
        Player::P2,
        "c4",
    );
    t.add(creature("Запасной", 5, 1, [1, 1, 1]), Player::P2, "a6");
    let mut g = t.game();
    declare(
        &mut g,
        p,
        Action::Ability {
            index: 0,
            target: Some(victim),
        },
    );
    assert_eq!(g.life(victim), 1);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::PoisonWounds { card, .. } if *card == victim)));
    assert!(ev.contains(&Event::Destroyed { card: victim }), "{ev:?}");
    assert!(
        !ev.iter()
            .any(|e| matches!(e, Event::Regenerated { card, .. } if *card == victim)),
        "a dead card does not regenerate: {ev:?}"
    );
    assert!(!g.in_play().contains(&victim));
}

#[test]
fn r503_1_no_card_at_zero_life_waits_through_a_regeneration_choice() {
    let mut t = Table::new();
    let p = t.add(poisoner(), Player::P1, "c3");
    let victim = t.add(creature("Жертва", 4, 1, [1, 1, 1]), Player::P2, "c4");
    // Большой кулак's shape: may heal others instead of its own regeneration.
    let fist = with_abilities(
        creature("Кулак", 9, 1, [1, 1, 1]),
        vec![
            kw(Keyword::Regeneration(2)),
            Ability::constant(Modifier::Replacement(Replacement::RegenerationHealsOthers)),
        ],
    );
    let f = t.add(fist, Player::P2, "a6");
    t.pos_card(f).wounds = 1;
    let hurt = t.add(creature("Раненый", 5, 1, [1, 1, 1]), Player::P2, "e6");
    t.pos_card(hurt).wounds = 2;
    let mut g = t.game();
    declare(
        &mut g,
        p,
        Action::Ability {
            index: 0,
            target: Some(victim),
        },
    );
    choose(&mut g, Choice::EndTurn);
    assert!(
        matches!(
            g.pending(),
            Pending::Decision {
                kind: DecisionKind::Replacement { .. },
                ..
            }
        ),
        "{:?}",
        g.pending()
    );
    for &c in g.in_play() {
        assert!(g.life(c) > 0, "{c} waits in play at life {}", g.life(c));
    }
    assert!(!g.in_play().contains(&victim));
}

#[test]
fn turn_counter_saturates_instead_of_wrapping() {
    let mut t = Table::new();
    t.add(creature("Один", 8, 1, [1, 1, 1]), Player::P1, "c2");
    t.add(creature("Другой", 8, 1, [1, 1, 1]), Player::P2, "c5");
    t.turn = u32::MAX;
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    assert_eq!(g.turn(), u32::MAX);
    assert!(!g.is_over());
}

#[test]
fn a_game_with_a_turn_limit_ends_even_at_the_largest_turn() {
    let mut t = Table::new();
    t.add(creature("Один", 8, 1, [1, 1, 1]), Player::P1, "c2");
    t.add(creature("Другой", 8, 1, [1, 1, 1]), Player::P2, "c5");
    t.turn = u32::MAX;
    t.cfg = RulesConfig::for_simulation(u32::MAX);
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    assert!(g.is_over());
    // A turn beyond the limit is no position of play: refused, not built.
    t.cfg = RulesConfig::for_simulation(10);
    let db = std::sync::Arc::new(CardDb::new(t.defs.clone()));
    let e = berserk_engine::Game::from_position(db, std::sync::Arc::new(t.cfg.clone()), &t.position()).unwrap_err();
    assert!(e.to_string().contains("beyond the limit 10"), "{e}");
}

/// Two decks of 30 different cards each: P1's definitions 0–29, P2's 30–59.
fn distinct_game(seed: u64) -> berserk_engine::Game {
    let defs: Vec<CardDef> = (0..60)
        .map(|i| creature(&format!("Карта {i}"), 5, 1, [1, 2, 3]))
        .collect();
    let db = std::sync::Arc::new(CardDb::new(defs));
    let d1: Vec<DefId> = (0..30).collect();
    let d2: Vec<DefId> = (30..60).collect();
    berserk_engine::Game::new(db, std::sync::Arc::new(RulesConfig::default()), [&d1, &d2], seed).expect("legal decks")
}

/// For each card id of `p`, the position of its card in `p`'s deck list.
fn list_positions(g: &berserk_engine::Game, p: Player) -> Vec<usize> {
    g.card_ids()
        .filter(|&c| g.card(c).owner == p)
        .map(|c| g.card(c).def as usize % 30)
        .collect()
}

#[test]
fn hidden_information_card_ids_do_not_follow_the_deck_lists() {
    let mut maps = std::collections::BTreeSet::new();
    for seed in 0..20 {
        let g = distinct_game(seed);
        for p in Player::BOTH {
            let pos = list_positions(&g, p);
            let fixed = pos.iter().enumerate().filter(|&(i, &l)| i == l).count();
            assert!(fixed < 10, "seed {seed}: {p}'s ids mostly follow the list: {pos:?}");
            maps.insert(pos);
        }
    }
    assert!(
        maps.len() >= 39,
        "the order of ids changes with the seed and the player"
    );
}

#[test]
fn hidden_information_the_game_stays_the_same_game() {
    // The permutation has its own generator: the deal (cards by definition) is
    // the same whatever the ids, so a seed still names one game.
    let a = distinct_game(5);
    let b = distinct_game(5);
    assert!(a == b);
    let hand =
        |g: &berserk_engine::Game| -> Vec<DefId> { g.player(Player::P1).deck.iter().map(|&c| g.card(c).def).collect() };
    assert_eq!(
        hand(&a),
        (0..30).collect::<Vec<_>>(),
        "the deck holds the list in order before the shuffle"
    );
}

#[test]
fn hidden_information_the_card_being_placed_is_hidden_from_the_opponent() {
    let mut g = distinct_game(3);
    // The first-player roll, the first player's choice, no re-deals.
    while !matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Place(_),
            ..
        }
    ) {
        let c = match g.pending() {
            Pending::Chance(_) => {
                g.roll().expect("a die");
                continue;
            }
            Pending::Decision {
                kind: DecisionKind::Buy,
                player,
            } => {
                let hand = g.player(player).hand.clone();
                match hand.into_iter().map(Choice::Buy).find(|c| g.choices().contains(c)) {
                    Some(c) if g.player(player).bought.len() < 3 => c,
                    _ => Choice::FinishBuying,
                }
            }
            _ => g.choices()[0],
        };
        g.apply(c).expect("a listed choice");
    }
    let Pending::Decision {
        player,
        kind: DecisionKind::Place(card),
    } = g.pending()
    else {
        unreachable!()
    };
    assert!(g.contains(card));
    assert_eq!(g.view(player).pending, g.pending(), "the placing player knows the card");
    assert_eq!(
        g.view(player.opponent()).pending,
        Pending::Decision {
            player,
            kind: DecisionKind::Place(CardId::HIDDEN)
        }
    );
    let first = g.choices()[0];
    let ev = choose(&mut g, first);
    for e in &ev {
        if let Some(seen) = g.event_for(player.opponent(), e) {
            assert!(
                !matches!(seen, Event::Placed { card, .. } if card != CardId::HIDDEN),
                "{seen:?}"
            );
        }
    }
}

#[test]
fn a_card_database_refuses_more_definitions_than_its_ids_can_name() {
    let d = creature("Один", 5, 1, [1, 2, 3]);
    let ok = vec![d.clone(); CardDb::MAX_DEFS];
    assert!(CardDb::try_new(ok).is_ok());
    let too_many = vec![d; CardDb::MAX_DEFS + 1];
    let e = CardDb::try_new(too_many).expect_err("refused");
    assert_eq!(e.count, CardDb::MAX_DEFS + 1);
}

/// A free sudden action with no use limit: it costs nothing and closes nothing.
fn free_healer() -> CardDef {
    with_ability(creature("Знахарь", 8, 1, [1, 1, 1]), heal_self(Some(1)).sudden())
}

#[test]
fn declarations_per_turn_bound_a_free_repeatable_ability() {
    let mut t = Table::new();
    let h = t.add(free_healer(), Player::P1, "c2");
    t.add(creature("Другой", 8, 1, [1, 1, 1]), Player::P2, "c5");
    t.cfg.declarations_per_turn = 5;
    let mut g = t.game();
    let heal = Choice::Declare {
        source: h,
        action: Action::Ability { index: 0, target: None },
    };
    for _ in 0..5 {
        assert!(g.choices().contains(&heal));
        choose(&mut g, heal);
        while !is_main(&g) {
            // P1's own response windows: pass.
            choose(&mut g, Choice::Pass);
        }
    }
    assert_eq!(g.choices(), vec![Choice::EndTurn], "only ending the turn is left");
    let e = refused(&mut g, heal);
    assert_eq!((e.rule, e.reason), (Rule::DeclarationLimit, Refusal::DeclarationLimit));
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::EndTurn);
    assert!(g.choices().contains(&heal), "a new turn, a new count");
}

#[test]
fn declarations_per_turn_end_a_response_window_too() {
    let mut t = Table::new();
    let mover = t.add(creature("Ходок", 8, 3, [1, 1, 1]), Player::P1, "a2");
    let h = t.add(free_healer(), Player::P2, "c5");
    t.cfg.declarations_per_turn = 3;
    let mut g = t.game();
    declare(&mut g, mover, Action::Move { to: cell("a3") });
    // P2 answers with its free sudden heal until the bound.
    let heal = Choice::Declare {
        source: h,
        action: Action::Ability { index: 0, target: None },
    };
    let mut declared = 1;
    loop {
        match g.pending() {
            Pending::Decision {
                player: Player::P2,
                kind: DecisionKind::Response,
            } if g.choices().contains(&heal) => {
                choose(&mut g, heal);
                declared += 1;
            }
            Pending::Decision {
                kind: DecisionKind::Response,
                ..
            } => {
                choose(&mut g, Choice::Pass);
            }
            _ => break,
        }
        assert!(declared <= 3, "the bound holds");
    }
    assert!(is_main(&g), "the window ended: {:?}", g.pending());
    assert_eq!(declared, 3);
}
