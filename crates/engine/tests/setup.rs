//! Setup (GAME.md §3): deck checks, the first-player roll, the deal and the
//! re-deal, buying the squad, placement and the reveal, driven with choices.

mod common;

use std::sync::Arc;

use berserk_engine::card::{CardDb, CardDef, DefId, Element, Kind};
use berserk_engine::config::Crystals;
use berserk_engine::state::Zone;
use berserk_engine::{
    CardId, ChanceKind, Choice, DecisionKind, Event, Game, Illegal, Pending, Player, Refusal, Rule, RulesConfig,
};
use common::*;

fn card(name: &str, element: Element, cost: u8, elite: bool, kind: Kind) -> CardDef {
    let movement = if kind == Kind::Flyer { 0 } else { 1 };
    def(name, element, cost, elite, kind, 5, movement, [1, 2, 3])
}

/// Neutral, ordinary ground cards costing 1, one copy of each name.
fn fillers(db: &mut Vec<CardDef>, n: usize, tag: &str) -> Vec<DefId> {
    (0..n)
        .map(|i| {
            db.push(card(&format!("{tag} {i}"), Element::Neutral, 1, false, Kind::Creature));
            (db.len() - 1) as DefId
        })
        .collect()
}

/// P1's deck: `special` first (ids 0, 1, …), then fillers up to 30 cards;
/// P2's deck: 30 fillers. With `whole_hand` the whole deck is dealt, so every
/// special card is in P1's hand.
struct Deal {
    db: Arc<CardDb>,
    decks: [Vec<DefId>; 2],
}

fn deal(special: Vec<CardDef>) -> Deal {
    let mut db = Vec::new();
    let mut d1: Vec<DefId> = Vec::new();
    for c in special {
        db.push(c);
        d1.push((db.len() - 1) as DefId);
    }
    let n = 30 - d1.len();
    d1.extend(fillers(&mut db, n, "Ополченец"));
    let d2 = fillers(&mut db, 30, "Кочевник");
    Deal {
        db: Arc::new(CardDb::new(db)),
        decks: [d1, d2],
    }
}

fn whole_hand() -> RulesConfig {
    RulesConfig {
        hand_size: 30,
        ..RulesConfig::default()
    }
}

fn start(d: &Deal, cfg: RulesConfig, seed: u64) -> Game {
    Game::new(d.db.clone(), Arc::new(cfg), [&d.decks[0], &d.decks[1]], seed).expect("valid decks")
}

/// The first-player roll (P1 wins with 6 against 1), P1 goes first, nobody re-deals.
fn to_buying(g: &mut Game) {
    die(g, 6);
    die(g, 1);
    choose(g, Choice::GoFirst(true));
    choose(g, Choice::Redeal(false));
    choose(g, Choice::Redeal(false));
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Buy
        }
    );
}

fn bought(ev: &[Event]) -> (u8, u8, u8) {
    ev.iter()
        .find_map(|e| match e {
            Event::Bought {
                gold, silver, penalty, ..
            } => Some((*gold, *silver, *penalty)),
            _ => None,
        })
        .expect("a Bought event")
}

// ----- deck checks -----

fn deck_error(d1: Vec<DefId>, d2: Vec<DefId>, db: Vec<CardDef>) -> (Player, Illegal) {
    Game::new(
        Arc::new(CardDb::new(db)),
        Arc::new(RulesConfig::default()),
        [&d1, &d2],
        1,
    )
    .expect_err("the deck must be refused")
}

fn names(n: usize) -> (Vec<CardDef>, Vec<DefId>) {
    let mut db = Vec::new();
    let ids = fillers(&mut db, n, "Карта");
    (db, ids)
}

#[test]
fn setup_refuses_deck_below_30() {
    let (db, ids) = names(40);
    let e = deck_error(ids[..29].to_vec(), ids[..30].to_vec(), db);
    assert_eq!(
        e,
        (
            Player::P1,
            Illegal {
                rule: Rule::Setup,
                reason: Refusal::DeckTooSmall { size: 29, min: 30 }
            }
        )
    );
}

#[test]
fn setup_refuses_deck_above_50() {
    let (db, ids) = names(60);
    let e = deck_error(ids[..30].to_vec(), ids[..51].to_vec(), db);
    assert_eq!(
        e,
        (
            Player::P2,
            Illegal {
                rule: Rule::Setup,
                reason: Refusal::DeckTooBig { size: 51, max: 50 }
            }
        )
    );
}

#[test]
fn setup_refuses_more_than_3_copies() {
    let (db, ids) = names(40);
    let mut d = ids[..26].to_vec();
    d.extend([ids[30]; 4]);
    let e = deck_error(d, ids[..30].to_vec(), db);
    assert_eq!(
        e,
        (
            Player::P1,
            Illegal {
                rule: Rule::Setup,
                reason: Refusal::TooManyCopies {
                    def: ids[30],
                    copies: 4,
                    max: 3
                }
            }
        )
    );
}

#[test]
fn setup_counts_copies_by_name() {
    // Two definitions with the same name (e.g. reprints): 2 + 2 copies are 4 of one name.
    let (mut db, ids) = names(40);
    db[31].name_ru = db[30].name_ru.clone();
    let mut d = ids[..26].to_vec();
    d.extend([ids[30], ids[30], ids[31], ids[31]]);
    let (p, e) = deck_error(d, ids[..30].to_vec(), db);
    assert_eq!(p, Player::P1);
    assert_eq!(e.rule, Rule::Setup);
    assert!(matches!(e.reason, Refusal::TooManyCopies { copies: 4, .. }), "{e:?}");
}

#[test]
fn setup_accepts_decks_of_30_and_50_with_3_copies() {
    let (db, ids) = names(20);
    let mut d30: Vec<DefId> = ids[..10].iter().flat_map(|&i| [i, i, i]).collect();
    assert_eq!(d30.len(), 30);
    let mut d50: Vec<DefId> = ids[..16].iter().flat_map(|&i| [i, i, i]).collect();
    d50.extend([ids[16], ids[17]]);
    assert_eq!(d50.len(), 50);
    let g = Game::new(
        Arc::new(CardDb::new(db)),
        Arc::new(RulesConfig::default()),
        [&d30, &d50],
        1,
    )
    .expect("legal decks");
    assert_eq!(g.card_count(), 80);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::FirstPlayerRoll(Player::P1)));
    d30.pop();
    assert!(Game::new(
        Arc::new(g.db().clone()),
        Arc::new(RulesConfig::default()),
        [&d30, &d50],
        1
    )
    .is_err());
}

// ----- the first-player roll -----

#[test]
fn setup_first_roll_ties_are_rerolled_and_the_winner_chooses() {
    let d = deal(vec![]);
    let mut g = start(&d, RulesConfig::default(), 3);
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::FirstPlayerRoll(Player::P1)));
    let refusal = g.apply(Choice::GoFirst(true)).expect_err("a die is awaited");
    assert_eq!(refusal.reason, Refusal::ChanceExpected);
    let ev = die(&mut g, 4);
    assert!(ev.contains(&Event::FirstRoll {
        player: Player::P1,
        value: 4
    }));
    assert_eq!(g.pending(), Pending::Chance(ChanceKind::FirstPlayerRoll(Player::P2)));
    let ev = die(&mut g, 4);
    assert!(ev.contains(&Event::FirstRollTie), "{ev:?}");
    assert_eq!(Event::FirstRollTie.rule(), Rule::Setup);
    assert_eq!(
        g.pending(),
        Pending::Chance(ChanceKind::FirstPlayerRoll(Player::P1)),
        "a tie is rerolled"
    );
    die(&mut g, 2);
    die(&mut g, 5);
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P2,
            kind: DecisionKind::ChooseFirst
        },
        "the higher roll chooses"
    );
    assert_eq!(g.choices(), vec![Choice::GoFirst(true), Choice::GoFirst(false)]);
    let ev = choose(&mut g, Choice::GoFirst(false));
    assert!(ev.contains(&Event::FirstPlayerChosen {
        chooser: Player::P2,
        first: Player::P1
    }));
    assert_eq!(g.first_player(), Player::P1);
    assert_eq!(g.active(), Player::P1);
}

#[test]
fn setup_first_player_gets_24_22_and_second_25_23() {
    let d = deal(vec![]);
    let mut g = start(&d, RulesConfig::default(), 3);
    die(&mut g, 6);
    die(&mut g, 2);
    choose(&mut g, Choice::GoFirst(false)); // P1 won and lets P2 go first
    assert_eq!(g.first_player(), Player::P2);
    assert_eq!((g.player(Player::P2).gold, g.player(Player::P2).silver), (24, 22));
    assert_eq!((g.player(Player::P1).gold, g.player(Player::P1).silver), (25, 23));
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P2,
            kind: DecisionKind::Redeal
        },
        "the first player decides on the re-deal first"
    );
}

// ----- the deal and the re-deal -----

#[test]
fn setup_deals_15_cards() {
    let d = deal(vec![]);
    let mut g = start(&d, RulesConfig::default(), 9);
    die(&mut g, 6);
    let ev = die(&mut g, 1);
    assert!(
        !ev.iter().any(|e| matches!(e, Event::Dealt { .. })),
        "no deal before the choice"
    );
    let ev = choose(&mut g, Choice::GoFirst(true));
    for p in Player::BOTH {
        assert!(ev.contains(&Event::Dealt { player: p, count: 15 }));
        assert!(ev.contains(&Event::DeckShuffled { player: p }));
        assert_eq!(g.player(p).hand.len(), 15);
        assert_eq!(g.player(p).deck.len(), 15);
        for &c in &g.player(p).hand {
            assert_eq!(g.card(c).zone, Zone::Hand);
            assert_eq!(g.card(c).owner, p);
        }
    }
}

#[test]
fn setup_redeal_costs_1_gold_and_deals_15_new_cards() {
    let d = deal(vec![]);
    let mut g = start(&d, RulesConfig::default(), 9);
    die(&mut g, 6);
    die(&mut g, 1);
    choose(&mut g, Choice::GoFirst(true));
    assert!(g.choices().contains(&Choice::Redeal(true)));
    let ev = choose(&mut g, Choice::Redeal(true));
    assert!(ev.contains(&Event::Redealt {
        player: Player::P1,
        gold_paid: 1
    }));
    assert!(ev.contains(&Event::Dealt {
        player: Player::P1,
        count: 15
    }));
    assert_eq!(g.player(Player::P1).gold, 23);
    assert_eq!(g.player(Player::P1).silver, 22);
    assert_eq!(g.player(Player::P1).hand.len(), 15);
    assert_eq!(g.player(Player::P1).deck.len(), 15);
    // One re-deal by default: the second player decides next.
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P2,
            kind: DecisionKind::Redeal
        }
    );
}

#[test]
fn setup_redeal_refused_when_none_left() {
    let d = deal(vec![]);
    let cfg = RulesConfig {
        max_redeals: 0,
        ..RulesConfig::default()
    };
    let mut g = start(&d, cfg, 9);
    die(&mut g, 6);
    die(&mut g, 1);
    choose(&mut g, Choice::GoFirst(true));
    assert_eq!(g.choices(), vec![Choice::Redeal(false)]);
    let e = refused(&mut g, Choice::Redeal(true));
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Setup,
            reason: Refusal::NoRedealLeft
        }
    );
}

#[test]
fn setup_redeal_allowed_twice_then_refused() {
    let d = deal(vec![]);
    let cfg = RulesConfig {
        max_redeals: 2,
        ..RulesConfig::default()
    };
    let mut g = start(&d, cfg, 9);
    die(&mut g, 6);
    die(&mut g, 1);
    choose(&mut g, Choice::GoFirst(true));
    choose(&mut g, Choice::Redeal(true));
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Redeal
        },
        "a second re-deal is still allowed"
    );
    choose(&mut g, Choice::Redeal(true));
    assert_eq!(g.player(Player::P1).gold, 22);
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P2,
            kind: DecisionKind::Redeal
        }
    );
}

#[test]
fn setup_redeal_refused_without_gold() {
    let d = deal(vec![]);
    let cfg = RulesConfig {
        first_crystals: Crystals { gold: 0, silver: 30 },
        ..RulesConfig::default()
    };
    let mut g = start(&d, cfg, 9);
    die(&mut g, 6);
    die(&mut g, 1);
    choose(&mut g, Choice::GoFirst(true));
    let e = refused(&mut g, Choice::Redeal(true));
    assert_eq!(e.rule, Rule::Setup);
    assert_eq!(e.reason, Refusal::NotEnoughGold);
}

// ----- buying -----

#[test]
fn setup_buy_elite_only_with_gold() {
    let d = deal(vec![
        card("Витязь", Element::Neutral, 5, true, Kind::Creature),
        card("Сотник", Element::Neutral, 3, true, Kind::Creature),
        card("Мечник", Element::Neutral, 5, false, Kind::Creature),
    ]);
    let cfg = RulesConfig {
        first_crystals: Crystals { gold: 3, silver: 20 },
        ..whole_hand()
    };
    let mut g = start(&d, cfg, 5);
    to_buying(&mut g);
    let (elite5, elite3, ordinary5) = (id(&g, 0), id(&g, 1), id(&g, 2));
    let e = refused(&mut g, Choice::Buy(elite5));
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Squad,
            reason: Refusal::EliteNeedsGold
        },
        "silver can't pay for an elite card"
    );
    assert!(!g.choices().contains(&Choice::Buy(elite5)));
    // An ordinary card of the same cost is paid with silver.
    let ev = choose(&mut g, Choice::Buy(ordinary5));
    assert_eq!(bought(&ev), (0, 5, 0));
    // An elite card within the gold is fine, paid in gold only.
    let ev = choose(&mut g, Choice::Buy(elite3));
    assert_eq!(bought(&ev), (3, 0, 0));
    assert_eq!(g.player(Player::P1).gold, 0);
    assert_eq!(g.player(Player::P1).silver, 15);
}

#[test]
fn setup_buy_ordinary_pays_silver_first_then_gold() {
    let d = deal(vec![card("Мечник", Element::Neutral, 5, false, Kind::Creature)]);
    let cfg = RulesConfig {
        first_crystals: Crystals { gold: 10, silver: 2 },
        ..whole_hand()
    };
    let mut g = start(&d, cfg, 5);
    to_buying(&mut g);
    let ev = buy(&mut g, 0);
    assert_eq!(bought(&ev), (3, 2, 0));
}

#[test]
fn setup_buy_second_element_costs_1_gold_and_neutral_is_free() {
    let d = deal(vec![
        card("Степняк", Element::Steppe, 2, false, Kind::Creature),
        card("Горец", Element::Mountains, 2, false, Kind::Creature),
        card("Горец 2", Element::Mountains, 2, false, Kind::Creature),
        card("Странник", Element::Neutral, 2, false, Kind::Creature),
        card("Болотник", Element::Swamp, 2, false, Kind::Creature),
    ]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    let ev = buy(&mut g, 0);
    assert_eq!(bought(&ev), (0, 2, 0), "the first element is free");
    let ev = buy(&mut g, 1);
    assert_eq!(bought(&ev), (1, 2, 1), "a second element costs 1 gold");
    let ev = buy(&mut g, 2);
    assert_eq!(bought(&ev), (0, 2, 0), "an element already paid for is free");
    let ev = buy(&mut g, 3);
    assert_eq!(bought(&ev), (0, 2, 0), "neutral cards don't count");
    let ev = buy(&mut g, 4);
    assert_eq!(bought(&ev), (1, 2, 1), "a third element costs 1 gold more");
    assert_eq!(g.player(Player::P1).gold, 22);
    assert_eq!(g.player(Player::P1).silver, 12);
}

#[test]
fn setup_buy_neutral_first_does_not_fix_the_element() {
    let d = deal(vec![
        card("Странник", Element::Neutral, 2, false, Kind::Creature),
        card("Степняк", Element::Steppe, 2, false, Kind::Creature),
    ]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    buy(&mut g, 0);
    let ev = buy(&mut g, 1);
    assert_eq!(bought(&ev).2, 0, "the first element after a neutral card is free");
}

#[test]
fn setup_buy_flyers_capped_at_15_crystals() {
    let d = deal(vec![
        card("Орёл", Element::Neutral, 5, false, Kind::Flyer),
        card("Сокол", Element::Neutral, 5, false, Kind::Flyer),
        card("Ястреб", Element::Neutral, 4, false, Kind::Flyer),
        card("Грач", Element::Neutral, 1, false, Kind::Flyer),
        card("Ворон", Element::Neutral, 2, false, Kind::Flyer),
    ]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    buy(&mut g, 0);
    buy(&mut g, 1);
    buy(&mut g, 2); // 14
    let e = refused_buy(&mut g, 4); // 16
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Squad,
            reason: Refusal::FlyerCostCap
        }
    );
    assert!(!g.choices().contains(&Choice::Buy(id(&g, 4))));
    buy(&mut g, 3); // exactly 15
    assert_eq!(g.player(Player::P1).flyer_cost, 15);
}

#[test]
fn setup_buy_unique_card_only_once() {
    let mut king = card("Король", Element::Steppe, 2, false, Kind::Creature);
    king.unique = true;
    let d = deal(vec![king.clone(), king]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    buy(&mut g, 0);
    let e = refused_buy(&mut g, 1);
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Squad,
            reason: Refusal::UniqueTwice
        }
    );
    assert!(!g.choices().contains(&Choice::Buy(id(&g, 1))));
}

#[test]
fn setup_buy_refuses_a_card_twice_and_cards_not_in_hand() {
    let d = deal(vec![card("Мечник", Element::Neutral, 2, false, Kind::Creature)]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    buy(&mut g, 0);
    assert_eq!(refused_buy(&mut g, 0).reason, Refusal::AlreadyBought);
    // P2's card is not in P1's hand.
    assert_eq!(refused_buy(&mut g, 40).reason, Refusal::NotInHand);
}

#[test]
fn setup_unbought_cards_return_to_the_deck() {
    let d = deal(vec![]);
    let mut g = start(&d, RulesConfig::default(), 5);
    to_buying(&mut g);
    let hand = g.player(Player::P1).hand.clone();
    assert_eq!(hand.len(), 15);
    choose(&mut g, Choice::Buy(hand[0]));
    choose(&mut g, Choice::Buy(hand[1]));
    let ev = choose(&mut g, Choice::FinishBuying);
    assert!(ev.contains(&Event::BuyingFinished {
        player: Player::P1,
        returned: 13
    }));
    assert!(ev.contains(&Event::DeckShuffled { player: Player::P1 }));
    assert_eq!(g.player(Player::P1).deck.len(), 28);
    assert_eq!(g.player(Player::P1).hand, vec![hand[0], hand[1]]);
    for &c in &hand[2..] {
        assert_eq!(g.card(c).zone, Zone::Deck, "unbought cards return to the deck");
        assert!(!g.card(c).face_up);
        assert!(g.player(Player::P1).deck.contains(&c));
    }
    for &c in &hand[..2] {
        assert_eq!(g.card(c).zone, Zone::Hand, "bought ground cards wait for placement");
    }
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P2,
            kind: DecisionKind::Buy
        }
    );
}

#[test]
fn setup_bought_flyer_goes_to_the_additional_zone() {
    let d = deal(vec![card("Орёл", Element::Neutral, 3, false, Kind::Flyer)]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    buy(&mut g, 0);
    buy(&mut g, 1);
    let ev = choose(&mut g, Choice::FinishBuying);
    assert!(ev.contains(&Event::Placed {
        player: Player::P1,
        card: id(&g, 0),
        cell: None
    }));
    assert_eq!(g.card(id(&g, 0)).zone, Zone::Additional);
    assert!(g.in_play().contains(&id(&g, 0)));
    assert_eq!(g.card(id(&g, 1)).zone, Zone::Hand);
    assert_eq!(g.player(Player::P1).deck.len(), 28);
}

// ----- placement and the reveal -----

/// Both players finish buying: P1 buys its cards `p1`, P2 buys `p2` (ids).
fn to_placement(g: &mut Game, p1: &[CardId], p2: &[CardId]) {
    for &c in p1 {
        choose(g, Choice::Buy(c));
    }
    choose(g, Choice::FinishBuying);
    for &c in p2 {
        choose(g, Choice::Buy(c));
    }
    choose(g, Choice::FinishBuying);
}

#[test]
fn setup_placement_only_on_own_half_and_empty_cells() {
    let d = deal(vec![]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    let (p1, p2) = (vec![id(&g, 0), id(&g, 1)], vec![id(&g, 30)]);
    to_placement(&mut g, &p1, &p2);
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Place(id(&g, 0))
        }
    );
    let opts = g.choices();
    assert_eq!(opts.len(), 15, "the 15 cells of the own half");
    for o in &opts {
        let Choice::Place(c) = o else { panic!("{o:?}") };
        assert!(c.row() < 3, "P1 goes first: rows 1–3 are its half");
    }
    let e = refused(&mut g, Choice::Place(cell("c4")));
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Placement,
            reason: Refusal::NotOwnHalf
        }
    );
    let ev = choose(&mut g, Choice::Place(cell("c3")));
    assert!(ev.contains(&Event::Placed {
        player: Player::P1,
        card: id(&g, 0),
        cell: Some(cell("c3"))
    }));
    assert_eq!(g.at(cell("c3")), Some(id(&g, 0)));
    assert!(!g.card(id(&g, 0)).face_up, "placed face down");
    let e = refused(&mut g, Choice::Place(cell("c3")));
    assert_eq!(
        e,
        Illegal {
            rule: Rule::Placement,
            reason: Refusal::CellOccupied
        }
    );
    assert_eq!(g.choices().len(), 14);
    choose(&mut g, Choice::Place(cell("b2")));
    // P2 places on rows 4–6.
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P2,
            kind: DecisionKind::Place(id(&g, 30))
        }
    );
    let e = refused(&mut g, Choice::Place(cell("a1")));
    assert_eq!(e.reason, Refusal::NotOwnHalf);
    assert!(g
        .choices()
        .iter()
        .all(|o| matches!(o, Choice::Place(c) if c.row() >= 3)));
}

#[test]
fn setup_reveal_and_hidden_second_back_row() {
    let d = deal(vec![card("Орёл", Element::Neutral, 3, false, Kind::Flyer)]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    let (flyer, a, b) = (id(&g, 0), id(&g, 1), id(&g, 2));
    let (x, y, z) = (id(&g, 30), id(&g, 31), id(&g, 32));
    let (p1, p2) = (vec![flyer, a, b], vec![x, y, z]);
    to_placement(&mut g, &p1, &p2);
    choose(&mut g, Choice::Place(cell("c3")));
    choose(&mut g, Choice::Place(cell("a1")));
    choose(&mut g, Choice::Place(cell("c4"))); // P2's front row
    choose(&mut g, Choice::Place(cell("d5")));
    let ev = choose(&mut g, Choice::Place(cell("e6"))); // P2's 3rd row
    for c in [flyer, a, b, x, y] {
        assert!(ev.contains(&Event::Revealed { card: c }), "{c} revealed: {ev:?}");
        assert!(g.card(c).face_up);
    }
    assert_eq!(Event::Revealed { card: a }.rule(), Rule::R503_1);
    assert!(
        !ev.contains(&Event::Revealed { card: z }),
        "the second player's 3rd row stays face down"
    );
    assert!(!g.card(z).face_up);
    assert!(ev.contains(&Event::TurnStarted {
        player: Player::P1,
        turn: 1
    }));
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Main
        }
    );
    assert!(g.player(Player::P1).hand.is_empty());
    let ev = choose(&mut g, Choice::EndTurn);
    assert!(
        ev.contains(&Event::Revealed { card: z }),
        "revealed when the first player's first turn ends: {ev:?}"
    );
    assert!(g.card(z).face_up);
    assert_eq!(g.active(), Player::P2);
}

#[test]
fn setup_reveal_everything_when_back_row_setting_is_off() {
    let d = deal(vec![]);
    let cfg = RulesConfig {
        hide_second_back_row: false,
        ..whole_hand()
    };
    let mut g = start(&d, cfg, 5);
    to_buying(&mut g);
    let (p1, p2) = (vec![id(&g, 0)], vec![id(&g, 30)]);
    to_placement(&mut g, &p1, &p2);
    choose(&mut g, Choice::Place(cell("c2")));
    let ev = choose(&mut g, Choice::Place(cell("c6")));
    assert!(ev.contains(&Event::Revealed { card: id(&g, 30) }));
    assert!(g.card(id(&g, 30)).face_up);
}

#[test]
fn setup_player_without_creatures_loses_at_the_reveal() {
    let d = deal(vec![]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    let (p1, p2) = (vec![id(&g, 0)], vec![]);
    to_placement(&mut g, &p1, &p2);
    let ev = choose(&mut g, Choice::Place(cell("c2")));
    assert!(g.is_over(), "{ev:?}");
    assert_eq!(g.result().unwrap().winner, Some(Player::P1));
}

/// GAME.md §3: bought ground cards go on the owner's half, which has 15
/// cells. With a larger hand (a setting) a player must not be able to buy
/// more ground cards than it can place: no decision may be left without options.
#[test]
fn setup_never_asks_to_place_without_a_free_cell() {
    let d = deal(vec![]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    // Both players buy every card they are allowed to (30 neutral cards costing 1).
    while let Pending::Decision {
        kind: DecisionKind::Buy,
        ..
    } = g.pending()
    {
        let c = g.choices()[0];
        choose(&mut g, c);
    }
    let mut placed = 0;
    while let Pending::Decision {
        kind: DecisionKind::Place(card),
        player,
    } = g.pending()
    {
        let opts = g.choices();
        assert!(
            !opts.is_empty(),
            "{player} must place {card} but no cell is free ({placed} placed, {} bought)",
            g.player(player).bought.len()
        );
        choose(&mut g, opts[0]);
        placed += 1;
    }
    assert!(is_main(&g), "the game starts: {:?}", g.pending());
}

/// The card of definition `def` (every card of these decks has its own
/// definition, numbered in deck-list order). Ids do not follow the deck list.
fn id(g: &Game, def: DefId) -> CardId {
    g.card_ids()
        .find(|&c| g.card(c).def == def)
        .expect("a card of that definition")
}

fn buy(g: &mut Game, def: DefId) -> Vec<Event> {
    let c = id(g, def);
    choose(g, Choice::Buy(c))
}

fn refused_buy(g: &mut Game, def: DefId) -> Illegal {
    let c = id(g, def);
    refused(g, Choice::Buy(c))
}

// ----- artifacts and terrains at setup (KINDS §3, §7, §8) -----

fn terrain(name: &str) -> CardDef {
    def(name, Element::Neutral, 2, false, Kind::Terrain, 0, 0, [0, 0, 0])
}

fn artifact(name: &str) -> CardDef {
    def(name, Element::Neutral, 2, false, Kind::Artifact, 6, 0, [0, 0, 0])
}

/// KINDS §8: a squad holds one terrain (`terrain_limit`, [X] 1).
#[test]
fn setup_kinds_one_terrain_per_squad() {
    let d = deal(vec![terrain("Пустошь"), terrain("Болотина")]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    buy(&mut g, 0);
    assert_eq!(
        refused_buy(&mut g, 1),
        Illegal {
            rule: Rule::Terrains,
            reason: Refusal::TerrainLimit
        }
    );
    assert!(!g.choices().contains(&Choice::Buy(id(&g, 1))), "not offered either");
    // The other reading: a limit of 2.
    let cfg = RulesConfig {
        terrain_limit: 2,
        ..whole_hand()
    };
    let mut g = start(&d, cfg, 5);
    to_buying(&mut g);
    buy(&mut g, 0);
    buy(&mut g, 1);
}

/// KINDS §3 steps 2–4 (`terrain_on_cell`, [?] on): a terrain is placed face
/// down on a cell like a ground card; at the reveal it moves to the
/// additional zone (503.1) and its cell is left empty. An artifact stays on
/// its cell.
#[test]
fn setup_kinds_terrain_placed_on_a_cell_moves_to_the_additional_zone_at_the_reveal() {
    let d = deal(vec![terrain("Пустошь"), artifact("Идол")]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    let (t, a, c, x) = (id(&g, 0), id(&g, 1), id(&g, 2), id(&g, 30));
    to_placement(&mut g, &[t, a, c], &[x]);
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Place(t)
        },
        "the terrain waits for a cell like a ground card"
    );
    choose(&mut g, Choice::Place(cell("b1")));
    choose(&mut g, Choice::Place(cell("c1")));
    choose(&mut g, Choice::Place(cell("d1")));
    let ev = choose(&mut g, Choice::Place(cell("c4")));
    assert!(ev.contains(&Event::Revealed { card: t }), "{ev:?}");
    assert!(
        ev.contains(&Event::ToAdditionalZone {
            card: t,
            from: cell("b1")
        }),
        "{ev:?}"
    );
    assert_eq!(
        Event::ToAdditionalZone {
            card: t,
            from: cell("b1")
        }
        .rule(),
        Rule::R503_1
    );
    assert_eq!(g.card(t).zone, Zone::Additional);
    assert_eq!(g.at(cell("b1")), None, "its cell is empty");
    assert_eq!(
        g.card(a).zone,
        Zone::Battlefield(cell("c1")),
        "an artifact stays on its cell"
    );
    g.check_invariants().expect("a reachable position");
}

/// The other reading of KINDS §3 (`terrain_on_cell` off): a bought terrain
/// goes face down to the additional zone at once, as a flyer does.
#[test]
fn setup_kinds_terrain_to_the_additional_zone_when_bought_if_set() {
    let d = deal(vec![terrain("Пустошь")]);
    let cfg = RulesConfig {
        terrain_on_cell: false,
        ..whole_hand()
    };
    let mut g = start(&d, cfg, 5);
    to_buying(&mut g);
    let t = id(&g, 0);
    buy(&mut g, 0);
    buy(&mut g, 1);
    let ev = choose(&mut g, Choice::FinishBuying);
    assert!(ev.contains(&Event::Placed {
        player: Player::P1,
        card: t,
        cell: None
    }));
    assert_eq!(g.card(t).zone, Zone::Additional);
    assert!(!g.card(t).face_up);
}

/// 503 with 208: artifacts and terrains are not creatures, so a squad of
/// them alone loses at the reveal.
#[test]
fn setup_kinds_artifacts_and_terrains_do_not_keep_a_player_alive() {
    let d = deal(vec![terrain("Пустошь"), artifact("Идол")]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    let (p1, p2) = ([id(&g, 0), id(&g, 1)], [id(&g, 30)]);
    to_placement(&mut g, &p1, &p2);
    choose(&mut g, Choice::Place(cell("b1")));
    choose(&mut g, Choice::Place(cell("c1")));
    let ev = choose(&mut g, Choice::Place(cell("c4")));
    assert!(g.is_over(), "{ev:?}");
    assert_eq!(g.result().unwrap().winner, Some(Player::P2));
}

// ----- symbiotes: the seating (KINDS §3–6) -----

fn companion(name: &str) -> CardDef {
    def(name, Element::Neutral, 1, false, Kind::Companion, 2, 0, [1, 1, 1])
}

fn parasite(name: &str) -> CardDef {
    def(name, Element::Neutral, 1, false, Kind::Parasite, 2, 0, [1, 1, 1])
}

/// The host question of the seating, if one is pending.
fn seating(g: &Game) -> Option<(Player, CardId)> {
    match g.pending() {
        Pending::Decision {
            player,
            kind: DecisionKind::Question(q),
        } => match q.ask {
            berserk_engine::Ask::Host { card } => Some((player, card)),
            _ => None,
        },
        _ => None,
    }
}

/// KINDS §3 step 5 and §4: after the reveal a companion is seated on one of
/// its player's own creatures; the options are exactly the legal hosts, an
/// enemy creature is refused with its rule; seated, it leaves its cell.
#[test]
fn setup_kinds_companion_seated_on_an_own_creature() {
    let d = deal(vec![companion("Спутник")]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    let (s, c, x) = (id(&g, 0), id(&g, 1), id(&g, 30));
    to_placement(&mut g, &[s, c], &[x]);
    choose(&mut g, Choice::Place(cell("b1")));
    choose(&mut g, Choice::Place(cell("c3")));
    let ev = choose(&mut g, Choice::Place(cell("c4")));
    assert!(ev.contains(&Event::Revealed { card: s }), "{ev:?}");
    assert_eq!(seating(&g), Some((Player::P1, s)), "{:?}", g.pending());
    assert_eq!(g.choices(), vec![Choice::AddTarget(c)]);
    assert_eq!(
        refused(&mut g, Choice::AddTarget(x)),
        Illegal {
            rule: Rule::Companions,
            reason: Refusal::CompanionOnEnemy
        }
    );
    assert_eq!(refused(&mut g, Choice::AddTarget(s)).reason, Refusal::NotAHost);
    let ev = choose(&mut g, Choice::AddTarget(c));
    assert!(ev.contains(&Event::Seated { card: s, host: c }), "{ev:?}");
    assert_eq!(Event::Seated { card: s, host: c }.rule(), Rule::Seating);
    assert_eq!(g.card(s).zone, Zone::Hosted(c));
    assert_eq!(g.at(cell("b1")), None, "the cell it left is empty");
    assert_eq!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Main
        }
    );
    g.check_invariants().expect("a reachable position");
    // KINDS §4, §6: it strikes from its host's cell (c3 is next to c4).
    assert!(g.choices().contains(&strike_choice(s, x)), "{:?}", g.choices());
}

/// KINDS §3 and §5: a parasite is seated on a revealed enemy creature in the
/// enemy's front row (`parasite_rows`, [X] 1); its own creatures and the
/// enemy's farther rows are refused with their rules. The other reading:
/// with `parasite_rows` 3 every enemy row is offered.
#[test]
fn setup_kinds_parasite_seated_on_an_enemy_in_the_front_row() {
    let d = deal(vec![parasite("Клещ")]);
    for rows in [1u8, 3] {
        let cfg = RulesConfig {
            parasite_rows: rows,
            hide_second_back_row: false,
            ..whole_hand()
        };
        let mut g = start(&d, cfg, 5);
        to_buying(&mut g);
        let (s, c, x, y) = (id(&g, 0), id(&g, 1), id(&g, 30), id(&g, 31));
        to_placement(&mut g, &[s, c], &[x, y]);
        choose(&mut g, Choice::Place(cell("b1")));
        choose(&mut g, Choice::Place(cell("c3")));
        choose(&mut g, Choice::Place(cell("c4")));
        choose(&mut g, Choice::Place(cell("c6")));
        assert_eq!(seating(&g), Some((Player::P1, s)), "{:?}", g.pending());
        assert_eq!(
            refused(&mut g, Choice::AddTarget(c)),
            Illegal {
                rule: Rule::Parasites,
                reason: Refusal::ParasiteOnOwn
            }
        );
        if rows == 1 {
            assert_eq!(g.choices(), vec![Choice::AddTarget(x)]);
            assert_eq!(
                refused(&mut g, Choice::AddTarget(y)),
                Illegal {
                    rule: Rule::Seating,
                    reason: Refusal::ParasiteRow
                }
            );
        } else {
            assert_eq!(g.choices(), vec![Choice::AddTarget(x), Choice::AddTarget(y)]);
        }
        choose(&mut g, Choice::AddTarget(x));
        assert_eq!(g.card(s).zone, Zone::Hosted(x));
        assert_eq!(g.card(s).controller, Player::P1, "its recruiter controls it");
        g.check_invariants().expect("a reachable position");
    }
}

/// KINDS §3, §5 (Тифозный вайл's `parasite_rows N`): while a creature with
/// the keyword is face up in its player's play zone, that player's parasites
/// may be seated deeper than the rules' `parasite_rows` allows — the enemy
/// card refused in the test above is offered and taken.
#[test]
fn setup_kinds_parasite_rows_keyword_seats_deeper() {
    let mut vile = def("Вайл", Element::Neutral, 1, false, Kind::Creature, 2, 1, [1, 1, 1]);
    vile.abilities = vec![kw(berserk_engine::card::Keyword::ParasiteRows(3))];
    let d = deal(vec![parasite("Клещ"), vile]);
    let cfg = RulesConfig {
        parasite_rows: 1,
        hide_second_back_row: false,
        ..whole_hand()
    };
    let mut g = start(&d, cfg, 5);
    to_buying(&mut g);
    let (s, v, x, y) = (id(&g, 0), id(&g, 1), id(&g, 30), id(&g, 31));
    to_placement(&mut g, &[s, v], &[x, y]);
    choose(&mut g, Choice::Place(cell("b1")));
    choose(&mut g, Choice::Place(cell("c3")));
    choose(&mut g, Choice::Place(cell("c4")));
    choose(&mut g, Choice::Place(cell("c6")));
    assert_eq!(seating(&g), Some((Player::P1, s)), "{:?}", g.pending());
    assert_eq!(g.choices(), vec![Choice::AddTarget(x), Choice::AddTarget(y)]);
    choose(&mut g, Choice::AddTarget(y));
    assert_eq!(g.card(s).zone, Zone::Hosted(y));
    g.check_invariants().expect("a reachable position");
}

/// KINDS §6 (`symbiotes_per_host`, [X] 1): a host holds one symbiote; a
/// second is refused with its rule. The other reading: 2.
#[test]
fn setup_kinds_one_symbiote_per_host() {
    let d = deal(vec![companion("Спутник"), companion("Попутчик")]);
    for per_host in [1u8, 2] {
        let cfg = RulesConfig {
            symbiotes_per_host: per_host,
            ..whole_hand()
        };
        let mut g = start(&d, cfg, 5);
        to_buying(&mut g);
        let (s1, s2, c, e, x) = (id(&g, 0), id(&g, 1), id(&g, 2), id(&g, 3), id(&g, 30));
        to_placement(&mut g, &[s1, s2, c, e], &[x]);
        for at in ["a1", "b1", "c3", "d3", "c4"] {
            choose(&mut g, Choice::Place(cell(at)));
        }
        assert_eq!(seating(&g), Some((Player::P1, s1)));
        choose(&mut g, Choice::AddTarget(c));
        assert_eq!(seating(&g), Some((Player::P1, s2)));
        if per_host == 1 {
            assert_eq!(g.choices(), vec![Choice::AddTarget(e)]);
            assert_eq!(
                refused(&mut g, Choice::AddTarget(c)),
                Illegal {
                    rule: Rule::Symbiotes,
                    reason: Refusal::HostFull
                }
            );
            choose(&mut g, Choice::AddTarget(e));
        } else {
            assert_eq!(g.choices(), vec![Choice::AddTarget(c), Choice::AddTarget(e)]);
            choose(&mut g, Choice::AddTarget(c));
            assert_eq!(g.symbiotes_on(c).count(), 2);
        }
        g.check_invariants().expect("a reachable position");
    }
}

/// KINDS §3 (`unseated_symbiote_to_deck`, [?] off): a parasite with no
/// legal host (the enemy's front row is empty) goes to the graveyard
/// without a question; the other reading sends it back to the deck.
#[test]
fn setup_kinds_symbiote_without_a_host_is_unseated() {
    let d = deal(vec![parasite("Клещ")]);
    for to_deck in [false, true] {
        let cfg = RulesConfig {
            unseated_symbiote_to_deck: to_deck,
            hide_second_back_row: false,
            ..whole_hand()
        };
        let mut g = start(&d, cfg, 5);
        to_buying(&mut g);
        let (s, c, x) = (id(&g, 0), id(&g, 1), id(&g, 30));
        to_placement(&mut g, &[s, c], &[x]);
        choose(&mut g, Choice::Place(cell("b1")));
        choose(&mut g, Choice::Place(cell("c3")));
        let ev = choose(&mut g, Choice::Place(cell("c6")));
        assert!(ev.contains(&Event::Unseated { card: s, to_deck }), "{ev:?}");
        assert_eq!(g.card(s).zone, if to_deck { Zone::Deck } else { Zone::Graveyard });
        assert_eq!(seating(&g), None);
        g.check_invariants().expect("a reachable position");
    }
}

/// KINDS §6: a symbiote dies with its host, a rule effect right after the
/// host's death (`HostLost`, then its own `Destroyed`).
#[test]
fn setup_kinds_parasite_dies_with_its_host() {
    let killer = def("Палач", Element::Neutral, 1, false, Kind::Creature, 5, 1, [6, 6, 6]);
    let d = deal(vec![parasite("Клещ"), killer]);
    let mut g = start(&d, whole_hand(), 5);
    to_buying(&mut g);
    let (s, k, x, y) = (id(&g, 0), id(&g, 1), id(&g, 30), id(&g, 31));
    to_placement(&mut g, &[s, k], &[x, y]);
    choose(&mut g, Choice::Place(cell("b1")));
    choose(&mut g, Choice::Place(cell("c3")));
    choose(&mut g, Choice::Place(cell("c4")));
    choose(&mut g, Choice::Place(cell("a6")));
    choose(&mut g, Choice::AddTarget(x));
    let mut ev = choose(&mut g, strike_choice(k, x));
    while let Pending::Chance(_) = g.pending() {
        ev.extend(die(&mut g, 3));
    }
    assert!(ev.contains(&Event::Destroyed { card: x }), "{ev:?}");
    let lost = Event::HostLost {
        card: s,
        host: x,
        cell: None,
    };
    let at = ev.iter().position(|e| *e == lost).expect("the parasite loses its host");
    assert!(ev[at..].contains(&Event::Destroyed { card: s }), "{ev:?}");
    assert_eq!(lost.rule(), Rule::Symbiotes);
    assert_eq!(g.card(s).zone, Zone::Graveyard);
    g.check_invariants().expect("a reachable position");
}

/// KINDS §2 (`symbiotes_count_for_loss`, [?] on): a lone symbiote keeps its
/// player in the game; off, a squad of symbiotes alone loses.
#[test]
fn setup_kinds_lone_symbiote_keeps_its_player_alive_if_set() {
    let d = deal(vec![parasite("Клещ")]);
    for counts in [true, false] {
        let cfg = RulesConfig {
            symbiotes_count_for_loss: counts,
            ..whole_hand()
        };
        let mut g = start(&d, cfg, 5);
        to_buying(&mut g);
        let (s, x) = (id(&g, 0), id(&g, 30));
        to_placement(&mut g, &[s], &[x]);
        choose(&mut g, Choice::Place(cell("b1")));
        choose(&mut g, Choice::Place(cell("c4")));
        choose(&mut g, Choice::AddTarget(x));
        assert_eq!(g.is_over(), !counts, "{:?}", g.pending());
        if !counts {
            assert_eq!(g.result().unwrap().winner, Some(Player::P2));
        }
    }
}
