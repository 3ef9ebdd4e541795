//! Zone changes (GAME.md §1): the one way a card changes place.
//!
//! A card's place is written in three places that must agree: its own
//! [`CardState::zone`](crate::game::state::CardState::zone), the list of its zone
//! (its owner's deck, hand or graveyard, or the play zone's entry order) and,
//! on the battlefield, the board. [`Game::move_card`] updates all three at
//! once, so no rule can move a card by halves.

use crate::game::hooks::{Hooks, M};
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::Game;

impl Game {
    /// `c` comes into play from out of it (a graveyard, a deck) onto `to`
    /// under `controller`'s control: its incarnation tokens go (503.1), its
    /// markers start afresh, and it enters face up and open (517.3, 517.4).
    /// Closing it, when it enters closed, and logging why are the caller's.
    pub(crate) fn bring_into_play(&mut self, c: CardId, to: Zone, controller: crate::game::types::Player) {
        self.remove_incarnation_tokens(c);
        self.move_card(c, to);
        let card = &mut self.s.cards[c.index()];
        card.reset_markers();
        card.controller = controller;
        self.enter_play(c);
        self.s.cards[c.index()].face_up = true;
    }

    /// Moves `c` from where it is to `to`: out of its old list or cell, into
    /// the new one (the top of a deck, the end of a hand, a graveyard or the
    /// play zone's entry order), keeping its place in the play zone's order
    /// when it moves within the play zone. A card that leaves the play zone
    /// loses what effects granted it. Markers, facing and control are the
    /// caller's: they depend on why the card moves.
    pub(crate) fn move_card(&mut self, c: CardId, to: Zone) {
        let from = self.card(c).zone;
        let owner = self.card(c).owner.index();
        if from == Zone::Deck && !self.s.deck_known.is_empty() {
            self.s.deck_known.retain(|k| k.0 != c);
        }
        match from {
            Zone::Deck => remove(&mut self.s.players[owner].deck, c),
            Zone::Hand => remove(&mut self.s.players[owner].hand, c),
            Zone::Graveyard => remove(&mut self.s.players[owner].graveyard, c),
            Zone::Battlefield(cell) => self.s.board.take(cell, c),
            Zone::Additional | Zone::Hosted(_) | Zone::Exiled => {}
        }
        if from.in_play() && !to.in_play() {
            if self.features.symbiotes {
                self.host_leaving(c, from.cell());
            }
            remove(&mut self.s.play, c);
            self.forget_granted(c);
            self.forget_markers(c);
            self.s.grounded.remove(c);
            M::left_play(self, c);
        }
        match to {
            Zone::Deck => self.s.players[owner].deck.push(c),
            Zone::Hand => self.s.players[owner].hand.push(c),
            Zone::Graveyard => self.s.players[owner].graveyard.push(c),
            Zone::Battlefield(cell) => self.s.board.put(cell, c),
            Zone::Additional | Zone::Hosted(_) | Zone::Exiled => {}
        }
        if to.in_play() && !from.in_play() {
            self.s.play.push(c);
        }
        let card = &mut self.s.cards[c.index()];
        if matches!((from, to), (Zone::Battlefield(a), Zone::Battlefield(b)) if a != b) {
            // This turn's history: it changed its cell (a step, a jump, a teleport, a push).
            card.path |= crate::game::state::PATH_RELOCATED;
        }
        card.zone = to;
        card.stood = if to == Zone::Graveyard { from.cell() } else { None };
        if from == Zone::Graveyard && to != Zone::Graveyard {
            card.by_attack = false; // it no longer lies in the graveyard having died from an attack
            card.stood_poison = 0;
        }
        if from.in_play() && from != to {
            self.source_moved(c, !to.in_play());
        }
    }

    /// `player`'s deck was shuffled: no one knows where its cards lie
    /// ([`crate::game::State::deck_known`], 503.1).
    pub(crate) fn forget_deck_order(&mut self, player: crate::game::types::Player) {
        let cards = &self.s.cards;
        self.s.deck_known.retain(|k| cards[k.0.index()].owner != player);
    }
}

/// Takes `c` out of a list, keeping the order of the others (the top of a
/// deck, its last card, is the commonest case).
#[inline]
fn remove(list: &mut Vec<CardId>, c: CardId) {
    if list.last() == Some(&c) {
        list.pop();
    } else if let Some(i) = list.iter().position(|&x| x == c) {
        list.remove(i);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::game::position::{Place, PosCard, Position};
    use crate::game::state::Zone;
    use crate::game::types::{CardId, Player};
    use crate::model::battlefield::Cell;
    use crate::model::card::{CardDb, CardDef, Element, Kind};
    use crate::{Game, RulesConfig};

    fn game() -> Game {
        let d = CardDef::new("A", "A", Element::Neutral, 3, false, Kind::Creature, 5, 1, [1, 2, 3]);
        let db = Arc::new(CardDb::new(vec![d]));
        let cell = |s: &str| Place::Cell(Cell::parse(s).unwrap());
        let pos = Position {
            first: Player::P1,
            active: Player::P1,
            turn: 1,
            seed: 1,
            cards: vec![
                PosCard::new(0, Player::P1, cell("a1")),
                PosCard::new(0, Player::P1, Place::Deck),
                PosCard::new(0, Player::P2, cell("c5")),
            ],
            start_of_turn: false,
        };
        Game::from_position(db, Arc::new(RulesConfig::default()), &pos).unwrap()
    }

    #[test]
    fn a_card_moved_through_every_zone_is_always_in_one_place() {
        let mut g = game();
        let c = CardId(1);
        let b2 = Cell::parse("b2").unwrap();
        let path = [
            Zone::Hand,
            Zone::Battlefield(b2),
            Zone::Battlefield(Cell::parse("b3").unwrap()),
            Zone::Additional,
            Zone::Graveyard,
            Zone::Deck,
            Zone::Battlefield(b2),
        ];
        for to in path {
            g.move_card(c, to);
            assert_eq!(g.card(c).zone, to);
            let ps = g.player(Player::P1);
            let places = [
                ps.deck.contains(&c),
                ps.hand.contains(&c),
                ps.graveyard.contains(&c),
                g.in_play().contains(&c),
            ];
            assert_eq!(places.iter().filter(|&&x| x).count(), 1, "after {to:?}: {places:?}");
            let on_board = Cell::all().filter(|&x| g.at(x) == Some(c)).count();
            assert_eq!(on_board, usize::from(to.cell().is_some()), "after {to:?}");
        }
        assert_eq!(g.at(b2), Some(c));
        // Moving within the play zone keeps the entry order.
        let order = g.in_play().to_vec();
        g.move_card(c, Zone::Battlefield(Cell::parse("b3").unwrap()));
        assert_eq!(g.in_play(), order.as_slice());
    }
}
