//! «Если эта карта атакована [атакой]» (Бон и Берроу): the event of an
//! attack declared at a card ([`TriggerEvent::Targeted`]), and the block of
//! that declaration by a trigger it fires.
//!
//! The event fires when the attack's declaration enters the queue (502.2),
//! naming the card; the other card is the attacker. Its triggers go into the
//! queue above the attack (an optional one after its controller's decision),
//! so they execute first. Their `block` marks the attack's declaration: when
//! its turn comes, after its legality check, the attack is made and blocked
//! (`AttackBlocked`) — no dice, no counter-strike, no wounds — and its source
//! pays its costs as for an attack made.

use crate::game::event::{Action, Event};
use crate::game::types::CardId;
use crate::game::{Declaration, Game};
use crate::model::ability::{Seen, TriggerEvent};
use crate::model::card::{AttackKind, AttackSet, Level};
use crate::rules::effects::AttackCtx;

impl Game {
    /// The attack a declaration makes, and the card it names: a simple
    /// strike, or an attacking ability at a target.
    fn declared_attack(&self, d: &Declaration) -> Option<(AttackKind, CardId)> {
        match d.action {
            Action::Strike { target } => Some((AttackKind::SimpleStrike, target)),
            Action::Ability {
                target: Some(target), ..
            }
            | Action::AbilityX {
                target: Some(target), ..
            } => self
                .attack_of(d.source, d.action, d.continuation)
                .map(|(kind, ..)| (kind, target)),
            _ => None,
        }
    }

    /// The declaration `d` has entered the queue: the `on targeted` triggers
    /// of the card its attack names fire. Returns true when one waits for a
    /// decision. Games whose cards listen to no such event pay one mask test.
    #[inline]
    pub(crate) fn attack_declared(&mut self, d: &Declaration) -> bool {
        let event = TriggerEvent::Targeted(AttackSet::ALL);
        if !self.listened(event) {
            return false;
        }
        let Some((kind, target)) = self.declared_attack(d) else {
            return false;
        };
        if !self.contains(target) || !self.card(target).zone.in_play() || !self.listens(target, event) {
            return false;
        }
        // Seen from the named card: the attacker is the other card; no level yet.
        let seen = AttackCtx {
            source: target,
            target: d.source,
            kind,
            level: Level::Weak,
            defender: false,
        };
        let fired = self.triggers_vs(
            target,
            d.source,
            &seen,
            |on| matches!(on, TriggerEvent::Targeted(kinds) if kinds.contains(kind)),
        );
        if fired.is_empty() {
            return false;
        }
        let cell = self.card(target).zone.cell();
        self.fire(target, Some(d.source), cell, fired);
        self.rule_effects();
        self.s.result.is_some() || self.next_trigger()
    }

    /// The declaration `d` has entered the queue naming a creature: the
    /// `on any_targeted` triggers of every card fire when it is a creature's
    /// attack (502.2; Топи Зенды opens the attacked card before the dice),
    /// and the named card's `on valhalla_targeted` triggers fire when it is
    /// another card's Valhalla trigger (GAME §7; Раннан). Returns whether a
    /// trigger fired (it acted or waits). Games whose cards listen to
    /// neither event pay two mask tests.
    #[inline]
    pub(crate) fn named_by_declaration(&mut self, d: &Declaration) -> bool {
        let seen = TriggerEvent::Sees(Seen::Targeted);
        let valhalla = TriggerEvent::ValhallaTargeted;
        // The `any_…` events share one bit of the listening mask: what fired
        // is told by the triggers logged.
        let logged = self.events.len();
        self.declares_attack(d);
        if self.listened(seen) {
            if let Some((_, target)) = self.declared_attack(d) {
                if self.contains(target) && self.card(target).zone.in_play() && self.def(d.source).is_creature() {
                    self.seen(Seen::Targeted, target);
                }
            }
        }
        if self.listened(valhalla) {
            if let Action::Triggered { index, target } = d.action {
                let of_valhalla =
                    self.ability(d.source, index).and_then(|a| a.trigger_event()) == Some(TriggerEvent::Valhalla);
                if of_valhalla
                    && target != d.source
                    && self.contains(target)
                    && self.card(target).zone.in_play()
                    && self.listens(target, valhalla)
                {
                    self.fire_own(target, |on| on == valhalla);
                }
            }
        }
        self.events[logged..]
            .iter()
            .any(|e| matches!(e, Event::TriggerFired { .. }))
    }

    /// The declaration `d` of an attack has entered the queue: its source's
    /// `on declares` triggers fire («при нападении», Хрумг, Алетрис), seen
    /// from the source with the named card as the other card, so they go
    /// into the queue above the attack and execute before its dice. Games
    /// whose cards listen to no such event pay one mask test.
    fn declares_attack(&mut self, d: &Declaration) {
        let event = TriggerEvent::Declares(AttackSet::ALL);
        if !self.listened(event) || !self.contains(d.source) || !self.listens(d.source, event) {
            return;
        }
        let Some((kind, target)) = self.declared_attack(d) else {
            return;
        };
        if !self.contains(target) || !self.card(target).zone.in_play() {
            return;
        }
        let seen = AttackCtx {
            source: d.source,
            target,
            kind,
            level: Level::Weak,
            defender: false,
        };
        let fired = self.triggers_vs(
            d.source,
            target,
            &seen,
            |on| matches!(on, TriggerEvent::Declares(kinds) if kinds.contains(kind)),
        );
        if !fired.is_empty() {
            let cell = self.card(d.source).zone.cell();
            self.fire(d.source, Some(target), cell, fired);
        }
    }

    /// `block` in an `on targeted` trigger of `card`: the latest attack
    /// `attacker` declared at it, still waiting in the queue, is blocked.
    /// Returns whether one was found.
    pub(crate) fn block_declared(&mut self, card: CardId, attacker: CardId) -> bool {
        let found = (0..self.s.queue.len()).rev().find(|&i| {
            let d = self.s.queue[i];
            d.source == attacker && self.declared_attack(&d).is_some_and(|(_, t)| t == card)
        });
        let Some(i) = found else { return false };
        self.s.queue[i].blocked = true;
        self.events.push(Event::AttackBlocked { card, attacker });
        true
    }
}
