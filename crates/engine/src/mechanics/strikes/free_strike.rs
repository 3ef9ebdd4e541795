//! A free simple strike ([`EffectKind::FreeStrike`](crate::model::ability::EffectKind::FreeStrike),
//! Степной варвар's strike at the start of the battle): the card with the
//! ability makes a simple strike at an enemy creature next to it.
//!
//! Our reading: the strike is made on an order of the card's own
//! ([`Order::Free`]), like the strikes of an ordered fight: declared when
//! the effect is applied, it pays nothing — the card does not close, and the
//! strike is not one of its own simple strikes of the turn — and is checked
//! again at its legality-check step (502.3). Unlike an ordered fight, a
//! defender may take it (GAME.md §6) and its target meets it as its state
//! says (a closed one does not roll); `unanswerable` strikes meet no
//! counter-strike.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["free_strike"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The card makes a simple strike at an enemy creature next to it, paying nothing and staying open.";

use crate::game::event::Action;
use crate::game::types::{CardId, Player};
use crate::game::{Game, Illegal};
use crate::mechanics::strikes::ordered_fight::Order;
use crate::rules::trigger::EffectCtx;

impl Game {
    /// May `striker`, a creature of `player`'s, make its free strike at
    /// `target` now: face up on the battlefield next to `target`, an enemy
    /// creature there, and not forbidden to attack (514.2)?
    pub(in crate::mechanics) fn check_free_strike(
        &self,
        player: Player,
        striker: CardId,
        target: CardId,
    ) -> Result<(), Illegal> {
        self.check_ordered_fight(player, striker, target, false)
    }

    /// The effect applied to `target`: the card's free strike enters the
    /// queue, if it may still be made.
    pub(in crate::mechanics) fn free_strike(&mut self, ctx: &EffectCtx, target: CardId, unanswerable: bool) {
        if self.check_free_strike(ctx.side, ctx.source, target).is_err() {
            return;
        }
        let decl = crate::game::Declaration {
            ordered: Some(Order::Free { unanswerable }),
            ..self.declaration(ctx.side, ctx.source, Action::Strike { target }, true)
        };
        self.enqueue(decl);
    }
}
