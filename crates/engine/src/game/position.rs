//! Building a game from a described position instead of a deal: the
//! foundation of rule tests and scenario files. The position starts in the
//! active player's turn, after the start-of-turn effects unless asked.
//! A position is a moment of play: what play can't reach is refused, and
//! the rule effects (503.1) settle it before anybody decides.

use std::sync::Arc;

use crate::game::config::RulesConfig;
use crate::game::hooks::{Hooks, M};
use crate::game::state::{Board, CardState, PlayerState, Zone};
use crate::game::types::{CardId, Player};
use crate::game::{Game, Phase, State};
use crate::model::battlefield::Cell;
use crate::model::card::{CardDb, DefId};

/// Where a card of a position is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Cell(Cell),
    Additional,
    /// Refused: no hand holds a card during the battle (GAME §3).
    Hand,
    Deck,
    Graveyard,
    /// A seated symbiote (KINDS §6) on the card of this index of the
    /// position: a creature on a cell or in the additional zone.
    Hosted(usize),
}

/// One card of a position with its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PosCard {
    pub def: DefId,
    pub owner: Player,
    pub place: Place,
    pub open: bool,
    pub face_up: bool,
    pub wounds: u8,
    pub tokens: u8,
    pub extra_lives: u8,
    pub negative_lives: u8,
    /// Poison (GAME.md §7): wounds at the start of its controller's turns.
    pub poison: u8,
    /// In play: its last wounds came from an attack; in the graveyard: it
    /// died from an attack (Valhalla, GAME.md §7).
    pub by_attack: bool,
    /// Shown with the card of this index at squad building (Линнет, GAME
    /// §3): it dies when that card leaves the play zone.
    pub linked_to: Option<usize>,
}

impl PosCard {
    pub fn new(def: DefId, owner: Player, place: Place) -> PosCard {
        PosCard {
            def,
            owner,
            place,
            open: true,
            face_up: true,
            wounds: 0,
            tokens: 0,
            extra_lives: 0,
            negative_lives: 0,
            poison: 0,
            by_attack: false,
            linked_to: None,
        }
    }
}

/// A described position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub first: Player,
    pub active: Player,
    pub turn: u32,
    pub seed: u64,
    pub cards: Vec<PosCard>,
    /// Run the start-of-turn effects of the active player (opening, movement,
    /// regeneration). When false, movement is still set to full.
    pub start_of_turn: bool,
}

/// Why a position can't be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    UnknownDefinition {
        index: usize,
    },
    CellTaken {
        cell: Cell,
        index: usize,
    },
    FlyerOnCell {
        index: usize,
    },
    GroundInAdditionalZone {
        index: usize,
    },
    /// A link names no other card of the position.
    BadLink {
        index: usize,
    },
    TooManyCards,
    /// Wounds, tokens, lives or poison on a card outside the play zone: a
    /// card leaving play loses them.
    MarkersOutOfPlay {
        index: usize,
    },
    /// A card in a hand: unbought cards return to the deck (GAME §3), so no
    /// hand holds a card during the battle.
    InHand {
        index: usize,
    },
    /// A card seated on a host is not a companion or a parasite (KINDS §1).
    NotASymbiote {
        index: usize,
    },
    /// The host of a seated symbiote is no other creature of the position
    /// standing in play (on a cell or in the additional zone), or is itself
    /// seated (KINDS §6).
    BadHost {
        index: usize,
    },
    /// The built game breaks an invariant of play ([`Game::check_invariants`]).
    Unreachable {
        message: String,
    },
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.index() {
            Some(index) => write!(f, "card {index}: {}", self.reason()),
            None => f.write_str(&self.reason()),
        }
    }
}

impl std::error::Error for PositionError {}

impl PositionError {
    /// What is wrong, without the card's index ([`PositionError::index`]).
    pub fn reason(&self) -> String {
        match self {
            PositionError::UnknownDefinition { .. } => "unknown definition".to_string(),
            PositionError::CellTaken { cell, .. } => {
                format!("cell {cell} is already taken (only one bodiless creature may share a held cell, KINDS §10)")
            }
            PositionError::FlyerOnCell { .. } => {
                "a flyer lives in the additional zone, not on a cell (GAME §1)".to_string()
            }
            PositionError::GroundInAdditionalZone { .. } => {
                "only flyers go to the additional zone (GAME §1)".to_string()
            }
            PositionError::BadLink { .. } => "`linked_to` must name another card of the position".to_string(),
            PositionError::TooManyCards => {
                format!("a position holds at most {} cards", crate::game::types::MAX_CARDS)
            }
            PositionError::MarkersOutOfPlay { .. } => {
                "wounds, tokens, lives and poison are markers of a card in play (GAME §2): a card leaving play loses them"
                    .to_string()
            }
            PositionError::InHand { .. } => {
                "no card is in a hand during the battle: unbought cards return to the deck (GAME §3)".to_string()
            }
            PositionError::NotASymbiote { .. } => {
                "only a companion or a parasite sits on a host (KINDS §1, §6)".to_string()
            }
            PositionError::BadHost { .. } => {
                "a host is another creature of the position standing in play, on a cell or in the additional zone, not a seated symbiote (KINDS §6)".to_string()
            }
            PositionError::Unreachable { message } => {
                format!("play can't reach this position, settled by the rule effects (503.1): {message}")
            }
        }
    }

    /// The index of the card the error is about, if it is about one.
    pub fn index(&self) -> Option<usize> {
        match self {
            PositionError::UnknownDefinition { index }
            | PositionError::CellTaken { index, .. }
            | PositionError::FlyerOnCell { index }
            | PositionError::GroundInAdditionalZone { index }
            | PositionError::BadLink { index }
            | PositionError::MarkersOutOfPlay { index }
            | PositionError::InHand { index }
            | PositionError::NotASymbiote { index }
            | PositionError::BadHost { index } => Some(*index),
            PositionError::TooManyCards | PositionError::Unreachable { .. } => None,
        }
    }
}

impl Game {
    /// Builds a game in the given position. What play can't reach is
    /// refused: a card in a hand (GAME §3), markers on a card out of play;
    /// the rule effects (503.1) are applied at once, before the start of
    /// the turn and before anybody decides, and the settled game must hold
    /// the invariants of play ([`Game::check_invariants`]).
    pub fn from_position(db: Arc<CardDb>, cfg: Arc<RulesConfig>, pos: &Position) -> Result<Game, PositionError> {
        if pos.cards.len() > crate::game::types::MAX_CARDS {
            return Err(PositionError::TooManyCards);
        }
        let mut board = Board::default();
        let mut cards = Vec::with_capacity(pos.cards.len());
        let mut players = [PlayerState::new(Vec::new()), PlayerState::new(Vec::new())];
        let mut play = Vec::new();
        // A position with a seated symbiote is after the seating (KINDS §3).
        let mut seated = false;
        for (index, pc) in pos.cards.iter().enumerate() {
            if pc.def as usize >= db.len() {
                return Err(PositionError::UnknownDefinition { index });
            }
            let id = CardId(index as u8);
            let flyer = db.get(pc.def).is_flyer();
            let mut c = CardState::new(pc.def, pc.owner);
            c.open = pc.open;
            c.face_up = pc.face_up;
            c.wounds = pc.wounds;
            c.tokens = pc.tokens;
            c.extra_lives = pc.extra_lives;
            c.negative_lives = pc.negative_lives;
            c.poison = pc.poison;
            c.by_attack = pc.by_attack;
            let in_play = matches!(pc.place, Place::Cell(_) | Place::Additional | Place::Hosted(_));
            if !in_play && (pc.wounds | pc.tokens | pc.extra_lives | pc.negative_lives | pc.poison) != 0 {
                return Err(PositionError::MarkersOutOfPlay { index });
            }
            let ps = &mut players[pc.owner.index()];
            c.zone = match pc.place {
                Place::Cell(cell) => {
                    if flyer {
                        return Err(PositionError::FlyerOnCell { index });
                    }
                    // A held cell takes a second card only if that one is a
                    // bodiless creature that may share it (KINDS §10).
                    let shares = cfg.bodiless_share_cells && db.get(pc.def).is_bodiless_creature();
                    if board.get(cell).is_some() && (!shares || board.guest(cell).is_some()) {
                        return Err(PositionError::CellTaken { cell, index });
                    }
                    board.put(cell, id);
                    play.push(id);
                    c.moves_left = db.get(pc.def).movement;
                    Zone::Battlefield(cell)
                }
                Place::Additional => {
                    // Flyers and terrains live there (KINDS §8).
                    if !flyer && db.get(pc.def).kind != crate::model::card::Kind::Terrain {
                        return Err(PositionError::GroundInAdditionalZone { index });
                    }
                    play.push(id);
                    Zone::Additional
                }
                Place::Hosted(h) => {
                    if !db.get(pc.def).is_symbiote() {
                        return Err(PositionError::NotASymbiote { index });
                    }
                    let host_ok = pos.cards.get(h).is_some_and(|hc| {
                        h != index
                            && (hc.def as usize) < db.len()
                            && db.get(hc.def).is_creature()
                            && !db.get(hc.def).is_symbiote()
                            && matches!(hc.place, Place::Cell(_) | Place::Additional)
                    });
                    if !host_ok {
                        return Err(PositionError::BadHost { index });
                    }
                    play.push(id);
                    seated = true;
                    Zone::Hosted(CardId(h as u8))
                }
                Place::Hand => return Err(PositionError::InHand { index }),
                Place::Deck => {
                    ps.deck.push(id);
                    c.face_up = false;
                    Zone::Deck
                }
                Place::Graveyard => {
                    ps.graveyard.push(id);
                    c.face_up = true;
                    Zone::Graveyard
                }
            };
            cards.push(c);
        }
        let mut linked = Vec::new();
        for (index, pc) in pos.cards.iter().enumerate() {
            if let Some(to) = pc.linked_to {
                if to >= pos.cards.len() || to == index {
                    return Err(PositionError::BadLink { index });
                }
                linked.push((CardId(index as u8), CardId(to as u8)));
            }
        }
        let mut s = State {
            phase: Phase::Main,
            turn: pos.turn.saturating_sub(1),
            active: pos.active,
            first: pos.first,
            play,
            unique_check: true,
            seated,
            ..State::new(pos.seed, players, cards, board)
        };
        M::link_partners(&mut s.mech, linked);
        let mut g = Game::assemble(db, cfg, s);
        if !pos.start_of_turn {
            g.s.turn = pos.turn.max(1);
        }
        // 503.1: rule effects apply at once — the described moment is
        // settled before the turn starts (its regeneration may wait for a
        // choice) and before anybody decides.
        g.rule_effects();
        if pos.start_of_turn {
            // What the settling set off waits for the start of the turn to
            // be asked (after its regeneration and incarnations).
            if g.s.result.is_none() {
                g.start_turn(pos.active);
            } else {
                g.s.turn = pos.turn.max(1);
            }
        } else if g.s.result.is_none() {
            // A trigger the settling set off (a death's, choosing its
            // target) is asked now, as play asks it after rule effects.
            g.next_trigger();
        }
        g.check_invariants()
            .map_err(|message| PositionError::Unreachable { message })?;
        Ok(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::event::{EndReason, Event};
    use crate::game::rule::Rule;
    use crate::model::card::{CardDef, Element, Kind};

    fn db() -> Arc<CardDb> {
        let d = |name: &str, kind: Kind| CardDef::new(name, name, Element::Neutral, 3, false, kind, 5, 1, [1, 2, 3]);
        Arc::new(CardDb::new(vec![d("A", Kind::Creature), d("F", Kind::Flyer)]))
    }

    fn at(cell: &str) -> Place {
        Place::Cell(Cell::parse(cell).unwrap())
    }

    fn pos(cards: Vec<PosCard>) -> Position {
        Position {
            first: Player::P1,
            active: Player::P1,
            turn: 1,
            seed: 1,
            cards,
            start_of_turn: false,
        }
    }

    fn build(cards: Vec<PosCard>) -> Game {
        Game::from_position(db(), Arc::new(RulesConfig::default()), &pos(cards)).unwrap()
    }

    #[test]
    fn rule_503_extra_and_negative_lives_cancel() {
        let mut a = PosCard::new(0, Player::P1, at("c2"));
        a.extra_lives = 3;
        a.negative_lives = 2;
        let g = build(vec![a, PosCard::new(0, Player::P2, at("c5"))]);
        let c = g.card(CardId(0));
        assert_eq!((c.extra_lives, c.negative_lives), (1, 0));
        assert!(g.last_events().contains(&Event::LivesCancelled {
            card: CardId(0),
            amount: 2
        }));
        assert_eq!(
            Event::LivesCancelled {
                card: CardId(0),
                amount: 2
            }
            .rule(),
            Rule::R503_1
        );
        assert_eq!(g.life(CardId(0)), 6);
        // The settled position holds the invariants; one left unsettled
        // (both kinds of lives on a card) is caught by them.
        g.check_invariants().expect("settled");
        let mut unsettled = g.clone();
        unsettled.s.cards[0].negative_lives = 1;
        let e = unsettled.check_invariants().expect_err("lives left to cancel");
        assert!(e.contains("extra and 1 negative lives"), "{e}");
    }

    #[test]
    fn rule_503_tokens_above_maximum_removed() {
        let mut a = PosCard::new(0, Player::P1, at("c2"));
        a.tokens = 5;
        let g = build(vec![a, PosCard::new(0, Player::P2, at("c5"))]);
        assert_eq!(g.card(CardId(0)).tokens, RulesConfig::default().default_token_max);
        assert!(g
            .last_events()
            .iter()
            .any(|e| matches!(e, Event::MarkersRemoved { removed: 2, .. })));
    }

    #[test]
    fn rule_503_destroyed_at_zero_life_and_player_without_creatures_loses() {
        let mut a = PosCard::new(0, Player::P1, at("c2"));
        a.wounds = 5;
        let g = build(vec![a, PosCard::new(0, Player::P2, at("c5"))]);
        assert_eq!(g.card(CardId(0)).zone, Zone::Graveyard);
        assert_eq!(g.player(Player::P1).graveyard, vec![CardId(0)]);
        let r = g.result().expect("P1 has no creatures");
        assert_eq!((r.winner, r.reason), (Some(Player::P2), EndReason::NoCreatures));
        assert_eq!(r.reason.rule(), Rule::R503_1);
    }

    #[test]
    fn rule_503_negative_lives_kill() {
        let mut a = PosCard::new(0, Player::P1, at("c2"));
        a.negative_lives = 5;
        let g = build(vec![
            a,
            PosCard::new(0, Player::P1, at("d2")),
            PosCard::new(0, Player::P2, at("c5")),
        ]);
        assert_eq!(g.card(CardId(0)).zone, Zone::Graveyard);
        assert!(g.result().is_none());
    }

    #[test]
    fn positions_refuse_bad_places() {
        let bad = Game::from_position(
            db(),
            Arc::new(RulesConfig::default()),
            &pos(vec![PosCard::new(1, Player::P1, at("a1"))]),
        );
        assert_eq!(bad.unwrap_err(), PositionError::FlyerOnCell { index: 0 });
        let twice = vec![
            PosCard::new(0, Player::P1, at("a1")),
            PosCard::new(0, Player::P2, at("a1")),
        ];
        let bad = Game::from_position(db(), Arc::new(RulesConfig::default()), &pos(twice));
        assert!(matches!(bad.unwrap_err(), PositionError::CellTaken { index: 1, .. }));
        let bad = Game::from_position(
            db(),
            Arc::new(RulesConfig::default()),
            &pos(vec![PosCard::new(9, Player::P1, at("a1"))]),
        );
        assert_eq!(bad.unwrap_err(), PositionError::UnknownDefinition { index: 0 });
    }

    /// Big Fist's kind: regeneration 2 it may give to other wounded own
    /// creatures instead (516.1), so the start of the turn waits for a choice.
    fn fist_db() -> Arc<CardDb> {
        use crate::model::ability::{Ability, Modifier, Replacement};
        use crate::model::card::Keyword;
        let d = |name: &str| CardDef::new(name, name, Element::Neutral, 3, false, Kind::Creature, 5, 1, [1, 2, 3]);
        let mut fist = d("Fist");
        fist.abilities = vec![
            Ability::keyword(Keyword::Regeneration(2)),
            Ability::constant(Modifier::Replacement(Replacement::RegenerationHealsOthers)),
        ];
        Arc::new(CardDb::new(vec![d("A"), fist]))
    }

    /// 503.1: a position starting at the start of a turn is settled before
    /// the first decision, even when the regeneration waits for a choice: the
    /// card at 0 life is destroyed and tokens above the maximum are removed.
    #[test]
    fn rule_503_start_of_turn_with_a_pending_regeneration_choice_settles_first() {
        let mut fist = PosCard::new(1, Player::P1, at("c1"));
        fist.wounds = 1;
        let mut hurt = PosCard::new(0, Player::P1, at("d1"));
        hurt.wounds = 2;
        let mut dead = PosCard::new(0, Player::P1, at("e1"));
        dead.wounds = 5;
        let mut rich = PosCard::new(0, Player::P1, at("a1"));
        rich.tokens = 9;
        let mut p = pos(vec![fist, hurt, dead, rich, PosCard::new(0, Player::P2, at("c5"))]);
        p.start_of_turn = true;
        let g = Game::from_position(fist_db(), Arc::new(RulesConfig::default()), &p).expect("a reachable position");
        assert!(
            matches!(
                g.pending(),
                crate::game::Pending::Decision {
                    kind: crate::game::DecisionKind::Replacement { .. },
                    ..
                }
            ),
            "{:?}",
            g.pending()
        );
        assert_eq!(g.card(CardId(2)).zone, Zone::Graveyard);
        assert_eq!(g.card(CardId(3)).tokens, RulesConfig::default().default_token_max);
        g.check_invariants().expect("settled before the choice");
    }

    /// Play leaves no markers on a card outside the play zone (a card leaving
    /// play loses them): a position with some is refused, naming the card.
    #[test]
    fn positions_refuse_markers_outside_play() {
        for place in [Place::Deck, Place::Graveyard] {
            let mut c = PosCard::new(0, Player::P1, place);
            c.wounds = 2;
            let cards = vec![
                PosCard::new(0, Player::P1, at("c2")),
                c,
                PosCard::new(0, Player::P2, at("c5")),
            ];
            let bad = Game::from_position(db(), Arc::new(RulesConfig::default()), &pos(cards));
            assert_eq!(
                bad.unwrap_err(),
                PositionError::MarkersOutOfPlay { index: 1 },
                "{place:?}"
            );
        }
    }

    /// Unbought cards return to the deck (GAME §3): no card is in a hand
    /// during the battle, so a position can't hold one.
    #[test]
    fn positions_refuse_a_card_in_hand_during_the_battle() {
        let cards = vec![
            PosCard::new(0, Player::P1, at("c2")),
            PosCard::new(0, Player::P2, at("c5")),
            PosCard::new(0, Player::P2, Place::Hand),
        ];
        let bad = Game::from_position(db(), Arc::new(RulesConfig::default()), &pos(cards));
        assert_eq!(bad.unwrap_err(), PositionError::InHand { index: 2 });
    }

    #[test]
    fn views_hide_face_down_cards_and_count_the_decks() {
        let mut hidden = PosCard::new(0, Player::P2, at("c6"));
        hidden.face_up = false;
        let g = build(vec![
            PosCard::new(0, Player::P1, at("c2")),
            hidden,
            PosCard::new(0, Player::P2, at("c5")),
            PosCard::new(0, Player::P2, Place::Deck),
            PosCard::new(0, Player::P2, Place::Deck),
        ]);
        let v1 = g.view(Player::P1);
        let seen = v1.in_play.iter().find(|c| c.id == CardId(1)).unwrap();
        assert_eq!((seen.def, seen.life), (None, None));
        assert!(v1.hand.is_empty());
        assert_eq!(v1.hand_sizes, [0, 0]);
        assert_eq!(v1.deck_sizes, [0, 2]);
        let v2 = g.view(Player::P2);
        assert_eq!(v2.in_play.iter().find(|c| c.id == CardId(1)).unwrap().def, Some(0));
    }
}
