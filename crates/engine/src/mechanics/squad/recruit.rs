//! Рекрутер Храма's recruiting (GAME §3, `when_bought: may recruit
//! namesakes N`).
//!
//! Before its player buys anything, the card may be shown to the opponent
//! and bought at its price, together with a creature of the deal shown with
//! it (its place in the hand is the purchase option); then up to N creatures
//! of that creature's name are found in the deck, shown and taken into the
//! deal, where they may be bought as any other card (`Recruited`, public:
//! the found cards are namesakes of the one shown). The deck is shuffled
//! after the search (503.1).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["recruit"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A card bought first shows a creature of the deal and brings its namesakes from the deck into the deal.";

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::rules::squad::Price;

impl Game {
    /// May `c` be bought first, showing the creature of `p`'s hand at place
    /// `option` (counted from 1)? Returns `c`'s price.
    pub(in crate::mechanics) fn check_recruit(&self, p: Player, c: CardId, option: u8) -> Result<Price, Illegal> {
        self.check_squad_empty(p)?;
        let Some(shown) = self.pair_partner(p, option) else {
            return refuse(Rule::Squad, Refusal::NoSuchBuyOption);
        };
        if shown == c || !self.def(shown).kind.is_creature() {
            return refuse(Rule::Squad, Refusal::NotAPartner);
        }
        self.price_for(&self.s.players[p.index()], p, c, 0, 0, true)
    }

    /// Buys `c`, shows the hand creature `option` and takes up to `most` of
    /// its namesakes from the deck into the deal; the deck is shuffled.
    /// Checked by [`Game::check_recruit`].
    pub(in crate::mechanics) fn buy_recruit(&mut self, p: Player, c: CardId, option: u8, most: u8) {
        let Some(shown) = self.pair_partner(p, option) else {
            return;
        };
        let Ok(price) = self.price_for(&self.s.players[p.index()], p, c, 0, 0, true) else {
            return;
        };
        self.pay_and_take(p, c, price);
        let name = self.card(shown).def;
        let found: Vec<CardId> = self.s.players[p.index()]
            .deck
            .iter()
            .rev()
            .copied()
            .filter(|&d| self.card(d).def == name)
            .take(most as usize)
            .collect();
        for &d in &found {
            self.move_card(d, Zone::Hand);
            self.s.players[p.index()].dealt.push(d);
        }
        self.events.push(Event::Recruited {
            player: p,
            card: c,
            shown,
            found: found.len() as u8,
        });
        self.shuffle_deck(p);
    }
}
