//! Воин храма: a ranged attack at it may be blocked by a die (5 or 6 blocks
//! it); Скальный фантом: any non-magic attack, a simple strike too (an even
//! roll blocks it). An `on struck` trigger whose chain starts with `pick N
//! by die`.
//!
//! An `on struck` trigger acts at once, between the calculation and the
//! application of the attack, where the execution can't wait for a die. So
//! the attacked card rolls that die with the attack's dice (GAME §5, step
//! 5): after the attack's own die, or in its place for an attack with a
//! fixed value, or after a simple strike's dice and table — a chance event of its own ([`ChanceKind::AbilityRoll`] of
//! the attacked card), which scenarios force with `dice` like any other.
//! When the trigger fires, its pick takes the option that roll gives.
//!
//! [`ChanceKind::AbilityRoll`]: crate::game::ChanceKind::AbilityRoll

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["by die"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A pick by die in a trigger on being attacked, its die rolled with the attack's dice.";

use crate::game::event::Event;
use crate::game::types::CardId;
use crate::game::{Game, Step};
use crate::model::ability::{Chooser, EffectKind, TriggerEvent, Usage};
use crate::model::card::AttackSet;

impl Game {
    /// Does `target`, attacked by the running attack, roll a die for an `on
    /// struck` pick by die of its own? Only a card that listens to `struck`
    /// is looked at.
    pub(in crate::mechanics) fn rolls_struck_die(&self, target: CardId) -> bool {
        let event = TriggerEvent::Struck(AttackSet::ALL);
        if !self.listened(event) || !self.listens(target, event) {
            return false;
        }
        let Some(x) = self.s.exec.last() else { return false };
        let kind = match self.attack_of(x.decl.source, x.decl.action, x.decl.continuation) {
            Some((kind, _, _)) => kind,
            // A simple strike whose table is made: the die comes after the
            // strike's dice (Скальный фантом).
            None if x.table.is_some() => crate::model::card::AttackKind::SimpleStrike,
            None => return false,
        };
        self.def(target).abilities.iter().any(|a| {
            matches!(&a.usage, Usage::Trigger(t) if matches!(t.event, TriggerEvent::Struck(kinds) if kinds.contains(kind)))
                && has_die_pick(a)
        })
    }

    /// The attacked card `t` rolled `roll` for its `on struck` pick by die.
    pub(in crate::mechanics) fn struck_rolled(&mut self, t: CardId, roll: u8) {
        self.events.push(Event::DieRolled {
            card: t,
            roll,
            bonus: 0,
            value: roll as i8,
        });
        let e = self.exec_mut();
        e.mech.struck_roll = roll;
        e.step = match e.step {
            Step::RollStruck { window: true } => Step::AfterDice,
            _ => Step::Resolve,
        };
    }

    /// The die `c` rolled for its `on struck` pick by die in the attack at
    /// it being applied, if any.
    pub(in crate::mechanics) fn struck_roll(&self, c: CardId) -> Option<u8> {
        self.s
            .exec
            .last()
            .filter(|x| x.target == Some(c) && x.mech.struck_roll > 0)
            .map(|x| x.mech.struck_roll)
    }
}

/// Does the ability's chain pick by die?
pub(in crate::mechanics) fn has_die_pick(a: &crate::model::ability::Ability) -> bool {
    a.effects
        .iter()
        .any(|e| matches!(e.kind, EffectKind::Pick { by: Chooser::Die, .. }))
}
