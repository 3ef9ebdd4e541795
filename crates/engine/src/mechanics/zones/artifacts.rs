//! «Ваши артефакты получают …» (Скалы Лант-Мора, set 2): an effect's
//! subject that is every artifact in play of a side, seen from the
//! ability's controller, fixed when the effect's turn comes
//! ([`Subject::EveryArtifact`]). Artifacts are cards on cells that are not
//! creatures (rule 208, KINDS §7), so no creature subject ever names them;
//! this one names nothing else.
//!
//! [`Subject::EveryArtifact`]: crate::model::ability::Subject::EveryArtifact

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::Side;
use crate::rules::trigger::EffectCtx;

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["all own artifacts"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "An effect acts on every artifact in play of a side (208, KINDS §7), fixed when its turn comes.";

impl Game {
    /// Every artifact in play of `side` (seen from the ability's
    /// controller), in the play zone's order.
    pub(in crate::mechanics) fn every_artifact(&self, ctx: &EffectCtx, side: Side) -> Vec<CardId> {
        self.s
            .play
            .iter()
            .copied()
            .filter(|&t| self.is_artifact(t) && self.on_side(ctx.side, side, t))
            .collect()
    }
}
