//! A card that may go from its owner's deck to the graveyard when a
//! prophecy of that player's shows it (Утопец, GAME.md §7):
//!
//! - its `on shown` trigger fires from the deck, after the prophecy's own
//!   triggers, and goes through the queue, declared by its owner (as
//!   `crate::mechanics::deck::shown_entry`'s summon does);
//! - [`EffectKind::BurySelf`] moves it, still in the deck, to its owner's
//!   graveyard face up (event `Buried`). It does not die: no `Destroyed`,
//!   nothing «при гибели», no Valhalla; lying there, it may gather
//!   incarnation tokens like any card of the graveyard.
//!
//! [`EffectKind::BurySelf`]: crate::model::ability::EffectKind::BurySelf

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["bury_self"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A card shown by its owner's prophecy goes from the deck to the graveyard by its own trigger.";

use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{Game, Illegal, Refusal};
use crate::rules::trigger::EffectCtx;

impl Game {
    /// May `p` declare (or carry out) an `on shown` trigger of `source`
    /// that takes it out of the deck (this one's burial, a summon of its own,
    /// `crate::mechanics::deck::shown_entry`): the card still lies in `p`'s
    /// own deck (517.3 for a card looked for in a deck).
    pub(in crate::mechanics) fn check_in_own_deck(&self, p: Player, source: CardId) -> Result<(), Illegal> {
        let card = self.card(source);
        if card.zone != Zone::Deck || card.owner != p {
            return Err(Illegal {
                rule: Rule::R517_3,
                reason: Refusal::NotInDeck,
            });
        }
        Ok(())
    }

    /// The ability's own card, if it still lies in its owner's deck, goes to
    /// the graveyard face up.
    pub(in crate::mechanics) fn bury_self(&mut self, ctx: &EffectCtx) {
        self.bury_from_deck(ctx.source, None);
    }
}
