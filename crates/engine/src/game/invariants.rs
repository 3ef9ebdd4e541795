//! The invariants of a game state, checked by the property, soak and fuzz
//! tests after every step: every card is in exactly one place, the board
//! agrees with the zones, no card in play is at 0 life, above its token
//! maximum or with extra and negative lives left to cancel (503.1 applies
//! at once), markers stay in bounds, the turn limit holds. A failure names the card and what is wrong.

use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{DecisionKind, Game, Pending};
use crate::model::battlefield::Cell;

impl Game {
    /// Checks the invariants of the state; `Err` says which one broke.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.card_count();
        let mut seen = vec![0u32; n];
        for p in Player::BOTH {
            let ps = self.player(p);
            for (list, zone) in [
                (&ps.deck, Zone::Deck),
                (&ps.hand, Zone::Hand),
                (&ps.graveyard, Zone::Graveyard),
            ] {
                for &c in list {
                    let Some(card) = self.get_card(c) else {
                        return Err(format!("{p}'s {zone:?} lists {c}, no card of this game"));
                    };
                    seen[c.index()] += 1;
                    if card.zone != zone {
                        return Err(format!("{c} listed in {p}'s {zone:?} but is in {:?}", card.zone));
                    }
                    if card.owner != p {
                        return Err(format!("{c} in {p}'s {zone:?} belongs to {}", card.owner));
                    }
                }
            }
        }
        for &c in self.in_play() {
            let Some(card) = self.get_card(c) else {
                return Err(format!("{c} in play is no card of this game"));
            };
            seen[c.index()] += 1;
            if !card.zone.in_play() {
                return Err(format!("{c} in play but its zone is {:?}", card.zone));
            }
        }
        // An exiled card is in no list: its zone alone says where it is.
        for (i, k) in seen.iter_mut().enumerate() {
            if self.get_card(CardId(i as u8)).is_some_and(|c| c.zone == Zone::Exiled) {
                *k += 1;
            }
        }
        if let Some((i, k)) = seen.iter().enumerate().find(|(_, &k)| k != 1) {
            return Err(format!(
                "card #{i} is in {k} places (zone {:?})",
                self.card(CardId(i as u8)).zone
            ));
        }
        for cell in Cell::all() {
            for c in self.cards_at(cell) {
                if self.get_card(c).map(|c| c.zone) != Some(Zone::Battlefield(cell)) {
                    return Err(format!("{cell} holds {c} whose zone is not that cell"));
                }
            }
            // A second card only on a held cell, and only a bodiless creature
            // that shares it (KINDS §10).
            if let Some(g) = self.guest_at(cell) {
                if self.at(cell) == Some(g) {
                    return Err(format!("{g} is on {cell} twice"));
                }
                if !self.cfg.bodiless_share_cells {
                    return Err(format!("{g} shares {cell} though cells are not shared"));
                }
            }
        }
        for c in self.card_ids() {
            let card = self.card(c);
            match card.zone {
                Zone::Battlefield(cell) => {
                    if self.at(cell) != Some(c) && self.guest_at(cell) != Some(c) {
                        return Err(format!(
                            "{c} thinks it is on {cell}, the board says {:?}",
                            self.at(cell)
                        ));
                    }
                    if self.def(c).is_flyer() && !self.s.grounded.contains(c) {
                        return Err(format!("flyer {c} on a cell"));
                    }
                    // A revealed terrain left its cell at once (503.1, KINDS §3).
                    if card.face_up && self.is_terrain(c) {
                        return Err(format!("revealed terrain {c} on a cell"));
                    }
                    // The seated symbiotes left their cells (KINDS §3).
                    if self.s.seated && self.def(c).is_symbiote() {
                        return Err(format!("symbiote {c} on a cell after the seating"));
                    }
                }
                Zone::Additional => {
                    // Only flyers, ground cards flying until the end of the
                    // turn (503.1), and terrains (KINDS §8).
                    if !self.flies(c) && !self.is_terrain(c) {
                        return Err(format!("ground card {c} in the additional zone"));
                    }
                }
                Zone::Hosted(h) => {
                    // A symbiote sits on a host in play that is no symbiote
                    // itself, no more of them than a host may hold (KINDS §6).
                    if !self.def(c).is_symbiote() {
                        return Err(format!("{c} is not a symbiote but sits on {h}"));
                    }
                    let Some(host) = self.get_card(h) else {
                        return Err(format!("{c} sits on {h}, no card"));
                    };
                    if !host.zone.in_play() || host.zone.host().is_some() {
                        return Err(format!("{c} sits on {h}, which is in {:?}", host.zone));
                    }
                    let n = self.symbiotes_on(h).count();
                    if n > self.host_capacity(h) {
                        return Err(format!("{h} hosts {n} symbiotes, max {}", self.host_capacity(h)));
                    }
                }
                Zone::Deck | Zone::Hand | Zone::Graveyard | Zone::Exiled => {
                    if card.wounds != 0
                        || card.tokens != 0
                        || card.reserved_tokens != 0
                        || card.hits != 0
                        || card.turn_wounds != 0
                        || card.turn_taken != 0
                        || card.path != 0
                    {
                        return Err(format!("{c} out of play keeps markers: {card:?}"));
                    }
                }
            }
            if card.zone.in_play() {
                // 503.1: a card at 0 life is destroyed, markers above the
                // maximum are removed — at once, before anybody decides.
                if self.life(c) <= 0 && !self.is_terrain(c) {
                    return Err(format!("{c} in play with life {}", self.life(c)));
                }
                if card.tokens > self.token_max(c) {
                    return Err(format!("{c} has {} tokens, max {}", card.tokens, self.token_max(c)));
                }
                // Extra and negative lives cancel each other out.
                if card.extra_lives > 0 && card.negative_lives > 0 {
                    return Err(format!(
                        "{c} keeps {} extra and {} negative lives",
                        card.extra_lives, card.negative_lives
                    ));
                }
            }
            // What a card mechanic adds to life (Сшиватель плоти).
            let added = <crate::game::hooks::M as crate::game::hooks::Hooks>::life_added(self, c).max(0) as u16;
            let life = self.def(c).life as u16 + card.extra_lives as u16 + added;
            if card.wounds as u16 > life {
                return Err(format!("{c} has {} wounds for {life} life (underflow?)", card.wounds));
            }
            if card.reserved_tokens > card.tokens {
                return Err(format!(
                    "{c} reserves {} of {} tokens",
                    card.reserved_tokens, card.tokens
                ));
            }
            if card.zone == Zone::Graveyard && !card.face_up {
                return Err(format!("{c} face down in the graveyard"));
            }
            if card.zone == Zone::Deck && card.face_up {
                return Err(format!("{c} face up in the deck"));
            }
        }
        // An attack ignores the abilities of the card it attacks only while
        // its own steps run (502.3.1, for that attack alone).
        if let Some(c) = self.s.ignored {
            let top = self.s.exec.last();
            if self.s.phase != crate::game::Phase::Exec || !top.is_some_and(|x| x.ignores && x.target == Some(c)) {
                return Err(format!(
                    "{c}'s abilities are ignored outside the attack that ignores them"
                ));
            }
        }
        if let Some(limit) = self.config().turn_limit {
            if self.turn() > limit {
                return Err(format!("turn {} beyond the limit {limit}", self.turn()));
            }
        }
        if let Pending::Decision {
            kind: DecisionKind::Main,
            ..
        } = self.pending()
        {
            for p in Player::BOTH {
                if !self.player(p).hand.is_empty() {
                    return Err(format!("{p} still holds cards after the setup"));
                }
            }
            // A turn whose end triggers are acting asks for nothing else.
            if self.s.ending {
                return Err("a main decision while the turn is ending".to_string());
            }
        }
        Ok(())
    }
}
