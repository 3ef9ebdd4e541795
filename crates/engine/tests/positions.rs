//! Positions are games: a random position of the built-in cards either is
//! refused with a [`PositionError`] (never a panic) or loads as a game that
//! holds the invariants of play (503.1 applied before the first decision)
//! and keeps them, step after step, while played with random legal choices.

mod common;

use std::sync::{Arc, OnceLock};

use berserk_engine::{
    Cell, Choice, DecisionKind, Event, Game, Pending, Place, Player, PosCard, Position, PositionError, RulesConfig,
};
use common::*;
use proptest::prelude::*;

/// The built-in cards, built once.
fn builtin() -> Arc<berserk_engine::CardDb> {
    static DB: OnceLock<Arc<berserk_engine::CardDb>> = OnceLock::new();
    DB.get_or_init(|| Arc::new(berserk_cards::builtin())).clone()
}

/// One card of a random position, as drawn: which definition, whose, where
/// (0–33 the battlefield or the additional zone, then the deck, the
/// graveyard, the hand), open and face up, wounds, tokens, extra and negative lives,
/// poison, died by an attack, and a link to another card (squad shown).
type RawCard = (u16, bool, u8, bool, bool, u8, u8, u8, u8, u8, bool, Option<u8>);

fn raw_card() -> impl Strategy<Value = RawCard> {
    (
        any::<u16>(),
        any::<bool>(),
        0u8..100,
        prop::bool::weighted(0.8),
        prop::bool::weighted(0.8),
        prop_oneof![4 => Just(0u8), 2 => 0u8..12],
        prop_oneof![3 => Just(0u8), 1 => 0u8..6],
        prop_oneof![4 => Just(0u8), 1 => 0u8..4],
        prop_oneof![4 => Just(0u8), 1 => 0u8..4],
        prop_oneof![4 => Just(0u8), 1 => 0u8..3],
        prop::bool::weighted(0.1),
        prop::option::weighted(0.05, any::<u8>()),
    )
}

/// A raw card (the `i`th of `n`) as a card of a position. The first two
/// are the players' first cards, put on the battlefield when they can be.
/// Ground cards drawn for the additional zone go to a cell and flyers drawn
/// for a cell go where they live; a cell already taken becomes the next
/// free one. Out of play the markers are usually cleared (one card in eight
/// keeps them, for the refusals), and one card in a hundred is in a hand.
fn pos_card(db: &berserk_engine::CardDb, raw: &RawCard, taken: &mut [bool; 30], i: usize, n: usize) -> PosCard {
    let &(def, owner, place, open, face_up, wounds, tokens, extra, negative, poison, by_attack, link) = raw;
    let def = def % db.len() as u16;
    let owner = match i {
        0 => Player::P1,
        1 => Player::P2,
        _ if owner => Player::P1,
        _ => Player::P2,
    };
    let flyer = db.get(def).is_flyer();
    let place = if i < 2 { place % 34 } else { place };
    let cells: Vec<Cell> = Cell::all().collect();
    let mut cell = || {
        let free = (0..30).map(|k| (place as usize + k) % 30).find(|&k| !taken[k])?;
        taken[free] = true;
        Some(Place::Cell(cells[free]))
    };
    let place = match place {
        0..=33 if flyer => Place::Additional,
        0..=33 => cell().unwrap_or(Place::Deck),
        34..=59 => Place::Deck,
        60..=98 => Place::Graveyard,
        _ => Place::Hand,
    };
    let mut c = PosCard::new(def, owner, place);
    c.open = open;
    c.face_up = face_up;
    let in_play = matches!(place, Place::Cell(_) | Place::Additional);
    if in_play || (wounds ^ tokens ^ poison) % 8 == 7 {
        c.wounds = wounds;
        c.tokens = tokens;
        c.extra_lives = extra;
        c.negative_lives = negative;
        c.poison = poison;
    }
    c.by_attack = by_attack && !matches!(place, Place::Deck | Place::Hand);
    c.linked_to = link.map(|l| (i + 1 + l as usize) % n);
    c
}

fn position(cards: &[RawCard], first: bool, active: bool, turn: u32, seed: u64, start_of_turn: bool) -> Position {
    let db = builtin();
    let mut taken = [false; 30];
    let seat = |b: bool| if b { Player::P1 } else { Player::P2 };
    Position {
        first: seat(first),
        active: seat(active),
        turn,
        seed,
        cards: cards
            .iter()
            .enumerate()
            .map(|(i, r)| pos_card(&db, r, &mut taken, i, cards.len()))
            .collect(),
        start_of_turn,
    }
}

/// Loads a position and plays it for at most `steps` steps, the invariants
/// checked before the first decision and after every step; in one game of
/// eight every listed option is also tried on a clone.
fn load_and_play(pos: &Position, pick: u64, steps: u32) -> Result<(), String> {
    let cfg = Arc::new(RulesConfig::for_simulation(60));
    let mut g = match Game::from_position(builtin(), cfg, pos) {
        Ok(g) => g,
        // A refusal must say what is wrong (and where, for a card).
        Err(e) => {
            let text = e.to_string();
            return if text.is_empty() {
                Err(format!("an empty refusal: {e:?}"))
            } else {
                Ok(())
            };
        }
    };
    play_checking(&mut g, pick, pick.is_multiple_of(8), steps).map(|_| ())
}

proptest! {
    #![proptest_config(berserk_test_support::config(64))]

    #[test]
    fn positions_random_positions_load_as_games_that_keep_every_invariant(
        cards in prop::collection::vec(raw_card(), 1..24),
        first in any::<bool>(),
        active in any::<bool>(),
        turn in 1u32..12,
        seed in any::<u64>(),
        start_of_turn in any::<bool>(),
        pick in any::<u64>(),
    ) {
        let pos = position(&cards, first, active, turn, seed, start_of_turn);
        if let Err(e) = load_and_play(&pos, pick, 300) {
            prop_assert!(false, "{}\n{:?}", e, pos);
        }
    }
}

/// P1's first turn, after its start, with these cards (a [`Table`]'s).
fn first_turn(cards: Vec<PosCard>) -> Position {
    Table { cards, ..Table::new() }.position()
}

/// A refused position names its card: the error carries the index.
#[test]
fn positions_refusals_name_the_card() {
    let db = builtin();
    let a = db.find("Кочевник").expect("a built-in card");
    let mut deck = PosCard::new(a, Player::P1, Place::Deck);
    deck.tokens = 1;
    let pos = first_turn(vec![
        PosCard::new(a, Player::P1, Place::Cell(cell("c2"))),
        PosCard::new(a, Player::P2, Place::Cell(cell("c5"))),
        deck,
    ]);
    let e = Game::from_position(db, Arc::new(RulesConfig::default()), &pos).unwrap_err();
    assert_eq!(e, PositionError::MarkersOutOfPlay { index: 2 });
    assert_eq!(e.index(), Some(2));
}

/// 503.1: extra lives cancel the negative lives a position set up, also
/// when they come from a healing that waited for its replacement: Мрачная
/// дворянка (7 of 8 lives with a negative one) doubles her own vampiric
/// healing, and the rest becomes extra lives up to her maximum of 12.
#[test]
fn rule_503_negative_lives_cancel_extra_lives_from_a_replaced_healing() {
    let db = builtin();
    let find = |name: &str| db.find(name).expect("a built-in card");
    let mut noble = PosCard::new(find("Мрачная дворянка"), Player::P1, Place::Cell(cell("c3")));
    noble.negative_lives = 1;
    let mut foe = PosCard::new(find("Кочевник"), Player::P2, Place::Cell(cell("c4")));
    foe.open = false;
    let pos = first_turn(vec![noble, foe]);
    let mut g = Game::from_position(db.clone(), Arc::new(RulesConfig::default()), &pos).expect("a reachable position");
    let (n, f) = (berserk_engine::CardId(0), berserk_engine::CardId(1));
    strike_with(&mut g, n, f, &[6]);
    assert!(
        matches!(g.pending(), Pending::Decision { kind: DecisionKind::HealingReplacement { card }, .. } if card == n),
        "{:?}",
        g.pending()
    );
    let ev = choose(&mut g, Choice::Replace { source: n, index: 5 });
    assert!(ev.contains(&Event::LivesCancelled { card: n, amount: 1 }), "{ev:?}");
    assert_eq!((g.card(n).extra_lives, g.card(n).negative_lives, g.life(n)), (4, 0, 12));
    g.check_invariants().expect("settled");
}

/// A creature the rule effects destroy as the position starts (503.1) has
/// its death trigger asked before the first decision of the turn, as play
/// asks it after any rule effect: Ном names the enemy it wounds.
#[test]
fn rule_503_a_death_trigger_set_off_by_the_settling_is_asked_first() {
    let db = builtin();
    let find = |name: &str| db.find(name).expect("a built-in card");
    let mut nom = PosCard::new(find("Ном"), Player::P1, Place::Additional);
    nom.wounds = 7;
    let pos = first_turn(vec![
        nom,
        PosCard::new(find("Кочевник"), Player::P1, Place::Cell(cell("a2"))),
        PosCard::new(find("Кочевник"), Player::P2, Place::Cell(cell("c4"))),
    ]);
    let g = Game::from_position(db.clone(), Arc::new(RulesConfig::default()), &pos).expect("a reachable position");
    assert_eq!(g.card(berserk_engine::CardId(0)).zone, berserk_engine::Zone::Graveyard);
    assert!(
        matches!(g.pending(), Pending::Decision { kind: DecisionKind::TriggerTarget { source, .. }, .. } if source == berserk_engine::CardId(0)),
        "{:?}",
        g.pending()
    );
}

/// A terrain has no life (208, KINDS §8): poison on a face-down terrain
/// standing on a cell (a position may set one up) wounds it no more than
/// anything else does, so its wounds never outgrow its extra lives. The
/// random positions found it: the poison ticked at every turn start.
#[test]
fn kinds_a_poisoned_terrain_takes_no_poison_wounds() {
    let db = builtin();
    let find = |name: &str| db.find(name).expect("a built-in card");
    let mut terrain = PosCard::new(find("Скалы Лант-Мора"), Player::P1, Place::Cell(cell("d1")));
    terrain.face_up = false;
    terrain.extra_lives = 1;
    terrain.poison = 2;
    let mut pos = first_turn(vec![
        PosCard::new(find("Кочевник"), Player::P1, Place::Cell(cell("c2"))),
        PosCard::new(find("Кочевник"), Player::P2, Place::Cell(cell("c5"))),
        terrain,
    ]);
    pos.start_of_turn = true;
    let mut g = Game::from_position(db, Arc::new(RulesConfig::default()), &pos).expect("a position the engine takes");
    let t = berserk_engine::CardId(2);
    g.check_invariants().expect("settled at the turn start");
    assert_eq!(g.card(t).wounds, 0, "no poison wounds on a terrain");
    for _ in 0..4 {
        choose(&mut g, Choice::EndTurn);
        g.check_invariants().expect("settled after a turn start");
    }
    assert_eq!(g.card(t).wounds, 0, "no poison wounds on a terrain");
}
