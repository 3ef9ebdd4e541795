//! Линнет's pairing at squad building (GAME §3): the partners offered are
//! exactly the ones accepted, both are paid like ordinary cards, and the
//! partner dies when she leaves play (503.1).

mod common;

use std::sync::Arc;

use berserk_engine::ability::{Ability, Modifier};
use berserk_engine::card::{CardDb, CardDef, DefId, Element, Kind};
use berserk_engine::{CardId, Choice, DecisionKind, Event, Game, Pending, Player, RulesConfig};
use common::*;

/// P1's deck: Линнет (id 0), elite creatures of cost 5..=9 and ordinary
/// fillers, all dealt; P2's deck: ordinary fillers.
fn game(seed: u64) -> Game {
    let mut db: Vec<CardDef> = Vec::new();
    let linnet = def("Линнет", Element::Neutral, 5, false, Kind::Creature, 8, 1, [1, 2, 3]);
    db.push(with_ability(
        linnet,
        Ability::constant(Modifier::PairOption { max_cost: 7 }),
    ));
    let mut d1: Vec<DefId> = vec![0];
    for cost in 5..=9 {
        db.push(def(
            &format!("Элита {cost}"),
            Element::Neutral,
            cost,
            true,
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
            &format!("Ополченец {i}"),
            Element::Neutral,
            1,
            false,
            Kind::Creature,
            5,
            1,
            [1, 2, 3],
        ));
        if i < 6 {
            d1.push((db.len() - 1) as DefId);
        }
        d2.push((db.len() - 1) as DefId);
    }
    let cfg = RulesConfig {
        deck_min: 1,
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

fn linnet(g: &Game) -> CardId {
    *g.player(Player::P1)
        .hand
        .iter()
        .find(|&&c| g.def(c).name_ru == "Линнет")
        .expect("dealt")
}

#[test]
fn partners_offered_are_the_ones_accepted() {
    for seed in 1..6 {
        let g = game(seed);
        let l = linnet(&g);
        let offered = g.choices();
        let hand = g.player(Player::P1).hand.clone();
        let mut partners = Vec::new();
        for option in 1..=20u8 {
            let c = Choice::BuyWith { card: l, option };
            let mut t = g.clone();
            let ok = t.apply(c).is_ok();
            assert_eq!(ok, offered.contains(&c), "seed {seed} option {option}");
            if ok {
                let p = hand[option as usize - 1];
                let d = g.def(p);
                assert!(d.elite && d.cost <= 7, "{}", d.name_ru);
                partners.push(p);
            }
        }
        assert_eq!(partners.len(), 3, "elite of cost 5, 6 and 7");
    }
}

#[test]
fn pair_is_paid_in_silver_and_the_link_outlives_the_setup() {
    let mut g = game(3);
    let l = linnet(&g);
    let hand = g.player(Player::P1).hand.clone();
    let i = hand.iter().position(|&c| g.def(c).name_ru == "Элита 7").unwrap();
    let partner = hand[i];
    let (gold, silver) = (g.player(Player::P1).gold, g.player(Player::P1).silver);
    let ev = choose(
        &mut g,
        Choice::BuyWith {
            card: l,
            option: i as u8 + 1,
        },
    );
    assert!(ev.contains(&Event::PairShown {
        player: Player::P1,
        card: l,
        partner
    }));
    assert_eq!(g.player(Player::P1).gold, gold);
    assert_eq!(g.player(Player::P1).silver, silver - 12);
    // Finish the setup: everyone placed on the first free cell.
    while !matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Main,
            ..
        }
    ) {
        let c = g.choices();
        let pick = c
            .iter()
            .copied()
            .find(|c| matches!(c, Choice::Place(_)))
            .or_else(|| {
                let p2_empty = g.player(Player::P2).bought.is_empty();
                c.iter()
                    .copied()
                    .find(|c| matches!(c, Choice::Buy(b) if p2_empty && g.card(*b).owner == Player::P2))
            })
            .or_else(|| c.iter().copied().find(|c| matches!(c, Choice::FinishBuying)))
            .unwrap_or_else(|| panic!("setup goes on: {:?} {c:?}", g.pending()));
        choose(&mut g, pick);
    }
    assert!(g.card(partner).zone.in_play());
    assert!(g.card(l).zone.in_play());
    assert_eq!(g.linked_to(partner), Some(l), "the link outlives the setup");
    assert_eq!(g.linked_to(l), None);
}
