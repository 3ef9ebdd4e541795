//! A mixed volley (Лилит и Эйдерик: a discharge and a throw, at two
//! different cards, for one closing): a compound ability of two attacks of
//! different kinds, [`EffectKind::Volley`] with `then`. It runs as any
//! volley (501.17 example 2, 502.3.2): the first attack is declared with the
//! ability and executed; then, if the card is still in play, its controller
//! declares the second at another card (`Phase::Volley`, the decision
//! `VolleyTarget`), which is checked only for its target and pays nothing.
//! What differs:
//!
//! - each part is its own attack, with its own method and range (501.17):
//!   the first part is the ability's `attack`, the second (the declaration
//!   marked `continuation`) its `then` — one look-up, [`part_attack`], for
//!   the target checks, the execution and the attack's kind (protections,
//!   triggers on it);
//! - its attacks may be aimed at any card their method allows, not only
//!   enemy creatures, and a throw still can't hit an adjacent card;
//! - the second attack is not optional (no «или менее»): while it has a
//!   target, the controller must declare it (`Pass` is neither offered nor
//!   accepted, [`may_end`]).
//!
//! [`EffectKind::Volley`]: crate::model::ability::EffectKind::Volley

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["volley"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A volley of two attacks of different kinds at two cards, each with its own method and range.";

use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{Game, Illegal, Refusal};
use crate::model::ability::{Ability, Attack, EffectKind, Target};

/// The attack of a part of a mixed volley: its second attack for the later
/// part (`continuation`); `None` for the first part and for any other ability.
pub(in crate::mechanics) fn part_attack(a: &Ability, continuation: bool) -> Option<&Attack> {
    match a.main_effect()? {
        EffectKind::Volley { then: Some(second), .. } if continuation => Some(second),
        _ => None,
    }
}

/// Is `a` a mixed volley?
pub(in crate::mechanics) fn is_mixed(a: &Ability) -> bool {
    matches!(a.main_effect(), Some(EffectKind::Volley { then: Some(_), .. }))
}

impl Game {
    /// The second part of a mixed volley `a` of `source` at `t`: a card in
    /// play its second attack's method and range allow (501.17), meeting the
    /// ability's filter.
    pub(in crate::mechanics) fn check_mixed_second(
        &self,
        source: CardId,
        a: &Ability,
        t: CardId,
    ) -> Result<(), Illegal> {
        let Some(second) = part_attack(a, true) else {
            return Err(Illegal {
                rule: Rule::R502_3,
                reason: Refusal::NoSuchAbility,
            });
        };
        if !self.contains(t) {
            return Err(Illegal {
                rule: Rule::R502_5,
                reason: Refusal::NoSuchCard,
            });
        }
        self.check_attack_target(source, t, second)?;
        match &a.target {
            Target::One(filter) if !filter.is_any() => self.check_filter(source, filter, t),
            _ => Ok(()),
        }
    }
}

/// May the controller stop the volley of ability `a` now? A plain volley is
/// «N или менее»; a mixed one makes both its attacks while the second has a
/// target (it is asked only then).
pub(in crate::mechanics) fn may_end(a: &Ability) -> bool {
    !is_mixed(a)
}
