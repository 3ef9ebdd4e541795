//! Destruction and the end of the game (GAME.md §2, §8, rule 503.1): a card
//! at 0 life goes to its owner's graveyard; a player without creatures loses;
//! both at once is a draw.

mod common;

use berserk_engine::card::AttackKind;
use berserk_engine::state::Zone;
use berserk_engine::{Action, Choice, EndReason, Event, GameResult, Pending, Player, Rule, RulesConfig};
use common::*;

#[test]
fn death_card_at_zero_life_goes_to_its_owners_graveyard() {
    let mut t = Table::new();
    let a = t.add(creature("Палач", 10, 1, [1, 2, 3]), Player::P1, "c3");
    let d = t.add(creature("Жертва", 5, 1, [1, 2, 3]), Player::P2, "c4");
    t.add(creature("Запасной", 5, 1, [1, 2, 3]), Player::P2, "a6");
    t.pos_card(d).wounds = 4;
    t.close(d);
    let mut g = t.game();
    assert_eq!(g.life(d), 1);
    let ev = strike_with(&mut g, a, d, &[1]);
    let destroyed = Event::Destroyed { card: d };
    assert!(ev.contains(&destroyed), "{ev:?}");
    assert_eq!(destroyed.rule(), Rule::R503_1);
    assert_eq!(g.card(d).zone, Zone::Graveyard);
    assert!(g.player(Player::P2).graveyard.contains(&d));
    assert!(!g.player(Player::P1).graveyard.contains(&d));
    assert_eq!(g.at(cell("c4")), None, "the cell is free");
    assert!(!g.in_play().contains(&d));
    assert!(g.card(d).face_up, "the graveyard is open");
    assert!(!g.is_over(), "P2 still has a creature");
    assert!(is_main(&g));
}

#[test]
fn death_overkill_destroys_too() {
    let mut t = Table::new();
    let a = t.add(creature("Палач", 10, 1, [5, 5, 5]), Player::P1, "c3");
    let d = t.add(creature("Жертва", 2, 1, [1, 2, 3]), Player::P2, "c4");
    t.add(creature("Запасной", 5, 1, [1, 2, 3]), Player::P2, "a6");
    t.close(d);
    let mut g = t.game();
    let ev = strike_with(&mut g, a, d, &[1]);
    assert!(ev.contains(&Event::Destroyed { card: d }));
    assert_eq!(g.card(d).zone, Zone::Graveyard);
}

#[test]
fn death_wounds_below_life_do_not_destroy() {
    let mut t = Table::new();
    let a = t.add(creature("Палач", 10, 1, [1, 2, 3]), Player::P1, "c3");
    let d = t.add(creature("Жертва", 5, 1, [1, 2, 3]), Player::P2, "c4");
    t.pos_card(d).wounds = 3;
    t.close(d);
    let mut g = t.game();
    let ev = strike_with(&mut g, a, d, &[1]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Destroyed { .. })));
    assert_eq!(g.life(d), 1);
    assert!(g.in_play().contains(&d));
}

#[test]
fn death_counter_strike_kills_the_attacker() {
    let mut t = Table::new();
    let a = t.add(creature("Смельчак", 3, 1, [1, 2, 3]), Player::P1, "c3");
    t.add(creature("Запасной", 5, 1, [1, 2, 3]), Player::P1, "a1");
    let d = t.add(creature("Великан", 20, 1, [3, 5, 7]), Player::P2, "c4");
    let mut g = t.game();
    let ev = strike_with(&mut g, a, d, &[1, 4]); // −3: weak counter 3
    assert!(ev.contains(&Event::Destroyed { card: a }));
    assert!(g.player(Player::P1).graveyard.contains(&a));
    assert_eq!(g.at(cell("c3")), None);
    assert!(!g.is_over());
    assert!(is_main(&g));
}

#[test]
fn death_of_the_last_creature_loses_the_game() {
    let mut t = Table::new();
    let a = t.add(creature("Палач", 10, 1, [1, 2, 3]), Player::P1, "c3");
    let d = t.add(creature("Последний", 1, 1, [1, 2, 3]), Player::P2, "c4");
    t.close(d);
    let mut g = t.game();
    let ev = strike_with(&mut g, a, d, &[2]);
    let result = GameResult {
        winner: Some(Player::P1),
        reason: EndReason::NoCreatures,
    };
    assert!(ev.contains(&Event::GameOver { result }), "{ev:?}");
    assert_eq!(Event::GameOver { result }.rule(), Rule::R503_1);
    assert_eq!(g.pending(), Pending::Over(result));
    assert_eq!(g.result(), Some(result));
    assert!(g.choices().is_empty());
    assert!(g.apply(Choice::EndTurn).is_err());
    assert!(g.apply_chance(3).is_err());
}

#[test]
fn death_of_the_last_flyer_loses_the_game() {
    let mut t = Table::new();
    let s = t.add(
        with_ability(
            creature("Стрелок", 10, 1, [1, 1, 1]),
            attack(AttackKind::Shot, [2, 2, 2], Some(2), false),
        ),
        Player::P1,
        "a1",
    );
    let bird = t.add(flyer("Птица", 2, [1, 1, 1]), Player::P2, "air");
    let mut g = t.game();
    let ev = declare(
        &mut g,
        s,
        Action::Ability {
            index: 0,
            target: Some(bird),
        },
    );
    assert!(ev.contains(&Event::Destroyed { card: bird }));
    assert_eq!(g.card(bird).zone, Zone::Graveyard);
    assert_eq!(g.result().map(|r| r.winner), Some(Some(Player::P1)));
}

#[test]
fn death_of_the_attackers_last_creature_by_counter_strike_loses() {
    let mut t = Table::new();
    let a = t.add(creature("Смельчак", 3, 1, [1, 2, 3]), Player::P1, "c3");
    let d = t.add(creature("Великан", 20, 1, [3, 5, 7]), Player::P2, "c4");
    let mut g = t.game();
    strike_with(&mut g, a, d, &[1, 6]);
    assert_eq!(
        g.result(),
        Some(GameResult {
            winner: Some(Player::P2),
            reason: EndReason::NoCreatures
        })
    );
}

/// Two last creatures: the attacker (life 3) and the target (life 2); a +2
/// exchange kept by the attacker deals medium 2 and takes the weak counter 3.
fn last_duel(cfg: RulesConfig) -> berserk_engine::Game {
    let mut t = Table::new();
    t.cfg = cfg;
    let a = t.add(creature("Смельчак", 3, 1, [1, 2, 4]), Player::P1, "c3");
    let d = t.add(creature("Соперник", 2, 1, [3, 5, 7]), Player::P2, "c4");
    let mut g = t.game();
    strike_with(&mut g, a, d, &[3, 1]);
    let ev = choose(&mut g, Choice::Exchange(false));
    assert!(ev.contains(&Event::Destroyed { card: a }), "{ev:?}");
    assert!(ev.contains(&Event::Destroyed { card: d }), "{ev:?}");
    g
}

#[test]
fn death_of_both_last_creatures_at_once_is_a_draw() {
    let g = last_duel(RulesConfig::default());
    let result = GameResult {
        winner: None,
        reason: EndReason::BothNoCreatures,
    };
    assert_eq!(g.result(), Some(result));
    assert_eq!(g.pending(), Pending::Over(result));
    assert!(g.player(Player::P1).graveyard.len() == 1 && g.player(Player::P2).graveyard.len() == 1);
}

#[test]
fn death_exchange_alternative_saves_the_attacker() {
    let mut t = Table::new();
    let a = t.add(creature("Смельчак", 3, 1, [1, 2, 4]), Player::P1, "c3");
    let d = t.add(creature("Соперник", 2, 1, [3, 5, 7]), Player::P2, "c4");
    let mut g = t.game();
    strike_with(&mut g, a, d, &[3, 1]);
    choose(&mut g, Choice::Exchange(true)); // weak 1, no counter
    assert!(!g.is_over());
    assert_eq!(g.life(d), 1);
    assert_eq!(g.life(a), 3);
}
