//! A token for an own card wherever it lies (Темный эльф: «жетон
//! инкарнации или фишка на вашу карту»): [`Subject::OneOwnCard`] names one
//! card of the ability's controller — in play, of any kind (a creature, an
//! artifact, a symbiote), or in his own graveyard — chosen by him when the
//! effect's turn comes (`crate::mechanics::deck::shown_cost` asks for it,
//! [`Ask::OwnCard`]); [`EffectKind::TokenOrIncarnation`] gives it what
//! its zone takes: a token in play (GAME §4, the usual token, bounded by the
//! card's token limit and its prohibitions), an incarnation token in the
//! graveyard (GAME §7, event `IncarnationToken`). Any other zone: nothing.
//!
//! [`Subject::OneOwnCard`]: crate::model::ability::Subject::OneOwnCard
//! [`EffectKind::TokenOrIncarnation`]: crate::model::ability::EffectKind::TokenOrIncarnation
//! [`Ask::OwnCard`]: crate::decision::question::Ask::OwnCard

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["token_or_incarnation", "one own card"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "An own card chosen in play or in the graveyard gains a token there, or an incarnation token here.";

use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::{EffectKind, Value};
use crate::rules::trigger::EffectCtx;

impl Game {
    /// The cards [`Subject::OneOwnCard`] may name: the controller's cards in
    /// play, in order of entry, then those of his own graveyard, from the
    /// bottom up.
    ///
    /// [`Subject::OneOwnCard`]: crate::model::ability::Subject::OneOwnCard
    pub(in crate::mechanics) fn own_cards_anywhere(&self, ctx: &EffectCtx) -> Vec<CardId> {
        let in_play = self.s.play.iter().copied().filter(|&c| self.card(c).controller == ctx.side);
        let buried = self.s.players[ctx.side.index()]
            .graveyard
            .iter()
            .copied()
            .filter(|&c| self.card(c).owner == ctx.side);
        in_play.chain(buried).collect()
    }

    /// `t` gains a token in play, an incarnation token in a graveyard.
    pub(in crate::mechanics) fn token_or_incarnation(&mut self, ctx: &EffectCtx, t: CardId) {
        match self.card(t).zone {
            Zone::Graveyard => self.gain_incarnation_token(t),
            z if z.in_play() => self.apply_effect(ctx, 0, &EffectKind::GainTokens(Value::Fixed(1)), t),
            _ => {}
        }
    }
}
