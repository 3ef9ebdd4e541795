//! Wounds mirrored onto a chosen creature (Астральный двойник,
//! [`EffectKind::MirrorWounds`]): at the start of the battle the card's
//! controller names an enemy creature, which gets «когда [эта карта]
//! получает раны, раниться на столько же».
//!
//! The link is kept in the mechanics' state ([`Mirror`], empty in a game
//! without one) as (card, creature): each time the card takes wounds — from
//! an attack, a counter-strike, poison or an effect, after every
//! replacement, protection, armor and prevention — the creature wounds
//! itself by as many, at once (an effect of its own, not an attack, so its
//! own prevention and replacement effects apply, armor does not). Moved
//! wounds (`take_wounds`, `receive_wounds`) are no wounding. A wounding of
//! the creature this sets off does not set off another (no chains, so two
//! such cards linked to each other can't loop). The link goes when either
//! card leaves play.
//!
//! [`EffectKind::MirrorWounds`]: crate::model::ability::EffectKind::MirrorWounds

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["mirror_wounds"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A chosen creature wounds itself by as many wounds as this card takes, each time.";

use crate::game::event::Event;
use crate::game::types::CardId;
use crate::game::Game;
use crate::rules::prevention::WoundFrom;
use crate::rules::trigger::EffectCtx;

/// A card whose wounds a creature takes too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mirror {
    /// The card whose wounds are mirrored.
    pub card: CardId,
    /// The creature that wounds itself by as many.
    pub creature: CardId,
}

impl Game {
    /// The effect of `ctx`'s ability on `t`: it takes as many wounds as the
    /// ability's card takes, from now on.
    pub(in crate::mechanics) fn mirror_wounds(&mut self, ctx: &EffectCtx, t: CardId) {
        if !self.card(t).zone.in_play() || !self.card(ctx.source).zone.in_play() || t == ctx.source {
            return;
        }
        let m = Mirror {
            card: ctx.source,
            creature: t,
        };
        if !self.s.mech.mirrors.contains(&m) {
            self.s.mech.mirrors.push(m);
        }
        self.events.push(Event::WoundsMirrored {
            source: ctx.source,
            card: t,
        });
    }

    /// `c` has just taken `wounds` wounds: the creatures mirroring it wound
    /// themselves by as many (not for a wounding this very mirror made).
    pub(in crate::mechanics) fn mirrored(&mut self, c: CardId, wounds: u8) {
        if wounds == 0 || self.s.mech.mirroring {
            return;
        }
        let creatures: Vec<CardId> = self
            .s
            .mech
            .mirrors
            .iter()
            .filter(|m| m.card == c)
            .map(|m| m.creature)
            .collect();
        if creatures.is_empty() {
            return;
        }
        self.s.mech.mirroring = true;
        for t in creatures {
            if self.card(t).zone.in_play() {
                self.wound_by_effect(t, wounds, WoundFrom::Effect(t));
            }
        }
        self.s.mech.mirroring = false;
    }

    /// `c` left play: its links are over.
    pub(in crate::mechanics) fn unmirror(&mut self, c: CardId) {
        self.s.mech.mirrors.retain(|m| m.card != c && m.creature != c);
    }
}
