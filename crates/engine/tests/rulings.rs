//! Rulings found by review against the rules text, and the use limits:
//! 517.3 (a summon's search is part of its declaration), 502.9 example 2
//! (a heal may not name a card that can't be healed), "1 раз за ход / за бой"
//! (a cancelled declaration is not a use; once per battle lasts all game).

mod common;

use berserk_engine::ability::*;
use berserk_engine::card::{AttackKind, CardDef};
use berserk_engine::{Action, Ask, CardId, Choice, Event, Player, Refusal, Rule};
use common::*;

/// "[закрытие]: вызвать существо" — names a creature card of its own deck.
fn summoner() -> CardDef {
    with_ability(creature("Призыватель", 7, 1, [1, 1, 2]), summon().closing())
}

#[test]
fn rule_517_3_a_summon_that_finds_nothing_is_cancelled_and_the_deck_shuffled() {
    let mut t = Table::new();
    let s = t.add(summoner(), Player::P1, "c2");
    let k = t.def(creature("Кочевник", 8, 2, [1, 2, 3]));
    let in_deck = t.put_at(k, Player::P1, berserk_engine::Place::Deck);
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    let look = Choice::Declare {
        source: s,
        action: Action::Ability { index: 0, target: None },
    };
    let named = Choice::Declare {
        source: s,
        action: Action::Ability {
            index: 0,
            target: Some(in_deck),
        },
    };
    let opts = g.choices();
    assert!(opts.contains(&look), "the summon is declared naming no card");
    assert!(!opts.contains(&named), "no option names a card of the hidden deck");
    let e = refused(&mut g, named);
    assert_eq!((e.rule, e.reason), (Rule::R517_3, Refusal::NoTargetAllowed));
    let ev = choose(&mut g, look);
    assert!(
        ev.contains(&Event::DeckSearched {
            player: Player::P1,
            source: s
        }),
        "{ev:?}"
    );
    assert!(!ev.iter().any(|e| matches!(e, Event::Declared { .. })), "{ev:?}");
    assert_eq!(g.question().map(|q| q.ask), Some(Ask::Find));
    assert_eq!(g.choices(), vec![Choice::Find(k), Choice::Pass]);
    // The player may find none though the card is there (517.3).
    let ev = choose(&mut g, Choice::Pass);
    assert!(
        ev.contains(&Event::Cancelled {
            source: s,
            rule: Rule::R517_3
        }),
        "{ev:?}"
    );
    assert!(ev.contains(&Event::DeckShuffled { player: Player::P1 }), "{ev:?}");
    assert!(g.card(s).open, "a cancelled declaration pays nothing");
    assert!(is_main(&g));
    assert_eq!(g.card(in_deck).zone, berserk_engine::state::Zone::Deck);
}

#[test]
fn rule_517_3_a_card_that_is_not_in_the_deck_is_not_found() {
    let mut t = Table::new();
    let s = t.add(summoner(), Player::P1, "c2");
    let k = t.def(creature("Кочевник", 8, 2, [1, 2, 3]));
    let in_play = t.put(k, Player::P1, "b2");
    t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    let e = refused(
        &mut g,
        Choice::Declare {
            source: s,
            action: Action::Ability {
                index: 0,
                target: Some(in_play),
            },
        },
    );
    assert_eq!(e.reason, Refusal::NotInDeck, "{e:?}");
    // An empty deck: the summon can still be declared; its look finds nothing.
    let look = Choice::Declare {
        source: s,
        action: Action::Ability { index: 0, target: None },
    };
    assert!(g.choices().contains(&look));
    choose(&mut g, look);
    assert_eq!(g.choices(), vec![Choice::Pass]);
    let e = refused(&mut g, Choice::Find(k));
    assert_eq!((e.rule, e.reason), (Rule::R517_3, Refusal::NotInDeck));
}

/// The look names cards by their definition: a game its player can't tell
/// from this one (`determinize`) offers the same options, and the card a
/// declared summon found keeps its identity for the opponent's sample too.
#[test]
fn rule_517_3_the_look_is_the_same_in_a_determinized_game() {
    let mut t = Table::new();
    let s = t.add(summoner(), Player::P1, "c2");
    let k = t.def(creature("Кочевник", 8, 2, [1, 2, 3]));
    let o = t.def(creature("Орк", 10, 1, [3, 3, 4]));
    for d in [k, o, o, k, o] {
        t.put_at(d, Player::P1, berserk_engine::Place::Deck);
    }
    // A sudden answer keeps the summon waiting in the queue for a while.
    t.add(
        with_ability(creature("Немой", 8, 1, [1, 1, 1]), silence().sudden()),
        Player::P2,
        "e6",
    );
    let mut g = t.game();
    choose(
        &mut g,
        Choice::Declare {
            source: s,
            action: Action::Ability { index: 0, target: None },
        },
    );
    let options = g.choices();
    assert_eq!(options.len(), 3, "{options:?}");
    for seed in 0..8 {
        assert_eq!(g.determinize(Player::P1, seed).choices(), options, "seed {seed}");
    }
    let ev = choose(&mut g, Choice::Find(o));
    let found = ev
        .iter()
        .find_map(|e| match e {
            Event::Declared {
                action: Action::Ability { target: Some(c), .. },
                ..
            } => Some(*c),
            _ => None,
        })
        .expect("the summon is declared naming the card found");
    assert_eq!(g.card(found).def, o);
    // Waiting in the queue, then executing (its card waits for its cell).
    for executing in [false, true] {
        if executing {
            choose(&mut g, Choice::Pass);
        }
        assert_eq!(
            matches!(
                g.pending(),
                berserk_engine::Pending::Decision {
                    kind: berserk_engine::DecisionKind::Question(berserk_engine::Question {
                        ask: berserk_engine::Ask::EnterCell { .. },
                        ..
                    }),
                    ..
                }
            ),
            executing
        );
        for seed in 0..16 {
            let d = g.determinize(Player::P2, seed);
            assert_eq!(
                d.card(found).def,
                o,
                "seed {seed}: the found card was named to both players"
            );
        }
    }
}

/// "[закрытие]: воздействие: излечить на 2 одно своё существо".
fn medic() -> CardDef {
    let mut d = creature("Лекарь", 7, 1, [1, 1, 2]);
    d.abilities.push(
        Ability::action(vec![Effect::on_target(EffectKind::Heal(Some(Value::fixed(2))))])
            .targeting(Target::Chosen {
                min: 1,
                max: 1,
                filter: Filter::creatures(Side::Own),
            })
            .impact()
            .closing()
            .sudden(),
    );
    d
}

/// "[закрытие]: особый удар на 1, при этом атакованный не может излечиваться до конца хода".
fn witherer() -> CardDef {
    let mut d = creature("Иссушитель", 9, 1, [1, 1, 1]);
    d.abilities.push(
        Ability::attack(Attack::new(AttackKind::SpecialStrike, [1, 1, 1])).then(Effect::grant(
            Subject::Target,
            Modifier::Cannot(Prohibition::BeHealed),
            Until::EndOfTurn,
        )),
    );
    d
}

/// The witherer (closed now) can't move: P1's other card moves, opening P2's response window.
fn t_mover(g: &mut berserk_engine::Game, _w: CardId) -> CardId {
    let m = g
        .in_play()
        .iter()
        .copied()
        .find(|&c| g.card(c).controller == Player::P1 && g.card(c).open)
        .expect("an open card of P1");
    let to = g
        .choices()
        .into_iter()
        .find_map(|c| match c {
            Choice::Declare {
                source,
                action: Action::Move { to },
            } if source == m => Some(to),
            _ => None,
        })
        .expect("a move");
    declare(g, m, Action::Move { to });
    m
}

#[test]
fn rule_502_9_example_2_a_heal_may_not_name_a_card_that_cannot_be_healed() {
    let mut t = Table::new();
    let w = t.add(witherer(), Player::P1, "c3");
    t.add(creature("Ходок", 8, 2, [1, 1, 1]), Player::P1, "a1");
    let m = t.add(medic(), Player::P2, "e6");
    let v = t.add(creature("Жертва", 10, 1, [1, 1, 1]), Player::P2, "c4");
    let other = t.add(creature("Другой", 10, 1, [1, 1, 1]), Player::P2, "a6");
    t.pos_card(other).wounds = 1;
    let mut g = t.game();
    declare(
        &mut g,
        w,
        Action::Ability {
            index: 0,
            target: Some(v),
        },
    );
    while !is_main(&g) {
        choose(&mut g, Choice::Pass);
    }
    assert!(g.is_prohibited(v, Prohibition::BeHealed));
    // P1 moves; in answer, P2's sudden medic may heal the other creature, not
    // the one that can't be healed this turn.
    let mover = t_mover(&mut g, w);
    let _ = mover;
    choose(
        &mut g,
        Choice::Declare {
            source: m,
            action: Action::Ability { index: 0, target: None },
        },
    );
    assert!(g.choices().contains(&Choice::AddTarget(other)));
    assert!(
        !g.choices().contains(&Choice::AddTarget(v)),
        "502.9: no card can heal it"
    );
    let e = refused(&mut g, Choice::AddTarget(v));
    assert_eq!((e.rule, e.reason), (Rule::R502_9, Refusal::Prohibited));
}

/// "[закрытие]: особый удар на 2" with "(1 раз за ход)" or "(1 раз за бой)".
fn limited(limit: UseLimit) -> CardDef {
    with_ability(
        creature("Ограниченный", 9, 1, [1, 1, 1]),
        Ability::action_on_target(EffectKind::Attack(Attack::new(AttackKind::Shot, [2, 2, 2]))).limited(limit),
    )
}

fn shot(source: CardId, target: CardId) -> Choice {
    Choice::Declare {
        source,
        action: Action::Ability {
            index: 0,
            target: Some(target),
        },
    }
}

#[test]
fn use_limit_a_declaration_cancelled_at_its_legality_check_is_not_a_use() {
    let mut t = Table::new();
    let a = t.add(limited(UseLimit::Battle), Player::P1, "c2");
    // The target teleports away in answer: the shot is cancelled (501.17 example 3).
    let mut jumper = creature("Прыгун", 9, 1, [1, 1, 1]);
    jumper.abilities.push(teleport().sudden().limited(UseLimit::Turn(1)));
    let j = t.add(jumper, Player::P2, "c4");
    let spare = t.add(creature("Запасной", 9, 1, [1, 1, 1]), Player::P2, "a6");
    let mut g = t.game();
    choose(&mut g, shot(a, j));
    // P2 answers: the jumper teleports next to the shooter, where a shot
    // can't hit it, so the shot is cancelled at its legality check.
    let mut ev = choose(
        &mut g,
        Choice::Declare {
            source: j,
            action: Action::AbilityAt {
                index: 0,
                cell: cell("c3"),
            },
        },
    );
    while !is_main(&g) {
        ev.extend(choose(&mut g, Choice::Pass));
    }
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Cancelled { source, .. } if *source == a)),
        "{ev:?}"
    );
    // Not a use: the once-per-battle ability may be declared again at once.
    assert!(g.choices().contains(&shot(a, spare)), "{:?}", g.choices());
    choose(&mut g, shot(a, spare));
    assert_eq!(g.card(spare).wounds, 2);
}

#[test]
fn use_limit_once_per_battle_lasts_across_turns_and_once_per_turn_does_not() {
    for (limit, again) in [(UseLimit::Battle, false), (UseLimit::Turn(1), true)] {
        let mut t = Table::new();
        let a = t.add(limited(limit), Player::P1, "c2");
        let v = t.add(creature("Цель", 30, 1, [1, 1, 1]), Player::P2, "c5");
        let mut g = t.game();
        choose(&mut g, shot(a, v));
        assert_eq!(g.card(v).wounds, 2);
        let e = refused(&mut g, shot(a, v));
        assert_eq!((e.rule, e.reason), (Rule::R528, Refusal::AlreadyUsed));
        for _ in 0..4 {
            choose(&mut g, Choice::EndTurn);
        }
        assert_eq!(g.choices().contains(&shot(a, v)), again, "{limit:?}");
        if again {
            choose(&mut g, shot(a, v));
        } else {
            let e = refused(&mut g, shot(a, v));
            assert_eq!(
                e.reason,
                Refusal::AlreadyUsed,
                "{limit:?}: once per battle lasts all game"
            );
        }
    }
}

/// «Не более 2 раз за ход»: a second use in the turn is allowed, a third is
/// refused (528), and the count starts again next turn.
#[test]
fn use_limit_twice_per_turn_allows_two_uses_a_turn() {
    let mut t = Table::new();
    let a = t.add(limited(UseLimit::Turn(2)), Player::P1, "c2");
    let v = t.add(creature("Цель", 30, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    choose(&mut g, shot(a, v));
    choose(&mut g, shot(a, v));
    assert_eq!(g.card(v).wounds, 4);
    let e = refused(&mut g, shot(a, v));
    assert_eq!((e.rule, e.reason), (Rule::R528, Refusal::AlreadyUsed));
    assert!(!g.choices().contains(&shot(a, v)));
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, shot(a, v));
    choose(&mut g, shot(a, v));
    assert_eq!(g.card(v).wounds, 8);
    assert_eq!(refused(&mut g, shot(a, v)).reason, Refusal::AlreadyUsed);
}
