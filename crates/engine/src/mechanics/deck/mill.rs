//! Milling and what follows it (Лилит и Эйдерик, GAME.md §7):
//!
//! - [`EffectKind::Mill`] puts the top N cards of the ability's controller's
//!   deck into its graveyard, one by one from the top (`Milled`); they stay
//!   readable by the later effects of the same ability ([`Guard::Milled`],
//!   `if milled class Демон`) until its effects are done;
//! - [`Subject::OneOwnInGraveyard`]: one card of a class in the controller's
//!   graveyard, named by the controller when the effect's turn comes (the
//!   chain stops as for `crate::mechanics::deck::shown_cost`; one such card is taken without
//!   a decision, none: the effect does nothing);
//! - [`Subject::Every`] (every creature in play of a side and a class, fixed
//!   when the effect's turn comes) is a subject of the rules
//!   (`crate::rules::trigger`).
//!
//! [`EffectKind::Mill`]: crate::model::ability::EffectKind::Mill
//! [`Guard::Milled`]: crate::model::ability::Guard::Milled
//! [`Subject::OneOwnInGraveyard`]: crate::model::ability::Subject::OneOwnInGraveyard
//! [`Subject::Every`]: crate::model::ability::Subject::Every

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["mill", "milled"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Top cards of the own deck go to the graveyard; the rest of the ability reads what went.";

use crate::game::event::Event;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::{ClassName, Cond};
use crate::rules::trigger::EffectCtx;

impl Game {
    /// The top `n` cards of the controller's deck go to its graveyard (fewer
    /// if the deck is short); the later effects of the ability read them.
    pub(in crate::mechanics) fn mill(&mut self, ctx: &EffectCtx, n: u8) {
        self.s.mech.milled.clear();
        for _ in 0..n {
            // The top of the deck is the end of the vector.
            let Some(&card) = self.s.players[ctx.side.index()].deck.last() else {
                break;
            };
            self.move_card(card, Zone::Graveyard);
            self.s.cards[card.index()].face_up = true;
            self.events.push(Event::Milled {
                source: ctx.source,
                card,
            });
            self.s.mech.milled.push(card);
        }
    }

    /// Did the ability mill a card, and does every milled card meet every
    /// condition? Only what is printed on a card is asked of it.
    pub(in crate::mechanics) fn all_milled(&self, vs: &[Cond]) -> bool {
        !self.s.mech.milled.is_empty()
            && self
                .s
                .mech
                .milled
                .iter()
                .all(|&c| vs.iter().all(|v| self.shown_meets(c, v)))
    }

    /// Every card in the graveyard of the ability's controller's opponent,
    /// from the bottom up (Фенрир's exile).
    pub(in crate::mechanics) fn enemy_in_graveyard(&self, ctx: &EffectCtx) -> Vec<CardId> {
        self.s.players[ctx.side.opponent().index()].graveyard.clone()
    }

    /// The cards of `class` in the ability's controller's own graveyard,
    /// from the bottom up.
    pub(in crate::mechanics) fn own_in_graveyard(&self, ctx: &EffectCtx, class: &ClassName) -> Vec<CardId> {
        self.s.players[ctx.side.index()]
            .graveyard
            .iter()
            .copied()
            .filter(|&c| self.card(c).owner == ctx.side && self.of_class(c, class))
            .collect()
    }
}
