//! Redirecting an attack onto another card than the one with the ability
//! (502.1): the checks of which attack moves, in one place, for the
//! declaration (the options and the check alike) and the application.
//!
//! Range and method are never checked against the new target: they were
//! checked against the original target when the attack was declared and are
//! checked against it again at its legality step (501.17 example 1).

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::RedirectFrom;
use crate::model::card::AttackSet;

impl Game {
    /// The card an attack of `kinds` is aimed at that a redirect onto `onto`
    /// would take it from: the latest such attack (in the queue, else
    /// executing before its calculation, as [`Game::pending_attack_at`]),
    /// aimed at another card that `from_ok` accepts, made by another card
    /// than `onto`, and not yet redirected onto `onto`.
    pub(crate) fn redirectable_from(
        &self,
        kinds: AttackSet,
        onto: CardId,
        from_ok: impl Fn(CardId) -> bool,
    ) -> Option<CardId> {
        let ok = |t: Option<CardId>| t.filter(|&t| t != onto && from_ok(t));
        // Never onto the attacker itself: a card does not attack itself.
        let aimed = |d: &crate::game::Declaration| {
            d.source != onto
                && !d.redirected_by.contains(onto)
                && self.declared_attack_kind(d).is_some_and(|k| kinds.contains(k))
        };
        if let Some(t) = self
            .s
            .queue
            .iter()
            .rev()
            .filter(|d| aimed(d))
            .find_map(|d| ok(Self::declared_target(d)))
        {
            return Some(t);
        }
        self.s
            .exec
            .iter()
            .rev()
            .filter(|x| aimed(&x.decl) && !matches!(x.step, crate::game::Step::Resolve | crate::game::Step::Start))
            .find_map(|x| ok(x.target))
    }

    /// The card an attack of `kinds` would be taken from by `source`'s
    /// redirect onto `onto` ([`crate::model::ability::EffectKind::RedirectOnto`]): the one check of
    /// the options, the declaration, its legality step and the application.
    pub(crate) fn redirectable_onto(
        &self,
        source: CardId,
        kinds: AttackSet,
        from: &RedirectFrom,
        once_each: bool,
        onto: CardId,
    ) -> Option<CardId> {
        // Once a turn for each attacked card (Гномий король).
        let fresh = |t: CardId| !once_each || !self.s.redirected_from.contains(&(source, t));
        match from {
            RedirectFrom::Adjacent => {
                let at = self.card(onto).zone.cell()?;
                self.redirectable_from(kinds, onto, |t| {
                    fresh(t) && self.card(t).zone.cell().is_some_and(|c| c.is_adjacent(at))
                })
            }
            RedirectFrom::Cards { side, vs } => {
                let player = self.card(source).controller;
                self.redirectable_from(kinds, onto, |t| {
                    fresh(t)
                        && self.card(t).zone.in_play()
                        && self.is_creature(t)
                        && self.on_side(player, *side, t)
                        && self.meets_vs(source, vs, t)
                })
            }
            RedirectFrom::This => self.redirectable_from(kinds, onto, |t| fresh(t) && t == source),
        }
    }

    /// Carries out `source`'s redirect onto `onto` (502.1), if an attack is
    /// still there to take.
    pub(crate) fn redirect_onto(
        &mut self,
        source: CardId,
        kinds: AttackSet,
        from: &RedirectFrom,
        once_each: bool,
        onto: CardId,
    ) {
        if let Some(t) = self.redirectable_onto(source, kinds, from, once_each, onto) {
            if once_each {
                self.s.redirected_from.push((source, t));
            }
            self.redirect(kinds, t, onto);
        }
    }
}
