//! The turn (GAME.md §4): movement, acting, closing, opening at the start of
//! turn, tokens, ending the turn, resignation and the turn limit.

mod common;

use berserk_engine::card::AttackKind;
use berserk_engine::{
    Action, CardId, Choice, DecisionKind, EndReason, Event, GameResult, Illegal, Pending, Player, Refusal, Rule,
    RulesConfig,
};
use common::*;

fn mv(source: CardId, to: &str) -> Choice {
    Choice::Declare {
        source,
        action: Action::Move { to: cell(to) },
    }
}

fn moves_of(g: &berserk_engine::Game, c: CardId) -> Vec<String> {
    let mut v: Vec<String> = g
        .choices()
        .into_iter()
        .filter_map(|o| match o {
            Choice::Declare {
                source,
                action: Action::Move { to },
            } if source == c => Some(to.to_string()),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

/// P1's runner (movement 2) on c2, an ally on c1, P2's guard far away on a6.
fn field() -> (berserk_engine::Game, CardId, CardId, CardId) {
    let mut t = Table::new();
    let r = t.add(creature("Бегун", 8, 2, [1, 2, 3]), Player::P1, "c2");
    let ally = t.add(creature("Союзник", 8, 1, [1, 2, 3]), Player::P1, "c1");
    let enemy = t.add(creature("Враг", 8, 1, [1, 2, 3]), Player::P2, "a6");
    (t.game(), r, ally, enemy)
}

#[test]
fn movement_is_orthogonal_into_empty_cells() {
    let (g, r, _, _) = field();
    assert_eq!(moves_of(&g, r), vec!["b2", "c3", "d2"], "c1 is taken");
}

#[test]
fn movement_diagonal_step_refused() {
    let (mut g, r, _, _) = field();
    let e = refused(&mut g, mv(r, "b3"));
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Turn,
            reason: Refusal::NotOrthogonalStep
        }
    );
}

#[test]
fn movement_two_cells_at_once_refused() {
    let (mut g, r, _, _) = field();
    let e = refused(&mut g, mv(r, "c4"));
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Turn,
            reason: Refusal::NotOrthogonalStep
        }
    );
}

#[test]
fn movement_into_an_occupied_cell_refused() {
    let (mut g, r, _, _) = field();
    let e = refused(&mut g, mv(r, "c1"));
    assert_eq!(
        e,
        Illegal {
            rule: Rule::R502_7,
            reason: Refusal::CellOccupied
        }
    );
}

#[test]
fn movement_one_step_per_point() {
    let (mut g, r, _, _) = field();
    let ev = choose(&mut g, mv(r, "c3"));
    assert!(ev.contains(&Event::Moved {
        card: r,
        from: cell("c2"),
        to: cell("c3")
    }));
    assert_eq!(
        Event::Moved {
            card: r,
            from: cell("c2"),
            to: cell("c3")
        }
        .rule(),
        Rule::R502_7
    );
    assert_eq!(g.at(cell("c3")), Some(r));
    assert_eq!(g.at(cell("c2")), None);
    assert!(g.card(r).open, "moving does not close the creature");
    assert_eq!(g.card(r).moves_left, 1);
    choose(&mut g, mv(r, "c4"));
    assert_eq!(g.card(r).moves_left, 0);
    assert!(moves_of(&g, r).is_empty());
    let e = refused(&mut g, mv(r, "c5"));
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Turn,
            reason: Refusal::NoMovementLeft
        }
    );
}

#[test]
fn movement_of_flyers_refused() {
    let mut t = Table::new();
    let f = t.add(flyer("Птица", 5, [1, 1, 1]), Player::P1, "air");
    t.add(creature("Враг", 5, 1, [1, 1, 1]), Player::P2, "c6");
    let mut g = t.game();
    let e = refused(&mut g, mv(f, "c3"));
    assert_eq!(e.reason, Refusal::FlyersDoNotMove);
    assert_eq!(e.rule, Rule::Flyers);
}

#[test]
fn creature_that_struck_cannot_move() {
    let mut t = Table::new();
    let a = t.add(creature("Бегун", 20, 3, [1, 2, 3]), Player::P1, "c3");
    let d = t.add(creature("Враг", 20, 1, [1, 2, 3]), Player::P2, "c4");
    t.close(d);
    let mut g = t.game();
    choose(&mut g, mv(a, "b3"));
    assert_eq!(g.card(a).moves_left, 2);
    strike_with(&mut g, a, d, &[1]); // b3 is diagonal to c4
    assert_eq!(g.card(a).moves_left, 0, "acting ends the creature's movement");
    assert!(moves_of(&g, a).is_empty());
    let e = refused(&mut g, mv(a, "b2"));
    assert_eq!(e.rule, Rule::Turn);
    assert!(matches!(e.reason, Refusal::NotOpen | Refusal::NoMovementLeft), "{e:?}");
}

#[test]
fn creature_that_used_an_ability_without_closing_cannot_move() {
    let mut t = Table::new();
    let healer = t.add(
        with_ability(creature("Знахарь", 10, 2, [1, 1, 1]), heal_self(Some(1))),
        Player::P1,
        "c2",
    );
    t.add(creature("Враг", 5, 1, [1, 1, 1]), Player::P2, "c6");
    t.pos_card(healer).wounds = 2;
    let mut g = t.game();
    let ev = declare(&mut g, healer, Action::Ability { index: 0, target: None });
    assert!(ev.contains(&Event::Healed {
        card: healer,
        healed: 1
    }));
    assert!(g.card(healer).open, "the ability has no close icon");
    let e = refused(&mut g, mv(healer, "c3"));
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Turn,
            reason: Refusal::NoMovementLeft
        },
        "acting ends its movement"
    );
}

#[test]
fn closed_creature_cannot_act() {
    let mut t = Table::new();
    let a = t.add(
        with_ability(
            creature("Стрелок", 20, 1, [1, 2, 3]),
            attack(AttackKind::Shot, [1, 1, 1], Some(5), false),
        ),
        Player::P1,
        "c3",
    );
    let d = t.add(creature("Враг", 20, 1, [1, 2, 3]), Player::P2, "c4");
    t.add(creature("Враг 2", 20, 1, [1, 2, 3]), Player::P2, "c6");
    t.close(a);
    let mut g = t.game();
    let not_open = Illegal {
        rule: Rule::Turn,
        reason: Refusal::NotOpen,
    };
    assert_eq!(refused(&mut g, strike_choice(a, d)), not_open);
    assert_eq!(refused(&mut g, mv(a, "b3")), not_open);
    assert_eq!(
        refused(
            &mut g,
            Choice::Declare {
                source: a,
                action: Action::Ability {
                    index: 0,
                    target: Some(CardId(2))
                }
            }
        ),
        not_open
    );
    assert_eq!(g.choices(), vec![Choice::EndTurn], "nothing to declare");
}

#[test]
fn enemy_cards_cannot_be_used_by_the_active_player() {
    let (mut g, _, _, enemy) = field();
    let e = refused(&mut g, mv(enemy, "a5"));
    assert_eq!(e.reason, Refusal::NotYourCard);
}

#[test]
fn start_of_turn_opens_cards_and_restores_movement() {
    let mut t = Table::new();
    let a = t.add(creature("Бегун", 20, 2, [1, 2, 3]), Player::P1, "c3");
    let d = t.add(creature("Враг", 20, 1, [1, 2, 3]), Player::P2, "c4");
    t.close(d);
    let mut g = t.game();
    choose(&mut g, mv(a, "b3"));
    strike_with(&mut g, a, d, &[1]);
    assert!(!g.card(a).open);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::Opened { card: d }), "P2's card opens on P2's turn");
    assert!(!ev.contains(&Event::Opened { card: a }), "P1's card stays closed");
    assert!(ev.contains(&Event::MovementRestored { player: Player::P2 }));
    assert!(!g.card(a).open);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::Opened { card: a }), "{ev:?}");
    assert_eq!(Event::Opened { card: a }.rule(), Rule::R503_1);
    assert!(ev.contains(&Event::MovementRestored { player: Player::P1 }));
    assert_eq!(Event::MovementRestored { player: Player::P1 }.rule(), Rule::R503_1);
    assert!(g.card(a).open);
    assert_eq!(g.card(a).moves_left, 2);
    // Open events come after the turn starts.
    let started = ev
        .iter()
        .position(|e| matches!(e, Event::TurnStarted { .. }))
        .expect("the turn started");
    let opened = ev.iter().position(|e| *e == Event::Opened { card: a }).unwrap();
    assert!(started < opened);
    assert_eq!(moves_of(&g, a), vec!["a3", "b2", "b4", "c3"]);
}

#[test]
fn start_of_turn_regeneration_heals() {
    let mut t = Table::new();
    t.start_of_turn = true;
    let a = t.add(
        with_kw(
            creature("Тролль", 10, 1, [1, 2, 3]),
            &[berserk_engine::card::Keyword::Regeneration(2)],
        ),
        Player::P1,
        "c2",
    );
    t.add(creature("Враг", 20, 1, [1, 2, 3]), Player::P2, "c6");
    t.pos_card(a).wounds = 3;
    let g = t.game();
    assert_eq!(g.card(a).wounds, 1);
}

// ----- tokens -----

/// A card with a token ability: [фишка][закрытие]: special strike 3.
fn master() -> berserk_engine::card::CardDef {
    with_ability(creature("Мастер", 10, 1, [1, 1, 1]), special_strike_3(1, Vec::new()))
}

#[test]
fn closing_to_gain_a_token() {
    let mut t = Table::new();
    let m = t.add(master(), Player::P1, "c3");
    t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c6");
    let mut g = t.game();
    let gain = Choice::Declare {
        source: m,
        action: Action::GainToken,
    };
    assert!(g.choices().contains(&gain));
    let ev = choose(&mut g, gain);
    assert!(ev.contains(&Event::TokenGained { card: m }));
    assert_eq!(Event::TokenGained { card: m }.rule(), Rule::Turn);
    assert_eq!(g.card(m).tokens, 1);
    assert!(!g.card(m).open, "gaining a token closes the card");
    assert_eq!(refused(&mut g, gain).reason, Refusal::NotOpen);
}

#[test]
fn gaining_a_token_refused_without_a_token_ability() {
    let (mut g, r, _, _) = field();
    let gain = Choice::Declare {
        source: r,
        action: Action::GainToken,
    };
    assert!(!g.choices().contains(&gain));
    assert_eq!(
        refused(&mut g, gain),
        Illegal {
            rule: Rule::Turn,
            reason: Refusal::NoTokenAbility
        }
    );
}

#[test]
fn gaining_a_token_refused_at_the_maximum() {
    let mut t = Table::new();
    let m = t.add(master(), Player::P1, "c3");
    t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c6");
    t.pos_card(m).tokens = 3;
    let mut g = t.game();
    let gain = Choice::Declare {
        source: m,
        action: Action::GainToken,
    };
    assert_eq!(g.config().default_token_max, 3);
    assert_eq!(refused(&mut g, gain).reason, Refusal::TokensAtMaximum);
}

#[test]
fn token_ability_is_paid_with_tokens() {
    let mut t = Table::new();
    let m = t.add(master(), Player::P1, "c3");
    let d = t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c4");
    t.pos_card(m).tokens = 2;
    let mut g = t.game();
    let ev = declare(
        &mut g,
        m,
        Action::Ability {
            index: 0,
            target: Some(d),
        },
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::TokensPaid { card, paid: 1, .. } if *card == m)),
        "{ev:?}"
    );
    assert_eq!(g.card(m).tokens, 1);
    assert_eq!(g.card(m).reserved_tokens, 0);
    assert_eq!(g.card(d).wounds, 3, "a special strike: fixed value, no dice");
    assert!(!g.card(m).open);
}

#[test]
fn token_ability_refused_without_tokens() {
    let mut t = Table::new();
    let m = t.add(master(), Player::P1, "c3");
    let d = t.add(creature("Враг", 20, 1, [1, 1, 1]), Player::P2, "c4");
    let mut g = t.game();
    let e = refused(
        &mut g,
        Choice::Declare {
            source: m,
            action: Action::Ability {
                index: 0,
                target: Some(d),
            },
        },
    );
    assert_eq!(e.reason, Refusal::NotEnoughTokens);
}

// ----- the end of the turn, resignation, the turn limit -----

#[test]
fn end_turn_passes_to_the_opponent() {
    let (mut g, _, _, _) = field();
    assert_eq!(g.turn(), 1);
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(ev.contains(&Event::TurnEnded {
        player: Player::P1,
        turn: 1
    }));
    assert!(ev.contains(&Event::TurnStarted {
        player: Player::P2,
        turn: 2
    }));
    assert_eq!(g.active(), Player::P2);
    assert_eq!(g.turn(), 2);
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P2,
            kind: DecisionKind::Main
        }
    );
    choose(&mut g, Choice::EndTurn);
    assert_eq!(g.active(), Player::P1);
    assert_eq!(g.turn(), 3);
}

#[test]
fn resign_ends_the_game() {
    let (mut g, r, _, _) = field();
    let ev = g.resign(Player::P1).expect("resigning is allowed").to_vec();
    let result = GameResult {
        winner: Some(Player::P2),
        reason: EndReason::Resignation,
    };
    assert!(ev.contains(&Event::Resigned { player: Player::P1 }));
    assert!(ev.contains(&Event::GameOver { result }));
    assert_eq!(g.pending(), Pending::Over(result));
    assert_eq!(g.result(), Some(result));
    assert!(g.choices().is_empty());
    assert_eq!(refused(&mut g, mv(r, "c3")).reason, Refusal::GameOver);
    assert_eq!(
        g.resign(Player::P2).expect_err("already over").reason,
        Refusal::GameOver
    );
}

#[test]
fn resign_by_the_inactive_player() {
    let (mut g, _, _, _) = field();
    g.resign(Player::P2).expect("allowed at any time");
    assert_eq!(g.result().unwrap().winner, Some(Player::P1));
}

#[test]
fn turn_limit_ends_the_game_as_a_draw() {
    let mut t = Table::new();
    t.cfg = RulesConfig::for_simulation(3);
    t.add(creature("Бегун", 8, 2, [1, 2, 3]), Player::P1, "c2");
    t.add(creature("Враг", 8, 1, [1, 2, 3]), Player::P2, "a6");
    let mut g = t.game();
    assert_eq!(g.turn(), 1);
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::EndTurn);
    assert_eq!(g.turn(), 3);
    assert!(!g.is_over());
    let ev = choose(&mut g, Choice::EndTurn);
    let result = GameResult {
        winner: None,
        reason: EndReason::TurnLimit,
    };
    assert!(ev.contains(&Event::GameOver { result }), "{ev:?}");
    assert_eq!(Event::GameOver { result }.rule(), Rule::TurnLimit);
    assert_eq!(g.pending(), Pending::Over(result));
}

#[test]
fn no_turn_limit_by_default() {
    let (mut g, _, _, _) = field();
    assert_eq!(g.config().turn_limit, None);
    for _ in 0..400 {
        choose(&mut g, Choice::EndTurn);
    }
    assert!(!g.is_over());
}
