//! The dice of a volley added up (Темный эльф: «если сумма значений
//! кубиков … этих выстрелов равна 6 или менее …»). Each attack of a volley
//! `volley N` with three values rolls its die (GAME §6); the values those
//! dice gave — each after its modifiers, read as the level it set (1–6) —
//! add up over the volley's attacks. When the last of its N attacks is
//! carried out, its card's `on volley_dice M` triggers fire if the sum is M
//! or less. A volley stopped early (fewer attacks made, «или менее») or one
//! whose card has left play fires nothing; an attack of fixed value rolls no
//! die and is never counted.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["volley_dice"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The dice of a volley's attacks added up, for a trigger once the whole volley is made.";

use crate::game::event::Action;
use crate::game::{Exec, Game};
use crate::model::ability::{EffectKind, TriggerEvent, VOLLEY_MOVED};

/// A volley whose dice are being added up: its card, its ability, the
/// attacks made so far and the sum of their dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(in crate::mechanics) struct VolleyDice {
    card: crate::game::types::CardId,
    index: u8,
    made: u8,
    sum: u8,
}

impl Game {
    /// A part of a volley carried out: its die joins the sum; after the
    /// last part, the card's `on volley_dice` triggers the sum meets fire.
    pub(in crate::mechanics) fn volley_die_counted(&mut self, done: &Exec) {
        let any = TriggerEvent::VolleyDice(0);
        if !self.listened(any) {
            return;
        }
        let Action::Ability { index, .. } = done.decl.action else {
            return;
        };
        let c = done.decl.source;
        let count = match self.ability(c, index).and_then(|a| a.main_effect()) {
            Some(EffectKind::Volley { count, .. }) if *count != VOLLEY_MOVED => *count,
            _ => return,
        };
        let roll = done.level_roll;
        let so_far = self
            .s
            .mech
            .volley_dice
            .filter(|v| done.decl.continuation && v.card == c && v.index == index);
        if roll == 0 {
            // A part with no die: no sum of dice to read.
            self.s.mech.volley_dice = None;
            return;
        }
        let (made, sum) = so_far.map_or((1, roll), |v| (v.made + 1, v.sum.saturating_add(roll)));
        if made < count {
            self.s.mech.volley_dice = Some(VolleyDice {
                card: c,
                index,
                made,
                sum,
            });
            return;
        }
        self.s.mech.volley_dice = None;
        if !self.card(c).zone.in_play() || !self.listens(c, any) {
            return;
        }
        let fired = self.triggers_on(c, |on, _| matches!(on, TriggerEvent::VolleyDice(n) if sum <= n));
        let cell = self.card(c).zone.cell();
        self.fire(c, None, cell, fired);
    }
}
