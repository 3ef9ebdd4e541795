//! A creature card of the own deck put into the graveyard by the cost of an
//! attacked card (Адепт тьмы: attacking an enemy card whose cost no
//! creature of the own graveyard has, its player may put a creature of that
//! cost there from his deck).
//!
//! - [`Cond::CostInOwnGraveyard`] (`cost_in_own_graveyard`, after `not` in
//!   the attack trigger's `vs`): a creature card of the card's crystal cost —
//!   the grade (elite or not) aside — lies in the graveyard of the ability's
//!   controller.
//! - [`Subject::OneOwnInDeckCostingOther`] (`one own in deck costing
//!   attacked`): the creature cards of the controller's own deck of the
//!   event's other card's crystal cost, one of them chosen by him when the
//!   effect comes (`crate::mechanics::deck::shown_cost` asks,
//!   [`Ask::InDeck`]; one is taken without a question, none: nothing).
//! - [`EffectKind::Bury`] (`bury`): the subject, still in its owner's deck,
//!   goes to his graveyard face up (event `Buried`). It does not die: no
//!   `Destroyed`, nothing «при гибели», no Valhalla (as Утопец's own
//!   burial, `crate::mechanics::deck::shown_bury`, which moves it the same way).
//!
//! [`Cond::CostInOwnGraveyard`]: crate::model::ability::Cond::CostInOwnGraveyard
//! [`Subject::OneOwnInDeckCostingOther`]: crate::model::ability::Subject::OneOwnInDeckCostingOther
//! [`EffectKind::Bury`]: crate::model::ability::EffectKind::Bury
//! [`Ask::InDeck`]: crate::decision::question::Ask::InDeck

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["bury", "one own in deck costing", "cost_in_own_graveyard"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A creature card of the own deck costing as much as the attacked card goes to the graveyard.";

use crate::game::event::Event;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::Game;
use crate::rules::trigger::EffectCtx;

impl Game {
    /// Does a creature card of `cost` crystals lie in `p`'s graveyard?
    pub(in crate::mechanics) fn creature_cost_buried(&self, p: Player, cost: u8) -> bool {
        self.s.players[p.index()]
            .graveyard
            .iter()
            .any(|&c| self.def(c).is_creature() && self.def(c).cost == cost)
    }

    /// The creature cards of the ability controller's own deck costing as
    /// much as the event's other card, from the bottom of the deck up.
    pub(in crate::mechanics) fn own_in_deck_costing_other(&self, ctx: &EffectCtx) -> Vec<CardId> {
        let Some(other) = ctx.other else { return Vec::new() };
        let cost = self.def(other).cost;
        self.s.players[ctx.side.index()]
            .deck
            .iter()
            .copied()
            .filter(|&c| {
                let d = self.def(c);
                self.card(c).owner == ctx.side && d.is_creature() && d.cost == cost
            })
            .collect()
    }

    /// `t`, if it still lies in its owner's deck, goes to his graveyard
    /// face up, without dying: a card shown by a prophecy by its own
    /// ability (`by` none: `Buried`), or a card of the deck an effect of
    /// `by` named (Адепт тьмы: `DeckCardBuried`).
    pub(in crate::mechanics) fn bury_from_deck(&mut self, t: CardId, by: Option<CardId>) {
        if self.card(t).zone != Zone::Deck {
            return;
        }
        self.move_card(t, Zone::Graveyard);
        self.s.cards[t.index()].face_up = true;
        self.events.push(match by {
            None => Event::Buried { card: t },
            Some(source) => Event::DeckCardBuried { source, card: t },
        });
    }
}
