//! A look at the opponent's deal before squad building (GAME §3,
//! Лазутчица): what is offered, what it costs, and who sees what.

mod common;

use std::sync::Arc;

use berserk_engine::ability::{Ability, Modifier};
use berserk_engine::card::{CardDb, CardDef, DefId, Element, Kind};
use berserk_engine::{CardId, Choice, DecisionKind, Event, Game, Illegal, Pending, Player, Refusal, Rule, RulesConfig};
use common::*;

/// P1 deals its whole deck: the spy (id 0) and 29 ordinary fillers; P2's
/// deck is 30 elite cards, 15 of them dealt.
fn game(seed: u64) -> Game {
    let mut db: Vec<CardDef> = Vec::new();
    let spy = def("Шпионка", Element::Neutral, 6, false, Kind::Creature, 10, 2, [2, 3, 4]);
    db.push(with_ability(
        spy,
        Ability::constant(Modifier::PeekOption { cards: 2, discount: 1 }),
    ));
    let mut d1: Vec<DefId> = vec![0];
    for i in 0..29 {
        db.push(def(
            &format!("Ополченец {i}"),
            Element::Neutral,
            1,
            false,
            Kind::Creature,
            5,
            1,
            [1, 2, 3],
        ));
        d1.push((db.len() - 1) as DefId);
    }
    let mut d2: Vec<DefId> = Vec::new();
    for i in 0..30 {
        db.push(def(
            &format!("Гвардеец {i}"),
            Element::Neutral,
            1,
            true,
            Kind::Creature,
            5,
            1,
            [1, 2, 3],
        ));
        d2.push((db.len() - 1) as DefId);
    }
    let cfg = RulesConfig {
        hand_size: 30,
        ..RulesConfig::default()
    };
    let mut g = Game::new(Arc::new(CardDb::new(db)), Arc::new(cfg), [&d1, &d2], seed).expect("valid decks");
    die(&mut g, 6);
    die(&mut g, 1);
    choose(&mut g, Choice::GoFirst(true));
    choose(&mut g, Choice::Redeal(false));
    choose(&mut g, Choice::Redeal(false));
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Buy
        }
    );
    g
}

/// The spy in P1's hand (card ids need not follow the deck list).
fn spy(g: &Game) -> CardId {
    let hand = &g.player(Player::P1).hand;
    *hand
        .iter()
        .find(|&&c| g.def(c).name_ru == "Шпионка")
        .expect("the spy is dealt")
}

fn peek(g: &Game) -> Choice {
    Choice::BuyWith {
        card: spy(g),
        option: 1,
    }
}

#[test]
fn deal_peek_seen_cards_are_private_and_lower_the_price() {
    let mut g = game(7);
    let (spy, peek) = (spy(&g), peek(&g));
    assert!(g.choices().contains(&peek));
    let p1 = g.player(Player::P1).silver;
    let ev = choose(&mut g, peek);
    let seen: Vec<CardId> = ev
        .iter()
        .filter_map(|e| match *e {
            Event::DealSeen { player, card } => {
                assert_eq!(player, Player::P1);
                Some(card)
            }
            _ => None,
        })
        .collect();
    assert_eq!(seen.len(), 2);
    assert_ne!(seen[0], seen[1], "two different cards");
    for &c in &seen {
        assert!(g.player(Player::P2).hand.contains(&c), "a card of the opponent's deal");
    }
    // Both seen cards are elite: 6 − 2 = 4, paid in silver.
    assert_eq!(g.player(Player::P1).silver, p1 - 4);
    assert!(g.player(Player::P1).bought.contains(&spy));
    for e in &ev {
        match e {
            Event::DealSeen { .. } => {
                assert_eq!(g.event_for(Player::P2, e), None, "hidden from the opponent");
                assert_eq!(g.event_for(Player::P1, e), Some(*e));
            }
            Event::DealPeek { player, card, count } => {
                assert_eq!((*player, *card, *count), (Player::P1, spy, 2));
                assert_eq!(g.event_for(Player::P2, e), Some(*e), "the spy is shown to the opponent");
            }
            _ => {}
        }
    }
    // The same seed sees the same cards.
    let mut h = game(7);
    let again: Vec<Event> = choose(&mut h, peek)
        .into_iter()
        .filter(|e| matches!(e, Event::DealSeen { .. }))
        .collect();
    assert_eq!(
        again,
        seen.iter()
            .map(|&card| Event::DealSeen {
                player: Player::P1,
                card
            })
            .collect::<Vec<_>>()
    );
}

#[test]
fn deal_peek_offered_exactly_before_the_first_purchase() {
    let mut g = game(3);
    let (spy, peek) = (spy(&g), peek(&g));
    let other = *g.player(Player::P1).hand.iter().find(|&&c| c != spy).expect("a filler");
    assert_eq!(g.check_buy_with(Player::P1, spy, 1).map(|p| p.silver), Ok(6));
    assert_eq!(
        g.check_buy_with(Player::P1, spy, 2),
        Err(Illegal {
            rule: Rule::Squad,
            reason: Refusal::NoSuchBuyOption
        })
    );
    choose(&mut g, Choice::Buy(other));
    assert!(!g.choices().contains(&peek));
    assert!(g.choices().contains(&Choice::Buy(spy)));
    assert_eq!(
        g.check_buy_with(Player::P1, spy, 1),
        Err(Illegal {
            rule: Rule::Squad,
            reason: Refusal::SquadStarted
        })
    );
}
