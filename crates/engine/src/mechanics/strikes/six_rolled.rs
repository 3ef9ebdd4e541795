//! «Если, сражаясь, выбрасывает на кубике 6 …» (Боргак,
//! [`TriggerEvent::RollsSix`]): a card listening to the event fires when its
//! own die in a simple strike showed 6 — as the attacker, or as the open
//! target (or its defender) fighting back — the other card being the
//! creature it fought.
//!
//! Our reading: the die itself counts (the roll, not its value with the die
//! bonuses); the triggers fire once the strike is carried out, after its
//! wounds and the rule effects (503.1), so a creature the strike destroyed
//! is no longer there to be acted on. A closed target rolls no die. Nothing
//! of this runs in a game without a listener.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["on rolls_six"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A trigger on a 6 shown by the card's own die in a simple strike, attacking or fighting back.";

use crate::game::{Exec, Game};
use crate::model::ability::TriggerEvent;

impl Game {
    /// A simple strike was carried out: each of its two cards whose die
    /// showed 6 fires its `on rolls_six` triggers at the other, if both are
    /// still in play.
    pub(in crate::mechanics) fn sixes_rolled(&mut self, done: &Exec) {
        let event = TriggerEvent::RollsSix;
        if !self.listened(event) {
            return;
        }
        let Some(t) = done.target else {
            return;
        };
        let a = done.decl.source;
        let mut fired = false;
        for (c, other, roll) in [(a, t, done.attack_roll), (t, a, done.defense_roll)] {
            if roll != 6 || !self.listens(c, event) {
                continue;
            }
            if !self.card(c).zone.in_play() || !self.card(other).zone.in_play() || !self.card(c).face_up {
                continue;
            }
            self.fire_at(c, other, event);
            fired = true;
        }
        // A trigger that acted at once (Боргак's wound 2) comes after the
        // strike's rule effects: they are checked again (503.1), so a card it
        // left with no lives is destroyed.
        if fired {
            self.rule_effects();
        }
    }
}
