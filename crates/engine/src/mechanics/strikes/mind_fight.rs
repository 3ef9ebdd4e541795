//! A fight with a caster wherever it stands (Мастер разума: a sudden impact
//! answering an enemy creature's discharge, spell or magic strike with a
//! simple strike, as if that creature were an open card next to it).
//!
//! - [`Cond::DeclaresMagic`] (`declares_magic`): the card has declared a
//!   discharge, a magic strike or a spell whose declaration still waits in
//!   the queue (502.2; not yet executing), so an impact answering it may be
//!   declared in the window after it and names it as its target.
//! - [`EffectKind::FightAsAdjacent`] (`fight_as_adjacent`): when applied,
//!   the card with the ability declares a simple strike at the subject on
//!   its own order ([`Order::Distant`]): it pays nothing (the card does not
//!   close again, and the strike is not one of its simple strikes of the
//!   turn), no defender may take it, and its target meets it as an open
//!   card next to the striker, whatever the distance — it rolls its die and
//!   may counter-strike even when closed (GAME.md §6). Its legality-check
//!   step (502.3) asks only that both cards are still in play, face up, of
//!   opposite sides, creatures, and the striker not forbidden to attack
//!   (514.2). The strike goes on top of the queue, so it comes before the
//!   declaration it answers.
//!
//! [`Cond::DeclaresMagic`]: crate::model::ability::Cond::DeclaresMagic
//! [`EffectKind::FightAsAdjacent`]: crate::model::ability::EffectKind::FightAsAdjacent
//! [`Order::Distant`]: crate::mechanics::strikes::ordered_fight::Order::Distant

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["fight_as_adjacent", "declares_magic"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The card strikes a creature declaring a magic attack or a spell, as if it were an open card next to it.";

use crate::game::event::Action;
use crate::game::types::{CardId, Player};
use crate::game::{Game, Illegal};
use crate::mechanics::strikes::ordered_fight::{Order, OrderReach};
use crate::model::ability::CastKind;
use crate::model::card::AttackKind;
use crate::rules::trigger::EffectCtx;

impl Game {
    /// Has `c` declared a discharge, a magic strike or a spell that waits
    /// in the queue?
    pub(in crate::mechanics) fn declares_magic(&self, c: CardId) -> bool {
        self.s.queue.iter().any(|d| {
            d.source == c
                && (matches!(
                    self.declared_attack_kind(d),
                    Some(AttackKind::Discharge | AttackKind::MagicStrike)
                ) || crate::rules::queue::cast_index(d.action)
                    .and_then(|i| self.ability(c, i))
                    .is_some_and(|a| a.cast == Some(CastKind::Spell)))
        })
    }

    /// May `striker` strike `target` on its distant order now: both in
    /// play and face up, `striker` a creature of `player`'s, `target` an
    /// enemy creature, and no prohibition against `striker`'s attacks
    /// (514.2)? Their cells do not matter.
    pub(in crate::mechanics) fn check_distant_fight(
        &self,
        player: Player,
        striker: CardId,
        target: CardId,
    ) -> Result<(), Illegal> {
        let reach = OrderReach {
            adjacent: false,
            ..OrderReach::ADJACENT
        };
        self.check_order_strike(player, striker, target, reach)
    }

    /// The effect applied to `target`: the card's strike at it enters the
    /// queue, if it may still be made.
    pub(in crate::mechanics) fn fight_as_adjacent(&mut self, ctx: &EffectCtx, target: CardId) {
        if self.check_distant_fight(ctx.side, ctx.source, target).is_err() {
            return;
        }
        let decl = crate::game::Declaration {
            ordered: Some(Order::Distant),
            ..self.declaration(ctx.side, ctx.source, Action::Strike { target }, true)
        };
        self.enqueue(decl);
    }
}
