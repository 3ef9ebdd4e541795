//! Линнет's squad pairing (GAME §3, `when_bought: may pair_with elite
//! creature at_most N`).
//!
//! Before its player buys anything, the card may be shown to the opponent
//! together with an elite creature of the hand costing at most N (public,
//! `PairShown`); both join the squad at once, each paid like an ordinary card
//! (silver first, the rest in gold). The partner is linked to the card: when
//! the card leaves the play zone, the partner dies (`LinkedDeath`, a rule
//! effect checked with the others, 503.1), unless it has lost its abilities.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["pair_with"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A card joins the squad with an elite partner, who dies when the card leaves play.";

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::rules::squad::Price;

impl Game {
    /// The card `option` names as the partner of `c` (its place in `p`'s
    /// hand, counted from 1), whatever it is.
    pub fn pair_partner(&self, p: Player, option: u8) -> Option<CardId> {
        let i = (option as usize).checked_sub(1)?;
        self.s.players[p.index()].hand.get(i).copied()
    }

    /// The card `c` was shown with at squad building and dies with, if any.
    pub fn linked_to(&self, c: CardId) -> Option<CardId> {
        self.s.mech.linked.iter().find(|l| l.0 == c).map(|l| l.1)
    }

    /// May `c` be shown with the hand card `option` (its place in the hand,
    /// counted from 1) before squad building, and both bought at once?
    /// Returns the price of both together.
    pub(in crate::mechanics) fn check_pair(
        &self,
        p: Player,
        c: CardId,
        option: u8,
        max_cost: u8,
    ) -> Result<Price, Illegal> {
        if option == 0 {
            return refuse(Rule::Squad, Refusal::NoSuchBuyOption);
        }
        self.check_squad_empty(p)?;
        let Some(partner) = self.pair_partner(p, option) else {
            return refuse(Rule::Squad, Refusal::NoSuchBuyOption);
        };
        let def = self.def(partner);
        if partner == c || !self.is_creature(partner) || !def.elite || def.cost > max_cost {
            return refuse(Rule::Squad, Refusal::NotAPartner);
        }
        let first = self.price_for(&self.s.players[p.index()], p, c, 0, 0, true)?;
        // The partner's price once the card is in the squad and paid for.
        let mut after = self.s.players[p.index()].clone();
        after.gold -= first.gold;
        after.silver -= first.silver;
        after.bought.push(c);
        let element = self.deal_element(p, c);
        if element != crate::model::card::Element::Neutral {
            after.elements |= 1 << element as u8;
        }
        if self.def(c).kind == crate::model::card::Kind::Flyer {
            after.flyer_cost += self.def(c).cost;
        }
        let second = self.price_for(&after, p, partner, 0, 0, true)?;
        if self.refuses_company(c, partner) || self.refuses_company(partner, c) {
            return refuse(Rule::R514_2, Refusal::CannotJoinSquad);
        }
        Ok(Price {
            gold: first.gold + second.gold,
            silver: first.silver + second.silver,
            penalty: first.penalty + second.penalty,
        })
    }

    /// Shows `c` with its partner and buys both, each like an ordinary card,
    /// and links the partner to `c`. Checked by [`Game::check_pair`].
    pub(in crate::mechanics) fn buy_pair(&mut self, p: Player, c: CardId, option: u8) {
        let Some(partner) = self.pair_partner(p, option) else {
            return;
        };
        self.events.push(Event::PairShown {
            player: p,
            card: c,
            partner,
        });
        for card in [c, partner] {
            let Ok(price) = self.price_for(&self.s.players[p.index()], p, card, 0, 0, true) else {
                return;
            };
            self.pay_and_take(p, card, price);
        }
        self.s.mech.linked.push((partner, c));
    }

    /// The rule effect of the links (503.1): a partner whose card has left
    /// the play zone dies, unless it has lost its abilities; links whose
    /// partner has left play are forgotten. Returns whether a card died.
    pub(in crate::mechanics) fn linked_deaths(&mut self) -> bool {
        // Before the reveal the cards are still being bought and placed.
        use crate::game::Phase;
        if matches!(
            self.s.phase,
            Phase::RollFirst(_) | Phase::ChooseFirst(_) | Phase::Redeal(_) | Phase::Buy(_) | Phase::Place(_)
        ) {
            return false;
        }
        let mut died = false;
        let mut i = 0;
        while i < self.s.mech.linked.len() {
            let (partner, card) = self.s.mech.linked[i];
            if !self.card(partner).zone.in_play() {
                self.s.mech.linked.swap_remove(i);
                continue;
            }
            if self.card(card).zone.in_play() {
                i += 1;
                continue;
            }
            self.s.mech.linked.swap_remove(i);
            if self.lacks_abilities(partner) {
                continue;
            }
            self.events.push(Event::LinkedDeath {
                card: partner,
                with: card,
            });
            self.destroy(partner);
            died = true;
        }
        died
    }
}
