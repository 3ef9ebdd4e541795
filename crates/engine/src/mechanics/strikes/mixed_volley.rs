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
//! A chained volley (Дхайа: discharges of 3, 2 and 1, each later one at a
//! creature next to the one before's target) is the same with a third
//! attack (`chain`): its second part must hit a creature standing next to
//! the first part's target — or next to the cell that target stood on, if
//! the first part destroyed it — and its third a creature next to the
//! second's. Nothing forbids a later part from coming back to an earlier
//! target (the card names no «разные»). Each part is made while it has such
//! a target; with none the chain ends.
//!
//! [`EffectKind::Volley`]: crate::model::ability::EffectKind::Volley

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["volley"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A volley of two attacks of different kinds at two cards, each with its own method and range; or a chain of three, each next to the one before's target.";

use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{Game, Illegal, Refusal};
use crate::model::ability::{Ability, Attack, EffectKind, Target};

/// The attack of a part of a mixed or chained volley `a` of `source`: its
/// second attack for a later part (`continuation`), or a chain's third for
/// its third part; `None` for the first part and for any other ability. The
/// part being made is the one whose target the volley chose last.
pub(in crate::mechanics) fn part_attack<'a>(
    g: &Game,
    source: CardId,
    a: &'a Ability,
    continuation: bool,
) -> Option<&'a Attack> {
    later_attack(a, continuation, g.volley_parts(source))
}

/// The attack of part number `part` (1 the first) of a mixed or chained volley.
fn later_attack(a: &Ability, continuation: bool, part: usize) -> Option<&Attack> {
    match a.main_effect()? {
        EffectKind::Volley {
            then: Some(second),
            chain,
            ..
        } if continuation => match chain {
            Some(third) if part >= 3 => Some(third),
            _ => Some(second),
        },
        _ => None,
    }
}

/// Is `a` a mixed volley (a chained one too)?
pub(in crate::mechanics) fn is_mixed(a: &Ability) -> bool {
    matches!(a.main_effect(), Some(EffectKind::Volley { then: Some(_), .. }))
}

/// Is `a` a chained volley (Дхайа)?
pub(in crate::mechanics) fn is_chain(a: &Ability) -> bool {
    matches!(a.main_effect(), Some(EffectKind::Volley { chain: Some(_), .. }))
}

impl Game {
    /// How many targets `source`'s volley in progress has chosen (0 with none).
    fn volley_parts(&self, source: CardId) -> usize {
        self.s
            .volley
            .as_ref()
            .filter(|v| v.source == source)
            .map_or(0, |v| v.chosen.len())
    }

    /// The next part of a mixed volley `a` of `source` at `t`: a card in
    /// play its attack's method and range allow (501.17), meeting the
    /// ability's filter; in a chain, a creature next to the card the part
    /// before was aimed at (where it stands, or stood if it died).
    pub(in crate::mechanics) fn check_mixed_second(
        &self,
        source: CardId,
        a: &Ability,
        t: CardId,
    ) -> Result<(), Illegal> {
        // At the legality-check step of its execution (502.3) the part's
        // target is already the volley's last; at its declaration, not yet.
        let executing = self
            .s
            .exec
            .last()
            .is_some_and(|x| x.decl.source == source && x.decl.continuation);
        let chosen = self.volley_parts(source);
        let (part, before) = if executing { (chosen, chosen.checked_sub(2)) } else { (chosen + 1, chosen.checked_sub(1)) };
        let Some(second) = later_attack(a, true, part) else {
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
        if is_chain(a) {
            if !self.is_creature(t) {
                return Err(Illegal {
                    rule: Rule::R501_17,
                    reason: Refusal::NotACreature,
                });
            }
            let before = self.s.volley.as_ref().zip(before).and_then(|(v, i)| v.chosen.get(i).copied());
            let near = match (before.and_then(|b| self.acting_cell(b)), self.standing_cell(t)) {
                (Some(b), Some(c)) => b.is_adjacent(c),
                _ => false,
            };
            if !near {
                return Err(Illegal {
                    rule: Rule::R501_17,
                    reason: Refusal::NotAdjacent,
                });
            }
        }
        match &a.target {
            Target::One(filter) if !filter.is_any() => self.check_filter(source, filter, t),
            _ => Ok(()),
        }
    }
}

/// Must each part of the volley of ability `a` hit a card not chosen yet
/// («по разным»)? Not in a chain, whose card names no such rule.
pub(in crate::mechanics) fn targets_differ(a: &Ability) -> bool {
    !is_chain(a)
}

/// May the controller stop the volley of ability `a` now? A plain volley is
/// «N или менее»; a mixed one makes both its attacks while the second has a
/// target (it is asked only then).
pub(in crate::mechanics) fn may_end(a: &Ability) -> bool {
    !is_mixed(a)
}
