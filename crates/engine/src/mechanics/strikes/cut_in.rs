//! Cutting into a missed fight (Свирепый резак,
//! [`EffectKind::CutIn`]): when an own creature's simple strike misses, the
//! card with the ability exchanges cells with it and fights the card it
//! struck at.
//!
//! Our reading: the missed creature must still stand on a cell next to the
//! card it struck at (502.7), and that card must be an enemy creature on the
//! battlefield; the card with the ability may stand anywhere on a cell. The
//! two exchange their cells — displacements, not their movement (event
//! `Pushed`, as a swap) — and the card makes a free simple strike at the
//! struck card ([`crate::mechanics::strikes::free_strike`]): it does not
//! close and the strike is not one of its strikes of the turn. The missed
//! strike's target is the one [`crate::game::State::missed_at`] keeps.
//!
//! [`EffectKind::CutIn`]: crate::model::ability::EffectKind::CutIn

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["cut_in"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The card swaps cells with an own creature that missed and fights the card it struck at, without closing.";

use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::rules::trigger::EffectCtx;

impl Game {
    /// May `source` cut into the missed fight of `t`: both on cells, `t`
    /// another card whose last simple strike this turn missed an enemy
    /// creature that still stands next to it? The struck card, if so.
    pub(in crate::mechanics) fn check_cut_in(&self, source: CardId, t: CardId) -> Result<CardId, Illegal> {
        if t == source {
            return refuse(Rule::R501_17, Refusal::TargetConditionNotMet);
        }
        let (Zone::Battlefield(_), Zone::Battlefield(at)) = (self.card(source).zone, self.card(t).zone) else {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        };
        let Some(&(_, struck)) = self.s.missed_at.iter().find(|m| m.0 == t) else {
            return refuse(Rule::R501_17, Refusal::TargetConditionNotMet);
        };
        let sc = self.card(struck);
        if sc.controller == self.card(source).controller || !self.is_creature(struck) {
            return refuse(Rule::R501_17, Refusal::NotAnEnemy);
        }
        match sc.zone {
            Zone::Battlefield(c) if c.is_adjacent(at) => Ok(struck),
            _ => refuse(Rule::R501_17, Refusal::NotAdjacent),
        }
    }

    /// The card of `ctx` and `t` exchange cells, then the card's free
    /// strike at the struck card enters the queue; nothing happens if the
    /// fight can no longer be joined.
    pub(in crate::mechanics) fn cut_in(&mut self, ctx: &EffectCtx, t: CardId) {
        let Ok(struck) = self.check_cut_in(ctx.source, t) else {
            return;
        };
        self.swap_cards(&[ctx.source, t]);
        self.free_strike(ctx, struck, false);
    }
}
