//! Taking cards into the squad (517): resurrection (517.4), summoning
//! (517.3), taking control, and the illegal variants of 528 ("уничтожить
//! карту на кладбище или в руке", "возродить существо в игровой зоне").

mod common;
use berserk_engine::ability::Until;
use berserk_engine::state::Zone;
use berserk_engine::Place;
use berserk_engine::{Action, CardId, Choice, DecisionKind, Event, Game, Pending, Player, Refusal, Rule};
use common::*;

fn ability(target: CardId) -> Action {
    Action::Ability {
        index: 0,
        target: Some(target),
    }
}

fn pending_kind(g: &Game) -> Option<(Player, DecisionKind)> {
    match g.pending() {
        Pending::Decision { player, kind } => Some((player, kind)),
        _ => None,
    }
}

/// 517.4: a creature from the own graveyard enters play open, under the
/// controller's control, on the chosen own-half cell.
#[test]
fn rule_517_4_resurrect_enters_open_on_chosen_cell() {
    let mut t = Table::new();
    let r = t.add(
        with_ability(creature("Воскреситель", 8, 1, [1, 1, 1]), resurrect().closing()),
        Player::P1,
        "c2",
    );
    let dead_def = t.def(creature("Павший", 6, 1, [1, 1, 1]));
    let dead = t.put_at(dead_def, Player::P1, Place::Graveyard);
    let _enemy = t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    assert!(g.choices().contains(&Choice::Declare {
        source: r,
        action: ability(dead)
    }));
    declare(&mut g, r, ability(dead));
    assert_eq!(
        pending_kind(&g),
        Some((
            Player::P1,
            DecisionKind::Question(berserk_engine::Question {
                ask: berserk_engine::Ask::EnterCell { card: dead },
                player: Player::P1,
                source: r,
                index: 0,
            })
        ))
    );
    // Only own-half empty cells are offered.
    assert!(!g.choices().contains(&Choice::Place(cell("c5"))));
    assert!(!g.choices().contains(&Choice::Place(cell("c2"))));
    let e = refused(&mut g, Choice::Place(cell("a5")));
    assert_eq!(e.reason, Refusal::NotOwnHalf);
    let ev = choose(&mut g, Choice::Place(cell("a1")));
    assert!(
        ev.contains(&Event::Resurrected {
            card: dead,
            cell: Some(cell("a1"))
        }),
        "{ev:?}"
    );
    let c = g.card(dead);
    assert_eq!(c.zone, Zone::Battlefield(cell("a1")));
    assert!(c.open && c.face_up);
    assert_eq!(c.controller, Player::P1);
    assert!(g.player(Player::P1).graveyard.is_empty());
    assert!(!g.card(r).open, "the resurrector paid by closing");
    assert!(is_main(&g));
}

/// 528: resurrecting a creature in play is illegal; so is taking a card from
/// the opponent's graveyard (517.4: the own graveyard).
#[test]
fn rule_517_4_cannot_resurrect_card_in_play_or_enemy_graveyard() {
    let mut t = Table::new();
    let r = t.add(
        with_ability(creature("Воскреситель", 8, 1, [1, 1, 1]), resurrect().closing()),
        Player::P1,
        "c2",
    );
    let alive = t.add(creature("Живой", 6, 1, [1, 1, 1]), Player::P1, "b2");
    let theirs_def = t.def(creature("Чужой", 6, 1, [1, 1, 1]));
    let theirs = t.put_at(theirs_def, Player::P2, Place::Graveyard);
    let _enemy = t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let mut g = t.game();
    let e = refused(
        &mut g,
        Choice::Declare {
            source: r,
            action: ability(alive),
        },
    );
    assert_eq!((e.rule, e.reason), (Rule::R528, Refusal::NotInGraveyard));
    let e = refused(
        &mut g,
        Choice::Declare {
            source: r,
            action: ability(theirs),
        },
    );
    assert_eq!((e.rule, e.reason), (Rule::R517_4, Refusal::NotInGraveyard));
}

/// 517.3: the summoned card comes from the own deck, open. The declaration
/// looks through the deck and finds the card by its definition — of two
/// copies, the one with the lower id; the deck is shuffled after the look.
#[test]
fn rule_517_3_summon_from_deck_and_shuffle() {
    let mut t = Table::new();
    let s = t.add(
        with_ability(creature("Призыватель", 8, 1, [1, 1, 1]), summon().closing()),
        Player::P1,
        "c2",
    );
    let d1 = t.def(creature("Первый", 6, 1, [1, 1, 1]));
    let a = t.put_at(d1, Player::P1, Place::Deck);
    let b = t.put_at(d1, Player::P1, Place::Deck);
    let fly = t.def(flyer("Летун", 5, [1, 1, 1]));
    let f = t.put_at(fly, Player::P1, Place::Deck);
    let _enemy = t.add(creature("Враг", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let base = t.game();

    let mut g = base.clone();
    let ev = summon_found(&mut g, s, 0, d1);
    let shuffled = ev.iter().position(|e| *e == Event::DeckShuffled { player: Player::P1 });
    let declared = ev.iter().position(|e| matches!(e, Event::Declared { .. }));
    assert!(
        shuffled.is_some() && shuffled < declared,
        "shuffled after the look: {ev:?}"
    );
    let ev = choose(&mut g, Choice::Place(cell("d3")));
    assert!(
        ev.contains(&Event::Summoned {
            card: a,
            cell: Some(cell("d3"))
        }),
        "{ev:?}"
    );
    assert!(
        !ev.contains(&Event::DeckShuffled { player: Player::P1 }),
        "shuffled once: {ev:?}"
    );
    assert_eq!(g.card(a).zone, Zone::Battlefield(cell("d3")));
    assert!(g.card(a).open);
    let deck = &g.player(Player::P1).deck;
    assert_eq!(deck.len(), 2);
    assert!(deck.contains(&b) && deck.contains(&f));

    // A flyer goes straight to the additional zone: no cell to choose.
    let mut g = base.clone();
    let ev = summon_found(&mut g, s, 0, fly);
    assert!(ev.contains(&Event::Summoned { card: f, cell: None }), "{ev:?}");
    assert_eq!(g.card(f).zone, Zone::Additional);
    assert!(is_main(&g));

    // The enemy's deck is not looked through: its card is not found.
    let mut t2 = t;
    let e_def = t2.def(creature("Их", 6, 1, [1, 1, 1]));
    let theirs = t2.put_at(e_def, Player::P2, Place::Deck);
    let mut g = t2.game();
    declare(&mut g, s, Action::Ability { index: 0, target: None });
    assert!(!g.choices().contains(&Choice::Find(e_def)));
    let e = refused(&mut g, Choice::Find(e_def));
    assert_eq!((e.rule, e.reason), (Rule::R517_3, Refusal::NotInDeck));
    // Nor may a declaration name a card of a deck: the look finds it.
    let mut g = t2.game();
    let e = refused(
        &mut g,
        Choice::Declare {
            source: s,
            action: ability(theirs),
        },
    );
    assert_eq!((e.rule, e.reason), (Rule::R517_3, Refusal::NotInDeck));
    let e = refused(
        &mut g,
        Choice::Declare {
            source: s,
            action: ability(a),
        },
    );
    assert_eq!((e.rule, e.reason), (Rule::R517_3, Refusal::NoTargetAllowed));
}

/// Taking control: the enemy creature's controller becomes the source's.
#[test]
fn rule_517_take_control() {
    let mut t = Table::new();
    let p = t.add(
        with_ability(
            creature("Поработитель", 8, 1, [1, 1, 1]),
            take_control(Until::Ever).closing(),
        ),
        Player::P1,
        "c2",
    );
    let x = t.add(creature("Жертва", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let _y = t.add(creature("Другой", 8, 1, [1, 1, 1]), Player::P2, "a6");
    let mut g = t.game();
    let e = refused(
        &mut g,
        Choice::Declare {
            source: p,
            action: ability(p),
        },
    );
    assert_eq!(e.reason, Refusal::NotAnEnemy);
    let ev = declare(&mut g, p, ability(x));
    assert!(
        ev.contains(&Event::ControlTaken {
            card: x,
            player: Player::P1
        }),
        "{ev:?}"
    );
    assert_eq!(g.card(x).controller, Player::P1);
    assert_eq!(g.card(x).owner, Player::P2);
}

/// 528: "уничтожить карту на кладбище или в руке" is illegal; a card in play
/// is destroyed into its owner's graveyard. (No hand holds a card during the
/// battle, GAME §3, so the graveyard is the case a position can show.)
#[test]
fn rule_528_cannot_destroy_card_in_graveyard() {
    let mut t = Table::new();
    let d = t.add(
        with_ability(creature("Разрушитель", 8, 1, [1, 1, 1]), destroy_target().closing()),
        Player::P1,
        "c2",
    );
    let x = t.add(creature("Жертва", 8, 1, [1, 1, 1]), Player::P2, "c5");
    let _y = t.add(creature("Другой", 8, 1, [1, 1, 1]), Player::P2, "a6");
    let gd = t.def(creature("Мёртвый", 6, 1, [1, 1, 1]));
    let dead = t.put_at(gd, Player::P2, Place::Graveyard);
    let mut g = t.game();
    let e = refused(
        &mut g,
        Choice::Declare {
            source: d,
            action: ability(dead),
        },
    );
    assert_eq!((e.rule, e.reason), (Rule::R528, Refusal::NotInPlay));
    let ev = declare(&mut g, d, ability(x));
    assert!(ev.contains(&Event::Destroyed { card: x }), "{ev:?}");
    assert_eq!(g.card(x).zone, Zone::Graveyard);
    assert!(g.player(Player::P2).graveyard.contains(&x));
}

/// 517.3: the deck is shuffled in every case, after the look — also when
/// the summon is then cancelled at the legality check (here its source lost
/// its abilities in response, 502.3.1), which shuffles nothing more.
#[test]
fn rule_517_3_cancelled_summon_still_shuffles() {
    let mut t = Table::new();
    let s = t.add(
        with_ability(creature("Призыватель", 8, 1, [1, 1, 1]), summon().closing()),
        Player::P1,
        "c2",
    );
    let d1 = t.def(creature("Первый", 6, 1, [1, 1, 1]));
    let a = t.put_at(d1, Player::P1, Place::Deck);
    let n = t.add(
        with_ability(creature("Немой", 8, 1, [1, 1, 1]), silence().sudden()),
        Player::P2,
        "c5",
    );
    let mut g = t.game();
    let found = summon_found(&mut g, s, 0, d1);
    assert!(found.contains(&Event::DeckShuffled { player: Player::P1 }), "{found:?}");
    assert_eq!(pending_kind(&g), Some((Player::P2, DecisionKind::Response)));
    let mut ev = declare(&mut g, n, ability(s));
    while matches!(pending_kind(&g), Some((_, DecisionKind::Response))) {
        ev.extend(choose(&mut g, Choice::Pass));
    }
    assert!(
        ev.contains(&Event::Cancelled {
            source: s,
            rule: Rule::R502_3
        }),
        "{ev:?}"
    );
    assert!(!ev.contains(&Event::DeckShuffled { player: Player::P1 }), "{ev:?}");
    assert_eq!(g.card(a).zone, Zone::Deck);
    assert!(g.card(s).open, "no payment");
}
